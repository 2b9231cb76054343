//! The `challenges` table.

use super::{ChallengeId, ChallengeStatus, ColourChoice, GameId, Place, StoreError, Tx, UserId, db_id};
use chrono::{DateTime, Utc};

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    #[sqlx(flatten)]
    pub place: Place,
    pub challenger: UserId,
    /// `None`: an open challenge, to anyone in the place.
    pub challenged: Option<UserId>,
    pub rules: String,
    pub rated: bool,
    pub colour: ColourChoice,
    pub move_seconds: i32,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// An open challenge's rating range (either end may be open).
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    /// Made to anyone: `challenged` is whoever accepted first, if anyone.
    pub to_anyone: bool,
    /// The position the game starts from, if not the usual start.
    pub start_position: Option<String>,
}

pub struct NewChallenge<'a> {
    pub place: Place,
    pub challenger: UserId,
    pub challenged: Option<UserId>,
    pub rules: &'a str,
    pub rated: bool,
    pub colour: ColourChoice,
    pub move_seconds: i32,
    pub ttl_seconds: i64,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub start_position: Option<&'a str>,
}

/// Insert an open challenge. Fails with `Conflict` when the two players
/// already have an open challenge, or (a challenge to anyone) when the
/// challenger already has one open in that channel.
#[tracing::instrument(skip_all)]
pub async fn insert(tx: &mut Tx, c: &NewChallenge<'_>) -> Result<ChallengeRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO challenges (guild_id, channel_id, reach, challenger, challenged, rules, rated, colour, move_seconds,
                                 expires_at, min_rating, max_rating, to_anyone, start_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10), $11, $12, $5 IS NULL, $13)
         RETURNING *",
    )
    .bind(c.place.guild.map(db_id))
    .bind(db_id(c.place.channel))
    .bind(c.place.reach)
    .bind(c.challenger)
    .bind(c.challenged)
    .bind(c.rules)
    .bind(c.rated)
    .bind(c.colour)
    .bind(c.move_seconds)
    .bind(c.ttl_seconds as f64)
    .bind(c.min_rating)
    .bind(c.max_rating)
    .bind(c.start_position)
    .fetch_one(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn lock(tx: &mut Tx, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM challenges WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(tx.conn()).await?)
}

#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM challenges WHERE id = $1").bind(id).fetch_optional(tx.conn()).await?)
}

#[tracing::instrument(skip(tx))]
pub async fn set_status(
    tx: &mut Tx,
    id: ChallengeId,
    status: ChallengeStatus,
    game_id: Option<GameId>,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE challenges SET status = $2, game_id = $3 WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(game_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Is the challenge's time up (by the database clock)?
#[tracing::instrument(skip(tx))]
pub async fn is_expired(tx: &mut Tx, id: ChallengeId) -> Result<bool, StoreError> {
    Ok(sqlx::query_scalar("SELECT expires_at < now() FROM challenges WHERE id = $1")
        .bind(id)
        .fetch_one(tx.conn())
        .await?)
}

/// Mark every open challenge past its time as expired, returning them.
#[tracing::instrument(skip(tx))]
pub async fn expire_due(tx: &mut Tx) -> Result<Vec<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at < now() RETURNING *",
    )
    .fetch_all(tx.conn())
    .await?)
}

/// The open challenge between two players, either way round.
#[tracing::instrument(skip(tx))]
pub async fn open_between(tx: &mut Tx, a: UserId, b: UserId) -> Result<Option<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at >= now()
           AND ((challenger = $1 AND challenged = $2) OR (challenger = $2 AND challenged = $1))",
    )
    .bind(a)
    .bind(b)
    .fetch_optional(tx.conn())
    .await?)
}

/// Open challenges a player sent or received.
#[tracing::instrument(skip(tx))]
pub async fn open_for(tx: &mut Tx, player: UserId) -> Result<Vec<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at >= now()
           AND (challenger = $1 OR challenged = $1) ORDER BY id",
    )
    .bind(player)
    .fetch_all(tx.conn())
    .await?)
}

/// The player who accepted a challenge to anyone becomes its challenged.
#[tracing::instrument(skip(tx))]
pub async fn set_challenged(tx: &mut Tx, id: ChallengeId, player: UserId) -> Result<(), StoreError> {
    sqlx::query("UPDATE challenges SET challenged = $2 WHERE id = $1").bind(id).bind(player).execute(tx.conn()).await?;
    Ok(())
}

/// Open challenges to anyone in a channel, oldest first.
#[tracing::instrument(skip(tx))]
pub async fn open_to_anyone(tx: &mut Tx, channel: u64) -> Result<Vec<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at >= now()
           AND challenged IS NULL AND channel_id = $1 ORDER BY id",
    )
    .bind(db_id(channel))
    .fetch_all(tx.conn())
    .await?)
}
