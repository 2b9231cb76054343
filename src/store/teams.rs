//! The team tables: a team game's sides, their members, their votes and
//! the tallies (migration 0020).

use super::{GameId, StoreError, Tx, UserId};
use crate::rules::Color;
use chrono::{DateTime, Utc};

fn side_text(side: Color) -> &'static str {
    side.name()
}

fn side_of(text: &str) -> Color {
    if text == "white" { Color::White } else { Color::Black }
}

/// The advisory lock of team game `game`'s ballot (the two-key form, apart
/// from every one-key lock): votes hold it shared, the tally alone, so that
/// a vote is either counted by the tally or sees it made and is refused.
pub fn ballot_key(game: GameId) -> (i32, i32) {
    // "zv"; ids past 2^31 share a key with another game (a tally then
    // waits for that game's votes too: harmless).
    (0x7a76, (game.0 & 0x7fff_ffff) as i32)
}

/// Hold team game `game`'s ballot alone until the transaction ends: votes
/// under way are waited for, later ones wait and then see the tally.
pub async fn lock_ballot(tx: &mut Tx, game: GameId) -> Result<(), StoreError> {
    let (class, key) = ballot_key(game);
    sqlx::query("SELECT pg_advisory_xact_lock($1, $2)").bind(class).bind(key).execute(tx.conn()).await?;
    Ok(())
}

/// A vote cast, as the database saw the game when it was stored (or not).
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Cast {
    pub member: UserId,
    pub status: String,
    pub ply: i32,
    pub to_move: UserId,
    /// The voter's side, its player, captain, thread and members (none: the
    /// voter is on no side).
    pub side: Option<String>,
    pub player: Option<UserId>,
    pub captain: Option<UserId>,
    pub thread_id: Option<i64>,
    pub members: Option<i64>,
    /// The turn at `ply` was tallied already.
    pub tallied: bool,
}

impl Cast {
    pub fn side(&self) -> Option<Color> {
        self.side.as_deref().map(side_of)
    }
}

/// Cast each member's vote of `votes` (a member once) for their turn on
/// team game `game`'s turn at `ply`, in one statement (the ballot held
/// shared, see [`Store::begin_vote`](super::Store::begin_vote)): each
/// stored only if the game is active at `ply`, the member's side is to move
/// and the turn is not tallied. A row per member (none: no such game).
pub async fn cast_many(
    tx: &mut Tx,
    game: GameId,
    ply: i32,
    votes: &[(UserId, String)],
) -> Result<Vec<Cast>, StoreError> {
    if votes.is_empty() {
        return Ok(Vec::new());
    }
    let members: Vec<i64> = votes.iter().map(|(m, _)| m.0 as i64).collect();
    let turns: Vec<&str> = votes.iter().map(|(_, t)| t.as_str()).collect();
    Ok(sqlx::query_as(
        "WITH g AS (SELECT status, ply, to_move FROM games WHERE id = $1),
              v AS (SELECT * FROM unnest($2::bigint[], $4::text[]) AS v (member, turn)),
              m AS (SELECT v.member, v.turn, m.side, s.player, s.captain, s.thread_id,
                           (SELECT count(*) FROM team_members o WHERE o.game_id = $1 AND o.side = m.side) AS members
                    FROM v LEFT JOIN team_members m ON m.game_id = $1 AND m.member = v.member
                    LEFT JOIN team_sides s ON s.game_id = $1 AND s.side = m.side),
              t AS (SELECT EXISTS (SELECT 1 FROM team_tallies WHERE game_id = $1 AND ply = $3) AS tallied),
              ins AS (INSERT INTO team_votes (game_id, ply, member, turn)
                      SELECT $1, $3, m.member, m.turn FROM g, m, t
                      WHERE g.status = 'active' AND g.ply = $3 AND g.to_move = m.player AND NOT t.tallied
                      ON CONFLICT (game_id, ply, member) DO UPDATE
                          SET turn = EXCLUDED.turn, voted_at = clock_timestamp()
                          WHERE team_votes.turn <> EXCLUDED.turn
                      RETURNING 1)
         SELECT m.member, g.status, g.ply, g.to_move, m.side, m.player, m.captain, m.thread_id, m.members, t.tallied
         FROM g CROSS JOIN t CROSS JOIN m",
    )
    .bind(game)
    .bind(&members)
    .bind(ply)
    .bind(&turns)
    .fetch_all(tx.conn())
    .await?)
}

/// A new team player's id (above every Discord snowflake).
pub async fn new_player_id(tx: &mut Tx) -> Result<UserId, StoreError> {
    let id: i64 = sqlx::query_scalar("SELECT nextval('team_player_ids')").fetch_one(tx.conn()).await?;
    Ok(UserId(id as u64))
}

