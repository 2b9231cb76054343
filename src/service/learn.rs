//! The course (Learn): a person plays one level at a time, from the level's
//! small position, towards its goal; the enemy stands still, answers with
//! its script, or is the computer. A level done keeps the best result and
//! its stars (3 at par, 2 a little over, 1 otherwise); a level failed (the
//! game lost, the script left, a wrong "only move", far too many turns)
//! starts again. Every rule of a level is the verifier's
//! ([`crate::ai::lesson`]), so what the course proves is what is played.

use super::heavy::{Owner, Refused};
use super::{Result, Service, ServiceError, TurnInput, User, UserId};
use crate::ai::lesson::{Course, Enemy, Lesson, Reply, Stage};
use crate::rules::{Game, Step, Turn};
use crate::store;
use std::sync::LazyLock;

/// The shipped course, read once.
pub static COURSE: LazyLock<Course> = LazyLock::new(Course::shipped);

/// Turns over par after which a level is given up (and starts again).
pub const SLACK: u32 = 10;

/// The enemy's stand-still ply in the stored record.
const PASS: &str = "-";

/// Stars for doing a level of par `par` in `turns` turns.
pub fn stars(par: u32, turns: u32) -> u8 {
    match turns {
        t if t <= par => 3,
        t if t <= par + 2 => 2,
        _ => 1,
    }
}

/// A level and where it stands in the course.
#[derive(Clone, Copy, Debug)]
pub struct Place {
    pub stage: &'static Stage,
    /// 0-based.
    pub stage_index: usize,
    pub level: &'static Lesson,
    /// 0-based, in its stage.
    pub index: usize,
}

impl Place {
    pub fn of(id: &str) -> Option<Place> {
        COURSE.stages.iter().enumerate().find_map(|(stage_index, stage)| {
            let index = stage.lessons.iter().position(|l| l.id == id)?;
            Some(Place { stage, stage_index, level: &stage.lessons[index], index })
        })
    }

    /// The level after this one, if any.
    pub fn next(&self) -> Option<Place> {
        let stage = self.stage;
        if let Some(level) = stage.lessons.get(self.index + 1) {
            return Some(Place { level, index: self.index + 1, ..*self });
        }
        let stage = COURSE.stages.get(self.stage_index + 1)?;
        Some(Place { stage, stage_index: self.stage_index + 1, level: &stage.lessons[0], index: 0 })
    }
}

/// A person's result at one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Best {
    pub turns: u32,
    pub stars: u8,
}

impl Best {
    fn of(row: &store::learn::ResultRow) -> Best {
        Best { turns: row.best_turns.max(0) as u32, stars: row.stars.clamp(0, 3) as u8 }
    }
}

/// A person's progress through the course.
#[derive(Clone, Debug)]
pub struct LearnProgress {
    /// Per stage, per level: the best result, if done.
    pub stages: Vec<(&'static Stage, Vec<Option<Best>>)>,
    /// Where `/learn` goes on: the level in progress, else the first not
    /// done, else the first.
    pub next: Place,
    pub in_progress: bool,
}

impl LearnProgress {
    pub fn stars(&self) -> u32 {
        self.stages.iter().flat_map(|(_, l)| l).flatten().map(|b| u32::from(b.stars)).sum()
    }
}

/// A level being played, the learner to move.
#[derive(Clone, Debug)]
pub struct LearnView {
    pub place: Place,
    pub game: Game,
    /// The learner's turns so far.
    pub played: u32,
    pub best: Option<Best>,
    /// The turns of this attempt in order, the learner's and the enemy's
    /// (`None`: the enemy stood still), for a move list.
    pub record: Vec<Option<String>>,
}

/// The stored plies as a move list's turns.
fn record(plies: &[String]) -> Vec<Option<String>> {
    plies.iter().map(|p| (p != PASS).then(|| p.clone())).collect()
}

/// Why a level failed (and starts again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The game ended against the learner (lost, or drawn when the goal
    /// was not a draw).
    Lost,
    Drawn,
    /// The game ended otherwise (the learner won) before the goal.
    Ended,
    /// The learner left the line the level's script was written for.
    OffScript,
    /// Far over par.
    TooLong,
    /// Not the only move; the enemy's answer that shows why, if it has one.
    NotTheMove {
        refutation: Option<Turn>,
    },
}

