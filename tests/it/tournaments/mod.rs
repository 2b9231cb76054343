//! Tournaments through the service, against a real PostgreSQL: whole
//! events of 2 to 33 players with random results, withdrawals and
//! time-outs, checked against an independent recomputation of the
//! standings; cups with drawn ties; two processes moving an event on at
//! once; the refusals.

use crate::common::people::{alice, bob, carol, service};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sqlx::PgPool;
use std::collections::{HashMap, HashSet};
use zamma_bot::i18n::{self, Lang};
use zamma_bot::service::*;

mod cups;

const HERE: Place = Place::server(10, 20);

fn organiser() -> User {
    User::new(999, "organiser")
}

fn player(i: u32) -> User {
    User::new(1000 + u64::from(i), format!("p{i:02}"))
}

fn request(format: TournamentFormat, rounds: Option<u32>) -> TournamentRequest {
    TournamentRequest { name: "test".into(), format, rounds, ..TournamentRequest::default() }
}

async fn entered(svc: &Service, format: TournamentFormat, n: u32, rounds: Option<u32>) -> (TournamentView, Vec<User>) {
    let t = svc.create_tournament(HERE, &organiser(), &request(format, rounds)).await.unwrap();
    let players: Vec<User> = (1..=n).map(player).collect();
    for p in &players {
        svc.join_tournament(t.id, p).await.unwrap();
    }
    (t, players)
}

/// Play `t` to its end with random results: draws, wins, some players
/// withdrawing, some games timing out at the round's deadline.
async fn play_out(svc: &Service, pool: &PgPool, t: TournamentId, players: &[User], seed: u64) -> TournamentView {
    let mut rng = SmallRng::seed_from_u64(seed);
    let user = |id: UserId| players.iter().find(|p| p.id == id).cloned().unwrap();
    for _ in 0..200 {
        let view = svc.tournament(t).await.unwrap();
        if view.status != TournamentStatus::Running {
            return view;
        }
        // Now and then a player withdraws (never the last two).
        let playing: Vec<UserId> =
            view.entrants.iter().filter(|e| e.withdrawn.is_none()).map(|e| e.player.id).collect();
        if playing.len() > 2 && rng.random_range(0..10) == 0 {
            let quitter = playing[rng.random_range(0..playing.len())];
            svc.withdraw_from_tournament(t, &user(quitter)).await.unwrap();
        }
        let view = svc.tournament(t).await.unwrap();
        let mut timed_out = false;
        for p in view.pairings.iter().filter(|p| p.result.is_none()) {
            let (Some(game), Some(white)) = (p.game, p.white.as_ref()) else { continue };
            let (black, white) = (user(p.black.id), user(white.id));
            match rng.random_range(0..10) {
                0..=1 => {
                    svc.offer_draw(&svc.seat(&black, HERE, Some(game)).await.unwrap()).await.unwrap();
                    svc.answer_draw(&svc.seat(&white, HERE, Some(game)).await.unwrap(), true).await.unwrap();
                }
                2 => {
                    // Left to the round's deadline: the sweep decides it.
                    sqlx::query("UPDATE games SET round_deadline = now() - interval '1 second' WHERE id = $1")
                        .bind(game.0)
                        .execute(pool)
                        .await
                        .unwrap();
                    timed_out = true;
                }
                3..=6 => drop(svc.resign(&svc.seat(&white, HERE, Some(game)).await.unwrap()).await.unwrap()),
                _ => drop(svc.resign(&svc.seat(&black, HERE, Some(game)).await.unwrap()).await.unwrap()),
            }
        }
        if timed_out {
            let report = svc.sweep().await.unwrap();
            assert!(report.timed_out.iter().all(|e| e.reason == EndReason::Timeout && e.tournament == Some(t)));
        } else {
            svc.advance_tournament(t).await.unwrap();
        }
    }
    panic!("tournament {t} did not finish");
}

