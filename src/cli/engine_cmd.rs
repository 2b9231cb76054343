//! `engine`: the computer behind a line protocol on stdin and stdout, in
//! the spirit of UCI and of the Hub protocol of draughts engines, so that a
//! GUI, a tournament manager or another engine's match harness can play
//! zamma-bot without linking it. The protocol is docs/computer.md's
//! "The engine protocol"; its words are the protocol's own, in English,
//! as UCI's are.

use super::CliError;
use super::render_cmds::split_turns;
use crate::ai::{self, Progress, Settings};
use crate::rules::{Game, Position, Rules};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// The longest line read; a longer one is refused whole.
const MAX_LINE: usize = 16 * 1024;
/// The most turns a `position` may list.
const MAX_TURNS: usize = 2_000;
/// The most legal turns a position may have to be searched.
const MAX_POSITION_TURNS: usize = crate::rules::MAX_TURNS;
/// The deepest a search goes when no depth is given.
const MAX_DEPTH: u8 = 100;
/// The transposition table of a search: 2^22 entries of 16 bytes (64 MiB).
const TT_BITS: u8 = 22;
/// "No time limit": a search without `movetime` runs until its other limits
/// or `stop`.
const FOREVER: Duration = Duration::from_secs(60 * 60 * 24 * 365);

/// Where the protocol's answers go: shared by the reader and the search.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    let mut w = out.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// A search under way.
struct Search {
    stop: Arc<AtomicBool>,
    /// Set before `bestturn` is said: once a driver reads it the session
    /// takes the next command, though the thread may still be freeing the
    /// search's table.
    answered: Arc<AtomicBool>,
    thread: JoinHandle<()>,
    /// It has a limit (nodes, depth or time): at the end of the input it is
    /// let finish, where a search without one is stopped.
    bounded: bool,
}

/// A word from the input as the answers quote it: at most 40 characters,
/// control characters escaped.
fn quoted(text: &str) -> String {
    text.chars().take(40).collect::<String>().escape_debug().to_string()
}

/// The protocol's state: the rules, the game being analysed, the search.
struct Engine {
    out: Out,
    rules: Rules,
    game: Game,
    search: Option<Search>,
}

/// `zamma-bot engine`: serve the protocol on stdin and stdout until `quit`
/// or the end of the input.
pub fn engine() -> Result<(), CliError> {
    serve(std::io::stdin().lock(), Box::new(std::io::stdout()));
    Ok(())
}

/// Serve the protocol: commands from `input`, answers to `output`.
pub fn serve(mut input: impl BufRead, output: Box<dyn Write + Send>) {
    let rules = Rules::default();
    let mut engine = Engine { out: Arc::new(Mutex::new(output)), rules, game: Game::new(rules), search: None };
    let mut line = Vec::new();
    loop {
        line.clear();
        // Read at most MAX_LINE bytes of a line; the rest of a longer one is
        // skipped and the line refused.
        let mut limited = std::io::Read::take(input.by_ref(), MAX_LINE as u64 + 1);
        match limited.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if line.len() > MAX_LINE && line.last() != Some(&b'\n') {
            let ended = skip_line(&mut input);
            engine.error(&format!("a line is at most {MAX_LINE} bytes; that one was ignored"));
            if !ended {
                break;
            }
            continue;
        }
        let Ok(text) = std::str::from_utf8(&line) else {
            engine.error("a line must be UTF-8 text; that one was ignored");
            continue;
        };
        if !engine.command(text.trim()) {
            break;
        }
    }
    engine.finish();
}

/// Skip the rest of a line without keeping it (a line without an end,
/// `< /dev/zero`, is read through in the reader's own buffer); false when
/// the input ended first.
fn skip_line(input: &mut impl BufRead) -> bool {
    loop {
        let (found, used) = match input.fill_buf() {
            Ok([]) | Err(_) => return false,
            Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (true, i + 1),
                None => (false, buf.len()),
            },
        };
        input.consume(used);
        if found {
            return true;
        }
    }
}

impl Engine {
    fn error(&self, why: &str) {
        say(&self.out, &format!("error {why}"));
    }

