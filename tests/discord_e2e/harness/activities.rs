//! Discord's side of Activities, as the stand-in plays it: launching one in
//! answer to an interaction (callback type 12), the instances (which channel,
//! who is in it), OAuth2 codes the Discord client hands the Embedded App
//! SDK, the token endpoint that exchanges them, and `users/@me` for a token.
//! Bodies and errors as Discord documents them.

use super::*;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::Mutex;

/// The application's OAuth2 secret the bot under test is given.
pub const CLIENT_SECRET: &str = "test-client-secret";

#[derive(Clone, Debug)]
pub struct Instance {
    pub guild: Option<u64>,
    pub channel: u64,
    pub users: Vec<u64>,
}

#[derive(Default)]
pub struct Activities {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Whether the application has Activities enabled.
    enabled: bool,
    instances: HashMap<String, Instance>,
    /// Code → (user, client id, used already).
    codes: HashMap<String, (u64, u64, bool)>,
    /// Access token → user.
    tokens: HashMap<String, u64>,
    next: u64,
}

fn error(status: StatusCode, body: Value) -> Response {
    (status, axum::Json(body)).into_response()
}

impl Activities {
    pub fn enable(&self) {
        self.state.lock().unwrap().enabled = true;
    }

    pub fn enabled(&self) -> bool {
        self.state.lock().unwrap().enabled
    }

    /// Launch (or join) the Activity in `channel` for `user`: Discord runs
    /// one instance per channel, which later launches join.
    pub fn launch(&self, guild: Option<u64>, channel: u64, user: u64) -> String {
        let mut state = self.state.lock().unwrap();
        let found = state.instances.iter().find(|(_, i)| i.channel == channel).map(|(id, _)| id.clone());
        let id = found.unwrap_or_else(|| {
            state.next += 1;
            let kind = if guild.is_some() { "gc" } else { "pc" };
            let id = format!("i-{}-{kind}-{}-{channel}", 1_300_000_000_000_000_000u64 + state.next, guild.unwrap_or(0));
            state.instances.insert(id.clone(), Instance { guild, channel, users: Vec::new() });
            id
        });
        let instance = state.instances.get_mut(&id).expect("just made");
        if !instance.users.contains(&user) {
            instance.users.push(user);
        }
        id
    }

    /// `user` joins a running instance (from the channel's Activity button).
    pub fn join(&self, instance: &str, user: u64) {
        let mut state = self.state.lock().unwrap();
        let users = &mut state.instances.get_mut(instance).expect("a running instance").users;
        if !users.contains(&user) {
            users.push(user);
        }
    }

    /// The instance running in `channel`, if any.
    pub fn instance_in(&self, channel: u64) -> Option<String> {
        let state = self.state.lock().unwrap();
        state.instances.iter().find(|(_, i)| i.channel == channel).map(|(id, _)| id.clone())
    }

    /// `user` leaves a running instance.
    pub fn leave(&self, instance: &str, user: u64) {
        let mut state = self.state.lock().unwrap();
        state.instances.get_mut(instance).expect("a running instance").users.retain(|u| *u != user);
    }

    pub fn instance(&self, id: &str) -> Option<Instance> {
        self.state.lock().unwrap().instances.get(id).cloned()
    }

    /// What the Discord client does when the SDK asks it to authorize: a
    /// code for `user` and application `client_id`, good once.
    pub fn authorize(&self, user: u64, client_id: u64) -> String {
        let mut state = self.state.lock().unwrap();
        state.next += 1;
        let code = format!("code{}x{user}", state.next);
        state.codes.insert(code.clone(), (user, client_id, false));
        code
    }

    /// The user an access token belongs to.
    pub fn token_user(&self, token: &str) -> Option<u64> {
        self.state.lock().unwrap().tokens.get(token).copied()
    }

