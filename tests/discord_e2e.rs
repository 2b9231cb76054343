//! End-to-end: the real bot (serenity client, poise handlers, PostgreSQL)
//! against a stand-in for Discord's REST API and gateway on loopback.
//!
//! The stand-in (an axum server) hands out the gateway URL, speaks just
//! enough of the gateway protocol (HELLO, READY, heartbeat ACKs) to push
//! `INTERACTION_CREATE` events, and records every REST request the bot makes
//! (method, path, JSON payload, attached files). Each test starts its own
//! stand-in and bot on its own database, pushes interactions as Discord
//! would, waits (polling, with a timeout) for the requests that answer them,
//! and checks those and the database.

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use sqlx::PgPool;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use zamma_bot::discord::{DiscordConfig, StartError, run};
use zamma_bot::rules::{Game, Preset};
use zamma_bot::service::{ChallengeRequest, ColourChoice, Place, Service, ServiceConfig, User};
use zamma_bot::store::Store;

// ---- Fixed ids -----------------------------------------------------------------

/// The bot's application and user id (Discord uses the same snowflake).
const APP: u64 = 990_000_000_000_000_001;
const GUILD: u64 = 770_000_000_000_000_001;
const CHANNEL: u64 = 771_000_000_000_000_001;
const HERE: Place = Place { guild: GUILD, channel: CHANNEL };

/// How long to wait for the bot to answer something.
const PATIENCE: Duration = Duration::from_secs(10);
const POLL: Duration = Duration::from_millis(15);
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

#[derive(Clone, Copy, Debug)]
struct Person {
    id: u64,
    name: &'static str,
}

const ALICE: Person = Person { id: 110_000_000_000_000_001, name: "alice" };
const BOB: Person = Person { id: 110_000_000_000_000_002, name: "bob" };
const CAROL: Person = Person { id: 110_000_000_000_000_003, name: "carol" };

impl Person {
    fn user(self) -> User {
        User::new(self.id, self.name)
    }

    fn mention(self) -> String {
        format!("<@{}>", self.id)
    }
}

// ---- Fixtures: what Discord sends ------------------------------------------------

const TIMESTAMP: &str = "2024-05-01T12:00:00.000000+00:00";

fn user_json(p: Person) -> Value {
    json!({
        "id": p.id.to_string(),
        "username": p.name,
        "discriminator": "0",
        "global_name": p.name,
        "avatar": null,
        "public_flags": 0,
    })
}

fn bot_user_json() -> Value {
    json!({
        "id": APP.to_string(),
        "username": "zamma-bot",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
    })
}

/// The bot's application, as `GET /oauth2/applications/@me` returns it.
fn application_json() -> Value {
    json!({
        "id": APP.to_string(),
        "name": "zamma-bot",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(CAROL),
        "verify_key": "00",
        "team": null,
        "flags": 0,
    })
}

/// A guild member as in `member` of an interaction (with its user) or in
/// `resolved.members` (without).
fn member_json(user: Option<Person>, permissions: &str) -> Value {
    let mut m = json!({
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "nick": null,
        "avatar": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions,
        "communication_disabled_until": null,
    });
    if let Some(p) = user {
        m["user"] = user_json(p);
    }
    m
}

/// The fields every interaction from a guild channel carries.
fn interaction_base(id: u64, kind: u8, from: Person) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP.to_string(),
        "type": kind,
        "guild_id": GUILD.to_string(),
        "channel_id": CHANNEL.to_string(),
        "channel": { "id": CHANNEL.to_string(), "type": 0, "name": "games", "permissions": "2251799813685247" },
        "member": member_json(Some(from), "2251799813685247"),
        "token": token(id),
        "version": 1,
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": "2251799813685247",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD.to_string() },
        "context": 0,
        "attachment_size_limit": 10_485_760,
    })
}

fn token(id: u64) -> String {
    format!("tok-{id}")
}

/// A slash command option: `(name, type, value)`.
fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}
fn str_opt(name: &str, value: &str) -> Value {
    opt(name, 3, json!(value))
}
fn int_opt(name: &str, value: i64) -> Value {
    opt(name, 4, json!(value))
}
fn user_opt(name: &str, p: Person) -> Value {
    opt(name, 6, json!(p.id.to_string()))
}

/// `resolved` for the USER options among `options` (any of ours, or the bot).
fn resolved_for(options: &[Value]) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for o in options.iter().filter(|o| o["type"] == 6) {
        let id = o["value"].as_str().unwrap().to_string();
        let user = match [ALICE, BOB, CAROL].into_iter().find(|p| p.id.to_string() == id) {
            Some(p) => user_json(p),
            None => bot_user_json(),
        };
        users.insert(id.clone(), user);
        members.insert(id, member_json(None, "0"));
    }
    json!({ "users": users, "members": members })
}

fn slash(id: u64, from: Person, name: &str, options: Vec<Value>) -> Value {
    let mut v = interaction_base(id, 2, from);
    v["data"] = json!({
        "id": "880000000000000001",
        "name": name,
        "type": 1,
        "guild_id": GUILD.to_string(),
        "resolved": resolved_for(&options),
        "options": options,
    });
    v
}

/// An autocomplete request: `options` with the focused one marked.
fn autocomplete(id: u64, from: Person, name: &str, options: Vec<Value>, focused: &str) -> Value {
    let options: Vec<Value> = options
        .into_iter()
        .map(|mut o| {
            if o["name"] == focused {
                o["focused"] = json!(true);
                // Discord sends what was typed so far as a string.
                if !o["value"].is_string() {
                    o["value"] = json!(o["value"].to_string());
                }
            }
            o
        })
        .collect();
    let mut v = slash(id, from, name, options);
    v["type"] = json!(4);
    v
}

/// The message a button or menu sits under (as the bot posted it).
fn message_json(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": GUILD.to_string(),
        "author": bot_user_json(),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    })
}

fn button(id: u64, from: Person, custom_id: &str) -> Value {
    let mut v = interaction_base(id, 3, from);
    v["message"] = message_json(id + 500_000, CHANNEL, "");
    v["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    v
}

fn select(id: u64, from: Person, custom_id: &str, values: &[&str]) -> Value {
    let mut v = interaction_base(id, 3, from);
    v["message"] = message_json(id + 500_000, CHANNEL, "");
    v["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    v
}

// ---- The stand-in for Discord ----------------------------------------------------

/// One REST request the bot made.
#[derive(Clone, Debug)]
struct Recorded {
    method: Method,
    path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    body: Value,
    files: Vec<File>,
    /// Answered 404: the stand-in did not expect it.
    unexpected: bool,
}

#[derive(Clone)]
struct File {
    field: String,
    name: String,
    bytes: Vec<u8>,
}

impl std::fmt::Debug for File {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}={} ({} bytes)", self.field, self.name, self.bytes.len())
    }
}

impl Recorded {
    /// The callback type (4 message, 5 deferred, 7 update, 8 autocomplete).
    fn kind(&self) -> u64 {
        self.body["type"].as_u64().unwrap_or_else(|| panic!("no callback type in {self:#?}"))
    }

    /// The message data: `data` of a callback, else the body itself.
    fn data(&self) -> &Value {
        if self.path.ends_with("/callback") { &self.body["data"] } else { &self.body }
    }

    fn content(&self) -> &str {
        self.data()["content"].as_str().unwrap_or("")
    }

