//! The web board's API over HTTP: what it lets whom do, and what it says.

use super::{game_from, players, secret, serve, session};
use crate::common::people;
use serde_json::{Value, json};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::service::pass::{Kind, Pass, Who};
use zamma_bot::web::WebConfig;

pub(super) struct Client {
    base: String,
    http: reqwest::Client,
}

impl Client {
    pub(super) fn new(base: String) -> Client {
        Client { base, http: reqwest::Client::new() }
    }

    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        if let Some(body) = body {
            request = request.header("content-type", "application/json").body(body.to_string());
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    pub(super) async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, token, None).await
    }

    pub(super) async fn post(&self, path: &str, token: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, Some(token), Some(body)).await
    }
}

/// A refusal: a status and one sentence, not a code or debug text.
pub(super) fn assert_sentence((status, body): &(u16, Value), expected: u16, contains: &str) {
    assert_eq!(*status, expected, "{body}");
    let text = body["error"].as_str().unwrap_or_else(|| panic!("no sentence in {body}"));
    assert!(text.contains(contains), "{text:?} does not say {contains:?}");
    assert!(text.ends_with('.') && !text.contains('{') && !text.contains("Err"), "{text:?}");
}

#[sqlx::test]
async fn only_a_valid_pass_for_the_game_sees_it(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let carol = people::carol();
    let game = game_from(&service, (&alice, &carol), "zamma", None).await;
    let other = game_from(&service, (&bob, &carol), "zamma", None).await;
    let client = Client::new(serve(&service, WebConfig::new(secret())).await);
    let path = format!("/api/game/{}", game.id.0);

    assert_sentence(&client.get(&path, None).await, 401, "not valid");
    assert_sentence(&client.get(&path, Some("forged.token")).await, 401, "not valid");
    let expired = session(Who::Player(alice.id), Lang::En, -1);
    assert_sentence(&client.get(&path, Some(&expired)).await, 401, "expired");
    // Signed with another secret.
    let stranger = zamma_bot::service::pass::Secret::new(b"somebody else's secret, long enough".to_vec()).unwrap();
    let pass = Pass { kind: Kind::Session, who: Who::Player(alice.id), expires: i64::MAX, lang: Lang::En };
    assert_sentence(&client.get(&path, Some(&stranger.sign(&pass))).await, 401, "not valid");
    // A link is exchanged for a session first; it does not open the API.
    let link = secret().sign(&Pass { kind: Kind::Link, ..pass });
    assert_sentence(&client.get(&path, Some(&link)).await, 401, "not valid");
    let (status, answer) = client.send(reqwest::Method::POST, "/api/session", Some(&link), None).await;
    assert_eq!(status, 200, "{answer}");
    let alices = answer["token"].as_str().unwrap().to_string();
    let (status, state) = client.get(&path, Some(&alices)).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["me"], "black");
    assert_eq!(state["can_move"], true);
    assert!(!state["turns"].as_array().unwrap().is_empty());

    // Bob plays neither here; a spectator's pass is for one game.
    assert_sentence(&client.get(&path, Some(&session(Who::Player(bob.id), Lang::Fr, 60))).await, 403, "partie");
    let watches_other = session(Who::Watcher(other.id), Lang::En, 60);
    assert_sentence(&client.get(&path, Some(&watches_other)).await, 403, "does not show");
    let watcher = session(Who::Watcher(game.id), Lang::En, 60);
    let (status, seen) = client.get(&path, Some(&watcher)).await;
    assert_eq!(
        (status, &seen["me"], &seen["can_move"], &seen["turns"]),
        (200, &Value::Null, &json!(false), &json!([]))
    );
    // The console's keyboard pass works only where the console's games are served.
    let keyboard = session(Who::Keyboard, Lang::En, 60);
    assert_sentence(&client.get(&path, Some(&keyboard)).await, 401, "not valid");
    assert_sentence(&client.get("/api/game/999999", Some(&alices)).await, 404, "");
}

