//! How the server reaches Discord for the Activity: the sign-in's token
//! exchange, who a token or an id is, which channel an instance runs in and
//! who is in it (remembered for [`RECHECK`]), and whether a member's
//! session still stands. Every id from a page is a typed snowflake or
//! instance id before it goes near a URL.

use super::App;
use super::reply::Refusal;
use crate::i18n::Lang;
use crate::service::User;
use crate::service::pass::{InstanceId, Pass, Who, snowflake};
use crate::t;
use axum::http::StatusCode;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How the server reaches Discord for the Activity's sign-in.
#[derive(Clone)]
pub struct DiscordAuth {
    /// The application's id (its OAuth2 client id), also the bot's user id.
    pub client_id: u64,
    pub client_secret: String,
    pub bot_token: String,
    /// Discord's HTTP API with its version, e.g. `https://discord.com/api/v10`.
    pub api: String,
    pub http: reqwest::Client,
    /// How long what Discord said of an instance (who is in it) is believed
    /// before asking again ([`RECHECK`]): a session of the Activity ends
    /// within that time of its person leaving.
    pub recheck: Duration,
}

impl std::fmt::Debug for DiscordAuth {
    // Never print the secret or the token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordAuth").field("client_id", &self.client_id).field("api", &self.api).finish()
    }
}

/// Why Discord did not vouch for someone.
#[derive(Debug)]
pub(super) enum Denied {
    /// The code was wrong, used already, or another application's.
    Code,
    /// No such Activity instance (ended, or never this application's).
    Instance,
    /// Discord did not answer as it should.
    Unreachable(String),
}

/// An Activity instance as Discord describes it.
#[derive(Clone, Debug)]
pub(super) struct Instance {
    pub(super) guild: Option<u64>,
    pub(super) channel: u64,
    pub(super) users: Vec<u64>,
}

/// An id in Discord's JSON (a snowflake as a string).
fn id_in(value: &Value) -> Option<u64> {
    snowflake(value.as_str()?)
}

