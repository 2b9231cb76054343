//! The game host: challenges, turns, draws, resignations, timeouts, ratings
//! and leaderboards over the store. It knows nothing of Discord nor of any
//! language: front ends pass users and places in and get typed data back —
//! views, reports and typed refusals (`ServiceError`) — which they phrase
//! through the message catalogues.
//!
//! Split by aggregate: `challenges`, `games` (turns, draws, resignation,
//! abort), `computer` (the computer's turns), `ratings` (results and
//! Glicko-2), `sweep` (timeouts, reminders, expiry), `queries` (lists,
//! leaderboards, stats, history, settings) and `export`.
//!
//! Invariant: every action on a game takes a [`Seat`], which only
//! [`Service::seat`] (and `own_turn`, `playing`) makes after checking that
//! the person plays in the game and acts from a place that sees it.
//!
//! Every action that changes a game runs in one transaction that locks the
//! game row, replays the stored move list through the rules core, applies
//! the action and writes the result; so two clicks at once are serialised,
//! a restart never leaves half a turn, and the stored position always equals
//! the replay of the stored moves.

mod analysis;
mod challenges;
mod computer;
mod error;
pub mod export;
mod games;
pub mod heavy;
pub mod learn;
pub mod live;
mod model;
mod motions;
mod names;
mod notices;
pub mod outbox;
pub mod pairing;
pub mod pass;
mod puzzles;
mod queries;
pub mod rating;
mod ratings;
mod reviews;
pub mod seeks;
mod sweep;
mod takebacks;
mod teams;
mod time;
mod tournaments;

pub use crate::ai::Level;
pub use crate::store::{
    BoardTheme, ChallengeId, ChallengeStatus, ColourChoice, CupDecider, EndReason, GameId, GameResult, GameStatus,
    Lang, NoticeKind, PairingResult, Place, Reach, Setting, TournamentFormat, TournamentId, TournamentStatus, UserId,
};
pub use analysis::{ANALYSIS_NODES, ANALYSIS_TIME, EngineLine, free_board};
pub use challenges::Rematch;
pub use computer::local_computer;
pub use error::{InputKind, ServiceError};
pub use games::TurnInput;
pub use learn::{Best, Failure, LearnProgress, LearnResult, LearnView};
pub use live::{GameChange, Heard, Origin, Request};
pub use model::*;
pub use motions::{Carried, Motion, MotionReport};
pub use names::{NAMELESS, first_visible_name, visible_name};
pub use notices::{Missed, Notice};
pub use outbox::{Claimed, Effect, Said};
pub use puzzles::{PuzzleResult, PuzzleStanding, PuzzleTheme, PuzzleView};
pub use ratings::ServerStanding;
pub use reviews::{
    CLAMP, GameReview, Review, ReviewMoment, Summary, TurnReview, Verdict, review_board_png, review_graph,
};
pub use seeks::{Asked, LobbySeek, Paired, Pool, PoolCount, SeekRequest, SeekState, SeekView, Seeker, Wave};
pub use teams::ServerChallenge;
pub use teams::{
    LastTally, MAX_MARKS, Shape, SideLook, Tally, TeamBoard, TeamGameRequest, TeamSide, TeamView, VoteReport,
    decide as decide_tally, is_team,
};
pub use time::{
    DurationUse, MAX_START_DELAY, MAX_TYPED_DURATION, checked_later, format_duration, parse_duration, parse_move_time,
};
pub use tournaments::{
    CupTie, EntrantView, MAX_ENTRANTS, MAX_ROUND_TIME, MAX_TOURNAMENT_NAME, PairingView, StandingLine, TieSide,
    TieSlot, TournamentEntry, TournamentNews, TournamentRequest, TournamentSummary, TournamentView, UnknownFormat,
    Withdrawal,
};

use crate::rules::Game;
use crate::store::players::PlayerRow;
use crate::store::{self, Store, StoreError, Tx};
use rating::is_provisional;
use std::time::Duration;

pub type Result<T> = std::result::Result<T, ServiceError>;

/// Longest move text accepted from a user.
pub const MAX_MOVE_INPUT: usize = 200;
/// Longest display name stored.
pub const MAX_NAME_LEN: usize = 64;

