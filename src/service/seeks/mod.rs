//! Quick pairing: people seek a game in pools (a preset, a time per move,
//! rated or casual), anywhere the bot is; every few seconds a wave pairs
//! those waiting in each pool, as lichess's pools do. The game is then seen
//! in both places the two asked from (see [`GameView::places`]).
//!
//! A pairing is scored by the rating gap, less a bonus for the time both
//! waited; it must fit both players' ranges, never joins two people one of
//! whom blocked the other, and waits for a closer opponent while the gap is
//! above [`MAX_GAP`] plus the bonus (unless only the two wait in the pool:
//! nobody better is there to wait for). A provisional rating pairs more
//! freely. One wave runs at a time, whatever the processes (an advisory
//! lock in PostgreSQL), and a person plays at most one game from quick
//! pairing at a time (a unique index).

use super::challenges::{GameSetup, parse_rules};
use super::outbox::{self, Effect};
use super::{GameView, Lang, Level, Place, RatingRange, Result, Service, ServiceError, User, UserId};
use crate::store::seeks::{NewSeek, SeekRow};
use crate::store::{self, ColourChoice, SeekStatus};
use chrono::{DateTime, Utc};
use std::collections::{HashMap, HashSet};
use std::time::Duration;

mod blocks;
mod pairing;
mod wave;

pub use pairing::{Candidate, level_near, pair_pool};

/// The pools' times per move. Games here are played at a time per move
/// (not a clock): 5 minutes, the shortest a game may have, for a game
/// played now; an hour, for a game over an evening; a day, the usual
/// time of a challenge, for a game played over days.
pub const POOL_TIMES: [Duration; 3] =
    [Duration::from_secs(5 * 60), Duration::from_secs(3600), Duration::from_secs(24 * 3600)];
/// How long a seek waits before it ends unpaired (Discord lets the bot
/// answer the seeker's interaction for 15 minutes).
pub const SEEK_TTL: Duration = Duration::from_secs(10 * 60);
/// How often a wave pairs those waiting.
pub const WAVE_EVERY: Duration = Duration::from_secs(3);
/// The largest rating gap paired at once; waiting widens it.
pub const MAX_GAP: f64 = 150.0;
/// Rating points of gap each second of waiting forgives, per player.
pub const WAIT_BONUS_PER_SECOND: f64 = 2.0;
/// The most a player's waiting forgives.
pub const MAX_WAIT_BONUS: f64 = 600.0;
/// What a provisional rating adds to the gap allowed (it may be far off).
pub const PROVISIONAL_BONUS: f64 = 150.0;
/// A server's seek role is pinged at most this often.
pub const SEEK_PING_QUIET: Duration = Duration::from_secs(10 * 60);

/// A pool: everyone waiting in it may be paired together.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pool {
    /// The rules, as the rules core writes them.
    pub rules: String,
    pub move_time: Duration,
    pub rated: bool,
}

/// What a person asks for.
#[derive(Clone, Debug, Default)]
pub struct SeekRequest {
    /// Rules spec (`zamma` when empty).
    pub rules: String,
    /// One or more of [`POOL_TIMES`]; empty: all of them.
    pub times: Vec<Duration>,
    pub rated: bool,
    /// The ratings the seeker will play.
    pub range: RatingRange,
}

/// How the seeker can be answered later: the interaction that asked (a
/// token any process may use for 15 minutes) and their language.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked<'a> {
    pub token: Option<&'a str>,
    pub lang: Option<Lang>,
}

/// One pool a person waits in, and how many others wait there.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolCount {
    pub pool: Pool,
    pub others: u32,
}

/// A person's seek (one request, in one or more pools).
#[derive(Clone, Debug, PartialEq)]
pub struct SeekView {
    pub request: i64,
    pub player: UserId,
    pub place: Place,
    /// The interaction that asked, while it may still be answered.
    pub token: Option<String>,
    /// The seeker's language, for what only they read.
    pub lang: Option<Lang>,
    pub pools: Vec<PoolCount>,
    pub range: RatingRange,
    pub expires_at: DateTime<Utc>,
}

