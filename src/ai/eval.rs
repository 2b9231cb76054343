//! Static evaluation: material, advancement, mobility and safety, computed
//! with bitboard shifts (no move generation).
//!
//! Scores are in hundredths of a man, from the point of view of the side to move.

use crate::rules::Bitboard;
use crate::rules::{BoardSize, Color, Direction, Geometry, Position, Square};

/// The weights of the evaluation, in hundredths of a man.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    pub man: i32,
    pub mullah: i32,
    /// Bonus of a man by how far it stands from its own first rank (the last
    /// entry, the far rank, is never used: a man arriving there is promoted).
    pub advance_9: [i32; 9],
    pub advance_5: [i32; 5],
    /// A man on its own first rank, guarding the promotion rank of the opponent.
    pub guard: i32,
    /// Each quiet step a man could make.
    pub man_mobility: i32,
    /// Each point a mullah could slide to.
    pub mullah_mobility: i32,
    /// By how many pieces of the side to move the opponent could take if it
    /// were their turn (0, 1, 2, 3 or more).
    pub threatened: [i32; 4],
    /// Extra for each threatened mullah.
    pub threatened_mullah: i32,
}

pub(crate) const WEIGHTS: Weights = Weights {
    man: 100,
    mullah: 320,
    advance_9: [0, 0, 1, 3, 6, 10, 15, 22, 0],
    advance_5: [0, 3, 8, 16, 0],
    guard: 4,
    man_mobility: 2,
    mullah_mobility: 2,
    threatened: [0, 12, 40, 70],
    threatened_mullah: 30,
};

#[inline]
pub(crate) fn opposite(dir: Direction) -> Direction {
    Direction::ALL[(dir as usize + 4) % 8]
}

/// The rank `y` (0-based) of a board of `n` points a side.
#[inline]
fn rank(n: u8, y: u8) -> Bitboard {
    Bitboard(((1u128 << n) - 1) << (y as u32 * Square::STRIDE as u32))
}

/// The pieces of `victims` that `men` and `mullahs` could take with a first
/// leap (the start of any capture chain, under every rule option).
pub(crate) fn leap_targets(
    g: &Geometry,
    men: Bitboard,
    mullahs: Bitboard,
    victims: Bitboard,
    empty: Bitboard,
) -> Bitboard {
    let mut hit = Bitboard::EMPTY;
    for dir in Direction::ALL {
        hit |= g.shift(men, dir) & victims & g.shift(empty, opposite(dir));
    }
    for from in mullahs {
        for dir in Direction::ALL {
            let mut next = g.step(dir, from);
            while let Some(sq) = next
                && empty.contains(sq)
            {
                next = g.step(dir, sq);
            }
            if let Some(v) = next
                && victims.contains(v)
                && g.step(dir, v).is_some_and(|land| empty.contains(land))
            {
                hit = hit.with(v);
            }
        }
    }
    hit
}

/// Can the side to move capture?
#[inline]
pub(crate) fn has_capture(pos: &Position) -> bool {
    let us = pos.turn();
    let mine = pos.pieces(us);
    leap_targets(pos.geometry(), mine & !pos.mullahs(), mine & pos.mullahs(), pos.pieces(us.other()), pos.empty())
        .nonempty()
}

/// Can the side to move make a quiet move?
#[inline]
pub(crate) fn has_quiet_move(pos: &Position) -> bool {
    let g = pos.geometry();
    let us = pos.turn();
    let empty = pos.empty();
    let men = pos.men(us);
    if Direction::forward(us).into_iter().any(|dir| (g.shift(men, dir) & empty).nonempty()) {
        return true;
    }
    let mullahs = pos.pieces(us) & pos.mullahs();
    Direction::ALL.into_iter().any(|dir| (g.shift(mullahs, dir) & empty).nonempty())
}

/// Points the mullahs in `mullahs` could slide to (counted once per direction).
fn mullah_reach(g: &Geometry, mullahs: Bitboard, empty: Bitboard) -> u32 {
    let mut total = 0;
    for dir in Direction::ALL {
        let mut ray = g.shift(mullahs, dir) & empty;
        while ray.nonempty() {
            total += ray.count();
            ray = g.shift(ray, dir) & empty;
        }
    }
    total
}

