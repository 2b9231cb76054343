//! The engine on the board of a finished game or a free board: a socket on
//! which the page names the position it shows (after its pass: `{"ply": n}`
//! of the game, or `{"position": text, "rules": text}` for a variation or a
//! free board) and hears what the search finds there, deeper and deeper
//! (`{ply | position, depth, eval, text, path, black}`), until the page
//! names another position or leaves. A game in progress gets no engine: the
//! socket says why and closes.

use super::App;
use super::guard::look;
use super::net::Client;
use super::reply::{Refusal, game_id};
use super::socket::{Keeper, error, hello, refused, send, small};
use crate::i18n;
use crate::rules::Game;
use crate::service::{EngineLine, GameId, Service, ServiceError};
use crate::t;
use axum::Extension;
use axum::extract::ws::{Message, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) async fn socket(
    State(app): State<App>,
    Path(id): Path<String>,
    client: Option<Extension<Client>>,
    ws: WebSocketUpgrade,
) -> Response {
    serve(app, Some(id), client, ws)
}

/// The engine on a free board: positions named by their text only.
pub(super) async fn free(State(app): State<App>, client: Option<Extension<Client>>, ws: WebSocketUpgrade) -> Response {
    serve(app, None, client, ws)
}

/// A position the page asks about: a ply of the game, or a position text
/// (a variation, a free board) with its rules.
enum Asked {
    Ply(usize),
    Text { position: String, rules: String },
}

impl Asked {
    fn of(word: &Value) -> Option<Asked> {
        if let Some(ply) = word.get("ply").and_then(Value::as_u64) {
            return Some(Asked::Ply(usize::try_from(ply).ok()?));
        }
        let position = word.get("position")?.as_str()?.to_string();
        let rules = word.get("rules").and_then(Value::as_str).unwrap_or("").to_string();
        Some(Asked::Text { position, rules })
    }

    /// How the answers name it.
    fn key(&self) -> Value {
        match self {
            Asked::Ply(ply) => json!({ "ply": ply }),
            Asked::Text { position, .. } => json!({ "position": position }),
        }
    }

    /// The game at it, read in the heavy pool (a move generation or more)
    /// unless the page names another position first (`stop`); `None`: not a
    /// ply of the game, or stopped.
    async fn read(
        self,
        service: &Service,
        owner: u64,
        whole: Option<Arc<Game>>,
        stop: &Arc<AtomicBool>,
    ) -> Result<Option<Game>, ServiceError> {
        match self {
            Asked::Ply(ply) => {
                let Some(whole) = whole else { return Ok(None) };
                Ok(service.read_unless_stopped(owner, stop, move || whole.at(ply)).await?.flatten())
            }
            Asked::Text { position, rules } => {
                let read = move || crate::service::free_board(&rules, &position);
                service.read_unless_stopped(owner, stop, read).await?.transpose()
            }
        }
    }
}

fn serve(app: App, id: Option<String>, client: Option<Extension<Client>>, ws: WebSocketUpgrade) -> Response {
    small(ws).on_upgrade(move |mut socket| async move {
        let _client = client;
        let Some(pass) = hello(&app, &mut socket).await else { return };
        let lang = pass.lang;
        let seen = async {
            let Some(id) = id else { return Ok(None) };
            let view = app.service.game(GameId(game_id(&id, lang)?)).await.map_err(|e| Refusal::service(lang, &e))?;
            look(&app, &pass, &view).await?;
            Ok::<_, Refusal>(Some(view))
        };
        let view = match seen.await {
            Ok(Some(view)) if view.is_active() => {
                let _ = send(&mut socket, error(&t!(lang, "web-analysis-not-yet"))).await;
                return;
            }
            Ok(view) => view,
            Err(refusal) => {
                let _ = send(&mut socket, refused(&refusal)).await;
                return;
            }
        };
        let whole = view.map(|v| Arc::new(v.game));
        // One analysis at a time per pass holder (the heavy pool's limit).
        let owner = super::owner(&pass);
        let who = pass.who;
        let (tx, mut found) = tokio::sync::mpsc::channel::<String>(8);
        let mut current: Option<Arc<AtomicBool>> = None;
        let mut keeper = Keeper::new(&app, pass);
        loop {
            tokio::select! {
                incoming = socket.recv() => {
                    let word = match &incoming {
                        Some(Ok(Message::Text(text))) => serde_json::from_str::<Value>(text).ok(),
                        _ => None,
                    };
                    if !keeper.heard(incoming) {
                        break;
                    }
                    let Some(asked) = word.as_ref().and_then(Asked::of) else { continue };
                    if let Some(stop) = current.take() {
                        stop.store(true, Ordering::Relaxed);
                    }
                    let key = asked.key();
                    // Positions named faster than the person's pace are refused in a sentence.
                    if !app.limiter.allow(who) {
                        let mut word = json!({ "error": t!(lang, "web-too-fast") });
                        merge(&mut word, &key);
                        if !send(&mut socket, word.to_string().into()).await {
                            break;
                        }
                        continue;
                    }
                    let stop = Arc::new(AtomicBool::new(false));
                    current = Some(stop.clone());
                    let (service, tx, whole) = (app.service.clone(), tx.clone(), whole.clone());
                    tokio::spawn(async move {
                        let refuse = |e: &ServiceError| {
                            let mut word = json!({ "error": Refusal::service(lang, e).message });
                            merge(&mut word, &key);
                            word.to_string()
                        };
                        let game = match asked.read(&service, owner, whole, &stop).await {
                            Ok(Some(game)) if game.outcome().is_none() => game,
                            Ok(_) => return,
                            Err(e) => return drop(tx.send(refuse(&e)).await),
                        };
                        if stop.load(Ordering::Relaxed) {
                            return; // the page named another position meanwhile
                        }
                        // Nothing here helps a game in progress of the person asking.
                        if let Err(e) = service.refuse_live(who, game.position()).await {
                            return drop(tx.send(refuse(&e)).await);
                        }
                        let to_move = game.position().turn();
                        let told = tx.clone();
                        let key_told = key.clone();
                        let report = move |line: EngineLine| {
                            let eval = i18n::engine_eval(lang, to_move, line.score, line.mate_in);
                            let turns: Vec<String> = line.line.iter().map(ToString::to_string).collect();
                            let text = t!(lang, "web-engine", eval = eval.as_str(), depth = line.depth, line = turns.join(" "));
                            let path: Vec<String> =
                                line.line.first().map(|t| t.mv.points().map(|s| s.to_string()).collect()).unwrap_or_default();
                            // Black's share of the evaluation bar, 0–100.
                            let chance = line.winning_chance();
                            let black = if to_move == crate::rules::Color::Black { chance } else { 100.0 - chance };
                            let mut word = json!({ "depth": line.depth, "eval": eval, "text": text, "path": path, "black": black.round() });
                            merge(&mut word, &key_told);
                            let _ = told.blocking_send(word.to_string());
                        };
                        if let Err(e) = service.analyse(owner, game, stop, report).await {
                            let _ = tx.send(refuse(&e)).await;
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

/// `key`'s fields added to `word`.
fn merge(word: &mut Value, key: &Value) {
    if let (Some(word), Some(key)) = (word.as_object_mut(), key.as_object()) {
        word.extend(key.clone());
    }
}
