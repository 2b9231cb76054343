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
    let Piped { mut child, mut input, lines } = Piped::start();
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

/// A sahara position with 68,992 legal turns (a flying mullah's chains,
/// each after any of the huffs): a search once built them all and grew
/// without bound.
pub const HUFF_STORM: &str = "1w5ww/w7w/ww1www3/www3w1w/7b1/b1bbbbbbb/3b3b1/3bbbbbb/bW1b1b2b w";
/// A dhamet position, Black to move, whose move generations take about a
/// second each (a flying mullah among scattered men): a search that looked
/// at its clock only between nodes answered a 1 s `movetime` after 78 s.
pub const SLOW_CHAINS: &str = "W8/4b4/1b3bb1b/1b1b1bb2/3b2b1b/3b5/bbbb5/b2bb2bb/9 b";

/// `zamma-bot engine` with its pipes, and what it says line by line.
struct Piped {
    child: std::process::Child,
    input: std::process::ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Piped {
    fn start() -> Piped {
        let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start zamma-bot engine");
        let input = child.stdin.take().unwrap();
        let (tx, lines) = mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Piped { child, input, lines }
    }

    fn send(&mut self, text: &str) {
        writeln!(self.input, "{text}").unwrap();
        self.input.flush().unwrap();
    }

    /// The first line that is not an `info`, within `within`.
    fn answer(&self, what: &str, within: Duration) -> String {
        let deadline = std::time::Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| panic!("no {what} within {within:?}"));
            if !line.starts_with("info ") {
                return line;
            }
        }
    }

    /// The most memory the process has held (its peak resident set), in
    /// MiB: Linux's `VmHWM`.
    fn peak_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let kib: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM in /proc/PID/status");
        kib / 1024
    }

    fn quit(mut self) {
        self.send("quit");
        assert!(self.child.wait().unwrap().success());
    }
}

/// The hostile positions through the protocol, as a referee would send
/// them: each answered or refused within 2 s (`go movetime 1000`, `stop`
/// during an unbounded search), the process under 300 MB, and an endless
/// line read through without being kept.
#[test]
fn hostile_positions_are_answered_within_bounds() {
    let mut e = Piped::start();
    let timed = |e: &Piped, what: &str| {
        let began = std::time::Instant::now();
        let line = e.answer(what, Duration::from_secs(10));
        (line, began.elapsed())
    };
    // Too many turns: refused in a sentence, before anything is built.
    e.send(&format!("rules sahara\nposition {HUFF_STORM}\nisready"));
    let (refused, took) = timed(&e, "the refusal of the huff storm");
    assert!(refused.starts_with("error that position has 68992 legal turns"), "{refused}");
    assert!(took < Duration::from_secs(2), "refused after {took:?}");
    assert_eq!(e.answer("readyok", Duration::from_secs(2)), "readyok");
    // `go depth 1` then searches the usual start, not the refused position.
    e.send("go depth 1");
    let best = e.answer("bestturn", Duration::from_secs(5));
    assert!(best.starts_with("bestturn "), "{best}");

    // Slow generations: the clock is read inside them.
    e.send(&format!("rules dhamet\nposition {SLOW_CHAINS}\nisready"));
    assert_eq!(e.answer("readyok after the slow position", Duration::from_secs(3)), "readyok");
    e.send("go movetime 1000");
    let (best, took) = timed(&e, "bestturn after movetime 1000");
    assert!(best.starts_with("bestturn "), "{best}");
    assert!(took < Duration::from_secs(2), "`go movetime 1000` answered after {took:?}");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    let (best, took) = timed(&e, "bestturn after stop");
    assert!(best.starts_with("bestturn "), "{best}");
    assert!(took < Duration::from_secs(2), "`stop` answered after {took:?}");

    // A line with no end (64 MiB of zeros) is skipped, not kept.
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..64 {
        e.input.write_all(&zeros).unwrap();
    }
    e.send("\nisready");
    let refused = e.answer("the long line's refusal", Duration::from_secs(10));
    assert!(refused.starts_with("error a line is at most"), "{refused}");
    assert_eq!(e.answer("readyok after the long line", Duration::from_secs(2)), "readyok");
    let peak = e.peak_mib();
    assert!(peak < 300, "the engine held {peak} MiB at its peak");
    e.quit();
}