#[sqlx::test]
async fn actions_are_refused_with_the_reason(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let game = game_from(&service, (&alice, &bob), "zamma", None).await;
    let client = Client::new(serve(&service, WebConfig::new(secret())).await);
    let (turn, action) = (format!("/api/game/{}/turn", game.id.0), format!("/api/game/{}/action", game.id.0));
    let (alices, bobs) = (session(Who::Player(alice.id), Lang::En, 60), session(Who::Player(bob.id), Lang::En, 60));
    let watcher = session(Who::Watcher(game.id), Lang::En, 60);

    assert_sentence(&client.post(&turn, &watcher, json!({ "turn": "e4-e5", "ply": 0 })).await, 403, "watching");
    assert_sentence(&client.post(&turn, &bobs, json!({ "turn": "e6-e5", "ply": 0 })).await, 409, "alice");
    assert_sentence(&client.post(&turn, &alices, json!({ "turn": "e4-e6", "ply": 0 })).await, 422, "e4");
    assert_sentence(&client.post(&turn, &alices, json!({ "ply": 0 })).await, 400, "No move");
    // Not JSON at all: the same sentence, not the framework's words.
    let garbage = client.send(reqwest::Method::POST, &turn, Some(&alices), None).await;
    assert_sentence(&garbage, 400, "No move");
    assert_sentence(&client.post(&action, &alices, json!({ "action": "rematch" })).await, 409, "not open");
    let (status, state) = client.post(&turn, &alices, json!({ "turn": "e4-e5", "ply": 0 })).await;
    assert_eq!((status, &state["ply"]), (200, &json!(1)), "{state}");
    // The same move again, from a page that had not seen it.
    assert_sentence(&client.post(&turn, &alices, json!({ "turn": "d4-e5", "ply": 0 })).await, 409, "");

    // A draw offered on the page reaches the opponent's page as a notice,
    // with the answers.
    let (status, _) = client.post(&action, &bobs, json!({ "action": "draw", "ply": 1 })).await;
    assert_eq!(status, 200);
    let (_, seen) = client.get(&format!("/api/game/{}", game.id.0), Some(&alices)).await;
    assert!(seen["notice"].as_str().unwrap().contains("bob offers a draw"), "{seen}");
    let ids: Vec<&str> = seen["actions"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap()).collect();
    assert!(ids.contains(&"accept-draw") && ids.contains(&"decline-draw"), "{ids:?}");
    let resign = seen["actions"].as_array().unwrap().iter().find(|a| a["id"] == "resign").unwrap();
    assert!(resign["confirm"].as_str().unwrap().contains("Resign"), "{resign}");
    let (status, over) = client.post(&action, &alices, json!({ "action": "accept-draw", "ply": 1 })).await;
    assert_eq!((status, &over["over"]), (200, &json!(true)), "{over}");
    assert!(!service.game(game.id).await.unwrap().is_active());
}

#[sqlx::test]
async fn a_burst_of_actions_is_slowed_down(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let game = game_from(&service, (&alice, &bob), "zamma", None).await;
    let config = zamma_bot::web::WebConfig { burst: 2.0, per_second: 0.0, ..WebConfig::new(secret()) };
    let client = Client::new(serve(&service, config).await);
    let turn = format!("/api/game/{}/turn", game.id.0);
    let bobs = session(Who::Player(bob.id), Lang::Es, 60);
    for _ in 0..2 {
        assert_eq!(client.post(&turn, &bobs, json!({ "turn": "e6-e5" })).await.0, 409);
    }
    assert_sentence(&client.post(&turn, &bobs, json!({ "turn": "e6-e5" })).await, 429, "");
    // Someone else is not slowed down by bob.
    let alices = session(Who::Player(alice.id), Lang::En, 60);
    assert_eq!(client.post(&turn, &alices, json!({ "turn": "e4-e5" })).await.0, 200);
}

