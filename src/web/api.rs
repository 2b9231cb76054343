//! The game's API: each request's pass is checked, each action goes
//! through the service, each answer is the game's new State or a sentence
//! in the reader's language.

use super::guard::{self, look, session_pass};
use super::reply::{self, Answer, JsonBody, Refusal, fresh, game_id};
use super::state::{self, Action, Viewer};
use super::{App, now};
use crate::rules::Color;
use crate::service::pass::{BadPass, Kind, Pass, Who};
use crate::service::{GameId, GameView, MAX_MARKS, Rematch, ServiceError, TeamBoard, TurnInput, User};
use crate::t;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde_json::{Value, json};
use std::collections::HashMap;

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
            super::discord::still_there(&app, &pass).await?;
            pass
        }
    };
    Ok(fresh(json!({ "token": app.config.secret.sign(&session) })))
}

/// The game, as `pass` may see it, and its team board if it is a team game.
async fn seen(app: &App, pass: &Pass, id: i64) -> Result<(GameView, Viewer, Option<TeamBoard>), Refusal> {
    let view = app.service.game(GameId(id)).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    let (viewer, team) = look(app, pass, &view).await?;
    Ok((view, viewer, team))
}

/// The game's State as `pass` sees it now, read again.
async fn state_now(app: &App, pass: &Pass, view: &GameView) -> Answer {
    let (viewer, team) = look(app, pass, view).await?;
    Ok(fresh(state::state(view, viewer, team.as_ref())))
}

pub(super) async fn game(State(app): State<App>, Path(id): Path<String>, headers: HeaderMap) -> Answer {
    let pass = session_pass(&app, &headers).await?;
    let (view, viewer, team) = seen(&app, &pass, game_id(&id, pass.lang)?).await?;
    Ok(fresh(state::state(&view, viewer, team.as_ref())))
}

/// A finished game at `ply` (0: its start), to step through it: the board
/// then and the turn that led there, the move list whole with `cursor` the
/// ply shown, the game's result as the status, and the stored review's
/// word on that turn if the game has one. Refused while the game goes on:
/// no engine and no replay for a game in progress.
pub(super) async fn at(State(app): State<App>, Path((id, ply)): Path<(String, String)>, headers: HeaderMap) -> Answer {
    let pass = session_pass(&app, &headers).await?;
    let lang = pass.lang;
    let (view, viewer, team) = seen(&app, &pass, game_id(&id, lang)?).await?;
    if view.is_active() {
        return Err(Refusal::new(StatusCode::CONFLICT, t!(lang, "web-analysis-not-yet")));
    }
    let plies = view.game.turns().len();
    let ply = ply.parse::<usize>().ok().filter(|p| *p <= plies);
    let Some((ply, game)) = ply.and_then(|p| Some((p, view.game.at(p)?))) else {
        return Err(Refusal::new(StatusCode::NOT_FOUND, t!(lang, "web-no-such-ply", plies = plies)));
    };
    let review = app.service.stored_review(view.clone()).await.map_err(|e| Refusal::service(lang, &e))?;
    let then = GameView { game, ..view.clone() };
    let mut answer = state::state(&then, viewer, team.as_ref());
    if let Some(map) = answer.as_object_mut() {
        // Any turn may be tried from here: a variation (the game stays as it was).
        map.extend(state::explore(&then.game, viewer.side, lang, viewer.theme));
        if let Some(Value::Object(words)) = map.get_mut("strings") {
            words.extend(state::analysis_words(lang));
        }
        map.insert("moves".into(), json!(state::move_list(&view.game)));
        map.insert("status".into(), json!(state::status(&view, lang)));
        map.insert("cursor".into(), json!(ply));
        let word = review.as_ref().and_then(|r| {
            let turn = *r.review.turns.get(ply.checked_sub(1)?)?;
            Some(crate::i18n::review_turn_text(lang, &turn, &view.player(turn.mover).name, false))
        });
        map.insert("notice".into(), json!(word));
        // The review's evaluation for Black at every position, and its
        // marks by the ply each marked move leads to.
        if let Some(r) = &review {
            let turns = &r.review.turns;
            let graph: Vec<i32> = turns.iter().map(|t| t.before).chain(turns.last().map(|t| t.after)).collect();
            let marks: serde_json::Map<String, Value> = turns
                .iter()
                .filter(|t| t.verdict.is_some())
                .map(|t| ((t.ply + 1).to_string(), json!(crate::i18n::verdict_mark(t.verdict))))
                .collect();
            map.insert("graph".into(), json!({ "values": graph, "clamp": crate::service::CLAMP, "marks": marks, "label": t!(lang, "web-graph", game = view.id.0) }));
        }
    }
    Ok(fresh(answer))
}

