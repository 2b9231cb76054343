//! The database goes away under load and comes back.
//!
//! Several games are played at once through a `Service` whose pool reaches
//! PostgreSQL through a small TCP proxy inside the test. Midway the server
//! first throws the service's connections out (as a restart does, with
//! SQLSTATE 57P01), then the proxy cuts every connection and refuses new ones
//! for 3.5 s: first closing them at once, then leaving them unanswered. The machine's PostgreSQL itself is never touched; only this
//! test's own database and connections are.
//!
//! Last, the network to the database goes silent without a word (a cable
//! pulled, a firewall dropping packets): the proxy stops passing bytes on
//! every open connection, in both directions, and never resumes them; new
//! connections go unanswered for 3 s and then work again. The server ends
//! the stranded transactions (idle_in_transaction_session_timeout); the
//! client must give up on its own: the action deadline answers the player,
//! and a stranded connection is closed instead of holding its pool slot.
//!
//! Checked: every failing action answers `ServiceError::Unavailable` (the
//! "temporarily unavailable, try again" sentence), never `Internal`, never a
//! panic, and always within Discord's 3 s; the same service recovers on its
//! own; and no move is lost or half-written: each game replays to its stored
//! position and has exactly the moves the players saw acknowledged (a move
//! whose commit answer was lost in the cut is looked up afterwards, as a
//! player would, and counted only if it is really there).

use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use zamma_bot::i18n::{self, Lang};
use zamma_bot::rules::Color;
use zamma_bot::service::*;
use zamma_bot::store::Store;

mod proxy;
use proxy::{Proxy, server_of_database_url};

/// Games played at once (the pool has 4 connections).
const TABLES: u64 = 6;
/// Discord wants an answer within 3 s.
const DEADLINE: Duration = Duration::from_secs(3);
/// How long the proxy closes new connections at once, then leaves them
/// unanswered (longer than the pool's 2 s acquire timeout).
const RESET: Duration = Duration::from_millis(1000);
const SILENT: Duration = Duration::from_millis(2500);
/// How long the network stays silent for new connections in the last part;
/// the connections open when it fell silent never come back.
const DROP: Duration = Duration::from_millis(3000);
/// Moves every game must make after the outage.
const MOVES_AFTER: u64 = 3;
const APP_NAME: &str = "zamma-outage-test";
const UNAVAILABLE: &str = "The game database is temporarily unavailable; please try again in a moment.";

// ---- What the players saw ----------------------------------------------------

#[derive(Default)]
struct Log {
    actions: u64,
    unavailable: u64,
    /// `Internal` errors, with the action.
    wrong: Vec<String>,
    /// Actions slower than the deadline.
    slow: Vec<String>,
    slowest: Duration,
    /// Moves answered "unavailable" whose commit had in fact happened.
    in_doubt_committed: u64,
    in_doubt_lost: u64,
}

type SharedLog = Arc<Mutex<Log>>;

/// Run one service action: time it, and log how it failed.
async fn timed<T>(log: &SharedLog, what: &str, action: impl Future<Output = Result<T>>) -> Result<T> {
    let started = Instant::now();
    let result = tokio::time::timeout(DEADLINE * 3, action)
        .await
        .unwrap_or_else(|_| panic!("{what} hung for more than {:?}", DEADLINE * 3));
    let took = started.elapsed();
    let mut log = log.lock().unwrap();
    log.actions += 1;
    log.slowest = log.slowest.max(took);
    if took >= DEADLINE {
        log.slow.push(format!("{what} took {took:?} ({:?})", result.as_ref().err()));
    }
    match &result {
        Err(ServiceError::Unavailable) => {
            log.unavailable += 1;
            assert_eq!(i18n::refusal(Lang::En, &ServiceError::Unavailable), UNAVAILABLE);
        }
        // Refusals are the callers' business; faults are not allowed.
        Err(e @ ServiceError::Internal(_)) => log.wrong.push(format!("{what}: {e:?}")),
        Err(_) | Ok(_) => {}
    }
    result
}

/// One pair of players at one table, playing game after game.
struct Table {
    svc: Service,
    log: SharedLog,
    index: u64,
    black: User,
    white: User,
    place: Place,
    stop: Arc<AtomicBool>,
    restored: Arc<AtomicBool>,
    moves_after: Arc<AtomicU64>,
    moves: Arc<AtomicU64>,
}

