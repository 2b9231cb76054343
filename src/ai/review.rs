//! The review of a finished game: the computer's verdict on every turn.
//!
//! Every position of the game is searched with the same fixed node budget
//! (no time cap within reason, no noise, one seed), so the same game gives
//! the same review on any machine. A turn's *loss* is how much worse the
//! position is for its mover after it than after the best turn the search
//! found, in hundredths of a man: the best score before the turn plus the
//! opponent's best score after it (scores are from the side to move), never
//! below 0, and 0 when the turn is the one the search would play.
//!
//! Verdicts by loss: an inaccuracy from half a man ([`INACCURACY`]), a
//! mistake from one man ([`MISTAKE`]), a blunder from two ([`BLUNDER`]).
//! Scores are clamped to ±10 men ([`CLAMP`]) first, so a turn that walks
//! into a forced loss from an even position is a blunder, and one that
//! merely wins less quickly than the fastest forced win is not judged.
//! A forced turn (the only legal one) is not judged.
//!
//! Accuracy follows lichess: each score becomes a winning chance,
//! `50 + 50 · (2 / (1 + e^(−0.004 · score)) − 1)` percent, and each judged
//! turn an accuracy of `103.1668 · e^(−0.04354 · drop) − 3.1669` percent
//! (clamped to 0–100), where `drop` is how much the mover's winning chance
//! fell. A player's accuracy is the mean over their judged turns.

use super::level::Settings;
use super::search::analyse;
use crate::rules::{Color, Game, Turn};
use std::time::Duration;

/// Nodes searched in every position: about 0.06 s on the
/// 2-core development machine (release build), so a 150-ply game takes
/// about 7 s on one core and 4 s on two (docs/performance.md).
pub const REVIEW_NODES: u64 = 250_000;
/// Loss thresholds, in hundredths of a man.
pub const INACCURACY: i32 = 50;
pub const MISTAKE: i32 = 100;
pub const BLUNDER: i32 = 200;
/// Most key moments a review steps through ([`Review::moments`]).
pub const MAX_MOMENTS: usize = 8;
/// Scores beyond ±10 men (forced wins, wins on count) count as 10 men.
pub const CLAMP: i32 = 1000;

/// The search settings of a review: deterministic (a node budget, no noise;
/// the time cap only guards against a machine hundreds of times slower).
pub const fn review_settings(nodes: u64) -> Settings {
    Settings { nodes, depth: 64, time_cap: Duration::from_secs(60), noise: 0, tt_bits: 18 }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The verdict a loss (hundredths of a man) earns, if any.
    pub fn of(loss: i32) -> Option<Verdict> {
        match loss {
            l if l >= BLUNDER => Some(Verdict::Blunder),
            l if l >= MISTAKE => Some(Verdict::Mistake),
            l if l >= INACCURACY => Some(Verdict::Inaccuracy),
            _ => None,
        }
    }
}

/// One turn of the game, judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnReview {
    /// 0-based: the turn played from the game's `ply`-th position.
    pub ply: usize,
    pub mover: Color,
    pub played: Turn,
    /// The search's turn (the played one, for a forced turn).
    pub best: Turn,
    /// The position's value before and after the turn, for Black (positive:
    /// Black is better), clamped to ±[`CLAMP`].
    pub before: i32,
    pub after: i32,
    /// What the turn cost its mover against the best, ≥ 0.
    pub loss: i32,
    /// The only legal turn: not judged.
    pub forced: bool,
    pub verdict: Option<Verdict>,
    /// The mover's accuracy on this turn, 0–100 (`None` when forced).
    pub accuracy: Option<f64>,
}

/// What the search found about one turn, as stored: the values before and
/// after it for Black, its loss, and whether it was forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    pub before: i32,
    pub after: i32,
    pub loss: i32,
    pub forced: bool,
}

