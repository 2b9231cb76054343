//! Moves and lists of moves: what move generation produces and every other
//! part of the rules (and the rest of the crate) passes around.

use super::bitboard::Bitboard;
use super::types::Square;
use std::collections::HashSet;
use std::fmt;
use std::ops::Deref;

/// Most pieces one chain can capture (a side has at most 40).
pub const MAX_CAPTURES: usize = 40;

/// A move: a quiet step or slide, or a capture chain through its landing points.
///
/// Equality and hashing are by (start, end, captured set): two capture paths
/// with the same start, end and captured pieces are one move. `path` keeps one
/// representative path for display.
#[derive(Clone, Copy)]
pub struct Move {
    pub(super) captured: Bitboard,
    pub(super) from: Square,
    pub(super) to: Square,
    pub(super) promotes: bool,
    pub(super) len: u8,
    pub(super) path: [Square; MAX_CAPTURES],
}

impl Move {
    pub fn quiet(from: Square, to: Square, promotes: bool) -> Move {
        Move { captured: Bitboard::EMPTY, from, to, promotes, len: 0, path: [Square::from_index(0); MAX_CAPTURES] }
    }

    #[inline]
    pub fn from(&self) -> Square {
        self.from
    }

    #[inline]
    pub fn to(&self) -> Square {
        self.to
    }

    /// The pieces this move captures.
    #[inline]
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    #[inline]
    pub fn capture_count(&self) -> u32 {
        self.captured.count()
    }

    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured.nonempty()
    }

    /// Does a man become a mullah with this move?
    #[inline]
    pub fn promotes(&self) -> bool {
        self.promotes
    }

    /// The landing points of a capture chain in order (empty for a quiet move).
    #[inline]
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// Every point the piece stands on: start, then each landing (or the end).
    pub fn points(&self) -> impl Iterator<Item = Square> + '_ {
        let rest: &[Square] = if self.len == 0 { std::slice::from_ref(&self.to) } else { self.landings() };
        std::iter::once(self.from).chain(rest.iter().copied())
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }
}

impl Eq for Move {}

impl std::hash::Hash for Move {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.captured).hash(state);
    }
}

impl fmt::Display for Move {
    /// `c3-c4` for a quiet move, `c3xe5xg3` for a capture chain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        if self.len == 0 {
            write!(f, "-{}", self.to)
        } else {
            self.landings().iter().try_for_each(|sq| write!(f, "x{sq}"))
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// A reusable list of moves. Clearing keeps the capacity, so generating into
/// the same list again does not allocate.
#[derive(Clone, Debug, Default)]
pub struct MoveList {
    moves: Vec<Move>,
    /// The same moves, for [`MoveList::push_unique`] once the list is too
    /// long for a linear scan: in a huff game every prefix of every chain is
    /// a move, and a flying mullah can have tens of thousands. Empty while
    /// the list is short.
    index: HashSet<Move>,
}

impl MoveList {
    /// Length from which `push_unique` looks moves up in `index`.
    const INDEX_FROM: usize = 32;

    pub fn new() -> MoveList {
        MoveList { moves: Vec::with_capacity(64), index: HashSet::new() }
    }

    #[inline]
    pub fn clear(&mut self) {
        self.moves.clear();
        self.index.clear();
    }

    #[inline]
    pub(super) fn push(&mut self, mv: Move) {
        if !self.index.is_empty() {
            self.index.insert(mv);
        }
        self.moves.push(mv);
    }

    /// Push unless the same (start, end, captured set) is already listed.
    #[inline]
    pub(super) fn push_unique(&mut self, mv: Move) {
        if self.moves.len() < Self::INDEX_FROM {
            if !self.moves.contains(&mv) {
                self.moves.push(mv);
            }
            return;
        }
        if self.index.is_empty() {
            self.index.extend(self.moves.iter().copied());
        }
        if self.index.insert(mv) {
            self.moves.push(mv);
        }
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves.iter()
    }
}
