//! Goals of the course's levels (Learn): what a learner must bring about
//! on a small position, checked after each of their turns. Pure rule
//! predicates, so the course, its verifier and every front end ask the same
//! question in one place.

use super::bitboard::Bitboard;
use super::game::Game;
use super::geometry::BoardSize;
use super::turn::Turn;
use super::types::Color;
use std::fmt;

/// What a level asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A piece of the learner's stands on one of these points.
    Reach(Bitboard),
    /// No enemy piece is left.
    CaptureAll,
    /// One turn captures at least this many pieces.
    Capture(u32),
    /// A turn captures as many pieces as any turn could (the longest
    /// chain, which matters where shorter ones are allowed: huff games).
    Longest,
    /// A man becomes a mullah.
    Promote,
    /// A mullah captures.
    MullahCaptures,
    /// The game is won: the opponent has no legal move.
    Win,
    /// The learner has played this many turns, each answered, and has not
    /// lost.
    Survive(u32),
    /// The game ends in a draw (by repetition or the stall rule).
    Draw,
}

/// The record of one of the learner's turns, to check a goal against.
#[derive(Clone, Copy, Debug)]
pub struct Step<'a> {
    /// The game before the turn.
    pub before: &'a Game,
    pub turn: &'a Turn,
    /// The game after it (before any reply).
    pub after: &'a Game,
    /// Turns the learner has played, this one included.
    pub played: u32,
}

impl Goal {
    /// Is the goal met by `step`, played by `learner`? [`Goal::Survive`] is
    /// met only once the turn is answered: see [`Goal::survived`].
    pub fn met(&self, learner: Color, step: Step<'_>) -> bool {
        let Step { before, turn, after, .. } = step;
        let mv = &turn.mv;
        match self {
            Goal::Reach(points) => !(after.position().pieces(learner) & *points).is_empty(),
            Goal::CaptureAll => after.position().count(learner.other()) == 0,
            Goal::Capture(n) => mv.capture_count() >= *n,
            Goal::Longest => {
                let most = before.legal_moves().iter().map(|m| m.capture_count()).max().unwrap_or(0);
                most > 0 && mv.capture_count() == most
            }
            Goal::Promote => mv.promotes(),
            Goal::MullahCaptures => mv.is_capture() && before.position().mullahs().contains(mv.from()),
            Goal::Win => after.outcome().is_some_and(|o| o.winner() == Some(learner)),
            Goal::Draw => after.outcome().is_some_and(|o| o.winner().is_none()),
            // Winning outright is surviving too.
            Goal::Survive(_) => after.outcome().is_some_and(|o| o.winner() == Some(learner)),
        }
    }

    /// After the reply to the learner's `played`-th turn (`game` is the
    /// game then): is a goal that the reply can complete met (survival, or
    /// a draw the reply brings about)?
    pub fn met_after_reply(&self, learner: Color, game: &Game, played: u32) -> bool {
        match self {
            Goal::Survive(n) => played >= *n && game.outcome().is_none_or(|o| o.winner() == Some(learner)),
            Goal::Draw => game.outcome().is_some_and(|o| o.winner().is_none()),
            _ => false,
        }
    }

    /// Is the goal met already in `game`, before any move (a level so
    /// made teaches nothing)?
    pub fn met_at_start(&self, learner: Color, game: &Game) -> bool {
        match self {
            Goal::Reach(points) => !(game.position().pieces(learner) & *points).is_empty(),
            Goal::CaptureAll => game.position().count(learner.other()) == 0,
            Goal::Win => game.outcome().is_some_and(|o| o.winner() == Some(learner)),
            _ => false,
        }
    }

    /// The points a board marks for the goal in `game`: where to go, or
    /// the pieces to take.
    pub fn targets(&self, learner: Color, game: &Game) -> Bitboard {
        match self {
            Goal::Reach(points) => *points,
            Goal::CaptureAll => game.position().pieces(learner.other()),
            _ => Bitboard::EMPTY,
        }
    }
}

/// Why a goal's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoalError(pub String);

impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a goal; write reach <points>, capture-all, capture <n>, longest, mullah, \
             mullah-captures, win, draw or survive <n>",
            self.0
        )
    }
}

impl std::error::Error for GoalError {}

