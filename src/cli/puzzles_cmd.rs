//! `puzzles mine` finds puzzles in the computer's games against itself;
//! `puzzles verify` checks puzzles again (the shipped set by default).

use super::CliError;
use super::match_cmd::mix;
use crate::ai::{FIND_NODES, Player, Puzzle, VERIFY_NODES, mine};
use crate::console::{Line, MAX_LINE};
use crate::rules::{Game, Rules};
use clap::{Args, Subcommand};
use std::io::Write;

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in the computer's games against itself, one line each
    /// (the same seed finds the same puzzles).
    Mine(MineArgs),
    /// Check puzzles again with a deeper search; ends with
    /// `<N> puzzles verified, <M> rejected`.
    Verify(VerifyArgs),
}

#[derive(Args, Debug)]
pub struct MineArgs {
    /// Rules spec, e.g. `zamma`, `dhamet`, `zamma5` or `sahara`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// Stop after this many puzzles.
    #[arg(long, default_value_t = 10)]
    pub count: usize,
    /// Play at most this many games.
    #[arg(long, default_value_t = 1000)]
    pub games: u32,
    /// The level both sides play at (lower levels blunder more: more puzzles).
    #[arg(long, default_value_t = 2)]
    pub level: u8,
    /// Random seed; the same seed gives the same games and puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Look only from this ply on (the opening is rarely a puzzle).
    #[arg(long, default_value_t = 6)]
    pub from: usize,
    /// Look in the database's finished games instead (each game once): new
    /// puzzles join the ones `/puzzle` offers. The database is found as for
    /// `local`: --database-url, DATABASE_URL, the default address, else a
    /// private PostgreSQL.
    #[arg(long)]
    pub from_db: bool,
    #[arg(long, requires = "from_db")]
    pub database_url: Option<String>,
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// Files of puzzles, one per line; without any, the shipped set.
    pub files: Vec<std::path::PathBuf>,
    /// Nodes searched per position.
    #[arg(long, default_value_t = VERIFY_NODES)]
    pub nodes: u64,
}

pub fn puzzles(command: PuzzlesCommand) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Mine(args) => mine_cmd(args),
        PuzzlesCommand::Verify(args) => verify_cmd(args),
    }
}

/// A game between two computers at `level`, seeded by `seed`.
fn self_play(rules: &Rules, level: u8, seed: u64) -> Result<Game, CliError> {
    let player: Player = format!("ai:{level}").parse()?;
    let mut game = Game::new(*rules);
    let mut ply = 0u64;
    while game.outcome().is_none() && ply < 400 {
        let Some((turn, _)) = player.choose(&game, mix(seed, ply)) else { break };
        game.play(turn)?;
        ply += 1;
    }
    Ok(game)
}

/// Mine every finished game of the database not looked at yet.
fn mine_db(args: &MineArgs) -> Result<(), CliError> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let database = super::database::open(args.database_url.clone(), 2).await?;
        let store = database.store.clone();
        let config =
            crate::service::ServiceConfig { action_deadline: std::time::Duration::from_secs(60), ..Default::default() };
        let service = crate::service::Service::new(store.clone(), config);
        service.load_shipped_puzzles().await?;
        let (mut games, mut added) = (0, 0);
        loop {
            let (looked, new) = service.mine_finished_games(20).await?;
            if looked == 0 {
                break;
            }
            games += looked;
            added += new;
        }
        println!("{added} puzzles added from {games} games");
        store.close().await;
        Ok(())
    })
}

