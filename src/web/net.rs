//! The board's connections, as an open address needs them bounded: how
//! many at once (per process and per client address), how long a visitor
//! may take to send a request's headers (or to send nothing on a kept-alive
//! connection), and what a visitor over the limits gets: a 503 with a
//! sentence, while the shedding itself stays bounded. Behind a reverse
//! proxy the admin trusts (`WEB_TRUSTED_PROXIES`, loopback by default), a
//! client is the address the proxy forwards (`X-Forwarded-For`), and the
//! per-client bound applies to its requests and sockets rather than to the
//! proxy's connections.

use super::reply;
use crate::t;
use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tower::ServiceExt as _;

/// What one process of the board allows. The defaults suit a public
/// address; `WEB_MAX_CONNECTIONS`, `WEB_MAX_PER_ADDRESS` and
/// `WEB_TRUSTED_PROXIES` change them (docs/web-board.md).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once, in all (WebSockets included).
    pub connections: usize,
    /// Connections from one address at once; behind a trusted proxy,
    /// requests under way and sockets open for one forwarded address.
    pub per_address: usize,
    /// Time to send a request's headers, and the longest a kept-alive
    /// connection may stay silent between requests.
    pub header_timeout: Duration,
    /// Time to send a request's body.
    pub body_timeout: Duration,
    /// The largest request body (the JSON API's are a few hundred bytes).
    pub max_body: usize,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<Network>,
    /// Sign-ins through Discord (`/api/activity/session`) per client
    /// address: a burst, then one each `sign_in_every`.
    pub sign_in_burst: f64,
    pub sign_in_every: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 4096,
            per_address: 64,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            max_body: 8 * 1024,
            trusted_proxies: vec![Network::LOOPBACK_V4, Network::LOOPBACK_V6],
            sign_in_burst: 5.0,
            sign_in_every: Duration::from_secs(12),
        }
    }
}

/// Connections being answered with the 503 sentence at most (beyond,
/// new ones are closed at once), and how long each may take to ask.
const SHEDDING: usize = 256;
const SHED_HEADER_TIMEOUT: Duration = Duration::from_secs(2);
/// Headers and what a kept-alive connection may buffer.
const MAX_BUF: usize = 64 * 1024;
/// File descriptors kept free of connections (the database, files, logs).
const SPARE_FDS: usize = 256;

/// An address or a network (`10.0.0.0/8`, `::1`), as the admin writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    addr: IpAddr,
    bits: u8,
}

impl Network {
    pub const LOOPBACK_V4: Network = Network { addr: IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), bits: 8 };
    pub const LOOPBACK_V6: Network = Network { addr: IpAddr::V6(std::net::Ipv6Addr::LOCALHOST), bits: 128 };

    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, canonical(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.bits)).unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(self.bits)).unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

impl std::str::FromStr for Network {
    type Err = String;

    fn from_str(text: &str) -> Result<Network, String> {
        let bad = || format!("`{text}` is not an address or a network such as 10.0.0.0/8");
        let (addr, bits) = match text.trim().split_once('/') {
            Some((a, b)) => (a, Some(b.parse::<u8>().map_err(|_| bad())?)),
            None => (text.trim(), None),
        };
        let addr = canonical(addr.parse::<IpAddr>().map_err(|_| bad())?);
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let bits = bits.unwrap_or(max);
        if bits > max {
            return Err(bad());
        }
        Ok(Network { addr, bits })
    }
}

/// An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 one.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The client behind a request that came from `peer`: the peer itself,
/// unless it is a trusted proxy; then the last address in
/// `X-Forwarded-For` that is not one (each proxy appends who it heard).
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[Network]) -> IpAddr {
    let peer = canonical(peer);
    let is_trusted = |ip: IpAddr| trusted.iter().any(|n| n.contains(ip));
    if !is_trusted(peer) {
        return peer;
    }
    let forwarded = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok());
    let hops: Vec<IpAddr> =
        forwarded.flat_map(|v| v.split(',')).filter_map(|a| a.trim().parse::<IpAddr>().ok()).map(canonical).collect();
    hops.into_iter().rev().find(|ip| !is_trusted(*ip)).unwrap_or(peer)
}

/// The counts behind the limits, shared by the accept loop and the
/// handlers.
pub(super) struct Gate {
    limits: Limits,
    /// Connections allowed at once, once the file descriptors are counted.
    connections: usize,
    open: AtomicUsize,
    shedding: AtomicUsize,
    per_peer: Mutex<HashMap<IpAddr, usize>>,
    per_client: Mutex<HashMap<IpAddr, usize>>,
}

