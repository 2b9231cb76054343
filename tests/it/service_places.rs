//! The service outside servers that added the bot, open challenges, and
//! notices (what a player missed where the bot could not tell them),
//! against a real PostgreSQL.

use crate::common::people::{alice, bob, carol, service};
use sqlx::PgPool;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::service::*;

const HERE: Place = Place::server(10, 20);
const GROUP: Place = Place { guild: None, channel: 30, reach: Reach::Replies };
const BOT_DM: Place = Place { guild: None, channel: 40, reach: Reach::Posts };

fn casual() -> ChallengeRequest {
    ChallengeRequest { rules: "zamma".into(), rated: false, colour: ColourChoice::Black, ..Default::default() }
}

fn say(e: &ServiceError) -> String {
    i18n::refusal(Lang::En, e)
}

#[sqlx::test]
async fn the_first_to_accept_an_open_challenge_plays(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let c = svc.challenge_anyone(HERE, &alice(), &casual(), RatingRange::default()).await.unwrap();
    assert_eq!(c.challenged, None);
    let e = svc.accept(c.id, &alice()).await.unwrap_err();
    assert!(matches!(e, ServiceError::OwnChallenge), "{e:?}");
    // Bob and carol press at once: one game, and the other is told who was quicker.
    let other = service(pool.clone()).await;
    let (bob, carol) = (bob(), carol());
    let (b, k) = tokio::join!(svc.accept(c.id, &bob), other.accept(c.id, &carol));
    let (won, lost, loser) = match (b, k) {
        (Ok(g), Err(e)) => (g, e, "carol"),
        (Err(e), Ok(g)) => (g, e, "bob"),
        other => panic!("exactly one accept wins: {other:?}"),
    };
    let winner = if loser == "bob" { "carol" } else { "bob" };
    assert!(matches!(&lost, ServiceError::ChallengeTaken { by } if by == winner), "{lost:?}");
    assert!(say(&lost).contains(&format!("{winner} accepted this challenge first")), "{}", say(&lost));
    assert_eq!((won.black.name.as_str(), won.white.name.as_str()), ("alice", winner));
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games").fetch_one(&pool).await.unwrap();
    assert_eq!(games, 1);
    let accepted = svc.challenge_by_id(c.id).await.unwrap();
    assert_eq!(accepted.challenged.map(|p| p.name), Some(winner.to_string()));
    // A challenge to one person is still "closed" for anyone else.
    let d = svc.challenge(HERE, &alice(), &User::new(4, "dan"), &casual()).await.unwrap();
    svc.accept(d.id, &User::new(4, "dan")).await.unwrap();
    let e = svc.accept(d.id, &carol).await.unwrap_err();
    assert!(matches!(e, ServiceError::ChallengeClosed { .. }), "{e:?}");
}

#[sqlx::test]
async fn open_challenges_keep_their_rating_range_and_one_per_channel(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let bad = RatingRange { min: Some(1700), max: Some(1600) };
    let e = svc.challenge_anyone(HERE, &alice(), &casual(), bad).await.unwrap_err();
    assert!(say(&e).contains("(1700) is above the highest (1600)"), "{}", say(&e));
    let range = RatingRange { min: Some(1400), max: Some(1450) };
    let c = svc.challenge_anyone(HERE, &alice(), &casual(), range).await.unwrap();
    assert_eq!(c.range, range);
    let e = svc.accept(c.id, &bob()).await.unwrap_err();
    assert!(matches!(e, ServiceError::OutsideRatingRange { rating: 1500, .. }), "{e:?}");
    assert_eq!(
        say(&e),
        "This challenge is open to players rated 1400 to 1450, and your rating is 1500. Challenge the player directly instead."
    );
    let e = svc.challenge_anyone(HERE, &alice(), &casual(), RatingRange::default()).await.unwrap_err();
    assert!(matches!(e, ServiceError::AlreadyOpen { challenge } if challenge == c.id), "{e:?}");
    // Another channel is another place.
    let there = Place::server(10, 21);
    svc.challenge_anyone(there, &alice(), &casual(), RatingRange::default()).await.unwrap();
    // Only the challenger may end it; nobody "declines" a challenge to anyone.
    let e = svc.decline(c.id, &bob()).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotChallenged { .. }), "{e:?}");
    svc.cancel(c.id, &alice()).await.unwrap();
    assert_eq!(svc.open_to_anyone(there).await.unwrap().len(), 1);
    assert!(svc.open_to_anyone(HERE).await.unwrap().is_empty());
}

