//! The board on an open address: what an anonymous visitor, a slow one and
//! a crowd can make it hold, and what it answers them (web/net.rs,
//! web/guard.rs); and pages' live views, a game read once for all of them
//! and each page sent what changed (web/live.rs).

use super::{game_from, players, secret, serve, session};
use serde_json::{Value, json};
use sqlx::PgPool;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use zamma_bot::i18n::Lang;
use zamma_bot::service::UserId;
use zamma_bot::service::pass::Who;
use zamma_bot::web::{Limits, WebConfig};

fn addr(base: &str) -> String {
    base.trim_start_matches("http://").to_string()
}

/// Send `head` (and `body`), then read what the server answers until it
/// closes or `within` passes: the answer, and whether it closed.
async fn raw(base: &str, head: &str, body: &[u8], within: Duration) -> (String, bool) {
    let mut stream = TcpStream::connect(addr(base)).await.unwrap();
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    read_until_closed(&mut stream, within).await
}

async fn read_until_closed(stream: &mut TcpStream, within: Duration) -> (String, bool) {
    let mut got = Vec::new();
    let deadline = tokio::time::Instant::now() + within;
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&got).into_owned(), true),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return (String::from_utf8_lossy(&got).into_owned(), false),
        }
    }
}

/// The JSON sentence of a raw HTTP answer.
fn sentence(answer: &str) -> String {
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    let value: Value = serde_json::from_str(body).unwrap_or_else(|_| panic!("not a JSON answer: {answer:?}"));
    value["error"].as_str().unwrap_or_else(|| panic!("no sentence: {answer:?}")).to_string()
}

fn status(answer: &str) -> &str {
    answer.split(' ').nth(1).unwrap_or_default()
}

fn tight() -> Limits {
    Limits { header_timeout: Duration::from_secs(1), body_timeout: Duration::from_secs(1), ..Limits::default() }
}

#[sqlx::test]
async fn nothing_is_read_of_a_body_before_its_pass_and_no_body_is_large_or_slow(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let game = game_from(&service, (&alice, &bob), "zamma", None).await;
    let base = serve(&service, WebConfig { limits: tight(), ..WebConfig::new(secret()) }).await;
    let path = format!("/api/game/{}/turn", game.id.0);
    // No pass, and nearly 2 MB announced: refused at once, nothing read,
    // and the connection closed rather than kept to read the rest.
    let head = format!("POST {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 1950000\r\n\r\n");
    let started = Instant::now();
    let (answer, closed) = raw(&base, &head, &[b'{'; 1000], Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "401", "{answer}");
    assert!(sentence(&answer).contains("not valid"), "{answer}");
    assert!(closed && started.elapsed() < Duration::from_secs(3), "closed: {closed}, {:?}", started.elapsed());
    // With a pass, a body larger than any the API takes is refused unread.
    let alices = session(Who::Player(alice.id), Lang::Fr, 60);
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {alices}\r\nAccept-Language: fr\r\n\
         Content-Length: 100000\r\n\r\n"
    );
    let (answer, _) = raw(&base, &head, b"{", Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "413", "{answer}");
    assert!(sentence(&answer).contains("requête"), "{answer}");
    // A body that never comes whole is dropped after the body's time.
    let head =
        format!("POST {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {alices}\r\nContent-Length: 40\r\n\r\n");
    let started = Instant::now();
    let (answer, _) = raw(&base, &head, b"{\"turn\":", Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "408", "{answer}");
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    // A crafted path is answered with the API's sentence, not the framework's.
    let (answer, _) = raw(&base, "GET /api/game/abc HTTP/1.1\r\nHost: x\r\n\r\n", b"", Duration::from_secs(2)).await;
    assert_eq!(status(&answer), "401", "a pass first, even here: {answer}");
    let watcher = session(Who::Watcher(game.id), Lang::En, 60);
    let head = format!("GET /api/game/abc HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {watcher}\r\n\r\n");
    let (answer, _) = raw(&base, &head, b"", Duration::from_secs(2)).await;
    assert_eq!(status(&answer), "404", "{answer}");
    assert!(sentence(&answer).contains("no such game"), "{answer}");
    let (answer, _) = raw(&base, "DELETE /api/session HTTP/1.1\r\nHost: x\r\n\r\n", b"", Duration::from_secs(2)).await;
    assert_eq!(status(&answer), "405", "{answer}");
    sentence(&answer);
}

