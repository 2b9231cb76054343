//! What every route of the board answers with: the JSON answer, the
//! refusal (a status and a sentence in the reader's language, never the
//! framework's words), the page shells, and the request's body and ids read
//! within bounds.

use super::App;
use crate::i18n::{self, Lang};
use crate::service::ServiceError;
use crate::service::pass::BadPass;
use crate::t;
use axum::Json;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde_json::{Value, json};
use std::collections::HashMap;

/// A refusal: an HTTP status and a sentence.
#[derive(Debug)]
pub(super) struct Refusal {
    status: StatusCode,
    pub(super) message: String,
}

impl Refusal {
    pub(super) fn new(status: StatusCode, message: String) -> Refusal {
        Refusal { status, message }
    }

    /// The service's refusal, phrased.
    pub(super) fn service(lang: Lang, e: &ServiceError) -> Refusal {
        let status = match e {
            ServiceError::NoSuchGame => StatusCode::NOT_FOUND,
            ServiceError::NotAPlayer => StatusCode::FORBIDDEN,
            ServiceError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ServiceError::Illegal(_) | ServiceError::InputTooLong { .. } | ServiceError::BadMarks { .. } => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ServiceError::TooManyTurns { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ServiceError::PositionsTooFast => StatusCode::TOO_MANY_REQUESTS,
            ServiceError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::CONFLICT,
        };
        if status == StatusCode::INTERNAL_SERVER_ERROR {
            tracing::error!(error = ?e, "the web board met an internal error");
        }
        Refusal::new(status, i18n::refusal(lang, e))
    }

    pub(super) fn status(&self) -> StatusCode {
        self.status
    }

    pub(super) fn bad_pass(lang: Lang, bad: BadPass) -> Refusal {
        let id = match bad {
            BadPass::Expired => "web-pass-expired",
            BadPass::Malformed | BadPass::Forged => "web-pass-bad",
        };
        Refusal::new(StatusCode::UNAUTHORIZED, t!(lang, id))
    }

    /// Too many at once from one person or address.
    pub(super) fn too_fast(lang: Lang) -> Refusal {
        Refusal::new(StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-too-fast"))
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (self.status, [(header::CACHE_CONTROL, "no-store")], Json(json!({ "error": self.message }))).into_response()
    }
}

pub(super) type Answer = Result<Response, Refusal>;

pub(super) fn fresh(value: Value) -> Response {
    ([(header::CACHE_CONTROL, "no-store")], Json(value)).into_response()
}

/// The language a request asks for: `?lang=`, else `Accept-Language`.
pub(super) fn asked_lang(query: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    query.get("lang").and_then(|l| Lang::from_locale(l)).unwrap_or_else(|| header_lang(headers))
}

/// The language `Accept-Language` asks for, else English.
pub(super) fn header_lang(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|accept| accept.split(',').find_map(|part| Lang::from_locale(part.split(';').next()?.trim())))
        .unwrap_or_default()
}

pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A page's shell (`template`, one of assets/web/*.html) in `lang`, titled
/// `title`; `more`: its other placeholders and their texts.
pub(super) fn shell(template: &str, lang: Lang, title: &str, more: &[(&str, String)]) -> Response {
    let mut html = template
        .replace("{{lang}}", lang.tag())
        .replace("{{dir}}", if lang.rtl() { "rtl" } else { "ltr" })
        .replace("{{title}}", &escape(title))
        .replace("{{loading}}", &escape(&t!(lang, "web-loading")));
    for (key, text) in more {
        html = html.replace(&format!("{{{{{key}}}}}"), text);
    }
    ([(header::CACHE_CONTROL, "no-store")], Html(html)).into_response()
}

/// A request's JSON body, read within the board's bounds (its size, and
/// the time a slow sender may take); anything but JSON reads as `null`,
/// and the action is then refused with a sentence of its own.
pub(super) struct JsonBody(pub Value);

impl FromRequest<App> for JsonBody {
    type Rejection = Refusal;

    async fn from_request(request: Request, app: &App) -> Result<JsonBody, Refusal> {
        let lang = header_lang(request.headers());
        let limits = app.gate.limits();
        let too_large = || Refusal::new(StatusCode::PAYLOAD_TOO_LARGE, t!(lang, "web-body-too-large"));
        let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse().ok());
        if declared.is_some_and(|n: usize| n > limits.max_body) {
            return Err(too_large());
        }
        let read = axum::body::to_bytes(request.into_body(), limits.max_body);
        match tokio::time::timeout(limits.body_timeout, read).await {
            Ok(Ok(bytes)) => Ok(JsonBody(serde_json::from_slice(&bytes).unwrap_or(Value::Null))),
            Ok(Err(_)) => Err(too_large()),
            Err(_) => Err(Refusal::new(StatusCode::REQUEST_TIMEOUT, t!(lang, "web-body-slow"))),
        }
    }
}

/// A game's id in a path: a positive number, else there is no such game.
pub(super) fn game_id(text: &str, lang: Lang) -> Result<i64, Refusal> {
    text.parse::<i64>().ok().filter(|n| *n > 0).ok_or_else(|| Refusal::service(lang, &ServiceError::NoSuchGame))
}

/// An address the board does not serve.
pub(super) async fn not_found(headers: HeaderMap) -> Response {
    Refusal::new(StatusCode::NOT_FOUND, t!(header_lang(&headers), "web-no-such-page")).into_response()
}

/// A method the address does not take.
pub(super) async fn wrong_method(headers: HeaderMap) -> Response {
    Refusal::new(StatusCode::METHOD_NOT_ALLOWED, t!(header_lang(&headers), "web-no-such-page")).into_response()
}