/// A free board's position (the analysis board's variations and its free
/// boards): `position`, a position text, under `rules` (Zamma's when none), after
/// the turn `then` if one is given, numbered as the turn after `ply` others.
/// Only the rules are asked: nothing is stored, no game changes.
pub(super) async fn position(
    State(app): State<App>,
    headers: HeaderMap,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
) -> Answer {
    let pass = session_pass(&app, &headers).await?;
    let lang = pass.lang;
    if !app.limiter.allow(pass.who) {
        return Err(Refusal::too_fast(lang));
    }
    let Ok(Query(query)) = query else {
        return Err(Refusal::new(StatusCode::BAD_REQUEST, t!(lang, "web-analysis-bad-link")));
    };
    let field = |name: &str| query.get(name).cloned().unwrap_or_default();
    let (then, ply) = (query.get("then").cloned(), field("ply").parse::<usize>().unwrap_or(0).min(100_000));
    let theme = app.config.theme;
    // Read, played on and phrased in the heavy pool: each is a move generation.
    let answer = app.service.free_board(super::owner(&pass), field("rules"), field("position"), move |mut game| {
        let turn = match then {
            Some(text) => {
                let turn = game.parse_turn(&text).and_then(|t| game.play(t).map(|()| t));
                Some((ply, turn.map_err(ServiceError::Illegal)?.to_string()))
            }
            None => None,
        };
        Ok::<_, ServiceError>(state::free(&game, turn, lang, theme))
    });
    let state = answer.await.and_then(|read| read).map_err(|e| Refusal::service(lang, &e))?;
    Ok(fresh(state))
}

/// Who asks to change game `id`, after the rate limit, and how they see it.
async fn asking(
    app: &App,
    headers: &HeaderMap,
    id: &str,
) -> Result<(Pass, GameView, Viewer, Option<TeamBoard>), Refusal> {
    let pass = session_pass(app, headers).await?;
    if !app.limiter.allow(pass.who) {
        return Err(Refusal::too_fast(pass.lang));
    }
    let (view, viewer, team) = seen(app, &pass, game_id(id, pass.lang)?).await?;
    Ok((pass, view, viewer, team))
}

