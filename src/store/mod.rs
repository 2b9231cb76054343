//! PostgreSQL storage. One `Store` owns the pool; one module per table adds
//! the queries for it. Callers never write SQL; every value is a bound
//! parameter. Queries take any executor, so the service can run several in
//! one transaction.

pub mod challenges;
pub mod games;
pub mod guilds;
pub mod players;

use sqlx::postgres::{PgPool, PgPoolOptions};
use std::time::Duration;

pub use sqlx::Error as StoreError;
pub type Tx = sqlx::Transaction<'static, sqlx::Postgres>;

/// Platform ids are u64; PostgreSQL has no unsigned type, so they are stored
/// bit for bit as BIGINT.
#[inline]
pub fn db_id(id: u64) -> i64 {
    id as i64
}

#[inline]
pub fn platform_id(id: i64) -> u64 {
    id as u64
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: PgPool,
}

impl Store {
    /// Connect, and apply the migrations in `migrations/`.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Store, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(max_connections)
            // Short enough that a front end still answers within Discord's
            // 3 s ("temporarily unavailable") when the database is down.
            .acquire_timeout(Duration::from_secs(2))
            .connect(url)
            .await?;
        let store = Store { pool };
        store.migrate().await?;
        Ok(store)
    }

    /// Use an existing pool (tests get one per database from `#[sqlx::test]`).
    pub async fn from_pool(pool: PgPool) -> Result<Store, StoreError> {
        let store = Store { pool };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        sqlx::migrate!("./migrations").run(&self.pool).await.map_err(|e| StoreError::Migrate(Box::new(e)))
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub async fn begin(&self) -> Result<Tx, StoreError> {
        self.pool.begin().await
    }

    /// Is the database reachable?
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }
}
