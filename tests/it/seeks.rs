//! Quick pairing through the service, against a real PostgreSQL: seeks in
//! pools, waves, ranges, blocks, cancelling, expiry, the lobby, one game in
//! two places, and two processes pairing the same pool.

use crate::common::people::{alice, bob, carol, service};
use chrono::Utc;
use sqlx::PgPool;
use std::collections::{HashMap, HashSet};
use std::time::Duration;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::service::seeks::{Candidate, MAX_GAP, POOL_TIMES, pair_pool};
use zamma_bot::service::*;

const SERVER_A: Place = Place::server(100, 101);
const SERVER_B: Place = Place::server(200, 201);
const DM: Place = Place { guild: None, channel: 301, reach: Reach::Posts };
const GROUP: Place = Place { guild: None, channel: 401, reach: Reach::Replies };
const HOUR: Duration = Duration::from_secs(3600);

fn hour(range: RatingRange) -> SeekRequest {
    SeekRequest { rules: "zamma".into(), times: vec![HOUR], rated: true, range }
}

async fn rate(pool: &PgPool, user: &User, rating: f64) {
    sqlx::query("UPDATE players SET rating = $2, deviation = 80 WHERE id = $1")
        .bind(user.id.0 as i64)
        .bind(rating)
        .execute(pool)
        .await
        .unwrap();
}

/// `user` seeks in `place`, rated `rating`.
async fn seek(svc: &Service, pool: &PgPool, place: Place, user: &User, rating: f64, req: &SeekRequest) -> SeekView {
    svc.register(user).await.unwrap();
    rate(pool, user, rating).await;
    svc.seek(place, user, req, Asked { token: Some("token"), lang: Some(Lang::Fr) }).await.unwrap()
}

fn say(e: &ServiceError) -> String {
    i18n::refusal(Lang::En, e)
}

fn pairs(wave: &Wave) -> HashSet<(u64, u64)> {
    wave.paired
        .iter()
        .map(|p| {
            let (a, b) = (p.seekers[0].player.0, p.seekers[1].player.0);
            (a.min(b), a.max(b))
        })
        .collect()
}

