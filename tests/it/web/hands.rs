//! The board in people's hands, in headless Chromium: pieces dragged with a
//! finger and with the mouse (a chain through its landings, a stray drag
//! put back), a chain tapped landing by landing with the piece travelling,
//! sounds off until switched on, a phone on its side, targets and marks.

use super::driver::Browser;
use super::{game_from, link_for, players, serve, whole_game_start};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::service::pass::Who;
use zamma_bot::web::WebConfig;

/// Counts the notes the page's sounds start (Web Audio oscillators), from
/// now on: `window.notes`.
async fn count_notes(b: &Browser) {
    b.script(
        "window.notes = 0; const make = AudioContext.prototype.createOscillator; \
         AudioContext.prototype.createOscillator = function () { window.notes++; return make.call(this); }",
    )
    .await;
}

/// The docs' picture `name` of the page as it is (on request:
/// `ZAMMA_WEB_SCREENSHOT=1`).
pub async fn shoot(b: &Browser, name: &str) {
    if std::env::var_os("ZAMMA_WEB_SCREENSHOT").is_some() {
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        b.screenshot(std::path::Path::new(&format!("assets/{name}.png"))).await;
    }
}

/// Two players on a 360×640 phone in Spanish (a finger) and a 1280×800
/// desktop (a mouse), the second player also on a 640×360 phone on its
/// side, in Arabic.
#[sqlx::test]
async fn pieces_are_dragged_a_chain_travels_and_sounds_wait_to_be_asked(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let view = game_from(&service, (&alice, &bob), "zamma", Some(whole_game_start())).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let black = driver.browser("hands-black", 360, 640).await;
    let white = driver.browser("hands-white", 1280, 800).await;
    black.goto(&link_for(&base, &view, Who::Player(alice.id), Lang::Es)).await;
    white.goto(&link_for(&base, &view, Who::Player(bob.id), Lang::En)).await;
    for b in [&black, &white] {
        b.wait_ply(0).await;
        count_notes(b).await;
    }
    let picked = "return !!document.querySelector('.picked')";

    // A stray drag (c3 must capture; c4 is nowhere it may go): the piece
    // goes back, nothing is picked, nothing is played.
    black.drag(&["c3", "c4"], true).await;
    black.wait_for("return !document.querySelector('.dragged')", "the dragged piece gone").await;
    assert_eq!(black.script(picked).await, false, "a stray drag leaves nothing picked");
    assert_eq!(black.script("return !!document.querySelector('[data-piece=\"c3\"]:not(.lifted)')").await, true);
    black.wait_ply(0).await;

    // The chain tapped: after the first landing the piece stands on e5, c3
    // is left pale, d4 is crossed out as taken.
    black.tap_point("c3").await;
    black.tap_point("e5").await;
    black.wait_for("return !!document.querySelector('[data-traveller=\"e5\"]')", "the piece on e5").await;
    let marks = black
        .script(
            "return [document.querySelector('[data-piece=\"c3\"]').classList.contains('lifted'), \
             document.querySelectorAll('.cross.taken').length]",
        )
        .await;
    assert_eq!(marks, serde_json::json!([true, 1]), "c3 lifted, one piece taken so far");
    shoot(&black, "web-board-chain").await;
    black.keys("[data-sq=\"e5\"]", "\u{E00C}").await; // Escape: the chain is given up
    black.wait_for("return !document.querySelector('[data-traveller]')", "the chain undone").await;

    // The same chain dragged with a finger through its landing: c3, e5, g7.
    black.drag(&["c3", "e5", "g7"], true).await;
    black.wait_ply(1).await;
    white.wait_ply(1).await;
    let game = service.game(view.id).await.unwrap();
    assert_eq!(game.last_turn().unwrap().to_string(), "c3xe5xg7");

    // Sounds are off until asked for: the button says so (aria-pressed).
    for b in [&black, &white] {
        assert_eq!(b.script("return document.querySelector('#sounds').getAttribute('aria-pressed')").await, "false");
        assert_eq!(
            b.script("return window.notes").await,
            0,
            "{}: a sound while they were off",
            b.text("#status").await
        );
    }
    white.tap("#sounds").await;
    assert_eq!(white.script("return document.querySelector('#sounds').getAttribute('aria-pressed')").await, "true");

    // Targets: on the desktop every point and button is at least 40 px.
    let small = white
        .script(
            "return [...document.querySelectorAll('.cell .hit, button:not([hidden])')] \
             .map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && Math.min(r.width, r.height) < 40).length",
        )
        .await;
    assert_eq!(small, 0, "targets under 40 px on a desktop");

    // Marks against every theme: a legal landing is at least 3:1 against the
    // board and twice the size of the board's own point dots; must-capture,
    // last move and the goal's rings differ in colour.
    white.tap_point("i4").await;
    white
        .wait_for("return document.querySelectorAll('circle.dest:not(.area):not(.ring)').length", "i4's landings")
        .await;
    let report = white.script(include_str!("marks.js")).await;
    for theme in report.as_array().unwrap() {
        let (name, dest, ratio) = (&theme["theme"], theme["dest"].as_f64().unwrap(), theme["ratio"].as_f64().unwrap());
        assert!(dest >= 3.0, "{name}: a legal landing is {dest:.2}:1 against the board");
        assert!(ratio >= 1.9, "{name}: a landing dot is only {ratio:.2} times the point dot");
        assert_eq!(theme["distinct"], true, "{name}: must-capture, last move and goal share a colour: {theme}");
    }

    // White drags with the mouse: i4 to i3. Black's phone stays silent.
    white.drag(&["i4", "i3"], false).await;
    white.wait_ply(2).await;
    black.wait_ply(2).await;
    assert_eq!(black.script("return window.notes").await, 0, "sounds were off on the phone");
    // Black's move reaches White: a move and "your turn" are heard.
    black.drag(&["a8", "a9"], true).await;
    white.wait_ply(3).await;
    white.wait_for("return window.notes >= 3", "the sounds of a move and of White's turn").await;

    // A phone on its side: board, status and every button in view, no
    // scrolling either way.
    let side = driver.phone("hands-landscape", 640, 360).await;
    side.goto(&link_for(&base, &view, Who::Player(bob.id), Lang::Ar)).await;
    side.wait_ply(3).await;
    let out = side
        .script(
            "const out = (e) => { const r = e.getBoundingClientRect(); \
               return r.width > 0 && (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5); }; \
             const parts = ['#board', '#status', '#message', '#sounds', ...[...document.querySelectorAll('#actions button')].map((b) => '[data-action=' + b.dataset.action + ']')]; \
             return { out: parts.filter((p) => out(document.querySelector(p))), buttons: document.querySelectorAll('#actions button').length, \
               wide: document.documentElement.scrollWidth, tall: document.documentElement.scrollHeight }",
        )
        .await;
    shoot(&side, "web-board-landscape").await;
    assert_eq!(out["out"], serde_json::json!([]), "out of view on a phone on its side: {out}");
    assert!(out["buttons"].as_u64().unwrap() > 0, "{out}");
    assert!(out["wide"].as_u64().unwrap() <= 640 && out["tall"].as_u64().unwrap() <= 360, "the page scrolls: {out}");
    for b in [black, white, side] {
        b.close().await;
    }
}
