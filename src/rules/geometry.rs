//! Board geometry: which points exist and which lines join them, for the
//! 9×9 quadruple-alquerque board and the 5×5 board, through one code path.

use super::bitboard::Bitboard;
use super::types::{Color, Square};
use std::fmt;

/// The eight line directions, in compass order starting north (towards rank 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// (dx, dy) of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// Bit offset of one step in the padded layout.
    pub const fn offset(self) -> i8 {
        let (dx, dy) = self.delta();
        dy * Square::STRIDE as i8 + dx
    }

    pub const fn is_diagonal(self) -> bool {
        let (dx, dy) = self.delta();
        dx != 0 && dy != 0
    }

    /// The direction of a (dx, dy) vector that lies on a straight or diagonal line.
    pub fn from_vector(dx: i8, dy: i8) -> Option<(Direction, u8)> {
        if (dx, dy) == (0, 0) || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
            return None;
        }
        let unit = (dx.signum(), dy.signum());
        let dir = Direction::ALL.into_iter().find(|d| d.delta() == unit)?;
        Some((dir, dx.abs().max(dy.abs()) as u8))
    }

    /// The directions a man of `color` may make quiet moves in.
    pub const fn forward(color: Color) -> [Direction; 3] {
        match color {
            Color::Black => [Direction::N, Direction::NE, Direction::NW],
            Color::White => [Direction::S, Direction::SE, Direction::SW],
        }
    }
}

/// Marks "no neighbour" in the step tables.
const NONE: u8 = u8::MAX;
/// Number of indices in the padded layout that a board can use.
const INDICES: usize = 100;

/// Board size: the 9×9 board (default) or the small 5×5 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum BoardSize {
    #[default]
    Nine,
    Five,
}

impl BoardSize {
    pub const fn points_per_side(self) -> u8 {
        match self {
            BoardSize::Nine => 9,
            BoardSize::Five => 5,
        }
    }

    pub const fn geometry(self) -> &'static Geometry {
        match self {
            BoardSize::Nine => &GEOMETRY_9,
            BoardSize::Five => &GEOMETRY_5,
        }
    }

    pub fn from_points_per_side(n: usize) -> Option<BoardSize> {
        match n {
            9 => Some(BoardSize::Nine),
            5 => Some(BoardSize::Five),
            _ => None,
        }
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.points_per_side();
        write!(f, "{n}x{n}")
    }
}

/// Precomputed facts about one board size.
#[derive(Debug)]
pub struct Geometry {
    pub size: BoardSize,
    /// Every point of the board.
    pub points: Bitboard,
    /// Points that have diagonal lines through them.
    pub diagonal: Bitboard,
    /// The far rank of each colour: a man whose move ends there becomes a mullah.
    far_rank: [Bitboard; 2],
    /// `step[dir][sq]`: the neighbour of `sq` along a line in `dir`, or NONE.
    step: [[u8; INDICES]; 8],
    /// `neighbours[sq]`: every point joined to `sq` by a line.
    neighbours: [Bitboard; INDICES],
}

pub static GEOMETRY_9: Geometry = Geometry::build(BoardSize::Nine);
pub static GEOMETRY_5: Geometry = Geometry::build(BoardSize::Five);