impl TurnReview {
    /// A turn with its verdict and accuracy worked out from what the search
    /// found.
    pub fn judge(ply: usize, mover: Color, played: Turn, best: Turn, found: Judged) -> TurnReview {
        let Judged { before, after, loss, forced } = found;
        let loss = if forced { 0 } else { loss.max(0) };
        // The best turn's score, for the mover.
        let best_score = if mover == Color::Black { before } else { -before };
        TurnReview {
            ply,
            mover,
            played,
            best: if forced { played } else { best },
            before,
            after,
            loss,
            forced,
            verdict: if forced { None } else { Verdict::of(loss) },
            accuracy: (!forced).then(|| turn_accuracy(best_score, best_score - loss)),
        }
    }
}

/// One player's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Mean accuracy over the judged turns, 0–100 (`None`: none judged).
    pub accuracy: Option<f64>,
    /// The ply of the turn that lost the most (if any lost anything).
    pub worst: Option<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub turns: Vec<TurnReview>,
    pub black: Summary,
    pub white: Summary,
    /// Nodes searched per position.
    pub nodes: u64,
    /// The mean depth the searches completed (forced and final positions
    /// left out).
    pub mean_depth: f64,
}

impl Review {
    /// The review from its judged turns: each player's figures.
    pub fn assemble(turns: Vec<TurnReview>, nodes: u64, mean_depth: f64) -> Review {
        let summary = |color: Color| {
            let mine: Vec<&TurnReview> = turns.iter().filter(|t| t.mover == color).collect();
            let count = |v: Verdict| mine.iter().filter(|t| t.verdict == Some(v)).count();
            let judged: Vec<f64> = mine.iter().filter_map(|t| t.accuracy).collect();
            let worst = mine.iter().filter(|t| t.loss > 0).max_by(|a, b| a.loss.cmp(&b.loss).then(b.ply.cmp(&a.ply)));
            Summary {
                inaccuracies: count(Verdict::Inaccuracy),
                mistakes: count(Verdict::Mistake),
                blunders: count(Verdict::Blunder),
                accuracy: (!judged.is_empty()).then(|| judged.iter().sum::<f64>() / judged.len() as f64),
                worst: worst.map(|t| t.ply),
            }
        };
        let (black, white) = (summary(Color::Black), summary(Color::White));
        Review { turns, black, white, nodes, mean_depth }
    }

    /// The key moments: the turns that cost their mover the most (an
    /// inaccuracy or worse), at most [`MAX_MOMENTS`], in the order played.
    pub fn moments(&self) -> Vec<usize> {
        let mut judged: Vec<&TurnReview> = self.turns.iter().filter(|t| t.verdict.is_some()).collect();
        judged.sort_by(|a, b| b.loss.cmp(&a.loss).then(a.ply.cmp(&b.ply)));
        let mut plies: Vec<usize> = judged.iter().take(MAX_MOMENTS).map(|t| t.ply).collect();
        plies.sort_unstable();
        plies
    }

