//! The board as text, for terminals.

use crate::i18n::Lang;
use crate::rules::{Bitboard, Color, Kind, Piece, Position, Square, Turn};
use crate::t;

/// The letter of a piece on the text board, as the reader's catalogue
/// writes them (`console-board-letters`: black man, black mullah, white man,
/// white mullah), so that a French reader does not take `b` for *blanc*.
fn letter(letters: &[char], piece: Piece) -> char {
    let i = match (piece.color, piece.kind) {
        (Color::Black, Kind::Man) => 0,
        (Color::Black, Kind::Mullah) => 1,
        (Color::White, Kind::Man) => 2,
        (Color::White, Kind::Mullah) => 3,
    };
    letters.get(i).copied().unwrap_or_else(|| piece.char())
}

/// A text board with coordinates, from `side`'s point of view, with its
/// legend under it. Points of the last turn are marked `*`, its captured
/// pieces `x`, and a course level's `goal` (points to reach, pieces to
/// take) `o`.
pub fn text_board(lang: Lang, position: &Position, last: Option<&Turn>, side: Color, goal: Bitboard) -> String {
    let letters: Vec<char> = t!(lang, "console-board-letters").chars().filter(char::is_ascii_alphabetic).collect();
    let letters = if letters.len() == 4 { letters } else { Vec::new() };
    let n = position.size().points_per_side();
    let (path, captured): (Bitboard, Bitboard) = match last {
        Some(t) => (t.mv.points().collect(), t.mv.captured()),
        None => (Bitboard::EMPTY, Bitboard::EMPTY),
    };
    let files: Vec<u8> = if side == Color::Black { (0..n).collect() } else { (0..n).rev().collect() };
    let ranks: Vec<u8> = if side == Color::Black { (0..n).rev().collect() } else { (0..n).collect() };
    let header: String = files.iter().map(|&x| format!(" {} ", (b'a' + x) as char)).collect();
    let mut out = format!("   {header}\n");
    for &y in &ranks {
        out.push_str(&format!("{:>2} ", y + 1));
        for &x in &files {
            let sq = Square::new(x, y);
            let piece = position.piece_at(sq).map_or('.', |p| letter(&letters, p));
            let mark = if captured.contains(sq) {
                'x'
            } else if path.contains(sq) {
                '*'
            } else if goal.contains(sq) {
                'o'
            } else {
                ' '
            };
            out.push(' ');
            out.push(piece);
            out.push(mark);
        }
        out.push_str(&format!(" {}\n", y + 1));
    }
    out.push_str(&format!("   {header}\n"));
    out.push_str(&t!(lang, "console-board-legend"));
    if !goal.is_empty() {
        out.push_str(&t!(lang, "console-board-legend-goal"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Preset};

    #[test]
    fn marks_the_last_move_and_flips() {
        let start = Position::start(BoardSize::Five);
        let mv = start.parse_move(&Preset::Zamma5.rules(), "c2-c3").unwrap();
        let after = start.play_unchecked(&mv);
        let text = text_board(Lang::En, &after, Some(&Turn { huff: None, mv }), Color::Black, Bitboard::EMPTY);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].trim(), "a  b  c  d  e");
        assert_eq!(lines[3], " 3  w  w  b* b  b  3");
        assert_eq!(lines[4], " 2  b  b  .* b  b  2");
        let flipped = text_board(Lang::En, &after, None, Color::White, Bitboard::EMPTY);
        assert!(flipped.lines().next().unwrap().trim().starts_with('e'));
        assert!(flipped.lines().nth(1).unwrap().starts_with(" 1"));
        // In French, `n` is black (noir) and `b` white (blanc), and the legend says so.
        let fr = text_board(Lang::Fr, &after, None, Color::Black, Bitboard::EMPTY);
        let lines: Vec<&str> = fr.lines().collect();
        assert_eq!(lines[3], " 3  b  b  n  n  n  3");
        assert!(lines.last().unwrap().contains("n ") && lines.last().unwrap().contains("noir"), "{fr}");
    }
}
