//! Threads made without a message, as Discord makes them: a private
//! thread per side of a team game, and the members the bot adds to it.

use super::*;
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::sync::atomic::Ordering;

/// A thread the bot made in a channel, and whom it added to it.
#[derive(Clone, Debug)]
pub struct Thread {
    pub parent: u64,
    pub name: String,
    /// Discord's channel type: 11 public, 12 private.
    pub kind: u64,
    pub invitable: bool,
    pub members: Vec<u64>,
}

impl Stub {
    /// The threads made in `parent` without a message, in the order made.
    pub fn threads_in(&self, parent: u64) -> Vec<(u64, Thread)> {
        let threads = self.threads.lock().unwrap();
        let mut threads: Vec<(u64, Thread)> =
            threads.iter().filter(|(_, t)| t.parent == parent).map(|(id, t)| (*id, t.clone())).collect();
        threads.sort_by_key(|(id, _)| *id);
        threads
    }
}

/// `POST /channels/{c}/threads`: Discord checks the thread's name, type
/// and archive duration (50035), and makes it.
pub fn create(stub: &Stub, channel: &str, body: &Value) -> Response {
    let name = body["name"].as_str().unwrap_or("");
    let kind = body["type"].as_u64().unwrap_or(12);
    let archive = body["auto_archive_duration"].as_u64().unwrap_or(1440);
    let bad = name.is_empty()
        || name.chars().count() > 100
        || ![10, 11, 12].contains(&kind)
        || ![60, 1440, 4320, 10080].contains(&archive);
    if bad {
        let answer = json!({ "code": 50035, "message": "Invalid Form Body" });
        return (StatusCode::BAD_REQUEST, Json(answer)).into_response();
    }
    let thread = stub.next_message.fetch_add(1, Ordering::SeqCst);
    let parent = channel.parse().unwrap_or(CHANNEL);
    let invitable = body["invitable"].as_bool().unwrap_or(true);
    let made = Thread { parent, name: name.to_string(), kind, invitable, members: Vec::new() };
    stub.threads.lock().unwrap().insert(thread, made);
    let mut json = thread_json(thread, parent, name);
    json["type"] = json!(kind);
    Json(json).into_response()
}

/// `PUT /channels/{t}/thread-members/{u}`: a thread Discord knows (else 10003).
pub fn add_member(stub: &Stub, thread: &str, user: &str) -> Response {
    let mut threads = stub.threads.lock().unwrap();
    match (thread.parse::<u64>().ok().and_then(|t| threads.get_mut(&t)), user.parse::<u64>()) {
        (Some(thread), Ok(user)) => {
            if !thread.members.contains(&user) {
                thread.members.push(user);
            }
            StatusCode::NO_CONTENT.into_response()
        }
        _ => (StatusCode::NOT_FOUND, Json(json!({ "message": "Unknown Channel", "code": 10003 }))).into_response(),
    }
}
