//! The board for people who do not see it: played with the keyboard only,
//! heard through the accessibility tree Chromium gives screen readers
//! (`Accessibility.getFullAXTree` over the DevTools protocol).

use super::driver::Browser;
use super::{game_from, link_for, players, serve, whole_game_start};
use serde_json::Value;
use sqlx::PgPool;
use zamma_bot::i18n::Lang;
use zamma_bot::service::TurnInput;
use zamma_bot::service::pass::Who;
use zamma_bot::t;
use zamma_bot::web::WebConfig;

/// Text as compared: without Fluent's isolation marks.
fn plain(text: &str) -> String {
    text.chars().filter(|c| !matches!(c, '\u{2068}' | '\u{2069}')).collect::<String>().trim().to_string()
}

/// The nodes of the accessibility tree a screen reader meets (not ignored):
/// (role, name, description).
async fn heard(b: &Browser) -> Vec<(String, String, String)> {
    let tree = b.devtools("Accessibility.getFullAXTree", serde_json::json!({})).await;
    let field = |n: &Value, k: &str| plain(n[k]["value"].as_str().unwrap_or_default());
    tree["nodes"]
        .as_array()
        .expect("the tree's nodes")
        .iter()
        .filter(|n| n["ignored"] != true)
        .map(|n| (field(n, "role"), field(n, "name"), field(n, "description")))
        .collect()
}

/// Whether a screen reader meets `text` (a node named so).
async fn hears(b: &Browser, text: &str) -> bool {
    let text = plain(text);
    heard(b).await.iter().any(|(_, name, _)| *name == text)
}

/// The point that has the keyboard's focus.
async fn focused(b: &Browser) -> String {
    b.script("return document.activeElement?.dataset?.sq || ''").await.as_str().unwrap_or_default().to_string()
}

/// Walks the keyboard's cursor to `sq` with the arrow keys (the board seen
/// from Black's side: files rightwards, ranks upwards).
async fn walk_to(b: &Browser, sq: &str) {
    for _ in 0..20 {
        let at = focused(b).await;
        if at == sq {
            return;
        }
        let (f, r) = (at.as_bytes()[0], at[1..].parse::<u8>().unwrap());
        let (tf, tr) = (sq.as_bytes()[0], sq[1..].parse::<u8>().unwrap());
        let key = if f < tf {
            "\u{E014}" // right
        } else if f > tf {
            "\u{E012}" // left
        } else if r < tr {
            "\u{E013}" // up
        } else {
            "\u{E015}" // down
        };
        b.press(key).await;
    }
    b.fail(&format!("the cursor did not reach {sq}")).await;
}

/// Black plays with the keyboard alone, in French, on a phone: Tab to the
/// board, arrows, Enter. The landings of the picked piece are heard as
/// such; the opponent's move is said in words; the clock, a draw offer and
/// the result are heard.
#[sqlx::test]
async fn the_board_is_played_with_the_keyboard_and_heard(pool: PgPool) {
    let (service, alice, bob) = players(pool).await;
    let view = game_from(&service, (&alice, &bob), "zamma", Some(whole_game_start())).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let fr = Lang::Fr;
    let page = driver.browser("eyes-black", 360, 640).await;
    page.goto(&link_for(&base, &view, Who::Player(alice.id), fr)).await;
    page.wait_ply(0).await;

    // Tab reaches the board; the cursor walks to c3; Enter picks it.
    for _ in 0..12 {
        if !focused(&page).await.is_empty() {
            break;
        }
        page.press("\u{E004}").await; // Tab
    }
    assert!(!focused(&page).await.is_empty(), "Tab never reached the board");
    walk_to(&page, "c3").await;
    page.press("\u{E007}").await; // Enter
    page.wait_for("return !!document.querySelector('.picked')", "c3 picked").await;

    // Once picked, e5 is heard as "e5, vide" with "arrivée possible"; c4 is not a landing.
    let nodes = heard(&page).await;
    let landing = plain(&t!(fr, "web-legal-landing"));
    let point = |sq: &str| nodes.iter().find(|(_, name, _)| *name == plain(&t!(fr, "web-point-empty", point = sq)));
    let e5 = point("e5").expect("e5 in the accessibility tree");
    assert_eq!((e5.0.as_str(), e5.2.as_str()), ("gridcell", landing.as_str()), "{e5:?}");
    assert_eq!(point("c4").expect("c4 in the tree").2, "", "c4 is heard as a landing");

    // The chain, point by point.
    walk_to(&page, "e5").await;
    page.press("\u{E007}").await;
    walk_to(&page, "g7").await;
    page.press("\u{E007}").await;
    page.wait_ply(1).await;
    assert_eq!(service.game(view.id).await.unwrap().last_turn().unwrap().to_string(), "c3xe5xg7");

    // Bob answers from elsewhere: his move is said in words, in a live region.
    let seat = service.seat(&bob, view.place, Some(view.id)).await.unwrap();
    service.play(&seat, TurnInput::Text("i4-i3"), Some(1)).await.unwrap();
    page.wait_ply(2).await;
    let said = t!(fr, "web-said-turn", name = "bob", from = "i4", to = "i3", count = 0, taken = "", huffed = "none");
    assert_eq!(plain(&page.text("#said").await), plain(&said));
    assert!(plain(&said).starts_with("bob a joué de i4 à i3"), "{said}");
    assert!(hears(&page, &said).await, "the move is not in the accessibility tree: {said}");
    let live = page.script("const e = document.querySelector('#said'); return e.getAttribute('aria-live')").await;
    assert_eq!(live, "polite");

    // The clock is read as it stands.
    let clock = page.text(".player.me .clock").await;
    assert!(!clock.is_empty(), "no clock shown to the player to move");
    assert!(hears(&page, &clock).await, "the clock {clock:?} is hidden from screen readers");

    // A draw offer and the result are heard.
    service.offer_draw(&seat).await.unwrap();
    let offer = plain(&t!(fr, "web-draw-offered", name = "bob"));
    let wait =
        format!("return document.querySelector('#notice').textContent.includes({})", super::driver::js_string(&offer));
    page.wait_for(&wait, "the draw offer").await;
    assert!(hears(&page, &offer).await, "the offer is not heard");
    assert_eq!(page.script("return document.querySelector('#notice').getAttribute('aria-live')").await, "polite");
    let playing = page.text("#status").await;
    service.resign(&seat).await.unwrap();
    let changed = format!(
        "return document.querySelector('#status').textContent.trim() !== {}",
        super::driver::js_string(&playing)
    );
    page.wait_for(&changed, "the result").await;
    let result = page.text("#status").await;
    assert!(hears(&page, &result).await, "the result {result:?} is not heard");
    page.close().await;
}
