//! Legal move generation: men, flying mullahs, capture chains under
//! deferred or immediate removal, the majority rule and huff mode.

use super::bitboard::Bitboard;
use super::geometry::{Direction, Geometry};
use super::moves::{MAX_CAPTURES, Move, MoveList};
use super::options::{Landing, Majority, Removal, Rules};
use super::position::Position;
use super::types::{Color, Square};
use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A capture chain under construction, as seen by a [`ChainVisitor`].
pub(crate) struct Chain {
    pub from: Square,
    pub is_man: bool,
    pub captured: Bitboard,
    pub len: u8,
    pub path: [Square; MAX_CAPTURES],
}

impl Chain {
    #[inline]
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    #[inline]
    fn to_move(&self, geom: &Geometry, color: Color) -> Move {
        let to = self.path[self.len as usize - 1];
        Move {
            captured: self.captured,
            from: self.from,
            to,
            promotes: self.is_man && geom.far_rank(color).contains(to),
            len: self.len,
            path: self.path,
        }
    }
}

/// Receives every capture chain (every prefix, after each leap) of a search.
pub(crate) trait ChainVisitor {
    /// Called after each leap; return false to not look for further leaps.
    fn visit(&mut self, chain: &Chain) -> bool;

    /// Does this visitor need every path, or only every distinct state?
    const EVERY_PATH: bool = false;
}

/// States (landing point, captured set) a chain search has already expanded.
/// Everything that can follow a chain depends only on that state, so a second
/// path into the same state finds no new move. Open addressing with
/// generation stamps, reused through a thread-local, so nothing is allocated
/// per search; when a probe run is full the state is simply searched again.
struct SeenStates {
    /// Chain steps left for the current move generation (see [`CHAIN_BUDGET`]).
    budget: u64,
    generation: u32,
    slots: Box<[(u128, u32, u8)]>,
}

impl SeenStates {
    const SIZE: usize = 1 << 13;
    const PROBES: usize = 8;

    fn new() -> SeenStates {
        SeenStates { budget: CHAIN_BUDGET, generation: 0, slots: vec![(0, 0, 0); Self::SIZE].into_boxed_slice() }
    }

    fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill((0, 0, 0));
            self.generation = 1;
        }
    }

    /// Record the state; false if it was already recorded in this generation.
    #[inline]
    fn insert(&mut self, at: Square, captured: Bitboard) -> bool {
        let c = captured.0;
        let h = ((c as u64) ^ ((c >> 64) as u64).rotate_left(17) ^ u64::from(at.index()))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let start = (h >> 52) as usize;
        for i in 0..Self::PROBES {
            let slot = &mut self.slots[(start + i) & (Self::SIZE - 1)];
            if slot.1 != self.generation {
                *slot = (c, self.generation, at.index());
                return true;
            }
            if slot.0 == c && slot.2 == at.index() {
                return false;
            }
        }
        true
    }
}

/// Most chain steps one move generation expands. Ordinary positions need a
/// few thousand; a flying mullah among two dozen scattered pieces under
/// immediate removal can reach hundreds of millions of distinct states, and
/// the search then stops here (about half a second) with the longest chains
/// found so far rather than hang the caller.
pub const CHAIN_BUDGET: u64 = 1 << 23;

thread_local! {
    static SEEN: RefCell<SeenStates> = RefCell::new(SeenStates::new());
    /// What may cut this thread's move generation short ([`Interrupt::run`]).
    static INTERRUPT: RefCell<Option<Interrupt>> = const { RefCell::new(None) };
    /// A move generation was cut short since [`Interrupt::run`] began or
    /// [`cut_short`] was last asked.
    static CUT: Cell<bool> = const { Cell::new(false) };
}

/// Chain steps between two looks at the [`Interrupt`] (a few microseconds).
const INTERRUPT_EVERY: u64 = 1 << 12;

/// What may stop move generation on a thread before it is complete: a
/// deadline, a flag set from another thread, or both. A search that must
/// answer in time sets one ([`Interrupt::run`]): one move generation can
/// take half a second on a hostile position (see [`CHAIN_BUDGET`]), so
/// looking at the clock between nodes is not enough. A generation cut short
/// lists only some of the moves: whoever set the interrupt asks
/// [`cut_short`] and throws away what it computed from them. Nothing here
/// is I/O: the clock and the flag are read, never waited on.
#[derive(Clone, Debug, Default)]
pub struct Interrupt {
    pub deadline: Option<Instant>,
    pub stop: Option<Arc<AtomicBool>>,
}

