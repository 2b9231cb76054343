//! Hostile positions on the board's routes, as anyone with a link may send
//! them: a position with tens of thousands of turns is refused in the
//! reader's language before anything is built; positions whose every move
//! generation takes a second are read on the heavy pool, under the
//! sender's pace, while the board keeps answering and the computer keeps
//! replying.

use super::limits::{hello, next_text};
use super::{players, secret, serve, session};
use crate::engine::{HUFF_STORM, SLOW_CHAINS};
use futures_util::SinkExt as _;
use serde_json::{Value, json};
use sqlx::PgPool;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use zamma_bot::i18n::Lang;
use zamma_bot::rules::MAX_TURNS;
use zamma_bot::service::UserId;
use zamma_bot::service::pass::Who;
use zamma_bot::t;
use zamma_bot::web::WebConfig;

/// How long an answer may take here: the bounds under test are 1.5 s of
/// search and a second of reading; the faults they replace took minutes.
const PROMPT: Duration = Duration::from_secs(5);

fn query(text: &str) -> String {
    text.replace('/', "%2F").replace(' ', "+")
}

#[sqlx::test]
async fn a_position_with_too_many_turns_is_refused_on_every_route(pool: PgPool) {
    let (service, _alice, _bob) = players(pool).await;
    let base = serve(&service, WebConfig::new(secret())).await;
    let expected = t!(Lang::Fr, "refusal-too-many-turns", count = 68_992usize, max = MAX_TURNS);
    let pass = session(Who::Player(UserId(901)), Lang::Fr, 600);
    // The free board's position.
    let began = Instant::now();
    let url = format!("{base}/api/position?position={}&rules=sahara", query(HUFF_STORM));
    let answer = reqwest::Client::new().get(url).bearer_auth(&pass).send().await.unwrap();
    assert_eq!(answer.status(), 422);
    let body: Value = serde_json::from_str(&answer.text().await.unwrap()).unwrap();
    assert_eq!(body["error"].as_str(), Some(expected.as_str()), "{body}");
    assert!(began.elapsed() < PROMPT, "refused after {:?}", began.elapsed());
    // The engine's socket.
    let mut socket = hello(&base, "/api/analysis", &pass).await;
    let word = json!({ "position": HUFF_STORM, "rules": "sahara" }).to_string();
    socket.send(Message::text(word)).await.unwrap();
    let said = next_text(&mut socket, PROMPT).await.expect("an answer to the huff storm");
    assert_eq!((said["error"].as_str(), said["position"].as_str()), (Some(expected.as_str()), Some(HUFF_STORM)));
}