    fn ephemeral(&self) -> bool {
        self.data()["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    }

    fn embed(&self) -> &Value {
        &self.data()["embeds"][0]
    }

    /// Every component (buttons, menus) in the message, rows flattened.
    fn components(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        for row in self.data()["components"].as_array().into_iter().flatten() {
            out.extend(row["components"].as_array().into_iter().flatten());
        }
        out
    }

    fn custom_ids(&self) -> Vec<String> {
        self.components().iter().filter_map(|c| c["custom_id"].as_str().map(String::from)).collect()
    }

    fn component(&self, custom_id: &str) -> &Value {
        self.components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
            .unwrap_or_else(|| panic!("no component {custom_id} in {:#?}", self.data()["components"]))
    }

    /// The custom id starting with `prefix` (e.g. `zb:mv:`).
    fn custom_id(&self, prefix: &str) -> String {
        self.custom_ids()
            .into_iter()
            .find(|c| c.starts_with(prefix))
            .unwrap_or_else(|| panic!("no component {prefix}* in {self:#?}"))
    }

    fn option_values(&self, custom_id: &str) -> Vec<String> {
        self.component(custom_id)["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap().to_string())
            .collect()
    }

    fn png(&self) -> &File {
        let f = self.files.first().unwrap_or_else(|| panic!("no file attached to {self:#?}"));
        assert!(f.name.ends_with(".png"), "{f:?}");
        assert!(f.bytes.starts_with(PNG_MAGIC), "{} is not a PNG", f.name);
        let reader = png::Decoder::new(std::io::Cursor::new(&f.bytes[..])).read_info().expect("a readable PNG");
        assert!(reader.info().width >= 200 && reader.info().height >= 200, "{:?}", reader.info().size());
        f
    }

    /// The reply is a game message: a PNG board shown as the embed's image.
    fn assert_board(&self) {
        let file = self.png();
        assert_eq!(self.embed()["image"]["url"], format!("attachment://{}", file.name), "{:#?}", self.data());
        assert!(self.embed()["title"].as_str().unwrap().starts_with("Game #"));
    }
}

struct Stub {
    addr: std::net::SocketAddr,
    requests: Mutex<Vec<Recorded>>,
    /// Pushes dispatches to the connected gateway session.
    gateway: Mutex<Option<mpsc::UnboundedSender<Value>>>,
    seq: AtomicU64,
    next_message: AtomicU64,
}

impl Stub {
    async fn start() -> Arc<Stub> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let stub = Arc::new(Stub {
            addr: listener.local_addr().unwrap(),
            requests: Mutex::new(Vec::new()),
            gateway: Mutex::new(None),
            seq: AtomicU64::new(0),
            next_message: AtomicU64::new(600_000_000_000_000_000),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(api)
            .layer(DefaultBodyLimit::disable())
            .with_state(stub.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        stub
    }

    fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn dispatch(&self, event: &str, d: Value) {
        let s = self.seq.fetch_add(1, Ordering::SeqCst) + 1;
        let tx = self.gateway.lock().unwrap().clone().expect("the bot is not connected to the gateway");
        tx.send(json!({ "op": 0, "t": event, "s": s, "d": d })).expect("gateway session gone");
    }

    fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }

    /// Wait for a request matching `pred` (already made or still to come).
    async fn wait_for(&self, what: &str, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        let start = Instant::now();
        loop {
            if let Some(r) = self.requests.lock().unwrap().iter().find(|r| pred(r)) {
                return r.clone();
            }
            if start.elapsed() > PATIENCE {
                panic!("timed out waiting for {what}; the bot sent:\n{:#?}", self.requests());
            }
            tokio::time::sleep(POLL).await;
        }
    }

    fn message_reply(&self, channel: u64, body: &Value) -> Value {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        let content = body["content"].as_str().unwrap_or("");
        message_json(id, channel, content)
    }
}

async fn gateway(ws: WebSocketUpgrade, State(stub): State<Arc<Stub>>) -> Response {
    ws.on_upgrade(move |socket| session(stub, socket))
}

async fn session(stub: Arc<Stub>, mut socket: WebSocket) {
    let send = |v: Value| WsMessage::Text(v.to_string().into());
    if socket.send(send(json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } }))).await.is_err() {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(WsMessage::Text(t))) => t.to_string(),
                    Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(2) => {
                        *stub.gateway.lock().unwrap() = Some(tx.clone());
                        let s = stub.seq.fetch_add(1, Ordering::SeqCst) + 1;
                        let ready = json!({
                            "op": 0, "t": "READY", "s": s,
                            "d": {
                                "v": 10,
                                "user": bot_user_json(),
                                "guilds": [{ "id": GUILD.to_string(), "unavailable": true }],
                                "session_id": "session-1",
                                "resume_gateway_url": format!("ws://{}/ws", stub.addr),
                                "application": { "id": APP.to_string(), "flags": 0 },
                            }
                        });
                        if socket.send(send(ready)).await.is_err() {
                            break;
                        }
                    }
                    Some(1) if socket.send(send(json!({ "op": 11 }))).await.is_err() => break,
                    _ => {}
                }
            }
            outgoing = rx.recv() => {
                let Some(v) = outgoing else { break };
                if socket.send(send(v)).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Every REST call: record it, then answer as Discord would.
async fn api(State(stub): State<Arc<Stub>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let multipart = req
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let mut body = Value::Null;
    let mut files = Vec::new();
    if multipart {
        let mut form = Multipart::from_request(req, &()).await.expect("a multipart body");
        while let Some(field) = form.next_field().await.expect("a multipart field") {
            let name = field.name().unwrap_or_default().to_string();
            let file_name = field.file_name().map(String::from);
            let bytes = field.bytes().await.expect("a multipart field's bytes").to_vec();
            match file_name {
                Some(file_name) => files.push(File { field: name, name: file_name, bytes }),
                None if name == "payload_json" => body = serde_json::from_slice(&bytes).expect("JSON payload_json"),
                None => {}
            }
        }
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), usize::MAX).await.unwrap_or_default();
        if !bytes.is_empty() {
            body = serde_json::from_slice(&bytes).unwrap_or(Value::String(String::from_utf8_lossy(&bytes).into()));
        }
    }

    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let app = APP.to_string();
    let response = match (&method, parts.as_slice()) {
        (&Method::GET, ["gateway"]) => Some(Json(json!({ "url": format!("ws://{}/ws", stub.addr) })).into_response()),
        (&Method::GET, ["gateway", "bot"]) => Some(
            Json(json!({
                "url": format!("ws://{}/ws", stub.addr),
                "shards": 1,
                "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 }
            }))
            .into_response(),
        ),
        // poise asks for the owners (see the report: `initialize_owners(false)`
        // on the builder would skip it); Discord answers, and so do we.
        (&Method::PUT, ["applications", a, "guilds", g, "commands"]) if *a == app && *g == GUILD.to_string() => {
            // Echo the commands back with ids, as Discord does.
            let commands: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
                .map(|(i, c)| {
                    let mut c = c.clone();
                    c["id"] = json!((880_000_000_000_000_100u64 + i as u64).to_string());
                    c["application_id"] = json!(app);
                    c["guild_id"] = json!(GUILD.to_string());
                    c["version"] = json!("1");
                    c["default_member_permissions"] =
                        c.get("default_member_permissions").cloned().unwrap_or(Value::Null);
                    c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                    c
                })
                .collect();
            Some(Json(Value::Array(commands)).into_response())
        }
        (&Method::POST, ["interactions", _, _, "callback"]) => Some(StatusCode::NO_CONTENT.into_response()),
        (&Method::POST, ["webhooks", a, _]) if *a == app => {
            Some(Json(stub.message_reply(CHANNEL, &body)).into_response())
        }
        (&Method::PATCH | &Method::GET, ["webhooks", a, _, "messages", _]) if *a == app => {
            Some(Json(stub.message_reply(CHANNEL, &body)).into_response())
        }
        (&Method::POST, ["channels", c, "messages"]) => {
            let channel = c.parse().unwrap_or(CHANNEL);
            Some(Json(stub.message_reply(channel, &body)).into_response())
        }
        _ => None,
    };
    let unexpected = response.is_none();
    stub.requests.lock().unwrap().push(Recorded { method, path, body, files, unexpected });
    response
        .unwrap_or_else(|| (StatusCode::NOT_FOUND, Json(json!({ "message": "Unknown", "code": 0 }))).into_response())
}

