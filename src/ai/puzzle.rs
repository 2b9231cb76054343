//! Puzzles: positions where the side to move has exactly one turn that
//! wins clearly, found in games and checked by a deeper search.
//!
//! The criterion, for the side to move (the solver):
//! - at least two legal turns (a forced turn is no puzzle);
//! - the best turn wins clearly: after it, the search's value is at least
//!   [`GAIN`] (two men) above the material balance before it, or a forced
//!   win;
//! - every other turn falls short of it by at least [`MARGIN`] (one and a
//!   half men) and does not win clearly itself.
//!
//! A puzzle goes on while the solver's turn stays unique: the opponent
//! replies with the search's best turn and the criterion is checked again
//! (the gain counted from the puzzle's start), up to [`MAX_STEPS`] solver
//! turns. Values come from the review's search ([`super::review`]): a node
//! budget, no noise, the same on every machine.
//!
//! A puzzle is stored as one line of text (see [`Puzzle::to_line`]): the
//! game's rules and the turns from its start position to the puzzle, so
//! the position, its huff right and its repetition count are exactly
//! those of the game it came from.

use super::review::{CLAMP, review_settings, value};
use crate::rules::{Color, Game, GameError, Kind, Position, Rules, Turn};
use std::fmt;

/// The shipped puzzles, by rules preset: lines of [`Puzzle::to_line`]
/// made by `zamma-bot puzzles mine` (see `assets/puzzles/README.md`).
pub const SHIPPED_PUZZLES: [(&str, &str); 4] = [
    ("zamma", include_str!("../../assets/puzzles/zamma.tsv")),
    ("dhamet", include_str!("../../assets/puzzles/dhamet.tsv")),
    ("zamma5", include_str!("../../assets/puzzles/zamma5.tsv")),
    ("sahara", include_str!("../../assets/puzzles/sahara.tsv")),
];

/// Nodes per position when looking for puzzles.
pub const FIND_NODES: u64 = 12_000;
/// Nodes per position when checking one: more than when finding it.
pub const VERIFY_NODES: u64 = 30_000;
/// How much the winning turn must gain, in hundredths of a man.
pub const GAIN: i32 = 200;
/// How far every other turn must fall short of the winning one.
pub const MARGIN: i32 = 150;
/// The most turns a solver plays in one puzzle.
pub const MAX_STEPS: usize = 3;

/// What a puzzle is about (shown once it is solved).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The winning turn takes two pieces or more in one chain.
    MultiCapture,
    /// A mullah moves, is made, or is taken.
    Mullah,
    /// The solver gives material first: the reply takes at least as many
    /// pieces as the solver's first turn.
    Sacrifice,
    /// The reply is forced: one legal turn, a capture (the majority rule
    /// leaves the opponent no choice).
    Majority,
    /// The solution huffs a piece.
    Huff,
    /// Few pieces left (at most a quarter of the start).
    Endgame,
}

impl Theme {
    pub const ALL: [Theme; 6] =
        [Theme::MultiCapture, Theme::Mullah, Theme::Sacrifice, Theme::Majority, Theme::Huff, Theme::Endgame];

    pub fn as_str(self) -> &'static str {
        match self {
            Theme::MultiCapture => "multi-capture",
            Theme::Mullah => "mullah",
            Theme::Sacrifice => "sacrifice",
            Theme::Majority => "majority",
            Theme::Huff => "huff",
            Theme::Endgame => "endgame",
        }
    }

    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// A puzzle: a game's rules and turns up to the position, the solution
/// (the solver's turns and the replies between them, ending with the
/// solver's), its themes and its starting difficulty rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub id: String,
    pub rules: Rules,
    /// From the rules' start position to the puzzle.
    pub moves: Vec<Turn>,
    pub solution: Vec<Turn>,
    pub themes: Vec<Theme>,
    pub rating: i32,
}

/// Why a position is not a puzzle (or a puzzle no longer checks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The game is over there.
    Over,
    /// Fewer than two legal turns.
    Forced,
    /// The best turn gains too little (its gain, in hundredths of a man).
    NoClearWin { gain: i32 },
    /// Another turn comes within the margin (by how much the best is better).
    NotUnique { gap: i32 },
    /// The stored solution is not the one the search finds (the step).
    OtherSolution { step: usize },
    /// The stored turns do not replay (the text of the error).
    Broken(String),
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Over => write!(f, "the game is over"),
            Rejection::Forced => write!(f, "fewer than two legal turns"),
            Rejection::NoClearWin { gain } => write!(f, "the best turn gains only {gain} (at least {GAIN} needed)"),
            Rejection::NotUnique { gap } => write!(f, "another turn is within {gap} of the best (margin {MARGIN})"),
            Rejection::OtherSolution { step } => write!(f, "solver turn {} is not the unique win", step + 1),
            Rejection::Broken(e) => write!(f, "the turns do not replay: {e}"),
        }
    }
}