/// The person acting in a request that may change the game, after the
/// rate limit: a player, or a member of a side of a team game (`Some`
/// team board).
async fn acting(
    app: &App,
    headers: &HeaderMap,
    id: &str,
) -> Result<(Pass, GameView, User, Option<TeamBoard>), Refusal> {
    let (pass, view, viewer, team) = asking(app, headers, id).await?;
    let Some(actor) = viewer.actor else {
        return Err(Refusal::new(StatusCode::FORBIDDEN, t!(pass.lang, "web-only-watching")));
    };
    let name = match (view.card_of(actor), &team) {
        (Some(card), _) => card.name.clone(),
        (None, Some(team)) => team.member_name(actor).unwrap_or_default(),
        (None, None) => return Err(Refusal::new(StatusCode::FORBIDDEN, t!(pass.lang, "web-only-watching"))),
    };
    let user = User { id: actor, name, bot: false };
    let team = team.filter(|t| t.side_of(actor).is_some());
    Ok((pass, view, user, team))
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
    let (pass, view, user, team) = acting(&app, &headers, &id).await?;
    let lang = pass.lang;
    let Some(text) = body.get("turn").and_then(Value::as_str) else {
        return Err(Refusal::new(StatusCode::BAD_REQUEST, t!(lang, "web-no-turn")));
    };
    let service = &app.service;
    if team.is_some() {
        // A member's turn is their vote: the side's board shows it.
        let report = service.vote(view.id, &user, text, ply_of(&body)).await.map_err(|e| Refusal::service(lang, &e))?;
        let view = match report.tally.and_then(|t| t.played) {
            Some(played) => played.view,
            None => service.game(view.id).await.map_err(|e| Refusal::service(lang, &e))?,
        };
        return state_now(&app, &pass, &view).await;
    }
    let seat = service.seat(&user, view.place, Some(view.id)).await.map_err(|e| Refusal::service(lang, &e))?;
    let report =
        service.play(&seat, TurnInput::Text(text), ply_of(&body)).await.map_err(|e| Refusal::service(lang, &e))?;
    if report.view.awaits_computer() {
        super::computer_replies(app.service.clone(), report.view.id);
    }
    state_now(&app, &pass, &report.view).await
}

/// Someone watching a team game joins `side` from the board (a side open
/// to anyone: see `teams::joins`), as the person their pass names.
async fn join(app: &App, headers: &HeaderMap, id: &str, side: Color) -> Answer {
    let (pass, view, viewer, team) = asking(app, headers, id).await?;
    let lang = pass.lang;
    let open = team.as_ref().is_some_and(|t| super::teams::joins(&view, t).contains(&Action::join(side)));
    let Some(person) = viewer.joiner.filter(|_| open) else {
        return Err(Refusal::new(StatusCode::CONFLICT, t!(lang, "web-no-such-action")));
    };
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    // The name they were last seen by (the Board button or the Activity's sign-in recorded it).
    let name = app.service.player_name(person).await.map_err(refused)?;
    let user = User { id: person, name, bot: false };
    app.service.join_team(view.id, &user, side, false, (None, &[])).await.map_err(refused)?;
    let said = t!(lang, "team-joined", team = view.player(side).name.as_str(), game = view.id.0, captain = "no");
    said_now(app, &pass, view.id, said).await
}

/// The game's State as `pass` sees it now, with `said`: what came of the
/// request (the page shows it under the board).
async fn said_now(app: &App, pass: &Pass, id: GameId, said: String) -> Answer {
    let view = app.service.game(id).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    let (viewer, team) = look(app, pass, &view).await?;
    let mut answer = state::state(&view, viewer, team.as_ref());
    if let Some(map) = answer.as_object_mut() {
        map.insert("message".into(), json!(said));
    }
    Ok(fresh(answer))
}

