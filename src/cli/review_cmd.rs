//! `review`: the computer's verdict on every turn of a game.

use super::CliError;
use super::render_cmds::game_from_moves;
use crate::ai::{self, REVIEW_NODES, Review, Verdict};
use crate::render::{Orientation, Theme};
use crate::rules::Color;
use clap::Args;
use std::io::Write;
use std::time::Instant;

/// The longest game reviewed (as long as the longest replay).
const MAX_REVIEW_PLIES: usize = 1000;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// Rules spec, e.g. `zamma` or `sahara`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// The moves from the start, separated by spaces, e.g. "e4-e5 e6xe4".
    /// A huff turn is written `huff d4, c3-c4`.
    #[arg(long)]
    pub moves: String,
    /// Nodes searched in each position (the same number gives the same
    /// review on any machine).
    #[arg(long, default_value_t = REVIEW_NODES)]
    pub nodes: u64,
    /// Threads to split the positions across (default: one per core).
    /// The review is the same whatever the number.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Also draw the evaluation graph to this PNG file (with --turn marked).
    #[arg(long, value_name = "FILE.png")]
    pub graph: Option<std::path::PathBuf>,
    /// The turn (from 1) that --board draws and --graph marks.
    #[arg(long, value_name = "N", requires = "board")]
    pub turn: Option<usize>,
    /// Draw the board before --turn to this PNG file: the played turn
    /// solid, the computer's better one dashed.
    #[arg(long, value_name = "FILE.png", requires = "turn")]
    pub board: Option<std::path::PathBuf>,
}

fn mark(verdict: Option<Verdict>) -> &'static str {
    match verdict {
        Some(Verdict::Blunder) => "??  blunder",
        Some(Verdict::Mistake) => "?   mistake",
        Some(Verdict::Inaccuracy) => "?!  inaccuracy",
        None => "",
    }
}

/// `Black: 3 inaccuracies, 1 mistakes, 0 blunders, accuracy 87%`.
pub fn summary_line(review: &Review, color: Color) -> String {
    let s = review.summary(color);
    let accuracy = s.accuracy.map_or("-".to_string(), |a| format!("{}%", a.round()));
    let name = if color == Color::Black { "Black" } else { "White" };
    format!(
        "{name}: {} inaccuracies, {} mistakes, {} blunders, accuracy {accuracy}",
        s.inaccuracies, s.mistakes, s.blunders
    )
}

pub fn review(args: ReviewArgs) -> Result<(), CliError> {
    if args.nodes == 0 || args.nodes > 100_000_000 {
        return Err(CliError(format!("bad --nodes {}: give a number from 1 to 100000000", args.nodes)));
    }
    let game = game_from_moves(&args.rules, &args.moves, MAX_REVIEW_PLIES, "a review takes")?;
    let plies = game.turns().len();
    if let Some(turn) = args.turn.filter(|t| !(1..=plies).contains(t)) {
        return Err(CliError(format!("bad --turn {turn}: the game has turns 1 to {plies}")));
    }
    let started = Instant::now();
    let mut err = std::io::stderr().lock();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args.threads.unwrap_or(cores);
    if !(1..=256).contains(&threads) {
        return Err(CliError(format!("bad --threads {threads}: give a number from 1 to 256")));
    }
    let review = ai::review_on(&game, args.nodes, threads, |done, total| {
        let _ = write!(err, "\ranalysing… {}%", done * 100 / total.max(1));
    });
    let took = started.elapsed();
    let _ = writeln!(err);
    let mut out = std::io::stdout().lock();
    for t in &review.turns {
        let number = t.ply / 2 + 1;
        let dots = if t.ply % 2 == 0 { "." } else { "..." };
        let played = t.played.to_string();
        let better = if t.verdict.is_some() { format!("  (best: {})", t.best) } else { String::new() };
        let forced = if t.forced { "  forced" } else { "" };
        writeln!(
            out,
            "{number:>3}{dots:<4}{played:<24} {:>+6.2} → {:>+6.2}  {}{better}{forced}",
            f64::from(t.before) / 100.0,
            f64::from(t.after) / 100.0,
            mark(t.verdict)
        )?;
    }
    let write = |path: &std::path::Path, png: Vec<u8>| {
        std::fs::write(path, png).map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))
    };
    let ply = args.turn.map(|t| t - 1);
    if let Some(path) = &args.graph {
        write(path, crate::service::review_graph(&review, ply.map(|p| p + 1), Theme::Sand))?;
        writeln!(err, "wrote the evaluation graph to {}", path.display())?;
    }
    if let (Some(path), Some(ply)) = (&args.board, ply) {
        let before = game.at(ply).ok_or_else(|| CliError(format!("turn {} cannot be replayed", ply + 1)))?;
        let turn = &review.turns[ply];
        let caption = crate::i18n::review_caption(crate::i18n::Lang::En, turn);
        write(path, crate::service::review_board_png(&before, turn, Orientation::Black, Theme::Sand, caption))?;
        writeln!(err, "wrote the board before turn {} to {}", ply + 1, path.display())?;
    }
    writeln!(out, "{}", summary_line(&review, Color::Black))?;
    writeln!(out, "{}", summary_line(&review, Color::White))?;
    writeln!(
        err,
        "analysed {} positions at {} nodes each (mean depth {:.1}) in {:.1} s on {threads} thread(s)",
        review.turns.len() + 1,
        review.nodes,
        review.mean_depth,
        took.as_secs_f64()
    )?;
    Ok(())
}
