//! Challenges: one player invites another; accepting starts the game.
//! Games against the computer start here too, without a challenge.

use super::{
    ChallengeId, ChallengeRequest, ChallengeStatus, ChallengeView, ColourChoice, ComputerGameRequest, GameView, Place,
    RatingRange, Result, Seat, Service, ServiceError, TournamentId, User, UserId, card, clean_name,
};
use crate::rules::{Color, Game, Position, Rules};
use crate::store::challenges::{ChallengeRow, NewChallenge};
use crate::store::games::NewGame;
use crate::store::{self, StoreError, Tx};
use chrono::{DateTime, Utc};
use std::time::Duration;

/// A rules spec as typed (`zamma` when empty), checked by the rules core.
pub(super) fn parse_rules(spec: &str) -> Result<Rules> {
    let spec = if spec.trim().is_empty() { "zamma" } else { spec.trim() };
    spec.parse().map_err(ServiceError::BadRules)
}

/// Everything a new game needs.
pub(super) struct GameSetup<'a> {
    pub place: Place,
    /// The player who chose (or was given) `colour`, and the other one.
    pub chooser: UserId,
    pub other: UserId,
    pub colour: ColourChoice,
    pub rules: &'a Rules,
    pub rated: bool,
    pub move_time: Duration,
    pub ai_level: Option<u8>,
    /// The position the game starts from; `None` for the usual start.
    pub start: Option<Position>,
    /// A tournament's game, and when its round ends.
    pub tournament: Option<(TournamentId, DateTime<Utc>)>,
    /// From quick pairing: the second place the game is seen in, and the
    /// player who asked there (`None` when both asked in one place).
    pub quick: Option<Option<(Place, UserId)>>,
}

