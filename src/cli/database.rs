//! Finding a database, the same way for every command that needs one
//! (`local`, `loadtest`, `tournament simulate`, `puzzles mine --from-db`):
//! the one named by `--database-url` or `DATABASE_URL`; else a server at the
//! default address (libpq's `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE`, or
//! `postgres@127.0.0.1:5432/postgres`); else, when nothing answers there, a
//! private PostgreSQL started from the programs installed on the machine,
//! with its data kept in the user's data directory and stopped on exit.
//! `run`, the bot, takes only a URL it is given ([`open_given`]): a
//! deployment names its database. Whatever a command says about a database
//! goes through [`scrub`]: no password is ever printed.

use super::CliError;
use crate::store::private_server::{Listen, PrivateServer, is_root};
use crate::store::scratch::ScratchDatabase;
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

/// A connection error as one sentence for the command line, with the
/// password of `url` scrubbed from it.
fn explain(e: StoreError, whence: &str, url: &str) -> CliError {
    let text = match e {
        // The command that fixes it.
        StoreError::Connect(ConnectError::AuthFailed { user, at }) => format!(
            "cannot open the database ({whence}): the PostgreSQL server at {at} refused user `{user}` (authentication failed). \
             Give the user a password and put it in the URL: `sudo -u postgres psql -c \"ALTER USER {user} PASSWORD 'choose-one'\"`, \
             then use postgres://{user}:choose-one@{at}/postgres; or give no URL and let zamma-bot start its own PostgreSQL"
        ),
        e => format!("cannot open the database ({whence}): {e}"),
    };
    CliError(scrub(&text, url))
}

/// `text` with the password of `url` (and the whole URL, should it appear)
/// replaced by `***`: how every command speaks of a database.
pub fn scrub(text: &str, url: &str) -> String {
    let mut text = text.replace(url, &redacted(url));
    if let Some(password) = password_of(url).filter(|p| p.len() >= 2) {
        text = text.replace(&password, "***");
        // As it appears percent-encoded in the URL, too.
        if let Some(raw) = raw_password_of(url) {
            text = text.replace(raw, "***");
        }
    }
    text
}

/// `url` with its password replaced by `***`.
pub fn redacted(url: &str) -> String {
    match raw_password_of(url) {
        Some(raw) => url.replacen(&format!(":{raw}@"), ":***@", 1),
        None => url.to_string(),
    }
}

/// The password as written in `url` (`scheme://user:PASSWORD@host…`).
fn raw_password_of(url: &str) -> Option<&str> {
    let rest = url.split_once("://")?.1;
    let authority = &rest[..rest.find(['/', '?']).unwrap_or(rest.len())];
    let userinfo = &authority[..authority.rfind('@')?];
    userinfo.split_once(':').map(|(_, p)| p).filter(|p| !p.is_empty())
}

/// The password of `url`, percent-decoded.
fn password_of(url: &str) -> Option<String> {
    let raw = raw_password_of(url)?;
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    Some(String::from_utf8_lossy(&out).into_owned())
}

/// An open database, and the private server it runs on, if one was started
/// (stopped when this is dropped).
pub struct Database {
    pub store: Store,
    /// The URL it was opened with (it holds the password: never print it).
    pub url: String,
    /// Stopped when the database is dropped.
    pub private: Option<PrivateServer>,
}

/// Open the database `url` names (from `--database-url` or `DATABASE_URL`,
/// as `whence` says) and nothing else: for the bot.
pub async fn open_given(url: String, whence: &str, connections: u32) -> Result<Database, CliError> {
    let store = Store::connect(&url, connections).await.map_err(|e| explain(e, whence, &url))?;
    Ok(Database { store, url, private: None })
}

/// Open the database: `url` (from `--database-url`), else `DATABASE_URL`,
/// else the default address, else a private server.
pub async fn open(url: Option<String>, connections: u32) -> Result<Database, CliError> {
    if let Some(url) = url {
        return open_given(url, "--database-url", connections).await;
    }
    // DATABASE_URL, else the default address. The repository's
    // `.cargo/config.toml` sets DATABASE_URL to the default address (for the
    // tests): when nothing answers there, that counts as nothing set up.
    let (url, whence) = match std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty()) {
        Some(url) => (url, "DATABASE_URL"),
        None => (default_url(), "the default address; set DATABASE_URL to choose another"),
    };
    match Store::connect(&url, connections).await {
        Ok(store) => Ok(Database { store, url, private: None }),
        // Nothing set up: nothing answers at the default address, or a
        // server there refuses the default user (Debian's and Ubuntu's
        // packaged PostgreSQL wants a password over TCP).
        Err(StoreError::Connect(
            ref why @ (ConnectError::NothingAnswers { ref at } | ConnectError::AuthFailed { ref at, .. }),
        )) if whence != "DATABASE_URL" || is_default_address(at) => {
            let at = at.clone();
            match why {
                ConnectError::AuthFailed { user, .. } => eprintln!(
                    "The PostgreSQL server at {at} refuses user `{user}` without a password: starting a private PostgreSQL instead (to use that server, put a user and password it accepts in DATABASE_URL)."
                ),
                _ => eprintln!("No database is set up (nothing answers at {at}): starting a private PostgreSQL."),
            }
            let private =
                PrivateServer::start(default_data_dir(), Listen::SocketOnly, &at).map_err(|e| CliError(e.0))?;
            eprintln!("Its data is kept in {}.", private.data().display());
            let url = private.url();
            let store = Store::connect(&url, connections).await.map_err(|e| explain(e, "private server", &url))?;
            Ok(Database { store, url, private: Some(private) })
        }
        Err(e) => Err(explain(e, whence, &url)),
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
    super::user_dir(super::UserDir::Data).join("postgres")
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Some(server) = &self.private {
            server.stop();
        }
    }
}

/// A throwaway database for a simulation on the server `url` names, called
/// `prefix` and this process's id; those a dead run of the same kind left
/// are dropped first.
pub async fn scratch(url: &str, prefix: &str) -> Result<ScratchDatabase, CliError> {
    ScratchDatabase::drop_stale(url, prefix).await?;
    let name = format!("{prefix}{}", std::process::id());
    ScratchDatabase::create(url, &name)
        .await
        .map_err(|e| CliError(scrub(&format!("cannot make a scratch database on PostgreSQL: {e}"), url)))
}

#[cfg(test)]
mod tests {
    use super::{redacted, scrub};

    #[test]
    fn no_password_survives() {
        let url = "postgres://u:S%40CRET@127.0.0.1:5999/db";
        assert_eq!(redacted(url), "postgres://u:***@127.0.0.1:5999/db");
        let said = format!("cannot open {url}: password S@CRET rejected, raw S%40CRET");
        let clean = scrub(&said, url);
        assert!(!clean.contains("S@CRET") && !clean.contains("S%40CRET"), "{clean}");
        assert!(clean.contains("postgres://u:***@127.0.0.1:5999/db"), "{clean}");
        // No password, nothing to hide; an `@` in the path is not a password.
        assert_eq!(redacted("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(scrub("x", "postgres://h/db?options=a@b"), "x");
        assert_eq!(redacted("postgres://h/db?x=a:b@c"), "postgres://h/db?x=a:b@c");
    }
}