/// Four pages, each naming the slowest position ten times over, as quickly
/// as a socket takes it: each is read and analysed within its bounds or
/// refused as too fast, in a sentence; meanwhile the board answers a player
/// at once and the computer's reply in a live game comes within its own
/// time and one analysis's.
#[sqlx::test]
async fn slow_positions_never_stall_the_board_or_the_computer(pool: PgPool) {
    let (service, alice, _bob) = players(pool).await;
    let base = serve(&service, WebConfig::new(secret())).await;
    let game = super::soak::computer_game(&service, &alice, "zamma", 1).await;
    let player = session(Who::Player(alice.id), Lang::En, 600);
    let http = reqwest::Client::new();

    let mut sockets = Vec::new();
    for n in 0..4 {
        let mut socket = hello(&base, "/api/analysis", &session(Who::Player(UserId(910 + n)), Lang::Es, 600)).await;
        for _ in 0..10 {
            let word = json!({ "position": SLOW_CHAINS, "rules": "dhamet" }).to_string();
            socket.send(Message::text(word)).await.unwrap();
        }
        sockets.push(socket);
    }
    // The board answers while they are read.
    for _ in 0..5 {
        let began = Instant::now();
        let answer = http.get(format!("{base}/api/game/{}", game.id.0)).bearer_auth(&player).send().await.unwrap();
        assert_eq!(answer.status(), 200);
        assert!(began.elapsed() < Duration::from_secs(1), "the board answered after {:?}", began.elapsed());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // The computer replies within its bound and one analysis's.
    let turn = game.game.legal_turns()[0].to_string();
    let sent = Instant::now();
    let url = format!("{base}/api/game/{}/turn", game.id.0);
    let body = json!({ "turn": turn, "ply": 0 }).to_string();
    let answer =
        http.post(url).bearer_auth(&player).header("content-type", "application/json").body(body).send().await.unwrap();
    assert_eq!(answer.status(), 200, "{}", answer.text().await.unwrap());
    loop {
        if service.game(game.id).await.unwrap().ply() >= 2 {
            break;
        }
        let bound = zamma_bot::service::ANALYSIS_TIME + Duration::from_secs(4);
        assert!(sent.elapsed() < bound, "no reply from the computer after {:?}", sent.elapsed());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Each page hears its position analysed (the one it named last: the
    // others were given up or refused as too fast, in Spanish), or why not.
    let too_fast = [t!(Lang::Es, "web-too-fast"), t!(Lang::Es, "refusal-positions-too-fast")];
    // Why not: the engine is full, or its time went on listing the moves.
    let why_not = [t!(Lang::Es, "refusal-engine-full"), t!(Lang::Es, "refusal-no-line-in-time")];
    let deadline = Instant::now() + Duration::from_secs(30);
    for (n, socket) in sockets.iter_mut().enumerate() {
        let mut refusals = 0;
        let answered = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(said) = next_text(socket, left).await else { break false };
            assert_eq!(said["position"].as_str(), Some(SLOW_CHAINS), "{said}");
            match said["error"].as_str() {
                Some(why) if why_not.iter().any(|t| t == why) => break true,
                Some(why) => {
                    assert!(too_fast.iter().any(|t| t == why), "{why}");
                    refusals += 1;
                }
                None if said["depth"].is_u64() => break true,
                None => panic!("neither a line nor a refusal: {said}"),
            }
        };
        assert!(answered, "page {n} heard no analysis of the position it named last ({refusals} refusals)");
        assert!(refusals < 10, "page {n}: every position it named was refused");
    }
}

/// The engine helps no game in progress: a player who sends their live
/// game's position to the free board (or names it as a variation), or a
/// spectator of that game, is told why in their language; someone else,
/// or the player once the game is over, gets the engine's lines.
#[sqlx::test]
async fn the_engine_refuses_a_position_of_a_live_game(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let view = super::game_from(&service, (&alice, &bob), "zamma", None).await;
    for n in 0..2 {
        let now = service.game(view.id).await.unwrap();
        let who = if n == 0 { &alice } else { &bob };
        let seat = service.seat(who, view.place, Some(view.id)).await.unwrap();
        let turns = now.game.legal_turns();
        let turn = turns[n % turns.len()];
        service.play(&seat, zamma_bot::service::TurnInput::Turn(turn), None).await.unwrap();
    }
    let live = service.game(view.id).await.unwrap();
    let position = live.game.position().to_string();
    let base = serve(&service, WebConfig::new(secret())).await;
    let word = json!({ "position": position, "rules": "zamma" }).to_string();
    let ask = |who: Who, lang: Lang| {
        let (base, word) = (base.clone(), word.clone());
        async move {
            let mut socket = hello(&base, "/api/analysis", &session(who, lang, 600)).await;
            socket.send(Message::text(word)).await.unwrap();
            next_text(&mut socket, PROMPT).await.expect("an answer")
        }
    };
    for (who, lang) in
        [(Who::Player(alice.id), Lang::Ar), (Who::Player(bob.id), Lang::Fr), (Who::Watcher(view.id), Lang::En)]
    {
        let said = ask(who, lang).await;
        let expected = t!(lang, "refusal-live-position", game = view.id.0);
        assert_eq!(said["error"].as_str(), Some(expected.as_str()), "{who:?}: {said}");
    }
    // Someone else analyses it.
    let said = ask(Who::Player(UserId(4242)), Lang::En).await;
    assert!(said["depth"].is_u64() && said["error"].is_null(), "{said}");
    // Over, it is Alice's to analyse.
    service.resign(&service.seat(&alice, view.place, Some(view.id)).await.unwrap()).await.unwrap();
    let said = ask(Who::Player(alice.id), Lang::Ar).await;
    assert!(said["depth"].is_u64() && said["error"].is_null(), "{said}");
}
