//! `loadtest`: many simultaneous games through the service against a real
//! PostgreSQL, reporting moves per second and latency percentiles.

use super::CliError;
use crate::rules::{Color, Game};
use crate::service::{ChallengeRequest, ColourChoice, GameId, Place, Service, ServiceConfig, TurnInput, User};
use crate::store::Store;
use crate::store::scratch::ScratchDatabase;
use clap::Args;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::Write;
use std::time::{Duration, Instant};

/// Scratch databases of load tests are named this, then the process id.
const LOADTEST_PREFIX: &str = "zamma_loadtest_";

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
    /// Server to use (default: DATABASE_URL, else the default address, else
    /// a private PostgreSQL, as for `local`). A throwaway database is
    /// created on it and dropped afterwards.
    #[arg(long)]
    pub database_url: Option<String>,
    /// Play in the database the URL names (created tables if missing)
    /// instead of a throwaway one, and keep it. Games left active there (by
    /// an earlier run, even a killed one) are resumed.
    #[arg(long)]
    pub keep_database: bool,
    /// Print one line per committed action on stdout, flushed as it
    /// happens: `game <id>` when a game starts, `ack <game> <ply> <notation>`
    /// after each move and `end <game> <black|white|draw>` when a game ends.
    #[arg(long)]
    pub ack: bool,
    /// Every K-th action of each worker is a resignation by the player to
    /// move instead of a move (0: never), so that rated games finish.
    #[arg(long, default_value_t = 0)]
    pub resign_every: u32,
    /// One team game instead (docs/team-games.md): two sides of `--voters`
    /// people, every member voting on each of the side's `--turns` at once.
    #[arg(long)]
    pub team: bool,
    /// With --team: the members of each side.
    #[arg(long, default_value_t = 100, requires = "team")]
    pub voters: u32,
    /// With --team: the turns played, each side's in turn.
    #[arg(long, default_value_t = 20, requires = "team")]
    pub turns: u32,
    /// With --team: turns left to their deadline (2 s each, half of the
    /// side having voted): how long after it the tally is made.
    #[arg(long, default_value_t = 5, requires = "team")]
    pub deadlines: u32,
    /// Take each player's seat at a game once and play all their moves
    /// with it: the move path alone. By default a seat is taken before each
    /// action (a read of the game), as every front end does.
    #[arg(long)]
    pub seat_once: bool,
}

pub fn loadtest(args: LoadtestArgs) -> Result<(), CliError> {
    if args.games == 0 || args.games > 100_000 || args.concurrency == 0 || args.concurrency > 1000 {
        return Err(CliError("give --games 1..100000 and --concurrency 1..1000".into()));
    }
    if args.seconds == 0 || args.seconds > 3600 {
        return Err(CliError("give --seconds from 1 to 3600".into()));
    }
    args.rules.parse::<crate::rules::Rules>()?;
    if args.team
        && (!(1..=10_000).contains(&args.voters)
            || !(1..=1000).contains(&args.turns)
            || args.deadlines > 100
            || args.keep_database)
    {
        let usage = "with --team give --voters 1..10000, --turns 1..1000, --deadlines 0..100 (and no --keep-database)";
        return Err(CliError(usage.into()));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let database = super::database::open(args.database_url.clone(), 2).await?;
        let result =
            if args.keep_database { drive(&args, &database.url).await } else { run(&args, &database.url).await };
        database.store.close().await;
        result.map_err(|e| CliError(super::database::scrub(&e.0, &database.url)))
    })
}

/// One line on stdout for `--ack`, written whole and flushed before the
/// action it reports is counted as done.
fn ack(on: bool, line: std::fmt::Arguments) -> Result<(), CliError> {
    if on {
        let mut out = std::io::stdout().lock();
        out.write_fmt(line)?;
        out.write_all(b"\n")?;
        out.flush()?;
    }
    Ok(())
}

fn result_word(end: &crate::service::GameEnd) -> &'static str {
    match end.outcome.and_then(|o| o.winner()) {
        Some(Color::Black) => "black",
        Some(Color::White) => "white",
        None => "draw",
    }
}

async fn run(args: &LoadtestArgs, url: &str) -> Result<(), CliError> {
    // Scratch databases of runs that were killed (their process is gone).
    ScratchDatabase::drop_stale(url, LOADTEST_PREFIX).await?;
    let name = format!("{LOADTEST_PREFIX}{}", std::process::id());
    let scratch = ScratchDatabase::create(url, &name)
        .await
        .map_err(|e| CliError(format!("cannot make a scratch database on PostgreSQL: {e}")))?;
    let result = if args.team {
        super::team_loadtest::drive(args, scratch.url()).await
    } else {
        drive(args, scratch.url()).await
    };
    scratch.drop_database().await?;
    result
}

struct Slot {
    id: GameId,
    place: Place,
    game: Game,
    black: User,
    white: User,
    /// Each player's seat, once taken (with `--seat-once`).
    seats: [Option<crate::service::Seat>; 2],
}