/// Whether a new connection is served.
enum Admission {
    Serve(ConnPermit),
    /// Over a limit: answered with the 503 sentence.
    Shed(ShedPermit),
    /// Over every limit: closed at once.
    Refuse,
}

impl Gate {
    pub(super) fn new(limits: Limits) -> Arc<Gate> {
        let fds = raise_fd_limit();
        let connections = match fds {
            Some(fds) if fds < limits.connections + SHEDDING + SPARE_FDS => {
                let fit = fds.saturating_sub(SHEDDING + SPARE_FDS).max(16);
                tracing::warn!(
                    fds,
                    asked = limits.connections,
                    allowed = fit,
                    "the process may open too few files for WEB_MAX_CONNECTIONS; the board takes fewer connections"
                );
                fit
            }
            _ => limits.connections,
        };
        Arc::new(Gate {
            limits,
            connections,
            open: AtomicUsize::new(0),
            shedding: AtomicUsize::new(0),
            per_peer: Mutex::default(),
            per_client: Mutex::default(),
        })
    }

    pub(super) fn limits(&self) -> &Limits {
        &self.limits
    }

    fn trusted(&self, ip: IpAddr) -> bool {
        self.limits.trusted_proxies.iter().any(|n| n.contains(ip))
    }

    fn admit(self: &Arc<Gate>, peer: IpAddr) -> Admission {
        let peer = canonical(peer);
        let counted = (!self.trusted(peer)).then_some(peer);
        let under_total = self.open.fetch_add(1, Ordering::SeqCst) < self.connections;
        let mut permit = ConnPermit { gate: self.clone(), peer: None };
        if under_total {
            match counted {
                None => return Admission::Serve(permit),
                Some(peer) => {
                    let mut per_peer = self.per_peer.lock().unwrap_or_else(PoisonError::into_inner);
                    let n = per_peer.entry(peer).or_default();
                    if *n < self.limits.per_address {
                        *n += 1;
                        permit.peer = Some(peer);
                        return Admission::Serve(permit);
                    }
                }
            }
        }
        drop(permit);
        if self.shedding.fetch_add(1, Ordering::SeqCst) < SHEDDING {
            Admission::Shed(ShedPermit(self.clone()))
        } else {
            self.shedding.fetch_sub(1, Ordering::SeqCst);
            Admission::Refuse
        }
    }

    /// A request (or socket) of `client` may go on: its share of the
    /// per-address bound, held until dropped.
    pub(super) fn client(self: &Arc<Gate>, client: IpAddr) -> Option<ClientPermit> {
        let mut per_client = self.per_client.lock().unwrap_or_else(PoisonError::into_inner);
        let n = per_client.entry(client).or_default();
        if *n >= self.limits.per_address {
            return None;
        }
        *n += 1;
        Some(ClientPermit { gate: self.clone(), client })
    }

    /// Connections open now (for tests and the load test).
    pub(super) fn open(&self) -> usize {
        self.open.load(Ordering::SeqCst)
    }
}

/// Counts one connection until dropped (it lives in the connection's IO,
/// so a WebSocket counts for as long as it is open).
struct ConnPermit {
    gate: Arc<Gate>,
    peer: Option<IpAddr>,
}

impl Drop for ConnPermit {
    fn drop(&mut self) {
        self.gate.open.fetch_sub(1, Ordering::SeqCst);
        if let Some(peer) = self.peer {
            let mut per_peer = self.gate.per_peer.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(n) = per_peer.get_mut(&peer) {
                *n -= 1;
                if *n == 0 {
                    per_peer.remove(&peer);
                }
            }
        }
    }
}

struct ShedPermit(Arc<Gate>);

impl Drop for ShedPermit {
    fn drop(&mut self) {
        self.0.shedding.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A client's request or socket under way.
pub(super) struct ClientPermit {
    gate: Arc<Gate>,
    client: IpAddr,
}

impl Drop for ClientPermit {
    fn drop(&mut self) {
        let mut per_client = self.gate.per_client.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = per_client.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                per_client.remove(&self.client);
            }
        }
    }
}

/// The client a request comes from, and its share of the bound (a
/// WebSocket keeps it for as long as it is open).
#[derive(Clone)]
pub(super) struct Client {
    pub addr: IpAddr,
    /// Held, never read: dropped with the last clone.
    pub _share: Arc<ClientPermit>,
}

/// A connection's IO, holding its permit.
struct Metered<T, P> {
    io: T,
    _permit: P,
}

impl<T: AsyncRead + Unpin, P: Unpin> AsyncRead for Metered<T, P> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin, P: Unpin> AsyncWrite for Metered<T, P> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }
}