#[derive(Clone, Debug)]
pub struct ServiceConfig {
    pub challenge_ttl: Duration,
    pub default_move_time: Duration,
    pub min_move_time: Duration,
    pub max_move_time: Duration,
    /// Most games a player may play at once.
    pub max_active_games: u32,
    /// Fraction of the move time after which the mover is reminded.
    pub reminder_fraction: f64,
    /// Rated games a player needs to appear on leaderboards.
    pub leaderboard_min_games: i32,
    pub page_size: u32,
    /// Longest time one action may take before it is given up as
    /// "temporarily unavailable": a database whose network went silent
    /// would otherwise keep the player waiting until TCP gives up.
    pub action_deadline: Duration,
    /// Nodes the review searches in every position (the same number gives
    /// the same review on any machine).
    pub review_nodes: u64,
}

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig {
            challenge_ttl: Duration::from_secs(15 * 60),
            default_move_time: Duration::from_secs(24 * 3600),
            min_move_time: Duration::from_secs(5 * 60),
            max_move_time: Duration::from_secs(7 * 24 * 3600),
            max_active_games: 10,
            reminder_fraction: 0.75,
            leaderboard_min_games: 1,
            page_size: 10,
            // Under Discord's 3 s for a first answer.
            action_deadline: Duration::from_millis(2500),
            review_nodes: crate::ai::REVIEW_NODES,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Service {
    store: Store,
    config: ServiceConfig,
    replays: std::sync::Arc<ReplayCache>,
    /// The bounded, fair pool for CPU-heavy work.
    heavy: heavy::HeavyPool,
    /// Woken when a tournament game ends (see `tournament_game_ended`).
    tournament_moved: std::sync::Arc<tokio::sync::Notify>,
    /// Woken when a team game's deadlines changed (see `team_time_up`).
    team_clock: std::sync::Arc<tokio::sync::Notify>,
    /// Votes waiting to be written together, by game (see `teams::ballot`).
    ballots: std::sync::Arc<teams::Ballots>,
    /// Woken when this process owed an effect it should make at once (see
    /// `effects_owed`).
    owed: std::sync::Arc<tokio::sync::Notify>,
    /// The front end acting through this handle (see `with_origin`).
    origin: Option<live::Origin>,
    /// News of games, passed on to every subscriber (see `changes`).
    live: std::sync::Arc<std::sync::OnceLock<tokio::sync::broadcast::Sender<live::Heard>>>,
}

/// Recently replayed games. Only a speed-up: an entry is used only when its
/// ply and position equal the locked database row; the database stays the
/// single source of truth (a fresh process starts empty and replays).
#[derive(Debug, Default)]
struct ReplayCache(std::sync::Mutex<std::collections::HashMap<GameId, Game>>);

impl ReplayCache {
    const MAX_ENTRIES: usize = 4096;

    fn get(&self, row: &store::games::GameRow) -> Option<Game> {
        let map = self.0.lock().ok()?;
        let game = map.get(&row.id)?;
        (game.turns().len() == row.ply as usize && game.position().to_string() == row.position).then(|| game.clone())
    }

    fn put(&self, id: GameId, game: &Game) {
        if let Ok(mut map) = self.0.lock() {
            if map.len() >= Self::MAX_ENTRIES && !map.contains_key(&id) {
                map.clear();
            }
            map.insert(id, game.clone());
        }
    }

    fn forget(&self, id: GameId) {
        if let Ok(mut map) = self.0.lock() {
            map.remove(&id);
        }
    }
}

/// A display name as stored and shown: see [`visible_name`]; a name with
/// nothing visible in it becomes [`NAMELESS`].
fn clean_name(name: &str) -> String {
    first_visible_name([name])
}

fn card(row: &PlayerRow) -> PlayerCard {
    PlayerCard {
        id: row.id,
        name: row.name.clone(),
        rating: row.rating,
        provisional: is_provisional(row.deviation),
        bot: row.is_bot,
        pings: row.pings,
    }
}

impl Service {
    pub fn new(store: Store, config: ServiceConfig) -> Service {
        // One heavy job per owner at a time: a person's replay, a game's search.
        Service {
            store,
            config,
            replays: Default::default(),
            heavy: heavy::HeavyPool::for_machine(1),
            tournament_moved: Default::default(),
            team_clock: Default::default(),
            ballots: Default::default(),
            owed: Default::default(),
            origin: None,
            live: Default::default(),
        }
    }

    /// The pool for CPU-heavy work (searches, replays), shared by the front ends.
    pub fn heavy(&self) -> &heavy::HeavyPool {
        &self.heavy
    }

    /// Resolves when a tournament game has ended since the last call (in
    /// this process): the sweeper then moves the event on at once instead
    /// of at its next tick. The game may still be committing.
    pub async fn tournament_game_ended(&self) {
        self.tournament_moved.notified().await
    }

    /// Resolves when this process owed an effect since the last call (a
    /// tally to post): the outbox is looked at without waiting for its
    /// next look.
    pub async fn effects_owed(&self) {
        self.owed.notified().await
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    /// Does the database answer? Bounded in time whatever the network does
    /// (for health checks).
    pub async fn ping(&self) -> bool {
        self.store.ping().await
    }

    /// Run one action within `action_deadline`. An action cut off is
    /// dropped: its transaction, never committed, is rolled back (or, if
    /// its commit was already on the way, the move may have landed and the
    /// player sees it on the board). After any "unavailable" the store
    /// checks for connections stuck on a silent network.
    async fn bounded<T>(&self, action: impl Future<Output = Result<T>>) -> Result<T> {
        self.bounded_for(self.config.action_deadline, action).await
    }

    /// `bounded`, with a deadline of its own (work no player waits on, such
    /// as pairing a tournament's round and creating its games).
    async fn bounded_for<T>(&self, deadline: Duration, action: impl Future<Output = Result<T>>) -> Result<T> {
        let result = tokio::time::timeout(deadline, action).await.unwrap_or_else(|_| {
            tracing::warn!(?deadline, "database did not answer in time");
            Err(ServiceError::Unavailable)
        });
        if matches!(result, Err(ServiceError::Unavailable)) {
            self.store.recover_if_stuck();
        }
        result
    }

    /// A transaction for one action.
    async fn begin(&self) -> Result<Tx> {
        let marks = store::Marks { origin: self.origin.map(Origin::name), ..Default::default() };
        Ok(self.store.begin_marked(marks).await?)
    }

    /// A connection for reads alone (no transaction: see [`Tx`]).
    async fn read(&self) -> Result<Tx> {
        Ok(self.store.read().await?)
    }

    /// A transaction for one action taken from `place` (if from one): those who hear of
    /// its changes know where it was made (the other place of a game seen in
    /// two is then told).
    async fn begin_from(&self, place: Option<Place>) -> Result<Tx> {
        let marks =
            store::Marks { origin: self.origin.map(Origin::name), channel: place.map(|p| p.channel), quiet: false };
        Ok(self.store.begin_marked(marks).await?)
    }

    /// [`begin_from`](Self::begin_from) for a transaction whose news the
    /// service tells itself once it commits ([`Service::tell`]).
    async fn begin_quiet_from(&self, place: Option<Place>) -> Result<Tx> {
        let marks =
            store::Marks { origin: self.origin.map(Origin::name), channel: place.map(|p| p.channel), quiet: true };
        Ok(self.store.begin_marked(marks).await?)
    }

    /// Tell everyone who listens (every process) of a change made in a
    /// quiet transaction, now that it committed.
    fn tell(&self, view: &GameView, from: Option<Place>, ended: bool) {
        self.store.tell(&GameChange {
            game: view.id,
            ply: view.ply() as i32,
            moved: true,
            ended,
            origin: self.origin.map_or("", Origin::name).to_string(),
            channel: from.map(|p| p.channel),
            shared: view.also.is_some(),
            request: None,
        });
    }

    /// Record (or refresh) a user.
    pub async fn register(&self, user: &User) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::players::upsert(&mut tx, user.id, &clean_name(&user.name), user.bot).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    async fn player_row(&self, tx: &mut Tx, id: UserId) -> Result<PlayerRow> {
        store::players::get(tx, id).await?.ok_or_else(|| ServiceError::Internal(format!("player {id} missing")))
    }

    /// Refuse a move time outside the configured range.
    fn check_move_time(&self, requested: Option<Duration>) -> Result<Duration> {
        let move_time = requested.unwrap_or(self.config.default_move_time);
        if move_time < self.config.min_move_time || move_time > self.config.max_move_time {
            return Err(ServiceError::MoveTimeOutOfRange {
                time: move_time,
                min: self.config.min_move_time,
                max: self.config.max_move_time,
            });
        }
        Ok(move_time)
    }

    /// Refuse a player who already plays as many games as allowed.
    async fn check_room_for_game(&self, tx: &mut Tx, user: UserId) -> Result<()> {
        if store::games::count_active_for(tx, user).await? >= i64::from(self.config.max_active_games) {
            let name = self.player_row(tx, user).await?.name;
            return Err(ServiceError::TooManyGames { name, limit: self.config.max_active_games });
        }
        Ok(())
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Unavailable => ServiceError::Unavailable,
            other => ServiceError::Internal(other.to_string()),
        }
    }
}

impl From<BoardTheme> for crate::render::Theme {
    fn from(theme: BoardTheme) -> crate::render::Theme {
        match theme {
            BoardTheme::Sand => crate::render::Theme::Sand,
            BoardTheme::Dark => crate::render::Theme::Dark,
            BoardTheme::Contrast => crate::render::Theme::Contrast,
        }
    }
}
