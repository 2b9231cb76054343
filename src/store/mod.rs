//! PostgreSQL storage: the only module that knows SQL or sqlx. One `Store`
//! owns the pool; one module per table adds the queries for it, each taking
//! the transaction (`Tx`) it runs in, so the service can make several
//! queries one atomic action. Every value is a bound parameter. Errors come
//! back classified (`StoreError`): unavailable, conflict, not found or
//! internal.

pub mod activities;
pub mod challenges;
pub mod changes;
mod error;
pub mod games;
pub mod guilds;
pub mod learn;
pub mod notices;
pub mod outbox;
pub mod players;
pub mod private_server;
pub mod puzzles;
pub mod reviews;
pub mod scratch;
pub mod seeks;
pub mod servers;
pub mod teams;
pub mod tournaments;
mod types;

pub use error::{ConnectError, StoreError};
pub use types::{
    BoardTheme, ChallengeId, ChallengeStatus, ColourChoice, CupDecider, EndReason, GameId, GameResult, GameStatus,
    Lang, NoticeKind, PairingResult, Place, Reach, SeekStatus, Setting, TournamentFormat, TournamentId,
    TournamentStatus, UserId,
};

use sqlx::Connection;
use sqlx::postgres::{PgConnection, PgPool, PgPoolOptions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

/// One database transaction (dropped without `commit`, it rolls back), or
/// a connection for reads alone, each query its own statement (`commit`
/// then does nothing): a read spares the round trips of `BEGIN` and
/// `COMMIT`, and reads the same under PostgreSQL's READ COMMITTED.
pub struct Tx(Conn);

enum Conn {
    Transaction(sqlx::Transaction<'static, sqlx::Postgres>),
    Reads(sqlx::pool::PoolConnection<sqlx::Postgres>),
}

/// What a transaction's changes say of themselves to those who hear of
/// them (see `changes.rs`): the front end that made them, and the channel
/// they were made from.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks {
    pub origin: Option<&'static str>,
    pub channel: Option<u64>,
    /// The transaction's news of games is not announced when it commits:
    /// its maker tells it ([`Store::tell`]) once it has.
    pub quiet: bool,
}

impl Tx {
    pub async fn commit(self) -> Result<(), StoreError> {
        match self.0 {
            Conn::Transaction(tx) => Ok(tx.commit().await?),
            Conn::Reads(_) => Ok(()),
        }
    }

    /// A round trip to the database inside the transaction.
    pub async fn ping(&mut self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(self.conn()).await?;
        Ok(())
    }

    /// The connection the queries of this transaction run on.
    fn conn(&mut self) -> &mut PgConnection {
        match &mut self.0 {
            Conn::Transaction(tx) => tx,
            Conn::Reads(conn) => conn,
        }
    }
}

impl std::fmt::Debug for Tx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Tx")
    }
}

/// Guild and channel ids are platform snowflakes (u64) stored bit for bit
/// as BIGINT.
#[inline]
fn db_id(id: u64) -> i64 {
    id as i64
}

/// Longest wait for a pooled connection; short enough that a front end
/// still answers within Discord's 3 s ("temporarily unavailable") when the
/// database is down.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);
/// Server-side limit on a transaction left idle by its client.
const IDLE_IN_TRANSACTION_TIMEOUT: &str = "15s";

/// The pool settings every pool of ours uses.
fn pool_options(max_connections: u32) -> PgPoolOptions {
    PgPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        // No round trip to ping a connection before each use: one the
        // server dropped fails its first query (the action answers "try
        // again", the connection is closed), as the outage tests show.
        .test_before_acquire(false)
        .after_connect(|conn, _| {
            Box::pin(async move {
                // Unless the administrator chose otherwise (in the URL, or for
                // the role or database), the server ends a transaction whose
                // client went silent, so the rows it locked (a game) do not stay
                // locked until TCP gives up.
                sqlx::query(
                    "SELECT set_config('idle_in_transaction_session_timeout', $1, false) \
                 WHERE current_setting('idle_in_transaction_session_timeout') = '0'",
                )
                .bind(IDLE_IN_TRANSACTION_TIMEOUT)
                .execute(&mut *conn)
                .await?;
                Ok(())
            })
        })
}