fn mine_cmd(args: MineArgs) -> Result<(), CliError> {
    if args.from_db {
        return mine_db(&args);
    }
    let rules: Rules = args.rules.parse()?;
    let name = args.rules.split(',').next().unwrap_or("p").trim().to_string();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).max(1);
    let mut out = std::io::stdout().lock();
    let mut found = 0usize;
    // Games repeat positions (their openings most of all): a position is
    // one puzzle, the first time it is found.
    let mut seen = std::collections::HashSet::new();
    // Games in batches of one per thread; puzzles printed in game order, so
    // the output depends on the seed only.
    let mut next = 0u32;
    while found < args.count && next < args.games {
        let batch: Vec<u32> = (next..args.games.min(next + threads as u32)).collect();
        next += batch.len() as u32;
        let results: Vec<Result<Vec<Puzzle>, CliError>> = std::thread::scope(|s| {
            let handles: Vec<_> = batch
                .iter()
                .map(|&g| {
                    let (rules, name) = (&rules, &name);
                    s.spawn(move || {
                        let game = self_play(rules, args.level, mix(args.seed, u64::from(g)))?;
                        Ok(mine(&game, args.from, FIND_NODES, VERIFY_NODES)
                            .into_iter()
                            .filter_map(|(ply, solution)| {
                                let id = format!("{name}-{}-{g}-{ply}", args.seed);
                                Puzzle::new(id, &game, ply, solution)
                            })
                            .collect())
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err(CliError("a miner panicked".into())))).collect()
        });
        for puzzles in results {
            for p in puzzles? {
                let position = p.game()?.position().to_string();
                if found < args.count && seen.insert(position) {
                    writeln!(out, "{}", p.to_line())?;
                    found += 1;
                }
            }
        }
        out.flush()?;
    }
    eprintln!("{found} puzzles from {next} games");
    Ok(())
}

fn verify_cmd(args: VerifyArgs) -> Result<(), CliError> {
    // Streamed a batch at a time: a huge file (or /dev/zero) never sits in
    // memory, and a line longer than the console's limit is refused, not read.
    const BATCH: usize = 512;
    let mut out = std::io::stdout().lock();
    let (mut verified, mut rejected) = (0usize, 0usize);
    let mut batch: Vec<(String, String)> = Vec::with_capacity(BATCH);
    let mut flush = |batch: &mut Vec<(String, String)>, out: &mut std::io::StdoutLock| -> Result<(), CliError> {
        for verdict in verify_batch(batch, args.nodes) {
            match verdict {
                Ok(()) => verified += 1,
                Err(e) => {
                    rejected += 1;
                    writeln!(out, "rejected {e}")?;
                }
            }
        }
        batch.clear();
        Ok(())
    };
    let reject = |at: String, why: &str, out: &mut std::io::StdoutLock| -> std::io::Result<()> {
        writeln!(out, "rejected {at}: {why}")
    };
    let mut skipped = 0usize;
    if args.files.is_empty() {
        for (set, text) in crate::ai::SHIPPED_PUZZLES {
            for (i, line) in text.lines().enumerate() {
                if !line.trim().is_empty() && !line.starts_with('#') {
                    batch.push((format!("{set}:{}", i + 1), line.to_string()));
                }
                if batch.len() == BATCH {
                    flush(&mut batch, &mut out)?;
                }
            }
        }
    }
    for file in &args.files {
        let opened = std::fs::File::open(file).map_err(|e| CliError(format!("{}: {e}", file.display())))?;
        let mut input = std::io::BufReader::new(opened);
        let mut number = 0usize;
        loop {
            let read =
                crate::console::read_line(&mut input).map_err(|e| CliError(format!("{}: {e}", file.display())))?;
            let Some(line) = read else { break };
            number += 1;
            let at = format!("{}:{number}", file.display());
            match line {
                Line::Text(l) if l.trim().is_empty() || l.starts_with('#') => {}
                Line::Text(l) => batch.push((at, l)),
                Line::TooLong => {
                    skipped += 1;
                    let why = format!("the line is longer than {} characters; a puzzle takes far fewer", MAX_LINE);
                    reject(at, &why, &mut out)?;
                }
                Line::NotText => {
                    skipped += 1;
                    reject(at, "the line is not UTF-8 text", &mut out)?;
                }
            }
            if batch.len() == BATCH {
                flush(&mut batch, &mut out)?;
            }
        }
    }
    flush(&mut batch, &mut out)?;
    let rejected = rejected + skipped;
    writeln!(out, "{verified} puzzles verified, {rejected} rejected")?;
    if rejected > 0 {
        return Err(CliError(format!("{rejected} puzzles no longer check")));
    }
    Ok(())
}

/// Verify `lines` on every core, in order.
fn verify_batch(lines: &[(String, String)], nodes: u64) -> Vec<Result<(), String>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).max(1);
    std::thread::scope(|s| {
        let chunk = lines.len().div_ceil(threads).max(1);
        let handles: Vec<_> = lines
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .map(|(at, line)| {
                            let p = Puzzle::from_line(line).map_err(|e| format!("{at}: {e}"))?;
                            p.verify(nodes).map_err(|e| format!("{at} ({}): {e}", p.id))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    })
}
