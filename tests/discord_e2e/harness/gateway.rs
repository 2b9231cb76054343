//! The stand-in's gateway: HELLO, IDENTIFY → READY, heartbeat ACKs,
//! dispatches with sequence numbers, and the ways Discord drops a
//! connection: a close the client may RESUME from (Discord replays what it
//! missed, then RESUMED), a Reconnect (op 7), and an Invalid Session (op 9,
//! not resumable: the client must IDENTIFY anew and what was dispatched
//! meanwhile is gone). See
//! <https://discord.com/developers/docs/events/gateway#resuming>. And a
//! gateway that cannot be reached at all ([`Gateway::close`]).

use super::*;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// What the stand-in sends down the connected socket.
enum Outgoing {
    Payload(Value),
    /// Close the socket with this code (4000, unknown error: resumable).
    Close(u16),
}

#[derive(Default)]
struct Session {
    /// `session-<number>`; 0 before the first IDENTIFY.
    number: u64,
    seq: u64,
    /// The dispatches of this session, for a RESUME.
    sent: Vec<Value>,
    outbox: Option<mpsc::UnboundedSender<Outgoing>>,
    identifies: usize,
    resumes: usize,
}

#[derive(Default)]
pub struct Gateway {
    /// A session per shard the bot identified as (a bot in several
    /// processes runs several shards): dispatches go to the shard of their
    /// guild, as Discord sends them (`(guild_id >> 22) % shards`), those
    /// without one to shard 0.
    sessions: Mutex<std::collections::HashMap<u32, Session>>,
    /// How many shards the bot said it runs (1 until it identifies).
    total: std::sync::atomic::AtomicU32,
    /// Session numbers given so far.
    numbers: std::sync::atomic::AtomicU64,
    /// Once closed: the address `/gateway` then names, where every
    /// connection is dropped at once.
    closed: Mutex<Option<std::net::SocketAddr>>,
    /// Connections refused since.
    refused: Arc<AtomicUsize>,
}

impl Gateway {
    /// The shard a dispatch goes to.
    fn shard_of(&self, d: &Value) -> u32 {
        let total = u64::from(self.total.load(Ordering::SeqCst).max(1));
        let guild = d["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        guild.map_or(0, |g| ((g >> 22) % total) as u32)
    }

    /// Send a dispatch, or keep it for a RESUME while the bot is away.
    pub fn dispatch(&self, event: &str, d: Value) {
        let shard = self.shard_of(&d);
        let mut sessions = self.sessions.lock().unwrap();
        let session = sessions.entry(shard).or_default();
        assert!(session.number > 0, "the bot never connected to the gateway (shard {shard})");
        session.seq += 1;
        let payload = json!({ "op": 0, "t": event, "s": session.seq, "d": d });
        session.sent.push(payload.clone());
        if let Some(outbox) = &session.outbox {
            let _ = outbox.send(Outgoing::Payload(payload));
        }
    }

    fn send(&self, what: Outgoing) {
        if let Some(outbox) = self.sessions.lock().unwrap().entry(0).or_default().outbox.take() {
            let _ = outbox.send(what);
        }
    }

    /// Close the connection as Discord does on a fault of its own (4000):
    /// the bot may resume.
    pub fn drop_connection(&self) {
        self.send(Outgoing::Close(4000));
    }

    /// Ask the bot to reconnect and resume (op 7).
    pub fn ask_reconnect(&self) {
        self.send(Outgoing::Payload(json!({ "op": 7, "d": null })));
    }

    /// End the session for good (op 9, `d: false`): the bot must identify
    /// anew, and what is dispatched until then is lost.
    pub fn invalidate_session(&self) {
        let mut sessions = self.sessions.lock().unwrap();
        let session = sessions.entry(0).or_default();
        session.number += 1_000_000; // no RESUME matches any more
        if let Some(outbox) = session.outbox.take() {
            let _ = outbox.send(Outgoing::Payload(json!({ "op": 9, "d": false })));
        }
    }

    /// From now on the gateway cannot be reached: `GET /gateway` names an
    /// address that drops every connection at once, and the usual one (to
    /// which the bot resumes) answers 503. The connected bot stays
    /// connected until [`Gateway::drop_connection`].
    pub async fn close(&self) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        *self.closed.lock().unwrap() = Some(listener.local_addr().unwrap());
        let refused = self.refused.clone();
        tokio::spawn(async move {
            while let Ok((connection, _)) = listener.accept().await {
                refused.fetch_add(1, Ordering::SeqCst);
                drop(connection);
            }
        });
    }

