//! The `players` table: identities, ratings and totals.

use super::{BoardTheme, GameId, Lang, Setting, StoreError, Tx, UserId, db_id};
use chrono::{DateTime, Utc};
use std::collections::HashMap;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct PlayerRow {
    pub id: UserId,
    pub name: String,
    pub is_bot: bool,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub rated_games: i32,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
    pub streak: i32,
    pub created_at: DateTime<Utc>,
    /// Mentions notify them (see `Setting::Pings`).
    pub pings: bool,
    /// What they missed is sent by DM (see `Setting::Notifications`).
    pub notifications: bool,
}

/// Insert the player, or refresh the display name and bot flag.
#[tracing::instrument(skip(tx))]
pub async fn upsert(tx: &mut Tx, id: UserId, name: &str, is_bot: bool) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO players (id, name, is_bot) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, is_bot = EXCLUDED.is_bot, updated_at = now()
         WHERE players.name <> EXCLUDED.name OR players.is_bot <> EXCLUDED.is_bot",
    )
    .bind(id)
    .bind(name)
    .bind(is_bot)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Set a player's rating and deviation outright (simulations and tests:
/// games change ratings through `apply_result`).
#[tracing::instrument(skip(tx))]
pub async fn set_rating(tx: &mut Tx, id: UserId, rating: f64, deviation: f64) -> Result<(), StoreError> {
    sqlx::query("UPDATE players SET rating = $2, deviation = $3 WHERE id = $1")
        .bind(id)
        .bind(rating)
        .bind(deviation)
        .execute(tx.conn())
        .await?;
    Ok(())
}

#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, id: UserId) -> Result<Option<PlayerRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM players WHERE id = $1").bind(id).fetch_optional(tx.conn()).await?)
}

/// Several players, in one query (those unknown left out).
#[tracing::instrument(skip(tx))]
pub async fn get_many(tx: &mut Tx, ids: &[UserId]) -> Result<HashMap<UserId, PlayerRow>, StoreError> {
    let rows: Vec<PlayerRow> =
        sqlx::query_as("SELECT * FROM players WHERE id = ANY($1)").bind(ids).fetch_all(tx.conn()).await?;
    Ok(rows.into_iter().map(|r| (r.id, r)).collect())
}

/// The display names of several players, in one query.
#[tracing::instrument(skip(tx))]
pub async fn names(tx: &mut Tx, ids: &[UserId]) -> Result<HashMap<UserId, String>, StoreError> {
    let rows: Vec<(UserId, String)> =
        sqlx::query_as("SELECT id, name FROM players WHERE id = ANY($1)").bind(ids).fetch_all(tx.conn()).await?;
    Ok(rows.into_iter().collect())
}

/// Of `ids`, those who turned pings off.
#[tracing::instrument(skip(tx))]
pub async fn quiet(tx: &mut Tx, ids: &[UserId]) -> Result<Vec<UserId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT id FROM players WHERE id = ANY($1) AND NOT pings")
        .bind(ids)
        .fetch_all(tx.conn())
        .await?)
}

/// Of `ids`, those who want what they missed sent by DM.
#[tracing::instrument(skip(tx))]
pub async fn notified(tx: &mut Tx, ids: &[UserId]) -> Result<Vec<UserId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT id FROM players WHERE id = ANY($1) AND notifications")
        .bind(ids)
        .fetch_all(tx.conn())
        .await?)
}

/// The largest player id stored (a load test gives new players ids above it).
#[tracing::instrument(skip(tx))]
pub async fn max_id(tx: &mut Tx) -> Result<Option<i64>, StoreError> {
    Ok(sqlx::query_scalar("SELECT max(id) FROM players").fetch_one(tx.conn()).await?)
}

/// Two players (a, b) in one query.
#[tracing::instrument(skip(tx))]
pub async fn get_pair(tx: &mut Tx, a: UserId, b: UserId) -> Result<(PlayerRow, PlayerRow), StoreError> {
    let rows: Vec<PlayerRow> =
        sqlx::query_as("SELECT * FROM players WHERE id = ANY($1)").bind(vec![a, b]).fetch_all(tx.conn()).await?;
    let find = |id| rows.iter().find(|r| r.id == id).cloned().ok_or(StoreError::NotFound);
    Ok((find(a)?, find(b)?))
}

/// Both players of a game, locked in id order (so two finishing games never
/// deadlock), returned as (a, b).
#[tracing::instrument(skip(tx))]
pub async fn lock_pair(tx: &mut Tx, a: UserId, b: UserId) -> Result<(PlayerRow, PlayerRow), StoreError> {
    let rows: Vec<PlayerRow> = sqlx::query_as("SELECT * FROM players WHERE id = ANY($1) ORDER BY id FOR UPDATE")
        .bind(vec![a, b])
        .fetch_all(tx.conn())
        .await?;
    let find = |id| rows.iter().find(|r| r.id == id).cloned().ok_or(StoreError::NotFound);
    Ok((find(a)?, find(b)?))
}

/// What a finished game changes for one player.
#[derive(Clone, Copy, Debug)]
pub struct ResultUpdate {
    pub id: UserId,
    /// 1 win, 0 draw, -1 loss.
    pub score: i32,
    /// New Glicko-2 values for rated games.
    pub rating: Option<(f64, f64, f64)>,
}

