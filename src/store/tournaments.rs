//! The `tournaments`, `tournament_entrants` and `tournament_pairings`
//! tables. The tournament row is the lock: every step that changes an
//! event (join, start, a new round, a withdrawal) takes it first.

use super::{
    CupDecider, GameId, PairingResult, Place, StoreError, TournamentFormat, TournamentId, TournamentStatus, Tx, UserId,
    db_id,
};
use chrono::{DateTime, Utc};

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: TournamentId,
    #[sqlx(flatten)]
    pub place: Place,
    pub organiser: UserId,
    pub name: String,
    pub format: TournamentFormat,
    pub rules: String,
    pub rounds: Option<i32>,
    pub move_seconds: i32,
    pub round_seconds: i32,
    pub rated: bool,
    pub max_players: i32,
    pub decider: CupDecider,
    pub starts_at: Option<DateTime<Utc>>,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub status: TournamentStatus,
    pub round: i32,
    pub round_started_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

pub struct NewTournament<'a> {
    pub place: Place,
    pub organiser: UserId,
    pub name: &'a str,
    pub format: TournamentFormat,
    pub rules: &'a str,
    pub rounds: Option<i32>,
    pub move_seconds: i32,
    pub round_seconds: i32,
    pub rated: bool,
    pub max_players: i32,
    pub decider: CupDecider,
    pub starts_at: Option<DateTime<Utc>>,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct EntrantRow {
    pub player: UserId,
    pub rating: f64,
    pub seed: Option<i32>,
    pub withdrawn_round: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PairingRow {
    pub round: i32,
    pub board: i32,
    pub leg: i16,
    pub black: UserId,
    pub white: Option<UserId>,
    pub game_id: Option<GameId>,
    pub result: Option<PairingResult>,
    pub advances: Option<UserId>,
}

#[tracing::instrument(skip_all)]
pub async fn insert(tx: &mut Tx, t: &NewTournament<'_>) -> Result<TournamentRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO tournaments (guild_id, channel_id, reach, organiser, name, format, rules, rounds, move_seconds,
                                  round_seconds, rated, max_players, decider, starts_at, min_rating, max_rating)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *",
    )
    .bind(t.place.guild.map(db_id))
    .bind(db_id(t.place.channel))
    .bind(t.place.reach)
    .bind(t.organiser)
    .bind(t.name)
    .bind(t.format)
    .bind(t.rules)
    .bind(t.rounds)
    .bind(t.move_seconds)
    .bind(t.round_seconds)
    .bind(t.rated)
    .bind(t.max_players)
    .bind(t.decider)
    .bind(t.starts_at)
    .bind(t.min_rating)
    .bind(t.max_rating)
    .fetch_one(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM tournaments WHERE id = $1").bind(id).fetch_optional(tx.conn()).await?)
}

/// The tournament row, locked for the rest of the transaction.
#[tracing::instrument(skip(tx))]
pub async fn lock(tx: &mut Tx, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM tournaments WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(tx.conn()).await?)
}

/// Tournaments of a server, the open and running ones first, then the
/// latest.
#[tracing::instrument(skip(tx))]
pub async fn in_guild(tx: &mut Tx, guild: u64, limit: i64) -> Result<Vec<TournamentRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM tournaments WHERE guild_id = $1
         ORDER BY status IN ('open', 'running') DESC, id DESC LIMIT $2",
    )
    .bind(db_id(guild))
    .bind(limit)
    .fetch_all(tx.conn())
    .await?)
}

/// Ids of tournaments the sweeper looks at: running ones, and open ones
/// whose start time has come.
#[tracing::instrument(skip(tx))]
pub async fn to_sweep(tx: &mut Tx) -> Result<Vec<TournamentId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM tournaments
         WHERE status = 'running' OR (status = 'open' AND starts_at <= now()) ORDER BY id",
    )
    .fetch_all(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn set_status(tx: &mut Tx, id: TournamentId, status: TournamentStatus) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournaments SET status = $2,
                finished_at = CASE WHEN $2 IN ('finished', 'cancelled') THEN now() ELSE finished_at END
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Start round `round` now (and set the rounds a Swiss event plays).
#[tracing::instrument(skip(tx))]
pub async fn set_round(tx: &mut Tx, id: TournamentId, round: i32, rounds: Option<i32>) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournaments SET round = $2, round_started_at = now(), status = 'running',
                rounds = coalesce($3, rounds)
         WHERE id = $1",
    )
    .bind(id)
    .bind(round)
    .bind(rounds)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[tracing::instrument(skip(tx))]