/// How a seek stands.
#[derive(Clone, Debug)]
pub enum SeekState {
    Waiting(SeekView),
    Paired(Box<GameView>),
    Cancelled,
    /// Nobody came: the computer at a level near the seeker's rating.
    Expired(Level),
}

/// An open seek as the lobby lists it: no names, no places.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbySeek {
    pub id: i64,
    pub pool: Pool,
    pub rating: f64,
    pub provisional: bool,
    pub range: RatingRange,
    pub since: DateTime<Utc>,
}

/// What one wave did.
#[derive(Clone, Debug, Default)]
pub struct Wave {
    /// The games it started, with the two seeks (each with its place).
    pub paired: Vec<Paired>,
    /// Seeks that ended unpaired, each with the computer's level offered.
    pub expired: Vec<(SeekView, Level)>,
    /// Those still waiting, with their pools' counts.
    pub waiting: Vec<SeekView>,
    /// Another process ran this wave.
    pub skipped: bool,
}

#[derive(Clone, Debug)]
pub struct Paired {
    pub game: GameView,
    /// The two people: the first asked in the game's own place, the second
    /// in its second place (or the same one).
    pub seekers: [Seeker; 2],
    /// Their rating gap.
    pub gap: f64,
}

/// One of the two people a pairing joined, and how to tell them.
#[derive(Clone, Debug, PartialEq)]
pub struct Seeker {
    pub player: UserId,
    /// Where they asked: the game is shown there.
    pub place: Place,
    /// The interaction that asked, while it may still be answered (none for
    /// someone who took a seek from the lobby: their own answer shows it).
    pub token: Option<String>,
    pub lang: Option<Lang>,
    /// How long they had waited.
    pub waited: Duration,
}

/// One of the two people a pairing joins: where they asked, their rating,
/// and their seek (`None` for someone taking a seek from the lobby).
struct Side<'a> {
    player: UserId,
    place: Place,
    rating: f64,
    seek: Option<&'a SeekRow>,
}

impl<'a> Side<'a> {
    fn of(seek: &'a SeekRow, rating: f64) -> Side<'a> {
        Side { player: seek.player, place: seek.place, rating, seek: Some(seek) }
    }

    fn seeker(&self, now: DateTime<Utc>) -> Seeker {
        Seeker {
            player: self.player,
            place: self.place,
            token: self.seek.and_then(|s| s.token.clone()),
            lang: self.seek.and_then(|s| s.lang),
            waited: self.seek.map(|s| waited(s, now)).unwrap_or_default(),
        }
    }
}

fn pool_of(row: &SeekRow) -> Pool {
    Pool { rules: row.rules.clone(), move_time: Duration::from_secs(row.move_seconds as u64), rated: row.rated }
}

fn range_of(row: &SeekRow) -> RatingRange {
    RatingRange { min: row.min_rating, max: row.max_rating }
}

fn waited(row: &SeekRow, now: DateTime<Utc>) -> Duration {
    (now - row.created_at).to_std().unwrap_or_default()
}

/// How many others wait in `row`'s pool (of the `open` seeks).
fn others(row: &SeekRow, open: &[SeekRow]) -> u32 {
    let pool = pool_of(row);
    open.iter().filter(|o| o.player != row.player && pool_of(o) == pool).count() as u32
}

/// The seeks of one request as one view; `open`: every open seek, for the
/// pools' counts.
fn seek_view(rows: &[&SeekRow], open: &[SeekRow]) -> Option<SeekView> {
    let first = rows.first()?;
    let pools = rows.iter().map(|r| PoolCount { pool: pool_of(r), others: others(r, open) }).collect();
    Some(SeekView {
        request: first.request,
        player: first.player,
        place: first.place,
        token: first.token.clone(),
        lang: first.lang,
        pools,
        range: range_of(first),
        expires_at: first.expires_at,
    })
}

impl Service {
    /// `user` starts seeking from `place` (`token`: the interaction that
    /// asked, for telling them of the pairing). A new seek replaces the
    /// person's earlier one.
    pub async fn seek(&self, place: Place, user: &User, req: &SeekRequest, asked: Asked<'_>) -> Result<SeekView> {
        self.seek_at(place, user, req, asked, Utc::now()).await
    }

