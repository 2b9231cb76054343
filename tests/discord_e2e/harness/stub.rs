//! The stand-in for Discord: an axum server that hands out the gateway URL,
//! speaks just enough of the gateway protocol (HELLO, READY, heartbeat ACKs)
//! to push `INTERACTION_CREATE` events, and records every REST request the
//! bot makes (method, path, JSON payload, attached files), answering the
//! ones it knows as Discord would and the rest with 404.
//!
//! It serves the REST API over TLS as `discord.com` (a test certificate
//! authority in `tests/discord_e2e/tls`), so the bot sends the very
//! requests it sends to Discord, through serenity's rate limiter; and over
//! plain HTTP for the gateway and for tests that call it by hand.

use super::tls::{TEST_CA, TlsListener};
use super::*;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How Discord refuses a post in a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Denial {
    /// 403, 50013: the bot lacks a permission there.
    MissingPermissions,
    /// 403, 50001: the bot cannot see the channel.
    MissingAccess,
    /// 404, 10003: the channel is gone.
    UnknownChannel,
}

impl Denial {
    /// Discord's answer: status, error code, message.
    fn answer(self) -> (u16, u32, &'static str) {
        match self {
            Denial::MissingPermissions => (403, 50013, "Missing Permissions"),
            Denial::MissingAccess => (403, 50001, "Missing Access"),
            Denial::UnknownChannel => (404, 10003, "Unknown Channel"),
        }
    }
}

/// A server error the stand-in answers once, to a request whose method is
/// `method` and whose path ends with `suffix`.
struct Failure {
    method: Method,
    suffix: String,
    /// 500 or 502.
    status: u16,
    /// Discord did the work before failing (the worst case for a client
    /// that sends again: a duplicate unless it uses a nonce).
    processed: bool,
}

/// How long Discord waits for the answer to an interaction.
const CALLBACK_WINDOW: std::time::Duration = std::time::Duration::from_secs(3);

/// An interaction the stand-in dispatched.
struct Pending {
    kind: u64,
    sent: Instant,
    answered: bool,
    /// Where and by whom (for an Activity it launches).
    guild: Option<u64>,
    channel: u64,
    user: u64,
}

pub struct Stub {
    addr: std::net::SocketAddr,
    /// The HTTPS side, which `discord.com` resolves to.
    tls_addr: std::net::SocketAddr,
    pub limits: super::ratelimits::RateLimits,
    requests: Mutex<Vec<Recorded>>,
    pub gateway: super::gateway::Gateway,
    pub(super) next_message: AtomicU64,
    /// Requests to answer with a Discord server error once.
    failures: Mutex<Vec<Failure>>,
    /// Channels whose posts Discord refuses, and how.
    denied: Mutex<HashMap<u64, Denial>>,
    /// Channel messages Discord made (a resend with a known enforced nonce
    /// makes none), and the nonces seen: (channel, nonce) → message.
    made: Mutex<Vec<Recorded>>,
    /// The first answer to each path Discord did not rate-limit: when, and
    /// whether it succeeded and was not ephemeral (for the load test).
    firsts: Mutex<std::collections::HashMap<String, (Instant, bool)>>,
    nonces: Mutex<std::collections::HashMap<(u64, String), Value>>,
    /// Every interaction dispatched, by id: its type, when it was sent, and
    /// whether it was answered (for checking callbacks as Discord does).
    interactions: Mutex<std::collections::HashMap<String, Pending>>,
    /// Discord does not take the bot's token: 401 to every request.
    token_rejected: std::sync::atomic::AtomicBool,
    /// Activities: instances, OAuth2 codes and tokens.
    pub activities: super::activities::Activities,
    /// Every post makes a message, nonce or not (Discord's window for an
    /// enforced nonce is undocumented: nothing may rely on it).
    nonces_ignored: std::sync::atomic::AtomicBool,
    /// Requests held unanswered (method, path suffix), once each.
    hangs: Mutex<Vec<(Method, String)>>,
    /// Threads made without a message (a private thread, say): by id.
    pub(super) threads: Mutex<HashMap<u64, super::threads::Thread>>,
}

