//! The course (Learn): stages of small levels, each a position, a goal
//! ([`crate::rules::Goal`]) and a par (the fewest of the learner's turns
//! that reach it), and the proof, by exhaustive search, that every level can
//! be done in exactly its par.
//!
//! The enemy of a level stands still (the learner moves again), answers
//! with scripted turns, or is the computer at a level. The proof does not
//! trust the computer to play badly: against the computer a level must be
//! done within par whatever it answers.
//!
//! The course is one text file (`assets/learn/course.txt`), read by
//! [`Course::parse`]; its words (titles, goals, hints) are in the
//! catalogues, by the stage's and the level's ids.

use super::level::Level;
use crate::rules::{Color, Game, Goal, Position, Rules, Step, Turn};
use std::cell::Cell;
use std::fmt;

/// Which of a script's answers a search asked for, and which of them were
/// legal where they were asked (a bit per answer): an answer asked for and
/// never legal is a mistake in the script, not a level without a solution.
#[derive(Default)]
struct ScriptSeen {
    asked: Cell<u64>,
    legal: Cell<u64>,
}

impl ScriptSeen {
    fn note(&self, played: u32, legal: bool) {
        let bit = 1u64.checked_shl(played.saturating_sub(1)).unwrap_or(0);
        self.asked.set(self.asked.get() | bit);
        if legal {
            self.legal.set(self.legal.get() | bit);
        }
    }

    /// The first answer (counted from 1) asked for and never legal.
    fn never_legal(&self) -> Option<u32> {
        let bad = self.asked.get() & !self.legal.get();
        (bad != 0).then(|| bad.trailing_zeros() + 1)
    }
}

/// The shipped course.
pub const COURSE: &str = include_str!("../../assets/learn/course.txt");

/// The longest par the verifier searches.
pub const MAX_PAR: u32 = 6;
/// The most levels a course may have (the shipped one has 71).
pub const MAX_LEVELS: usize = 1000;
/// The longest text of a course file repeated in an error, in characters.
const MAX_QUOTE: usize = 40;

/// Text of a course file as an error repeats it: cut short, and no control
/// character written as it is.
fn quoted(text: &str) -> String {
    let mut out: String = text.chars().take(MAX_QUOTE).map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect();
    if text.chars().count() > MAX_QUOTE {
        out.push('…');
    }
    out
}

#[derive(Clone, Debug)]
pub struct Course {
    pub stages: Vec<Stage>,
}

#[derive(Clone, Debug)]
pub struct Stage {
    pub id: String,
    pub lessons: Vec<Lesson>,
}

/// One level of the course.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub id: String,
    pub rules: Rules,
    /// The position; its side to move is the learner.
    pub start: Position,
    pub goal: Goal,
    pub par: u32,
    pub enemy: Enemy,
    /// Exactly one first turn leads to the goal within par ("find the only
    /// move"); any other is explained as wrong.
    pub only: bool,
}

/// How the other side answers the learner's turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Enemy {
    /// Not at all: the learner moves again.
    Still,
    /// The scripted turns, one per learner's turn, as written; once they
    /// run out, it stands still.
    Script(Vec<String>),
    /// The computer at a level.
    Computer(Level),
}

/// What the enemy does after the learner's `played`-th turn.
pub enum Reply {
    /// Nothing: the learner moves again.
    Pass(Box<Game>),
    /// These are its possible answers (one for a script, every legal turn
    /// for the computer as the verifier sees it).
    Turns(Vec<Turn>),
    /// The script's turn cannot be played here: the learner left the path
    /// the level was written for.
    OffScript,
}

impl Lesson {
    pub fn learner(&self) -> Color {
        self.start.turn()
    }

    /// The game at the start of the level.
    pub fn game(&self) -> Game {
        Game::from_position(self.rules, self.start).expect("a level's position was checked when read")
    }

    /// The enemy's reply in `after` (the game after the learner's
    /// `played`-th turn), as the verifier considers it.
    pub fn replies(&self, after: &Game, played: u32) -> Reply {
        let script = match &self.enemy {
            Enemy::Script(turns) => turns.get(played as usize - 1),
            _ => None,
        };
        match (&self.enemy, script) {
            (Enemy::Computer(_), _) => Reply::Turns(after.legal_turns()),
            (Enemy::Script(_), Some(text)) => match after.parse_turn(text) {
                Ok(turn) => Reply::Turns(vec![turn]),
                Err(_) => Reply::OffScript,
            },
            (Enemy::Still | Enemy::Script(_), _) => {
                let back = after.position().with_turn(self.learner());
                Reply::Pass(Box::new(
                    Game::from_position(self.rules, back).expect("the same pieces, the other side to move"),
                ))
            }
        }
    }

