//! The web board: its API (passes, refusals, limits, headers, live news)
//! over HTTP, and whole games played by tapping in headless Chromium.

mod api;
mod browser;
mod console;
pub mod driver;
mod eyes;
mod hands;
mod hostile;
mod limits;
mod soak;
mod steps;
mod teams;

use crate::common::{board, people};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::rules::Position;
use zamma_bot::service::pass::{self, Kind, Pass, Secret, Who};
use zamma_bot::service::{ChallengeRequest, ColourChoice, GameView, Place, Service, User};
use zamma_bot::web::{self, WebConfig};

pub fn secret() -> Secret {
    Secret::new(b"the web tests' secret, long enough to sign".to_vec()).unwrap()
}

/// A web board served on a free loopback port, acting through `service`;
/// its address.
pub async fn serve(service: &Service, config: WebConfig) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let router = web::router(service.clone(), config);
    tokio::spawn(web::serve(listener, router, std::future::pending()));
    base
}

/// A game between `black` and `white` in a server's channel, from `start`
/// (Black's first move, unless `start` says White's) under `rules`.
pub async fn game_from(
    service: &Service,
    (black, white): (&User, &User),
    rules: &str,
    start: Option<Position>,
) -> GameView {
    let place = Place::server(77, 7700);
    let req = ChallengeRequest {
        rules: rules.into(),
        rated: false,
        colour: ColourChoice::Black,
        start,
        ..Default::default()
    };
    let challenge = service.challenge(place, black, white, &req).await.unwrap();
    service.accept(challenge.id, white).await.unwrap()
}

/// The link `who` would be given to game `game`.
pub fn link_for(base: &str, game: &GameView, who: Who, lang: Lang) -> String {
    pass::link(&secret(), base, game.id, who, lang, chrono::Utc::now().timestamp())
}

/// A session pass signed with the tests' secret.
pub fn session(who: Who, lang: Lang, expires_in: i64) -> String {
    let pass = Pass { kind: Kind::Session, who, expires: chrono::Utc::now().timestamp() + expires_in, lang };
    secret().sign(&pass)
}

/// The whole game the browsers play: a two-piece chain, a promotion, and
/// the new mullah's flying capture of White's last piece.
pub fn whole_game_start() -> Position {
    board(9, &["c3:b", "a8:b", "d4:w", "f6:w", "i4:w"], 'b')
}

/// A `sahara` position where White, to move, may capture e5 from e6 but
/// need not (a fault Black may punish by huffing e6).
pub fn huff_start() -> Position {
    board(9, &["e5:b", "a2:b", "e6:w", "h9:w"], 'w')
}

pub async fn players(pool: PgPool) -> (Service, User, User) {
    (people::service(pool).await, people::alice(), people::bob())
}