    /// One command; `false` after `quit`.
    fn command(&mut self, line: &str) -> bool {
        self.reap();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "" => {}
            "zamma" => {
                say(&self.out, &format!("id name zamma-bot {}", env!("CARGO_PKG_VERSION")));
                say(&self.out, "id rules zamma sahara dhamet (and their options: see `zamma-bot moves --help`)");
                say(&self.out, "zammaok");
            }
            "isready" => say(&self.out, "readyok"),
            "rules" | "position" | "go" if self.search.is_some() => {
                self.error(&format!("a search is running; send `stop` before `{word}`"));
            }
            "rules" => match rest.parse::<Rules>() {
                Ok(rules) => {
                    self.rules = rules;
                    self.game = Game::new(rules);
                }
                Err(e) => self.error(&format!("`{}` is not a rule set: {e}", quoted(rest))),
            },
            "position" => match self.position(rest) {
                Ok(game) => self.game = game,
                Err(why) => self.error(&why),
            },
            "go" => match limits(rest) {
                Ok(settings) => self.go(settings, !rest.split_whitespace().all(|w| w == "infinite")),
                Err(why) => self.error(&why),
            },
            "stop" => self.stop(),
            "quit" => {
                self.stop();
                return false;
            }
            other => self.error(&format!(
                "unknown command `{}`; the commands are zamma, isready, rules, position, go, stop and quit",
                quoted(other)
            )),
        }
        true
    }

    /// `start [turns …]` or `<ranks> <b|w> [turns …]`.
    fn position(&self, rest: &str) -> Result<Game, String> {
        let (at, turns) = match rest.split_once(" turns") {
            Some((at, turns)) => (at.trim(), Some(turns)),
            None if rest.trim_end().ends_with("turns") => (rest.trim_end().trim_end_matches("turns").trim(), None),
            None => (rest.trim(), None),
        };
        let start = if at == "start" {
            Position::start(self.rules.board)
        } else if at.is_empty() {
            return Err("`position` needs `start` or a position's text, e.g. `position start turns e4-e5`".into());
        } else {
            at.parse::<Position>().map_err(|e| format!("not a position: {e}"))?
        };
        let turns = turns.map(split_turns).unwrap_or_default();
        if turns.len() > MAX_TURNS {
            return Err(format!("{} turns given; a position takes at most {MAX_TURNS}", turns.len()));
        }
        let game = Game::replay(self.rules, start, turns.iter().map(String::as_str)).map_err(|(n, e)| match n {
            0 => format!("that position does not fit the rules: {e}"),
            n => format!("turn {n} (`{}`) cannot be played: {e}", quoted(&turns[n - 1])),
        })?;
        match game.turn_count() {
            count if count > MAX_POSITION_TURNS => Err(format!(
                "that position has {count} legal turns; the engine takes positions of at most {MAX_POSITION_TURNS}"
            )),
            _ => Ok(game),
        }
    }

    fn go(&mut self, settings: Settings, bounded: bool) {
        let stop = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let (game, out, flag, done) = (self.game.clone(), self.out.clone(), stop.clone(), answered.clone());
        let thread = std::thread::spawn(move || {
            let report = &mut |p: &Progress| say(&out, &info(p));
            let best = match ai::analyse_watched(&game, &settings, 0, Some(&flag), report) {
                Some(found) => format!("bestturn {}", found.turn),
                None => "bestturn none".to_string(),
            };
            done.store(true, Ordering::SeqCst);
            say(&out, &best);
        });
        self.search = Some(Search { stop, answered, thread, bounded });
    }

    /// Stop the search, which answers its best turn at once.
    fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            let _ = search.thread.join();
        }
    }

    /// Forget a search that has answered by itself (waiting for its thread
    /// to end, which it does once it has freed its table).
    fn reap(&mut self) {
        if self.search.as_ref().is_some_and(|s| s.answered.load(Ordering::SeqCst) || s.thread.is_finished()) {
            self.stop();
        }
    }

    /// The end of the input: a search with a limit answers when it ends,
    /// one without is stopped.
    fn finish(&mut self) {
        if let Some(search) = self.search.take_if(|s| s.bounded) {
            let _ = search.thread.join();
        }
        self.stop();
    }
}