    /// Can the learner, from `game` after `played` turns, reach the goal in
    /// at most `left` more turns whatever the enemy answers?
    fn reaches(&self, game: &Game, played: u32, left: u32, seen: &ScriptSeen) -> bool {
        if left == 0 {
            return false;
        }
        game.legal_turns().iter().any(|turn| self.reaches_after(game, turn, played, left, seen))
    }

    /// The same, the learner's next turn being `turn`.
    fn reaches_after(&self, game: &Game, turn: &Turn, played: u32, left: u32, seen: &ScriptSeen) -> bool {
        let learner = self.learner();
        let mut after = game.clone();
        if after.play(*turn).is_err() {
            return false;
        }
        let played = played + 1;
        if self.goal.met(learner, Step { before: game, turn, after: &after, played }) {
            return true;
        }
        let go_on = |next: &Game| {
            self.goal.met_after_reply(learner, next, played)
                || (next.outcome().is_none() && self.reaches(next, played, left - 1, seen))
        };
        let reply = self.replies(&after, played);
        if let Enemy::Script(script) = &self.enemy
            && (played as usize) <= script.len()
        {
            seen.note(played, !matches!(reply, Reply::OffScript));
        }
        match reply {
            // An enemy that stands still goes on standing, pieces or none.
            Reply::Pass(next) => go_on(&next),
            _ if after.outcome().is_some() => false,
            Reply::OffScript => false,
            Reply::Turns(replies) => replies.iter().all(|reply| {
                let mut next = after.clone();
                next.play(*reply).is_ok() && go_on(&next)
            }),
        }
    }

    /// The fewest turns that reach the goal, up to `limit`.
    pub fn shortest(&self, limit: u32) -> Option<u32> {
        self.shortest_seen(limit, &ScriptSeen::default())
    }

    fn shortest_seen(&self, limit: u32, seen: &ScriptSeen) -> Option<u32> {
        let game = self.game();
        (1..=limit).find(|&n| self.reaches(&game, 0, n, seen))
    }

    /// A turn of the quickest way to the goal from `game`, after the
    /// learner's `played` turns (whatever the enemy answers), if the goal
    /// can be reached within `limit` more turns.
    pub fn solution_turn(&self, game: &Game, played: u32, limit: u32) -> Option<Turn> {
        let seen = ScriptSeen::default();
        (1..=limit)
            .find_map(|left| game.legal_turns().into_iter().find(|t| self.reaches_after(game, t, played, left, &seen)))
    }

    /// The first turns that reach the goal within par.
    pub fn good_first_turns(&self) -> Vec<Turn> {
        let game = self.game();
        let seen = ScriptSeen::default();
        game.legal_turns().into_iter().filter(|t| self.reaches_after(&game, t, 0, self.par, &seen)).collect()
    }

    /// Is this level as written: its goal not met before a move, reached in
    /// exactly its par, and (for "find the only move") by one first turn?
    pub fn verify(&self) -> Result<(), Fault> {
        let game = self.game();
        if self.goal.met_at_start(self.learner(), &game) {
            return Err(Fault::MetAtStart);
        }
        let seen = ScriptSeen::default();
        match self.shortest_seen(self.par, &seen) {
            None => {
                return Err(match (seen.never_legal(), &self.enemy) {
                    (Some(answer), Enemy::Script(script)) => {
                        Fault::IllegalAnswer { answer, turn: script[answer as usize - 1].clone() }
                    }
                    _ => Fault::NoSolution { par: self.par },
                });
            }
            Some(found) if found < self.par => return Err(Fault::ParTooHigh { par: self.par, found }),
            Some(_) => {}
        }
        if self.only {
            let good = self.good_first_turns().len();
            if good != 1 {
                return Err(Fault::NotOnly { good });
            }
        }
        Ok(())
    }
}

/// Why a level is not as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    MetAtStart,
    NoSolution {
        par: u32,
    },
    ParTooHigh {
        par: u32,
        found: u32,
    },
    NotOnly {
        good: usize,
    },
    /// The other side's `answer`-th scripted turn is legal nowhere the
    /// learner can bring it.
    IllegalAnswer {
        answer: u32,
        turn: String,
    },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::MetAtStart => write!(f, "its goal is met before any move"),
            Fault::NoSolution { par: 1 } => write!(f, "no solution within its par of 1 turn"),
            Fault::NoSolution { par } => write!(f, "no solution within its par of {par} turns"),
            Fault::ParTooHigh { par, found: 1 } => write!(f, "its par is {par}, but 1 turn reaches the goal"),
            Fault::ParTooHigh { par, found } => write!(f, "its par is {par}, but {found} turns reach the goal"),
            Fault::NotOnly { good } => write!(f, "it asks for the only move, but {good} first turns reach the goal"),
            Fault::IllegalAnswer { answer, turn } => {
                let turn = quoted(turn);
                write!(f, "the other side's scripted answer {answer}, `{turn}`, is not a legal turn where it comes")
            }
        }
    }
}

