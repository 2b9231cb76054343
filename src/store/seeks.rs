//! The `seeks` and `blocks` tables: quick pairing's waiting list, and who
//! will never be paired with whom.

use super::{GameId, Lang, Place, SeekStatus, StoreError, Tx, UserId, db_id};
use chrono::{DateTime, Utc};

/// One person waiting in one pool.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct SeekRow {
    pub id: i64,
    /// The seeks made together (one per pool) share it.
    pub request: i64,
    pub player: UserId,
    pub rules: String,
    pub move_seconds: i32,
    pub rated: bool,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    #[sqlx(flatten)]
    pub place: Place,
    /// The interaction that asked, while the front end may still answer it.
    pub token: Option<String>,
    /// The seeker's language, for what only they read.
    pub lang: Option<Lang>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub status: SeekStatus,
    pub game_id: Option<GameId>,
    /// How many others waiting in its pool the seeker was last shown.
    pub shown: Option<i32>,
}

pub struct NewSeek<'a> {
    pub request: i64,
    pub player: UserId,
    pub rules: &'a str,
    pub move_seconds: i32,
    pub rated: bool,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub place: Place,
    pub token: Option<&'a str>,
    pub lang: Option<Lang>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// A number for the seeks one request makes together.
pub async fn new_request(tx: &mut Tx) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar("SELECT nextval('seeks_id_seq')").fetch_one(tx.conn()).await?)
}

/// Insert an open seek (`Conflict`: the player already waits in that pool).
#[tracing::instrument(skip_all)]
pub async fn insert(tx: &mut Tx, s: &NewSeek<'_>) -> Result<SeekRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO seeks (request, player, rules, move_seconds, rated, min_rating, max_rating, guild_id, channel_id,
                            reach, token, lang, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *",
    )
    .bind(s.request)
    .bind(s.player)
    .bind(s.rules)
    .bind(s.move_seconds)
    .bind(s.rated)
    .bind(s.min_rating)
    .bind(s.max_rating)
    .bind(s.place.guild.map(db_id))
    .bind(db_id(s.place.channel))
    .bind(s.place.reach)
    .bind(s.token)
    .bind(s.lang)
    .bind(s.created_at)
    .bind(s.expires_at)
    .fetch_one(tx.conn())
    .await?)
}

/// Every open seek, locked for the rest of the transaction, oldest first.
#[tracing::instrument(skip(tx))]
pub async fn lock_open(tx: &mut Tx) -> Result<Vec<SeekRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM seeks WHERE status = 'open' ORDER BY id FOR UPDATE").fetch_all(tx.conn()).await?)
}

/// Every open seek, oldest first.
#[tracing::instrument(skip(tx))]
pub async fn open(tx: &mut Tx) -> Result<Vec<SeekRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM seeks WHERE status = 'open' ORDER BY id").fetch_all(tx.conn()).await?)
}

/// One seek, locked.
#[tracing::instrument(skip(tx))]
pub async fn lock(tx: &mut Tx, id: i64) -> Result<Option<SeekRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM seeks WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(tx.conn()).await?)
}

/// The seeks of one request.
#[tracing::instrument(skip(tx))]
pub async fn of_request(tx: &mut Tx, request: i64) -> Result<Vec<SeekRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM seeks WHERE request = $1 ORDER BY id").bind(request).fetch_all(tx.conn()).await?)
}

/// A player's open seeks.
#[tracing::instrument(skip(tx))]
pub async fn open_for(tx: &mut Tx, player: UserId) -> Result<Vec<SeekRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM seeks WHERE status = 'open' AND player = $1 ORDER BY id FOR UPDATE")
        .bind(player)
        .fetch_all(tx.conn())
        .await?)
}

/// Record what each seek's message shows: `(seek, others waiting)`.
#[tracing::instrument(skip(tx))]
pub async fn set_shown(tx: &mut Tx, shown: &[(i64, i32)]) -> Result<(), StoreError> {
    let (ids, counts): (Vec<i64>, Vec<i32>) = shown.iter().copied().unzip();
    sqlx::query(
        "UPDATE seeks SET shown = s.count FROM unnest($1::bigint[], $2::int[]) AS s(id, count) WHERE seeks.id = s.id",
    )
    .bind(ids)
    .bind(counts)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Close open seeks: `status` is `paired` (with `game`), `cancelled` or
/// `expired`. Returns those closed now.
#[tracing::instrument(skip(tx))]
pub async fn close(
    tx: &mut Tx,
    ids: &[i64],
    status: SeekStatus,
    game: Option<GameId>,
) -> Result<Vec<SeekRow>, StoreError> {
    Ok(sqlx::query_as("UPDATE seeks SET status = $2, game_id = $3 WHERE id = ANY($1) AND status = 'open' RETURNING *")
        .bind(ids)
        .bind(status)
        .bind(game)
        .fetch_all(tx.conn())
        .await?)
}

/// The game a request's seeks were paired into.
#[tracing::instrument(skip(tx))]
pub async fn set_game(tx: &mut Tx, request: i64, game: GameId) -> Result<(), StoreError> {
    sqlx::query("UPDATE seeks SET game_id = $2 WHERE request = $1").bind(request).bind(game).execute(tx.conn()).await?;
    Ok(())
}

/// Forget the interaction tokens of seeks closed before `before` (they
/// are of no use after 15 minutes).
#[tracing::instrument(skip(tx))]
pub async fn forget_tokens(tx: &mut Tx, before: DateTime<Utc>) -> Result<(), StoreError> {
    sqlx::query("UPDATE seeks SET token = NULL WHERE token IS NOT NULL AND created_at < $1")
        .bind(before)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Take the pairing lock for this transaction, unless another transaction
/// holds it (then `false`): one wave at a time, whatever the processes.
#[tracing::instrument(skip(tx))]
pub async fn try_wave_lock(tx: &mut Tx) -> Result<bool, StoreError> {
    // "zamma-waves" as a number.
    const KEY: i64 = 0x7a61_6d6d_6177;
    Ok(sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)").bind(KEY).fetch_one(tx.conn()).await?)
}

/// `player` blocks `blocked` (again: nothing changes).
#[tracing::instrument(skip(tx))]
pub async fn block(tx: &mut Tx, player: UserId, blocked: UserId) -> Result<bool, StoreError> {
    let done = sqlx::query("INSERT INTO blocks (player, blocked) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(player)
        .bind(blocked)
        .execute(tx.conn())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// `player` no longer blocks `blocked` (`false`: they did not).
#[tracing::instrument(skip(tx))]
pub async fn unblock(tx: &mut Tx, player: UserId, blocked: UserId) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM blocks WHERE player = $1 AND blocked = $2")
        .bind(player)
        .bind(blocked)
        .execute(tx.conn())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// The blocks between any two of `players`, either way.
#[tracing::instrument(skip(tx))]
pub async fn blocks_among(tx: &mut Tx, players: &[UserId]) -> Result<Vec<(UserId, UserId)>, StoreError> {
    let ids: Vec<i64> = players.iter().map(|p| p.0 as i64).collect();
    Ok(sqlx::query_as("SELECT player, blocked FROM blocks WHERE player = ANY($1) AND blocked = ANY($1)")
        .bind(ids)
        .fetch_all(tx.conn())
        .await?)
}

/// Whom `player` blocks, newest first.
#[tracing::instrument(skip(tx))]
pub async fn blocked_by(tx: &mut Tx, player: UserId) -> Result<Vec<UserId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT blocked FROM blocks WHERE player = $1 ORDER BY created_at DESC")
        .bind(player)
        .fetch_all(tx.conn())
        .await?)
}