/// Raise the soft limit on open files to the hard one; the limit then.
fn raise_fd_limit() -> Option<usize> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit and setrlimit write and read only `limit`.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
                return None;
            }
            if limit.rlim_cur < limit.rlim_max {
                let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    limit = raised;
                }
            }
        }
        usize::try_from(limit.rlim_cur).ok()
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Serve `router` on `listener` through `gate` until `shutdown` completes.
pub(super) async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    gate: Arc<Gate>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    let mut last_complaint: Option<tokio::time::Instant> = None;
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = shutdown.as_mut() => break,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, say: never a reason to stop.
                if last_complaint.is_none_or(|at| at.elapsed() > Duration::from_secs(10)) {
                    tracing::warn!(error = %e, "the web board could not accept a connection; trying again");
                    last_complaint = Some(tokio::time::Instant::now());
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        match gate.admit(peer.ip()) {
            Admission::Serve(permit) => {
                let io = TokioIo::new(Metered { io: stream, _permit: permit });
                tokio::spawn(connection(io, peer, router.clone(), gate.limits.header_timeout, stopping.clone()));
            }
            Admission::Shed(permit) => {
                tokio::spawn(shed(Metered { io: stream, _permit: permit }));
            }
            Admission::Refuse => drop(stream),
        }
    }
    let _ = stop.send(true);
    Ok(())
}

async fn connection(
    io: TokioIo<Metered<tokio::net::TcpStream, ConnPermit>>,
    peer: SocketAddr,
    router: Router,
    header_timeout: Duration,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().oneshot(request)
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(header_timeout).max_buf_size(MAX_BUF);
    let conn = builder.serve_connection(io, service).with_upgrades();
    let mut conn = std::pin::pin!(conn);
    tokio::select! {
        ended = conn.as_mut() => {
            if let Err(e) = ended {
                tracing::debug!(error = %e, "a connection to the web board ended badly");
            }
        }
        () = async { drop(stopping.wait_for(|s| *s).await) } => {
            conn.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(Duration::from_secs(2), conn).await;
        }
    }
}

/// Answer one request on a connection over the limits with the 503
/// sentence, in the language it asks for, and close it.
async fn shed<T: AsyncRead + AsyncWrite + Unpin + Send + 'static>(io: T) {
    let service = hyper::service::service_fn(|request: hyper::Request<Incoming>| async move {
        Ok::<_, Infallible>(busy(request.headers()))
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(SHED_HEADER_TIMEOUT).keep_alive(false).max_buf_size(8192);
    let _ = tokio::time::timeout(SHED_HEADER_TIMEOUT * 2, builder.serve_connection(TokioIo::new(io), service)).await;
}

/// The board is full: a 503 with a sentence, and when to come back.
pub(super) fn busy(headers: &HeaderMap) -> Response {
    let lang = reply::header_lang(headers);
    let mut response = reply::Refusal::new(StatusCode::SERVICE_UNAVAILABLE, t!(lang, "web-busy")).into_response();
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
    response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn networks_contain_their_addresses() {
        let net: Network = "10.1.0.0/16".parse().unwrap();
        assert!(net.contains(ip("10.1.200.3")) && !net.contains(ip("10.2.0.1")));
        assert!(net.contains(ip("::ffff:10.1.0.9")), "an IPv4 address written as IPv6");
        assert!(Network::LOOPBACK_V4.contains(ip("127.3.4.5")) && Network::LOOPBACK_V6.contains(ip("::1")));
        let one: Network = "2001:db8::1".parse().unwrap();
        assert!(one.contains(ip("2001:db8::1")) && !one.contains(ip("2001:db8::2")));
        for bad in ["", "10.0.0.0/33", "example.org", "10.0.0.0/x"] {
            assert!(bad.parse::<Network>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_client_is_the_first_untrusted_hop_from_the_right() {
        let trusted = ["127.0.0.1".parse().unwrap(), "10.0.0.0/8".parse().unwrap()];
        let mut headers = HeaderMap::new();
        // Straight from the internet: X-Forwarded-For is the visitor's own words.
        headers.insert("x-forwarded-for", HeaderValue::from_static("6.6.6.6"));
        assert_eq!(client_address(ip("203.0.113.9"), &headers, &trusted), ip("203.0.113.9"));
        // Through two proxies the admin trusts: what the outer one heard.
        headers.insert("x-forwarded-for", HeaderValue::from_static("6.6.6.6, 198.51.100.7, 10.0.0.2"));
        assert_eq!(client_address(ip("127.0.0.1"), &headers, &trusted), ip("198.51.100.7"));
        // A trusted proxy that forwarded nothing is its own client.
        assert_eq!(client_address(ip("10.0.0.3"), &HeaderMap::new(), &trusted), ip("10.0.0.3"));
    }
}
