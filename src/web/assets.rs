//! The pages' shells and their assets (built into the binary): the game's
//! page, its styles and its scripts.

use super::App;
use super::reply::{self, Refusal, asked_lang, game_id};
use super::state;
use crate::t;
use axum::extract::{Path, Query};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
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

/// The game's page and the pages' assets.
pub(super) fn pages() -> axum::Router<App> {
    axum::Router::new()
        .route("/play/{id}", get(page))
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
