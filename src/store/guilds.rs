//! Per-guild (server) settings.

use super::{BoardTheme, Lang, StoreError, Tx, db_id};

#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct GuildSettingsRow {
    pub game_threads: bool,
    pub language: Option<Lang>,
    pub theme: Option<BoardTheme>,
}

/// The settings of a guild; defaults when it never changed any.
#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, guild: u64) -> Result<GuildSettingsRow, StoreError> {
    let row = sqlx::query_as::<_, GuildSettingsRow>(
        "SELECT game_threads, language, theme FROM guild_settings WHERE guild_id = $1",
    )
    .bind(db_id(guild))
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.unwrap_or_default())
}

#[tracing::instrument(skip(tx))]
pub async fn set_game_threads(tx: &mut Tx, guild: u64, on: bool) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, game_threads) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET game_threads = $2, updated_at = now()",
    )
    .bind(db_id(guild))
    .bind(on)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The language of the server's public messages (`None`: Discord's).
#[tracing::instrument(skip(tx))]
pub async fn set_language(tx: &mut Tx, guild: u64, lang: Option<Lang>) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, language) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET language = $2, updated_at = now()",
    )
    .bind(db_id(guild))
    .bind(lang)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The board theme of the server's public game messages (`None`: the default).
#[tracing::instrument(skip(tx))]
pub async fn set_theme(tx: &mut Tx, guild: u64, theme: Option<BoardTheme>) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, theme) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET theme = $2, updated_at = now()",
    )
    .bind(db_id(guild))
    .bind(theme)
    .execute(tx.conn())
    .await?;
    Ok(())
}
