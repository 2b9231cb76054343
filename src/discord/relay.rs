//! The relay to a rate-limiting proxy (`DISCORD_API_BASE`), on loopback.
//!
//! serenity's rate limiter cannot go through such a proxy: it sends every
//! request to `https://discord.com` itself, so the bot turns it off there.
//! Without it, serenity hands a 429 back as an error (one it cannot even
//! read: Discord's rate-limit body has no `code`), and the post is lost.
//! So in proxy mode serenity sends its requests here, and the relay passes
//! each on to the proxy as it is; on a 429 (a proxy passing Discord's on, or
//! Discord's global limit) it waits as `Retry-After` or the body's
//! `retry_after` says and sends the request again. A few times at most, and
//! never waiting longer than [`LONGEST_WAIT`] at once: a broken proxy cannot
//! hold a command for ever. A global 429 holds every request until it is
//! over, as Discord asks.

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderMap, HeaderName};
use hyper::{Request, Response, StatusCode};
use std::convert::Infallible;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::time::Instant;

/// How many times a rate-limited request is sent again.
const RETRIES: u32 = 3;
/// The longest wait before sending again; a 429 asking for more is passed on.
const LONGEST_WAIT: Duration = Duration::from_secs(10);
/// The wait when a 429 does not say how long.
const UNSAID_WAIT: Duration = Duration::from_secs(1);

/// The relay, running until dropped.
pub struct Relay {
    addr: SocketAddr,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.task.abort();
    }
}

struct Shared {
    /// The proxy's base URL, without a trailing `/`.
    base: String,
    client: reqwest::Client,
    /// No request goes out before this (a global 429 is being waited out).
    hold_until: Mutex<Option<Instant>>,
    /// What one relayed request may take in all, and each send of it.
    budget: Duration,
    deadline: Duration,
}

