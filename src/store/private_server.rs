//! A PostgreSQL server of our own, started from the programs installed on
//! the machine: for `zamma-bot local` when no database is set up (listening
//! on a Unix socket in its data directory only), and for the test binaries
//! when nothing answers at the repository's default address (listening on a
//! loopback port too, shared by every test binary of this user and left
//! running for the next run: see [`use_for_tests_if_nothing_answers`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The user and database of the private server.
const PRIVATE_USER: &str = "zamma";

/// The `DATABASE_URL` of `.cargo/config.toml`: the address the tests use
/// when the user has not chosen one.
pub const DEFAULT_DATABASE_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// Replaces [`DEFAULT_DATABASE_URL`] as the address the tests treat as the
/// default; only for proving the fallback without stopping the machine's
/// server (point it and `DATABASE_URL` at a port where nothing listens).
pub const TEST_DEFAULT_VAR: &str = "ZAMMA_TEST_DEFAULT_DATABASE_URL";

/// Why the private server could not be started, as one sentence.
#[derive(Debug)]
pub struct ServerError(pub String);

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ServerError {}

/// Where the server listens besides the Unix socket in its data directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listen {
    /// Nowhere else: only this machine's user can reach it.
    SocketOnly,
    /// A free loopback port, chosen when the server starts (the tests: their
    /// proxies and the processes they spawn speak TCP).
    Loopback,
}

/// A PostgreSQL server of our own: its data directory, the programs that run
/// it and the user it runs as.
#[derive(Clone, Debug)]
pub struct PrivateServer {
    bin: PathBuf,
    data: PathBuf,
    /// `(uid, gid)` to run the server as, when we are root.
    run_as: Option<(u32, u32)>,
    /// The loopback port it listens on, if any.
    port: Option<u16>,
}

/// Where the PostgreSQL programs usually are, after `PATH`.
fn bin_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> =
        std::env::var_os("PATH").map(|p| std::env::split_paths(&p).collect()).unwrap_or_default();
    // Debian and Ubuntu: /usr/lib/postgresql/<version>/bin, newest first.
    let mut debian: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .collect();
    debian.sort_by_key(|d| std::cmp::Reverse(d.0));
    dirs.extend(debian.into_iter().map(|(_, p)| p));
    for dir in [
        "/opt/homebrew/bin",
        "/usr/local/bin",
        "/opt/homebrew/opt/postgresql/bin",
        "/usr/local/opt/postgresql/bin",
        "/Applications/Postgres.app/Contents/Versions/latest/bin",
        "/usr/pgsql/bin",
    ] {
        dirs.push(dir.into());
    }
    dirs
}

fn find_programs() -> Option<PathBuf> {
    bin_dirs().into_iter().find(|d| d.join("initdb").is_file() && d.join("pg_ctl").is_file())
}

/// The effective user is root.
pub fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

/// The uid and gid of `user`, from /etc/passwd.
fn lookup_user(user: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        (fields.first() == Some(&user) && fields.len() > 3)
            .then(|| Some((fields[2].parse().ok()?, fields[3].parse().ok()?)))?
    })
}

impl PrivateServer {
    /// Start (or reuse, if it is already running) the private server of
    /// `data`. `tried`: the address that did not answer, for the messages.
    pub fn start(data: PathBuf, listen: Listen, tried: &str) -> Result<PrivateServer, ServerError> {
        let bin = find_programs().ok_or_else(|| {
            ServerError(format!(
                "no DATABASE_URL is set, nothing answers at {tried}, and the PostgreSQL programs (initdb, pg_ctl) \
                 are not installed to start a private server: install them (`sudo apt install postgresql` on \
                 Debian or Ubuntu, `brew install postgresql` on macOS), or start the project's database with \
                 `docker compose up -d db`, or set DATABASE_URL to a server"
            ))
        })?;
        let run_as = if is_root() {
            // PostgreSQL refuses to run as root: run it as its own system user.
            Some(lookup_user("postgres").ok_or_else(|| {
                ServerError(
                    "running as root, and PostgreSQL refuses to run as root: create a `postgres` user for it \
                     (installing Debian's postgresql package does), run zamma-bot as an ordinary user, or set \
                     DATABASE_URL to a server"
                        .into(),
                )
            })?)
        } else {
            None
        };
        let mut server = PrivateServer { bin, data, run_as, port: None };
        server.prepare()?;
        if server.running() {
            server.port = server.running_port();
            // Running but out of reach: left by a run in another network
            // namespace (`unshare -n`), whose loopback is not this one.
            // Stopped, and started again here.
            if listen == Listen::Loopback
                && server.port.is_some_and(|port| !answers(&format!("postgres://127.0.0.1:{port}")))
            {
                server.ctl(&["stop", "-w", "-m", "fast"], None)?;
            }
        }
        if !server.running() {
            if listen == Listen::Loopback {
                server.port = Some(free_port().map_err(|e| ServerError(format!("cannot find a free port: {e}")))?);
            }
            server.ctl(&["start", "-w", "-t", "60", "-l"], Some("server.log"))?;
        }
        if listen == Listen::Loopback && server.port.is_none() {
            return Err(ServerError(format!(
                "the private PostgreSQL of {} runs without a loopback port: stop it (`pg_ctl stop -D {0}`)",
                server.data.display()
            )));
        }
        Ok(server)
    }

