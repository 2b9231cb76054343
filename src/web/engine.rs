//! The engine on the board of a finished game: a socket on which the page
//! names the position it shows (`{"ply": n}`, after its pass) and hears what
//! the search finds there, deeper and deeper (`{ply, depth, eval, text,
//! path}`), until the page names another position or leaves. A game in
//! progress gets no engine: the socket says why and closes.

use super::App;
use super::guard::viewer;
use super::net::Client;
use super::reply::{Refusal, game_id};
use super::socket::{Keeper, error, hello, refused, send, small};
use crate::i18n;
use crate::service::{EngineLine, GameId};
use crate::t;
use axum::Extension;
use axum::extract::ws::{Message, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::{Value, json};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) async fn socket(
    State(app): State<App>,
    Path(id): Path<String>,
    client: Option<Extension<Client>>,
    ws: WebSocketUpgrade,
) -> Response {
    small(ws).on_upgrade(move |mut socket| async move {
        let _client = client;
        let Some(pass) = hello(&app, &mut socket).await else { return };
        let lang = pass.lang;
        let seen = async {
            let view = app.service.game(GameId(game_id(&id, lang)?)).await.map_err(|e| Refusal::service(lang, &e))?;
            viewer(&app, &pass, &view)?;
            Ok::<_, Refusal>(view)
        };
        let view = match seen.await {
            Ok(view) if view.is_active() => {
                let _ = send(&mut socket, error(&t!(lang, "web-analysis-not-yet"))).await;
                return;
            }
            Ok(view) => view,
            Err(refusal) => {
                let _ = send(&mut socket, refused(&refusal)).await;
                return;
            }
        };
        // One analysis at a time per pass holder (the heavy pool's limit).
        let owner = {
            let mut h = DefaultHasher::new();
            format!("{:?}", pass.who).hash(&mut h);
            h.finish()
        };
        let (tx, mut found) = tokio::sync::mpsc::channel::<String>(8);
        let mut current: Option<Arc<AtomicBool>> = None;
        let mut keeper = Keeper::new(&app, pass);
        loop {
            tokio::select! {
                incoming = socket.recv() => {
                    let asked = match &incoming {
                        Some(Ok(Message::Text(text))) => serde_json::from_str::<Value>(text).ok(),
                        _ => None,
                    };
                    if !keeper.heard(incoming) {
                        break;
                    }
                    let Some(ply) = asked.and_then(|v| v.get("ply")?.as_u64()) else { continue };
                    if let Some(stop) = current.take() {
                        stop.store(true, Ordering::Relaxed);
                    }
                    let Some(game) = usize::try_from(ply).ok().and_then(|p| view.game.at(p)) else { continue };
                    if game.outcome().is_some() {
                        continue;
                    }
                    let stop = Arc::new(AtomicBool::new(false));
                    current = Some(stop.clone());
                    let (service, tx, to_move) = (app.service.clone(), tx.clone(), game.position().turn());
                    tokio::spawn(async move {
                        let told = tx.clone();
                        let report = move |line: EngineLine| {
                            let eval = i18n::engine_eval(lang, to_move, line.score, line.mate_in);
                            let turns: Vec<String> = line.line.iter().map(ToString::to_string).collect();
                            let text = t!(lang, "web-engine", eval = eval.as_str(), depth = line.depth, line = turns.join(" "));
                            let path: Vec<String> =
                                line.line.first().map(|t| t.mv.points().map(|s| s.to_string()).collect()).unwrap_or_default();
                            // Black's share of the evaluation bar, 0–100.
                            let chance = line.winning_chance();
                            let black = if to_move == crate::rules::Color::Black { chance } else { 100.0 - chance };
                            let word = json!({ "ply": ply, "depth": line.depth, "eval": eval, "text": text, "path": path, "black": black.round() });
                            let _ = told.blocking_send(word.to_string());
                        };
                        if let Err(e) = service.analyse(owner, game, stop, report).await {
                            let _ = tx.send(json!({ "ply": ply, "error": Refusal::service(lang, &e).message }).to_string()).await;
                        }
                    });
                }
                Some(word) = found.recv() => if !send(&mut socket, word.into()).await { break },
                due = keeper.due() => if !keeper.act(&mut socket, due).await { break },
            }
        }
        if let Some(stop) = current {
            stop.store(true, Ordering::Relaxed);
        }
    })
}
