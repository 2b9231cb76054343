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
//!
//! Here: the types; `actions` (what players and organisers do), `rounds`
//! (the round engine the sweep drives), `read` (the view and the pure
//! standings), `bracket` (a cup's bracket as data).

mod actions;
mod bracket;
mod read;
mod rounds;

use super::{
    CupDecider, GameEnd, GameId, GameView, PairingResult, Place, PlayerCard, RatingRange, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};
pub use bracket::{CupTie, TieSide, TieSlot};
use chrono::{DateTime, Utc};
use std::str::FromStr;
use std::time::Duration;

/// Most players a tournament takes.
pub const MAX_ENTRANTS: u32 = 64;
/// Longest tournament name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 60;
/// Longest round.
pub const MAX_ROUND_TIME: Duration = Duration::from_secs(30 * 86_400);
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
    /// How long from now the sweep starts it on its own (it may be started
    /// earlier); at most [`MAX_START_DELAY`](crate::service::MAX_START_DELAY).
    pub starts_in: Option<Duration>,
    pub decider: CupDecider,
}

/// A format's name as people type it: `swiss`, `robin` (or
/// `round-robin`), `double-robin` (or `double-round-robin`), `cup` (or
/// `knockout`), in any case.
impl FromStr for TournamentFormat {
    type Err = UnknownFormat;

    fn from_str(name: &str) -> std::result::Result<Self, UnknownFormat> {
        match name.trim().to_ascii_lowercase().as_str() {
            "swiss" => Ok(TournamentFormat::Swiss),
            "robin" | "round-robin" => Ok(TournamentFormat::Robin),
            "double-robin" | "double-round-robin" => Ok(TournamentFormat::DoubleRobin),
            "cup" | "knockout" => Ok(TournamentFormat::Cup),
            _ => Err(UnknownFormat),
        }
    }
}

/// A name that is no tournament format (see `TournamentFormat::from_str`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownFormat;

/// What happened to someone's entry (or to the event), for the front ends
/// to announce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentEntry {
    /// The organiser created the event.
    Created,
    Joined,
    /// Left before the start.
    Left,
    /// Withdrew once it was running.
    Withdrew,
    /// The organiser cancelled it.
    Cancelled,
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
            starts_in: None,
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
    /// `Left` before the start, `Withdrew` after.
    pub entry: TournamentEntry,
    pub tournament: TournamentView,
    pub resigned: Vec<(GameView, GameEnd)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_names_read_as_people_type_them() {
        for format in TournamentFormat::ALL {
            assert_eq!(format.as_str().parse(), Ok(*format));
        }
        let cases = [("Round-Robin", TournamentFormat::Robin), ("double-round-robin", TournamentFormat::DoubleRobin)];
        for (name, format) in cases {
            assert_eq!(name.parse(), Ok(format));
        }
        assert_eq!(" KNOCKOUT ".parse(), Ok(TournamentFormat::Cup));
        assert_eq!("league".parse::<TournamentFormat>(), Err(UnknownFormat));
    }
}
