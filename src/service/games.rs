//! Games: finding the game an action means, playing turns, draws,
//! resignation and abort. Every change locks the game row in a transaction.

use super::heavy::{Owner, Refused};
use super::{
    DrawReport, EndReason, GameEnd, GameId, GameResult, GameStatus, GameView, InputKind, MAX_MOVE_INPUT, MoveReport,
    Place, PlayerCard, Result, Seat, Service, ServiceError, User, UserId, card, clean_name,
};
use crate::ai::{self, Level};
use crate::rules::{Color, DrawReason, Game, Outcome, Position, Rules, Turn, WinReason};
use crate::store::games::{GameRow, Request};
use crate::store::{self, Tx};
use std::time::Duration;

/// What a player sends as a turn.
#[derive(Clone, Copy, Debug)]
pub enum TurnInput<'a> {
    /// Typed by a person, in any notation the rules core reads.
    Text(&'a str),
    /// Chosen from the legal turns (a menu, the computer).
    Turn(Turn),
}

impl<'a> From<&'a str> for TurnInput<'a> {
    fn from(text: &'a str) -> Self {
        TurnInput::Text(text)
    }
}

impl<'a> From<&'a String> for TurnInput<'a> {
    fn from(text: &'a String) -> Self {
        TurnInput::Text(text)
    }
}

impl From<Turn> for TurnInput<'_> {
    fn from(turn: Turn) -> Self {
        TurnInput::Turn(turn)
    }
}

impl Service {
    /// Replay a stored game through the rules core.
    pub(super) async fn replay(&self, tx: &mut Tx, row: &GameRow) -> Result<Game> {
        if row.status == GameStatus::Active
            && let Some(game) = self.replays.get(row)
        {
            return Ok(game);
        }
        let rules: Rules = row.rules.parse().map_err(|e| ServiceError::Internal(format!("game {}: {e}", row.id)))?;
        let start: Position =
            row.start_position.parse().map_err(|e| ServiceError::Internal(format!("game {}: {e}", row.id)))?;
        let moves = store::games::moves(tx, row.id, row.ply).await?;
        let mut game = Game::replay(rules, start, moves.iter().map(String::as_str))
            .map_err(|(n, e)| ServiceError::Internal(format!("game {} does not replay at turn {n}: {e}", row.id)))?;
        if game.position().to_string() != row.position {
            return Err(ServiceError::Internal(format!("game {}: stored position differs from the replay", row.id)));
        }
        // Results decided outside the rules core (resignation, time,
        // agreement) are recorded in the row.
        if row.status == GameStatus::Finished && game.outcome().is_none() {
            let loser = match row.result {
                Some(GameResult::BlackWins) => Color::White,
                _ => Color::Black,
            };
            let _ = match row.reason {
                Some(EndReason::Resignation) => game.resign(loser),
                Some(EndReason::Timeout) => game.time_out(loser),
                _ => game.agree_draw(),
            };
        }
        Ok(game)
    }

    pub(super) async fn view(&self, tx: &mut Tx, row: &GameRow) -> Result<GameView> {
        let game = self.replay(tx, row).await?;
        self.view_with(tx, row, game).await
    }

    pub(super) async fn view_with(&self, tx: &mut Tx, row: &GameRow, game: Game) -> Result<GameView> {
        let (black, white) = store::players::get_pair(tx, row.black, row.white).await?;
        Ok(view_of(row, game, card(&black), card(&white)))
    }
}

/// A player's card from what a read of their game saw of them.
fn seen_card(p: store::games::PlayerSeen) -> PlayerCard {
    PlayerCard {
        id: p.id,
        name: p.name,
        rating: p.rating,
        provisional: super::rating::is_provisional(p.deviation),
        bot: p.is_bot,
        pings: p.pings,
    }
}

