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
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
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
    }
}