/// The two sides of a new team game.
pub async fn insert_sides(tx: &mut Tx, game: GameId, black: UserId, white: UserId) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO team_sides (game_id, side, player) VALUES ($1, 'black', $2), ($1, 'white', $3)")
        .bind(game)
        .bind(black)
        .bind(white)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// A side of a team game: its player, captain, private thread and the
/// role it is limited to (on Discord).
#[derive(Clone, Debug)]
pub struct SideRow {
    pub side: Color,
    pub player: UserId,
    pub captain: Option<UserId>,
    pub thread: Option<u64>,
    pub role: Option<u64>,
    /// The server whose members alone play it, if one does.
    pub guild: Option<u64>,
}

/// The sides of `game`, Black's first; none when it is not a team game.
pub async fn sides(tx: &mut Tx, game: GameId) -> Result<Vec<SideRow>, StoreError> {
    type Row = (String, UserId, Option<UserId>, Option<i64>, Option<i64>, Option<i64>);
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT side, player, captain, thread_id, role_id, guild_id FROM team_sides WHERE game_id = $1 ORDER BY side",
    )
    .bind(game)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows
        .into_iter()
        .map(|(side, player, captain, thread, role, guild)| SideRow {
            side: side_of(&side),
            player,
            captain,
            thread: thread.map(|t| t as u64),
            role: role.map(|r| r as u64),
            guild: guild.map(|g| g as u64),
        })
        .collect())
}

/// The roles `game`'s sides are limited to (Black's, White's; none: anyone).
pub async fn set_roles(tx: &mut Tx, game: GameId, roles: [Option<u64>; 2]) -> Result<(), StoreError> {
    set_side_ids(tx, game, "role_id", roles).await
}

/// The private threads of `game`'s sides (Black's, White's).
pub async fn set_threads(tx: &mut Tx, game: GameId, threads: [Option<u64>; 2]) -> Result<(), StoreError> {
    set_side_ids(tx, game, "thread_id", threads).await
}

async fn set_side_ids(tx: &mut Tx, game: GameId, column: &str, ids: [Option<u64>; 2]) -> Result<(), StoreError> {
    // `column` is one of this module's own names, never input.
    let sql = format!(
        "UPDATE team_sides SET {column} = CASE side WHEN 'black' THEN $2::bigint ELSE $3::bigint END WHERE game_id = $1"
    );
    sqlx::query(&sql)
        .bind(game)
        .bind(ids[0].map(|i| i as i64))
        .bind(ids[1].map(|i| i as i64))
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The active team games played in `channel` (or one of whose sides
/// deliberates there), newest first; with `member`, only those they are
/// on a side of.
pub async fn active_in(tx: &mut Tx, channel: u64, member: Option<UserId>) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT g.id FROM games g
         WHERE g.status = 'active'
           AND (g.channel_id = $1 OR g.also_channel_id = $1
                OR EXISTS (SELECT 1 FROM team_sides t WHERE t.game_id = g.id AND t.thread_id = $1))
           AND EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = g.id)
           AND ($2::bigint IS NULL
                OR EXISTS (SELECT 1 FROM team_members m WHERE m.game_id = g.id AND m.member = $2))
         ORDER BY g.id DESC LIMIT 26",
    )
    .bind(channel as i64)
    .bind(member)
    .fetch_all(tx.conn())
    .await?)
}

/// When the earliest side's time of an active team game is up.
pub async fn next_deadline(tx: &mut Tx) -> Result<Option<DateTime<Utc>>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT min(g.turn_started_at + make_interval(secs => g.move_seconds)) FROM games g
         WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = g.id)",
    )
    .fetch_one(tx.conn())
    .await?)
}

/// A member of a side.
#[derive(Clone, Debug)]
pub struct MemberRow {
    pub member: UserId,
    pub name: String,
    pub side: Color,
}

/// The members of `game`'s sides, in the order they joined.
pub async fn members(tx: &mut Tx, game: GameId) -> Result<Vec<MemberRow>, StoreError> {
    let rows: Vec<(UserId, String, String)> = sqlx::query_as(
        "SELECT m.member, p.name, m.side FROM team_members m JOIN players p ON p.id = m.member
         WHERE m.game_id = $1 ORDER BY m.joined_at, m.member",
    )
    .bind(game)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows.into_iter().map(|(member, name, side)| MemberRow { member, name, side: side_of(&side) }).collect())
}

/// Put `member` on `side` (`Conflict`: they are on a side of this game
/// already: the caller checks first, under the game's lock), captain of it
/// if `captain` and it has none. Whether they became captain.
pub async fn join(tx: &mut Tx, game: GameId, member: UserId, side: Color, captain: bool) -> Result<bool, StoreError> {
    sqlx::query("INSERT INTO team_members (game_id, member, side) VALUES ($1, $2, $3)")
        .bind(game)
        .bind(member)
        .bind(side_text(side))
        .execute(tx.conn())
        .await?;
    if !captain {
        return Ok(false);
    }
    let made = sqlx::query("UPDATE team_sides SET captain = $3 WHERE game_id = $1 AND side = $2 AND captain IS NULL")
        .bind(game)
        .bind(side_text(side))
        .bind(member)
        .execute(tx.conn())
        .await?;
    Ok(made.rows_affected() == 1)
}