    /// The data directory.
    pub fn data(&self) -> &Path {
        &self.data
    }

    /// Create the data directory (owned by the server's user) and the cluster.
    fn prepare(&self) -> Result<(), ServerError> {
        let fail = |what: &str, e: std::io::Error| ServerError(format!("cannot {what} {}: {e}", self.data.display()));
        std::fs::create_dir_all(&self.data).map_err(|e| fail("create", e))?;
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&self.data, std::fs::Permissions::from_mode(0o700)).map_err(|e| fail("protect", e))?;
        if let Some((uid, gid)) = self.run_as {
            std::os::unix::fs::chown(&self.data, Some(uid), Some(gid)).map_err(|e| fail("hand over", e))?;
        }
        if self.data.join("PG_VERSION").is_file() {
            return Ok(());
        }
        let status = self
            .command("initdb")
            .args(["-U", PRIVATE_USER, "-A", "trust", "-E", "UTF8", "--no-instructions", "-D"])
            .arg(&self.data)
            .stdout(Stdio::null())
            .status()
            .map_err(|e| ServerError(format!("cannot run initdb: {e}")))?;
        if !status.success() {
            return Err(ServerError(format!("initdb failed ({status}) for {}", self.data.display())));
        }
        Ok(())
    }

    fn command(&self, program: &str) -> Command {
        let mut c = Command::new(self.bin.join(program));
        // A directory the server's user may enter (initdb warns otherwise).
        c.current_dir(self.data.parent().unwrap_or(Path::new("/")));
        if let Some((uid, gid)) = self.run_as {
            use std::os::unix::process::CommandExt;
            c.uid(uid).gid(gid);
        }
        c
    }

    /// Is the server of this data directory running?
    fn running(&self) -> bool {
        self.command("pg_ctl")
            .arg("status")
            .arg("-D")
            .arg(&self.data)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }

    /// The loopback port of the running server, from its postmaster.pid
    /// (fourth line: the port; sixth: the listen addresses, empty for none).
    fn running_port(&self) -> Option<u16> {
        let pid = std::fs::read_to_string(self.data.join("postmaster.pid")).ok()?;
        let lines: Vec<&str> = pid.lines().collect();
        let listens = lines.get(5).is_some_and(|l| !l.trim().is_empty());
        listens.then(|| lines.get(3)?.trim().parse().ok())?
    }

    /// `pg_ctl <args> [<data>/<log>] -D <data>` with the server listening on
    /// a Unix socket in the data directory, and on its loopback port if any.
    fn ctl(&self, args: &[&str], log: Option<&str>) -> Result<(), ServerError> {
        let mut c = self.command("pg_ctl");
        c.args(args);
        if let Some(log) = log {
            c.arg(self.data.join(log));
        }
        // pg_ctl hands the options to a shell: quote the directory.
        let socket = format!("-k '{}'", self.data.display().to_string().replace('\'', ""));
        let options = match self.port {
            Some(port) => format!("-c listen_addresses='127.0.0.1' -p {port} {socket}"),
            None => format!("-c listen_addresses='' {socket}"),
        };
        let status = c
            .arg("-D")
            .arg(&self.data)
            .arg("-o")
            .arg(options)
            .stdout(Stdio::null())
            .status()
            .map_err(|e| ServerError(format!("cannot run pg_ctl: {e}")))?;
        if status.success() {
            Ok(())
        } else {
            Err(ServerError(format!(
                "the private PostgreSQL did not {} ({status}); its log is {}",
                args[0],
                self.data.join("server.log").display()
            )))
        }
    }

    /// The URL of the private server (its loopback port, else its socket;
    /// its user; the `postgres` database).
    pub fn url(&self) -> String {
        if let Some(port) = self.port {
            return format!("postgres://{PRIVATE_USER}@127.0.0.1:{port}/postgres");
        }
        let dir = self.data.display().to_string().replace('%', "%25").replace(' ', "%20").replace('&', "%26");
        format!("postgres://{PRIVATE_USER}@localhost/postgres?host={dir}")
    }

    /// Stop the server (fast shutdown: open sessions are ended); if it
    /// would not stop, say why on standard error.
    pub fn stop(&self) {
        if let Err(e) = self.ctl(&["stop", "-w", "-m", "fast"], None) {
            eprintln!("{e}");
        }
    }
}