#[sqlx::test]
async fn slow_and_silent_connections_are_closed(pool: PgPool) {
    let (service, ..) = players(pool).await;
    let base = serve(&service, WebConfig { limits: tight(), ..WebConfig::new(secret()) }).await;
    // Headers that never end.
    let started = Instant::now();
    let (_, closed) = raw(&base, "GET /assets/board.css HT", b"", Duration::from_secs(5)).await;
    assert!(closed && started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
    // A kept-alive connection that says nothing more after its request.
    let mut stream = TcpStream::connect(addr(&base)).await.unwrap();
    stream.write_all(b"GET /assets/theme.css HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let started = Instant::now();
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "200");
    assert!(closed && started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
}

#[sqlx::test]
async fn connections_are_bounded_per_address_and_the_rest_told_to_come_back(pool: PgPool) {
    let (service, ..) = players(pool).await;
    // Loopback trusted as nobody's proxy here: it is the visitor.
    let limits = Limits { per_address: 3, trusted_proxies: Vec::new(), ..Limits::default() };
    let base = serve(&service, WebConfig { limits, ..WebConfig::new(secret()) }).await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(TcpStream::connect(addr(&base)).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let head = "GET /assets/theme.css HTTP/1.1\r\nHost: x\r\nAccept-Language: es\r\n\r\n";
    let (answer, closed) = raw(&base, head, b"", Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "503", "{answer}");
    assert!(answer.to_ascii_lowercase().contains("retry-after: 10"), "{answer}");
    assert!(sentence(&answer).contains("minuto"), "{answer}");
    assert!(closed);
    // One of the three leaves: the next visitor is served.
    held.pop();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (answer, _) = raw(&base, head, b"", Duration::from_secs(2)).await;
    assert_eq!(status(&answer), "200", "{answer}");

    // In all: 2 connections a process, whoever they come from.
    let limits = Limits { connections: 2, trusted_proxies: Vec::new(), ..Limits::default() };
    let base = serve(&service, WebConfig { limits, ..WebConfig::new(secret()) }).await;
    let _a = TcpStream::connect(addr(&base)).await.unwrap();
    let _b = TcpStream::connect(addr(&base)).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (answer, _) = raw(&base, head, b"", Duration::from_secs(5)).await;
    assert_eq!(status(&answer), "503", "{answer}");
}

#[sqlx::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_share(pool: PgPool) {
    let (service, ..) = players(pool).await;
    // Loopback is the proxy (the default): its connections are not counted
    // per address, the clients it forwards are.
    let limits = Limits { per_address: 2, ..Limits::default() };
    let base = serve(&service, WebConfig { limits, ..WebConfig::new(secret()) }).await;
    let socket = |forwarded: &str| {
        let request = tokio_tungstenite::tungstenite::http::Request::builder()
            .uri(format!("ws://{}/api/game/learn/live", addr(&base)))
            .header("host", addr(&base))
            .header("connection", "Upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", "13")
            .header("sec-websocket-key", tokio_tungstenite::tungstenite::handshake::client::generate_key())
            .header("x-forwarded-for", forwarded)
            .body(())
            .unwrap();
        tokio_tungstenite::connect_async(request)
    };
    let _one = socket("203.0.113.5").await.unwrap();
    let _two = socket("198.51.100.1, 203.0.113.5").await.unwrap();
    // A third from the same client is refused (its sockets are its share).
    let third = socket("203.0.113.5").await.unwrap_err();
    let refused = match third {
        tokio_tungstenite::tungstenite::Error::Http(response) => response,
        other => panic!("not refused with an answer: {other}"),
    };
    assert_eq!(refused.status(), 429);
    let body: Value = serde_json::from_slice(refused.body().as_deref().unwrap_or_default()).unwrap();
    assert!(body["error"].as_str().unwrap().contains("your address"), "{body}");
    // Another client behind the same proxy is not.
    let _other = socket("192.0.2.44").await.unwrap();
}

/// What a page's socket says next (a text message), within `within`.
pub(super) async fn next_text(
    socket: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    within: Duration,
) -> Option<Value> {
    use futures_util::StreamExt as _;
    let deadline = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(deadline, socket.next()).await {
            Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Text(text)))) => {
                return Some(serde_json::from_str(&text).unwrap());
            }
            Ok(Some(Ok(_))) => {}
            _ => return None,
        }
    }
}