    /// [`seek`](Self::seek) at the time `now` (for simulations).
    pub async fn seek_at(
        &self,
        place: Place,
        user: &User,
        req: &SeekRequest,
        asked: Asked<'_>,
        now: DateTime<Utc>,
    ) -> Result<SeekView> {
        req.range.check()?;
        let rules = parse_rules(&req.rules)?.to_string();
        let times = if req.times.is_empty() { POOL_TIMES.to_vec() } else { req.times.clone() };
        if let Some(time) = times.iter().find(|t| !POOL_TIMES.contains(t)) {
            return Err(ServiceError::NotAPool { time: *time, pools: POOL_TIMES.to_vec() });
        }
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            if let Some(game) = store::games::quick_game_of(&mut tx, user.id).await? {
                return Err(ServiceError::InQuickGame { game });
            }
            self.check_room_for_game(&mut tx, user.id).await?;
            let earlier: Vec<i64> = store::seeks::open_for(&mut tx, user.id).await?.iter().map(|s| s.id).collect();
            store::seeks::close(&mut tx, &earlier, SeekStatus::Cancelled, None).await?;
            let request = store::seeks::new_request(&mut tx).await?;
            let expires_at = now + chrono::Duration::from_std(SEEK_TTL).unwrap_or_default();
            let mut rows = Vec::new();
            for time in &times {
                let new = NewSeek {
                    request,
                    player: user.id,
                    rules: &rules,
                    move_seconds: time.as_secs() as i32,
                    rated: req.rated,
                    min_rating: req.range.min,
                    max_rating: req.range.max,
                    place,
                    token: asked.token,
                    lang: asked.lang,
                    created_at: now,
                    expires_at,
                };
                rows.push(store::seeks::insert(&mut tx, &new).await?);
            }
            let open = store::seeks::open(&mut tx).await?;
            // The seeker's answer shows these counts; a wave tells them
            // again only when they change.
            let shown: Vec<(i64, i32)> = rows.iter().map(|r| (r.id, others(r, &open) as i32)).collect();
            store::seeks::set_shown(&mut tx, &shown).await?;
            tx.commit().await?;
            seek_view(&rows.iter().collect::<Vec<_>>(), &open)
                .ok_or_else(|| ServiceError::Internal("a seek without pools".into()))
        })
        .await
    }

    /// How `user`'s seek `request` stands.
    pub async fn seek_state(&self, user: UserId, request: i64) -> Result<SeekState> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::seeks::of_request(&mut tx, request).await?;
            if rows.first().is_none_or(|r| r.player != user) {
                return Err(ServiceError::SeekGone);
            }
            let state = if let Some(game) = rows.iter().find_map(|r| r.game_id) {
                let row = store::games::get(&mut tx, game).await?.ok_or(ServiceError::NoSuchGame)?;
                SeekState::Paired(Box::new(self.view(&mut tx, &row).await?))
            } else if rows.iter().any(|r| r.status == SeekStatus::Open) {
                let open = store::seeks::open(&mut tx).await?;
                let mine: Vec<&SeekRow> = rows.iter().filter(|r| r.status == SeekStatus::Open).collect();
                SeekState::Waiting(seek_view(&mine, &open).ok_or(ServiceError::SeekGone)?)
            } else if rows.iter().any(|r| r.status == SeekStatus::Expired) {
                SeekState::Expired(level_near(self.player_row(&mut tx, user).await?.rating))
            } else {
                SeekState::Cancelled
            };
            tx.commit().await?;
            Ok(state)
        })
        .await
    }

    /// `user` stops seeking (`request`: that seek only; `None`: any).
    /// `false`: there was nothing open to cancel (it was paired or ended).
    pub async fn cancel_seek(&self, user: UserId, request: Option<i64>) -> Result<bool> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let open = store::seeks::open_for(&mut tx, user).await?;
            let ids: Vec<i64> = open.iter().filter(|s| request.is_none_or(|r| s.request == r)).map(|s| s.id).collect();
            let closed = store::seeks::close(&mut tx, &ids, SeekStatus::Cancelled, None).await?;
            tx.commit().await?;
            Ok(!closed.is_empty())
        })
        .await
    }

    /// `user`'s open seek, if they are seeking.
    pub async fn open_seek(&self, user: UserId) -> Result<Option<SeekView>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let open = store::seeks::open(&mut tx).await?;
            tx.commit().await?;
            let mine: Vec<&SeekRow> = open.iter().filter(|s| s.player == user).collect();
            Ok(seek_view(&mine, &open))
        })
        .await
    }

    /// The ids of `user`'s open seeks.
    pub async fn my_seeks(&self, user: UserId) -> Result<Vec<i64>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let mine = store::seeks::open_for(&mut tx, user).await?;
            tx.commit().await?;
            Ok(mine.iter().map(|s| s.id).collect())
        })
        .await
    }

    /// The open seeks `viewer` may take (and their own), oldest first, as
    /// the lobby lists them: never one of someone who blocked them or whom
    /// they blocked (which would tell a block), nor one whose range leaves
    /// their rating out.
    pub async fn lobby(&self, viewer: UserId) -> Result<Vec<LobbySeek>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let open = store::seeks::open(&mut tx).await?;
            let mut players: Vec<UserId> = open.iter().map(|s| s.player).collect();
            players.push(viewer);
            let rows = store::players::get_many(&mut tx, &players).await?;
            let blocked: HashSet<UserId> = store::seeks::blocks_among(&mut tx, &players)
                .await?
                .into_iter()
                .filter_map(|(a, b)| {
                    if a == viewer {
                        Some(b)
                    } else if b == viewer {
                        Some(a)
                    } else {
                        None
                    }
                })
                .collect();
            tx.commit().await?;
            // Someone who never played has the starting rating.
            let rating = rows.get(&viewer).map_or(super::rating::START_RATING, |p| p.rating).round() as i32;
            Ok(open
                .iter()
                .filter(|s| s.player == viewer || (!blocked.contains(&s.player) && range_of(s).admits(rating)))
                .filter_map(|s| {
                    let p = rows.get(&s.player)?;
                    Some(LobbySeek {
                        id: s.id,
                        pool: pool_of(s),
                        rating: p.rating,
                        provisional: super::rating::is_provisional(p.deviation),
                        range: range_of(s),
                        since: s.created_at,
                    })
                })
                .collect())
        })
        .await
    }

    /// `user`, in `place`, takes the open seek `seek` from the lobby: the
    /// game starts at once, seen where each of the two asked.
    pub async fn take_seek(&self, place: Place, user: &User, seek: i64) -> Result<Paired> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::seeks::lock(&mut tx, seek).await?.ok_or(ServiceError::SeekGone)?;
            if row.status != SeekStatus::Open {
                return Err(ServiceError::SeekGone);
            }
            if row.player == user.id {
                return Err(ServiceError::OwnSeek);
            }
            if let Some(game) = store::games::quick_game_of(&mut tx, user.id).await? {
                return Err(ServiceError::InQuickGame { game });
            }
            self.check_room_for_game(&mut tx, user.id).await?;
            // A seek the lobby does not show this person (a block either
            // way) is as good as gone: saying why would tell the block.
            let blocks = store::seeks::blocks_among(&mut tx, &[row.player, user.id]).await?;
            if !blocks.is_empty() {
                return Err(ServiceError::SeekGone);
            }
            let taker = self.player_row(&mut tx, user.id).await?;
            let range = range_of(&row);
            if !range.admits(taker.rating.round() as i32) {
                return Err(ServiceError::SeekOutsideRange { rating: taker.rating.round() as i32, range });
            }
            // The taker's own open seeks end: they are playing now.
            let mine: Vec<i64> = store::seeks::open_for(&mut tx, user.id).await?.iter().map(|s| s.id).collect();
            store::seeks::close(&mut tx, &mine, SeekStatus::Cancelled, None).await?;
            let seeker = self.player_row(&mut tx, row.player).await?;
            let taking = Side { player: user.id, place, rating: taker.rating, seek: None };
            let paired =
                self.start_quick_game(&mut tx, &row, Side::of(&row, seeker.rating), taking, Utc::now()).await?;
            tx.commit().await?;
            Ok(paired)
        })
        .await
    }
}
