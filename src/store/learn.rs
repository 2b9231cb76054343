//! The course (Learn): best results per level and the level in progress.

use super::{StoreError, Tx, UserId};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ResultRow {
    pub level_id: String,
    pub best_turns: i32,
    pub stars: i16,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct AttemptRow {
    pub level_id: String,
    pub plies: Vec<String>,
}

/// A person's best results, every level they have done.
#[tracing::instrument(skip(tx))]
pub async fn results(tx: &mut Tx, player: UserId) -> Result<Vec<ResultRow>, StoreError> {
    Ok(sqlx::query_as("SELECT level_id, best_turns, stars FROM learn_results WHERE player = $1")
        .bind(player)
        .fetch_all(tx.conn())
        .await?)
}

/// Keep a result if it beats the best so far; the best before it, if any.
#[tracing::instrument(skip(tx))]
pub async fn record(
    tx: &mut Tx,
    player: UserId,
    level: &str,
    turns: i32,
    stars: i16,
) -> Result<Option<ResultRow>, StoreError> {
    let before: Option<ResultRow> = sqlx::query_as(
        "SELECT level_id, best_turns, stars FROM learn_results WHERE player = $1 AND level_id = $2 FOR UPDATE",
    )
    .bind(player)
    .bind(level)
    .fetch_optional(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO learn_results (player, level_id, best_turns, stars) VALUES ($1, $2, $3, $4)
         ON CONFLICT (player, level_id) DO UPDATE SET
           best_turns = LEAST(learn_results.best_turns, $3),
           stars = GREATEST(learn_results.stars, $4),
           last_done = now()",
    )
    .bind(player)
    .bind(level)
    .bind(turns)
    .bind(stars)
    .execute(tx.conn())
    .await?;
    Ok(before)
}

/// The level `player` is playing, locked for the rest of `tx`.
#[tracing::instrument(skip(tx))]
pub async fn attempt(tx: &mut Tx, player: UserId) -> Result<Option<AttemptRow>, StoreError> {
    Ok(sqlx::query_as("SELECT level_id, plies FROM learn_attempts WHERE player = $1 FOR UPDATE")
        .bind(player)
        .fetch_optional(tx.conn())
        .await?)
}

/// Start `level` for `player` (replacing any level in progress).
#[tracing::instrument(skip(tx))]
pub async fn start(tx: &mut Tx, player: UserId, level: &str) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO learn_attempts (player, level_id) VALUES ($1, $2)
         ON CONFLICT (player) DO UPDATE SET level_id = $2, plies = '{}', started_at = now()",
    )
    .bind(player)
    .bind(level)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The plies of `player`'s level so far.
#[tracing::instrument(skip(tx))]
pub async fn set_plies(tx: &mut Tx, player: UserId, plies: &[String]) -> Result<(), StoreError> {
    sqlx::query("UPDATE learn_attempts SET plies = $2 WHERE player = $1")
        .bind(player)
        .bind(plies)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// `player`'s level is over (done or failed).
#[tracing::instrument(skip(tx))]
pub async fn finish(tx: &mut Tx, player: UserId) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM learn_attempts WHERE player = $1").bind(player).execute(tx.conn()).await?;
    Ok(())
}

/// Has the course been suggested to `player`? Marks it suggested: `true`
/// the first time only.
#[tracing::instrument(skip(tx))]
pub async fn suggest_once(tx: &mut Tx, player: UserId) -> Result<bool, StoreError> {
    let updated = sqlx::query("UPDATE players SET learn_suggested = true WHERE id = $1 AND NOT learn_suggested")
        .bind(player)
        .execute(tx.conn())
        .await?;
    Ok(updated.rows_affected() == 1)
}
