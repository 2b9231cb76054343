//! Reading moves typed by people, and explaining why a move is refused.

use super::bitboard::Bitboard;
use super::geometry::{BoardSize, Direction};
use super::moves::{MAX_CAPTURES, Move};
use super::options::{Majority, Rules};
use super::position::Position;
use super::types::{Color, Kind, Piece, Square};
use std::fmt;

/// Longest move text we read.
pub const MAX_MOVE_LEN: usize = 200;
/// How many alternatives an error lists at most.
const MAX_LISTED: usize = 8;

/// Why a move was refused. The `Display` text is written for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Empty,
    TooLong,
    Syntax { text: String },
    OffBoard { point: String, board: BoardSize },
    OnePoint { point: Square },
    NoPiece { at: Square },
    NotYourPiece { at: Square, piece: Piece, turn: Color },
    NoLegalMoves { turn: Color },
    SameSquare { at: Square },
    NoLine { from: Square, to: Square },
    Backwards { from: Square, to: Square },
    ManOneStep { from: Square, to: Square },
    Occupied { at: Square },
    Blocked { from: Square, to: Square, at: Square },
    CaptureCompulsory { example: Move, count: u32 },
    MustTakeMax { max: u32, example: Move },
    NoSuchChain { text: String },
    NotLegal { text: String },
    Ambiguous { text: String, matches: Vec<Move> },
}

