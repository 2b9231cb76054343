//! The search's keys and stored scores: a turn's compact identity, a
//! node's key (the position and the huff right it carries), and scores as
//! the transposition table keeps them (a forced win's distance from the
//! node, not from the root).

use super::search::MATE_BOUND;
use crate::rules::{Bitboard, Move, Position, Square};

/// A compact identity of a turn for the hash table and killer slots (never 0).
#[inline]
pub(super) fn turn_id(huff: Option<Square>, mv: &Move) -> u32 {
    let cap = mv.captured().0;
    let folded = ((cap as u64) ^ ((cap >> 64) as u64)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54;
    let huff = huff.map_or(127, |sq| u32::from(sq.index()));
    1 | u32::from(mv.from().index()) << 1 | u32::from(mv.to().index()) << 8 | huff << 15 | (folded as u32) << 22
}

/// Key of a node: the position, plus the huff right it carries.
#[inline]
pub(super) fn node_key(pos: &Position, huffable: Bitboard) -> u64 {
    if huffable.is_empty() {
        return pos.hash();
    }
    let h = huffable.0;
    pos.hash() ^ ((h as u64) ^ ((h >> 64) as u64).rotate_left(32)).wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ 0x5555
}

#[inline]
pub(super) fn to_tt(score: i32, ply: usize) -> i16 {
    let s = if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    };
    s as i16
}

#[inline]
pub(super) fn from_tt(score: i16, ply: usize) -> i32 {
    let s = i32::from(score);
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::{COUNT_WIN, MATE};
    use crate::rules::Rules;

    #[test]
    fn tt_scores_keep_mate_distance() {
        for ply in [0usize, 3, 40] {
            for score in [0, 150, -MATE + 7 + ply as i32, MATE - 9 - ply as i32, COUNT_WIN + 3] {
                assert_eq!(from_tt(to_tt(score, ply), ply), score);
            }
        }
    }

    #[test]
    fn turn_ids_differ_by_huff_and_are_never_zero() {
        let pos = Position::start(crate::rules::BoardSize::Nine);
        let moves = pos.legal_moves(&Rules::default());
        let ids: Vec<u32> = moves.iter().map(|m| turn_id(None, m)).collect();
        assert!(ids.iter().all(|&id| id != 0));
        assert_ne!(ids[0], ids[1]);
        assert_ne!(turn_id(None, &moves[0]), turn_id(Some(Square::new(4, 4)), &moves[0]));
    }
}
