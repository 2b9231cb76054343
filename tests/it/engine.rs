//! `zamma-bot engine`, the line protocol, driven as a GUI would drive it:
//! the binary with its stdin and stdout piped.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A search without limits runs until `stop`, which answers its best turn
/// at once; meanwhile it streams what it finds, deeper each time.
#[test]
fn a_search_without_limits_streams_until_stopped_then_answers_at_once() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start zamma-bot engine");
    let mut input = child.stdin.take().unwrap();
    let (tx, lines) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let next = |what: &str| lines.recv_timeout(Duration::from_secs(20)).unwrap_or_else(|_| panic!("no {what}"));
    writeln!(input, "rules sahara\nposition start\ngo infinite").unwrap();
    // Infos, deeper each time, until depth 4.
    let mut depth = 0;
    while depth < 4 {
        let line = next("info line");
        let d: u32 = line
            .strip_prefix("info depth ")
            .and_then(|r| r.split(' ').next())
            .and_then(|d| d.parse().ok())
            .unwrap_or_else(|| panic!("not an info line: {line}"));
        assert_eq!(d, depth + 1, "{line}");
        assert!(line.contains(" score ") && line.contains(" nodes ") && line.contains(" line "), "{line}");
        depth = d;
    }
    // A command the search does not allow is refused, the search goes on.
    writeln!(input, "go depth 2").unwrap();
    let refused = loop {
        let line = next("the refusal of a second go");
        if !line.starts_with("info ") {
            break line;
        }
    };
    assert!(refused.starts_with("error a search is running"), "{refused}");
    writeln!(input, "stop").unwrap();
    let best = loop {
        // An infinite search answers only because it was stopped.
        let line = lines.recv_timeout(Duration::from_secs(5)).expect("stop answered within moments");
        if let Some(turn) = line.strip_prefix("bestturn ") {
            break turn.to_string();
        }
        assert!(line.starts_with("info "), "{line}");
    };
    let rules: zamma_bot::rules::Rules = "sahara".parse().unwrap();
    let game =
        zamma_bot::rules::Game::replay(rules, zamma_bot::rules::Position::start(rules.board), [] as [&str; 0]).unwrap();
    game.parse_turn(&best).expect("a legal turn");
    writeln!(input, "isready\nquit").unwrap();
    assert_eq!(next("readyok"), "readyok");
    assert!(child.wait().unwrap().success());
}
