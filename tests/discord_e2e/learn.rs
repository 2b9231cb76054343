//! The course on Discord: `/learn` shows the stages and the level to play,
//! a level is played with its menu (or `/learn move`, autocompleted), done
//! levels lead on, and a new player's first game suggests the course once.

use crate::harness::*;
use zamma_bot::i18n::Lang;
use zamma_bot::service::learn::{COURSE, Place};
use zamma_bot::service::{Failure, LearnResult, TurnInput};

/// The value of `turn` in the level menu of a learn post.
fn menu_value(r: &Recorded, turn: &str) -> String {
    let menu = r.component(&r.custom_ids().into_iter().find(|id| id.starts_with("zb:lt:")).expect("a turn menu"));
    let options = menu["options"].as_array().expect("menu options");
    let option = options.iter().find(|o| o["label"].as_str().is_some_and(|l| l.starts_with(turn)));
    option.unwrap_or_else(|| panic!("{turn} is not in {options:#?}"))["value"].as_str().unwrap().to_string()
}

#[sqlx::test]
async fn learn_shows_the_stages_and_a_level_played_with_its_menu(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "learn", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral(), "the course is the learner's own");
    let first = &COURSE.stages[0].lessons[0];
    let content = r.content();
    assert!(
        content.contains("Learn Zamma") && content.contains(&format!("0 of {} stars", COURSE.lessons().count() * 3))
    );
    assert!(content.contains(&format!("Stage 1 of {}", COURSE.stages.len())), "{content}");
    r.png();
    let ids = r.custom_ids();
    for id in ["zb:lt:0", "zb:lh", "zb:lr", "zb:ls"] {
        assert!(ids.contains(&id.to_string()), "{id} not in {ids:?}");
    }

    // The hint, for Alice only.
    let (_, hint) = bot.press(ALICE, "zb:lh").await;
    assert!(hint.ephemeral() && !hint.content().is_empty(), "{hint:#?}");

    // Alice plays the level to its goal with the menu, the message updated
    // in place each time.
    let mut played = 0;
    let mut r = r;
    let done = loop {
        let view = bot.service.learn_current(zamma_bot::service::UserId(ALICE.id)).await.unwrap();
        let turn = first.solution_turn(&view.game, view.played, first.par).expect("the way to the goal");
        let value = menu_value(&r, &turn.to_string());
        let (_, answer) = bot.pick(ALICE, &format!("zb:lt:{played}"), &value).await;
        assert_eq!(answer.kind(), 7, "{answer:#?}");
        played += 1;
        if answer.custom_ids().contains(&"zb:ln".to_string()) {
            break answer;
        }
        r = answer;
    };
    assert!(done.content().contains("★★★"), "{}", done.content());
    // A menu of a turn already played is refused, and changes nothing.
    let (_, stale) = bot.pick(ALICE, "zb:lt:0", "0").await;
    assert!(stale.ephemeral(), "{stale:#?}");

    // On to the next level; its turns are autocompleted for /learn move.
    let (_, next) = bot.press(ALICE, "zb:ln").await;
    let second = Place::of(&COURSE.lessons().nth(1).unwrap().id).unwrap();
    let goal = zamma_bot::i18n::level_goal(zamma_bot::i18n::Lang::En, second);
    assert!(next.content().contains(&goal), "{goal} not in {}", next.content());
    let choices = bot.complete(ALICE, "learn", vec![str_opt("move", "")], "move").await;
    let choices = choices.body["data"]["choices"].as_array().cloned().unwrap_or_default();
    assert!(!choices.is_empty(), "no turns offered");
    let turn = choices[0]["value"].as_str().unwrap().to_string();
    let r = bot.command(ALICE, "learn", vec![str_opt("move", &turn)]).await;
    assert!(r.ephemeral() && r.content().contains(&turn), "{r:#?}");
    // The stages now show Alice's stars.
    let (_, stages) = bot.press(ALICE, "zb:ls").await;
    assert!(stages.content().contains("3 of"), "{}", stages.content());

    // The rest of the first stage, each level from its start: at its end,
    // a game against the computer is offered, and starts in the channel.
    let mut r = bot.press(ALICE, "zb:lr").await.1;
    let end = loop {
        let view = bot.service.learn_current(zamma_bot::service::UserId(ALICE.id)).await.unwrap();
        let level = view.place.level;
        let turn = level.solution_turn(&view.game, view.played, level.par).expect("the way to the goal");
        let value = menu_value(&r, &turn.to_string());
        let (_, answer) = bot.pick(ALICE, &format!("zb:lt:{}", view.played), &value).await;
        let ids = answer.custom_ids();
        if ids.iter().any(|id| id.starts_with("zb:lc:")) {
            break answer;
        }
        r = if ids.contains(&"zb:ln".to_string()) { bot.press(ALICE, "zb:ln").await.1 } else { answer };
    };
    assert!(end.content().contains("You have finished the stage"), "{}", end.content());
    let (_, game) = bot.press(ALICE, "zb:lc:1").await;
    assert!(!game.ephemeral(), "the game is played in the channel: {game:#?}");
    game.png();
    bot.stop().await;
}

