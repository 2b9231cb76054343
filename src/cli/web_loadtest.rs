//! `web-loadtest`: the web board under load on a throwaway database. Games
//! between people, several open pages (WebSockets) on each, and moves sent
//! through the board's HTTP API one after another: how long from a move
//! being sent to every page of its game showing it, and what an open page
//! costs in memory. The server and its clients share this process (and its
//! machine), as the figures say.

use super::CliError;
use crate::i18n::Lang;
use crate::rules::{Game, Rules};
use crate::service::pass::{Kind, Pass, Secret, Who};
use crate::service::{ChallengeRequest, ColourChoice, GameId, Place, Service, ServiceConfig, User, UserId};
use crate::store::Store;
use crate::store::scratch::ScratchDatabase;
use crate::web::{self, WebConfig};
use clap::Args;
use futures_util::{SinkExt as _, StreamExt as _};
use rand::SeedableRng as _;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Scratch databases of web load tests are named this, then the process id.
const PREFIX: &str = "zamma_webload_";

#[derive(Args, Debug)]
pub struct WebLoadtestArgs {
    /// Games being played.
    #[arg(long, default_value_t = 50)]
    pub games: u32,
    /// Pages open, spread evenly over the games.
    #[arg(long, default_value_t = 200)]
    pub pages: u32,
    /// Moves sent, one after another, to games in turn.
    #[arg(long, default_value_t = 500)]
    pub moves: u32,
    /// People exploring positions on free analysis boards meanwhile, each
    /// naming a new position every half second (the engine's socket).
    #[arg(long, default_value_t = 0)]
    pub analysts: u32,
    /// Server to use (as for `loadtest`); a throwaway database is made on it.
    #[arg(long)]
    pub database_url: Option<String>,
}

pub fn web_loadtest(args: WebLoadtestArgs) -> Result<(), CliError> {
    if !(1..=1000).contains(&args.games) || !(1..=10_000).contains(&args.pages) || !(1..=100_000).contains(&args.moves)
    {
        return Err(CliError("give --games 1..1000, --pages 1..10000 and --moves 1..100000".into()));
    }
    if args.analysts > 1000 {
        return Err(CliError("give --analysts 0..1000".into()));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let database = super::database::open(args.database_url.clone(), 2).await?;
        let url = database.url.clone();
        let result = async {
            ScratchDatabase::drop_stale(&url, PREFIX).await?;
            let scratch = ScratchDatabase::create(&url, &format!("{PREFIX}{}", std::process::id()))
                .await
                .map_err(|e| CliError(format!("cannot make a scratch database on PostgreSQL: {e}")))?;
            let result = drive(&args, scratch.url()).await;
            scratch.drop_database().await?;
            result
        }
        .await;
        database.store.close().await;
        result.map_err(|e| CliError(super::database::scrub(&e.0, &url)))
    })
}

/// Resident memory of this process, in bytes (Linux; 0 elsewhere).
fn resident() -> u64 {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1).and_then(|n| n.parse::<u64>().ok()));
    pages.unwrap_or(0) * 4096
}

