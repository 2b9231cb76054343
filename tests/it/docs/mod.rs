//! The documents keep their word: every command README.md, ARCHITECTURE.md
//! and docs/*.md show runs as written and prints what they say it prints,
//! and every relative link in them leads to a file of the repository.
//!
//! A command is
//! - a line of a ```` ```sh ```` block (blank lines and `#` comments aside),
//! - a line starting with `$ ` in a ```` ```console ```` block; the lines
//!   under it, up to the next `$ `, are what it must print on stdout: `...`
//!   alone on a line stands for any number of lines, `[..]` for any text
//!   within a line,
//! - or inline code that starts with `zamma-bot `.
//!
//! A line ending in `\` goes on with the next, and a here-document
//! (`<<'EOF'` … `EOF`) belongs to its command. Each `zamma-bot` command runs
//! through `sh -c`, exactly as written, from the repository's root (where a
//! reader runs them), with the binary cargo built for these tests first on
//! `PATH`, and, in `DATABASE_URL`, a fresh database on the tests' server for
//! each document (so `local` starts from nothing and the scratch databases of
//! `loadtest` and `tournament simulate` are made beside it). Home, cache and
//! temporary directories are a private directory, so that nothing the
//! commands write by default lands in the reader's. What they write into the
//! clone must be git-ignored.
//!
//! The commands this test does not run are the ones below, each with the
//! reason; any other command it finds and cannot place fails the test.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use zamma_bot::store::scratch::ScratchDatabase;

mod links;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Commands the documents show that this test does not run (by their first
/// words, after any `NAME=value`), and why.
const NOT_RUN: &[(&str, &str)] = &[
    ("cargo", "it builds the crate or runs these very tests; this test runs the binary cargo built for it"),
    ("sudo", "it administers the machine: installs packages, makes users, roles and databases, starts services"),
    ("docker compose", "it needs Docker, and builds and starts containers"),
    ("createdb", "it makes a database on the machine's own PostgreSQL server, which is the reader's"),
    ("export DATABASE_URL=", "it sets the reader's shell environment for the reader's next commands"),
    ("cp .env.example .env", "it writes the reader's `.env`, which must not be overwritten"),
    ("fuzz/run", "fuzzing runs for minutes and installs cargo-fuzz"),
    ("npm", "it fetches packages from the npm registry; .ci/run rebuilds the Activity's SDK bundle itself"),
    ("pgbench", "it fills and loads the machine's own PostgreSQL for a minute: the yardstick of a measurement"),
];

/// `zamma-bot` subcommands that this test does not run, and why.
const SUBCOMMANDS_NOT_RUN: &[(&str, &str)] =
    &[("run", "the bot needs Discord; tests/discord_e2e runs it against a stand-in of Discord's API")];

/// Measurements: shown beside the figures they gave, they take from ten
/// seconds (in a debug build) to many minutes, more than this test's budget.
/// Each must still appear in a document, as written here.
const MEASUREMENTS: &[&str] = &[
    "zamma-bot match --rules zamma --first ai:5 --second random --games 20 --seed 1",
    "zamma-bot match --rules zamma --first ai:5 --second greedy --games 20 --seed 1",
    "zamma-bot match --rules sahara --first ai:5 --second greedy --games 20 --seed 1",
    "zamma-bot match --rules zamma --first ai:5 --second ai:2 --games 20 --seed 1",
    "zamma-bot loadtest --games 200 --concurrency 32 --seconds 12",
    "zamma-bot loadtest --games 200 --concurrency 32 --seconds 12 --seat-once",
    "zamma-bot loadtest --team --voters 100 --turns 20 --concurrency 32",
    "zamma-bot web-loadtest --games 50 --pages 200 --moves 500",
    "zamma-bot web-loadtest --games 1 --pages 200 --moves 80",
    "zamma-bot web-loadtest --games 1 --pages 2000 --moves 40",
    "zamma-bot web-loadtest --games 10 --pages 50 --moves 3000 --analysts 0",
    "zamma-bot web-loadtest --games 10 --pages 50 --moves 3000 --analysts 40",
    "zamma-bot tournament simulate --format swiss --players 64 --rounds 31 --seed 3",
    "zamma-bot lobby simulate --players 10 --minutes 60 --seed 1",
    "zamma-bot lobby simulate --players 2 --minutes 60 --seed 1",
    r#"zamma-bot review --moves "$(cat game.txt)""#,
    r#"zamma-bot review --moves "$(cat game.txt)" --graph review-graph.png"#,
    r#"zamma-bot review --moves "$(cat game.txt)" --turn 131 --board review-turn.png"#,
];

/// Longer than any command run here takes (a few seconds): a command still
/// running then is stopped and reported, as it belongs among the
/// measurements.
const COMMAND_LIMIT: Duration = Duration::from_secs(120);

/// The documents: README.md, ARCHITECTURE.md and docs/*.md.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(ROOT);
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .map(|dir| dir.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "md")).collect())
        .unwrap_or_default();
    docs.sort();
    let mut all = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    all.extend(docs);
    all
}

