//! A team game on the web board: a member votes by playing a turn on the
//! board and draws marks for their side; the side's votes and marks reach
//! its members alone (over HTTP, and in headless Chromium), and everyone
//! sees the tally.

use super::api::{Client, assert_sentence};
use super::{link_for, serve, session};
use crate::common::people::{alice, bob, carol, service};
use serde_json::{Value, json};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::rules::Color;
use zamma_bot::service::pass::Who;
use zamma_bot::service::{Place, Service, TeamGameRequest, TeamView, User};
use zamma_bot::web::WebConfig;

fn dave() -> User {
    User::new(4, "dave")
}

/// Nouakchott (Black: alice its captain, bob, dave) against Atar (White: carol).
async fn teams(service: &Service) -> TeamView {
    let req = TeamGameRequest {
        rules: "zamma".into(),
        move_time: None,
        names: ["Nouakchott".into(), "Atar".into()],
        roles: [None; 2],
    };
    let view = service.create_team_game(Place::server(77, 7700), &alice(), &req).await.unwrap();
    let id = view.game.id;
    service.join_team(id, &alice(), Color::Black, true, (None, &[])).await.unwrap();
    service.join_team(id, &bob(), Color::Black, false, (None, &[])).await.unwrap();
    service.join_team(id, &dave(), Color::Black, false, (None, &[])).await.unwrap();
    service.join_team(id, &carol(), Color::White, false, (None, &[])).await.unwrap()
}

/// Two of Black's first turns that are single steps: (from, to, text).
fn two_steps(view: &TeamView) -> [(String, String, String); 2] {
    let steps: Vec<_> = view
        .game
        .game
        .legal_turns()
        .into_iter()
        .filter(|t| t.mv.points().count() == 2 && t.huff.is_none())
        .map(|t| {
            let to = t.mv.points().nth(1).unwrap();
            (t.mv.from().to_string(), to.to_string(), t.to_string())
        })
        .collect();
    [steps[0].clone(), steps.last().unwrap().clone()]
}

