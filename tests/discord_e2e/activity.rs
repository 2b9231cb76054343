//! The board as a Discord Activity: the Board button launches it, the page
//! signs in through the Embedded App SDK and Discord's OAuth2 (the
//! stand-in's), and the server believes only what Discord says.

use crate::driver::Driver;
use crate::harness::*;
use zamma_bot::service::{GameId, UserId};

/// An Activity's sign-in, as the page sends it.
async fn sign_in(bot: &Bot, body: Value) -> (u16, Value) {
    web_answer(reqwest::Client::new().post(format!("{}/api/activity/session", bot.web)), Some(body)).await
}

async fn get(bot: &Bot, path: &str, token: &str) -> (u16, Value) {
    web_answer(reqwest::Client::new().get(format!("{}{path}", bot.web)).bearer_auth(token), None).await
}

async fn post(bot: &Bot, path: &str, token: &str, body: Value) -> (u16, Value) {
    web_answer(reqwest::Client::new().post(format!("{}{path}", bot.web)).bearer_auth(token), Some(body)).await
}

/// `who` presses a game's Board button: Discord launches the Activity in
/// the channel (the callback, type 12, asked with its response); its id.
async fn launch(bot: &Bot, who: Person, game: GameId) -> String {
    let sent = bot.push(|id| button(id, who, &cid(Action::Board(game))));
    let path = sent.callback_path();
    let r = bot.stub.wait_for("the Board button's answer", |r| r.path == path && r.status == 200).await;
    assert_eq!(r.body["type"], 12, "{r:#?}");
    let instance = bot.stub.activities.instance_in(CHANNEL).expect("an instance in the channel");
    // The bot ties it to the game once it has read Discord's answer.
    let start = std::time::Instant::now();
    while bot.service.activity_game(&instance).await.unwrap() != Some(game) {
        assert!(start.elapsed() < PATIENCE, "the instance was never tied to game {game}");
        tokio::time::sleep(POLL).await;
    }
    instance
}

/// A sign-in for `who` in `instance`: the session's token and the answer.
async fn member(bot: &Bot, who: Person, instance: &str) -> (String, Value) {
    let code = bot.stub.activities.authorize(who.id, APP);
    let (status, answer) = sign_in(bot, json!({ "code": code, "instance_id": instance })).await;
    assert_eq!(status, 200, "{answer}");
    (answer["token"].as_str().unwrap().to_string(), answer)
}