/// `go`'s limits: `nodes N`, `depth D`, `movetime MS`, `infinite`; none
/// given: until `stop`.
fn limits(rest: &str) -> Result<Settings, String> {
    let mut settings = Settings { nodes: u64::MAX, depth: MAX_DEPTH, time_cap: FOREVER, noise: 0, tt_bits: TT_BITS };
    let mut words = rest.split_whitespace();
    while let Some(word) = words.next() {
        let mut number = |max: u64| -> Result<u64, String> {
            let n = words.next().ok_or_else(|| format!("`{word}` needs a number"))?;
            n.parse::<u64>()
                .ok()
                .filter(|v| (1..=max).contains(v))
                .ok_or_else(|| format!("`{word} {}`: give a whole number from 1 to {max}", quoted(n)))
        };
        match word {
            "nodes" => settings.nodes = number(1_000_000_000_000)?,
            "depth" => settings.depth = number(u64::from(MAX_DEPTH))? as u8,
            "movetime" => settings.time_cap = Duration::from_millis(number(FOREVER.as_millis() as u64)?),
            "infinite" => {}
            other => {
                return Err(format!(
                    "unknown limit `{}`; `go` takes nodes, depth, movetime and infinite",
                    quoted(other)
                ));
            }
        }
    }
    Ok(settings)
}

/// `info depth D score cp S|win N|loss N nodes N time MS line T…`.
fn info(p: &Progress) -> String {
    let s = &p.stats;
    let score = match s.mate_in() {
        Some(n) if n > 0 => format!("win {n}"),
        Some(n) => format!("loss {}", -n),
        None => format!("cp {}", s.score),
    };
    let line: Vec<String> = p.line.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} score {score} nodes {} time {} line {}",
        s.depth,
        s.nodes,
        s.elapsed.as_millis(),
        line.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the engine answers to `script`, line by line.
    fn session(script: &str) -> Vec<String> {
        let out = Arc::new(Mutex::new(Vec::new()));
        struct Shared(Arc<Mutex<Vec<u8>>>);
        impl Write for Shared {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        serve(script.as_bytes(), Box::new(Shared(out.clone())));
        let text = String::from_utf8(out.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn a_scripted_session_answers_each_command() {
        // The input ends during the search: a search with a limit finishes.
        let lines = session("zamma\nisready\nrules zamma\nposition start\ngo depth 3\nisready\n");
        assert_eq!(lines[0], format!("id name zamma-bot {}", env!("CARGO_PKG_VERSION")));
        assert!(lines.contains(&"zammaok".to_string()) && lines.contains(&"readyok".to_string()), "{lines:?}");
        let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth ")).collect();
        assert_eq!(infos.len(), 3, "one info per depth: {lines:?}");
        assert!(infos[2].starts_with("info depth 3 score "), "{lines:?}");
        let best = lines.iter().find_map(|l| l.strip_prefix("bestturn ")).expect("a best turn");
        let mut game =
            Game::replay(Rules::default(), Position::start(Rules::default().board), [] as [&str; 0]).unwrap();
        game.parse_turn(best).expect("a legal turn in the protocol's notation");
        // The line starts with the best turn and every turn of it plays.
        let line = infos[2].split(" line ").nth(1).unwrap();
        assert!(line.starts_with(best), "{line} does not start with {best}");
        for turn in split_turns(line) {
            game.play_text(&turn).unwrap_or_else(|e| panic!("{turn} in {line}: {e}"));
        }
    }

    #[test]
    fn malformed_lines_are_answered_with_an_error_and_the_session_goes_on() {
        let script = "frobnicate\nrules chess\nposition\nposition 9/9 x\nposition start turns c3-c9\ngo depth 0\n\
                      go nodes lots\ngo sideways\n\u{0}\u{7f}\nisready\n";
        let lines = session(script);
        let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error ")).collect();
        assert_eq!(errors.len(), 9, "{lines:?}");
        assert!(errors[4].contains("turn 1 (`c3-c9`)"), "{}", errors[4]);
        assert_eq!(lines.last().unwrap(), "readyok");
        // A line too long is refused whole, and the next one is read.
        let long = format!("position {}\nisready\n", "x".repeat(MAX_LINE * 2));
        assert_eq!(
            session(&long),
            [format!("error a line is at most {MAX_LINE} bytes; that one was ignored"), "readyok".to_string()]
        );
    }

    #[test]
    fn a_finished_game_has_no_best_turn() {
        let lines = session("position 9/9/9/9/9/9/9/9/4b4 w\ngo depth 2\nquit\n");
        assert_eq!(lines, ["bestturn none"]);
    }
}
