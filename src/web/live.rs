//! Pages' live views over WebSockets. A page sends its pass first (a
//! socket without one is closed); then it gets the game's State, and after
//! each change only what changed.
//!
//! A game watched by many pages is read once per change in this process,
//! not once per page: the [`Hub`] keeps a room per watched game, which
//! hears the database's news of games (`Service::changes`), reads the game
//! once, and computes its State once per group of pages that see it alike
//! (the same pass holder and language): each page of the group is sent
//! the same patch, a few hundred bytes where the whole State is 15 KB (most
//! of it the board's geometry, which never changes). A running game's
//! clocks are brought up to date every [`TICK`] the same way.
//!
//! Sockets are kept honest (`socket.rs`): pinged every 30 s and closed when
//! a page has been silent for 75 s (browsers answer pings by
//! themselves), closed when the pass expires, and, in a Discord Activity,
//! when Discord no longer lists the person there.

use super::App;
use super::net::Client;
use super::reply::Refusal;
use super::socket::{Keeper, error, hello, refused, send, small};
use crate::i18n::Lang;
use crate::service::pass::{Pass, Who};
use crate::service::{GameId, Heard, Service};
use axum::Extension;
use axum::extract::ws::{WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;

/// How often a running game's State is brought up to date (the clocks).
const TICK: Duration = Duration::from_secs(15);
/// Patches a slow page may fall behind before it is sent the whole State.
const BACKLOG: usize = 32;
/// Keys of the State never sent again in a patch (they never change for a
/// page): the board's geometry and the page's words.
const FIXED: [&str; 2] = ["board", "strings"];

/// A game's page: its State, then what changes.
pub(super) async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    client: Option<Extension<Client>>,
    ws: WebSocketUpgrade,
) -> Response {
    let game = id.parse::<i64>().ok().filter(|n| *n > 0).map(GameId);
    small(ws).on_upgrade(move |socket| async move {
        // The client's share of the board, for as long as the socket is open.
        let _client = client;
        watch(app, game, socket).await;
    })
}

/// The course's page: it changes only by the learner's own requests, so
/// its socket only says the session is alive (and ends with it).
pub(super) async fn learn(State(app): State<App>, client: Option<Extension<Client>>, ws: WebSocketUpgrade) -> Response {
    small(ws).on_upgrade(move |mut socket| async move {
        let _client = client;
        let Some(pass) = hello(&app, &mut socket).await else { return };
        if !matches!(pass.who, Who::Learner(_)) {
            let _ = send(&mut socket, error(&crate::t!(pass.lang, "learn-web-not-a-learner"))).await;
            return;
        }
        let mut keeper = Keeper::new(&app, pass);
        loop {
            tokio::select! {
                incoming = socket.recv() => if !keeper.heard(incoming) { return },
                due = keeper.due() => if !keeper.act(&mut socket, due).await { return },
            }
        }
    })
}

async fn watch(app: App, game: Option<GameId>, mut socket: WebSocket) {
    let Some(pass) = hello(&app, &mut socket).await else { return };
    let Some(game) = game else {
        let refusal = Refusal::service(pass.lang, &crate::service::ServiceError::NoSuchGame);
        let _ = send(&mut socket, refused(&refusal)).await;
        return;
    };
    let mut seat = match app.hub.join(&app, game, &pass).await {
        Ok(seat) => seat,
        Err(refusal) => {
            let _ = send(&mut socket, refused(&refusal)).await;
            return;
        }
    };
    if !send(&mut socket, seat.first.clone()).await {
        return;
    }
    let mut keeper = Keeper::new(&app, pass);
    loop {
        tokio::select! {
            news = seat.news.recv() => {
                let text = match news {
                    Ok(text) => text,
                    // Too far behind: the whole State again.
                    Err(RecvError::Lagged(_)) => seat.group.whole(),
                    Err(RecvError::Closed) => return,
                };
                if !send(&mut socket, text).await {
                    return;
                }
            }
            incoming = socket.recv() => if !keeper.heard(incoming) { return },
            due = keeper.due() => if !keeper.act(&mut socket, due).await { return },
        }
    }
}

/// The rooms of the games pages watch in this process.
pub(super) struct Hub {
    service: Service,
    rooms: Mutex<HashMap<GameId, Weak<Room>>>,
}

