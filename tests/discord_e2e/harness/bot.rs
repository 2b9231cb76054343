//! The bot under test: each test starts its own stand-in and bot on its own
//! database, pushes interactions as Discord would, waits (polling, with a
//! timeout) for the requests that answer them, and checks those and the
//! database.

use super::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::oneshot;
use zamma_bot::discord::{DiscordConfig, REQUEST_DEADLINE, StartError, run};
use zamma_bot::service::{Service, ServiceConfig};
use zamma_bot::store::Store;

/// A bot's `run`, as a task.
type Running = tokio::task::JoinHandle<Result<(), StartError>>;

pub struct Bot {
    pub stub: Arc<Stub>,
    pub pool: PgPool,
    /// A service of our own on the bot's database, to set up games quickly.
    pub service: Service,
    /// The web board, served (as another process would) by a service of
    /// its own on the bot's database; the bot's Board buttons link to it.
    pub web: String,
    shutdown: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), StartError>>,
    /// Other processes of the bot (`Bot::start_two`): their shutdown and task.
    others: Vec<(oneshot::Sender<()>, Running)>,
    next_id: AtomicU64,
}

/// One interaction we sent: its id names the requests that answer it.
#[derive(Clone, Copy, Debug)]
pub struct Sent {
    pub id: u64,
}

impl Sent {
    pub fn callback_path(self) -> String {
        format!("/api/v10/interactions/{}/{}/callback", self.id, token(self.id))
    }

    pub fn followup_path(self) -> String {
        format!("/api/v10/webhooks/{APP}/{}", token(self.id))
    }
}

/// A zamma game from the start through stored `(ply, player, notation)` moves.
pub fn replayed(moves: &[(i32, i64, String)]) -> Game {
    let start = *Game::new(Preset::Zamma.rules()).start();
    Game::replay(Preset::Zamma.rules(), start, moves.iter().map(|m| m.2.as_str())).expect("stored moves replay")
}

fn init_tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,zamma_bot=info,serenity=error")),
        )
        .with_test_writer()
        .try_init();
}

impl Bot {
    /// Start a stand-in and the bot, and wait until it registered its commands.
    pub async fn start(pool: PgPool) -> Bot {
        // The first sweep runs at start (nothing to do); no other during a test.
        Bot::start_sweeping(pool, Duration::from_secs(3600)).await
    }

    /// [`Bot::start`], the bot sweeping (time-outs, reminders) `every`.
    pub async fn start_sweeping(pool: PgPool, every: Duration) -> Bot {
        Bot::start_with(pool, every, false, None, REQUEST_DEADLINE).await
    }

    /// [`Bot::start`] with the board as a Discord Activity: the web board
    /// signs people in through the stand-in's OAuth2, and Board buttons
    /// launch the Activity (which the stand-in's application has enabled
    /// if `enabled`; else Discord refuses to launch it).
    pub async fn start_activity(pool: PgPool, enabled: bool) -> Bot {
        Bot::start_with(pool, Duration::from_secs(3600), false, Some(enabled), REQUEST_DEADLINE).await
    }

    /// [`Bot::start`] in proxy mode (`DISCORD_API_BASE`): the bot sends its
    /// requests to the stand-in's plain HTTP side as to a rate-limiting
    /// proxy such as twilight-http-proxy, serenity's rate limiter off.
    pub async fn start_behind_proxy(pool: PgPool) -> Bot {
        Bot::start_with(pool, Duration::from_secs(3600), true, None, REQUEST_DEADLINE).await
    }

    /// [`Bot::start`], each request to Discord given `deadline` (and a post
    /// three times as long).
    pub async fn start_with_deadline(pool: PgPool, deadline: Duration) -> Bot {
        Bot::start_with(pool, Duration::from_secs(3600), false, None, deadline).await
    }