#[sqlx::test]
async fn two_people_far_apart_play_one_game_seen_in_both_places(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let a = seek(&svc, &pool, SERVER_A, &alice(), 1500.0, &hour(RatingRange::default())).await;
    assert_eq!(a.pools, vec![PoolCount { pool: a.pools[0].pool.clone(), others: 0 }]);
    assert_eq!(a.lang, Some(Lang::Fr));
    let b = seek(&svc, &pool, DM, &bob(), 1540.0, &hour(RatingRange::default())).await;
    assert_eq!(b.pools[0].others, 1, "bob sees alice waiting in the pool");
    let mut changes = svc.changes();
    let wave = svc.pair_wave().await.unwrap();
    assert_eq!(pairs(&wave), HashSet::from([(1, 2)]), "both in the first wave");
    let p = &wave.paired[0];
    assert_eq!(p.gap, 40.0);
    assert_eq!(p.seekers[0].token.as_deref(), Some("token"));
    assert!(p.seekers[0].waited >= p.seekers[1].waited, "alice waited longer");
    let game = &p.game;
    assert!(game.quick && game.rated && game.move_time == HOUR);
    assert_eq!(game.places().collect::<Vec<_>>(), vec![SERVER_A, DM], "alice waited longer: hers is the game's place");
    assert_eq!(game.place_of(bob().id), DM);
    assert_eq!(game.place_of(alice().id), SERVER_A);
    // Each finds it where they asked; someone elsewhere does not.
    assert_eq!(svc.find_game(alice().id, SERVER_A, None).await.unwrap().id, game.id);
    assert_eq!(svc.find_game(bob().id, DM, None).await.unwrap().id, game.id);
    assert_eq!(svc.find_game(carol().id, DM, Some(game.id)).await.unwrap().id, game.id, "a spectator in the DM");
    let e = svc.find_game(carol().id, SERVER_B, Some(game.id)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoSuchGame), "{e:?}");
    for (user, request) in [(alice(), a.request), (bob(), b.request)] {
        let state = svc.seek_state(user.id, request).await.unwrap();
        assert!(matches!(&state, SeekState::Paired(g) if g.id == game.id), "{state:?}");
    }
    // A turn from one place is news for the other: it says where it was made.
    let mover = game.to_move().clone();
    let from = game.place_of(mover.id);
    let user = User::new(mover.id.0, mover.name.clone());
    let seat = svc.seat(&user, from, Some(game.id)).await.unwrap();
    let turn = seat.view().game.legal_moves()[0].to_string();
    svc.play(&seat, turn.as_str(), None).await.unwrap();
    let heard = loop {
        match tokio::time::timeout(Duration::from_secs(5), changes.recv()).await.unwrap().unwrap() {
            Heard::Change(c) if c.game == game.id && c.ply == 1 => break c,
            _ => {}
        }
    };
    assert!(heard.shared && heard.moved);
    assert_eq!(heard.channel, Some(from.channel));
    // A draw offered (no move) is news too, with who offered it.
    let other = game.opponent_of(mover.id).unwrap().clone();
    let them = User::new(other.id.0, other.name.clone());
    let theirs = svc.seat(&them, game.place_of(other.id), Some(game.id)).await.unwrap();
    svc.offer_draw(&theirs).await.unwrap();
    let heard = loop {
        match tokio::time::timeout(Duration::from_secs(5), changes.recv()).await.unwrap().unwrap() {
            Heard::Change(c) if c.game == game.id && !c.moved => break c,
            _ => {}
        }
    };
    assert_eq!(heard.request, Some(Request::DrawOffered(other.id)), "{heard:?}");
    assert_eq!(heard.channel, Some(game.place_of(other.id).channel));
    // Nobody waits now; a second game from quick pairing is refused.
    assert!(svc.pair_wave().await.unwrap().paired.is_empty());
    let e = svc.seek(SERVER_A, &alice(), &hour(RatingRange::default()), Asked::default()).await.unwrap_err();
    assert!(matches!(e, ServiceError::InQuickGame { game: g } if g == game.id), "{e:?}");
    assert!(say(&e).contains(&format!("#{}", game.id.0)), "{}", say(&e));
    // Once it is over, they may seek again.
    svc.resign(&seat).await.unwrap();
    svc.seek(SERVER_A, &alice(), &hour(RatingRange::default()), Asked::default()).await.unwrap();
}

#[sqlx::test]
async fn ranges_are_never_crossed(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let strong = RatingRange { min: Some(1600), max: None };
    seek(&svc, &pool, SERVER_A, &alice(), 1700.0, &hour(strong)).await;
    seek(&svc, &pool, SERVER_B, &bob(), 1500.0, &hour(RatingRange::default())).await;
    let later = Utc::now() + chrono::Duration::minutes(5);
    assert!(svc.pair_wave_at(later).await.unwrap().paired.is_empty(), "bob is below alice's range, however long");
    // The lobby does not offer bob her seek; carol (unrated, 1500 too)
    // sees the same, and alice sees her own.
    let lobby = svc.lobby(bob().id).await.unwrap();
    assert!(lobby.iter().all(|s| s.rating != 1700.0), "{lobby:?}");
    assert_eq!(svc.lobby(carol().id).await.unwrap().len(), 1);
    let hers = svc.lobby(alice().id).await.unwrap().into_iter().find(|s| s.rating == 1700.0).unwrap();
    assert_eq!(hers.range, strong);
    // Taking it all the same is refused with quick pairing's own sentence.
    let e = svc.take_seek(SERVER_B, &bob(), hers.id).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeekOutsideRange { rating: 1500, .. }), "{e:?}");
    assert!(
        say(&e).contains("This seek is for players rated 1600 or more") && say(&e).contains("/lobby"),
        "{}",
        say(&e)
    );
    // Carol is within it.
    seek(&svc, &pool, GROUP, &carol(), 1650.0, &hour(RatingRange::default())).await;
    let wave = svc.pair_wave().await.unwrap();
    assert_eq!(pairs(&wave), HashSet::from([(1, 3)]));
    assert_eq!(wave.waiting.len(), 1, "bob still waits");
    assert_eq!(wave.waiting[0].player, bob().id);
    assert_eq!(wave.waiting[0].pools[0].others, 0);
    // A range upside down is refused.
    let upside_down = hour(RatingRange { min: Some(1800), max: Some(1200) });
    let e = svc.seek(SERVER_A, &User::new(9, "dan"), &upside_down, Asked::default()).await.unwrap_err();
    assert!(matches!(e, ServiceError::BadRatingRange { .. }), "{e:?}");
}

