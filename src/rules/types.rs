//! Small value types: colours, squares (points), piece kinds.

use std::fmt;

/// One of the two players. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case name, e.g. `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The colour named `name` (see [`Color::name`]).
    pub fn from_name(name: &str) -> Option<Color> {
        [Color::Black, Color::White].into_iter().find(|c| c.name() == name)
    }

    /// The one-letter code used in position text (`b`/`w`).
    pub const fn char(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// A pair of values, one per colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub black: T,
    pub white: T,
}

impl<T> ByColor<T> {
    #[inline]
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}

/// Man (unpromoted) or mullah (promoted, flying).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Man,
    Mullah,
}

impl Kind {
    /// The name used in position descriptions and message selectors.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Man => "man",
            Kind::Mullah => "mullah",
        }
    }
}

/// A piece: colour and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    /// The position-text letter: `b`, `B`, `w`, `W`.
    pub const fn char(self) -> char {
        match (self.color, self.kind) {
            (Color::Black, Kind::Man) => 'b',
            (Color::Black, Kind::Mullah) => 'B',
            (Color::White, Kind::Man) => 'w',
            (Color::White, Kind::Mullah) => 'W',
        }
    }

    pub const fn from_char(c: char) -> Option<Piece> {
        let (color, kind) = match c {
            'b' => (Color::Black, Kind::Man),
            'B' => (Color::Black, Kind::Mullah),
            'w' => (Color::White, Kind::Man),
            'W' => (Color::White, Kind::Mullah),
            _ => return None,
        };
        Some(Piece { color, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind.name())
    }
}

/// A point of the board. Index `y * 10 + x`: rows are padded to ten bits so
/// that bitboard shifts never wrap from one rank into the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Stride between ranks in the bit layout.
    pub const STRIDE: u8 = 10;

    /// `x` = file index 0.., `y` = rank index 0.. (both below 10).
    #[inline]
    pub const fn new(x: u8, y: u8) -> Square {
        debug_assert!(x < 10 && y < 10);
        Square(y * Self::STRIDE + x)
    }

    #[inline]
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }

    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    #[inline]
    pub const fn x(self) -> u8 {
        self.0 % Self::STRIDE
    }

    #[inline]
    pub const fn y(self) -> u8 {
        self.0 / Self::STRIDE
    }

    /// File letter, `a`..
    pub const fn file_char(self) -> char {
        (b'a' + self.x()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.y() + 1)
    }
}