// ---- The bot under test ------------------------------------------------------------

struct Bot {
    stub: Arc<Stub>,
    pool: PgPool,
    /// A service of our own on the bot's database, to set up games quickly.
    service: Service,
    shutdown: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), StartError>>,
    next_id: AtomicU64,
}

/// One interaction we sent: its id names the requests that answer it.
#[derive(Clone, Copy, Debug)]
struct Sent {
    id: u64,
}

impl Sent {
    fn callback_path(self) -> String {
        format!("/api/v10/interactions/{}/{}/callback", self.id, token(self.id))
    }

    fn followup_path(self) -> String {
        format!("/api/v10/webhooks/{APP}/{}", token(self.id))
    }
}

fn init_tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,zamma_bot=info,serenity=error")),
        )
        .with_test_writer()
        .try_init();
}

impl Bot {
    /// Start a stand-in and the bot, and wait until it registered its commands.
    async fn start(pool: PgPool) -> Bot {
        init_tracing();
        let stub = Stub::start().await;
        let store = Store::from_pool(pool.clone()).await.expect("migrations");
        let bot_service = Service::new(store.clone(), ServiceConfig::default());
        let service = Service::new(store, ServiceConfig::default());
        let config = DiscordConfig {
            token: "test-token".into(),
            guild_id: Some(GUILD),
            api_base: Some(stub.base()),
            // The first sweep runs at start (nothing to do); no other during a test.
            sweep_every: Duration::from_secs(3600),
            shards: None,
        };
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(run(bot_service, config, async move {
            let _ = rx.await;
        }));
        let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
        let put = stub.wait_for("command registration", |r| r.method == Method::PUT && r.path == registered).await;
        let names: Vec<&str> = put.body.as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
        for name in ["challenge", "play-ai", "move", "board", "resign", "draw", "export", "replay", "rules", "help"] {
            assert!(names.contains(&name), "/{name} is not registered: {names:?}");
        }
        Bot { stub, pool, service, shutdown: Some(tx), task, next_id: AtomicU64::new(1_000_000_000_000_000_001) }
    }

    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    fn push(&self, build: impl FnOnce(u64) -> Value) -> Sent {
        let id = self.next_id();
        self.stub.dispatch("INTERACTION_CREATE", build(id));
        Sent { id }
    }

    /// Run a slash command and wait for its answer.
    async fn command(&self, from: Person, name: &str, options: Vec<Value>) -> Recorded {
        let sent = self.push(|id| slash(id, from, name, options));
        self.reply(sent).await
    }

    async fn press(&self, from: Person, custom_id: &str) -> (Sent, Recorded) {
        let sent = self.push(|id| button(id, from, custom_id));
        (sent, self.reply(sent).await)
    }

    async fn pick(&self, from: Person, custom_id: &str, value: &str) -> (Sent, Recorded) {
        let sent = self.push(|id| select(id, from, custom_id, &[value]));
        (sent, self.reply(sent).await)
    }

    /// The interaction response to `sent`.
    async fn reply(&self, sent: Sent) -> Recorded {
        let path = sent.callback_path();
        self.stub.wait_for(&format!("the answer to interaction {}", sent.id), |r| r.path == path).await
    }

    /// The first follow-up message to `sent`.
    async fn followup(&self, sent: Sent) -> Recorded {
        let path = sent.followup_path();
        self.stub
            .wait_for(&format!("a follow-up to interaction {}", sent.id), |r| {
                r.method == Method::POST && r.path == path
            })
            .await
    }

    /// Answers to `sent` so far (there should be exactly one callback).
    fn callbacks(&self, sent: Sent) -> usize {
        let path = sent.callback_path();
        self.stub.requests().iter().filter(|r| r.path == path).count()
    }

    /// A refusal: an ephemeral new message with a sentence, nothing else.
    async fn assert_refusal(&self, r: &Recorded, contains: &str) {
        assert_eq!(r.kind(), 4, "{r:#?}");
        assert!(r.ephemeral(), "a refusal must be ephemeral: {r:#?}");
        assert!(r.files.is_empty() && r.components().is_empty(), "{r:#?}");
        let text = r.content();
        assert!(text.contains(contains), "expected a sentence containing {contains:?}, got {text:?}");
        assert!(text.ends_with('.') || text.ends_with('!') || text.ends_with(')'), "not a sentence: {text:?}");
    }

    /// Start a game between alice (Black) and bob (White) through the
    /// service, as an accepted `/challenge` would.
    async fn start_game(&self, rated: bool) -> i64 {
        let req = ChallengeRequest { rules: "zamma".into(), rated, colour: ColourChoice::Black, move_time: None };
        let c = self.service.challenge(HERE, &ALICE.user(), &BOB.user(), &req).await.unwrap();
        self.service.accept(c.id, &BOB.user()).await.unwrap().id.0
    }

    async fn game_row(&self, game: i64) -> (i32, String, Option<String>) {
        sqlx::query_as("SELECT ply, status, result FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// `(ply, player, notation)` of every stored move of `game`.
    async fn moves(&self, game: i64) -> Vec<(i32, i64, String)> {
        sqlx::query_as("SELECT ply, player, notation FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game)
            .fetch_all(&self.pool)
            .await
            .unwrap()
    }

    /// Stop the bot; fail if it called anything the stand-in does not know.
    async fn stop(mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        match tokio::time::timeout(Duration::from_secs(5), &mut self.task).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => panic!("the bot stopped with an error: {e}"),
            Ok(Err(e)) => panic!("the bot panicked: {e}"),
            Err(_) => {
                self.task.abort();
                panic!("the bot did not shut down within 5 s");
            }
        }
        let mut answered: Vec<String> =
            self.stub.requests().into_iter().filter(|r| r.path.ends_with("/callback")).map(|r| r.path).collect();
        answered.sort();
        let before = answered.len();
        answered.dedup();
        assert_eq!(answered.len(), before, "an interaction was answered twice");
        let unexpected: Vec<Recorded> = self.stub.requests().into_iter().filter(|r| r.unexpected).collect();
        assert!(unexpected.is_empty(), "the bot made requests the stand-in does not expect:\n{unexpected:#?}");
    }
}

/// The game id in the custom ids of a game message (`zb:mv:<id>`).
fn game_id_of(r: &Recorded) -> i64 {
    r.custom_id("zb:mv:").trim_start_matches("zb:mv:").parse().unwrap()
}

fn start_moves() -> Vec<String> {
    Game::new(Preset::Zamma.rules()).legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Lower-case, letters and digits but `x` only (as the bot compares moves).
fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_ascii_alphanumeric() && *c != 'x').map(|c| c.to_ascii_lowercase()).collect()
}

// ---- Scenarios -----------------------------------------------------------------------

#[sqlx::test]
async fn challenge_accept_and_move(pool: PgPool) {
    let bot = Bot::start(pool).await;

    // Alice challenges Bob, playing Black.
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    let title = r.embed()["title"].as_str().unwrap().to_string();
    assert!(title.starts_with("Challenge #"), "{title}");
    let n: i64 = title.trim_start_matches("Challenge #").parse().unwrap();
    let ids = r.custom_ids();
    for id in [format!("zb:ca:{n}"), format!("zb:cd:{n}"), format!("zb:cc:{n}")] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
    assert!(r.content().contains(&BOB.mention()), "{}", r.content());
    let status: String =
        sqlx::query_scalar("SELECT status FROM challenges WHERE id = $1").bind(n).fetch_one(&bot.pool).await.unwrap();
    assert_eq!(status, "open");

    // Bob accepts: the challenge message becomes the game message.
    let (_, r) = bot.press(BOB, &format!("zb:ca:{n}")).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);
    for id in [format!("zb:mv:{game}"), format!("zb:dr:{game}"), format!("zb:rs:{game}")] {
        assert_eq!(r.component(&id)["disabled"], false, "{id}");
    }
    assert!(r.content().contains(&ALICE.mention()), "Black (alice) moves first: {}", r.content());
    assert_eq!(bot.game_row(game).await, (0, "active".into(), None));