/// Why the course's text cannot be read: the line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for CourseError {}

/// A level as it is read, its fields still to come.
#[derive(Default)]
struct Draft {
    id: String,
    line: usize,
    rules: Option<Rules>,
    start: Option<Position>,
    goal: Option<(usize, String)>,
    par: Option<u32>,
    enemy: Option<Enemy>,
    only: bool,
}

impl Draft {
    fn finish(self) -> Result<Lesson, CourseError> {
        let missing = |what: &str| CourseError { line: self.line, message: format!("level {} has no {what}", self.id) };
        let rules = self.rules.unwrap_or_default();
        let goal = match &self.goal {
            Some((line, text)) => {
                Goal::parse(text, rules.board).map_err(|e| CourseError { line: *line, message: e.to_string() })?
            }
            None => return Err(missing("goal")),
        };
        let start = self.start.ok_or_else(|| missing("position"))?;
        if start.size() != rules.board {
            return Err(CourseError {
                line: self.line,
                message: format!("level {}: the position is not of its rules' board", self.id),
            });
        }
        Game::from_position(rules, start)
            .map_err(|e| CourseError { line: self.line, message: format!("level {}: {e}", self.id) })?;
        let par = self.par.ok_or_else(|| missing("par"))?;
        if !(1..=MAX_PAR).contains(&par) {
            return Err(CourseError {
                line: self.line,
                message: format!("level {}: a par is 1 to {MAX_PAR}", self.id),
            });
        }
        Ok(Lesson { goal, id: self.id, rules, start, par, enemy: self.enemy.unwrap_or(Enemy::Still), only: self.only })
    }
}

impl Course {
    /// The shipped course.
    pub fn shipped() -> Course {
        Course::parse(COURSE).expect("the shipped course reads (tests/it/learn.rs)")
    }

    /// Read a course: `stage <id>`, then its levels, each `level <id>`
    /// followed by `position <text>`, `goal <goal>`, `par <n>`, and
    /// optionally `rules <spec>` (default `zamma`), `enemy still`,
    /// `enemy script <turn>; <turn>…` or `enemy computer <level>`, and
    /// `only`. `#` starts a comment.
    pub fn parse(text: &str) -> Result<Course, CourseError> {
        Course::read(text.lines().map(|l| Ok(l.to_string())))
    }

    /// [`Course::parse`] a line at a time (as a file is read, each line
    /// bounded by its reader; a line it could not read is its error). At
    /// most [`MAX_LEVELS`] levels.
    pub fn read(lines: impl IntoIterator<Item = Result<String, CourseError>>) -> Result<Course, CourseError> {
        let mut stages: Vec<Stage> = Vec::new();
        let mut draft: Option<Draft> = None;
        let mut ids = std::collections::HashSet::new();
        for (i, raw) in lines.into_iter().enumerate() {
            let raw = raw?;
            let line = i + 1;
            let err = |message: String| CourseError { line, message };
            let text = raw.split('#').next().unwrap_or("").trim();
            if text.is_empty() {
                continue;
            }
            let (key, value) = text.split_once(char::is_whitespace).map_or((text, ""), |(k, v)| (k, v.trim()));
            let id_ok = |id: &str| {
                !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            };
            if matches!(key, "stage" | "level") {
                if !id_ok(value) || !ids.insert(value.to_string()) {
                    let value = quoted(value);
                    return Err(err(format!("`{value}` is not a new id (lower-case letters, digits and -)")));
                }
                if ids.len() > MAX_LEVELS {
                    return Err(err(format!("more than {MAX_LEVELS} stages and levels; a course has fewer")));
                }
                if let Some(done) = draft.take() {
                    stages.last_mut().expect("a level is in a stage").lessons.push(done.finish()?);
                }
            }
            match key {
                "stage" => stages.push(Stage { id: value.to_string(), lessons: Vec::new() }),
                "level" if stages.is_empty() => return Err(err("a level before any stage".into())),
                "level" => draft = Some(Draft { id: value.to_string(), line, ..Draft::default() }),
                _ => {
                    let Some(d) = draft.as_mut() else {
                        return Err(err(format!("`{}` outside a level", quoted(key))));
                    };
                    match key {
                        "rules" => d.rules = Some(value.parse().map_err(|e| err(format!("{e}")))?),
                        "position" => d.start = Some(value.parse().map_err(|e| err(format!("{e}")))?),
                        "goal" => d.goal = Some((line, value.to_string())),
                        "par" => {
                            d.par = Some(value.parse().map_err(|_| err(format!("`{}` is not a par", quoted(value))))?)
                        }
                        "only" => d.only = true,
                        "enemy" => {
                            let (kind, rest) = value.split_once(' ').map_or((value, ""), |(k, r)| (k, r.trim()));
                            d.enemy = Some(match kind {
                                "still" => Enemy::Still,
                                "script" => Enemy::Script(
                                    rest.split(';')
                                        .map(str::trim)
                                        .filter(|t| !t.is_empty())
                                        .map(String::from)
                                        .collect(),
                                ),
                                "computer" => Enemy::Computer(rest.parse().map_err(|e| err(format!("{e}")))?),
                                _ => {
                                    return Err(err(format!(
                                        "`{}`: an enemy is still, script … or computer <level>",
                                        quoted(value)
                                    )));
                                }
                            });
                        }
                        _ => return Err(err(format!("`{}` is not a field of a level", quoted(key)))),
                    }
                }
            }
        }
        if let Some(done) = draft.take() {
            stages.last_mut().expect("a level is in a stage").lessons.push(done.finish()?);
        }
        if let Some(empty) = stages.iter().find(|s| s.lessons.is_empty()) {
            return Err(CourseError { line: 0, message: format!("stage {} has no level", empty.id) });
        }
        Ok(Course { stages })
    }

