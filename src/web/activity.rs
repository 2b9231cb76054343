//! The board as a Discord Activity: the same page inside the Discord
//! client, signed in the Discord way.
//!
//! Discord loads `/` with the instance in the query. The page (Discord's
//! Embedded App SDK) asks the client for an OAuth2 code, and this server
//! exchanges it at Discord's token endpoint with the application's secret,
//! asks Discord who the token belongs to, and asks (with the bot's token)
//! which channel the Activity instance runs in and who is in it. Only then
//! is there a session: `Who::Member`, that person in that channel. Nothing
//! else the page says is believed: an opponent it names is looked up in the
//! instance again, a game it opens must be in the instance's channel.

use super::guard::session_pass;
use super::reply::{self, Answer, JsonBody, Refusal, asked_lang, escape, fresh};
use super::{App, SESSION_TIME, now};
use crate::i18n::Lang;
use crate::service::pass::{InstanceId, Kind, Pass, Who, snowflake};
use crate::service::{
    Asked, ChallengeId, ChallengeRequest, ComputerGameRequest, Level, Place, Reach, SeekRequest, ServiceError, User,
    UserId,
};
use crate::t;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

pub(super) const PAGE: &str = include_str!("../../assets/web/activity.html");

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
enum Denied {
    /// The code was wrong, used already, or another application's.
    Code,
    /// No such Activity instance (ended, or never this application's).
    Instance,
    /// Discord did not answer as it should.
    Unreachable(String),
}