impl DiscordAuth {
    /// Discord's answer to a request, as JSON, or why not.
    async fn ask(&self, request: reqwest::RequestBuilder) -> Result<(StatusCode, Value), Denied> {
        let response = request.send().await.map_err(|e| Denied::Unreachable(e.to_string()))?;
        let status = StatusCode::from_u16(response.status().as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
        let bytes = response.bytes().await.map_err(|e| Denied::Unreachable(e.to_string()))?;
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        if status.is_server_error() {
            return Err(Denied::Unreachable(format!("{status}: {body}")));
        }
        Ok((status, body))
    }

    /// The access token an OAuth2 code from the Embedded App SDK stands for.
    pub(super) async fn exchange(&self, code: &str) -> Result<String, Denied> {
        let form = [
            ("grant_type", "authorization_code"),
            ("code", code),
            ("client_id", &self.client_id.to_string()),
            ("client_secret", &self.client_secret),
        ];
        let (status, body) = self.ask(self.http.post(format!("{}/oauth2/token", self.api)).form(&form)).await?;
        match body["access_token"].as_str() {
            Some(token) if status.is_success() => Ok(token.to_string()),
            // 400 invalid_grant: a wrong, used or foreign code.
            _ if status == StatusCode::BAD_REQUEST => Err(Denied::Code),
            _ => Err(Denied::Unreachable(format!("token endpoint: {status}: {body}"))),
        }
    }

    /// The person an access token belongs to.
    pub(super) async fn person(&self, access_token: &str) -> Result<User, Denied> {
        let request = self.http.get(format!("{}/users/@me", self.api)).bearer_auth(access_token);
        let (status, body) = self.ask(request).await?;
        match (status.is_success(), id_in(&body["id"])) {
            (true, Some(id)) => Ok(User::new(id, display_name(&body))),
            _ if status == StatusCode::UNAUTHORIZED => Err(Denied::Code),
            _ => Err(Denied::Unreachable(format!("users/@me: {status}: {body}"))),
        }
    }

    /// A Discord user by id (the bot's token may look anyone up).
    pub(super) async fn user(&self, id: u64) -> Result<User, Denied> {
        let request = self.http.get(format!("{}/users/{id}", self.api)).header("authorization", self.bot());
        match self.ask(request).await? {
            (status, body) if status.is_success() => {
                Ok(User { bot: body["bot"] == true, ..User::new(id, display_name(&body)) })
            }
            (status, body) => Err(Denied::Unreachable(format!("users/{id}: {status}: {body}"))),
        }
    }

    /// The bot's own account, which plays the computer's side.
    pub(super) async fn bot_user(&self) -> Result<User, Denied> {
        let request = self.http.get(format!("{}/users/@me", self.api)).header("authorization", self.bot());
        match self.ask(request).await? {
            (status, body) if status.is_success() => match id_in(&body["id"]) {
                Some(id) => Ok(User { bot: true, ..User::new(id, display_name(&body)) }),
                None => Err(Denied::Unreachable(format!("users/@me (bot): {body}"))),
            },
            (status, body) => Err(Denied::Unreachable(format!("users/@me (bot): {status}: {body}"))),
        }
    }

    fn bot(&self) -> String {
        format!("Bot {}", self.bot_token)
    }

    /// Where instance `id` runs and who is in it.
    async fn instance(&self, id: &InstanceId) -> Result<Instance, Denied> {
        let url = format!("{}/applications/{}/activity-instances/{id}", self.api, self.client_id);
        let (status, body) = self.ask(self.http.get(url).header("authorization", self.bot())).await?;
        let location = &body["location"];
        match (status, id_in(&location["channel_id"])) {
            (StatusCode::OK, Some(channel)) => Ok(Instance {
                guild: id_in(&location["guild_id"]),
                channel,
                users: body["users"].as_array().into_iter().flatten().filter_map(id_in).collect(),
            }),
            (StatusCode::NOT_FOUND, _) => Err(Denied::Instance),
            _ => Err(Denied::Unreachable(format!("activity instance: {status}: {body}"))),
        }
    }
}

/// A person's name as Discord shows it: the display name, else the username.
fn display_name(user: &Value) -> String {
    user["global_name"].as_str().or_else(|| user["username"].as_str()).unwrap_or("?").to_string()
}

impl Denied {
    pub(super) fn refusal(self, lang: Lang) -> Refusal {
        match self {
            Denied::Code => Refusal::new(StatusCode::UNAUTHORIZED, t!(lang, "activity-code-refused")),
            Denied::Instance => Refusal::new(StatusCode::NOT_FOUND, t!(lang, "activity-no-instance")),
            Denied::Unreachable(why) => {
                tracing::warn!(%why, "Discord did not answer the Activity's sign-in");
                Refusal::new(StatusCode::BAD_GATEWAY, t!(lang, "activity-discord-failed"))
            }
        }
    }
}

/// The Activity's way to Discord, or why the Activity is off.
pub(super) fn auth(app: &App, lang: Lang) -> Result<&DiscordAuth, Refusal> {
    app.config.activity.as_ref().ok_or_else(|| Refusal::new(StatusCode::SERVICE_UNAVAILABLE, t!(lang, "activity-off")))
}

/// How long what Discord said of an instance is believed before asking
/// again, and how long it stands in when Discord does not answer.
pub const RECHECK: Duration = Duration::from_secs(30);
const STAND_IN: Duration = Duration::from_secs(5 * 60);
/// Instances remembered before the old ones are forgotten.
const MAX_INSTANCES: usize = 10_000;

/// Whom Discord lists in which Activity instance, as last asked: a
/// session of the Activity ends when Discord no longer lists its person
/// there (asked at most every [`RECHECK`] per instance).
#[derive(Default)]
pub(super) struct Members {
    seen: Mutex<HashMap<InstanceId, (Instant, Option<Instance>)>>,
}

impl Members {
    /// Instance `id` as Discord describes it (asked again when what it said
    /// is older than [`RECHECK`]); refused when it has ended.
    pub(super) async fn ask(&self, auth: &DiscordAuth, id: InstanceId, lang: Lang) -> Result<Instance, Refusal> {
        let known = self.seen.lock().unwrap_or_else(PoisonError::into_inner).get(&id).cloned();
        let answer = match known {
            Some((at, answer)) if at.elapsed() < auth.recheck => answer,
            _ => match auth.instance(&id).await {
                Ok(instance) => self.remember(id, Some(instance)),
                Err(Denied::Instance) => self.remember(id, None),
                Err(denied) => match known {
                    Some((at, answer)) if at.elapsed() < STAND_IN => answer,
                    _ => return Err(denied.refusal(lang)),
                },
            },
        };
        answer.ok_or_else(|| Denied::Instance.refusal(lang))
    }

    fn remember(&self, id: InstanceId, answer: Option<Instance>) -> Option<Instance> {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        if seen.len() >= MAX_INSTANCES {
            seen.retain(|_, (at, _)| at.elapsed() < STAND_IN);
        }
        seen.insert(id, (Instant::now(), answer.clone()));
        answer
    }
}

/// For a session of the Activity: Discord still lists its person in its
/// instance, in its channel (else the session is over). Any other pass
/// passes.
pub(super) async fn still_there(app: &App, pass: &Pass) -> Result<(), Refusal> {
    let Who::Member { user, channel, instance } = pass.who else { return Ok(()) };
    let auth = auth(app, pass.lang)?;
    let left = || Refusal::new(StatusCode::UNAUTHORIZED, t!(pass.lang, "activity-left"));
    match app.members.ask(auth, instance, pass.lang).await {
        Ok(now) if now.channel == channel && now.users.contains(&user.0) => Ok(()),
        Ok(_) => Err(left()),
        // The instance has ended.
        Err(refusal) if refusal.status() == StatusCode::NOT_FOUND => Err(left()),
        // Discord does not answer (and has not for a while).
        Err(refusal) => Err(refusal),
    }
}