#[sqlx::test]
async fn a_sides_votes_and_marks_reach_its_members_alone(pool: PgPool) {
    let service = service(pool.clone()).await;
    let view = teams(&service).await;
    let id = view.game.id.0;
    let [(first_from, first_to, first), (from, to, _)] = two_steps(&view);
    let client = Client::new(serve(&service, WebConfig::new(super::secret())).await);
    let path = format!("/api/game/{id}");
    let pass = |who| session(who, Lang::En, 600);
    let (alices, carols, watchers) =
        (pass(Who::Player(alice().id)), pass(Who::Player(carol().id)), pass(Who::Watcher(view.game.id)));

    // Alice's turn on the board is her vote: the game stays where it was.
    let (status, state) = client.post(&format!("{path}/turn"), &alices, json!({ "turn": first, "ply": 0 })).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["ply"], 0);
    let vote = json!({ "turn": first, "path": [first_from, first_to], "count": "1", "mine": true });
    assert_eq!(state["team"]["votes"], json!([vote]));
    let stored: String = sqlx::query_scalar("SELECT turn FROM team_votes WHERE game_id = $1 AND member = $2")
        .bind(id)
        .bind(alice().id.0 as i64)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, first);
    // Her marks: an arrow and a ring, for her side.
    let marks = json!({ "shapes": [format!("{from}-{to}"), to.clone()], "ply": 0 });
    let (status, state) = client.post(&format!("{path}/marks"), &alices, marks).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["team"]["marks"], json!([{ "arrow": [from, to] }, { "ring": to }]));

    // The other side and a spectator see neither the vote nor the marks.
    for token in [&carols, &watchers] {
        let (status, state) = client.get(&path, Some(token)).await;
        assert_eq!(status, 200, "{state}");
        let team = &state["team"];
        let none = |key: &str| team[key].as_array().is_none_or(Vec::is_empty);
        assert!(none("votes") && none("marks") && none("my_marks"), "{team}");
        assert!(!state.to_string().contains(&format!("\"{first}\"")), "a vote shown: {state}");
        assert_eq!(team["sides"].as_array().map(Vec::len), Some(2));
    }
    // Carol cannot vote on Black's turn, nor a spectator at all; marks are
    // refused to anyone not on a side, and past the bound.
    let refused = client.post(&format!("{path}/turn"), &carols, json!({ "turn": first, "ply": 0 })).await;
    assert_sentence(&refused, 409, "Black");
    let refused = client.post(&format!("{path}/turn"), &watchers, json!({ "turn": first, "ply": 0 })).await;
    assert_sentence(&refused, 403, "watch");
    let many: Vec<String> =
        ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b1", "b2", "b3", "b4"].map(String::from).to_vec();
    let refused = client.post(&format!("{path}/marks"), &alices, json!({ "shapes": many, "ply": 0 })).await;
    assert_sentence(&refused, 422, "12");
    let refused = client.post(&format!("{path}/marks"), &alices, json!({ "shapes": ["z9-a1"], "ply": 0 })).await;
    assert_sentence(&refused, 422, "arrows");

    // Members back their side's motions from the board: the captain alone
    // offers a draw, which the other side may back; a spectator has none.
    let ids = |state: &Value| -> Vec<String> {
        state["actions"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_string()).collect()
    };
    let (_, state) = client.get(&path, Some(&alices)).await;
    assert_eq!(ids(&state), ["team-tally", "team-draw", "team-resign"], "the captain's, and nothing to take back");
    let (status, state) =
        client.post(&format!("{path}/action"), &alices, json!({ "action": "team-draw", "ply": 0 })).await;
    assert_eq!(status, 200, "{state}");
    assert!(state["message"].as_str().unwrap().starts_with("Nouakchott offers a draw"), "{state}");
    assert_eq!(ids(&state), ["team-tally", "team-resign"], "no second offer");
    let (_, state) = client.get(&path, Some(&carols)).await;
    assert_eq!(ids(&state), ["team-draw", "team-resign"]);
    let (_, state) = client.get(&path, Some(&watchers)).await;
    assert!(ids(&state).is_empty());
    let refused = client.post(&format!("{path}/action"), &watchers, json!({ "action": "team-resign", "ply": 0 })).await;
    assert_sentence(&refused, 403, "watch");
    // The captain calls the tally: her vote is played.
    let (status, state) =
        client.post(&format!("{path}/action"), &alices, json!({ "action": "team-tally", "ply": 0 })).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["ply"], 1);
    assert_eq!(state["message"], format!("You called the tally: {first}: one vote. {first} is played."));
    assert!(state["team"]["tally"].as_str().unwrap().starts_with("The tally of Nouakchott"), "{state}");

    // Someone watching joins a side from the board (the Board button gave
    // them a link of their own, and recorded their name).
    let erin = User::new(5, "erin");
    service.register(&erin).await.unwrap();
    let erins = pass(Who::Player(erin.id));
    let (status, state) = client.get(&path, Some(&erins)).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(ids(&state), ["join-black", "join-white"]);
    assert_eq!(state["actions"][1]["label"], "Join Atar");
    let (status, state) =
        client.post(&format!("{path}/action"), &erins, json!({ "action": "join-white", "ply": 1 })).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["message"], format!("You play for Atar in game #{id}."));
    assert_eq!(state["team"]["side"], "white");
    assert_eq!(state["can_move"], true, "White's turn: erin votes now");
    let refused = client.post(&format!("{path}/action"), &erins, json!({ "action": "join-black", "ply": 1 })).await;
    assert_sentence(&refused, 409, "not open");
}

