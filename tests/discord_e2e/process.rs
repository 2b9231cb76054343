//! `zamma-bot run` itself, as a process, against the stand-in as its
//! rate-limiting proxy (`DISCORD_API_BASE`): SIGTERM or Ctrl-C stops it
//! cleanly within a few seconds whatever the gateway is doing (connected,
//! unreachable and being tried again, resuming), and a token Discord
//! rejects stops it at once with one sentence.

use crate::child::{database_url, ended_within, read_all, stop};
use crate::harness::*;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// "Within a few seconds", generously (a loaded machine, a debug build).
const STOP_WITHIN: Duration = Duration::from_secs(10);

/// The bot's process, its output read on threads.
struct Process {
    child: Child,
    out: Option<JoinHandle<String>>,
    err: Option<JoinHandle<String>>,
}

/// What the process left: how it ended, and what it printed (the log goes
/// to stdout, errors to stderr).
struct Ended {
    status: ExitStatus,
    out: String,
    err: String,
}

impl Process {
    /// `zamma-bot run` with `stub` as its proxy to Discord, on the test's
    /// database.
    async fn start(stub: &Stub, pool: &PgPool) -> Process {
        Process::start_behind(&stub.base(), pool).await
    }

    /// `zamma-bot run` with the proxy at `base`, on the test's database.
    async fn start_behind(base: &str, pool: &PgPool) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
            .arg("run")
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_BASE", base)
            .env("DATABASE_URL", database_url(pool, None).await)
            .env("GUILD_ID", GUILD.to_string())
            .env("NO_COLOR", "1")
            .env_remove("RUST_LOG")
            .env_remove("SHARDS")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start zamma-bot run");
        let out = Some(read_all(child.stdout.take().unwrap()));
        let err = Some(read_all(child.stderr.take().unwrap()));
        Process { child, out, err }
    }

    fn signal(&self, signal: libc::c_int) {
        let pid = libc::pid_t::try_from(self.child.id()).unwrap();
        // SAFETY: kill(2) on our own child, which has not been waited for.
        assert_eq!(unsafe { libc::kill(pid, signal) }, 0, "kill {signal}");
    }

    /// Wait for the process to end, `within` at most.
    async fn ended(mut self, within: Duration) -> Ended {
        let status = ended_within(&mut self.child, within).await;
        let (out, err) = self.output();
        let Some(status) = status else {
            panic!("zamma-bot run did not end within {within:?}; it printed:\n{out}\n{err}")
        };
        Ended { status, out, err }
    }

    fn output(&mut self) -> (String, String) {
        let out = self.out.take().map(|t| t.join().unwrap()).unwrap_or_default();
        let err = self.err.take().map(|t| t.join().unwrap()).unwrap_or_default();
        (out, err)
    }
}

impl Drop for Process {
    // A failed test leaves no bot running.
    fn drop(&mut self) {
        stop(&mut self.child);
    }
}

/// Wait until `done`, failing after `patience` with `what`.
async fn until(stub: &Stub, what: &str, patience: Duration, done: impl Fn(&Stub) -> bool) {
    let start = Instant::now();
    while !done(stub) {
        assert!(start.elapsed() < patience, "timed out waiting for {what}; the bot sent:\n{:#?}", stub.requests());
        tokio::time::sleep(POLL).await;
    }
}

/// The bot was asked to stop, and did: at once, with success, saying so.
async fn assert_stops(process: Process, signal: libc::c_int) {
    process.signal(signal);
    let ended = process.ended(STOP_WITHIN).await;
    assert!(ended.status.success(), "{:?}\n{}\n{}", ended.status, ended.out, ended.err);
    assert!(ended.out.contains("shutting down"), "{}", ended.out);
    assert!(ended.err.is_empty(), "{}", ended.err);
}

async fn connected(stub: &Arc<Stub>) {
    let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
    stub.wait_for("command registration", |r| r.method == Method::PUT && r.path == registered).await;
}

