//! Tournaments in a server: round robin (single or double), Swiss and the
//! knockout cup. Pairing is pure (`pairing`); this aggregate keeps an
//! event's state in the store and moves it on.
//!
//! Every step that changes an event takes the tournament row's lock first
//! (joining, starting, withdrawing, pairing a round), so two processes
//! never pair a round twice: the second finds the round already paired
//! (and the pairings' primary key would refuse it anyway). A game's result
//! enters the standings in the transaction that ends the game
//! (`ratings::finish`), exactly once; the sweep (or a front end right after
//! a game ends) then pairs the next round when every game of the round is
//! over. The standings are computed from the pairings, never kept apart.

use super::challenges::{GameSetup, parse_rules};
use super::pairing::{self, Entrant, Pairing, Played};
use super::{
    ColourChoice, CupDecider, EndReason, GameEnd, GameId, GameView, InputKind, PairingResult, Place, PlayerCard,
    RatingRange, Result, Service, ServiceError, TournamentFormat, TournamentId, TournamentStatus, User, UserId, card,
    clean_name, format_duration,
};
use crate::rules::{Color, Position, Rules};
use crate::store::tournaments::{EntrantRow, NewTournament, PairingRow, TournamentRow};
use crate::store::{self, Tx};
use chrono::{DateTime, Utc};
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// Most players a tournament takes.
pub const MAX_ENTRANTS: u32 = 64;
/// Longest tournament name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 60;
/// Longest round.
const MAX_ROUND_TIME: Duration = Duration::from_secs(30 * 86_400);
/// A round lasts this many times the time per move unless the organiser
/// says otherwise (at most `MAX_ROUND_TIME`).
const DEFAULT_ROUND_MOVES: u32 = 40;

/// What an organiser asks for.
#[derive(Clone, Debug)]
pub struct TournamentRequest {
    /// May be empty: the front ends then call it by its number.
    pub name: String,
    pub format: TournamentFormat,
    /// A rules spec (`zamma` when empty).
    pub rules: String,
    /// Swiss: the rounds to play (default: enough to find a winner,
    /// ⌈log₂ players⌉). Ignored by the other formats.
    pub rounds: Option<u32>,
    pub move_time: Option<Duration>,
    /// How long a round lasts before its unfinished games are decided as
    /// time-outs (default: 40 times the time per move, at most 30 days).
    pub round_time: Option<Duration>,
    pub rated: bool,
    pub max_players: Option<u32>,
    /// Only players rated in this range may join (checked when they join).
    pub entry: RatingRange,
    /// When the sweep starts it on its own (it may be started earlier).
    pub starts_at: Option<DateTime<Utc>>,
    pub decider: CupDecider,
}

impl Default for TournamentRequest {
    fn default() -> Self {
        TournamentRequest {
            name: String::new(),
            format: TournamentFormat::Swiss,
            rules: String::new(),
            rounds: None,
            move_time: None,
            round_time: None,
            rated: true,
            max_players: None,
            entry: RatingRange::default(),
            starts_at: None,
            decider: CupDecider::default(),
        }
    }
}

/// An entrant, as the standings and the pairings name them.
#[derive(Clone, Debug)]
pub struct EntrantView {
    pub player: PlayerCard,
    /// 1 for the best rated, once the event started.
    pub seed: Option<u32>,
    /// The round during which they withdrew.
    pub withdrawn: Option<u32>,
}

/// One pairing of a round.
#[derive(Clone, Debug)]
pub struct PairingView {
    pub round: u32,
    pub board: u32,
    /// A cup tie drawn is played again: leg 2, colours swapped.
    pub leg: u8,
    pub black: PlayerCard,
    /// `None`: a bye.
    pub white: Option<PlayerCard>,
    pub game: Option<GameId>,
    /// `None` while the game is played.
    pub result: Option<PairingResult>,
    /// A cup: who went through the tie.
    pub advances: Option<UserId>,
}

/// A line of the standings.
#[derive(Clone, Debug)]
pub struct StandingLine {
    /// 1-based; players level on everything share a rank.
    pub rank: u32,
    pub player: PlayerCard,
    pub points: f64,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
    /// Games with a result (byes not counted, forfeits counted).
    pub played: u32,
    pub wins: u32,
    pub withdrawn: bool,
    /// A cup: the last round the player reached, and whether they are out.
    pub reached: u32,
    pub out: bool,
}

/// A tournament, whole: settings, entrants, every pairing and the standings.
#[derive(Clone, Debug)]
pub struct TournamentView {
    pub id: TournamentId,
    pub place: Place,
    pub name: String,
    pub format: TournamentFormat,
    pub rules: String,
    /// Rounds to play (known at the start; a Swiss event's request before).
    pub rounds: Option<u32>,
    pub move_time: Duration,
    pub round_time: Duration,
    pub rated: bool,
    pub max_players: u32,
    /// The ratings that may join.
    pub entry: RatingRange,
    pub decider: CupDecider,
    pub starts_at: Option<DateTime<Utc>>,
    pub status: TournamentStatus,
    /// The round being played (0 before the start).
    pub round: u32,
    /// When the current round's unfinished games are decided as time-outs.
    pub round_deadline: Option<DateTime<Utc>>,
    pub organiser: PlayerCard,
    pub entrants: Vec<EntrantView>,
    pub pairings: Vec<PairingView>,
    pub standings: Vec<StandingLine>,
}

