//! Finding a database for the commands that need one (never `run`, the bot):
//! the one named by `--database-url` or `DATABASE_URL`; else a server at the
//! default address (libpq's `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE`, or
//! `postgres@127.0.0.1:5432/postgres`); else, when nothing answers there, a
//! private PostgreSQL started from the programs installed on the machine,
//! with its data kept in the user's data directory and stopped on exit.

use super::CliError;
use crate::store::private_server::{Listen, PrivateServer, is_root};
use crate::store::{ConnectError, Store, StoreError};
use std::path::PathBuf;

/// Environment variable naming the private server's data directory.
pub const DATA_DIR_VAR: &str = "ZAMMA_PG_DIR";

/// The address tried when no URL is given.
fn default_url() -> String {
    let var = |name: &str, default: &str| std::env::var(name).ok().filter(|v| !v.is_empty()).unwrap_or(default.into());
    format!(
        "postgres://{}@{}:{}/{}",
        var("PGUSER", "postgres"),
        var("PGHOST", "127.0.0.1"),
        var("PGPORT", "5432"),
        var("PGDATABASE", "postgres")
    )
}

/// A connection error as one sentence for the command line.
fn explain(e: StoreError, whence: &str) -> CliError {
    match e {
        StoreError::Connect(c) => CliError(format!("cannot open the database ({whence}): {c}")),
        other => CliError(format!("cannot open the database ({whence}): {other}")),
    }
}

/// An open database, and the private server it runs on, if one was started
/// (stopped when this is dropped).
pub struct Database {
    pub store: Store,
    /// Stopped when the database is dropped.
    pub private: Option<PrivateServer>,
}

/// Open the database: `url` (from `--database-url`), else `DATABASE_URL`,
/// else the default address, else a private server.
pub async fn open(url: Option<String>, connections: u32) -> Result<Database, CliError> {
    if let Some(url) = url {
        let store = Store::connect(&url, connections).await.map_err(|e| explain(e, "--database-url"))?;
        return Ok(Database { store, private: None });
    }
    // DATABASE_URL, else the default address. The repository's
    // `.cargo/config.toml` sets DATABASE_URL to the default address (for the
    // tests): when nothing answers there, that counts as nothing set up.
    let (url, whence) = match std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty()) {
        Some(url) => (url, "DATABASE_URL"),
        None => (default_url(), "the default address; set DATABASE_URL to choose another"),
    };
    match Store::connect(&url, connections).await {
        Ok(store) => Ok(Database { store, private: None }),
        Err(StoreError::Connect(ConnectError::NothingAnswers { at }))
            if whence != "DATABASE_URL" || is_default_address(&at) =>
        {
            eprintln!("No database is set up (nothing answers at {at}): starting a private PostgreSQL.");
            let private =
                PrivateServer::start(default_data_dir(), Listen::SocketOnly, &at).map_err(|e| CliError(e.0))?;
            eprintln!("Its data is kept in {}.", private.data().display());
            let store = Store::connect(&private.url(), connections).await.map_err(|e| explain(e, "private server"))?;
            Ok(Database { store, private: Some(private) })
        }
        Err(e) => Err(explain(e, whence)),
    }
}

/// Is `at` (as [`ConnectError`] names it) PostgreSQL's usual local address?
fn is_default_address(at: &str) -> bool {
    matches!(at, "127.0.0.1:5432" | "localhost:5432" | "[::1]:5432" | "::1:5432")
}

/// The default data directory: the user's data directory, or a system one for root.
fn default_data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return dir.into();
    }
    if is_root() {
        return PathBuf::from("/var/lib/zamma-bot/postgres");
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(std::env::temp_dir);
    let base = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()).map(PathBuf::from).unwrap_or_else(|| {
        if cfg!(target_os = "macos") { home.join("Library/Application Support") } else { home.join(".local/share") }
    });
    base.join("zamma-bot/postgres")
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Some(server) = &self.private {
            server.stop();
        }
    }
}
