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
mod assets;
mod discord;
mod engine;
mod guard;
mod learn;
mod live;
mod net;
mod reply;
mod socket;
pub mod state;
mod teams;

pub use discord::{DiscordAuth, RECHECK};
pub use net::{Limits, Network};

use crate::render::Theme;
use crate::service::pass::{Secret, Who};
use crate::service::{Origin, Service};
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::middleware::{from_fn_with_state, map_response_with_state};
use axum::response::Response;
use axum::routing::{get, post};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

/// Where `zamma-bot run` serves the board unless `WEB_ADDR` says otherwise.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";
/// How long a page's session lasts: from the link it was opened with (or
/// the sign-in through Discord) to a hard end, never renewed past it.
pub const SESSION_TIME: Duration = Duration::from_secs(12 * 3600);

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
    /// Connections, bodies and sign-ins, bounded.
    pub limits: Limits,
}

impl WebConfig {
    pub fn new(secret: Secret) -> WebConfig {
        WebConfig {
            secret,
            theme: Theme::default(),
            keyboard: false,
            burst: 10.0,
            per_second: 4.0,
            activity: None,
            limits: Limits::default(),
        }
    }
}

/// What every handler shares.
#[derive(Clone)]
struct App {
    service: Service,
    config: Arc<WebConfig>,
    /// The pace of each person's actions.
    limiter: Arc<guard::Limiter<Who>>,
    /// The pace of sign-ins through Discord, per client address and in all.
    sign_ins: Arc<guard::Limiter<IpAddr>>,
    sign_ins_all: Arc<guard::Limiter<()>>,
    gate: Arc<net::Gate>,
    /// Whom Discord lists in which Activity instance, as last asked.
    members: Arc<discord::Members>,
    /// The games pages watch, each read once per change for all of them.
    hub: Arc<live::Hub>,
}

/// Sign-ins through Discord, all clients together: a burst, then per second.
const SIGN_INS_BURST: f64 = 20.0;
const SIGN_INS_PER_SECOND: f64 = 2.0;

/// The board, ready to serve: its routes and the bounds on its connections.
pub struct Board {
    router: Router,
    gate: Arc<net::Gate>,
}

impl Board {
    /// Connections open now.
    pub fn open_connections(&self) -> usize {
        self.gate.open()
    }
}

/// The web board's routes, acting through `service` (marked as the web's).
pub fn router(service: Service, config: WebConfig) -> Board {
    let gate = net::Gate::new(config.limits.clone());
    let limits = &config.limits;
    let sign_in_rate = 1.0 / limits.sign_in_every.as_secs_f64().max(0.001);
    let csp = policy(config.activity.as_ref().map(|a| a.client_id));
    let service = service.with_origin(Origin::Web);
    let app = App {
        hub: live::Hub::new(service.clone()),
        service,
        limiter: Arc::new(guard::Limiter::new(config.burst, config.per_second)),
        sign_ins: Arc::new(guard::Limiter::new(limits.sign_in_burst, sign_in_rate)),
        sign_ins_all: Arc::new(guard::Limiter::new(SIGN_INS_BURST, SIGN_INS_PER_SECOND)),
        gate: gate.clone(),
        members: Arc::default(),
        config: Arc::new(config),
    };
    // Pages, assets, reads and sockets (a socket's pass is its first message).
    let shells = assets::compressed(Router::new().route("/", get(activity::page)).route("/learn", get(learn::page)));
    let open = assets::pages()
        .merge(shells)
        .route("/api/game/learn", get(learn::state))
        .route("/api/game/learn/live", get(live::learn))
        .route("/api/game/{id}", get(api::game))
        .route("/api/game/{id}/live", get(live::upgrade))
        .route("/api/game/{id}/at/{ply}", get(api::at))
        .route("/api/game/{id}/analysis", get(engine::socket))
        .route("/api/analysis", get(engine::free))
        .route("/api/position", get(api::position))
        .route("/api/activity/lobby", get(activity::lobby));
    // What acts: the pass in the header is checked before any body is read.
    let acting = Router::new()
        .route("/api/session", post(api::session))
        .route("/api/game/learn/turn", post(learn::turn))
        .route("/api/game/learn/action", post(learn::action))
        .route("/api/game/{id}/turn", post(api::turn))
        .route("/api/game/{id}/action", post(api::action))
        .route("/api/game/{id}/marks", post(api::marks))
        .route("/api/activity/challenge", post(activity::challenge))
        .route("/api/activity/accept", post(activity::accept))
        .route("/api/activity/decline", post(activity::decline))
        .route("/api/activity/seek", post(activity::seek))
        .route("/api/activity/unseek", post(activity::unseek))
        .route_layer(from_fn_with_state(app.clone(), guard::pass_first));
    // Signing in through Discord: paced before the body is read.
    let sign_in = Router::new()
        .route("/api/activity/session", post(activity::session))
        .route_layer(from_fn_with_state(app.clone(), guard::sign_in_pace));
    let router = open
        .merge(acting)
        .merge(sign_in)
        .fallback(reply::not_found)
        .method_not_allowed_fallback(reply::wrong_method)
        .layer(from_fn_with_state(app.clone(), guard::admit))
        .layer(map_response_with_state(Arc::new(csp), secure))
        .with_state(app);
    Board { router, gate }
}

/// Serve `board` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    board: Board,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    net::serve(listener, board.router, board.gate, shutdown).await
}

/// Let the computer answer in the background; the pages hear of its move
/// from the database like any other.
pub(super) fn computer_replies(service: Service, game: crate::service::GameId) {
    tokio::spawn(async move {
        if let Err(e) = service.computer_reply(game).await {
            tracing::error!(%game, error = %e, "the computer could not move");
        }
    });
}

/// Whose share of the heavy pool a page's work is (its pass holder's):
/// their analyses and the positions they ask to read, one at a time.
fn owner(pass: &crate::service::pass::Pass) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    pass.who.hash(&mut h);
    h.finish()
}

/// Seconds since 1970.
fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// The page's own Content-Security-Policy: everything from this server,
/// nothing from anywhere else, no inline script or style. Framed by the
/// board itself and, when it is a Discord Activity, by Discord and this
/// application's own proxy there (`<client id>.discordsays.com`) only.
fn policy(client_id: Option<u64>) -> HeaderValue {
    let frames = match client_id {
        Some(id) => format!("'self' https://{id}.discordsays.com https://discord.com https://*.discord.com"),
        None => "'self'".to_string(),
    };
    let csp = format!(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; \
         base-uri 'none'; form-action 'none'; frame-ancestors {frames}"
    );
    HeaderValue::from_str(&csp).expect("a policy of ASCII text")
}

/// Headers on every answer: the policy, no sniffing, no referrer.
async fn secure(State(csp): State<Arc<HeaderValue>>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, (*csp).clone());
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_discord_and_this_application_may_frame_the_board() {
        let csp = policy(Some(1234));
        let csp = csp.to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'self' https://1234.discordsays.com https://discord.com"), "{csp}");
        assert!(!csp.contains("*.discordsays.com"), "{csp}");
        assert!(policy(None).to_str().unwrap().ends_with("frame-ancestors 'self'"));
    }
}
