//! A position: where the pieces stand and who is to move, with its text form.

use super::bitboard::Bitboard;
use super::geometry::{BoardSize, Geometry};
use super::types::{ByColor, Color, Kind, Piece, Square};
use super::zobrist;
use std::fmt;
use std::str::FromStr;

/// Longest position text we read.
pub const MAX_POSITION_LEN: usize = 200;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) size: BoardSize,
    pub(super) pieces: ByColor<Bitboard>,
    pub(super) mullahs: Bitboard,
    pub(super) turn: Color,
    /// Zobrist key, kept up to date by every change (see `play.rs`).
    pub(super) hash: u64,
}

impl Position {
    /// The start position of a board size.
    pub fn start(size: BoardSize) -> Position {
        let g = size.geometry();
        let n = size.points_per_side();
        let mid = n / 2;
        let mut black = Bitboard::EMPTY;
        let mut white = Bitboard::EMPTY;
        for sq in g.points {
            let (x, y) = (sq.x(), sq.y());
            if y < mid || (y == mid && x > mid) {
                black = black.with(sq);
            } else if y > mid || (y == mid && x < mid) {
                white = white.with(sq);
            }
        }
        Position::from_parts(size, black, white, Bitboard::EMPTY, Color::Black)
    }

    fn from_parts(size: BoardSize, black: Bitboard, white: Bitboard, mullahs: Bitboard, turn: Color) -> Position {
        let mut pos = Position { size, pieces: ByColor { black, white }, mullahs, turn, hash: 0 };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The Zobrist key computed from scratch.
    fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Color::White { zobrist::side() } else { 0 };
        for color in Color::ALL {
            for sq in self.pieces(color) {
                let kind = if self.mullahs.contains(sq) { Kind::Mullah } else { Kind::Man };
                h ^= zobrist::piece(Piece { color, kind }, sq);
            }
        }
        h
    }

    /// Number of pieces each side has at the start on this board size.
    pub const fn start_count(size: BoardSize) -> u32 {
        match size {
            BoardSize::Nine => 40,
            BoardSize::Five => 12,
        }
    }

    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.size.geometry()
    }

    /// The same pieces with `turn` to move (the course's enemy that
    /// stands still hands the move back).
    pub fn with_turn(&self, turn: Color) -> Position {
        Position::from_parts(self.size, self.pieces.black, self.pieces.white, self.mullahs, turn)
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn pieces(&self, color: Color) -> Bitboard {
        *self.pieces.get(color)
    }

    #[inline]
    pub fn mullahs(&self) -> Bitboard {
        self.mullahs
    }

    #[inline]
    pub fn men(&self, color: Color) -> Bitboard {
        self.pieces(color) & !self.mullahs
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces.black | self.pieces.white
    }

    #[inline]
    pub fn empty(&self) -> Bitboard {
        self.geometry().points & !self.occupied()
    }

    /// Number of pieces of a colour on the board.
    #[inline]
    pub fn count(&self, color: Color) -> u32 {
        self.pieces(color).count()
    }

    /// Zobrist key of the pieces and the side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.pieces.black.contains(sq) {
            Color::Black
        } else if self.pieces.white.contains(sq) {
            Color::White
        } else {
            return None;
        };
        let kind = if self.mullahs.contains(sq) { Kind::Mullah } else { Kind::Man };
        Some(Piece { color, kind })
    }
}