/// A member's side of a game: which, how many members it has, its
/// captain and its private thread.
#[derive(Clone, Copy, Debug)]
pub struct Membership {
    pub side: Color,
    pub members: i64,
    pub captain: Option<UserId>,
    pub thread: Option<u64>,
}

/// The side `member` plays on in `game`.
pub async fn membership(tx: &mut Tx, game: GameId, member: UserId) -> Result<Option<Membership>, StoreError> {
    let row: Option<(String, i64, Option<UserId>, Option<i64>)> = sqlx::query_as(
        "SELECT m.side, (SELECT count(*) FROM team_members o WHERE o.game_id = m.game_id AND o.side = m.side),
                s.captain, s.thread_id
         FROM team_members m JOIN team_sides s ON s.game_id = m.game_id AND s.side = m.side
         WHERE m.game_id = $1 AND m.member = $2",
    )
    .bind(game)
    .bind(member)
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.map(|(side, members, captain, thread)| Membership {
        side: side_of(&side),
        members,
        captain,
        thread: thread.map(|t| t as u64),
    }))
}

/// A vote as counted.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct VoteRow {
    pub member: UserId,
    pub turn: String,
    pub voted_at: DateTime<Utc>,
}

/// The votes on the turn at `ply`, in the order they were cast.
pub async fn votes(tx: &mut Tx, game: GameId, ply: i32) -> Result<Vec<VoteRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT member, turn, voted_at FROM team_votes WHERE game_id = $1 AND ply = $2 ORDER BY voted_at, member",
    )
    .bind(game)
    .bind(ply)
    .fetch_all(tx.conn())
    .await?)
}

/// A tally as made.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TallyRow {
    pub ply: i32,
    pub turn: Option<String>,
    pub counts: String,
}

/// The tally of the turn at `ply`, if it was made.
pub async fn tally(tx: &mut Tx, game: GameId, ply: i32) -> Result<Option<TallyRow>, StoreError> {
    Ok(sqlx::query_as("SELECT ply, turn, counts FROM team_tallies WHERE game_id = $1 AND ply = $2")
        .bind(game)
        .bind(ply)
        .fetch_optional(tx.conn())
        .await?)
}

/// Every tally of `game`, in the order of the turns.
pub async fn tallies(tx: &mut Tx, game: GameId) -> Result<Vec<TallyRow>, StoreError> {
    Ok(sqlx::query_as("SELECT ply, turn, counts FROM team_tallies WHERE game_id = $1 ORDER BY ply")
        .bind(game)
        .fetch_all(tx.conn())
        .await?)
}

/// Record the tally of the turn at `ply` (`false`: it was made already).
pub async fn record_tally(
    tx: &mut Tx,
    game: GameId,
    ply: i32,
    turn: Option<&str>,
    counts: &str,
) -> Result<bool, StoreError> {
    let made = sqlx::query(
        "INSERT INTO team_tallies (game_id, ply, turn, counts) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(ply)
    .bind(turn)
    .bind(counts)
    .execute(tx.conn())
    .await?;
    Ok(made.rows_affected() == 1)
}

/// Active team games (and the turn each is at) whose tally for the turn
/// to play is made but whose move is not (a crash between the two), or
/// whose side's time is up.
pub async fn due(tx: &mut Tx, limit: i64) -> Result<Vec<(GameId, i32)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT g.id, g.ply FROM games g
         WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM team_sides s WHERE s.game_id = g.id)
           AND (EXISTS (SELECT 1 FROM team_tallies t WHERE t.game_id = g.id AND t.ply = g.ply)
                OR g.turn_started_at + make_interval(secs => g.move_seconds) <= now())
         ORDER BY g.id LIMIT $1",
    )
    .bind(limit)
    .fetch_all(tx.conn())
    .await?)
}