#[derive(Clone, Debug)]
pub struct Store {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    pool: RwLock<PgPool>,
    /// A check for stuck connections is under way.
    checking: AtomicBool,
    /// News told after their transactions committed, on its way to
    /// `zamma_games` (see [`Store::tell`]).
    teller: std::sync::OnceLock<tokio::sync::mpsc::UnboundedSender<String>>,
}

impl Store {
    /// Connect, and apply the migrations in `migrations/`.
    ///
    /// One connection is made first, alone, so that a refused connection, a
    /// refused login or a missing database is reported as such
    /// ([`StoreError::Connect`]) rather than as a pool timing out.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Store, StoreError> {
        use sqlx::postgres::PgConnectOptions;
        let options: PgConnectOptions =
            url.parse().map_err(|e: sqlx::Error| StoreError::Connect(ConnectError::BadUrl(e.to_string())))?;
        let at = match options.get_socket() {
            Some(dir) => format!("the socket in {}", dir.display()),
            None => format!("{}:{}", options.get_host(), options.get_port()),
        };
        let (user, database) = (options.get_username().to_string(), options.get_database().unwrap_or("").to_string());
        let database = if database.is_empty() { user.clone() } else { database };
        let probe = PgConnection::connect_with(&options)
            .await
            .map_err(|e| StoreError::Connect(ConnectError::of(e, at, &user, &database)))?;
        let _ = probe.close().await;
        let pool = pool_options(max_connections)
            .connect_with(options)
            .await
            .map_err(|e| StoreError::Internal(format!("could not connect: {e}")))?;
        Store::from_pool(pool).await
    }

    /// Use an existing pool (tests get one per database from `#[sqlx::test]`).
    pub async fn from_pool(pool: PgPool) -> Result<Store, StoreError> {
        let shared = Shared { pool: RwLock::new(pool), checking: AtomicBool::new(false), teller: Default::default() };
        let store = Store { shared: Arc::new(shared) };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        Ok(sqlx::migrate!("./migrations").run(&self.pool()).await?)
    }

    /// The pool (a cheap handle; take a new one for each action, as the pool
    /// may be replaced, see `recover_if_stuck`).
    fn pool(&self) -> PgPool {
        self.shared.pool.read().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Start a transaction; every change runs in one.
    pub async fn begin(&self) -> Result<Tx, StoreError> {
        Ok(Tx(Conn::Transaction(self.pool().begin().await?)))
    }

    /// Start a transaction whose changes carry `marks`, set in the same
    /// round trip as its `BEGIN`.
    pub async fn begin_marked(&self, marks: Marks) -> Result<Tx, StoreError> {
        if marks.origin.is_none() && marks.channel.is_none() && !marks.quiet {
            return self.begin().await;
        }
        // Only typed values go into the statement: a front end's fixed name
        // (checked to be a plain word), a number, a flag.
        let origin = marks.origin.filter(|o| o.bytes().all(|b| b.is_ascii_lowercase())).unwrap_or("");
        let channel = marks.channel.map(|c| c.to_string()).unwrap_or_default();
        let quiet = if marks.quiet { "on" } else { "" };
        let statement = format!(
            "BEGIN; SELECT set_config('zamma.origin', '{origin}', true), set_config('zamma.channel', '{channel}', true), \
             set_config('zamma.quiet', '{quiet}', true)"
        );
        Ok(Tx(Conn::Transaction(self.pool().begin_with(statement).await?)))
    }

    /// A transaction for a vote in team game `game`: it holds the game's
    /// ballot shared (votes go side by side; a tally holds it alone), taken
    /// in the same round trip as its `BEGIN`.
    pub async fn begin_vote(&self, game: GameId) -> Result<Tx, StoreError> {
        let (class, key) = teams::ballot_key(game);
        let statement = format!("BEGIN; SELECT pg_advisory_xact_lock_shared({class}, {key})");
        Ok(Tx(Conn::Transaction(self.pool().begin_with(statement).await?)))
    }

    /// A connection for reads alone (see [`Tx`]).
    pub async fn read(&self) -> Result<Tx, StoreError> {
        Ok(Tx(Conn::Reads(self.pool().acquire().await?)))
    }

    /// Active games between two people (not against the computer), oldest
    /// first: what a load test left behind and takes up again.
    pub async fn games_between_people(&self) -> Result<Vec<GameId>, StoreError> {
        let mut tx = self.begin().await?;
        games::active_between_people(&mut tx).await
    }

    /// The largest player id stored (a load test gives new players ids above it).
    pub async fn max_player_id(&self) -> Result<Option<i64>, StoreError> {
        let mut tx = self.begin().await?;
        players::max_id(&mut tx).await
    }

    /// Is the database reachable? Answers within `ACQUIRE_TIMEOUT` and a
    /// little, whatever the network does.
    pub async fn ping(&self) -> bool {
        let pool = self.pool();
        let ping = sqlx::query("SELECT 1").execute(&pool);
        let ok = matches!(tokio::time::timeout(ACQUIRE_TIMEOUT, ping).await, Ok(Ok(_)));
        if !ok {
            self.recover_if_stuck();
        }
        ok
    }

    /// Close the pool: wait (a little) for connections in use to come back,
    /// and end each politely. Connections stuck on a silent network are
    /// left behind rather than waited for.
    pub async fn close(&self) {
        let _ = tokio::time::timeout(ACQUIRE_TIMEOUT, self.pool().close()).await;
    }

    /// Call when an action found no free connection or ran out of time.
    ///
    /// When the network to the database goes silent (no reset, no answer),
    /// a connection that was in use stays stuck until TCP gives up, about
    /// 15 minutes later: sqlx tests every connection given back to the pool
    /// with a ping, and closes a failed one, both without a time limit (over
    /// TLS its close even waits for the server). Stuck connections keep their
    /// pool slots, so once all are stuck the bot cannot work although the
    /// database answers new connections again. So: if every slot is taken
    /// and none is idle, try a fresh connection; if it works, replace the
    /// pool (the stuck connections are left to TCP). At most one check runs
    /// at a time; it runs in the background.
    pub fn recover_if_stuck(&self) {
        if !saturated(&self.pool()) || self.shared.checking.swap(true, Ordering::SeqCst) {
            return;
        }
        let store = self.clone();
        tokio::spawn(async move {
            store.replace_stuck_pool().await;
            store.shared.checking.store(false, Ordering::SeqCst);
        });
    }

    async fn replace_stuck_pool(&self) {
        let old = self.pool();
        let options = old.connect_options();
        match tokio::time::timeout(ACQUIRE_TIMEOUT, PgConnection::connect_with(&options)).await {
            Ok(Ok(probe)) => {
                let _ = tokio::time::timeout(ACQUIRE_TIMEOUT, probe.close()).await;
            }
            // The database itself is away: a new pool would not help.
            _ => return,
        }
        // Connections may have come back while the probe ran.
        if !saturated(&old) {
            return;
        }
        let fresh = pool_options(old.options().get_max_connections()).connect_lazy_with((*options).clone());
        *self.shared.pool.write().unwrap_or_else(PoisonError::into_inner) = fresh;
        tracing::warn!(
            connections = old.size(),
            "every pooled database connection was stuck although the database answers; opened a fresh pool"
        );
        // Close the old pool's healthy connections as they come back.
        tokio::spawn(async move { old.close().await });
    }
}

/// Every connection of the pool is open and none is free.
fn saturated(pool: &PgPool) -> bool {
    pool.num_idle() == 0 && pool.size() >= pool.options().get_max_connections()
}
