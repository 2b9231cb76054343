//! The page, its assets, and the API it calls: each request's pass is
//! checked, each action goes through the service, each answer is the
//! game's new State or a sentence in the reader's language.

use super::guard::{self, session_pass};
use super::reply::{self, Answer, JsonBody, Refusal, asked_lang, fresh, game_id};
use super::state::{self, Action, Viewer};
use super::{App, now};
use crate::service::pass::{BadPass, Kind, Pass, Who};
use crate::service::{GameId, GameView, Place, Rematch, ServiceError, TurnInput, User, UserId};
use crate::t;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::collections::HashMap;

pub(super) const PAGE: &str = include_str!("../../assets/web/play.html");
const STYLE: &str = include_str!("../../assets/web/board.css");
const ACTIVITY_STYLE: &str = include_str!("../../assets/web/activity.css");
/// The page's script: ES modules, `board.js` first.
const SCRIPTS: [(&str, &str); 6] = [
    ("board.js", include_str!("../../assets/web/board.js")),
    ("state.js", include_str!("../../assets/web/state.js")),
    ("draw.js", include_str!("../../assets/web/draw.js")),
    ("panel.js", include_str!("../../assets/web/panel.js")),
    ("activity.js", include_str!("../../assets/web/activity.js")),
    // Discord's Embedded App SDK, bundled from npm (assets/web/sdk/).
    ("discord-sdk.js", include_str!("../../assets/web/discord-sdk.js")),
];

/// The pages and their assets.
pub(super) fn pages() -> axum::Router<App> {
    axum::Router::new()
        .route("/", get(super::activity::page))
        .route("/play/{id}", get(page))
        .route("/learn", get(super::learn::page))
        .route("/assets/{file}", get(script))
        .route("/assets/board.css", get(|| asset("text/css; charset=utf-8", STYLE.to_string())))
        .route("/assets/activity.css", get(|| asset("text/css; charset=utf-8", ACTIVITY_STYLE.to_string())))
        .route("/assets/theme.css", get(|| asset("text/css; charset=utf-8", state::theme_css())))
}

/// One of the page's scripts, or nothing.
async fn script(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match SCRIPTS.iter().find(|(name, _)| *name == file) {
        Some((_, body)) => asset("text/javascript; charset=utf-8", body.to_string()).await,
        None => reply::not_found(headers).await,
    }
}

async fn asset(kind: &'static str, body: String) -> Response {
    ([(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

/// The page's shell; the game itself comes from the API once the page has
/// read its pass.
async fn page(Path(id): Path<String>, Query(query): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    let lang = asked_lang(&query, &headers);
    let Ok(game) = game_id(&id, lang) else {
        return Refusal::new(StatusCode::NOT_FOUND, t!(lang, "web-no-such-page")).into_response();
    };
    reply::shell(PAGE, lang, &t!(lang, "web-page-title", game = game), &[])
}

/// A session pass for the holder of a link; a session already held comes
/// back as it is (a session has a hard end, renewed by nothing).
pub(super) async fn session(State(app): State<App>, headers: HeaderMap) -> Answer {
    let pass = guard::check(&app, guard::bearer(&headers), reply::header_lang(&headers))?;
    if pass.who == Who::Keyboard && !app.config.keyboard {
        return Err(Refusal::bad_pass(pass.lang, BadPass::Forged));
    }
    let session = match pass.kind {
        Kind::Link => Pass { kind: Kind::Session, expires: now() + super::SESSION_TIME.as_secs() as i64, ..pass },
        Kind::Session => {
            super::activity::still_there(&app, &pass).await?;
            pass
        }
    };
    Ok(fresh(json!({ "token": app.config.secret.sign(&session) })))
}

/// How `pass` sees game `view`, or why it may not.
pub(super) fn viewer(app: &App, pass: &Pass, view: &GameView) -> Result<Viewer, Refusal> {
    let lang = pass.lang;
    let (side, actor) = match pass.who {
        Who::Player(user) => match view.color_of(user) {
            Some(color) => (Some(color), Some(user)),
            None => return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0))),
        },
        Who::Watcher(game) if game == view.id => (None, None),
        // In an Activity: the games of its channel, played or watched.
        Who::Member { user, channel, .. } if view.place.channel == channel => {
            view.color_of(user).map_or((None, None), |color| (Some(color), Some(user)))
        }
        Who::Member { .. } => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-not-this-channel", game = view.id.0)));
        }
        Who::Watcher(_) => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0)));
        }
        Who::Keyboard if app.config.keyboard && view.place == Place::CONSOLE => {
            let human = if view.black.bot { crate::rules::Color::White } else { crate::rules::Color::Black };
            (Some(human), keyboard_actor(view))
        }
        Who::Keyboard => return Err(Refusal::bad_pass(lang, BadPass::Forged)),
        // A learner's pass opens their level of the course, no game.
        Who::Learner(_) => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0)));
        }
    };
    Ok(Viewer { side, actor, lang, theme: app.config.theme })
}

/// Whom the console's keyboard acts for: the person to move (two people
/// at one keyboard take turns), else the person of a game against the
/// computer.
fn keyboard_actor(view: &GameView) -> Option<UserId> {
    let mover = view.to_move();
    if !mover.bot {
        return Some(mover.id);
    }
    [&view.black, &view.white].into_iter().find(|p| !p.bot).map(|p| p.id)
}