pub(super) async fn hello(
    base: &str,
    path: &str,
    token: &str,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>> {
    use futures_util::SinkExt as _;
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}{path}", addr(base))).await.unwrap();
    let hello = json!({ "token": token }).to_string();
    socket.send(tokio_tungstenite::tungstenite::Message::text(hello)).await.unwrap();
    socket
}

#[sqlx::test]
async fn every_socket_needs_a_live_session_and_ends_with_it(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let game = game_from(&service, (&alice, &bob), "zamma", None).await;
    let base = serve(&service, WebConfig::new(secret())).await;
    // The course's socket: no pass, no socket.
    let mut socket = hello(&base, "/api/game/learn/live", "forged.pass").await;
    let said = next_text(&mut socket, Duration::from_secs(5)).await.unwrap();
    assert!(said["error"].as_str().unwrap().contains("not valid") && said["final"] == true, "{said}");
    assert!(next_text(&mut socket, Duration::from_secs(2)).await.is_none(), "closed");
    // A player's session is not a learner's.
    let mut socket = hello(&base, "/api/game/learn/live", &session(Who::Player(alice.id), Lang::En, 60)).await;
    let said = next_text(&mut socket, Duration::from_secs(5)).await.unwrap();
    assert!(said["error"].is_string(), "{said}");
    // A learner's stays open, and closes with its session.
    let mut socket = hello(&base, "/api/game/learn/live", &session(Who::Learner(UserId(5)), Lang::En, 2)).await;
    let started = Instant::now();
    let said = next_text(&mut socket, Duration::from_secs(6)).await.unwrap();
    assert!(said["error"].as_str().unwrap().contains("expired"), "{said}");
    assert!(started.elapsed() >= Duration::from_secs(1), "{:?}", started.elapsed());
    // A game's socket too.
    let path = format!("/api/game/{}/live", game.id.0);
    let mut socket = hello(&base, &path, &session(Who::Watcher(game.id), Lang::En, 2)).await;
    let first = next_text(&mut socket, Duration::from_secs(5)).await.unwrap();
    assert_eq!((first["game"].as_i64(), first["v"].as_u64()), (Some(game.id.0), Some(0)), "{first}");
    let said = next_text(&mut socket, Duration::from_secs(6)).await.unwrap();
    assert!(said["error"].as_str().unwrap().contains("expired"), "{said}");
}

/// A page as the browser keeps it: the whole State, then patches applied
/// (as assets/web/state.js `patched` does).
fn apply(page: &mut Value, patch: &Value) {
    let state = page.as_object_mut().unwrap();
    assert_eq!(patch["v"].as_u64(), state["v"].as_u64().map(|v| v + 1), "patches come in order");
    state.insert("v".into(), patch["v"].clone());
    for (key, value) in patch["set"].as_object().into_iter().flatten() {
        if value.is_null() {
            state.remove(key);
        } else {
            state.insert(key.clone(), value.clone());
        }
    }
    for (key, changes) in patch["merge"].as_object().into_iter().flatten() {
        let mut keyed: serde_json::Map<String, Value> = if key == "pieces" {
            state[key].as_array().unwrap().iter().map(|p| (p["sq"].as_str().unwrap().to_string(), p.clone())).collect()
        } else {
            state[key].as_object().unwrap().clone()
        };
        for (sub, value) in changes.as_object().unwrap() {
            if value.is_null() {
                keyed.remove(sub);
            } else {
                keyed.insert(sub.clone(), value.clone());
            }
        }
        state.insert(
            key.clone(),
            if key == "pieces" { Value::Array(keyed.into_values().collect()) } else { Value::Object(keyed) },
        );
    }
    for (key, splice) in patch["splice"].as_object().into_iter().flatten() {
        let splice = splice.as_array().unwrap();
        let from = splice[0].as_u64().unwrap() as usize;
        let mut list = state[key].as_array().unwrap()[..from].to_vec();
        list.extend(splice[1..].iter().cloned());
        state.insert(key.clone(), Value::Array(list));
    }
}