async fn new_game(svc: &Service, rules: &str, base: u64, n: u64, acks: bool) -> Result<Slot, CliError> {
    let black = User::new(base + 2 * n, format!("load{n}b"));
    let white = User::new(base + 1 + 2 * n, format!("load{n}w"));
    let req = ChallengeRequest {
        rules: rules.into(),
        rated: true,
        colour: ColourChoice::Black,
        move_time: None,
        start: None,
    };
    let place = Place::server(1, 1 + n % 50);
    let c = svc.challenge(place, &black, &white, &req).await?;
    let view = svc.accept(c.id, &white).await?;
    ack(acks, format_args!("game {}", view.id))?;
    Ok(Slot { id: view.id, place: view.place, game: view.game, black, white, seats: [None, None] })
}

/// A game left active in the database, taken up again.
async fn resume_game(svc: &Service, id: GameId) -> Result<Slot, CliError> {
    let view = svc.game(id).await.map_err(|e| CliError(format!("game {id}: {}", CliError::from(e).0)))?;
    let user = |c: &crate::service::PlayerCard| User::new(c.id.get(), c.name.clone());
    Ok(Slot {
        id,
        place: view.place,
        black: user(&view.black),
        white: user(&view.white),
        game: view.game,
        seats: [None, None],
    })
}

async fn drive(args: &LoadtestArgs, url: &str) -> Result<(), CliError> {
    let store = Store::connect(url, args.concurrency + 4).await?;
    let config = ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() };
    // Games and players left by an earlier run (only with --keep-database):
    // resume the active games, give new games players never seen before.
    let (resumed, base) = if args.keep_database {
        let ids = store.games_between_people().await?;
        let max = store.max_player_id().await?;
        (ids, (max.unwrap_or(0).max(0) as u64 + 1).max(1_000_000))
    } else {
        (Vec::new(), 1_000_000)
    };
    let svc = Service::new(store, config);
    let fresh = args.games.saturating_sub(resumed.len() as u32);
    if resumed.is_empty() {
        eprintln!("creating {} games…", args.games);
    } else {
        eprintln!("resuming {} games, creating {fresh}…", resumed.len());
    }
    let total = resumed.len() as u32 + fresh;
    let per_worker = fresh.div_ceil(args.concurrency);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut workers = Vec::new();
    for w in 0..args.concurrency {
        let svc = svc.clone();
        let rules = args.rules.clone();
        let first = u64::from(w * per_worker);
        let count = per_worker.min(fresh.saturating_sub(w * per_worker));
        let mine: Vec<GameId> = resumed.iter().copied().skip(w as usize).step_by(args.concurrency as usize).collect();
        let (acks, resign_every, seat_once) = (args.ack, args.resign_every, args.seat_once);
        workers.push(tokio::spawn(async move {
            let mut rng = SmallRng::seed_from_u64(first);
            let mut slots = Vec::new();
            for id in mine {
                slots.push(resume_game(&svc, id).await?);
            }
            let mut next_id = first;
            for _ in 0..count {
                slots.push(new_game(&svc, &rules, base, next_id, acks).await?);
                next_id += 1;
            }
            let mut latencies = Vec::new();
            let mut finished = 0u64;
            let mut actions = 0u64;
            while Instant::now() < deadline && !slots.is_empty() {
                let i = rng.random_range(0..slots.len());
                let slot = &mut slots[i];
                let user = if slot.game.position().turn() == Color::Black { &slot.black } else { &slot.white };
                actions += 1;
                // The seat is checked before the clock starts: the latency is the action's.
                let side = usize::from(slot.game.position().turn() != Color::Black);
                let seat = match &slot.seats[side] {
                    Some(seat) if seat_once => seat.clone(),
                    _ => svc
                        .seat(user, slot.place, Some(slot.id))
                        .await
                        .map_err(|e| CliError(format!("game {}: {e}", slot.id)))?,
                };
                if seat_once {
                    slot.seats[side] = Some(seat.clone());
                }
                let t0 = Instant::now();
                let end = if resign_every > 0 && actions.is_multiple_of(u64::from(resign_every)) {
                    let (_, end) = svc.resign(&seat).await.map_err(|e| CliError(format!("game {}: {e}", slot.id)))?;
                    latencies.push(t0.elapsed());
                    Some(end)
                } else {
                    let legal = slot.game.legal_moves();
                    if legal.is_empty() {
                        return Err(CliError(format!("game {} is active but has no legal move", slot.id)));
                    }
                    let mv = legal[rng.random_range(0..legal.len())].to_string();
                    let ply = slot.game.turns().len() as i32;
                    let report = svc.play(&seat, TurnInput::Text(&mv), Some(ply)).await;
                    latencies.push(t0.elapsed());
                    let report = report.map_err(|e| CliError(format!("game {}: {e}", slot.id)))?;
                    ack(acks, format_args!("ack {} {ply} {}", slot.id, report.turn))?;
                    slot.game = report.view.game;
                    report.end
                };
                if let Some(end) = end {
                    ack(acks, format_args!("end {} {}", slot.id, result_word(&end)))?;
                    finished += 1;
                    // A fresh pair each time: finished games are replaced.
                    slots[i] = new_game(&svc, &rules, base, next_id + 1_000_000 * u64::from(w + 1), acks).await?;
                    next_id += 1;
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
        total,
        finished,
        args.concurrency,
        ms(pct(0.5)),
        ms(pct(0.9))
    );
    println!("{:.0} moves/s, p99 {:.1} ms", latencies.len() as f64 / secs, ms(pct(0.99)));
    Ok(())
}
