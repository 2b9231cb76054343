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
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Unavailable => write!(f, "the database is unavailable"),
            StoreError::Conflict => write!(f, "a uniqueness rule refused the write"),
            StoreError::NotFound => write!(f, "a row that must exist is missing"),
            StoreError::Internal(e) => write!(f, "database error: {e}"),
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