impl TournamentView {
    /// The pairings of `round`.
    pub fn round_pairings(&self, round: u32) -> impl Iterator<Item = &PairingView> {
        self.pairings.iter().filter(move |p| p.round == round)
    }

    /// Is `user` an entrant (withdrawn or not)?
    pub fn has_entrant(&self, user: UserId) -> bool {
        self.entrants.iter().any(|e| e.player.id == user)
    }

    /// The winner, once the event is over.
    pub fn winner(&self) -> Option<&PlayerCard> {
        (self.status == TournamentStatus::Finished).then(|| self.standings.first().map(|s| &s.player)).flatten()
    }
}

/// One line of a server's list of tournaments.
#[derive(Clone, Debug)]
pub struct TournamentSummary {
    pub id: TournamentId,
    pub name: String,
    pub format: TournamentFormat,
    pub status: TournamentStatus,
    pub round: u32,
    pub rounds: Option<u32>,
    pub starts_at: Option<DateTime<Utc>>,
}

/// What moving an event on did, for the front ends to announce.
#[derive(Clone, Debug)]
pub enum TournamentNews {
    /// A round was paired (the first one: the event started). Its games
    /// were created; byes and forfeits are in the view's pairings.
    Round { tournament: Box<TournamentView>, round: u32, games: Vec<GameView> },
    /// A cup tie was drawn: its second game, colours swapped.
    Rematch { tournament: Box<TournamentView>, game: Box<GameView> },
    /// The last round is over: the standings are final.
    Finished { tournament: Box<TournamentView> },
    /// The start time came with fewer than two entrants.
    Cancelled { tournament: Box<TournamentView> },
}

impl TournamentNews {
    pub fn tournament(&self) -> &TournamentView {
        match self {
            TournamentNews::Round { tournament, .. }
            | TournamentNews::Rematch { tournament, .. }
            | TournamentNews::Finished { tournament }
            | TournamentNews::Cancelled { tournament } => tournament,
        }
    }
}

/// What a withdrawal ended: the player's game of the current round,
/// resigned.
#[derive(Clone, Debug)]
pub struct Withdrawal {
    pub tournament: TournamentView,
    pub resigned: Vec<(GameView, GameEnd)>,
}

impl Service {
    /// `by` creates a tournament in `place` (a server's channel), open for
    /// entries; the organiser does not enter it by creating it.
    pub async fn create_tournament(&self, place: Place, by: &User, req: &TournamentRequest) -> Result<TournamentView> {
        self.bounded(async {
            if place.guild.is_none() {
                return Err(ServiceError::TournamentServerOnly);
            }
            let name: String = req.name.chars().filter(|c| !c.is_control()).collect::<String>().trim().to_string();
            if name.chars().count() > MAX_TOURNAMENT_NAME {
                return Err(ServiceError::InputTooLong { what: InputKind::TournamentName, max: MAX_TOURNAMENT_NAME });
            }
            let rules = parse_rules(&req.rules)?;
            let move_time = self.check_move_time(req.move_time)?;
            let round_time = match req.round_time {
                Some(t) if t < move_time || t > MAX_ROUND_TIME => {
                    return Err(ServiceError::BadRoundTime {
                        text: format_duration(t),
                        max: format_duration(MAX_ROUND_TIME),
                    });
                }
                Some(t) => t,
                None => (move_time * DEFAULT_ROUND_MOVES).min(MAX_ROUND_TIME),
            };
            let max_players = req.max_players.unwrap_or(MAX_ENTRANTS);
            if !(2..=MAX_ENTRANTS).contains(&max_players) {
                return Err(ServiceError::BadEntryLimit { min: 2, max: MAX_ENTRANTS });
            }
            if let Some(rounds) = req.rounds
                && req.format == TournamentFormat::Swiss
                && !(1..=MAX_ENTRANTS).contains(&rounds)
            {
                return Err(ServiceError::BadRounds { max: MAX_ENTRANTS });
            }
            req.entry.check()?;
            self.register(by).await?;
            let mut tx = self.begin().await?;
            let row = store::tournaments::insert(
                &mut tx,
                &NewTournament {
                    place,
                    organiser: by.id,
                    name: &name,
                    format: req.format,
                    rules: &rules.to_string(),
                    rounds: (req.format == TournamentFormat::Swiss).then_some(req.rounds).flatten().map(|r| r as i32),
                    move_seconds: move_time.as_secs() as i32,
                    round_seconds: round_time.as_secs() as i32,
                    rated: req.rated,
                    max_players: max_players as i32,
                    decider: req.decider,
                    starts_at: req.starts_at,
                    min_rating: req.entry.min,
                    max_rating: req.entry.max,
                },
            )
            .await?;
            let view = self.tournament_view(&mut tx, &row).await?;
            tx.commit().await?;
            tracing::info!(tournament = %row.id, format = %row.format, "tournament created");
            Ok(view)
        })
        .await
    }