impl Interrupt {
    fn fired(&self) -> bool {
        self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Run `f` with this thread's move generation cut short once `self`
    /// fires (the interrupt before is restored after).
    pub fn run<R>(&self, f: impl FnOnce() -> R) -> R {
        struct Restore(Option<Interrupt>, bool);
        impl Drop for Restore {
            fn drop(&mut self) {
                INTERRUPT.set(self.0.take());
                CUT.set(self.1);
            }
        }
        let _restore = Restore(INTERRUPT.replace(Some(self.clone())), CUT.replace(false));
        f()
    }
}

/// Was a move generation on this thread cut short by its [`Interrupt`]
/// since the last call (or since [`Interrupt::run`] began)? Its moves were
/// incomplete. Clears the mark.
pub fn cut_short() -> bool {
    CUT.replace(false)
}

/// Does this thread's interrupt say stop now? Marks the cut when it does.
#[cold]
fn interrupted() -> bool {
    let fired = INTERRUPT.with_borrow(|i| i.as_ref().is_some_and(Interrupt::fired));
    if fired {
        CUT.set(true);
    }
    fired
}

/// Depth-first search over the capture chains of one piece.
struct ChainSearch<'a, V> {
    geom: &'a Geometry,
    removal: Removal,
    landing: Landing,
    /// Points a piece may pass or land on before anything is captured.
    empty: Bitboard,
    enemy: Bitboard,
    chain: Chain,
    visitor: &'a mut V,
    /// Skip states already expanded (not when every path matters).
    seen: Option<&'a mut SeenStates>,
}

impl<V: ChainVisitor> ChainSearch<'_, V> {
    fn extend(&mut self, at: Square) {
        if let Some(seen) = self.seen.as_deref_mut() {
            if seen.budget == 0 {
                return;
            }
            seen.budget -= 1;
            if seen.budget % INTERRUPT_EVERY == 0 && interrupted() {
                seen.budget = 0;
                return;
            }
        }
        let empty = match self.removal {
            Removal::Deferred => self.empty,
            Removal::Immediate => self.empty | self.chain.captured,
        };
        let capturable = self.enemy & !self.chain.captured;
        if self.chain.is_man && (self.geom.neighbours(at) & capturable).is_empty() {
            return;
        }
        for dir in Direction::ALL {
            if self.chain.is_man {
                let Some(victim) = self.geom.step(dir, at) else { continue };
                if !capturable.contains(victim) {
                    continue;
                }
                if let Some(land) = self.geom.step(dir, victim)
                    && empty.contains(land)
                {
                    self.leap(victim, land);
                }
            } else {
                let mut next = self.geom.step(dir, at);
                while let Some(sq) = next
                    && empty.contains(sq)
                {
                    next = self.geom.step(dir, sq);
                }
                let Some(victim) = next else { continue };
                if !capturable.contains(victim) {
                    continue;
                }
                let mut land = self.geom.step(dir, victim);
                while let Some(sq) = land
                    && empty.contains(sq)
                {
                    self.leap(victim, sq);
                    if self.landing == Landing::Behind {
                        break;
                    }
                    land = self.geom.step(dir, sq);
                }
            }
        }
    }

    #[inline]
    fn leap(&mut self, victim: Square, land: Square) {
        let len = self.chain.len as usize;
        if len >= MAX_CAPTURES {
            return; // unreachable with at most 40 enemy pieces
        }
        let captured = self.chain.captured.with(victim);
        // A state with one capture is reached by one path only.
        if len >= 1
            && let Some(seen) = self.seen.as_deref_mut()
            && !seen.insert(land, captured)
        {
            return;
        }
        self.chain.path[len] = land;
        self.chain.len += 1;
        self.chain.captured = captured;
        if self.visitor.visit(&self.chain) {
            self.extend(land);
        }
        self.chain.captured = self.chain.captured.without(victim);
        self.chain.len -= 1;
    }
}

/// Collects legal capture moves: only the maximal ones (enforced) or every
/// chain prefix (huff), deduplicated by (start, end, captured set).
struct Collector<'a, const EVERY_PATH: bool = false> {
    geom: &'a Geometry,
    color: Color,
    all_prefixes: bool,
    best: u32,
    out: &'a mut MoveList,
}

impl<const EVERY_PATH: bool> ChainVisitor for Collector<'_, EVERY_PATH> {
    const EVERY_PATH: bool = EVERY_PATH;

    #[inline]
    fn visit(&mut self, chain: &Chain) -> bool {
        let n = chain.captured.count();
        if self.all_prefixes {
            self.best = self.best.max(n);
            self.out.push_unique(chain.to_move(self.geom, self.color));
        } else if n > self.best {
            self.best = n;
            self.out.clear();
            self.out.push(chain.to_move(self.geom, self.color));
        } else if n == self.best {
            self.out.push_unique(chain.to_move(self.geom, self.color));
        }
        true
    }
}