/// Worth retrying: Unavailable, and (logged, failing the test at the end,
/// but not stopping the play) Internal.
fn retry(e: &ServiceError) -> bool {
    matches!(e, ServiceError::Unavailable | ServiceError::Internal(_))
}

/// Pause after an "unavailable" answer, as a user would before retrying.
async fn pause() {
    tokio::time::sleep(Duration::from_millis(100)).await;
}

impl Table {
    fn player(&self, colour: Color) -> &User {
        if colour == Color::Black { &self.black } else { &self.white }
    }

    /// Challenge and accept until a game runs; answers lost in the outage are
    /// looked up instead of guessed.
    async fn start_game(&self, acked: &mut HashMap<GameId, u64>) -> GameView {
        let req =
            ChallengeRequest { rules: "zamma".into(), rated: true, colour: ColourChoice::Black, ..Default::default() };
        let challenge = loop {
            match timed(&self.log, "challenge", self.svc.challenge(self.place, &self.black, &self.white, &req)).await {
                Ok(c) => break c.id,
                Err(e) if retry(&e) => pause().await,
                // An earlier try was committed though its answer was lost.
                Err(ServiceError::AlreadyChallenged { .. }) => {
                    break loop {
                        match timed(&self.log, "open challenges", self.svc.open_challenges(self.black.id)).await {
                            Ok(open) => {
                                assert_eq!(open.len(), 1, "one open challenge at table {}", self.index);
                                break open[0].id;
                            }
                            Err(e) if retry(&e) => pause().await,
                            Err(e) => panic!("open challenges: {e:?}"),
                        }
                    };
                }
                Err(e) => panic!("challenge at table {}: {e:?}", self.index),
            }
        };
        let view = loop {
            match timed(&self.log, "accept", self.svc.accept(challenge, &self.white)).await {
                Ok(v) => break v,
                Err(e) if retry(&e) => pause().await,
                Err(ServiceError::ChallengeClosed { status: ChallengeStatus::Accepted }) => {
                    let game = loop {
                        match timed(&self.log, "challenge by id", self.svc.challenge_by_id(challenge)).await {
                            Ok(c) => break c.game_id.expect("an accepted challenge has its game"),
                            Err(e) if retry(&e) => pause().await,
                            Err(e) => panic!("challenge by id: {e:?}"),
                        }
                    };
                    break self.refresh(game).await;
                }
                Err(e) => panic!("accept at table {}: {e:?}", self.index),
            }
        };
        assert_eq!(view.game.turns().len(), 0);
        acked.insert(view.id, 0);
        view
    }

    /// The game as stored, retrying while the database is away.
    async fn refresh(&self, game: GameId) -> GameView {
        loop {
            match timed(&self.log, "game", self.svc.game(game)).await {
                Ok(v) => return v,
                Err(e) if retry(&e) => pause().await,
                Err(e) => panic!("game {game}: {e:?}"),
            }
        }
    }

