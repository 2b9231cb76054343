//! A turn (an optional huff, then a move) and what playing one does: the
//! position its move starts from, whether it is irreversible, where one
//! piece can go. The game record ([`super::Game`]), the search and the front
//! ends all ask these questions here, so a change to the huff or the stall
//! rule is made once.

use super::bitboard::Bitboard;
use super::moves::Move;
use super::options::Rules;
use super::position::Position;
use super::types::Square;
use std::fmt;

/// One turn: an optional huff, then a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub huff: Option<Square>,
    pub mv: Move,
}

impl Turn {
    /// The position this turn's move is played from: `pos` with the huffed
    /// piece taken off (`pos` itself without a huff).
    #[inline]
    pub fn base(&self, pos: &Position) -> Position {
        pos.after_huff(self.huff)
    }

    /// Does this turn, played from `pos`, reset the stall counter and the
    /// repetition history?
    ///
    /// Invariant: true exactly for a huff, a capture or a man's move (a
    /// mullah's quiet move is the only reversible turn).
    #[inline]
    pub fn is_irreversible(&self, pos: &Position) -> bool {
        // A huff takes an opponent's piece: it never changes whether the
        // moving piece is a mullah, so `pos` answers for the base too.
        self.huff.is_some() || pos.is_irreversible(&self.mv)
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(sq) = self.huff {
            write!(f, "huff {sq}, ")?;
        }
        write!(f, "{}", self.mv)
    }
}

impl Position {
    /// This position after the huff of a turn (unchanged for `None`).
    #[inline]
    pub fn after_huff(&self, huff: Option<Square>) -> Position {
        match huff {
            Some(sq) => self.without_piece(sq),
            None => *self,
        }
    }

    /// Is `mv`, played from here without a huff, irreversible: a capture or
    /// a man's move? See [`Turn::is_irreversible`].
    #[inline]
    pub fn is_irreversible(&self, mv: &Move) -> bool {
        mv.is_capture() || !self.mullahs.contains(mv.from())
    }

    /// The position after `turn`, which must be legal here, and whether it
    /// was irreversible ([`Turn::is_irreversible`]).
    #[inline]
    pub fn play_turn(&self, turn: &Turn) -> (Position, bool) {
        (turn.base(self).play_unchecked(&turn.mv), turn.is_irreversible(self))
    }

    /// The legal moves of the piece on `from` (none for an empty point or
    /// the opponent's piece). For a turn with a huff, ask the position
    /// [`after_huff`](Position::after_huff), or [`Game::destinations`](super::Game::destinations).
    pub fn moves_from(&self, rules: &Rules, from: Square) -> Vec<Move> {
        self.legal_moves(rules).iter().filter(|m| m.from() == from).copied().collect()
    }

    /// Where the piece on `from` can go: the end points of its legal moves.
    pub fn destinations(&self, rules: &Rules, from: Square) -> Bitboard {
        destinations(&self.legal_moves(rules), from)
    }
}

/// The end points of the moves among `moves` that start on `from`.
pub(super) fn destinations(moves: &[Move], from: Square) -> Bitboard {
    moves.iter().filter(|m| m.from() == from).map(Move::to).collect()
}
