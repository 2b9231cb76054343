//! `local`: the bot's commands in a terminal (see `crate::console`).

use super::CliError;
use super::render_cmds::ThemeArg;
use crate::console::{Console, local_user};
use crate::i18n::Lang;
use crate::service::{Service, ServiceConfig, User};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct LocalArgs {
    /// Database (default: DATABASE_URL from the environment or .env; else a
    /// server at PGHOST:PGPORT, 127.0.0.1:5432; else a private PostgreSQL
    /// started from the programs installed on this machine, its data kept in
    /// ~/.local/share/zamma-bot/postgres or $ZAMMA_PG_DIR).
    #[arg(long)]
    pub database_url: Option<String>,
    /// Where board PNGs and replay GIFs are written (default:
    /// ~/.cache/zamma-bot/boards, or $XDG_CACHE_HOME/zamma-bot/boards).
    #[arg(long)]
    pub board_dir: Option<PathBuf>,
    /// Language: en, fr, es or ar (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// How the board images written look.
    #[arg(long, value_enum, default_value = "sand")]
    pub theme: ThemeArg,
    /// Who you are at the start (default: alice); `as <name>` switches later.
    #[arg(long, value_parser = parse_name)]
    pub name: Option<User>,
    /// Also serve the games on a web board at a free port on this machine,
    /// played by touching the pieces; each game's address is printed.
    #[arg(long)]
    pub web: bool,
    /// With --web: serve the board on this port (on 127.0.0.1), the same
    /// address each time, so that open pages reconnect after a restart.
    #[arg(long, requires = "web")]
    pub port: Option<u16>,
}

fn parse_name(s: &str) -> Result<User, String> {
    match local_user(s) {
        Some(user) => Ok(user),
        None => Err("a name needs something visible in it, such as letters or digits (control characters, direction \
                     marks and invisible characters are left out); e.g. --name bob"
            .to_string()),
    }
}

pub(super) fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::from_locale(s).ok_or_else(|| format!("`{s}` is not a language zamma-bot speaks; use en, fr, es or ar"))
}

/// The language the environment asks for, as POSIX orders its variables.
pub(super) fn environment_lang() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::from_locale(&v))
}

pub fn local(args: LocalArgs) -> Result<(), CliError> {
    // The user's own cache directory, not a directory every user shares.
    let board_dir = args.board_dir.unwrap_or_else(|| super::user_dir(super::UserDir::Cache).join("boards"));
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        // Dropped (and a private server stopped) when the session ends.
        let database = super::database::open(args.database_url, 4).await?;
        if let Some(server) = database.private.clone() {
            // Ctrl-C ends the process without unwinding: stop the private
            // server first, so that it is not left running.
            tokio::spawn(async move {
                if tokio::signal::ctrl_c().await.is_ok() {
                    server.stop();
                    std::process::exit(130);
                }
            });
        }
        let service = Service::new(database.store.clone(), ServiceConfig::default());
        let stdin = std::io::stdin();
        let interactive = stdin.is_terminal();
        let lang = args.lang.or_else(environment_lang).unwrap_or_default();
        let mut console = Console::new(service.clone(), std::io::stdout().lock(), board_dir)
            .with_lang(lang)
            .with_theme(args.theme.into());
        if let Some(user) = args.name {
            console = console.with_user(user);
        }
        if args.web {
            console = console.with_web(super::web::serve_local(&service, args.theme.into(), lang, args.port).await?);
        }
        console.run(stdin.lock(), interactive).await?;
        Ok(())
    })
}
