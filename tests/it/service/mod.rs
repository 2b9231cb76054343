//! The game service against a real PostgreSQL (one database per test).

use crate::common::people::{alice, bob, carol, service};
use sqlx::PgPool;
use std::time::Duration;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::rules::{Color, Game};
use zamma_bot::service::*;
use zamma_bot::store::Store;

mod computer;
mod teams;

/// A refusal as a player reads it (in English).
trait Say {
    fn say(&self) -> String;
}

impl Say for ServiceError {
    fn say(&self) -> String {
        i18n::refusal(Lang::En, self)
    }
}

const HERE: Place = Place::server(10, 20);

fn req(rules: &str, rated: bool, colour: ColourChoice) -> ChallengeRequest {
    ChallengeRequest { rules: rules.into(), rated, colour, ..Default::default() }
}

/// Start a game with alice as Black and bob as White.
async fn start(svc: &Service, rules: &str, rated: bool) -> GameView {
    let c = svc.challenge(HERE, &alice(), &bob(), &req(rules, rated, ColourChoice::Black)).await.unwrap();
    svc.accept(c.id, &bob()).await.unwrap()
}

/// `user`'s seat at game `id` here, as a front end checks it before acting.
async fn seat(svc: &Service, user: &User, id: GameId) -> Seat {
    svc.seat(user, HERE, Some(id)).await.unwrap_or_else(|e| panic!("{} has no seat at game {id}: {e}", user.name))
}

fn mover(view: &GameView) -> User {
    if view.game.position().turn() == Color::Black { alice() } else { bob() }
}

#[sqlx::test]
async fn challenge_refusals_say_why(pool: PgPool) {
    let svc = service(pool).await;
    let e = |r: Result<ChallengeView>| r.unwrap_err().say();
    assert_eq!(
        e(svc.challenge(HERE, &alice(), &alice(), &req("zamma", true, ColourChoice::Random)).await),
        "You cannot challenge yourself; pick another player."
    );
    let robot = User { id: UserId(9), name: "robot".into(), bot: true };
    assert!(
        e(svc.challenge(HERE, &alice(), &robot, &req("zamma", true, ColourChoice::Random)).await)
            .starts_with("robot is a bot")
    );
    assert!(
        e(svc.challenge(HERE, &alice(), &bob(), &req("chess", true, ColourChoice::Random)).await)
            .contains("there is no preset `chess`")
    );
    let short =
        ChallengeRequest { move_time: Some(Duration::from_secs(60)), ..req("zamma", true, ColourChoice::Random) };
    assert!(
        e(svc.challenge(HERE, &alice(), &bob(), &short).await)
            .contains("A move time of 1 minute is not possible here: choose one from 5 minutes to 7 days")
    );
    svc.challenge(HERE, &alice(), &bob(), &req("zamma", true, ColourChoice::Random)).await.unwrap();
    assert_eq!(
        e(svc.challenge(HERE, &bob(), &alice(), &req("dhamet", false, ColourChoice::Random)).await),
        "You already have an open challenge with alice; wait for an answer or cancel it first."
    );
}

#[sqlx::test]
async fn only_the_right_people_answer_challenges(pool: PgPool) {
    let svc = service(pool).await;
    let c = svc.challenge(HERE, &alice(), &bob(), &req("zamma5", false, ColourChoice::White)).await.unwrap();
    assert_eq!(c.rules, "zamma5");
    assert_eq!(svc.accept(c.id, &carol()).await.unwrap_err().say(), "Only bob can answer this challenge.");
    assert_eq!(svc.accept(c.id, &alice()).await.unwrap_err().say(), "Only bob can answer this challenge.");
    assert_eq!(
        svc.cancel(c.id, &bob()).await.unwrap_err().say(),
        "Only alice, who sent this challenge, can cancel it."
    );
    let declined = svc.decline(c.id, &bob()).await.unwrap();
    assert_eq!(declined.status, ChallengeStatus::Declined);
    assert_eq!(svc.accept(c.id, &bob()).await.unwrap_err().say(), "This challenge was already declined.");
    // A new challenge after the old one closed; the challenger cancels it.
    let c = svc.challenge(HERE, &alice(), &bob(), &req("zamma", false, ColourChoice::White)).await.unwrap();
    assert_eq!(svc.cancel(c.id, &alice()).await.unwrap().status, ChallengeStatus::Cancelled);
    // Accepting makes a game with the asked colours.
    let c = svc.challenge(HERE, &alice(), &bob(), &req("zamma", false, ColourChoice::White)).await.unwrap();
    let g = svc.accept(c.id, &bob()).await.unwrap();
    assert_eq!((g.black.id, g.white.id), (UserId(2), UserId(1)));
    assert_eq!(g.to_move().id, UserId(2));
    assert_eq!(svc.challenge_by_id(c.id).await.unwrap().game_id, Some(g.id));
}

