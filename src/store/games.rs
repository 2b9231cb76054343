//! The `games` and `moves` tables.

use super::db_id;
use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub black: i64,
    pub white: i64,
    pub rules: String,
    pub start_position: String,
    pub rated: bool,
    pub move_seconds: i32,
    pub ply: i32,
    pub position: String,
    pub to_move: i64,
    pub status: String,
    pub result: Option<String>,
    pub reason: Option<String>,
    pub draw_offer: Option<i64>,
    pub turn_started_at: DateTime<Utc>,
    pub reminded: bool,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Level of the computer player, in games against it.
    pub ai_level: Option<i16>,
}

pub struct NewGame<'a> {
    pub guild_id: i64,
    pub channel_id: i64,
    pub black: i64,
    pub white: i64,
    pub rules: &'a str,
    pub start_position: &'a str,
    pub rated: bool,
    pub move_seconds: i32,
    pub to_move: i64,
    pub ai_level: Option<i16>,
}

#[tracing::instrument(skip_all)]
pub async fn insert<'e>(ex: impl PgExecutor<'e>, g: &NewGame<'_>) -> Result<GameRow, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO games (guild_id, channel_id, black, white, rules, start_position, position, rated, move_seconds, to_move, ai_level)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10) RETURNING *",
    )
    .bind(g.guild_id)
    .bind(g.channel_id)
    .bind(g.black)
    .bind(g.white)
    .bind(g.rules)
    .bind(g.start_position)
    .bind(g.rated)
    .bind(g.move_seconds)
    .bind(g.to_move)
    .bind(g.ai_level)
    .fetch_one(ex)
    .await
}

#[tracing::instrument(skip(ex))]
pub async fn get<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM games WHERE id = $1").bind(id).fetch_optional(ex).await
}

/// The game row, locked for the rest of the transaction.
#[tracing::instrument(skip(ex))]
pub async fn lock<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM games WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(ex).await
}

/// Lock the game if it is active and its mover's time is up; skip it if
/// another process holds it.
#[tracing::instrument(skip(ex))]
pub async fn lock_if_timed_out<'e>(ex: impl PgExecutor<'e>, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM games WHERE id = $1 AND status = 'active'
           AND turn_started_at + make_interval(secs => move_seconds) < now()
         FOR UPDATE SKIP LOCKED",
    )
    .bind(id)
    .fetch_optional(ex)
    .await
}

/// Notation of every turn, in order.
#[tracing::instrument(skip(ex))]
pub async fn moves<'e>(ex: impl PgExecutor<'e>, game_id: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply").bind(game_id).fetch_all(ex).await
}

/// Store one turn. The primary key (game, ply) refuses a second turn for the
/// same ply.
#[tracing::instrument(skip(ex))]
pub async fn insert_move<'e>(
    ex: impl PgExecutor<'e>,
    game_id: i64,
    ply: i32,
    player: i64,
    notation: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO moves (game_id, ply, player, notation) VALUES ($1, $2, $3, $4)")
        .bind(game_id)
        .bind(ply)
        .bind(player)
        .bind(notation)
        .execute(ex)
        .await?;
    Ok(())
}

/// Advance the game after a turn stored at `ply`.
#[tracing::instrument(skip(ex))]
pub async fn advance<'e>(
    ex: impl PgExecutor<'e>,
    id: i64,
    ply: i32,
    position: &str,
    to_move: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET ply = $2 + 1, position = $3, to_move = $4, turn_started_at = now(),
                          reminded = false, draw_offer = NULL
         WHERE id = $1 AND ply = $2 AND status = 'active'",
    )
    .bind(id)
    .bind(ply)
    .bind(position)
    .bind(to_move)
    .execute(ex)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[tracing::instrument(skip(ex))]
pub async fn set_draw_offer<'e>(ex: impl PgExecutor<'e>, id: i64, by: Option<i64>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET draw_offer = $2 WHERE id = $1").bind(id).bind(by).execute(ex).await?;
    Ok(())
}

/// Move a game to another channel (e.g. its own thread).
#[tracing::instrument(skip(ex))]
pub async fn set_channel<'e>(ex: impl PgExecutor<'e>, id: i64, channel: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET channel_id = $2 WHERE id = $1").bind(id).bind(channel).execute(ex).await?;
    Ok(())
}

/// End an active game; false if it had already ended.
#[tracing::instrument(skip(ex))]
pub async fn finish<'e>(
    ex: impl PgExecutor<'e>,
    id: i64,
    status: &str,
    result: Option<&str>,
    reason: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET status = $2, result = $3, reason = $4, finished_at = now(), draw_offer = NULL
         WHERE id = $1 AND status = 'active'",
    )
    .bind(id)
    .bind(status)
    .bind(result)
    .bind(reason)
    .execute(ex)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ids of active games whose mover's time is up.
#[tracing::instrument(skip(ex))]
pub async fn timed_out_ids<'e>(ex: impl PgExecutor<'e>, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active'
           AND turn_started_at + make_interval(secs => move_seconds) < now()
         ORDER BY turn_started_at LIMIT $1",
    )
    .bind(limit)
    .fetch_all(ex)
    .await
}

/// Mark and return active games whose mover has used `fraction` of the time
/// and was not reminded yet (each game is returned once per turn).
#[tracing::instrument(skip(ex))]
pub async fn take_due_reminders<'e>(ex: impl PgExecutor<'e>, fraction: f64) -> Result<Vec<GameRow>, sqlx::Error> {
    sqlx::query_as(
        "UPDATE games SET reminded = true
         WHERE status = 'active' AND NOT reminded
           AND turn_started_at + make_interval(secs => move_seconds * $1) < now()
           AND turn_started_at + make_interval(secs => move_seconds) >= now()
         RETURNING *",
    )
    .bind(fraction)
    .fetch_all(ex)
    .await
}

/// Active games of a player, optionally in one channel.
#[tracing::instrument(skip(ex))]
pub async fn active_for<'e>(
    ex: impl PgExecutor<'e>,
    player: u64,
    channel: Option<u64>,
) -> Result<Vec<GameRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND (black = $1 OR white = $1)
           AND ($2::bigint IS NULL OR channel_id = $2) ORDER BY id",
    )
    .bind(db_id(player))
    .bind(channel.map(db_id))
    .fetch_all(ex)
    .await
}

#[tracing::instrument(skip(ex))]
pub async fn count_active_for<'e>(ex: impl PgExecutor<'e>, player: u64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM games WHERE status = 'active' AND (black = $1 OR white = $1)")
        .bind(db_id(player))
        .fetch_one(ex)
        .await
}

/// Finished games of a player, newest first.
#[tracing::instrument(skip(ex))]
pub async fn history<'e>(
    ex: impl PgExecutor<'e>,
    player: u64,
    limit: i64,
    offset: i64,
) -> Result<Vec<GameRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM games WHERE status = 'finished' AND (black = $1 OR white = $1)
         ORDER BY finished_at DESC, id DESC LIMIT $2 OFFSET $3",
    )
    .bind(db_id(player))
    .bind(limit)
    .bind(offset)
    .fetch_all(ex)
    .await
}

/// Active games against the computer in which the computer is to move.
#[tracing::instrument(skip(ex))]
pub async fn computer_to_move<'e>(ex: impl PgExecutor<'e>) -> Result<Vec<GameRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.* FROM games g JOIN players p ON p.id = g.to_move
         WHERE g.status = 'active' AND g.ai_level IS NOT NULL AND p.is_bot ORDER BY g.id",
    )
    .fetch_all(ex)
    .await
}
