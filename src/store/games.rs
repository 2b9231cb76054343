//! The `games` and `moves` tables.

use super::{EndReason, GameId, GameResult, GameStatus, Place, Reach, StoreError, TournamentId, Tx, UserId, db_id};
use chrono::{DateTime, Utc};

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GameRow {
    pub id: GameId,
    #[sqlx(flatten)]
    pub place: Place,
    pub black: UserId,
    pub white: UserId,
    pub rules: String,
    pub start_position: String,
    pub rated: bool,
    pub move_seconds: i32,
    pub ply: i32,
    pub position: String,
    pub to_move: UserId,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub reason: Option<EndReason>,
    pub draw_offer: Option<UserId>,
    pub turn_started_at: DateTime<Utc>,
    pub reminded: bool,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Level of the computer player, in games against it.
    pub ai_level: Option<i16>,
    /// Who asked to take back their last turn, while the opponent answers.
    pub takeback_by: Option<UserId>,
    /// The tournament this game is a round of.
    pub tournament_id: Option<TournamentId>,
    /// A tournament game not over by then ends as a time-out.
    pub round_deadline: Option<DateTime<Utc>>,
    /// A game from quick pairing is seen in a second place too, where
    /// `also_player` asked for it (see [`GameRow::also`]).
    pub also_guild_id: Option<i64>,
    pub also_channel_id: Option<i64>,
    pub also_reach: Option<Reach>,
    pub also_player: Option<UserId>,
    /// From quick pairing.
    pub quick: bool,
    /// The row's revision: every change to it bumps it (a trigger,
    /// `migrations/0027_game_revisions.sql`), so two reads of the game can be
    /// told apart in order.
    pub rev: i64,
}

impl GameRow {
    /// When the player to move runs out of time: their time per move, or
    /// the tournament round's end if that comes first.
    pub fn deadline(&self) -> DateTime<Utc> {
        let turn = self.turn_started_at + chrono::Duration::seconds(i64::from(self.move_seconds));
        self.round_deadline.map_or(turn, |round| round.min(turn))
    }

    /// The second place the game is seen in, and the player who asked there.
    pub fn also(&self) -> Option<(Place, UserId)> {
        let channel = self.also_channel_id?;
        let place = Place {
            guild: self.also_guild_id.map(|g| g as u64),
            channel: channel as u64,
            reach: self.also_reach.unwrap_or_default(),
        };
        Some((place, self.also_player?))
    }

    /// The place `player` sees the game in: the second place for the player
    /// who asked there, else the game's own.
    pub fn place_of(&self, player: UserId) -> Place {
        match self.also() {
            Some((place, asker)) if asker == player => place,
            _ => self.place,
        }
    }

    pub fn plays(&self, user: UserId) -> bool {
        self.black == user || self.white == user
    }
}

pub struct NewGame<'a> {
    pub place: Place,
    pub black: UserId,
    pub white: UserId,
    pub rules: &'a str,
    pub start_position: &'a str,
    pub rated: bool,
    pub move_seconds: i32,
    pub to_move: UserId,
    pub ai_level: Option<i16>,
    /// A tournament's game, and when its round ends.
    pub tournament: Option<(TournamentId, DateTime<Utc>)>,
    /// From quick pairing: the second place, and the player who asked there.
    pub also: Option<(Place, UserId)>,
    /// From quick pairing.
    pub quick: bool,
}