    async fn start_with(pool: PgPool, every: Duration, proxy: bool, activity: Option<bool>, deadline: Duration) -> Bot {
        init_tracing();
        let stub = Stub::start().await;
        if activity == Some(true) {
            stub.activities.enable();
        }
        let auth = activity.map(|_| {
            let (http, api) = stub.api().rest().expect("a client for the stand-in");
            zamma_bot::web::DiscordAuth {
                client_id: APP,
                client_secret: super::activities::CLIENT_SECRET.into(),
                bot_token: "test-token".into(),
                api,
                http,
                // What Discord says of an instance is asked again each time.
                recheck: Duration::ZERO,
            }
        });
        let store = Store::from_pool(pool.clone()).await.expect("migrations");
        // Reviews search few nodes: a debug build, and short games.
        let config = ServiceConfig { review_nodes: 20_000, ..ServiceConfig::default() };
        let bot_service = Service::new(store.clone(), config);
        let service = Service::new(store.clone(), ServiceConfig::default());
        let web = serve_web(Service::new(store, ServiceConfig::default()), auth).await;
        let config = DiscordConfig {
            token: "test-token".into(),
            guild_id: Some(GUILD),
            api: if proxy { zamma_bot::discord::Api::Proxy(stub.base()) } else { stub.api() },
            sweep_every: every,
            shards: None,
            web: Some(zamma_bot::discord::WebLinks { secret: web_secret(), base: web.clone() }),
            activity: activity.is_some(),
            deadline,
        };
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(run(bot_service, config, async move {
            let _ = rx.await;
        }));
        let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
        let put = stub.wait_for("command registration", |r| r.method == Method::PUT && r.path == registered).await;
        let names: Vec<&str> = put.body.as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
        for name in
            ["challenge", "play-ai", "move", "board", "resign", "draw", "export", "replay", "review", "rules", "help"]
        {
            assert!(names.contains(&name), "/{name} is not registered: {names:?}");
        }
        Bot {
            stub,
            pool,
            service,
            web,
            shutdown: Some(tx),
            task,
            others: Vec::new(),
            next_id: AtomicU64::new(1_000_000_000_000_000_001),
        }
    }

    /// The bot as two processes on one database (shards 0 and 1 of 2, each
    /// with its own service, as two `zamma-bot run` would be), against a
    /// stand-in that makes a message of every post, enforced nonce or not:
    /// only the bot itself can keep an effect from being made twice.
    pub async fn start_two(pool: PgPool) -> Bot {
        let mut bot = Bot::start_with(pool, Duration::from_secs(3600), false, None, REQUEST_DEADLINE).await;
        bot.stub.ignore_nonces();
        // The first process runs shard 0 of 2 from now on: restart it so.
        if let Some(tx) = bot.shutdown.take() {
            let _ = tx.send(());
        }
        let _ = tokio::time::timeout(Duration::from_secs(5), &mut bot.task).await;
        let mut processes = Vec::new();
        for shard in 0..2 {
            let store = Store::from_pool(bot.pool.clone()).await.expect("migrations");
            let service = Service::new(store, ServiceConfig { review_nodes: 20_000, ..ServiceConfig::default() });
            let config = DiscordConfig {
                token: "test-token".into(),
                guild_id: Some(GUILD),
                api: bot.stub.api(),
                sweep_every: Duration::from_secs(3600),
                shards: Some(zamma_bot::discord::ShardRange { first: shard, last: shard, total: 2 }),
                web: Some(zamma_bot::discord::WebLinks { secret: web_secret(), base: bot.web.clone() }),
                activity: false,
                deadline: zamma_bot::discord::REQUEST_DEADLINE,
            };
            let (tx, rx) = oneshot::channel::<()>();
            let task = tokio::spawn(run(service, config, async move {
                let _ = rx.await;
            }));
            processes.push((tx, task));
        }
        let start = std::time::Instant::now();
        while bot.stub.gateway.shards_connected() < 2 {
            assert!(start.elapsed() < PATIENCE, "the two processes did not both connect");
            tokio::time::sleep(POLL).await;
        }
        let (tx, task) = processes.remove(0);
        bot.shutdown = Some(tx);
        bot.task = task;
        bot.others = processes;
        bot
    }

    /// Another web board on the bot's database, signing people in through
    /// the stand-in as the bot's does, with `limits`: its address.
    pub async fn another_board(&self, limits: zamma_bot::web::Limits) -> String {
        let (http, api) = self.stub.api().rest().expect("a client for the stand-in");
        let auth = zamma_bot::web::DiscordAuth {
            client_id: APP,
            client_secret: super::activities::CLIENT_SECRET.into(),
            bot_token: "test-token".into(),
            api,
            http,
            recheck: Duration::ZERO,
        };
        let store = Store::from_pool(self.pool.clone()).await.expect("migrations");
        serve_web_with(Service::new(store, ServiceConfig::default()), Some(auth), limits).await
    }

