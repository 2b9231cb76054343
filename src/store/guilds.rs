//! Per-guild (server) settings.

use super::db_id;
use sqlx::PgExecutor;

#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct GuildSettingsRow {
    pub game_threads: bool,
}

/// The settings of a guild; defaults when it never changed any.
#[tracing::instrument(skip(ex))]
pub async fn get<'e>(ex: impl PgExecutor<'e>, guild: u64) -> Result<GuildSettingsRow, sqlx::Error> {
    let row = sqlx::query_as::<_, GuildSettingsRow>("SELECT game_threads FROM guild_settings WHERE guild_id = $1")
        .bind(db_id(guild))
        .fetch_optional(ex)
        .await?;
    Ok(row.unwrap_or_default())
}

#[tracing::instrument(skip(ex))]
pub async fn set_game_threads<'e>(ex: impl PgExecutor<'e>, guild: u64, on: bool) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, game_threads) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET game_threads = $2, updated_at = now()",
    )
    .bind(db_id(guild))
    .bind(on)
    .execute(ex)
    .await?;
    Ok(())
}