pub async fn entrants(tx: &mut Tx, id: TournamentId) -> Result<Vec<EntrantRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT player, rating, seed, withdrawn_round FROM tournament_entrants WHERE tournament_id = $1
         ORDER BY seed NULLS LAST, joined_at, player",
    )
    .bind(id)
    .fetch_all(tx.conn())
    .await?)
}

/// Add an entrant; `false` if they were already in.
#[tracing::instrument(skip(tx))]
pub async fn join(tx: &mut Tx, id: TournamentId, player: UserId, rating: f64) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO tournament_entrants (tournament_id, player, rating) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(player)
    .bind(rating)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Remove an entrant; `false` if they were not in.
#[tracing::instrument(skip(tx))]
pub async fn leave(tx: &mut Tx, id: TournamentId, player: UserId) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM tournament_entrants WHERE tournament_id = $1 AND player = $2")
        .bind(id)
        .bind(player)
        .execute(tx.conn())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Seed the entrants in the order given (ratings as they are now).
#[tracing::instrument(skip(tx, seeded))]
pub async fn seed(tx: &mut Tx, id: TournamentId, seeded: &[(UserId, f64)]) -> Result<(), StoreError> {
    for (i, (player, rating)) in seeded.iter().enumerate() {
        sqlx::query("UPDATE tournament_entrants SET seed = $3, rating = $4 WHERE tournament_id = $1 AND player = $2")
            .bind(id)
            .bind(*player)
            .bind(i as i32 + 1)
            .bind(*rating)
            .execute(tx.conn())
            .await?;
    }
    Ok(())
}

/// Mark a player withdrawn during `round`; `false` if they were not
/// playing.
#[tracing::instrument(skip(tx))]
pub async fn withdraw(tx: &mut Tx, id: TournamentId, player: UserId, round: i32) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE tournament_entrants SET withdrawn_round = $3
         WHERE tournament_id = $1 AND player = $2 AND withdrawn_round IS NULL",
    )
    .bind(id)
    .bind(player)
    .bind(round)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

#[tracing::instrument(skip(tx))]
pub async fn pairings(tx: &mut Tx, id: TournamentId) -> Result<Vec<PairingRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT round, board, leg, black, white, game_id, result, advances FROM tournament_pairings
         WHERE tournament_id = $1 ORDER BY round, board, leg",
    )
    .bind(id)
    .fetch_all(tx.conn())
    .await?)
}

/// Store a pairing. The primary key (tournament, round, board, leg)
/// refuses a second one (`Conflict`): a round is never paired twice.
#[tracing::instrument(skip(tx))]
pub async fn insert_pairing(tx: &mut Tx, id: TournamentId, p: &PairingRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO tournament_pairings (tournament_id, round, board, leg, black, white, game_id, result, advances)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(id)
    .bind(p.round)
    .bind(p.board)
    .bind(p.leg)
    .bind(p.black)
    .bind(p.white)
    .bind(p.game_id)
    .bind(p.result)
    .bind(p.advances)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Record the result of a tournament game, once: `None` if the game is no
/// tournament's or its result is already in.
#[tracing::instrument(skip(tx))]
pub async fn record_game(tx: &mut Tx, game: GameId, result: PairingResult) -> Result<Option<TournamentId>, StoreError> {
    Ok(sqlx::query_scalar(
        "UPDATE tournament_pairings SET result = $2 WHERE game_id = $1 AND result IS NULL RETURNING tournament_id",
    )
    .bind(game)
    .bind(result)
    .fetch_optional(tx.conn())
    .await?)
}

/// Who went through a cup tie.
#[tracing::instrument(skip(tx))]
pub async fn set_advances(
    tx: &mut Tx,
    id: TournamentId,
    round: i32,
    board: i32,
    leg: i16,
    player: UserId,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournament_pairings SET advances = $5
         WHERE tournament_id = $1 AND round = $2 AND board = $3 AND leg = $4",
    )
    .bind(id)
    .bind(round)
    .bind(board)
    .bind(leg)
    .bind(player)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Active games of a tournament (of one player, if given).
#[tracing::instrument(skip(tx))]
pub async fn active_games(tx: &mut Tx, id: TournamentId, player: Option<UserId>) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE tournament_id = $1 AND status = 'active'
           AND ($2::bigint IS NULL OR black = $2 OR white = $2) ORDER BY id",
    )
    .bind(id)
    .bind(player)
    .fetch_all(tx.conn())
    .await?)
}
