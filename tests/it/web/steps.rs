//! A finished game stepped through on the board, in headless Chromium:
//! buttons, keys and the move list; the review's word on each turn and the
//! engine's, live. A game in progress cannot be stepped through.

use super::{game_from, link_for, serve, whole_game_start};
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::service::pass::Who;
use zamma_bot::service::{Service, ServiceConfig, TurnInput};
use zamma_bot::store::Store;
use zamma_bot::web::WebConfig;

#[sqlx::test]
async fn a_finished_game_is_stepped_through_and_a_live_one_is_not(pool: PgPool) {
    let store = Store::from_pool(pool).await.unwrap();
    let service = Service::new(store, ServiceConfig { review_nodes: 5_000, ..ServiceConfig::default() });
    let (alice, bob) = (crate::common::people::alice(), crate::common::people::bob());
    let view = game_from(&service, (&alice, &bob), "zamma", Some(whole_game_start())).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let page = driver.browser("steps-black", 360, 640).await;
    page.goto(&link_for(&base, &view, Who::Player(alice.id), Lang::En)).await;
    page.wait_ply(0).await;

    // While the game goes on: no stepping, and the API says why.
    assert_eq!(page.script("return document.querySelector('#steps').hidden").await, true);
    let refused = page
        .script(&format!(
            "const t = sessionStorage.getItem('zamma-token-{}'); \
             return fetch('../api/game/{}/at/0', {{ headers: {{ Authorization: 'Bearer ' + t }} }}).then(async (r) => [r.status, (await r.json()).error])",
            view.id.0, view.id.0
        ))
        .await;
    let not_yet = zamma_bot::t!(Lang::En, "web-analysis-not-yet");
    assert_eq!(refused, serde_json::json!([409, not_yet]));

    // The game is played to its end, and reviewed.
    for (who, turn) in [(&alice, "c3xe5xg7"), (&bob, "i4-i3"), (&alice, "a8-a9"), (&bob, "i3-h2"), (&alice, "a9xi1")] {
        let seat = service.seat(who, view.place, Some(view.id)).await.unwrap();
        service.play(&seat, TurnInput::Text(turn), None).await.unwrap();
    }
    service.review(view.id, alice.id, |_, _| {}).await.unwrap();
    page.wait_ply(5).await;
    page.wait_for("return !document.querySelector('#steps').hidden", "the stepping buttons").await;

    // To the start: the pieces stand where they began.
    page.tap("[data-step=\"first\"]").await;
    page.wait_ply(0).await;
    assert_eq!(page.script("return document.querySelectorAll('[data-piece]').length").await, 5);
    // The review's graph: a point per position, its marks on the moves it
    // marked; a click on its right half shows a later position.
    let review = service.review(view.id, alice.id, |_, _| {}).await.unwrap().review;
    let marked: Vec<String> =
        review.turns.iter().filter(|t| t.verdict.is_some()).map(|t| format!("{}", t.ply + 1)).collect();
    page.wait_for("return !document.querySelector('#graph-box').hidden", "the graph").await;
    let shown = page
        .script("return [...document.querySelectorAll('#moves button .mark')].map((m) => m.parentNode.dataset.ply)")
        .await;
    assert_eq!(shown, serde_json::json!(marked), "the review's marks on the moves");
    assert_eq!(
        page.script("return document.querySelectorAll('#graph circle.mark').length").await,
        marked.len(),
        "the review's marks on the graph"
    );
    page.tap("#graph").await; // its middle: position 2 or 3 of 5
    page.wait_for("const p = document.body.dataset.ply; return p === '2' || p === '3'", "the graph's middle").await;
    page.tap("[data-step=\"first\"]").await;
    page.wait_ply(0).await;
    // The right arrow: the first move, with the review's word on it.
    page.press("\u{E014}").await;
    page.wait_ply(1).await;
    page.wait_for("return !!document.querySelector('[data-piece=\"g7\"]')", "c3xe5xg7 played").await;
    let notice = page.text("#notice").await;
    assert!(notice.contains("c3xe5xg7"), "the review's word on the first move: {notice}");
    // The engine's word on this position, streamed as it deepens: the
    // evaluation in words, the depth, a line that starts with a legal turn,
    // and its first turn drawn on the board.
    let engine = page
        .wait_for("const e = document.querySelector('#engine'); return !e.hidden && e.textContent.includes('(depth ') && e.textContent", "the engine")
        .await;
    let engine = engine.as_str().unwrap().to_string();
    let first = engine.split(": ").nth(1).and_then(|l| l.split_whitespace().next()).expect("a line");
    let at = service.game(view.id).await.unwrap().game.at(1).unwrap();
    at.parse_turn(first).unwrap_or_else(|e| panic!("{first} in {engine:?}: {e}"));
    page.wait_for("return !!document.querySelector('.best')", "the engine's turn drawn").await;
    // The evaluation bar: Black wins by force here (four turns), so once the
    // search sees it Black's share is all of the bar.
    let full = "const b = document.querySelector('#evalbar'); return !b.hidden && b.firstElementChild.style.inlineSize === '100%'";
    page.wait_for(full, "the bar all Black's").await;
    super::hands::shoot(&page, "web-board-analysis").await;
    // A move in the list: the position after it, marked as the current one.
    page.tap(&format!("#moves button[data-ply=\"{}\"]", 3)).await;
    page.wait_ply(3).await;
    let current = page.text("#moves button[aria-current]").await;
    assert!(current.starts_with("a8-a9"), "{current}");
    page.wait_for("return document.querySelector('[data-piece=\"a9\"]')?.dataset.kind === 'mullah'", "a mullah on a9")
        .await;
    // The end again: the result stays the status throughout.
    page.press("\u{E010}").await; // End
    page.wait_ply(5).await;
    let status = page.text("#status").await;
    assert!(status.contains("Black wins"), "{status}");
    // A finger swiped rightwards across the board: one move back.
    page.drag(&["a5", "e5"], true).await;
    page.wait_ply(4).await;
    let bad = format!(
        "const t = sessionStorage.getItem('zamma-token-{id}'); \
         return fetch('../api/game/{id}/at/99', {{ headers: {{ Authorization: 'Bearer ' + t }} }}).then(async (r) => [r.status, (await r.json()).error])",
        id = view.id.0
    );
    let answer = page.script(&bad).await;
    assert_eq!(answer[0], 404);
    assert!(answer[1].as_str().unwrap().contains("turns played: 5"), "{answer}");

    // Variations: from the position after two turns, Black tries two turns
    // of its own; the engine follows; the tree keeps both, one promoted,
    // one deleted; the game stays as it was.
    let at2 = service.game(view.id).await.unwrap().game.at(2).unwrap();
    let tries: Vec<_> = at2
        .legal_turns()
        .into_iter()
        .filter(|t| t.mv.points().count() == 2 && t.to_string() != "a8-a9" && t.huff.is_none())
        .take(2)
        .collect();
    assert_eq!(tries.len(), 2, "two quiet turns to try");
    page.tap("#moves button[data-ply=\"2\"]").await;
    page.wait_ply(2).await;
    let explore = zamma_bot::t!(Lang::En, "web-analysis-explore");
    page.wait_for(&format!("return document.querySelector('#message').textContent === {explore:?}"), "the hint").await;
    let play = |turn: zamma_bot::rules::Turn| {
        let points: Vec<String> = turn.mv.points().map(|s| s.to_string()).collect();
        let page = &page;
        async move {
            page.tap_point(&points[0]).await;
            page.tap_point(&points[1]).await;
        }
    };
    play(tries[0]).await;
    let first = tries[0].to_string();
    page.wait_for(
        &format!(
            "return document.querySelector('#moves li.var button[aria-current]')?.textContent.endsWith({first:?})"
        ),
        "the first variation, shown",
    )
    .await;
    page.wait_ply(3).await;
    assert_eq!(page.text("#status").await, "White to move");
    // The engine on the variation's position: its line starts with a turn
    // legal there.
    let mut after = at2.clone();
    after.play(tries[0]).unwrap();
    let engine = page
        .wait_for("const e = document.querySelector('#engine'); return !e.hidden && e.textContent.includes('(depth ') && e.textContent", "the engine on the variation")
        .await;
    let engine = engine.as_str().unwrap().to_string();
    let best = engine.split(": ").nth(1).and_then(|l| l.split_whitespace().next()).expect("a line");
    after.parse_turn(best).unwrap_or_else(|e| panic!("{best} after {first}, in {engine:?}: {e}"));
    // Back to the game's position, and a second try there.
    page.tap("[data-step=\"back\"]").await;
    page.wait_for(
        "return document.body.dataset.ply === '2' && !document.querySelector('#moves button[aria-current][data-node]')",
        "back on the game",
    )
    .await;
    play(tries[1]).await;
    let second = tries[1].to_string();
    let lines = "return [...document.querySelectorAll('#moves li.var .line')].map((l) => l.textContent)";
    page.wait_for(
        &format!(
            "const l = ({}); return l.length === 2 && l[1].endsWith({second:?})",
            lines.trim_start_matches("return ")
        ),
        "two variations",
    )
    .await;
    // Promoted: the second comes first; deleted: it is gone, the first stays.
    page.tap("#tree-tools [data-tool=promote]").await;
    // Shown once the page has drawn the promotion (a loaded machine may take a frame or two).
    let promoted = format!(
        "const l = ({}); return l.length === 2 && l[0].endsWith({second:?}) && l[1].endsWith({first:?})",
        lines.trim_start_matches("return ")
    );
    page.wait_for(&promoted, "the second variation promoted").await;
    assert_eq!(page.script("return document.querySelector('#tree-tools [data-tool=promote]').disabled").await, true);
    page.script("document.querySelector('#moves-box').scrollIntoView()").await;
    super::hands::shoot(&page, "web-board-variations").await;
    page.tap("#tree-tools [data-tool=delete]").await;
    page.wait_ply(2).await;
    let order = page.script(lines).await;
    assert_eq!(order.as_array().map(Vec::len), Some(1), "{order}");
    assert!(order[0].as_str().unwrap().ends_with(&first), "{order}");
    // From the game's position, the next step is still the game's move.
    page.tap("[data-step=\"next\"]").await;
    page.wait_ply(3).await;
    assert!(page.text("#moves button[aria-current]").await.starts_with("a8-a9"));
    assert_eq!(service.game(view.id).await.unwrap().game.turns().len(), 5, "the game as it was");
    // A link to a moment of the game (a review's turn on Discord) opens there.
    let now = chrono::Utc::now().timestamp();
    page.goto(&zamma_bot::service::pass::link_at(
        &super::secret(),
        &base,
        view.id,
        Who::Player(alice.id),
        Lang::En,
        now,
        0,
    ))
    .await;
    page.wait_for("return document.body.dataset.ply === '0' && !document.querySelector('#steps').hidden", "the start")
        .await;
    page.close().await;
}

