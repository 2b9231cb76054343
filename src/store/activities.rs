//! Discord Activity instances and the games they were launched for.

use super::{GameId, StoreError, Tx, UserId};

/// Tie `instance` to `game` (a later launch in the same instance moves it).
#[tracing::instrument(skip(tx))]
pub async fn tie(tx: &mut Tx, instance: &str, game: GameId, by: UserId) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO activity_instances (instance_id, game_id, launched_by) VALUES ($1, $2, $3)
         ON CONFLICT (instance_id) DO UPDATE SET game_id = $2, launched_by = $3, launched_at = now()",
    )
    .bind(instance)
    .bind(game)
    .bind(by)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The game `instance` was last launched for, if any.
#[tracing::instrument(skip(tx))]
pub async fn game_of(tx: &mut Tx, instance: &str) -> Result<Option<GameId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT game_id FROM activity_instances WHERE instance_id = $1")
        .bind(instance)
        .fetch_optional(tx.conn())
        .await?)
}