    /// The gateway's URL as `GET /gateway` gives it.
    pub fn url(&self, usual: std::net::SocketAddr) -> String {
        format!("ws://{}/ws", self.closed.lock().unwrap().unwrap_or(usual))
    }

    /// How many connections the closed gateway refused.
    pub fn refused(&self) -> usize {
        self.refused.load(Ordering::SeqCst)
    }

    /// How many times the bot identified, and resumed (all shards).
    pub fn counts(&self) -> (usize, usize) {
        let sessions = self.sessions.lock().unwrap();
        (sessions.values().map(|s| s.identifies).sum(), sessions.values().map(|s| s.resumes).sum())
    }

    /// The shards connected now.
    pub fn shards_connected(&self) -> usize {
        self.sessions.lock().unwrap().values().filter(|s| s.outbox.is_some()).count()
    }
}

pub async fn upgrade(ws: WebSocketUpgrade, State(stub): State<Arc<Stub>>) -> Response {
    if stub.gateway.closed.lock().unwrap().is_some() {
        stub.gateway.refused.fetch_add(1, Ordering::SeqCst);
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| connection(stub, socket))
}

fn text(v: Value) -> WsMessage {
    WsMessage::Text(v.to_string().into())
}

async fn connection(stub: Arc<Stub>, mut socket: WebSocket) {
    let gateway = &stub.gateway;
    if socket.send(text(json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } }))).await.is_err() {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    // The shard this connection identified (or resumed) as.
    let mut shard = 0u32;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let message = match incoming {
                    Some(Ok(WsMessage::Text(t))) => t.to_string(),
                    Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&message) else { continue };
                let answers = match v["op"].as_u64() {
                    Some(1) => vec![json!({ "op": 11 })],
                    Some(2) => {
                        let asked = v["d"]["shard"].as_array();
                        shard = asked.and_then(|a| a.first()?.as_u64()).unwrap_or(0) as u32;
                        let total = asked.and_then(|a| a.get(1)?.as_u64()).unwrap_or(1) as u32;
                        gateway.total.store(total, Ordering::SeqCst);
                        let mut sessions = gateway.sessions.lock().unwrap();
                        let session = sessions.entry(shard).or_default();
                        session.number = gateway.numbers.fetch_add(1, Ordering::SeqCst) + 1;
                        session.identifies += 1;
                        session.seq = 1;
                        session.sent.clear();
                        session.outbox = Some(tx.clone());
                        let d = ready_json(&format!("ws://{}/ws", stub.addr()), &format!("session-{}", session.number));
                        vec![json!({ "op": 0, "t": "READY", "s": 1, "d": d })]
                    }
                    Some(6) => {
                        let mut sessions = gateway.sessions.lock().unwrap();
                        let asked = v["d"]["session_id"].as_str().unwrap_or_default().to_string();
                        let found = sessions.iter_mut().find(|(_, s)| format!("session-{}", s.number) == asked);
                        if let Some((number, session)) = found {
                            shard = *number;
                            session.resumes += 1;
                            session.outbox = Some(tx.clone());
                            let after = v["d"]["seq"].as_u64().unwrap_or(0);
                            let mut replay: Vec<Value> =
                                session.sent.iter().filter(|p| p["s"].as_u64() > Some(after)).cloned().collect();
                            session.seq += 1;
                            replay.push(json!({ "op": 0, "t": "RESUMED", "s": session.seq, "d": {} }));
                            replay
                        } else {
                            vec![json!({ "op": 9, "d": false })]
                        }
                    }
                    _ => vec![],
                };
                for answer in answers {
                    if socket.send(text(answer)).await.is_err() {
                        return;
                    }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Payload(v)) => {
                    if socket.send(text(v)).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code)) => {
                    let frame = CloseFrame { code, reason: "Unknown error".into() };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
        }
    }
    // Gone: dispatches wait for a RESUME (unless another connection took over).
    let mut sessions = gateway.sessions.lock().unwrap();
    let session = sessions.entry(shard).or_default();
    if session.outbox.as_ref().is_some_and(|o| o.same_channel(&tx)) {
        session.outbox = None;
    }
}