fn shown_name(path: &Path) -> String {
    path.strip_prefix(ROOT).unwrap_or(path).display().to_string()
}

/// A command a document shows.
#[derive(Debug)]
struct Shown {
    /// Its first line's number in the document.
    line: usize,
    text: String,
    /// What it must print (from a console block), if anything.
    expected: Vec<String>,
}

/// A fenced block: its info string, its lines and the number of its first line.
struct Fence<'a> {
    info: &'a str,
    first: usize,
    lines: Vec<&'a str>,
}

/// The fenced blocks of `markdown`, and its text outside them (fenced lines
/// blanked, so line numbers keep).
fn split_fences(markdown: &str) -> (Vec<Fence<'_>>, String) {
    let mut fences = Vec::new();
    let mut prose = String::new();
    let mut open: Option<(char, usize, Fence<'_>)> = None;
    for (i, line) in markdown.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |m| trimmed.chars().take_while(|c| *c == m).count());
        match (&mut open, marker) {
            (Some((m, len, _)), Some(c)) if c == *m && run >= *len && trimmed[run..].trim().is_empty() => {
                fences.push(open.take().unwrap().2);
            }
            (Some((_, _, fence)), _) => fence.lines.push(line),
            (None, Some(c)) if run >= 3 => {
                open = Some((c, run, Fence { info: trimmed[run..].trim(), first: i + 2, lines: Vec::new() }));
            }
            (None, _) => prose.push_str(line),
        }
        prose.push('\n');
    }
    if let Some((_, _, fence)) = open {
        fences.push(fence);
    }
    (fences, prose)
}

/// An inline code span: the line it starts on, its byte range in the
/// prose (backticks included) and its text.
struct Span {
    line: usize,
    range: std::ops::Range<usize>,
    text: String,
}

/// The inline code spans of `prose`; a span may run over a line break.
fn code_spans(prose: &str) -> Vec<Span> {
    let bytes = prose.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'`' {
            i += 1;
            continue;
        }
        let run = bytes[i..].iter().take_while(|b| **b == b'`').count();
        let start = i + run;
        // The closing run: the same number of backticks, not part of a longer run.
        let mut j = start;
        let mut close = None;
        while j < bytes.len() {
            if bytes[j] == b'`' {
                let n = bytes[j..].iter().take_while(|b| **b == b'`').count();
                if n == run {
                    close = Some(j);
                    break;
                }
                j += n;
            } else {
                j += 1;
            }
        }
        match close {
            Some(end) => {
                let line = prose[..i].matches('\n').count() + 1;
                let text = prose[start..end].replace('\n', " ").trim().to_string();
                spans.push(Span { line, range: i..end + run, text });
                i = end + run;
            }
            None => i = start,
        }
    }
    spans
}

/// The commands of a `sh` (`console: false`) or `console` block.
fn block_commands(fence: &Fence<'_>, console: bool) -> Vec<Shown> {
    let mut shown: Vec<Shown> = Vec::new();
    let mut lines = fence.lines.iter().enumerate().peekable();
    while let Some((i, line)) = lines.next() {
        let start = if console {
            match line.strip_prefix("$ ") {
                Some(rest) => rest,
                None => {
                    if let Some(last) = shown.last_mut() {
                        last.expected.push(line.to_string());
                    }
                    continue;
                }
            }
        } else {
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            line
        };
        let mut text = start.to_string();
        while text.ends_with('\\') {
            let Some((_, next)) = lines.next() else { break };
            text.push('\n');
            text.push_str(next);
        }
        if let Some(end) = heredoc_end(&text) {
            for (_, next) in lines.by_ref() {
                text.push('\n');
                text.push_str(next);
                if next.trim() == end {
                    break;
                }
            }
        }
        shown.push(Shown { line: fence.first + i, text, expected: Vec::new() });
    }
    shown
}

/// The word that ends a here-document the command opens, if it opens one.
fn heredoc_end(command: &str) -> Option<String> {
    let rest = command.split_once("<<")?.1.trim_start_matches('-').trim_start();
    let word: String =
        rest.chars().skip_while(|c| *c == '\'' || *c == '"').take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (!word.is_empty()).then_some(word)
}

