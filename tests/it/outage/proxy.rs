//! A small TCP proxy between the service's pool and PostgreSQL, which the
//! outage tests switch between passing bytes, refusing and going silent.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Mode {
    #[default]
    Up,
    /// New connections are accepted and closed at once: the client fails
    /// fast (sqlx: a protocol error in the TLS/startup handshake).
    Reset,
    /// New connections are accepted and never answered: the client waits
    /// (sqlx: the pool's 2 s acquire timeout).
    Silent,
}

/// One forwarded connection; once `stalled`, it passes nothing more either
/// way, and closes nothing either (the far side never learns).
struct Link {
    task: AbortHandle,
    stalled: Arc<AtomicBool>,
}

#[derive(Default)]
pub(super) struct ProxyState {
    mode: Mode,
    links: Vec<Link>,
    /// Connections held unanswered in `Silent` mode.
    held: Vec<TcpStream>,
    pub(super) refused: u64,
    pub(super) killed: u64,
    pub(super) stalled: u64,
}

/// Copy one direction of a link until either side closes or it is stalled.
async fn pump(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    stalled: Arc<AtomicBool>,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = from.read(&mut buf).await.unwrap_or(0);
        if stalled.load(Ordering::SeqCst) {
            // Swallow this and everything after; never close.
            std::future::pending::<()>().await;
        }
        if n == 0 || to.write_all(&buf[..n]).await.is_err() {
            let _ = to.shutdown().await;
            return;
        }
    }
}

/// Forwards 127.0.0.1:<port> to the real server; `cut` kills every open link
/// and refuses new ones until `restore`.
pub(super) struct Proxy {
    pub(super) port: u16,
    pub(super) state: Arc<Mutex<ProxyState>>,
    accept: AbortHandle,
}

impl Proxy {
    pub(super) async fn start(upstream: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(ProxyState::default()));
        let shared = state.clone();
        let accept = tokio::spawn(async move {
            loop {
                let Ok((client, _)) = listener.accept().await else {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                };
                // Deciding and registering under one lock: a link is either
                // refused or killed by the next cut, never missed.
                let mut s = shared.lock().unwrap();
                match s.mode {
                    Mode::Up => {}
                    Mode::Reset => {
                        s.refused += 1;
                        drop(client);
                        continue;
                    }
                    Mode::Silent => {
                        s.refused += 1;
                        s.held.push(client);
                        continue;
                    }
                }
                let upstream = upstream.clone();
                let stalled = Arc::new(AtomicBool::new(false));
                let flag = stalled.clone();
                let link = tokio::spawn(async move {
                    if let Ok(server) = TcpStream::connect(&upstream).await {
                        let (client_read, client_write) = client.into_split();
                        let (server_read, server_write) = server.into_split();
                        tokio::join!(
                            pump(client_read, server_write, flag.clone()),
                            pump(server_read, client_write, flag)
                        );
                    }
                });
                s.links.retain(|l| !l.task.is_finished());
                s.links.push(Link { task: link.abort_handle(), stalled });
            }
        })
        .abort_handle();
        Proxy { port, state, accept }
    }

    /// Kill all open links (both sockets close) and refuse new ones.
    pub(super) fn cut(&self) {
        let mut s = self.state.lock().unwrap();
        s.mode = Mode::Reset;
        let links = std::mem::take(&mut s.links);
        for link in links {
            if !link.task.is_finished() {
                s.killed += 1;
            }
            link.task.abort();
        }
    }

    /// The network goes silent: every open link stops passing bytes (and
    /// stays open, for good); new connections go unanswered.
    pub(super) fn go_silent(&self) {
        let mut s = self.state.lock().unwrap();
        s.mode = Mode::Silent;
        let mut stalled = 0;
        for link in s.links.iter().filter(|l| !l.task.is_finished()) {
            link.stalled.store(true, Ordering::SeqCst);
            stalled += 1;
        }
        s.stalled += stalled;
    }

    /// Stop answering new connections at all (the cut links stay dead).
    pub(super) fn silence(&self) {
        self.state.lock().unwrap().mode = Mode::Silent;
    }

    /// Forward again; connections held unanswered are closed.
    pub(super) fn restore(&self) {
        let mut s = self.state.lock().unwrap();
        s.mode = Mode::Up;
        s.held.clear();
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
        for link in self.state.lock().unwrap().links.drain(..) {
            link.task.abort();
        }
    }
}

/// `(user info, host:port)` of `DATABASE_URL`, e.g. `("postgres", "127.0.0.1:5432")`.
pub(super) fn server_of_database_url() -> (String, String) {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let rest = url.split_once("://").map_or(url.as_str(), |(_, r)| r);
    let authority = rest.split(['/', '?']).next().unwrap_or_default();
    let (user, hostport) = authority.rsplit_once('@').unwrap_or(("postgres", authority));
    let hostport = if hostport.contains(':') { hostport.to_string() } else { format!("{hostport}:5432") };
    (user.to_string(), hostport)
}
