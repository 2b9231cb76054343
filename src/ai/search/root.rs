//! The root of a search: its turns (at most [`MAX_TURNS`], the most
//! forcing first), each played out only when the search comes to it, and
//! one iteration over them.

use super::{COUNT_WIN, INF, Searcher};
use crate::ai::level::Settings;
use crate::rules::{Bitboard, Game, MAX_TURNS, Position, Turn, cut_short};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A turn of the root, and what the search needs of the game after it
/// (found when the turn is first searched: a root can have thousands).
pub(super) struct RootMove {
    pub(super) turn: Turn,
    after: Option<After>,
    noise: i32,
    pub(super) score: i32,
}

/// The game after a root turn, as the search reads it.
#[derive(Clone, Copy)]
struct After {
    position: Position,
    huffable: Bitboard,
    stall: u32,
    /// Score when the game ends with this turn.
    terminal: Option<i32>,
}

impl Searcher<'_> {
    /// The root's turns, the most forcing first (huffs, then by how much
    /// they take), at most [`MAX_TURNS`] of them; the game after each is
    /// found when it is first searched ([`Searcher::after`]).
    pub(super) fn root_moves(&mut self, game: &Game, settings: &Settings, seed: u64) -> Vec<RootMove> {
        let key = |t: &Turn| std::cmp::Reverse((t.huff.is_some(), t.mv.capture_count()));
        let mut turns: Vec<Turn> = Vec::new();
        game.each_turn_list(|huff, moves| {
            turns.extend(moves.iter().map(|&mv| Turn { huff, mv }));
            if turns.len() > 2 * MAX_TURNS {
                turns.sort_by_key(key);
                turns.truncate(MAX_TURNS);
            }
        });
        turns.sort_by_key(key);
        turns.truncate(MAX_TURNS);
        let mut rng = SmallRng::seed_from_u64(seed ^ game.position().hash());
        turns
            .into_iter()
            .map(|turn| {
                let noise = if settings.noise > 0 { rng.random_range(-settings.noise..=settings.noise) } else { 0 };
                RootMove { turn, after: None, noise, score: -INF }
            })
            .collect()
    }

    /// The game after `turn` from `game`, as the search reads it; `None`
    /// when the interrupt cut its move generation short (it is incomplete,
    /// so the search stops).
    fn after(&mut self, game: &Game, turn: Turn) -> Option<After> {
        let mut after = game.clone();
        after.play(turn).ok()?; // the turns come from the rules core
        if cut_short() {
            self.stop_now();
            return None;
        }
        Some(After {
            position: *after.position(),
            huffable: after.huffable(),
            stall: after.stall_count(),
            terminal: after.outcome().map(|o| self.outcome_score(o, &after)),
        })
    }

    /// One iteration over the root moves. Returns the best turn and its score,
    /// or `None` when stopped before the first move was searched.
    pub(super) fn search_root(&mut self, game: &Game, roots: &mut [RootMove], depth: i32) -> Option<(Turn, i32)> {
        let mut alpha = -INF;
        let mut best: Option<(Turn, i32)> = None;
        for (i, root) in roots.iter_mut().enumerate() {
            if root.after.is_none() {
                // Playing a root turn out is a move generation or more: the
                // clock is looked at each time.
                self.count_node();
                self.look_at_clock();
                root.after = if self.stopped { None } else { self.after(game, root.turn) };
                if self.stopped {
                    break;
                }
            }
            let Some(after) = root.after else { continue };
            let raw = match after.terminal {
                Some(score) => score,
                None => {
                    let (pos, huffable, stall) = (after.position, after.huffable, after.stall);
                    // The window in this move's terms, before its noise.
                    let a = (alpha - root.noise).clamp(-INF, INF);
                    self.keys.push(pos.hash());
                    let mut s = if i == 0 {
                        -self.search(&pos, huffable, stall, 1, depth - 1, -INF, -a)
                    } else {
                        -self.search(&pos, huffable, stall, 1, depth - 1, -a - 1, -a)
                    };
                    if i > 0 && s > a && !self.stopped {
                        s = -self.search(&pos, huffable, stall, 1, depth - 1, -INF, -a);
                    }
                    self.keys.pop();
                    s
                }
            };
            if self.stopped {
                break;
            }
            // Noise blurs judgement, never a decided game.
            let score = if raw.abs() < COUNT_WIN / 2 { raw + root.noise } else { raw };
            root.score = score;
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some((root.turn, score));
            }
        }
        best
    }
}