impl Service {
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
            self.register(to).await?;
            let refused = || ServiceError::AlreadyChallenged { name: clean_name(&to.name) };
            self.insert_challenge(place, from, Some(to.id), req, RatingRange::default(), refused).await
        })
        .await
    }

    /// `from` challenges anyone in `place` rated within `range`: the first
    /// to accept plays.
    pub async fn challenge_anyone(
        &self,
        place: Place,
        from: &User,
        req: &ChallengeRequest,
        range: RatingRange,
    ) -> Result<ChallengeView> {
        self.bounded(async {
            range.check()?;
            let mut tx = self.begin().await?;
            let mine = store::challenges::open_for(&mut tx, from.id).await?;
            tx.commit().await?;
            let taken = mine.iter().find(|c| c.challenged.is_none() && c.place.channel == place.channel);
            if let Some(c) = taken {
                return Err(ServiceError::AlreadyOpen { challenge: c.id });
            }
            // Two at once: the database's index refuses the second.
            let refused = || ServiceError::AlreadyOpen { challenge: ChallengeId(0) };
            self.insert_challenge(place, from, None, req, range, refused).await
        })
        .await
    }

    /// Store a new challenge from `from` to `to` (`None`: anyone);
    /// `conflict` is the refusal when one like it is already open.
    async fn insert_challenge(
        &self,
        place: Place,
        from: &User,
        to: Option<UserId>,
        req: &ChallengeRequest,
        range: RatingRange,
        conflict: impl Fn() -> ServiceError,
    ) -> Result<ChallengeView> {
        if place.is_dm_with_bot() {
            return Err(ServiceError::NoOneElseHere);
        }
        let rules = parse_rules(&req.rules)?;
        let move_time = self.check_move_time(req.move_time)?;
        if let Some(start) = &req.start {
            if req.rated {
                return Err(ServiceError::RatedFromPosition);
            }
            Game::from_position(rules, *start).map_err(ServiceError::Illegal)?;
        }
        self.register(from).await?;
        let mut tx = self.begin().await?;
        if let Some(to) = to
            && store::challenges::open_between(&mut tx, from.id, to).await?.is_some()
        {
            return Err(conflict());
        }
        for user in std::iter::once(from.id).chain(to) {
            self.check_room_for_game(&mut tx, user).await?;
        }
        // Expired challenges no longer count.
        store::challenges::expire_due(&mut tx).await?;
        let rules_text = rules.to_string();
        let start_text = req.start.as_ref().map(Position::to_string);
        let new = NewChallenge {
            place,
            challenger: from.id,
            challenged: to,
            rules: &rules_text,
            rated: req.rated,
            colour: req.colour,
            move_seconds: move_time.as_secs() as i32,
            ttl_seconds: self.config.challenge_ttl.as_secs() as i64,
            min_rating: range.min,
            max_rating: range.max,
            start_position: start_text.as_deref(),
        };
        let row = store::challenges::insert(&mut tx, &new).await.map_err(|e| match e {
            StoreError::Conflict => conflict(),
            e => e.into(),
        })?;
        let view = self.challenge_view(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(view)
    }

    pub(super) async fn challenge_view(&self, tx: &mut Tx, row: &ChallengeRow) -> Result<ChallengeView> {
        let challenger = self.player_row(tx, row.challenger).await?;
        let challenged = match row.challenged {
            Some(id) => Some(card(&self.player_row(tx, id).await?)),
            None => None,
        };
        Ok(ChallengeView {
            id: row.id,
            place: row.place,
            challenger: card(&challenger),
            challenged,
            range: RatingRange { min: row.min_rating, max: row.max_rating },
            rules: row.rules.clone(),
            rated: row.rated,
            colour: row.colour,
            move_time: Duration::from_secs(row.move_seconds as u64),
            status: row.status,
            expires_at: row.expires_at,
            game_id: row.game_id,
        })
    }

    /// Lock an open challenge, refusing closed or expired ones; `by`:
    /// who acts (told who was quicker when a challenge to anyone is taken).
    async fn open_challenge(&self, tx: &mut Tx, id: ChallengeId, by: UserId) -> Result<ChallengeRow> {
        let row = store::challenges::lock(tx, id).await?.ok_or(ServiceError::NoSuchChallenge)?;
        if row.status == ChallengeStatus::Accepted
            && let Some(taker) = row.challenged
            && taker != by
            && row.to_anyone
        {
            return Err(ServiceError::ChallengeTaken { by: self.player_row(tx, taker).await?.name });
        }
        if row.status != ChallengeStatus::Open {
            return Err(ServiceError::ChallengeClosed { status: row.status });
        }
        if store::challenges::is_expired(tx, id).await? {
            return Err(ServiceError::ChallengeExpired);
        }
        Ok(row)
    }

    /// The challenged user (anyone but the challenger, for a challenge to
    /// anyone) accepts: the game starts.
    pub async fn accept(&self, challenge_id: ChallengeId, by: &User) -> Result<GameView> {
        self.bounded(async {
            self.register(by).await?;
            let mut tx = self.begin().await?;
            let row = self.open_challenge(&mut tx, challenge_id, by.id).await?;
            match row.challenged {
                Some(challenged) if challenged != by.id => {
                    let name = self.player_row(&mut tx, challenged).await?.name;
                    return Err(ServiceError::NotChallenged { name });
                }
                Some(_) => {}
                None if row.challenger == by.id => return Err(ServiceError::OwnChallenge),
                None => {
                    let range = RatingRange { min: row.min_rating, max: row.max_rating };
                    let rating = self.player_row(&mut tx, by.id).await?.rating.round() as i32;
                    if !range.admits(rating) {
                        return Err(ServiceError::OutsideRatingRange { rating, range });
                    }
                    store::challenges::set_challenged(&mut tx, row.id, by.id).await?;
                }
            }
            for id in [row.challenger, by.id] {
                self.check_room_for_game(&mut tx, id).await?;
            }
            let rules: Rules = row.rules.parse().map_err(ServiceError::BadRules)?;
            let setup = GameSetup {
                place: row.place,
                chooser: row.challenger,
                other: by.id,
                colour: row.colour,
                rules: &rules,
                rated: row.rated,
                move_time: Duration::from_secs(row.move_seconds as u64),
                ai_level: None,
                start: match &row.start_position {
                    Some(text) => {
                        Some(text.parse().map_err(|e| ServiceError::Internal(format!("challenge {}: {e}", row.id)))?)
                    }
                    None => None,
                },
                tournament: None,
                quick: None,
            };
            let view = self.create_game(&mut tx, &setup).await?;
            store::challenges::set_status(&mut tx, row.id, ChallengeStatus::Accepted, Some(view.id)).await?;
            tx.commit().await?;
            tracing::info!(game = %view.id, challenge = %row.id, "game started");
            Ok(view)
        })
        .await
    }

    /// The challenged user declines.
    pub async fn decline(&self, challenge_id: ChallengeId, by: &User) -> Result<ChallengeView> {
        self.end_challenge(challenge_id, by, ChallengeStatus::Declined).await
    }

    /// The challenger withdraws.
    pub async fn cancel(&self, challenge_id: ChallengeId, by: &User) -> Result<ChallengeView> {
        self.end_challenge(challenge_id, by, ChallengeStatus::Cancelled).await
    }

    /// Decline (the challenged user) or cancel (the challenger) an open
    /// challenge; `status` says which.
    async fn end_challenge(
        &self,
        challenge_id: ChallengeId,
        by: &User,
        status: ChallengeStatus,
    ) -> Result<ChallengeView> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = self.open_challenge(&mut tx, challenge_id, by.id).await?;
            let declining = status == ChallengeStatus::Declined;
            // A challenge to anyone is declined by leaving it: only its
            // challenger may end it.
            let allowed = if declining { row.challenged.unwrap_or(row.challenger) } else { row.challenger };
            if allowed != by.id {
                let name = self.player_row(&mut tx, allowed).await?.name;
                return Err(if declining {
                    ServiceError::NotChallenged { name }
                } else {
                    ServiceError::NotChallenger { name }
                });
            }
            store::challenges::set_status(&mut tx, row.id, status, None).await?;
            let row = ChallengeRow { status, ..row };
            let view = self.challenge_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// Open challenges a user sent or received, oldest first.
    pub async fn open_challenges(&self, user: UserId) -> Result<Vec<ChallengeView>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::challenges::open_for(&mut tx, user).await?;
            let mut views = Vec::with_capacity(rows.len());
            for row in &rows {
                views.push(self.challenge_view(&mut tx, row).await?);
            }
            tx.commit().await?;
            Ok(views)
        })
        .await
    }

    /// Open challenges to anyone in `place`'s channel, oldest first.
    pub async fn open_to_anyone(&self, place: Place) -> Result<Vec<ChallengeView>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::challenges::open_to_anyone(&mut tx, place.channel).await?;
            let mut views = Vec::with_capacity(rows.len());
            for row in rows.iter().filter(|r| r.place.shares_games_with(&place)) {
                views.push(self.challenge_view(&mut tx, row).await?);
            }
            tx.commit().await?;
            Ok(views)
        })
        .await
    }

    pub async fn challenge_by_id(&self, id: ChallengeId) -> Result<ChallengeView> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::challenges::get(&mut tx, id).await?.ok_or(ServiceError::NoSuchChallenge)?;
            let view = self.challenge_view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view)
        })
        .await
    }

    /// A challenge of `place`'s server, or of this channel outside servers
    /// (one from elsewhere is "no such challenge" here).
    pub async fn challenge_in(&self, id: ChallengeId, place: Place) -> Result<ChallengeView> {
        let view = self.challenge_by_id(id).await?;
        if !view.place.shares_games_with(&place) {
            return Err(ServiceError::NoSuchChallenge);
        }
        Ok(view)
    }

    /// `human` starts a game against the computer, played by the bot
    /// account `computer`. Never rated.
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
            let rules = parse_rules(&req.rules)?;
            let move_time = self.check_move_time(req.move_time)?;
            self.register(human).await?;
            self.register(computer).await?;
            let mut tx = self.begin().await?;
            self.check_room_for_game(&mut tx, human.id).await?;
            let setup = GameSetup {
                place,
                chooser: human.id,
                other: computer.id,
                colour: req.colour,
                rules: &rules,
                rated: false,
                move_time,
                ai_level: Some(req.level.number()),
                start: None,
                tournament: None,
                quick: None,
            };
            let view = self.create_game(&mut tx, &setup).await?;
            tx.commit().await?;
            tracing::info!(game = %view.id, level = req.level.number(), "computer game started");
            Ok(view)
        })
        .await
    }

    /// Insert a new game from its start position.
    pub(super) async fn create_game(&self, tx: &mut Tx, setup: &GameSetup<'_>) -> Result<GameView> {
        let (black, white) = match setup.colour.resolve() {
            Color::Black => (setup.chooser, setup.other),
            Color::White => (setup.other, setup.chooser),
        };
        let start = setup.start.unwrap_or_else(|| Position::start(setup.rules.board));
        let rules_text = setup.rules.to_string();
        let row = store::games::insert(
            tx,
            &NewGame {
                place: setup.place,
                black,
                white,
                rules: &rules_text,
                start_position: &start.to_string(),
                rated: setup.rated,
                move_seconds: setup.move_time.as_secs() as i32,
                to_move: if start.turn() == Color::Black { black } else { white },
                ai_level: setup.ai_level.map(i16::from),
                tournament: setup.tournament,
                also: setup.quick.flatten(),
                quick: setup.quick.is_some(),
            },
        )
        .await?;
        self.view(tx, &row).await
    }
}

