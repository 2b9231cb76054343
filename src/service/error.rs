//! Everything the service refuses, as sentences a player can act on.

use crate::rules::{GameError, Outcome, RulesError};
use std::fmt;

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
    BadMoveTime {
        text: String,
    },
    NoSuchChallenge,
    ChallengeClosed {
        status: String,
    },
    ChallengeExpired,
    NotChallenged {
        name: String,
    },
    NotChallenger {
        name: String,
    },
    // Games
    NoSuchGame,
    NoActiveGame,
    WhichGame {
        games: Vec<i64>,
    },
    NotAPlayer,
    NotYourTurn {
        name: String,
    },
    PositionChanged,
    Illegal(GameError),
    GameOver {
        outcome: String,
    },
    NoDrawOffer,
    OwnDrawOffer,
    TooLateToAbort,
    InputTooLong {
        what: &'static str,
        max: usize,
    },
    /// The database could not be reached; the action may be retried.
    Unavailable,
    /// A bug or a broken invariant; logged, and shown to users only vaguely.
    Internal(String),
}

impl ServiceError {
    pub fn over(outcome: Outcome) -> ServiceError {
        ServiceError::GameOver { outcome: outcome.to_string() }
    }

    /// Is this a refusal of the user's request (as opposed to a fault of ours)?
    pub fn is_refusal(&self) -> bool {
        !matches!(self, ServiceError::Unavailable | ServiceError::Internal(_))
    }
}

/// Does this error say the database could not be reached or dropped the
/// connection (so the action did not happen, or its answer was lost, and it
/// may be retried), rather than that a query was wrong?
fn is_outage(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::PoolClosed | sqlx::Error::Tls(_) => true,
        // A connection cut in the middle of a message, or closed before the
        // server answered the opening handshake (a proxy or load balancer in
        // front of a database that is down).
        sqlx::Error::Protocol(_) => true,
        // SQLSTATE class 08 (connection exception); 57P01-57P03: the server
        // is shutting down, crashed or is starting (a restart, or an
        // administrator ending sessions); 53300: too many connections.
        sqlx::Error::Database(d) => {
            d.code().is_some_and(|c| c.starts_with("08") || matches!(c.as_ref(), "57P01" | "57P02" | "57P03" | "53300"))
        }
        _ => false,
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            e if is_outage(&e) => {
                tracing::warn!(error = %e, "database unavailable");
                ServiceError::Unavailable
            }
            other => {
                tracing::error!(error = %other, "database error");
                ServiceError::Internal(other.to_string())
            }
        }
    }
}

impl From<GameError> for ServiceError {
    fn from(e: GameError) -> Self {
        ServiceError::Illegal(e)
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ServiceError::*;
        match self {
            SelfChallenge => write!(f, "You cannot challenge yourself; pick another player."),
            BotOpponent { name } => write!(
                f,
                "{name} is a bot and cannot accept challenges; to play the computer, use the computer-opponent command."
            ),
            AlreadyChallenged { name } => {
                write!(f, "You already have an open challenge with {name}; wait for an answer or cancel it first.")
            }
            TooManyGames { name, limit } => write!(
                f,
                "{name} already plays {limit} games at once, the most allowed; finish one before starting another."
            ),
            BadRules(e) => write!(f, "Those rules are not valid: {e}."),
            BadMoveTime { text } => {
                write!(f, "`{text}` is not a move time; write e.g. 30m, 12h or 3d (from 5m to 7d).")
            }
            BadLevel { level } => {
                write!(f, "There is no level {level}; the computer plays levels 1 (beginner) to 5 (strongest).")
            }
            ComputerIsNotBot => write!(f, "The computer opponent must be a bot account."),
            NoSuchChallenge => write!(f, "There is no such challenge; it may have been removed."),
            ChallengeClosed { status } => write!(f, "This challenge was already {status}."),
            ChallengeExpired => write!(f, "This challenge has expired; send a new one."),
            NotChallenged { name } => write!(f, "Only {name} can answer this challenge."),
            NotChallenger { name } => write!(f, "Only {name}, who sent this challenge, can cancel it."),
            NoSuchGame => write!(f, "There is no such game."),
            NoActiveGame => write!(f, "You have no game in progress here; challenge someone to start one."),
            WhichGame { games } => write!(
                f,
                "You have several games here ({}); say which one with the game option.",
                games.iter().map(|g| format!("#{g}")).collect::<Vec<_>>().join(", ")
            ),
            NotAPlayer => write!(f, "You are not playing in this game; only its two players can act in it."),
            NotYourTurn { name } => write!(f, "It is not your turn; {name} is to move."),
            PositionChanged => write!(
                f,
                "The position changed before your move arrived (a move was just played); look at the new board and try again."
            ),
            Illegal(e) => {
                let text = e.to_string();
                let mut chars = text.chars();
                match chars.next() {
                    Some(c) => write!(f, "{}{}.", c.to_uppercase(), chars.as_str().trim_end_matches('.')),
                    None => Ok(()),
                }
            }
            GameOver { outcome } => write!(f, "This game is over: {outcome}."),
            NoDrawOffer => write!(f, "There is no draw offer to answer; you can offer one yourself."),
            OwnDrawOffer => write!(f, "You offered this draw yourself; your opponent has to answer it."),
            TooLateToAbort => write!(f, "A game can only be aborted before both players have moved; resign instead."),
            InputTooLong { what, max } => write!(f, "The {what} is too long (at most {max} characters)."),
            Unavailable => write!(f, "The game database is temporarily unavailable; please try again in a moment."),
            Internal(_) => write!(f, "Something went wrong on our side; the problem was logged. Please try again."),
        }
    }
}

impl std::error::Error for ServiceError {}
