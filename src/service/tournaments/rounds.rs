//! The round engine: under the tournament's lock, start an event, settle
//! a cup's ties, pair the next round when one is over, finish the event.

use super::super::challenges::{GameSetup, parse_rules};
use super::super::pairing::{self, Entrant, Pairing};
use super::super::{
    ColourChoice, CupDecider, GameView, PairingResult, Result, Service, ServiceError, TournamentFormat, TournamentId,
    TournamentStatus, UserId,
};
use super::TournamentNews;
use crate::rules::{Color, Position, Rules};
use crate::store::tournaments::{EntrantRow, PairingRow, TournamentRow};
use crate::store::{self, Tx};
use chrono::{DateTime, Utc};
use std::collections::{HashMap, HashSet};
use std::time::Duration;

impl Service {
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
    pub(super) fn advance_deadline(&self) -> Duration {
        self.config.action_deadline * 4
    }

    /// Under the tournament's lock: start it if it is open, then as long as
    /// the round being played is over, pair the next one (or finish).
    pub(super) async fn move_on(&self, tx: &mut Tx, mut row: TournamentRow) -> Result<Vec<TournamentNews>> {
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
                // An empty board of a cup (see `pair`) keeps its number.
                let Some(pair) = pair else { continue };
                let (black, white) = match *pair {
                    Pairing::Game { black, white } => (black, Some(white)),
                    Pairing::Bye(p) => (p, None),
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

    /// The pairings of round `round`, board by board; `None`: a cup's
    /// board left empty (both of the ties feeding it left nobody).
    fn pair(
        &self,
        row: &TournamentRow,
        round: i32,
        entrants: &[EntrantRow],
        pairings: &[PairingRow],
    ) -> Vec<Option<Pairing>> {
        let seeds: Vec<UserId> = entrants.iter().map(|e| e.player).collect();
        let every = |round: Vec<Pairing>| round.into_iter().map(Some).collect();
        match row.format {
            TournamentFormat::Robin | TournamentFormat::DoubleRobin => {
                let double = row.format == TournamentFormat::DoubleRobin;
                every(pairing::round_robin(&seeds, double).into_iter().nth(round as usize - 1).unwrap_or_default())
            }
            TournamentFormat::Swiss => {
                let playing: Vec<Entrant> = entrants
                    .iter()
                    .filter(|e| e.withdrawn_round.is_none())
                    .map(|e| swiss_entrant(e, pairings))
                    .collect();
                every(pairing::swiss_round(&playing))
            }
            TournamentFormat::Cup if round == 1 => every(pairing::cup_first_round(&seeds)),
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
                            out.push(Some(Pairing::Game { black, white }));
                        }
                        (Some(a), None) | (None, Some(a)) => out.push(Some(Pairing::Bye(a))),
                        // Both of the feeding ties left nobody (both
                        // withdrew): the board stays empty.
                        (None, None) => out.push(None),
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
                        start: None,
                        tournament: Some((row.id, deadline)),
                        quick: None,
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
        id: e.player,
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
                Some(w) => entrant.opponents.push(w),
                None => entrant.had_bye = true,
            }
            if p.game_id.is_some() {
                entrant.colours.push(Color::Black);
            }
        } else if p.white == Some(e.player) {
            entrant.score += white;
            entrant.opponents.push(p.black);
            if p.game_id.is_some() {
                entrant.colours.push(Color::White);
            }
        }
    }
    entrant
}