async fn drive(args: &WebLoadtestArgs, url: &str) -> Result<(), CliError> {
    let store = Store::connect(url, 16).await?;
    let config = ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() };
    let service = Service::new(store, config);
    let secret = Secret::new(Secret::generate().into_bytes()).map_err(|e| CliError(e.to_string()))?;
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0)).await?;
    let addr = listener.local_addr()?;
    // Every page is this process's, from one address: no bound on them here.
    let limits = web::Limits { connections: 1_000_000, per_address: usize::MAX, ..web::Limits::default() };
    let config = WebConfig { burst: 1e9, per_second: 1e9, limits, ..WebConfig::new(secret.clone()) };
    tokio::spawn(web::serve(listener, web::router(service.clone(), config), std::future::pending()));
    let session = |who: Who| {
        secret.sign(&Pass { kind: Kind::Session, who, expires: chrono::Utc::now().timestamp() + 3600, lang: Lang::En })
    };

    eprintln!("creating {} games…", args.games);
    let mut games = Vec::new();
    for n in 0..u64::from(args.games) {
        let (black, white) =
            (User::new(1_000_000 + 2 * n, format!("web{n}b")), User::new(1_000_001 + 2 * n, format!("web{n}w")));
        let req = ChallengeRequest { rules: "zamma".into(), colour: ColourChoice::Black, ..Default::default() };
        let challenge = service.challenge(Place::server(1, 1), &black, &white, &req).await?;
        let view = service.accept(challenge.id, &white).await?;
        games.push((view.id, black, white));
    }

    // The pages: each reads the game's states and reports when it sees a ply.
    eprintln!("opening {} pages…", args.pages);
    let before = resident();
    let (seen_tx, mut seen_rx) = mpsc::unbounded_channel::<(GameId, usize, Instant, usize)>();
    let mut pages_of: HashMap<GameId, usize> = HashMap::new();
    for p in 0..args.pages as usize {
        let (game, ..) = &games[p % games.len()];
        *pages_of.entry(*game).or_default() += 1;
        // The client's buffers small too: the memory measured is the server's.
        let small = WebSocketConfig::default().read_buffer_size(8 * 1024).write_buffer_size(8 * 1024);
        let url = format!("ws://{addr}/api/game/{}/live", game.0);
        let (mut socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(small), false)
            .await
            .map_err(|e| CliError(format!("cannot open a page's WebSocket: {e}")))?;
        let hello = serde_json::json!({ "token": session(Who::Watcher(*game)) }).to_string();
        socket.send(Message::text(hello)).await.map_err(|e| CliError(e.to_string()))?;
        let (game, seen) = (*game, seen_tx.clone());
        tokio::spawn(async move {
            while let Some(Ok(message)) = socket.next().await {
                // The whole State first, then patches: what changed.
                if let Ok(text) = message.to_text()
                    && let Ok(state) = serde_json::from_str::<serde_json::Value>(text)
                    && let Some(ply) = state["ply"].as_u64().or_else(|| state["set"]["ply"].as_u64())
                {
                    let _ = seen.send((game, ply as usize, Instant::now(), text.len()));
                }
            }
        });
    }
    // Every page's first state.
    for _ in 0..args.pages {
        seen_rx.recv().await.ok_or_else(|| CliError("a page closed".into()))?;
    }
    let per_page = resident().saturating_sub(before) / u64::from(args.pages);

    let analysts = analysts(args.analysts, addr, &session).await?;

    eprintln!("sending {} moves…", args.moves);
    let http = reqwest::Client::new();
    let mut latencies = Vec::new();
    let mut answers = Vec::new();
    let mut sent_bytes = 0usize;
    let started = Instant::now();
    for m in 0..args.moves as usize {
        let (game, black, white) = &games[m % games.len()];
        let view = service.game(*game).await?;
        if !view.is_active() {
            continue;
        }
        let mover = if view.to_move().id == black.id { black } else { white };
        let Some(turn) = view.game.legal_turns().first().map(|t| t.to_string()) else { continue };
        let ply = view.ply() + 1;
        let sent = Instant::now();
        let answer = http
            .post(format!("http://{addr}/api/game/{}/turn", game.0))
            .header("authorization", format!("Bearer {}", session(Who::Player(mover.id))))
            .header("content-type", "application/json")
            .body(serde_json::json!({ "turn": turn, "ply": view.ply() }).to_string())
            .send()
            .await
            .map_err(|e| CliError(e.to_string()))?;
        if !answer.status().is_success() {
            return Err(CliError(format!("a move was refused: {}", answer.text().await.unwrap_or_default())));
        }
        answers.push(sent.elapsed());
        let mut waiting = pages_of[game];
        while waiting > 0 {
            let (g, p, at, bytes) = tokio::time::timeout(Duration::from_secs(30), seen_rx.recv())
                .await
                .map_err(|_| CliError("a page did not hear of a move within 30 s".into()))?
                .ok_or_else(|| CliError("a page closed".into()))?;
            if g == *game && p == ply {
                latencies.push(at.duration_since(sent));
                sent_bytes += bytes;
                waiting -= 1;
            }
        }
    }
    let secs = started.elapsed().as_secs_f64();
    latencies.sort();
    answers.sort();
    let pct = |v: &[Duration], q: f64| v[((v.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0;
    println!(
        "{} games, {} pages, {} moves in {secs:.1} s; a move's answer: p50 {:.1} ms, p99 {:.1} ms",
        args.games,
        args.pages,
        answers.len(),
        pct(&answers, 0.5),
        pct(&answers, 0.99)
    );
    if let Some((words, busy)) = analysts {
        println!(
            "{} analysts meanwhile: {} engine words heard, {} 'the engine is busy' answers",
            args.analysts,
            words.load(std::sync::atomic::Ordering::Relaxed),
            busy.load(std::sync::atomic::Ordering::Relaxed)
        );
    }
    println!(
        "move sent → every page of its game updated: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} updates, \
         {:.0} bytes each); memory per open page {:.0} KB",
        pct(&latencies, 0.5),
        pct(&latencies, 0.99),
        pct(&latencies, 1.0),
        latencies.len(),
        sent_bytes as f64 / latencies.len().max(1) as f64,
        per_page as f64 / 1024.0
    );
    Ok(())
}

/// Counters of the analysts' sockets: the engine's words heard, its "busy" answers.
type Heard = (Arc<AtomicU64>, Arc<AtomicU64>);

/// `n` analysts on free boards, each asking the engine about a new position
/// (a random game's, a few turns in) every half second, until the process
/// ends; what they hear is counted.
async fn analysts(
    n: u32,
    addr: std::net::SocketAddr,
    session: &impl Fn(Who) -> String,
) -> Result<Option<Heard>, CliError> {
    if n == 0 {
        return Ok(None);
    }
    eprintln!("starting {n} analysts…");
    let (words, busy) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    for a in 0..u64::from(n) {
        let url = format!("ws://{addr}/api/analysis");
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| CliError(format!("cannot open an analyst's WebSocket: {e}")))?;
        let (mut tx, mut rx) = socket.split();
        let hello = serde_json::json!({ "token": session(Who::Player(UserId(9_000_000 + a))) }).to_string();
        tx.send(Message::text(hello)).await.map_err(|e| CliError(e.to_string()))?;
        let (words, busy) = (words.clone(), busy.clone());
        tokio::spawn(async move {
            while let Some(Ok(message)) = rx.next().await {
                let text = message.to_text().unwrap_or_default();
                if text.contains("\"depth\"") {
                    words.fetch_add(1, Ordering::Relaxed);
                } else if text.contains("\"error\"") {
                    busy.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
        tokio::spawn(async move {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(a);
            loop {
                let position = random_position(&mut rng);
                let ask = serde_json::json!({ "position": position, "rules": "zamma" }).to_string();
                if tx.send(Message::text(ask)).await.is_err() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        });
    }
    Ok(Some((words, busy)))
}

/// A position a few random turns into a Zamma game.
fn random_position(rng: &mut rand::rngs::SmallRng) -> String {
    use rand::Rng as _;
    let mut game = Game::new(Rules::default());
    for _ in 0..rng.random_range(2..12) {
        let turns = game.legal_turns();
        if turns.is_empty() {
            break;
        }
        let turn = turns[rng.random_range(0..turns.len())];
        if game.play(turn).is_err() {
            break;
        }
    }
    game.position().to_string()
}