/// The view of a game from its row, its replay and its players' cards.
fn view_of(row: &GameRow, game: Game, black: PlayerCard, white: PlayerCard) -> GameView {
    {
        GameView {
            id: row.id,
            place: row.place,
            black,
            white,
            rated: row.rated,
            move_time: Duration::from_secs(row.move_seconds as u64),
            status: row.status,
            game,
            draw_offer: row.draw_offer,
            takeback_by: row.takeback_by,
            deadline: row.deadline(),
            started_at: row.created_at,
            reason: row.reason,
            ai_level: row.ai_level.map(|l| l as u8),
            also: row.also(),
            quick: row.quick,
            rev: row.rev,
        }
    }
}

impl Service {
    /// A game as it stands: its row and players in one read (and its
    /// moves, unless this process replayed it lately).
    pub async fn game(&self, game_id: GameId) -> Result<GameView> {
        self.bounded(async {
            let mut tx = self.read().await?;
            let (row, black, white) =
                store::games::get_seen(&mut tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
            let game = self.replay(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(view_of(&row, game, seen_card(black), seen_card(white)))
        })
        .await
    }

    /// The game an action in `place` means: the one named (if it belongs
    /// to `place`'s server: games are seen only where they are played), or
    /// else `user`'s only game in progress in `place`'s channel.
    pub async fn find_game(&self, user: UserId, place: Place, named: Option<GameId>) -> Result<GameView> {
        let id = match named {
            Some(id) => id,
            None => {
                self.bounded(async {
                    let mut tx = self.read().await?;
                    let games = store::games::active_for(&mut tx, user, Some(place.channel)).await?;
                    match games.as_slice() {
                        [] => Err(ServiceError::NoActiveGame),
                        [one] => Ok(one.id),
                        many => Err(ServiceError::WhichGame { games: many.iter().map(|g| g.id).collect() }),
                    }
                })
                .await?
            }
        };
        let view = self.game(id).await?;
        if !view.seen_from(&place) {
            return Err(ServiceError::NoSuchGame);
        }
        Ok(view)
    }

    /// `user`'s seat at the game an action in `place` means (as
    /// [`find_game`](Self::find_game) finds it): refused unless they play
    /// in it. Every action on a game takes the seat.
    pub async fn seat(&self, user: &User, place: Place, named: Option<GameId>) -> Result<Seat> {
        let view = self.find_game(user.id, place, named).await?;
        Seat::of(user, view, place).ok_or(ServiceError::NotAPlayer)
    }

    /// `user`'s seat at a running game of `place`'s server in which it is
    /// their turn (still at `ply`, when the caller saw that ply): for
    /// showing a move menu. The same checks `play` makes, without locking.
    pub async fn own_turn(&self, user: &User, place: Place, game: GameId, ply: Option<i32>) -> Result<Seat> {
        let seat = self.playing(user, place, game).await?;
        let view = seat.view();
        if ply.is_some_and(|p| p != view.ply() as i32) {
            return Err(ServiceError::PositionChanged);
        }
        if view.to_move().id != user.id {
            return Err(ServiceError::NotYourTurn { name: view.to_move().name.clone() });
        }
        Ok(seat)
    }

    /// `user`'s seat at a running game of `place`'s server: for asking a
    /// player to confirm an action (resigning). The checks the action
    /// itself makes, without locking.
    pub async fn playing(&self, user: &User, place: Place, game: GameId) -> Result<Seat> {
        let seat = self.seat(user, place, Some(game)).await?;
        if !seat.view().is_active() {
            return Err(ServiceError::GameOver { outcome: seat.view().game.outcome() });
        }
        Ok(seat)
    }

    /// Lock an active game and check that `by` plays in it.
    pub(super) async fn lock_active(&self, tx: &mut Tx, game_id: GameId, by: UserId) -> Result<GameRow> {
        let row = store::games::lock(tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
        if !row.plays(by) {
            return Err(ServiceError::NotAPlayer);
        }
        if row.status != GameStatus::Active {
            let game = self.replay(tx, &row).await?;
            return Err(ServiceError::GameOver { outcome: game.outcome() });
        }
        Ok(row)
    }

    /// Play a turn. `expected_ply`, when given, is the number of turns the
    /// player saw; if another turn was played since, the move is refused.
    pub async fn play<'a>(
        &self,
        seat: &Seat,
        input: impl Into<TurnInput<'a>>,
        expected_ply: Option<i32>,
    ) -> Result<MoveReport> {
        let cards = Some((&seat.view().black, &seat.view().white));
        self.play_as(seat.game(), seat.user(), input.into(), expected_ply, Some(seat.place()), cards, None).await
    }

    /// [`play`](Self::play) for `by`, checked here as a player only (the
    /// computer's turns). `cards`: the players' cards as just read (the
    /// seat's), shown again unless the game ends (which changes ratings).
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn play_as(
        &self,
        game_id: GameId,
        by: &User,
        input: TurnInput<'_>,
        expected_ply: Option<i32>,
        from: Option<Place>,
        cards: Option<(&PlayerCard, &PlayerCard)>,
        owe: Option<&super::Effect>,
    ) -> Result<MoveReport> {
        self.bounded(async {
            if let TurnInput::Text(text) = input
                && text.len() > MAX_MOVE_INPUT
            {
                return Err(ServiceError::InputTooLong { what: InputKind::Move, max: MAX_MOVE_INPUT });
            }
            // Quiet: its news is told after it commits, many moves' in one
            // notification (see `Store::tell`).
            let mut tx = self.begin_quiet_from(from).await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            if expected_ply.is_some_and(|p| p != row.ply) {
                return Err(ServiceError::PositionChanged);
            }
            if row.to_move != by.id {
                let name = self.player_row(&mut tx, row.to_move).await?.name;
                return Err(ServiceError::NotYourTurn { name });
            }
            let mut game = self.replay(&mut tx, &row).await?;
            let mover = game.position().turn();
            let turn = match input {
                TurnInput::Text(text) => game.play_text(text)?,
                TurnInput::Turn(turn) => {
                    game.play(turn)?;
                    *game.turns().last().ok_or_else(|| ServiceError::Internal("a played turn is missing".into()))?
                }
            };
            let to_move = if game.position().turn() == Color::Black { row.black } else { row.white };
            let position = game.position().to_string();
            let notation = turn.to_string();
            let Some(rev) =
                store::games::play_move(&mut tx, row.id, row.ply, by.id, &notation, &position, to_move).await?
            else {
                return Err(ServiceError::PositionChanged);
            };
            let mut row = GameRow {
                ply: row.ply + 1,
                position,
                to_move,
                draw_offer: None,
                takeback_by: None,
                reminded: false,
                turn_started_at: chrono::Utc::now(),
                rev,
                ..row
            };
            let end = match game.outcome() {
                Some(outcome) => {
                    let end = self.finish(&mut tx, &row, outcome).await?;
                    // The row as the end left it (its status, result and revision).
                    row = store::games::get(&mut tx, row.id).await?.ok_or(ServiceError::NoSuchGame)?;
                    end
                }
                None => None,
            };
            let view = match cards {
                Some((black, white)) if end.is_none() && black.id == row.black && white.id == row.white => {
                    view_of(&row, game, black.clone(), white.clone())
                }
                _ => self.view_with(&mut tx, &row, game).await?,
            };
            if let Some(effect) = owe {
                super::outbox::owe(&mut tx, effect).await?;
            }
            tx.commit().await?;
            if owe.is_some() {
                self.owed.notify_one();
            }
            self.tell(&view, from, !view.is_active());
            if view.is_active() {
                self.replays.put(view.id, &view.game);
            } else {
                self.replays.forget(view.id);
            }
            let mover = view.player(mover).clone();
            Ok(MoveReport { view, mover, turn, end })
        })
        .await
    }

    /// Apply an outcome decided outside the board (resignation, agreement,
    /// time).
    pub(super) async fn conclude(
        &self,
        tx: &mut Tx,
        row: GameRow,
        decide: impl FnOnce(&mut Game) -> Outcome,
    ) -> Result<(GameView, GameEnd)> {
        let mut game = self.replay(tx, &row).await?;
        let outcome = decide(&mut game);
        let end = self.finish(tx, &row, outcome).await?.ok_or(ServiceError::GameOver { outcome: Some(outcome) })?;
        let row = store::games::get(tx, row.id).await?.ok_or(ServiceError::NoSuchGame)?;
        let view = self.view_with(tx, &row, game).await?;
        self.replays.forget(row.id);
        Ok((view, end))
    }

    pub async fn resign(&self, seat: &Seat) -> Result<(GameView, GameEnd)> {
        self.resign_as(seat.game(), seat.user(), Some(seat.place())).await
    }

    /// [`resign`](Self::resign) for `by`, checked here as a player only (a
    /// tournament's withdrawal).
    pub(super) async fn resign_as(
        &self,
        game_id: GameId,
        by: &User,
        from: Option<Place>,
    ) -> Result<(GameView, GameEnd)> {
        self.bounded(async {
            let mut tx = self.begin_from(from).await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            let loser = if row.black == by.id { Color::Black } else { Color::White };
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

    /// Offer a draw, or accept the opponent's open offer. The computer
    /// answers at once ([`ai::accepts_draw`]): agreed, or declined.
    pub async fn offer_draw(&self, seat: &Seat) -> Result<DrawReport> {
        let (game_id, by) = (seat.game(), seat.user());
        // `None`: a game against the computer, checked and left unchanged.
        let between_people = self
            .bounded(async {
                let mut tx = self.begin_from(Some(seat.place())).await?;
                let row = self.lock_active(&mut tx, game_id, by.id).await?;
                if row.ai_level.is_some() {
                    tx.commit().await?;
                    return Ok(None);
                }
                if row.draw_offer.is_some_and(|p| p != by.id) {
                    return self.agree(tx, row).await.map(Some);
                }
                let view = self.set_request(tx, row, Request::Draw, Some(by.id)).await?;
                Ok(Some(DrawReport::Offered { view, by: by.id }))
            })
            .await?;
        match between_people {
            Some(report) => Ok(report),
            None => self.offer_draw_to_computer(game_id, by).await,
        }
    }

    /// The computer's answer to `by`'s draw offer, from its own search.
    async fn offer_draw_to_computer(&self, game_id: GameId, by: &User) -> Result<DrawReport> {
        let view = self.game(game_id).await?;
        let level = view.ai_level.ok_or_else(|| ServiceError::Internal(format!("game {game_id} has no computer")))?;
        let level = Level::new(level).map_err(|e| ServiceError::Internal(e.to_string()))?;
        let computer = view.opponent_of(by.id).ok_or(ServiceError::NotAPlayer)?.id;
        let side = view.color_of(computer).ok_or(ServiceError::NotAPlayer)?;
        let game = view.game;
        let accepts = match self.heavy.run(Owner::Game(game_id.0), move || ai::accepts_draw(&game, level, side)).await {
            Ok(accepts) => accepts,
            Err(Refused::Busy { .. } | Refused::Full { .. }) => return Err(ServiceError::ComputerThinking),
            Err(Refused::Failed) => return Err(ServiceError::Internal("the draw search failed".into())),
        };
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            if accepts {
                return self.agree(tx, row).await;
            }
            let view = self.view(&mut tx, &row).await?;
            tx.commit().await?;
            Ok(DrawReport::Declined { view, by: computer })
        })
        .await
    }

    pub(super) async fn agree(&self, mut tx: Tx, row: GameRow) -> Result<DrawReport> {
        let (view, end) = self
            .conclude(&mut tx, row, |g| g.agree_draw().unwrap_or(Outcome::Draw { reason: DrawReason::Agreement }))
            .await?;
        tx.commit().await?;
        Ok(DrawReport::Agreed { view, end })
    }

    /// Accept (`accept = true`) or decline the opponent's draw offer.
    pub async fn answer_draw(&self, seat: &Seat, accept: bool) -> Result<DrawReport> {
        let (game_id, by) = (seat.game(), seat.user());
        self.bounded(async {
            let mut tx = self.begin_from(Some(seat.place())).await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            match row.draw_offer {
                None => return Err(ServiceError::NoDrawOffer),
                Some(p) if p == by.id => return Err(ServiceError::OwnDrawOffer),
                Some(_) => {}
            }
            if accept {
                return self.agree(tx, row).await;
            }
            let view = self.set_request(tx, row, Request::Draw, None).await?;
            Ok(DrawReport::Declined { view, by: by.id })
        })
        .await
    }

    /// Open (`by`) or close (`None`) a request in the game of `row`, and
    /// commit: the game as it then is.
    pub(super) async fn set_request(
        &self,
        mut tx: Tx,
        row: GameRow,
        request: Request,
        by: Option<UserId>,
    ) -> Result<GameView> {
        let rev = store::games::set_request(&mut tx, row.id, request, by).await?;
        let row = match request {
            Request::Draw => GameRow { draw_offer: by, rev, ..row },
            Request::Takeback => GameRow { takeback_by: by, rev, ..row },
        };
        let view = self.view(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// A player aborts a game, before both sides have moved. No result, no
    /// rating change. A tournament's game is never aborted (its tournament
    /// may be cancelled).
    pub async fn abort(&self, seat: &Seat) -> Result<GameEnd> {
        self.abort_as(seat.game(), seat.user(), false, Some(seat.place())).await
    }

    /// A server admin (as the front end knows them) aborts the game an
    /// action in `place` means, at any time, whether they play in it or not.
    pub async fn admin_abort(&self, admin: &User, place: Place, named: Option<GameId>) -> Result<GameEnd> {
        let view = self.find_game(admin.id, place, named).await?;
        self.abort_as(view.id, admin, true, Some(place)).await
    }

    async fn abort_as(&self, game_id: GameId, by: &User, admin: bool, from: Option<Place>) -> Result<GameEnd> {
        self.bounded(async {
            let mut tx = self.begin_from(from).await?;
            let row = store::games::lock(&mut tx, game_id).await?.ok_or(ServiceError::NoSuchGame)?;
            if !admin && !row.plays(by.id) {
                return Err(ServiceError::NotAPlayer);
            }
            if row.status != GameStatus::Active {
                let game = self.replay(&mut tx, &row).await?;
                return Err(ServiceError::GameOver { outcome: game.outcome() });
            }
            if row.tournament_id.is_some() {
                return Err(ServiceError::TournamentGame);
            }
            if !admin && row.ply >= 2 {
                return Err(ServiceError::TooLateToAbort);
            }
            let reason = if admin { EndReason::AdminAbort } else { EndReason::Abort };
            let by = User { name: clean_name(&by.name), ..by.clone() };
            let end = self.abort_locked(&mut tx, &row, reason, Some(by)).await?;
            tx.commit().await?;
            Ok(end)
        })
        .await
    }

    /// Abort a locked, active game.
    pub(super) async fn abort_locked(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        reason: EndReason,
        by: Option<User>,
    ) -> Result<GameEnd> {
        store::games::finish(tx, row.id, GameStatus::Aborted, None, reason).await?;
        let (black, white) = store::players::get_pair(tx, row.black, row.white).await?;
        self.replays.forget(row.id);
        Ok(GameEnd {
            game_id: row.id,
            place: row.place,
            outcome: None,
            reason,
            black: card(&black),
            white: card(&white),
            winner: None,
            loser: None,
            aborted_by: by,
            rating_changes: Vec::new(),
            tournament: row.tournament_id,
            also: row.also().map(|(p, _)| p),
        })
    }

    /// Move a game to another channel of its guild (its own thread). Only
    /// the front end calls this, right after creating the thread.
    pub async fn move_to_channel(&self, game_id: GameId, channel: u64) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::games::set_channel(&mut tx, game_id, channel).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }
}
