//! The course (Learn) on the web board: the same page, played by touching
//! the pieces. Its "game" is the learner's level (`/learn`, the API under
//! `/api/game/learn`): the State carries the level's board and turns (as
//! any game's, [`state::play`]), its goal as the status, what the last turn
//! did as the notice, and the course's actions (the hint, the level again,
//! the next level). Turns go through the service's course, as on Discord.

use super::App;
use super::guard::session_pass;
use super::reply::{self, Answer, JsonBody, Refusal, asked_lang, fresh};
use super::state;
use crate::i18n::{self, Lang};
use crate::rules::Turn;
use crate::service::pass::Who;
use crate::service::{Failure, LearnResult, LearnView, ServiceError, TurnInput, User, UserId};
use crate::t;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};
use std::collections::HashMap;

/// The page's shell, titled for the course.
pub(super) async fn page(Query(query): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    let lang = asked_lang(&query, &headers);
    reply::shell(super::assets::PAGE, lang, &t!(lang, "learn-web-title"), &[])
}

/// The learner a request's session is for.
async fn learner(app: &App, headers: &HeaderMap) -> Result<(UserId, Lang), Refusal> {
    let pass = session_pass(app, headers).await?;
    match pass.who {
        Who::Learner(user) => Ok((user, pass.lang)),
        _ => Err(Refusal::new(StatusCode::FORBIDDEN, t!(pass.lang, "learn-web-not-a-learner"))),
    }
}

/// What the page shows beside the level: what the last turn did
/// (`notice`), whether the level is over (done or failed: the board shows
/// how it ended), and the enemy's answer that shows why a move was not the
/// only one (drawn as an arrow).
#[derive(Default)]
struct Shown {
    notice: Option<String>,
    over: bool,
    answer: Option<Turn>,
    /// Over and passed, with a level after it: the way on is offered (a
    /// failed level is only played again, as its words say).
    next: bool,
}

/// The level as the page draws it, with the learner's stage map.
async fn level_state(app: &App, learner_id: UserId, view: &LearnView, shown: Shown, lang: Lang) -> Answer {
    let progress = app.service.learn_progress(learner_id).await.map_err(|e| Refusal::service(lang, &e))?;
    let Shown { notice, over, answer, next } = shown;
    let learner = view.place.level.learner();
    let mut state = state::play(&view.game, Some(learner), !over, lang, app.config.theme);
    let action = |id: &str, label: &str| json!({ "id": id, "label": t!(lang, label), "confirm": null });
    let actions: Vec<Value> = if over {
        let next = next.then(|| action("next", "learn-button-next"));
        next.into_iter().chain([action("again", "learn-button-again")]).collect()
    } else {
        vec![action("hint", "learn-button-hint"), action("again", "learn-button-restart")]
    };
    // The stage map: each stage's levels done and stars; a stage opens at
    // its first level not done yet (its first, once all are).
    let stages: Vec<Value> = progress
        .stages
        .iter()
        .enumerate()
        .map(|(i, (stage, levels))| {
            let open = levels.iter().position(Option::is_none).unwrap_or(0);
            json!({
                "label": i18n::stage_progress(lang, &progress, i),
                "level": stage.lessons.get(open).map(|l| l.id.as_str()),
                "current": i == view.place.stage_index,
            })
        })
        .collect();
    let fields = json!({
        "game": format!("learn-{}", view.place.level.id),
        "ply": view.played,
        "me": learner.name(),
        "title": i18n::level_goal(lang, view.place),
        "players": [],
        "status": i18n::level_heading(lang, view.place),
        "over": over,
        // What the last turn did; at a stage's start, its lesson.
        "notice": notice.or_else(|| (view.place.index == 0 && view.played == 0).then(|| i18n::stage_intro(lang, view.place))),
        "actions": actions,
        "strings": state::page_words(lang, t!(lang, "learn-web-title")),
        // Every turn of the attempt, the enemy's stand-stills left empty.
        "moves": state::move_rows(learner, view.record.iter().cloned()),
        "arrow": answer.map(|t| t.mv.points().map(|s| s.to_string()).collect::<Vec<_>>()),
        "map": { "title": i18n::learn_progress_title(lang, &progress), "stages": stages },
    });
    if let Value::Object(fields) = fields {
        state.extend(fields);
    }
    // The goal's points (to reach, or the pieces to take), marked as the
    // Discord picture rings them, and said in their labels.
    let targets = view.place.level.goal.targets(learner, &view.game);
    let targets: Vec<String> = targets.map(|sq| sq.to_string()).collect();
    if let Some(Value::Object(labels)) = state.get_mut("labels") {
        for sq in &targets {
            let label = labels.get(sq).and_then(Value::as_str).unwrap_or(sq).to_string();
            labels.insert(sq.clone(), json!(t!(lang, "learn-point-goal", label = label)));
        }
    }
    state.insert("targets".into(), json!(targets));
    Ok(fresh(Value::Object(state)))
}