impl Relay {
    /// Listen on a free loopback port and relay to `base`, each request
    /// sent within `deadline` (and with its sends again within
    /// [`super::budget`] of it: past it, the request fails (504) with a
    /// sentence).
    pub async fn start(base: &str, deadline: Duration) -> std::io::Result<Relay> {
        let listener = tokio::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await?;
        let addr = listener.local_addr()?;
        let client = super::client_builder(deadline).build().map_err(std::io::Error::other)?;
        let base = base.trim_end_matches('/').to_string();
        let budget = super::budget(deadline);
        let shared = Arc::new(Shared { base, client, hold_until: Mutex::new(None), budget, deadline });
        let task = tokio::spawn(async move {
            loop {
                let stream = match listener.accept().await {
                    Ok((stream, _)) => stream,
                    Err(e) => {
                        // Out of file descriptors, say: try again shortly.
                        tracing::warn!(error = %e, "the relay to DISCORD_API_BASE could not accept a connection");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let shared = shared.clone();
                tokio::spawn(async move {
                    let service = hyper::service::service_fn(move |req| forward(shared.clone(), req));
                    let io = hyper_util::rt::TokioIo::new(stream);
                    if let Err(e) = hyper::server::conn::http1::Builder::new().serve_connection(io, service).await {
                        tracing::debug!(error = %e, "a connection to the relay ended badly");
                    }
                });
            }
        });
        Ok(Relay { addr, task })
    }

    /// The base URL serenity sends to.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

/// Headers that belong to one connection, not to the request or answer.
const HOP_BY_HOP: [HeaderName; 7] = [
    header::CONNECTION,
    header::HOST,
    header::CONTENT_LENGTH,
    header::TRANSFER_ENCODING,
    header::TE,
    header::TRAILER,
    header::UPGRADE,
];

fn end_to_end(mut headers: HeaderMap) -> HeaderMap {
    for name in &HOP_BY_HOP {
        headers.remove(name);
    }
    headers.remove("keep-alive");
    headers.remove("proxy-connection");
    headers
}

/// Send one request on to the proxy, again after each 429 it may wait out,
/// all within the relay's budget.
async fn forward(shared: Arc<Shared>, req: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
    let what = format!("{} {}", req.method(), req.uri().path());
    match tokio::time::timeout(shared.budget, forward_within(shared.clone(), req)).await {
        Ok(answer) => answer,
        Err(_) => {
            tracing::warn!(request = %what, "the proxy at DISCORD_API_BASE did not answer in time; the request failed");
            Ok(failed(StatusCode::GATEWAY_TIMEOUT, "the proxy at DISCORD_API_BASE did not answer in time"))
        }
    }
}

async fn forward_within(shared: Arc<Shared>, req: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
    let (parts, body) = req.into_parts();
    let body = match body.collect().await {
        Ok(body) => body.to_bytes(),
        Err(e) => return Ok(failed(StatusCode::BAD_REQUEST, &format!("could not read the request: {e}"))),
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", shared.base);
    let headers = end_to_end(parts.headers);
    let mut tried = 0;
    loop {
        shared.wait_for_hold().await;
        let sent = shared.client.request(parts.method.clone(), &url).headers(headers.clone()).body(body.clone()).send();
        let response = match sent.await {
            Ok(response) => response,
            Err(e) if e.is_timeout() => {
                let deadline = shared.deadline;
                tracing::warn!(%url, "the proxy at DISCORD_API_BASE did not answer within {deadline:?}");
                return Ok(failed(StatusCode::GATEWAY_TIMEOUT, "the proxy at DISCORD_API_BASE did not answer in time"));
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not reach the proxy at DISCORD_API_BASE");
                return Ok(failed(StatusCode::BAD_GATEWAY, "the proxy at DISCORD_API_BASE cannot be reached"));
            }
        };
        let status = response.status();
        let answer_headers = end_to_end(response.headers().clone());
        let answer = match response.bytes().await {
            Ok(bytes) => bytes,
            Err(e) => {
                tracing::warn!(error = %e, "the proxy at DISCORD_API_BASE broke off its answer");
                return Ok(failed(StatusCode::BAD_GATEWAY, "the proxy at DISCORD_API_BASE broke off its answer"));
            }
        };
        if status == StatusCode::TOO_MANY_REQUESTS
            && let Some(limit) = wait_out(&answer_headers, &answer, tried)
        {
            tried += 1;
            tracing::info!(method = %parts.method, path, wait = ?limit.wait, global = limit.global, "rate limited; sending again after the wait");
            if limit.global {
                shared.hold(limit.wait);
            }
            tokio::time::sleep(limit.wait).await;
            continue;
        }
        let mut relayed = Response::new(Full::new(answer));
        *relayed.status_mut() = status;
        *relayed.headers_mut() = answer_headers;
        return Ok(relayed);
    }
}

/// A 429 to wait out: how long, and whether for every request.
#[derive(Debug, PartialEq)]
struct Limit {
    wait: Duration,
    global: bool,
}

/// Whether to send a request that met a 429 again, having done so `tried`
/// times already, and after how long: the body's `retry_after` (seconds,
/// with the fraction), else the `Retry-After` header (seconds), else
/// [`UNSAID_WAIT`]. `None` once tried [`RETRIES`] times, or when the wait
/// asked for is longer than [`LONGEST_WAIT`] (or makes no sense).
fn wait_out(headers: &HeaderMap, body: &[u8], tried: u32) -> Option<Limit> {
    if tried >= RETRIES {
        return None;
    }
    let body: Option<::serenity::json::Value> = ::serenity::json::from_slice(body).ok();
    let from_body = body.as_ref().and_then(|b| b["retry_after"].as_f64());
    let from_header = || headers.get(header::RETRY_AFTER)?.to_str().ok()?.trim().parse::<f64>().ok();
    let wait = match from_body.or_else(from_header) {
        Some(secs) => Duration::try_from_secs_f64(secs).ok()?,
        None => UNSAID_WAIT,
    };
    if wait > LONGEST_WAIT {
        return None;
    }
    let global = headers.contains_key("x-ratelimit-global") || body.is_some_and(|b| b["global"] == true);
    Some(Limit { wait, global })
}

impl Shared {
    /// Hold every request for `wait`.
    fn hold(&self, wait: Duration) {
        let until = Instant::now() + wait;
        let mut hold = self.hold_until.lock().unwrap_or_else(PoisonError::into_inner);
        if hold.is_none_or(|h| h < until) {
            *hold = Some(until);
        }
    }

    async fn wait_for_hold(&self) {
        let until = *self.hold_until.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(until) = until {
            tokio::time::sleep_until(until).await;
        }
    }
}

/// The relay's own failure, in the shape of Discord's errors.
fn failed(status: StatusCode, message: &str) -> Response<Full<Bytes>> {
    let body = ::serenity::json::json!({ "message": message, "code": 0 }).to_string();
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (HeaderName::from_static(k), header::HeaderValue::from_static(v))).collect()
    }

    const DISCORD: &[u8] = br#"{"message": "You are being rate limited.", "retry_after": 0.5, "global": false}"#;

    #[test]
    fn a_429_is_waited_out_as_its_body_or_header_says_a_few_times() {
        // Discord's: the body's fraction rather than the rounded-up header.
        let discord = headers(&[("retry-after", "1"), ("x-ratelimit-scope", "user")]);
        assert_eq!(wait_out(&discord, DISCORD, 0), Some(Limit { wait: Duration::from_millis(500), global: false }));
        // A proxy's own, with the header only.
        assert_eq!(
            wait_out(&headers(&[("retry-after", "2")]), b"Too Many Requests", 0).unwrap().wait,
            Duration::from_secs(2)
        );
        // Saying nothing.
        assert_eq!(wait_out(&HeaderMap::new(), b"", 0).unwrap().wait, UNSAID_WAIT);
        // The global limit, in the header or the body.
        assert!(wait_out(&headers(&[("retry-after", "1"), ("x-ratelimit-global", "true")]), b"", 0).unwrap().global);
        let global = br#"{"message": "You are being rate limited.", "retry_after": 0.25, "global": true}"#;
        assert!(wait_out(&HeaderMap::new(), global, 0).unwrap().global);
        // A few times, then the 429 is passed on.
        assert!(wait_out(&discord, DISCORD, RETRIES - 1).is_some());
        assert_eq!(wait_out(&discord, DISCORD, RETRIES), None);
    }

    #[test]
    fn a_429_asking_too_long_or_a_nonsense_wait_is_passed_on() {
        let hour = br#"{"message": "You are being rate limited.", "retry_after": 3600.0, "global": true}"#;
        assert_eq!(wait_out(&HeaderMap::new(), hour, 0), None);
        assert_eq!(wait_out(&headers(&[("retry-after", "86400")]), b"", 0), None);
        let negative = br#"{"retry_after": -1}"#;
        assert_eq!(wait_out(&HeaderMap::new(), negative, 0), None);
        // Exactly the longest wait is still waited.
        let longest = format!(r#"{{"retry_after": {}}}"#, LONGEST_WAIT.as_secs_f64());
        assert_eq!(wait_out(&HeaderMap::new(), longest.as_bytes(), 0).unwrap().wait, LONGEST_WAIT);
    }
}
