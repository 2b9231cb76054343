//! The searcher: iterative deepening, principal-variation alpha-beta with a
//! transposition table, killer and history move ordering, late-move
//! reductions, forced-move extensions and a capture quiescence search.
//!
//! Rules the search knows beyond move generation:
//! - a side without a legal move loses; repetition and the stall rule draw
//!   (a repetition inside the search already counts), and with `count` those
//!   draws go to the side with more pieces;
//! - in huff games the side to move may huff a piece after a fault. Inside the
//!   tree both sides take maximal captures (a fault is almost always a mistake);
//!   at the root every legal move is searched, faults included, and the reply
//!   considers every huff the fault allows.

use super::eval::{self, Weights, has_capture, has_quiet_move};
use super::keys::{from_tt, node_key, to_tt, turn_id};
use super::level::{Level, Settings};
use super::tt::{Bound, Table};
use crate::rules::{
    Bitboard, Color, Game, Interrupt, Majority, Move, MoveList, Outcome, Position, Rules, Square, Turn, WinReason,
    cut_short,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

mod root;

const INF: i32 = 32_000;
/// A win in `n` plies scores `MATE - n`.
pub(super) const MATE: i32 = 31_000;
pub(super) const MATE_BOUND: i32 = 30_000;
/// A draw decided on count (plus the piece difference).
pub(super) const COUNT_WIN: i32 = 20_000;
/// Penalty of a plain draw for the side that searches (it plays for a win).
const CONTEMPT: i32 = 15;
const MAX_PLY: usize = 120;

/// What a search found besides its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchStats {
    /// Score of the chosen turn for the side that plays it, in hundredths of a
    /// man; beyond ±30000 a forced win or loss, beyond ±20000 a win on count.
    pub score: i32,
    /// Deepest completed iteration (0: the only legal turn, no search).
    pub depth: u8,
    /// Positions visited, quiescence included.
    pub nodes: u64,
    pub elapsed: Duration,
    /// The time cap stopped the search before its node budget: the turn may
    /// differ from run to run.
    pub timed_out: bool,
}

impl SearchStats {
    /// Moves (plies) to a forced win (positive) or loss (negative), if the search saw one.
    pub fn mate_in(&self) -> Option<i32> {
        (self.score.abs() > MATE_BOUND).then(|| self.score.signum() * (MATE - self.score.abs()))
    }
}

/// The chosen turn and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub turn: Turn,
    pub stats: SearchStats,
}

/// The computer's turn in `game` at `level` (`None` when the game is over).
///
/// Synchronous and CPU-bound (up to [`TIME_CAP`](super::TIME_CAP)); callers
/// on an async runtime should run it with `spawn_blocking`. The same game,
/// level and seed give the same turn unless the time cap stops the search
/// (only on a machine much slower than the development machine).
pub fn choose_turn(game: &Game, level: Level, seed: u64) -> Option<Turn> {
    analyse(game, &level.settings(), seed).map(|a| a.turn)
}

/// Search `game` with explicit settings; `None` when the game is over.
pub fn analyse(game: &Game, settings: &Settings, seed: u64) -> Option<Analysis> {
    analyse_watched(game, settings, seed, None, &mut |_| {})
}

/// What a search knows after an iteration: its depth, the score of its
/// best turn, the nodes so far and the line it expects (the best turn
/// first, then the replies the table holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub stats: SearchStats,
    pub line: Vec<Turn>,
}

/// [`analyse`], told after every completed iteration (`report`) and
/// stopped early, with the best turn found so far, once `stop` is set.
///
/// The time cap and `stop` are looked at every 1,024 nodes and inside move
/// generation too ([`Interrupt`]): one generation can take half a second on
/// a hostile position, and a node can be one. A position with more than
/// [`MAX_TURNS`] legal turns is searched through the most forcing
/// [`MAX_TURNS`] of them (huffs, then the largest captures), each looked at
/// only when its turn comes, so neither time nor memory grows with the rest.
pub fn analyse_watched(
    game: &Game,
    settings: &Settings,
    seed: u64,
    stop: Option<&Arc<AtomicBool>>,
    report: &mut dyn FnMut(&Progress),
) -> Option<Analysis> {
    if game.outcome().is_some() {
        return None;
    }
    let mut searcher = Searcher::new(game, settings);
    searcher.stop = stop.map(|s| &**s);
    let interrupt = Interrupt { deadline: searcher.started.checked_add(settings.time_cap), stop: stop.cloned() };
    interrupt.run(|| searcher.run(game, settings, seed, report))
}