/// Finds the largest capture count and which pieces can capture at all.
#[derive(Default)]
struct CaptureSurvey {
    best: u32,
}

impl ChainVisitor for CaptureSurvey {
    #[inline]
    fn visit(&mut self, chain: &Chain) -> bool {
        self.best = self.best.max(chain.captured.count());
        true
    }
}

/// Finds whether a piece can capture at all: the first leap is enough.
#[derive(Default)]
struct AnyCapture {
    found: bool,
}

impl ChainVisitor for AnyCapture {
    #[inline]
    fn visit(&mut self, _: &Chain) -> bool {
        self.found = true;
        false
    }
}

/// Records the captured sets of chains whose landings equal `target`.
struct PathMatcher<'a> {
    target: &'a [Square],
    found: Vec<Bitboard>,
}

impl ChainVisitor for PathMatcher<'_> {
    const EVERY_PATH: bool = true;

    fn visit(&mut self, chain: &Chain) -> bool {
        let landings = chain.landings();
        if landings == self.target {
            self.found.push(chain.captured);
            return false;
        }
        self.target.starts_with(landings)
    }
}

impl Position {
    /// Run `visitor` over the capture chains of the side to move, from every
    /// piece that may start one.
    fn search_captures<V: ChainVisitor>(&self, rules: &Rules, only_from: Option<Square>, visitor: &mut V) {
        let geom = self.geometry();
        let us = self.turn();
        let enemy = self.pieces(us.other());
        let empty = self.empty();
        // Men that can make a first leap, found with shifts; mullahs are few and
        // are searched directly.
        let men = self.men(us);
        let mut starters = self.pieces(us) & self.mullahs();
        for dir in Direction::ALL {
            let landings = geom.shift(geom.shift(men, dir) & enemy, dir) & empty;
            starters |= landings.shift(-2 * dir.offset());
        }
        if let Some(sq) = only_from {
            starters &= Bitboard::from_square(sq);
        }
        if starters.is_empty() {
            return;
        }
        SEEN.with_borrow_mut(|seen| {
            seen.budget = CHAIN_BUDGET;
            for from in starters {
                seen.next_generation();
                Self::search_from(geom, rules, empty, enemy, self.mullahs(), from, visitor, seen);
            }
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn search_from<V: ChainVisitor>(
        geom: &Geometry,
        rules: &Rules,
        empty: Bitboard,
        enemy: Bitboard,
        mullahs: Bitboard,
        from: Square,
        visitor: &mut V,
        seen: &mut SeenStates,
    ) {
        {
            let mut search = ChainSearch {
                geom,
                removal: rules.removal,
                landing: rules.landing,
                empty: empty.with(from),
                enemy,
                chain: Chain {
                    from,
                    is_man: !mullahs.contains(from),
                    captured: Bitboard::EMPTY,
                    len: 0,
                    path: [Square::from_index(0); MAX_CAPTURES],
                },
                visitor,
                seen: if V::EVERY_PATH { None } else { Some(seen) },
            };
            search.extend(from);
        }
    }

    /// Append the quiet moves of the side to move.
    fn quiet_moves(&self, out: &mut MoveList) {
        let geom = self.geometry();
        let us = self.turn();
        let empty = self.empty();
        let far = geom.far_rank(us);
        for dir in Direction::forward(us) {
            for to in geom.shift(self.men(us), dir) & empty {
                let from = Square::from_index((to.index() as i8 - dir.offset()) as u8);
                out.push(Move::quiet(from, to, far.contains(to)));
            }
        }
        for from in self.pieces(us) & self.mullahs() {
            for dir in Direction::ALL {
                let mut next = geom.step(dir, from);
                while let Some(to) = next
                    && empty.contains(to)
                {
                    out.push(Move::quiet(from, to, false));
                    next = geom.step(dir, to);
                }
            }
        }
    }

    /// Every legal move of the side to move, into a reused list.
    pub fn legal_moves_into(&self, rules: &Rules, out: &mut MoveList) {
        out.clear();
        let huff = rules.majority == Majority::Huff;
        let mut collector: Collector<'_> =
            Collector { geom: self.geometry(), color: self.turn(), all_prefixes: huff, best: 0, out };
        self.search_captures(rules, None, &mut collector);
        if huff || collector.best == 0 {
            self.quiet_moves(out);
        }
    }

    /// Like `legal_moves_into`, but following every capture path instead of
    /// every distinct state (a reference for tests of the pruning).
    #[cfg(test)]
    fn legal_moves_exhaustive(&self, rules: &Rules) -> MoveList {
        let mut out = MoveList::new();
        let huff = rules.majority == Majority::Huff;
        let mut collector: Collector<'_, true> =
            Collector { geom: self.geometry(), color: self.turn(), all_prefixes: huff, best: 0, out: &mut out };
        self.search_captures(rules, None, &mut collector);
        if huff || collector.best == 0 {
            self.quiet_moves(&mut out);
        }
        out
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self, rules: &Rules) -> MoveList {
        let mut out = MoveList::new();
        self.legal_moves_into(rules, &mut out);
        out
    }

    /// The most pieces any capture of the side to move takes (0: no capture).
    pub fn max_capture(&self, rules: &Rules) -> u32 {
        let mut survey = CaptureSurvey::default();
        self.search_captures(rules, None, &mut survey);
        survey.best
    }

    /// The pieces of the side to move that have at least one capture.
    pub fn capturers(&self, rules: &Rules) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for sq in self.pieces(self.turn()) {
            let mut any = AnyCapture::default();
            self.search_captures(rules, Some(sq), &mut any);
            if any.found {
                bb = bb.with(sq);
            }
        }
        bb
    }

    /// The captured sets of every capture chain from `from` through exactly
    /// these landing points, whether or not the chain is legal as a move.
    pub(crate) fn chains_along(&self, rules: &Rules, from: Square, landings: &[Square]) -> Vec<Bitboard> {
        let mut matcher = PathMatcher { target: landings, found: Vec::new() };
        if !landings.is_empty() && landings.len() <= MAX_CAPTURES && self.pieces(self.turn()).contains(from) {
            self.search_captures(rules, Some(from), &mut matcher);
        }
        matcher.found
    }

    /// Count the leaves of the legal move tree to `depth` plies.
    pub fn perft(&self, rules: &Rules, depth: u32) -> u64 {
        let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::new()).collect();
        perft_inner(self, rules, &mut lists)
    }
}

fn perft_inner(pos: &Position, rules: &Rules, lists: &mut [MoveList]) -> u64 {
    let Some((list, rest)) = lists.split_first_mut() else { return 1 };
    pos.legal_moves_into(rules, list);
    if rest.is_empty() {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for i in 0..list.len() {
        let next = pos.play_unchecked(&list[i]);
        nodes += perft_inner(&next, rules, rest);
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Preset};
    use std::collections::HashSet;

    /// Skipping already-expanded states finds exactly the moves (and the same
    /// representative paths, in the same order) as following every path.
    #[test]
    fn state_pruning_finds_every_move() {
        let mut state = 0x1234_5678_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for preset in Preset::ALL {
            let rules = preset.rules();
            for _ in 0..30 {
                let mut pos = Position::start(rules.board);
                for _ in 0..150 {
                    let fast = pos.legal_moves(&rules);
                    let slow = pos.legal_moves_exhaustive(&rules);
                    let paths = |l: &MoveList| l.iter().map(|m| m.to_string()).collect::<Vec<_>>();
                    assert_eq!(paths(&fast), paths(&slow), "{preset:?} {pos}");
                    if fast.is_empty() {
                        break;
                    }
                    pos = pos.play_unchecked(&fast[next(fast.len())]);
                }
            }
        }
        let _ = BoardSize::Nine;
    }

    /// A huff game where a flying mullah has tens of thousands of chain
    /// prefixes (found by the `play` fuzz target, where the linear duplicate
    /// check made one turn take 20 s): each move is listed once, and the
    /// indexed duplicate check finds the same moves as following every path.
    #[test]
    fn a_mullah_with_many_chain_prefixes_lists_each_move_once() {
        let rules = Preset::Sahara.rules();
        let pos: Position = "1w5ww/w7w/ww1www3/www3w1w/7b1/b1bbbbbbb/3b3b1/3bbbbbb/bW1b1b2b w".parse().unwrap();
        let fast = pos.legal_moves(&rules);
        let keys: HashSet<(Square, Square, Bitboard)> = fast.iter().map(|m| (m.from(), m.to(), m.captured())).collect();
        assert_eq!(keys.len(), fast.len(), "no move listed twice");
        assert!(fast.len() > 10_000, "{} moves", fast.len());
        let slow = pos.legal_moves_exhaustive(&rules);
        let paths = |l: &MoveList| l.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        assert_eq!(paths(&fast), paths(&slow));
    }
}
