//! The `outbox` table: effects that leave the process (a post or an edit
//! on Discord), written in the transaction of the change they tell of and
//! claimed by one process before they are made (see
//! `migrations/0019_outbox_and_quiet_moves.sql`).

use super::{Store, StoreError, Tx};
use serde_json::Value;
use std::time::Duration;

/// One effect to make.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    /// Effects of one lane are made in order, one at a time.
    pub lane: String,
    pub kind: String,
    pub body: Value,
    /// Times it was claimed, this one included.
    pub attempts: i32,
}

/// Add an effect, made once the transaction commits.
#[tracing::instrument(skip(tx, body))]
pub async fn add(tx: &mut Tx, lane: &str, kind: &str, body: &Value) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO outbox (lane, kind, body) VALUES ($1, $2, $3)")
        .bind(lane)
        .bind(kind)
        .bind(body)
        .execute(tx.conn())
        .await?;
    Ok(())
}

impl Store {
    /// Claim up to `most` effects that are due, each the oldest of its lane
    /// (and none of a lane whose older effect another process holds): they
    /// are this process's to make for `lease`, then due again if not done.
    pub async fn claim_effects(&self, most: i64, lease: Duration) -> Result<Vec<OutboxRow>, StoreError> {
        let mut tx = self.begin().await?;
        let rows = sqlx::query_as(
            "WITH firsts AS (SELECT DISTINCT ON (lane) id FROM outbox ORDER BY lane, id),
                  claimed AS (SELECT o.id FROM outbox o JOIN firsts USING (id) WHERE o.due_at <= now()
                              ORDER BY o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED)
             UPDATE outbox SET due_at = now() + make_interval(secs => $2), attempts = attempts + 1
             WHERE id IN (SELECT id FROM claimed)
             RETURNING id, lane, kind, body, attempts",
        )
        .bind(most)
        .bind(lease.as_secs_f64())
        .fetch_all(tx.conn())
        .await?;
        tx.commit().await?;
        let mut rows: Vec<OutboxRow> = rows;
        rows.sort_by_key(|r| r.id);
        Ok(rows)
    }

    /// An effect was made (or given up): gone.
    pub async fn effect_done(&self, id: i64) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("DELETE FROM outbox WHERE id = $1").bind(id).execute(tx.conn()).await?;
        tx.commit().await
    }

    /// An effect could not be made now: due again `after`.
    pub async fn effect_later(&self, id: i64, after: Duration) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("UPDATE outbox SET due_at = now() + make_interval(secs => $2) WHERE id = $1")
            .bind(id)
            .bind(after.as_secs_f64())
            .execute(tx.conn())
            .await?;
        tx.commit().await
    }

    /// Effects waiting (due or held), for tests and the health of a process.
    pub async fn effects_waiting(&self) -> Result<i64, StoreError> {
        let mut tx = self.read().await?;
        Ok(sqlx::query_scalar("SELECT count(*) FROM outbox").fetch_one(tx.conn()).await?)
    }

    /// Forget effects older than `age` nobody made (no bot ran to make them).
    pub async fn forget_old_effects(&self, age: Duration) -> Result<u64, StoreError> {
        let mut tx = self.begin().await?;
        let gone = sqlx::query("DELETE FROM outbox WHERE created_at < now() - make_interval(secs => $1)")
            .bind(age.as_secs_f64())
            .execute(tx.conn())
            .await?;
        tx.commit().await?;
        Ok(gone.rows_affected())
    }
}
