//! The Discord front end: slash commands (poise), buttons and select menus
//! over the game service, with the board drawn as a PNG.
//!
//! Everything a command or a button needs is read from the interaction and
//! the database, so buttons keep working across restarts. Interactions are
//! answered within Discord's 3 s: the service's work is short, boards render
//! off the async threads in a few milliseconds, and slower work (replay
//! GIFs) defers first. The computer's moves are searched off the async
//! threads and posted to the game's channel when ready.

mod announce;
mod commands;
mod components;
mod error;
pub mod ids;
mod lang;
mod outbox;
mod reach;
mod relay;
mod seek;
mod views;
mod web;
pub use web::WebLinks;

pub use error::Error;

use crate::service::{Service, User, UserId};
use crate::t;
use poise::serenity_prelude::{self as serenity, GatewayIntents, GuildId, HttpBuilder};
use std::sync::Arc;
use std::time::Duration;
use views::Post;

/// How the bot connects.
#[derive(Clone)]
pub struct DiscordConfig {
    pub token: String,
    /// Register the commands in this server only (instantly), rather than
    /// globally (which Discord takes up to an hour to show everywhere).
    pub guild_id: Option<u64>,
    /// Where Discord's HTTP API is: Discord itself, a rate-limiting proxy,
    /// or a stand-in for tests.
    pub api: Api,
    /// How often to look for timeouts, reminders and the computer's turns.
    pub sweep_every: Duration,
    /// The gateway shards this process runs; `None` for the single shard
    /// a bot in fewer than 2,500 servers needs.
    pub shards: Option<ShardRange>,
    /// The web board, if it is served: the Board button's links, and
    /// moves made there announced in game channels.
    pub web: Option<WebLinks>,
    /// The board is a Discord Activity too: Board buttons launch it, and
    /// the App Launcher's Entry Point command is registered.
    pub activity: bool,
    /// The longest one request to Discord may take ([`REQUEST_DEADLINE`]);
    /// a post, with its waits and sends again, gets three times as long.
    pub deadline: Duration,
}

/// The longest one request to Discord (or to the proxy in front of it)
/// may take by default ([`DiscordConfig::deadline`]), connecting included:
/// a Discord, or a proxy, that accepts connections and never answers
/// holds nothing for longer.
pub const REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// An HTTP client for Discord: rustls, and every request within `deadline`.
fn client_builder(deadline: Duration) -> reqwest::ClientBuilder {
    reqwest::Client::builder().use_rustls_tls().connect_timeout(deadline.min(Duration::from_secs(5))).timeout(deadline)
}

/// What a post, or a request behind the relay with its sends again, may
/// take in all: a few requests' time.
fn budget(deadline: Duration) -> Duration {
    deadline * 3
}

/// Where the bot sends its HTTP requests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Api {
    /// `https://discord.com`, paced by serenity's rate limiter.
    Discord,
    /// A proxy that rate-limits for every process of the bot (such as
    /// twilight-http-proxy): requests go to this base URL as they are, and
    /// serenity's own rate limiter is off (serenity ignores a proxy while
    /// its limiter is on). They go through a relay on loopback
    /// (`relay.rs`) that waits out any 429 the proxy passes on.
    Proxy(String),
    /// A stand-in for Discord that speaks TLS: `discord.com` is resolved to
    /// `addr` and its certificate must chain to `root_pem`. Requests are the
    /// very ones Discord gets, paced by serenity's rate limiter.
    StandIn { addr: std::net::SocketAddr, root_pem: Vec<u8> },
}

impl Api {
    /// Whether this is Discord itself (which checks tokens).
    fn is_discord(&self) -> bool {
        *self == Api::Discord
    }

    /// Where requests go, for the log.
    fn describe(&self) -> String {
        match self {
            Api::Discord => "https://discord.com".into(),
            Api::Proxy(base) => format!("the proxy at DISCORD_API_BASE ({base})"),
            Api::StandIn { addr, .. } => format!("a stand-in for Discord at {addr}"),
        }
    }