#[tracing::instrument(skip(tx))]
pub async fn apply_result(tx: &mut Tx, u: ResultUpdate) -> Result<(), StoreError> {
    let (rated, (r, d, v)) = match u.rating {
        Some(values) => (true, values),
        None => (false, (0.0, 0.0, 0.0)),
    };
    sqlx::query(
        "UPDATE players SET
            wins = wins + ($2 = 1)::int,
            losses = losses + ($2 = -1)::int,
            draws = draws + ($2 = 0)::int,
            streak = CASE WHEN $2 = 1 THEN GREATEST(streak, 0) + 1
                          WHEN $2 = -1 THEN LEAST(streak, 0) - 1 ELSE 0 END,
            rated_games = rated_games + $3::int,
            rating = CASE WHEN $3 THEN $4 ELSE rating END,
            deviation = CASE WHEN $3 THEN $5 ELSE deviation END,
            volatility = CASE WHEN $3 THEN $6 ELSE volatility END,
            updated_at = now()
         WHERE id = $1",
    )
    .bind(u.id)
    .bind(u.score)
    .bind(rated)
    .bind(r)
    .bind(d)
    .bind(v)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct RatingChangeRow {
    pub game_id: GameId,
    pub player: UserId,
    pub rating_before: f64,
    pub rating_after: f64,
    pub deviation_before: f64,
    pub deviation_after: f64,
}

/// Record a rating change; the primary key (game, player) makes a second
/// record for the same game fail instead of changing a rating twice.
#[tracing::instrument(skip(tx))]
pub async fn record_rating_change(tx: &mut Tx, c: &RatingChangeRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO rating_changes (game_id, player, rating_before, rating_after, deviation_before, deviation_after)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(c.game_id)
    .bind(c.player)
    .bind(c.rating_before)
    .bind(c.rating_after)
    .bind(c.deviation_before)
    .bind(c.deviation_after)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[tracing::instrument(skip(tx))]
pub async fn rating_changes(tx: &mut Tx, game_id: GameId) -> Result<Vec<RatingChangeRow>, StoreError> {
    Ok(sqlx::query_as("SELECT game_id, player, rating_before, rating_after, deviation_before, deviation_after FROM rating_changes WHERE game_id = $1 ORDER BY player")
        .bind(game_id)
        .fetch_all(tx.conn())
        .await?)
}

/// One page of the leaderboard (players with at least `min_games` rated
/// games; in a guild, those who finished a rated game there) and the total.
#[tracing::instrument(skip(tx))]
pub async fn leaderboard(
    tx: &mut Tx,
    guild: Option<u64>,
    min_games: i32,
    limit: i64,
    offset: i64,
) -> Result<Vec<(PlayerRow, i64)>, StoreError> {
    let rows: Vec<LeaderRow> = sqlx::query_as(
        "SELECT p.*, count(*) OVER () AS total FROM players p
         WHERE p.rated_games >= $1 AND NOT p.is_bot
           AND ($2::bigint IS NULL OR EXISTS (
                SELECT 1 FROM games g WHERE g.guild_id = $2 AND g.rated AND g.status = 'finished'
                  AND (g.black = p.id OR g.white = p.id)))
         ORDER BY p.rating DESC, p.id
         LIMIT $3 OFFSET $4",
    )
    .bind(min_games)
    .bind(guild.map(db_id))
    .bind(limit)
    .bind(offset)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows.into_iter().map(|r| (r.player, r.total)).collect())
}

#[derive(sqlx::FromRow)]
struct LeaderRow {
    #[sqlx(flatten)]
    player: PlayerRow,
    total: i64,
}

/// A person's language (`None`: follow Discord's locale) or board theme.
#[tracing::instrument(skip(tx))]
pub async fn set(tx: &mut Tx, id: UserId, setting: Setting) -> Result<(), StoreError> {
    let sql = format!("UPDATE players SET {} = $2, updated_at = now() WHERE id = $1", setting.column());
    setting.bind(sqlx::query(&sql).bind(id)).execute(tx.conn()).await?;
    Ok(())
}

/// What a person and a server chose: language and board theme of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct PreferencesRow {
    pub person_language: Option<Lang>,
    pub server_language: Option<Lang>,
    pub person_theme: Option<BoardTheme>,
    pub server_theme: Option<BoardTheme>,
}

/// The languages and themes chosen by a person and by a server, in one query.
#[tracing::instrument(skip(tx))]
pub async fn preferences(
    tx: &mut Tx,
    person: Option<UserId>,
    guild: Option<u64>,
) -> Result<PreferencesRow, StoreError> {
    Ok(sqlx::query_as(
        "SELECT p.language AS person_language, g.language AS server_language,
                p.theme AS person_theme, g.theme AS server_theme
         FROM (SELECT 1) AS one
         LEFT JOIN players p ON p.id = $1
         LEFT JOIN guild_settings g ON g.guild_id = $2",
    )
    .bind(person)
    .bind(guild.map(super::db_id))
    .fetch_one(tx.conn())
    .await?)
}