    /// The tournament `named` in `place`'s server, or else the only one
    /// open or running there, or else the latest one (its standings stay
    /// to be seen).
    pub async fn find_tournament(&self, place: Place, named: Option<TournamentId>) -> Result<TournamentView> {
        self.bounded(async {
            let guild = place.guild.ok_or(ServiceError::TournamentServerOnly)?;
            let mut tx = self.begin().await?;
            let row = match named {
                Some(id) => store::tournaments::get(&mut tx, id)
                    .await?
                    .filter(|t| t.place.guild == Some(guild))
                    .ok_or(ServiceError::NoSuchTournament)?,
                None => {
                    // Open and running ones first, then the latest.
                    let mut all = store::tournaments::in_guild(&mut tx, guild, 26).await?;
                    let live = all
                        .iter()
                        .take_while(|t| matches!(t.status, TournamentStatus::Open | TournamentStatus::Running))
                        .count();
                    match live {
                        0 if all.is_empty() => return Err(ServiceError::NoTournament),
                        0 | 1 => all.swap_remove(0),
                        _ => {
                            let tournaments = all[..live].iter().map(|t| t.id).collect();
                            return Err(ServiceError::WhichTournament { tournaments });
                        }
                    }
                }
            };
            self.tournament_view(&mut tx, &row).await
        })
        .await
    }