#[sqlx::test]
async fn the_activity_believes_only_what_discord_says(pool: PgPool) {
    let bot = Bot::start_activity(pool, true).await;
    // The Entry Point is registered (globally: never in a guild).
    let global = format!("/api/v10/applications/{APP}/commands");
    let put = bot.stub.wait_for("the Entry Point", |r| r.method == Method::PUT && r.path == global).await;
    let entry = put.body.as_array().unwrap().iter().find(|c| c["type"] == 4).expect("a PRIMARY_ENTRY_POINT command");
    assert_eq!(entry["handler"], 2, "{entry}");

    // The page Discord opens at `/`, behind its proxy: relative addresses
    // only, nothing from elsewhere, the application's id for the SDK.
    let http = reqwest::Client::new();
    let page = http.get(format!("{}/?instance_id=i&frame_id=f&platform=desktop", bot.web)).send().await.unwrap();
    assert!(page.headers()["content-security-policy"].to_str().unwrap().contains("frame-ancestors"));
    let html = page.text().await.unwrap();
    assert!(html.contains(&format!("name=\"zamma-client-id\" content=\"{APP}\"")), "{html}");
    for asset in ["activity.js", "discord-sdk.js", "activity.css"] {
        let reference = format!("\"assets/{asset}\"");
        assert!(html.contains(&reference), "{asset} is not referred to relatively: {html}");
        let r = http.get(format!("{}/assets/{asset}", bot.web)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{asset}");
    }
    assert!(!html.contains("=\"/") && !html.contains("=\"http"), "an absolute address: {html}");

    let game = bot.start_game(false).await;
    let instance = launch(&bot, ALICE, game).await;

    // Alice signs in; the page's claim to be Bob changes nothing.
    let code = bot.stub.activities.authorize(ALICE.id, APP);
    let body = json!({ "code": code, "instance_id": instance, "user_id": BOB.id.to_string() });
    let (status, answer) = sign_in(&bot, body.clone()).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["game"], game.0, "{answer}");
    assert!(answer["access_token"].as_str().is_some_and(|t| bot.stub.activities.token_user(t) == Some(ALICE.id)));
    let alice = answer["token"].as_str().unwrap().to_string();
    let (status, state) = get(&bot, &format!("/api/game/{}", game.0), &alice).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["me"], "black", "Alice plays Black: {}", state["me"]);

    // A code used once, or made up, or not Discord's for this application.
    for code in [code, "made-up".to_string(), bot.stub.activities.authorize(ALICE.id, APP + 1)] {
        let (status, answer) = sign_in(&bot, json!({ "code": code, "instance_id": instance })).await;
        assert_eq!(status, 401, "{code}: {answer}");
        assert!(answer["error"].as_str().unwrap().contains("Discord did not confirm"), "{answer}");
    }
    // Carol has a good code, but is not in the instance.
    let code = bot.stub.activities.authorize(CAROL.id, APP);
    let (status, answer) = sign_in(&bot, json!({ "code": code, "instance_id": instance })).await;
    assert_eq!(status, 403, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("not in this Activity"), "{answer}");
    // No such instance.
    let code = bot.stub.activities.authorize(ALICE.id, APP);
    let (status, answer) = sign_in(&bot, json!({ "code": code, "instance_id": "i-1-gc-1-1" })).await;
    assert_eq!(status, 404, "{answer}");

    // A session changed by hand to name Bob is not signed.
    let (payload, signature) = alice.split_once('.').unwrap();
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let text = String::from_utf8(b64.decode(payload).unwrap()).unwrap();
    let forged = format!("{}.{signature}", b64.encode(text.replace(&ALICE.id.to_string(), &BOB.id.to_string())));
    let (status, _) = get(&bot, &format!("/api/game/{}", game.0), &forged).await;
    assert_eq!(status, 401);

    // A game of another channel is not this Activity's to show, nor to
    // open when an instance is tied to it.
    let elsewhere = bot.start_game_at(ELSEWHERE, false).await;
    let (status, answer) = get(&bot, &format!("/api/game/{}", elsewhere.0), &alice).await;
    assert_eq!(status, 403, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("not played in this channel"), "{answer}");
    bot.service.tie_activity(&instance, elsewhere, UserId(ALICE.id)).await.unwrap();
    let (_, answer) = member(&bot, ALICE, &instance).await;
    assert_eq!(answer["game"], Value::Null, "{answer}");

    // The lobby: the channel's games, Alice's first; challenges only to
    // people Discord puts in the instance.
    let (status, lobby) = get(&bot, "/api/activity/lobby", &alice).await;
    assert_eq!(status, 200, "{lobby}");
    assert_eq!(lobby["games"][0]["id"], game.0, "{lobby}");
    assert_eq!(lobby["games"][0]["yours"], true, "{lobby}");
    assert_eq!(lobby["games"].as_array().unwrap().len(), 1, "only this channel's: {lobby}");
    let challenge = |opponent: Person| json!({ "opponent": opponent.id.to_string(), "instance_id": instance });
    let (status, answer) = post(&bot, "/api/activity/challenge", &alice, challenge(CAROL)).await;
    assert_eq!(status, 403, "Carol is not here: {answer}");
    bot.stub.activities.join(&instance, CAROL.id);
    let (status, lobby) = post(&bot, "/api/activity/challenge", &alice, challenge(CAROL)).await;
    assert_eq!(status, 200, "{lobby}");
    assert_eq!(lobby["challenges"][0]["to_me"], false, "{lobby}");

    // Carol, now in it, accepts: a game in the channel.
    let (carol, _) = member(&bot, CAROL, &instance).await;
    let (_, lobby) = get(&bot, "/api/activity/lobby", &carol).await;
    let id = lobby["challenges"][0]["id"].as_i64().expect("the challenge to Carol");
    assert_eq!(lobby["challenges"][0]["to_me"], true, "{lobby}");
    let (status, answer) = post(&bot, "/api/activity/accept", &carol, json!({ "challenge": id })).await;
    assert_eq!(status, 200, "{answer}");
    let new = GameId(answer["goto"].as_i64().unwrap());
    let view = bot.service.game(new).await.unwrap();
    assert_eq!(view.place.channel, CHANNEL);
    assert!(view.color_of(UserId(CAROL.id)).is_some() && view.color_of(UserId(ALICE.id)).is_some());

    // And the computer, at a level.
    let (status, answer) =
        post(&bot, "/api/activity/challenge", &carol, json!({ "computer": 1, "instance_id": instance })).await;
    assert_eq!(status, 200, "{answer}");
    let against = bot.service.game(GameId(answer["goto"].as_i64().unwrap())).await.unwrap();
    assert!(against.black.bot || against.white.bot);
    bot.stop().await;
}