    // Illegal, and out of turn: ephemeral sentences, nothing stored.
    let r = bot.command(ALICE, "move", vec![str_opt("move", "a1-a9")]).await;
    bot.assert_refusal(&r, "a1-a9").await;
    let r = bot.command(BOB, "move", vec![str_opt("move", "e6-e5")]).await;
    bot.assert_refusal(&r, "not your turn; alice is to move").await;
    assert!(bot.moves(game).await.is_empty());

    // A legal move by Black.
    let legal = start_moves();
    assert!(legal.contains(&"e4-e5".to_string()), "e4-e5 should be legal at the start: {legal:?}");
    let r = bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    r.assert_board();
    assert_eq!(r.png().name, format!("game-{game}-1.png"));
    assert_eq!(r.png().field, "files[0]");
    assert!(r.content().contains(&BOB.mention()), "White (bob) is to move: {}", r.content());
    let allowed = &r.data()["allowed_mentions"]["users"];
    assert!(allowed.as_array().unwrap().iter().any(|u| u == &json!(BOB.id.to_string())), "{allowed}");
    assert_eq!(r.component(&format!("zb:mv:{game}"))["disabled"], false);

    // Alice again: not her turn.
    let r = bot.command(ALICE, "move", vec![str_opt("move", "d4-d5")]).await;
    bot.assert_refusal(&r, "not your turn; bob is to move").await;

    // Exactly the one move is stored.
    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(moves[0].0, 0);
    assert_eq!(moves[0].1 as u64, ALICE.id);
    assert_eq!(squash(&moves[0].2), "e4e5", "{moves:?}");
    assert_eq!(bot.game_row(game).await, (1, "active".into(), None));
    bot.stop().await;
}

#[sqlx::test]
async fn only_the_challenged_user_may_accept(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB)]).await;
    let accept = r.custom_id("zb:ca:");
    let n: i64 = accept.trim_start_matches("zb:ca:").parse().unwrap();

    // Carol (a third user) and Alice herself may not accept.
    for who in [CAROL, ALICE] {
        let (sent, r) = bot.press(who, &accept).await;
        bot.assert_refusal(&r, "Only bob can answer this challenge").await;
        assert_eq!(bot.callbacks(sent), 1);
    }
    let status: String =
        sqlx::query_scalar("SELECT status FROM challenges WHERE id = $1").bind(n).fetch_one(&bot.pool).await.unwrap();
    assert_eq!(status, "open");
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games").fetch_one(&bot.pool).await.unwrap();
    assert_eq!(games, 0);

    // Bob declines: the message is updated, its buttons disabled.
    let (_, r) = bot.press(BOB, &format!("zb:cd:{n}")).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("declined"), "{}", r.content());
    assert!(r.components().iter().all(|c| c["disabled"] == true), "{:#?}", r.components());
    let status: String =
        sqlx::query_scalar("SELECT status FROM challenges WHERE id = $1").bind(n).fetch_one(&bot.pool).await.unwrap();
    assert_eq!(status, "declined");
    bot.stop().await;
}

#[sqlx::test]
async fn move_autocomplete_offers_legal_moves(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let legal = start_moves();

    let choices = |r: &Recorded| -> Vec<String> {
        assert_eq!(r.kind(), 8, "{r:#?}");
        let list = r.body["data"]["choices"].as_array().unwrap();
        assert!(list.len() <= 25, "{} choices", list.len());
        list.iter()
            .map(|c| {
                assert!(!c["name"].as_str().unwrap().is_empty());
                c["value"].as_str().unwrap().to_string()
            })
            .collect()
    };

    // Nothing typed yet: the first 25 (or all) legal moves.
    let sent = bot.push(|id| autocomplete(id, ALICE, "move", vec![str_opt("move", "")], "move"));
    let all = choices(&bot.reply(sent).await);
    assert_eq!(all.len(), legal.len().min(25), "{all:?}");
    assert!(all.iter().all(|m| legal.contains(m)), "{all:?} vs {legal:?}");

    // A typed prefix filters.
    let sent = bot.push(|id| autocomplete(id, ALICE, "move", vec![str_opt("move", "e4")], "move"));
    let some = choices(&bot.reply(sent).await);
    assert!(!some.is_empty());
    assert!(some.iter().all(|m| legal.contains(m) && squash(m).starts_with("e4")), "{some:?}");
    let expected: Vec<&String> = legal.iter().filter(|m| squash(m).starts_with("e4")).collect();
    assert_eq!(some.len(), expected.len().min(25), "{some:?} vs {expected:?}");

    // With the game named too.
    let sent =
        bot.push(|id| autocomplete(id, ALICE, "move", vec![str_opt("move", "E4-"), int_opt("game", game)], "move"));
    assert_eq!(choices(&bot.reply(sent).await), some);

    // Bob is not to move: nothing to offer.
    let sent = bot.push(|id| autocomplete(id, BOB, "move", vec![str_opt("move", "")], "move"));
    assert!(choices(&bot.reply(sent).await).is_empty());

    // The game option completes to the user's games here.
    let sent =
        bot.push(|id| autocomplete(id, ALICE, "move", vec![str_opt("move", "e4-e5"), str_opt("game", "")], "game"));
    let r = bot.reply(sent).await;
    assert_eq!(r.kind(), 8, "{r:#?}");
    assert_eq!(r.body["data"]["choices"][0]["value"], json!(game), "{r:#?}");
    bot.stop().await;
}

#[sqlx::test]
async fn move_menu_plays_a_move(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;

    // Bob may not open the menu: it is Alice's turn.
    let (_, r) = bot.press(BOB, &format!("zb:mv:{game}")).await;
    bot.assert_refusal(&r, "not your turn").await;

    let (_, r) = bot.press(ALICE, &format!("zb:mv:{game}")).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral(), "the move menu is for the mover only");
    r.png();
    let pieces_menu = format!("zb:pc:{game}:0");
    let pieces = r.option_values(&pieces_menu);
    assert!(!pieces.is_empty() && pieces.len() <= 25, "{pieces:?}");
    let game_rules = Game::new(Preset::Zamma.rules());
    let legal = game_rules.legal_moves();
    for p in &pieces {
        let i: u8 = p.parse().unwrap_or_else(|_| panic!("square index {p}"));
        assert!(legal.iter().any(|m| m.from().index() == i), "square {i} has no move");
    }

    // Pick the first piece: a second menu with its moves.
    let (_, r) = bot.pick(ALICE, &pieces_menu, &pieces[0]).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    r.png();
    let moves_menu = format!("zb:pl:{game}:0");
    let values = r.option_values(&moves_menu);
    assert!(!values.is_empty(), "{r:#?}");
    let from: u8 = pieces[0].parse().unwrap();
    for v in &values {
        let i: usize = v.parse().unwrap();
        assert_eq!(legal[i].from().index(), from, "move {i} does not start on the picked piece");
    }
    let chosen = legal[values[0].parse::<usize>().unwrap()].to_string();

    // Pick the move: "You played …", then the public board as a follow-up.
    let (sent, r) = bot.pick(ALICE, &moves_menu, &values[0]).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().starts_with("You played"), "{}", r.content());
    assert!(r.content().contains(&chosen), "{} vs {chosen}", r.content());
    let f = bot.followup(sent).await;
    assert!(!f.ephemeral(), "the new board is public");
    f.assert_board();
    assert!(f.content().contains(&BOB.mention()), "{}", f.content());

    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].2, chosen);
    assert_eq!(bot.game_row(game).await.0, 1);

    // The old menu (made for ply 0) no longer plays.
    let (_, r) = bot.pick(ALICE, &moves_menu, &values[0]).await;
    bot.assert_refusal(&r, "position changed").await;
    assert_eq!(bot.game_row(game).await.0, 1);
    bot.stop().await;
}

