//! The engine on a finished game's positions (the analysis board): what
//! the search finds, deeper and deeper, until it is stopped or reaches its
//! bounds. Only a game that has ended is analysed: no engine helps a game
//! in progress.

use super::heavy::{Owner, Refused};
use super::pass::Who;
use super::{Place, Result, Service, ServiceError};
use crate::ai::{self, Progress, Settings};
use crate::rules::{Game, Interrupt, MAX_TURNS, Position, Turn, cut_short};
use crate::store;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The most nodes one position is searched with: about a second on the
/// 2-core development machine.
pub const ANALYSIS_NODES: u64 = 2_000_000;
/// The longest one position is searched, whatever the nodes.
pub const ANALYSIS_TIME: Duration = Duration::from_millis(1500);

/// A free board: `position` (a position text; the start when empty) under
/// `rules` (a rules text; Zamma's when empty), as the rules core reads them;
/// refused when it has more legal turns than [`MAX_TURNS`].
///
/// Reading a position is a move generation: up to a second of CPU for a
/// hostile one (a flying mullah among scattered pieces). A request reads it
/// with [`Service::free_board`], in the heavy pool under the person's pace.
pub fn free_board(rules: &str, position: &str) -> Result<Game> {
    let rules = super::challenges::parse_rules(rules)?;
    let start = match position.trim() {
        "" => Position::start(rules.board),
        text => text.parse::<Position>().map_err(ServiceError::BadPosition)?,
    };
    let game = Game::from_position(rules, start).map_err(ServiceError::Illegal)?;
    match game.turn_count() {
        count if count > MAX_TURNS => Err(ServiceError::TooManyTurns { count, max: MAX_TURNS }),
        _ => Ok(game),
    }
}

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
    /// [`free_board`] for `person`, on the heavy pool: one at a time per
    /// person (a second while one is read is refused as too fast), never on
    /// the threads that answer requests. `then` is done with the game in
    /// the pool too (playing a turn on it is a move generation as well).
    pub async fn free_board<T: Send + 'static>(
        &self,
        person: u64,
        rules: String,
        position: String,
        then: impl FnOnce(Game) -> T + Send + 'static,
    ) -> Result<T> {
        self.heavy_read(person, move || free_board(&rules, &position).map(then)).await?
    }

    /// `read` (a position read or replayed for a page) for `person` on the
    /// heavy pool, under their share of it: refused as
    /// [`ServiceError::PositionsTooFast`] while it is full.
    pub async fn heavy_read<T: Send + 'static>(
        &self,
        person: u64,
        read: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        match self.heavy.run(Owner::Person(person), read).await {
            Ok(read) => Ok(read),
            Err(Refused::Busy { .. } | Refused::Full { .. }) => Err(ServiceError::PositionsTooFast),
            Err(Refused::Failed) => Err(ServiceError::Internal("reading a position failed".into())),
        }
    }

    /// Refused ([`ServiceError::LivePosition`]) when `position` stands in a
    /// game in progress of whoever holds a pass for `who`: a player's (or a
    /// learner's, or an Activity member's) own games, a spectator's game,
    /// the console's games. The engine helps no game in progress, on any
    /// route.
    pub async fn refuse_live(&self, who: Who, position: &Position) -> Result<()> {
        let (player, game, place) = match who {
            Who::Player(user) | Who::Learner(user) | Who::Member { user, .. } => (Some(user), None, None),
            Who::Watcher(game) => (None, Some(game), None),
            Who::Keyboard => (None, None, Some(Place::CONSOLE)),
        };
        let text = position.to_string();
        let live = self
            .bounded(async {
                let mut tx = self.read().await?;
                let live = store::games::live_at(&mut tx, &text, player, game, place).await?;
                tx.commit().await?;
                Ok(live)
            })
            .await?;
        match live {
            Some(game) => Err(ServiceError::LivePosition { game }),
            None => Ok(()),
        }
    }

    /// `read` (a position read or replayed for a page that may name another
    /// one meanwhile, setting `stop`) for `person` on the heavy pool: cut
    /// short once `stop` is set (`None`), and, while the person's previous
    /// read still holds their share (it was stopped, so it is ending), it
    /// waits for it rather than being refused: the position named last is
    /// the one read.
    pub async fn read_unless_stopped<T: Send + 'static>(
        &self,
        person: u64,
        stop: &Arc<AtomicBool>,
        read: impl FnOnce() -> T + Send + 'static,
    ) -> Result<Option<T>> {
        let interrupt = Interrupt { deadline: None, stop: Some(stop.clone()) };
        let held = Arc::new(std::sync::Mutex::new(Some(read)));
        for _ in 0..120 {
            if stopped(stop) {
                return Ok(None);
            }
            let (cell, interrupt) = (held.clone(), interrupt.clone());
            let attempt = move || {
                let read = cell.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take()?;
                interrupt.run(|| Some(read()).filter(|_| !cut_short()))
            };
            match self.heavy.run(Owner::Person(person), attempt).await {
                Ok(read) => return Ok(read),
                Err(Refused::Busy { .. }) => tokio::time::sleep(Duration::from_millis(25)).await,
                Err(Refused::Full { .. }) => return Err(ServiceError::PositionsTooFast),
                Err(Refused::Failed) => return Err(ServiceError::Internal("reading a position failed".into())),
            }
        }
        Err(ServiceError::PositionsTooFast)
    }

    /// Analyse a position of a finished game (or a free board's) for
    /// `person`, telling `report` each deeper result, until `stop` is set or
    /// the search's bounds ([`ANALYSIS_NODES`], [`ANALYSIS_TIME`]). One
    /// analysis per person at a time, in the heavy pool's background: after
    /// everyone else's work, and refused when analyses fill its bound
    /// ([`ServiceError::EngineFull`]).
    pub async fn analyse(
        &self,
        person: u64,
        game: Game,
        stop: Arc<AtomicBool>,
        mut report: impl FnMut(EngineLine) + Send + 'static,
    ) -> Result<()> {
        let stop_seen = stop.clone();
        let settings = Settings { nodes: ANALYSIS_NODES, depth: 64, time_cap: ANALYSIS_TIME, noise: 0, tt_bits: 20 };
        // Whether anything was told: a position whose moves take the whole
        // time to list gives no line, and the page is told why.
        let job = move || -> bool {
            // Turns with no choice are not searched: the position after them
            // is, and the line starts with them. Playing them is bounded too.
            let interrupt = Interrupt { deadline: Instant::now().checked_add(ANALYSIS_TIME), stop: Some(stop.clone()) };
            interrupt.run(|| {
                let mover = game.position().turn();
                let mut game = game;
                let mut forced = Vec::new();
                while forced.len() < 40 {
                    let Some(turn) = game.only_turn() else { break };
                    if game.play(turn).is_err() || cut_short() {
                        return false;
                    }
                    forced.push(turn);
                }
                let k = forced.len() as i32;
                let flip = |score: i32| if k % 2 == 0 { score } else { -score };
                if let Some(outcome) = game.outcome() {
                    let mate_in = outcome.winner().map(|w| if w == mover { k } else { -k });
                    let score = mate_in.map_or(0, |m| m.signum() * 30_000);
                    report(EngineLine { depth: 0, score, mate_in, nodes: 0, line: forced });
                    return true;
                }
                let mut told = false;
                let _ = ai::analyse_watched(&game, &settings, 0, Some(&stop), &mut |p| {
                    let mut seen = EngineLine::of(p);
                    seen.score = flip(seen.score);
                    seen.mate_in = seen.mate_in.map(|m| {
                        let m = flip(m);
                        m + m.signum() * k
                    });
                    seen.line = forced.iter().copied().chain(seen.line).collect();
                    report(seen);
                    told = true;
                });
                told
            })
        };
        // The person's previous analysis, just stopped, may still be giving
        // its worker back: wait for it a little rather than refuse. The job
        // stays in `held` until a worker takes it.
        let held = Arc::new(std::sync::Mutex::new(Some(job)));
        for _ in 0..40 {
            let cell = held.clone();
            let attempt =
                move || cell.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take().map(|job| job());
            match self.heavy.run(Owner::Analyst(person), attempt).await {
                Ok(Some(false)) if !stopped(&stop_seen) => return Err(ServiceError::NoLineInTime),
                Ok(_) => return Ok(()),
                Err(Refused::Busy { .. }) if !stopped(&stop_seen) => {
                    tokio::time::sleep(Duration::from_millis(25)).await;
                }
                Err(Refused::Busy { .. }) => return Ok(()),
                Err(Refused::Full { .. }) => return Err(ServiceError::EngineFull),
                Err(Refused::Failed) => return Err(ServiceError::Internal("the analysis failed".into())),
            }
        }
        Err(ServiceError::Busy)
    }
}

fn stopped(stop: &AtomicBool) -> bool {
    stop.load(Ordering::Relaxed)
}