#[sqlx::test]
async fn the_page_loads_nothing_from_elsewhere_and_stays_small(pool: PgPool) {
    let (service, ..) = players(pool).await;
    let client = Client::new(serve(&service, WebConfig::new(secret())).await);
    let page = client.http.get(format!("{}/play/12?lang=ar", client.base)).send().await.unwrap();
    let csp = page.headers()["content-security-policy"].to_str().unwrap().to_string();
    for part in ["default-src 'none'", "script-src 'self'", "connect-src 'self'"] {
        assert!(csp.contains(part), "{csp}");
    }
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    let html = page.text().await.unwrap();
    assert!(html.contains("dir=\"rtl\"") && html.contains("lang=\"ar\""), "{html}");
    assert!(!html.contains("<script>") && !html.contains("style=\""), "inline script or style: {html}");
    let elsewhere =
        |text: &str| ["src=\"http", "href=\"http", "url(http", "@import", "//cdn"].iter().any(|p| text.contains(p));
    assert!(!elsewhere(&html), "an address elsewhere: {html}");
    let mut weight = html.len();
    let assets =
        ["board.js", "state.js", "draw.js", "panel.js", "drag.js", "sound.js", "explore.js", "board.css", "theme.css"];
    for asset in assets {
        let response = client.http.get(format!("{}/assets/{asset}", client.base)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{asset}");
        let body = response.text().await.unwrap();
        assert!(!elsewhere(&body) && !body.contains("fetch('http"), "{asset} loads from elsewhere");
        weight += body.len();
    }
    assert!(weight < 150_000, "the page weighs {weight} bytes");

    // Over the wire, compressed as a browser asks: the first visit is at most
    // 30 KB before the game's state; a second visit revalidates each part
    // (If-None-Match) and gets 304s, a few hundred bytes each.
    let parts = ["/play/12?lang=ar", "/assets/board.js", "/assets/state.js", "/assets/draw.js", "/assets/panel.js"]
        .into_iter()
        .chain(["/assets/drag.js", "/assets/sound.js", "/assets/board.css", "/assets/theme.css"]);
    let (mut first, mut second) = (0, 0);
    let head =
        |r: &reqwest::Response| r.headers().iter().map(|(k, v)| k.as_str().len() + v.len() + 4).sum::<usize>() + 17;
    for part in parts {
        let url = format!("{}{part}", client.base);
        let r = client.http.get(&url).header("accept-encoding", "br, gzip").send().await.unwrap();
        assert_eq!(r.status(), 200, "{part}");
        assert_eq!(r.headers()["content-encoding"], "br", "{part} is not compressed");
        let tag = r.headers().get("etag").map(|t| t.to_str().unwrap().to_string());
        first += head(&r) + r.bytes().await.unwrap().len();
        let Some(tag) = tag else { continue };
        let again = client.http.get(&url).header("accept-encoding", "br, gzip").header("if-none-match", &tag);
        let r = again.send().await.unwrap();
        assert_eq!(r.status(), 304, "{part} sent again");
        second += head(&r) + r.bytes().await.unwrap().len();
    }
    println!("web board: first visit {first} bytes over the wire, a second visit {second} bytes (before the state)");
    // 31 KB: the States ordered by revision, a rematch opened and a declined draw said (board.js).
    assert!(first <= 31_000, "a first visit takes {first} bytes");
    assert!(second <= 5_000, "a second visit takes {second} bytes");
    let gzip = client.http.get(format!("{}/assets/draw.js", client.base)).header("accept-encoding", "gzip");
    assert_eq!(gzip.send().await.unwrap().headers()["content-encoding"], "gzip");
    assert_eq!(client.get("/play/not-a-number", None).await.0, 404);
    assert_eq!(client.get("/assets/secret.js", None).await.0, 404);
}

/// `local --web`: the console's keyboard plays whoever is to move in the
/// console's games (two people at one keyboard), and nothing elsewhere.
#[sqlx::test]
async fn the_keyboard_plays_both_sides_of_a_console_game(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let req = zamma_bot::service::ChallengeRequest { rules: "zamma".into(), ..Default::default() };
    let challenge = service.challenge(zamma_bot::service::Place::CONSOLE, &alice, &bob, &req).await.unwrap();
    let game = service.accept(challenge.id, &bob).await.unwrap();
    let elsewhere = game_from(&service, (&alice, &people::carol()), "zamma", None).await;
    let config = WebConfig { keyboard: true, ..WebConfig::new(secret()) };
    let client = Client::new(serve(&service, config).await);
    let keyboard = session(Who::Keyboard, Lang::En, 60);
    let turn = format!("/api/game/{}/turn", game.id.0);
    // Black moves first, whoever Black is.
    let (status, state) = client.post(&turn, &keyboard, json!({ "turn": "e4-e5", "ply": 0 })).await;
    assert_eq!((status, &state["ply"]), (200, &json!(1)), "{state}");
    // Now the other person's turn, at the same keyboard.
    assert_eq!(state["can_move"], true, "{state}");
    let reply = state["turns"][0]["text"].as_str().unwrap().to_string();
    let (status, state) = client.post(&turn, &keyboard, json!({ "turn": reply, "ply": 1 })).await;
    assert_eq!((status, &state["ply"]), (200, &json!(2)), "{state}");
    let after = service.game(game.id).await.unwrap();
    assert_eq!(after.game.turns().len(), 2);
    // A game on a server is not the keyboard's.
    assert_sentence(&client.get(&format!("/api/game/{}", elsewhere.id.0), Some(&keyboard)).await, 401, "not valid");
}

/// A failed level of the course says it starts again, and offers only
/// that: no "Next level" (as on Discord, where only a passed level has it).
#[sqlx::test]
async fn a_failed_level_offers_to_play_it_again_not_the_next(pool: PgPool) {
    use zamma_bot::service::learn::COURSE;
    let (service, alice, _) = players(pool).await;
    let level = COURSE.lessons().find(|l| l.only && l.game().legal_turns().len() > 1).expect("a find-the-move level");
    let view = service.learn_start(&alice, Some(&level.id)).await.unwrap();
    let good = level.good_first_turns();
    let wrong = view.game.legal_turns().into_iter().find(|t| !good.contains(t)).expect("a wrong first turn");
    let base = serve(&service, WebConfig::new(secret())).await;
    let body = json!({ "turn": wrong.to_string(), "ply": 0 }).to_string();
    let answer = reqwest::Client::new()
        .post(format!("{base}/api/game/learn/turn"))
        .bearer_auth(session(Who::Learner(alice.id), Lang::Fr, 600))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let state: Value = serde_json::from_str(&answer.text().await.unwrap()).unwrap();
    assert_eq!(state["over"], true, "{state}");
    let ids: Vec<&str> = state["actions"].as_array().unwrap().iter().filter_map(|a| a["id"].as_str()).collect();
    assert_eq!(ids, ["again"], "{state}");
}