#[sqlx::test]
async fn blocked_people_are_never_paired(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let e = svc.block(&alice(), &alice()).await.unwrap_err();
    assert!(matches!(e, ServiceError::BlockSelf), "{e:?}");
    assert!(svc.block(&alice(), &bob()).await.unwrap());
    assert!(!svc.block(&alice(), &bob()).await.unwrap(), "blocking twice changes nothing");
    assert_eq!(svc.blocked(alice().id).await.unwrap(), vec!["bob".to_string()]);
    seek(&svc, &pool, SERVER_A, &alice(), 1500.0, &hour(RatingRange::default())).await;
    seek(&svc, &pool, SERVER_B, &bob(), 1500.0, &hour(RatingRange::default())).await;
    let later = Utc::now() + chrono::Duration::minutes(5);
    assert!(svc.pair_wave_at(later).await.unwrap().paired.is_empty());
    // Either way round, the lobby does not show them each other's seek
    // (which would tell bob that alice blocked him), and taking it by its
    // number says only that it is not open.
    for (viewer, other) in [(bob(), alice()), (alice(), bob())] {
        let theirs = svc.lobby(viewer.id).await.unwrap();
        assert_eq!(theirs.len(), 1, "only their own: {theirs:?}");
        let own = theirs[0].id;
        let others = svc.lobby(other.id).await.unwrap()[0].id;
        assert_ne!(own, others);
        let e = svc.take_seek(SERVER_B, &viewer, others).await.unwrap_err();
        assert!(matches!(e, ServiceError::SeekGone), "{e:?}");
    }
    // Carol, who blocks nobody, sees both.
    assert_eq!(svc.lobby(carol().id).await.unwrap().len(), 2);
    assert!(svc.unblock(alice().id, bob().id).await.unwrap());
    assert!(!svc.unblock(alice().id, bob().id).await.unwrap());
    assert_eq!(pairs(&svc.pair_wave().await.unwrap()), HashSet::from([(1, 2)]));
}

#[sqlx::test]
async fn a_cancelled_seek_is_never_paired(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let a = seek(&svc, &pool, SERVER_A, &alice(), 1500.0, &hour(RatingRange::default())).await;
    assert!(svc.cancel_seek(alice().id, Some(a.request)).await.unwrap());
    assert!(!svc.cancel_seek(alice().id, Some(a.request)).await.unwrap(), "nothing left to cancel");
    assert!(matches!(svc.seek_state(alice().id, a.request).await.unwrap(), SeekState::Cancelled));
    let e = svc.seek_state(bob().id, a.request).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeekGone), "another's seek: {e:?}");
    seek(&svc, &pool, SERVER_B, &bob(), 1500.0, &hour(RatingRange::default())).await;
    let wave = svc.pair_wave().await.unwrap();
    assert!(wave.paired.is_empty());
    assert!(svc.lobby(carol().id).await.unwrap().iter().all(|s| s.rating == 1500.0));
    assert_eq!(svc.lobby(carol().id).await.unwrap().len(), 1);
    let e = svc.take_seek(SERVER_B, &carol(), 999).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeekGone));
}

