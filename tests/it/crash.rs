//! Crash safety: a process driving many games through the service is killed
//! with SIGKILL at a random moment, restarted, killed again, restarted; after
//! each kill the database must hold every move the process acknowledged,
//! every game must replay to its stored position, ratings must have changed
//! exactly once per finished rated game, and the running games must still
//! accept moves from a fresh process.
//!
//! The kill moment is random but reproducible: set `CRASH_SEED` to the seed
//! a failing run printed.

use crate::child::{database_url, read_all, read_lines};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sqlx::{PgPool, Row};
use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use zamma_bot::rules::Color;
use zamma_bot::service::{GameId, GameStatus, Service, ServiceConfig, User};
use zamma_bot::store::Store;

/// Longest a single run may take to reach its kill point.
const RUN_LIMIT: Duration = Duration::from_secs(30);

/// `application_name` of the loadtest's connections.
const CHILD_APP: &str = "zamma-crash-child";

/// What the child reported before it died.
#[derive(Default)]
struct Acks {
    /// `game <id>`: games whose start was committed.
    games: Vec<i64>,
    /// `ack <game> <ply> <notation>`: committed moves.
    moves: Vec<(i64, i32, String)>,
    /// `end <game> <result>`: committed results.
    ends: Vec<(i64, String)>,
}

impl Acks {
    fn take(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["game", id] => self.games.push(id.parse().unwrap()),
            ["ack", id, ply, notation] => {
                self.moves.push((id.parse().unwrap(), ply.parse().unwrap(), notation.to_string()))
            }
            ["end", id, result] => self.ends.push((id.parse().unwrap(), result.to_string())),
            _ => {}
        }
    }
}

/// Wait until the killed child's database sessions are gone. A kill does not
/// stop them at once: a COMMIT the child had already sent still commits
/// (unacknowledged, which is fine), so checking earlier would read a
/// database that is still changing.
async fn wait_for_sessions_to_end(pool: &PgPool) {
    let started = Instant::now();
    loop {
        let left: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        )
        .bind(CHILD_APP)
        .fetch_one(pool)
        .await
        .unwrap();
        if left == 0 {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "{left} sessions of the killed process stay open");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn loadtest(url: &str, seconds: u64) -> Child {
    Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["loadtest", "--database-url", url, "--keep-database", "--ack"])
        .args(["--games", "24", "--concurrency", "6", "--resign-every", "15"])
        .args(["--seconds", &seconds.to_string()])
        .env("RUST_LOG", "off")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start zamma-bot loadtest")
}

/// Read the child's stdout (line by line) and stderr (whole) on threads.
fn readers(child: &mut Child) -> (mpsc::Receiver<String>, std::thread::JoinHandle<String>) {
    (read_lines(child.stdout.take().unwrap()), read_all(child.stderr.take().unwrap()))
}

/// Run the load until it has acknowledged `moves` moves, wait `delay`, then
/// SIGKILL it. Everything it printed before dying goes into `acks`.
fn run_and_kill(url: &str, moves: usize, delay: Duration, acks: &mut Acks) {
    let mut child = loadtest(url, 120);
    let (lines, stderr) = readers(&mut child);
    let started = Instant::now();
    let mut seen = 0;
    while seen < moves {
        match lines.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                seen += usize::from(line.starts_with("ack "));
                acks.take(&line);
            }
            Err(mpsc::RecvTimeoutError::Timeout) if started.elapsed() < RUN_LIMIT => {}
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("loadtest stopped after {seen} of {moves} moves ({e:?}): {}", stderr.join().unwrap());
            }
        }
    }
    std::thread::sleep(delay);
    // Child::kill sends SIGKILL on Unix: no destructor, no rollback by the
    // process itself; PostgreSQL sees the connections drop.
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success(), "the loadtest ended before it was killed");
    // Lines already written to the pipe survive the kill.
    for line in lines {
        acks.take(&line);
    }
}

/// Run the load to its end (`seconds`), which must be a clean exit.
fn run_to_end(url: &str, seconds: u64, acks: &mut Acks) {
    let mut child = loadtest(url, seconds);
    let (lines, stderr) = readers(&mut child);
    for line in lines {
        acks.take(&line);
    }
    let status = child.wait().unwrap();
    let stderr = stderr.join().unwrap();
    assert!(status.success(), "loadtest failed: {stderr}");
    assert!(stderr.contains("resuming"), "the restarted loadtest did not resume the running games: {stderr}");
}

fn service(store: Store) -> Service {
    Service::new(store, ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() })
}