/// What a rematch started.
#[derive(Clone, Debug)]
pub enum Rematch {
    /// A challenge to the other player, who accepts or declines.
    Challenge(Box<ChallengeView>),
    /// A game against the computer, at once.
    Game(Box<GameView>),
}

impl Service {
    /// A rematch of the seat's game, asked by its player once it is over:
    /// the same rules, rating and time per move, the colours swapped.
    /// Against the computer (at the same level) it starts at once;
    /// otherwise the other player is challenged.
    pub async fn rematch(&self, seat: &Seat) -> Result<Rematch> {
        let by = seat.user();
        let (view, mine) = (seat.view(), seat.color());
        if view.is_active() {
            return Err(ServiceError::StillPlaying);
        }
        if view.also.is_some() {
            return Err(ServiceError::RematchElsewhere);
        }
        let other = view.player(mine.other());
        let other = User { id: other.id, name: other.name.clone(), bot: other.bot };
        let colour = match mine.other() {
            Color::Black => ColourChoice::Black,
            Color::White => ColourChoice::White,
        };
        let (rules, move_time) = (view.game.rules().to_string(), Some(view.move_time));
        match view.ai_level {
            Some(level) => {
                let req = ComputerGameRequest { rules, level: super::level(level)?, colour, move_time };
                Ok(Rematch::Game(Box::new(self.start_computer_game(view.place, by, &other, &req).await?)))
            }
            None => {
                // A game from a set-up position is played again from that position.
                let usual = Position::start(view.game.start().size());
                let start = (view.game.start() != &usual).then(|| *view.game.start());
                let req = ChallengeRequest { rules, rated: view.rated, colour, move_time, start };
                Ok(Rematch::Challenge(Box::new(self.challenge(view.place, by, &other, &req).await?)))
            }
        }
    }
}
