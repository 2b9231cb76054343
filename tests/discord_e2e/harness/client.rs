//! The Discord client of the Activity tests, and Discord's proxy.
//!
//! Inside Discord an Activity is a page in an iframe on
//! `<app>.discordsays.com`, a proxy in front of the application's server,
//! and the Discord client answers the Embedded App SDK's RPC by
//! postMessage. Here one loopback origin plays both: `/__discord/…` is the
//! client (its page, `activity_client.html`, hosts the Activity and answers
//! the RPC, asking these routes what Discord knows: who the user is, the
//! codes and tokens of the stand-in's OAuth2, the instance's participants),
//! and every other request is passed to the web board unchanged, WebSockets
//! included, as Discord's proxy does. Every answer closes its connection, so
//! each connection carries one request and is routed by it alone.

use super::*;
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const PAGE: &str = include_str!("activity_client.html");

pub struct Client {
    /// The origin, e.g. `http://127.0.0.1:41234`.
    pub base: String,
}

impl Client {
    /// Serve the client before the web board at `web` (its base URL).
    pub async fn start(stub: Arc<Stub>, web: &str) -> Client {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let backend = web.trim_start_matches("http://").to_string();
        tokio::spawn(async move {
            while let Ok((conn, _)) = listener.accept().await {
                let (stub, backend) = (stub.clone(), backend.clone());
                tokio::spawn(async move {
                    let _ = connection(conn, &stub, &backend).await;
                });
            }
        });
        Client { base }
    }

    /// The address at which `user`'s Discord client shows instance `instance`.
    pub fn page(&self, user: Person, instance: &str) -> String {
        let (guild, channel) = match instance.split('-').collect::<Vec<_>>().as_slice() {
            [_, _, _, guild, channel] => (*guild, *channel),
            _ => panic!("not an instance id of the stand-in: {instance}"),
        };
        let guild = if guild == "0" { "" } else { guild };
        format!(
            "{}/__discord/client?user={}&instance={instance}&channel={channel}&guild={guild}&client_id={APP}&frame=frame-{}&platform=desktop",
            self.base, user.id, user.id
        )
    }
}

/// One connection: the client's own routes, or a pipe to the board.
async fn connection(mut conn: TcpStream, stub: &Stub, backend: &str) -> std::io::Result<()> {
    let mut buf = Vec::with_capacity(4096);
    let head_end = loop {
        let mut chunk = [0u8; 4096];
        let n = conn.read(&mut chunk).await?;
        if n == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        if buf.len() > 64 * 1024 {
            return Ok(());
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).to_string();
    let target = head.split_whitespace().nth(1).unwrap_or("/").to_string();
    if let Some(route) = target.strip_prefix("/__discord/") {
        let length: usize = header(&head, "content-length").and_then(|v| v.parse().ok()).unwrap_or(0);
        let mut body = buf[head_end..].to_vec();
        while body.len() < length {
            let mut chunk = [0u8; 4096];
            let n = conn.read(&mut chunk).await?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
        let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let (status, kind, text) = client_route(stub, route, &body);
        let answer = format!(
            "HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n",
            text.len()
        );
        conn.write_all(answer.as_bytes()).await?;
        conn.write_all(text.as_bytes()).await?;
        return conn.shutdown().await;
    }
    // To the board: a WebSocket as it is, anything else asking the board to
    // close the connection after its answer.
    let mut upstream = TcpStream::connect(backend).await?;
    let websocket = header(&head, "upgrade").is_some_and(|u| u.eq_ignore_ascii_case("websocket"));
    let head = if websocket {
        head
    } else {
        let mut lines: Vec<&str> =
            head.trim_end().split("\r\n").filter(|l| !l.to_ascii_lowercase().starts_with("connection:")).collect();
        lines.push("Connection: close");
        lines.join("\r\n") + "\r\n\r\n"
    };
    upstream.write_all(head.as_bytes()).await?;
    upstream.write_all(&buf[head_end..]).await?;
    tokio::io::copy_bidirectional(&mut conn, &mut upstream).await?;
    Ok(())
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.split("\r\n").find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.trim().eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

fn person(id: &str) -> Option<Person> {
    [ALICE, BOB, CAROL].into_iter().find(|p| p.id.to_string() == id)
}

/// What the Discord client knows: status, content type, body.
fn client_route(stub: &Stub, route: &str, body: &Value) -> (&'static str, &'static str, String) {
    let (path, query) = route.split_once('?').unwrap_or((route, ""));
    let query: std::collections::HashMap<&str, &str> = query.split('&').filter_map(|p| p.split_once('=')).collect();
    let json = |v: Value| ("200 OK", "application/json", v.to_string());
    let refused = |why: &str| ("400 Bad Request", "application/json", json!({ "message": why }).to_string());
    match path {
        "client" => ("200 OK", "text/html; charset=utf-8", PAGE.to_string()),
        "me" => match query.get("user").and_then(|u| person(u)) {
            Some(p) => json(user_json(p)),
            None => refused("no such user"),
        },
        "participants" => {
            let instance = query.get("instance").and_then(|i| stub.activities.instance(i));
            let people: Vec<Value> = instance
                .map(|i| i.users)
                .unwrap_or_default()
                .iter()
                .filter_map(|id| person(&id.to_string()))
                .map(|p| {
                    json!({ "id": p.id.to_string(), "username": p.name, "global_name": p.name,
                            "discriminator": "0", "avatar": null, "flags": 0, "bot": false })
                })
                .collect();
            json(json!({ "participants": people }))
        }
        // The client asks the person (already signed in to Discord) and
        // hands the Activity a code for this application.
        "authorize" => {
            let user = body["user"].as_str().and_then(person);
            let asks_identify = body["scope"].as_array().is_some_and(|s| s.iter().any(|s| s == "identify"));
            match (user, body["client_id"].as_str() == Some(&APP.to_string()), asks_identify) {
                (Some(p), true, true) => json(json!({ "code": stub.activities.authorize(p.id, APP) })),
                _ => refused("authorize: unknown user, another application, or no identify scope"),
            }
        }
        "authenticate" => {
            let token = body["access_token"].as_str().unwrap_or("");
            match stub.activities.token_user(token).and_then(|id| person(&id.to_string())) {
                Some(p) => json(json!({
                    "access_token": token,
                    "user": { "id": p.id.to_string(), "username": p.name, "discriminator": "0",
                              "avatar": null, "public_flags": 0, "global_name": p.name },
                    "scopes": ["identify"],
                    "expires": "2099-01-01T00:00:00.000000+00:00",
                    "application": { "id": APP.to_string(), "name": "zamma-bot", "description": "", "icon": null },
                })),
                None => refused("authenticate: not a token Discord gave"),
            }
        }
        _ => ("404 Not Found", "text/plain", "not found".into()),
    }
}
