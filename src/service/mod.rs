//! The game host: challenges, turns, draws, resignations, timeouts, ratings
//! and leaderboards over PostgreSQL. It knows nothing of Discord: front ends
//! pass users and places in and get plain data back.
//!
//! Every action that changes a game runs in one transaction that locks the
//! game row, replays the stored move list through the rules core, applies
//! the action and writes the result; so two clicks at once are serialised,
//! a restart never leaves half a turn, and the stored position always equals
//! the replay of the stored moves.

mod error;
pub mod export;
mod model;
pub mod rating;
mod time;

pub use error::ServiceError;
pub use model::*;
pub use time::{format_duration, parse_move_time};

use crate::rules::{Color, Game, Outcome, Position, Rules, WinReason};
use crate::store::challenges::{ChallengeRow, NewChallenge};
use crate::store::games::{GameRow, NewGame};
use crate::store::players::{PlayerRow, RatingChangeRow, ResultUpdate};
use crate::store::{self, Store, Tx, db_id, platform_id};
use rating::{Rating, is_provisional};
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
        }
    }
}

#[derive(Clone, Debug)]
pub struct Service {
    store: Store,
    config: ServiceConfig,
    replays: std::sync::Arc<ReplayCache>,
}

/// Recently replayed games. Only a speed-up: an entry is used only when its
/// ply and position equal the locked database row; the database stays the
/// single source of truth (a fresh process starts empty and replays).
#[derive(Debug, Default)]
struct ReplayCache(std::sync::Mutex<std::collections::HashMap<i64, Game>>);

impl ReplayCache {
    const MAX_ENTRIES: usize = 4096;

    fn get(&self, row: &GameRow) -> Option<Game> {
        let map = self.0.lock().ok()?;
        let game = map.get(&row.id)?;
        (game.turns().len() == row.ply as usize && game.position().to_string() == row.position).then(|| game.clone())
    }

    fn put(&self, id: i64, game: &Game) {
        if let Ok(mut map) = self.0.lock() {
            if map.len() >= Self::MAX_ENTRIES && !map.contains_key(&id) {
                map.clear();
            }
            map.insert(id, game.clone());
        }
    }

    fn forget(&self, id: i64) {
        if let Ok(mut map) = self.0.lock() {
            map.remove(&id);
        }
    }
}

fn clean_name(name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).take(MAX_NAME_LEN).collect();
    if name.trim().is_empty() { "player".to_string() } else { name }
}

fn card(row: &PlayerRow) -> PlayerCard {
    PlayerCard {
        id: platform_id(row.id),
        name: row.name.clone(),
        rating: row.rating,
        provisional: is_provisional(row.deviation),
    }
}

fn place_of(guild: i64, channel: i64) -> Place {
    Place { guild: platform_id(guild), channel: platform_id(channel) }
}

fn status_of(s: &str) -> GameStatus {
    match s {
        "active" => GameStatus::Active,
        "aborted" => GameStatus::Aborted,
        _ => GameStatus::Finished,
    }
}

/// Text key stored in `games.reason` for an outcome.
fn reason_key(outcome: Outcome) -> String {
    use crate::rules::DrawReason as D;
    let draw = |r: D| match r {
        D::Agreement => "agreement",
        D::Repetition => "repetition",
        D::Stall => "stall",
    };
    match outcome {
        Outcome::Draw { reason } => draw(reason).to_string(),
        Outcome::Win { reason, .. } => match reason {
            WinReason::NoMoves => "no-moves".into(),
            WinReason::Resignation => "resignation".into(),
            WinReason::Timeout => "timeout".into(),
            WinReason::Count(r) => format!("count-{}", draw(r)),
        },
    }
}

impl Service {
    pub fn new(store: Store, config: ServiceConfig) -> Service {
        Service { store, config, replays: Default::default() }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    /// Run one action within `action_deadline`. An action cut off is
    /// dropped: its transaction, never committed, is rolled back (or, if
    /// its commit was already on the way, the move may have landed and the
    /// player sees it on the board). After any "unavailable" the store
    /// checks for connections stuck on a silent network.
    async fn bounded<T>(&self, action: impl Future<Output = Result<T>>) -> Result<T> {
        let result = tokio::time::timeout(self.config.action_deadline, action).await.unwrap_or_else(|_| {
            tracing::warn!(deadline = ?self.config.action_deadline, "database did not answer in time");
            Err(ServiceError::Unavailable)
        });
        if matches!(result, Err(ServiceError::Unavailable)) {
            self.store.recover_if_stuck();
        }
        result
    }

    /// Record (or refresh) a user.
    pub async fn register(&self, user: &User) -> Result<()> {
        self.bounded(async {
            store::players::upsert(&self.store.pool(), user.id, &clean_name(&user.name), user.bot).await?;
            Ok(())
        })
        .await
    }

    async fn player_row<'e>(&self, ex: impl sqlx::PgExecutor<'e>, id: u64) -> Result<PlayerRow> {
        store::players::get(ex, id).await?.ok_or_else(|| ServiceError::Internal(format!("player {id} missing")))
    }

