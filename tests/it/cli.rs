//! The command-line contract of `moves`, `perft`, `playout`, `puzzles` and
//! `tournament simulate`.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn moves_lists_notation_and_position() {
    let (code, out, _) = run(&["moves", "--rules", "zamma", "--position", "start"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.contains(
        &"e4-e5\twwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwbbbbb/bbbb1bbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb w"
    ));
    // No legal move: no lines, still success.
    let (code, out, _) = run(&["moves", "--position", "w8/b7w/9/9/9/9/9/9/9 b"]);
    assert_eq!((code, out.as_str()), (0, ""));
}

#[test]
fn perft_prints_the_count_last() {
    let (code, out, _) = run(&["perft", "--rules", "dhamet", "--position", "start", "--depth", "6"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("118"));
}

#[test]
fn playout_reports_a_rate_and_results() {
    let (code, out, _) = run(&["playout", "--rules", "zamma", "--games", "50", "--seed", "7"]);
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap();
    assert!(last.contains(" games/s"), "{last}");
    assert!(out.contains("results: black"), "{out}");
}

#[test]
fn bad_arguments_give_one_line_and_exit_2() {
    for args in [
        &["perft", "--rules", "chess", "--depth", "2"][..],
        &["perft", "--position", "9/9 b", "--depth", "2"][..],
        &["perft", "--depth", "deep"][..],
        &["moves", "--rules", "zamma5", "--position", "start,"][..],
        &[
            "moves",
            "--rules",
            "zamma5",
            "--position",
            "wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwww1bbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb b",
        ][..],
        &["playout", "--games", "many"][..],
        &["frobnicate"][..],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = run(&["perft", "--rules", "chess", "--depth", "2"]);
    assert!(err.contains("unknown preset `chess`"), "{err}");
}

/// Starting the bot without a usable token: one sentence, a failing exit
/// code, and the token never echoed.
#[test]
fn the_bot_refuses_a_missing_or_malformed_token_in_one_sentence() {
    let dir = std::env::temp_dir(); // no .env here
    let start = |token: Option<&str>, args: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_zamma-bot"));
        cmd.args(args).current_dir(&dir).env_remove("DISCORD_TOKEN").env_remove("DISCORD_API_BASE");
        if let Some(t) = token {
            cmd.env("DISCORD_TOKEN", t);
        }
        let out = cmd.output().unwrap();
        (out.status.code().unwrap_or(-1), String::from_utf8(out.stderr).unwrap())
    };
    for args in [&[][..], &["run"][..]] {
        let (code, err) = start(None, args);
        assert_ne!(code, 0);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    }
    let secret = "not-a-token-s3cr3t";
    let (code, err) = start(Some(secret), &["run"]);
    assert_ne!(code, 0);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("does not look like a bot token"), "{err}");
    assert!(!err.contains(secret), "the token was echoed: {err}");
}

