//! Failures of a command or a button press. A refusal is shown to the user
//! who acted, ephemerally, as a sentence that says why; faults of ours are
//! logged and the user gets a short apology.

use crate::i18n::{self, Lang, Msg};
use crate::service::ServiceError;
use poise::serenity_prelude as serenity;
use std::fmt;

#[derive(Debug)]
pub enum Error {
    /// The user asked for something we refuse; the message says why.
    Refused(Msg),
    Service(ServiceError),
    /// Talking to Discord failed (boxed: serenity's error is large).
    Discord(Box<serenity::Error>),
    Internal(String),
}

impl Error {
    pub fn refused(message: Msg) -> Error {
        Error::Refused(message)
    }

    /// What the user who acted is told (without the control characters
    /// an echoed input may carry).
    pub fn user_text(&self, lang: Lang) -> String {
        match self {
            Error::Refused(m) => printable(&m.text(lang)),
            Error::Service(e) => printable(&i18n::refusal(lang, e)),
            Error::Discord(e) if discord_failed(e) => Msg::new("refusal-discord-failed").text(lang),
            Error::Discord(_) | Error::Internal(_) => i18n::refusal(lang, &ServiceError::Internal(String::new())),
        }
    }

    /// Should this be logged as a fault (rather than a user's mistake)?
    pub fn is_fault(&self) -> bool {
        match self {
            Error::Refused(_) => false,
            Error::Service(e) => !e.is_refusal(),
            Error::Discord(_) | Error::Internal(_) => true,
        }
    }
}

/// Whether Discord itself failed (a 5xx, such as its proxy's 502) or the
/// connection to it broke: sending again may succeed. Its refusals (4xx)
/// are final. Its rate limits are waited out (by serenity's limiter, or
/// behind a proxy by the relay); a 429 left over asked for a longer wait
/// than a command can take, or came again and again: sending later may
/// succeed too.
pub fn discord_failed(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code == serenity::StatusCode::TOO_MANY_REQUESTS
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// `text` without control characters (but newlines) and bidirectional
/// overrides, which a user may type into an option we echo back. The
/// marks our own right-to-left catalogues put (a leading right-to-left
/// mark, balanced isolates) stay: an isolate cannot reorder the text
/// outside it. Unbalanced isolates all go.
pub fn printable(text: &str) -> String {
    let unprintable = |c: char| (c.is_control() && c != '\n') || matches!(c, '\u{200e}' | '\u{202a}'..='\u{202e}');
    let kept: String = text.chars().filter(|&c| !unprintable(c)).collect();
    let isolates = ['\u{2066}', '\u{2067}', '\u{2068}'];
    let opened = kept.chars().filter(|c| isolates.contains(c)).count();
    let closed = kept.matches('\u{2069}').count();
    if opened == closed { kept } else { kept.replace(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'], "") }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Refused(m) => write!(f, "refused: {}", m.id()),
            Error::Service(e) => write!(f, "{e}"),
            Error::Discord(e) => write!(f, "discord: {e}"),
            Error::Internal(t) => write!(f, "internal: {t}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<ServiceError> for Error {
    fn from(e: ServiceError) -> Self {
        Error::Service(e)
    }
}

impl From<serenity::Error> for Error {
    fn from(e: serenity::Error) -> Self {
        Error::Discord(Box::new(e))
    }
}

impl From<tokio::task::JoinError> for Error {
    fn from(e: tokio::task::JoinError) -> Self {
        Error::Internal(format!("background task failed: {e}"))
    }
}
