//! A page's live view of a game over a WebSocket: the page sends its pass
//! first; then it gets the game's State whenever the database announces a
//! change to the game (a move from any front end or process, a draw offer,
//! a timeout), and every few seconds while the game runs, for the clocks.

use super::App;
use super::api::{check, viewer};
use crate::i18n::Lang;
use crate::service::pass::Kind;
use crate::service::{GameId, Heard};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::json;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;

/// How long a page has to send its pass.
const HELLO_TIME: Duration = Duration::from_secs(10);
/// How often a running game's State is sent again (the clocks).
const TICK: Duration = Duration::from_secs(15);
/// The longest message a page may send (its pass).
pub(super) const MAX_MESSAGE: usize = 4096;
/// A socket's read and write buffers.
pub(super) const BUFFER: usize = 8 * 1024;

pub(super) async fn upgrade(State(app): State<App>, Path(id): Path<i64>, ws: WebSocketUpgrade) -> Response {
    // A page sends one short message: small buffers (the default read
    // buffer alone is 128 KiB a socket).
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .read_buffer_size(BUFFER)
        .write_buffer_size(BUFFER)
        .on_upgrade(move |socket| watch(app, GameId(id), socket))
}

async fn send(socket: &mut WebSocket, value: serde_json::Value) -> bool {
    socket.send(Message::Text(value.to_string().into())).await.is_ok()
}

async fn watch(app: App, game: GameId, mut socket: WebSocket) {
    // Listen before reading the game, so that no change falls in between.
    let mut changes = app.service.changes();
    let token = match tokio::time::timeout(HELLO_TIME, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("token").and_then(|t| t.as_str()).map(str::to_string)),
        _ => None,
    };
    let pass = match check(&app, token.as_deref(), Lang::default()) {
        Ok(pass) if pass.kind == Kind::Session => pass,
        Ok(pass) => {
            let _ = send(&mut socket, json!({ "error": crate::t!(pass.lang, "web-pass-bad") })).await;
            return;
        }
        Err(refusal) => {
            let _ = send(&mut socket, json!({ "error": refusal.message })).await;
            return;
        }
    };
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_sent: Option<String> = None;
    let mut running = true;
    loop {
        // Send the game as it stands (unless nothing changed).
        match app.service.game(game).await {
            Ok(view) => match viewer(&app, &pass, &view) {
                Ok(viewer) => {
                    running = view.is_active();
                    let state = super::state::state(&view, viewer).to_string();
                    if last_sent.as_deref() != Some(state.as_str()) {
                        if socket.send(Message::Text(state.clone().into())).await.is_err() {
                            return;
                        }
                        last_sent = Some(state);
                    }
                }
                Err(refusal) => {
                    let _ = send(&mut socket, json!({ "error": refusal.message })).await;
                    return;
                }
            },
            Err(e) => tracing::warn!(%game, error = %e, "could not read a game for a live page"),
        }
        // Wait for a reason to send it again.
        loop {
            tokio::select! {
                heard = changes.recv() => match heard {
                    Ok(Heard::Change(change)) if change.game == game => break,
                    Ok(Heard::Change(_)) => {}
                    Ok(Heard::Gap) | Err(RecvError::Lagged(_)) => break,
                    Err(RecvError::Closed) => return,
                },
                _ = tick.tick() => if running { break },
                incoming = socket.recv() => match incoming {
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => {}
                },
            }
        }
    }
}