/// The learner as the service knows them (their name kept as it is).
async fn user(app: &App, id: UserId) -> Result<User, ServiceError> {
    let name = app.service.player_name(id).await?;
    Ok(User::new(id.0, name))
}

/// The level being played: the one in progress, else where the learner
/// stopped.
pub(super) async fn state(State(app): State<App>, headers: HeaderMap) -> Answer {
    let (id, lang) = learner(&app, &headers).await?;
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let view = match app.service.learn_current(id).await {
        Ok(view) => view,
        Err(ServiceError::NoLevel) => {
            app.service.learn_start(&user(&app, id).await.map_err(refused)?, None).await.map_err(refused)?
        }
        Err(e) => return Err(refused(e)),
    };
    level_state(&app, id, &view, Shown::default(), lang).await
}

/// A turn of the level: `{turn, ply}` (`ply`: the learner's turns played
/// when it was chosen).
pub(super) async fn turn(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let (id, lang) = learner(&app, &headers).await?;
    if !app.limiter.allow(Who::Learner(id)) {
        return Err(Refusal::too_fast(lang));
    }
    let Some(text) = body.get("turn").and_then(Value::as_str) else {
        return Err(Refusal::new(StatusCode::BAD_REQUEST, t!(lang, "web-no-turn")));
    };
    let expected = body.get("ply").and_then(Value::as_u64).and_then(|p| u32::try_from(p).ok());
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let me = user(&app, id).await.map_err(refused)?;
    let result = app.service.learn_turn(&me, TurnInput::Text(text), expected).await.map_err(refused)?;
    let notice = Some(i18n::learn_result_text(lang, &result));
    let (view, shown) = match &result {
        LearnResult::Going { view, .. } => (view, Shown { notice, ..Shown::default() }),
        LearnResult::Done { view, next, .. } => {
            (view, Shown { notice, over: true, answer: None, next: next.is_some() })
        }
        LearnResult::Failed { view, why, .. } => {
            let answer = match why {
                Failure::NotTheMove { refutation } => *refutation,
                _ => None,
            };
            (view, Shown { notice, over: true, answer, next: false })
        }
    };
    level_state(&app, id, view, shown, lang).await
}

/// The course's actions: `hint`, `again` (the level from its start), `next`.
pub(super) async fn action(State(app): State<App>, headers: HeaderMap, JsonBody(body): JsonBody) -> Answer {
    let (id, lang) = learner(&app, &headers).await?;
    if !app.limiter.allow(Who::Learner(id)) {
        return Err(Refusal::too_fast(lang));
    }
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    let me = user(&app, id).await.map_err(refused)?;
    let service = &app.service;
    let (view, note) = match body.get("action").and_then(Value::as_str) {
        Some("hint") => {
            let view = service.learn_current(id).await.map_err(refused)?;
            let hint = i18n::level_hint(lang, view.place);
            (view, Some(hint))
        }
        Some("again") => {
            let level = match service.learn_current(id).await {
                Ok(view) => view.place.level.id.clone(),
                Err(ServiceError::NoLevel) => service.learn_progress(id).await.map_err(refused)?.next.level.id.clone(),
                Err(e) => return Err(refused(e)),
            };
            (service.learn_start(&me, Some(&level)).await.map_err(refused)?, None)
        }
        Some("next") => (service.learn_start(&me, None).await.map_err(refused)?, None),
        // A stage chosen on the map: `level` is where it opens.
        Some("level") => {
            let level = body.get("level").and_then(Value::as_str).unwrap_or_default();
            (service.learn_start(&me, Some(level)).await.map_err(refused)?, None)
        }
        _ => return Err(Refusal::new(StatusCode::CONFLICT, t!(lang, "web-no-such-action"))),
    };
    level_state(&app, id, &view, Shown { notice: note, ..Shown::default() }, lang).await
}