#[sqlx::test]
async fn a_seek_nobody_takes_ends_with_the_computer_offered(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let a = seek(&svc, &pool, SERVER_A, &alice(), 1950.0, &hour(RatingRange::default())).await;
    assert!(svc.pair_wave().await.unwrap().expired.is_empty());
    let wave = svc.pair_wave_at(Utc::now() + chrono::Duration::minutes(11)).await.unwrap();
    assert_eq!(wave.expired.len(), 1);
    let (view, level) = &wave.expired[0];
    assert_eq!((view.request, view.token.as_deref(), level.number()), (a.request, Some("token"), 5));
    assert!(matches!(svc.seek_state(alice().id, a.request).await.unwrap(), SeekState::Expired(l) if l.number() == 5));
    assert!(svc.lobby(bob().id).await.unwrap().is_empty());
}

#[sqlx::test]
async fn several_pools_at_once_pair_in_one_and_end_the_others(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let any = SeekRequest { rules: "zamma".into(), times: Vec::new(), rated: false, range: RatingRange::default() };
    let a = seek(&svc, &pool, SERVER_A, &alice(), 1500.0, &any).await;
    assert_eq!(a.pools.iter().map(|p| p.pool.move_time).collect::<Vec<_>>(), POOL_TIMES.to_vec());
    let day = SeekRequest { times: vec![POOL_TIMES[2]], ..any.clone() };
    seek(&svc, &pool, SERVER_B, &bob(), 1600.0, &day).await;
    // A rated seeker is in another pool.
    seek(&svc, &pool, GROUP, &carol(), 1500.0, &SeekRequest { rated: true, ..day.clone() }).await;
    let wave = svc.pair_wave().await.unwrap();
    assert_eq!(pairs(&wave), HashSet::from([(1, 2)]));
    assert_eq!(wave.paired[0].game.move_time, POOL_TIMES[2]);
    assert!(!wave.paired[0].game.rated);
    let lobby = svc.lobby(alice().id).await.unwrap();
    assert_eq!(lobby.len(), 1, "alice's other pools ended: {lobby:?}");
    assert!(lobby[0].pool.rated);
    let two_hours = SeekRequest { times: vec![HOUR * 2], ..any };
    let e = svc.seek(SERVER_A, &carol(), &two_hours, Asked::default()).await.unwrap_err();
    assert!(matches!(&e, ServiceError::NotAPool { .. }), "{e:?}");
    assert!(say(&e).contains("2 hours"), "{}", say(&e));
}

#[sqlx::test]
async fn the_lobby_starts_a_game_in_both_places(pool: PgPool) {
    let svc = service(pool.clone()).await;
    seek(&svc, &pool, GROUP, &alice(), 1500.0, &hour(RatingRange::default())).await;
    let seek_id = svc.lobby(bob().id).await.unwrap()[0].id;
    let e = svc.take_seek(GROUP, &alice(), seek_id).await.unwrap_err();
    assert!(matches!(e, ServiceError::OwnSeek), "{e:?}");
    svc.register(&bob()).await.unwrap();
    let p = svc.take_seek(SERVER_B, &bob(), seek_id).await.unwrap();
    assert_eq!(p.game.places().collect::<Vec<_>>(), vec![GROUP, SERVER_B]);
    assert_eq!(p.seekers[0].player, alice().id);
    assert_eq!((p.seekers[1].place, p.seekers[1].token.as_deref()), (SERVER_B, None), "the taker answers themself");
    let e = svc.take_seek(SERVER_A, &carol(), seek_id).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeekGone), "taken already: {e:?}");
}