/// Requests the stand-in of Discord saw whose path contains `part`.
fn asked(bot: &Bot, part: &str) -> usize {
    bot.stub.count(|r| r.path.contains(part))
}

#[sqlx::test]
async fn an_open_board_paces_sign_ins_and_keeps_the_pages_ids_out_of_discords_urls(pool: PgPool) {
    let bot = Bot::start_activity(pool, true).await;
    let game = bot.start_game(false).await;
    let instance = launch(&bot, ALICE, game).await;
    // A board with the usual pace: a burst of sign-ins from one address
    // makes the bot call Discord's token endpoint a few times, not once each.
    let board = bot.another_board(zamma_bot::web::Limits::default()).await;
    let exchanges = asked(&bot, "/oauth2/token");
    let mut answers = Vec::new();
    for _ in 0..12 {
        let code = bot.stub.activities.authorize(ALICE.id, APP);
        let request = reqwest::Client::new().post(format!("{board}/api/activity/session"));
        answers.push(web_answer(request, Some(json!({ "code": code, "instance_id": instance }))).await);
    }
    let signed = answers.iter().filter(|(status, _)| *status == 200).count();
    let paced: Vec<&Value> = answers.iter().filter(|(status, _)| *status == 429).map(|(_, a)| a).collect();
    assert_eq!((signed, paced.len()), (5, 7), "{answers:?}");
    assert!(paced[0]["error"].as_str().unwrap().contains("Too many sign-ins"), "{}", paced[0]);
    assert_eq!(asked(&bot, "/oauth2/token") - exchanges, 5, "Discord's token endpoint was called once a sign-in");

    // An instance id from the page is read as Discord writes one, or not at all.
    for hostile in ["../../../guilds/555/members", "i-1-gc-1-1/../../../guilds/555/members", "i-1-gc-1-1?limit=1000"] {
        let code = bot.stub.activities.authorize(ALICE.id, APP);
        let (status, answer) = sign_in(&bot, json!({ "code": code, "instance_id": hostile })).await;
        assert_eq!(status, 400, "{hostile}: {answer}");
        assert!(answer["error"].as_str().unwrap().contains("did not say who you are"), "{answer}");
    }
    // A member's requests name no instance: the session's own is asked
    // about, whatever the body says.
    let (alice, _) = member(&bot, ALICE, &instance).await;
    let body = json!({ "instance_id": "../../../guilds/555/members" });
    let (status, answer) = post(&bot, "/api/activity/seek", &alice, body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(asked(&bot, "/guilds/555"), 0, "a page steered the bot's token");
    assert_eq!(bot.stub.count(|r| r.path.contains("..")), 0);
    assert!(asked(&bot, &format!("/applications/{APP}/activity-instances/{instance}")) > 0);
    post(&bot, "/api/activity/unseek", &alice, json!({})).await;

    // Alice leaves the Activity: her session ends with it, in the API and
    // for her page's socket.
    bot.stub.activities.leave(&instance, ALICE.id);
    let (status, answer) = get(&bot, "/api/activity/lobby", &alice).await;
    assert_eq!(status, 401, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("no longer lists you"), "{answer}");
    let (status, _) = get(&bot, &format!("/api/game/{}", game.0), &alice).await;
    assert_eq!(status, 401);
    let (status, _) =
        web_answer(reqwest::Client::new().post(format!("{}/api/session", bot.web)).bearer_auth(&alice), None).await;
    assert_eq!(status, 401, "a session of someone gone is not handed back");
    use futures_util::{SinkExt as _, StreamExt as _};
    let live = format!("{}/api/game/{}/live", bot.web.replace("http://", "ws://"), game.0);
    let (mut socket, _) = tokio_tungstenite::connect_async(live).await.unwrap();
    socket.send(tokio_tungstenite::tungstenite::Message::text(json!({ "token": alice }).to_string())).await.unwrap();
    let said = loop {
        match socket.next().await {
            Some(Ok(tokio_tungstenite::tungstenite::Message::Text(text))) => break text.to_string(),
            Some(Ok(_)) => continue,
            other => panic!("the socket ended without a word: {other:?}"),
        }
    };
    assert!(said.contains("no longer lists you") && said.contains("\"final\":true"), "{said}");
    bot.stop().await;
}

#[sqlx::test]
async fn where_no_activity_can_be_launched_the_board_button_gives_a_link(pool: PgPool) {
    let bot = Bot::start_activity(pool, false).await;
    let game = bot.start_game(false).await;
    let sent = bot.push(|id| button(id, ALICE, &cid(Action::Board(game))));
    // Discord refused the launch; the same interaction is answered with the
    // link, for Alice only.
    let path = sent.callback_path();
    let r = bot.stub.wait_for("the link", |r| r.path == path && r.body["type"] == 4).await;
    let refused = bot.stub.count(|r| r.path == path && r.status == 400 && r.body["type"] == 12);
    assert_eq!(refused, 1);
    assert!(r.ephemeral() && r.content().contains(&format!("{}/play/{}", bot.web, game.0)), "{r:#?}");
    bot.stop().await;
}

/// A legal turn of `game` now, as the points to tap: the piece, then
/// each landing.
async fn a_turn(bot: &Bot, game: GameId) -> Vec<String> {
    let turn = bot.legal_now(game).await.into_iter().next().expect("a legal turn");
    turn.split(['-', 'x']).map(str::to_string).collect()
}

/// `page` plays `points`.
async fn tap_turn(page: &crate::driver::Browser, points: &[String]) {
    for point in points {
        page.tap_point(point).await;
    }
}

#[sqlx::test]
async fn two_play_in_the_activity_and_a_third_watches(pool: PgPool) {
    let bot = Bot::start_activity(pool, true).await;
    let game = bot.start_game(false).await;
    let instance = launch(&bot, ALICE, game).await;
    bot.stub.activities.join(&instance, BOB.id);
    bot.stub.activities.join(&instance, CAROL.id);
    let client = Client::start(bot.stub.clone(), &bot.web).await;
    let Some(driver) = Driver::start().await else { return };

    let mut pages = Vec::new();
    for who in [ALICE, BOB, CAROL] {
        let page = driver.browser(&format!("activity-{}", who.name), 400, 720).await;
        page.goto(&client.page(who, &instance)).await;
        page.enter_frame("#activity").await;
        page.wait_ply(0).await;
        pages.push(page);
    }
    let [alice, bob, carol] = <[_; 3]>::try_from(pages).ok().unwrap();

    // Alice moves on the board inside Discord; Bob answers on his.
    tap_turn(&alice, &a_turn(&bot, game).await).await;
    for page in [&alice, &bob, &carol] {
        page.wait_ply(1).await;
    }
    tap_turn(&bob, &a_turn(&bot, game).await).await;
    for page in [&alice, &bob, &carol] {
        page.wait_ply(2).await;
    }
    // Carol watches: no buttons to act with, and her taps move nothing.
    assert_eq!(carol.script("return document.querySelectorAll('#actions button').length").await, 0);
    assert!(carol.text("#message").await.contains("watching"), "{}", carol.text("#message").await);
    // The way back to the channel's games, inside Discord only.
    alice.tap("#lobby-link").await;
    alice.wait_for("return !!document.querySelector('#games [data-game]')", "the lobby's games").await;
    // Who is in the Activity, as Discord tells it live.
    let people = "return document.querySelectorAll('#people [data-opponent]').length";
    alice.wait_for(&format!("{people} === 2"), "Bob and Carol in the lobby").await;
    bot.stub.activities.leave(&instance, CAROL.id);
    alice.leave_frame().await;
    alice.script("window.__participantsChanged(); return true").await;
    alice.enter_frame("#activity").await;
    alice.wait_for(&format!("{people} === 1"), "Carol gone from the lobby").await;
    // Quick pairing from the lobby: Alice seeks, Bob seeks with /play in
    // another server, and Alice's Activity opens their game.
    alice.tap("#quick [data-seek]").await;
    alice
        .wait_for("return (document.querySelector('#seeking') || {}).textContent?.includes('Looking')", "the seek")
        .await;
    let (_, r) = bot.command_at(Where::OtherServer, BOB, "play", vec![]).await;
    assert!(r.ephemeral(), "{r:#?}");
    let on_board = "return location.pathname.startsWith('/play/') && document.body.dataset.ready === '1'";
    alice.wait_for(on_board, "the board of the game quick pairing started").await;
    let quick: i64 = alice.script("return Number(location.pathname.split('/')[2])").await.as_i64().unwrap();
    let view = bot.service.game(GameId(quick)).await.unwrap();
    assert!(view.quick && view.places().any(|p| p.channel == OTHER_CHANNEL), "{:?}", view.places().collect::<Vec<_>>());
    // A game against the computer, from the lobby.
    alice.tap("#lobby-link").await;
    alice.wait_for("return !!document.querySelector('#computer [data-level]')", "the lobby again").await;
    alice.tap("#computer [data-level='1']").await;
    alice
        .wait_for(&format!("return location.pathname !== '/play/{quick}' && document.body.dataset.ready === '1' && location.pathname.startsWith('/play/')"), "the board of the game against the computer")
        .await;
    alice.leave_frame().await;
    let errors = alice.script("return window.__errors").await;
    assert_eq!(errors, json!([]), "the client saw: {errors}");
    for page in [alice, bob, carol] {
        page.close().await;
    }
    bot.stop().await;
}

#[sqlx::test]
async fn the_lobby_seeks_in_arabic_on_a_phone(pool: PgPool) {
    use zamma_bot::service::{Lang, Setting, User};
    let bot = Bot::start_activity(pool, true).await;
    let alice = User::new(ALICE.id, ALICE.name);
    bot.service.register(&alice).await.unwrap();
    bot.service.set_preference(&alice, Setting::Language(Some(Lang::Ar))).await.unwrap();
    let game = bot.start_game(false).await;
    let instance = launch(&bot, ALICE, game).await;
    let client = Client::start(bot.stub.clone(), &bot.web).await;
    let Some(driver) = Driver::start().await else { return };
    let page = driver.browser("activity-arabic", 360, 640).await;
    page.goto(&client.page(ALICE, &instance)).await;
    page.enter_frame("#activity").await;
    page.wait_ply(0).await;
    page.tap("#lobby-link").await;
    page.wait_for("return !!document.querySelector('#quick [data-seek]')", "the lobby's seek button").await;
    assert_eq!(page.script("return document.documentElement.dir").await, json!("rtl"));
    assert!(page.text("#quick h2").await.ends_with("الإقران السريع: خصم من أي مكان"));
    page.tap("#quick [data-seek]").await;
    page.wait_for(
        "return (document.querySelector('#seeking') || {}).textContent?.includes('جارٍ البحث عن خصم')",
        "the seek",
    )
    .await;
    // Nothing wider than the phone, in either direction.
    let wide = "return document.documentElement.scrollWidth <= window.innerWidth";
    assert_eq!(page.script(wide).await, json!(true));
    assert!(bot.service.open_seek(UserId(ALICE.id)).await.unwrap().is_some());
    page.tap("#quick [data-act='unseek']").await;
    page.wait_for(
        "return !document.querySelector('#seeking') && !!document.querySelector('#quick [data-seek]')",
        "Cancel",
    )
    .await;
    assert!(bot.service.open_seek(UserId(ALICE.id)).await.unwrap().is_none());
    page.leave_frame().await;
    assert_eq!(page.script("return window.__errors").await, json!([]));
    page.close().await;
    bot.stop().await;
}