fn pieces(n: u32) -> String {
    if n == 1 { "1 piece".to_string() } else { format!("{n} pieces") }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MoveError::*;
        match self {
            Empty => write!(f, "no move given; write a move like c3-c4 or c3xe5"),
            TooLong => write!(f, "that move text is longer than {MAX_MOVE_LEN} characters"),
            Syntax { text } => {
                write!(f, "could not read `{text}` as a move; write points like c3-c4, or c3xe5xg3 for a capture chain")
            }
            OffBoard { point, board } => write!(f, "{point} is not a point of the {board} board"),
            OnePoint { point } => write!(f, "a move needs a start and an end point, e.g. {point}-…"),
            NoPiece { at } => write!(f, "there is no piece on {at}"),
            NotYourPiece { at, piece, turn } => {
                write!(f, "{at} holds a {piece}, but it is {turn}'s turn")
            }
            NoLegalMoves { turn } => write!(f, "{turn} has no legal move"),
            SameSquare { at } => write!(f, "a move must leave {at}"),
            NoLine { from, to } => write!(f, "{from} and {to} are not joined by a line of the board"),
            Backwards { from, to } => {
                write!(f, "men cannot move backwards or sideways ({from}-{to}); only captures may")
            }
            ManOneStep { from, to } => {
                write!(f, "a man moves one step at a time ({from}-{to} is too far); only a mullah flies")
            }
            Occupied { at } => write!(f, "{at} is occupied"),
            Blocked { from, to, at } => write!(f, "the path from {from} to {to} is blocked at {at}"),
            CaptureCompulsory { example, count } => {
                write!(f, "capture is compulsory: {example} takes {}", pieces(*count))
            }
            MustTakeMax { max, example } => write!(f, "you must take the maximum: {}, e.g. {example}", pieces(*max)),
            NoSuchChain { text } => write!(f, "there is no capture {text} in this position"),
            NotLegal { text } => write!(f, "{text} is not a legal move here"),
            Ambiguous { text, matches } => {
                let list: Vec<String> = matches.iter().map(Move::to_string).collect();
                write!(f, "`{text}` is ambiguous; it matches {}", list.join(", "))
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// The point tokens of a move text, case-insensitive, with `-`, `x`, `:`,
/// spaces or nothing between them: each `Some((file index, rank number,
/// token))`, or one `None` where the text stops being a move.
struct Tokens<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Option<(u8, usize, &'a str)>;

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.text.as_bytes();
        while self.at < bytes.len() && matches!(bytes[self.at].to_ascii_lowercase(), b'-' | b'x' | b':' | b' ' | b'\t')
        {
            self.at += 1;
        }
        let c = bytes.get(self.at)?.to_ascii_lowercase();
        let digits = bytes[self.at + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if !c.is_ascii_lowercase() || digits == 0 {
            self.at = bytes.len();
            return Some(None);
        }
        let token = &self.text[self.at..self.at + 1 + digits];
        self.at += 1 + digits;
        Some(Some((c - b'a', token[1..].parse().unwrap_or(usize::MAX), token)))
    }
}

fn tokens(text: &str) -> Tokens<'_> {
    Tokens { text, at: 0 }
}

/// Read the points of a move text: case-insensitive, with `-`, `x`, spaces
/// or nothing between them.
pub fn parse_points(position: &Position, text: &str) -> Result<Vec<Square>, MoveError> {
    if text.len() > MAX_MOVE_LEN {
        return Err(MoveError::TooLong);
    }
    let geom = position.geometry();
    let n = geom.size.points_per_side();
    let mut points = Vec::new();
    for token in tokens(text) {
        let Some((x, rank, token)) = token else { return Err(MoveError::Syntax { text: text.trim().to_string() }) };
        if x >= n || rank == 0 || rank > n as usize {
            return Err(MoveError::OffBoard { point: token.to_ascii_lowercase(), board: geom.size });
        }
        points.push(Square::new(x, rank as u8 - 1));
        if points.len() > MAX_CAPTURES + 1 {
            return Err(MoveError::TooLong);
        }
    }
    Ok(points)
}

/// Does `text` read as a move on some board: two points or more, each a
/// point of the largest board, the way [`parse_points`] reads them? For
/// guessing whether a line without a command is meant as a move (no
/// position needed); [`parse_move`] then says whether it is one.
pub fn looks_like_move(text: &str) -> bool {
    let largest = BoardSize::Nine.points_per_side();
    let mut count = 0;
    for token in tokens(text) {
        let Some((x, rank, _)) = token else { return false };
        if x >= largest || rank == 0 || rank > usize::from(largest) {
            return false;
        }
        count += 1;
    }
    text.len() <= MAX_MOVE_LEN && (2..=MAX_CAPTURES + 1).contains(&count)
}

/// Does `text` start the way a move does, with a point's letter and digit
/// (`c3`, `e4-e`, `c3-z9`, `a1x`)? A line that does is meant as a move even
/// when it is not one: [`parse_move`] then says why, rather than the line
/// being taken for an unknown command.
pub fn starts_like_a_move(text: &str) -> bool {
    let mut chars = text.trim_start().chars();
    matches!((chars.next(), chars.next()), (Some(l), Some(d)) if l.is_ascii_alphabetic() && d.is_ascii_digit())
}

/// The shortest text [`parse_move`] reads back as exactly `mv`, one of
/// `legal` (the legal moves of `position`): for a chain of two captures or
/// more its start and end (`c3xg3`) when no other legal move is read from
/// them, else its full notation (`c3-c4`, `c3xe5`, `c3xe5xg3`).
pub fn shortest_text(position: &Position, rules: &Rules, legal: &[Move], mv: &Move) -> String {
    let ends = [mv.from(), mv.to()];
    if mv.landings().len() > 1 && matching_moves(position, rules, legal, &ends) == [*mv] {
        format!("{}x{}", mv.from(), mv.to())
    } else {
        mv.to_string()
    }
}

/// The legal moves among `legal` that the typed `points` describe: start and
/// end for two points, an exact capture path for more.
pub fn matching_moves(position: &Position, rules: &Rules, legal: &[Move], points: &[Square]) -> Vec<Move> {
    let (Some(&from), Some(&to)) = (points.first(), points.last()) else { return Vec::new() };
    if points.len() == 2 {
        let same_ends = legal.iter().filter(|m| m.from() == from && m.to() == to);
        // The full notation of a step or a single capture wins over the
        // abbreviation of longer chains between the same points.
        let exact: Vec<Move> = same_ends.clone().filter(|m| m.landings().len() <= 1).copied().collect();
        return if exact.is_empty() { same_ends.copied().collect() } else { exact };
    }
    let sets = position.chains_along(rules, from, &points[1..]);
    legal.iter().filter(|m| m.from() == from && m.to() == to && sets.contains(&m.captured())).copied().collect()
}

/// Parse a move typed by a player and check it against `legal`, the legal
/// moves of `position` (passed in so callers can reuse a generated list).
pub fn parse_move(position: &Position, rules: &Rules, legal: &[Move], text: &str) -> Result<Move, MoveError> {
    let points = parse_points(position, text)?;
    match points.len() {
        0 => return Err(MoveError::Empty),
        1 => return Err(MoveError::OnePoint { point: points[0] }),
        _ => {}
    }
    let found = matching_moves(position, rules, legal, &points);
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(explain(position, rules, legal, &points, text.trim())),
        _ => Err(MoveError::Ambiguous {
            text: text.trim().to_string(),
            matches: found.iter().take(MAX_LISTED).copied().collect(),
        }),
    }
}

/// Why no legal move matches `points`.
fn explain(position: &Position, rules: &Rules, legal: &[Move], points: &[Square], text: &str) -> MoveError {
    let turn = position.turn();
    let (from, to) = (points[0], points[points.len() - 1]);
    match position.piece_at(from) {
        None => return MoveError::NoPiece { at: from },
        Some(piece) if piece.color != turn => return MoveError::NotYourPiece { at: from, piece, turn },
        Some(_) => {}
    }
    if legal.is_empty() {
        return MoveError::NoLegalMoves { turn };
    }
    if let Some((best, example)) = required_capture(rules, legal, from) {
        let typed_capture = if points.len() > 2 {
            !position.chains_along(rules, from, &points[1..]).is_empty()
        } else {
            is_capture_shape(position, from, to, rules)
        };
        return if typed_capture {
            MoveError::MustTakeMax { max: best, example }
        } else {
            MoveError::CaptureCompulsory { example, count: best }
        };
    }
    if points.len() > 2 {
        return MoveError::NoSuchChain { text: text.to_string() };
    }
    explain_step(position, from, to).unwrap_or_else(|| MoveError::NotLegal { text: text.to_string() })
}

/// The capture the majority rule requires this turn, if it requires one:
/// the most pieces a capture takes, and an example (with the piece on
/// `from`, when it has one).
fn required_capture(rules: &Rules, legal: &[Move], from: Square) -> Option<(u32, Move)> {
    let best = legal.iter().map(Move::capture_count).max().unwrap_or(0);
    let example = *legal.iter().find(|m| m.from() == from).or(legal.first())?;
    (rules.majority == Majority::Enforced && best > 0).then_some((best, example))
}

/// Why a piece of the side to move on `from` has no legal move although
/// it might otherwise move: a capture is required elsewhere. `None` when
/// it has a legal move, or when only the board holds it (it is hemmed in).
pub fn held_by_capture(rules: &Rules, legal: &[Move], from: Square) -> Option<MoveError> {
    if legal.iter().any(|m| m.from() == from) {
        return None;
    }
    let (count, example) = required_capture(rules, legal, from)?;
    Some(MoveError::CaptureCompulsory { example, count })
}

/// Could a capture chain of any length start at `from` and end at `to`?
fn is_capture_shape(position: &Position, from: Square, to: Square, rules: &Rules) -> bool {
    let mut all = rules.to_owned();
    all.majority = Majority::Huff;
    position.legal_moves(&all).iter().any(|m| m.is_capture() && m.from() == from && m.to() == to)
}

/// Explain why a quiet step or slide from `from` to `to` is impossible.
fn explain_step(position: &Position, from: Square, to: Square) -> Option<MoveError> {
    if from == to {
        return Some(MoveError::SameSquare { at: from });
    }
    let geom = position.geometry();
    let Some((dir, dist)) = geom.line_between(from, to) else {
        return Some(MoveError::NoLine { from, to });
    };
    let piece = position.piece_at(from)?;
    let occupied = position.occupied();
    if piece.kind == Kind::Man {
        if dist > 1 {
            return Some(MoveError::ManOneStep { from, to });
        }
        if !Direction::forward(piece.color).contains(&dir) {
            return Some(MoveError::Backwards { from, to });
        }
    } else {
        let mut sq = from;
        while let Some(next) = geom.step(dir, sq) {
            if next == to {
                break;
            }
            if occupied.contains(next) {
                return Some(MoveError::Blocked { from, to, at: next });
            }
            sq = next;
        }
    }
    occupied.contains(to).then_some(MoveError::Occupied { at: to })
}

/// Squares in a bitboard as a comma-separated list, for messages.
pub fn list_squares(bb: Bitboard) -> String {
    bb.map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
}