/// The game, as `pass` may see it.
async fn seen(app: &App, pass: &Pass, id: i64) -> Result<(GameView, Viewer), Refusal> {
    let view = app.service.game(GameId(id)).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    let viewer = viewer(app, pass, &view)?;
    Ok((view, viewer))
}

pub(super) async fn game(State(app): State<App>, Path(id): Path<String>, headers: HeaderMap) -> Answer {
    let pass = session_pass(&app, &headers).await?;
    let (view, viewer) = seen(&app, &pass, game_id(&id, pass.lang)?).await?;
    Ok(fresh(state::state(&view, viewer)))
}

/// The person acting in a request that may change the game, after the
/// rate limit.
async fn acting(app: &App, headers: &HeaderMap, id: &str) -> Result<(Pass, GameView, User), Refusal> {
    let pass = session_pass(app, headers).await?;
    if !app.limiter.allow(pass.who) {
        return Err(Refusal::too_fast(pass.lang));
    }
    let (view, viewer) = seen(app, &pass, game_id(id, pass.lang)?).await?;
    let Some(actor) = viewer.actor else {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(pass.lang, "web-only-watching")));
    };
    let card = view.card_of(actor).expect("the actor plays in the game");
    let user = User { id: actor, name: card.name.clone(), bot: false };
    Ok((pass, view, user))
}

/// The body's `ply`, if it sent one.
fn ply_of(body: &Value) -> Option<i32> {
    body.get("ply")?.as_i64().and_then(|p| i32::try_from(p).ok())
}

pub(super) async fn turn(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Answer {
    let (pass, view, user) = acting(&app, &headers, &id).await?;
    let lang = pass.lang;
    let Some(text) = body.get("turn").and_then(Value::as_str) else {
        return Err(Refusal::new(StatusCode::BAD_REQUEST, t!(lang, "web-no-turn")));
    };
    let service = &app.service;
    let seat = service.seat(&user, view.place, Some(view.id)).await.map_err(|e| Refusal::service(lang, &e))?;
    let report =
        service.play(&seat, TurnInput::Text(text), ply_of(&body)).await.map_err(|e| Refusal::service(lang, &e))?;
    if report.view.awaits_computer() {
        computer_replies(app.service.clone(), report.view.id);
    }
    let viewer = viewer(&app, &pass, &report.view)?;
    Ok(fresh(state::state(&report.view, viewer)))
}

/// Let the computer answer in the background; the pages hear of its move
/// from the database like any other.
pub(super) fn computer_replies(service: crate::service::Service, game: GameId) {
    tokio::spawn(async move {
        if let Err(e) = service.computer_reply(game).await {
            tracing::error!(%game, error = %e, "the computer could not move");
        }
    });
}

pub(super) async fn action(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Answer {
    let (pass, view, user) = acting(&app, &headers, &id).await?;
    let lang = pass.lang;
    let asked = body.get("action").and_then(Value::as_str).and_then(Action::of);
    let Some(asked) = asked.filter(|a| state::actions(&view, user.id).contains(a)) else {
        return Err(Refusal::new(StatusCode::CONFLICT, t!(lang, "web-no-such-action")));
    };
    if ply_of(&body).is_some_and(|p| p != view.ply() as i32) {
        return Err(Refusal::service(lang, &ServiceError::PositionChanged));
    }
    let service = &app.service;
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let seat = service.seat(&user, view.place, Some(view.id)).await.map_err(refused)?;
    let mut extra = None;
    match asked {
        Action::OfferDraw => drop(service.offer_draw(&seat).await.map_err(refused)?),
        Action::AcceptDraw => drop(service.answer_draw(&seat, true).await.map_err(refused)?),
        Action::DeclineDraw => drop(service.answer_draw(&seat, false).await.map_err(refused)?),
        Action::Resign => drop(service.resign(&seat).await.map_err(refused)?),
        Action::Takeback => drop(service.ask_takeback(&seat).await.map_err(refused)?),
        Action::AcceptTakeback => drop(service.answer_takeback(&seat, true).await.map_err(refused)?),
        Action::DeclineTakeback => drop(service.answer_takeback(&seat, false).await.map_err(refused)?),
        Action::Abort => drop(service.abort(&seat).await.map_err(refused)?),
        Action::Rematch => match service.rematch(&seat).await.map_err(refused)? {
            Rematch::Game(game) => {
                if game.awaits_computer() {
                    computer_replies(service.clone(), game.id);
                }
                extra = Some(("goto", json!(game.id.0)));
            }
            Rematch::Challenge(challenge) => {
                let name = challenge.challenged.as_ref().map_or_else(String::new, |c| c.name.clone());
                extra = Some(("message", json!(t!(lang, "web-rematch-sent", name = name))));
            }
        },
    }
    let view = service.game(view.id).await.map_err(refused)?;
    if view.awaits_computer() {
        computer_replies(service.clone(), view.id);
    }
    let viewer = viewer(&app, &pass, &view)?;
    let mut answer = state::state(&view, viewer);
    if let (Some((key, value)), Some(map)) = (extra, answer.as_object_mut()) {
        map.insert(key.to_string(), value);
    }
    Ok(fresh(answer))
}
