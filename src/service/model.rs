//! The service's vocabulary: who acts, where, and what they get back. Plain
//! data, independent of any chat platform.

use crate::rules::{Color, Game, Outcome, Turn};
use chrono::{DateTime, Utc};
use std::time::Duration;

/// A platform user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

impl User {
    pub fn new(id: u64, name: impl Into<String>) -> User {
        User { id, name: name.into(), bot: false }
    }
}

/// Where something happens: a guild (server) and a channel in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

/// Which colour the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColourChoice {
    Black,
    White,
    #[default]
    Random,
}

impl ColourChoice {
    pub fn as_str(self) -> &'static str {
        match self {
            ColourChoice::Black => "black",
            ColourChoice::White => "white",
            ColourChoice::Random => "random",
        }
    }

    pub fn parse(s: &str) -> Option<ColourChoice> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black" | "b" => Some(ColourChoice::Black),
            "white" | "w" => Some(ColourChoice::White),
            "random" | "r" | "" => Some(ColourChoice::Random),
            _ => None,
        }
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
}

/// A player as shown next to a board.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerCard {
    pub id: u64,
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
}

impl PlayerCard {
    /// `1523` or `1500?` while provisional.
    pub fn rating_text(&self) -> String {
        format!("{:.0}{}", self.rating, if self.provisional { "?" } else { "" })
    }
}

#[derive(Clone, Debug)]
pub struct ChallengeView {
    pub id: i64,
    pub place: Place,
    pub challenger: PlayerCard,
    pub challenged: PlayerCard,
    pub rules: String,
    pub rated: bool,
    pub colour: ColourChoice,
    pub move_time: Duration,
    pub status: String,
    pub expires_at: DateTime<Utc>,
    pub game_id: Option<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Finished,
    Aborted,
}

/// A game as the front ends show it: players, the full record, and state.
#[derive(Clone, Debug)]
pub struct GameView {
    pub id: i64,
    pub place: Place,
    pub black: PlayerCard,
    pub white: PlayerCard,
    pub rated: bool,
    pub move_time: Duration,
    pub status: GameStatus,
    /// The whole game record (rules, start, turns, current position, outcome).
    pub game: Game,
    /// Who offered a draw that is still open.
    pub draw_offer: Option<u64>,
    /// When the player to move runs out of time.
    pub deadline: DateTime<Utc>,
    pub result_reason: Option<String>,
    /// The computer's level in a game against it.
    pub ai_level: Option<u8>,
}

impl GameView {
    pub fn player(&self, color: Color) -> &PlayerCard {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    pub fn color_of(&self, user: u64) -> Option<Color> {
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

    pub fn last_turn(&self) -> Option<&Turn> {
        self.game.turns().last()
    }

    pub fn ply(&self) -> usize {
        self.game.turns().len()
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
    pub player: u64,
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
    pub game_id: i64,
    pub place: Place,
    /// `None` for an aborted game.
    pub outcome: Option<Outcome>,
    pub winner: Option<u64>,
    pub loser: Option<u64>,
    pub rating_changes: Vec<RatingChange>,
    pub text: String,
}

/// What a played turn produced.
#[derive(Clone, Debug)]
pub struct MoveReport {
    pub view: GameView,
    pub turn: Turn,
    pub end: Option<GameEnd>,
}

/// The answer to a draw offer or a draw action.
#[derive(Clone, Debug)]
pub enum DrawReport {
    Offered { view: GameView, by: u64 },
    Declined { view: GameView, by: u64 },
    Agreed { view: GameView, end: GameEnd },
}

/// A turn reminder for a game whose mover has used most of the time.
#[derive(Clone, Debug)]
pub struct Reminder {
    pub game_id: i64,
    pub place: Place,
    pub player: u64,
    pub deadline: DateTime<Utc>,
}

/// What one sweep did.
#[derive(Clone, Debug, Default)]
pub struct SweepReport {
    pub timed_out: Vec<GameEnd>,
    pub reminders: Vec<Reminder>,
    pub expired_challenges: Vec<ChallengeView>,
    /// Games against the computer waiting for its move (e.g. after a restart).
    pub computer_turns: Vec<i64>,
}

/// One line of a game list.
#[derive(Clone, Debug)]
pub struct GameSummary {
    pub id: i64,
    pub place: Place,
    pub black: String,
    pub white: String,
    pub rules: String,
    pub rated: bool,
    pub ply: i32,
    pub status: GameStatus,
    /// `black`, `white` or `draw` for finished games.
    pub result: Option<String>,
    pub reason: Option<String>,
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
    /// 1 (beginner) to 5 (strongest).
    pub level: u8,
    /// The colour the person wants.
    pub colour: ColourChoice,
    pub move_time: Option<Duration>,
}

/// A server's settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuildSettings {
    /// Start each accepted game in its own thread.
    pub game_threads: bool,
}