/// The pairing of one wave, without the database.
#[test]
fn waves_prefer_close_ratings_and_widen_with_waiting() {
    let c = |player: u64, rating: f64, waited: u64| Candidate {
        player: UserId(player),
        rating,
        provisional: false,
        range: RatingRange::default(),
        waited: Duration::from_secs(waited),
    };
    let none = HashSet::new();
    // Nearest ratings together.
    let chosen = pair_pool(&[c(1, 1000.0, 0), c(2, 1510.0, 0), c(3, 1020.0, 0), c(4, 1500.0, 0)], &none);
    assert_eq!(chosen.into_iter().collect::<HashSet<_>>(), HashSet::from([(0, 2), (1, 3)]));
    // Two alone pair at once, however far apart.
    assert_eq!(pair_pool(&[c(1, 900.0, 0), c(2, 2000.0, 0)], &none), vec![(0, 1)]);
    // Three far apart wait for better, until waiting forgives the gap.
    let far = |w| [c(1, 1000.0, w), c(2, 1400.0, w), c(3, 1900.0, w)];
    assert!(pair_pool(&far(0), &none).is_empty());
    let gap_forgiven = ((400.0 - MAX_GAP) / 4.0).ceil() as u64;
    assert_eq!(pair_pool(&far(gap_forgiven), &none), vec![(0, 1)]);
    // A provisional rating pairs more freely.
    let mut new = [c(1, 1000.0, 0), c(2, 1280.0, 0), c(3, 1900.0, 0)];
    assert!(pair_pool(&new, &none).is_empty());
    new[1].provisional = true;
    assert_eq!(pair_pool(&new, &none), vec![(0, 1)]);
    // Never with oneself, never across a block.
    assert!(pair_pool(&[c(1, 1500.0, 0), c(1, 1500.0, 0)], &none).is_empty());
    let blocked = HashSet::from([(UserId(2), UserId(1))]);
    assert!(pair_pool(&[c(1, 1500.0, 0), c(2, 1500.0, 0)], &blocked).is_empty());
}

#[sqlx::test]
async fn two_processes_pair_each_seeker_once(pool: PgPool) {
    let first = service(pool.clone()).await;
    let second = service(pool.clone()).await;
    for i in 0..20u64 {
        let place = if i % 2 == 0 { SERVER_A } else { SERVER_B };
        seek(
            &first,
            &pool,
            place,
            &User::new(100 + i, format!("p{i}")),
            1400.0 + 10.0 * i as f64,
            &hour(RatingRange::default()),
        )
        .await;
    }
    let (x, y) = tokio::join!(first.pair_wave(), second.pair_wave());
    let (x, y) = (x.unwrap(), y.unwrap());
    let mut games: HashMap<u64, u32> = HashMap::new();
    for p in x.paired.iter().chain(&y.paired) {
        for s in &p.seekers {
            *games.entry(s.player.0).or_default() += 1;
        }
    }
    assert_eq!(games.len(), 20, "everyone paired: {games:?}");
    assert!(games.values().all(|&n| n == 1), "each once: {games:?}");
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE quick").fetch_one(&pool).await.unwrap();
    assert_eq!(count, 10);
}

#[sqlx::test]
async fn the_simulation_meets_the_goals(pool: PgPool) {
    let store = zamma_bot::store::Store::from_pool(pool).await.unwrap();
    let ten = zamma_bot::cli::lobby_cmd::simulate(&store, 10, 5, 7).await.unwrap();
    assert!(ten.share_within_60s() >= 0.95, "{}", ten.summary());
    assert!(ten.mean_gap() <= 150.0, "{}", ten.summary());
    assert!(ten.gaps.len() > 50, "{} pairings", ten.gaps.len());
    let line = ten.summary();
    assert!(
        line.starts_with("paired ") && line.contains("% within 60 s, median wait ") && line.contains(" s, mean gap ")
    );
}

#[sqlx::test]
async fn with_two_people_both_are_paired_in_the_first_wave(pool: PgPool) {
    let store = zamma_bot::store::Store::from_pool(pool).await.unwrap();
    for seed in 1..=3 {
        let two = zamma_bot::cli::lobby_cmd::simulate(&store, 2, 1, seed).await.unwrap();
        assert_eq!((two.first, two.first_wave_paired), (2, 2), "seed {seed}: {}", two.summary());
    }
}