/// A loopback port nothing listens on now (bound, then released).
fn free_port() -> std::io::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Does something accept connections at `url`'s host and port?
fn answers(url: &str) -> bool {
    use sqlx::postgres::PgConnectOptions;
    use std::net::ToSocketAddrs;
    let Ok(options) = url.parse::<PgConnectOptions>() else { return true };
    let Ok(addrs) = (options.get_host(), options.get_port()).to_socket_addrs() else { return false };
    addrs.into_iter().any(|a| std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(2)).is_ok())
}

/// Does the server at `url` let its user in without a password? One
/// PostgreSQL start-up message, its answers read up to `ReadyForQuery` (yes)
/// or the first request for a password or error (no such role, no entry in
/// pg_hba.conf: no). Debian's and Ubuntu's packaged
/// server asks the `postgres` user for a password over TCP.
fn lets_in_without_password(url: &str) -> bool {
    use sqlx::postgres::PgConnectOptions;
    use std::io::{Read, Write};
    use std::net::ToSocketAddrs;
    let Ok(options) = url.parse::<PgConnectOptions>() else { return true };
    let Ok(addrs) = (options.get_host(), options.get_port()).to_socket_addrs() else { return false };
    let user = options.get_username();
    let database = options.get_database().unwrap_or(user);
    let mut body = 196_608u32.to_be_bytes().to_vec(); // protocol 3.0
    for part in ["user", user, "database", database] {
        body.extend_from_slice(part.as_bytes());
        body.push(0);
    }
    body.push(0);
    let timeout = std::time::Duration::from_secs(2);
    addrs.into_iter().any(|addr| {
        let Ok(mut stream) = std::net::TcpStream::connect_timeout(&addr, timeout) else { return false };
        let _ = stream.set_read_timeout(Some(timeout));
        let mut message = ((body.len() + 4) as u32).to_be_bytes().to_vec();
        message.extend_from_slice(&body);
        if stream.write_all(&message).is_err() {
            return false;
        }
        // Each answer: a type byte, a length (itself included), a body.
        for _ in 0..64 {
            let mut head = [0u8; 5];
            if stream.read_exact(&mut head).is_err() {
                return false;
            }
            let len = u32::from_be_bytes([head[1], head[2], head[3], head[4]]).saturating_sub(4) as usize;
            let mut rest = vec![0u8; len.min(1 << 16)];
            if len > rest.len() || stream.read_exact(&mut rest).is_err() {
                return false;
            }
            match head[0] {
                b'Z' => return true,
                // Authentication: 0 is "come in"; anything else asks for a password.
                b'R' if rest.get(..4) != Some(&[0, 0, 0, 0]) => return false,
                b'E' => return false,
                _ => {}
            }
        }
        false
    })
}

/// The directory of the tests' shared private server: well known, one per
/// user (so every test binary, run and work tree of that user finds it).
pub fn test_server_dir() -> PathBuf {
    // SAFETY: getuid has no preconditions and cannot fail.
    let uid = unsafe { libc::getuid() };
    std::env::temp_dir().join(format!("zamma-bot-tests-{uid}"))
}

/// Start (or find running) the tests' shared private server in `dir`
/// (`dir/postgres` its data, `dir/lock` taken while starting, so that test
/// binaries starting together start it once), and return its URL. It is
/// left running for the next test run.
pub fn start_shared(dir: &Path, tried: &str) -> Result<String, ServerError> {
    let fail = |what: &str, e: std::io::Error| ServerError(format!("cannot {what} {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(|e| fail("create", e))?;
    let lock = std::fs::File::create(dir.join("lock")).map_err(|e| fail("lock", e))?;
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor we own; released when `lock` is closed.
    if unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) } != 0 {
        return Err(fail("lock", std::io::Error::last_os_error()));
    }
    let server = PrivateServer::start(dir.join("postgres"), Listen::Loopback, tried)?;
    drop(lock);
    Ok(server.url())
}

