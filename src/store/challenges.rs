//! The `challenges` table.

use super::db_id;
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub challenger: i64,
    pub challenged: i64,
    pub rules: String,
    pub rated: bool,
    pub colour: String,
    pub move_seconds: i32,
    pub status: String,
    pub game_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub struct NewChallenge<'a> {
    pub guild_id: u64,
    pub channel_id: u64,
    pub challenger: u64,
    pub challenged: u64,
    pub rules: &'a str,
    pub rated: bool,
    pub colour: &'a str,
    pub move_seconds: i32,
    pub ttl_seconds: i64,
}

/// Insert an open challenge. Fails with a unique violation when the two
/// players already have an open challenge.
#[tracing::instrument(skip_all)]
pub async fn insert<'e>(ex: impl PgExecutor<'e>, c: &NewChallenge<'_>) -> Result<ChallengeRow, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO challenges (guild_id, channel_id, challenger, challenged, rules, rated, colour, move_seconds, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))
         RETURNING *",
    )
    .bind(db_id(c.guild_id))
    .bind(db_id(c.channel_id))
    .bind(db_id(c.challenger))
    .bind(db_id(c.challenged))
    .bind(c.rules)
    .bind(c.rated)
    .bind(c.colour)
    .bind(c.move_seconds)
    .bind(c.ttl_seconds as f64)
    .fetch_one(ex)
    .await
}

#[tracing::instrument(skip(ex))]
pub async fn lock<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM challenges WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(ex).await
}

#[tracing::instrument(skip(ex))]
pub async fn get<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM challenges WHERE id = $1").bind(id).fetch_optional(ex).await
}

#[tracing::instrument(skip(ex))]
pub async fn set_status<'e>(
    ex: impl PgExecutor<'e>,
    id: i64,
    status: &str,
    game_id: Option<i64>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE challenges SET status = $2, game_id = $3 WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(game_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// Is the challenge's time up (by the database clock)?
#[tracing::instrument(skip(ex))]
pub async fn is_expired<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT expires_at < now() FROM challenges WHERE id = $1").bind(id).fetch_one(ex).await
}

/// Mark every open challenge past its time as expired, returning them.
#[tracing::instrument(skip(ex))]
pub async fn expire_due<'e>(ex: impl PgExecutor<'e>) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    sqlx::query_as("UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at < now() RETURNING *")
        .fetch_all(ex)
        .await
}

/// The open challenge between two players, either way round.
#[tracing::instrument(skip(ex))]
pub async fn open_between<'e>(ex: impl PgExecutor<'e>, a: u64, b: u64) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at >= now()
           AND ((challenger = $1 AND challenged = $2) OR (challenger = $2 AND challenged = $1))",
    )
    .bind(db_id(a))
    .bind(db_id(b))
    .fetch_optional(ex)
    .await
}

/// Open challenges a player sent or received.
#[tracing::instrument(skip(ex))]
pub async fn open_for<'e>(ex: impl PgExecutor<'e>, player: u64) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at >= now()
           AND (challenger = $1 OR challenged = $1) ORDER BY id",
    )
    .bind(db_id(player))
    .fetch_all(ex)
    .await
}