#[sqlx::test]
async fn a_new_player_s_first_game_suggests_the_course_once(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let sent = bot.push(|id| slash(id, CAROL, "play-ai", vec![int_opt("level", 1), int_opt("colour", 0)]));
    bot.reply(sent).await;
    let suggestion = bot.followup(sent).await;
    assert!(suggestion.ephemeral() && suggestion.content().contains("/learn"), "{suggestion:#?}");
    // Not twice.
    let sent = bot.push(|id| slash(id, CAROL, "play-ai", vec![int_opt("level", 1), int_opt("colour", 0)]));
    bot.reply(sent).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let path = sent.followup_path();
    let again = bot.stub.count(|r| r.path == path && r.content().contains("/learn"));
    assert_eq!(again, 0, "the course is suggested once");
    bot.stop().await;
}

#[sqlx::test]
async fn a_level_is_played_on_the_web_board_too(pool: PgPool) {
    let bot = Bot::start(pool).await;
    bot.command(ALICE, "learn", vec![]).await;
    // The level's Board button: a link for Alice alone.
    let (_, r) = bot.press(ALICE, "zb:lw").await;
    assert!(r.ephemeral(), "{r:#?}");
    let content = r.content();
    let link = &content[content.find("http://").expect("a link")..];
    let link = link.split_whitespace().next().unwrap();
    assert!(link.starts_with(&format!("{}/learn?lang=en#t=", bot.web)), "{link}");
    let token = link.split("#t=").nth(1).unwrap();
    let http = reqwest::Client::new();
    let (status, session) =
        web_answer(http.post(format!("{}/api/session", bot.web)).bearer_auth(token), Some(json!({}))).await;
    assert_eq!(status, 200, "{session}");
    let token = session["token"].as_str().unwrap().to_string();
    // The page and its level: the board, the turns, the goal.
    let page = http.get(format!("{}/learn?lang=en", bot.web)).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let (status, state) = web_answer(http.get(format!("{}/api/game/learn", bot.web)).bearer_auth(&token), None).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["me"], "black");
    assert!(state["can_move"] == true && !state["turns"].as_array().unwrap().is_empty(), "{state}");
    // A game's pass does not open the course, nor a learner's a game.
    let (status, _) = web_answer(http.get(format!("{}/api/game/1", bot.web)).bearer_auth(&token), None).await;
    assert!(status == 403 || status == 404, "{status}");

    // Alice plays the level to its goal on the board.
    let first = &COURSE.stages[0].lessons[0];
    let done = loop {
        let view = bot.service.learn_current(zamma_bot::service::UserId(ALICE.id)).await.unwrap();
        let turn = first.solution_turn(&view.game, view.played, first.par).unwrap().to_string();
        let body = json!({ "turn": turn, "ply": view.played });
        let (status, state) =
            web_answer(http.post(format!("{}/api/game/learn/turn", bot.web)).bearer_auth(&token), Some(body)).await;
        assert_eq!(status, 200, "{state}");
        if state["over"] == true {
            break state;
        }
    };
    assert!(done["notice"].as_str().unwrap().contains("★★★"), "{done}");
    let ids: Vec<&str> = done["actions"].as_array().unwrap().iter().filter_map(|a| a["id"].as_str()).collect();
    assert_eq!(ids, ["next", "again"]);
    // A stale turn is refused with a sentence; the next level follows.
    let (status, answer) = web_answer(
        http.post(format!("{}/api/game/learn/turn", bot.web)).bearer_auth(&token),
        Some(json!({ "turn": "e1-e2" })),
    )
    .await;
    assert!(status >= 400 && answer["error"].as_str().is_some_and(|e| e.contains("/learn")), "{status} {answer}");
    let (status, next) = web_answer(
        http.post(format!("{}/api/game/learn/action", bot.web)).bearer_auth(&token),
        Some(json!({ "action": "next" })),
    )
    .await;
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["game"], format!("learn-{}", COURSE.stages[0].lessons[1].id));
    bot.stop().await;
}