/// What a turn in a level did.
#[derive(Clone, Debug)]
pub enum LearnResult {
    /// Not there yet; the enemy answered `reply` (none: it stood still).
    Going { played: Turn, reply: Option<Turn>, view: LearnView },
    /// The goal is reached. `view` is the game at the end.
    Done {
        played: Turn,
        reply: Option<Turn>,
        view: LearnView,
        turns: u32,
        stars: u8,
        before: Option<Best>,
        next: Option<Place>,
        /// Every level of this stage is done now (this one was the last
        /// left), and with `Some(stars)` every level of the course: the
        /// learner's stars in all.
        stage_finished: bool,
        course_finished: Option<u32>,
    },
    /// The level failed; `view` is the game as it ended (the level starts
    /// again from the beginning).
    Failed { played: Turn, reply: Option<Turn>, view: LearnView, why: Failure },
}

/// The computer level a stage's end offers: stronger as the course goes on.
pub fn computer_level_after(stage_index: usize) -> u8 {
    match stage_index {
        0..=5 => 1,
        6..=10 => 2,
        _ => 3,
    }
}

/// The game of `level` after the recorded `plies`.
fn replay(level: &Lesson, plies: &[String]) -> Result<(Game, u32)> {
    let mut game = level.game();
    let mut played = 0;
    for (i, ply) in plies.iter().enumerate() {
        if ply == PASS {
            game = pass(level, &game);
        } else {
            game.play_text(ply).map_err(|e| ServiceError::Internal(format!("stored course ply {ply}: {e}")))?;
        }
        if i % 2 == 0 {
            played += 1;
        }
    }
    Ok((game, played))
}

/// The enemy stands still: the learner moves again.
fn pass(level: &Lesson, game: &Game) -> Game {
    Game::from_position(level.rules, game.position().with_turn(level.learner()))
        .expect("the same pieces, the other side to move")
}