#[tracing::instrument(skip_all)]
pub async fn insert(tx: &mut Tx, g: &NewGame<'_>) -> Result<GameRow, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO games (guild_id, channel_id, reach, black, white, rules, start_position, position, rated, move_seconds, to_move, ai_level,
                            tournament_id, round_deadline, also_guild_id, also_channel_id, also_reach, also_player, quick)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         RETURNING *",
    )
    .bind(g.place.guild.map(db_id))
    .bind(db_id(g.place.channel))
    .bind(g.place.reach)
    .bind(g.black)
    .bind(g.white)
    .bind(g.rules)
    .bind(g.start_position)
    .bind(g.rated)
    .bind(g.move_seconds)
    .bind(g.to_move)
    .bind(g.ai_level)
    .bind(g.tournament.map(|t| t.0))
    .bind(g.tournament.map(|t| t.1))
    .bind(g.also.and_then(|(p, _)| p.guild).map(db_id))
    .bind(g.also.map(|(p, _)| db_id(p.channel)))
    .bind(g.also.map(|(p, _)| p.reach))
    .bind(g.also.map(|(_, u)| u))
    .bind(g.quick)
    .fetch_one(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn get(tx: &mut Tx, id: GameId) -> Result<Option<GameRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM games WHERE id = $1").bind(id).fetch_optional(tx.conn()).await?)
}

/// What a view of a game shows of one of its players.
#[derive(Clone, Debug)]
pub struct PlayerSeen {
    pub id: UserId,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub is_bot: bool,
    pub pings: bool,
}

/// A game's row and what its view shows of its two players, in one query.
#[derive(Clone, Debug, sqlx::FromRow)]
struct GameSeen {
    #[sqlx(flatten)]
    game: GameRow,
    black_name: String,
    black_rating: f64,
    black_deviation: f64,
    black_bot: bool,
    black_pings: bool,
    white_name: String,
    white_rating: f64,
    white_deviation: f64,
    white_bot: bool,
    white_pings: bool,
}

/// A game with what its view shows of its players, in one round trip (the
/// read every action on a game starts with).
#[tracing::instrument(skip(tx))]
pub async fn get_seen(tx: &mut Tx, id: GameId) -> Result<Option<(GameRow, PlayerSeen, PlayerSeen)>, StoreError> {
    let seen: Option<GameSeen> = sqlx::query_as(
        "SELECT g.*,
                b.name AS black_name, b.rating AS black_rating, b.deviation AS black_deviation,
                b.is_bot AS black_bot, b.pings AS black_pings,
                w.name AS white_name, w.rating AS white_rating, w.deviation AS white_deviation,
                w.is_bot AS white_bot, w.pings AS white_pings
         FROM games g JOIN players b ON b.id = g.black JOIN players w ON w.id = g.white
         WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(tx.conn())
    .await?;
    Ok(seen.map(|s| {
        let black = PlayerSeen {
            id: s.game.black,
            name: s.black_name,
            rating: s.black_rating,
            deviation: s.black_deviation,
            is_bot: s.black_bot,
            pings: s.black_pings,
        };
        let white = PlayerSeen {
            id: s.game.white,
            name: s.white_name,
            rating: s.white_rating,
            deviation: s.white_deviation,
            is_bot: s.white_bot,
            pings: s.white_pings,
        };
        (s.game, black, white)
    }))
}

/// The game row, locked for the rest of the transaction.
#[tracing::instrument(skip(tx))]
pub async fn lock(tx: &mut Tx, id: GameId) -> Result<Option<GameRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM games WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(tx.conn()).await?)
}

/// Lock the game if it is active and its mover's time is up; skip it if
/// another process holds it.
#[tracing::instrument(skip(tx))]
pub async fn lock_if_timed_out(tx: &mut Tx, id: GameId) -> Result<Option<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM games WHERE id = $1 AND status = 'active'
           AND (turn_started_at + make_interval(secs => move_seconds) < now() OR round_deadline < now())
           -- A team loses on time only once its turn is tallied without a vote.
           AND (NOT EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = games.id)
                OR EXISTS (SELECT 1 FROM team_tallies t
                           WHERE t.game_id = games.id AND t.ply = games.ply AND t.turn IS NULL))
         FOR UPDATE SKIP LOCKED",
    )
    .bind(id)
    .fetch_optional(tx.conn())
    .await?)
}