/// Every command `markdown` shows, or why one is shown where it is neither
/// run nor skipped.
fn shown_commands(markdown: &str) -> (Vec<Shown>, Vec<String>) {
    let (fences, prose) = split_fences(markdown);
    let mut shown = Vec::new();
    let mut misplaced = Vec::new();
    for fence in &fences {
        match fence.info.split_whitespace().next().unwrap_or("") {
            "sh" | "bash" | "shell" => shown.extend(block_commands(fence, false)),
            "console" => shown.extend(block_commands(fence, true)),
            _ => {
                for (i, line) in fence.lines.iter().enumerate() {
                    let l = line.trim_start().trim_start_matches("$ ");
                    if l.starts_with("zamma-bot ") || l.starts_with("cargo ") {
                        misplaced.push(format!(
                            "line {}: `{l}` is in a ```{} block, which this test does not read: \
                             write commands in ```sh or ```console blocks",
                            fence.first + i,
                            fence.info
                        ));
                    }
                }
            }
        }
    }
    for Span { line, text, .. } in code_spans(&prose) {
        if text == "zamma-bot" || text.starts_with("zamma-bot ") {
            shown.push(Shown { line, text, expected: Vec::new() });
        }
    }
    shown.sort_by_key(|s| s.line);
    (shown, misplaced)
}

/// The words of a shell command, roughly: enough to find its program.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => quote = Some(c),
            (None, c) if c.is_whitespace() || c == '\\' => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            (None, c) => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// What to do with a command.
#[derive(Debug, PartialEq)]
enum Verdict {
    Run,
    Skip(&'static str),
    Unknown,
}

fn verdict(command: &str) -> Verdict {
    // `a && b`: what b is decides (`cd fuzz && cargo fuzz run …`).
    let last = command.rsplit("&&").next().unwrap_or(command);
    let words = words(last);
    // Assignments before the program only set its environment.
    let mut rest = words.iter().skip_while(|w| w.split_once('=').is_some_and(|(name, _)| is_name(name)));
    let Some(program) = rest.next() else { return Verdict::Unknown };
    if program == "zamma-bot" {
        let sub = rest.next().map_or("run", String::as_str);
        if let Some((_, why)) = SUBCOMMANDS_NOT_RUN.iter().find(|(s, _)| *s == sub) {
            return Verdict::Skip(why);
        }
        if MEASUREMENTS.contains(&command.trim()) {
            return Verdict::Skip("a measurement, longer than this test may take");
        }
        return Verdict::Run;
    }
    let command: Vec<&str> = std::iter::once(program).chain(rest).map(String::as_str).collect();
    let starts = |prefix: &str| {
        let mut prefix: Vec<&str> = prefix.split_whitespace().collect();
        // A last word ending in `=` stands for the name of an assignment.
        let assigns = prefix.last().and_then(|w| w.strip_suffix('=')).map(str::to_string);
        if assigns.is_some() {
            prefix.pop();
        }
        command.starts_with(&prefix)
            && assigns.is_none_or(|name| command.get(prefix.len()).is_some_and(|w| w.starts_with(&format!("{name}="))))
    };
    match NOT_RUN.iter().find(|(prefix, _)| starts(prefix)) {
        Some((_, why)) => Verdict::Skip(why),
        None => Verdict::Unknown,
    }
}

fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with(|c: char| c.is_ascii_digit())
}

/// Does `actual` (stdout's lines) show `expected`?
fn output_matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((e, rest)) if e.trim() == "..." => (0..=actual.len()).any(|i| output_matches(rest, &actual[i..])),
        Some((e, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(e.trim_end(), a.trim_end()) && output_matches(rest, more)),
    }
}