/// Everything that must hold after a crash. Returns the active game ids.
async fn check(pool: &PgPool, acks: &Acks, stage: &str) -> Vec<i64> {
    wait_for_sessions_to_end(pool).await;
    // A fresh service (empty replay cache): what a restarted bot sees.
    let svc = service(Store::from_pool(pool.clone()).await.unwrap());

    // Every acknowledged game start, move and result is there.
    for id in &acks.games {
        svc.game(GameId(*id)).await.unwrap_or_else(|e| panic!("{stage}: acknowledged game {id} lost: {e}"));
    }
    let stored: HashMap<(i64, i32), String> = sqlx::query("SELECT game_id, ply, notation FROM moves")
        .fetch_all(pool)
        .await
        .unwrap()
        .iter()
        .map(|r| ((r.get(0), r.get(1)), r.get(2)))
        .collect();
    for (id, ply, notation) in &acks.moves {
        assert_eq!(
            stored.get(&(*id, *ply)),
            Some(notation),
            "{stage}: acknowledged move {notation} (game {id}, ply {ply}) is not in the database"
        );
    }
    for (id, result) in &acks.ends {
        let (status, stored): (String, Option<String>) =
            sqlx::query_as("SELECT status, result FROM games WHERE id = $1").bind(id).fetch_one(pool).await.unwrap();
        assert_eq!((status.as_str(), stored.as_deref()), ("finished", Some(result.as_str())), "{stage}: game {id}");
    }

    // Every game replays to its stored position, with one move per ply.
    let games = sqlx::query(
        "SELECT g.id, g.ply, g.position, g.status, g.result, g.rated,
                (SELECT count(*) FROM moves m WHERE m.game_id = g.id) AS moves,
                (SELECT count(*) FROM rating_changes r WHERE r.game_id = g.id) AS changes
         FROM games g ORDER BY g.id",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    assert!(games.len() >= acks.games.len());
    let mut active = Vec::new();
    for g in &games {
        let id: i64 = g.get("id");
        let ply: i32 = g.get("ply");
        let status: String = g.get("status");
        let result: Option<String> = g.get("result");
        let moves: i64 = g.get("moves");
        // (game_id, ply) is the key and every stored ply is below `ply`
        // (checked by the replay), so equal counts mean plies 0..ply.
        assert_eq!(moves, i64::from(ply), "{stage}: game {id} has ply {ply} but {moves} moves");
        let view = svc.game(GameId(id)).await.unwrap_or_else(|e| panic!("{stage}: game {id} does not replay: {e}"));
        assert_eq!(view.game.turns().len(), ply as usize, "{stage}: game {id}");
        assert_eq!(view.game.position().to_string(), g.get::<String, _>("position"), "{stage}: game {id}");
        let winner = view.game.outcome().map(|o| match o.winner() {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "draw",
        });
        match status.as_str() {
            "active" => {
                assert_eq!((result.as_deref(), winner), (None, None), "{stage}: active game {id} has a result");
                assert_eq!(view.status, GameStatus::Active);
                active.push(id);
            }
            "finished" => assert_eq!(result.as_deref(), winner, "{stage}: game {id}: stored result vs replay"),
            other => panic!("{stage}: game {id} is {other}"),
        }
        // Ratings changed exactly once per finished rated game.
        let changes: i64 = g.get("changes");
        let want = if status == "finished" && g.get::<bool, _>("rated") { 2 } else { 0 };
        assert_eq!(changes, want, "{stage}: game {id} ({status}) has {changes} rating changes");
    }

    // A game exists exactly for each accepted challenge (accepting is atomic).
    let orphans: i64 = sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM challenges c WHERE c.status = 'accepted'
                   AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = c.game_id))
              + (SELECT count(*) FROM games g
                   WHERE NOT EXISTS (SELECT 1 FROM challenges c WHERE c.game_id = g.id AND c.status = 'accepted'))",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    assert_eq!(orphans, 0, "{stage}: games and accepted challenges disagree");

    // Players' totals and ratings agree with their finished games. (The
    // loadtest gives every game a fresh pair of players, so a player has at
    // most one rating change, from the initial rating.)
    let players = sqlx::query(
        "SELECT p.id, p.rating, p.deviation, p.rated_games, p.wins, p.losses, p.draws,
            (SELECT count(*) FROM games g WHERE g.status = 'finished' AND g.rated AND p.id IN (g.black, g.white)) AS rated,
            (SELECT count(*) FROM games g WHERE g.status = 'finished'
                AND ((g.black = p.id AND g.result = 'black') OR (g.white = p.id AND g.result = 'white'))) AS won,
            (SELECT count(*) FROM games g WHERE g.status = 'finished'
                AND ((g.black = p.id AND g.result = 'white') OR (g.white = p.id AND g.result = 'black'))) AS lost,
            (SELECT count(*) FROM games g WHERE g.status = 'finished' AND g.result = 'draw'
                AND p.id IN (g.black, g.white)) AS drawn,
            (SELECT count(*) FROM games g WHERE p.id IN (g.black, g.white)) AS played
         FROM players p",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    assert!(!players.is_empty());
    for p in &players {
        let id: i64 = p.get("id");
        let counts: [i64; 4] = [
            p.get::<i32, _>("rated_games").into(),
            p.get::<i32, _>("wins").into(),
            p.get::<i32, _>("losses").into(),
            p.get::<i32, _>("draws").into(),
        ];
        let from_games: [i64; 4] = [p.get("rated"), p.get("won"), p.get("lost"), p.get("drawn")];
        assert_eq!(counts, from_games, "{stage}: player {id}: rated/wins/losses/draws vs finished games");
        assert!(p.get::<i64, _>("played") <= 1, "{stage}: player {id} plays more than one game");
        let changes: Vec<(f64, f64, f64)> =
            sqlx::query_as("SELECT rating_before, rating_after, deviation_after FROM rating_changes WHERE player = $1")
                .bind(id)
                .fetch_all(pool)
                .await
                .unwrap();
        let (rating, deviation): (f64, f64) = (p.get("rating"), p.get("deviation"));
        match changes.as_slice() {
            [] => assert_eq!((rating, deviation), (1500.0, 350.0), "{stage}: player {id} rated without a record"),
            [(before, after, dev_after)] => {
                assert_eq!(*before, 1500.0, "{stage}: player {id}");
                assert_eq!((rating, deviation), (*after, *dev_after), "{stage}: player {id}: rating vs its change");
            }
            more => panic!("{stage}: player {id} has {} rating changes", more.len()),
        }
    }
    active
}