/// Notation of the first `plies` turns, in order. A read that is not
/// under the game row's lock passes the row's own ply: each statement sees
/// its own snapshot, so a turn stored since the row was read is left out.
#[tracing::instrument(skip(tx))]
pub async fn moves(tx: &mut Tx, game_id: GameId, plies: i32) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar("SELECT notation FROM moves WHERE game_id = $1 AND ply < $2 ORDER BY ply")
        .bind(game_id)
        .bind(plies)
        .fetch_all(tx.conn())
        .await?)
}

/// Store a turn at `ply` and advance the game past it, in one statement
/// (one round trip): the game's revision after it, or `None` if the game
/// was no longer active at `ply` (the caller then rolls back, the turn with
/// it).
#[tracing::instrument(skip(tx))]
pub async fn play_move(
    tx: &mut Tx,
    id: GameId,
    ply: i32,
    player: UserId,
    notation: &str,
    position: &str,
    to_move: UserId,
) -> Result<Option<i64>, StoreError> {
    Ok(sqlx::query_scalar(
        "WITH turn AS (INSERT INTO moves (game_id, ply, player, notation) VALUES ($1, $2, $5, $6))
         UPDATE games SET ply = $2 + 1, position = $3, to_move = $4, turn_started_at = now(),
                          reminded = false, draw_offer = NULL, takeback_by = NULL
         WHERE id = $1 AND ply = $2 AND status = 'active'
         RETURNING rev",
    )
    .bind(id)
    .bind(ply)
    .bind(position)
    .bind(to_move)
    .bind(player)
    .bind(notation)
    .fetch_optional(tx.conn())
    .await?)
}

/// Put the game at `ply` with `position` and `to_move` to play: a fresh
/// clock, no reminder sent, no open offer. With `only_at`, only if the game
/// is still active at that ply; whether it was changed.
async fn set_turn(
    tx: &mut Tx,
    id: GameId,
    only_at: Option<i32>,
    ply: i32,
    position: &str,
    to_move: UserId,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET ply = $3, position = $4, to_move = $5, turn_started_at = now(),
                          reminded = false, draw_offer = NULL, takeback_by = NULL
         WHERE id = $1 AND ($2::int IS NULL OR (ply = $2 AND status = 'active'))",
    )
    .bind(id)
    .bind(only_at)
    .bind(ply)
    .bind(position)
    .bind(to_move)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Take back the turns from `ply` on (the game was at `from_ply`), asked by
/// `by`: they leave `moves` for `takebacks`, and the game row goes back to
/// `position` with `to_move` to play, a fresh clock and no open offers.
#[tracing::instrument(skip(tx))]
pub async fn take_back(
    tx: &mut Tx,
    id: GameId,
    by: UserId,
    (ply, from_ply): (i32, i32),
    position: &str,
    to_move: UserId,
) -> Result<(), StoreError> {
    sqlx::query(
        "WITH gone AS (DELETE FROM moves WHERE game_id = $1 AND ply >= $2 RETURNING ply, notation)
         INSERT INTO takebacks (game_id, asked_by, from_ply, turns)
         SELECT $1, $3, $4, coalesce(array_agg(notation ORDER BY ply), '{}') FROM gone",
    )
    .bind(id)
    .bind(ply)
    .bind(by)
    .bind(from_ply)
    .execute(tx.conn())
    .await?;
    set_turn(tx, id, None, ply, position, to_move).await?;
    Ok(())
}

/// The turns taken back in a game: `(from ply, turns)`, oldest first.
#[tracing::instrument(skip(tx))]
pub async fn takebacks(tx: &mut Tx, game_id: GameId) -> Result<Vec<(i32, Vec<String>)>, StoreError> {
    Ok(sqlx::query_as("SELECT from_ply, turns FROM takebacks WHERE game_id = $1 ORDER BY id")
        .bind(game_id)
        .fetch_all(tx.conn())
        .await?)
}

/// A request one player makes and the other answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// A draw offer.
    Draw,
    /// Asking to take back one's last turn.
    Takeback,
}