/// Points, Buchholz and Sonneborn–Berger recomputed from the pairings, the
/// plain way.
fn recompute(view: &TournamentView) -> HashMap<UserId, (f64, f64, f64)> {
    let swiss = view.format == TournamentFormat::Swiss;
    let mut points: HashMap<UserId, f64> = view.entrants.iter().map(|e| (e.player.id, 0.0)).collect();
    // (player, opponent, points scored against them)
    let mut meetings: Vec<(UserId, UserId, f64)> = Vec::new();
    for p in &view.pairings {
        let Some(result) = p.result else { continue };
        let (b, w) = match result {
            PairingResult::BlackWon | PairingResult::WhiteForfeit => (1.0, 0.0),
            PairingResult::WhiteWon | PairingResult::BlackForfeit => (0.0, 1.0),
            PairingResult::Draw => (0.5, 0.5),
            PairingResult::Bye => (if swiss { 1.0 } else { 0.0 }, 0.0),
            PairingResult::BothForfeit => (0.0, 0.0),
        };
        *points.get_mut(&p.black.id).unwrap() += b;
        if let Some(white) = &p.white {
            *points.get_mut(&white.id).unwrap() += w;
            if result != PairingResult::BothForfeit {
                meetings.push((p.black.id, white.id, b));
                meetings.push((white.id, p.black.id, w));
            }
        }
    }
    points
        .iter()
        .map(|(&id, &pts)| {
            let mine = meetings.iter().filter(|m| m.0 == id);
            let buchholz = mine.clone().map(|m| points[&m.1]).sum();
            let sb = mine.map(|m| m.2 * points[&m.1]).sum();
            (id, (pts, buchholz, sb))
        })
        .collect()
}