#[sqlx::test]
async fn resign_with_the_buttons(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;

    // Carol plays no part in the game.
    let (_, r) = bot.press(CAROL, &format!("zb:rs:{game}")).await;
    bot.assert_refusal(&r, "not playing in this game").await;

    let (_, r) = bot.press(ALICE, &format!("zb:rs:{game}")).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral());
    assert!(r.content().contains("resign"), "{}", r.content());
    let confirm = format!("zb:ry:{game}");
    r.component(&confirm);
    assert_eq!(bot.game_row(game).await.1, "active", "asking is not resigning");

    let (sent, r) = bot.press(ALICE, &confirm).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("resigned"), "{}", r.content());
    let f = bot.followup(sent).await;
    assert!(!f.ephemeral());
    f.assert_board();
    let buttons = f.components();
    assert!(!buttons.is_empty());
    assert!(buttons.iter().all(|b| b["disabled"] == true), "buttons stay enabled: {buttons:#?}");

    assert_eq!(bot.game_row(game).await, (0, "finished".into(), Some("white".into())));
    let changes: Vec<(i64, f64, f64)> = sqlx::query_as(
        "SELECT player, rating_before, rating_after FROM rating_changes WHERE game_id = $1 ORDER BY player",
    )
    .bind(game)
    .fetch_all(&bot.pool)
    .await
    .unwrap();
    assert_eq!(changes.len(), 2, "{changes:?}");
    assert_eq!(changes[0].0 as u64, ALICE.id);
    assert!(changes[0].2 < changes[0].1, "the loser loses rating: {changes:?}");
    assert!(changes[1].2 > changes[1].1, "the winner gains rating: {changes:?}");

    // The game is over: its buttons refuse.
    let (_, r) = bot.press(BOB, &format!("zb:mv:{game}")).await;
    bot.assert_refusal(&r, "over").await;
    bot.stop().await;
}

#[sqlx::test]
async fn computer_moves_first_and_posts_in_the_channel(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "play-ai", vec![int_opt("level", 1), int_opt("colour", 1)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);

    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let m = bot.stub.wait_for("the computer's move", |r| r.method == Method::POST && r.path == path).await;
    m.assert_board();
    assert_eq!(m.png().name, format!("game-{game}-1.png"));
    assert!(m.content().contains(&ALICE.mention()), "alice is to move: {}", m.content());

    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(moves[0].1 as u64, APP, "the bot's account plays the computer");
    let level: Option<i16> =
        sqlx::query_scalar("SELECT ai_level FROM games WHERE id = $1").bind(game).fetch_one(&bot.pool).await.unwrap();
    assert_eq!(level, Some(1));
    bot.stop().await;
}