/// `member` backs `motion` (`resign`, `draw`) at `ply`; how many members
/// of their side back it there now.
pub async fn back_motion(tx: &mut Tx, game: GameId, ply: i32, member: UserId, motion: &str) -> Result<i64, StoreError> {
    sqlx::query(
        "INSERT INTO team_motions (game_id, ply, member, motion) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(ply)
    .bind(member)
    .bind(motion)
    .execute(tx.conn())
    .await?;
    Ok(sqlx::query_scalar(
        "SELECT count(*) FROM team_motions t
         JOIN team_members m ON m.game_id = t.game_id AND m.member = t.member
         WHERE t.game_id = $1 AND t.ply = $2 AND t.motion = $4
           AND m.side = (SELECT side FROM team_members WHERE game_id = $1 AND member = $3)",
    )
    .bind(game)
    .bind(ply)
    .bind(member)
    .bind(motion)
    .fetch_one(tx.conn())
    .await?)
}

/// A server's challenge to another, by code.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ChallengeRow {
    pub code: String,
    pub guild_id: i64,
    pub channel_id: i64,
    pub creator: UserId,
    pub team_name: String,
    pub role_id: Option<i64>,
    pub rules: String,
    pub move_seconds: i32,
    pub game_id: Option<GameId>,
    pub created_at: DateTime<Utc>,
}

/// Store a server's challenge (`false`: its code is taken; draw another).
pub async fn insert_challenge(tx: &mut Tx, c: &ChallengeRow) -> Result<bool, StoreError> {
    let made = sqlx::query(
        "INSERT INTO team_challenges (code, guild_id, channel_id, creator, team_name, role_id, rules, move_seconds)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
    )
    .bind(&c.code)
    .bind(c.guild_id)
    .bind(c.channel_id)
    .bind(c.creator)
    .bind(&c.team_name)
    .bind(c.role_id)
    .bind(&c.rules)
    .bind(c.move_seconds)
    .execute(tx.conn())
    .await?;
    Ok(made.rows_affected() == 1)
}

/// The challenge with `code`, locked until the transaction ends.
pub async fn lock_challenge(tx: &mut Tx, code: &str) -> Result<Option<ChallengeRow>, StoreError> {
    Ok(sqlx::query_as("SELECT * FROM team_challenges WHERE code = $1 FOR UPDATE")
        .bind(code)
        .fetch_optional(tx.conn())
        .await?)
}

/// The challenge with `code` answered: it started `game`.
pub async fn challenge_answered(tx: &mut Tx, code: &str, game: GameId) -> Result<(), StoreError> {
    sqlx::query("UPDATE team_challenges SET game_id = $2 WHERE code = $1")
        .bind(code)
        .bind(game)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The servers whose members alone play `game`'s sides (Black's, White's).
pub async fn set_guilds(tx: &mut Tx, game: GameId, guilds: [Option<u64>; 2]) -> Result<(), StoreError> {
    set_side_ids(tx, game, "guild_id", guilds).await
}

/// The last tally of `game`, if one was made.
pub async fn last_tally(tx: &mut Tx, game: GameId) -> Result<Option<TallyRow>, StoreError> {
    Ok(sqlx::query_as("SELECT ply, turn, counts FROM team_tallies WHERE game_id = $1 ORDER BY ply DESC LIMIT 1")
        .bind(game)
        .fetch_optional(tx.conn())
        .await?)
}

/// What a member drew on the board (migration 0025).
#[derive(Clone, Debug)]
pub struct MarksRow {
    pub member: UserId,
    pub side: Color,
    pub shapes: String,
}

/// `member`'s marks on the turn at `ply`, in place of any they drew before.
pub async fn set_marks(tx: &mut Tx, game: GameId, member: UserId, ply: i32, shapes: &str) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO team_marks (game_id, member, ply, shapes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, member) DO UPDATE SET ply = excluded.ply, shapes = excluded.shapes",
    )
    .bind(game)
    .bind(member)
    .bind(ply)
    .bind(shapes)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The marks drawn on the turn at `ply`, each with its member's side.
pub async fn marks(tx: &mut Tx, game: GameId, ply: i32) -> Result<Vec<MarksRow>, StoreError> {
    let rows: Vec<(UserId, String, String)> = sqlx::query_as(
        "SELECT k.member, m.side, k.shapes FROM team_marks k
         JOIN team_members m ON m.game_id = k.game_id AND m.member = k.member
         WHERE k.game_id = $1 AND k.ply = $2 AND k.shapes <> '' ORDER BY k.member",
    )
    .bind(game)
    .bind(ply)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows.into_iter().map(|(member, side, shapes)| MarksRow { member, side: side_of(&side), shapes }).collect())
}

/// Forget what team game `game`'s turns from `ply` on were voted, tallied,
/// drawn and backed with (those turns were taken back, to be voted again).
pub async fn forget_from(tx: &mut Tx, game: GameId, ply: i32) -> Result<(), StoreError> {
    sqlx::query(
        "WITH v AS (DELETE FROM team_votes WHERE game_id = $1 AND ply >= $2),
              t AS (DELETE FROM team_tallies WHERE game_id = $1 AND ply >= $2),
              k AS (DELETE FROM team_marks WHERE game_id = $1 AND ply >= $2)
         DELETE FROM team_motions WHERE game_id = $1 AND ply >= $2",
    )
    .bind(game)
    .bind(ply)
    .execute(tx.conn())
    .await?;
    Ok(())
}
