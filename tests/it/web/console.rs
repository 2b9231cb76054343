//! The console's links to the web board (`local --web`): per game, this
//! keyboard's, each person's own and a spectator's, and the course page of
//! the level being played; with `--port` the same
//! address after a restart, so that an open page reconnects to the console
//! started again.

use super::driver::Driver;
use crate::child::{database_url, read_lines, stop};
use sqlx::PgPool;
use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};
use zamma_bot::console::{Console, WebPage};
use zamma_bot::service::pass::Who;
use zamma_bot::service::{Service, ServiceConfig};
use zamma_bot::store::Store;

/// Every game's links name this keyboard, each person and a watcher.
#[sqlx::test]
async fn the_console_prints_a_link_for_the_keyboard_each_player_and_a_watcher(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    let dir = std::env::temp_dir().join(format!("zamma-console-links-{}", std::process::id()));
    let links = std::sync::Arc::new(|page: WebPage| match page {
        WebPage::Game(game, who) => {
            let who = match who {
                Who::Keyboard => "keyboard".to_string(),
                Who::Player(user) => format!("player-{}", user.0),
                Who::Watcher(g) => format!("watcher-{}", g.0),
                _ => "other".to_string(),
            };
            format!("http://board/{}/{who}", game.0)
        }
        WebPage::Learn(user) => format!("http://board/learn/{}", user.0),
        WebPage::Analysis { position, rules } => format!("http://board/analysis/{position}/{rules}"),
    });
    let mut out = Vec::new();
    // The analysis board: of a game still played (refused), of a position
    // (read first: a mistake is told at once), of a position and rules.
    let script = "challenge bob black\nas bob\naccept\nplay-ai 1\nlearn\nanalyse 1\nanalyse 9/9 b\n\
                  analyse 5/5/2b2/5/5 w zamma5\n";
    Console::new(svc, &mut out, dir.clone()).with_web(links).run(script.as_bytes(), false).await.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let out = String::from_utf8(out).unwrap();
    let alice = zamma_bot::console::local_user("alice").unwrap().id.0;
    let bob = zamma_bot::console::local_user("bob").unwrap().id.0;
    for line in [
        "Game 1 in the browser, played from this keyboard by whoever is to move: http://board/1/keyboard".to_string(),
        format!("alice (Black), on a device of their own: http://board/1/player-{alice}"),
        format!("bob (White), on a device of their own: http://board/1/player-{bob}"),
        "To watch it: http://board/1/watcher-1".to_string(),
    ] {
        assert!(out.contains(&line), "no `{line}` in:\n{out}");
    }
    // Against the computer: no link of its own for the computer.
    assert!(out.contains("http://board/2/keyboard") && out.contains("http://board/2/watcher-2"), "{out}");
    assert_eq!(out.matches("http://board/2/player-").count(), 1, "{out}");
    // The course: the goal marked on the text board, and the level's page,
    // for the learner.
    assert!(out.contains("o the goal (a point to reach, a piece to take)"), "{out}");
    let line =
        format!("Your level on the web board, for you only; the link works for 15 minutes: http://board/learn/{bob}");
    assert!(out.contains(&line), "no `{line}` in:\n{out}");
    for line in [
        "This game is still being played: its moves can be stepped through, and analysed, once it has ended.",
        "That position cannot be read: it has 2 ranks separated by `/`; a board has 9 (or 5 for the small board).",
        "The analysis board; the link works for 15 minutes: http://board/analysis/5/5/2b2/5/5 w/zamma5",
    ] {
        assert!(out.contains(line), "no `{line}` in:\n{out}");
    }
}

/// `zamma-bot local --web --port N`, its input kept open; its stdout's lines.
fn local(url: &str, port: u16, data: &std::path::Path) -> (Child, Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--web", "--port", &port.to_string(), "--lang", "en", "--database-url", url])
        .env("XDG_DATA_HOME", data)
        .env("XDG_CACHE_HOME", data)
        .env("RUST_LOG", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start zamma-bot local --web");
    let lines = read_lines(child.stdout.take().unwrap());
    (child, lines)
}

/// The first line of `lines` that contains `text`, within 30 s.
fn line_with(lines: &Receiver<String>, text: &str) -> String {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        match lines.recv_timeout(Duration::from_millis(200)) {
            Ok(line) if line.contains(text) => return line,
            Ok(_) | Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(e) => panic!("the console ended before printing `{text}`: {e}"),
        }
    }
    panic!("the console did not print `{text}`");
}

/// A page opened from the console's link keeps working across a restart of
/// the console on the same `--port`: it reconnects, and sees the move the
/// console started again makes. The port taken, another console says so.
#[sqlx::test]
async fn a_page_reconnects_to_the_console_started_again_on_its_port(pool: PgPool) {
    let url = database_url(&pool, None).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let data = std::env::temp_dir().join(format!("zamma-console-port-{}", std::process::id()));
    let (mut first, lines) = local(&url, port, &data);
    first.stdin.as_mut().unwrap().write_all(b"challenge bob black\nas bob\naccept\n").unwrap();
    let line = line_with(&lines, "played from this keyboard");
    let link = line.split(": ").last().unwrap().to_string();
    assert!(link.starts_with(&format!("http://127.0.0.1:{port}/play/1")), "{line}");

    // Another console cannot take the port: it says so and what to do.
    let taken = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--web", "--port", &port.to_string(), "--lang", "en", "--database-url", &url])
        .env("XDG_DATA_HOME", &data)
        .env("XDG_CACHE_HOME", &data)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&taken.stderr);
    assert!(!taken.status.success() && said.contains(&format!("Port {port} cannot serve the web board")), "{said}");

    let Some(driver) = Driver::start().await else {
        stop(&mut first);
        return;
    };
    let page = driver.browser("console-restart", 360, 640).await;
    page.goto(&link).await;
    page.wait_ply(0).await;
    // The console stops (its input ends); the page loses it.
    drop(first.stdin.take());
    let _ = first.wait();
    page.wait_for("return document.getElementById('message').classList.contains('alert')", "the connection lost").await;
    // Started again on the same port, the console plays; the page shows it.
    let (mut again, lines) = local(&url, port, &data);
    again.stdin.as_mut().unwrap().write_all(b"game 1\ne4-e5\n").unwrap();
    line_with(&lines, "played e4-e5");
    page.wait_ply(1).await;
    page.close().await;
    stop(&mut again);
    let _ = std::fs::remove_dir_all(&data);
}
