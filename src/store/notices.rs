//! The `notices` table: what the bot could not tell a player where it
//! happened, kept until their next interaction (or a DM) tells them.

use super::{ChallengeId, GameId, NoticeKind, StoreError, Tx, UserId};
use sqlx::Postgres;
use sqlx::postgres::PgArguments;
use sqlx::query::Query;

#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct NoticeRow {
    pub player: UserId,
    pub kind: NoticeKind,
    pub game_id: Option<GameId>,
    pub challenge_id: Option<ChallengeId>,
}

/// Keep a notice for `n.player`; one already kept is kept once.
#[tracing::instrument(skip(tx))]
pub async fn insert(tx: &mut Tx, n: &NoticeRow) -> Result<(), StoreError> {
    let query = "INSERT INTO notices (player, kind, game_id, challenge_id) VALUES ($1, $2, $3, $4)
                 ON CONFLICT DO NOTHING";
    bound(sqlx::query(query), n).execute(tx.conn()).await?;
    Ok(())
}

/// `query` with the notice's fields bound as `$1`…`$4`.
fn bound<'q>(query: Query<'q, Postgres, PgArguments>, n: &NoticeRow) -> Query<'q, Postgres, PgArguments> {
    query.bind(n.player).bind(n.kind).bind(n.game_id).bind(n.challenge_id)
}

/// Take (delete and return) a player's notices, oldest first.
#[tracing::instrument(skip(tx))]
pub async fn take(tx: &mut Tx, player: UserId) -> Result<Vec<NoticeRow>, StoreError> {
    Ok(sqlx::query_as(
        "WITH taken AS (DELETE FROM notices WHERE player = $1 RETURNING *)
         SELECT player, kind, game_id, challenge_id FROM taken ORDER BY id",
    )
    .bind(player)
    .fetch_all(tx.conn())
    .await?)
}

/// Forget one notice (it reached the player another way); whether it was kept.
#[tracing::instrument(skip(tx))]
pub async fn remove(tx: &mut Tx, n: &NoticeRow) -> Result<bool, StoreError> {
    let query = "DELETE FROM notices WHERE player = $1 AND kind = $2
                 AND game_id IS NOT DISTINCT FROM $3 AND challenge_id IS NOT DISTINCT FROM $4";
    let done = bound(sqlx::query(query), n).execute(tx.conn()).await?;
    Ok(done.rows_affected() > 0)
}