    /// A tournament by its number, wherever it is (the CLI, tests).
    pub async fn tournament(&self, id: TournamentId) -> Result<TournamentView> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::tournaments::get(&mut tx, id).await?.ok_or(ServiceError::NoSuchTournament)?;
            self.tournament_view(&mut tx, &row).await
        })
        .await
    }

    /// The tournaments of `place`'s server: open and running first, then
    /// the latest (at most 25).
    pub async fn tournaments_here(&self, place: Place) -> Result<Vec<TournamentSummary>> {
        self.bounded(async {
            let guild = place.guild.ok_or(ServiceError::TournamentServerOnly)?;
            let mut tx = self.begin().await?;
            let rows = store::tournaments::in_guild(&mut tx, guild, 25).await?;
            Ok(rows
                .into_iter()
                .map(|t| TournamentSummary {
                    id: t.id,
                    name: t.name,
                    format: t.format,
                    status: t.status,
                    round: t.round as u32,
                    rounds: t.rounds.map(|r| r as u32),
                    starts_at: t.starts_at,
                })
                .collect())
        })
        .await
    }

    /// `user` enters tournament `id` (while it takes entries).
    pub async fn join_tournament(&self, id: TournamentId, user: &User) -> Result<TournamentView> {
        self.bounded(async {
            if user.bot {
                return Err(ServiceError::BotOpponent { name: clean_name(&user.name) });
            }
            self.register(user).await?;
            let mut tx = self.begin().await?;
            let row = self.lock_tournament(&mut tx, id).await?;
            check_open(&row)?;
            let entrants = store::tournaments::entrants(&mut tx, id).await?;
            if entrants.iter().any(|e| e.player == user.id) {
                return Err(ServiceError::AlreadyEntered);
            }
            if entrants.len() >= row.max_players as usize {
                return Err(ServiceError::TournamentFull { limit: row.max_players as u32 });
            }
            let rating = self.player_row(&mut tx, user.id).await?.rating;
            let range = RatingRange { min: row.min_rating, max: row.max_rating };
            if !range.admits(rating.round() as i32) {
                return Err(ServiceError::OutsideEntryRange { rating: rating.round() as i32, range });
            }
            store::tournaments::join(&mut tx, id, user.id, rating).await?;
            let view = self.tournament_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// `user` leaves tournament `id` before it starts.
    pub async fn leave_tournament(&self, id: TournamentId, user: &User) -> Result<TournamentView> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = self.lock_tournament(&mut tx, id).await?;
            check_open(&row)?;
            if !store::tournaments::leave(&mut tx, id, user.id).await? {
                return Err(ServiceError::NotEntered);
            }
            let view = self.tournament_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// Start tournament `id` now: by its organiser, or by someone who may
    /// manage the server (`admin`). Pairs the first round.
    pub async fn start_tournament(&self, id: TournamentId, by: &User, admin: bool) -> Result<Vec<TournamentNews>> {
        self.bounded_for(self.advance_deadline(), async {
            let mut tx = self.begin().await?;
            let row = self.lock_tournament(&mut tx, id).await?;
            self.check_organiser(&mut tx, &row, by, admin).await?;
            if row.status != TournamentStatus::Open {
                return Err(ServiceError::TournamentNotRunning { status: row.status });
            }
            let count = store::tournaments::entrants(&mut tx, id).await?.len() as u32;
            if count < 2 {
                return Err(ServiceError::TooFewEntrants { entrants: count });
            }
            let news = self.move_on(&mut tx, row).await?;
            tx.commit().await?;
            Ok(news)
        })
        .await
    }

    /// `user` withdraws from tournament `id`: their game of the round is
    /// resigned; a round robin's later games are lost by forfeit, a Swiss
    /// event pairs without them, a cup's tie goes to the opponent. Before
    /// the start, this is leaving.
    pub async fn withdraw_from_tournament(&self, id: TournamentId, user: &User) -> Result<Withdrawal> {
        let open = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let row = self.lock_tournament(&mut tx, id).await?;
                match row.status {
                    TournamentStatus::Open => return Ok(true),
                    TournamentStatus::Running => {}
                    status => return Err(ServiceError::TournamentOver { status }),
                }
                let entrants = store::tournaments::entrants(&mut tx, id).await?;
                match entrants.iter().find(|e| e.player == user.id) {
                    None => return Err(ServiceError::NotEntered),
                    Some(e) if e.withdrawn_round.is_some() => return Err(ServiceError::AlreadyWithdrawn),
                    Some(_) => {}
                }
                store::tournaments::withdraw(&mut tx, id, user.id, row.round).await?;
                tx.commit().await?;
                tracing::info!(tournament = %id, player = %user.id, round = row.round, "withdrew");
                Ok(false)
            })
            .await?;
        if open {
            let tournament = self.leave_tournament(id, user).await?;
            return Ok(Withdrawal { tournament, resigned: Vec::new() });
        }
        // The withdrawal is stored first: the round cannot be paired
        // before the game below ends, and the next pairing skips them.
        let games = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::tournaments::active_games(&mut tx, id, Some(user.id)).await?)
            })
            .await?;
        let mut resigned = Vec::with_capacity(games.len());
        for game in games {
            match self.resign_as(game, user).await {
                Ok(done) => resigned.push(done),
                // It ended meanwhile (a move, a time-out): nothing to resign.
                Err(ServiceError::GameOver { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(Withdrawal { tournament: self.tournament(id).await?, resigned })
    }

    /// Cancel tournament `id` (its organiser, or `admin`): its games being
    /// played are aborted, without result.
    pub async fn cancel_tournament(
        &self,
        id: TournamentId,
        by: &User,
        admin: bool,
    ) -> Result<(TournamentView, Vec<GameEnd>)> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = self.lock_tournament(&mut tx, id).await?;
            self.check_organiser(&mut tx, &row, by, admin).await?;
            if !matches!(row.status, TournamentStatus::Open | TournamentStatus::Running) {
                return Err(ServiceError::TournamentOver { status: row.status });
            }
            store::tournaments::set_status(&mut tx, id, TournamentStatus::Cancelled).await?;
            tx.commit().await?;
            tracing::info!(tournament = %id, "tournament cancelled");
            Ok(())
        })
        .await?;
        let games = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::tournaments::active_games(&mut tx, id, None).await?)
            })
            .await?;
        let mut ended = Vec::with_capacity(games.len());
        for game in games {
            let end = self
                .bounded(async {
                    let mut tx = self.begin().await?;
                    let Some(row) = store::games::lock(&mut tx, game).await? else { return Ok(None) };
                    if row.status != super::GameStatus::Active {
                        return Ok(None);
                    }
                    let end = self.abort_locked(&mut tx, &row, EndReason::TournamentCancelled, None).await?;
                    tx.commit().await?;
                    Ok(Some(end))
                })
                .await?;
            ended.extend(end);
        }
        Ok((self.tournament(id).await?, ended))
    }

    /// Move every event on that can be: start those whose time has come,
    /// replay drawn cup ties, pair the next round where the last one is
    /// over, finish those whose last round is. Safe to run from several
    /// processes at once (each event is moved on under its row's lock).
    pub async fn advance_tournaments(&self) -> Result<Vec<TournamentNews>> {
        let ids = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::tournaments::to_sweep(&mut tx).await?)
            })
            .await?;
        let mut news = Vec::new();
        for id in ids {
            match self.advance_tournament(id).await {
                Ok(done) => news.extend(done),
                // What was done is announced; the rest waits for the database.
                Err(ServiceError::Unavailable) if !news.is_empty() => break,
                Err(ServiceError::Unavailable) => return Err(ServiceError::Unavailable),
                // One event in trouble (a bug, a broken row) does not hold
                // the others up; it is tried again at the next sweep.
                Err(e) => tracing::error!(tournament = %id, error = %e, "could not move a tournament on"),
            }
        }
        Ok(news)
    }

    /// Move one event on, if it can be (see `advance_tournaments`).
    pub async fn advance_tournament(&self, id: TournamentId) -> Result<Vec<TournamentNews>> {
        self.bounded_for(self.advance_deadline(), async {
            let mut tx = self.begin().await?;
            let row = self.lock_tournament(&mut tx, id).await?;
            let news = match row.status {
                TournamentStatus::Open if row.starts_at.is_some_and(|at| at <= Utc::now()) => {
                    let count = store::tournaments::entrants(&mut tx, id).await?.len();
                    if count < 2 {
                        store::tournaments::set_status(&mut tx, id, TournamentStatus::Cancelled).await?;
                        let row = self.lock_tournament(&mut tx, id).await?;
                        let tournament = Box::new(self.tournament_view(&mut tx, &row).await?);
                        vec![TournamentNews::Cancelled { tournament }]
                    } else {
                        self.move_on(&mut tx, row).await?
                    }
                }
                TournamentStatus::Running => self.move_on(&mut tx, row).await?,
                _ => Vec::new(),
            };
            tx.commit().await?;
            Ok(news)
        })
        .await
    }

    /// Pairing a round of 64 and creating its 32 games takes longer than
    /// one move: the front ends acknowledge `start` first.
    fn advance_deadline(&self) -> Duration {
        self.config.action_deadline * 4
    }

    async fn lock_tournament(&self, tx: &mut Tx, id: TournamentId) -> Result<TournamentRow> {
        store::tournaments::lock(tx, id).await?.ok_or(ServiceError::NoSuchTournament)
    }

    async fn check_organiser(&self, tx: &mut Tx, row: &TournamentRow, by: &User, admin: bool) -> Result<()> {
        if admin || row.organiser == by.id {
            return Ok(());
        }
        let organiser = self.player_row(tx, row.organiser).await?.name;
        Err(ServiceError::NotOrganiser { organiser })
    }

    /// Under the tournament's lock: start it if it is open, then as long as
    /// the round being played is over, pair the next one (or finish).
    async fn move_on(&self, tx: &mut Tx, mut row: TournamentRow) -> Result<Vec<TournamentNews>> {
        let rules = parse_rules(&row.rules)?;
        let mut news = Vec::new();
        if row.status == TournamentStatus::Open {
            self.seed(tx, &mut row).await?;
        }
        // A round of forfeits and byes only is over as soon as it is
        // paired: go on (at most one pass per round).
        for _ in 0..=row.rounds.unwrap_or(0).max(1) {
            let entrants = store::tournaments::entrants(tx, row.id).await?;
            let pairings = store::tournaments::pairings(tx, row.id).await?;
            let withdrawn: HashSet<UserId> =
                entrants.iter().filter(|e| e.withdrawn_round.is_some()).map(|e| e.player).collect();
            let current: Vec<&PairingRow> = pairings.iter().filter(|p| p.round == row.round).collect();
            if row.format == TournamentFormat::Cup && row.round > 0 {
                let mut waiting = false;
                for board in boards(&current) {
                    match self.settle_tie(tx, &row, &rules, &current, board, &withdrawn, &entrants).await? {
                        Tie::Waiting => waiting = true,
                        Tie::Rematch(game) => {
                            waiting = true;
                            let tournament = Box::new(self.tournament_view(tx, &row).await?);
                            news.push(TournamentNews::Rematch { tournament, game });
                        }
                        Tie::Decided => {}
                    }
                }
                if waiting {
                    break;
                }
            } else if current.iter().any(|p| p.result.is_none()) {
                break;
            }
            let playing = entrants.iter().filter(|e| e.withdrawn_round.is_none()).count();
            let last = row.rounds.unwrap_or(0);
            let over = row.round >= last
                || (row.format == TournamentFormat::Swiss && playing < 2)
                || (row.format == TournamentFormat::Cup && row.round > 0 && boards(&current).len() <= 1);
            if row.round > 0 && over {
                store::tournaments::set_status(tx, row.id, TournamentStatus::Finished).await?;
                row.status = TournamentStatus::Finished;
                tracing::info!(tournament = %row.id, "tournament finished");
                news.push(TournamentNews::Finished { tournament: Box::new(self.tournament_view(tx, &row).await?) });
                break;
            }
            let next = row.round + 1;
            // Read again: settling the cup's ties above decided who goes
            // through.
            let pairings = store::tournaments::pairings(tx, row.id).await?;
            let pairs = self.pair(&row, next, &entrants, &pairings);
            store::tournaments::set_round(tx, row.id, next, None).await?;
            row = self.lock_tournament(tx, row.id).await?;
            let deadline =
                row.round_started_at.unwrap_or_else(Utc::now) + chrono::Duration::seconds(i64::from(row.round_seconds));
            let mut games = Vec::new();
            for (i, pair) in pairs.iter().enumerate() {
                let (black, white) = match *pair {
                    Pairing::Game { black, white } => (UserId(black), Some(UserId(white))),
                    Pairing::Bye(p) => (UserId(p), None),
                };
                let p = PairingRow {
                    round: next,
                    board: i as i32 + 1,
                    leg: 1,
                    black,
                    white,
                    game_id: None,
                    result: None,
                    advances: None,
                };
                games.extend(self.add_pairing(tx, &row, &rules, p, &withdrawn, deadline).await?);
            }
            tracing::info!(tournament = %row.id, round = next, games = games.len(), "round paired");
            let tournament = Box::new(self.tournament_view(tx, &row).await?);
            news.push(TournamentNews::Round { tournament, round: next as u32, games });
        }
        Ok(news)
    }

    /// At the start: seed the entrants by rating (as it is now), fix the
    /// number of rounds, and mark the event running.
    async fn seed(&self, tx: &mut Tx, row: &mut TournamentRow) -> Result<()> {
        let entrants = store::tournaments::entrants(tx, row.id).await?;
        let ids: Vec<UserId> = entrants.iter().map(|e| e.player).collect();
        let players = store::players::get_many(tx, &ids).await?;
        let mut seeded: Vec<(UserId, f64)> =
            entrants.iter().map(|e| (e.player, players.get(&e.player).map_or(e.rating, |p| p.rating))).collect();
        // Best rated first; the earlier entry among equals (a stable sort).
        seeded.sort_by(|a, b| b.1.total_cmp(&a.1));
        store::tournaments::seed(tx, row.id, &seeded).await?;
        let n = seeded.len() as u32;
        // Everyone meets everyone once in this many rounds (with an odd
        // field, each player also sits one out).
        let robin = n.saturating_sub(1) + n % 2;
        let rounds = match row.format {
            TournamentFormat::Robin => robin,
            TournamentFormat::DoubleRobin => 2 * robin,
            TournamentFormat::Cup => n.next_power_of_two().trailing_zeros().max(1),
            // No more rounds than a round robin.
            TournamentFormat::Swiss => {
                row.rounds.map_or(n.next_power_of_two().trailing_zeros().max(1), |r| r as u32).min(robin.max(1))
            }
        };
        store::tournaments::set_round(tx, row.id, 0, Some(rounds as i32)).await?;
        *row = self.lock_tournament(tx, row.id).await?;
        tracing::info!(tournament = %row.id, players = n, rounds, "tournament started");
        Ok(())
    }

    /// The pairings of round `round`.
    fn pair(&self, row: &TournamentRow, round: i32, entrants: &[EntrantRow], pairings: &[PairingRow]) -> Vec<Pairing> {
        let seeds: Vec<u64> = entrants.iter().map(|e| e.player.0).collect();
        match row.format {
            TournamentFormat::Robin | TournamentFormat::DoubleRobin => {
                let double = row.format == TournamentFormat::DoubleRobin;
                pairing::round_robin(&seeds, double).into_iter().nth(round as usize - 1).unwrap_or_default()
            }
            TournamentFormat::Swiss => {
                let playing: Vec<Entrant> = entrants
                    .iter()
                    .filter(|e| e.withdrawn_round.is_none())
                    .map(|e| swiss_entrant(e, pairings))
                    .collect();
                pairing::swiss_round(&playing)
            }
            TournamentFormat::Cup if round == 1 => pairing::cup_first_round(&seeds),
            TournamentFormat::Cup => {
                let seed_of: HashMap<UserId, i32> =
                    entrants.iter().map(|e| (e.player, e.seed.unwrap_or(i32::MAX))).collect();
                let winner = |board: i32| {
                    pairings.iter().filter(|p| p.round == round - 1 && p.board == board).find_map(|p| p.advances)
                };
                let ties = pairings.iter().filter(|p| p.round == round - 1).map(|p| p.board).max().unwrap_or(0);
                let mut out = Vec::new();
                for k in 0..(ties + 1) / 2 {
                    match (winner(2 * k + 1), winner(2 * k + 2)) {
                        (Some(a), Some(b)) => {
                            let (black, white) = if seed_of[&a] <= seed_of[&b] { (a, b) } else { (b, a) };
                            out.push(Pairing::Game { black: black.0, white: white.0 });
                        }
                        (Some(a), None) | (None, Some(a)) => out.push(Pairing::Bye(a.0)),
                        // Both of the feeding ties left nobody (both
                        // withdrew): the board stays empty.
                        (None, None) => out.push(Pairing::Bye(0)),
                    }
                }
                out
            }
        }
    }

    /// Store a pairing: a bye, a forfeit when a player has withdrawn, or a
    /// new game (returned).
    async fn add_pairing(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        rules: &Rules,
        mut p: PairingRow,
        withdrawn: &HashSet<UserId>,
        deadline: DateTime<Utc>,
    ) -> Result<Option<GameView>> {
        if p.black == UserId(0) {
            // An empty board of a cup (see `pair`).
            return Ok(None);
        }
        let cup = row.format == TournamentFormat::Cup;
        let mut game = None;
        match p.white {
            None => {
                p.result = Some(PairingResult::Bye);
                p.advances = cup.then_some(p.black);
            }
            Some(white) => match (withdrawn.contains(&p.black), withdrawn.contains(&white)) {
                (true, true) => p.result = Some(PairingResult::BothForfeit),
                (true, false) => {
                    p.result = Some(PairingResult::BlackForfeit);
                    p.advances = cup.then_some(white);
                }
                (false, true) => {
                    p.result = Some(PairingResult::WhiteForfeit);
                    p.advances = cup.then_some(p.black);
                }
                (false, false) => {
                    let setup = GameSetup {
                        place: row.place,
                        chooser: p.black,
                        other: white,
                        colour: ColourChoice::Black,
                        rules,
                        rated: row.rated,
                        move_time: Duration::from_secs(row.move_seconds as u64),
                        ai_level: None,
                        tournament: Some((row.id, deadline)),
                    };
                    let view = self.create_game(tx, &setup).await?;
                    p.game_id = Some(view.id);
                    game = Some(view);
                }
            },
        }
        store::tournaments::insert_pairing(tx, row.id, &p).await?;
        Ok(game)
    }

    /// Where a cup tie stands; decides it (`advances`) when it is over, and
    /// starts the second game of a drawn tie.
    #[allow(clippy::too_many_arguments)]
    async fn settle_tie(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        rules: &Rules,
        current: &[&PairingRow],
        board: i32,
        withdrawn: &HashSet<UserId>,
        entrants: &[EntrantRow],
    ) -> Result<Tie> {
        let legs: Vec<&PairingRow> = current.iter().copied().filter(|p| p.board == board).collect();
        let Some(last) = legs.iter().max_by_key(|p| p.leg) else { return Ok(Tie::Decided) };
        if last.advances.is_some() || last.result == Some(PairingResult::BothForfeit) {
            return Ok(Tie::Decided);
        }
        let Some(result) = last.result else { return Ok(Tie::Waiting) };
        let Some(white) = last.white else { return Ok(Tie::Decided) };
        let winner = match result {
            PairingResult::BlackWon | PairingResult::WhiteForfeit | PairingResult::Bye => Some(last.black),
            PairingResult::WhiteWon | PairingResult::BlackForfeit => Some(white),
            PairingResult::BothForfeit => None,
            PairingResult::Draw if last.leg == 1 => {
                // Played again, colours swapped.
                let deadline = Utc::now() + chrono::Duration::seconds(i64::from(row.round_seconds));
                let again = PairingRow {
                    round: last.round,
                    board,
                    leg: 2,
                    black: white,
                    white: Some(last.black),
                    game_id: None,
                    result: None,
                    advances: None,
                };
                return Ok(match self.add_pairing(tx, row, rules, again, withdrawn, deadline).await? {
                    Some(game) => Tie::Rematch(Box::new(game)),
                    None => Tie::Waiting,
                });
            }
            PairingResult::Draw => Some(self.decide(tx, row, last, white, entrants).await?),
        };
        if let Some(winner) = winner {
            store::tournaments::set_advances(tx, row.id, last.round, board, last.leg, winner).await?;
        }
        Ok(Tie::Decided)
    }

    /// A tie drawn twice: the organiser's deciding rule.
    async fn decide(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        last: &PairingRow,
        white: UserId,
        entrants: &[EntrantRow],
    ) -> Result<UserId> {
        let seed = |p: UserId| entrants.iter().find(|e| e.player == p).and_then(|e| e.seed).unwrap_or(i32::MAX);
        let higher_seed = if seed(last.black) <= seed(white) { last.black } else { white };
        if row.decider == CupDecider::Seed {
            return Ok(higher_seed);
        }
        let Some(game) = last.game_id else { return Ok(higher_seed) };
        let game = store::games::get(tx, game).await?.ok_or(ServiceError::NoSuchGame)?;
        let position: Position = game
            .position
            .parse()
            .map_err(|e| ServiceError::Internal(format!("stored position of game {}: {e:?}", game.id)))?;
        let (b, w) = (position.count(Color::Black), position.count(Color::White));
        Ok(match b.cmp(&w) {
            std::cmp::Ordering::Greater => last.black,
            std::cmp::Ordering::Less => white,
            std::cmp::Ordering::Equal => higher_seed,
        })
    }

    /// Everything about a tournament, read in `tx`.
    async fn tournament_view(&self, tx: &mut Tx, row: &TournamentRow) -> Result<TournamentView> {
        let entrants = store::tournaments::entrants(tx, row.id).await?;
        let pairings = store::tournaments::pairings(tx, row.id).await?;
        let mut ids: Vec<UserId> = entrants.iter().map(|e| e.player).collect();
        ids.push(row.organiser);
        let players = store::players::get_many(tx, &ids).await?;
        let card_of = |id: UserId| -> PlayerCard {
            players.get(&id).map(card).unwrap_or_else(|| PlayerCard {
                id,
                name: id.to_string(),
                rating: 0.0,
                provisional: true,
                bot: false,
                pings: false,
            })
        };
        let standings = standings(row, &entrants, &pairings)
            .into_iter()
            .map(|s| StandingLine { player: card_of(s.player), ..s.line })
            .collect();
        Ok(TournamentView {
            id: row.id,
            place: row.place,
            name: row.name.clone(),
            format: row.format,
            rules: row.rules.clone(),
            rounds: row.rounds.map(|r| r as u32),
            move_time: Duration::from_secs(row.move_seconds as u64),
            round_time: Duration::from_secs(row.round_seconds as u64),
            rated: row.rated,
            max_players: row.max_players as u32,
            entry: RatingRange { min: row.min_rating, max: row.max_rating },
            decider: row.decider,
            starts_at: row.starts_at,
            status: row.status,
            round: row.round as u32,
            round_deadline: (row.status == TournamentStatus::Running)
                .then(|| row.round_started_at.map(|at| at + chrono::Duration::seconds(i64::from(row.round_seconds))))
                .flatten(),
            organiser: card_of(row.organiser),
            entrants: entrants
                .iter()
                .map(|e| EntrantView {
                    player: card_of(e.player),
                    seed: e.seed.map(|s| s as u32),
                    withdrawn: e.withdrawn_round.map(|r| r as u32),
                })
                .collect(),
            pairings: pairings
                .iter()
                .map(|p| PairingView {
                    round: p.round as u32,
                    board: p.board as u32,
                    leg: p.leg as u8,
                    black: card_of(p.black),
                    white: p.white.map(card_of),
                    game: p.game_id,
                    result: p.result,
                    advances: p.advances,
                })
                .collect(),
            standings,
        })
    }
}

