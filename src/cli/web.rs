//! Serving the web board from the command line: `local --web` (the
//! console's games, on a free loopback port) and `run` (`WEB_ADDR`, with
//! the Discord bot).

use super::CliError;
use crate::console::{WebLinks, WebPage};
use crate::i18n::Lang;
use crate::render::Theme;
use crate::service::Service;
use crate::service::pass::{self, Secret, Who};
use crate::web::{self, WebConfig};
use std::path::Path;
use std::sync::Arc;

/// The secret `WEB_SECRET` names, if set.
pub(super) fn secret_from_env() -> Result<Option<Secret>, CliError> {
    match std::env::var("WEB_SECRET").ok().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()) {
        Some(text) => Ok(Some(Secret::new(text.into_bytes()).map_err(|e| CliError(e.to_string()))?)),
        None => Ok(None),
    }
}

/// The board's limits: the defaults, changed by `WEB_MAX_CONNECTIONS`,
/// `WEB_MAX_PER_ADDRESS` and `WEB_TRUSTED_PROXIES` (docs/web-board.md).
pub(super) fn limits_from_env() -> Result<web::Limits, CliError> {
    let var = |name: &str| std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    let mut limits = web::Limits::default();
    let count = |name: &str, text: String| {
        text.parse::<usize>().ok().filter(|n| *n > 0).ok_or_else(|| {
            CliError(format!("{name} `{text}` is not a number of connections; write a whole number such as 4096"))
        })
    };
    if let Some(text) = var("WEB_MAX_CONNECTIONS") {
        limits.connections = count("WEB_MAX_CONNECTIONS", text)?;
    }
    if let Some(text) = var("WEB_MAX_PER_ADDRESS") {
        limits.per_address = count("WEB_MAX_PER_ADDRESS", text)?;
    }
    if let Some(text) = var("WEB_TRUSTED_PROXIES") {
        limits.trusted_proxies = match text.as_str() {
            "none" => Vec::new(),
            list => list
                .split(',')
                .map(|n| n.parse::<web::Network>().map_err(|e| CliError(format!("WEB_TRUSTED_PROXIES: {e}, or none"))))
                .collect::<Result<_, _>>()?,
        };
    }
    Ok(limits)
}

/// `WEB_SECRET`, else the secret kept in `file`, made there on first use
/// (readable by its owner only).
fn local_secret(file: &Path) -> Result<Secret, CliError> {
    if let Some(secret) = secret_from_env()? {
        return Ok(secret);
    }
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text.trim().to_string(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(dir) = file.parent() {
                std::fs::create_dir_all(dir)?;
            }
            let text = Secret::generate();
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            std::io::Write::write_all(&mut options.open(file)?, text.as_bytes())?;
            text
        }
        Err(e) => return Err(e.into()),
    };
    Secret::new(text.into_bytes())
        .map_err(|e| CliError(format!("{}: {e}; delete the file to get a new secret", file.display())))
}

/// Serve the console's games at a free loopback port: the links the
/// console prints, each for the console's keyboard.
pub(super) async fn serve_local(
    service: &Service,
    theme: Theme,
    lang: Lang,
    port: Option<u16>,
) -> Result<WebLinks, CliError> {
    let secret = local_secret(&super::user_dir(super::UserDir::Data).join("web-secret"))?;
    // A port of its own keeps the pages' address across restarts: open pages
    // reconnect to the console started again (their passes are signed with
    // the same kept secret).
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", port.unwrap_or(0))).await {
        Ok(listener) => listener,
        Err(e) if port.is_some() => {
            let port = port.unwrap_or_default();
            return Err(CliError(crate::t!(lang, "web-port-taken", port = port, reason = e.to_string())));
        }
        Err(e) => return Err(e.into()),
    };
    let base = format!("http://{}", listener.local_addr()?);
    let config = WebConfig { theme, keyboard: true, limits: limits_from_env()?, ..WebConfig::new(secret.clone()) };
    let router = web::router(service.clone(), config);
    tokio::spawn(async move {
        if let Err(e) = web::serve(listener, router, std::future::pending()).await {
            tracing::error!(error = %e, "the web board stopped");
        }
    });
    println!("{}", crate::t!(lang, "web-serving"));
    Ok(Arc::new(move |page| {
        let now = chrono::Utc::now().timestamp();
        match page {
            WebPage::Game(game, who) => pass::link(&secret, &base, game, who, lang, now),
            WebPage::Learn(user) => pass::learn_link(&secret, &base, user, lang, now),
            WebPage::Analysis { position, rules } => {
                pass::analysis_link(&secret, &base, Who::Keyboard, lang, now, &position, &rules)
            }
        }
    }))
}