/// For the test binaries, before any test runs: when `DATABASE_URL` is the
/// repository's default (or unset) and nothing answers there, start the
/// shared private server ([`start_shared`]) and point `DATABASE_URL` at it.
/// A `DATABASE_URL` the user chose is left alone. A failure is printed
/// (the tests then fail to connect, as they would have).
///
/// # Safety
/// Sets an environment variable: call it only while the process has one
/// thread (a test binary's constructor, before `main`).
pub unsafe fn use_for_tests_if_nothing_answers() {
    let default = std::env::var(TEST_DEFAULT_VAR).unwrap_or_else(|_| DEFAULT_DATABASE_URL.into());
    let current = std::env::var("DATABASE_URL").unwrap_or_else(|_| default.clone());
    let answering = answers(&default);
    if current != default || (answering && lets_in_without_password(&default)) {
        return;
    }
    let tried = default.rsplit('@').next().unwrap_or(&default).split('/').next().unwrap_or_default().to_string();
    let why = if answering { "The server at {tried} wants a password" } else { "Nothing answers at {tried}" };
    let why = why.replace("{tried}", &tried);
    let dir = test_server_dir();
    match start_shared(&dir, &tried) {
        Ok(url) => {
            eprintln!(
                "{why}: the tests use a private PostgreSQL at {url} (data in {}; left running for the next run).",
                dir.join("postgres").display()
            );
            // SAFETY: the caller guarantees the process has one thread.
            unsafe { std::env::set_var("DATABASE_URL", url) };
        }
        Err(e) => eprintln!("{why}, and no private PostgreSQL could be started: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn users_are_found_in_passwd() {
        assert_eq!(lookup_user("root"), Some((0, 0)));
        assert_eq!(lookup_user("no such user, surely"), None);
    }

    #[test]
    fn a_server_that_wants_a_password_does_not_let_in() {
        // The tests' server lets its user in; a role that does not exist is refused.
        let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.into());
        let options: sqlx::postgres::PgConnectOptions = url.parse().unwrap();
        if options.get_socket().is_some() || !answers(&url) {
            return; // no TCP server to ask
        }
        assert!(lets_in_without_password(&url), "{url}");
        let nobody = format!("postgres://zamma_nobody@{}:{}/postgres", options.get_host(), options.get_port());
        assert!(!lets_in_without_password(&nobody));
        let port = free_port().unwrap();
        assert!(!lets_in_without_password(&format!("postgres://postgres@127.0.0.1:{port}/postgres")));
    }

    #[test]
    fn a_closed_port_does_not_answer() {
        let port = free_port().unwrap();
        assert!(!answers(&format!("postgres://postgres@127.0.0.1:{port}/postgres")));
        let open = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = open.local_addr().unwrap().port();
        assert!(answers(&format!("postgres://postgres@127.0.0.1:{port}/postgres")));
    }

    #[test]
    fn the_default_is_the_one_cargo_sets() {
        let config = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/.cargo/config.toml")).unwrap();
        let line = config.lines().find(|l| l.starts_with("DATABASE_URL")).expect("DATABASE_URL in .cargo/config.toml");
        assert!(line.contains(&format!("\"{DEFAULT_DATABASE_URL}\"")), "{line}");
    }

    /// Two test binaries starting at once start one server, on loopback,
    /// that a second start finds running (the same URL) and that serves.
    #[test]
    fn the_shared_server_starts_once_and_is_reused() {
        let dir = std::env::temp_dir().join(format!("zamma-shared-pg-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let starts: Vec<_> = (0..2)
            .map(|_| {
                std::thread::spawn({
                    let dir = dir.clone();
                    move || start_shared(&dir, "nowhere")
                })
            })
            .collect();
        let urls: Vec<String> = starts.into_iter().map(|t| t.join().unwrap().unwrap()).collect();
        assert_eq!(urls[0], urls[1]);
        let url = &urls[0];
        assert!(url.starts_with("postgres://zamma@127.0.0.1:"), "{url}");
        assert_eq!(&start_shared(&dir, "nowhere").unwrap(), url, "found running");
        let one: i32 = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
            use sqlx::Connection;
            let mut c = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::query_scalar("SELECT 1").fetch_one(&mut c).await.unwrap()
        });
        assert_eq!(one, 1);
        PrivateServer::start(dir.join("postgres"), Listen::Loopback, "nowhere").unwrap().stop();
        assert!(!answers(url), "stopped");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