/// Refuse joining or leaving once entries are closed.
fn check_open(row: &TournamentRow) -> Result<()> {
    match row.status {
        TournamentStatus::Open => Ok(()),
        TournamentStatus::Running => Err(ServiceError::EntriesClosed),
        status => Err(ServiceError::TournamentOver { status }),
    }
}

/// Where a cup tie stands.
enum Tie {
    Waiting,
    Rematch(Box<GameView>),
    Decided,
}

/// The boards of a round, in order.
fn boards(round: &[&PairingRow]) -> Vec<i32> {
    let mut boards: Vec<i32> = round.iter().map(|p| p.board).collect();
    boards.dedup();
    boards
}

/// A Swiss player as the next round's pairing sees them: points (a bye 1),
/// opponents (forfeits included), colours of the games played.
fn swiss_entrant(e: &EntrantRow, pairings: &[PairingRow]) -> Entrant {
    let mut entrant = Entrant {
        id: e.player.0,
        rating: e.rating,
        score: 0.0,
        opponents: Vec::new(),
        colours: Vec::new(),
        had_bye: false,
    };
    for p in pairings {
        let Some(result) = p.result else { continue };
        let (black, white) = result.points();
        if p.black == e.player {
            entrant.score += black;
            match p.white {
                Some(w) => entrant.opponents.push(w.0),
                None => entrant.had_bye = true,
            }
            if p.game_id.is_some() {
                entrant.colours.push(true);
            }
        } else if p.white == Some(e.player) {
            entrant.score += white;
            entrant.opponents.push(p.black.0);
            if p.game_id.is_some() {
                entrant.colours.push(false);
            }
        }
    }
    entrant
}