#[sqlx::test]
async fn a_member_votes_by_tapping_and_a_spectator_sees_only_the_tally(pool: PgPool) {
    let service = service(pool.clone()).await;
    let view = teams(&service).await;
    let id = view.game.id;
    let [(from, to, mine), (bobs_from, bobs_to, bobs)] = two_steps(&view);
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let member = driver.browser("team-member", 900, 900).await;
    member.goto(&link_for(&base, &view.game, Who::Player(alice().id), Lang::En)).await;
    member.wait_ply(0).await;
    let watcher = driver.browser("team-watcher", 900, 900).await;
    watcher.goto(&link_for(&base, &view.game, Who::Watcher(id), Lang::En)).await;
    watcher.wait_ply(0).await;
    assert!(member.text("#team").await.contains("Your side is to move"), "{}", member.text("#team").await);

    // Alice taps a piece and where it goes: her vote, drawn for her side.
    member.tap_point(&from).await;
    member.tap_point(&to).await;
    let drawn = "return [...document.querySelectorAll('[data-vote]')].map((v) => v.dataset.vote + ' ' + v.textContent)";
    member.wait_for("return document.querySelectorAll('[data-vote]').length === 1", "alice's vote on the board").await;
    assert_eq!(member.script(drawn).await, json!([format!("{mine} 1")]));
    // Bob votes another turn in Discord: Alice's board shows it live.
    service.vote(id, &bob(), &bobs, Some(0)).await.unwrap();
    member.wait_for("return document.querySelectorAll('[data-vote]').length === 2", "bob's vote, live").await;
    assert_eq!(member.script("return document.querySelectorAll('.vote.mine').length").await, 1);
    // Alice draws an arrow for her side with the right button.
    member.right_drag(&bobs_from, &bobs_to).await;
    let arrow = format!("return !!document.querySelector('.mark[data-path=\"{bobs_from} {bobs_to}\"]')");
    member.wait_for(&arrow, "alice's arrow").await;
    let stored = |member: User| {
        sqlx::query_scalar::<_, String>("SELECT shapes FROM team_marks WHERE game_id = $1 AND member = $2")
            .bind(id.0)
            .bind(member.id.0 as i64)
            .fetch_one(&pool)
    };
    assert_eq!(stored(alice()).await.unwrap(), format!("{bobs_from}-{bobs_to}"));

    // Bob, on a phone in Arabic, sees Alice's arrow, and rings a point from
    // the keyboard (M, then M on the same point); the panel says both marks
    // in words, and fits the phone's width.
    let phone = driver.phone("team-member-phone", 390, 844).await;
    phone.goto(&link_for(&base, &view.game, Who::Player(bob().id), Lang::Ar)).await;
    phone.wait_ply(0).await;
    phone.wait_for(&arrow, "alice's arrow on bob's phone").await;
    let point = format!("[data-sq=\"{to}\"]");
    phone.keys(&point, "m").await;
    phone.keys(&point, "m").await;
    let ringed = format!("return !!document.querySelector('[data-ring=\"{to}\"]')");
    phone.wait_for(&ringed, "bob's ring").await;
    member.wait_for(&ringed, "bob's ring on alice's board").await;
    assert_eq!(stored(bob()).await.unwrap(), to);
    let panel = phone
        .script(
            "const r = document.querySelector('#team').getBoundingClientRect(); \
             return { dir: document.documentElement.dir, left: r.left, right: r.right, width: innerWidth, \
               wide: document.documentElement.scrollWidth, text: document.querySelector('#team').textContent }",
        )
        .await;
    let text = panel["text"].as_str().unwrap_or_default();
    assert!(text.contains(&format!("دائرة على \u{2068}{to}\u{2069}")), "{panel}");
    assert!(text.contains(&format!("سهم من \u{2068}{bobs_from}\u{2069}")), "{panel}");
    assert_eq!(panel["dir"], "rtl");
    let (left, right) = (panel["left"].as_f64().unwrap(), panel["right"].as_f64().unwrap());
    assert!(
        left >= 0.0 && right <= 390.5 && panel["wide"].as_u64().unwrap() <= 390,
        "the team panel overflows: {panel}"
    );
    super::hands::shoot(&phone, "web-team-phone-ar").await;

    // The spectator sees no vote and no mark.
    let hidden: Value = watcher.script("return document.querySelectorAll('[data-vote], .mark').length").await;
    assert_eq!(hidden, json!(0));
    assert!(!watcher.text("#team").await.contains(&mine), "{}", watcher.text("#team").await);

    // Dave's vote is the side's last: the tally plays Alice's turn (the
    // captain's vote breaks the tie), and everyone sees the tally.
    service.vote(id, &dave(), &mine, Some(0)).await.unwrap();
    for page in [&member, &watcher, &phone] {
        page.wait_ply(1).await;
        let tally = page
            .wait_for("const t = document.querySelector('#team .tally'); return t && t.textContent", "the tally")
            .await;
        let tally = tally.as_str().unwrap_or_default().to_string();
        assert!(tally.contains("Nouakchott") && tally.contains(&mine) && tally.contains(&bobs), "{tally}");
        assert_eq!(page.script("return document.querySelectorAll('[data-vote], .mark').length").await, json!(0));
    }
    assert!(member.text("#team").await.contains(&format!("{mine}: 2 votes")));
    assert!(member.text("#team").await.contains("The other side is voting"));
    for page in [member, watcher, phone] {
        assert!(page.console_errors().await.is_empty());
        page.close().await;
    }
}