#[sqlx::test]
async fn a_killed_process_loses_nothing_and_half_writes_nothing(pool: PgPool) {
    let seed = std::env::var("CRASH_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64
    });
    eprintln!("crash test: CRASH_SEED={seed}");
    let mut rng = SmallRng::seed_from_u64(seed);
    let url = database_url(&pool, Some(CHILD_APP)).await;
    let mut acks = Acks::default();

    // Kill the first run, then a restarted one that resumed its games.
    for (stage, moves) in [("first kill", 150), ("second kill", 100)] {
        let moves = moves + rng.random_range(0..100);
        let delay = Duration::from_millis(rng.random_range(0..=300));
        let url = url.clone();
        acks = tokio::task::spawn_blocking(move || {
            run_and_kill(&url, moves, delay, &mut acks);
            acks
        })
        .await
        .unwrap();
        eprintln!(
            "{stage} after {moves} moves + {delay:?}: {} games, {} moves, {} results acknowledged so far",
            acks.games.len(),
            acks.moves.len(),
            acks.ends.len()
        );
        check(&pool, &acks, stage).await;
    }
    assert!(!acks.ends.is_empty(), "no game finished: the rating checks proved nothing");

    // A third run resumes everything and ends normally.
    let url2 = url.clone();
    acks = tokio::task::spawn_blocking(move || {
        run_to_end(&url2, 1, &mut acks);
        acks
    })
    .await
    .unwrap();
    let active = check(&pool, &acks, "after a clean run").await;
    assert!(!active.is_empty());

    // The buttons still work: a fresh service plays a legal move in every
    // running game.
    let svc = service(Store::from_pool(pool.clone()).await.unwrap());
    for id in &active {
        let view = svc.game(GameId(*id)).await.unwrap();
        let card = if view.game.position().turn() == Color::Black { &view.black } else { &view.white };
        let mover = User::new(card.id.get(), card.name.clone());
        let mv = view.game.legal_moves()[0].to_string();
        let ply = view.game.turns().len() as i32;
        let report = svc
            .play(&svc.seat(&mover, view.place, Some(GameId(*id))).await.unwrap(), &mv, Some(ply))
            .await
            .unwrap_or_else(|e| panic!("game {id}: {e}"));
        assert_eq!(report.view.game.turns().len(), ply as usize + 1);
        acks.moves.push((*id, ply, report.turn.to_string()));
    }
    check(&pool, &acks, "after moves by a fresh service").await;
}