/// Material of `color` minus its opponent's, in hundredths of a man (a man
/// 100, a mullah 320, as the evaluation counts them).
pub fn material(pos: &Position, color: Color) -> i32 {
    let worth = |c: Color| {
        let mullahs = (pos.pieces(c) & pos.mullahs()).count() as i32;
        let men = pos.count(c) as i32 - mullahs;
        men * 100 + mullahs * 320
    };
    worth(color) - worth(color.other())
}

/// Every legal turn with its value for the side that plays it (searched
/// `nodes` per position), best first.
pub fn scored_turns(game: &Game, nodes: u64) -> Vec<(Turn, i32)> {
    let settings = review_settings(nodes);
    let mut scored: Vec<(Turn, i32)> = game
        .legal_turns()
        .into_iter()
        .filter_map(|t| {
            let mut next = game.clone();
            next.play(t).ok()?;
            Some((t, -value(&next, &settings, 0, &mut Vec::new()).0))
        })
        .collect();
    scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    scored
}

/// The side to move's unique clearly winning turn, measured from
/// `base` (the solver's material when the puzzle began).
pub fn unique_win(game: &Game, base: i32, nodes: u64) -> Result<Turn, Rejection> {
    if game.outcome().is_some() {
        return Err(Rejection::Over);
    }
    let scored = scored_turns(game, nodes);
    let [(best, top), (_, second), ..] = scored.as_slice() else { return Err(Rejection::Forced) };
    let wins = |s: i32| s >= CLAMP || s - base >= GAIN;
    if !wins(*top) {
        return Err(Rejection::NoClearWin { gain: top - base });
    }
    if top - second < MARGIN || wins(*second) {
        return Err(Rejection::NotUnique { gap: top - second });
    }
    Ok(*best)
}

/// The solution from `game`'s position, checked with `nodes` per position:
/// the solver's unique wins and the search's best replies between them.
pub fn solve(game: &Game, nodes: u64) -> Result<Vec<Turn>, Rejection> {
    let solver = game.position().turn();
    let base = material(game.position(), solver);
    let mut at = game.clone();
    let first = unique_win(&at, base, nodes)?;
    at.play(first).map_err(|e| Rejection::Broken(e.to_string()))?;
    let mut solution = vec![first];
    let settings = review_settings(nodes);
    while solution.len() < 2 * MAX_STEPS - 1 && at.outcome().is_none() {
        let Some(reply) = value(&at, &settings, 0, &mut Vec::new()).1 else { break };
        let mut next = at.clone();
        next.play(reply).map_err(|e| Rejection::Broken(e.to_string()))?;
        let Ok(win) = unique_win(&next, base, nodes) else { break };
        next.play(win).map_err(|e| Rejection::Broken(e.to_string()))?;
        solution.extend([reply, win]);
        at = next;
    }
    Ok(solution)
}

impl Puzzle {
    /// The game at the puzzle's position.
    pub fn game(&self) -> Result<Game, GameError> {
        let mut game = Game::new(self.rules);
        for &t in &self.moves {
            game.play(t)?;
        }
        Ok(game)
    }

    /// Check the puzzle with `nodes` per position: every solver turn of the
    /// solution is still the unique clear win where it is played, and the
    /// replies are legal.
    pub fn verify(&self, nodes: u64) -> Result<(), Rejection> {
        let mut at = self.game().map_err(|e| Rejection::Broken(e.to_string()))?;
        let base = material(at.position(), at.position().turn());
        if self.solution.is_empty() || self.solution.len().is_multiple_of(2) {
            return Err(Rejection::Broken("a solution ends with the solver's turn".into()));
        }
        for (i, &turn) in self.solution.iter().enumerate() {
            if i % 2 == 0 && unique_win(&at, base, nodes)? != turn {
                return Err(Rejection::OtherSolution { step: i / 2 });
            }
            at.play(turn).map_err(|e| Rejection::Broken(e.to_string()))?;
        }
        Ok(())
    }

    /// A puzzle from `game` at ply `ply` with `solution`: its themes and
    /// starting rating.
    pub fn new(id: String, game: &Game, ply: usize, solution: Vec<Turn>) -> Option<Puzzle> {
        let at = game.at(ply)?;
        let themes = themes(&at, &solution);
        let rating = starting_rating(&at, &solution, &themes);
        Some(Puzzle { id, rules: *game.rules(), moves: game.turns()[..ply].to_vec(), solution, themes, rating })
    }

