//! Scratch databases for measuring runs (`zamma-bot loadtest`): made next to
//! the database a URL names, and dropped afterwards.

use super::StoreError;
use sqlx::Connection;
use sqlx::postgres::PgConnection;

/// A database made for one run, and the URL that reaches it.
#[derive(Debug)]
pub struct ScratchDatabase {
    admin_url: String,
    name: String,
    url: String,
}

impl ScratchDatabase {
    /// Create database `name` (letters, digits and `_` only) on the server
    /// that `url` reaches.
    pub async fn create(url: &str, name: &str) -> Result<ScratchDatabase, StoreError> {
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(StoreError::Internal(format!("`{name}` is not a plain database name")));
        }
        let mut admin =
            PgConnection::connect(url).await.map_err(|e| StoreError::Internal(format!("could not connect: {e}")))?;
        sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await?;
        let _ = admin.close().await;
        Ok(ScratchDatabase { admin_url: url.to_string(), name: name.to_string(), url: with_database(url, name) })
    }

    /// Drop the scratch databases named `prefix` + a process id whose
    /// process is gone (a run killed by `kill -9` or an outage left it
    /// behind). One still in use by anybody is left alone: the drop does not
    /// force sessions out. Where process ids cannot be checked (no `/proc`),
    /// nothing is dropped.
    pub async fn drop_stale(url: &str, prefix: &str) -> Result<Vec<String>, StoreError> {
        let proc = std::path::Path::new("/proc");
        if !proc.join("self").exists() {
            return Ok(Vec::new());
        }
        let mut admin =
            PgConnection::connect(url).await.map_err(|e| StoreError::Internal(format!("could not connect: {e}")))?;
        let names: Vec<String> = sqlx::query_scalar("SELECT datname FROM pg_database WHERE starts_with(datname, $1)")
            .bind(prefix)
            .fetch_all(&mut admin)
            .await?;
        let mut dropped = Vec::new();
        for name in names {
            let Some(pid) = name.strip_prefix(prefix).and_then(|p| p.parse::<u32>().ok()) else { continue };
            if pid == std::process::id() || proc.join(pid.to_string()).exists() {
                continue;
            }
            // Quoted: the name came from the server, not from us.
            let quoted = format!("\"{}\"", name.replace('"', "\"\""));
            if sqlx::query(&format!("DROP DATABASE IF EXISTS {quoted}")).execute(&mut admin).await.is_ok() {
                tracing::info!(database = %name, "dropped a scratch database left by a run that is gone");
                dropped.push(name);
            }
        }
        let _ = admin.close().await;
        Ok(dropped)
    }

    /// The URL of the scratch database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Drop the database, ending any session still connected to it.
    pub async fn drop_database(self) -> Result<(), StoreError> {
        let mut admin = PgConnection::connect(&self.admin_url)
            .await
            .map_err(|e| StoreError::Internal(format!("could not connect: {e}")))?;
        sqlx::query(&format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name)).execute(&mut admin).await?;
        let _ = admin.close().await;
        Ok(())
    }
}

/// Replace the database name in a postgres URL.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    // The path starts at the first `/` after `scheme://` (it may come
    // right away: `postgres:///db?host=/run/postgresql`, a socket).
    let authority = base.find("://").map_or(0, |i| i + 3);
    let base = match base.rfind('/') {
        Some(i) if i >= authority => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn the_database_name_is_replaced_and_the_options_kept() {
        assert_eq!(with_database("postgres://u@h:5432/postgres", "x"), "postgres://u@h:5432/x");
        assert_eq!(with_database("postgres://u@h/db?sslmode=disable", "x"), "postgres://u@h/x?sslmode=disable");
        assert_eq!(with_database("postgres://u@h:5432", "x"), "postgres://u@h:5432/x");
        assert_eq!(
            with_database("postgres:///db?host=/var/run/postgresql", "x"),
            "postgres:///x?host=/var/run/postgresql"
        );
    }
}