#[sqlx::test]
async fn challenging_the_bot_starts_a_computer_game(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let me = opt("user", 6, json!(APP.to_string()));
    let r = bot.command(ALICE, "challenge", vec![me, int_opt("colour", 0)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);
    assert!(r.content().contains(&ALICE.mention()), "alice plays Black and moves first: {}", r.content());
    let challenges: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges").fetch_one(&bot.pool).await.unwrap();
    assert_eq!(challenges, 0);
    let (level, rated): (Option<i16>, bool) = sqlx::query_as("SELECT ai_level, rated FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&bot.pool)
        .await
        .unwrap();
    assert_eq!((level, rated), (Some(3), false));
    // No draw offers against the computer.
    assert!(r.custom_ids().iter().all(|c| !c.starts_with("zb:dr:")), "{:?}", r.custom_ids());
    bot.stop().await;
}

#[sqlx::test]
async fn draw_offer_decline_and_accept(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;
    let offer = format!("zb:dr:{game}");
    let draw_offer = || async {
        sqlx::query_scalar::<_, Option<i64>>("SELECT draw_offer FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&bot.pool)
            .await
            .unwrap()
    };

    let (_, r) = bot.press(ALICE, &offer).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    assert!(r.content().contains("offers a draw"), "{}", r.content());
    assert_eq!(r.component(&offer)["label"], "Accept draw");
    r.component(&format!("zb:dd:{game}"));
    assert_eq!(draw_offer().await.map(|p| p as u64), Some(ALICE.id));

    let (_, r) = bot.press(BOB, &format!("zb:dd:{game}")).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains("declined the draw"), "{}", r.content());
    assert_eq!(draw_offer().await, None);

    // Offered again with /draw; Bob accepts with the button.
    let r = bot.command(ALICE, "draw", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains("offers a draw"), "{}", r.content());
    let (_, r) = bot.press(BOB, &offer).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    assert!(r.components().iter().all(|b| b["disabled"] == true), "{:#?}", r.components());
    assert_eq!(bot.game_row(game).await, (0, "finished".into(), Some("draw".into())));
    let changes: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes WHERE game_id = $1")
        .bind(game)
        .fetch_one(&bot.pool)
        .await
        .unwrap();
    assert_eq!(changes, 2);
    bot.stop().await;
}

#[sqlx::test]
async fn help_rules_and_refusals(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "help", vec![]).await;
    assert_eq!(r.kind(), 4);
    assert!(r.ephemeral());
    assert!(r.embed()["description"].as_str().unwrap().contains("/challenge"));

    let r = bot.command(ALICE, "rules", vec![str_opt("preset", "sahara")]).await;
    assert_eq!(r.kind(), 4);
    assert!(r.ephemeral());
    let text = r.embed()["description"].as_str().unwrap();
    assert!(text.contains("`sahara`") && !text.contains("`zamma5`"), "{text}");

    let r = bot.command(ALICE, "rules", vec![str_opt("preset", "chess")]).await;
    bot.assert_refusal(&r, "There is no preset `chess`").await;

    let r = bot.command(ALICE, "board", vec![int_opt("game", 999)]).await;
    bot.assert_refusal(&r, "no such game").await;

    let r = bot.command(ALICE, "challenge", vec![user_opt("user", ALICE)]).await;
    bot.assert_refusal(&r, "yourself").await;
    bot.stop().await;
}

#[sqlx::test]
async fn export_and_replay(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let r = bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let stored = bot.moves(game).await[0].2.clone();

    let r = bot.command(BOB, "export", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let f = r.files.first().expect("a text file");
    assert_eq!(f.name, format!("zamma-game-{game}.txt"));
    let text = String::from_utf8(f.bytes.clone()).unwrap();
    assert!(text.contains(&stored), "{stored} missing from:\n{text}");

    // /replay defers, then sends the GIF as a follow-up.
    let sent = bot.push(|id| slash(id, BOB, "replay", vec![int_opt("game", game)]));
    let r = bot.reply(sent).await;
    assert_eq!(r.kind(), 5, "{r:#?}");
    let f = bot.followup(sent).await;
    let gif = f.files.first().expect("a GIF");
    assert_eq!(gif.name, format!("zamma-game-{game}.gif"));
    assert!(gif.bytes.starts_with(b"GIF8"));
    bot.stop().await;
}

// ---- Malformed and hostile interactions ----------------------------------------------

/// A server the test guild shares users with, but not games.
const OTHER_GUILD: u64 = 770_000_000_000_000_002;
const OTHER_CHANNEL: u64 = 771_000_000_000_000_002;
const ELSEWHERE: Place = Place { guild: OTHER_GUILD, channel: OTHER_CHANNEL };

/// The tables a refused action must leave alone, as text.
async fn snapshot(pool: &PgPool) -> Vec<String> {
    let mut out = Vec::new();
    for table in ["players", "challenges", "games", "moves", "rating_changes", "guild_settings"] {
        let rows: Option<String> =
            sqlx::query_scalar(&format!("SELECT string_agg(t::text, E'\\n' ORDER BY t::text) FROM {table} t"))
                .fetch_one(pool)
                .await
                .unwrap();
        out.push(format!("{table}:\n{}", rows.unwrap_or_default()));
    }
    out
}

impl Bot {
    /// Push a hostile interaction `what`: it must get one short ephemeral
    /// sentence containing `why`, and nothing else.
    async fn expect_refusal(&self, what: &str, why: &str, build: impl FnOnce(u64) -> Value) -> Sent {
        let sent = self.push(build);
        let r = self.reply(sent).await;
        assert_eq!(r.kind(), 4, "{what}: {r:#?}");
        assert!(r.ephemeral(), "{what}: a refusal must be ephemeral: {r:#?}");
        assert!(r.files.is_empty() && r.components().is_empty(), "{what}: {r:#?}");
        assert!(r.embed().is_null(), "{what}: {r:#?}");
        let text = r.content();
        assert!(
            text.to_lowercase().contains(&why.to_lowercase()),
            "{what}: expected a sentence containing {why:?}, got {text:?}"
        );
        assert!(text.ends_with('.') || text.ends_with(')'), "{what}: not a sentence: {text:?}");
        assert!(text.chars().count() <= 300, "{what}: {} characters is no clear refusal: {text:?}", text.len());
        let unprintable = |c: char| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c);
        assert!(!text.chars().any(unprintable), "{what}: control characters in {text:?}");
        sent
    }

    /// An autocomplete request: answered with at most `max` choices.
    async fn expect_choices(&self, what: &str, max: usize, build: impl FnOnce(u64) -> Value) -> (Sent, Vec<Value>) {
        let sent = self.push(build);
        let r = self.reply(sent).await;
        assert_eq!(r.kind(), 8, "{what}: {r:#?}");
        let choices = r.body["data"]["choices"].as_array().cloned().unwrap_or_default();
        assert!(choices.len() <= max, "{what}: {} choices: {choices:#?}", choices.len());
        for c in &choices {
            let name = c["name"].as_str().unwrap_or_default();
            assert!(!name.is_empty() && name.chars().count() <= 100, "{what}: {c}");
        }
        (sent, choices)
    }

    /// Push an interaction the bot must ignore (a component it did not make).
    fn expect_silence(&self, build: impl FnOnce(u64) -> Value) -> Sent {
        self.push(build)
    }

    /// After a pause (for late or second answers): every interaction in
    /// `answered` got exactly one answer and no follow-up, every one in
    /// `ignored` none at all, and nothing was posted to a channel since
    /// `mark` requests.
    async fn assert_quiet(&self, mark: usize, answered: &[Sent], ignored: &[Sent]) {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let requests = self.stub.requests();
        for &sent in answered {
            assert_eq!(self.callbacks(sent), 1, "interaction {} not answered exactly once", sent.id);
        }
        for &sent in ignored {
            assert_eq!(self.callbacks(sent), 0, "interaction {} should be ignored: {requests:#?}", sent.id);
        }
        for &sent in answered.iter().chain(ignored) {
            let path = sent.followup_path();
            assert!(!requests.iter().any(|r| r.path.starts_with(&path)), "a follow-up to {}: {requests:#?}", sent.id);
        }
        let posts: Vec<&Recorded> = requests[mark..].iter().filter(|r| r.path.contains("/channels/")).collect();
        assert!(posts.is_empty(), "the bot posted after refusals: {posts:#?}");
        let unexpected: Vec<&Recorded> = requests.iter().filter(|r| r.unexpected).collect();
        assert!(unexpected.is_empty(), "unexpected requests: {unexpected:#?}");
    }
}

#[sqlx::test]
async fn hostile_command_options_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let before = snapshot(&bot.pool).await;
    let mark = bot.stub.requests().len();
    let mut answered = Vec::new();
    let mut refuse = async |what: &str, why: &str, from: Person, name: &str, options: Vec<Value>| {
        let sent = bot.expect_refusal(what, why, |id| slash(id, from, name, options)).await;
        answered.push(sent);
    };

    // Huge strings.
    let huge_move = "e4-e5 ".repeat(1700);
    refuse("10,000-char move", "too long", ALICE, "move", vec![str_opt("move", &huge_move[..10_000])]).await;
    let huge_options = "landing=behind ".repeat(334);
    refuse(
        "5,000-char options",
        "too long",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("options", &huge_options[..5000])],
    )
    .await;
    refuse("3,000-char preset", "There is no preset", ALICE, "rules", vec![str_opt("preset", &"z".repeat(3000))]).await;
    refuse(
        "5,000-char time",
        "not a move time",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("time", &"9".repeat(5000))],
    )
    .await;
    for time in ["soon", "12 parsecs", "-1h", "0m", "1s", "99999999999w", "3d;DROP TABLE games", "🕐"] {
        refuse(
            &format!("time {time:?}"),
            "move time",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("time", time)],
        )
        .await;
    }

    // Unicode, right-to-left overrides, emoji and control characters.
    for text in [
        "e4\u{202e}-e5",
        "\u{200b}e4-e5\u{200b}\u{200b}x",
        "🙂-🙃",
        "e4\u{0}-e5",
        "\u{1b}[31me4-e5",
        "ｅ４－ｅ５",
        "@everyone e9-e10",
        "`````",
        "\u{fffd}\u{feff}",
        "\n\n\n",
    ] {
        refuse(&format!("move {text:?}"), "move", ALICE, "move", vec![str_opt("move", text)]).await;
    }
    for options in ["landing=\u{202e}behind", "🙂=🙃", "count=\u{0}on", "landing=behind\u{7}"] {
        refuse(
            &format!("options {options:?}"),
            "rules are not valid",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("options", options)],
        )
        .await;
    }

    // Unknown options and values.
    refuse(
        "preset chess",
        "rules are not valid",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("preset", "chess")],
    )
    .await;
    for options in ["landing=sideways", "=,,,==", "==", "landing", "=behind", "count=maybe", "bogus=1"] {
        refuse(
            &format!("options {options:?}"),
            "rules are not valid",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("options", options)],
        )
        .await;
    }
    for colour in [7, -1, 3] {
        refuse(
            &format!("colour {colour}"),
            "options",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), int_opt("colour", colour)],
        )
        .await;
    }
    refuse("leaderboard scope 9", "options", ALICE, "leaderboard", vec![int_opt("scope", 9)]).await;
    refuse("level 0", "level", ALICE, "play-ai", vec![int_opt("level", 0)]).await;
    refuse("level 300", "options", ALICE, "play-ai", vec![int_opt("level", 300)]).await;
    refuse("move game -5", "no such game", ALICE, "move", vec![str_opt("move", "e4-e5"), int_opt("game", -5)]).await;
    refuse("move game 999999", "no such game", ALICE, "move", vec![str_opt("move", "e4-e5"), int_opt("game", 999_999)])
        .await;
    refuse("board game 0", "no such game", ALICE, "board", vec![int_opt("game", 0)]).await;
    refuse("export game i64::MIN", "no such game", ALICE, "export", vec![int_opt("game", i64::MIN)]).await;
    refuse("resign game -1", "no such game", ALICE, "resign", vec![int_opt("game", -1)]).await;
    // Options of the wrong type, or missing.
    refuse("move as a number", "options", ALICE, "move", vec![int_opt("move", 45)]).await;
    refuse("game as text", "options", ALICE, "board", vec![str_opt("game", "one")]).await;
    refuse("no move", "options", ALICE, "move", vec![]).await;

    bot.assert_quiet(mark, &answered, &[]).await;
    assert_eq!(snapshot(&bot.pool).await, before, "a refused command changed the database");
    assert_eq!(bot.game_row(game).await, (0, "active".into(), None));
    bot.stop().await;
}

