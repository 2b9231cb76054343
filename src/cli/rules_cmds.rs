//! `moves`, `perft` and `playout`: tools over the rules core.

use super::CliError;
use crate::ai::random_game;
use crate::rules::{Color, Outcome, Position, Rules};
use clap::Args;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::io::Write;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct PositionArgs {
    /// Rules spec: `<preset>[,<option>=<value>]...`, e.g. `zamma,landing=behind`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// Position text, or `start`.
    #[arg(long, default_value = "start")]
    pub position: String,
}

impl PositionArgs {
    pub fn resolve(&self) -> Result<(Rules, Position), CliError> {
        let rules: Rules = self.rules.parse()?;
        let position = if self.position.trim().eq_ignore_ascii_case("start") {
            Position::start(rules.board)
        } else {
            self.position.parse::<Position>().map_err(|e| CliError(format!("bad position: {e}")))?
        };
        if position.size() != rules.board {
            return Err(CliError(format!(
                "the position is {} but the rules `{rules}` use a {} board",
                position.size(),
                rules.board
            )));
        }
        Ok((rules, position))
    }
}

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    pub at: PositionArgs,
}

pub fn moves(args: MovesArgs) -> Result<(), CliError> {
    let (rules, position) = args.at.resolve()?;
    let mut out = std::io::stdout().lock();
    for mv in &position.legal_moves(&rules) {
        writeln!(out, "{mv}\t{}", position.play_unchecked(mv))?;
    }
    Ok(())
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub at: PositionArgs,
    /// Depth in plies (0–30).
    #[arg(long)]
    pub depth: String,
}

pub fn perft(args: PerftArgs) -> Result<(), CliError> {
    let (rules, position) = args.at.resolve()?;
    let depth: u32 =
        args.depth.trim().parse().ok().filter(|d| *d <= 30).ok_or_else(|| {
            CliError(format!("bad depth `{}`: give a whole number of plies from 0 to 30", args.depth))
        })?;
    let started = Instant::now();
    let nodes = position.perft(&rules, depth);
    let secs = started.elapsed().as_secs_f64();
    eprintln!("perft {depth}: {nodes} leaves in {secs:.3} s ({:.1} M leaves/s)", nodes as f64 / secs.max(1e-9) / 1e6);
    println!("{nodes}");
    Ok(())
}

#[derive(Args, Debug)]
pub struct PlayoutArgs {
    /// Rules spec, e.g. `zamma` or `sahara`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Random seed, for reproducible runs.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Totals of a series of random games.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PlayoutStats {
    pub games: u64,
    pub plies: u64,
    pub black: u64,
    pub white: u64,
    pub draws: u64,
}

pub fn run_playouts(rules: Rules, games: u64, seed: u64) -> PlayoutStats {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut stats = PlayoutStats::default();
    for _ in 0..games {
        let game = random_game(rules, &mut rng);
        stats.games += 1;
        stats.plies += game.turns().len() as u64;
        match game.outcome().and_then(Outcome::winner) {
            Some(Color::Black) => stats.black += 1,
            Some(Color::White) => stats.white += 1,
            None => stats.draws += 1,
        }
    }
    stats
}

pub fn playout(args: PlayoutArgs) -> Result<(), CliError> {
    let rules: Rules = args.rules.parse()?;
    if args.games == 0 || args.games > 100_000_000 {
        return Err(CliError("give --games a number from 1 to 100000000".into()));
    }
    let started = Instant::now();
    let s = run_playouts(rules, args.games, args.seed);
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{} games of `{rules}` in {secs:.3} s, {:.1} plies per game; results: black {} white {} draws {}",
        s.games,
        s.plies as f64 / s.games as f64,
        s.black,
        s.white,
        s.draws
    );
    println!("{:.0} games/s, {:.0} plies/s", s.games as f64 / secs, s.plies as f64 / secs);
    Ok(())
}
