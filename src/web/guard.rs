//! Who may ask what, before anything is read: the pass in a request's
//! header (checked before its body), each client's share of the board
//! (`net::Gate`), the pace of a person's actions, and the pace of sign-ins
//! through Discord.

use super::net::{self, Client};
use super::reply::{Refusal, header_lang};
use super::state::Viewer;
use super::{App, now};
use crate::i18n::Lang;
use crate::service::pass::{BadPass, Kind, Pass, Who};
use crate::service::{GameView, Place, TeamBoard, UserId};
use crate::t;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::hash::Hash;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

/// The pass in a request's `Authorization: Bearer …` header.
pub(super) fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

/// The pass `token` carries, checked; `lang`: the language of the refusal.
pub(super) fn check(app: &App, token: Option<&str>, lang: Lang) -> Result<Pass, Refusal> {
    let token = token.ok_or_else(|| Refusal::bad_pass(lang, BadPass::Malformed))?;
    app.config.secret.verify(token, now()).map_err(|bad| Refusal::bad_pass(lang, bad))
}

/// A session's pass (a link is only for `POST /api/session`), and, for
/// someone in a Discord Activity, Discord still listing them there.
pub(super) async fn session_pass(app: &App, headers: &HeaderMap) -> Result<Pass, Refusal> {
    let pass = check(app, bearer(headers), header_lang(headers))?;
    if pass.kind != Kind::Session {
        return Err(Refusal::bad_pass(pass.lang, BadPass::Malformed));
    }
    super::discord::still_there(app, &pass).await?;
    Ok(pass)
}

/// Middleware for the routes that act: no valid pass in the header, no
/// body read (a visitor without one cannot make the board hold anything).
pub(super) async fn pass_first(State(app): State<App>, request: Request, next: Next) -> Response {
    match check(&app, bearer(request.headers()), header_lang(request.headers())) {
        Ok(_) => next.run(request).await,
        Err(refusal) => refusal.into_response(),
    }
}

/// Middleware for every route: the client's share of the board, held
/// while its request is answered (and by a WebSocket while it is open).
pub(super) async fn admit(State(app): State<App>, mut request: Request, next: Next) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(addr)| addr.ip());
    let addr = net::client_address(peer, request.headers(), &app.gate.limits().trusted_proxies);
    match app.gate.client(addr) {
        Some(permit) => {
            request.extensions_mut().insert(Client { addr, _share: Arc::new(permit) });
            next.run(request).await
        }
        None => {
            let lang = header_lang(request.headers());
            Refusal::new(StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-too-many-here")).into_response()
        }
    }
}

/// Middleware for signing in through Discord, which makes the bot call
/// Discord with its secret: a few per client address, and a bounded pace
/// for everyone together, checked before the body is read.
pub(super) async fn sign_in_pace(State(app): State<App>, request: Request, next: Next) -> Response {
    let lang = header_lang(request.headers());
    let client = request.extensions().get::<Client>().map(|c| c.addr);
    let allowed = client.is_none_or(|addr| app.sign_ins.allow(addr)) && app.sign_ins_all.allow(());
    if !allowed {
        return Refusal::new(StatusCode::TOO_MANY_REQUESTS, t!(lang, "activity-too-many-sign-ins")).into_response();
    }
    next.run(request).await
}

/// Token buckets: `burst` at once, then `per_second`, per key.
pub(super) struct Limiter<K> {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<K, (f64, Instant)>>,
}

impl<K: Hash + Eq + Copy> Limiter<K> {
    /// Buckets kept before full ones are forgotten.
    const MAX_BUCKETS: usize = 100_000;

    pub(super) fn new(burst: f64, per_second: f64) -> Limiter<K> {
        Limiter { burst, per_second, buckets: Mutex::default() }
    }

    /// May `key` act now? Takes one action from its bucket.
    pub(super) fn allow(&self, key: K) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= Self::MAX_BUCKETS {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, (tokens, at)| *tokens + at.elapsed().as_secs_f64() * rate < burst);
        }
        let (tokens, at) = buckets.entry(key).or_insert((self.burst, now));
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

/// How `pass` sees game `view`, and, for a team game, its team board
/// (read once here), or why it may not.
pub(super) async fn look(app: &App, pass: &Pass, view: &GameView) -> Result<(Viewer, Option<TeamBoard>), Refusal> {
    let team = app.service.team_board(view).await.map_err(|e| Refusal::service(pass.lang, &e))?;
    Ok((viewer(app, pass, view, team.as_ref())?, team))
}

/// How `pass` sees game `view` (`team`: its team board, for a team game,
/// whose members play for their side), or why it may not.
pub(super) fn viewer(app: &App, pass: &Pass, view: &GameView, team: Option<&TeamBoard>) -> Result<Viewer, Refusal> {
    let lang = pass.lang;
    let side_of = |user: UserId| view.color_of(user).or_else(|| team.and_then(|t| t.side_of(user)));
    // Someone who watches a team game may join a side of it.
    let mut joiner = None;
    let (side, actor) = match pass.who {
        Who::Player(user) => match side_of(user) {
            Some(color) => (Some(color), Some(user)),
            None if team.is_some() => {
                joiner = Some(user);
                (None, None)
            }
            None => return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0))),
        },
        Who::Watcher(game) if game == view.id => (None, None),
        // In an Activity: the games of its channel, played or watched.
        Who::Member { user, channel, .. } if view.place.channel == channel => {
            joiner = team.is_some().then_some(user);
            side_of(user).map_or((None, None), |color| (Some(color), Some(user)))
        }
        Who::Member { .. } => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "activity-not-this-channel", game = view.id.0)));
        }
        Who::Watcher(_) => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0)));
        }
        Who::Keyboard if app.config.keyboard && view.place == Place::CONSOLE => {
            let human = if view.black.bot { crate::rules::Color::White } else { crate::rules::Color::Black };
            // A team game's sides vote (`vote` in the console): the keyboard watches it here.
            (Some(human), keyboard_actor(view).filter(|_| team.is_none()))
        }
        Who::Keyboard => return Err(Refusal::bad_pass(lang, BadPass::Forged)),
        // A learner's pass opens their level of the course, no game.
        Who::Learner(_) => {
            return Err(Refusal::new(StatusCode::FORBIDDEN, t!(lang, "web-not-your-game", game = view.id.0)));
        }
    };
    let joiner = joiner.filter(|_| actor.is_none());
    Ok(Viewer { side, actor, joiner, lang, theme: app.config.theme })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::UserId;
    use crate::service::pass::Who;

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
