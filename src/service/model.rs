//! The service's vocabulary: who acts, where, and what they get back. Plain
//! data, independent of any chat platform.

use super::{Level, Notice, TournamentId};
use crate::rules::{Color, Game, Outcome, Turn};
use crate::store::{
    BoardTheme, ChallengeId, ChallengeStatus, ColourChoice, EndReason, GameId, GameResult, GameStatus, Lang, Place,
    UserId,
};
use chrono::{DateTime, Utc};
use std::time::Duration;

/// A platform user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
    pub bot: bool,
}

impl User {
    pub fn new(id: u64, name: impl Into<String>) -> User {
        User { id: UserId(id), name: name.into(), bot: false }
    }
}

#[derive(Clone, Debug, Default)]
pub struct ChallengeRequest {
    /// Rules spec, e.g. `zamma` or `zamma,landing=behind`.
    pub rules: String,
    pub rated: bool,
    pub colour: ColourChoice,
    /// Time per move; `None` for the default.
    pub move_time: Option<Duration>,
    /// The position the game starts from; `None` for the usual start.
    /// Casual games only.
    pub start: Option<crate::rules::Position>,
}

/// The ratings a challenge to anyone or a tournament is limited to (either
/// end open).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RatingRange {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingRange {
    pub fn admits(&self, rating: i32) -> bool {
        self.min.is_none_or(|m| rating >= m) && self.max.is_none_or(|m| rating <= m)
    }

    pub fn is_open(&self) -> bool {
        self.min.is_none() && self.max.is_none()
    }

    /// Refuses a range whose lowest rating is above its highest.
    pub fn check(&self) -> Result<(), super::ServiceError> {
        match self.min.zip(self.max) {
            Some((min, max)) if min > max => Err(super::ServiceError::BadRatingRange { range: *self }),
            _ => Ok(()),
        }
    }
}

/// A player as shown next to a board.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerCard {
    pub id: UserId,
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
    /// A bot account (the computer's side in a game against it).
    pub bot: bool,
    /// A message that mentions them notifies them (they did not turn pings off).
    pub pings: bool,
}

#[derive(Clone, Debug)]
pub struct ChallengeView {
    pub id: ChallengeId,
    pub place: Place,
    pub challenger: PlayerCard,
    /// `None`: a challenge to anyone in the place.
    pub challenged: Option<PlayerCard>,
    /// Who may accept a challenge to anyone.
    pub range: RatingRange,
    pub rules: String,
    pub rated: bool,
    pub colour: ColourChoice,
    pub move_time: Duration,
    pub status: ChallengeStatus,
    pub expires_at: DateTime<Utc>,
    pub game_id: Option<GameId>,
}

/// A game as the front ends show it: players, the full record, and state.
#[derive(Clone, Debug)]
pub struct GameView {
    pub id: GameId,
    pub place: Place,
    pub black: PlayerCard,
    pub white: PlayerCard,
    pub rated: bool,
    pub move_time: Duration,
    pub status: GameStatus,
    /// The whole game record (rules, start, turns, current position, outcome).
    pub game: Game,
    /// Who offered a draw that is still open.
    pub draw_offer: Option<UserId>,
    /// Who asked to take back their last turn, while the opponent answers.
    pub takeback_by: Option<UserId>,
    /// When the player to move runs out of time.
    pub deadline: DateTime<Utc>,
    /// When the game started.
    pub started_at: DateTime<Utc>,
    /// Why it ended, once it has.
    pub reason: Option<EndReason>,
    /// The computer's level in a game against it.
    pub ai_level: Option<u8>,
    /// A game from quick pairing is seen in a second place too, where this
    /// player asked for it (see [`GameView::places`]).
    pub also: Option<(Place, UserId)>,
    /// From quick pairing.
    pub quick: bool,
    /// The game's revision: bumped by every change to the game, so that of
    /// two views of one game the later is known (its ply alone goes back on
    /// a takeback).
    pub rev: i64,
}

