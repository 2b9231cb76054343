//! The `puzzles` and `puzzle_attempts` tables, and the players' puzzle
//! ratings (migration 0011).

use super::{GameId, StoreError, Tx, UserId};
use chrono::NaiveDate;

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleRow {
    pub id: String,
    pub preset: String,
    pub line: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub plays: i32,
    pub solves: i32,
}

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct AttemptRow {
    pub id: i64,
    pub player: UserId,
    pub puzzle_id: String,
    pub step: i32,
    pub status: String,
    pub rated: bool,
    pub daily: Option<NaiveDate>,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
}

/// A player's puzzle rating and record.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct SolverRow {
    pub id: UserId,
    pub name: String,
    pub puzzle_rating: f64,
    pub puzzle_deviation: f64,
    pub puzzle_volatility: f64,
    pub puzzles_solved: i32,
    pub puzzles_failed: i32,
    pub puzzle_streak: i32,
    pub puzzle_best_streak: i32,
}

const PUZZLE: &str = "SELECT id, preset, line, rating, deviation, volatility, plays, solves FROM puzzles p";

const SOLVER: &str = "SELECT id, name, puzzle_rating, puzzle_deviation, puzzle_volatility, puzzles_solved,
                             puzzles_failed, puzzle_streak, puzzle_best_streak FROM players";

/// A puzzle to store.
#[derive(Clone, Debug, PartialEq)]
pub struct NewPuzzle {
    pub id: String,
    pub preset: String,
    pub line: String,
    pub rating: f64,
    /// The position to solve, as text: one puzzle per position and preset.
    pub position: String,
    /// The game it was found in, for puzzles from the server's games.
    pub game_id: Option<GameId>,
}

/// Add the puzzles not stored yet (by id, or by position under the same
/// preset); how many were new. Puzzles stored before positions were kept
/// get theirs.
#[tracing::instrument(skip_all, fields(n = puzzles.len()))]
pub async fn load(tx: &mut Tx, puzzles: &[NewPuzzle]) -> Result<u64, StoreError> {
    let column = |f: fn(&NewPuzzle) -> String| puzzles.iter().map(f).collect::<Vec<String>>();
    let ratings: Vec<f64> = puzzles.iter().map(|p| p.rating).collect();
    let games: Vec<Option<i64>> = puzzles.iter().map(|p| p.game_id.map(|g| g.0)).collect();
    let added = sqlx::query(
        "INSERT INTO puzzles (id, preset, line, rating, position, game_id)
         SELECT * FROM UNNEST($1::text[], $2::text[], $3::text[], $4::float8[], $5::text[], $6::int8[])
         ON CONFLICT DO NOTHING",
    )
    .bind(column(|p| p.id.clone()))
    .bind(column(|p| p.preset.clone()))
    .bind(column(|p| p.line.clone()))
    .bind(ratings)
    .bind(column(|p| p.position.clone()))
    .bind(games)
    .execute(tx.conn())
    .await?
    .rows_affected();
    sqlx::query(
        "UPDATE puzzles p SET position = x.position FROM UNNEST($1::text[], $2::text[]) AS x (id, position)
         WHERE p.id = x.id AND p.position IS NULL
           AND NOT EXISTS (SELECT 1 FROM puzzles q WHERE q.preset = p.preset AND q.position = x.position)",
    )
    .bind(column(|p| p.id.clone()))
    .bind(column(|p| p.position.clone()))
    .execute(tx.conn())
    .await?;
    Ok(added)
}

#[tracing::instrument(skip(tx))]
pub async fn lock(tx: &mut Tx, id: &str) -> Result<Option<PuzzleRow>, StoreError> {
    Ok(sqlx::query_as(&format!("{PUZZLE} WHERE id = $1 FOR UPDATE")).bind(id).fetch_optional(tx.conn()).await?)
}

/// The puzzle of `preset` nearest `rating` that `player` never tried.
#[tracing::instrument(skip(tx))]
pub async fn pick(tx: &mut Tx, player: UserId, preset: &str, rating: f64) -> Result<Option<PuzzleRow>, StoreError> {
    Ok(sqlx::query_as(&format!(
        "{PUZZLE} WHERE preset = $2
           AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player = $1 AND a.puzzle_id = p.id)
         ORDER BY abs(rating - $3), id LIMIT 1"
    ))
    .bind(player)
    .bind(preset)
    .bind(rating)
    .fetch_optional(tx.conn())
    .await?)
}

/// The `n`-th puzzle of `preset` (modulo their number), by id.
#[tracing::instrument(skip(tx))]
pub async fn nth(tx: &mut Tx, preset: &str, n: i64) -> Result<Option<PuzzleRow>, StoreError> {
    Ok(sqlx::query_as(&format!(
        "{PUZZLE} WHERE preset = $1
         ORDER BY id OFFSET (SELECT $2 % greatest(count(*), 1) FROM puzzles WHERE preset = $1) LIMIT 1"
    ))
    .bind(preset)
    .bind(n)
    .fetch_optional(tx.conn())
    .await?)
}