impl Request {
    fn column(self) -> &'static str {
        match self {
            Request::Draw => "draw_offer",
            Request::Takeback => "takeback_by",
        }
    }
}

/// Open a request by `by`, or close it (`None`); the game's revision then.
#[tracing::instrument(skip(tx))]
pub async fn set_request(tx: &mut Tx, id: GameId, request: Request, by: Option<UserId>) -> Result<i64, StoreError> {
    let sql = format!("UPDATE games SET {} = $2 WHERE id = $1 RETURNING rev", request.column());
    Ok(sqlx::query_scalar(&sql).bind(id).bind(by).fetch_one(tx.conn()).await?)
}

/// Move a game to another channel (e.g. its own thread).
#[tracing::instrument(skip(tx))]
pub async fn set_channel(tx: &mut Tx, id: GameId, channel: u64) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET channel_id = $2 WHERE id = $1")
        .bind(id)
        .bind(db_id(channel))
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// End an active game; false if it had already ended.
#[tracing::instrument(skip(tx))]
pub async fn finish(
    tx: &mut Tx,
    id: GameId,
    status: GameStatus,
    result: Option<GameResult>,
    reason: EndReason,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = $2, result = $3, reason = $4, finished_at = now(), draw_offer = NULL
         WHERE id = $1 AND status = 'active'",
    )
    .bind(id)
    .bind(status)
    .bind(result)
    .bind(reason)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ids of active games whose mover's time is up.
#[tracing::instrument(skip(tx))]
pub async fn timed_out_ids(tx: &mut Tx, limit: i64) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active'
           AND (turn_started_at + make_interval(secs => move_seconds) < now() OR round_deadline < now())
           -- A team loses on time only once its turn is tallied without a vote.
           AND (NOT EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = games.id)
                OR EXISTS (SELECT 1 FROM team_tallies t
                           WHERE t.game_id = games.id AND t.ply = games.ply AND t.turn IS NULL))
         ORDER BY turn_started_at LIMIT $1",
    )
    .bind(limit)
    .fetch_all(tx.conn())
    .await?)
}

/// Mark and return active games whose mover has used `fraction` of the time
/// and was not reminded yet (each game is returned once per turn). In a
/// tournament game the turn ends at the round's deadline if that comes
/// first, and the reminder comes as long before it. Bots (the computer) are
/// never reminded.
#[tracing::instrument(skip(tx))]
pub async fn take_due_reminders(tx: &mut Tx, fraction: f64) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE games SET reminded = true
         WHERE status = 'active' AND NOT reminded
           AND LEAST(turn_started_at + make_interval(secs => move_seconds), round_deadline)
               - make_interval(secs => move_seconds * (1 - $1)) < now()
           AND LEAST(turn_started_at + make_interval(secs => move_seconds), round_deadline) >= now()
           AND to_move NOT IN (SELECT id FROM players WHERE is_bot)
           -- A team is not a person to remind (its side's members vote).
           AND NOT EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = games.id)
         RETURNING *",
    )
    .bind(fraction)
    .fetch_all(tx.conn())
    .await?)
}

/// Active games of a player, optionally in one channel.
#[tracing::instrument(skip(tx))]
pub async fn active_for(tx: &mut Tx, player: UserId, channel: Option<u64>) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND (black = $1 OR white = $1)
           AND ($2::bigint IS NULL OR channel_id = $2 OR also_channel_id = $2) ORDER BY id",
    )
    .bind(player)
    .bind(channel.map(db_id))
    .fetch_all(tx.conn())
    .await?)
}

