//! The HTTPS side of the stand-in: `discord.com` with a test certificate.

use std::sync::Arc;
use tokio::sync::mpsc;

/// The test certificate authority the stand-in's `discord.com` certificate
/// is signed by (test-only keys, valid until 2126).
pub(super) const TEST_CA: &[u8] = include_bytes!("../tls/ca.pem");
const TEST_CERT: &[u8] = include_bytes!("../tls/discord.com.pem");
const TEST_KEY: &[u8] = include_bytes!("../tls/discord.com.key");

/// The HTTPS side of the stand-in: TLS handshakes run in their own tasks,
/// finished connections come out of `accept` for axum.
pub(super) struct TlsListener {
    pub(super) addr: std::net::SocketAddr,
    ready: mpsc::UnboundedReceiver<(tokio_rustls::server::TlsStream<tokio::net::TcpStream>, std::net::SocketAddr)>,
}

impl TlsListener {
    pub(super) async fn bind() -> TlsListener {
        use tokio_rustls::rustls::pki_types::pem::PemObject;
        use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
        let certs = vec![CertificateDer::from_pem_slice(TEST_CERT).unwrap()];
        let key = PrivateKeyDer::from_pem_slice(TEST_KEY).unwrap();
        let config = tokio_rustls::rustls::ServerConfig::builder()
            .with_no_client_auth()
            .with_single_cert(certs, key)
            .expect("the test certificate and key");
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        let tcp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = tcp.local_addr().unwrap();
        let (tx, ready) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok((stream, peer)) = tcp.accept().await {
                let (acceptor, tx) = (acceptor.clone(), tx.clone());
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        let _ = tx.send((tls, peer));
                    }
                });
            }
        });
        TlsListener { addr, ready }
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = tokio_rustls::server::TlsStream<tokio::net::TcpStream>;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(connection) => connection,
            // The acceptor is gone: the stand-in is shutting down.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        Ok(self.addr)
    }
}