/// Material and position of one side.
fn side(w: &Weights, pos: &Position, color: Color, empty: Bitboard) -> i32 {
    let g = pos.geometry();
    let n = pos.size().points_per_side();
    let men = pos.men(color);
    let mullahs = pos.pieces(color) & pos.mullahs();
    let mut score = men.count() as i32 * w.man + mullahs.count() as i32 * w.mullah;
    let advance: &[i32] = match pos.size() {
        BoardSize::Nine => &w.advance_9,
        BoardSize::Five => &w.advance_5,
    };
    for (rel, bonus) in advance.iter().enumerate().skip(1).take(n as usize - 2) {
        let y = match color {
            Color::Black => rel as u8,
            Color::White => n - 1 - rel as u8,
        };
        score += (men & rank(n, y)).count() as i32 * bonus;
    }
    let home = g.far_rank(color.other());
    if pos.men(color.other()).nonempty() {
        score += (men & home).count() as i32 * w.guard;
    }
    let steps: u32 = Direction::forward(color).into_iter().map(|dir| (g.shift(men, dir) & empty).count()).sum();
    score += steps as i32 * w.man_mobility;
    if mullahs.nonempty() {
        score += mullah_reach(g, mullahs, empty) as i32 * w.mullah_mobility;
    }
    score
}

/// The static score of a position for the side to move.
pub(crate) fn evaluate(w: &Weights, pos: &Position) -> i32 {
    let us = pos.turn();
    let them = us.other();
    let empty = pos.empty();
    let mut score = side(w, pos, us, empty) - side(w, pos, them, empty);
    let theirs = pos.pieces(them);
    let threatened =
        leap_targets(pos.geometry(), theirs & !pos.mullahs(), theirs & pos.mullahs(), pos.pieces(us), empty);
    if threatened.nonempty() {
        let mullahs = (threatened & pos.mullahs()).count().min(3) as i32;
        score -= w.threatened[threatened.count().min(3) as usize] + mullahs * w.threatened_mullah;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_start_is_level() {
        let p = Position::start(BoardSize::Nine);
        // The start is mirror-symmetric, so only the side to move differs.
        assert_eq!(evaluate(&WEIGHTS, &p), 0);
        assert!(!has_capture(&p));
        assert!(has_quiet_move(&p));
    }

    #[test]
    fn material_counts_and_mullahs_weigh_more() {
        let more: Position = "9/9/9/9/4w4/9/9/2b1b4/9 b".parse().unwrap();
        assert!(evaluate(&WEIGHTS, &more) > WEIGHTS.man / 2);
        let mullah: Position = "9/9/9/9/4w4/9/9/2B6/9 b".parse().unwrap();
        let man: Position = "9/9/9/9/4w4/9/9/2b6/9 b".parse().unwrap();
        assert!(evaluate(&WEIGHTS, &mullah) > evaluate(&WEIGHTS, &man) + WEIGHTS.man);
    }

    #[test]
    fn captures_and_threats_are_seen() {
        // The black man on e4 can take e5; the white mullah on a1 could take
        // nothing (c3 has no piece behind an empty point on its line).
        let p: Position = "9/9/9/9/4w4/4b4/9/9/W8 b".parse().unwrap();
        assert!(has_capture(&p));
        let g = p.geometry();
        let targets = leap_targets(g, p.men(Color::Black), Bitboard::EMPTY, p.pieces(Color::White), p.empty());
        assert_eq!(targets, Bitboard::from_square(g.parse_square("e5").unwrap()));
        // A flying mullah takes from afar along a diagonal.
        let far: Position = "9/9/9/9/9/9/2w6/9/B8 b".parse().unwrap();
        assert!(has_capture(&far));
        let blocked: Position = "9/9/9/9/9/3w5/2w6/9/B8 b".parse().unwrap();
        assert!(!has_capture(&blocked));
    }
}
