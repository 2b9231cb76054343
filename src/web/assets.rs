//! The pages' shells and their assets (built into the binary): the game's
//! page, its styles and its scripts. Compressed (brotli or gzip) when the
//! browser asks, and tagged with their content's hash: a page seen before
//! asks again with `If-None-Match` and gets `304 Not Modified`, a few
//! hundred bytes, for every asset that did not change.

use super::App;
use super::reply::{self, Refusal, asked_lang, game_id};
use super::state;
use crate::t;
use axum::extract::{Path, Query};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use tower_http::compression::CompressionLayer;

pub(super) const PAGE: &str = include_str!("../../assets/web/play.html");
const STYLE: &str = include_str!("../../assets/web/board.css");
const ACTIVITY_STYLE: &str = include_str!("../../assets/web/activity.css");
/// The page's script: ES modules, `board.js` first.
const SCRIPTS: [(&str, &str); 10] = [
    ("board.js", include_str!("../../assets/web/board.js")),
    ("state.js", include_str!("../../assets/web/state.js")),
    ("draw.js", include_str!("../../assets/web/draw.js")),
    ("panel.js", include_str!("../../assets/web/panel.js")),
    ("drag.js", include_str!("../../assets/web/drag.js")),
    ("marks.js", include_str!("../../assets/web/marks.js")),
    ("sound.js", include_str!("../../assets/web/sound.js")),
    // The analysis board, loaded only where a board is explored.
    ("explore.js", include_str!("../../assets/web/explore.js")),
    ("activity.js", include_str!("../../assets/web/activity.js")),
    // Discord's Embedded App SDK, bundled from npm (assets/web/sdk/).
    ("discord-sdk.js", include_str!("../../assets/web/discord-sdk.js")),
];

const CSS: &str = "text/css; charset=utf-8";

/// The game's page and the pages' assets, compressed as the browser asks.
pub(super) fn pages() -> axum::Router<App> {
    axum::Router::new()
        .route("/play/{id}", get(page))
        .route("/analysis", get(free_page))
        .route("/assets/{file}", get(script))
        .route("/assets/board.css", get(|headers: HeaderMap| async move { asset(CSS, STYLE.into(), &headers) }))
        .route(
            "/assets/activity.css",
            get(|headers: HeaderMap| async move { asset(CSS, ACTIVITY_STYLE.into(), &headers) }),
        )
        .route("/assets/theme.css", get(|headers: HeaderMap| async move { asset(CSS, state::theme_css(), &headers) }))
        .layer(CompressionLayer::new())
}

/// The pages' shells, compressed as the browser asks.
pub(super) fn compressed<S: Clone + Send + Sync + 'static>(router: axum::Router<S>) -> axum::Router<S> {
    router.layer(CompressionLayer::new())
}

/// One of the page's scripts, or nothing.
async fn script(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match SCRIPTS.iter().find(|(name, _)| *name == file) {
        Some((_, body)) => asset("text/javascript; charset=utf-8", (*body).into(), &headers),
        None => reply::not_found(headers).await,
    }
}

/// An asset with its content's tag: `304 Not Modified` when the browser
/// holds it already (revalidated each visit, so a new build is never stale).
fn asset(kind: &'static str, body: String, headers: &HeaderMap) -> Response {
    let tag = format!("\"{:x}\"", Sha256::digest(body.as_bytes()));
    let held = headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    if held.is_some_and(|v| v.split(',').any(|t| t.trim() == tag)) {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, tag)]).into_response();
    }
    ([(header::CONTENT_TYPE, kind.to_string()), (header::CACHE_CONTROL, "no-cache".into()), (header::ETAG, tag)], body)
        .into_response()
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

/// The free analysis board's shell (`/analysis?position=…&rules=…`): the
/// page reads the position from its address, the board from the API.
async fn free_page(Query(query): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    let lang = asked_lang(&query, &headers);
    reply::shell(PAGE, lang, &t!(lang, "web-analysis-title"), &[])
}
