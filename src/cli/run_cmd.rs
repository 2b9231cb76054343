//! `run` (also the default with no subcommand): the Discord bot.

use super::CliError;
use crate::discord::{self, Api, DiscordConfig, ShardRange};
use crate::service::{Service, ServiceConfig};
use crate::web::WebConfig;
use clap::Args;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Register the commands in this server only (default: GUILD_ID, else globally).
    #[arg(long)]
    pub guild_id: Option<u64>,
    /// Database (default: DATABASE_URL from the environment or .env).
    #[arg(long)]
    pub database_url: Option<String>,
    /// Connections to PostgreSQL.
    #[arg(long, default_value_t = 10)]
    pub db_connections: u32,
    /// Gateway shards to run, FIRST-LAST/TOTAL (default: SHARDS, else one shard).
    #[arg(long)]
    pub shards: Option<String>,
    /// Seconds between sweeps for timeouts, reminders and computer moves.
    #[arg(long, default_value_t = 30)]
    pub sweep_seconds: u64,
}

impl Default for RunArgs {
    fn default() -> Self {
        RunArgs { guild_id: None, database_url: None, db_connections: 10, shards: None, sweep_seconds: 30 }
    }
}

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

pub fn run(args: RunArgs) -> Result<(), CliError> {
    init_logging();
    let token = env("DISCORD_TOKEN").ok_or_else(|| {
        CliError(
            "DISCORD_TOKEN is not set; put your bot's token in .env (see .env.example) or in the environment".into(),
        )
    })?;
    let guild_id = match args.guild_id {
        Some(g) => Some(g),
        None => env("GUILD_ID")
            .map(|g| g.parse::<u64>().map_err(|_| CliError(format!("GUILD_ID `{g}` is not a server id (a number)"))))
            .transpose()?,
    };
    let (url, whence) = match (args.database_url, env("DATABASE_URL")) {
        (Some(url), _) => (url, "--database-url"),
        (None, Some(url)) => (url, "DATABASE_URL"),
        (None, None) => {
            return Err(CliError(
                "set DATABASE_URL (in the environment or .env) to a PostgreSQL server, or pass --database-url".into(),
            ));
        }
    };
    let shards =
        args.shards.or_else(|| env("SHARDS")).map(|s| s.parse::<ShardRange>()).transpose().map_err(CliError)?;
    // The web board, when a secret signs its links.
    let web = match super::web::secret_from_env()? {
        Some(secret) => {
            let addr = env("WEB_ADDR").unwrap_or_else(|| crate::web::DEFAULT_ADDR.to_string());
            let addr: std::net::SocketAddr = addr.parse().map_err(|_| {
                CliError(format!("WEB_ADDR `{addr}` is not an address to listen on; write it like 127.0.0.1:8080"))
            })?;
            let base = env("WEB_PUBLIC_URL").unwrap_or_else(|| format!("http://{addr}"));
            Some((addr, discord::WebLinks { secret, base }))
        }
        None => None,
    };
    let config = DiscordConfig {
        token,
        guild_id,
        // A rate-limiting proxy in front of Discord's API (or a plain
        // stand-in for it on loopback).
        api: env("DISCORD_API_BASE").map_or(Api::Discord, Api::Proxy),
        sweep_every: Duration::from_secs(args.sweep_seconds.max(1)),
        shards,
        web: web.as_ref().map(|(_, links)| links.clone()),
        activity: false,
        deadline: discord::REQUEST_DEADLINE,
    };
    discord::check_token(&config).map_err(|e| CliError(e.to_string()))?;
    // The board as a Discord Activity, when the application's OAuth2
    // client id and secret are given (and the board is served).
    let activity = match (env("DISCORD_CLIENT_ID"), env("DISCORD_CLIENT_SECRET"), &web) {
        (Some(id), Some(secret), Some(_)) => {
            let client_id = id.parse::<u64>().map_err(|_| {
                CliError(format!(
                    "DISCORD_CLIENT_ID `{id}` is not an application id (a number from the Developer Portal)"
                ))
            })?;
            let (http, api) = config.api.rest().map_err(|e| CliError(e.to_string()))?;
            Some(crate::web::DiscordAuth {
                client_id,
                client_secret: secret,
                bot_token: config.token.clone(),
                api,
                http,
                recheck: crate::web::RECHECK,
            })
        }
        (Some(_), Some(_), None) => {
            return Err(CliError(
                "the Activity needs the web board: set WEB_SECRET and WEB_PUBLIC_URL as well as DISCORD_CLIENT_SECRET"
                    .into(),
            ));
        }
        (Some(_), None, _) | (None, Some(_), _) => {
            return Err(CliError(
                "set both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET (the OAuth2 page of your application) for the Activity, or neither".into(),
            ));
        }
        (None, None, _) => None,
    };
    let config = DiscordConfig { activity: activity.is_some(), ..config };
    let limits = match &web {
        Some(_) => super::web::limits_from_env()?,
        None => crate::web::Limits::default(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    let result = runtime.block_on(async {
        // The bot takes only the database it is given (no private server).
        let store = super::database::open_given(url, whence, args.db_connections.max(2)).await?.store.clone();
        let service = Service::new(store.clone(), ServiceConfig::default());
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let until_stopped = move || {
            let mut stopped = stopped.clone();
            async move {
                let _ = stopped.wait_for(|s| *s).await;
            }
        };
        if let Some((addr, links)) = &web {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .map_err(|e| CliError(format!("cannot serve the web board at WEB_ADDR {addr}: {e}")))?;
            let config = WebConfig { activity: activity.clone(), limits, ..WebConfig::new(links.secret.clone()) };
            let router = crate::web::router(service.clone(), config);
            tracing::info!(%addr, public = %links.base, "serving the web board");
            let shutdown = until_stopped();
            tokio::spawn(async move {
                if let Err(e) = crate::web::serve(listener, router, shutdown).await {
                    tracing::error!(error = %e, "the web board stopped");
                }
            });
        }
        tokio::spawn(async move {
            shutdown_signal().await;
            let _ = stop.send(true);
        });
        let result = discord::run(service, config, until_stopped()).await.map_err(|e| CliError(e.to_string()));
        store.close().await;
        result
    });
    // What is still running (a search, a request to Discord, a shard
    // trying to reconnect) is dropped rather than waited for.
    runtime.shutdown_timeout(EXIT_GRACE);
    result
}

/// How long work still running at exit may take to notice.
const EXIT_GRACE: Duration = Duration::from_secs(1);

/// Resolves on SIGINT (Ctrl-C) or SIGTERM.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,sqlx=warn"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
}
