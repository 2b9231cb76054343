//! Games played by tapping, in headless Chromium: two players in two
//! browsers, a third watching.

use super::driver::{Browser, Driver};
use super::{game_from, huff_start, link_for, players, serve, whole_game_start};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::service::TurnInput;
use zamma_bot::service::pass::Who;
use zamma_bot::web::WebConfig;

/// Every browser, at ply `ply`.
async fn all_at(browsers: &[&Browser], ply: usize) {
    for b in browsers {
        b.wait_ply(ply).await;
    }
}

/// No error in any browser's console, apart from the refusals the test
/// provoked (Chromium logs every 4xx answer; the page shows their sentence).
async fn no_console_errors(browsers: &[&Browser]) {
    for b in browsers {
        let mut errors = b.console_errors().await;
        errors.retain(|e| !(e.contains("/api/game/") && e.contains("status of 422")));
        assert!(errors.is_empty(), "errors in the browser's console: {errors:?}");
    }
}

/// Two players on phones (360×640) play a whole game from a set-up
/// position: a two-piece capture chain tapped landing by landing, an illegal
/// tap and its reason, a promotion, a flying mullah's capture that ends the
/// game. A spectator on a wide screen sees every move; a move made outside
/// the page (another service on the same database, as another process would)
/// reaches every page.
#[sqlx::test]
async fn two_players_play_a_whole_game_by_tapping_and_a_third_watches(pool: PgPool) {
    let (service, alice, bob) = players(pool.clone()).await;
    let view = game_from(&service, (&alice, &bob), "zamma", Some(whole_game_start())).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = Driver::start().await else { return };
    let black = driver.browser("whole-game-black", 360, 640).await;
    let white = driver.browser("whole-game-white", 360, 640).await;
    let watcher = driver.browser("whole-game-watcher", 1280, 800).await;
    black.goto(&link_for(&base, &view, Who::Player(alice.id), Lang::En)).await;
    white.goto(&link_for(&base, &view, Who::Player(bob.id), Lang::En)).await;
    watcher.goto(&link_for(&base, &view, Who::Watcher(view.id), Lang::En)).await;
    let all = [&black, &white, &watcher];
    all_at(&all, 0).await;
    // From opening the address to a board one can play (printed: a
    // measurement, not a test of speed).
    let ready = black.script("return performance.getEntriesByName('zamma-ready')[0].startTime").await;
    println!("web board: playable {:.0} ms after the address was opened", ready.as_f64().unwrap());

    // The page fits a phone: no scrolling sideways.
    let wide = black.script("return document.documentElement.scrollWidth").await;
    assert!(wide.as_u64().unwrap() <= 360, "the page is {wide} px wide on a 360 px screen");
    // Black must capture: c3 is marked, and its label says so.
    let label = black.script("return document.querySelector('[data-sq=\"c3\"]').getAttribute('aria-label')").await;
    assert!(label.as_str().unwrap().contains("must capture"), "{label}");
    // Marked in the colour of captures, not the last move's.
    let colours = black
        .script(
            "const v = (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(); \
             return [getComputedStyle(document.querySelector('.must')).stroke, v('--cross'), v('--path')]",
        )
        .await;
    assert!(colours[0] == colours[1] && colours[0] != colours[2], "must capture, captures, last move: {colours}");
    // The spectator has no buttons.
    assert_eq!(watcher.script("return document.querySelectorAll('button[data-action]').length").await, 0);

    // 1. The chain, landing by landing.
    black.tap_point("c3").await;
    black.tap_point("e5").await;
    black.tap_point("g7").await;
    all_at(&all, 1).await;
    for gone in ["c3", "d4", "f6"] {
        let script = format!("return !document.querySelector('[data-piece=\"{gone}\"]')");
        watcher.wait_for(&script, &format!("{gone} empty after the chain")).await;
    }
    // The README's picture of the board in a browser (on request).
    if std::env::var_os("ZAMMA_WEB_SCREENSHOT").is_some() {
        tokio::time::sleep(std::time::Duration::from_millis(600)).await; // the animation
        black.screenshot(std::path::Path::new("assets/readme-web-board.png")).await;
    }

    // An illegal tap: a man does not move backwards. The reason is shown,
    // and nothing is played.
    white.tap_point("i4").await;
    white.tap_point("i5").await;
    let reason = "const t = document.querySelector('#message').textContent; return t.includes('i5') && t";
    let reason = white.wait_for(reason, "the reason i4-i5 is refused").await;
    assert!(reason.as_str().unwrap().contains("backwards"), "{reason}");
    white.wait_ply(1).await;

    // 2. White's man, still picked, steps down.
    white.tap_point("i3").await;
    all_at(&all, 2).await;

    // 3. Black's man reaches the far row and becomes a mullah.
    black.tap_point("a8").await;
    black.tap_point("a9").await;
    all_at(&all, 3).await;
    watcher
        .wait_for("return document.querySelector('[data-piece=\"a9\"]')?.dataset.kind === 'mullah'", "a mullah on a9")
        .await;

    // 4. White's move comes from outside the page: another service on the
    // same database (as another bot process would make it).
    let elsewhere = super::super::common::people::service(service_pool(&pool)).await;
    let seat = elsewhere.seat(&bob, view.place, Some(view.id)).await.unwrap();
    elsewhere.play(&seat, TurnInput::Text("i3-h2"), Some(3)).await.unwrap();
    all_at(&all, 4).await;

    // 5. The mullah flies along the long diagonal over h2 and lands on i1:
    // White has nothing left.
    black.tap_point("a9").await;
    black.tap_point("i1").await;
    all_at(&all, 5).await;
    for b in all {
        let status = b.text("#status").await;
        assert!(status.contains("Black wins"), "{status}");
    }
    assert!(service.game(view.id).await.unwrap().game.outcome().is_some());
    let moves = watcher.text("#moves").await;
    for turn in ["c3xe5xg7", "a8-a9", "a9xi1"] {
        assert!(moves.contains(turn), "{turn} not in the move list: {moves}");
    }
    no_console_errors(&all).await;
    for b in [black, white, watcher] {
        b.close().await;
    }
}