    /// `POST /oauth2/token` (form-encoded): the authorization-code grant.
    fn token(&self, form: &str) -> Response {
        let form: HashMap<String, String> = url_pairs(form);
        let get = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
        if get("client_id") != APP.to_string() || get("client_secret") != CLIENT_SECRET {
            return error(StatusCode::UNAUTHORIZED, json!({ "error": "invalid_client" }));
        }
        if get("grant_type") != "authorization_code" {
            return error(StatusCode::BAD_REQUEST, json!({ "error": "unsupported_grant_type" }));
        }
        let mut state = self.state.lock().unwrap();
        let user = match state.codes.get_mut(get("code")) {
            Some((user, client, used)) if !*used && *client == APP => {
                *used = true;
                *user
            }
            _ => {
                let body = json!({ "error": "invalid_grant", "error_description": "Invalid \"code\" in request." });
                return error(StatusCode::BAD_REQUEST, body);
            }
        };
        state.next += 1;
        let token = format!("at{}x{user}", state.next);
        state.tokens.insert(token.clone(), user);
        axum::Json(json!({
            "access_token": token,
            "token_type": "Bearer",
            "expires_in": 604800,
            "refresh_token": format!("rt{}", state.next),
            "scope": "identify",
        }))
        .into_response()
    }

    /// The routes of Activities the stand-in answers, if `parts` is one.
    pub fn answer(&self, method: &Method, parts: &[&str], authorization: &str, body: &Value) -> Option<Response> {
        let app = APP.to_string();
        let bot = authorization == "Bot test-token";
        Some(match (method, parts) {
            (&Method::POST, ["oauth2", "token"]) => self.token(body.as_str().unwrap_or("")),
            (&Method::GET, ["users", "@me"]) if !bot => {
                let token = authorization.strip_prefix("Bearer ").unwrap_or("");
                match self.token_user(token).and_then(person) {
                    Some(p) => axum::Json(user_json(p)).into_response(),
                    None => error(StatusCode::UNAUTHORIZED, json!({ "message": "401: Unauthorized", "code": 0 })),
                }
            }
            (&Method::GET, ["users", "@me"]) => axum::Json(bot_user_json()).into_response(),
            (&Method::GET, ["users", id]) if bot => match id.parse().ok().and_then(person) {
                Some(p) => axum::Json(user_json(p)).into_response(),
                None if *id == app => axum::Json(bot_user_json()).into_response(),
                None => error(StatusCode::NOT_FOUND, json!({ "message": "Unknown User", "code": 10013 })),
            },
            (&Method::GET, ["applications", a, "activity-instances", id]) if *a == app => {
                if !bot {
                    return Some(error(StatusCode::UNAUTHORIZED, json!({ "message": "401: Unauthorized", "code": 0 })));
                }
                match self.instance(id) {
                    Some(i) => axum::Json(json!({
                        "application_id": app,
                        "instance_id": id,
                        "launch_id": "1300000000000000999",
                        "location": {
                            "id": format!("{}-{}", if i.guild.is_some() { "gc" } else { "pc" }, i.channel),
                            "kind": if i.guild.is_some() { "gc" } else { "pc" },
                            "channel_id": i.channel.to_string(),
                            "guild_id": i.guild.map(|g| g.to_string()),
                        },
                        "users": i.users.iter().map(u64::to_string).collect::<Vec<_>>(),
                    }))
                    .into_response(),
                    None => error(StatusCode::NOT_FOUND, json!({ "message": "404: Not Found", "code": 0 })),
                }
            }
            _ => return None,
        })
    }
}

/// The test people by id.
fn person(id: u64) -> Option<Person> {
    [ALICE, BOB, CAROL].into_iter().find(|p| p.id == id)
}

/// `a=1&b=2` → pairs (percent-decoded, `+` as space).
fn url_pairs(text: &str) -> HashMap<String, String> {
    fn decode(s: &str) -> String {
        let bytes = s.replace('+', " ").into_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match (bytes[i], bytes.get(i + 1..i + 3)) {
                (b'%', Some(hex))
                    if std::str::from_utf8(hex).ok().and_then(|h| u8::from_str_radix(h, 16).ok()).is_some() =>
                {
                    out.push(u8::from_str_radix(std::str::from_utf8(hex).unwrap(), 16).unwrap());
                    i += 3;
                }
                (b, _) => {
                    out.push(b);
                    i += 1;
                }
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }
    text.split('&').filter_map(|pair| pair.split_once('=')).map(|(k, v)| (decode(k), decode(v))).collect()
}