    /// A plain HTTP client for Discord's REST API and its base URL with the
    /// version (for the Activity's OAuth2 sign-in, made by the web board).
    pub fn rest(&self) -> Result<(reqwest::Client, String), StartError> {
        let builder = client_builder(REQUEST_DEADLINE);
        Ok(match self {
            Api::Discord => (builder.build().map_err(StartError::StandIn)?, "https://discord.com/api/v10".into()),
            Api::Proxy(base) => {
                (builder.build().map_err(StartError::StandIn)?, format!("{}/api/v10", base.trim_end_matches('/')))
            }
            Api::StandIn { addr, root_pem } => {
                let root = reqwest::Certificate::from_pem(root_pem).map_err(StartError::StandIn)?;
                let client = builder
                    .tls_built_in_root_certs(false)
                    .add_root_certificate(root)
                    .resolve("discord.com", *addr)
                    .build()
                    .map_err(StartError::StandIn)?;
                (client, "https://discord.com/api/v10".into())
            }
        })
    }

    /// serenity's HTTP client for this API, and the relay it sends through
    /// in proxy mode (it runs until dropped).
    async fn http(
        &self,
        token: &str,
        deadline: Duration,
    ) -> Result<(serenity::Http, Option<relay::Relay>), StartError> {
        let builder = HttpBuilder::new(token);
        Ok(match self {
            Api::Discord => {
                let client = client_builder(deadline).build().map_err(StartError::StandIn)?;
                (builder.client(client).build(), None)
            }
            Api::Proxy(base) => {
                let relay = relay::Relay::start(base, deadline).await.map_err(StartError::Relay)?;
                // Straight to the relay on loopback, whatever proxy the
                // environment names; as long as the relay may take.
                let client = client_builder(budget(deadline) + Duration::from_secs(1))
                    .no_proxy()
                    .build()
                    .map_err(|e| StartError::Relay(std::io::Error::other(e)))?;
                let http = builder.client(client).proxy(relay.url()).ratelimiter_disabled(true).build();
                (http, Some(relay))
            }
            Api::StandIn { addr, root_pem } => {
                let root = reqwest::Certificate::from_pem(root_pem).map_err(StartError::StandIn)?;
                let client = client_builder(deadline)
                    .tls_built_in_root_certs(false)
                    .add_root_certificate(root)
                    .resolve("discord.com", *addr)
                    .build()
                    .map_err(StartError::StandIn)?;
                (builder.client(client).build(), None)
            }
        })
    }
}

/// Shards `first..=last` of `total`, for running a large bot as several
/// processes against one database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = String;

    /// `FIRST-LAST/TOTAL` or `N/TOTAL`, e.g. `0-3/8`.
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let bad = || format!("`{s}` is not a shard range; write FIRST-LAST/TOTAL, e.g. 0-3/8, or N/TOTAL");
        let (range, total) = s.trim().split_once('/').ok_or_else(bad)?;
        let total: u32 = total.trim().parse().map_err(|_| bad())?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse().map_err(|_| bad())?, b.trim().parse().map_err(|_| bad())?),
            None => {
                let n: u32 = range.trim().parse().map_err(|_| bad())?;
                (n, n)
            }
        };
        if total == 0 || first > last || last >= total {
            return Err(format!("shard range `{s}`: need FIRST <= LAST < TOTAL, and TOTAL at least 1"));
        }
        Ok(ShardRange { first, last, total })
    }
}

impl std::fmt::Debug for DiscordConfig {
    // Never print the token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"<hidden>")
            .field("guild_id", &self.guild_id)
            .field("api", &self.api)
            .field("sweep_every", &self.sweep_every)
            .field("shards", &self.shards)
            .field("web", &self.web)
            .field("activity", &self.activity)
            .field("deadline", &self.deadline)
            .finish()
    }
}

impl DiscordConfig {
    pub fn new(token: impl Into<String>) -> DiscordConfig {
        DiscordConfig {
            token: token.into(),
            guild_id: None,
            api: Api::Discord,
            sweep_every: Duration::from_secs(30),
            shards: None,
            web: None,
            activity: false,
            deadline: REQUEST_DEADLINE,
        }
    }
}

