//! Reviews of finished games: computed once, kept (migration 0007).

use super::{GameId, StoreError, Tx};

/// What the search found about one turn.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ReviewTurnRow {
    pub ply: i32,
    pub best: String,
    pub before: i32,
    pub after: i32,
    pub loss: i32,
    pub forced: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRow {
    pub nodes: i64,
    pub mean_depth: f32,
    /// In ply order.
    pub turns: Vec<ReviewTurnRow>,
}

/// The stored review of a game, if there is one.
#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, game: GameId) -> Result<Option<ReviewRow>, StoreError> {
    let head: Option<(i64, f32)> = sqlx::query_as("SELECT nodes, mean_depth FROM reviews WHERE game_id = $1")
        .bind(game)
        .fetch_optional(tx.conn())
        .await?;
    let Some((nodes, mean_depth)) = head else { return Ok(None) };
    let turns = sqlx::query_as::<_, ReviewTurnRow>(
        "SELECT ply, best, before, after, loss, forced FROM review_turns WHERE game_id = $1 ORDER BY ply",
    )
    .bind(game)
    .fetch_all(tx.conn())
    .await?;
    Ok(Some(ReviewRow { nodes, mean_depth, turns }))
}

/// Keep a game's review. `false` when one was stored first (two people
/// asked at once): the stored one stands, and they are equal anyway.
#[tracing::instrument(skip(tx, review))]
pub async fn insert(tx: &mut Tx, game: GameId, review: &ReviewRow) -> Result<bool, StoreError> {
    let inserted = sqlx::query(
        "INSERT INTO reviews (game_id, nodes, mean_depth) VALUES ($1, $2, $3) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game)
    .bind(review.nodes)
    .bind(review.mean_depth)
    .execute(tx.conn())
    .await?
    .rows_affected();
    if inserted == 0 {
        return Ok(false);
    }
    let column = |f: fn(&ReviewTurnRow) -> i32| review.turns.iter().map(f).collect::<Vec<i32>>();
    sqlx::query(
        "INSERT INTO review_turns (game_id, ply, best, before, after, loss, forced)
         SELECT $1, * FROM UNNEST($2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::bool[])",
    )
    .bind(game)
    .bind(column(|t| t.ply))
    .bind(review.turns.iter().map(|t| t.best.clone()).collect::<Vec<String>>())
    .bind(column(|t| t.before))
    .bind(column(|t| t.after))
    .bind(column(|t| t.loss))
    .bind(review.turns.iter().map(|t| t.forced).collect::<Vec<bool>>())
    .execute(tx.conn())
    .await?;
    Ok(true)
}

/// Forget a game's review.
#[tracing::instrument(skip(tx))]
pub async fn delete(tx: &mut Tx, game: GameId) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM reviews WHERE game_id = $1").bind(game).execute(tx.conn()).await?;
    Ok(())
}