impl Geometry {
    const fn build(size: BoardSize) -> Geometry {
        let n = size.points_per_side();
        let all_diagonal = matches!(size, BoardSize::Five);
        let mut points = 0u128;
        let mut diagonal = 0u128;
        let mut bottom = 0u128;
        let mut top = 0u128;
        let mut y = 0;
        while y < n {
            let mut x = 0;
            while x < n {
                let bit = 1u128 << Square::new(x, y).index();
                points |= bit;
                if all_diagonal || (x + y) % 2 == 0 {
                    diagonal |= bit;
                }
                if y == 0 {
                    bottom |= bit;
                }
                if y == n - 1 {
                    top |= bit;
                }
                x += 1;
            }
            y += 1;
        }
        let mut step = [[NONE; INDICES]; 8];
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let (dx, dy) = dir.delta();
            let mut y = 0;
            while y < n {
                let mut x = 0;
                while x < n {
                    let from = Square::new(x, y).index();
                    let tx = x as i8 + dx;
                    let ty = y as i8 + dy;
                    let on_line = !dir.is_diagonal() || diagonal >> from & 1 != 0;
                    if on_line && tx >= 0 && ty >= 0 && tx < n as i8 && ty < n as i8 {
                        step[d][from as usize] = Square::new(tx as u8, ty as u8).index();
                    }
                    x += 1;
                }
                y += 1;
            }
            d += 1;
        }
        let mut neighbours = [Bitboard::EMPTY; INDICES];
        let mut i = 0;
        while i < INDICES {
            let mut bits = 0u128;
            let mut d = 0;
            while d < 8 {
                if step[d][i] != NONE {
                    bits |= 1u128 << step[d][i];
                }
                d += 1;
            }
            neighbours[i] = Bitboard(bits);
            i += 1;
        }
        Geometry {
            neighbours,
            size,
            points: Bitboard(points),
            diagonal: Bitboard(diagonal),
            far_rank: [Bitboard(top), Bitboard(bottom)],
            step,
        }
    }

    /// The neighbour of `sq` along a line in `dir`, if there is one.
    #[inline]
    pub fn step(&self, dir: Direction, sq: Square) -> Option<Square> {
        let t = self.step[dir as usize][sq.index() as usize];
        (t != NONE).then(|| Square::from_index(t))
    }

    /// Every point joined to `sq` by a line.
    #[inline]
    pub fn neighbours(&self, sq: Square) -> Bitboard {
        self.neighbours[sq.index() as usize]
    }

    /// The rank where men of `color` are promoted.
    #[inline]
    pub fn far_rank(&self, color: Color) -> Bitboard {
        self.far_rank[color.index()]
    }

    /// Does `sq` lie on this board?
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.points.contains(sq)
    }

    /// One step of every square in `bb` along `dir`, keeping only steps along lines.
    #[inline]
    pub fn shift(&self, bb: Bitboard, dir: Direction) -> Bitboard {
        let src = if dir.is_diagonal() { bb & self.diagonal } else { bb };
        src.shift(dir.offset()) & self.points
    }

    /// If `to` lies on a line through `from`, its direction and distance.
    pub fn line_between(&self, from: Square, to: Square) -> Option<(Direction, u8)> {
        let dx = to.x() as i8 - from.x() as i8;
        let dy = to.y() as i8 - from.y() as i8;
        let (dir, dist) = Direction::from_vector(dx, dy)?;
        (!dir.is_diagonal() || self.diagonal.contains(from)).then_some((dir, dist))
    }

    /// Parse a point name like `c3` (any case) on this board.
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let x = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let y = b[1].wrapping_sub(b'1');
        let n = self.size.points_per_side();
        (x < n && y < n).then(|| Square::new(x, y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_by_nine_lines() {
        let g = &GEOMETRY_9;
        assert_eq!(g.points.count(), 81);
        assert_eq!(g.diagonal.count(), 41);
        let a1 = Square::new(0, 0);
        let b1 = Square::new(1, 0);
        assert_eq!(g.step(Direction::NE, a1), Some(Square::new(1, 1)));
        assert_eq!(g.step(Direction::NE, b1), None, "b1 has no diagonals");
        assert_eq!(g.step(Direction::W, a1), None);
        assert_eq!(g.step(Direction::E, Square::new(8, 4)), None);
        assert!(g.line_between(a1, Square::new(8, 8)).is_some());
        assert!(g.line_between(b1, Square::new(2, 1)).is_none());
        assert_eq!(g.far_rank(Color::Black).count(), 9);
        assert!(g.far_rank(Color::White).contains(a1));
    }

    #[test]
    fn five_by_five_has_diagonals_everywhere() {
        let g = &GEOMETRY_5;
        assert_eq!(g.points.count(), 25);
        assert_eq!(g.diagonal, g.points);
        let b1 = Square::new(1, 0);
        assert_eq!(g.step(Direction::NE, b1), Some(Square::new(2, 1)));
        assert_eq!(g.step(Direction::E, Square::new(4, 0)), None);
        assert_eq!(g.parse_square("e5"), Some(Square::new(4, 4)));
        assert_eq!(g.parse_square("f1"), None);
    }

    #[test]
    fn shifts_never_wrap() {
        for g in [&GEOMETRY_9, &GEOMETRY_5] {
            for dir in Direction::ALL {
                for sq in g.points {
                    let shifted = g.shift(Bitboard::from_square(sq), dir);
                    assert_eq!(shifted.first(), g.step(dir, sq), "{dir:?} from {sq}");
                }
            }
        }
    }
}
