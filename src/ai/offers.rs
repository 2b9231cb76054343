//! The computer's answers to its opponent's offers.

use super::level::{Level, Settings};
use super::search::analyse;
use crate::rules::{Color, Game};

/// How much better than level a position may be for the computer (in
/// hundredths of a man, for itself) and it still accepts a draw: level 5
/// only when level or worse for it, the weaker levels a little more readily.
pub const fn draw_margin(level: Level) -> i32 {
    match level.number() {
        1 => 100,
        2 => 50,
        3 => 25,
        4 => 10,
        _ => 0,
    }
}

/// Does the computer, playing `computer` at `level`, accept a draw in
/// `game`? It searches the position with its level's budget, without
/// noise, and accepts when its score is at most [`draw_margin`]. Never in
/// a finished game.
pub fn accepts_draw(game: &Game, level: Level, computer: Color) -> bool {
    let settings = Settings { noise: 0, ..level.settings() };
    let Some(found) = analyse(game, &settings, 0) else { return false };
    let score = if game.position().turn() == computer { found.stats.score } else { -found.stats.score };
    score <= draw_margin(level)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Rules};

    fn game(fen: &str) -> Game {
        let rules: Rules = "zamma".parse().unwrap();
        Game::from_position(rules, fen.parse::<Position>().unwrap()).unwrap()
    }

    #[test]
    fn the_computer_accepts_a_draw_when_it_stands_worse_and_refuses_when_it_stands_better() {
        // Black has five men against one white man far away.
        let black_ahead = game("8w/9/9/9/9/9/9/9/bbbbb4 b");
        for level in Level::ALL {
            assert!(!accepts_draw(&black_ahead, level, Color::Black), "level {level} gives away a won game");
            assert!(accepts_draw(&black_ahead, level, Color::White), "level {level} refuses to be saved");
        }
        // The same, White to move: the side to move does not matter.
        let white_to_move = game("8w/9/9/9/9/9/9/9/bbbbb4 w");
        assert!(!accepts_draw(&white_to_move, Level::MAX, Color::Black));
        assert!(accepts_draw(&white_to_move, Level::MAX, Color::White));
    }

    #[test]
    fn weaker_levels_agree_more_readily() {
        let margins: Vec<i32> = Level::ALL.iter().map(|&l| draw_margin(l)).collect();
        assert!(margins.windows(2).all(|w| w[0] >= w[1]), "{margins:?}");
        assert_eq!(draw_margin(Level::MAX), 0, "the strongest accepts only level or worse");
    }
}