    // ---- Challenges -------------------------------------------------------

    /// `from` challenges `to` in `place`.
    pub async fn challenge(
        &self,
        place: Place,
        from: &User,
        to: &User,
        req: &ChallengeRequest,
    ) -> Result<ChallengeView> {
        self.bounded(async {
            if from.id == to.id {
                return Err(ServiceError::SelfChallenge);
            }
            if to.bot {
                return Err(ServiceError::BotOpponent { name: clean_name(&to.name) });
            }
            let spec = if req.rules.trim().is_empty() { "zamma" } else { req.rules.trim() };
            let rules: Rules = spec.parse().map_err(ServiceError::BadRules)?;
            let move_time = req.move_time.unwrap_or(self.config.default_move_time);
            if move_time < self.config.min_move_time || move_time > self.config.max_move_time {
                return Err(ServiceError::BadMoveTime { text: format_duration(move_time) });
            }
            self.register(from).await?;
            self.register(to).await?;
            let mut tx = self.store.begin().await?;
            if store::challenges::open_between(&mut *tx, from.id, to.id).await?.is_some() {
                return Err(ServiceError::AlreadyChallenged { name: clean_name(&to.name) });
            }
            for user in [from, to] {
                if store::games::count_active_for(&mut *tx, user.id).await? >= i64::from(self.config.max_active_games) {
                    return Err(ServiceError::TooManyGames {
                        name: clean_name(&user.name),
                        limit: self.config.max_active_games,
                    });
                }
            }
            // Expired challenges between the pair no longer count.
            store::challenges::expire_due(&mut *tx).await?;
            let rules_text = rules.to_string();
            let row = store::challenges::insert(
                &mut *tx,
                &NewChallenge {
                    guild_id: place.guild,
                    channel_id: place.channel,
                    challenger: from.id,
                    challenged: to.id,
                    rules: &rules_text,
                    rated: req.rated,
                    colour: req.colour.as_str(),
                    move_seconds: move_time.as_secs() as i32,
                    ttl_seconds: self.config.challenge_ttl.as_secs() as i64,
                },
            )
            .await
            .map_err(|e| match &e {
                sqlx::Error::Database(d) if d.is_unique_violation() => {
                    ServiceError::AlreadyChallenged { name: clean_name(&to.name) }
                }
                _ => e.into(),
            })?;
            let view = self.challenge_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    async fn challenge_view(&self, tx: &mut Tx, row: &ChallengeRow) -> Result<ChallengeView> {
        let challenger = self.player_row(&mut **tx, platform_id(row.challenger)).await?;
        let challenged = self.player_row(&mut **tx, platform_id(row.challenged)).await?;
        Ok(ChallengeView {
            id: row.id,
            place: place_of(row.guild_id, row.channel_id),
            challenger: card(&challenger),
            challenged: card(&challenged),
            rules: row.rules.clone(),
            rated: row.rated,
            colour: ColourChoice::parse(&row.colour).unwrap_or_default(),
            move_time: Duration::from_secs(row.move_seconds as u64),
            status: row.status.clone(),
            expires_at: row.expires_at,
            game_id: row.game_id,
        })
    }

    /// Lock an open challenge, refusing closed or expired ones.
    async fn open_challenge(&self, tx: &mut Tx, id: i64) -> Result<ChallengeRow> {
        let row = store::challenges::lock(&mut **tx, id).await?.ok_or(ServiceError::NoSuchChallenge)?;
        if row.status != "open" {
            return Err(ServiceError::ChallengeClosed { status: row.status });
        }
        if store::challenges::is_expired(&mut **tx, id).await? {
            return Err(ServiceError::ChallengeExpired);
        }
        Ok(row)
    }

    /// The challenged user accepts: the game starts.
    pub async fn accept(&self, challenge_id: i64, by: &User) -> Result<GameView> {
        self.bounded(async {
            self.register(by).await?;
            let mut tx = self.store.begin().await?;
            let row = self.open_challenge(&mut tx, challenge_id).await?;
            if row.challenged != db_id(by.id) {
                let name = self.player_row(&mut *tx, platform_id(row.challenged)).await?.name;
                return Err(ServiceError::NotChallenged { name });
            }
            for id in [row.challenger, row.challenged] {
                if store::games::count_active_for(&mut *tx, platform_id(id)).await?
                    >= i64::from(self.config.max_active_games)
                {
                    let name = self.player_row(&mut *tx, platform_id(id)).await?.name;
                    return Err(ServiceError::TooManyGames { name, limit: self.config.max_active_games });
                }
            }
            let rules: Rules = row.rules.parse().map_err(ServiceError::BadRules)?;
            let challenger_black = match ColourChoice::parse(&row.colour).unwrap_or_default() {
                ColourChoice::Black => true,
                ColourChoice::White => false,
                ColourChoice::Random => rand::random::<bool>(),
            };
            let (black, white) =
                if challenger_black { (row.challenger, row.challenged) } else { (row.challenged, row.challenger) };
            let start = Position::start(rules.board);
            let start_text = start.to_string();
            let game = store::games::insert(
                &mut *tx,
                &NewGame {
                    guild_id: row.guild_id,
                    channel_id: row.channel_id,
                    black,
                    white,
                    rules: &row.rules,
                    start_position: &start_text,
                    rated: row.rated,
                    move_seconds: row.move_seconds,
                    to_move: if start.turn() == Color::Black { black } else { white },
                    ai_level: None,
                },
            )
            .await?;
            store::challenges::set_status(&mut *tx, row.id, "accepted", Some(game.id)).await?;
            let view = self.view(&mut tx, &game).await?;
            tx.commit().await?;
            tracing::info!(game = game.id, challenge = row.id, "game started");
            Ok(view)
        })
        .await
    }

    /// The challenged user declines.
    pub async fn decline(&self, challenge_id: i64, by: &User) -> Result<ChallengeView> {
        self.end_challenge(challenge_id, by, "declined").await
    }

    /// The challenger withdraws.
    pub async fn cancel(&self, challenge_id: i64, by: &User) -> Result<ChallengeView> {
        self.end_challenge(challenge_id, by, "cancelled").await
    }

    /// Decline (the challenged user) or cancel (the challenger) an open
    /// challenge; `status` says which.
    async fn end_challenge(&self, challenge_id: i64, by: &User, status: &str) -> Result<ChallengeView> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = self.open_challenge(&mut tx, challenge_id).await?;
            let declining = status == "declined";
            let allowed = if declining { row.challenged } else { row.challenger };
            if allowed != db_id(by.id) {
                let name = self.player_row(&mut *tx, platform_id(allowed)).await?.name;
                return Err(if declining {
                    ServiceError::NotChallenged { name }
                } else {
                    ServiceError::NotChallenger { name }
                });
            }
            store::challenges::set_status(&mut *tx, row.id, status, None).await?;
            let row = ChallengeRow { status: status.into(), ..row };
            let view = self.challenge_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// Open challenges a user sent or received, oldest first.
    pub async fn open_challenges(&self, user: u64) -> Result<Vec<ChallengeView>> {
        self.bounded(async {
            let rows = store::challenges::open_for(&self.store.pool(), user).await?;
            let mut tx = self.store.begin().await?;
            let mut views = Vec::with_capacity(rows.len());
            for row in &rows {
                views.push(self.challenge_view(&mut tx, row).await?);
            }
            tx.commit().await?;
            Ok(views)
        })
        .await
    }

    pub async fn challenge_by_id(&self, id: i64) -> Result<ChallengeView> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = store::challenges::get(&mut *tx, id).await?.ok_or(ServiceError::NoSuchChallenge)?;
            let view = self.challenge_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// `human` starts a game against the computer (played by the bot account
    /// `computer`; the front end chooses its moves). Never rated.
    pub async fn start_computer_game(
        &self,
        place: Place,
        human: &User,
        computer: &User,
        req: &ComputerGameRequest,
    ) -> Result<GameView> {
        self.bounded(async {
            if !computer.bot {
                return Err(ServiceError::ComputerIsNotBot);
            }
            if !(1..=5).contains(&req.level) {
                return Err(ServiceError::BadLevel { level: req.level });
            }
            let spec = if req.rules.trim().is_empty() { "zamma" } else { req.rules.trim() };
            let rules: Rules = spec.parse().map_err(ServiceError::BadRules)?;
            let move_time = req.move_time.unwrap_or(self.config.default_move_time);
            if move_time < self.config.min_move_time || move_time > self.config.max_move_time {
                return Err(ServiceError::BadMoveTime { text: format_duration(move_time) });
            }
            self.register(human).await?;
            self.register(computer).await?;
            let mut tx = self.store.begin().await?;
            if store::games::count_active_for(&mut *tx, human.id).await? >= i64::from(self.config.max_active_games) {
                return Err(ServiceError::TooManyGames {
                    name: clean_name(&human.name),
                    limit: self.config.max_active_games,
                });
            }
            let human_black = match req.colour {
                ColourChoice::Black => true,
                ColourChoice::White => false,
                ColourChoice::Random => rand::random::<bool>(),
            };
            let (black, white) =
                if human_black { (db_id(human.id), db_id(computer.id)) } else { (db_id(computer.id), db_id(human.id)) };
            let start = Position::start(rules.board);
            let rules_text = rules.to_string();
            let row = store::games::insert(
                &mut *tx,
                &NewGame {
                    guild_id: db_id(place.guild),
                    channel_id: db_id(place.channel),
                    black,
                    white,
                    rules: &rules_text,
                    start_position: &start.to_string(),
                    rated: false,
                    move_seconds: move_time.as_secs() as i32,
                    to_move: if start.turn() == Color::Black { black } else { white },
                    ai_level: Some(i16::from(req.level)),
                },
            )
            .await?;
            let view = self.view(&mut tx, &row).await?;
            tx.commit().await?;
            tracing::info!(game = row.id, level = req.level, "computer game started");
            Ok(view)
        })
        .await
    }

    // ---- Games -------------------------------------------------------------

    /// Replay a stored game through the rules core.
    async fn replay<'e>(&self, ex: impl sqlx::PgExecutor<'e>, row: &GameRow) -> Result<Game> {
        if row.status == "active"
            && let Some(game) = self.replays.get(row)
        {
            return Ok(game);
        }
        let rules: Rules = row.rules.parse().map_err(|e| ServiceError::Internal(format!("game {}: {e}", row.id)))?;
        let start: Position =
            row.start_position.parse().map_err(|e| ServiceError::Internal(format!("game {}: {e}", row.id)))?;
        let moves = store::games::moves(ex, row.id).await?;
        let mut game = Game::replay(rules, start, moves.iter().map(String::as_str))
            .map_err(|(n, e)| ServiceError::Internal(format!("game {} does not replay at turn {n}: {e}", row.id)))?;
        if game.position().to_string() != row.position {
            return Err(ServiceError::Internal(format!("game {}: stored position differs from the replay", row.id)));
        }
        // Results decided outside the rules core (resignation, time,
        // agreement) are recorded in the row.
        if row.status == "finished" && game.outcome().is_none() {
            let loser = |r: &Option<String>| match r.as_deref() {
                Some("black") => Color::White,
                _ => Color::Black,
            };
            let _ = match row.reason.as_deref() {
                Some("resignation") => game.resign(loser(&row.result)),
                Some("timeout") => game.time_out(loser(&row.result)),
                _ => game.agree_draw(),
            };
        }
        Ok(game)
    }

    async fn view(&self, tx: &mut Tx, row: &GameRow) -> Result<GameView> {
        let game = self.replay(&mut **tx, row).await?;
        self.view_with(tx, row, game).await
    }

    async fn view_with(&self, tx: &mut Tx, row: &GameRow, game: Game) -> Result<GameView> {
        let (black, white) = store::players::get_pair(&mut **tx, row.black, row.white).await?;
        Ok(GameView {
            id: row.id,
            place: place_of(row.guild_id, row.channel_id),
            black: card(&black),
            white: card(&white),
            rated: row.rated,
            move_time: Duration::from_secs(row.move_seconds as u64),
            status: status_of(&row.status),
            game,
            draw_offer: row.draw_offer.map(platform_id),
            deadline: row.turn_started_at + chrono::Duration::seconds(i64::from(row.move_seconds)),
            result_reason: row.reason.clone(),
            ai_level: row.ai_level.map(|l| l as u8),
        })
    }

    /// A game as it stands.
    pub async fn game(&self, game_id: i64) -> Result<GameView> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = store::games::get(&mut *tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
            let view = self.view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// The user's active game in a channel: the one named, or the only one.
    pub async fn find_game(&self, user: u64, place: Place, game_id: Option<i64>) -> Result<i64> {
        self.bounded(async {
            if let Some(id) = game_id {
                return Ok(id);
            }
            let games = store::games::active_for(&self.store.pool(), user, Some(place.channel)).await?;
            match games.as_slice() {
                [] => Err(ServiceError::NoActiveGame),
                [one] => Ok(one.id),
                many => Err(ServiceError::WhichGame { games: many.iter().map(|g| g.id).collect() }),
            }
        })
        .await
    }

    /// Lock an active game and check that `by` plays in it.
    async fn lock_active(&self, tx: &mut Tx, game_id: i64, by: u64) -> Result<GameRow> {
        let row = store::games::lock(&mut **tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
        if row.black != db_id(by) && row.white != db_id(by) {
            return Err(ServiceError::NotAPlayer);
        }
        if row.status != "active" {
            let game = self.replay(&mut **tx, &row).await?;
            return Err(match game.outcome() {
                Some(o) => ServiceError::over(o),
                None => ServiceError::GameOver { outcome: "it was aborted".into() },
            });
        }
        Ok(row)
    }

    /// Play a typed turn. `expected_ply`, when given, is the number of turns
    /// the player saw; if another turn was played since, the move is refused.
    pub async fn play(&self, game_id: i64, by: &User, text: &str, expected_ply: Option<i32>) -> Result<MoveReport> {
        self.bounded(async {
            if text.len() > MAX_MOVE_INPUT {
                return Err(ServiceError::InputTooLong { what: "move", max: MAX_MOVE_INPUT });
            }
            let mut tx = self.store.begin().await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            if expected_ply.is_some_and(|p| p != row.ply) {
                return Err(ServiceError::PositionChanged);
            }
            if row.to_move != db_id(by.id) {
                let name = self.player_row(&mut *tx, platform_id(row.to_move)).await?.name;
                return Err(ServiceError::NotYourTurn { name });
            }
            let mut game = self.replay(&mut *tx, &row).await?;
            let turn = game.play_text(text)?;
            let notation = turn.to_string();
            store::games::insert_move(&mut *tx, row.id, row.ply, db_id(by.id), &notation).await?;
            let to_move = if game.position().turn() == Color::Black { row.black } else { row.white };
            let position = game.position().to_string();
            if !store::games::advance(&mut *tx, row.id, row.ply, &position, to_move).await? {
                return Err(ServiceError::PositionChanged);
            }
            let mut row = GameRow {
                ply: row.ply + 1,
                position,
                to_move,
                draw_offer: None,
                reminded: false,
                turn_started_at: chrono::Utc::now(),
                ..row
            };
            let end = match game.outcome() {
                Some(outcome) => {
                    let end = self.finish(&mut tx, &row, outcome).await?;
                    row.status = "finished".into();
                    row.reason = Some(reason_key(outcome));
                    end
                }
                None => None,
            };
            let view = self.view_with(&mut tx, &row, game).await?;
            tx.commit().await?;
            if view.status == GameStatus::Active {
                self.replays.put(view.id, &view.game);
            } else {
                self.replays.forget(view.id);
            }
            Ok(MoveReport { view, turn, end })
        })
        .await
    }

    /// End an active, locked game with `outcome`: result, totals and (for
    /// rated games between people) Glicko-2 ratings, in the caller's
    /// transaction. `None` if the game had already ended.
    async fn finish(&self, tx: &mut Tx, row: &GameRow, outcome: Outcome) -> Result<Option<GameEnd>> {
        let result = match outcome.winner() {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "draw",
        };
        if !store::games::finish(&mut **tx, row.id, "finished", Some(result), &reason_key(outcome)).await? {
            return Ok(None);
        }
        let (b, w) = store::players::lock_pair(&mut **tx, row.black, row.white).await?;
        let score_black = match outcome.winner() {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => 0,
        };
        let rated = row.rated && !b.is_bot && !w.is_bot;
        let mut changes = Vec::new();
        let mut new = (None, None);
        if rated {
            let r = |p: &PlayerRow| Rating { rating: p.rating, deviation: p.deviation, volatility: p.volatility };
            let (nb, nw) = rating::rate(r(&b), r(&w), f64::from(score_black + 1) / 2.0);
            for (p, n) in [(&b, nb), (&w, nw)] {
                store::players::record_rating_change(
                    &mut **tx,
                    &RatingChangeRow {
                        game_id: row.id,
                        player: p.id,
                        rating_before: p.rating,
                        rating_after: n.rating,
                        deviation_before: p.deviation,
                        deviation_after: n.deviation,
                    },
                )
                .await?;
                changes.push(RatingChange {
                    player: platform_id(p.id),
                    before: p.rating,
                    after: n.rating,
                    provisional: is_provisional(n.deviation),
                });
            }
            new = (Some((nb.rating, nb.deviation, nb.volatility)), Some((nw.rating, nw.deviation, nw.volatility)));
        }
        store::players::apply_result(&mut **tx, ResultUpdate { id: b.id, score: score_black, rating: new.0 }).await?;
        store::players::apply_result(&mut **tx, ResultUpdate { id: w.id, score: -score_black, rating: new.1 }).await?;
        let (winner, loser) = match outcome.winner() {
            Some(Color::Black) => (Some(platform_id(b.id)), Some(platform_id(w.id))),
            Some(Color::White) => (Some(platform_id(w.id)), Some(platform_id(b.id))),
            None => (None, None),
        };
        let name = |c: Color| if c == Color::Black { &b.name } else { &w.name };
        let mut text = match outcome {
            Outcome::Win { winner, .. } => format!("{} ({winner}) wins. {outcome}.", name(winner)),
            Outcome::Draw { .. } => format!("{outcome}."),
        };
        for c in &changes {
            let who = if c.player == platform_id(b.id) { &b.name } else { &w.name };
            text.push_str(&format!(
                " {who}: {:.0} → {:.0}{} ({:+.0}).",
                c.before,
                c.after,
                if c.provisional { "?" } else { "" },
                c.delta()
            ));
        }
        tracing::info!(game = row.id, result, rated, "game finished");
        Ok(Some(GameEnd {
            game_id: row.id,
            place: place_of(row.guild_id, row.channel_id),
            outcome: Some(outcome),
            winner,
            loser,
            rating_changes: changes,
            text,
        }))
    }

    /// Apply an outcome decided outside the board (resignation, agreement).
    async fn conclude(
        &self,
        tx: &mut Tx,
        row: GameRow,
        decide: impl FnOnce(&mut Game) -> Outcome,
    ) -> Result<(GameView, GameEnd)> {
        let mut game = self.replay(&mut **tx, &row).await?;
        let outcome = decide(&mut game);
        let end = self.finish(tx, &row, outcome).await?.ok_or_else(|| ServiceError::over(outcome))?;
        let row = store::games::get(&mut **tx, row.id).await?.ok_or(ServiceError::NoSuchGame)?;
        let view = self.view_with(tx, &row, game).await?;
        Ok((view, end))
    }

    pub async fn resign(&self, game_id: i64, by: &User) -> Result<(GameView, GameEnd)> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            let loser = if row.black == db_id(by.id) { Color::Black } else { Color::White };
            let result = self
                .conclude(&mut tx, row, |g| {
                    g.resign(loser).unwrap_or(Outcome::Win { winner: loser.other(), reason: WinReason::Resignation })
                })
                .await?;
            tx.commit().await?;
            Ok(result)
        })
        .await
    }

    /// Offer a draw, or accept the opponent's open offer.
    pub async fn offer_draw(&self, game_id: i64, by: &User) -> Result<DrawReport> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            if row.draw_offer.is_some_and(|p| p != db_id(by.id)) {
                return self.agree(tx, row).await;
            }
            store::games::set_draw_offer(&mut *tx, row.id, Some(db_id(by.id))).await?;
            let row = GameRow { draw_offer: Some(db_id(by.id)), ..row };
            let view = self.view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(DrawReport::Offered { view, by: by.id })
        })
        .await
    }

    async fn agree(&self, mut tx: Tx, row: GameRow) -> Result<DrawReport> {
        let (view, end) = self
            .conclude(&mut tx, row, |g| {
                g.agree_draw().unwrap_or(Outcome::Draw { reason: crate::rules::DrawReason::Agreement })
            })
            .await?;
        tx.commit().await?;
        Ok(DrawReport::Agreed { view, end })
    }

    /// Accept (`accept = true`) or decline the opponent's draw offer.
    pub async fn answer_draw(&self, game_id: i64, by: &User, accept: bool) -> Result<DrawReport> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            match row.draw_offer {
                None => return Err(ServiceError::NoDrawOffer),
                Some(p) if p == db_id(by.id) => return Err(ServiceError::OwnDrawOffer),
                Some(_) => {}
            }
            if accept {
                return self.agree(tx, row).await;
            }
            store::games::set_draw_offer(&mut *tx, row.id, None).await?;
            let row = GameRow { draw_offer: None, ..row };
            let view = self.view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(DrawReport::Declined { view, by: by.id })
        })
        .await
    }

    /// Abort a game: a player before both sides have moved, or a server
    /// admin (`admin = true`) at any time. No result, no rating change.
    pub async fn abort(&self, game_id: i64, by: &User, admin: bool) -> Result<GameEnd> {
        self.bounded(async {
            let mut tx = self.store.begin().await?;
            let row = store::games::lock(&mut *tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
            let player = row.black == db_id(by.id) || row.white == db_id(by.id);
            if !admin && !player {
                return Err(ServiceError::NotAPlayer);
            }
            if row.status != "active" {
                return Err(ServiceError::GameOver { outcome: format!("it already ended ({})", row.status) });
            }
            if !admin && row.ply >= 2 {
                return Err(ServiceError::TooLateToAbort);
            }
            store::games::finish(&mut *tx, row.id, "aborted", None, if admin { "admin-abort" } else { "abort" })
                .await?;
            tx.commit().await?;
            Ok(GameEnd {
                game_id: row.id,
                place: place_of(row.guild_id, row.channel_id),
                outcome: None,
                winner: None,
                loser: None,
                rating_changes: Vec::new(),
                text: format!("Game #{} was aborted by {}; it does not count.", row.id, clean_name(&by.name)),
            })
        })
        .await
    }

    /// Move a game to another channel of its guild (its own thread). Only
    /// the front end calls this, right after creating the thread.
    pub async fn move_to_channel(&self, game_id: i64, channel: u64) -> Result<()> {
        self.bounded(async {
            store::games::set_channel(&self.store.pool(), game_id, db_id(channel)).await?;
            Ok(())
        })
        .await
    }

    // ---- Server settings ---------------------------------------------------

    pub async fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        self.bounded(async {
            let row = store::guilds::get(&self.store.pool(), guild).await?;
            Ok(GuildSettings { game_threads: row.game_threads })
        })
        .await
    }

    /// Change whether games start in their own thread. The front end checks
    /// that the user may manage the server.
    pub async fn set_game_threads(&self, guild: u64, on: bool) -> Result<GuildSettings> {
        self.bounded(async {
            store::guilds::set_game_threads(&self.store.pool(), guild, on).await?;
            self.guild_settings(guild).await
        })
        .await
    }

    // ---- Timeouts ----------------------------------------------------------

    /// End games whose mover ran out of time, report due reminders and expire
    /// old challenges. Safe to run from several processes at once: each game
    /// ends once, each reminder is reported once.
    pub async fn sweep(&self) -> Result<SweepReport> {
        let mut report = SweepReport::default();
        // Each step has its own deadline, and a failure keeps what was
        // already done: a game that ended is announced even if a later step
        // fails; the rest waits for the next sweep.
        if let Err(e) = self.sweep_into(&mut report).await {
            let done = report.timed_out.len() + report.reminders.len() + report.expired_challenges.len();
            if done == 0 {
                return Err(e);
            }
            tracing::warn!(error = %e, "sweep stopped early; the rest waits for the next sweep");
        }
        Ok(report)
    }

    async fn sweep_into(&self, report: &mut SweepReport) -> Result<()> {
        let pool = &self.store.pool();
        for id in self.bounded(async { Ok(store::games::timed_out_ids(pool, 200).await?) }).await? {
            let ended = self
                .bounded(async {
                    let mut tx = self.store.begin().await?;
                    let Some(row) = store::games::lock_if_timed_out(&mut *tx, id).await? else { return Ok(None) };
                    let loser = if row.to_move == row.black { Color::Black } else { Color::White };
                    let (_, end) = self
                        .conclude(&mut tx, row, |g| {
                            g.time_out(loser)
                                .unwrap_or(Outcome::Win { winner: loser.other(), reason: WinReason::Timeout })
                        })
                        .await?;
                    tx.commit().await?;
                    Ok(Some(end))
                })
                .await?;
            report.timed_out.extend(ended);
        }
        let due = self
            .bounded(async { Ok(store::games::take_due_reminders(pool, self.config.reminder_fraction).await?) })
            .await?;
        report.reminders.extend(due.into_iter().map(|row| Reminder {
            game_id: row.id,
            place: place_of(row.guild_id, row.channel_id),
            player: platform_id(row.to_move),
            deadline: row.turn_started_at + chrono::Duration::seconds(i64::from(row.move_seconds)),
        }));
        let computer = self.bounded(async { Ok(store::games::computer_to_move(pool).await?) }).await?;
        report.computer_turns = computer.into_iter().map(|g| g.id).collect();
        let expired = self
            .bounded(async {
                // One transaction: a challenge is expired only together
                // with the view that announces it.
                let mut tx = self.store.begin().await?;
                let expired = store::challenges::expire_due(&mut *tx).await?;
                let mut views = Vec::with_capacity(expired.len());
                for row in &expired {
                    views.push(self.challenge_view(&mut tx, row).await?);
                }
                tx.commit().await?;
                Ok(views)
            })
            .await?;
        report.expired_challenges = expired;
        Ok(())
    }

    // ---- Queries -----------------------------------------------------------

    fn summary(row: &GameRow, names: &impl Fn(i64) -> String) -> GameSummary {
        GameSummary {
            id: row.id,
            place: place_of(row.guild_id, row.channel_id),
            black: names(row.black),
            white: names(row.white),
            rules: row.rules.clone(),
            rated: row.rated,
            ply: row.ply,
            status: status_of(&row.status),
            result: row.result.clone(),
            reason: row.reason.clone(),
            to_move: (row.status == "active").then(|| names(row.to_move)),
            finished_at: row.finished_at,
        }
    }

    async fn summaries(&self, rows: &[GameRow]) -> Result<Vec<GameSummary>> {
        let mut ids: Vec<i64> = rows.iter().flat_map(|r| [r.black, r.white]).collect();
        ids.sort_unstable();
        ids.dedup();
        let mut names = std::collections::HashMap::new();
        for id in ids {
            if let Some(p) = store::players::get(&self.store.pool(), platform_id(id)).await? {
                names.insert(id, p.name);
            }
        }
        let lookup = |id: i64| names.get(&id).cloned().unwrap_or_else(|| "?".into());
        Ok(rows.iter().map(|r| Self::summary(r, &lookup)).collect())
    }

    /// A player's games in progress (in one channel, or everywhere).
    pub async fn active_games(&self, user: u64, channel: Option<u64>) -> Result<Vec<GameSummary>> {
        self.bounded(async {
            let rows = store::games::active_for(&self.store.pool(), user, channel).await?;
            self.summaries(&rows).await
        })
        .await
    }

    /// A player's finished games, newest first, one page at a time.
    pub async fn history(&self, user: u64, page: u32) -> Result<Vec<GameSummary>> {
        self.bounded(async {
            let size = i64::from(self.config.page_size);
            let rows = store::games::history(&self.store.pool(), user, size, i64::from(page) * size).await?;
            self.summaries(&rows).await
        })
        .await
    }

    pub async fn stats(&self, user: &User) -> Result<PlayerStats> {
        self.bounded(async {
            self.register(user).await?;
            let row = self.player_row(&self.store.pool(), user.id).await?;
            let recent_rows = store::games::history(&self.store.pool(), user.id, 5, 0).await?;
            Ok(PlayerStats {
                player: card(&row),
                deviation: row.deviation,
                rated_games: row.rated_games,
                wins: row.wins,
                losses: row.losses,
                draws: row.draws,
                streak: row.streak,
                recent: self.summaries(&recent_rows).await?,
                active: self.active_games(user.id, None).await?,
            })
        })
        .await
    }

    /// One page of the leaderboard of a guild (or global with `None`).
    pub async fn leaderboard(&self, guild: Option<u64>, page: u32) -> Result<LeaderboardPage> {
        self.bounded(async {
            let size = self.config.page_size;
            let rows = store::players::leaderboard(
                &self.store.pool(),
                guild,
                self.config.leaderboard_min_games,
                i64::from(size),
                i64::from(page) * i64::from(size),
            )
            .await?;
            let total = rows.first().map_or(0, |(_, t)| *t) as u32;
            let pages = total.div_ceil(size).max(1);
            let entries = rows
                .iter()
                .enumerate()
                .map(|(i, (p, _))| LeaderboardEntry {
                    rank: page as usize * size as usize + i + 1,
                    player: card(p),
                    games: p.rated_games,
                    wins: p.wins,
                    losses: p.losses,
                    draws: p.draws,
                })
                .collect();
            Ok(LeaderboardPage { guild, page, pages, entries })
        })
        .await
    }

    /// The text export of a game (finished or running).
    pub async fn export(&self, game_id: i64) -> Result<String> {
        self.bounded(async {
            let view = self.game(game_id).await?;
            let result = match view.status {
                GameStatus::Active | GameStatus::Aborted => "*",
                GameStatus::Finished => export::result_token(Some(view.game.outcome().and_then(|o| o.winner()))),
            };
            let tags = export::ExportTags {
                event: format!("Zamma game #{}{}", view.id, if view.rated { " (rated)" } else { "" }),
                site: format!("guild {} channel {}", view.place.guild, view.place.channel),
                date: view.deadline.format("%Y.%m.%d").to_string(),
                black: view.black.name.clone(),
                white: view.white.name.clone(),
                result: result.to_string(),
                termination: view.game.outcome().map(|o| o.to_string()).unwrap_or_else(|| match view.status {
                    GameStatus::Aborted => "aborted".into(),
                    _ => String::new(),
                }),
            };
            Ok(export::format(&view.game, &tags))
        })
        .await
    }

    /// Rating changes recorded for a game.
    pub async fn rating_changes(&self, game_id: i64) -> Result<Vec<RatingChange>> {
        self.bounded(async {
            let rows = store::players::rating_changes(&self.store.pool(), game_id).await?;
            Ok(rows
                .iter()
                .map(|r| RatingChange {
                    player: platform_id(r.player),
                    before: r.rating_before,
                    after: r.rating_after,
                    provisional: is_provisional(r.deviation_after),
                })
                .collect())
        })
        .await
    }
}