/// Why the bot could not run.
#[derive(Debug)]
pub enum StartError {
    BadToken,
    Rejected,
    Discord(Box<serenity::Error>),
    /// The stand-in's address or certificate cannot be used.
    StandIn(reqwest::Error),
    /// `DISCORD_API_BASE` is not an http(s) URL.
    ProxyUrl(String),
    /// The relay to the proxy cannot listen on loopback.
    Relay(std::io::Error),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::BadToken => write!(
                f,
                "DISCORD_TOKEN does not look like a bot token; copy it from the Bot page of your application in the Discord developer portal"
            ),
            StartError::Rejected => write!(
                f,
                "Discord rejected the bot token in DISCORD_TOKEN; reset it on the Bot page of the developer portal and update .env"
            ),
            StartError::Discord(e) => write!(f, "could not connect to Discord: {e}"),
            StartError::StandIn(e) => write!(f, "cannot reach the stand-in for Discord's API: {e}"),
            StartError::ProxyUrl(base) => write!(
                f,
                "DISCORD_API_BASE `{base}` is not a URL; write the proxy's address, e.g. http://127.0.0.1:3000, or leave it unset to talk to Discord"
            ),
            StartError::Relay(e) => {
                write!(f, "cannot open a loopback port for the requests to the proxy at DISCORD_API_BASE: {e}")
            }
        }
    }
}

impl std::error::Error for StartError {}

/// Refuse a token that cannot be a bot token (a stand-in API for tests
/// accepts any), or a proxy address that cannot be one, before connecting
/// anywhere.
pub fn check_token(config: &DiscordConfig) -> Result<(), StartError> {
    if config.api.is_discord() && serenity::validate_token(&config.token).is_err() {
        return Err(StartError::BadToken);
    }
    if let Api::Proxy(base) = &config.api
        && !reqwest::Url::parse(base).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.has_host())
    {
        return Err(StartError::ProxyUrl(base.clone()));
    }
    Ok(())
}

/// The commands as they are registered with Discord (names, descriptions,
/// options, choices and their localisations), for checking against
/// Discord's rules.
pub fn registration() -> Vec<serenity::CreateCommand> {
    poise::builtins::create_application_commands(&commands::all())
}

/// The Activity's Entry Point command, which the App Launcher shows:
/// Discord launches the Activity itself (handler 2). It can only be
/// registered globally, and once an application has Activities enabled a
/// global registration must include it (Discord refuses one without it).
pub fn entry_point() -> serenity::CreateCommand {
    serenity::CreateCommand::new("launch")
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description("Play Zamma on the board, inside Discord")
}

/// Shared by every handler.
pub struct Data {
    pub service: Service,
    /// The bot's own account: it plays the computer's side.
    pub me: User,
    /// The servers' Discord locales, as interactions reported them.
    pub locales: Arc<lang::GuildLocales>,
    /// The bot's own posts in game channels, in order.
    pub poster: Arc<announce::Poster>,
    /// The web board's links, if it is served.
    pub web: Option<WebLinks>,
    /// Board buttons launch the Activity (else they answer with a link).
    pub activity: bool,
}

pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Run the bot until `shutdown` resolves (or the gateway fails for good).
/// On shutdown it returns within a few seconds whatever the gateway is
/// doing: connected, connecting, resuming, or waiting to try again while
/// Discord cannot be reached.
pub async fn run(
    service: Service,
    config: DiscordConfig,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), StartError> {
    check_token(&config)?;
    // The board's fixed parts in the default theme, drawn while connecting
    // (0.2 s of a core) rather than by the first post, which would wait.
    tokio::task::spawn_blocking(|| {
        crate::render::prepare(crate::rules::BoardSize::Nine, crate::render::Theme::default())
    });
    let mut shutdown = std::pin::pin!(shutdown);
    let range = config.shards;
    // Connecting may hang too (a proxy or a network that does not answer).
    let (mut client, _relay) = tokio::select! {
        connected = connect(service.clone(), config) => connected?,
        () = shutdown.as_mut() => {
            tracing::info!("shutting down");
            return Ok(());
        }
    };
    let shards = client.shard_manager.clone();
    let health = tokio::spawn(health(shards.clone(), service, HEALTH_EVERY));
    let mut started = std::pin::pin!(async {
        match range {
            None => client.start().await,
            // serenity's range end is the last shard, inclusive.
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
        }
    });
    let ended = tokio::select! {
        ended = started.as_mut() => Some(ended),
        () = shutdown.as_mut() => None,
    };
    let result = match ended {
        Some(Ok(())) => Ok(()),
        Some(Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication))) => Err(StartError::Rejected),
        Some(Err(e)) if unauthorized(&e) => Err(StartError::Rejected),
        Some(Err(e)) => Err(StartError::Discord(Box::new(e))),
        None => {
            tracing::info!("shutting down");
            stop(&shards, started).await;
            Ok(())
        }
    };
    health.abort();
    result
}

