//! `loadtest`: many simultaneous games through the service against a real
//! PostgreSQL, reporting moves per second and latency percentiles.

use super::CliError;
use crate::rules::{Color, Game};
use crate::service::{ChallengeRequest, ColourChoice, Place, Service, ServiceConfig, User};
use crate::store::Store;
use clap::Args;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use sqlx::Connection;
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct LoadtestArgs {
    /// Games played at the same time (finished games are replaced).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Concurrent workers sending moves.
    #[arg(long, default_value_t = 16)]
    pub concurrency: u32,
    /// How long to send moves.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
    /// Rules of the games.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// Server to use (default: DATABASE_URL). A throwaway database is
    /// created on it and dropped afterwards.
    #[arg(long)]
    pub database_url: Option<String>,
}

pub fn loadtest(args: LoadtestArgs) -> Result<(), CliError> {
    if args.games == 0 || args.games > 100_000 || args.concurrency == 0 || args.concurrency > 1000 {
        return Err(CliError("give --games 1..100000 and --concurrency 1..1000".into()));
    }
    if args.seconds == 0 || args.seconds > 3600 {
        return Err(CliError("give --seconds from 1 to 3600".into()));
    }
    args.rules.parse::<crate::rules::Rules>()?;
    let url = match &args.database_url {
        Some(u) => u.clone(),
        None => std::env::var("DATABASE_URL")
            .map_err(|_| CliError("set DATABASE_URL (or pass --database-url) to a PostgreSQL server".into()))?,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(run(args, url))
}

/// Replace the database name in a postgres URL.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}

async fn run(args: LoadtestArgs, url: String) -> Result<(), CliError> {
    let name = format!("zamma_loadtest_{}", std::process::id());
    let mut admin =
        sqlx::PgConnection::connect(&url).await.map_err(|e| CliError(format!("cannot reach PostgreSQL: {e}")))?;
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await?;
    let result = drive(&args, &with_database(&url, &name)).await;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut admin).await?;
    result
}

struct Slot {
    id: i64,
    game: Game,
    black: User,
    white: User,
}

async fn new_game(svc: &Service, rules: &str, n: u64) -> Result<Slot, CliError> {
    let black = User::new(1_000_000 + 2 * n, format!("load{n}b"));
    let white = User::new(1_000_001 + 2 * n, format!("load{n}w"));
    let req = ChallengeRequest { rules: rules.into(), rated: true, colour: ColourChoice::Black, move_time: None };
    let place = Place { guild: 1, channel: 1 + n % 50 };
    let c = svc.challenge(place, &black, &white, &req).await.map_err(|e| CliError(e.to_string()))?;
    let view = svc.accept(c.id, &white).await.map_err(|e| CliError(e.to_string()))?;
    Ok(Slot { id: view.id, game: view.game, black, white })
}

async fn drive(args: &LoadtestArgs, url: &str) -> Result<(), CliError> {
    let store = Store::connect(url, args.concurrency + 4).await?;
    let config = ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() };
    let svc = Service::new(store, config);
    eprintln!("creating {} games…", args.games);
    let per_worker = args.games.div_ceil(args.concurrency);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut workers = Vec::new();
    for w in 0..args.concurrency {
        let svc = svc.clone();
        let rules = args.rules.clone();
        let first = u64::from(w * per_worker);
        let count = per_worker.min(args.games.saturating_sub(w * per_worker));
        workers.push(tokio::spawn(async move {
            let mut rng = SmallRng::seed_from_u64(first);
            let mut slots = Vec::new();
            let mut next_id = first;
            for _ in 0..count {
                slots.push(new_game(&svc, &rules, next_id).await?);
                next_id += 1;
            }
            let mut latencies = Vec::new();
            let mut finished = 0u64;
            while Instant::now() < deadline && !slots.is_empty() {
                let i = rng.random_range(0..slots.len());
                let slot = &mut slots[i];
                let legal = slot.game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())].to_string();
                let user = if slot.game.position().turn() == Color::Black { &slot.black } else { &slot.white };
                let t0 = Instant::now();
                let report = svc.play(slot.id, user, &mv, Some(slot.game.turns().len() as i32)).await;
                latencies.push(t0.elapsed());
                let report = report.map_err(|e| CliError(format!("game {}: {e}", slot.id)))?;
                if report.end.is_some() {
                    finished += 1;
                    // A fresh pair each time: finished games are replaced.
                    slots[i] = new_game(&svc, &rules, next_id + 1_000_000 * u64::from(w + 1)).await?;
                    next_id += 1;
                } else {
                    slot.game = report.view.game;
                }
            }
            Ok::<_, CliError>((latencies, finished))
        }));
    }
    let mut latencies = Vec::new();
    let mut finished = 0;
    for w in workers {
        let (l, f) = w.await.map_err(|e| CliError(e.to_string()))??;
        latencies.extend(l);
        finished += f;
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    latencies.sort();
    let pct = |p: f64| {
        latencies.get(((latencies.len() as f64 * p).ceil() as usize).saturating_sub(1)).copied().unwrap_or_default()
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} moves in {} games ({} finished) with {} workers over {secs:.1} s; p50 {:.1} ms, p90 {:.1} ms",
        latencies.len(),
        args.games,
        finished,
        args.concurrency,
        ms(pct(0.5)),
        ms(pct(0.9))
    );
    println!("{:.0} moves/s, p99 {:.1} ms", latencies.len() as f64 / secs, ms(pct(0.99)));
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn database_name_is_replaced() {
        assert_eq!(super::with_database("postgres://u@h:5432/postgres", "x"), "postgres://u@h:5432/x");
        assert_eq!(super::with_database("postgres://u@h/db?sslmode=disable", "x"), "postgres://u@h/x?sslmode=disable");
        assert_eq!(super::with_database("postgres://u@h:5432", "x"), "postgres://u@h:5432/x");
    }
}