    /// The id the next interaction pushed will have (its token is `tok-<id>`).
    pub fn peek_next_id(&self) -> u64 {
        self.next_id.load(Ordering::SeqCst)
    }

    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    pub fn push(&self, build: impl FnOnce(u64) -> Value) -> Sent {
        let id = self.next_id();
        self.stub.dispatch("INTERACTION_CREATE", build(id));
        Sent { id }
    }

    /// Run a slash command and wait for its answer.
    pub async fn command(&self, from: Person, name: &str, options: Vec<Value>) -> Recorded {
        let sent = self.push(|id| slash(id, from, name, options));
        self.reply(sent).await
    }

    pub async fn press(&self, from: Person, custom_id: &str) -> (Sent, Recorded) {
        let sent = self.push(|id| button(id, from, custom_id));
        (sent, self.reply(sent).await)
    }

    pub async fn pick(&self, from: Person, custom_id: &str, value: &str) -> (Sent, Recorded) {
        let sent = self.push(|id| select(id, from, custom_id, &[value]));
        (sent, self.reply(sent).await)
    }

    /// Ask for completions of option `focused` of command `name`, and wait
    /// for the answer.
    pub async fn complete(&self, from: Person, name: &str, options: Vec<Value>, focused: &str) -> Recorded {
        let sent = self.push(|id| autocomplete(id, from, name, options, focused));
        self.reply(sent).await
    }

    /// The interaction response to `sent`.
    pub async fn reply(&self, sent: Sent) -> Recorded {
        let path = sent.callback_path();
        self.stub.wait_for(&format!("the answer to interaction {}", sent.id), |r| r.path == path).await
    }

    /// The first follow-up message to `sent`.
    pub async fn followup(&self, sent: Sent) -> Recorded {
        let path = sent.followup_path();
        self.stub
            .wait_for(&format!("a follow-up to interaction {}", sent.id), |r| {
                r.method == Method::POST && r.path == path
            })
            .await
    }

    /// The deferred answer to `sent` as edited, once an edit satisfies `done`.
    pub async fn edited_answer(&self, sent: Sent, done: impl Fn(&Recorded) -> bool) -> Recorded {
        let path = format!("{}/messages/@original", sent.followup_path());
        self.stub
            .wait_for(&format!("the answer to interaction {} edited", sent.id), |r| {
                r.method == Method::PATCH && r.path == path && done(r)
            })
            .await
    }

    /// Answers to `sent` so far (there should be exactly one callback).
    pub fn callbacks(&self, sent: Sent) -> usize {
        let path = sent.callback_path();
        self.stub.requests().iter().filter(|r| r.path == path && r.status != 429).count()
    }

    /// A refusal: an ephemeral new message with a sentence, nothing else.
    pub async fn assert_refusal(&self, r: &Recorded, contains: &str) {
        assert_eq!(r.kind(), 4, "{r:#?}");
        assert!(r.ephemeral(), "a refusal must be ephemeral: {r:#?}");
        assert!(r.files.is_empty() && r.components().is_empty(), "{r:#?}");
        let text = r.content();
        assert!(text.contains(contains), "expected a sentence containing {contains:?}, got {text:?}");
        assert!(text.ends_with('.') || text.ends_with('!') || text.ends_with(')'), "not a sentence: {text:?}");
    }