#[sqlx::test]
async fn hostile_autocomplete_gets_short_lists(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let before = snapshot(&bot.pool).await;
    let mark = bot.stub.requests().len();
    let mut answered = Vec::new();

    let long = "e4".repeat(2500);
    for partial in [long.as_str(), "\u{202e}\u{0}🙂", "zz-zz-zz", "\u{1b}[2J"] {
        let (sent, choices) = bot
            .expect_choices(&format!("move {partial:.20?}"), 25, |id| {
                autocomplete(id, ALICE, "move", vec![str_opt("move", partial)], "move")
            })
            .await;
        let legal = start_moves();
        assert!(choices.iter().all(|c| legal.iter().any(|m| c["value"] == json!(m))), "{choices:?}");
        answered.push(sent);
    }
    for preset in [&"z".repeat(5000), "\u{0}", "🙂"] {
        let (sent, _) = bot
            .expect_choices(&format!("preset {preset:.20?}"), 0, |id| {
                autocomplete(id, ALICE, "challenge", vec![user_opt("user", BOB), str_opt("preset", preset)], "preset")
            })
            .await;
        answered.push(sent);
    }
    // A game option that is no number: the user's games here, at most.
    for partial in ["abc", "-5", &"9".repeat(5000), "#0"] {
        let (sent, choices) = bot
            .expect_choices(&format!("game {partial:.20?}"), 1, |id| {
                autocomplete(id, ALICE, "board", vec![str_opt("game", partial)], "game")
            })
            .await;
        assert!(choices.iter().all(|c| c["value"] == json!(game)), "{choices:?}");
        answered.push(sent);
    }
    // The move option, with a game option that names nothing.
    for other in [str_opt("game", "abc"), int_opt("game", -5), int_opt("game", 999_999)] {
        let (sent, _) = bot
            .expect_choices("move, bad game", 25, |id| {
                autocomplete(id, ALICE, "move", vec![str_opt("move", "e4"), other], "move")
            })
            .await;
        answered.push(sent);
    }
    // An option the command does not have.
    let (sent, _) = bot
        .expect_choices("unknown option", 0, |id| {
            autocomplete(id, ALICE, "move", vec![str_opt("move", "e4"), str_opt("bogus", "x")], "bogus")
        })
        .await;
    answered.push(sent);

    bot.assert_quiet(mark, &answered, &[]).await;
    assert_eq!(snapshot(&bot.pool).await, before);
    bot.stop().await;
}

#[sqlx::test]
async fn foreign_and_damaged_buttons_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;
    // A game and an open challenge in another server, between the same people.
    let req = ChallengeRequest { rules: "zamma".into(), rated: false, colour: ColourChoice::Black, move_time: None };
    let c = bot.service.challenge(ELSEWHERE, &ALICE.user(), &BOB.user(), &req).await.unwrap();
    let foreign = bot.service.accept(c.id, &BOB.user()).await.unwrap().id.0;
    let foreign_challenge = bot.service.challenge(ELSEWHERE, &CAROL.user(), &BOB.user(), &req).await.unwrap().id;
    // A piece Alice may move, and a move of it.
    let start = Game::new(Preset::Zamma.rules());
    let piece = start.legal_moves()[0].from().index().to_string();
    let before = snapshot(&bot.pool).await;
    let mark = bot.stub.requests().len();
    let mut answered = Vec::new();
    let mut ignored = Vec::new();
    let press = |who: Person, custom_id: String| move |id| button(id, who, &custom_id);
    let pick = |who: Person, custom_id: String, value: &'static str| move |id| select(id, who, &custom_id, &[value]);

    // Carol plays no part in the game: every button and menu refuses her.
    for kind in ["mv", "rs", "ry", "dr", "dd"] {
        let id = format!("zb:{kind}:{game}");
        answered.push(bot.expect_refusal(&format!("carol {id}"), "not playing", press(CAROL, id)).await);
    }
    let menu = format!("zb:pc:{game}:0");
    answered.push(
        bot.expect_refusal("carol picks a piece", "not playing", |id| select(id, CAROL, &menu, &[piece.as_str()]))
            .await,
    );
    answered.push(
        bot.expect_refusal("carol picks a move", "not playing", pick(CAROL, format!("zb:pl:{game}:0"), "0")).await,
    );
    // Bob is not to move.
    answered.push(
        bot.expect_refusal("bob picks a piece", "not your turn", |id| select(id, BOB, &menu, &[piece.as_str()])).await,
    );

    // Alice's menus, with values the bot never offered.
    for value in ["99999", "-1", "abc", "", "4294967296", "\u{202e}1"] {
        let what = format!("piece {value:?}");
        answered.push(bot.expect_refusal(&what, "cannot move", pick(ALICE, format!("zb:pc:{game}:0"), value)).await);
        let what = format!("move {value:?}");
        answered.push(bot.expect_refusal(&what, "not available", pick(ALICE, format!("zb:pl:{game}:0"), value)).await);
    }
    answered.push(
        bot.expect_refusal("no values", "cannot move", |id| select(id, ALICE, &format!("zb:pc:{game}:0"), &[])).await,
    );
    answered.push(
        bot.expect_refusal("a menu id on a button", "not available", press(ALICE, format!("zb:pl:{game}:0"))).await,
    );
    // A menu made for another ply.
    answered.push(bot.expect_refusal("ply 7", "position changed", pick(ALICE, format!("zb:pc:{game}:7"), "0")).await);

    // Ids of nothing.
    answered.push(bot.expect_refusal("game 999999", "no such game", press(ALICE, "zb:mv:999999".into())).await);
    answered.push(bot.expect_refusal("resign 999999", "no such game", press(ALICE, "zb:ry:999999".into())).await);
    answered.push(bot.expect_refusal("challenge 999999", "no such challenge", press(BOB, "zb:ca:999999".into())).await);

    // The game and challenge of another server, pressed here by their players.
    for kind in ["mv", "rs", "ry", "dr", "dd"] {
        let id = format!("zb:{kind}:{foreign}");
        answered.push(bot.expect_refusal(&format!("foreign {id}"), "no such game", press(ALICE, id)).await);
    }
    let id = format!("zb:pc:{foreign}:0");
    answered.push(bot.expect_refusal("foreign menu", "no such game", pick(ALICE, id, "0")).await);
    for (who, kind) in [(BOB, "ca"), (BOB, "cd"), (CAROL, "cc")] {
        let id = format!("zb:{kind}:{foreign_challenge}");
        answered.push(bot.expect_refusal(&format!("foreign {id}"), "no such challenge", press(who, id)).await);
    }
    // ... and by command.
    for (name, mut options) in [
        ("move", vec![str_opt("move", "e4-e5")]),
        ("resign", vec![]),
        ("draw", vec![]),
        ("board", vec![]),
        ("export", vec![]),
    ] {
        options.push(int_opt("game", foreign));
        let what = format!("/{name} of a foreign game");
        answered.push(bot.expect_refusal(&what, "no such game", |id| slash(id, ALICE, name, options)).await);
    }

    // Custom ids the bot did not make: ignored.
    let long = format!("zb:mv:{}", "9".repeat(94));
    assert_eq!(long.len(), 100);
    for id in ["zb:ca:0", "zb:pl:1:-1", "zb:xx:1", "notours:1", "zb:mv:", "zb:mv:1:2:3", "", long.as_str()] {
        ignored.push(bot.expect_silence(press(ALICE, id.into())));
        ignored.push(bot.expect_silence(pick(ALICE, id.into(), "0")));
    }
    // A leaderboard page past any end is shown (empty), not a crash.
    let sent = bot.push(press(ALICE, format!("zb:lb:s:{}", u32::MAX)));
    assert_eq!(bot.reply(sent).await.kind(), 7);
    answered.push(sent);

    bot.assert_quiet(mark, &answered, &ignored).await;
    assert_eq!(snapshot(&bot.pool).await, before, "a refused press changed the database");
    bot.stop().await;
}

