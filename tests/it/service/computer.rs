//! The computer through the service: its games unrated and its owed turns reported, its answer to a draw offer, and reviews computed once, kept, one at a time.

use super::*;

#[sqlx::test]
async fn computer_games_are_unrated_and_owed_turns_are_reported(pool: PgPool) {
    let svc = service(pool).await;
    let computer = User { id: UserId(77), name: "Zamma Bot".into(), bot: true };
    // Level 3 by default; the computer plays levels 1 to 5 only.
    let req = ComputerGameRequest { rules: "zamma5".into(), colour: ColourChoice::White, ..Default::default() };
    assert!(matches!(level(9), Err(ServiceError::BadLevel { level: 9 })));
    assert!(matches!(svc.start_computer_game(HERE, &alice(), &bob(), &req).await, Err(ServiceError::ComputerIsNotBot)));
    let g = svc.start_computer_game(HERE, &alice(), &computer, &req).await.unwrap();
    assert_eq!((g.black.id, g.white.id, g.ai_level, g.rated), (UserId(77), UserId(1), Some(3), false));
    // The computer (Black) owes the first move until the front end plays it.
    assert_eq!(svc.sweep().await.unwrap().computer_turns, vec![g.id]);
    let mv = g.game.legal_moves()[0].to_string();
    svc.play(&seat(&svc, &computer, g.id).await, &mv, Some(0)).await.unwrap();
    assert!(svc.sweep().await.unwrap().computer_turns.is_empty());
    let (_, end) = svc.resign(&seat(&svc, &alice(), g.id).await).await.unwrap();
    assert!(end.rating_changes.is_empty());
    assert_eq!(svc.stats(&alice()).await.unwrap().rated_games, 0);
}

/// The computer answers a draw offer at once: it agrees when its search
/// finds the position level or worse for it, and declines (leaving no offer
/// open) when it stands better.
#[sqlx::test]
async fn the_computer_answers_draw_offers_by_its_evaluation(pool: PgPool) {
    let svc = service(pool).await;
    let computer = User { id: UserId(77), name: "Zamma Bot".into(), bot: true };
    let req = ComputerGameRequest {
        rules: "zamma5".into(),
        level: level(3).unwrap(),
        colour: ColourChoice::White,
        move_time: None,
    };
    // In zamma5's start Black, to move, must give a man away: the computer,
    // playing Black, agrees to a draw.
    let g = svc.start_computer_game(HERE, &alice(), &computer, &req).await.unwrap();
    assert!(matches!(svc.seat(&bob(), HERE, Some(g.id)).await, Err(ServiceError::NotAPlayer)));
    match svc.offer_draw(&seat(&svc, &alice(), g.id).await).await.unwrap() {
        DrawReport::Agreed { view, end } => {
            assert_eq!(view.status, GameStatus::Finished);
            assert!(end.rating_changes.is_empty());
        }
        other => panic!("expected the computer to agree: {other:?}"),
    }
    // Playing White there, it declines, and no offer stays open.
    let req = ComputerGameRequest { colour: ColourChoice::Black, ..req };
    let g = svc.start_computer_game(HERE, &alice(), &computer, &req).await.unwrap();
    match svc.offer_draw(&seat(&svc, &alice(), g.id).await).await.unwrap() {
        DrawReport::Declined { view, by } => {
            assert_eq!((by, view.status, view.draw_offer), (computer.id, GameStatus::Active, None));
        }
        other => panic!("expected the computer to decline: {other:?}"),
    }
    assert_eq!(svc.game(g.id).await.unwrap().draw_offer, None, "no offer left open");
}

/// A review is refused for a game in progress, computed once for a finished
/// game and kept (the second look reads it back, equal), and one person gets
/// one review at a time.
#[sqlx::test]
async fn reviews_are_computed_once_kept_and_one_at_a_time(pool: PgPool) {
    let store = Store::from_pool(pool.clone()).await.unwrap();
    let svc = Service::new(store, ServiceConfig { review_nodes: 5_000, ..ServiceConfig::default() });
    let view = start(&svc, "zamma", false).await;
    let e = svc.review(view.id, alice().id, |_, _| {}).await.unwrap_err();
    assert_eq!(e.say(), "This game is not over yet: a review comes once it has ended.");
    for text in ["d4-e5", "f6xd4", "c3xe5"] {
        let v = svc.game(view.id).await.unwrap();
        let turn = v.game.parse_turn(text).unwrap();
        svc.play(&seat(&svc, &mover(&v), view.id).await, TurnInput::Turn(turn), None).await.unwrap();
    }
    svc.resign(&seat(&svc, &bob(), view.id).await).await.unwrap();

    let (tx, rx) = std::sync::mpsc::channel();
    let first = svc.review(view.id, carol().id, move |done, total| tx.send((done, total)).unwrap()).await.unwrap();
    assert!(first.fresh);
    // Four positions, two searched: f6xd4 and c3xe5 were forced, so their
    // positions take the value of the one after them.
    assert_eq!(rx.try_iter().last(), Some((2, 2)));
    assert_eq!(first.review.turns.len(), 3);
    assert_eq!(first.review.turns[1].played.to_string(), "f6xd4");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM review_turns WHERE game_id = $1")
        .bind(view.id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, 3);
    let again = svc.review(view.id, alice().id, |_, _| panic!("not searched again")).await.unwrap();
    assert!(!again.fresh);
    assert_eq!(again.review, first.review);

    // One at a time: alice's slot is taken by a job of hers that waits.
    sqlx::query("DELETE FROM reviews").execute(&pool).await.unwrap();
    let (hold_tx, hold_rx) = std::sync::mpsc::channel::<()>();
    let heavy = svc.heavy().clone();
    let holder =
        tokio::spawn(async move { heavy.run(heavy::Owner::Person(alice().id.0), move || hold_rx.recv()).await });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let e = svc.review(view.id, alice().id, |_, _| {}).await.unwrap_err();
    assert!(matches!(e, ServiceError::Busy), "{e:?}");
    assert!(e.say().contains("one at a time"), "{}", e.say());
    hold_tx.send(()).unwrap();
    holder.await.unwrap().unwrap().unwrap();
    assert!(svc.review(view.id, alice().id, |_, _| {}).await.unwrap().fresh);
}