    pub fn summary(&self, color: Color) -> &Summary {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// A winning chance in percent, from a score for the side it is for.
pub fn winning_chance(score: i32) -> f64 {
    50.0 + 50.0 * (2.0 / (1.0 + (-0.004 * f64::from(score)).exp()) - 1.0)
}

fn turn_accuracy(before: i32, after: i32) -> f64 {
    let drop = (winning_chance(before) - winning_chance(after)).max(0.0);
    (103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0)
}

/// A position's value for its side to move: the search's score, or the
/// result when the game is over there; with the search's turn.
/// The depth the search completed (0: no search) is counted in `depths`.
pub(super) fn value(game: &Game, settings: &Settings, forced_depth: u32, depths: &mut Vec<u8>) -> (i32, Option<Turn>) {
    if let Some(outcome) = game.outcome() {
        let score = match outcome.winner() {
            Some(w) if w == game.position().turn() => CLAMP,
            Some(_) => -CLAMP,
            None => 0,
        };
        return (score, None);
    }
    // The search does not search a position with one legal turn (its score
    // is then 0): follow such turns to the first real choice.
    if let Some(turn) = game.only_turn() {
        let mut next = game.clone();
        if forced_depth < MAX_FORCED && next.play(turn).is_ok() {
            return (-value(&next, settings, forced_depth + 1, depths).0, Some(turn));
        }
        return (0, Some(turn));
    }
    match analyse(game, settings, 0) {
        Some(a) => {
            depths.push(a.stats.depth);
            (a.stats.score.clamp(-CLAMP, CLAMP), Some(a.turn))
        }
        None => (0, None),
    }
}

/// How many forced turns in a row [`value`] follows.
const MAX_FORCED: u32 = 40;

/// Review a game (its turns, from its start position), searching `nodes`
/// per position; `progress(done, total)` is called after each position.
pub fn review(game: &Game, nodes: u64, progress: impl FnMut(usize, usize)) -> Review {
    review_on(game, nodes, 1, progress)
}

/// [`review`] on `threads` threads: the positions are independent, so each
/// thread takes the next position not yet searched. A position with one
/// legal turn is not searched again: its value is the next position's,
/// which [`value`] would search. The review is the same whatever the
/// number of threads (each search is bounded by nodes); `progress` is
/// called on the caller's thread.
pub fn review_on(game: &Game, nodes: u64, threads: usize, mut progress: impl FnMut(usize, usize)) -> Review {
    let settings = review_settings(nodes);
    // Every position of the game, the start first.
    let mut positions = Vec::with_capacity(game.turns().len() + 1);
    let mut at = game.at(0).expect("a game's own start position");
    for turn in game.turns() {
        positions.push(at.clone());
        at.play(*turn).expect("a game's own turns replay");
    }
    positions.push(at);
    let total = positions.len();
    let movers: Vec<Color> = positions.iter().map(|g| g.position().turn()).collect();
    let forced: Vec<bool> = positions.iter().map(|g| g.only_turn().is_some()).collect();

    // Which positions take their value from the next one: forced (so not
    // over), and the run of forced positions from them ends, within the game
    // and within MAX_FORCED, at a position that is searched.
    let open = |i: usize| forced[i];
    let mut run = vec![0usize; total + 1];
    for i in (0..total.saturating_sub(1)).rev() {
        if open(i) {
            run[i] = 1 + run[i + 1];
        }
    }
    let derived: Vec<bool> =
        (0..total).map(|i| run[i] > 0 && run[i] <= MAX_FORCED as usize && !open(i + run[i])).collect();
    let searched: Vec<usize> = (0..total).filter(|&i| !derived[i]).collect();

    // The searched positions' values, and the depths their searches reached.
    let mut values = vec![(0, None); total];
    let mut depths: Vec<Vec<u8>> = vec![Vec::new(); total];
    let threads = threads.clamp(1, searched.len().max(1));
    let mut done = 0;
    if threads == 1 {
        for &i in &searched {
            values[i] = value(&positions[i], &settings, 0, &mut depths[i]);
            done += 1;
            progress(done, searched.len());
        }
    } else {
        let next = std::sync::atomic::AtomicUsize::new(0);
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                let (tx, next, positions, settings, searched) = (tx.clone(), &next, &positions, &settings, &searched);
                scope.spawn(move || {
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&i) = searched.get(k) else { break };
                        let mut found = Vec::new();
                        let v = value(&positions[i], settings, 0, &mut found);
                        if tx.send((i, v, found)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            for (i, v, found) in rx.iter() {
                values[i] = v;
                depths[i] = found;
                done += 1;
                progress(done, searched.len());
            }
        });
    }
    // The forced positions, from the last: the next position's value, seen
    // from the other side, and its search's depth.
    for i in (0..total).rev().filter(|&i| derived[i]) {
        values[i] = (-values[i + 1].0, positions[i].only_turn());
        depths[i] = depths[i + 1].clone();
    }
    let depths: Vec<u8> = depths.into_iter().flatten().collect();

    let mut turns = Vec::with_capacity(game.turns().len());
    for (ply, &played) in game.turns().iter().enumerate() {
        let mover = movers[ply];
        let (best_score, best) = values[ply];
        let reply_score = values[ply + 1].0;
        let best = best.unwrap_or(played);
        let loss = if forced[ply] || best == played { 0 } else { (best_score + reply_score).max(0) };
        let for_black = |s: i32| if mover == Color::Black { s } else { -s };
        let found = Judged { before: for_black(best_score), after: for_black(-reply_score), loss, forced: forced[ply] };
        turns.push(TurnReview::judge(ply, mover, played, best, found));
    }
    let mean_depth = depths.iter().map(|&d| f64::from(d)).sum::<f64>() / depths.len().max(1) as f64;
    Review::assemble(turns, nodes, mean_depth)
}

/// A stored review read back: `found[ply]` is the best turn's notation and
/// what the search found about turn `ply`; the played turns come from
/// `game`. `None` when they do not fit the game (a review of other moves).
pub fn rebuild(game: &Game, found: &[(String, Judged)], nodes: u64, mean_depth: f64) -> Option<Review> {
    if found.len() != game.turns().len() {
        return None;
    }
    let mut at = game.at(0)?;
    let mut turns = Vec::with_capacity(found.len());
    for (ply, (&played, (best, judged))) in game.turns().iter().zip(found).enumerate() {
        let best = at.parse_turn(best).ok()?;
        turns.push(TurnReview::judge(ply, at.position().turn(), played, best, *judged));
        at.play(played).ok()?;
    }
    Some(Review::assemble(turns, nodes, mean_depth))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// A random game's first `plies` turns under `rules`.
    fn game(rules: &str, seed: u64, plies: usize) -> Game {
        let rules: Rules = rules.parse().unwrap();
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        let g = crate::ai::random_game(rules, &mut rng);
        let turns: Vec<String> = g.turns().iter().take(plies).map(|t| t.to_string()).collect();
        Game::replay(rules, *g.start(), turns.iter().map(String::as_str)).unwrap()
    }

    /// Every position searched on its own, as reviews were before forced
    /// positions took the next one's value: the values and the depths.
    fn searched_one_by_one(game: &Game, nodes: u64) -> (Vec<(i32, Option<Turn>)>, f64) {
        let settings = review_settings(nodes);
        let (mut values, mut depths) = (Vec::new(), Vec::new());
        for ply in 0..=game.turns().len() {
            values.push(value(&game.at(ply).unwrap(), &settings, 0, &mut depths));
        }
        (values, depths.iter().map(|&d| f64::from(d)).sum::<f64>() / depths.len().max(1) as f64)
    }

    #[test]
    fn a_review_is_the_same_on_any_number_of_threads_and_as_every_position_searched() {
        for (rules, seed) in [("zamma", 3), ("sahara", 5), ("dhamet", 7)] {
            let g = game(rules, seed, 40);
            let nodes = 3_000;
            let one = review_on(&g, nodes, 1, |_, _| {});
            assert!(one.turns.iter().any(|t| t.forced), "{rules}: no forced turn to take a value from the next");
            for threads in [2, 3, 64] {
                assert_eq!(review_on(&g, nodes, threads, |_, _| {}), one, "{rules} on {threads} threads");
            }
            let (values, mean_depth) = searched_one_by_one(&g, nodes);
            assert_eq!(one.mean_depth, mean_depth, "{rules}");
            for t in &one.turns {
                let (best_score, best) = values[t.ply];
                let for_black = |s: i32| if t.mover == Color::Black { s } else { -s };
                assert_eq!(t.before, for_black(best_score), "{rules}: turn {}", t.ply);
                assert_eq!(t.after, for_black(-values[t.ply + 1].0), "{rules}: turn {}", t.ply);
                assert_eq!(t.best, best.unwrap_or(t.played), "{rules}: turn {}", t.ply);
            }
        }
    }
}
