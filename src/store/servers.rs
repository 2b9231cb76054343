//! The servers' ratings over their team games against each other
//! (migration 0024).

use super::{StoreError, Tx};

/// A server's rating and record.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ServerRow {
    pub guild_id: i64,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i32,
    pub wins: i32,
    pub draws: i32,
    pub losses: i32,
}

/// The server `guild`'s rating, locked until the transaction ends (made
/// at the start if it had none), its name now `name`.
pub async fn lock(tx: &mut Tx, guild: u64, name: &str) -> Result<ServerRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO server_ratings (guild_id, name) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET name = EXCLUDED.name
         RETURNING *",
    )
    .bind(guild as i64)
    .bind(name)
    .fetch_one(tx.conn())
    .await?)
}

/// A game's result for server `guild`: `score` 1 won, 0 drawn, -1 lost,
/// and its new rating.
pub async fn apply(
    tx: &mut Tx,
    guild: u64,
    score: i32,
    (rating, deviation, volatility): (f64, f64, f64),
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE server_ratings SET rating = $2, deviation = $3, volatility = $4, games = games + 1,
                wins = wins + ($5 > 0)::int, draws = draws + ($5 = 0)::int, losses = losses + ($5 < 0)::int
         WHERE guild_id = $1",
    )
    .bind(guild as i64)
    .bind(rating)
    .bind(deviation)
    .bind(volatility)
    .bind(score)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The servers by rating, best first: a page of `size` from `offset`.
pub async fn leaderboard(tx: &mut Tx, offset: i64, size: i64) -> Result<Vec<ServerRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM server_ratings ORDER BY rating DESC, guild_id LIMIT $2 OFFSET $1")
        .bind(offset)
        .bind(size)
        .fetch_all(tx.conn())
        .await?)
}
