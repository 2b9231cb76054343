//! What can go wrong in the store, in the terms its callers act on: the
//! database is away (retry later), a write met a uniqueness rule, a row
//! that must exist does not, or a bug.

use std::fmt;

#[derive(Debug)]
pub enum StoreError {
    /// The database could not be reached or dropped the connection: the
    /// action did not happen (or its answer was lost) and may be retried.
    Unavailable,
    /// A write broke a uniqueness rule (e.g. a second open challenge
    /// between the same two players, a second turn for the same ply).
    Conflict,
    /// A row that must exist does not.
    NotFound,
    /// A wrong query, a broken invariant, a failed migration.
    Internal(String),
    /// The first connection failed, for a reason the person who set the
    /// database up can act on.
    Connect(ConnectError),
}

/// Why no connection to the database could be made, in a newcomer's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConnectError {
    /// The URL is not a PostgreSQL URL.
    BadUrl(String),
    /// Nothing listens at `at` (`host:port`, or a socket directory).
    NothingAnswers { at: String },
    /// The server refused the user's login or password.
    AuthFailed { user: String, at: String },
    /// The server has no database of that name.
    NoDatabase { name: String, at: String },
    /// Anything else, as the driver says it.
    Other { at: String, detail: String },
}

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConnectError::BadUrl(e) => {
                write!(f, "the database URL is not valid ({e}); write it like postgres://user@host:5432/dbname")
            }
            ConnectError::NothingAnswers { at } => {
                write!(f, "nothing answers at {at}: is PostgreSQL running there?")
            }
            ConnectError::AuthFailed { user, at } => write!(
                f,
                "the PostgreSQL server at {at} refused user `{user}` (authentication failed): check the user and password in the URL"
            ),
            ConnectError::NoDatabase { name, at } => write!(
                f,
                "the PostgreSQL server at {at} has no database `{name}`: create it with `createdb {name}` (or name another one in the URL)"
            ),
            ConnectError::Other { at, detail } => write!(f, "could not connect to PostgreSQL at {at}: {detail}"),
        }
    }
}

impl ConnectError {
    /// Classify the error of a first connection to `at` as `user`, to `database`.
    pub(super) fn of(e: sqlx::Error, at: String, user: &str, database: &str) -> ConnectError {
        use std::io::ErrorKind;
        match &e {
            sqlx::Error::Io(io)
                if matches!(
                    io.kind(),
                    ErrorKind::ConnectionRefused | ErrorKind::NotFound | ErrorKind::AddrNotAvailable
                ) =>
            {
                ConnectError::NothingAnswers { at }
            }
            sqlx::Error::Database(d) => match d.code().as_deref() {
                Some("28P01" | "28000") => ConnectError::AuthFailed { user: user.to_string(), at },
                Some("3D000") => ConnectError::NoDatabase { name: database.to_string(), at },
                _ => ConnectError::Other { at, detail: e.to_string() },
            },
            _ => ConnectError::Other { at, detail: e.to_string() },
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Unavailable => write!(f, "the database is unavailable"),
            StoreError::Conflict => write!(f, "a uniqueness rule refused the write"),
            StoreError::NotFound => write!(f, "a row that must exist is missing"),
            StoreError::Internal(e) => write!(f, "database error: {e}"),
            StoreError::Connect(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StoreError {}

/// Does this error say the database could not be reached or dropped the
/// connection, rather than that a query was wrong?
fn is_outage(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::PoolClosed | sqlx::Error::Tls(_) => true,
        // A connection cut in the middle of a message, or closed before the
        // server answered the opening handshake (a proxy or load balancer in
        // front of a database that is down).
        sqlx::Error::Protocol(_) => true,
        // SQLSTATE class 08 (connection exception); 57P01-57P03: the server
        // is shutting down, crashed or is starting (a restart, or an
        // administrator ending sessions); 53300: too many connections.
        sqlx::Error::Database(d) => {
            d.code().is_some_and(|c| c.starts_with("08") || matches!(c.as_ref(), "57P01" | "57P02" | "57P03" | "53300"))
        }
        _ => false,
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            e if is_outage(&e) => {
                tracing::warn!(error = %e, "database unavailable");
                StoreError::Unavailable
            }
            sqlx::Error::Database(d) if d.is_unique_violation() => StoreError::Conflict,
            sqlx::Error::RowNotFound => StoreError::NotFound,
            other => {
                tracing::error!(error = %other, "database error");
                StoreError::Internal(other.to_string())
            }
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        match e {
            sqlx::migrate::MigrateError::Execute(e) => e.into(),
            other => StoreError::Internal(format!("migrations: {other}")),
        }
    }
}
