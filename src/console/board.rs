//! The board as text, for terminals.

use crate::rules::{Bitboard, Color, Position, Square, Turn};

/// A text board with coordinates, from `side`'s point of view. Points of the
/// last turn are marked `*`, its captured pieces `x`.
pub fn text_board(position: &Position, last: Option<&Turn>, side: Color) -> String {
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
            let piece = position.piece_at(sq).map_or('.', |p| p.char());
            let mark = if captured.contains(sq) {
                'x'
            } else if path.contains(sq) {
                '*'
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
        let text = text_board(&after, Some(&Turn { huff: None, mv }), Color::Black);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].trim(), "a  b  c  d  e");
        assert_eq!(lines[3], " 3  w  w  b* b  b  3");
        assert_eq!(lines[4], " 2  b  b  .* b  b  2");
        let flipped = text_board(&after, None, Color::White);
        assert!(flipped.lines().next().unwrap().trim().starts_with('e'));
        assert!(flipped.lines().nth(1).unwrap().starts_with(" 1"));
    }
}