    pub async fn game_row(&self, game: GameId) -> (i32, String, Option<String>) {
        sqlx::query_as("SELECT ply, status, result FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// The status of a challenge (`open`, `declined`, `accepted`, ...).
    pub async fn challenge_status(&self, challenge: ChallengeId) -> String {
        sqlx::query_scalar("SELECT status FROM challenges WHERE id = $1")
            .bind(challenge)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// How many rows `table` has.
    pub async fn count(&self, table: &str) -> i64 {
        sqlx::query_scalar(&format!("SELECT count(*) FROM {table}")).fetch_one(&self.pool).await.unwrap()
    }

    /// `(ply, player, notation)` of every stored move of `game`.
    pub async fn moves(&self, game: GameId) -> Vec<(i32, i64, String)> {
        sqlx::query_as("SELECT ply, player, notation FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game)
            .fetch_all(&self.pool)
            .await
            .unwrap()
    }

    /// The moves legal now in `game` (a zamma game), from its stored moves.
    pub async fn legal_now(&self, game: GameId) -> Vec<String> {
        replayed(&self.moves(game).await).legal_moves().iter().map(|m| m.to_string()).collect()
    }

    /// Stop the bot; fail if it called anything the stand-in does not know.
    pub async fn stop(mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        for (tx, task) in std::mem::take(&mut self.others) {
            let _ = tx.send(());
            let _ = tokio::time::timeout(Duration::from_secs(5), task).await;
        }
        match tokio::time::timeout(Duration::from_secs(5), &mut self.task).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => panic!("the bot stopped with an error: {e}"),
            Ok(Err(e)) => panic!("the bot panicked: {e}"),
            Err(_) => {
                self.task.abort();
                panic!("the bot did not shut down within 5 s");
            }
        }
        let mut answered: Vec<String> = self
            .stub
            .requests()
            .into_iter()
            .filter(|r| r.path.ends_with("/callback") && r.status < 300)
            .map(|r| r.path)
            .collect();
        answered.sort();
        let before = answered.len();
        answered.dedup();
        assert_eq!(answered.len(), before, "an interaction was answered twice");
        let unexpected: Vec<Recorded> = self.stub.requests().into_iter().filter(|r| r.unexpected).collect();
        assert!(unexpected.is_empty(), "the bot made requests the stand-in does not expect:\n{unexpected:#?}");
    }
}

impl Bot {
    /// Run a slash command from `w` (a DM, a group DM, a server that did
    /// not add the bot) and wait for its answer.
    pub async fn command_at(&self, w: Where, from: Person, name: &str, options: Vec<Value>) -> (Sent, Recorded) {
        let sent = self.push(|id| located(slash(id, from, name, options), w));
        (sent, self.reply(sent).await)
    }

    /// Press a button from `w`.
    pub async fn press_at(&self, w: Where, from: Person, custom_id: &str) -> (Sent, Recorded) {
        let sent = self.push(|id| located(button(id, from, custom_id), w));
        (sent, self.reply(sent).await)
    }

    /// Run a slash command from a Discord client in `locale`, in a server
    /// whose Discord language is `guild_locale`.
    pub async fn command_in(
        &self,
        (locale, guild_locale): (&str, &str),
        from: Person,
        name: &str,
        options: Vec<Value>,
    ) -> Recorded {
        let sent = self.push(|id| in_locale(slash(id, from, name, options), locale, guild_locale));
        self.reply(sent).await
    }

    /// Press a button from a Discord client in `locale`.
    pub async fn press_in(
        &self,
        (locale, guild_locale): (&str, &str),
        from: Person,
        custom_id: &str,
    ) -> (Sent, Recorded) {
        let sent = self.push(|id| in_locale(button(id, from, custom_id), locale, guild_locale));
        (sent, self.reply(sent).await)
    }
}

/// The secret the test bot's web links are signed with.
pub fn web_secret() -> zamma_bot::service::pass::Secret {
    zamma_bot::service::pass::Secret::new(b"the Discord tests' web secret, long enough".to_vec()).unwrap()
}

/// A web session for `who`, signed as the test bot's links are.
pub fn web_session(who: zamma_bot::service::pass::Who) -> String {
    use zamma_bot::service::pass::{Kind, Pass};
    let expires = chrono::Utc::now().timestamp() + 3600;
    web_secret().sign(&Pass { kind: Kind::Session, who, expires, lang: zamma_bot::i18n::Lang::En })
}

/// Serve the web board on a free loopback port; its address.
async fn serve_web(service: Service, activity: Option<zamma_bot::web::DiscordAuth>) -> String {
    // The scenarios sign many people in from one address: the pace of
    // sign-ins is tested on a board of its own (`Bot::another_board`).
    let limits = zamma_bot::web::Limits { sign_in_burst: 1000.0, ..Default::default() };
    serve_web_with(service, activity, limits).await
}

async fn serve_web_with(
    service: Service,
    activity: Option<zamma_bot::web::DiscordAuth>,
    limits: zamma_bot::web::Limits,
) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let config = zamma_bot::web::WebConfig { activity, limits, ..zamma_bot::web::WebConfig::new(web_secret()) };
    let router = zamma_bot::web::router(service, config);
    tokio::spawn(zamma_bot::web::serve(listener, router, std::future::pending()));
    base
}