#[sqlx::test]
async fn a_level_is_played_by_touching_the_pieces(pool: PgPool) {
    let bot = Bot::start(pool).await;
    bot.command(ALICE, "learn", vec![]).await;
    let (_, r) = bot.press(ALICE, "zb:lw").await;
    let content = r.content();
    let link = content[content.find("http://").expect("a link")..].split_whitespace().next().unwrap().to_string();
    let Some(driver) = crate::driver::Driver::start().await else { return };
    let page = driver.browser("learn-alice", 360, 640).await;
    page.goto(&link).await;
    page.wait_ply(0).await;
    let first = &COURSE.stages[0].lessons[0];
    // The goal is marked on the board, as the picture rings it, and said.
    let view = bot.service.learn_current(zamma_bot::service::UserId(ALICE.id)).await.unwrap();
    let goal: Vec<String> = first.goal.targets(first.learner(), &view.game).map(|sq| sq.to_string()).collect();
    assert!(!goal.is_empty(), "the first level has a point to reach");
    let marked = page.script("return document.querySelectorAll('.target').length").await;
    assert_eq!(marked.as_u64(), Some(goal.len() as u64), "the goal's rings");
    let label = page
        .script(&format!("return document.querySelector('[data-sq=\"{}\"]').getAttribute('aria-label')", goal[0]))
        .await;
    assert!(label.as_str().unwrap().contains("part of the goal"), "{label}");
    let alice = zamma_bot::service::UserId(ALICE.id);
    let mut turns = Vec::new();
    for played in 0..first.par {
        let view = bot.service.learn_current(alice).await.unwrap();
        assert_eq!(view.played, played);
        let turn = first.solution_turn(&view.game, view.played, first.par).unwrap().to_string();
        for point in turn.split(['-', 'x']) {
            page.tap_point(point).await;
        }
        page.wait_ply(played as usize + 1).await;
        turns.push(turn);
    }
    let done = "const n = document.querySelector('#notice'); return !!n && !n.hidden && n.textContent.includes('★★★')";
    page.wait_for(done, "the level done, three stars").await;
    // White stood still all along: the move list still shows every turn.
    let listed = page
        .script("return [...document.querySelectorAll('#moves .mv')].map((m) => m.textContent).filter((t) => t)")
        .await;
    assert_eq!(listed, json!(turns), "the move list");

    // The stage map: every stage with its levels done and stars, as /learn
    // says them; a stage opens from it.
    let progress = bot.service.learn_progress(alice).await.unwrap();
    let plain = |t: String| t.replace(['\u{2068}', '\u{2069}'], "");
    let stages = page.script("return [...document.querySelectorAll('#map button')].map((b) => b.textContent)").await;
    let expected: Vec<String> =
        (0..COURSE.stages.len()).map(|i| plain(zamma_bot::i18n::stage_progress(Lang::En, &progress, i))).collect();
    let shown: Vec<String> =
        stages.as_array().unwrap().iter().map(|s| plain(s.as_str().unwrap().to_string())).collect();
    assert_eq!(shown, expected);
    page.tap("#map li:nth-child(3) button").await;
    page.wait_for("return document.querySelectorAll('#map button')[2].getAttribute('aria-current')", "stage 3 open")
        .await;
    assert_eq!(bot.service.learn_current(alice).await.unwrap().place.stage_index, 2);

    // A wrong "only move": the enemy's answer that shows why is drawn as an
    // arrow. The level and move are found through the service first (the
    // level then starts again, as the page finds it).
    let me = zamma_bot::service::User::new(ALICE.id, ALICE.name);
    let mut found = None;
    'levels: for level in COURSE.lessons().filter(|l| l.only) {
        let good = level.good_first_turns();
        for wrong in level.game().legal_turns().into_iter().filter(|t| !good.contains(t)) {
            bot.service.learn_start(&me, Some(&level.id)).await.unwrap();
            let result = bot.service.learn_turn(&me, TurnInput::Turn(wrong), Some(0)).await.unwrap();
            if let LearnResult::Failed { why: Failure::NotTheMove { refutation: Some(answer) }, .. } = result {
                found = Some((wrong, answer));
                break 'levels;
            }
        }
    }
    let (wrong, answer) = found.expect("an only-move level with an answer to a wrong move");
    page.script("location.reload()").await;
    page.wait_ply(0).await;
    assert_eq!(page.script("return !!document.querySelector('.answer')").await, false);
    let points: Vec<String> = wrong.mv.points().map(|s| s.to_string()).collect();
    for point in &points {
        page.tap_point(point).await;
    }
    // A chain that could go on (Saharan rules) stops where its last point
    // is tapped again.
    if page.script("return !!document.querySelector('.picked')").await == true {
        let say = zamma_bot::t!(Lang::En, "web-chain-stop");
        assert_eq!(plain(page.text("#message").await), plain(say), "the page says the chain may stop");
        page.tap_point(points.last().unwrap()).await;
    }
    page.wait_for("return !!document.querySelector('.answer')", "the answer's arrow").await;
    let notice = page.text("#notice").await;
    assert!(notice.contains(&answer.to_string()), "{notice}");
    page.close().await;
    bot.stop().await;
}
