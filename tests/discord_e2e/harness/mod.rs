//! The stand-in for Discord and the bot under test.
//!
//! - [`payloads`]: interactions and objects as Discord sends them;
//! - [`stub`]: the axum stand-in (gateway session, REST routes over TLS)
//!   and the requests it records;
//! - [`gateway`]: the gateway session, its sequence, RESUME and re-IDENTIFY;
//! - [`ratelimits`]: Discord's rate limits, buckets and 429s;
//! - [`ids`]: custom ids of buttons and menus, built by the bot's `Action`;
//! - [`bot`]: one bot per test on its own database, and the helpers the
//!   scenarios drive it with;
//! - [`setup`]: games and challenges the scenarios start from;
//! - [`refusals`]: checks for the hostile corpus (one short ephemeral
//!   sentence, nothing else, nothing changed).

pub mod activities;
mod bot;
mod client;
mod gateway;
mod ids;
mod limits;
mod payloads;
mod ratelimits;
mod recorded;
mod refusals;
mod setup;
mod stub;
mod threads;
mod tls;

pub use bot::*;
pub use client::Client;
pub use gateway::Gateway;
pub use ids::*;
pub use payloads::*;
pub use recorded::*;
pub use refusals::*;
pub use stub::*;

pub use axum::http::Method;
pub use poise::serenity_prelude as serenity;
pub use serde_json::{Value, json};
pub use sqlx::PgPool;
pub use zamma_bot::rules::{Game, Preset};
pub use zamma_bot::service::Place;

use std::time::Duration;
use zamma_bot::service::User;

// ---- Fixed ids -----------------------------------------------------------------

/// The bot's application and user id (Discord uses the same snowflake).
pub const APP: u64 = 990_000_000_000_000_001;
pub const GUILD: u64 = 770_000_000_000_000_001;
pub const CHANNEL: u64 = 771_000_000_000_000_001;
pub const HERE: Place = Place::server(GUILD, CHANNEL);

/// A server the test guild shares users with, but not games.
pub const OTHER_GUILD: u64 = 770_000_000_000_000_002;
pub const OTHER_CHANNEL: u64 = 771_000_000_000_000_002;
pub const ELSEWHERE: Place = Place::server(OTHER_GUILD, OTHER_CHANNEL);

/// A group DM of alice, bob and carol (the bot is never a member).
pub const GROUP_DM: u64 = 772_000_000_000_000_001;
/// A server that did not add the bot, where people installed the app for
/// themselves, and a channel of it.
pub const USER_GUILD: u64 = 770_000_000_000_000_003;
pub const USER_GUILD_CHANNEL: u64 = 771_000_000_000_000_003;

/// How long to wait for the bot to answer something.
pub const PATIENCE: Duration = Duration::from_secs(10);
pub const POLL: Duration = Duration::from_millis(15);
pub const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: Person = Person { id: 110_000_000_000_000_001, name: "alice" };
pub const BOB: Person = Person { id: 110_000_000_000_000_002, name: "bob" };
pub const CAROL: Person = Person { id: 110_000_000_000_000_003, name: "carol" };

impl Person {
    pub fn user(self) -> User {
        User::new(self.id, self.name)
    }

    pub fn mention(self) -> String {
        format!("<@{}>", self.id)
    }
}

// ---- Small helpers -----------------------------------------------------------------

pub fn start_moves() -> Vec<String> {
    Game::new(Preset::Zamma.rules()).legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Lower-case, letters and digits but `x` only (as the bot compares moves).
pub fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_ascii_alphanumeric() && *c != 'x').map(|c| c.to_ascii_lowercase()).collect()
}

/// The web board's answer to `request` (with `body` as JSON, if any):
/// its status and its JSON (null if it sent none).
pub async fn web_answer(request: reqwest::RequestBuilder, body: Option<Value>) -> (u16, Value) {
    let request = match body {
        Some(body) => request.header("content-type", "application/json").body(body.to_string()),
        None => request,
    };
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    (status, serde_json::from_slice(&r.bytes().await.unwrap()).unwrap_or(Value::Null))
}