/// A line of the standings before the player's card is attached.
struct Ranked {
    player: UserId,
    line: StandingLine,
}

/// The standings, from the pairings alone. A round robin's byes score
/// nothing (everyone sits out alike); a Swiss bye scores a win; forfeits
/// count as games won and lost. A cup ranks by the round reached (the
/// winner first), then by seed.
fn standings(row: &TournamentRow, entrants: &[EntrantRow], pairings: &[PairingRow]) -> Vec<Ranked> {
    let ids: Vec<u64> = entrants.iter().map(|e| e.player.0).collect();
    let mut games = Vec::new();
    let mut byes = Vec::new();
    let mut played: HashMap<UserId, u32> = HashMap::new();
    for p in pairings {
        let Some(result) = p.result else { continue };
        match (p.white, result) {
            (None, _) => {
                if row.format == TournamentFormat::Swiss {
                    byes.push(p.black.0);
                }
            }
            (Some(_), PairingResult::BothForfeit) => {}
            (Some(white), _) => {
                games.push(Played { black: p.black.0, white: white.0, black_points: result.points().0 });
                *played.entry(p.black).or_default() += 1;
                *played.entry(white).or_default() += 1;
            }
        }
    }
    let table = pairing::standings(&ids, &games, &byes);
    let entrant = |id: u64| entrants.iter().find(|e| e.player.0 == id);
    let mut lines: Vec<Ranked> = table
        .iter()
        .map(|s| {
            let id = UserId(s.id);
            let e = entrant(s.id);
            let reached = pairings.iter().filter(|p| p.black == id || p.white == Some(id)).map(|p| p.round).max();
            let out = e.is_some_and(|e| e.withdrawn_round.is_some())
                || pairings.iter().any(|p| {
                    (p.black == id || p.white == Some(id))
                        && (p.result == Some(PairingResult::BothForfeit)
                            || p.advances.is_some_and(|winner| winner != id))
                });
            Ranked {
                player: id,
                line: StandingLine {
                    rank: 0,
                    player: PlayerCard {
                        id,
                        name: String::new(),
                        rating: 0.0,
                        provisional: false,
                        bot: false,
                        pings: false,
                    },
                    points: s.points,
                    buchholz: s.buchholz,
                    sonneborn_berger: s.sonneborn_berger,
                    played: played.get(&id).copied().unwrap_or(0),
                    wins: s.wins,
                    withdrawn: e.is_some_and(|e| e.withdrawn_round.is_some()),
                    reached: reached.unwrap_or(0) as u32,
                    out,
                },
            }
        })
        .collect();
    if row.format == TournamentFormat::Cup {
        let seed = |id: UserId| entrants.iter().find(|e| e.player == id).and_then(|e| e.seed).unwrap_or(i32::MAX);
        lines.sort_by(|a, b| {
            a.line
                .out
                .cmp(&b.line.out)
                .then(b.line.reached.cmp(&a.line.reached))
                .then(seed(a.player).cmp(&seed(b.player)))
        });
        let mut rank = 0;
        for i in 0..lines.len() {
            let same = i > 0
                && lines[i].line.out
                && lines[i - 1].line.out
                && lines[i].line.reached == lines[i - 1].line.reached;
            if !same {
                rank = i as u32 + 1;
            }
            lines[i].line.rank = rank;
        }
    } else {
        // Every tie-break applied (head to head last): one rank each.
        for (i, line) in lines.iter_mut().enumerate() {
            line.line.rank = i as u32 + 1;
        }
    }
    lines
}
