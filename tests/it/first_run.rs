//! First run on a machine where nothing is set up: `zamma-bot local` with no
//! DATABASE_URL and no server at the address it tries starts a private
//! PostgreSQL from the installed programs, plays, stops it on exit, and finds
//! the game again the next time.

use std::io::Write;
use std::process::{Command, Stdio};

/// A loopback port nothing listens on (bound, then released).
fn silent_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Run `local` with `script` on its input; (stdout, stderr, success).
fn local(data_dir: &std::path::Path, port: u16, script: &str) -> (String, String, bool) {
    let work = data_dir.with_extension("cwd");
    std::fs::create_dir_all(&work).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--board-dir"])
        .arg(work.join("boards"))
        .current_dir(&work)
        .env_remove("DATABASE_URL")
        .env_remove("PGHOST")
        .env_remove("PGUSER")
        .env_remove("PGDATABASE")
        .env("PGPORT", port.to_string())
        .env("ZAMMA_PG_DIR", data_dir)
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into(), out.status.success())
}

/// Is a postgres process serving `data_dir`? (Its postmaster.pid is removed on a clean stop.)
fn server_running(data_dir: &std::path::Path) -> bool {
    data_dir.join("postmaster.pid").exists()
}

#[test]
fn local_starts_a_private_postgres_when_nothing_is_set_up_and_keeps_the_games() {
    let data_dir = std::env::temp_dir().join(format!("zamma-first-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let port = silent_port();

    let (out, err, ok) = local(&data_dir, port, "play-ai 1 zamma black\ne4-e5\nquit\n");
    assert!(ok, "stdout:\n{out}\nstderr:\n{err}");
    assert!(err.contains(&format!("nothing answers at 127.0.0.1:{port}")), "{err}");
    assert!(err.contains("starting a private PostgreSQL"), "{err}");
    assert!(out.contains("Game #1") && out.contains("e4-e5"), "{out}");
    assert!(data_dir.join("PG_VERSION").is_file(), "no cluster in {}", data_dir.display());
    assert!(!server_running(&data_dir), "the private server was left running");

    // The next time: the same cluster, the game still there.
    let (out, err, ok) = local(&data_dir, port, "games\nquit\n");
    assert!(ok, "stdout:\n{out}\nstderr:\n{err}");
    assert!(out.contains("#1 alice (Black) vs Zamma Bot (White)"), "{out}");
    assert!(!server_running(&data_dir));

    let _ = std::fs::remove_dir_all(&data_dir);
    let _ = std::fs::remove_dir_all(data_dir.with_extension("cwd"));
}

#[test]
fn connection_errors_say_what_is_wrong() {
    let port = silent_port();
    let run = |url: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
            .args(["local", "--database-url", url])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = run(&format!("postgres://postgres@127.0.0.1:{port}/postgres"));
    assert!(err.contains(&format!("nothing answers at 127.0.0.1:{port}: is PostgreSQL running there?")), "{err}");
    assert!(!err.contains("timed out"), "{err}");
    let err = run("not a url");
    assert!(err.contains("the database URL is not valid"), "{err}");
}

/// Debian's and Ubuntu's packaged PostgreSQL refuses the default user over
/// TCP: with nothing chosen, `local` starts its private server instead and
/// says why; with a URL chosen, it says the command that fixes it.
#[test]
fn a_server_refusing_the_default_user_counts_as_nothing_set_up() {
    use sqlx::postgres::PgConnectOptions;
    let url = std::env::var("DATABASE_URL").expect("the tests' DATABASE_URL");
    let options: PgConnectOptions = url.parse().unwrap();
    let (host, port) = (options.get_host().to_string(), options.get_port());
    let refused = format!("postgres://zamma_nobody@{host}:{port}/postgres");
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--database-url", &refused])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("refused user `zamma_nobody`") && err.contains("ALTER USER zamma_nobody PASSWORD"), "{err}");
    if options.get_socket().is_some() {
        return; // the tests' own server listens on a socket only: no TCP server to refuse anyone
    }
    let data_dir = std::env::temp_dir().join(format!("zamma-refused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["local", "--board-dir"])
        .arg(data_dir.join("boards"))
        .current_dir(std::env::temp_dir())
        .env_remove("DATABASE_URL")
        .env("PGHOST", &host)
        .env("PGPORT", port.to_string())
        .env("PGUSER", "zamma_nobody")
        .env("ZAMMA_PG_DIR", data_dir.join("pg"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("refuses user `zamma_nobody` without a password: starting a private PostgreSQL"), "{err}");
    assert!(!server_running(&data_dir.join("pg")), "the private server was left running");
    let _ = std::fs::remove_dir_all(&data_dir);
}
