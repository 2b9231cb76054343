//! What every socket of the board shares: small buffers, the pass as the
//! first message, last words, and a keeper that pings, notices a page gone
//! silent, and ends the socket with its pass (or, in a Discord Activity,
//! when Discord no longer lists the person there). Used by the route files
//! with sockets (`live`, `engine`).

use super::guard::check;
use super::reply::Refusal;
use super::{App, now};
use crate::i18n::Lang;
use crate::service::pass::{Kind, Pass, Who};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// How long a page has to send its pass.
const HELLO_TIME: Duration = Duration::from_secs(10);
/// How often a socket is pinged, and how long a silent page is kept.
const PING_EVERY: Duration = Duration::from_secs(30);
const SILENT: Duration = Duration::from_secs(75);
/// How often a person in a Discord Activity is looked for there again.
const STILL_THERE_EVERY: Duration = Duration::from_secs(60);
/// The longest message a page may send (its pass, a position to analyse).
const MAX_MESSAGE: usize = 4096;
/// A socket's read and write buffers.
const BUFFER: usize = 8 * 1024;

pub(super) fn small(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    // A page sends short messages: small buffers (the default read buffer
    // alone is 128 KiB a socket).
    ws.max_message_size(MAX_MESSAGE).max_frame_size(MAX_MESSAGE).read_buffer_size(BUFFER).write_buffer_size(BUFFER)
}

/// A last word: the page shows it and does not connect again.
pub(super) fn error(text: &str) -> Arc<str> {
    json!({ "error": text, "final": true }).to_string().into()
}

/// A refusal as a last word; one that may pass (Discord or the database
/// not answering) lets the page try again.
pub(super) fn refused(refusal: &Refusal) -> Arc<str> {
    let passing = matches!(refusal.status().as_u16(), 502 | 503);
    json!({ "error": refusal.message, "final": !passing }).to_string().into()
}

pub(super) async fn send(socket: &mut WebSocket, text: Arc<str>) -> bool {
    socket.send(Message::Text(text.as_ref().into())).await.is_ok()
}

/// The page's pass, its first message; `None` (the socket told why) when
/// it sent none in time, or one that is not a live session.
pub(super) async fn hello(app: &App, socket: &mut WebSocket) -> Option<Pass> {
    let token = match tokio::time::timeout(HELLO_TIME, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Value>(&text)
            .ok()
            .and_then(|v| v.get("token").and_then(|t| t.as_str()).map(str::to_string)),
        _ => None,
    };
    let word = match check(app, token.as_deref(), Lang::default()) {
        Ok(pass) if pass.kind == Kind::Session => match super::discord::still_there(app, &pass).await {
            Ok(()) => return Some(pass),
            Err(refusal) => refused(&refusal),
        },
        Ok(pass) => error(&crate::t!(pass.lang, "web-pass-bad")),
        Err(refusal) => refused(&refusal),
    };
    let _ = send(socket, word).await;
    None
}

/// What keeps a socket honest: pings, the page's silence, the pass's end,
/// and (in an Activity) the person still there.
pub(super) struct Keeper {
    app: App,
    pass: Pass,
    heard: tokio::time::Instant,
    ping: tokio::time::Interval,
    recheck: tokio::time::Interval,
}

impl Keeper {
    pub(super) fn new(app: &App, pass: Pass) -> Keeper {
        let start = tokio::time::Instant::now();
        let mut ping = tokio::time::interval_at(start + PING_EVERY, PING_EVERY);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut recheck = tokio::time::interval_at(start + STILL_THERE_EVERY, STILL_THERE_EVERY);
        recheck.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Keeper { app: app.clone(), pass, heard: start, ping, recheck }
    }

    /// The page said something (a pong, say): `false` if it closed.
    pub(super) fn heard(&mut self, incoming: Option<Result<Message, axum::Error>>) -> bool {
        match incoming {
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => false,
            Some(Ok(_)) => {
                self.heard = tokio::time::Instant::now();
                true
            }
        }
    }

    /// Wait for the next thing to do.
    pub(super) async fn due(&mut self) -> Due {
        let lang = self.pass.lang;
        let left = u64::try_from(self.pass.expires - now()).unwrap_or(0);
        let expiry = tokio::time::sleep(Duration::from_secs(left));
        let member = matches!(self.pass.who, Who::Member { .. });
        tokio::select! {
            () = expiry => Due::End(Some(error(&crate::t!(lang, "web-pass-expired")))),
            _ = self.recheck.tick(), if member => match super::discord::still_there(&self.app, &self.pass).await {
                Ok(()) => Due::Nothing,
                Err(refusal) => Due::End(Some(refused(&refusal))),
            },
            // Silent for too long: a page gone without a word.
            _ = self.ping.tick() => if self.heard.elapsed() > SILENT { Due::End(None) } else { Due::Ping },
        }
    }

    /// Do it: `false` when the socket is done.
    pub(super) async fn act(&self, socket: &mut WebSocket, due: Due) -> bool {
        match due {
            Due::Nothing => true,
            Due::Ping => socket.send(Message::Ping(Vec::new().into())).await.is_ok(),
            Due::End(word) => {
                if let Some(word) = word {
                    let _ = send(socket, word).await;
                }
                false
            }
        }
    }
}

/// What a socket's keeper found to do.
pub(super) enum Due {
    Nothing,
    Ping,
    /// Close the socket, after its last word (the pass ended, the person
    /// left the Activity; none for a page gone silent).
    End(Option<Arc<str>>),
}