/// A member's marks on a team game's board, for their side's eyes: the
/// body's `shapes` (arrows `e4-e5`, rings `d4`) in place of theirs before.
pub(super) async fn marks(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Answer {
    let (pass, view, user, team) = acting(&app, &headers, &id).await?;
    let lang = pass.lang;
    if team.is_none() {
        return Err(Refusal::service(lang, &ServiceError::NotATeamGame));
    }
    let shapes: Option<Vec<String>> = body
        .get("shapes")
        .and_then(Value::as_array)
        .and_then(|list| list.iter().take(MAX_MARKS + 1).map(|s| s.as_str().map(str::to_string)).collect());
    let Some(shapes) = shapes else {
        return Err(Refusal::service(lang, &ServiceError::BadMarks { max: MAX_MARKS }));
    };
    let ply = ply_of(&body).unwrap_or(view.ply() as i32);
    app.service.mark(view.id, &user, ply, &shapes).await.map_err(|e| Refusal::service(lang, &e))?;
    state_now(&app, &pass, &view).await
}

pub(super) async fn action(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Answer {
    if let Some(side) = body.get("action").and_then(Value::as_str).and_then(Action::of).and_then(Action::joins) {
        return join(&app, &headers, &id, side).await;
    }
    let (pass, view, user, team) = acting(&app, &headers, &id).await?;
    let lang = pass.lang;
    let asked = body.get("action").and_then(Value::as_str).and_then(Action::of);
    let Some(asked) = asked.filter(|a| state::actions(&view, user.id, team.as_ref()).contains(a)) else {
        return Err(Refusal::new(StatusCode::CONFLICT, t!(lang, "web-no-such-action")));
    };
    if ply_of(&body).is_some_and(|p| p != view.ply() as i32) {
        return Err(Refusal::service(lang, &ServiceError::PositionChanged));
    }
    let service = &app.service;
    let refused = |e: ServiceError| Refusal::service(lang, &e);
    if asked == Action::TeamTally {
        // The captain's early tally: the turn it played, or that none is yet.
        let tally = service.call_tally(view.id, &user).await.map_err(refused)?;
        let said = match tally.as_ref().map(|t| (t.chosen.as_deref(), &t.counts)) {
            Some((Some(chosen), counts)) => {
                t!(lang, "team-tally-called", counts = crate::i18n::tally_counts(lang, counts), chosen = chosen)
            }
            Some((None, _)) => t!(lang, "team-no-votes"),
            None => t!(lang, "refusal-vote-too-late"),
        };
        return said_now(&app, &pass, view.id, said).await;
    }
    if let Some(motion) = super::teams::motion_of(asked) {
        // A member's backing: what came of it is said on the page.
        let report = service.back_motion(view.id, &user, motion, None).await.map_err(refused)?;
        return said_now(&app, &pass, view.id, crate::i18n::motion_text(lang, &report, &user.name)).await;
    }
    let seat = service.seat(&user, view.place, Some(view.id)).await.map_err(refused)?;
    let mut extra = None;
    match asked {
        Action::OfferDraw => {
            // The computer answers at once: declined, the page says so.
            if let crate::service::DrawReport::Declined { view, .. } =
                service.offer_draw(&seat).await.map_err(refused)?
            {
                let level = view.ai_level.unwrap_or_default();
                extra = Some(("message", json!(t!(lang, "draw-declined-computer", level = level, game = view.id.0))));
            }
        }
        Action::AcceptDraw => drop(service.answer_draw(&seat, true).await.map_err(refused)?),
        Action::DeclineDraw => drop(service.answer_draw(&seat, false).await.map_err(refused)?),
        Action::Resign => drop(service.resign(&seat).await.map_err(refused)?),
        Action::Takeback => drop(service.ask_takeback(&seat).await.map_err(refused)?),
        Action::AcceptTakeback => drop(service.answer_takeback(&seat, true).await.map_err(refused)?),
        Action::DeclineTakeback => drop(service.answer_takeback(&seat, false).await.map_err(refused)?),
        Action::Abort => drop(service.abort(&seat).await.map_err(refused)?),
        Action::TeamDraw | Action::TeamTakeback | Action::TeamResign | Action::TeamTally => {}
        Action::JoinBlack | Action::JoinWhite => {}
        Action::Rematch => match service.rematch(&seat).await.map_err(refused)? {
            Rematch::Game(game) => {
                if game.awaits_computer() {
                    super::computer_replies(service.clone(), game.id);
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
        super::computer_replies(service.clone(), view.id);
    }
    let (viewer, team) = look(&app, &pass, &view).await?;
    let mut answer = state::state(&view, viewer, team.as_ref());
    if let (Some((key, value)), Some(map)) = (extra, answer.as_object_mut()) {
        map.insert(key.to_string(), value);
    }
    Ok(fresh(answer))
}
