//! Playing on a position: checked (`play`, from a `Move` or typed text) and
//! unchecked (`play_unchecked`, for moves taken from the legal list), and
//! the huff (`without_piece`).

use super::moves::Move;
use super::notation::{MoveError, parse_move};
use super::options::Rules;
use super::position::Position;
use super::types::{Kind, Piece, Square};
use super::zobrist;
use std::fmt;

/// A move checked against the legal moves failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    pub mv: String,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a legal move here", self.mv)
    }
}

impl std::error::Error for PlayError {}

impl Position {
    /// The position after `mv`, or an error (leaving `self` as it is) when
    /// `mv` is not legal here.
    pub fn play(&self, rules: &Rules, mv: &Move) -> Result<Position, PlayError> {
        if self.legal_moves(rules).contains(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(PlayError { mv: mv.to_string() })
        }
    }

    /// Parse a typed move against this position's legal moves.
    pub fn parse_move(&self, rules: &Rules, text: &str) -> Result<Move, MoveError> {
        let legal = self.legal_moves(rules);
        parse_move(self, rules, &legal, text)
    }

    /// The position after `mv`, which must be legal here (see `legal_moves`).
    /// Use [`Position::play`] for moves of unknown origin.
    #[inline]
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut next = *self;
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        let mullah = self.mullahs.contains(from);
        let moved = Piece { color: us, kind: if mullah { Kind::Mullah } else { Kind::Man } };
        let landed = Piece { kind: if mullah || mv.promotes() { Kind::Mullah } else { Kind::Man }, ..moved };
        // Captured pieces leave first: under immediate removal a chain may end
        // on the point of a piece it captured earlier.
        let theirs = next.pieces.get_mut(them);
        *theirs &= !mv.captured();
        next.mullahs &= !mv.captured();
        let ours = next.pieces.get_mut(us);
        *ours = ours.without(from).with(to);
        next.mullahs = next.mullahs.without(from);
        if landed.kind == Kind::Mullah {
            next.mullahs = next.mullahs.with(to);
        }
        let mut hash = self.hash ^ zobrist::piece(moved, from) ^ zobrist::piece(landed, to) ^ zobrist::side();
        for sq in mv.captured() {
            let kind = if self.mullahs.contains(sq) { Kind::Mullah } else { Kind::Man };
            hash ^= zobrist::piece(Piece { color: them, kind }, sq);
        }
        next.turn = them;
        next.hash = hash;
        next
    }

    /// This position with the piece on `sq` taken off (a huff). The side to
    /// move does not change.
    pub fn without_piece(&self, sq: Square) -> Position {
        let mut next = *self;
        if let Some(p) = self.piece_at(sq) {
            let bb = next.pieces.get_mut(p.color);
            *bb = bb.without(sq);
            next.mullahs = next.mullahs.without(sq);
            next.hash ^= zobrist::piece(p, sq);
        }
        next
    }
}
