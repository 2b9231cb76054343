//! Every move arrives, in headless Chromium: a long game against the
//! computer with no reload (taps, drags with a finger and the mouse, capture
//! chains), each reply on the page within two seconds and a rematch's new
//! game opened; a finished game stepped through quickly, every press
//! counted; a draw offer declined, by the computer and by a person, said to
//! who offered it.

use super::driver::{Browser, js_string};
use super::{game_from, link_for, players, serve};
use serde_json::Value;
use std::time::{Duration, Instant};
use zamma_bot::i18n::Lang;
use zamma_bot::rules::Color;
use zamma_bot::service::pass::Who;
use zamma_bot::service::{
    ColourChoice, ComputerGameRequest, GameId, GameView, Place, Service, TurnInput, User, UserId, level,
};
use zamma_bot::web::WebConfig;

/// The person's moves the long game plays, each followed by the computer's
/// reply: 150 turns.
const MOVES: usize = 75;
/// The longest the page may take to show the computer's reply.
const REPLY: Duration = Duration::from_secs(2);

fn computer() -> User {
    User { id: UserId(77), name: "Zamma Bot".into(), bot: true }
}

/// A game of `person` against the computer at `level`, the person playing
/// Black (who moves first).
pub(super) async fn computer_game(service: &Service, person: &User, rules: &str, level_no: u8) -> GameView {
    let req = ComputerGameRequest {
        rules: rules.into(),
        level: level(level_no).unwrap(),
        colour: ColourChoice::Black,
        move_time: None,
    };
    service.start_computer_game(Place::server(77, 7700), person, &computer(), &req).await.unwrap()
}

/// The State the page's own API gives of the game the page shows (the
/// page's session), as the page reads it.
async fn page_state(b: &Browser) -> Value {
    b.script(
        "const id = location.pathname.split('/').pop(); const t = sessionStorage.getItem('zamma-token-' + id); \
         return fetch('../api/game/' + id, { headers: { Authorization: 'Bearer ' + t }, cache: 'no-store' }).then((r) => r.json())",
    )
    .await
}

/// How a move is made on the board.
#[derive(Clone, Copy, Debug)]
enum Hand {
    Taps,
    Finger,
    Mouse,
}

/// The turn to play of the State's `turns`, and its points (from, then each
/// landing): the longest capture chain if there is one, else one picked by
/// `n`. Only turns the page plays from these points alone: no huff, no other
/// turn's path that this one's begins (a tap would not yet end it), no other
/// way to the same point (a drag would ask which).
fn pick(state: &Value, n: usize) -> (String, Vec<String>) {
    let turns = state["turns"].as_array().expect("the State's turns");
    let path = |t: &Value| -> Vec<String> {
        std::iter::once(&t["from"])
            .chain(t["path"].as_array().unwrap())
            .map(|s| s.as_str().unwrap().to_string())
            .collect()
    };
    let clear: Vec<&Value> = turns
        .iter()
        .filter(|t| t["huff"].is_null())
        .filter(|t| {
            let me = path(t);
            turns.iter().filter(|o| o["huff"].is_null()).all(|o| {
                let other = path(o);
                // Another turn that goes on from this one's points, or that
                // leaves and lands where it does.
                let longer = other.len() > me.len() && other[..me.len()] == me[..];
                let same_ends = other[0] == me[0] && other.last() == me.last();
                other == me || !(longer || same_ends)
            })
        })
        .collect();
    assert!(!clear.is_empty(), "no turn the board plays unambiguously among {turns:?}");
    let longest = clear.iter().map(|t| t["path"].as_array().unwrap().len()).max().unwrap();
    let chosen = if longest > 1 {
        let chains: Vec<&&Value> = clear.iter().filter(|t| t["path"].as_array().unwrap().len() == longest).collect();
        chains[n % chains.len()]
    } else {
        &clear[(n * 7 + 3) % clear.len()]
    };
    (chosen["text"].as_str().unwrap().to_string(), path(chosen))
}

/// Play `points` (a piece, then each landing) with `hand`.
async fn play(b: &Browser, hand: Hand, points: &[String]) {
    match hand {
        Hand::Taps => {
            for sq in points {
                b.tap_point(sq).await;
            }
        }
        Hand::Finger | Hand::Mouse => {
            let points: Vec<&str> = points.iter().map(String::as_str).collect();
            b.drag(&points, matches!(hand, Hand::Finger)).await;
        }
    }
}

/// The game the page shows, by its address.
async fn shown_game(b: &Browser) -> i64 {
    let id = b.script("return location.pathname.split('/').pop()").await;
    id.as_str().and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("no game in the page's address: {id}"))
}

