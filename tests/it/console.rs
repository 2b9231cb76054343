//! `zamma-bot local` driven by a script, through the real service and database.

use sqlx::PgPool;
use zamma_bot::console::Console;
use zamma_bot::service::{Service, ServiceConfig};
use zamma_bot::store::Store;

async fn session(pool: PgPool, script: &str) -> (String, tempdir::Dir) {
    session_of_bytes(pool, script.as_bytes()).await
}

/// A session fed `input` as it is, whatever its bytes.
async fn session_of_bytes(pool: PgPool, input: &[u8]) -> (String, tempdir::Dir) {
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    let dir = tempdir::Dir::new();
    let mut out = Vec::new();
    Console::new(svc, &mut out, dir.path.clone()).run(input, false).await.unwrap();
    (String::from_utf8(out).unwrap(), dir)
}

/// A scratch directory removed at the end of the test.
mod tempdir {
    pub struct Dir {
        pub path: std::path::PathBuf,
    }
    impl Dir {
        pub fn new() -> Dir {
            let path = std::env::temp_dir().join(format!(
                "zamma-console-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            std::fs::create_dir_all(&path).unwrap();
            Dir { path }
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

#[sqlx::test]
async fn a_challenge_to_anyone(pool: PgPool) {
    let script = "\
challenge anyone casual min=1400
accept 1
as bob
challenge anyone
as carol
accept
as dan
accept 1
";
    let (out, _dir) = session(pool, script).await;
    assert!(out.contains("challenges anyone here") && out.contains("`accept 1`"), "{out}");
    assert!(out.contains("This is your own challenge"), "{out}");
    // Carol takes alice's (the oldest); dan comes too late.
    assert!(out.contains("alice") && out.contains("carol"), "{out}");
    assert!(out.contains("carol accepted this challenge first"), "{out}");
}

#[sqlx::test]
async fn a_puzzle_in_the_terminal(pool: PgPool) {
    let (out, _dir) = session(pool.clone(), "puzzle top\npuzzle\npuzzle a1-a9\n").await;
    assert!(out.contains("Nobody has solved a puzzle yet."), "{out}");
    assert!(out.contains("Puzzle zamma-") && out.contains("to move: find the turn that wins"), "{out}");
    assert!(out.contains("error: "), "an illegal turn is refused: {out}");
    // The solution, from the stored puzzle: played in a second session.
    let line: String = sqlx::query_scalar(
        "SELECT p.line FROM puzzles p JOIN puzzle_attempts a ON a.puzzle_id = p.id WHERE a.status = 'playing'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    let puzzle = zamma_bot::ai::Puzzle::from_line(&line).unwrap();
    let script: String = puzzle.solution.iter().step_by(2).map(|t| format!("puzzle {t}\n")).collect();
    // With the web board on: the solved puzzle's position on a free analysis board.
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    let dir = tempdir::Dir::new();
    let links = std::sync::Arc::new(|page: zamma_bot::console::WebPage| match page {
        zamma_bot::console::WebPage::Analysis { position, rules } => {
            format!("http://board/analysis/{position}/{rules}")
        }
        _ => "http://board/other".to_string(),
    });
    let mut out = Vec::new();
    let input = format!("{script}puzzle top\n");
    Console::new(svc, &mut out, dir.path.clone()).with_web(links).run(input.as_bytes(), false).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Solved: "), "{out}");
    assert!(out.contains("1. alice — "), "{out}");
    let analysis = "The analysis board; the link works for 15 minutes: http://board/analysis/";
    let line = out.lines().find(|l| l.starts_with(analysis)).unwrap_or_else(|| panic!("no analysis link in {out}"));
    assert!(line.ends_with(&format!("/{}", puzzle.rules)), "{line}");
}

#[sqlx::test]
async fn a_scripted_game(pool: PgPool) {
    let script = "\
# alice challenges bob; bob accepts and they play
challenge bob zamma black rated
as bob
accept
as alice
e4-e5
move e4-e3
as bob
d6-d5
e6-z9
e6-e
e6xe4
as alice
resign
stats bob
leaderboard
history
review 1
review 1 1...
review 1 9
review 1 EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
rematch 1
export 1
bogus
";
    let (out, dir) = session(pool, script).await;
    assert!(out.contains("Challenge #1: alice challenges bob to zamma (rated, 1 day per move)."), "{out}");
    assert!(out.contains("Game #1 started: alice (Black) vs bob (White), zamma."), "{out}");
    assert!(out.contains("alice played e4-e5."), "{out}");
    assert!(out.contains("error: It is not your turn; bob is to move."), "{out}");
    assert!(out.contains("error: Capture is compulsory: e6xe4 takes 1 piece."), "{out}");
    assert!(out.contains("bob played e6xe4."), "{out}");
    // Garbled moves: why each is not a move, not "unknown command".
    assert!(out.contains("error: z9 is not a point of the 9x9 board"), "{out}");
    assert!(!out.contains("unknown command `e6-"), "{out}");
    assert!(out.contains("bob (White) wins: Black resigned."), "{out}");
    assert!(out.contains("error: unknown command `bogus`"), "{out}");
    assert!(out.contains("[Site \"zamma-bot local\"]"), "the console is no server: {out}");
    // The rematch: the same settings, a new challenge to the other player.
    assert!(out.contains("Challenge #2: alice challenges bob to zamma (rated, 1 day per move)."), "{out}");
    // The review of the finished game: both players, and the graph.
    assert!(out.contains("Review of game #1"), "{out}");
    assert!(out.contains("Black · alice: ") && out.contains("White · bob: "), "{out}");
    assert!(out.contains("accuracy"), "{out}");
    let graph = std::fs::read(dir.path.join("review-1.png")).expect("the evaluation graph");
    assert_eq!(&graph[1..4], b"PNG");
    // One turn of it: what the review says, and the board before it.
    assert!(out.contains("1… White (bob) played e6xe4."), "{out}");
    assert!(out.contains("Evaluation for Black, in men: "), "{out}");
    let board = std::fs::read(dir.path.join("review-1-2.png")).expect("the board before turn 2");
    assert_eq!(&board[1..4], b"PNG");
    assert!(out.contains("error: `9` is not a move of this game: give a move number from 1 to 1,"), "{out}");
    // What is repeated of a long word is cut.
    let cut = format!("error: `{}…` is not a move of this game", "E".repeat(zamma_bot::console::MAX_ECHO));
    assert!(out.contains(&cut), "{out}");
    assert!(!out.contains(&"E".repeat(zamma_bot::console::MAX_ECHO + 1)), "{out}");
    assert!(out.contains("bob: rating 1"), "{out}");
    // The text board shows the last move and the capture.
    // (after bob's move, seen from White's side: files run i to a)
    assert!(out.contains(" 5  b  b  b  b  .x w  w  w  w  5"), "{out}");
    // A PNG per shown position.
    for ply in 0..=2 {
        let png = std::fs::read(dir.path.join(format!("game-1-ply-{ply}.png"))).unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }
}

#[sqlx::test]
async fn playing_the_computer(pool: PgPool) {
    let (out, dir) = session(pool, "play-ai 2 zamma5 black\ndraw\nc2-c3\ntakeback\nc2-c3\nresign\nrematch\n").await;
    assert!(out.contains("Game #1 started: alice (Black) vs Zamma Bot (White), zamma5, computer level 2."), "{out}");
    assert!(out.contains("alice played c2-c3."), "{out}");
    // The computer must capture back on c3 (both captures end on c2).
    assert!(out.contains("Zamma Bot played c4xc2.") || out.contains("Zamma Bot played e4xc2."), "{out}");
    // Black, who must give a man away first, offers a draw: the computer stands better and plays on.
    assert!(out.contains("The computer (level 2) thinks it stands better in game #1 and plays on."), "{out}");
    // Level 2 allows takebacks: Alice's turn and the computer's answer go.
    assert!(out.contains("alice took back the last 2 turns."), "{out}");
    assert_eq!(out.matches("alice played c2-c3.").count(), 2, "{out}");
    assert!(out.contains("Zamma Bot (White) wins: Black resigned."), "{out}");
    assert!(dir.path.join("game-1-ply-2.png").exists());
    // A rematch starts at once, colours swapped: the computer, Black, moves first.
    assert!(out.contains("Game #2 started: Zamma Bot (Black) vs alice (White), zamma5, computer level 2."), "{out}");
    assert!(dir.path.join("game-2-ply-1.png").exists(), "the computer's first move is shown");
}

#[sqlx::test]
async fn the_console_speaks_spanish(pool: PgPool) {
    use zamma_bot::i18n::Lang;
    use zamma_bot::service::ServiceError;
    use zamma_bot::t;
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    let dir = tempdir::Dir::new();
    let mut out = Vec::new();
    let script = "challenge bob zamma black\nas bob\naccept\ne6-e5\nbogus\nrules\n";
    Console::new(svc, &mut out, dir.path.clone()).with_lang(Lang::Es).run(script.as_bytes(), false).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    let es = Lang::Es;
    assert!(out.contains(&t!(es, "console-welcome", name = "alice")), "{out}");
    let refusal = zamma_bot::i18n::refusal(es, &ServiceError::NotYourTurn { name: "alice".into() });
    assert!(out.contains(&t!(es, "console-error", text = refusal)), "{out}");
    assert!(out.contains(&t!(es, "console-unknown-command", name = "bogus")), "{out}");
    let sahara = zamma_bot::i18n::preset_summary(es, zamma_bot::rules::Preset::Sahara);
    assert!(out.contains(&sahara), "{out}");
    assert!(!out.contains("It is not your turn"), "English in a Spanish console: {out}");
}

#[sqlx::test]
async fn a_cup_in_the_terminal(pool: PgPool) {
    let script = "\
tournament create cup casual 1h Desert Cup
tournament join
as bob
/tournament join
tournament start
as alice
resign
tournament standings
tournament pairings 1
tournament join
tournament create Sahara Open
";
    let (out, dir) = session(pool, script).await;
    assert!(out.contains("alice created Desert Cup (#1)"), "{out}");
    // As the sentence before says it, slash included.
    assert!(out.contains("join it with `/tournament join`"), "{out}");
    assert!(out.contains("bob joined Desert Cup (#1) (2 of 64 players)"), "{out}");
    // Started by bob (the console's user may manage its pretend server).
    assert!(out.contains("Desert Cup (#1): round 1 of 1 has begun"), "{out}");
    assert!(out.contains("Board 1: alice (Black) – bob (White) · playing (#1)"), "{out}");
    // Alice resigns: the next command's sweep ends the cup.
    assert!(out.contains("Desert Cup (#1) is over. The winner is bob!"), "{out}");
    assert!(out.contains("Board 1: alice (Black) – bob (White) · 0–1 (#1)"), "{out}");
    assert!(dir.path.join("tournament-1-standings.png").exists());
    assert!(dir.path.join("tournament-1-bracket.png").exists());
    assert!(out.contains("This tournament is already over"), "{out}");
    assert!(out.contains("`tournament create swiss|robin|double-robin|cup"), "{out}");
}

/// Impossible times and unknown options: each refused with a sentence, the
/// console goes on, nothing is created from them.
#[sqlx::test]
async fn impossible_tournament_times_are_refused(pool: PgPool) {
    use zamma_bot::i18n::{Lang, refusal};
    use zamma_bot::service::{MAX_START_DELAY, ServiceError};
    let script = "\
tournament create swiss start=99999999d
tournament create swiss start=9999999999999999999s
tournament create swiss start=94000000d
tournament create swiss start=91d
tournament create swiss round=soon
tournament create robin rounds=-1
tournament create swiss colour=red Desert Open
tournament list
help
";
    let (out, _dir) = session(pool, script).await;
    let start =
        |text: &str| refusal(Lang::En, &ServiceError::BadStartDelay { text: text.into(), max: MAX_START_DELAY });
    // Unreadable (past a year) shows what was typed; readable but too far, the duration read.
    for text in ["99999999d", "9999999999999999999s", "94000000d", "91d"] {
        assert!(out.contains(&start(text)), "{text}: {out}");
    }
    assert!(out.contains("`soon` is not a possible round time"), "{out}");
    assert!(out.contains("`rounds=-1` is not an option of `tournament create`"), "{out}");
    assert!(out.contains("`colour=red` is not an option of `tournament create`"), "{out}");
    assert!(!out.contains("created"), "nothing was created: {out}");
    assert!(out.contains(&zamma_bot::t!(Lang::En, "tournament-list-empty").replace('*', "")), "{out}");
}

/// Issue 31: an over-long line is refused without being held or echoed, a
/// line that is not UTF-8 is refused, and the console goes on with the next
/// line in both cases.
#[sqlx::test]
async fn over_long_and_broken_lines_are_refused_and_skipped(pool: PgPool) {
    use zamma_bot::console::{MAX_ECHO, MAX_LINE};
    use zamma_bot::i18n::Lang;
    use zamma_bot::t;
    let mut input = vec![b'x'; 8 << 20];
    input.extend(b"\nhelp\n\xff\xfe\xc3 bad\nrules zamma5\n");
    // A line of exactly the limit is read: an unknown command, cut when repeated.
    input.extend("é".repeat(MAX_LINE).as_bytes());
    input.extend(b"\n");
    input.extend("\u{1b}[2J".repeat(MAX_LINE).as_bytes());
    input.extend(b"\nbogus\n");
    let (out, _dir) = session_of_bytes(pool, &input).await;
    let too_long = t!(Lang::En, "console-line-too-long", max = MAX_LINE);
    assert!(out.contains(&format!("error: {too_long}\n")), "{out}");
    assert!(too_long.contains("at most 4096 characters"), "{too_long}");
    assert!(out.contains("Commands (as on Discord):"), "help after the long line: {out}");
    assert!(out.contains(&format!("error: {}\n", t!(Lang::En, "console-line-not-text"))), "{out}");
    assert!(out.contains("zamma5: "), "the rules after the broken line: {out}");
    assert!(out.contains(&format!("error: unknown command `{}…`", "é".repeat(MAX_ECHO))), "{out}");
    assert_eq!(out.matches("error: this line is too long").count(), 2, "{out}");
    assert!(out.contains("error: unknown command `bogus`"), "the console went on to the end: {out}");
    assert!(!out.contains("xxxxxxxxxx") && !out.contains('\u{1b}'), "nothing of the long lines is echoed");
    assert!(out.len() < 16 << 10, "the answers are short: {} bytes", out.len());
}

/// Issue 31: `huff d4, c3-c4`, as the help writes it, is a turn; a huff of a
/// point off the board says so.
#[sqlx::test]
async fn a_huff_as_the_help_writes_it(pool: PgPool) {
    let script = "\
challenge bob sahara black casual
as bob
accept
as alice
huff d4, c3-c4
/huff d4 c3-c4
move huff z9, e5-e6
huff a10, e5-e6
HUFF z9 e5-e6
";
    let (out, _dir) = session(pool, script).await;
    assert!(out.contains("Game #1 started: alice (Black) vs bob (White), sahara."), "{out}");
    assert!(!out.contains("unknown command"), "{out}");
    let nothing = "error: There is nothing to huff: you may huff only right after your opponent failed to take the maximum capture.";
    assert_eq!(out.matches(nothing).count(), 2, "{out}");
    assert_eq!(out.matches("error: z9 is not a point of the 9x9 board.").count(), 2, "{out}");
    assert!(out.contains("error: a10 is not a point of the 9x9 board."), "{out}");
}

/// Issue 31: names with control characters, direction overrides or nothing
/// visible in them; and nothing raw from stored data reaches the terminal.
#[sqlx::test]
async fn hostile_names_are_cleaned_or_refused(pool: PgPool) {
    use zamma_bot::i18n::Lang;
    use zamma_bot::t;
    let script = "\
as \u{200B}
as \u{202E}\u{2060}\u{FEFF}
as ali\u{1b}[2J\u{7}ce\0
as \u{202E}bob\u{202C}
challenge \u{200D}
stats \u{3164}
as alice
challenge bob casual black
as bob
accept
";
    let (out, _dir) = session(pool.clone(), script).await;
    let refused = format!("error: {}\n", t!(Lang::En, "console-invisible-name"));
    assert_eq!(out.matches(&refused).count(), 4, "{out}");
    assert!(out.contains("You are now ali[2Jce."), "{out}");
    assert!(out.contains("You are now bob.\n"), "{out}");
    assert!(out.contains("Game #1 started: alice (Black) vs bob (White), zamma."), "{out}");
    let raw = ['\u{1b}', '\u{7}', '\0', '\u{202E}', '\u{202C}', '\u{200B}'];
    assert!(!out.contains(raw), "{out:?}");
    // Stored as shown: the same person as `as bob`.
    let mut names: Vec<String> = sqlx::query_scalar("SELECT name FROM players").fetch_all(&pool).await.unwrap();
    names.sort();
    assert_eq!(names, ["ali[2Jce", "alice", "bob"]);

    // A name stored raw (by an older version, or by hand) is shown without
    // its control characters.
    sqlx::query("UPDATE players SET name = E'bob\\x1b]0;owned\\x07\\u202e\\r' WHERE name = 'bob'")
        .execute(&pool)
        .await
        .unwrap();
    let (out, _dir) = session(pool, "board 1\ngames\n").await;
    assert!(out.contains("captures: alice 0, bob�]0;owned�� 0"), "{out}");
    assert!(out.contains("#1 alice (Black) vs bob�]0;owned�� (White), zamma"), "{out}");
    assert!(!out.contains(raw) && !out.contains('\r'), "{out:?}");
}

/// Issue 31: where a name enters the service (Discord and the console
/// alike), control and direction characters are dropped and a name that
/// shows nothing is no name.
#[sqlx::test]
async fn names_are_stored_clean(pool: PgPool) {
    use zamma_bot::service::{NAMELESS, User};
    let svc = Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default());
    for (id, given, stored) in [
        (1, "\u{202E}Mallory\u{1b}[0m\u{7}", "Mallory[0m"),
        (2, "\u{200B}", NAMELESS),
        (3, " \u{2066}\u{FEFF}\u{200D} ", NAMELESS),
        (4, "  Zoé  ", "Zoé"),
    ] {
        let stats = svc.stats(&User::new(id, given)).await.unwrap();
        assert_eq!(stats.player.name, stored, "{given:?}");
    }
}

#[sqlx::test]
async fn a_finished_game_says_how_it_ended_and_an_empty_one_has_nothing_to_review(pool: PgPool) {
    let script = "\
challenge bob casual black
as bob
accept
as alice
draw
as bob
draw
moves 1
review 1
";
    let (out, _dir) = session(pool, script).await;
    // No "alice to move, with 0 legal moves": the game is over, and how.
    assert!(out.contains("This game is over: Draw by agreement."), "{out}");
    assert!(!out.contains("legal move"), "{out}");
    // Drawn before any move: nothing to review, not "every turn was forced".
    assert_eq!(out.matches("Played no turn in this game: there is nothing to review.").count(), 2, "{out}");
    assert!(!out.contains("forced") && !out.contains("accuracy"), "{out}");
}

/// Two consoles on one database: a seeker is told of their pairing in
/// their own console, whichever console's wave made it.
#[sqlx::test]
async fn a_pairing_is_told_in_each_seekers_own_console(pool: PgPool) {
    let store = || async { Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default()) };
    let dir = tempdir::Dir::new();
    let (mut first, mut second) = (Vec::new(), Vec::new());
    let mut alices = Console::new(store().await, &mut first, dir.path.clone());
    alices.run(b"play 1h casual\n".as_slice(), false).await.unwrap();
    // Bob seeks in another console: its wave pairs them, and says so there.
    let mut bobs = Console::new(store().await, &mut second, dir.path.clone())
        .with_user(zamma_bot::console::local_user("bob").unwrap());
    bobs.run(b"play 1h casual\n".as_slice(), false).await.unwrap();
    drop(bobs);
    let bobs_words = String::from_utf8(second).unwrap();
    assert!(bobs_words.contains("Quick pairing"), "{bobs_words}");
    // Alice's console tells her at her next command.
    alices.run(b"games\n".as_slice(), false).await.unwrap();
    drop(alices);
    let alices_words = String::from_utf8(first).unwrap();
    let told = alices_words.matches("Quick pairing").count();
    assert_eq!(told, 1, "{alices_words}");
}

/// The course in the console: a wrong "only move" fails the level, and the
/// console says `learn` plays it again (not that it goes on); a seek that
/// is gone is refused naming the console's own commands, not Discord's.
#[sqlx::test]
async fn the_console_course_and_refusals_speak_the_consoles_words(pool: PgPool) {
    use zamma_bot::i18n::Lang;
    use zamma_bot::service::learn::COURSE;
    use zamma_bot::t;
    let level = COURSE.lessons().find(|l| l.only && l.game().legal_turns().len() > 1).expect("an only-move level");
    let good = level.good_first_turns();
    let wrong = level.game().legal_turns().into_iter().find(|t| !good.contains(t)).expect("a wrong first turn");
    // Then other wrong first turns of "only move" levels, until one the
    // enemy answers (not every wrong turn has an answer that shows why).
    let tries: Vec<_> = COURSE
        .lessons()
        .filter(|l| l.only && !matches!(l.enemy, zamma_bot::ai::lesson::Enemy::Still))
        .flat_map(|l| {
            let good = l.good_first_turns();
            l.game().legal_turns().into_iter().filter(move |t| !good.contains(t)).map(move |t| (l, t))
        })
        .take(12)
        .collect();
    let more: String = tries.iter().map(|(l, t)| format!("learn {}\nlearn {t}\n", l.id)).collect();
    let script = format!("learn {}\nlearn {wrong}\nlobby take 999\n{more}", level.id);
    let (out, _dir) = session(pool, &script).await;
    assert!(out.contains(&t!(zamma_bot::i18n::Lang::En, "console-learn-retry")), "{out}");
    assert!(!out.contains("goes on to the next level"), "{out}");
    assert!(out.contains("b black man"), "the board's legend: {out}");
    // The enemy's answer that shows why is on the board, played and marked.
    let answered = tries.iter().find_map(|&(level, wrong)| {
        let mut after = level.game();
        after.play(wrong).unwrap();
        let said = |r: &zamma_bot::rules::Turn| {
            t!(Lang::En, "learn-failed-not-the-move-refuted", turn = wrong.to_string(), reply = r.to_string())
        };
        let answer = after.legal_turns().into_iter().find(|r| out.contains(&said(r)))?;
        Some((level, after, answer))
    });
    let (level, mut after, answer) = answered.unwrap_or_else(|| panic!("no wrong turn was answered: {out}"));
    after.play(answer).unwrap();
    let learner = level.learner();
    let goal = level.goal.targets(learner, &after);
    let board = zamma_bot::console::text_board(Lang::En, after.position(), Some(&answer), learner, goal);
    assert!(out.contains(&board), "the answer {answer} is not on the board:\n{out}");
    assert!(out.contains("Look at `lobby` again") && !out.contains("/lobby") && !out.contains("/play"), "{out}");
}

#[sqlx::test]
async fn a_team_game_in_the_terminal(pool: PgPool) {
    let start = zamma_bot::rules::Game::new(zamma_bot::rules::Rules::default());
    let turns: Vec<String> = start.legal_turns().iter().map(ToString::to_string).collect();
    let script = format!(
        "team create\nvote {a}\nteam join black captain\nas bob\nteam join black 1\nteam join white 1\nas carol\n\
         team join white 1\nvote {a}\nas alice\nteam 1\nvote {a}\nteam tally\nas bob\nteam 1\nvote {b}\nteam\n",
        a = turns[0],
        b = turns[1]
    );
    let (out, _dir) = session(pool, &script).await;
    for line in [
        "Team game #1 (zamma, 10 minutes per turn): Black team against White team.".to_string(),
        "error: You are on neither team of this game: join one first (`team join black` or `team join white`), then vote.".into(),
        "alice plays for Black team, as its captain.".into(),
        "bob plays for Black team.".into(),
        "error: You are already on Black's team in this game: a person plays for one side only.".into(),
        "error: It is Black's turn: your team votes once the other team has played.".into(),
        format!("alice votes {}; votes so far: 1 of 2.", turns[0]),
        // The captain calls the tally with one vote of two.
        format!("The tally: {}: one vote. {} is played.", turns[0], turns[0]),
        "error: It is White's turn: your team votes once the other team has played.".into(),
        "Black team: alice (captain) and bob".into(),
        "White team: carol".into(),
    ] {
        assert!(out.contains(&line), "no `{line}` in:\n{out}");
    }
}