/// The player's attempt in progress, locked.
#[tracing::instrument(skip(tx))]
pub async fn playing(tx: &mut Tx, player: UserId) -> Result<Option<AttemptRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM puzzle_attempts WHERE player = $1 AND status = 'playing' FOR UPDATE")
        .bind(player)
        .fetch_optional(tx.conn())
        .await?)
}

/// Has `player` tried `puzzle` before?
#[tracing::instrument(skip(tx))]
pub async fn tried(tx: &mut Tx, player: UserId, puzzle: &str) -> Result<bool, StoreError> {
    Ok(sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE player = $1 AND puzzle_id = $2)")
        .bind(player)
        .bind(puzzle)
        .fetch_one(tx.conn())
        .await?)
}

/// Start an attempt (`Conflict` if one is in progress).
#[tracing::instrument(skip(tx))]
pub async fn start(
    tx: &mut Tx,
    player: UserId,
    puzzle: &str,
    rated: bool,
    daily: Option<NaiveDate>,
) -> Result<AttemptRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO puzzle_attempts (player, puzzle_id, rated, daily) VALUES ($1, $2, $3, $4) RETURNING *",
    )
    .bind(player)
    .bind(puzzle)
    .bind(rated)
    .bind(daily)
    .fetch_one(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn advance(tx: &mut Tx, attempt: i64, step: i32) -> Result<(), StoreError> {
    sqlx::query("UPDATE puzzle_attempts SET step = $2 WHERE id = $1")
        .bind(attempt)
        .bind(step)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// End an attempt, solved or failed, with the player's rating before and after.
#[tracing::instrument(skip(tx))]
pub async fn finish(
    tx: &mut Tx,
    attempt: i64,
    solved: bool,
    step: i32,
    ratings: Option<(f64, f64)>,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE puzzle_attempts SET status = $2, step = $3, rating_before = $4, rating_after = $5, finished_at = now()
         WHERE id = $1",
    )
    .bind(attempt)
    .bind(if solved { "solved" } else { "failed" })
    .bind(step)
    .bind(ratings.map(|r| r.0))
    .bind(ratings.map(|r| r.1))
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// A player's puzzle record, locked.
#[tracing::instrument(skip(tx))]
pub async fn solver(tx: &mut Tx, player: UserId) -> Result<Option<SolverRow>, StoreError> {
    Ok(sqlx::query_as(&format!("{SOLVER} WHERE id = $1 FOR UPDATE")).bind(player).fetch_optional(tx.conn()).await?)
}

/// Record an attempt's end for its player: the new rating (if rated), the
/// counts and the streak.
#[tracing::instrument(skip(tx))]
pub async fn record(
    tx: &mut Tx,
    player: UserId,
    solved: bool,
    rating: Option<(f64, f64, f64)>,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE players SET
           puzzle_rating = coalesce($3, puzzle_rating),
           puzzle_deviation = coalesce($4, puzzle_deviation),
           puzzle_volatility = coalesce($5, puzzle_volatility),
           puzzles_solved = puzzles_solved + $2::int,
           puzzles_failed = puzzles_failed + (NOT $2)::int,
           puzzle_streak = CASE WHEN $2 THEN puzzle_streak + 1 ELSE 0 END,
           puzzle_best_streak = greatest(puzzle_best_streak, CASE WHEN $2 THEN puzzle_streak + 1 ELSE 0 END)
         WHERE id = $1",
    )
    .bind(player)
    .bind(solved)
    .bind(rating.map(|r| r.0))
    .bind(rating.map(|r| r.1))
    .bind(rating.map(|r| r.2))
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// A puzzle's new rating after a rated attempt, and its counts.
#[tracing::instrument(skip(tx))]
pub async fn rate(tx: &mut Tx, puzzle: &str, solved: bool, rating: (f64, f64, f64)) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE puzzles SET rating = $3, deviation = $4, volatility = $5, plays = plays + 1,
           solves = solves + $2::int WHERE id = $1",
    )
    .bind(puzzle)
    .bind(solved)
    .bind(rating.0)
    .bind(rating.1)
    .bind(rating.2)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The best puzzle solvers: those with a rated attempt, by puzzle rating.
#[tracing::instrument(skip(tx))]
pub async fn leaders(tx: &mut Tx, limit: i64, offset: i64) -> Result<Vec<SolverRow>, StoreError> {
    Ok(sqlx::query_as(&format!(
        "{SOLVER} WHERE puzzles_solved + puzzles_failed > 0 ORDER BY puzzle_rating DESC, id LIMIT $1 OFFSET $2"
    ))
    .bind(limit)
    .bind(offset)
    .fetch_all(tx.conn())
    .await?)
}

/// The preset of the player's latest puzzle, if they tried one.
#[tracing::instrument(skip(tx))]
pub async fn last_preset(tx: &mut Tx, player: UserId) -> Result<Option<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT p.preset FROM puzzle_attempts a JOIN puzzles p ON p.id = a.puzzle_id
         WHERE a.player = $1 AND a.daily IS NULL ORDER BY a.id DESC LIMIT 1",
    )
    .bind(player)
    .fetch_optional(tx.conn())
    .await?)
}
