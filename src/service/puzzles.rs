//! Puzzles: one at a time per player, chosen near their puzzle rating (or
//! the day's puzzle, the same for everyone); the computer's replies come
//! from the stored solution. A player's first attempt at a puzzle moves
//! both ratings (Glicko-2, apart from game ratings), once; a wrong turn ends
//! the attempt and shows the solution. An illegal turn is refused, and
//! changes nothing.

use super::heavy::{Owner, Refused};
use super::rating::{self, Rating, is_provisional};
use super::{GameId, Result, Service, ServiceError, TurnInput, User, UserId};
use crate::ai::{FIND_NODES, Puzzle, SHIPPED_PUZZLES, VERIFY_NODES, mine};

/// What a puzzle is about (a sacrifice, a mullah's capture, …), owned by
/// the service's puzzle aggregate; named apart from the board's `Theme`.
pub use crate::ai::Theme as PuzzleTheme;
use crate::rules::{Color, Game, Position, Preset, Turn};
use crate::store::puzzles::{AttemptRow, NewPuzzle, PuzzleRow, SolverRow};
use crate::store::{self, StoreError, Tx};
use chrono::NaiveDate;

/// A puzzle as a solver sees it, at the step they are at.
#[derive(Clone, Debug)]
pub struct PuzzleView {
    pub attempt: i64,
    pub id: String,
    pub preset: String,
    /// The game up to the position to solve now (the solver to move).
    pub game: Game,
    pub solver: Color,
    /// Solver turns played right so far, and in all.
    pub step: usize,
    pub steps: usize,
    /// The puzzle's own rating.
    pub rating: f64,
    /// Shown once the puzzle is over.
    pub themes: Vec<PuzzleTheme>,
    /// The day, for the daily puzzle.
    pub daily: Option<NaiveDate>,
    /// Whether this attempt moves the ratings (the player's first at it).
    pub rated: bool,
}

/// A player's puzzle rating and record.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleStanding {
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
    pub solved: i32,
    pub failed: i32,
    pub streak: i32,
    pub best_streak: i32,
}

/// What a turn in a puzzle did.
#[derive(Clone, Debug)]
pub enum PuzzleResult {
    /// Right, and the puzzle goes on: `reply` was played after it.
    Right { played: Turn, reply: Turn, view: Box<PuzzleView> },
    /// Right, and the last turn of the solution.
    Solved { played: Turn, view: Box<PuzzleView>, standing: PuzzleStanding, change: Option<f64> },
    /// Not the solution: the attempt is over. `view` is at the position
    /// where `solution` was the turn to find.
    Wrong { played: Turn, solution: Turn, view: Box<PuzzleView>, standing: PuzzleStanding, change: Option<f64> },
}

fn standing(row: &SolverRow) -> PuzzleStanding {
    PuzzleStanding {
        name: row.name.clone(),
        rating: row.puzzle_rating,
        provisional: is_provisional(row.puzzle_deviation),
        solved: row.puzzles_solved,
        failed: row.puzzles_failed,
        streak: row.puzzle_streak,
        best_streak: row.puzzle_best_streak,
    }
}

/// A puzzle as the store keeps it.
fn new_puzzle(p: &Puzzle, preset: &str, game_id: Option<GameId>) -> Result<NewPuzzle> {
    let position =
        p.game().map_err(|e| ServiceError::Internal(format!("puzzle {}: {e}", p.id)))?.position().to_string();
    Ok(NewPuzzle {
        id: p.id.clone(),
        preset: preset.to_string(),
        line: p.to_line(),
        rating: f64::from(p.rating),
        position,
        game_id,
    })
}

fn parse(row: &PuzzleRow) -> Result<Puzzle> {
    Puzzle::from_line(&row.line).map_err(|e| ServiceError::Internal(format!("puzzle {}: {e}", row.id)))
}

