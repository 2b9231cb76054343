//! The engine on a finished game's positions (the analysis board): what
//! the search finds, deeper and deeper, until it is stopped or reaches its
//! bounds. Only a game that has ended is analysed: no engine helps a game
//! in progress.

use super::heavy::{Owner, Refused};
use super::{Result, Service, ServiceError};
use crate::ai::{self, Progress, Settings};
use crate::rules::{Game, Turn};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The most nodes one position is searched with: about a second on the
/// 2-core development machine.
pub const ANALYSIS_NODES: u64 = 2_000_000;
/// The longest one position is searched, whatever the nodes.
pub const ANALYSIS_TIME: Duration = Duration::from_millis(1500);

/// What the engine thinks of a position after an iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineLine {
    pub depth: u8,
    /// For the side to move, in hundredths of a man.
    pub score: i32,
    /// Plies to a forced win (positive) or loss (negative), if it sees one.
    pub mate_in: Option<i32>,
    pub nodes: u64,
    /// The best turn, then the replies it expects.
    pub line: Vec<Turn>,
}

impl EngineLine {
    /// The chance, 0–100, that the side to move wins, as the review counts
    /// it (a forced win or loss: 100 or 0).
    pub fn winning_chance(&self) -> f64 {
        match self.mate_in {
            Some(m) if m > 0 => 100.0,
            Some(_) => 0.0,
            None => ai::winning_chance(self.score.clamp(-ai::CLAMP, ai::CLAMP)),
        }
    }

    fn of(p: &Progress) -> EngineLine {
        let s = &p.stats;
        EngineLine { depth: s.depth, score: s.score, mate_in: s.mate_in(), nodes: s.nodes, line: p.line.clone() }
    }
}

impl Service {
    /// Analyse a position of a finished game for `person`, telling `report`
    /// each deeper result, until `stop` is set or the search's bounds
    /// ([`ANALYSIS_NODES`], [`ANALYSIS_TIME`]). One analysis per person at
    /// a time, queued fairly with the other heavy work.
    pub async fn analyse(
        &self,
        person: u64,
        game: Game,
        stop: Arc<AtomicBool>,
        mut report: impl FnMut(EngineLine) + Send + 'static,
    ) -> Result<()> {
        let settings = Settings { nodes: ANALYSIS_NODES, depth: 64, time_cap: ANALYSIS_TIME, noise: 0, tt_bits: 20 };
        let job = move || {
            // Turns with no choice are not searched: the position after them
            // is, and the line starts with them.
            let mover = game.position().turn();
            let mut game = game;
            let mut forced = Vec::new();
            while forced.len() < 40 {
                let Some(turn) = game.only_turn() else { break };
                if game.play(turn).is_err() {
                    break;
                }
                forced.push(turn);
            }
            let k = forced.len() as i32;
            let flip = |score: i32| if k % 2 == 0 { score } else { -score };
            if let Some(outcome) = game.outcome() {
                let mate_in = outcome.winner().map(|w| if w == mover { k } else { -k });
                let score = mate_in.map_or(0, |m| m.signum() * 30_000);
                report(EngineLine { depth: 0, score, mate_in, nodes: 0, line: forced });
                return;
            }
            let _ = ai::analyse_watched(&game, &settings, 0, Some(&stop), &mut |p| {
                let mut seen = EngineLine::of(p);
                seen.score = flip(seen.score);
                seen.mate_in = seen.mate_in.map(|m| {
                    let m = flip(m);
                    m + m.signum() * k
                });
                seen.line = forced.iter().copied().chain(seen.line).collect();
                report(seen);
            });
        };
        match self.heavy.run(Owner::Person(person), job).await {
            Ok(()) => Ok(()),
            Err(Refused::Busy { .. }) => Err(ServiceError::Busy),
            Err(Refused::Failed) => Err(ServiceError::Internal("the analysis failed".into())),
        }
    }
}