#[sqlx::test]
async fn challenges_expire(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let c = svc.challenge(HERE, &alice(), &bob(), &req("zamma", true, ColourChoice::Random)).await.unwrap();
    sqlx::query("UPDATE challenges SET expires_at = now() - interval '1 minute'").execute(&pool).await.unwrap();
    assert_eq!(svc.accept(c.id, &bob()).await.unwrap_err().say(), "This challenge has expired; send a new one.");
    let swept = svc.sweep().await.unwrap();
    assert_eq!(swept.expired_challenges.len(), 1);
    assert!(svc.sweep().await.unwrap().expired_challenges.is_empty(), "reported once");
    // The pair may challenge again.
    svc.challenge(HERE, &bob(), &alice(), &req("zamma", true, ColourChoice::Random)).await.unwrap();
}

#[sqlx::test]
async fn moves_are_checked_and_stored(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let g = start(&svc, "zamma", true).await;
    let e = |r: Result<MoveReport>| r.unwrap_err().say();
    assert_eq!(
        e(svc.play(&seat(&svc, &bob(), g.id).await, "e6-e5", None).await),
        "It is not your turn; alice is to move."
    );
    assert_eq!(
        svc.seat(&carol(), HERE, Some(g.id)).await.unwrap_err().say(),
        "You are not playing in this game; only its two players can act in it."
    );
    assert_eq!(
        e(svc.play(&seat(&svc, &alice(), g.id).await, "e4-e3", None).await),
        "Men cannot move backwards or sideways (e4-e3); only captures may."
    );
    assert!(e(svc.play(&seat(&svc, &alice(), g.id).await, &"x".repeat(500), None).await).contains("too long"));
    let r = svc.play(&seat(&svc, &alice(), g.id).await, "E4 e5", Some(0)).await.unwrap();
    assert_eq!(r.turn.to_string(), "e4-e5");
    assert_eq!(r.view.ply(), 1);
    assert_eq!(r.view.to_move().id, UserId(2));
    assert_eq!(
        e(svc.play(&seat(&svc, &bob(), g.id).await, "d6-d5", None).await),
        "Capture is compulsory: e6xe4 takes 1 piece."
    );
    assert_eq!(
        e(svc.play(&seat(&svc, &bob(), g.id).await, "e6xe4", Some(0)).await),
        "The position changed before your move arrived (a move was just played); look at the new board and try again."
    );
    let r = svc.play(&seat(&svc, &bob(), g.id).await, "e6xe4", Some(1)).await.unwrap();
    assert_eq!(r.view.captures(), (0, 1));
    // A new service over the same database (a restart) sees the same game.
    let again = service(pool).await.game(g.id).await.unwrap();
    assert_eq!(again.game.position(), r.view.game.position());
    assert_eq!(again.ply(), 2);
}

