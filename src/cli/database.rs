//! Finding a database for the commands that need one (never `run`, the bot):
//! the one named by `--database-url` or `DATABASE_URL`; else a server at the
//! default address (libpq's `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE`, or
//! `postgres@127.0.0.1:5432/postgres`); else, when nothing answers there, a
//! private PostgreSQL started from the programs installed on the machine,
//! with its data kept in the user's data directory and stopped on exit.

use super::CliError;
use crate::store::{ConnectError, Store, StoreError};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Environment variable naming the private server's data directory.
pub const DATA_DIR_VAR: &str = "ZAMMA_PG_DIR";

/// The user and database of the private server.
const PRIVATE_USER: &str = "zamma";

/// The address tried when no URL is given.
fn default_url() -> String {
    let var = |name: &str, default: &str| std::env::var(name).ok().filter(|v| !v.is_empty()).unwrap_or(default.into());
    format!(
        "postgres://{}@{}:{}/{}",
        var("PGUSER", "postgres"),
        var("PGHOST", "127.0.0.1"),
        var("PGPORT", "5432"),
        var("PGDATABASE", "postgres")
    )
}

/// A connection error as one sentence for the command line.
fn explain(e: StoreError, whence: &str) -> CliError {
    match e {
        StoreError::Connect(c) => CliError(format!("cannot open the database ({whence}): {c}")),
        other => CliError(format!("cannot open the database ({whence}): {other}")),
    }
}

/// An open database, and the private server it runs on, if one was started
/// (stopped when this is dropped).
pub struct Database {
    pub store: Store,
    /// Stopped when the database is dropped.
    pub private: Option<PrivateServer>,
}

/// Open the database: `url` (from `--database-url`), else `DATABASE_URL`,
/// else the default address, else a private server.
pub async fn open(url: Option<String>, connections: u32) -> Result<Database, CliError> {
    if let Some(url) = url {
        let store = Store::connect(&url, connections).await.map_err(|e| explain(e, "--database-url"))?;
        return Ok(Database { store, private: None });
    }
    // DATABASE_URL, else the default address. The repository's
    // `.cargo/config.toml` sets DATABASE_URL to the default address (for the
    // tests): when nothing answers there, that counts as nothing set up.
    let (url, whence) = match std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty()) {
        Some(url) => (url, "DATABASE_URL"),
        None => (default_url(), "the default address; set DATABASE_URL to choose another"),
    };
    match Store::connect(&url, connections).await {
        Ok(store) => Ok(Database { store, private: None }),
        Err(StoreError::Connect(ConnectError::NothingAnswers { at }))
            if whence != "DATABASE_URL" || is_default_address(&at) =>
        {
            eprintln!("No database is set up (nothing answers at {at}): starting a private PostgreSQL.");
            let private = PrivateServer::start(&at)?;
            eprintln!("Its data is kept in {}.", private.data.display());
            let store = Store::connect(&private.url(), connections).await.map_err(|e| explain(e, "private server"))?;
            Ok(Database { store, private: Some(private) })
        }
        Err(e) => Err(explain(e, whence)),
    }
}

/// Is `at` (as [`ConnectError`] names it) PostgreSQL's usual local address?
fn is_default_address(at: &str) -> bool {
    matches!(at, "127.0.0.1:5432" | "localhost:5432" | "[::1]:5432" | "::1:5432")
}

/// A PostgreSQL server of our own: its data directory, the programs that run
/// it and the user it runs as.
#[derive(Clone)]
pub struct PrivateServer {
    bin: PathBuf,
    data: PathBuf,
    /// `(uid, gid)` to run the server as, when we are root.
    run_as: Option<(u32, u32)>,
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
fn is_root() -> bool {
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

/// The default data directory: the user's data directory, or a system one for root.
fn default_data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return dir.into();
    }
    if is_root() {
        return PathBuf::from("/var/lib/zamma-bot/postgres");
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(std::env::temp_dir);
    let base = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()).map(PathBuf::from).unwrap_or_else(|| {
        if cfg!(target_os = "macos") { home.join("Library/Application Support") } else { home.join(".local/share") }
    });
    base.join("zamma-bot/postgres")
}

impl PrivateServer {
    /// Start (or reuse, if it is already running) the private server.
    /// `tried`: the address that did not answer, for the messages.
    pub fn start(tried: &str) -> Result<PrivateServer, CliError> {
        let bin = find_programs().ok_or_else(|| {
            CliError(format!(
                "no DATABASE_URL is set, nothing answers at {tried}, and the PostgreSQL programs (initdb, pg_ctl) \
                 are not installed to start a private server: install them (`sudo apt install postgresql` on \
                 Debian or Ubuntu, `brew install postgresql` on macOS), or start the project's database with \
                 `docker compose up -d db`, or set DATABASE_URL to a server"
            ))
        })?;
        let run_as = if is_root() {
            // PostgreSQL refuses to run as root: run it as its own system user.
            Some(lookup_user("postgres").ok_or_else(|| {
                CliError(
                    "running as root, and PostgreSQL refuses to run as root: create a `postgres` user for it \
                     (installing Debian's postgresql package does), run zamma-bot as an ordinary user, or set \
                     DATABASE_URL to a server"
                        .into(),
                )
            })?)
        } else {
            None
        };
        let server = PrivateServer { bin, data: default_data_dir(), run_as };
        server.prepare()?;
        if !server.running() {
            server.ctl(&["start", "-w", "-t", "60", "-l"], Some("server.log"))?;
        }
        Ok(server)
    }

    /// Create the data directory (owned by the server's user) and the cluster.
    fn prepare(&self) -> Result<(), CliError> {
        let fail = |what: &str, e: std::io::Error| CliError(format!("cannot {what} {}: {e}", self.data.display()));
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
            .map_err(|e| CliError(format!("cannot run initdb: {e}")))?;
        if !status.success() {
            return Err(CliError(format!("initdb failed ({status}) for {}", self.data.display())));
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

    /// `pg_ctl <args> [<data>/<log>] -D <data>` with the server listening
    /// on a Unix socket in the data directory only (no TCP port).
    fn ctl(&self, args: &[&str], log: Option<&str>) -> Result<(), CliError> {
        let mut c = self.command("pg_ctl");
        c.args(args);
        if let Some(log) = log {
            c.arg(self.data.join(log));
        }
        // pg_ctl hands the options to a shell: quote the directory.
        let options = format!("-c listen_addresses='' -k '{}'", self.data.display().to_string().replace('\'', ""));
        let status = c
            .arg("-D")
            .arg(&self.data)
            .arg("-o")
            .arg(options)
            .stdout(Stdio::null())
            .status()
            .map_err(|e| CliError(format!("cannot run pg_ctl: {e}")))?;
        if status.success() {
            Ok(())
        } else {
            Err(CliError(format!(
                "the private PostgreSQL did not {} ({status}); its log is {}",
                args[0],
                self.data.join("server.log").display()
            )))
        }
    }

    /// The URL of the private server (its socket, its user, the `postgres` database).
    pub fn url(&self) -> String {
        let dir = self.data.display().to_string().replace('%', "%25").replace(' ', "%20").replace('&', "%26");
        format!("postgres://{PRIVATE_USER}@localhost/postgres?host={dir}")
    }
}

impl PrivateServer {
    /// Stop the server (fast shutdown: open sessions are ended).
    pub fn stop(&self) {
        if let Err(e) = self.ctl(&["stop", "-w", "-m", "fast"], None) {
            eprintln!("{}", e.0);
        }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Some(server) = &self.private {
            server.stop();
        }
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
}