fn check_event(view: &TournamentView, games: &HashMap<GameId, GameView>) {
    assert_eq!(view.status, TournamentStatus::Finished, "{view:#?}");
    let n = view.entrants.len();
    assert_eq!(view.standings.len(), n);
    // Every game's result entered once, and as the game ended.
    for p in view.pairings.iter().filter(|p| p.game.is_some()) {
        let game = &games[&p.game.unwrap()];
        let expected = match game.game.outcome().and_then(|o| o.winner()) {
            Some(zamma_bot::rules::Color::Black) => PairingResult::BlackWon,
            Some(zamma_bot::rules::Color::White) => PairingResult::WhiteWon,
            None => PairingResult::Draw,
        };
        assert_eq!(p.result, Some(expected), "game {} of round {}", game.id, p.round);
    }
    // Every round complete: each player still in it appears once.
    let rounds = view.rounds.unwrap();
    for r in 1..=view.round {
        let mut seen = HashSet::new();
        for p in view.round_pairings(r).filter(|p| p.leg == 1) {
            assert!(seen.insert(p.black.id), "round {r}: {} twice", p.black.name);
            if let Some(w) = &p.white {
                assert!(seen.insert(w.id), "round {r}: {} twice", w.name);
            }
        }
        if view.format != TournamentFormat::Cup {
            let withdrawn_before =
                |e: &EntrantView| e.withdrawn.is_some_and(|w| w < r) && view.format == TournamentFormat::Swiss;
            for e in view.entrants.iter().filter(|e| !withdrawn_before(e)) {
                assert!(seen.contains(&e.player.id), "round {r}: {} not paired", e.player.name);
            }
        }
    }
    assert!(view.round <= rounds);
    if view.format != TournamentFormat::Cup {
        let mine = recompute(view);
        for s in &view.standings {
            let (points, buchholz, sb) = mine[&s.player.id];
            assert_eq!((s.points, s.buchholz, s.sonneborn_berger), (points, buchholz, sb), "{}", s.player.name);
        }
        for w in view.standings.windows(2) {
            let key = |s: &StandingLine| (s.points, s.buchholz, s.sonneborn_berger);
            assert!(key(&w[0]) >= key(&w[1]), "{} before {}", w[0].player.name, w[1].player.name);
        }
    }
    match view.format {
        TournamentFormat::Swiss => {
            let byes: Vec<UserId> = view.pairings.iter().filter(|p| p.white.is_none()).map(|p| p.black.id).collect();
            let unique: HashSet<_> = byes.iter().collect();
            if (view.round as usize) < n {
                assert_eq!(unique.len(), byes.len(), "a second bye while another player had none");
            }
            if 2 * rounds as usize <= n {
                let mut met = HashSet::new();
                for p in view.pairings.iter().filter(|p| p.white.is_some()) {
                    let (a, b) = (p.black.id, p.white.as_ref().unwrap().id);
                    assert!(met.insert((a.min(b), a.max(b))), "{} and {} met twice", p.black.name, a);
                }
            }
        }
        TournamentFormat::Robin | TournamentFormat::DoubleRobin => {
            let times = if view.format == TournamentFormat::DoubleRobin { 2 } else { 1 };
            let mut met: HashMap<(UserId, UserId), u32> = HashMap::new();
            for p in view.pairings.iter().filter(|p| p.white.is_some()) {
                let (a, b) = (p.black.id, p.white.as_ref().unwrap().id);
                *met.entry((a.min(b), a.max(b))).or_default() += 1;
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
            assert!(met.values().all(|&k| k == times));
        }
        TournamentFormat::Cup => {
            // Who goes through each round plays the next; the winner is
            // the final's.
            for r in 2..=view.round {
                let winners: HashSet<UserId> = view.round_pairings(r - 1).filter_map(|p| p.advances).collect();
                let players: HashSet<UserId> = view
                    .round_pairings(r)
                    .flat_map(|p| std::iter::once(p.black.id).chain(p.white.as_ref().map(|w| w.id)))
                    .collect();
                assert_eq!(winners, players, "round {r}");
            }
            let champion = view.round_pairings(view.round).find_map(|p| p.advances);
            if let Some(champion) = champion {
                assert_eq!(view.standings[0].player.id, champion);
                assert!(!view.standings[0].out);
            }
        }
    }
}

async fn games_of(svc: &Service, view: &TournamentView) -> HashMap<GameId, GameView> {
    let mut games = HashMap::new();
    for id in view.pairings.iter().filter_map(|p| p.game) {
        games.insert(id, svc.game(id).await.unwrap());
    }
    games
}

async fn whole_events(pool: PgPool, format: TournamentFormat, sizes: &[u32]) {
    let svc = service(pool.clone()).await;
    for (i, &n) in sizes.iter().enumerate() {
        let rounds = (format == TournamentFormat::Swiss).then_some(if n > 8 { 5 } else { n.min(4) });
        let (t, players) = entered(&svc, format, n, rounds).await;
        let news = svc.start_tournament(t.id, &organiser(), false).await.unwrap();
        assert!(matches!(news.first(), Some(TournamentNews::Round { round: 1, .. })), "{news:?}");
        let view = play_out(&svc, &pool, t.id, &players, 7 + i as u64).await;
        check_event(&view, &games_of(&svc, &view).await);
    }
}

#[sqlx::test]
async fn swiss_events_of_2_to_33_players(pool: PgPool) {
    whole_events(pool, TournamentFormat::Swiss, &[2, 3, 4, 7, 12, 20, 33]).await;
}

#[sqlx::test]
async fn round_robins_of_2_to_13_players(pool: PgPool) {
    whole_events(pool.clone(), TournamentFormat::Robin, &[2, 3, 6, 13]).await;
    whole_events(pool, TournamentFormat::DoubleRobin, &[3, 4]).await;
}

#[sqlx::test]
async fn cups_of_2_to_33_players(pool: PgPool) {
    whole_events(pool, TournamentFormat::Cup, &[2, 3, 5, 8, 13, 33]).await;
}

/// Two processes sweeping at once: the next round is paired once, each
/// game created once.
#[sqlx::test]
async fn two_processes_never_pair_a_round_twice(pool: PgPool) {
    let (a, b) = (service(pool.clone()).await, service(pool.clone()).await);
    let (t, players) = entered(&a, TournamentFormat::Swiss, 8, Some(3)).await;
    a.start_tournament(t.id, &organiser(), false).await.unwrap();
    for round in 1..=3 {
        let view = a.tournament(t.id).await.unwrap();
        for p in view.round_pairings(round) {
            let white = players.iter().find(|u| Some(u.id) == p.white.as_ref().map(|w| w.id)).unwrap();
            a.resign(&a.seat(white, HERE, p.game).await.unwrap()).await.unwrap();
        }
        let (x, y) = tokio::join!(a.advance_tournaments(), b.advance_tournaments());
        let news = x.unwrap().len() + y.unwrap().len();
        assert_eq!(news, 1, "round {round} moved on once");
        let view = a.tournament(t.id).await.unwrap();
        if round < 3 {
            assert_eq!(view.round_pairings(round + 1).count(), 4);
        }
    }
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE tournament_id = $1")
        .bind(t.id.0)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(games, 12);
    assert_eq!(a.tournament(t.id).await.unwrap().status, TournamentStatus::Finished);
}

/// A process that starts over (a new service on the same database) goes on
/// with the event where it was.
#[sqlx::test]
async fn a_restart_resumes_the_event(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let (t, players) = entered(&svc, TournamentFormat::Robin, 4, None).await;
    svc.start_tournament(t.id, &organiser(), false).await.unwrap();
    let view = svc.tournament(t.id).await.unwrap();
    for p in view.round_pairings(1) {
        let black = players.iter().find(|u| u.id == p.black.id).unwrap();
        svc.resign(&svc.seat(black, HERE, Some(p.game.unwrap())).await.unwrap()).await.unwrap();
    }
    drop(svc);
    let again = service(pool.clone()).await;
    let report = again.sweep().await.unwrap();
    assert!(matches!(report.tournaments.as_slice(), [TournamentNews::Round { round: 2, .. }]));
    let view = play_out(&again, &pool, t.id, &players, 1).await;
    check_event(&view, &games_of(&again, &view).await);
}

/// A withdrawn player's remaining round-robin games are lost by forfeit;
/// their game being played is resigned.
#[sqlx::test]
async fn a_withdrawal_forfeits_the_remaining_games(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let (t, players) = entered(&svc, TournamentFormat::Robin, 4, None).await;
    svc.start_tournament(t.id, &organiser(), false).await.unwrap();
    let quitter = &players[3];
    let w = svc.withdraw_from_tournament(t.id, quitter).await.unwrap();
    assert_eq!(w.resigned.len(), 1);
    assert_eq!(w.resigned[0].1.loser, Some(quitter.id));
    let e = svc.withdraw_from_tournament(t.id, quitter).await.unwrap_err();
    assert!(matches!(e, ServiceError::AlreadyWithdrawn), "{e:?}");
    let view = play_out(&svc, &pool, t.id, &players[..3], 3).await;
    let forfeits: Vec<&PairingView> = view
        .pairings
        .iter()
        .filter(|p| matches!(p.result, Some(PairingResult::BlackForfeit | PairingResult::WhiteForfeit)))
        .collect();
    assert_eq!(forfeits.len(), 2, "{:#?}", view.pairings);
    assert!(forfeits.iter().all(|p| p.game.is_none()));
    let line = view.standings.iter().find(|s| s.player.id == quitter.id).unwrap();
    assert!(line.withdrawn);
    assert_eq!(line.points, 0.0);
    check_event(&view, &games_of(&svc, &view).await);
}

/// An event whose start time comes starts on its own, or is cancelled
/// when fewer than two joined.
#[sqlx::test]
async fn the_start_time_starts_or_cancels_the_event(pool: PgPool) {
    let svc = service(pool).await;
    let req =
        TournamentRequest { starts_in: Some(std::time::Duration::ZERO), ..request(TournamentFormat::Swiss, None) };
    let lonely = svc.create_tournament(HERE, &organiser(), &req).await.unwrap();
    svc.join_tournament(lonely.id, &alice()).await.unwrap();
    let busy = svc.create_tournament(HERE, &organiser(), &req).await.unwrap();
    for p in [alice(), bob(), carol()] {
        svc.join_tournament(busy.id, &p).await.unwrap();
    }
    let report = svc.sweep().await.unwrap();
    assert_eq!(report.tournaments.len(), 2, "{:?}", report.tournaments);
    for news in &report.tournaments {
        match news {
            TournamentNews::Cancelled { tournament } => assert_eq!(tournament.id, lonely.id),
            TournamentNews::Round { tournament, round: 1, games } => {
                assert_eq!(tournament.id, busy.id);
                assert_eq!(games.len(), 1, "three players: one game and a bye");
                assert!(games[0].rated);
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(svc.sweep().await.unwrap().tournaments.is_empty(), "nothing more to do");
}

/// What the service refuses, each with a sentence that says what to do.
#[sqlx::test]
async fn refusals_say_why(pool: PgPool) {
    let svc = service(pool).await;
    let say = |e: &ServiceError| i18n::refusal(Lang::En, e);
    let dm = Place { guild: None, channel: 5, reach: Reach::Posts };
    let e = svc.create_tournament(dm, &alice(), &request(TournamentFormat::Swiss, None)).await.unwrap_err();
    assert!(matches!(e, ServiceError::TournamentServerOnly), "{e:?}");
    let big = TournamentRequest { max_players: Some(65), ..request(TournamentFormat::Swiss, None) };
    let e = svc.create_tournament(HERE, &alice(), &big).await.unwrap_err();
    assert!(say(&e).contains("from 2 to 64"), "{}", say(&e));
    // A start too far off, or past the last date there is: refused, never a panic.
    for days in [91, 99_999_999, u64::MAX / 86_400] {
        let late = TournamentRequest {
            starts_in: Some(std::time::Duration::from_secs(days * 86_400)),
            ..request(TournamentFormat::Swiss, None)
        };
        let e = svc.create_tournament(HERE, &alice(), &late).await.unwrap_err();
        assert!(matches!(e, ServiceError::BadStartDelay { .. }), "{e:?}");
        assert!(say(&e).contains("at most 90 days from now"), "{}", say(&e));
    }
    let long = TournamentRequest { name: "x".repeat(61), ..request(TournamentFormat::Swiss, None) };
    let e = svc.create_tournament(HERE, &alice(), &long).await.unwrap_err();
    assert!(matches!(e, ServiceError::InputTooLong { what: InputKind::TournamentName, max: 60 }), "{e:?}");
    let short = TournamentRequest {
        round_time: Some(std::time::Duration::from_secs(600)),
        move_time: Some(std::time::Duration::from_secs(3600)),
        ..request(TournamentFormat::Swiss, None)
    };
    let e = svc.create_tournament(HERE, &alice(), &short).await.unwrap_err();
    assert!(matches!(e, ServiceError::BadRoundTime { .. }), "{e:?}");

    let small = TournamentRequest { max_players: Some(2), ..request(TournamentFormat::Robin, None) };
    let t = svc.create_tournament(HERE, &alice(), &small).await.unwrap();
    let e = svc.start_tournament(t.id, &alice(), false).await.unwrap_err();
    assert!(say(&e).contains("has 0"), "{}", say(&e));
    svc.join_tournament(t.id, &alice()).await.unwrap();
    let e = svc.join_tournament(t.id, &alice()).await.unwrap_err();
    assert!(matches!(e, ServiceError::AlreadyEntered), "{e:?}");
    svc.join_tournament(t.id, &bob()).await.unwrap();
    let e = svc.join_tournament(t.id, &carol()).await.unwrap_err();
    assert!(say(&e).contains("full (2 players)"), "{}", say(&e));
    let e = svc.leave_tournament(t.id, &carol()).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotEntered), "{e:?}");
    let e = svc.start_tournament(t.id, &bob(), false).await.unwrap_err();
    assert!(say(&e).contains("Only alice"), "{}", say(&e));
    // Someone who may manage the server may start it.
    svc.start_tournament(t.id, &carol(), true).await.unwrap();
    let e = svc.leave_tournament(t.id, &bob()).await.unwrap_err();
    assert!(say(&e).contains("/tournament withdraw"), "{}", say(&e));
    let game = svc.tournament(t.id).await.unwrap().pairings[0].game.unwrap();
    let e = svc.abort(&svc.seat(&alice(), HERE, Some(game)).await.unwrap()).await.unwrap_err();
    assert!(matches!(e, ServiceError::TournamentGame), "{e:?}");
    let e = svc.find_tournament(Place::server(11, 20), Some(t.id)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoSuchTournament), "another server's tournament: {e:?}");
    assert_eq!(svc.find_tournament(HERE, None).await.unwrap().id, t.id);
    let other = svc.create_tournament(HERE, &bob(), &request(TournamentFormat::Cup, None)).await.unwrap();
    let e = svc.find_tournament(HERE, None).await.unwrap_err();
    assert!(say(&e).contains(&format!("#{}", other.id)), "{}", say(&e));
    // Cancelling aborts the games being played, without result.
    let (view, ended) = svc.cancel_tournament(t.id, &alice(), false).await.unwrap();
    assert_eq!(view.status, TournamentStatus::Cancelled);
    assert_eq!(ended.len(), 1);
    assert_eq!(ended[0].reason, EndReason::TournamentCancelled);
    assert!(i18n::end_text(Lang::En, &ended[0]).contains("tournament was cancelled"));
    let e = svc.join_tournament(t.id, &carol()).await.unwrap_err();
    assert!(matches!(e, ServiceError::TournamentOver { .. }), "{e:?}");
    // With nothing open or running, the latest one is meant (its standings).
    svc.cancel_tournament(other.id, &bob(), false).await.unwrap();
    assert_eq!(svc.find_tournament(HERE, None).await.unwrap().id, other.id);
    let e = svc.withdraw_from_tournament(t.id, &alice()).await.unwrap_err();
    assert!(say(&e).contains("cancelled"), "{}", say(&e));
}

/// A turn that the round's deadline cuts short is reminded as long before
/// that deadline as any turn before its own end, and the reminder names it.
#[sqlx::test]
async fn the_round_deadline_brings_the_reminder_forward(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let (t, _) = entered(&svc, TournamentFormat::Robin, 2, None).await;
    svc.start_tournament(t.id, &organiser(), false).await.unwrap();
    let view = svc.tournament(t.id).await.unwrap();
    let game = view.pairings.iter().find_map(|p| p.game).unwrap();
    assert!(svc.sweep().await.unwrap().reminders.is_empty(), "the turn has just begun");
    // The mover has nearly all of their time, but the round ends in a minute.
    let deadline: chrono::DateTime<chrono::Utc> = sqlx::query_scalar(
        "UPDATE games SET round_deadline = now() + interval '60 seconds' WHERE id = $1 RETURNING round_deadline",
    )
    .bind(game.0)
    .fetch_one(&pool)
    .await
    .unwrap();
    let report = svc.sweep().await.unwrap();
    assert_eq!(report.reminders.len(), 1);
    assert_eq!(report.reminders[0].game_id, game);
    assert_eq!(report.reminders[0].deadline, deadline);
    assert!(report.timed_out.is_empty());
    assert!(svc.sweep().await.unwrap().reminders.is_empty(), "once per turn");
}

/// A tournament open to a rating range refuses players outside it, saying
/// the range and their rating; its card says who may join; a range upside
/// down is refused when the tournament is created.
#[sqlx::test]
async fn a_rating_range_limits_who_may_join(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let say = |e: &ServiceError| i18n::refusal(Lang::En, e);
    let ranged =
        |min, max| TournamentRequest { entry: RatingRange { min, max }, ..request(TournamentFormat::Swiss, None) };
    let e = svc.create_tournament(HERE, &organiser(), &ranged(Some(1800), Some(1400))).await.unwrap_err();
    assert!(matches!(e, ServiceError::BadRatingRange { .. }), "{e:?}");
    assert!(say(&e).contains("swap them"), "{}", say(&e));
    assert_eq!(svc.tournaments_here(HERE).await.unwrap().len(), 0, "nothing stored");

    let t = svc.create_tournament(HERE, &organiser(), &ranged(Some(1600), None)).await.unwrap();
    assert_eq!(t.entry, RatingRange { min: Some(1600), max: None });
    let details = i18n::tournament_details(Lang::En, &t, &|_| String::new());
    assert!(details.iter().any(|l| l == "Open to players rated 1600 or more."), "{details:?}");
    // A new player is rated 1500.
    let e = svc.join_tournament(t.id, &player(1)).await.unwrap_err();
    assert!(matches!(e, ServiceError::OutsideEntryRange { rating: 1500, .. }), "{e:?}");
    assert_eq!(
        say(&e),
        "This tournament is open to players rated 1600 or more, and your rating is 1500. \
         `/tournament list` shows the other tournaments here."
    );
    for lang in [Lang::Fr, Lang::Es, Lang::Ar] {
        assert!(i18n::refusal(lang, &e).contains("1600"), "{lang:?}: {}", i18n::refusal(lang, &e));
    }
    // Rated 1650, the same player may join.
    sqlx::query("UPDATE players SET rating = 1650 WHERE id = $1")
        .bind(player(1).id.get() as i64)
        .execute(&pool)
        .await
        .unwrap();
    let view = svc.join_tournament(t.id, &player(1)).await.unwrap();
    assert_eq!(view.entrants.len(), 1);

    let capped = svc.create_tournament(HERE, &organiser(), &ranged(Some(1000), Some(1499))).await.unwrap();
    let e = svc.join_tournament(capped.id, &player(2)).await.unwrap_err();
    assert!(say(&e).contains("rated 1000 to 1499"), "{}", say(&e));
    svc.join_tournament(capped.id, &player(1)).await.unwrap_err();
}