/// 150 turns against the computer on one page with no reload: 75 of the
/// person's, by taps, finger drags and mouse drags, through the capture
/// chains the positions offer, each answered by the computer; every reply
/// is on the page within two seconds of the move, as the database has it.
/// A game that ends is played again with Rematch, whose new game the page
/// opens (the query and the session kept), and the count goes on.
#[sqlx::test]
async fn every_reply_of_the_computer_reaches_the_page(pool: sqlx::PgPool) {
    let began = Instant::now();
    let (service, alice, _) = players(pool).await;
    let first = computer_game(&service, &alice, "zamma", 1).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let page = driver.phone("soak-computer", 400, 760).await;
    page.goto(&link_for(&base, &first, Who::Player(alice.id), Lang::En)).await;
    page.wait_ply(0).await;

    let hands = [Hand::Taps, Hand::Finger, Hand::Mouse];
    let (mut moves, mut replies, mut chains, mut games) = (0, 0, 0, vec![first.id]);
    let mut slowest = Duration::ZERO;
    let mut id = first.id;
    while moves < MOVES {
        let view = service.game(id).await.unwrap();
        if !view.is_active() {
            // Over: a rematch, whose board the page opens (the computer, now
            // Black, moves first there).
            page.wait_for("return !!document.querySelector('[data-action=\"rematch\"]')", "the Rematch button").await;
            page.tap("[data-action=\"rematch\"]").await;
            let moved = format!(
                "return document.body.dataset.ready === '1' && !location.pathname.endsWith('/play/{}') && location.pathname",
                id.0
            );
            page.wait_for(&moved, "the rematch's board").await;
            let next = GameId(shown_game(&page).await);
            let search = page.script("return location.search + '|' + location.hash").await;
            assert_eq!(search, "?lang=en|", "the rematch's board keeps the query, and the pass leaves the address");
            let new = service.game(next).await.unwrap();
            assert_eq!(new.color_of(alice.id), view.color_of(alice.id).map(|c| c.other()), "colours swapped");
            assert_eq!(new.ai_level, Some(1));
            id = next;
            games.push(id);
            continue;
        }
        if view.awaits_computer() {
            // The rematch's first move is the computer's.
            page.wait_ply(view.ply() + 1).await;
            continue;
        }
        let ply = view.ply();
        page.wait_ply(ply).await;
        let state = page_state(&page).await;
        assert_eq!((state["ply"].as_u64(), state["can_move"].as_bool()), (Some(ply as u64), Some(true)), "{state}");
        let (text, points) = pick(&state, moves);
        if points.len() > 2 {
            chains += 1;
        }
        let hand = hands[moves % hands.len()];
        play(&page, hand, &points).await;
        // The reply (or the game's end) on the page, within REPLY.
        let sent = Instant::now();
        let seen = format!(
            "return document.body.dataset.ready === '1' && !document.body.dataset.busy && \
             (document.body.dataset.ply === '{}' || !!document.querySelector('[data-action=\"rematch\"]')) && document.body.dataset.ply",
            ply + 2
        );
        loop {
            let shown = page.script(&seen).await;
            // Over, the panel says so at once, and the board draws the last
            // turns (the chain, then the reply) before its ply is the last.
            let now = match shown.as_str() {
                Some(shown) => Some((shown.to_string(), service.game(id).await.unwrap())),
                None => None,
            };
            if let Some((shown, now)) = now.filter(|(shown, now)| now.is_active() || *shown == now.ply().to_string()) {
                let played: Vec<String> = now.game.turns()[ply..].iter().map(ToString::to_string).collect();
                assert_eq!(
                    shown,
                    now.ply().to_string(),
                    "the page shows what the database has: move {moves} ({hand:?}, {text} through {points:?}) from ply \
                     {ply}, the database has {played:?} since"
                );
                assert_eq!(now.game.turns()[ply].to_string(), text, "{hand:?} played {text} on the board");
                if now.ply() == ply + 2 {
                    replies += 1;
                }
                break;
            }
            if sent.elapsed() > REPLY {
                let now = service.game(id).await.unwrap();
                let shown = page.script("return document.body.dataset.ply").await;
                page.fail(&format!(
                    "move {moves} ({hand:?}, {text}): after {REPLY:?} the page shows ply {shown}, the database has {} ({})",
                    now.ply(),
                    page.text("#message").await
                ))
                .await;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        slowest = slowest.max(sent.elapsed());
        moves += 1;
    }
    let errors = page.console_errors().await;
    assert!(errors.is_empty(), "errors in the browser's console: {errors:?}");
    assert!(chains > 0, "no capture chain was played");
    eprintln!(
        "soak: {moves} moves and {replies} replies in {} games ({chains} chains), slowest reply shown {slowest:?}, {:.1} s in all",
        games.len(),
        began.elapsed().as_secs_f64()
    );
    page.close().await;
}

/// A finished game of at least `plies` turns between `black` and `white`,
/// played by the service (no two the same), then resigned.
async fn finished_game(service: &Service, (black, white): (&User, &User), plies: usize) -> GameView {
    let view = game_from(service, (black, white), "zamma", None).await;
    for n in 0..plies {
        let now = service.game(view.id).await.unwrap();
        if !now.is_active() {
            break;
        }
        let turns = now.game.legal_turns();
        let who = if now.to_move().id == black.id { black } else { white };
        let seat = service.seat(who, view.place, Some(view.id)).await.unwrap();
        service.play(&seat, TurnInput::Turn(turns[(n * 5 + 1) % turns.len()]), None).await.unwrap();
    }
    let now = service.game(view.id).await.unwrap();
    if now.is_active() {
        service.resign(&service.seat(black, view.place, Some(view.id)).await.unwrap()).await.unwrap();
    }
    let done = service.game(view.id).await.unwrap();
    assert!(done.ply() > 20, "the finished game is too short to step 20 times: {} turns", done.ply());
    done
}

/// Twenty quick presses on "next" from a finished game's start, with no
/// wait between them, land exactly twenty turns on, and stay there.
#[sqlx::test]
async fn quick_steps_through_a_finished_game_all_count(pool: sqlx::PgPool) {
    let (service, alice, bob) = players(pool).await;
    let view = finished_game(&service, (&alice, &bob), 40).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let page = driver.browser("soak-steps", 1000, 800).await;
    page.goto(&link_for(&base, &view, Who::Player(alice.id), Lang::En)).await;
    page.wait_ply(view.ply()).await;
    page.wait_for("return !document.querySelector('#steps').hidden", "the stepping buttons").await;
    page.tap("[data-step=\"first\"]").await;
    page.wait_ply(0).await;

    // Twenty presses 40 ms apart: quicker than a position comes, so most
    // arrive while one is on its way. (WebDriver's own clicks wait for the
    // page between them, and drop some.)
    let started = Instant::now();
    page.script(
        "for (let i = 0; i < 20; i++) setTimeout(() => document.querySelector('[data-step=\"next\"]').click(), i * 40); return 1",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(20 * 40)).await;
    let pressed = started.elapsed();
    page.wait_ply(20).await;
    // Stays there: no answer still on its way moves it.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(page.script("return document.body.dataset.ply").await, "20", "the shown ply after 20 presses");
    let current = page.script("return document.querySelector('#moves button[aria-current]')?.dataset.ply").await;
    assert_eq!(current, "20", "the move list marks the twentieth turn");
    let pieces = page.script("return document.querySelectorAll('[data-piece]').length").await;
    let after = service.game(view.id).await.unwrap().game.at(20).unwrap();
    let count = after.position().count(Color::Black) + after.position().count(Color::White);
    assert_eq!(pieces.as_u64(), Some(u64::from(count)), "the position after 20 turns");
    eprintln!("soak: 20 presses in {pressed:?}, shown at ply 20 after {:?}", started.elapsed());
    page.close().await;
}

/// A draw offered on the board and declined is said to who offered it, in
/// their language: by the computer at once, in the action's answer; by a
/// person, when their answer reaches the page.
#[sqlx::test]
async fn a_declined_draw_is_said_to_who_offered_it(pool: sqlx::PgPool) {
    let (service, alice, bob) = players(pool).await;
    // zamma5's start, the computer White: it stands better and declines.
    let game = computer_game(&service, &alice, "zamma5", 3).await;
    let base = serve(&service, WebConfig::new(super::secret())).await;
    let Some(driver) = super::driver::Driver::start().await else { return };
    let page = driver.browser("soak-draw", 1000, 800).await;
    page.goto(&link_for(&base, &game, Who::Player(alice.id), Lang::Fr)).await;
    page.wait_ply(0).await;
    page.tap("[data-action=\"draw\"]").await;
    let said = zamma_bot::t!(Lang::Fr, "draw-declined-computer", level = 3, game = game.id.0);
    let wait = format!("return document.querySelector('#message').textContent.trim() === {}", js_string(said.trim()));
    page.wait_for(&wait, "the computer's no, in French").await;
    let now = service.game(game.id).await.unwrap();
    assert_eq!((now.draw_offer, now.is_active()), (None, true), "declined: no offer open, the game goes on");

    // Between people: Bob declines on Discord (the service); Alice's board says so.
    let carol = crate::common::people::carol();
    let view = game_from(&service, (&carol, &bob), "zamma", None).await;
    page.goto(&link_for(&base, &view, Who::Player(carol.id), Lang::Fr)).await;
    page.wait_ply(0).await;
    page.tap("[data-action=\"draw\"]").await;
    page.wait_for(
        "return !document.querySelector('[data-action=\"draw\"]') && !document.body.dataset.busy",
        "the offer made",
    )
    .await;
    assert_eq!(service.game(view.id).await.unwrap().draw_offer, Some(carol.id));
    let seat = service.seat(&bob, view.place, Some(view.id)).await.unwrap();
    service.answer_draw(&seat, false).await.unwrap();
    let said = zamma_bot::t!(Lang::Fr, "web-draw-declined", name = "bob");
    let wait = format!("return document.querySelector('#message').textContent.trim() === {}", js_string(said.trim()));
    page.wait_for(&wait, "bob's no, in French").await;
    page.close().await;
}