/// A new pool on the same database as `pool`.
fn service_pool(pool: &PgPool) -> PgPool {
    PgPool::connect_lazy_with(pool.connect_options().as_ref().clone())
}

/// A `sahara` game in Arabic, right to left: White skips a capture, Black
/// huffs the piece that could have taken, with the keyboard for the move.
#[sqlx::test]
async fn a_huff_is_tapped_in_arabic_right_to_left(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let view = game_from(&service, (&alice, &bob), "sahara", Some(huff_start())).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = Driver::start().await else { return };
    let black = driver.browser("huff-black", 360, 640).await;
    let white = driver.browser("huff-white", 800, 600).await;
    black.goto(&link_for(&base, &view, Who::Player(alice.id), Lang::Ar)).await;
    white.goto(&link_for(&base, &view, Who::Player(bob.id), Lang::En)).await;
    let both = [&black, &white];
    all_at(&both, 0).await;
    assert_eq!(black.script("return document.documentElement.dir").await, "rtl");
    assert_eq!(black.script("return document.documentElement.lang").await, "ar");
    assert_eq!(white.script("return document.documentElement.dir").await, "ltr");

    // White plays a quiet move although e6 could capture.
    white.tap_point("h9").await;
    white.tap_point("h8").await;
    all_at(&both, 1).await;

    // Black huffs e6, then moves a2-a3 with the keyboard: focus a2, Enter,
    // arrow up, Enter.
    black.wait_for("return document.querySelector('[data-sq=\"e6\"]').getAttribute('aria-label')", "labels").await;
    black.tap_point("e6").await;
    black.keys("[data-sq=\"a2\"]", "\u{E007}").await; // Enter: pick a2
    black.keys("[data-sq=\"a2\"]", "\u{E013}").await; // Arrow up: a3
    black.keys("[data-sq=\"a3\"]", "\u{E007}").await; // Enter: play
    all_at(&both, 2).await;
    let after = service.game(view.id).await.unwrap();
    assert_eq!(after.last_turn().unwrap().to_string(), "huff e6, a2-a3");
    white.wait_for("return !document.querySelector('[data-piece=\"e6\"]')", "e6 huffed").await;
    no_console_errors(&both).await;
    for b in [black, white] {
        b.close().await;
    }
}

/// The console's own page (`local --web`) acts for whoever is to move at
/// its keyboard: two people at one keyboard play both colours from one
/// page, Black by tapping, White with the keyboard.
#[sqlx::test]
async fn the_consoles_page_plays_both_colours(pool: PgPool) {
    use zamma_bot::service::{ChallengeRequest, ColourChoice, Place};
    let (service, alice, bob) = players(pool).await;
    let start = crate::common::board(9, &["a1:b", "c3:b", "i9:w", "g7:w"], 'b');
    let req = ChallengeRequest {
        rules: "zamma".into(),
        colour: ColourChoice::White,
        start: Some(start),
        ..Default::default()
    };
    let challenge = service.challenge(Place::CONSOLE, &alice, &bob, &req).await.unwrap();
    let view = service.accept(challenge.id, &bob).await.unwrap();
    assert_eq!(view.black.id, bob.id, "bob plays Black, alice White");
    let base = serve(&service, WebConfig { keyboard: true, ..WebConfig::new(super::secret()) }).await;
    let Some(driver) = Driver::start().await else { return };
    let page = driver.browser("keyboard-both", 360, 640).await;
    page.goto(&link_for(&base, &view, Who::Keyboard, Lang::En)).await;
    page.wait_ply(0).await;
    // Black (bob) to move: a tap-tap.
    page.tap_point("a1").await;
    page.tap_point("a2").await;
    page.wait_ply(1).await;
    // White (alice) to move, from the same page: Enter on i9, arrow down, Enter.
    page.wait_for("return document.querySelector('[data-sq=\"i9\"]').getAttribute('aria-label')", "labels").await;
    page.keys("[data-sq=\"i9\"]", "\u{E007}").await;
    page.keys("[data-sq=\"i9\"]", "\u{E015}").await;
    page.keys("[data-sq=\"i8\"]", "\u{E007}").await;
    page.wait_ply(2).await;
    let after = service.game(view.id).await.unwrap();
    let turns: Vec<String> = after.game.turns().iter().map(ToString::to_string).collect();
    assert_eq!(turns, ["a1-a2", "i9-i8"]);
    no_console_errors(&[&page]).await;
    page.close().await;
}
