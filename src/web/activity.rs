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

use super::discord::{DiscordAuth, Instance, auth};
use super::guard::session_pass;
use super::reply::{self, Answer, JsonBody, Refusal, asked_lang, escape, fresh};
use super::{App, SESSION_TIME, now};
use crate::i18n::Lang;
use crate::service::pass::{InstanceId, Kind, Pass, Who, snowflake};
use crate::service::{
    Asked, ChallengeId, ChallengeRequest, ComputerGameRequest, Level, Place, Reach, SeekRequest, ServiceError, UserId,
};
use crate::t;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};
use std::collections::HashMap;

pub(super) const PAGE: &str = include_str!("../../assets/web/activity.html");

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
            super::computer_replies(app.service.clone(), game.id);
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
