//! Per-guild (server) settings.

use super::{BoardTheme, Lang, Setting, StoreError, Tx, db_id};

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

/// The server's language or board theme for its public messages (a
/// language of `None`: Discord's).
#[tracing::instrument(skip(tx))]
pub async fn set(tx: &mut Tx, guild: u64, setting: Setting) -> Result<(), StoreError> {
    let column = setting.column();
    let sql = format!(
        "INSERT INTO guild_settings (guild_id, {column}) VALUES ($1, $2)
         ON CONFLICT (guild_id) DO UPDATE SET {column} = $2, updated_at = now()"
    );
    setting.bind(sqlx::query(&sql).bind(db_id(guild))).execute(tx.conn()).await?;
    Ok(())
}

/// The role pinged (in a channel) when someone in the server starts seeking.
#[tracing::instrument(skip(tx))]
pub async fn set_seek_role(tx: &mut Tx, guild: u64, role: Option<(u64, u64)>) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, seek_role, seek_channel) VALUES ($1, $2, $3)
         ON CONFLICT (guild_id) DO UPDATE SET seek_role = $2, seek_channel = $3, updated_at = now()",
    )
    .bind(db_id(guild))
    .bind(role.map(|r| db_id(r.0)))
    .bind(role.map(|r| db_id(r.1)))
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The server's seek role and its channel, if it has one and it was not
/// pinged in the last `quiet` seconds; the ping is then recorded as made.
#[tracing::instrument(skip(tx))]
pub async fn take_seek_ping(tx: &mut Tx, guild: u64, quiet: i64) -> Result<Option<(u64, u64)>, StoreError> {
    let row: Option<(i64, i64)> = sqlx::query_as(
        "UPDATE guild_settings SET seek_pinged_at = now()
         WHERE guild_id = $1 AND seek_role IS NOT NULL AND seek_channel IS NOT NULL
           AND (seek_pinged_at IS NULL OR seek_pinged_at < now() - make_interval(secs => $2))
         RETURNING seek_role, seek_channel",
    )
    .bind(db_id(guild))
    .bind(quiet as f64)
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.map(|(r, c)| (r as u64, c as u64)))
}