/// A watched game: its groups of pages, and the task that keeps them up to
/// date (ended when the last page leaves).
struct Room {
    game: GameId,
    groups: Mutex<HashMap<(Who, Lang), Arc<Group>>>,
    task: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Drop for Room {
    fn drop(&mut self) {
        if let Some(task) = self.task.lock().unwrap_or_else(PoisonError::into_inner).take() {
            task.abort();
        }
    }
}

/// Pages that see a game alike.
struct Group {
    /// Who sees it, and how (`None`: they may not, and are told why).
    pass: Pass,
    /// The State last sent, and its version (each patch names the next).
    last: Mutex<(u64, Map<String, Value>)>,
    news: broadcast::Sender<Arc<str>>,
}

impl Group {
    /// The whole State as the group's pages have it now.
    fn whole(&self) -> Arc<str> {
        let (version, state) = &*self.last.lock().unwrap_or_else(PoisonError::into_inner);
        whole(*version, state)
    }
}

fn whole(version: u64, state: &Map<String, Value>) -> Arc<str> {
    let mut state = state.clone();
    state.insert("v".into(), json!(version));
    Value::Object(state).to_string().into()
}

/// A page's place in a room: what it is sent first, then its group's news.
struct Seat {
    _room: Arc<Room>,
    group: Arc<Group>,
    first: Arc<str>,
    news: broadcast::Receiver<Arc<str>>,
}

impl Hub {
    pub(super) fn new(service: Service) -> Arc<Hub> {
        Arc::new(Hub { service, rooms: Mutex::default() })
    }

    /// Seat a page of `pass` at `game`: its group's State now (read from
    /// the database only if no page of the group watches it yet).
    async fn join(self: &Arc<Hub>, app: &App, game: GameId, pass: &Pass) -> Result<Seat, Refusal> {
        let room = self.room(app, game);
        let key = (pass.who, pass.lang);
        let known = room.groups.lock().unwrap_or_else(PoisonError::into_inner).get(&key).cloned();
        let group = match known {
            Some(group) => group,
            None => {
                let view = self.service.game(game).await.map_err(|e| Refusal::service(pass.lang, &e))?;
                let (viewer, team) = super::guard::look(app, pass, &view).await?;
                let state = state_map(super::state::state(&view, viewer, team.as_ref()));
                let (news, _) = broadcast::channel(BACKLOG);
                let made = Arc::new(Group { pass: *pass, last: Mutex::new((0, state)), news });
                room.groups.lock().unwrap_or_else(PoisonError::into_inner).entry(key).or_insert(made).clone()
            }
        };
        // Subscribe and read the State under one lock: no patch falls between.
        let (first, news) = {
            let last = group.last.lock().unwrap_or_else(PoisonError::into_inner);
            (whole(last.0, &last.1), group.news.subscribe())
        };
        Ok(Seat { _room: room, group, first, news })
    }