/// Why a position text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    TooLong,
    MissingTurn,
    BadTurn(String),
    RankCount(usize),
    RankLength { rank: usize, points: usize, expected: usize },
    BadChar { rank: usize, ch: char },
    ManOnFarRank { square: String, color: Color },
    TooManyPieces { color: Color, count: u32, max: u32 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooLong => write!(f, "the position text is longer than {MAX_POSITION_LEN} characters"),
            PositionError::MissingTurn => {
                write!(f, "the position text needs the side to move after a space, `b` or `w`")
            }
            PositionError::BadTurn(t) => write!(f, "`{t}` is not a side to move; write `b` or `w`"),
            PositionError::RankCount(n) => {
                write!(f, "the position has {n} ranks separated by `/`; a board has 9 (or 5 for the small board)")
            }
            PositionError::RankLength { rank, points, expected } => {
                write!(f, "rank {rank} describes {points} points; it must describe exactly {expected}")
            }
            PositionError::BadChar { rank, ch } => {
                write!(f, "unexpected `{ch}` in rank {rank}; use b, B, w, W for pieces and digits for empty points")
            }
            PositionError::ManOnFarRank { square, color } => write!(
                f,
                "the {color} man on {square} stands on its promotion rank; it would be a mullah ({})",
                if *color == Color::Black { 'B' } else { 'W' }
            ),
            PositionError::TooManyPieces { color, count, max } => {
                write!(f, "{color} has {count} pieces; a side has at most {max} on this board")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let text = text.trim();
        if text.len() > MAX_POSITION_LEN {
            return Err(PositionError::TooLong);
        }
        let (board, turn) = text.split_once(char::is_whitespace).ok_or(PositionError::MissingTurn)?;
        let turn = match turn.trim() {
            "b" | "B" => Color::Black,
            "w" | "W" => Color::White,
            other => return Err(PositionError::BadTurn(other.to_string())),
        };
        let ranks: Vec<&str> = board.split('/').collect();
        let size = BoardSize::from_points_per_side(ranks.len()).ok_or(PositionError::RankCount(ranks.len()))?;
        let n = size.points_per_side() as usize;
        let (mut black, mut white, mut mullahs) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
        for (i, rank_text) in ranks.iter().enumerate() {
            let y = n - 1 - i;
            let mut x = 0usize;
            for ch in rank_text.chars() {
                if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
                    x += d as usize;
                } else if let Some(piece) = Piece::from_char(ch) {
                    if x < n {
                        let sq = Square::new(x as u8, y as u8);
                        match piece.color {
                            Color::Black => black = black.with(sq),
                            Color::White => white = white.with(sq),
                        }
                        if piece.kind == Kind::Mullah {
                            mullahs = mullahs.with(sq);
                        }
                    }
                    x += 1;
                } else {
                    return Err(PositionError::BadChar { rank: y + 1, ch });
                }
                if x > n {
                    break;
                }
            }
            if x != n {
                return Err(PositionError::RankLength { rank: y + 1, points: x, expected: n });
            }
        }
        let g = size.geometry();
        for (color, bb) in [(Color::Black, black), (Color::White, white)] {
            if let Some(sq) = (bb & !mullahs & g.far_rank(color)).first() {
                return Err(PositionError::ManOnFarRank { square: sq.to_string(), color });
            }
            let max = Position::start_count(size);
            if bb.count() > max {
                return Err(PositionError::TooManyPieces { color, count: bb.count(), max });
            }
        }
        Ok(Position::from_parts(size, black, white, mullahs, turn))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size.points_per_side();
        for y in (0..n).rev() {
            let mut run = 0;
            for x in 0..n {
                match self.piece_at(Square::new(x, y)) {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        write!(f, "{}", p.char())?;
                    }
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
            if y > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwww1bbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb b";

    #[test]
    fn start_positions() {
        let p = Position::start(BoardSize::Nine);
        assert_eq!(p.to_string(), START);
        assert_eq!(p.count(Color::Black), 40);
        assert_eq!(START.parse::<Position>().unwrap(), p);
        let s = Position::start(BoardSize::Five);
        assert_eq!(s.to_string(), "wwwww/wwwww/ww1bb/bbbbb/bbbbb b");
        assert_eq!(s.count(Color::White), 12);
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = |s: &str| s.parse::<Position>().unwrap_err().to_string();
        assert!(e("9/9/9/9/9/9/9/9/9").contains("side to move"));
        assert!(e("9/9/9/9/9/9/9/9/9 x").contains("`x` is not a side"));
        assert!(e("9/9/9 b").contains("3 ranks"));
        assert!(e("9/9/9/9/9/9/9/9/8 b").contains("rank 1 describes 8 points"));
        assert!(e("9/9/9/9/9/9/9/9/55 b").contains("rank 1 describes 10"));
        assert!(e("9/9/9/4z4/9/9/9/9/9 b").contains("unexpected `z` in rank 6"));
        assert!(e("b8/9/9/9/9/9/9/9/9 b").contains("man on a9"));
        assert!(e(&format!("{} b", "w".repeat(300))).contains("longer"));
    }

    #[test]
    fn mullahs_round_trip() {
        let t = "4B4/9/9/9/4w4/9/9/9/W8 w";
        let p: Position = t.parse().unwrap();
        assert_eq!(p.to_string(), t);
        assert_eq!(p.piece_at(Square::new(4, 8)), Some(Piece { color: Color::Black, kind: Kind::Mullah }));
        assert_eq!(p.turn(), Color::White);
    }
}