    pub fn lessons(&self) -> impl Iterator<Item = &Lesson> {
        self.stages.iter().flat_map(|s| &s.lessons)
    }

    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons().find(|l| l.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(text: &str) -> Lesson {
        let course = Course::parse(&format!("stage s\nlevel l\n{text}")).unwrap();
        course.stages[0].lessons[0].clone()
    }

    #[test]
    fn a_level_is_proven_in_exactly_its_par() {
        // A black man on e1 walks to e4: three steps, the enemy still.
        let walk = "position 9/9/9/9/9/9/9/9/4b4 b\ngoal reach e4\n";
        assert_eq!(lesson(&format!("{walk}par 3")).verify(), Ok(()));
        assert_eq!(lesson(&format!("{walk}par 2")).verify(), Err(Fault::NoSolution { par: 2 }));
        assert_eq!(lesson(&format!("{walk}par 4")).verify(), Err(Fault::ParTooHigh { par: 4, found: 3 }));
        let there = "position 9/9/9/9/9/9/9/9/4b4 b\ngoal reach e1\npar 1";
        assert_eq!(lesson(there).verify(), Err(Fault::MetAtStart));
    }

    #[test]
    fn an_illegal_scripted_answer_is_named_not_taken_for_a_level_without_a_solution() {
        let walk = "position w8/9/9/9/9/9/9/9/4b4 b\ngoal reach e4\npar 3\nenemy script";
        assert_eq!(lesson(&format!("{walk} a9-a8; a8-a7")).verify(), Ok(()));
        let fault = lesson(&format!("{walk} a9-a8; a8-a5")).verify().unwrap_err();
        assert_eq!(fault, Fault::IllegalAnswer { answer: 2, turn: "a8-a5".into() });
        assert_eq!(
            fault.to_string(),
            "the other side's scripted answer 2, `a8-a5`, is not a legal turn where it comes"
        );
        // One turn is a turn, not "1 turns".
        let there = "position 9/9/9/9/9/9/9/9/4b4 b\ngoal reach e3\npar 1";
        assert_eq!(lesson(there).verify().unwrap_err().to_string(), "no solution within its par of 1 turn");
    }

    #[test]
    fn against_the_computer_every_answer_is_considered() {
        // Black e4 takes the white man on e5 at once: capture-all in 1.
        let l = lesson("position 9/9/9/9/4w4/4b4/9/9/9 b\ngoal capture-all\npar 1\nenemy computer 1");
        assert_eq!(l.verify(), Ok(()));
        assert_eq!(l.good_first_turns().len(), 1);
        // Only one of the two captures takes both: the only move.
        let only = lesson("position 9/9/9/3w1w3/4b4/9/9/9/9 b\ngoal capture 1\npar 1\nonly");
        assert_eq!(only.verify(), Err(Fault::NotOnly { good: 2 }));
    }

    #[test]
    fn a_course_reads_or_says_where_it_is_wrong() {
        assert!(Course::parse("stage a\nlevel b\nposition 9/9/9/9/9/9/9/9/4b4 b\ngoal win\npar 1").is_ok());
        for (text, line) in [
            ("level b", 1),
            ("stage a\nlevel b\ngoal fly", 3),
            ("stage a\nlevel b\npar 1\ngoal win", 2),
            ("stage a\nlevel a\nposition 9/9/9/9/9/9/9/9/4b4 b\ngoal win\npar 1", 2),
            ("stage a\nlevel b\nposition 9/9/9/9/9/9/9/9/4b4 b\ngoal win\npar 1\nenemy fly", 6),
        ] {
            let e = Course::parse(text).unwrap_err();
            assert_eq!(e.line, line, "{text:?}: {e}");
        }
    }
}