/// Which live game stands at `position` (a position's text, as games store
/// it) among those of `player`, or game `game`, or the games of `place`
/// (each filter only when given), if any.
#[tracing::instrument(skip(tx))]
pub async fn live_at(
    tx: &mut Tx,
    position: &str,
    player: Option<UserId>,
    game: Option<GameId>,
    place: Option<Place>,
) -> Result<Option<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND position = $1
           AND ($2::bigint IS NULL OR black = $2 OR white = $2)
           AND ($3::bigint IS NULL OR id = $3)
           AND ($4::bigint IS NULL OR channel_id = $4 AND guild_id IS NOT DISTINCT FROM $5)
         ORDER BY id LIMIT 1",
    )
    .bind(position)
    .bind(player)
    .bind(game)
    .bind(place.map(|p| db_id(p.channel)))
    .bind(place.and_then(|p| p.guild).map(db_id))
    .fetch_optional(tx.conn())
    .await?)
}

/// The game from quick pairing `player` is playing, if any.
#[tracing::instrument(skip(tx))]
pub async fn quick_game_of(tx: &mut Tx, player: UserId) -> Result<Option<GameId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' AND quick AND (black = $1 OR white = $1)")
        .bind(player)
        .fetch_optional(tx.conn())
        .await?)
}

/// Active games in a channel, those of `first` first, then by id.
#[tracing::instrument(skip(tx))]
pub async fn active_in(tx: &mut Tx, channel: u64, first: UserId, limit: i64) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND (channel_id = $1 OR also_channel_id = $1)
         ORDER BY (black = $2 OR white = $2) DESC, id LIMIT $3",
    )
    .bind(db_id(channel))
    .bind(first)
    .bind(limit)
    .fetch_all(tx.conn())
    .await?)
}

#[tracing::instrument(skip(tx))]
pub async fn count_active_for(tx: &mut Tx, player: UserId) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar("SELECT count(*) FROM games WHERE status = 'active' AND (black = $1 OR white = $1)")
        .bind(player)
        .fetch_one(tx.conn())
        .await?)
}

/// Finished games of a player, newest first.
#[tracing::instrument(skip(tx))]
pub async fn history(tx: &mut Tx, player: UserId, limit: i64, offset: i64) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT * FROM games WHERE status = 'finished' AND (black = $1 OR white = $1)
         ORDER BY finished_at DESC, id DESC LIMIT $2 OFFSET $3",
    )
    .bind(player)
    .bind(limit)
    .bind(offset)
    .fetch_all(tx.conn())
    .await?)
}

/// Active games against the computer in which the computer is to move.
#[tracing::instrument(skip(tx))]
pub async fn computer_to_move(tx: &mut Tx) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT g.* FROM games g JOIN players p ON p.id = g.to_move
         WHERE g.status = 'active' AND g.ai_level IS NOT NULL AND p.is_bot ORDER BY g.id",
    )
    .fetch_all(tx.conn())
    .await?)
}

/// Active games between two people (not against the computer), oldest
/// first: what a load test left behind and takes up again.
#[tracing::instrument(skip(tx))]
pub async fn active_between_people(tx: &mut Tx) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' AND ai_level IS NULL ORDER BY id")
        .fetch_all(tx.conn())
        .await?)
}

/// Finished games whose puzzles were not looked for yet, oldest first,
/// locked (two sweepers never mine one game twice).
#[tracing::instrument(skip(tx))]
pub async fn take_unmined(tx: &mut Tx, limit: i64) -> Result<Vec<GameRow>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE games SET puzzles_mined = true WHERE id IN (
           SELECT id FROM games WHERE status = 'finished' AND NOT puzzles_mined
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING *",
    )
    .bind(limit)
    .fetch_all(tx.conn())
    .await?)
}

/// Show game `id` in a second place too, where `player` plays it (one
/// server against another: the other server's channel).
pub async fn set_also(tx: &mut Tx, id: GameId, place: Place, player: UserId) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET also_guild_id = $2, also_channel_id = $3, also_reach = $4, also_player = $5 WHERE id = $1",
    )
    .bind(id)
    .bind(place.guild.map(db_id))
    .bind(db_id(place.channel))
    .bind(place.reach)
    .bind(player)
    .execute(tx.conn())
    .await?;
    Ok(())
}