/// How long the gateway's shards get to close on shutdown.
const STOP_GRACE: Duration = Duration::from_secs(3);

/// Ask serenity to close the gateway's shards, and wait for `started` (its
/// `start`) to end, for [`STOP_GRACE`] at most.
async fn stop(
    shards: &serenity::ShardManager,
    started: std::pin::Pin<&mut impl std::future::Future<Output = Result<(), serenity::Error>>>,
) {
    let closed = async {
        // With no shard running (Discord unreachable, the shard waiting in
        // serenity's queue to try again) there is nothing to close, and
        // serenity's `start` never returns: `shutdown_all` only ends it by
        // closing a shard.
        let running = !shards.runners.lock().await.is_empty();
        shards.shutdown_all().await;
        if running { started.await } else { Ok(()) }
    };
    match tokio::time::timeout(STOP_GRACE, closed).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::debug!(error = %e, "the gateway stopped with an error"),
        Err(_) => tracing::warn!("the gateway did not close within {STOP_GRACE:?}; stopping all the same"),
    }
}

/// Whether Discord answered 401 Unauthorized: it does not take the token.
fn unauthorized(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(e) if e.status_code() == Some(serenity::StatusCode::UNAUTHORIZED))
}

/// The client, ready to start, once Discord took the token; and the relay
/// its requests go through in proxy mode (it runs until dropped).
async fn connect(
    service: Service,
    config: DiscordConfig,
) -> Result<(serenity::Client, Option<relay::Relay>), StartError> {
    let deadline = config.deadline;
    let (http, relay) = config.api.http(&config.token, deadline).await?;
    tracing::info!(api = %config.api.describe(), "asking Discord for its gateway");
    // Discord checks the token here. serenity's own first request
    // (`GET /gateway`) would not tell: on a failure it falls back to
    // Discord's usual gateway address and tries it for ever.
    match tokio::time::timeout(deadline + Duration::from_secs(1), http.get_bot_gateway()).await {
        Ok(Ok(gateway)) => tracing::debug!(shards = gateway.shards, "Discord's gateway is ready"),
        Ok(Err(e)) if unauthorized(&e) => return Err(StartError::Rejected),
        Ok(Err(e)) => tracing::warn!(error = %e, "could not ask Discord for its gateway; connecting all the same"),
        Err(_) => tracing::warn!(
            api = %config.api.describe(),
            "Discord did not answer within {deadline:?}; connecting all the same (is DISCORD_API_BASE right?)"
        ),
    }
    let guild = config.guild_id;
    let sweep_every = config.sweep_every;
    let web = config.web.clone();
    let activity = config.activity && web.is_some();
    let setup_service = service;
    // The builder's own setting overrides the one in the options.
    let framework = poise::Framework::builder()
        .initialize_owners(false)
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            // After a command, what the person missed where the bot could
            // not tell them (see `announce::tell_missed`).
            post_command: |ctx| {
                Box::pin(async move {
                    if let poise::Context::Application(a) = ctx {
                        let me = async { commands::langs(ctx).await.me };
                        let person = UserId(ctx.author().id.get());
                        let (http, token) = (&ctx.serenity_context().http, a.interaction.token.as_str());
                        announce::tell_missed(http, &ctx.data().service, token, person, me).await;
                    }
                })
            },
            event_handler: |ctx, event, _framework, data| Box::pin(on_event(ctx, event, data)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // The shipped puzzles, before the commands appear.
                match setup_service.load_shipped_puzzles().await {
                    Ok(added) => tracing::info!(added, "shipped puzzles loaded"),
                    Err(e) => tracing::warn!(error = %e, "could not load the shipped puzzles; /puzzle waits for them"),
                }
                let commands = poise::builtins::create_application_commands(&framework.options().commands);
                let entry = activity.then(entry_point);
                match guild {
                    Some(g) => {
                        GuildId::new(g).set_commands(&ctx.http, commands).await?;
                        // The Entry Point is global only.
                        if let Some(entry) = entry {
                            serenity::Command::set_global_commands(&ctx.http, vec![entry]).await?;
                        }
                    }
                    None => {
                        let all = commands.into_iter().chain(entry).collect();
                        serenity::Command::set_global_commands(&ctx.http, all).await?;
                    }
                }
                let me = User { id: UserId(ready.user.id.get()), name: ready.user.name.clone(), bot: true };
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord; commands registered");
                let locales = Arc::new(lang::GuildLocales::default());
                let poster = announce::Poster::new(ctx.http.clone(), budget(deadline));
                tokio::spawn(announce::sweeper(poster.clone(), setup_service.clone(), locales.clone(), sweep_every));
                // What the outbox owes Discord (moves made on the web board
                // and in one place of a game seen in two, posted in the
                // game's other places; quick pairing's games and seekers'
                // messages), made once whatever the processes.
                tokio::spawn(outbox::deliver(poster.clone(), ctx.http.clone(), setup_service.clone(), locales.clone()));
                tokio::spawn(seek::waves(setup_service.clone()));
                Ok(Data { service: setup_service, me, locales, poster, web, activity })
            })
        })
        .build();
    let client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(|e| StartError::Discord(Box::new(e)))?;
    Ok((client, relay))
}

