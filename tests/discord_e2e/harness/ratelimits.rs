//! Discord's rate limits as the stand-in applies them: per-route buckets
//! announced in `X-RateLimit-*` headers on every answer, a 429 with
//! `Retry-After` when a bucket is spent, and the global limit (a 429 with
//! `X-RateLimit-Global`). See
//! <https://discord.com/developers/docs/topics/rate-limits>.
//!
//! Discord does not publish its per-route numbers and tells clients to read
//! the headers; the stand-in uses Discord's observed counts (5 messages per
//! channel, 5 per webhook) over windows of one second rather than five, so
//! that tests meet the limits quickly.

use super::*;
use axum::http::{HeaderMap, HeaderValue};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

/// Requests per window in one channel's message bucket, and per webhook.
pub const PER_ROUTE: u32 = 5;
/// Requests per window outside interaction routes, for the whole bot.
pub const GLOBAL: u32 = 50;
pub const WINDOW: Duration = Duration::from_secs(1);

/// What the stand-in says about one request.
pub enum Verdict {
    /// Go ahead; these headers go with the answer.
    Pass(HeaderMap),
    /// 429 Too Many Requests, with these headers and this body.
    Limited(HeaderMap, Value),
}

#[derive(Clone, Copy)]
struct Window {
    start: Instant,
    used: u32,
}

impl Window {
    fn new() -> Window {
        Window { start: Instant::now(), used: 0 }
    }

    /// Count one request; `None` if the window is spent, else what remains.
    fn take(&mut self, limit: u32) -> Option<u32> {
        if self.start.elapsed() >= WINDOW {
            *self = Window::new();
        }
        if self.used >= limit {
            return None;
        }
        self.used += 1;
        Some(limit - self.used)
    }

    fn reset_after(&self) -> Duration {
        WINDOW.saturating_sub(self.start.elapsed())
    }
}

#[derive(Default)]
pub struct RateLimits {
    buckets: Mutex<HashMap<String, Window>>,
    global: Mutex<Option<Window>>,
    /// Requests to answer with a 429 once: (method, path suffix, global,
    /// the wait asked for).
    forced: Mutex<Vec<(Method, String, bool, Duration)>>,
}

/// The bucket a request falls in, as Discord groups routes: by the major
/// parameter (channel, webhook token); `None` for routes without a limit
/// worth modelling here.
fn bucket(method: &Method, parts: &[&str]) -> Option<String> {
    match parts {
        ["channels", c, "messages", ..] => Some(format!("{method} channels/{c}/messages")),
        ["webhooks", _, token, ..] => Some(format!("webhook {token}")),
        _ => None,
    }
}

/// Interaction routes are not bound by the global limit.
fn interaction_route(parts: &[&str]) -> bool {
    matches!(parts, ["interactions", ..] | ["webhooks", ..])
}

fn header(headers: &mut HeaderMap, name: &'static str, value: String) {
    headers.insert(name, HeaderValue::from_str(&value).unwrap());
}

fn limited(scope: &str, retry_after: Duration, global: bool, mut headers: HeaderMap) -> Verdict {
    let secs = retry_after.as_secs_f64().max(0.001);
    // The header is whole seconds, rounded up; the body has the fraction.
    header(&mut headers, "retry-after", format!("{}", secs.ceil() as u64));
    header(&mut headers, "x-ratelimit-scope", scope.to_string());
    if global {
        header(&mut headers, "x-ratelimit-global", "true".into());
    }
    let body = json!({ "message": "You are being rate limited.", "retry_after": secs, "global": global });
    Verdict::Limited(headers, body)
}

impl RateLimits {
    pub fn force_next(&self, method: Method, suffix: &str, global: bool) {
        self.force_next_asking(method, suffix, global, Duration::from_millis(300));
    }

    pub fn force_next_asking(&self, method: Method, suffix: &str, global: bool, retry_after: Duration) {
        self.forced.lock().unwrap().push((method, suffix.to_string(), global, retry_after));
    }

    pub fn check(&self, method: &Method, path: &str, parts: &[&str]) -> Verdict {
        let forced = {
            let mut forced = self.forced.lock().unwrap();
            let at = forced.iter().position(|(m, suffix, ..)| m == method && path.ends_with(suffix.as_str()));
            at.map(|i| forced.remove(i))
        };
        if let Some((_, _, global, retry_after)) = forced {
            let scope = if global { "global" } else { "user" };
            return limited(scope, retry_after, global, HeaderMap::new());
        }
        if !interaction_route(parts) {
            let mut global = self.global.lock().unwrap();
            let window = global.get_or_insert_with(Window::new);
            if window.take(GLOBAL).is_none() {
                return limited("global", window.reset_after(), true, HeaderMap::new());
            }
        }
        let mut headers = HeaderMap::new();
        let Some(name) = bucket(method, parts) else { return Verdict::Pass(headers) };
        let mut buckets = self.buckets.lock().unwrap();
        let window = buckets.entry(name.clone()).or_insert_with(Window::new);
        let remaining = window.take(PER_ROUTE);
        let reset_after = window.reset_after();
        let reset = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap() + reset_after;
        header(&mut headers, "x-ratelimit-limit", PER_ROUTE.to_string());
        header(&mut headers, "x-ratelimit-remaining", remaining.unwrap_or(0).to_string());
        // In milliseconds rounded up, as Discord's: a client that waits as
        // told is never early.
        header(&mut headers, "x-ratelimit-reset", millis_up(reset));
        header(&mut headers, "x-ratelimit-reset-after", millis_up(reset_after));
        header(&mut headers, "x-ratelimit-bucket", format!("{:016x}", fnv1a(&name)));
        match remaining {
            Some(_) => Verdict::Pass(headers),
            None => limited("user", reset_after, false, headers),
        }
    }
}

fn millis_up(d: Duration) -> String {
    format!("{:.3}", (d.as_secs_f64() * 1000.0).ceil() / 1000.0)
}

/// A stable, opaque bucket id (Discord's are hashes too).
fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}