/// Discord's gateway cannot be reached: serenity tries the shard again
/// every 5 s and, asked to stop, never returns from its start. The bot
/// stops all the same.
#[sqlx::test]
async fn sigterm_stops_the_bot_while_the_gateway_cannot_be_reached(pool: PgPool) {
    let stub = Stub::start().await;
    stub.gateway.close().await;
    let bot = Process::start(&stub, &pool).await;
    // Refused, and tried again after serenity's pause: the shard waits in
    // serenity's queue.
    until(&stub, "a second try at the gateway", Duration::from_secs(30), |s| s.gateway.refused() >= 2).await;
    assert_eq!(stub.gateway.counts(), (0, 0));
    assert_stops(bot, libc::SIGTERM).await;
}

/// Connected, Ctrl-C (SIGINT) stops the bot; so does SIGTERM while the
/// connection dropped and the gateway refuses the bot's resume.
#[sqlx::test]
async fn a_connected_or_resuming_bot_stops_on_sigint_or_sigterm(pool: PgPool) {
    let stub = Stub::start().await;
    let bot = Process::start(&stub, &pool).await;
    connected(&stub).await;
    assert_stops(bot, libc::SIGINT).await;

    let stub = Stub::start().await;
    let bot = Process::start(&stub, &pool).await;
    connected(&stub).await;
    stub.gateway.close().await;
    stub.gateway.drop_connection();
    until(&stub, "a try at resuming", PATIENCE, |s| s.gateway.refused() >= 1).await;
    assert_stops(bot, libc::SIGTERM).await;
}

/// A proxy that takes connections and never answers: the bot says whom it
/// asks, waits no longer than a request's deadline, says so, and stops on
/// a signal all the same.
#[sqlx::test]
async fn a_proxy_that_never_answers_is_waited_for_one_deadline_and_said(pool: PgPool) {
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", silent.local_addr().unwrap());
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((connection, _)) = silent.accept().await {
            held.push(connection);
        }
    });
    let bot = Process::start_behind(&base, &pool).await;
    let deadline = zamma_bot::discord::REQUEST_DEADLINE;
    tokio::time::sleep(deadline + Duration::from_secs(3)).await;
    bot.signal(libc::SIGTERM);
    let ended = bot.ended(STOP_WITHIN).await;
    assert!(ended.status.success(), "{:?}\n{}\n{}", ended.status, ended.out, ended.err);
    assert!(ended.out.contains("asking Discord for its gateway") && ended.out.contains(&base), "{}", ended.out);
    assert!(ended.out.contains(&format!("did not answer within {deadline:?}")), "{}", ended.out);
}

/// Discord answers 401 to `GET /gateway/bot`: the token is not taken. The
/// bot says so in one sentence and stops at once, without trying again and
/// without going near the gateway.
#[sqlx::test]
async fn a_token_discord_rejects_stops_the_bot_at_once(pool: PgPool) {
    let stub = Stub::start().await;
    stub.reject_token();
    let ended = Process::start(&stub, &pool).await.ended(STOP_WITHIN).await;
    assert!(!ended.status.success(), "{:?}\n{}", ended.status, ended.out);
    assert_eq!(
        ended.err.trim(),
        "error: Discord rejected the bot token in DISCORD_TOKEN; reset it on the Bot page of the developer portal and update .env"
    );
    assert!(!ended.out.contains("test-token") && !ended.err.contains("test-token"), "the token is never echoed");
    let asked: Vec<String> = stub.requests().iter().map(|r| format!("{} {} {}", r.method, r.path, r.status)).collect();
    assert_eq!(asked, vec!["GET /api/v10/gateway/bot 401"]);
    assert_eq!(stub.gateway.counts(), (0, 0));
}

/// `DISCORD_API_BASE` without its scheme (a common slip): refused in one
/// sentence before anything is connected.
#[test]
fn a_proxy_address_that_is_no_url_is_refused_at_once() {
    for base in ["localhost:3000", "127.0.0.1:3000", "ftp://proxy.example"] {
        let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
            .arg("run")
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_BASE", base)
            .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
            .env_remove("GUILD_ID")
            .env_remove("SHARDS")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{base}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with(&format!("error: DISCORD_API_BASE `{base}` is not a URL;")), "{base}: {err}");
        assert!(err.contains("http://127.0.0.1:3000"), "{err}");
    }
}