/// An Activity instance as Discord describes it.
#[derive(Clone, Debug)]
struct Instance {
    guild: Option<u64>,
    channel: u64,
    users: Vec<u64>,
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
    async fn exchange(&self, code: &str) -> Result<String, Denied> {
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
    async fn person(&self, access_token: &str) -> Result<User, Denied> {
        let request = self.http.get(format!("{}/users/@me", self.api)).bearer_auth(access_token);
        let (status, body) = self.ask(request).await?;
        match (status.is_success(), id_in(&body["id"])) {
            (true, Some(id)) => Ok(User::new(id, display_name(&body))),
            _ if status == StatusCode::UNAUTHORIZED => Err(Denied::Code),
            _ => Err(Denied::Unreachable(format!("users/@me: {status}: {body}"))),
        }
    }

    /// A Discord user by id (the bot's token may look anyone up).
    async fn user(&self, id: u64) -> Result<User, Denied> {
        let request = self.http.get(format!("{}/users/{id}", self.api)).header("authorization", self.bot());
        match self.ask(request).await? {
            (status, body) if status.is_success() => {
                Ok(User { bot: body["bot"] == true, ..User::new(id, display_name(&body)) })
            }
            (status, body) => Err(Denied::Unreachable(format!("users/{id}: {status}: {body}"))),
        }
    }

    /// The bot's own account, which plays the computer's side.
    async fn bot_user(&self) -> Result<User, Denied> {
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
    fn refusal(self, lang: Lang) -> Refusal {
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

/// The Activity's page (Discord opens `/`).
pub(super) async fn page(
    State(app): State<App>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = asked_lang(&query, &headers);
    let client_id = app.config.activity.as_ref().map_or(0, |a| a.client_id);
    let more = [
        ("outside", escape(&t!(lang, "activity-outside"))),
        ("sdk_error", escape(&t!(lang, "activity-sdk-failed"))),
        ("client_id", client_id.to_string()),
    ];
    reply::shell(PAGE, lang, &t!(lang, "activity-title"), &more)
}

/// A string field of a request body, if it is a short one.
fn field<'a>(body: &'a Value, name: &str) -> Option<&'a str> {
    body.get(name)?.as_str().filter(|s| !s.is_empty() && s.len() <= 256)
}

fn auth(app: &App, lang: Lang) -> Result<&DiscordAuth, Refusal> {
    app.config.activity.as_ref().ok_or_else(|| Refusal::new(StatusCode::SERVICE_UNAVAILABLE, t!(lang, "activity-off")))
}

/// Sign in: `{code, instance_id}` → Discord's access token (for the SDK's
/// `authenticate`), a session, and the game the instance was launched for.
pub(super) async fn session(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let query = HashMap::from_iter(field(&body, "locale").map(|l| ("lang".to_string(), l.to_string())));
    let lang = asked_lang(&query, &headers);
    let auth = auth(&app, lang)?;
    let instance_id = field(&body, "instance_id").and_then(|i| i.parse::<InstanceId>().ok());
    let (Some(code), Some(instance_id)) = (field(&body, "code"), instance_id) else {
        return Err(Refusal::new(StatusCode::BAD_REQUEST, t!(lang, "activity-bad-request")));
    };
    let access_token = auth.exchange(code).await.map_err(|d| d.refusal(lang))?;
    let person = auth.person(&access_token).await.map_err(|d| d.refusal(lang))?;
    let instance = app.members.ask(auth, instance_id, lang).await?;
    if !instance.users.contains(&person.id.0) {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-not-in-instance")));
    }
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    app.service.register(&person).await.map_err(refused)?;
    // As on Discord: the person's own choice of language first, else their client's.
    let chosen = app.service.preferences(Some(person.id), None).await.map_err(refused)?;
    let lang = chosen.person.unwrap_or(lang);
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    // The game the instance was launched for, if it is this channel's.
    let game = match app.service.activity_game(&instance_id.to_string()).await.map_err(refused)? {
        Some(id) => match app.service.game(id).await {
            Ok(view) if view.place.channel == instance.channel => Some(id.0),
            _ => None,
        },
        None => None,
    };
    let who = Who::Member { user: person.id, channel: instance.channel, instance: instance_id };
    let pass = Pass { kind: Kind::Session, who, expires: now() + SESSION_TIME.as_secs() as i64, lang };
    Ok(fresh(json!({
        "access_token": access_token,
        "token": app.config.secret.sign(&pass),
        "game": game,
        "lang": lang.tag(),
    })))
}

/// The session of an Activity member: who, in which channel.
async fn member(app: &App, headers: &HeaderMap) -> Result<(Pass, UserId, u64), Refusal> {
    let pass = session_pass(app, headers).await?;
    match pass.who {
        Who::Member { user, channel, .. } => Ok((pass, user, channel)),
        _ => Err(Refusal::new(StatusCode::FORBIDDEN, t!(pass.lang, "activity-members-only"))),
    }
}

/// What the page shows when no game was named: the channel's games (the
/// member's first), the challenges in the channel to or from them, and the
/// computer's levels.
async fn lobby_state(app: &App, user: UserId, channel: u64, lang: Lang) -> Result<Value, Refusal> {
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let games = app.service.channel_games(channel, user).await.map_err(refused)?;
    let mine: Vec<_> =
        app.service.active_games(user, Some(channel)).await.map_err(refused)?.iter().map(|g| g.id).collect();
    let games: Vec<Value> = games
        .iter()
        .map(|g| {
            let yours = mine.contains(&g.id);
            let to_move = g.to_move.clone().unwrap_or_default();
            let label = t!(
                lang,
                "activity-game",
                game = g.id.0,
                black = g.black.as_str(),
                white = g.white.as_str(),
                name = to_move
            );
            json!({ "id": g.id.0, "label": label, "yours": yours })
        })
        .collect();
    let challenges: Vec<Value> = app
        .service
        .open_challenges(user)
        .await
        .map_err(refused)?
        .into_iter()
        .filter(|c| c.place.channel == channel)
        .map(|c| {
            let to_me = c.challenger.id != user;
            let label = match (&c.challenged, to_me) {
                (_, true) => {
                    t!(lang, "activity-challenge-to-you", name = c.challenger.name.as_str(), rules = c.rules.as_str())
                }
                (Some(them), false) => {
                    t!(lang, "activity-challenge-from-you", name = them.name.as_str(), rules = c.rules.as_str())
                }
                (None, false) => t!(lang, "activity-challenge-anyone", rules = c.rules.as_str()),
            };
            json!({ "id": c.id.0, "label": label, "to_me": to_me })
        })
        .collect();
    let levels: Vec<Value> = Level::ALL
        .iter()
        .map(|l| json!({ "level": l.number(), "label": t!(lang, "activity-level", level = l.number()) }))
        .collect();
    let seeking = app.service.open_seek(user).await.map_err(refused)?;
    Ok(json!({
        "lang": lang.tag(),
        "dir": if lang.rtl() { "rtl" } else { "ltr" },
        "me": user.0.to_string(),
        "seeking": seeking.map(|s| crate::i18n::seek_waiting_text(lang, &s, chrono::Utc::now())),
        "texts": {
            "title": t!(lang, "activity-title"),
            "games": t!(lang, "activity-games"),
            "no_games": t!(lang, "activity-no-games"),
            "challenges": t!(lang, "activity-challenges"),
            "no_challenges": t!(lang, "activity-no-challenges"),
            "people": t!(lang, "activity-people"),
            "alone": t!(lang, "activity-alone"),
            "computer": t!(lang, "activity-computer"),
            "challenge": t!(lang, "activity-challenge"),
            "accept": t!(lang, "button-accept"),
            "decline": t!(lang, "button-decline"),
            "cancel": t!(lang, "button-cancel"),
            "open": t!(lang, "activity-open"),
            "quick": t!(lang, "activity-quick"),
            "seek": t!(lang, "activity-seek"),
            "cancel_seek": t!(lang, "button-cancel-seek"),
        },
        "games": games,
        "challenges": challenges,
        "levels": levels,
    }))
}

pub(super) async fn lobby(State(app): State<App>, headers: HeaderMap) -> Answer {
    let (pass, user, channel) = member(&app, &headers).await?;
    Ok(fresh(lobby_state(&app, user, channel, pass.lang).await?))
}

/// The member acting in a lobby request, after the rate limit.
async fn acting(app: &App, headers: &HeaderMap) -> Result<(Pass, UserId, u64), Refusal> {
    let (pass, user, channel) = member(app, headers).await?;
    if !app.limiter.allow(pass.who) {
        return Err(Refusal::too_fast(pass.lang));
    }
    Ok((pass, user, channel))
}

/// Challenge someone in the instance (`{opponent}`), or play the computer
/// (`{computer: level}`).
pub(super) async fn challenge(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let (pass, user, channel) = acting(&app, &headers).await?;
    let lang = pass.lang;
    let auth = auth(&app, lang)?;
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let (instance, place) = instance_place(&app, auth, &pass, lang).await?;
    let me = auth.user(user.0).await.map_err(|d| d.refusal(lang))?;
    if let Some(level) = body.get("computer").and_then(Value::as_u64) {
        let level = u8::try_from(level).unwrap_or(u8::MAX);
        let level = Level::new(level).map_err(|_| refused(ServiceError::BadLevel { level }))?;
        let computer = auth.bot_user().await.map_err(|d| d.refusal(lang))?;
        let request = ComputerGameRequest { rules: "zamma".into(), level, ..Default::default() };
        let game = app.service.start_computer_game(place, &me, &computer, &request).await.map_err(refused)?;
        if game.awaits_computer() {
            super::api::computer_replies(app.service.clone(), game.id);
        }
        return Ok(fresh(json!({ "goto": game.id.0 })));
    }
    let opponent = field(&body, "opponent").and_then(snowflake);
    let Some(opponent) = opponent.filter(|o| instance.users.contains(o)) else {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-opponent-not-here")));
    };
    let them = auth.user(opponent).await.map_err(|d| d.refusal(lang))?;
    // As `/challenge` with no options: zamma, rated, colours at random.
    app.service
        .challenge(place, &me, &them, &ChallengeRequest { rules: "zamma".into(), rated: true, ..Default::default() })
        .await
        .map_err(refused)?;
    Ok(fresh(lobby_state(&app, user, channel, lang).await?))
}

/// The instance a member signed in from, as Discord lists it, and the
/// place it is in: refused unless it is in the member's channel and the
/// member is in it. (Nothing the page says names it: the session does.)
async fn instance_place(app: &App, auth: &DiscordAuth, pass: &Pass, lang: Lang) -> Result<(Instance, Place), Refusal> {
    let Who::Member { user, channel, instance } = pass.who else {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-members-only")));
    };
    // Where the game is played, as Discord says: this member's channel.
    let instance = app.members.ask(auth, instance, lang).await?;
    if instance.channel != channel || !instance.users.contains(&user.0) {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-not-in-instance")));
    }
    let reach = if instance.guild.is_some() { Reach::Posts } else { Reach::Replies };
    let place = Place { guild: instance.guild, channel, reach };
    Ok((instance, place))
}

/// The challenge a lobby request names, if it is in the member's channel.
async fn named_challenge(app: &App, body: &Value, channel: u64, lang: Lang) -> Result<ChallengeId, Refusal> {
    let id = body.get("challenge").and_then(Value::as_i64).map(ChallengeId);
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let id = id.ok_or_else(|| refused(ServiceError::NoSuchChallenge))?;
    let challenge = app.service.challenge_by_id(id).await.map_err(refused)?;
    if challenge.place.channel != channel {
        return Err(refused(ServiceError::NoSuchChallenge));
    }
    Ok(id)
}

/// Accept a challenge: `{challenge}` → `{goto: game}`.
pub(super) async fn accept(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let (pass, user, channel) = acting(&app, &headers).await?;
    let id = named_challenge(&app, &body, channel, pass.lang).await?;
    let me = auth(&app, pass.lang)?.user(user.0).await.map_err(|d| d.refusal(pass.lang))?;
    let game = app.service.accept(id, &me).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    Ok(fresh(json!({ "goto": game.id.0 })))
}

/// Decline a challenge to you, or cancel yours: `{challenge}` → the lobby.
pub(super) async fn decline(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let (pass, user, channel) = acting(&app, &headers).await?;
    let lang = pass.lang;
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let id = named_challenge(&app, &body, channel, lang).await?;
    let me = auth(&app, lang)?.user(user.0).await.map_err(|d| d.refusal(lang))?;
    let challenge = app.service.challenge_by_id(id).await.map_err(refused)?;
    if challenge.challenger.id == user {
        app.service.cancel(id, &me).await.map_err(refused)?;
    } else {
        app.service.decline(id, &me).await.map_err(refused)?;
    }
    Ok(fresh(lobby_state(&app, user, channel, lang).await?))
}

/// Seek an opponent anywhere (quick pairing, as `/play` with no options:
/// every pool, rated) from the instance's channel: → the
/// lobby, which shows the seek; the game a wave starts appears in it.
pub(super) async fn seek(State(app): State<App>, headers: HeaderMap) -> Answer {
    let (pass, user, channel) = acting(&app, &headers).await?;
    let lang = pass.lang;
    let auth = auth(&app, lang)?;
    let (_, place) = instance_place(&app, auth, &pass, lang).await?;
    let me = auth.user(user.0).await.map_err(|d| d.refusal(lang))?;
    let request = SeekRequest { rules: "zamma".into(), rated: true, ..Default::default() };
    let asked = Asked { token: None, lang: Some(lang) };
    app.service.seek(place, &me, &request, asked).await.map_err(|e| Refusal::service(lang, &e))?;
    Ok(fresh(lobby_state(&app, user, channel, lang).await?))
}

/// Stop seeking: → the lobby.
pub(super) async fn unseek(State(app): State<App>, headers: HeaderMap) -> Answer {
    let (pass, user, channel) = acting(&app, &headers).await?;
    app.service.cancel_seek(user, None).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    Ok(fresh(lobby_state(&app, user, channel, pass.lang).await?))
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
    async fn ask(&self, auth: &DiscordAuth, id: InstanceId, lang: Lang) -> Result<Instance, Refusal> {
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