/// Does `actual` match `expected`, where `[..]` stands for any text?
fn line_matches(expected: &str, actual: &str) -> bool {
    let parts: Vec<&str> = expected.split("[..]").collect();
    let [first, middle @ .., last] = parts.as_slice() else { return expected == actual };
    let Some(mut rest) = actual.strip_prefix(first) else { return false };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Where the commands run: the binary's directory first on PATH, a private
/// home, and the database of the document.
struct Setting {
    path: String,
    home: PathBuf,
    database_url: String,
}

/// Run `command` through `sh`; its stdout, or why it failed.
fn run(command: &str, setting: &Setting, n: usize) -> Result<String, String> {
    use std::os::unix::process::CommandExt;
    let out_path = setting.home.join(format!("out-{n}"));
    let err_path = setting.home.join(format!("err-{n}"));
    let out = std::fs::File::create(&out_path).unwrap();
    let err = std::fs::File::create(&err_path).unwrap();
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(command)
        .current_dir(ROOT)
        .env("PATH", &setting.path)
        .env("DATABASE_URL", &setting.database_url)
        .env("HOME", &setting.home)
        .env("TMPDIR", &setting.home)
        .env("XDG_CACHE_HOME", setting.home.join("cache"))
        .env("XDG_DATA_HOME", setting.home.join("data"))
        .env("ZAMMA_PG_DIR", setting.home.join("postgres"));
    for var in ["LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE", "PGHOST", "PGPORT", "PGUSER", "PGDATABASE", "RUST_LOG"] {
        cmd.env_remove(var);
    }
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot start sh: {e}"))?;
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if started.elapsed() > COMMAND_LIMIT {
            // SAFETY: kill has no memory preconditions; the group is the
            // one this test started the command in.
            unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
            let _ = child.wait();
            return Err(format!(
                "still running after {} s: too long for this test (list it among the MEASUREMENTS, or show a \
                 smaller example)",
                COMMAND_LIMIT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    if !status.success() {
        return Err(format!("{status}; stderr:\n{stderr}"));
    }
    Ok(stdout)
}

/// The files in the clone that git neither tracks nor ignores, or `None`
/// where git cannot say (not a git checkout).
fn untracked() -> Option<BTreeSet<String>> {
    let out = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=all"])
        .current_dir(ROOT)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status.success().then(|| {
        String::from_utf8_lossy(&out.stdout).lines().filter_map(|l| l.strip_prefix("?? ")).map(str::to_string).collect()
    })
}

#[test]
fn every_command_the_documents_show_runs_as_written() {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| zamma_bot::store::private_server::DEFAULT_DATABASE_URL.to_string());
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let name = format!("zamma_docs_{}", std::process::id());
    runtime.block_on(ScratchDatabase::drop_stale(&url, "zamma_docs_")).unwrap();
    let home = std::env::temp_dir().join(format!("zamma-docs-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let bin = Path::new(env!("CARGO_BIN_EXE_zamma-bot")).parent().unwrap().to_path_buf();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());

    let before = untracked();
    let mut failures = Vec::new();
    let mut ran = 0;
    let mut seen = String::new();
    for doc in documents() {
        let file = shown_name(&doc);
        let markdown = std::fs::read_to_string(&doc).unwrap();
        seen.push_str(&markdown);
        let (shown, misplaced) = shown_commands(&markdown);
        failures.extend(misplaced.into_iter().map(|m| format!("{file}: {m}")));
        let mut database: Option<ScratchDatabase> = None;
        for s in &shown {
            let at = format!("{file}:{}: `{}`", s.line, s.text);
            if s.text.contains('…') || s.text.contains("...") {
                failures.push(format!("{at}: an elided command cannot be copied; write it out whole"));
                continue;
            }
            match verdict(&s.text) {
                Verdict::Skip(_) => continue,
                Verdict::Unknown => {
                    failures.push(format!(
                        "{at}: this test neither runs it nor knows why not (add its program to NOT_RUN, with the \
                         reason)"
                    ));
                    continue;
                }
                Verdict::Run => {}
            }
            if database.is_none() {
                database = Some(runtime.block_on(ScratchDatabase::create(&url, &name)).unwrap());
            }
            let setting = Setting {
                path: path.clone(),
                home: home.clone(),
                database_url: database.as_ref().unwrap().url().to_string(),
            };
            ran += 1;
            let t0 = Instant::now();
            let result = run(&s.text, &setting, ran);
            // Which commands take the time, for `--nocapture`.
            eprintln!("{:5.2} s  {at}", t0.elapsed().as_secs_f64());
            match result {
                Err(why) => failures.push(format!("{at}: {why}")),
                Ok(stdout) => {
                    let mut actual: Vec<&str> = stdout.lines().collect();
                    while actual.last().is_some_and(|l| l.trim().is_empty()) {
                        actual.pop();
                    }
                    let mut expected = s.expected.clone();
                    while expected.last().is_some_and(|l| l.trim().is_empty()) {
                        expected.pop();
                    }
                    if !expected.is_empty() && !output_matches(&expected, &actual) {
                        failures.push(format!(
                            "{at}: printed\n{}\n-- where the document shows --\n{}",
                            actual.join("\n"),
                            expected.join("\n")
                        ));
                    }
                }
            }
        }
        if let Some(database) = database {
            runtime.block_on(database.drop_database()).unwrap();
        }
    }
    let _ = std::fs::remove_dir_all(&home);

    for m in MEASUREMENTS {
        if !seen.contains(m) {
            failures.push(format!("MEASUREMENTS lists `{m}`, which no document shows any more: remove it"));
        }
    }
    if let (Some(before), Some(after)) = (before, untracked()) {
        for file in after.difference(&before) {
            failures.push(format!("the commands wrote `{file}` into the clone, and git does not ignore it"));
        }
    }
    assert!(ran >= 10, "only {ran} commands ran: the documents' blocks were not found");
    assert!(failures.is_empty(), "{} of the documents' commands fail:\n\n{}", failures.len(), failures.join("\n\n"));
}