impl Goal {
    /// `reach e5 f6` (points of a board of `size`), `capture-all`,
    /// `capture 3`, `longest`, `mullah`, `mullah-captures`, `win`,
    /// `draw`, `survive 4`.
    pub fn parse(text: &str, size: BoardSize) -> Result<Goal, GoalError> {
        let bad = || GoalError(text.trim().to_string());
        let mut words = text.split_whitespace();
        let number = |w: Option<&str>| w.and_then(|n| n.parse::<u32>().ok()).filter(|n| *n > 0);
        let goal = match words.next().ok_or_else(bad)? {
            "reach" => {
                let mut points = Bitboard::EMPTY;
                for word in words.by_ref() {
                    points = points.with(size.geometry().parse_square(word).ok_or_else(bad)?);
                }
                if points.is_empty() {
                    return Err(bad());
                }
                Goal::Reach(points)
            }
            "capture-all" => Goal::CaptureAll,
            "capture" => Goal::Capture(number(words.next()).ok_or_else(bad)?),
            "longest" => Goal::Longest,
            "mullah" => Goal::Promote,
            "mullah-captures" => Goal::MullahCaptures,
            "win" => Goal::Win,
            "draw" => Goal::Draw,
            "survive" => Goal::Survive(number(words.next()).ok_or_else(bad)?),
            _ => return Err(bad()),
        };
        match words.next() {
            None => Ok(goal),
            Some(_) => Err(bad()),
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Reach(points) => {
                f.write_str("reach")?;
                points.into_iter().try_for_each(|sq| write!(f, " {sq}"))
            }
            Goal::CaptureAll => f.write_str("capture-all"),
            Goal::Capture(n) => write!(f, "capture {n}"),
            Goal::Longest => f.write_str("longest"),
            Goal::Promote => f.write_str("mullah"),
            Goal::MullahCaptures => f.write_str("mullah-captures"),
            Goal::Win => f.write_str("win"),
            Goal::Draw => f.write_str("draw"),
            Goal::Survive(n) => write!(f, "survive {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Preset};

    fn game(position: &str) -> Game {
        Game::from_position(Preset::Zamma.rules(), position.parse::<Position>().unwrap()).unwrap()
    }

    fn goal(text: &str) -> Goal {
        Goal::parse(text, BoardSize::Nine).unwrap()
    }

    fn step(game: &Game, text: &str, check: impl Fn(Step<'_>)) {
        let turn = game.parse_turn(text).unwrap();
        let mut after = game.clone();
        after.play(turn).unwrap();
        check(Step { before: game, turn: &turn, after: &after, played: 1 });
    }

    #[test]
    fn goals_read_back_as_written() {
        for text in
            ["reach e5", "capture-all", "capture 3", "longest", "mullah", "mullah-captures", "win", "draw", "survive 4"]
        {
            assert_eq!(goal(text).to_string(), text);
        }
        for bad in ["", "reach", "reach z9", "capture", "capture 0", "capture two", "fly", "win now"] {
            assert!(Goal::parse(bad, BoardSize::Nine).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_capture_a_chain_and_a_promotion_are_seen() {
        // A black man on e5 may take f6 and h8 in one chain (landing g7, i9: promotion).
        let g = game("9/7w1/9/5w3/4b4/9/9/9/9 b");
        step(&g, "e5xg7xi9", |s| {
            assert!(Goal::Capture(2).met(Color::Black, s));
            assert!(!Goal::Capture(3).met(Color::Black, s));
            assert!(Goal::Longest.met(Color::Black, s));
            assert!(Goal::CaptureAll.met(Color::Black, s));
            assert!(Goal::Promote.met(Color::Black, s));
            assert!(goal("reach i9").met(Color::Black, s));
            assert!(!goal("reach e5 g7").met(Color::Black, s));
            assert!(Goal::Win.met(Color::Black, s));
            assert!(!Goal::MullahCaptures.met(Color::Black, s));
        });
    }

    #[test]
    fn a_mullah_s_capture_survival_and_a_goal_met_at_the_start() {
        // A black mullah on a1 flies over e5 (landing anywhere beyond).
        let g = game("9/9/9/9/4w4/9/9/9/B8 b");
        step(&g, "a1xg7", |s| {
            assert!(Goal::MullahCaptures.met(Color::Black, s));
            assert!(!Goal::Promote.met(Color::Black, s));
        });
        assert!(goal("reach a1").met_at_start(Color::Black, &g));
        assert!(!Goal::CaptureAll.met_at_start(Color::Black, &g));
        assert!(Goal::Survive(2).met_after_reply(Color::Black, &g, 2));
        assert!(!Goal::Survive(2).met_after_reply(Color::Black, &g, 1));
        // White, with no piece left, has lost: Black survived; White did not.
        let lost = game("9/9/9/9/9/9/9/9/B8 w");
        assert!(!Goal::Survive(1).met_after_reply(Color::White, &lost, 1));
        assert!(Goal::Survive(1).met_after_reply(Color::Black, &lost, 1));
    }
}
