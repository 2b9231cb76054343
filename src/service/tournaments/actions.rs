//! What players and organisers do: create, find, join, leave, start,
//! withdraw, cancel. Every change takes the tournament row's lock first.

use super::super::challenges::parse_rules;
use super::super::time::MAX_START_DELAY;
use super::super::{
    EndReason, GameEnd, InputKind, Place, RatingRange, Result, Service, ServiceError, TournamentFormat, TournamentId,
    TournamentStatus, User, checked_later, clean_name, format_duration,
};
use super::{
    DEFAULT_ROUND_MOVES, MAX_ENTRANTS, MAX_ROUND_TIME, MAX_TOURNAMENT_NAME, TournamentEntry, TournamentNews,
    TournamentRequest, TournamentSummary, TournamentView, Withdrawal,
};
use crate::store::tournaments::{NewTournament, TournamentRow};
use crate::store::{self, Tx};
use chrono::Utc;

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
                    return Err(ServiceError::BadRoundTime { text: format_duration(t), max: MAX_ROUND_TIME });
                }
                Some(t) => t,
                None => (move_time * DEFAULT_ROUND_MOVES).min(MAX_ROUND_TIME),
            };
            let starts_at = match req.starts_in {
                None => None,
                Some(after) => {
                    Some(checked_later(Utc::now(), after).filter(|_| after <= MAX_START_DELAY).ok_or_else(|| {
                        ServiceError::BadStartDelay { text: format_duration(after), max: MAX_START_DELAY }
                    })?)
                }
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
                    starts_at,
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
            return Ok(Withdrawal { entry: TournamentEntry::Left, tournament, resigned: Vec::new() });
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
            match self.resign_as(game, user, None).await {
                Ok(done) => resigned.push(done),
                // It ended meanwhile (a move, a time-out): nothing to resign.
                Err(ServiceError::GameOver { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(Withdrawal { entry: TournamentEntry::Withdrew, tournament: self.tournament(id).await?, resigned })
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
                    if row.status != super::super::GameStatus::Active {
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

    pub(super) async fn lock_tournament(&self, tx: &mut Tx, id: TournamentId) -> Result<TournamentRow> {
        store::tournaments::lock(tx, id).await?.ok_or(ServiceError::NoSuchTournament)
    }

    async fn check_organiser(&self, tx: &mut Tx, row: &TournamentRow, by: &User, admin: bool) -> Result<()> {
        if admin || row.organiser == by.id {
            return Ok(());
        }
        let organiser = self.player_row(tx, row.organiser).await?.name;
        Err(ServiceError::NotOrganiser { organiser })
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