    /// Play until told to stop; returns the moves acknowledged per game.
    async fn run(self) -> HashMap<GameId, u64> {
        let mut acked = HashMap::new();
        let mut view = self.start_game(&mut acked).await;
        while !self.stop.load(Ordering::SeqCst) {
            if view.status != GameStatus::Active {
                view = self.start_game(&mut acked).await;
                continue;
            }
            let ply = view.game.turns().len();
            let legal = view.game.legal_moves();
            let text = legal[(ply * 7 + self.index as usize) % legal.len()].to_string();
            let expected = view.game.parse_turn(&text).expect("a legal move parses").to_string();
            let mover = self.player(view.game.position().turn()).clone();
            // The seat is checked first, as the front ends check it, in the same outage.
            let played = match timed(&self.log, "seat", self.svc.seat(&mover, view.place, Some(view.id))).await {
                Ok(seat) => timed(&self.log, "play", self.svc.play(&seat, &text, Some(ply as i32))).await,
                Err(e) => Err(e),
            };
            match played {
                Ok(report) => {
                    *acked.get_mut(&view.id).unwrap() += 1;
                    self.moves.fetch_add(1, Ordering::SeqCst);
                    if self.restored.load(Ordering::SeqCst) {
                        self.moves_after.fetch_add(1, Ordering::SeqCst);
                    }
                    assert_eq!(report.view.game.turns().len(), ply + 1);
                    view = report.view;
                }
                Err(e) if retry(&e) => {
                    // Did the move get in before the answer was lost? Look,
                    // as the player would on the board.
                    pause().await;
                    let now = self.refresh(view.id).await;
                    let turns = now.game.turns();
                    if turns.len() == ply + 1 && turns[ply].to_string() == expected {
                        *acked.get_mut(&view.id).unwrap() += 1;
                        self.log.lock().unwrap().in_doubt_committed += 1;
                    } else {
                        assert_eq!(turns.len(), ply, "game {}: a move appeared from nowhere", view.id);
                        self.log.lock().unwrap().in_doubt_lost += 1;
                    }
                    view = now;
                }
                Err(e) => panic!("play in game {}: {e:?}", view.id),
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        acked
    }
}

/// Wait until `done` holds, failing after `limit`.
async fn wait_for(what: &str, limit: Duration, done: impl Fn() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < limit, "timed out after {limit:?} waiting for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[sqlx::test]
async fn the_service_rides_out_a_database_outage(pool: PgPool) {
    let started = Instant::now();
    let db: String = sqlx::query_scalar("SELECT current_database()").fetch_one(&pool).await.unwrap();
    let (user, upstream) = server_of_database_url();
    let proxy = Proxy::start(upstream).await;
    // The server ends a transaction whose client went silent after 1.5 s
    // (the service's own default, 15 s, is longer than this test).
    sqlx::query(&format!("ALTER DATABASE \"{db}\" SET idle_in_transaction_session_timeout = '1500ms'"))
        .execute(&pool)
        .await
        .unwrap();
    let url = format!("postgres://{user}@127.0.0.1:{}/{db}?application_name={APP_NAME}", proxy.port);
    let store = Store::connect(&url, 4).await.unwrap();
    let svc = Service::new(store.clone(), ServiceConfig::default());

    let log: SharedLog = Default::default();
    let stop = Arc::new(AtomicBool::new(false));
    let restored = Arc::new(AtomicBool::new(false));
    let mut counters = Vec::new();
    let mut tables = Vec::new();
    for index in 0..TABLES {
        let moves = Arc::new(AtomicU64::new(0));
        let moves_after = Arc::new(AtomicU64::new(0));
        counters.push((moves.clone(), moves_after.clone()));
        let table = Table {
            svc: svc.clone(),
            log: log.clone(),
            index,
            black: User::new(1000 + 2 * index, format!("black{index}")),
            white: User::new(1001 + 2 * index, format!("white{index}")),
            place: Place::server(7, 70 + index),
            stop: stop.clone(),
            restored: restored.clone(),
            moves_after,
            moves,
        };
        tables.push(tokio::spawn(table.run()));
    }

    // Every table is playing.
    wait_for("every game to start", Duration::from_secs(8), || {
        counters.iter().all(|(m, _)| m.load(Ordering::SeqCst) >= 3)
    })
    .await;
    {
        let log = log.lock().unwrap();
        assert!(log.wrong.is_empty() && log.unavailable == 0, "all is well before the outage");
    }

    // 1. The server throws the service's connections out, as a restart or
    //    an administrator does (FATAL 57P01), three times in a row.
    let mut terminated = 0i64;
    for _ in 0..3 {
        terminated += sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity \
             WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()",
        )
        .bind(APP_NAME)
        .fetch_one(&pool)
        .await
        .unwrap();
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let after_terminate = log.lock().unwrap().unavailable;

    // 2. The database vanishes for a few seconds.
    let moves_before_cut: u64 = counters.iter().map(|(m, _)| m.load(Ordering::SeqCst)).sum();
    let cut_at = Instant::now();
    proxy.cut();
    assert!(!svc.ping().await, "the proxy is down");
    tokio::time::sleep(RESET.saturating_sub(cut_at.elapsed())).await;
    proxy.silence();
    tokio::time::sleep((RESET + SILENT).saturating_sub(cut_at.elapsed())).await;
    let moves_during_cut: u64 = counters.iter().map(|(m, _)| m.load(Ordering::SeqCst)).sum::<u64>() - moves_before_cut;
    restored.store(true, Ordering::SeqCst);
    proxy.restore();
    let restored_at = Instant::now();

    // 3. It comes back, and the same service recovers on its own.
    let all_moved_again = || counters.iter().all(|(_, after)| after.load(Ordering::SeqCst) >= MOVES_AFTER);
    wait_for("every game to move again", Duration::from_secs(8), all_moved_again).await;
    let recovery = restored_at.elapsed();
    let before_drop = log.lock().unwrap().unavailable;

    // 4. The network to the database goes silent; the open connections
    //    never come back, new ones work again after a while.
    restored.store(false, Ordering::SeqCst);
    for (_, after) in &counters {
        after.store(0, Ordering::SeqCst);
    }
    proxy.go_silent();
    tokio::time::sleep(DROP).await;
    restored.store(true, Ordering::SeqCst);
    proxy.restore();
    let healed_at = Instant::now();
    wait_for("every game to move again after the network drop", Duration::from_secs(8), all_moved_again).await;
    let recovery_after_drop = healed_at.elapsed();
    stop.store(true, Ordering::SeqCst);
    let mut acked = HashMap::new();
    for table in tables {
        acked.extend(table.await.expect("no table panicked"));
    }

    let log = std::mem::take(&mut *log.lock().unwrap());
    let (refused, killed, stalled) = {
        let s = proxy.state.lock().unwrap();
        (s.refused, s.killed, s.stalled)
    };
    println!(
        "{} actions, {} answered unavailable ({} after the terminations, {} in the cut); slowest {:?}; \
         {terminated} connections terminated, {killed} links killed and {refused} refused by the proxy; \
         {moves_during_cut} moves during the cut; in doubt: {} committed, {} not; recovered in {recovery:?}; \
         network drop: {stalled} links stranded, {} answered unavailable, recovered in {recovery_after_drop:?}; \
         {} games, {} moves",
        log.actions,
        log.unavailable,
        after_terminate,
        before_drop - after_terminate,
        log.slowest,
        log.in_doubt_committed,
        log.in_doubt_lost,
        log.unavailable - before_drop,
        acked.len(),
        acked.values().sum::<u64>(),
    );
    assert!(log.wrong.is_empty(), "errors other than Unavailable: {:#?}", log.wrong);
    assert!(log.slow.is_empty(), "answers slower than {DEADLINE:?}: {:#?}", log.slow);
    assert!(terminated > 0, "the service had connections to terminate");
    assert!(killed > 0 && refused > 0, "the cut hit live connections and refused new ones");
    assert!(before_drop > after_terminate, "the cut was felt as unavailability");
    assert!(stalled > 0, "the network drop stranded open connections");
    assert!(log.unavailable > before_drop, "the network drop was felt as unavailability");
    assert!(log.slowest >= Duration::from_millis(1900), "the silent part made the pool wait out its acquire timeout");
    assert!(svc.ping().await);

    // Nothing lost, nothing half-written.
    for (&id, &n) in &acked {
        let view = svc.game(id).await.unwrap_or_else(|e| panic!("game {id} does not replay: {e:?}"));
        assert_eq!(view.game.turns().len() as u64, n, "game {id}: stored turns vs acknowledged moves");
        let (stored, ply): (i64, i32) = sqlx::query_as(
            "SELECT (SELECT count(*) FROM moves WHERE game_id = $1), (SELECT ply FROM games WHERE id = $1)",
        )
        .bind(id.0)
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!((stored as u64, ply as u64), (n, n), "game {id}: moves table and ply vs acknowledged");
    }
    let (games, open): (i64, i64) =
        sqlx::query_as("SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM challenges WHERE status = 'open')")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(games as usize, acked.len(), "every stored game was one the players saw start");
    assert_eq!(open, 0, "no challenge left half-done");

    store.close().await;
    drop(proxy);
    assert!(started.elapsed() < Duration::from_secs(30), "took {:?}", started.elapsed());
}

/// A connection whose network goes silent in the middle of a transaction is
/// not given back to the pool until TCP gives up (about 15 minutes; sqlx's
/// check of a returned connection has no time limit). With a pool of one
/// connection, the service must still work again soon after the network
/// comes back: over plain TCP and, where the server offers it, over TLS.
#[sqlx::test]
async fn connections_stranded_by_a_silent_network_do_not_wedge_the_pool(pool: PgPool) {
    let db: String = sqlx::query_scalar("SELECT current_database()").fetch_one(&pool).await.unwrap();
    for sslmode in ["disable", "prefer"] {
        let (user, upstream) = server_of_database_url();
        let proxy = Proxy::start(upstream).await;
        let url = format!("postgres://{user}@127.0.0.1:{}/{db}?sslmode={sslmode}", proxy.port);
        let store = Store::connect(&url, 1).await.unwrap();
        let svc = Service::new(store.clone(), ServiceConfig::default());
        let alice = User::new(1, "alice");
        svc.register(&alice).await.unwrap();

        // The only connection is in a transaction when the network goes silent.
        let mut tx = store.begin().await.unwrap();
        tx.ping().await.unwrap();
        proxy.go_silent();
        let stuck = tokio::time::timeout(Duration::from_millis(300), tx.ping()).await;
        assert!(stuck.is_err(), "the query cannot be answered");
        drop(tx);
        let started = Instant::now();
        assert!(matches!(svc.stats(&alice).await, Err(ServiceError::Unavailable)));
        assert!(started.elapsed() < DEADLINE, "answered within {DEADLINE:?}");
        proxy.restore();

        let back = Instant::now();
        loop {
            let started = Instant::now();
            match svc.stats(&alice).await {
                Ok(stats) => {
                    assert_eq!(stats.player.name, "alice");
                    break;
                }
                Err(ServiceError::Unavailable) => {
                    assert!(started.elapsed() < DEADLINE, "answered within {DEADLINE:?}");
                    let waited = back.elapsed();
                    assert!(
                        waited < Duration::from_secs(8),
                        "sslmode={sslmode}: still stuck {waited:?} after the network came back"
                    );
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => panic!("stats: {e:?}"),
            }
        }
        println!("sslmode={sslmode}: working again {:?} after the network came back", back.elapsed());
        drop(proxy);
    }
}

/// Where the console sessions of the outage test write their boards.
fn console_boards() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("zamma-outage-console-{}", std::process::id()))
}

/// One console session on `svc` running `script`: what it wrote, and how long
/// it took.
async fn console_session(svc: &Service, script: &str) -> (String, Duration) {
    let mut out = Vec::new();
    let boards = console_boards();
    let started = Instant::now();
    zamma_bot::console::Console::new(svc.clone(), &mut out, boards).run(script.as_bytes(), false).await.unwrap();
    (String::from_utf8(out).unwrap(), started.elapsed())
}

/// The console while the database is frozen (its network silent: open
/// connections and new ones go unanswered): what needs no database (`help`,
/// `rules`) answers at once, without waiting for it; every other command
/// answers "temporarily unavailable" within the 2.5 s an action may take
/// (asserted generously), not after the sweep before it and then the command
/// itself have each waited out their own deadline.
#[sqlx::test]
async fn the_console_answers_promptly_while_the_database_is_frozen(pool: PgPool) {
    let db: String = sqlx::query_scalar("SELECT current_database()").fetch_one(&pool).await.unwrap();
    let (user, upstream) = server_of_database_url();
    let proxy = Proxy::start(upstream).await;
    let url = format!("postgres://{user}@127.0.0.1:{}/{db}", proxy.port);
    let store = Store::connect(&url, 4).await.unwrap();
    let svc = Service::new(store.clone(), ServiceConfig::default());
    // Before: the console works, and holds open connections.
    let (out, _) = console_session(&svc, "as alice\nchallenge bob black\nas bob\naccept\n").await;
    assert!(out.contains("Game #1 started: alice (Black) vs bob (White), zamma."), "{out}");

    proxy.go_silent();
    let at_once = Duration::from_secs(1);
    let bound = DEADLINE;
    for (script, needs_database) in [
        ("help", false),
        ("rules", false),
        ("rules sahara", false),
        ("bogus", false),
        ("games", true),
        ("stats", true),
        ("e4-e5", true),
        ("as carol", true),
        ("sweep", true),
        ("help", false),
    ] {
        let (out, took) = console_session(&svc, &format!("{script}\n")).await;
        println!("{script}: {took:?}");
        if needs_database {
            assert!(out.contains(&format!("error: {UNAVAILABLE}")), "{script}: {out}");
            assert!(took < bound, "{script} answered after {took:?}, more than {bound:?}");
        } else {
            assert!(!out.contains(UNAVAILABLE), "{script}: {out}");
            assert!(took < at_once, "{script} waited {took:?} for a database it does not need");
        }
    }
    assert_eq!(console_session(&svc, "sweep\n").await.0.matches(UNAVAILABLE).count(), 1, "one answer per command");

    proxy.restore();
    let back = Instant::now();
    loop {
        let (out, _) = console_session(&svc, "as alice\ne4-e5\n").await;
        if out.contains("alice played e4-e5.") {
            break;
        }
        assert!(back.elapsed() < Duration::from_secs(8), "the console works again: {out}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    drop(proxy);
    let _ = std::fs::remove_dir_all(console_boards());
}