impl Stub {
    pub async fn start() -> Arc<Stub> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let tls = TlsListener::bind().await;
        let stub = Arc::new(Stub {
            addr: listener.local_addr().unwrap(),
            tls_addr: tls.addr,
            limits: Default::default(),
            requests: Mutex::new(Vec::new()),
            gateway: Default::default(),
            next_message: AtomicU64::new(600_000_000_000_000_000),
            interactions: Mutex::new(std::collections::HashMap::new()),
            failures: Mutex::new(Vec::new()),
            // The bot is no member of the group DM nor of the server that
            // did not add it: Discord refuses its posts and threads there.
            denied: Mutex::new(HashMap::from([
                (GROUP_DM, Denial::MissingAccess),
                (USER_GUILD_CHANNEL, Denial::MissingAccess),
            ])),
            made: Mutex::new(Vec::new()),
            firsts: Mutex::new(std::collections::HashMap::new()),
            nonces: Mutex::new(std::collections::HashMap::new()),
            token_rejected: Default::default(),
            activities: Default::default(),
            nonces_ignored: Default::default(),
            hangs: Mutex::new(Vec::new()),
            threads: Mutex::new(HashMap::new()),
        });
        let app = Router::new()
            .route("/ws", get(super::gateway::upgrade))
            .fallback(api)
            .layer(DefaultBodyLimit::disable())
            .with_state(stub.clone());
        let tls_app = app.clone();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        tokio::spawn(async move { axum::serve(tls, tls_app).await.unwrap() });
        stub
    }

    /// The plain HTTP base URL (for a client with serenity's proxy setting).
    pub fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// How the bot reaches the stand-in: as `https://discord.com`.
    pub fn api(&self) -> zamma_bot::discord::Api {
        zamma_bot::discord::Api::StandIn { addr: self.tls_addr, root_pem: TEST_CA.to_vec() }
    }

    /// Answer the next `method` request whose path ends with `suffix` with
    /// a 429, for the route (`global` false) or the whole bot.
    pub fn rate_limit_next(&self, method: Method, suffix: &str, global: bool) {
        self.limits.force_next(method, suffix, global);
    }

    /// The same, the 429 asking the bot to wait `retry_after`.
    pub fn rate_limit_next_asking(&self, method: Method, suffix: &str, global: bool, retry_after: std::time::Duration) {
        self.limits.force_next_asking(method, suffix, global, retry_after);
    }

    /// From now on Discord answers every request 401 Unauthorized, as it
    /// does when the token was reset or is not a bot's.
    pub fn reject_token(&self) {
        self.token_rejected.store(true, Ordering::SeqCst);
    }

    /// How many requests were answered 429 Too Many Requests.
    pub fn rate_limited(&self) -> usize {
        self.requests.lock().unwrap().iter().filter(|r| r.status == 429).count()
    }

    pub fn dispatch(&self, event: &str, d: Value) {
        if event == "INTERACTION_CREATE"
            && let (Some(id), Some(kind)) = (d["id"].as_str(), d["type"].as_u64())
        {
            let snowflake = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
            let user = snowflake(&d["member"]["user"]["id"]).or_else(|| snowflake(&d["user"]["id"])).unwrap_or(0);
            let (guild, channel) = (snowflake(&d["guild_id"]), snowflake(&d["channel_id"]).unwrap_or(0));
            let pending = Pending { kind, sent: Instant::now(), answered: false, guild, channel, user };
            self.interactions.lock().unwrap().insert(id.to_string(), pending);
        }
        self.gateway.dispatch(event, d);
    }

    pub fn addr(&self) -> std::net::SocketAddr {
        self.addr
    }

    /// Answer the next `method` request whose path ends with `suffix` as
    /// Discord does when it fails: 500 Internal Server Error.
    pub fn fail_next(&self, method: Method, suffix: &str) {
        self.fail_next_with(method, suffix, 500, false);
    }

    /// The same with a given server error: 500, or 502 Bad Gateway (which
    /// Discord's proxy answers with an HTML page); `processed`: Discord did
    /// what was asked before failing.
    pub fn fail_next_with(&self, method: Method, suffix: &str, status: u16, processed: bool) {
        let failure = Failure { method, suffix: suffix.to_string(), status, processed };
        self.failures.lock().unwrap().push(failure);
    }

    /// From now on every post makes a message: an enforced nonce is not
    /// looked up.
    pub fn ignore_nonces(&self) {
        self.nonces_ignored.store(true, Ordering::SeqCst);
    }

    /// The next request `method` to a path ending in `suffix` is held and
    /// never answered (a Discord, or a proxy, that does not answer).
    pub fn hang_next(&self, method: Method, suffix: &str) {
        self.hangs.lock().unwrap().push((method, suffix.to_string()));
    }

    /// From now on Discord refuses every post in `channel`, as it does
    /// when the bot lacks a permission there or the channel is gone.
    pub fn deny_posts(&self, channel: u64, denial: Denial) {
        self.denied.lock().unwrap().insert(channel, denial);
    }

    /// The messages Discord made in `channel`, in order.
    pub fn messages_made(&self, channel: u64) -> Vec<Recorded> {
        let path = format!("/api/v10/channels/{channel}/messages");
        self.made.lock().unwrap().iter().filter(|r| r.path == path).cloned().collect()
    }

    /// Forget the requests so far (for a test that provoked Discord's
    /// refusals on purpose, before the end-of-test checks).
    pub fn forget_requests(&self) {
        self.requests.lock().unwrap().clear();
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }

    fn record(&self, r: Recorded) {
        if r.status != 429 {
            let first = (r.at, r.status < 300 && !r.ephemeral());
            self.firsts.lock().unwrap().entry(r.path.clone()).or_insert(first);
        }
        self.requests.lock().unwrap().push(r);
    }

    /// The first request to `path` Discord did not rate-limit, waiting up
    /// to `patience`: when it came, and whether it succeeded (and was not
    /// ephemeral, as a refusal is). A lookup, not a scan (for the load
    /// test).
    pub async fn first_to(&self, path: &str, patience: std::time::Duration) -> Option<(Instant, bool)> {
        let start = Instant::now();
        loop {
            if let Some(found) = self.firsts.lock().unwrap().get(path) {
                return Some(*found);
            }
            if start.elapsed() > patience {
                return None;
            }
            tokio::time::sleep(std::time::Duration::from_millis(1)).await;
        }
    }

    /// How many requests match `pred`.
    pub fn count(&self, pred: impl Fn(&Recorded) -> bool) -> usize {
        self.requests.lock().unwrap().iter().filter(|r| pred(r)).count()
    }

    /// Wait for a request matching `pred` (already made or still to come),
    /// leaving out those answered 429 (serenity sends them again).
    pub async fn wait_for(&self, what: &str, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        let start = Instant::now();
        loop {
            if let Some(r) = self.requests.lock().unwrap().iter().find(|r| r.status != 429 && pred(r)) {
                return r.clone();
            }
            if start.elapsed() > PATIENCE {
                panic!("timed out waiting for {what}; the bot sent:\n{:#?}", self.requests());
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// A new channel message; with an enforced nonce Discord saw in this
    /// channel before, the message it made then.
    fn create_message(&self, channel: u64, method: &Method, path: &str, body: &Value, files: &[File]) -> Value {
        let nonce = body["nonce"].as_str().map(String::from).or_else(|| body["nonce"].as_u64().map(|n| n.to_string()));
        let enforced = body["enforce_nonce"] == true && !self.nonces_ignored.load(Ordering::SeqCst);
        let key = nonce.filter(|_| enforced).map(|n| (channel, n));
        if let Some(key) = &key
            && let Some(message) = self.nonces.lock().unwrap().get(key)
        {
            return message.clone();
        }
        let message = self.message_reply(channel, body);
        if let Some(key) = key {
            self.nonces.lock().unwrap().insert(key, message.clone());
        }
        let recorded = Recorded {
            method: method.clone(),
            path: path.to_string(),
            body: body.clone(),
            files: files.to_vec(),
            unexpected: false,
            status: 200,
            at: Instant::now(),
        };
        self.made.lock().unwrap().push(recorded);
        message
    }

    fn message_reply(&self, channel: u64, body: &Value) -> Value {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        let content = body["content"].as_str().unwrap_or("");
        message_json(id, channel, content)
    }
}

/// Every REST call: record it, then answer as Discord would.
async fn api(State(stub): State<Arc<Stub>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or("").to_string();
    let authorization =
        req.headers().get(axum::http::header::AUTHORIZATION).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
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

    if stub.token_rejected.load(Ordering::SeqCst) {
        stub.record(Recorded { method, path, body, files, unexpected: false, status: 401, at: Instant::now() });
        return (StatusCode::UNAUTHORIZED, Json(json!({ "message": "401: Unauthorized", "code": 0 }))).into_response();
    }

    let failing = {
        let mut failures = stub.failures.lock().unwrap();
        let at = failures.iter().position(|f| f.method == method && path.ends_with(f.suffix.as_str()));
        at.map(|i| failures.remove(i))
    };
    let hang = {
        let mut hangs = stub.hangs.lock().unwrap();
        let at = hangs.iter().position(|(m, suffix)| *m == method && path.ends_with(suffix.as_str()));
        at.map(|i| hangs.remove(i))
    };
    if hang.is_some() {
        stub.record(Recorded { method, path, body, files, unexpected: false, status: 0, at: Instant::now() });
        return std::future::pending().await;
    }
    if let Some(f) = &failing
        && !f.processed
    {
        let status = f.status;
        stub.record(Recorded { method, path, body, files, unexpected: false, status, at: Instant::now() });
        return server_error(status);
    }

    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let limit_headers = match stub.limits.check(&method, &path, &parts) {
        super::ratelimits::Verdict::Pass(headers) => headers,
        super::ratelimits::Verdict::Limited(headers, answer) => {
            drop(parts);
            stub.record(Recorded { method, path, body, files, unexpected: false, status: 429, at: Instant::now() });
            return (StatusCode::TOO_MANY_REQUESTS, headers, Json(answer)).into_response();
        }
    };
    // Discord's answers to a callback that comes too late (10062) or twice (40060).
    let mut interaction_type = None;
    if let ["interactions", id, _, "callback"] = parts.as_slice()
        && let Some(p) = stub.interactions.lock().unwrap().get_mut(*id)
    {
        interaction_type = Some(p.kind);
        let refusal = if p.answered {
            Some((StatusCode::BAD_REQUEST, 40060, "Interaction has already been acknowledged."))
        } else if p.sent.elapsed() > CALLBACK_WINDOW {
            Some((StatusCode::NOT_FOUND, 10062, "Unknown interaction"))
        } else if body["type"] == 12 && !stub.activities.enabled() {
            // No Activity to launch: refused, and the interaction is still
            // unanswered (the bot may answer it otherwise).
            p.answered = false;
            Some((StatusCode::BAD_REQUEST, 50035, "Invalid Form Body: this application cannot launch an Activity"))
        } else {
            p.answered = true;
            None
        };

        if let Some((status, code, message)) = refusal {
            eprintln!("stand-in: refused {method} {path}: {code} {message}");
            drop(parts);
            // A launch Discord refuses is expected of the tests that ask it.
            let unexpected = code != 50035;
            let recorded =
                Recorded { method, path, body, files, unexpected, status: status.as_u16(), at: Instant::now() };
            stub.record(recorded);
            return (status, Json(json!({ "message": message, "code": code }))).into_response();
        }
    }
    let problems = super::limits::problems(method.as_str(), &parts, &body, &files, interaction_type);
    if !problems.is_empty() {
        // Discord refuses the whole request: 400 Invalid Form Body.
        let answer = json!({ "code": 50035, "message": "Invalid Form Body", "errors": problems });
        eprintln!("stand-in: refused {method} {path}: {problems:?}");
        drop(parts);
        stub.record(Recorded { method, path, body, files, unexpected: true, status: 400, at: Instant::now() });
        return (StatusCode::BAD_REQUEST, Json(answer)).into_response();
    }

    if method == Method::POST
        && let ["channels", channel, "messages"]
        | ["channels", channel, "messages", _, "threads"]
        | ["channels", channel, "threads"] = parts.as_slice()
        && let Some(denial) = channel.parse().ok().and_then(|c: u64| stub.denied.lock().unwrap().get(&c).copied())
    {
        let (status, code, message) = denial.answer();
        drop(parts);
        stub.record(Recorded { method, path, body, files, unexpected: false, status, at: Instant::now() });
        let status = StatusCode::from_u16(status).unwrap_or(StatusCode::FORBIDDEN);
        return (status, Json(json!({ "message": message, "code": code }))).into_response();
    }

    let app = APP.to_string();
    let activity = stub.activities.answer(&method, parts.as_slice(), &authorization, &body);
    let response = if activity.is_some() {
        activity
    } else {
        match (&method, parts.as_slice()) {
            (&Method::GET, ["gateway"]) => Some(Json(json!({ "url": stub.gateway.url(stub.addr) })).into_response()),
            (&Method::GET, ["gateway", "bot"]) => Some(
                Json(json!({
                    "url": stub.gateway.url(stub.addr),
                    "shards": 1,
                    "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 }
                }))
                .into_response(),
            ),
            // No `GET /oauth2/applications/@me`: the bot builds poise with
            // `initialize_owners(false)`, so asking for the owners would be an
            // unexpected request (`application_json` is checked all the same).
            (&Method::PUT, ["applications", a, "guilds", g, "commands"]) if *a == app && *g == GUILD.to_string() => {
                // Echo the commands back with ids, as Discord does.
                let commands = registered(&body, Some(GUILD));
                Some(Json(Value::Array(commands)).into_response())
            }
            // Global registration (no GUILD_ID): echoed back like the guild one.
            // An application with Activities has an Entry Point command, which
            // a bulk overwrite must keep (Discord: 50240).
            (&Method::PUT, ["applications", a, "commands"])
                if *a == app
                    && stub.activities.enabled()
                    && !body.as_array().into_iter().flatten().any(|c| c["type"] == 4) =>
            {
                let message = "You cannot remove this app's Primary Entry Point command in a bulk update operation. \
                           Please include the Primary Entry Point command in your update request or delete it separately.";
                Some((StatusCode::BAD_REQUEST, Json(json!({ "message": message, "code": 50240 }))).into_response())
            }
            (&Method::PUT, ["applications", a, "commands"]) if *a == app => {
                Some(Json(Value::Array(registered(&body, None))).into_response())
            }
            (&Method::POST, ["channels", c, "threads"]) => Some(super::threads::create(&stub, c, &body)),
            (&Method::PUT, ["channels", t, "thread-members", u]) => Some(super::threads::add_member(&stub, t, u)),
            (&Method::POST, ["channels", c, "messages", _, "threads"]) => {
                let thread = stub.next_message.fetch_add(1, Ordering::SeqCst);
                let parent = c.parse().unwrap_or(CHANNEL);
                Some(Json(thread_json(thread, parent, body["name"].as_str().unwrap_or(""))).into_response())
            }
            (&Method::POST, ["interactions", id, _, "callback"]) if body["type"] == 12 => {
                // Launch the Activity where the interaction came from.
                let (guild, channel, user) = {
                    let pending = stub.interactions.lock().unwrap();
                    let p = pending.get(*id).expect("a dispatched interaction");
                    (p.guild, p.channel, p.user)
                };
                let instance = stub.activities.launch(guild, channel, user);
                Some(if query.contains("with_response=true") {
                    Json(json!({
                        "interaction": { "id": id, "type": 3, "activity_instance_id": instance },
                        "resource": { "type": 12, "activity_instance": { "id": instance } },
                    }))
                    .into_response()
                } else {
                    StatusCode::NO_CONTENT.into_response()
                })
            }
            (&Method::POST, ["interactions", _, _, "callback"]) => Some(StatusCode::NO_CONTENT.into_response()),

            // Opening a DM: the test users only (Discord: 50007 for others).
            (&Method::POST, ["users", "@me", "channels"]) => {
                let id = body["recipient_id"].as_str().unwrap_or_default().to_string();
                match [ALICE, BOB, CAROL].into_iter().find(|p| p.id.to_string() == id) {
                    Some(p) => Some(Json(dm_channel_json(user_json(p))).into_response()),
                    None => Some(
                        (
                            StatusCode::FORBIDDEN,
                            Json(json!({ "message": "Cannot send messages to this user", "code": 50007 })),
                        )
                            .into_response(),
                    ),
                }
            }
            (&Method::POST, ["webhooks", a, _]) if *a == app => {
                Some(Json(stub.message_reply(CHANNEL, &body)).into_response())
            }
            (&Method::PATCH | &Method::GET, ["webhooks", a, _, "messages", _]) if *a == app => {
                Some(Json(stub.message_reply(CHANNEL, &body)).into_response())
            }
            (&Method::POST, ["channels", c, "messages"]) => {
                let channel = c.parse().unwrap_or(CHANNEL);
                Some(Json(stub.create_message(channel, &method, &path, &body, &files)).into_response())
            }
            _ => None,
        }
    };
    let unexpected = response.is_none();
    let mut response = response
        .unwrap_or_else(|| (StatusCode::NOT_FOUND, Json(json!({ "message": "Unknown", "code": 0 }))).into_response());
    if let Some(f) = failing {
        // Done, and then failed all the same.
        response = server_error(f.status);
    }
    response.headers_mut().extend(limit_headers);
    let status = response.status().as_u16();
    stub.record(Recorded { method, path, body, files, unexpected, status, at: Instant::now() });
    response
}

/// Commands as Discord answers their registration: with ids, versions and
/// the defaults it fills in.
fn registered(body: &Value, guild: Option<u64>) -> Vec<Value> {
    body.as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, c)| {
            let mut c = c.clone();
            c["id"] = json!((880_000_000_000_000_100u64 + i as u64).to_string());
            c["application_id"] = json!(APP.to_string());
            if let Some(guild) = guild {
                c["guild_id"] = json!(guild.to_string());
            }
            c["version"] = json!("1");
            c["default_member_permissions"] = c.get("default_member_permissions").cloned().unwrap_or(Value::Null);
            c["type"] = c.get("type").cloned().unwrap_or(json!(1));
            c["description"] = c.get("description").cloned().unwrap_or(json!(""));
            c
        })
        .collect()
}

/// Discord's answers when it fails: 500 with a JSON body, 502 with
/// Cloudflare's HTML page.
fn server_error(status: u16) -> Response {
    match status {
        502 => {
            let page = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>cloudflare</center></body></html>";
            (StatusCode::BAD_GATEWAY, [(axum::http::header::CONTENT_TYPE, "text/html")], page).into_response()
        }
        _ => {
            let answer = json!({ "message": "500: Internal Server Error", "code": 0 });
            (StatusCode::INTERNAL_SERVER_ERROR, Json(answer)).into_response()
        }
    }
}