#[sqlx::test]
async fn games_outside_servers_belong_to_their_channel(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let e = svc.challenge(BOT_DM, &alice(), &bob(), &casual()).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoOneElseHere), "{e:?}");
    let e = svc.challenge_anyone(BOT_DM, &alice(), &casual(), RatingRange::default()).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoOneElseHere), "{e:?}");

    let c = svc.challenge(GROUP, &alice(), &bob(), &casual()).await.unwrap();
    assert_eq!(svc.challenge_by_id(c.id).await.unwrap().place, GROUP, "stored with its reach");
    let g = svc.accept(c.id, &bob()).await.unwrap();
    assert_eq!(g.place, GROUP);
    assert_eq!(svc.find_game(UserId(1), GROUP, None).await.unwrap().id, g.id);
    for elsewhere in [HERE, BOT_DM, Place { channel: 31, ..GROUP }] {
        let e = svc.find_game(UserId(1), elsewhere, Some(g.id)).await.unwrap_err();
        assert!(matches!(e, ServiceError::NoSuchGame), "{elsewhere:?}: {e:?}");
        assert!(matches!(svc.challenge_in(c.id, elsewhere).await, Err(ServiceError::NoSuchChallenge)));
    }
    let exported = svc.export(g.id).await.unwrap();
    assert!(exported.contains("[Site \"channel 30\"]"), "{exported}");
}

#[sqlx::test]
async fn where_the_bot_cannot_post_the_sweep_leaves_notices_once(pool: PgPool) {
    let svc = service(pool.clone()).await;
    svc.set_preference(&bob(), Setting::Notifications(true)).await.unwrap();
    let c = svc.challenge(GROUP, &alice(), &bob(), &casual()).await.unwrap();
    let g = svc.accept(c.id, &bob()).await.unwrap();
    let posted = svc.challenge(HERE, &carol(), &alice(), &casual()).await.unwrap();
    let posted = svc.accept(posted.id, &alice()).await.unwrap();
    // Both games run out of time: the one in a server is announced there.
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '30 days'").execute(&pool).await.unwrap();
    let other = service(pool.clone()).await;
    let (a, b) = tokio::join!(svc.sweep(), other.sweep());
    let (a, b) = (a.unwrap(), b.unwrap());
    let ended: Vec<GameId> = a.timed_out.iter().chain(&b.timed_out).map(|e| e.game_id).collect();
    assert_eq!(ended.len(), 2, "{ended:?}");
    // Bob asked for DMs: the sweep says so, once.
    let to_send: Vec<_> = a.to_send.iter().chain(&b.to_send).copied().collect();
    assert_eq!(to_send, vec![(UserId(2), Notice::GameEnded(g.id))]);

    // Alice sees what she missed once; nothing of the game in the server.
    let missed = svc.take_notices(UserId(1)).await.unwrap();
    assert_eq!(missed.len(), 1, "{missed:?}");
    let Missed::Ended(view) = &missed[0] else { panic!("{missed:?}") };
    assert_eq!(view.id, g.id);
    let line = i18n::missed_text(Lang::En, &missed[0], UserId(1), &|t| t.to_string());
    assert!(line.contains(&format!("game #{}", g.id)) && line.contains("ran out of time"), "{line}");
    assert!(svc.take_notices(UserId(1)).await.unwrap().is_empty(), "told once");
    assert!(svc.take_notices(UserId(3)).await.unwrap().is_empty(), "carol's game was announced where it was played");
    let _ = posted;

    // Bob's went out by DM: delivered, it is not shown again.
    svc.notice_delivered(UserId(2), Notice::GameEnded(g.id)).await.unwrap();
    assert!(svc.take_notices(UserId(2)).await.unwrap().is_empty());
}

#[sqlx::test]
async fn a_reminder_is_news_only_while_the_game_waits(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let c = svc.challenge(GROUP, &alice(), &bob(), &casual()).await.unwrap();
    let g = svc.accept(c.id, &bob()).await.unwrap();
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '20 hours'").execute(&pool).await.unwrap();
    let r = svc.sweep().await.unwrap();
    assert_eq!(r.reminders.len(), 1);
    assert!(r.to_send.is_empty(), "alice did not ask for DMs");
    svc.keep_notice(UserId(1), Notice::YourMove(g.id)).await.unwrap();
    let line = {
        let missed = svc.take_notices(UserId(1)).await.unwrap();
        assert_eq!(missed.len(), 1, "kept once: {missed:?}");
        i18n::missed_text(Lang::En, &missed[0], UserId(1), &|_| "in 4 hours".into())
    };
    assert_eq!(line, format!("it is your move in game #{} against bob; your time runs out in 4 hours.", g.id));
    // A reminder for a turn already played is no news.
    svc.keep_notice(UserId(1), Notice::YourMove(g.id)).await.unwrap();
    svc.play(&svc.seat(&alice(), GROUP, Some(g.id)).await.unwrap(), TurnInput::Text("e4-e5"), None).await.unwrap();
    assert!(svc.take_notices(UserId(1)).await.unwrap().is_empty());
    // An expired challenge in the group DM is kept for both.
    let c = svc.challenge(GROUP, &carol(), &bob(), &casual()).await.unwrap();
    sqlx::query("UPDATE challenges SET expires_at = now() - interval '1 minute' WHERE id = $1")
        .bind(c.id)
        .execute(&pool)
        .await
        .unwrap();
    svc.sweep().await.unwrap();
    for who in [UserId(3), UserId(2)] {
        let missed = svc.take_notices(who).await.unwrap();
        assert!(matches!(missed.as_slice(), [Missed::Expired(x)] if x.id == c.id), "{who}: {missed:?}");
    }
}