#[sqlx::test]
async fn concurrent_moves_apply_exactly_once(pool: PgPool) {
    let svc = service(pool).await;
    let g = start(&svc, "zamma", false).await;
    let mut tasks = Vec::new();
    for i in 0..16 {
        let svc = svc.clone();
        // Each click names the ply it saw; the legal first moves differ.
        let mv = ["e4-e5", "d4-e5", "f4-e5"][i % 3];
        tasks.push(tokio::spawn(async move { svc.play(&seat(&svc, &alice(), g.id).await, mv, Some(0)).await }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(ServiceError::PositionChanged) => {}
            Err(other) => panic!("unexpected {other}"),
        }
    }
    assert_eq!(ok, 1);
    let view = svc.game(g.id).await.unwrap();
    assert_eq!(view.ply(), 1);
    // Without a ply, the second of two clicks finds it is no longer its turn.
    // (Which first move won the race decides White's compulsory capture.)
    let b_user = bob();
    let reply = view.game.legal_moves()[0].to_string();
    let (first, second) = (seat(&svc, &b_user, g.id).await, seat(&svc, &b_user, g.id).await);
    let (a, b) = tokio::join!(svc.play(&first, &reply, None), svc.play(&second, &reply, None));
    assert!(a.is_ok() != b.is_ok(), "{a:?} {b:?}");
    assert_eq!(svc.game(g.id).await.unwrap().ply(), 2);
}

#[sqlx::test]
async fn many_games_in_parallel_stay_consistent(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let mut ids = Vec::new();
    for i in 0..6u64 {
        let (a, b) = (User::new(100 + i, format!("p{i}")), User::new(200 + i, format!("q{i}")));
        let c = svc.challenge(HERE, &a, &b, &req("dhamet", true, ColourChoice::Black)).await.unwrap();
        ids.push((svc.accept(c.id, &b).await.unwrap().id, a, b));
    }
    let mut tasks = Vec::new();
    for (id, a, b) in ids.clone() {
        let svc = svc.clone();
        tasks.push(tokio::spawn(async move {
            for ply in 0..30 {
                let view = svc.game(id).await.unwrap();
                if view.game.outcome().is_some() {
                    break;
                }
                let mv = view.game.legal_moves()[ply * 7 % view.game.legal_moves().len()].to_string();
                let who = if view.game.position().turn() == Color::Black { &a } else { &b };
                // Two racing clicks for each turn.
                let (first, second) = (seat(&svc, who, id).await, seat(&svc, who, id).await);
                let (x, y) =
                    tokio::join!(svc.play(&first, &mv, Some(ply as i32)), svc.play(&second, &mv, Some(ply as i32)));
                assert!(x.is_ok() ^ y.is_ok());
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    for (id, ..) in ids {
        let (position, moves): (String, i64) =
            sqlx::query_as("SELECT position, (SELECT count(*) FROM moves WHERE game_id = $1) FROM games WHERE id = $1")
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap();
        let view = svc.game(id).await.unwrap();
        assert_eq!(view.game.position().to_string(), position);
        assert_eq!(view.ply() as i64, moves);
    }
}

#[sqlx::test]
async fn a_full_game_to_a_result_rates_once(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let g = start(&svc, "zamma5", true).await;
    let mut view = g.clone();
    let mut end = None;
    let mut i = 0;
    while end.is_none() {
        let legal = view.game.legal_moves();
        // Prefer captures so the game ends quickly.
        let mv = legal.iter().max_by_key(|m| (m.capture_count(), i % 3)).unwrap().to_string();
        let r = svc.play(&seat(&svc, &mover(&view), g.id).await, &mv, None).await.unwrap();
        end = r.end;
        view = r.view;
        i += 1;
        assert!(i < 300, "the game should end");
    }
    let end = end.unwrap();
    assert_eq!(view.status, GameStatus::Finished);
    assert_eq!(end.rating_changes.len(), 2, "{end:?}");
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes WHERE game_id = $1")
        .bind(g.id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rows, 2);
    let a = svc.stats(&alice()).await.unwrap();
    let b = svc.stats(&bob()).await.unwrap();
    assert_eq!((a.rated_games, b.rated_games), (1, 1));
    assert_eq!(a.wins + a.losses + a.draws, 1);
    if let Some(w) = end.winner {
        let winner = if w == UserId(1) { &a } else { &b };
        assert!(winner.player.rating > 1500.0);
        assert_eq!(winner.streak, 1);
        assert!(winner.player.provisional);
    }
    // Nothing more can happen in a finished game.
    assert!(matches!(svc.resign(&seat(&svc, &alice(), g.id).await).await, Err(ServiceError::GameOver { .. })));
    assert!(svc.sweep().await.unwrap().timed_out.is_empty());
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes").fetch_one(&pool).await.unwrap();
    assert_eq!(rows, 2);
    // The export replays to the final position.
    let text = svc.export(g.id).await.unwrap();
    let back: Game = export::parse(&text).unwrap();
    assert_eq!(back.position(), view.game.position());
    assert!(text.contains("[Black \"alice\"]") && text.contains("[Rules \"zamma5\"]"));
    // History and leaderboards see it.
    assert_eq!(svc.history(UserId(1), 0).await.unwrap().len(), 1);
    let board = svc.leaderboard(HERE.guild, 0).await.unwrap();
    assert_eq!(board.entries.len(), 2);
    assert!(board.entries[0].player.rating >= board.entries[1].player.rating);
    assert!(svc.leaderboard(Some(999), 0).await.unwrap().entries.is_empty());
    assert_eq!(svc.leaderboard(None, 0).await.unwrap().entries.len(), 2);
}

#[sqlx::test]
async fn resign_draw_and_abort(pool: PgPool) {
    let svc = service(pool).await;
    let g = start(&svc, "zamma", true).await;
    let (view, end) = svc.resign(&seat(&svc, &bob(), g.id).await).await.unwrap();
    assert_eq!(end.winner, Some(UserId(1)));
    let text = i18n::end_text(Lang::En, &end);
    assert!(text.starts_with("alice (Black) wins: White resigned."), "{text}");
    assert_eq!(view.status, GameStatus::Finished);
    assert_eq!(svc.game(g.id).await.unwrap().game.outcome(), view.game.outcome());

    let g = start(&svc, "zamma", true).await;
    assert!(matches!(svc.answer_draw(&seat(&svc, &bob(), g.id).await, true).await, Err(ServiceError::NoDrawOffer)));
    assert!(matches!(
        svc.offer_draw(&seat(&svc, &alice(), g.id).await).await.unwrap(),
        DrawReport::Offered { by: UserId(1), .. }
    ));
    assert!(matches!(svc.answer_draw(&seat(&svc, &alice(), g.id).await, true).await, Err(ServiceError::OwnDrawOffer)));
    assert!(matches!(
        svc.answer_draw(&seat(&svc, &bob(), g.id).await, false).await.unwrap(),
        DrawReport::Declined { .. }
    ));
    svc.offer_draw(&seat(&svc, &alice(), g.id).await).await.unwrap();
    // Offering back while an offer is open accepts it.
    match svc.offer_draw(&seat(&svc, &bob(), g.id).await).await.unwrap() {
        DrawReport::Agreed { end, .. } => {
            assert_eq!(end.winner, None);
            assert_eq!(end.rating_changes.len(), 2);
        }
        other => panic!("{other:?}"),
    }

    // Abort: before both have moved; afterwards only an admin.
    let g = start(&svc, "zamma", true).await;
    svc.play(&seat(&svc, &alice(), g.id).await, "e4-e5", None).await.unwrap();
    let end = svc.abort(&seat(&svc, &bob(), g.id).await).await.unwrap();
    assert!(end.rating_changes.is_empty());
    let g = start(&svc, "zamma", true).await;
    svc.play(&seat(&svc, &alice(), g.id).await, "e4-e5", None).await.unwrap();
    svc.play(&seat(&svc, &bob(), g.id).await, "e6xe4", None).await.unwrap();
    assert!(matches!(svc.abort(&seat(&svc, &alice(), g.id).await).await, Err(ServiceError::TooLateToAbort)));
    assert!(matches!(svc.seat(&carol(), HERE, Some(g.id)).await, Err(ServiceError::NotAPlayer)));
    svc.admin_abort(&carol(), HERE, Some(g.id)).await.unwrap();
    assert_eq!(svc.game(g.id).await.unwrap().status, GameStatus::Aborted);
}

#[sqlx::test]
async fn sweeper_ends_games_on_time_once(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let g = start(&svc, "zamma", true).await;
    svc.play(&seat(&svc, &alice(), g.id).await, "e4-e5", None).await.unwrap();
    // 80% of bob's 24 h used: one reminder.
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '20 hours'").execute(&pool).await.unwrap();
    let r = svc.sweep().await.unwrap();
    assert_eq!(r.reminders.len(), 1);
    assert_eq!(r.reminders[0].player, UserId(2));
    assert!(svc.sweep().await.unwrap().reminders.is_empty());
    // Out of time: two sweepers at once end the game once.
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '25 hours'").execute(&pool).await.unwrap();
    let other = service(pool.clone()).await;
    let (a, b) = tokio::join!(svc.sweep(), other.sweep());
    let ended: Vec<GameEnd> = a.unwrap().timed_out.into_iter().chain(b.unwrap().timed_out).collect();
    assert_eq!(ended.len(), 1);
    assert_eq!(ended[0].winner, Some(UserId(1)));
    assert!(i18n::end_text(Lang::En, &ended[0]).contains("ran out of time"));
    let view = svc.game(g.id).await.unwrap();
    assert_eq!(view.reason, Some(EndReason::Timeout));
    let changes: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes").fetch_one(&pool).await.unwrap();
    assert_eq!(changes, 2);
}

#[sqlx::test]
async fn casual_and_bot_games_leave_ratings_alone(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let g = start(&svc, "zamma", false).await;
    let (_, end) = svc.resign(&seat(&svc, &alice(), g.id).await).await.unwrap();
    assert!(end.rating_changes.is_empty());
    let s = svc.stats(&bob()).await.unwrap();
    assert_eq!((s.player.rating, s.rated_games, s.wins), (1500.0, 0, 1));
}

/// The service says who is whose opponent and who played a turn; the front
/// ends do not work it out.
#[sqlx::test]
async fn views_and_reports_name_the_opponent_and_the_mover(pool: PgPool) {
    let svc = service(pool).await;
    let g = start(&svc, "zamma", false).await;
    assert_eq!(g.opponent_of(alice().id).map(|p| p.id), Some(bob().id));
    assert_eq!(g.opponent_of(bob().id).map(|p| p.id), Some(alice().id));
    assert!(g.opponent_of(carol().id).is_none() && g.card_of(carol().id).is_none());
    assert_eq!(g.card_of(bob().id).map(|p| p.name.as_str()), Some("bob"));
    assert!(g.last_mover().is_none());
    let r = svc.play(&seat(&svc, &alice(), g.id).await, "e4-e5", None).await.unwrap();
    assert_eq!((r.mover.id, r.view.last_mover().map(|p| p.id)), (alice().id, Some(alice().id)));
    let r = svc.play(&seat(&svc, &bob(), g.id).await, "e6xe4", None).await.unwrap();
    assert_eq!((r.mover.id, r.view.last_mover().map(|p| p.id)), (bob().id, Some(bob().id)));
    assert_eq!(r.view.to_move().id, alice().id);
}

#[sqlx::test]
async fn game_limits_and_lookup(pool: PgPool) {
    let store = Store::from_pool(pool).await.unwrap();
    let svc = Service::new(store, ServiceConfig { max_active_games: 1, ..ServiceConfig::default() });
    let g = start(&svc, "zamma", false).await;
    let err = svc.challenge(HERE, &carol(), &alice(), &req("zamma", false, ColourChoice::Random)).await.unwrap_err();
    assert_eq!(err.say(), "alice already plays 1 games at once, the most allowed; finish one before starting another.");
    assert_eq!(svc.find_game(UserId(1), HERE, None).await.unwrap().id, g.id);
    assert!(matches!(svc.find_game(UserId(3), HERE, None).await, Err(ServiceError::NoActiveGame)));
    assert_eq!(svc.active_games(UserId(1), None).await.unwrap().len(), 1);
}

/// A rematch: asked by a player once the game is over, with the same rules,
/// rating and time and the colours swapped; the other player is challenged,
/// or the computer's game starts at once.
#[sqlx::test]
async fn a_rematch_swaps_colours_and_keeps_the_settings(pool: PgPool) {
    let svc = service(pool).await;
    let g = start(&svc, "zamma,landing=behind", false).await;
    assert!(matches!(svc.rematch(&seat(&svc, &alice(), g.id).await).await, Err(ServiceError::StillPlaying)));
    svc.resign(&seat(&svc, &bob(), g.id).await).await.unwrap();
    assert!(matches!(svc.seat(&carol(), HERE, Some(g.id)).await, Err(ServiceError::NotAPlayer)));
    let Rematch::Challenge(c) = svc.rematch(&seat(&svc, &bob(), g.id).await).await.unwrap() else {
        panic!("a challenge to alice")
    };
    assert_eq!((c.challenger.id, c.challenged.map(|p| p.id)), (bob().id, Some(alice().id)));
    assert_eq!((c.colour, c.rated, c.move_time), (ColourChoice::Black, false, g.move_time), "bob played White");
    let again = svc.accept(c.id, &alice()).await.unwrap();
    assert_eq!((again.black.id, again.white.id), (bob().id, alice().id));
    assert_eq!(again.game.rules(), g.game.rules());

    let computer = User { id: UserId(77), name: "Zamma Bot".into(), bot: true };
    let req = ComputerGameRequest {
        rules: "zamma5".into(),
        level: level(4).unwrap(),
        colour: ColourChoice::Black,
        move_time: None,
    };
    let g = svc.start_computer_game(HERE, &carol(), &computer, &req).await.unwrap();
    svc.resign(&seat(&svc, &carol(), g.id).await).await.unwrap();
    let Rematch::Game(next) = svc.rematch(&seat(&svc, &carol(), g.id).await).await.unwrap() else {
        panic!("a game at once")
    };
    assert_eq!((next.black.id, next.white.id, next.ai_level, next.rated), (computer.id, carol().id, Some(4), false));
    assert!(next.is_active());
}

/// Takebacks: in a casual game a player asks to take back their last turn
/// before the opponent has moved; the opponent accepts (the turn leaves the
/// game and is kept in the record) or declines. Refused in rated games and
/// when there is nothing of one's own to take back. The computer agrees at
/// levels 1-3 (taking back its own answer too) and declines at 4 and 5.
#[sqlx::test]
async fn takebacks_in_casual_and_computer_games(pool: PgPool) {
    let svc = service(pool).await;
    let rated = start(&svc, "zamma", true).await;
    svc.play(&seat(&svc, &alice(), rated.id).await, "d4-e5", Some(0)).await.unwrap();
    assert!(matches!(svc.ask_takeback(&seat(&svc, &alice(), rated.id).await).await, Err(ServiceError::TakebackRated)));

    let g = start(&svc, "zamma", false).await;
    assert!(matches!(svc.ask_takeback(&seat(&svc, &alice(), g.id).await).await, Err(ServiceError::NothingToTakeBack)));
    svc.play(&seat(&svc, &alice(), g.id).await, "d4-e5", Some(0)).await.unwrap();
    assert!(
        matches!(svc.ask_takeback(&seat(&svc, &bob(), g.id).await).await, Err(ServiceError::NothingToTakeBack)),
        "bob has not moved"
    );
    assert!(matches!(svc.answer_takeback(&seat(&svc, &bob(), g.id).await, true).await, Err(ServiceError::NoTakeback)));
    let TakebackReport::Asked { view, by } = svc.ask_takeback(&seat(&svc, &alice(), g.id).await).await.unwrap() else {
        panic!()
    };
    assert_eq!((by, view.takeback_by), (alice().id, Some(alice().id)));
    assert!(matches!(
        svc.answer_takeback(&seat(&svc, &alice(), g.id).await, true).await,
        Err(ServiceError::OwnTakeback)
    ));
    // Declined: the turn stands, the request is gone.
    let TakebackReport::Declined { view, .. } =
        svc.answer_takeback(&seat(&svc, &bob(), g.id).await, false).await.unwrap()
    else {
        panic!()
    };
    assert_eq!((view.ply(), view.takeback_by), (1, None));
    // Asked again and accepted: back to the start, Alice to move, a fresh clock.
    svc.ask_takeback(&seat(&svc, &alice(), g.id).await).await.unwrap();
    let TakebackReport::Done { view, by, turns } =
        svc.answer_takeback(&seat(&svc, &bob(), g.id).await, true).await.unwrap()
    else {
        panic!()
    };
    assert_eq!((view.ply(), by, turns, view.to_move().id, view.takeback_by), (0, alice().id, 1, alice().id, None));
    assert_eq!(view.game.position(), Game::new("zamma".parse().unwrap()).position());
    // Another turn is played where the old one was; the record keeps both.
    svc.play(&seat(&svc, &alice(), g.id).await, "e4-e5", Some(0)).await.unwrap();
    let record = svc.export(g.id).await.unwrap();
    assert!(record.contains("[Takebacks \"ply 1: d4-e5\"]"), "{record}");
    assert!(record.contains("1. e4-e5"), "{record}");

    let computer = User { id: UserId(77), name: "Zamma Bot".into(), bot: true };
    for (n, agrees) in [(3, true), (4, false)] {
        let req = ComputerGameRequest {
            rules: "zamma".into(),
            level: level(n).unwrap(),
            colour: ColourChoice::Black,
            move_time: None,
        };
        let g = svc.start_computer_game(HERE, &carol(), &computer, &req).await.unwrap();
        svc.play(&seat(&svc, &carol(), g.id).await, "d4-e5", Some(0)).await.unwrap();
        svc.computer_reply(g.id).await.unwrap().expect("the computer answers");
        match svc.ask_takeback(&seat(&svc, &carol(), g.id).await).await.unwrap() {
            TakebackReport::Done { view, turns, .. } if agrees => {
                assert_eq!((view.ply(), turns, view.to_move().id), (0, 2, carol().id), "its answer goes too");
            }
            TakebackReport::Declined { view, by } if !agrees => {
                assert_eq!((view.ply(), by), (2, computer.id));
            }
            other => panic!("level {n}: {other:?}"),
        }
    }
}
