//! The pseudo-locale run of the console: with every catalogue message
//! marked `⟦…⟧`, a session goes through many commands (a game played and
//! resigned, draws, takebacks, lists, stats, review, replay, rules, help,
//! tournaments, puzzles, refusals), and every line printed is checked:
//! outside the marks there may be only data — the text board, player and
//! rules names, moves, numbers and the paths of the pictures written —
//! never a word that did not come from a catalogue. A process of its own:
//! the marks are switched on for all of it.

#[path = "shared/database.rs"]
mod database;
#[path = "pseudo/marks.rs"]
mod marks;
use marks::unmarked;

use sqlx::PgPool;
use zamma_bot::console::Console;
use zamma_bot::service::{Service, ServiceConfig};
use zamma_bot::store::Store;

/// Words that are data, not prose: the players' names, the computer's,
/// the rules' names and options.
const DATA_WORDS: &[&str] = &[
    "alice",
    "bob",
    "carol",
    "Zamma",
    "Bot",
    "zamma",
    "zamma5",
    "dhamet",
    "srand",
    "sahara",
    "removal",
    "landing",
    "majority",
    "count",
    "stall",
    "board",
    "Nouakchott",
];

/// Is `word` data: move notation (`e4`, `e6xe4`), a number, a name?
fn is_data(word: &str) -> bool {
    DATA_WORDS.contains(&word) || marks::is_notation(word)
}

/// Is `line` a row (or the file letters) of the text board: points
/// (`.`, `b`, `w`, `B`, `W`), marks (`*`, `x`), files and ranks?
fn is_board_row(line: &str) -> bool {
    !line.trim().is_empty() && line.chars().all(|c| " .*xbwBW0123456789abcdefghi".contains(c))
}

/// Is `line` a header of a game's record (`[Site "zamma-bot local"]`):
/// a file format, not prose.
fn is_record_header(line: &str) -> bool {
    line.starts_with('[') && line.ends_with("\"]")
}

/// The words outside the marks that are not data, with the line they are
/// on; `dir` (where the pictures are written) is a path, not prose. Marks
/// may span lines (a message of several lines).
fn prose_outside_catalogues(text: &str, dir: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in unmarked(text).lines() {
        if is_board_row(line) || is_record_header(line) {
            continue;
        }
        let rest: String = line.split(' ').map(|w| if w.contains(dir) { "" } else { w }).collect::<Vec<_>>().join(" ");
        let words = rest
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().any(char::is_alphabetic) && !is_data(w))
            .map(|w| (w.to_string(), line.to_string()));
        found.extend(words);
    }
    found
}

/// The words of [`prose_outside_catalogues`] alone.
fn prose(text: &str, dir: &str) -> Vec<String> {
    prose_outside_catalogues(text, dir).into_iter().map(|(w, _)| w).collect()
}

/// A scratch directory removed at the end of the test.
struct Dir(std::path::PathBuf);

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[sqlx::test]
async fn every_line_the_console_prints_comes_from_a_catalogue(pool: PgPool) {
    zamma_bot::i18n::set_pseudo(true);
    let dir = Dir(std::env::temp_dir().join(format!("zamma-console-pseudo-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).unwrap();
    let script = "\
help
rules
rules sahara
rules nothing
as bob
as alice
challenge bob zamma black rated 1h
challenge alice
as bob
decline
as alice
challenge bob zamma black rated
as bob
accept
as alice
moves
e4-e5
takeback
as bob
e6-z9
e6-e
e6-e5
d6-d5
e6xe4
as alice
board
game 1
draw
as bob
decline-draw
as alice
moves
games
stats bob
history
leaderboard
leaderboard global
resign
moves
board 1
review 1
review 1 1...
review 1 9
replay 1
export 1
rematch 1
as bob
decline
challenge carol casual
as carol
accept
draw
as bob
draw
moves 2
review 2
abort
play-ai 2 zamma5 black
c2-c3
takeback
resign
puzzle
puzzle top
tournament create swiss rounds=2 Nouakchott
tournament list
tournament join
tournament standings
tournament bogus
tournament cancel
sweep
bogus
";
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    let mut out = Vec::new();
    Console::new(svc, &mut out, dir.0.clone()).run(script.as_bytes(), false).await.unwrap();
    let out = String::from_utf8(out).unwrap();

    let path = dir.0.display().to_string();
    let marked = out.lines().filter(|l| l.contains('⟦')).count();
    assert!(marked > 60, "only {marked} lines came from the catalogues:\n{out}");
    let problems: Vec<String> =
        prose_outside_catalogues(&out, &path).into_iter().map(|(w, line)| format!("{w:?} in {line:?}")).collect();
    assert!(problems.is_empty(), "text that did not come from a catalogue:\n{}\n\n{out}", problems.join("\n"));
}

#[test]
fn the_check_finds_prose_and_lets_data_through() {
    let dir = "/tmp/zamma-x";
    assert!(prose("⟦Game #⟦3⟧ · zamma⟧ e6xe4 12 /tmp/zamma-x/game-1-ply-2.png", dir).is_empty());
    assert!(prose(" 5  b  b  b  b  .x w  w  w  w  5\n   a  b  c  d  e  f  g  h  i", dir).is_empty());
    assert!(prose("[Site \"zamma-bot local\"]", dir).is_empty());
    assert!(prose("⟦Commands:\n  help   the list⟧\nalice", dir).is_empty());
    assert_eq!(prose("⟦ok⟧ Ratings: alice 1500", dir), vec!["Ratings"]);
    assert_eq!(prose("alice: W/L/D 1/0/0", dir), vec!["W", "L", "D"]);
    assert_eq!(prose("⟦Round⟧ 1 of 2", dir), vec!["of"]);
}