impl Service {
    /// Everyone's best results per level, and where `user` goes on.
    pub async fn learn_progress(&self, user: UserId) -> Result<LearnProgress> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let results = store::learn::results(&mut tx, user).await?;
            let attempt = store::learn::attempt(&mut tx, user).await?;
            tx.commit().await?;
            let best = |id: &str| results.iter().find(|r| r.level_id == id).map(Best::of);
            let stages: Vec<_> =
                COURSE.stages.iter().map(|s| (s, s.lessons.iter().map(|l| best(&l.id)).collect())).collect();
            let in_progress = attempt.as_ref().and_then(|a| Place::of(&a.level_id));
            let first_not_done = COURSE.lessons().find(|l| best(&l.id).is_none()).and_then(|l| Place::of(&l.id));
            let first = Place::of(&COURSE.stages[0].lessons[0].id).expect("the course has a level");
            Ok(LearnProgress {
                stages,
                next: in_progress.or(first_not_done).unwrap_or(first),
                in_progress: in_progress.is_some(),
            })
        })
        .await
    }

    /// Start level `level` (from the beginning), or with `None` go on where
    /// `user` stopped: the level in progress, else the next not done.
    pub async fn learn_start(&self, user: &User, level: Option<&str>) -> Result<LearnView> {
        self.register(user).await?;
        let place = match level {
            Some(id) => Place::of(id.trim()).ok_or_else(|| ServiceError::NoSuchLevel { id: id.trim().to_string() })?,
            None => {
                let progress = self.learn_progress(user.id).await?;
                if progress.in_progress {
                    return self.learn_current(user.id).await;
                }
                progress.next
            }
        };
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::learn::start(&mut tx, user.id, &place.level.id).await?;
            let best = self.best(&mut tx, user.id, &place.level.id).await?;
            tx.commit().await?;
            Ok(LearnView { place, game: place.level.game(), played: 0, best, record: Vec::new() })
        })
        .await
    }

    async fn best(&self, tx: &mut store::Tx, user: UserId, id: &str) -> Result<Option<Best>> {
        let results = store::learn::results(tx, user).await?;
        Ok(results.iter().find(|r| r.level_id == id).map(Best::of))
    }

    /// The level `user` is playing.
    pub async fn learn_current(&self, user: UserId) -> Result<LearnView> {
        Ok(self.attempt_state(user).await?.0)
    }

    /// The level `user` is playing, and its plies as stored.
    async fn attempt_state(&self, user: UserId) -> Result<(LearnView, Vec<String>)> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let attempt = store::learn::attempt(&mut tx, user).await?.ok_or(ServiceError::NoLevel)?;
            let place = Place::of(&attempt.level_id).ok_or(ServiceError::NoLevel)?;
            let best = self.best(&mut tx, user, &place.level.id).await?;
            tx.commit().await?;
            let (game, played) = replay(place.level, &attempt.plies)?;
            Ok((LearnView { place, game, played, best, record: record(&attempt.plies) }, attempt.plies))
        })
        .await
    }

    /// In `tx`, lock `user`'s attempt and check it is still the one a turn
    /// was computed from (the level, and `plies` plies): else another turn
    /// came first (a second click, another front end).
    async fn guard(&self, tx: &mut store::Tx, user: UserId, level: &str, plies: usize) -> Result<()> {
        match store::learn::attempt(tx, user).await? {
            Some(a) if a.level_id == level && a.plies.len() == plies => Ok(()),
            _ => Err(ServiceError::PositionChanged),
        }
    }

    /// Play `input` in the level `user` is playing; `expected`: the number
    /// of turns they had played when they chose it (a stale menu is
    /// refused).
    pub async fn learn_turn(&self, user: &User, input: TurnInput<'_>, expected: Option<u32>) -> Result<LearnResult> {
        let (view, mut plies) = self.attempt_state(user.id).await?;
        let stored = plies.len();
        if expected.is_some_and(|e| e != view.played) {
            return Err(ServiceError::PositionChanged);
        }
        let level = view.place.level;
        let learner = level.learner();
        let before = view.game.clone();
        let turn = match input {
            TurnInput::Text(text) => before.parse_turn(text)?,
            TurnInput::Turn(turn) => turn,
        };
        let mut game = before.clone();
        game.play(turn)?;
        let played = view.played + 1;
        // The level after this turn (and the enemy's answer, once played).
        let (place, best) = (view.place, view.best);
        let after = |game: Game, plies: &[String]| LearnView { game, played, best, place, record: record(plies) };
        plies.push(turn.to_string());
        let step = Step { before: &before, turn: &turn, after: &game, played };

        // "Find the only move": any other first turn is wrong at once.
        if level.only && view.played == 0 {
            let (lesson, first) = (level.clone(), turn);
            let good = self
                .heavy
                .run(Owner::Person(user.id.0), move || lesson.good_first_turns().contains(&first))
                .await
                .map_err(refused)?;
            if !good {
                let refutation = self.enemy_reply(user.id, level, &game, played).await?;
                let view = after(game, &plies);
                let why = |r| Failure::NotTheMove { refutation: r };
                return self.learn_failed(user.id, stored, turn, refutation, view, why).await;
            }
        }
        if level.goal.met(learner, step) {
            return self.learn_done(user.id, stored, turn, None, after(game, &plies)).await;
        }
        // The enemy's answer.
        let still = matches!(level.replies(&game, played), Reply::Pass(_));
        let reply = if still {
            game = pass(level, &game);
            plies.push(PASS.to_string());
            None
        } else {
            if let Some(outcome) = game.outcome() {
                let why = ended(outcome, learner);
                return self.learn_failed(user.id, stored, turn, None, after(game, &plies), |_| why).await;
            }
            let Some(reply) = self.enemy_reply(user.id, level, &game, played).await? else {
                let view = after(game, &plies);
                return self.learn_failed(user.id, stored, turn, None, view, |_| Failure::OffScript).await;
            };
            game.play(reply)?;
            plies.push(reply.to_string());
            Some(reply)
        };
        if level.goal.met_after_reply(learner, &game, played) {
            return self.learn_done(user.id, stored, turn, reply, after(game, &plies)).await;
        }
        if let Some(outcome) = game.outcome() {
            let why = ended(outcome, learner);
            return self.learn_failed(user.id, stored, turn, reply, after(game, &plies), |_| why).await;
        }
        if played >= level.par + SLACK {
            return self.learn_failed(user.id, stored, turn, reply, after(game, &plies), |_| Failure::TooLong).await;
        }
        self.bounded(async {
            let mut tx = self.begin().await?;
            self.guard(&mut tx, user.id, &level.id, stored).await?;
            store::learn::set_plies(&mut tx, user.id, &plies).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
        Ok(LearnResult::Going { played: turn, reply, view: after(game, &plies) })
    }

    /// The enemy's answer in `game` after the learner's `played`-th turn:
    /// the script's, or the computer's. `None`: the script cannot be played.
    async fn enemy_reply(&self, user: UserId, level: &Lesson, game: &Game, played: u32) -> Result<Option<Turn>> {
        if game.outcome().is_some() {
            return Ok(None);
        }
        match (&level.enemy, level.replies(game, played)) {
            (Enemy::Computer(strength), _) => {
                let (game, strength) = (game.clone(), *strength);
                let seed = user.0 ^ u64::from(played);
                self.heavy
                    .run(Owner::Person(user.0), move || crate::ai::choose_turn(&game, strength, seed))
                    .await
                    .map_err(refused)
            }
            (_, Reply::Turns(turns)) => Ok(turns.first().copied()),
            _ => Ok(None),
        }
    }

    async fn learn_done(
        &self,
        user: UserId,
        stored: usize,
        played: Turn,
        reply: Option<Turn>,
        view: LearnView,
    ) -> Result<LearnResult> {
        let turns = view.played;
        let stars = stars(view.place.level.par, turns);
        let before = self
            .bounded(async {
                let mut tx = self.begin().await?;
                self.guard(&mut tx, user, &view.place.level.id, stored).await?;
                let before =
                    store::learn::record(&mut tx, user, &view.place.level.id, turns as i32, i16::from(stars)).await?;
                store::learn::finish(&mut tx, user).await?;
                tx.commit().await?;
                Ok(before.as_ref().map(Best::of))
            })
            .await?;
        let next = view.place.next();
        let progress = self.learn_progress(user).await?;
        let done = |levels: &Vec<Option<Best>>| levels.iter().all(Option::is_some);
        let stage_finished = progress.stages.get(view.place.stage_index).is_some_and(|(_, levels)| done(levels));
        let course_finished = progress.stages.iter().all(|(_, levels)| done(levels)).then(|| progress.stars());
        Ok(LearnResult::Done { played, reply, view, turns, stars, before, next, stage_finished, course_finished })
    }

    async fn learn_failed(
        &self,
        user: UserId,
        stored: usize,
        played: Turn,
        reply: Option<Turn>,
        view: LearnView,
        why: impl FnOnce(Option<Turn>) -> Failure,
    ) -> Result<LearnResult> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            self.guard(&mut tx, user, &view.place.level.id, stored).await?;
            // The level starts again from its beginning.
            store::learn::start(&mut tx, user, &view.place.level.id).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
        Ok(LearnResult::Failed { played, reply, view, why: why(reply) })
    }

    /// Whether to suggest the course to `user` now: `true` once, the first
    /// time a new player challenges someone or plays the computer.
    pub async fn suggest_course(&self, user: &User) -> Result<bool> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let first = store::learn::suggest_once(&mut tx, user.id).await?;
            tx.commit().await?;
            Ok(first)
        })
        .await
    }
}

/// Why a game that ended before the goal failed the level.
fn ended(outcome: crate::rules::Outcome, learner: crate::rules::Color) -> Failure {
    match outcome.winner() {
        None => Failure::Drawn,
        Some(winner) if winner == learner => Failure::Ended,
        Some(_) => Failure::Lost,
    }
}

fn refused(e: Refused) -> ServiceError {
    match e {
        Refused::Busy { .. } | Refused::Full { .. } => ServiceError::Busy,
        Refused::Failed => ServiceError::Internal("the course's search failed".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, DrawReason, Outcome, WinReason};

    #[test]
    fn a_game_over_before_the_goal_says_how_it_ended() {
        let won = |c| Outcome::Win { winner: c, reason: WinReason::NoMoves };
        assert_eq!(ended(won(Color::White), Color::Black), Failure::Lost);
        assert_eq!(ended(won(Color::Black), Color::Black), Failure::Ended);
        assert_eq!(ended(Outcome::Draw { reason: DrawReason::Stall }, Color::Black), Failure::Drawn);
        assert_eq!([1, 3, 5, 6].map(|t| stars(3, t)), [3, 3, 2, 1]);
    }
}