/// The free analysis board, from a link: a position and its rules in the
/// address; a turn tried there; the engine; a position that cannot be read.
#[sqlx::test]
async fn a_free_board_explores_any_position(pool: PgPool) {
    let store = Store::from_pool(pool).await.unwrap();
    let service = Service::new(store, ServiceConfig::default());
    let alice = crate::common::people::alice();
    service.register(&alice).await.unwrap();
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let page = driver.browser("free-board", 360, 640).await;
    let link = |position: &str| {
        let now = chrono::Utc::now().timestamp();
        zamma_bot::service::pass::analysis_link(
            &super::secret(),
            &base,
            Who::Player(alice.id),
            Lang::Fr,
            now,
            position,
            "zamma5",
        )
    };
    page.goto(&link("5/1b3/5/3w1/5 b")).await;
    page.wait_for("return document.body.dataset.ready === '1'", "the board").await;
    assert_eq!(page.text("#status").await, zamma_bot::t!(Lang::Fr, "web-analysis-to-move", colour = "Noirs"));
    assert_eq!(page.script("return document.querySelectorAll('[data-piece]').length").await, 2);
    page.wait_for(
        "const e = document.querySelector('#engine'); return !e.hidden && e.textContent.includes('profondeur')",
        "the engine",
    )
    .await;
    page.tap_point("b4").await;
    page.tap_point("b5").await;
    page.wait_for(
        "return document.querySelector('#moves li.var button[aria-current]')?.textContent.endsWith('b4-b5')",
        "the turn tried",
    )
    .await;
    assert_eq!(page.text("#status").await, zamma_bot::t!(Lang::Fr, "web-analysis-to-move", colour = "Blancs"));
    // A position that cannot be read: the reason, in the reader's language.
    page.goto(&link("5/5 b")).await;
    let refused = page
        .wait_for(
            "return document.body.dataset.error === '1' && document.querySelector('#status').textContent",
            "the refusal",
        )
        .await;
    assert!(refused.as_str().unwrap().contains("2 rangées"), "{refused}");
    page.close().await;
}