/// The puzzle's game after `step` solver turns (and the replies).
fn game_at(puzzle: &Puzzle, step: usize) -> Result<Game> {
    let mut game = puzzle.game().map_err(|e| ServiceError::Internal(format!("puzzle {}: {e}", puzzle.id)))?;
    for &t in puzzle.solution.iter().take(2 * step) {
        game.play(t).map_err(|e| ServiceError::Internal(format!("puzzle {}: {e}", puzzle.id)))?;
    }
    Ok(game)
}

fn view_of(attempt: &AttemptRow, row: &PuzzleRow, puzzle: &Puzzle, step: usize) -> Result<PuzzleView> {
    let game = game_at(puzzle, step)?;
    Ok(PuzzleView {
        attempt: attempt.id,
        id: row.id.clone(),
        preset: row.preset.clone(),
        // At every step the solver is to move.
        solver: game.position().turn(),
        game,
        step,
        steps: puzzle.solution.len().div_ceil(2),
        rating: row.rating,
        themes: puzzle.themes.clone(),
        daily: attempt.daily,
        rated: attempt.rated,
    })
}

impl Service {
    /// Add the shipped puzzles the database does not have yet (at start);
    /// how many were added.
    pub async fn load_shipped_puzzles(&self) -> Result<u64> {
        let mut rows = Vec::new();
        for (preset, text) in SHIPPED_PUZZLES {
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let p = Puzzle::from_line(line).map_err(|e| ServiceError::Internal(format!("shipped puzzle: {e}")))?;
                rows.push(new_puzzle(&p, preset, None)?);
            }
        }
        self.bounded(async {
            let mut tx = self.begin().await?;
            let added = store::puzzles::load(&mut tx, &rows).await?;
            tx.commit().await?;
            Ok(added)
        })
        .await
    }

    /// Look for puzzles in up to `limit` finished games nobody looked at yet
    /// (on the heavy-work pool, from ply 6 on); new positions join the
    /// puzzles. Games with rules other than a preset's, or another start,
    /// are looked at and skipped. How many games were looked at, and how
    /// many puzzles were added.
    pub async fn mine_finished_games(&self, limit: i64) -> Result<(usize, u64)> {
        let games = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let rows = store::games::take_unmined(&mut tx, limit).await?;
                let mut games = Vec::with_capacity(rows.len());
                for row in &rows {
                    games.push((row.id, self.replay(&mut tx, row).await?));
                }
                tx.commit().await?;
                Ok(games)
            })
            .await?;
        let mut added = 0;
        for (id, game) in &games {
            let Some(preset) = Preset::ALL.into_iter().find(|p| p.rules() == *game.rules()) else { continue };
            if *game.start() != Position::start(game.rules().board) {
                continue;
            }
            let replay = game.clone();
            let found =
                match self.heavy.run(Owner::Game(id.0), move || mine(&replay, 6, FIND_NODES, VERIFY_NODES)).await {
                    Ok(found) => found,
                    Err(Refused::Busy { .. } | Refused::Full { .. } | Refused::Failed) => continue,
                };
            let mut rows = Vec::with_capacity(found.len());
            for (ply, solution) in found {
                if let Some(p) = Puzzle::new(format!("g{}-{ply}", id.0), game, ply, solution) {
                    rows.push(new_puzzle(&p, preset.name(), Some(*id))?);
                }
            }
            if rows.is_empty() {
                continue;
            }
            added += self
                .bounded(async {
                    let mut tx = self.begin().await?;
                    let n = store::puzzles::load(&mut tx, &rows).await?;
                    tx.commit().await?;
                    Ok(n)
                })
                .await?;
        }
        if added > 0 {
            tracing::info!(games = games.len(), added, "puzzles found in finished games");
        }
        Ok((games.len(), added))
    }

    async fn solver_row(&self, tx: &mut Tx, user: UserId) -> Result<SolverRow> {
        store::puzzles::solver(tx, user).await?.ok_or(ServiceError::Internal(format!("no player {user}")))
    }

    async fn puzzle_row(&self, tx: &mut Tx, id: &str) -> Result<PuzzleRow> {
        store::puzzles::lock(tx, id).await?.ok_or(ServiceError::Internal(format!("no puzzle {id}")))
    }

    /// The player's puzzle in progress, or a new one of `preset` (by
    /// default the preset of their last puzzle, else zamma) near their
    /// puzzle rating that they never tried.
    pub async fn next_puzzle(&self, user: &User, preset: Option<Preset>) -> Result<PuzzleView> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            if let Some(view) = self.current_puzzle(&mut tx, user.id).await? {
                tx.commit().await?;
                return Ok(view);
            }
            let preset = match preset {
                Some(p) => p,
                None => store::puzzles::last_preset(&mut tx, user.id)
                    .await?
                    .and_then(|name| Preset::from_name(&name))
                    .unwrap_or(Preset::Zamma),
            };
            let rating = self.solver_row(&mut tx, user.id).await?.puzzle_rating;
            let row = store::puzzles::pick(&mut tx, user.id, preset.name(), rating)
                .await?
                .ok_or(ServiceError::NoPuzzleLeft { preset: preset.name().to_string() })?;
            let view = self.start_attempt(&mut tx, user.id, &row, true, None).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// The day's puzzle (a zamma puzzle, the same for everyone on `day`).
    /// Rated only for those who never tried it; a puzzle in progress must
    /// be finished first.
    pub async fn daily_puzzle(&self, user: &User, day: NaiveDate) -> Result<PuzzleView> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            if let Some(view) = self.current_puzzle(&mut tx, user.id).await? {
                if view.daily == Some(day) {
                    tx.commit().await?;
                    return Ok(view);
                }
                return Err(ServiceError::PuzzleInProgress);
            }
            let n = i64::from(chrono::Datelike::num_days_from_ce(&day)) * 7919;
            let row = store::puzzles::nth(&mut tx, Preset::Zamma.name(), n)
                .await?
                .ok_or(ServiceError::NoPuzzleLeft { preset: Preset::Zamma.name().to_string() })?;
            let rated = !store::puzzles::tried(&mut tx, user.id, &row.id).await?;
            let view = self.start_attempt(&mut tx, user.id, &row, rated, Some(day)).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// The player's puzzle in progress (`NoPuzzle` when there is none).
    pub async fn puzzle_in_progress(&self, user: UserId) -> Result<PuzzleView> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let view = self.current_puzzle(&mut tx, user).await?;
            tx.commit().await?;
            view.ok_or(ServiceError::NoPuzzle)
        })
        .await
    }

    async fn current_puzzle(&self, tx: &mut Tx, user: UserId) -> Result<Option<PuzzleView>> {
        let Some(attempt) = store::puzzles::playing(tx, user).await? else { return Ok(None) };
        let row = self.puzzle_row(tx, &attempt.puzzle_id).await?;
        let puzzle = parse(&row)?;
        Ok(Some(view_of(&attempt, &row, &puzzle, attempt.step as usize)?))
    }

    async fn start_attempt(
        &self,
        tx: &mut Tx,
        user: UserId,
        row: &PuzzleRow,
        rated: bool,
        daily: Option<NaiveDate>,
    ) -> Result<PuzzleView> {
        let puzzle = parse(row)?;
        let attempt = store::puzzles::start(tx, user, &row.id, rated, daily).await.map_err(|e| match e {
            StoreError::Conflict => ServiceError::PuzzleInProgress,
            e => e.into(),
        })?;
        view_of(&attempt, row, &puzzle, 0)
    }

    /// `user` plays `input` in their puzzle in progress (attempt `attempt`,
    /// at `expected_step` when the caller saw it).
    pub async fn puzzle_turn(
        &self,
        user: &User,
        attempt: i64,
        input: TurnInput<'_>,
        expected_step: Option<usize>,
    ) -> Result<PuzzleResult> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let current = store::puzzles::playing(&mut tx, user.id).await?;
            let Some(current) = current.filter(|a| a.id == attempt) else { return Err(ServiceError::NoPuzzle) };
            let step = current.step as usize;
            if expected_step.is_some_and(|s| s != step) {
                return Err(ServiceError::PositionChanged);
            }
            let row = self.puzzle_row(&mut tx, &current.puzzle_id).await?;
            let puzzle = parse(&row)?;
            let game = game_at(&puzzle, step)?;
            let played = match input {
                TurnInput::Text(text) => game.parse_turn(text)?,
                TurnInput::Turn(t) if game.legal_turns().contains(&t) => t,
                TurnInput::Turn(t) => {
                    return Err(ServiceError::Internal(format!("{t} is not a legal turn of puzzle {}", row.id)));
                }
            };
            let expected = puzzle.solution[2 * step];
            let result = if played == expected && 2 * step + 1 == puzzle.solution.len() {
                let (standing, change) = self.end_attempt(&mut tx, &current, &row, true, step + 1).await?;
                let view = Box::new(view_of(&current, &row, &puzzle, step)?);
                PuzzleResult::Solved { played, view, standing, change }
            } else if played == expected {
                store::puzzles::advance(&mut tx, current.id, step as i32 + 1).await?;
                let view = Box::new(view_of(&current, &row, &puzzle, step + 1)?);
                PuzzleResult::Right { played, reply: puzzle.solution[2 * step + 1], view }
            } else {
                let (standing, change) = self.end_attempt(&mut tx, &current, &row, false, step).await?;
                let view = Box::new(view_of(&current, &row, &puzzle, step)?);
                PuzzleResult::Wrong { played, solution: expected, view, standing, change }
            };
            tx.commit().await?;
            Ok(result)
        })
        .await
    }

    /// End an attempt: the player's record, and both ratings if it is rated
    /// (the player's change in rating, then).
    async fn end_attempt(
        &self,
        tx: &mut Tx,
        attempt: &AttemptRow,
        row: &PuzzleRow,
        solved: bool,
        step: usize,
    ) -> Result<(PuzzleStanding, Option<f64>)> {
        let solver = self.solver_row(tx, attempt.player).await?;
        let mut ratings = None;
        let mut new_solver = None;
        if attempt.rated {
            let me = Rating {
                rating: solver.puzzle_rating,
                deviation: solver.puzzle_deviation,
                volatility: solver.puzzle_volatility,
            };
            let it = Rating { rating: row.rating, deviation: row.deviation, volatility: row.volatility };
            let (me2, it2) = rating::rate(me, it, if solved { 1.0 } else { 0.0 });
            store::puzzles::rate(tx, &row.id, solved, (it2.rating, it2.deviation, it2.volatility)).await?;
            ratings = Some((me.rating, me2.rating));
            new_solver = Some((me2.rating, me2.deviation, me2.volatility));
        }
        store::puzzles::record(tx, attempt.player, solved, new_solver).await?;
        store::puzzles::finish(tx, attempt.id, solved, step as i32, ratings).await?;
        let after = self.solver_row(tx, attempt.player).await?;
        Ok((standing(&after), ratings.map(|(before, after)| after - before)))
    }

    /// A player's puzzle rating and record.
    pub async fn puzzle_standing(&self, user: &User) -> Result<PuzzleStanding> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = self.solver_row(&mut tx, user.id).await?;
            tx.commit().await?;
            Ok(standing(&row))
        })
        .await
    }

    /// The best puzzle solvers (page `page`, 10 a page).
    pub async fn puzzle_leaderboard(&self, page: u32) -> Result<Vec<PuzzleStanding>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::puzzles::leaders(&mut tx, 10, i64::from(page) * 10).await?;
            tx.commit().await?;
            Ok(rows.iter().map(standing).collect())
        })
        .await
    }
}
