//! Ending a game by agreement or resignation, with buttons and commands.

use crate::harness::*;

#[sqlx::test]
async fn resign_with_the_buttons(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;

    // Carol plays no part in the game.
    let (_, r) = bot.press(CAROL, &cid(Action::Resign(game))).await;
    bot.assert_refusal(&r, "not playing in this game").await;

    let (_, r) = bot.press(ALICE, &cid(Action::Resign(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral());
    assert!(r.content().contains("resign"), "{}", r.content());
    let confirm = cid(Action::ConfirmResign(game));
    r.component(&confirm);
    assert_eq!(bot.game_row(game).await.1, "active", "asking is not resigning");

    let (sent, r) = bot.press(ALICE, &confirm).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("resigned"), "{}", r.content());
    let f = bot.followup(sent).await;
    assert!(!f.ephemeral());
    f.assert_board();
    assert_eq!(
        f.custom_ids(),
        [cid(Action::Review(game)), cid(Action::Rematch(game)), cid(Action::Board(game))],
        "the game's buttons give way to Review, Rematch and Board"
    );

    assert_eq!(bot.game_row(game).await, (0, "finished".into(), Some("white".into())));
    let changes: Vec<(i64, f64, f64)> = sqlx::query_as(
        "SELECT player, rating_before, rating_after FROM rating_changes WHERE game_id = $1 ORDER BY player",
    )
    .bind(game)
    .fetch_all(&bot.pool)
    .await
    .unwrap();
    assert_eq!(changes.len(), 2, "{changes:?}");
    assert_eq!(changes[0].0 as u64, ALICE.id);
    assert!(changes[0].2 < changes[0].1, "the loser loses rating: {changes:?}");
    assert!(changes[1].2 > changes[1].1, "the winner gains rating: {changes:?}");

    // The game is over: its buttons refuse.
    let (_, r) = bot.press(BOB, &cid(Action::Move(game))).await;
    bot.assert_refusal(&r, "over").await;
    bot.stop().await;
}

#[sqlx::test]
async fn draw_offer_decline_and_accept(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;
    let offer = cid(Action::Draw(game));
    let draw_offer = || async {
        sqlx::query_scalar::<_, Option<i64>>("SELECT draw_offer FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&bot.pool)
            .await
            .unwrap()
    };

    let (_, r) = bot.press(ALICE, &offer).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    assert!(r.content().contains("offers a draw"), "{}", r.content());
    assert_eq!(r.component(&offer)["label"], "Accept draw");
    r.component(&cid(Action::DeclineDraw(game)));
    assert_eq!(draw_offer().await.map(|p| p as u64), Some(ALICE.id));

    let (_, r) = bot.press(BOB, &cid(Action::DeclineDraw(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains("declined the draw"), "{}", r.content());
    assert_eq!(draw_offer().await, None);

    // Offered again with /draw; Bob accepts with the button.
    let r = bot.command(ALICE, "draw", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains("offers a draw"), "{}", r.content());
    let (_, r) = bot.press(BOB, &offer).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    assert_eq!(
        r.custom_ids(),
        [cid(Action::Review(game)), cid(Action::Rematch(game)), cid(Action::Board(game))],
        "the game's buttons give way to Review, Rematch and Board"
    );
    assert_eq!(bot.game_row(game).await, (0, "finished".into(), Some("draw".into())));
    let changes: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes WHERE game_id = $1")
        .bind(game)
        .fetch_one(&bot.pool)
        .await
        .unwrap();
    assert_eq!(changes, 2);
    bot.stop().await;
}

/// Rematch from a finished game's message: a player challenges the other
/// with the colours swapped (a public challenge that pings them); against
/// the computer the new game starts at once and the computer, now Black,
/// moves first. Someone who did not play is refused.
#[sqlx::test]
async fn rematch_from_the_game_message(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;
    let (_, r) = bot.press(BOB, &cid(Action::Rematch(game))).await;
    bot.assert_refusal(&r, "still being played").await;
    bot.resign_with_buttons(ALICE, game).await;
    let (_, r) = bot.press(CAROL, &cid(Action::Rematch(game))).await;
    bot.assert_refusal(&r, "not playing in this game").await;

    let (_, r) = bot.press(BOB, &cid(Action::Rematch(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    assert!(r.content().contains(&ALICE.mention()), "alice is pinged: {}", r.content());
    assert_eq!(r.data()["allowed_mentions"]["users"], json!([ALICE.id.to_string()]));
    let challenge = challenge_id_of(&r);
    let (_, r) = bot.accept(ALICE, challenge).await;
    let again = game_id_of(&r);
    let (black, white): (i64, i64) =
        sqlx::query_as("SELECT black, white FROM games WHERE id = $1").bind(again).fetch_one(&bot.pool).await.unwrap();
    assert_eq!((black as u64, white as u64), (BOB.id, ALICE.id), "the colours are swapped");

    // Against the computer: alice played Black; the rematch starts at once
    // with the computer as Black, and it moves.
    let me = opt("user", 6, json!(APP.to_string()));
    let r = bot.command(CAROL, "challenge", vec![me, int_opt("colour", 0)]).await;
    let vs_computer = game_id_of(&r);
    bot.resign_with_buttons(CAROL, vs_computer).await;
    let (_, r) = bot.press(CAROL, &cid(Action::Rematch(vs_computer))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let next = game_id_of(&r);
    assert_ne!(next, vs_computer);
    let moved = bot
        .stub
        .wait_for("the computer's first move", |r| {
            r.method == Method::POST && r.path.ends_with("/messages") && r.content().contains(&CAROL.mention())
        })
        .await;
    moved.assert_board();
    assert_eq!(bot.game_row(next).await.0, 1, "the computer, Black, has moved");
    bot.stop().await;
}

/// Takeback with the buttons in a casual game: Alice asks (Bob is pinged
/// and gets Accept / Decline), Bob accepts, and the game is back before
/// her turn. A rated game has no takeback button.
#[sqlx::test]
async fn takeback_with_the_buttons(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let rated = bot.start_game(true).await;
    let r = bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    assert!(!r.custom_ids().contains(&cid(Action::Takeback(rated))), "{:?}", r.custom_ids());
    bot.resign_with_buttons(ALICE, rated).await;

    let game = bot.start_game(false).await;
    let r = bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    assert_eq!(r.component(&cid(Action::Takeback(game)))["disabled"], false);
    // Bob has no turn to take back.
    let (_, r) = bot.press(BOB, &cid(Action::Takeback(game))).await;
    bot.assert_refusal(&r, "no turn to take back").await;

    let (_, r) = bot.press(ALICE, &cid(Action::Takeback(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains("asks to take back"), "{}", r.content());
    assert_eq!(r.data()["allowed_mentions"]["users"], json!([BOB.id.to_string()]));
    r.component(&cid(Action::AcceptTakeback(game)));
    r.component(&cid(Action::DeclineTakeback(game)));

    let (_, r) = bot.press(BOB, &cid(Action::AcceptTakeback(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    assert_eq!(r.embed()["author"]["name"], "alice took back their last turn");
    assert_eq!(bot.game_row(game).await.0, 0, "back before her turn");
    assert!(bot.moves(game).await.is_empty());
    bot.stop().await;
}