#[test]
fn puzzles_are_mined_reproducibly_and_verified() {
    let args = ["puzzles", "mine", "--rules", "zamma5", "--count", "2", "--seed", "3"];
    let (code, first, _) = run(&args);
    assert_eq!(code, 0);
    assert_eq!(first.lines().count(), 2, "{first}");
    let (_, again, _) = run(&args);
    assert_eq!(first, again, "the same seed finds the same puzzles");
    let dir = std::env::temp_dir().join(format!("zamma-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.tsv");
    std::fs::write(&good, &first).unwrap();
    let (code, out, _) = run(&["puzzles", "verify", good.to_str().unwrap()]);
    assert_eq!((code, out.lines().last()), (0, Some("2 puzzles verified, 0 rejected")));
    // A solution changed to another legal first turn is rejected.
    let line = first.lines().next().unwrap();
    let fields: Vec<&str> = line.split('\t').collect();
    let mut game = zamma_bot::rules::Game::new(fields[1].parse().unwrap());
    for t in fields[2].split(';').filter(|t| !t.is_empty()) {
        game.play_text(t).unwrap();
    }
    let solution = fields[3].split(';').next().unwrap();
    let other = game.legal_turns().into_iter().map(|t| t.to_string()).find(|t| t != solution).unwrap();
    let bad = dir.join("bad.tsv");
    std::fs::write(
        &bad,
        format!("{}\t{}\t{}\t{other}\t{}\t{}\n", fields[0], fields[1], fields[2], fields[4], fields[5]),
    )
    .unwrap();
    let (code, out, err) = run(&["puzzles", "verify", good.to_str().unwrap(), bad.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(out.contains("rejected ") && out.contains("is not the unique win"), "{out}");
    assert_eq!(out.lines().last(), Some("2 puzzles verified, 1 rejected"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tournament simulate`: one JSON object per game, then the standings;
/// the same seed gives the same event.
#[test]
fn a_tournament_is_simulated_reproducibly() {
    // DATABASE_URL: the environment's, or the default of .cargo/config.toml.
    let args = ["tournament", "simulate", "--format", "swiss", "--players", "9", "--rounds", "4", "--seed", "11"];
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let (games, standings): (Vec<_>, Vec<_>) = lines.iter().partition(|l| l.get("round").is_some());
    // Nine players, four rounds: four games and a bye a round.
    assert_eq!(games.len(), 20, "{out}");
    assert_eq!(games.iter().filter(|g| g["white"].is_null()).count(), 4);
    assert!(games.iter().all(|g| ["1-0", "0-1", "1/2-1/2", "bye"].contains(&g["result"].as_str().unwrap())));
    assert_eq!(standings.len(), 9);
    assert_eq!(standings[0]["rank"], 1);
    let points: f64 = standings.iter().map(|s| s["points"].as_f64().unwrap()).sum();
    assert_eq!(points, 20.0, "a point a game and a bye");
    assert_eq!(run(&args).1, out, "the same seed, the same event");
    let (code, _, err) = run(&["tournament", "simulate", "--format", "cup", "--players", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("--players from 2 to 64"), "{err}");
}

/// Every command that takes a database, given one with a password (by flag
/// and by DATABASE_URL; nothing there, a URL that does not parse, a user the
/// server refuses, and a server that lets it in): the password appears
/// nowhere in what it prints.
#[test]
fn no_command_prints_a_database_password() {
    const SECRET: &str = "Zq7SECRETpw";
    let real = std::env::var("DATABASE_URL").expect("the tests' DATABASE_URL");
    let (scheme, rest) = real.split_once("://").unwrap();
    let (user, host) = rest.split_once('@').unwrap();
    let user = user.split(':').next().unwrap();
    let urls = [
        format!("postgres://u:{SECRET}@127.0.0.1:5999/db"),
        format!("postgres://u:{SECRET}@127.0.0.1:notaport/db"),
        format!("{scheme}://zamma_nobody:{SECRET}@{host}"),
        // Trusted: the commands run, and still never say the password.
        format!("{scheme}://{user}:{SECRET}@{host}"),
    ];
    let commands: [&[&str]; 5] = [
        &["local"],
        &["loadtest", "--games", "2", "--concurrency", "1", "--seconds", "1"],
        &["tournament", "simulate", "--format", "robin", "--players", "2"],
        &["puzzles", "mine", "--from-db"],
        &["run"],
    ];
    for url in &urls {
        for command in commands {
            let trusted = url.contains(host) && url.contains(&format!("//{user}:"));
            if trusted && command == ["run"] {
                continue; // the bot would go on to Discord
            }
            for by_flag in [true, false] {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_zamma-bot"));
                cmd.args(command).current_dir(std::env::temp_dir()).stdin(std::process::Stdio::null());
                cmd.env("DISCORD_TOKEN", "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB");
                cmd.env("DISCORD_API_BASE", "http://127.0.0.1:9");
                cmd.env("ZAMMA_PG_DIR", std::env::temp_dir().join(format!("zamma-pw-{}", std::process::id())));
                if by_flag {
                    cmd.args(["--database-url", url]);
                } else {
                    cmd.env("DATABASE_URL", url);
                }
                let out = cmd.output().unwrap();
                let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
                assert!(
                    !said.contains(SECRET),
                    "{command:?} with {url} (flag: {by_flag}) printed the password:\n{said}"
                );
                // Named by DATABASE_URL at the default address, a refused
                // user counts as nothing set up: a private server instead.
                let fallback = !by_flag && url.contains("zamma_nobody") && url.contains("127.0.0.1:5432");
                if !trusted && !fallback {
                    assert!(!out.status.success(), "{command:?} with {url}: {said}");
                    assert!(said.contains("database"), "{command:?} with {url}: {said}");
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(std::env::temp_dir().join(format!("zamma-pw-{}", std::process::id())));
}

/// What the command line refuses, it says as a sentence: never an enum's
/// debug text.
#[test]
fn refusals_are_sentences() {
    for args in [
        &["tournament", "simulate", "--format", "swiss", "--players", "4", "--rounds", "0"][..],
        &["tournament", "simulate", "--format", "cup", "--players", "1"][..],
        &["tournament", "simulate", "--format", "cup", "--players", "4", "--draws", "101"][..],
        &["loadtest", "--games", "0"][..],
        &["loadtest", "--rules", "zamma,majority=sometimes"][..],
        &["review", "--moves", "a1-z9"][..],
        &["replay", "--moves", "e4-e5"][..],
        &["match", "--black", "ai:9", "--white", "random"][..],
        &["render", "--position", "nonsense"][..],
        &["perft", "--rules", "chess", "--depth", "2"][..],
    ] {
        let (code, out, err) = run(args);
        assert_ne!(code, 0, "{args:?}: {out}{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: ") && err.len() > 30, "{args:?}: {err}");
        for debug in ["{", "}", "Bad", "Error(", "Some("] {
            assert!(!err.contains(debug), "{args:?} printed debug text: {err}");
        }
    }
    let (_, _, err) = run(&["tournament", "simulate", "--format", "swiss", "--players", "4", "--rounds", "0"]);
    assert!(err.contains("64"), "the limit is said: {err}");
}

/// A load test killed with `kill -9` leaves its scratch database behind: the
/// next run drops it (its process is gone), and leaves alone one whose
/// process still runs.
#[test]
fn a_load_test_drops_the_scratch_databases_of_dead_runs() {
    use sqlx::Connection;
    let url = std::env::var("DATABASE_URL").expect("the tests' DATABASE_URL");
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    // Above Linux's largest process id: never a live process.
    let (dead, alive) = ("zamma_loadtest_4194999", "zamma_loadtest_1");
    let exists = |name: &'static str| {
        let url = url.clone();
        runtime.block_on(async move {
            let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
            let n: i64 = sqlx::query_scalar("SELECT count(*) FROM pg_database WHERE datname = $1")
                .bind(name)
                .fetch_one(&mut c)
                .await
                .unwrap();
            n == 1
        })
    };
    runtime.block_on(async {
        let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
        for name in [dead, alive] {
            sqlx::query(&format!("DROP DATABASE IF EXISTS {name}")).execute(&mut c).await.unwrap();
            sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut c).await.unwrap();
        }
    });
    let (code, _, err) = run(&["loadtest", "--games", "2", "--concurrency", "1", "--seconds", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(!exists(dead), "the dead run's database was dropped");
    assert!(exists(alive), "process 1 runs: its database stays");
    runtime.block_on(async {
        let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
        sqlx::query(&format!("DROP DATABASE IF EXISTS {alive}")).execute(&mut c).await.unwrap();
    });
}

/// `loadtest --team`: a short run plays its turns, every tally made again
/// from the stored votes and the same, and a turn left to its deadline is
/// tallied after it.
#[test]
fn a_team_loadtest_plays_and_checks_its_tallies() {
    let (code, out, err) = run(&["loadtest", "--team", "--voters", "3", "--turns", "4", "--deadlines", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 sides × 3 voters, 4 turns in "), "{out}");
    assert!(out.contains("tallies made again from the stored votes: 4, 0 different"), "{out}");
    assert!(out.contains("turns left to their deadline: 1; the tally made and played "), "{out}");
}

/// `puzzles verify` reads its files a line at a time: an over-long line or
/// one that is not UTF-8 is refused with a sentence and the rest is checked.
#[test]
fn puzzles_verify_refuses_hostile_lines_and_goes_on() {
    let good = zamma_bot::ai::SHIPPED_PUZZLES
        .iter()
        .flat_map(|(_, text)| text.lines())
        .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .unwrap();
    let path = std::env::temp_dir().join(format!("zamma-hostile-puzzles-{}.tsv", std::process::id()));
    let mut bytes = vec![b'x'; 200_000];
    bytes.extend_from_slice(b"\n\xff\xfe broken\n");
    bytes.extend_from_slice(good.as_bytes());
    bytes.push(b'\n');
    std::fs::write(&path, bytes).unwrap();
    let (code, out, err) = run(&["puzzles", "verify", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 2, "{err}");
    assert!(out.contains(":1: the line is longer than 4096 characters"), "{out}");
    assert!(out.contains(":2: the line is not UTF-8 text"), "{out}");
    assert!(out.len() < 2_000, "nothing of the long line is echoed: {out}");
    assert_eq!(out.lines().last(), Some("1 puzzles verified, 2 rejected"), "{out}");
}

/// `local` writes its pictures into the user's own cache directory (not a
/// directory every user of the machine shares) and says where.
#[test]
fn local_writes_boards_into_the_users_cache() {
    use std::io::Write;
    let home = std::env::temp_dir().join(format!("zamma-home-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    // A player of its own: the shared database keeps every run's games,
    // and a player may have only so many at once.
    let name = format!("cache{}", std::process::id());
    let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--name", &name])
        .current_dir(&home)
        .env("HOME", &home)
        .env_remove("XDG_CACHE_HOME")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"play-ai 1 zamma5 black\nresign\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    let boards = home.join(".cache/zamma-bot/boards");
    assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(said.contains(&boards.display().to_string()), "{said}");
    assert!(std::fs::read_dir(&boards).unwrap().next().is_some(), "a board was written");
    let _ = std::fs::remove_dir_all(&home);
}