    /// One line: `id`, rules, the turns to the position, the solution,
    /// the themes and the rating, separated by tabs; turns separated by `;`.
    pub fn to_line(&self) -> String {
        let turns = |ts: &[Turn]| ts.iter().map(Turn::to_string).collect::<Vec<_>>().join(";");
        let themes = self.themes.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(",");
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.rules,
            turns(&self.moves),
            turns(&self.solution),
            themes,
            self.rating
        )
    }

    /// Read a line written by [`Puzzle::to_line`].
    pub fn from_line(line: &str) -> Result<Puzzle, String> {
        let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, rules, moves, solution, themes, rating] = fields.as_slice() else {
            return Err(format!("{} fields, 6 expected", fields.len()));
        };
        let rules: Rules = rules.parse().map_err(|e| format!("rules: {e}"))?;
        let mut game = Game::new(rules);
        let mut read = |text: &str| -> Result<Vec<Turn>, String> {
            text.split(';')
                .filter(|t| !t.is_empty())
                .map(|t| {
                    let turn = game.parse_turn(t).map_err(|e| format!("`{t}`: {e}"))?;
                    game.play(turn).map_err(|e| format!("`{t}`: {e}"))?;
                    Ok(turn)
                })
                .collect()
        };
        let moves = read(moves)?;
        let solution = read(solution)?;
        let themes = themes
            .split(',')
            .filter(|t| !t.is_empty())
            .map(|t| Theme::parse(t).ok_or_else(|| format!("no theme `{t}`")))
            .collect::<Result<_, _>>()?;
        let rating = rating.parse().map_err(|_| format!("rating `{rating}`"))?;
        Ok(Puzzle { id: id.to_string(), rules, moves, solution, themes, rating })
    }
}

/// The themes of a solution played from `at`.
fn themes(at: &Game, solution: &[Turn]) -> Vec<Theme> {
    let mut themes = Vec::new();
    let mut game = at.clone();
    let start_pieces = {
        let s = Position::start(at.position().size());
        s.count(Color::Black) + s.count(Color::White)
    };
    let pos = at.position();
    if pos.count(Color::Black) + pos.count(Color::White) <= start_pieces / 4 {
        themes.push(Theme::Endgame);
    }
    let first_taken = solution.first().map_or(0, |t| t.mv.capture_count());
    for (i, &turn) in solution.iter().enumerate() {
        let before = *game.position();
        let solver = i % 2 == 0;
        if solver {
            if turn.mv.capture_count() >= 2 {
                themes.push(Theme::MultiCapture);
            }
            if turn.huff.is_some() {
                themes.push(Theme::Huff);
            }
            let mullah_moves = before.piece_at(turn.mv.from()).is_some_and(|p| p.kind == Kind::Mullah);
            let takes_mullah = !(turn.mv.captured() & before.mullahs()).is_empty();
            if mullah_moves || takes_mullah || turn.mv.promotes() {
                themes.push(Theme::Mullah);
            }
        } else {
            if i == 1 && turn.mv.capture_count() > 0 && turn.mv.capture_count() >= first_taken {
                themes.push(Theme::Sacrifice);
            }
            if game.only_turn().is_some() && turn.mv.capture_count() > 0 {
                themes.push(Theme::Majority);
            }
        }
        if game.play(turn).is_err() {
            break;
        }
    }
    themes.sort();
    themes.dedup();
    themes
}

/// The rating a puzzle starts with: 1000, plus 200 for each solver turn
/// after the first, 25 for each legal turn of the first position beyond two
/// (up to ten), 150 when the first turn takes nothing, 100 for a sacrifice.
fn starting_rating(at: &Game, solution: &[Turn], themes: &[Theme]) -> i32 {
    let steps = solution.len().div_ceil(2) as i32;
    let choices = at.legal_turns().len().clamp(2, 10) as i32;
    let quiet = solution.first().is_some_and(|t| t.mv.capture_count() == 0);
    1000 + 200 * (steps - 1)
        + 25 * (choices - 2)
        + if quiet { 150 } else { 0 }
        + if themes.contains(&Theme::Sacrifice) { 100 } else { 0 }
}

/// Puzzles in `game`: every position from ply `from` on that meets the
/// criterion at `find` nodes and again at `verify` nodes, as `(ply,
/// solution)`. Positions right after a puzzle's start are skipped (they
/// would repeat its solution).
pub fn mine(game: &Game, from: usize, find: u64, verify: u64) -> Vec<(usize, Vec<Turn>)> {
    let mut found = Vec::new();
    let mut ply = from;
    let settings = review_settings(find);
    while ply < game.turns().len() {
        let Some(at) = game.at(ply) else { break };
        // A cheap screen first: one search of the position itself.
        let promising = at.outcome().is_none()
            && at.legal_turns().len() >= 2
            && value(&at, &settings, 0, &mut Vec::new()).0 - material(at.position(), at.position().turn()) >= GAIN;
        if promising
            && let Ok(solution) = solve(&at, find)
            && let Ok(checked) = solve(&at, verify)
            && checked == solution
        {
            let len = solution.len();
            found.push((ply, solution));
            ply += len + 1;
            continue;
        }
        ply += 1;
    }
    found
}