fn pieces_sorted(state: &Value) -> Vec<Value> {
    let mut pieces = state["pieces"].as_array().unwrap().clone();
    pieces.sort_by_key(|p| p["sq"].as_str().unwrap().to_string());
    pieces
}

#[sqlx::test]
async fn pages_of_a_game_get_what_changed_and_end_where_the_api_is(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let game = game_from(&service, (&alice, &bob), "zamma", None).await;
    let base = serve(&service, WebConfig::new(secret())).await;
    let path = format!("/api/game/{}/live", game.id.0);
    let watcher = session(Who::Watcher(game.id), Lang::Ar, 60);
    let mut pages = Vec::new();
    for _ in 0..3 {
        let mut socket = hello(&base, &path, &watcher).await;
        let first = next_text(&mut socket, Duration::from_secs(5)).await.unwrap();
        assert!(first["board"].is_object(), "the first message is the whole State");
        pages.push((socket, first));
    }
    let alices = session(Who::Player(alice.id), Lang::En, 60);
    let bobs = session(Who::Player(bob.id), Lang::En, 60);
    let http = reqwest::Client::new();
    for (ply, token) in [&alices, &bobs].into_iter().enumerate() {
        let mine: Value = http
            .get(format!("{base}/api/game/{}", game.id.0))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .map(|t| serde_json::from_str(&t).unwrap())
            .unwrap();
        let turn = mine["turns"][0]["text"].as_str().unwrap().to_string();
        let answer = http
            .post(format!("{base}/api/game/{}/turn", game.id.0))
            .bearer_auth(token)
            .body(json!({ "turn": turn, "ply": ply }).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 200, "{}", answer.text().await.unwrap());
        for (socket, page) in &mut pages {
            let patch = next_text(socket, Duration::from_secs(5)).await.unwrap();
            assert_eq!(patch["patch"], true, "{patch}");
            assert!(patch.get("board").is_none() && patch["set"].get("board").is_none(), "the board never again");
            let size = patch.to_string().len();
            assert!(size < 6_000, "a patch of {size} bytes: {patch}");
            apply(page, &patch);
        }
    }
    // Each page now holds what the API gives.
    let whole: Value = http
        .get(format!("{base}/api/game/{}", game.id.0))
        .bearer_auth(&watcher)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .map(|t| serde_json::from_str(&t).unwrap())
        .unwrap();
    for (_, page) in &pages {
        for key in ["ply", "last", "labels", "moves", "status", "players", "turns", "can_move", "over"] {
            assert_eq!(page[key], whole[key], "{key}");
        }
        assert_eq!(pieces_sorted(page), pieces_sorted(&whole));
    }
}

#[sqlx::test]
async fn a_session_ends_when_it_ends_and_is_not_renewed(pool: PgPool) {
    let (service, alice, ..) = players(pool).await;
    let base = serve(&service, WebConfig::new(secret())).await;
    let short = session(Who::Player(alice.id), Lang::En, 30);
    let http = reqwest::Client::new();
    let answer: Value = http
        .post(format!("{base}/api/session"))
        .bearer_auth(&short)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .map(|t| serde_json::from_str(&t).unwrap())
        .unwrap();
    // The same session back: not 12 hours more.
    let renewed = answer["token"].as_str().unwrap();
    let pass = secret().verify(renewed, chrono::Utc::now().timestamp()).unwrap();
    assert!(pass.expires <= chrono::Utc::now().timestamp() + 30, "renewed to {}", pass.expires);
}