/// Index of a move's slot in the history table (by colour, from and to point).
#[inline]
fn history_index(color: usize, mv: &Move) -> usize {
    color * 10_000 + usize::from(mv.from().index()) * 100 + usize::from(mv.to().index())
}

/// A turn in a move list, with its ordering key. Played with
/// [`Position::play_turn`], the rules' own answer to "what position, and
/// was it irreversible".
#[derive(Clone, Copy)]
struct Entry {
    turn: Turn,
    id: u32,
    order: i32,
}

impl Entry {
    #[inline]
    fn is_quiet(&self) -> bool {
        self.turn.huff.is_none() && !self.turn.mv.is_capture() && !self.turn.mv.promotes()
    }
}

struct Searcher<'s> {
    /// Set from outside: stop as soon as possible.
    stop: Option<&'s AtomicBool>,
    rules: Rules,
    huff_rules: bool,
    tt: Table,
    nodes: u64,
    node_limit: u64,
    started: Instant,
    time_cap: Duration,
    stopped: bool,
    timed_out: bool,
    lists: Vec<Vec<Entry>>,
    scratch: MoveList,
    killers: [[u32; 2]; MAX_PLY + 1],
    /// Indexed by colour, from and to point.
    history: Vec<i32>,
    /// Keys of the positions since the last irreversible ply of the game,
    /// then of the search path (the current node last).
    keys: Vec<u64>,
    root_color: Color,
    weights: Weights,
}

impl<'s> Searcher<'s> {
    fn new(game: &Game, settings: &Settings) -> Searcher<'s> {
        let rules = *game.rules();
        Searcher {
            stop: None,
            rules,
            huff_rules: rules.majority == Majority::Huff,
            tt: Table::new(settings.tt_bits),
            nodes: 0,
            node_limit: settings.nodes.max(1),
            started: Instant::now(),
            time_cap: settings.time_cap,
            stopped: false,
            timed_out: false,
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scratch: MoveList::new(),
            killers: [[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 100 * 100],
            keys: Vec::with_capacity(256),
            root_color: game.position().turn(),
            weights: eval::WEIGHTS,
        }
    }

    /// The keys of the game's positions since its last irreversible ply.
    fn game_keys(game: &Game) -> Vec<u64> {
        let mut pos = *game.start();
        let mut keys = vec![pos.hash()];
        for t in game.turns() {
            pos = pos.play_turn(t).0;
            keys.push(pos.hash());
        }
        let keep = (game.stall_count() as usize + 1).min(keys.len());
        keys.split_off(keys.len() - keep)
    }

    /// Stop: the interrupt fired inside move generation (the time cap, or
    /// `stop` set).
    fn stop_now(&mut self) {
        self.stopped = true;
        if self.stop.is_none_or(|s| !s.load(Ordering::Relaxed)) {
            self.timed_out = true;
        }
    }

    /// Score of a finished game for the side that moves at the root.
    fn outcome_score(&self, outcome: Outcome, after: &Game) -> i32 {
        let us = self.root_color;
        match outcome {
            Outcome::Draw { .. } => -CONTEMPT,
            Outcome::Win { winner, reason } => {
                let p = after.position();
                let score = match reason {
                    WinReason::Count(_) => COUNT_WIN + (p.count(us) as i32 - p.count(us.other()) as i32).abs(),
                    _ => MATE - 1,
                };
                if winner == us { score } else { -score }
            }
        }
    }

    fn run(
        mut self,
        game: &Game,
        settings: &Settings,
        seed: u64,
        report: &mut dyn FnMut(&Progress),
    ) -> Option<Analysis> {
        let mut roots = self.root_moves(game, settings, seed);
        let first = roots.first()?;
        let mut best = (first.turn, 0);
        let mut completed = 0u8;
        if roots.len() > 1 {
            self.keys = Self::game_keys(game);
            for depth in 1..=i32::from(settings.depth.max(1)) {
                let Some(found) = self.search_root(game, &mut roots, depth) else { break };
                best = found;
                if !self.stopped {
                    completed = depth as u8;
                    roots.sort_by_key(|r| std::cmp::Reverse(r.score));
                    let stats = self.stats(best.1, completed);
                    report(&Progress { stats, line: self.line(game, best.0, depth) });
                }
                let decided = best.1.abs() > MATE_BOUND;
                if self.stopped || decided || self.nodes > self.node_limit / 2 {
                    break;
                }
            }
        }
        Some(Analysis { turn: best.0, stats: self.stats(best.1, completed) })
    }