    /// The room of `game`, made (and its task started) if nobody watches it.
    fn room(self: &Arc<Hub>, app: &App, game: GameId) -> Arc<Room> {
        let mut rooms = self.rooms.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(room) = rooms.get(&game).and_then(Weak::upgrade) {
            return room;
        }
        rooms.retain(|_, room| room.strong_count() > 0);
        let room = Arc::new(Room { game, groups: Mutex::default(), task: Mutex::new(None) });
        // Listen before the first read, so that no change falls in between.
        let changes = self.service.changes();
        let task = tokio::spawn(keep_up(app.clone(), Arc::downgrade(&room), changes));
        *room.task.lock().unwrap_or_else(PoisonError::into_inner) = Some(task);
        rooms.insert(game, Arc::downgrade(&room));
        room
    }
}

/// A room's task: after each change to its game (and every [`TICK`] while
/// it runs), read the game once and send each group what changed.
async fn keep_up(app: App, room: Weak<Room>, mut changes: broadcast::Receiver<Heard>) {
    let Some(game) = room.upgrade().map(|r| r.game) else { return };
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await;
    let mut running = true;
    loop {
        tokio::select! {
            heard = changes.recv() => match heard {
                Ok(Heard::Change(change)) if change.game == game => {
                    // News heard meanwhile (a burst of votes) is one read.
                    while matches!(changes.try_recv(), Ok(_) | Err(broadcast::error::TryRecvError::Lagged(_))) {}
                }
                Ok(Heard::Change(_)) => continue,
                Ok(Heard::Gap) | Err(RecvError::Lagged(_)) => {}
                Err(RecvError::Closed) => return,
            },
            _ = tick.tick() => if !running { continue },
        }
        let Some(room) = room.upgrade() else { return };
        let view = match app.service.game(game).await {
            Ok(view) => view,
            Err(e) => {
                tracing::warn!(%game, error = %e, "could not read a game for its live pages");
                continue;
            }
        };
        // A team game's sides, votes and marks: read once for every group.
        let team = match app.service.team_board(&view).await {
            Ok(team) => team,
            Err(e) => {
                tracing::warn!(%game, error = %e, "could not read a team game for its live pages");
                continue;
            }
        };
        running = view.is_active();
        let groups: Vec<Arc<Group>> = {
            let mut groups = room.groups.lock().unwrap_or_else(PoisonError::into_inner);
            groups.retain(|_, g| g.news.receiver_count() > 0);
            groups.values().cloned().collect()
        };
        for group in groups {
            let update = match super::guard::viewer(&app, &group.pass, &view, team.as_ref()) {
                Ok(viewer) => state_map(super::state::state(&view, viewer, team.as_ref())),
                Err(refusal) => {
                    let _ = group.news.send(refused(&refusal));
                    continue;
                }
            };
            let mut last = group.last.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(patch) = diff(&last.1, &update) {
                last.0 += 1;
                last.1 = update;
                let mut patch = patch;
                patch.insert("v".into(), json!(last.0));
                let _ = group.news.send(Value::Object(patch).to_string().into());
            }
        }
    }
}

fn state_map(state: Value) -> Map<String, Value> {
    match state {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// What changed from `old` to `new`, as the page applies it:
/// `{"patch": true, "set": {key: value}, "merge": {key: {sub: value or null}},
/// "splice": {key: [from, items…]}}` — whole values set; the labels, the
/// reasons and the pieces (by point) merged; lists that kept their start
/// spliced after it. `None`: nothing changed.
pub fn diff(old: &Map<String, Value>, new: &Map<String, Value>) -> Option<Map<String, Value>> {
    let (mut set, mut merge, mut splice) = (Map::new(), Map::new(), Map::new());
    for (key, value) in new {
        if FIXED.contains(&key.as_str()) && old.contains_key(key) {
            continue;
        }
        let was = old.get(key);
        if was == Some(value) {
            continue;
        }
        match (key.as_str(), was, value) {
            ("labels" | "reasons", Some(Value::Object(a)), Value::Object(b)) => {
                merge.insert(key.clone(), Value::Object(keyed_diff(a, b)));
            }
            ("pieces", Some(Value::Array(a)), Value::Array(b)) => {
                let by_point = |list: &[Value]| -> Map<String, Value> {
                    list.iter()
                        .filter_map(|p| Some((p.get("sq")?.as_str()?.to_string(), p.clone())))
                        .collect::<Map<String, Value>>()
                };
                merge.insert(key.clone(), Value::Object(keyed_diff(&by_point(a), &by_point(b))));
            }
            (_, Some(Value::Array(a)), Value::Array(b)) if !a.is_empty() && b.len() >= a.len() - 1 => {
                let kept = a.iter().zip(b).take_while(|(x, y)| x == y).count();
                let mut items = vec![json!(kept)];
                items.extend(b[kept..].iter().cloned());
                splice.insert(key.clone(), Value::Array(items));
            }
            _ => {
                set.insert(key.clone(), value.clone());
            }
        }
    }
    for key in old.keys().filter(|k| !new.contains_key(*k)) {
        set.insert(key.clone(), Value::Null);
    }
    if set.is_empty() && merge.is_empty() && splice.is_empty() {
        return None;
    }
    let mut patch = Map::new();
    patch.insert("patch".into(), json!(true));
    for (name, part) in [("set", set), ("merge", merge), ("splice", splice)] {
        if !part.is_empty() {
            patch.insert(name.into(), Value::Object(part));
        }
    }
    Some(patch)
}

/// The entries of `b` that differ from `a`'s, and `null` for those gone.
fn keyed_diff(a: &Map<String, Value>, b: &Map<String, Value>) -> Map<String, Value> {
    let mut changed: Map<String, Value> =
        b.iter().filter(|(k, v)| a.get(*k) != Some(*v)).map(|(k, v)| (k.clone(), v.clone())).collect();
    for key in a.keys().filter(|k| !b.contains_key(*k)) {
        changed.insert(key.clone(), Value::Null);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(value: Value) -> Map<String, Value> {
        state_map(value)
    }

    #[test]
    fn a_patch_holds_only_what_changed() {
        let old = map(json!({
            "board": {"points": [1, 2, 3]},
            "ply": 4,
            "labels": {"a1": "a1, empty", "b2": "b2, a black man"},
            "pieces": [{"sq": "b2", "color": "black"}, {"sq": "c3", "color": "white"}],
            "moves": [{"n": 1, "black": "b2-c3", "white": "d4-c3"}, {"n": 2, "black": "a1-b2", "white": null}],
            "notice": "Bob offers a draw.",
        }));
        let new = map(json!({
            "board": {"points": [1, 2, 3]},
            "ply": 5,
            "labels": {"a1": "a1, a black man", "b2": "b2, a black man"},
            "pieces": [{"sq": "a1", "color": "black"}, {"sq": "c3", "color": "white"}],
            "moves": [{"n": 1, "black": "b2-c3", "white": "d4-c3"}, {"n": 2, "black": "a1-b2", "white": "c3-d4"}],
        }));
        let patch = diff(&old, &new).unwrap();
        assert_eq!(
            Value::Object(patch),
            json!({
                "patch": true,
                "set": {"ply": 5, "notice": null},
                "merge": {
                    "labels": {"a1": "a1, a black man"},
                    "pieces": {"a1": {"sq": "a1", "color": "black"}, "b2": null},
                },
                "splice": {"moves": [1, {"n": 2, "black": "a1-b2", "white": "c3-d4"}]},
            })
        );
        assert_eq!(diff(&new, &new), None);
    }
}
