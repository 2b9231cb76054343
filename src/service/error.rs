//! Everything the service refuses, as typed data: which refusal, with the
//! figures a sentence needs (whose turn, the rules' reason for an illegal
//! move, the limit that was hit). Front ends phrase them.

use super::{ChallengeId, ChallengeStatus, GameId, RatingRange, TournamentId, TournamentStatus};
use crate::rules::{GameError, Outcome, RulesError};
use std::fmt;
use std::time::Duration;

/// Which user input was too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    Move,
    RulesOptions,
    TournamentName,
}

#[derive(Debug)]
pub enum ServiceError {
    // Challenges
    SelfChallenge,
    BotOpponent {
        name: String,
    },
    AlreadyChallenged {
        name: String,
    },
    TooManyGames {
        name: String,
        limit: u32,
    },
    BadRules(RulesError),
    BadLevel {
        level: u8,
    },
    ComputerIsNotBot,
    /// A move time that could not be read (the text as typed).
    BadMoveTime {
        text: String,
    },
    /// A move time outside what this bot allows: from `min` to `max`.
    MoveTimeOutOfRange {
        time: Duration,
        min: Duration,
        max: Duration,
    },
    NoSuchChallenge,
    ChallengeClosed {
        status: ChallengeStatus,
    },
    ChallengeExpired,
    NotChallenged {
        name: String,
    },
    NotChallenger {
        name: String,
    },
    /// Someone else accepted this challenge to anyone first.
    ChallengeTaken {
        by: String,
    },
    /// The challenger pressed Accept on their own challenge to anyone.
    OwnChallenge,
    /// A challenge to anyone was limited to players rated in a range.
    OutsideRatingRange {
        rating: i32,
        range: RatingRange,
    },
    BadRatingRange {
        range: RatingRange,
    },
    /// The tournament is open only to players rated in a range.
    OutsideEntryRange {
        rating: i32,
        range: RatingRange,
    },
    /// A time per move that is not one of quick pairing's pools.
    NotAPool {
        time: Duration,
        pools: Vec<Duration>,
    },
    /// The person already plays a game from quick pairing.
    InQuickGame {
        game: GameId,
    },
    /// The seek was paired, cancelled or ended meanwhile.
    SeekGone,
    /// A person tried to take their own seek.
    OwnSeek,
    /// A seek of the lobby is for ratings that leave the taker's out.
    SeekOutsideRange {
        rating: i32,
        range: RatingRange,
    },
    /// A person tried to block themself.
    BlockSelf,
    /// A rematch of a game seen in two places (a challenge lives in one).
    RematchElsewhere,
    /// The challenger already has a challenge to anyone open in this channel.
    AlreadyOpen {
        challenge: ChallengeId,
    },
    /// Every puzzle of the preset has been tried by the player.
    NoPuzzleLeft {
        preset: String,
    },
    /// The player has another puzzle to finish first.
    PuzzleInProgress,
    /// The puzzle is over (or another one was started since).
    NoPuzzle,
    /// The course has no level of this id.
    NoSuchLevel {
        id: String,
    },
    /// The person is playing no level of the course.
    NoLevel,
    /// People were challenged in the DM between one person and the bot,
    /// where no one else can see the challenge.
    NoOneElseHere,
    // Tournaments
    NoSuchTournament,
    /// No tournament open or running in this server.
    NoTournament,
    /// Several tournaments are open or running here: which one?
    WhichTournament {
        tournaments: Vec<TournamentId>,
    },
    /// Tournaments are run in servers.
    TournamentServerOnly,
    BadEntryLimit {
        min: u32,
        max: u32,
    },
    BadRounds {
        max: u32,
    },
    /// A round must last at least one time per move, and at most `max`.
    BadRoundTime {
        text: String,
        max: Duration,
    },
    /// A tournament may start on its own at most `max` from now.
    BadStartDelay {
        text: String,
        max: Duration,
    },
    TournamentFull {
        limit: u32,
    },
    AlreadyEntered,
    NotEntered,
    /// Joining or leaving after the start.
    EntriesClosed,
    /// Only the organiser (or someone who may manage the server) may do that.
    NotOrganiser {
        organiser: String,
    },
    TooFewEntrants {
        entrants: u32,
    },
    /// The tournament is not being played (not started yet, or over).
    TournamentNotRunning {
        status: TournamentStatus,
    },
    /// The tournament is over (finished or cancelled).
    TournamentOver {
        status: TournamentStatus,
    },
    AlreadyWithdrawn,
    /// A tournament game cannot be aborted (resign, or cancel the tournament).
    TournamentGame,
    /// A game from a set-up position cannot be rated.
    RatedFromPosition,
    // Games
    NoSuchGame,
    NoActiveGame,
    WhichGame {
        games: Vec<GameId>,
    },
    NotAPlayer,
    NotYourTurn {
        name: String,
    },
    PositionChanged,
    Illegal(GameError),
    /// The game is over: with its outcome, or `None` when it was aborted.
    GameOver {
        outcome: Option<Outcome>,
    },
    /// A review was asked of a game still being played (or aborted).
    NotFinished,
    /// A rematch was asked of a game still being played.
    StillPlaying,
    /// The person already has heavy work (a review) under way.
    Busy,
    /// Team games: the game is an ordinary one; the person is on no side;
    /// the other side is to vote; they are on a side already; only the
    /// captain may call the tally; the turn was tallied already.
    NotATeamGame,
    NotATeamMember,
    NotYourTeamsTurn {
        side: crate::rules::Color,
    },
    AlreadyOnTeam {
        side: crate::rules::Color,
    },
    NotCaptain,
    VoteTooLate,
    /// The side is played by another server's members.
    TeamOfOtherServer {
        side: crate::rules::Color,
    },
    /// A server challenge's code that is no code (or expired), one already
    /// answered, one answered from the server that gave it.
    TeamChallengeUnknown,
    TeamChallengeTaken,
    TeamChallengeSameServer,
    /// The side is limited to a role (on Discord) the person does not have.
    TeamRoleOnly {
        side: crate::rules::Color,
        role: u64,
    },
    /// Marks on a team game's board that are not arrows and rings between
    /// its points, or more than `max` of them.
    BadMarks {
        max: usize,
    },
    /// The analyses of everyone together fill the engine's bound.
    EngineFull,
    /// The engine's time on a position went on listing its moves (a
    /// flying mullah among many scattered pieces): no line was found.
    NoLineInTime,
    /// The position asked of the engine stands in `game`, in progress, of
    /// the person asking (or the game they watch).
    LivePosition {
        game: GameId,
    },
    /// A position text that is not one (with why).
    BadPosition(crate::rules::PositionError),
    /// A position with more legal turns (`count`) than the free board and
    /// the engine take up (`max`: [`crate::rules::MAX_TURNS`]).
    TooManyTurns {
        count: usize,
        max: usize,
    },
    /// The person already has positions being read (their heavy pool
    /// share is full): they send them faster than they are read.
    PositionsTooFast,
    /// A draw offered to the computer while it searches its move.
    ComputerThinking,
    NoDrawOffer,
    OwnDrawOffer,
    /// Takebacks are for casual games and games against the computer.
    TakebackRated,
    /// The asker has no turn of theirs to take back (the opponent has moved since, or none was played).
    NothingToTakeBack,
    NoTakeback,
    OwnTakeback,
    TooLateToAbort,
    InputTooLong {
        what: InputKind,
        max: usize,
    },
    /// The database could not be reached; the action may be retried.
    Unavailable,
    /// A bug or a broken invariant; logged, and shown to users only vaguely.
    Internal(String),
}

impl ServiceError {
    /// Is this a refusal of the user's request (as opposed to a fault of ours)?
    pub fn is_refusal(&self) -> bool {
        !matches!(self, ServiceError::Unavailable | ServiceError::Internal(_))
    }
}

impl From<GameError> for ServiceError {
    fn from(e: GameError) -> Self {
        ServiceError::Illegal(e)
    }
}

/// For logs only (English, terse); people read refusals through the
/// message catalogues (`crate::i18n::refusal`).
impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::Illegal(e) => write!(f, "illegal: {e}"),
            ServiceError::BadRules(e) => write!(f, "bad rules: {e}"),
            ServiceError::Internal(detail) => write!(f, "internal: {detail}"),
            other => write!(f, "{other:?}"),
        }
    }
}

impl std::error::Error for ServiceError {}
