//! `local`: the bot's commands in a terminal (see `crate::console`).

use super::CliError;
use crate::console::Console;
use crate::service::{Service, ServiceConfig};
use crate::store::Store;
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct LocalArgs {
    /// Database (default: DATABASE_URL from the environment or .env).
    #[arg(long)]
    pub database_url: Option<String>,
    /// Where board PNGs and replay GIFs are written.
    #[arg(long)]
    pub board_dir: Option<PathBuf>,
}

pub fn local(args: LocalArgs) -> Result<(), CliError> {
    let url = match args.database_url {
        Some(u) => u,
        None => std::env::var("DATABASE_URL").map_err(|_| {
            CliError(
                "set DATABASE_URL (in the environment or .env) to a PostgreSQL server, or pass --database-url".into(),
            )
        })?,
    };
    let board_dir = args.board_dir.unwrap_or_else(|| std::env::temp_dir().join("zamma-bot-boards"));
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = Store::connect(&url, 4)
            .await
            .map_err(|e| CliError(format!("cannot open the database at DATABASE_URL: {e}")))?;
        let service = Service::new(store, ServiceConfig::default());
        let stdin = std::io::stdin();
        let interactive = stdin.is_terminal();
        let mut console = Console::new(service, std::io::stdout().lock(), board_dir);
        console.run(stdin.lock(), interactive).await?;
        Ok(())
    })
}
