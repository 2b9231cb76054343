//! `match`: a series of games between two players (`random`, `greedy`,
//! `ai:<level>`), colours alternating, to measure the computer opponent.

use super::CliError;
use crate::ai::{Player, SearchStats};
use crate::rules::{Color, Game, Outcome, Rules};
use clap::Args;
use std::io::Write;
use std::time::{Duration, Instant};

/// A game still running after this many plies is stopped and counted as a
/// draw (only reachable with `stall=0`).
const MAX_PLIES: usize = 3000;

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Rules spec, e.g. `zamma` or `sahara`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// The first player: `random`, `greedy` or `ai:<level>` (1–5). Plays Black in odd games.
    #[arg(long)]
    pub first: String,
    /// The second player. Plays Black in even games.
    #[arg(long)]
    pub second: String,
    /// Number of games (1–100000).
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// Random seed; the same seed replays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Also print each game's moves (for `review --moves` or `replay --moves`).
    #[arg(long)]
    pub print_moves: bool,
}

/// Search effort of one player over a match.
#[derive(Debug, Default, Clone, Copy)]
struct Effort {
    searches: u64,
    nodes: u64,
    time: Duration,
    depth_sum: u64,
    longest: Duration,
    timed_out: u64,
}

impl Effort {
    fn add(&mut self, s: &SearchStats) {
        self.searches += 1;
        self.nodes += s.nodes;
        self.time += s.elapsed;
        self.depth_sum += u64::from(s.depth);
        self.longest = self.longest.max(s.elapsed);
        self.timed_out += u64::from(s.timed_out);
    }
}

/// Mix a seed with a number (SplitMix64), so games and turns get unrelated seeds.
pub(super) fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub fn play_match(args: MatchArgs) -> Result<(), CliError> {
    let rules: Rules = args.rules.parse()?;
    let first: Player = args.first.parse()?;
    let second: Player = args.second.parse()?;
    if args.games == 0 || args.games > 100_000 {
        return Err(CliError("give --games a number from 1 to 100000".into()));
    }
    let players = [first, second];
    let mut wins = [0u32; 2];
    let mut draws = 0u32;
    let mut effort = [Effort::default(); 2];
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    for g in 0..args.games {
        // The first player is Black in game 1, 3, 5...
        let black = (g % 2) as usize;
        let game_seed = mix(args.seed, u64::from(g));
        let mut game = Game::new(rules);
        while game.outcome().is_none() && game.turns().len() < MAX_PLIES {
            let ply = game.turns().len();
            let who = if game.position().turn() == Color::Black { black } else { 1 - black };
            let Some((turn, stats)) = players[who].choose(&game, mix(game_seed, ply as u64)) else { break };
            if let Some(s) = stats {
                effort[who].add(&s);
            }
            game.play(turn).map_err(|e| CliError(format!("{} chose an illegal turn {turn}: {e}", players[who])))?;
        }
        let winner =
            game.outcome().and_then(Outcome::winner).map(|c| if c == Color::Black { black } else { 1 - black });
        match winner {
            Some(w) => wins[w] += 1,
            None => draws += 1,
        }
        let result = match game.outcome() {
            Some(o) => o.to_string(),
            None => format!("stopped after {MAX_PLIES} plies, counted as a draw"),
        };
        let (b, w) = (game.position().count(Color::Black), game.position().count(Color::White));
        writeln!(
            out,
            "game {}: {} (Black) vs {} (White): {result}; {} plies, pieces {b}-{w}",
            g + 1,
            players[black],
            players[1 - black],
            game.turns().len()
        )?;
        if args.print_moves {
            let moves: Vec<String> = game.turns().iter().map(ToString::to_string).collect();
            writeln!(out, "moves: {}", moves.join(" "))?;
        }
        out.flush()?;
    }
    for (i, e) in effort.iter().enumerate().filter(|(_, e)| e.searches > 0) {
        let secs = e.time.as_secs_f64().max(1e-9);
        writeln!(
            out,
            "{} {}: {} searches, {} nodes in {secs:.1} s: {:.2} M nodes/s, mean depth {:.1}, {:.3} s per search, longest {:.3} s, {} stopped by the time cap",
            if i == 0 { "first" } else { "second" },
            players[i],
            e.searches,
            e.nodes,
            e.nodes as f64 / secs / 1e6,
            e.depth_sum as f64 / e.searches as f64,
            secs / e.searches as f64,
            e.longest.as_secs_f64(),
            e.timed_out
        )?;
    }
    writeln!(out, "{} games of `{rules}` in {:.1} s", args.games, started.elapsed().as_secs_f64())?;
    writeln!(out, "first {} second {} draws {draws}", wins[0], wins[1])?;
    Ok(())
}