#[sqlx::test]
async fn stale_buttons_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;

    // An accepted challenge, and a cancelled one.
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    let accept = r.custom_id("zb:ca:");
    let n = accept.trim_start_matches("zb:ca:").to_string();
    let (_, r) = bot.press(BOB, &accept).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    let game = game_id_of(&r);
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", CAROL)]).await;
    let cancelled = r.custom_id("zb:ca:").trim_start_matches("zb:ca:").to_string();
    let (_, r) = bot.press(ALICE, &format!("zb:cc:{cancelled}")).await;
    assert_eq!(r.kind(), 7, "{r:#?}");

    // Alice opens the move menu and picks a piece; then resigns.
    let (_, r) = bot.press(ALICE, &format!("zb:mv:{game}")).await;
    let pieces_menu = format!("zb:pc:{game}:0");
    let piece = r.option_values(&pieces_menu)[0].clone();
    let (_, r) = bot.pick(ALICE, &pieces_menu, &piece).await;
    let moves_menu = format!("zb:pl:{game}:0");
    let first_move = r.option_values(&moves_menu)[0].clone();
    let (_, r) = bot.press(ALICE, &format!("zb:rs:{game}")).await;
    r.component(&format!("zb:ry:{game}"));
    let (sent, r) = bot.press(ALICE, &format!("zb:ry:{game}")).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    bot.followup(sent).await;
    assert_eq!(bot.game_row(game).await.1, "finished");

    let before = snapshot(&bot.pool).await;
    let mark = bot.stub.requests().len();
    let mut answered = Vec::new();
    let press = |who: Person, custom_id: String| move |id| button(id, who, &custom_id);
    let pick = |who: Person, custom_id: String, value: String| move |id| select(id, who, &custom_id, &[value.as_str()]);

    answered.push(bot.expect_refusal("accept again", "already accepted", press(BOB, accept.clone())).await);
    answered.push(bot.expect_refusal("decline accepted", "already accepted", press(BOB, format!("zb:cd:{n}"))).await);
    answered.push(bot.expect_refusal("cancel accepted", "already accepted", press(ALICE, format!("zb:cc:{n}"))).await);
    let id = format!("zb:ca:{cancelled}");
    answered.push(bot.expect_refusal("accept cancelled", "already cancelled", press(CAROL, id)).await);
    let id = format!("zb:cc:{cancelled}");
    answered.push(bot.expect_refusal("cancel twice", "already cancelled", press(ALICE, id)).await);

    for who in [ALICE, BOB] {
        for kind in ["mv", "rs", "ry", "dr", "dd"] {
            let id = format!("zb:{kind}:{game}");
            answered.push(bot.expect_refusal(&format!("{} {id}", who.name), "over", press(who, id)).await);
        }
    }
    answered.push(bot.expect_refusal("old piece menu", "over", pick(ALICE, pieces_menu, piece)).await);
    answered.push(bot.expect_refusal("old move menu", "over", pick(ALICE, moves_menu, first_move)).await);
    answered.push(
        bot.expect_refusal("/move after", "", |id| slash(id, ALICE, "move", vec![str_opt("move", "e4-e5")])).await,
    );

    bot.assert_quiet(mark, &answered, &[]).await;
    assert_eq!(snapshot(&bot.pool).await, before, "a stale press changed the database");
    bot.stop().await;
}

// ---- The fixtures are what serenity accepts ---------------------------------------

/// serenity silently drops an event it cannot read: make sure every fixture
/// builder produces a valid interaction (and the stand-in valid replies).
#[test]
fn fixtures_deserialize() {
    let parse = |v: Value| -> serenity::Interaction {
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v:#}"))
    };
    let i =
        parse(slash(1, ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 2), str_opt("time", "1h")]));
    let c = i.as_command().expect("a command");
    assert_eq!(c.user.id.get(), ALICE.id);
    assert_eq!(c.data.resolved.users[&serenity::UserId::new(BOB.id)].name, "bob");
    assert_eq!(c.guild_id, Some(serenity::GuildId::new(GUILD)));
    let bot = parse(slash(2, ALICE, "challenge", vec![opt("user", 6, json!(APP.to_string()))]));
    assert!(bot.as_command().unwrap().data.resolved.users[&serenity::UserId::new(APP)].bot);
    parse(slash(3, ALICE, "help", vec![]));

    let i = parse(autocomplete(4, ALICE, "move", vec![str_opt("move", "e4"), int_opt("game", 3)], "move"));
    assert!(matches!(i, serenity::Interaction::Autocomplete(_)));
    let a = parse(autocomplete(5, ALICE, "move", vec![str_opt("move", "e4"), int_opt("game", 3)], "game"));
    let focused = a.as_autocomplete().unwrap().data.autocomplete().unwrap();
    assert_eq!((focused.name, focused.value), ("game", "3"));

    let i = parse(button(6, BOB, "zb:ca:1"));
    let press = i.as_message_component().expect("a component");
    assert_eq!(press.user.id.get(), BOB.id);
    assert_eq!(press.data.custom_id, "zb:ca:1");
    assert!(matches!(press.data.kind, serenity::ComponentInteractionDataKind::Button));
    let i = parse(select(7, BOB, "zb:pc:1:0", &["40"]));
    match &i.as_message_component().unwrap().data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => assert_eq!(values, &["40"]),
        other => panic!("{other:?}"),
    }

    let app: serenity::CurrentApplicationInfo = serde_json::from_value(application_json()).unwrap();
    assert_eq!(app.id.get(), APP);
    let m: serenity::Message = serde_json::from_value(message_json(8, CHANNEL, "hi")).unwrap();
    assert_eq!(m.content, "hi");
    let ready: serenity::Ready = serde_json::from_value(json!({
        "v": 10,
        "user": bot_user_json(),
        "guilds": [{ "id": GUILD.to_string(), "unavailable": true }],
        "session_id": "s",
        "resume_gateway_url": "ws://127.0.0.1:1/ws",
        "application": { "id": APP.to_string(), "flags": 0 },
    }))
    .unwrap();
    assert!(ready.user.bot);
}
