//! The web board: the third front end beside Discord and the console. It
//! serves one page (assets/web/, built into the binary) that draws a game
//! and lets its players play it by touching the pieces, and an API that
//! translates the page's requests into service calls and phrases the
//! results through the catalogues. Live updates come from the database's
//! news of games (`Service::changes`), so a move made by any process
//! reaches every open page.
//!
//! Nothing from the page is trusted: every request carries a signed pass
//! (`service::pass`) in its `Authorization` header (never a cookie, so no
//! other site can ride on it), every action goes through the service's own
//! checks, and actions are rate-limited per person.

mod activity;
mod api;
mod learn;
mod live;
pub mod state;

pub use activity::DiscordAuth;

use crate::render::Theme;
use crate::service::pass::{Secret, Who};
use crate::service::{Origin, Service};
use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::Response;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Where `zamma-bot run` serves the board unless `WEB_ADDR` says otherwise.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";
/// How long a page's session lasts.
pub const SESSION_TIME: Duration = Duration::from_secs(12 * 3600);

/// The page's own Content-Security-Policy: everything from this server,
/// nothing from anywhere else, no inline script or style. Framed only by
/// Discord (the Activity) and the board itself.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   connect-src 'self'; base-uri 'none'; form-action 'none'; \
                   frame-ancestors 'self' https://discord.com https://*.discord.com https://*.discordsays.com";

/// How the board is served.
#[derive(Clone, Debug)]
pub struct WebConfig {
    pub secret: Secret,
    /// The board's theme.
    pub theme: Theme,
    /// Serve the console's games to its keyboard (`local --web`).
    pub keyboard: bool,
    /// Actions a person may make in a burst, and per second after it.
    pub burst: f64,
    pub per_second: f64,
    /// Serve the board as a Discord Activity too: how to check with
    /// Discord who opened it.
    pub activity: Option<DiscordAuth>,
}

impl WebConfig {
    pub fn new(secret: Secret) -> WebConfig {
        WebConfig { secret, theme: Theme::default(), keyboard: false, burst: 10.0, per_second: 4.0, activity: None }
    }
}

/// What every handler shares.
#[derive(Clone)]
struct App {
    service: Service,
    config: Arc<WebConfig>,
    limiter: Arc<Limiter>,
}

/// The web board's routes, acting through `service` (marked as the web's).
pub fn router(service: Service, config: WebConfig) -> Router {
    let app = App {
        service: service.with_origin(Origin::Web),
        limiter: Arc::new(Limiter::new(config.burst, config.per_second)),
        config: Arc::new(config),
    };
    api::routes().with_state(app).layer(axum::middleware::map_response(secure))
}

/// Serve `router` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
}

/// Seconds since 1970.
fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Headers on every answer: the policy, no sniffing, no referrer.
async fn secure(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    response
}

/// Token buckets: `burst` actions at once, then `per_second`, per person.
struct Limiter {
    burst: f64,
    per_second: f64,
    buckets: Mutex<std::collections::HashMap<Who, (f64, Instant)>>,
}

impl Limiter {
    /// Buckets kept before full ones are forgotten.
    const MAX_BUCKETS: usize = 100_000;

    fn new(burst: f64, per_second: f64) -> Limiter {
        Limiter { burst, per_second, buckets: Default::default() }
    }

    /// May `who` act now? Takes one action from their bucket.
    fn allow(&self, who: Who) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= Self::MAX_BUCKETS {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, (tokens, at)| *tokens + at.elapsed().as_secs_f64() * rate < burst);
        }
        let (tokens, at) = buckets.entry(who).or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::UserId;

    #[test]
    fn a_burst_is_allowed_then_the_rate() {
        let limiter = Limiter::new(3.0, 0.0);
        let alice = Who::Player(UserId(1));
        assert!((0..3).all(|_| limiter.allow(alice)));
        assert!(!limiter.allow(alice));
        // Someone else has a bucket of their own.
        assert!(limiter.allow(Who::Player(UserId(2))));
    }
}