/// How often the health line is logged.
const HEALTH_EVERY: Duration = Duration::from_secs(60);

/// Log a health line monitoring can watch: `health: ok` (info) while every
/// gateway shard is connected and the database answers, `health: degraded`
/// (warn) otherwise, with the details as fields.
async fn health(shards: Arc<serenity::ShardManager>, service: Service, every: Duration) {
    // The first line after one period, not at once: the shards need time to
    // connect, and a 'degraded' line at every start would be a false alarm.
    let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let (total, connected) = {
            let runners = shards.runners.lock().await;
            let connected = runners.values().filter(|r| r.stage == serenity::ConnectionStage::Connected).count();
            (runners.len(), connected)
        };
        let database = service.ping().await;
        if database && total > 0 && connected == total {
            tracing::info!(shards = total, database, "health: ok");
        } else {
            tracing::warn!(shards = total, connected, database, "health: degraded");
        }
    }
}

/// A refusal or fault in a command: tell the user who acted, ephemerally.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if error.is_fault() {
                tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            }
            let me = commands::langs(ctx).await.me;
            let _ = ctx.send(Post::ephemeral(error.user_text(me)).reply()).await;
        }
        poise::FrameworkError::ArgumentParse { error, input, ctx, .. } => {
            tracing::debug!(%error, "an option could not be read");
            let me = commands::langs(ctx).await.me;
            let what = input.map(|i| format!("`{}`", views::cut(i, 50))).unwrap_or_else(|| t!(me, "refusal-an-option"));
            let text = t!(me, "refusal-bad-option", what = what);
            let _ = ctx.send(Post::ephemeral(error::printable(&text)).reply()).await;
        }
        // Options Discord should not have let through (a value out of the
        // choices, a wrong type, a missing or unknown option): refuse, and
        // answer an autocomplete request with no choices.
        poise::FrameworkError::CommandStructureMismatch { ctx, description, .. } => {
            tracing::warn!(command = %ctx.command.qualified_name, description, "options do not match the command");
            if ctx.interaction_type == poise::CommandInteractionType::Autocomplete {
                let empty = serenity::CreateInteractionResponse::Autocomplete(Default::default());
                let _ = ctx.interaction.create_response(ctx.serenity_context, empty).await;
            } else {
                let ctx = poise::Context::Application(ctx);
                let text = t!(commands::langs(ctx).await.me, "refusal-options-mismatch");
                let _ = ctx.send(Post::ephemeral(text).reply()).await;
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let text = t!(commands::langs(ctx).await.me, "refusal-servers-only");
            let _ = ctx.send(Post::ephemeral(text).reply()).await;
        }
        poise::FrameworkError::MissingUserPermissions { ctx, .. } => {
            let text = t!(commands::langs(ctx).await.me, "refusal-manage-server");
            let _ = ctx.send(Post::ephemeral(text).reply()).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "could not report an error");
            }
        }
    }
}

async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, data: &Data) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(press) } = event {
        components::handle(ctx, data, press).await;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::ShardRange;

    #[test]
    fn shard_ranges_parse_and_refuse_nonsense() {
        assert_eq!("0-3/8".parse(), Ok(ShardRange { first: 0, last: 3, total: 8 }));
        assert_eq!(" 5/8 ".parse(), Ok(ShardRange { first: 5, last: 5, total: 8 }));
        for bad in ["", "3", "0-3", "4-2/8", "0-8/8", "0/0", "a-b/c", "-1/4"] {
            assert!(bad.parse::<ShardRange>().is_err(), "{bad}");
        }
    }
}