impl GameView {
    /// Every place the game is seen in: its own, and the second place of a
    /// game from quick pairing (when it is another channel).
    pub fn places(&self) -> impl Iterator<Item = Place> + '_ {
        std::iter::once(self.place).chain(self.also.map(|(p, _)| p).filter(|p| p.channel != self.place.channel))
    }

    /// Is the game seen from `place` (its server, or outside servers its channel)?
    pub fn seen_from(&self, place: &Place) -> bool {
        self.places().any(|p| p.shares_games_with(place))
    }

    /// The players who see the game in `place` (both, for a game seen in
    /// one place).
    pub fn players_in(&self, place: Place) -> impl Iterator<Item = &PlayerCard> + '_ {
        [&self.black, &self.white].into_iter().filter(move |p| self.place_of(p.id).channel == place.channel)
    }

    /// The place `player` asked for the game from: the second place for its
    /// player there, else the game's own.
    pub fn place_of(&self, player: UserId) -> Place {
        match self.also {
            Some((also, asker)) if asker == player => also,
            _ => self.place,
        }
    }

    pub fn player(&self, color: Color) -> &PlayerCard {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    pub fn color_of(&self, user: UserId) -> Option<Color> {
        if user == self.black.id {
            Some(Color::Black)
        } else if user == self.white.id {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The player whose turn it is (while the game runs).
    pub fn to_move(&self) -> &PlayerCard {
        self.player(self.game.position().turn())
    }

    /// `user`'s card, if they play in this game.
    pub fn card_of(&self, user: UserId) -> Option<&PlayerCard> {
        self.color_of(user).map(|c| self.player(c))
    }

    /// The other player of `user`, if `user` plays in this game.
    pub fn opponent_of(&self, user: UserId) -> Option<&PlayerCard> {
        self.color_of(user).map(|c| self.player(c.other()))
    }

    /// Who played the last turn, if one was played.
    pub fn last_mover(&self) -> Option<&PlayerCard> {
        self.game.last_turn().map(|(before, _)| self.player(before.turn()))
    }

    pub fn last_turn(&self) -> Option<&Turn> {
        self.game.turns().last()
    }

    pub fn ply(&self) -> usize {
        self.game.turns().len()
    }

    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// Is the game waiting for the computer's move?
    pub fn awaits_computer(&self) -> bool {
        self.ai_level.is_some() && self.is_active() && self.to_move().bot
    }

    /// Pieces each side has captured so far (black's, white's).
    pub fn captures(&self) -> (u32, u32) {
        let start = self.game.start();
        let now = self.game.position();
        (
            start.count(Color::White).saturating_sub(now.count(Color::White)),
            start.count(Color::Black).saturating_sub(now.count(Color::Black)),
        )
    }
}

/// A rating change caused by one finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub player: UserId,
    pub name: String,
    pub before: f64,
    pub after: f64,
    pub provisional: bool,
}

impl RatingChange {
    pub fn delta(&self) -> f64 {
        self.after - self.before
    }
}

/// How a game ended, with the rating changes it caused.
#[derive(Clone, Debug)]
pub struct GameEnd {
    pub game_id: GameId,
    pub place: Place,
    /// `None` for an aborted game.
    pub outcome: Option<Outcome>,
    pub reason: EndReason,
    pub black: PlayerCard,
    pub white: PlayerCard,
    pub winner: Option<UserId>,
    pub loser: Option<UserId>,
    /// Who aborted an aborted game.
    pub aborted_by: Option<User>,
    pub rating_changes: Vec<RatingChange>,
    /// The tournament the game was a round of: its next round may start.
    pub tournament: Option<TournamentId>,
    /// The second place of a game from quick pairing, where it is told too.
    pub also: Option<Place>,
}

impl GameEnd {
    pub fn player(&self, color: Color) -> &PlayerCard {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// What a played turn produced.
#[derive(Clone, Debug)]
pub struct MoveReport {
    pub view: GameView,
    /// Who played `turn`.
    pub mover: PlayerCard,
    pub turn: Turn,
    pub end: Option<GameEnd>,
}

/// A person's seat at a game: `user` plays in the game and acts from a
/// place that sees it, as [`Service::seat`](super::Service::seat) checked.
/// Only the service makes one, and every action on a game takes one, so no
/// front end can act on a game without those checks.
#[derive(Clone, Debug)]
pub struct Seat {
    user: User,
    color: Color,
    view: GameView,
    /// Where the person acts from.
    place: Place,
}

impl Seat {
    /// `user`'s seat at the game in `view`, if they play in it.
    pub(super) fn of(user: &User, view: GameView, place: Place) -> Option<Seat> {
        // A team is nobody's seat: its turns come from its members' votes.
        if super::teams::is_team(user.id) {
            return None;
        }
        let color = view.color_of(user.id)?;
        Some(Seat { user: user.clone(), color, view, place })
    }

    /// Where the person acts from.
    pub fn place(&self) -> Place {
        self.place
    }

    pub fn user(&self) -> &User {
        &self.user
    }

    pub fn game(&self) -> GameId {
        self.view.id
    }

    /// The colour the user plays.
    pub fn color(&self) -> Color {
        self.color
    }

    /// The game as it stood when the seat was checked.
    pub fn view(&self) -> &GameView {
        &self.view
    }

    pub fn into_view(self) -> GameView {
        self.view
    }
}

/// What a takeback action did. (Returned once per action, so its size
/// does not matter.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum TakebackReport {
    /// `by` asks; the opponent answers.
    Asked { view: GameView, by: UserId },
    /// Taken back at `by`'s request: `turns` of them (two against the
    /// computer when it had answered already).
    Done { view: GameView, by: UserId, turns: usize },
    /// Declined by `by` (the opponent, or the computer at levels 4 and 5).
    Declined { view: GameView, by: UserId },
}

/// The answer to a draw offer or a draw action. (Returned once per action,
/// so its size does not matter.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum DrawReport {
    Offered { view: GameView, by: UserId },
    Declined { view: GameView, by: UserId },
    Agreed { view: GameView, end: GameEnd },
}

/// A turn reminder for a game whose mover has used most of the time.
#[derive(Clone, Debug)]
pub struct Reminder {
    pub game_id: GameId,
    pub place: Place,
    pub player: UserId,
    /// The player is notified (did not turn pings off).
    pub ping: bool,
    pub deadline: DateTime<Utc>,
}

/// What one sweep did.
#[derive(Clone, Debug, Default)]
pub struct SweepReport {
    pub timed_out: Vec<GameEnd>,
    pub reminders: Vec<Reminder>,
    pub expired_challenges: Vec<ChallengeView>,
    /// Games against the computer waiting for its move (e.g. after a restart).
    pub computer_turns: Vec<GameId>,
    /// Notices kept this sweep (in places where the bot can only answer
    /// interactions) for players who want them sent by DM.
    pub to_send: Vec<(UserId, Notice)>,
    /// Tournaments that started a round, replayed a drawn cup tie,
    /// finished, or were cancelled for want of players.
    pub tournaments: Vec<super::TournamentNews>,
    /// Team games tallied because a side's time was up (or whose tallied
    /// move a crash had left unplayed).
    pub tallies: Vec<super::Tally>,
}

/// One line of a game list.
#[derive(Clone, Debug)]
pub struct GameSummary {
    pub id: GameId,
    pub place: Place,
    pub black: String,
    pub white: String,
    pub rules: String,
    pub rated: bool,
    pub ply: i32,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub reason: Option<EndReason>,
    pub to_move: Option<String>,
    pub finished_at: Option<DateTime<Utc>>,
}

#[derive(Clone, Debug)]
pub struct LeaderboardEntry {
    pub rank: usize,
    pub player: PlayerCard,
    pub games: i32,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
}

#[derive(Clone, Debug)]
pub struct LeaderboardPage {
    pub guild: Option<u64>,
    pub page: u32,
    pub pages: u32,
    pub entries: Vec<LeaderboardEntry>,
}

#[derive(Clone, Debug)]
pub struct PlayerStats {
    pub player: PlayerCard,
    pub deviation: f64,
    pub rated_games: i32,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
    /// Positive: wins in a row; negative: losses in a row.
    pub streak: i32,
    pub recent: Vec<GameSummary>,
    pub active: Vec<GameSummary>,
}

/// A request to play the computer.
#[derive(Clone, Debug, Default)]
pub struct ComputerGameRequest {
    pub rules: String,
    /// The computer's strength (by default [`Level::default`]).
    pub level: Level,
    /// The colour the person wants.
    pub colour: ColourChoice,
    pub move_time: Option<Duration>,
}

/// A server's settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuildSettings {
    /// Start each accepted game in its own thread.
    pub game_threads: bool,
    /// The language of the server's public messages (`None`: Discord's).
    pub language: Option<Lang>,
    /// The board theme of the server's public game messages (`None`: the default).
    pub theme: Option<BoardTheme>,
}

/// What a person chose for the answers only they see and a server for its
/// public messages: language and board theme; `None` where nothing was
/// chosen (the front end then follows the platform's locale, or the
/// default theme).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Preferences {
    pub person: Option<Lang>,
    pub server: Option<Lang>,
    pub person_theme: Option<BoardTheme>,
    pub server_theme: Option<BoardTheme>,
}

/// The computer's level numbered `n`, or the refusal of a level it does not
/// play (the bounds are [`Level`]'s).
pub fn level(n: u8) -> Result<Level, super::ServiceError> {
    Level::try_from(n).map_err(|_| super::ServiceError::BadLevel { level: n })
}