    fn stats(&self, score: i32, depth: u8) -> SearchStats {
        SearchStats { score, depth, nodes: self.nodes, elapsed: self.started.elapsed(), timed_out: self.timed_out }
    }

    /// The line the search expects after `first`: the table's best replies,
    /// as far as it holds them (at most `depth` turns, none repeated).
    fn line(&self, game: &Game, first: Turn, depth: i32) -> Vec<Turn> {
        let mut line = vec![first];
        let mut at = game.clone();
        let mut seen = vec![at.position().hash()];
        while at.play(line[line.len() - 1]).is_ok() && line.len() < depth.max(1) as usize && at.outcome().is_none() {
            let key = node_key(at.position(), at.huffable());
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(slot) = self.tt.probe(key).filter(|s| s.mv != 0) else { break };
            let mut next = None;
            at.each_turn_list(|huff, moves| {
                if next.is_none() {
                    next = moves.iter().find(|mv| turn_id(huff, mv) == slot.mv).map(|&mv| Turn { huff, mv });
                }
            });
            let Some(next) = next else { break };
            line.push(next);
        }
        line
    }

    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & 1023 == 0 {
            self.look_at_clock();
        }
    }

    /// Stop once the time cap has passed or `stop` is set.
    fn look_at_clock(&mut self) {
        if self.started.elapsed() >= self.time_cap {
            self.stopped = true;
            self.timed_out = true;
        } else if self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            self.stopped = true;
        }
    }

    /// Has the current node's position occurred before since the last
    /// irreversible ply (`stall` plies back at most)?
    fn repeated(&self, stall: u32) -> bool {
        let n = self.keys.len();
        let key = self.keys[n - 1];
        let reach = (stall as usize).min(n - 1);
        (2..=reach).step_by(2).any(|back| self.keys[n - 1 - back] == key)
    }

    /// Score of a drawn position for its side to move.
    fn draw_score(&self, pos: &Position) -> i32 {
        let us = pos.turn();
        if self.rules.count {
            let diff = pos.count(us) as i32 - pos.count(us.other()) as i32;
            if diff != 0 {
                return diff.signum() * COUNT_WIN + diff;
            }
        }
        if us == self.root_color { -CONTEMPT } else { CONTEMPT }
    }

    /// Fill `list` with the turns to search: every move (only maximal
    /// captures in huff games), after each allowed huff too.
    ///
    /// When the interrupt cut a generation short the list is incomplete:
    /// it is emptied and the search stops.
    fn generate(&mut self, pos: &Position, huffable: Bitboard, list: &mut Vec<Entry>) {
        list.clear();
        self.push_moves(pos, None, list);
        for sq in huffable {
            self.push_moves(&pos.after_huff(Some(sq)), Some(sq), list);
        }
        if cut_short() {
            list.clear();
            self.stop_now();
        }
    }

    fn push_moves(&mut self, base: &Position, huff: Option<Square>, list: &mut Vec<Entry>) {
        base.legal_moves_into(&self.rules, &mut self.scratch);
        let min = if self.huff_rules { self.scratch.iter().map(Move::capture_count).max().unwrap_or(0) } else { 0 };
        for mv in self.scratch.iter().filter(|m| m.capture_count() >= min) {
            list.push(Entry { turn: Turn { huff, mv: *mv }, id: turn_id(huff, mv), order: 0 });
        }
    }

    fn order(&self, pos: &Position, list: &mut [Entry], tt_move: u32, ply: usize) {
        let color = pos.turn().index();
        let killers = self.killers[ply];
        for e in list {
            e.order = if e.id == tt_move {
                1 << 30
            } else if !e.is_quiet() {
                let Turn { huff, mv } = e.turn;
                let mullahs = (mv.captured() & pos.mullahs()).count() as i32;
                let huffed_mullah = huff.is_some_and(|sq| pos.mullahs().contains(sq)) as i32;
                (1 << 26)
                    + (huff.is_some() as i32) * (1 << 22)
                    + huffed_mullah * (1 << 21)
                    + mullahs * (1 << 16)
                    + (mv.capture_count() as i32) * (1 << 8)
                    + (mv.promotes() as i32) * (1 << 12)
            } else if e.id == killers[0] {
                1 << 25
            } else if e.id == killers[1] {
                (1 << 25) - 1
            } else {
                self.history[history_index(color, &e.turn.mv)]
            };
        }
    }

    /// Move the best-ordered entry from `i..` to `i`.
    #[inline]
    fn pick(list: &mut [Entry], i: usize) {
        let mut best = i;
        for j in i + 1..list.len() {
            if list[j].order > list[best].order {
                best = j;
            }
        }
        list.swap(i, best);
    }

    fn reward(&mut self, pos: &Position, e: &Entry, ply: usize, depth: i32) {
        if self.killers[ply][0] != e.id {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = e.id;
        }
        let i = history_index(pos.turn().index(), &e.turn.mv);
        self.history[i] += depth * depth;
        if self.history[i] > 1 << 20 {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        pos: &Position,
        huffable: Bitboard,
        stall: u32,
        ply: usize,
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.rules.stall_reached(stall) || self.repeated(stall) {
            // A side without a move loses even then.
            if huffable.nonempty() || has_capture(pos) || has_quiet_move(pos) {
                return self.draw_score(pos);
            }
            return -MATE + ply as i32;
        }
        if depth <= 0 && huffable.is_empty() {
            return self.qsearch(pos, ply, alpha, beta);
        }
        if ply >= MAX_PLY {
            return eval::evaluate(&self.weights, pos);
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let key = node_key(pos, huffable);
        let mut tt_move = 0;
        if let Some(slot) = self.tt.probe(key) {
            tt_move = slot.mv;
            if !pv_node && i32::from(slot.depth) >= depth {
                let s = from_tt(slot.score, ply);
                let cut = match slot.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        self.generate(pos, huffable, &mut list);
        if self.stopped {
            self.lists[ply] = list;
            return 0;
        }
        if list.is_empty() {
            self.lists[ply] = list;
            return -MATE + ply as i32;
        }
        // A forced move costs nothing in width: look one ply further.
        let extend = i32::from(list.len() == 1);
        self.order(pos, &mut list, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_id = 0;
        for i in 0..list.len() {
            Self::pick(&mut list, i);
            let e = list[i];
            let (child, irreversible) = pos.play_turn(&e.turn);
            let child_stall = if irreversible { 0 } else { stall + 1 };
            let next = depth - 1 + extend;
            self.keys.push(child.hash());
            let none = Bitboard::EMPTY;
            let mut score;
            if i == 0 {
                score = -self.search(&child, none, child_stall, ply + 1, next, -beta, -alpha);
            } else {
                let late = e.is_quiet() && depth >= 3 && i >= 3 && e.order < (1 << 25) - 1;
                let r = if late { 1 + i32::from(i >= 10) } else { 0 };
                score = -self.search(&child, none, child_stall, ply + 1, next - r, -alpha - 1, -alpha);
                if score > alpha && r > 0 {
                    score = -self.search(&child, none, child_stall, ply + 1, next, -alpha - 1, -alpha);
                }
                if score > alpha && score < beta {
                    score = -self.search(&child, none, child_stall, ply + 1, next, -beta, -alpha);
                }
            }
            self.keys.pop();
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_id = e.id;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if e.is_quiet() {
                            self.reward(pos, &e, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = list;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, depth.clamp(0, 127) as i8, to_tt(best, ply), bound, best_id);
        best
    }

    /// Captures are compulsory, so a position with a capture is searched
    /// through all its captures; a quiet one is scored as it stands.
    fn qsearch(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.count_node();
        if self.stopped {
            return 0;
        }
        if !has_capture(pos) {
            if !has_quiet_move(pos) {
                return -MATE + ply as i32;
            }
            return eval::evaluate(&self.weights, pos);
        }
        if ply >= MAX_PLY {
            return eval::evaluate(&self.weights, pos);
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        self.generate(pos, Bitboard::EMPTY, &mut list);
        if self.stopped {
            self.lists[ply] = list;
            return 0;
        }
        self.order(pos, &mut list, 0, ply);
        let mut best = -INF;
        for i in 0..list.len() {
            Self::pick(&mut list, i);
            let child = pos.play_turn(&list[i].turn).0;
            let score = -self.qsearch(&child, ply + 1, -beta, -alpha);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = list;
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_in_counts_plies() {
        assert_eq!(
            SearchStats { score: MATE - 3, depth: 1, nodes: 1, elapsed: Duration::ZERO, timed_out: false }.mate_in(),
            Some(3)
        );
    }
}
