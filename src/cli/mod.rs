//! The `zamma-bot` command line. Each subcommand is a thin layer over the
//! library; bad arguments give one clear line on stderr and exit code 2.

mod database;
mod engine_cmd;
mod learn_cmd;
mod loadtest;
pub mod lobby_cmd;
mod local_cmd;
mod match_cmd;
mod puzzles_cmd;
mod render_cmds;
mod review_cmd;
mod rules_cmds;
mod run_cmd;
mod team_loadtest;
mod tournament_cmd;
mod web;
mod web_loadtest;

pub use render_cmds::split_turns;
pub use rules_cmds::{PlayoutStats, run_playouts};

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "zamma-bot", version, about = "Zamma (Damma, Srand, Dhamet) — game host and rules tools")]
pub struct Cli {
    /// What to do; with none, run the Discord bot.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the Discord bot (the default): DISCORD_TOKEN, DATABASE_URL, optional GUILD_ID.
    Run(run_cmd::RunArgs),
    /// Print every legal move: `<notation>\t<position after the move>`.
    Moves(rules_cmds::MovesArgs),
    /// Count the leaves of the legal move tree (deduplicated moves).
    Perft(rules_cmds::PerftArgs),
    /// Play uniformly random games and measure the speed of the rules core.
    Playout(rules_cmds::PlayoutArgs),
    /// Play through the bot's commands in this terminal (no Discord needed).
    Local(local_cmd::LocalArgs),
    /// Drive many simultaneous games through the service against PostgreSQL.
    Loadtest(loadtest::LoadtestArgs),
    /// Measure the web board under load: open pages, moves, updates.
    WebLoadtest(web_loadtest::WebLoadtestArgs),
    /// Draw a position as a PNG, optionally with the move that follows it.
    Render(render_cmds::RenderArgs),
    /// Draw a whole game from the start as an animated GIF.
    Replay(render_cmds::ReplayArgs),
    /// Play a series of games between two players (random, greedy, ai:<level>).
    Match(match_cmd::MatchArgs),
    /// The computer behind a line protocol on stdin and stdout (like UCI),
    /// for GUIs, tournament managers and other engines' match harnesses.
    Engine,
    /// The computer's verdict on every turn of a game: inaccuracies,
    /// mistakes, blunders and accuracy for each player.
    Review(review_cmd::ReviewArgs),
    /// Puzzles: find them in the computer's games, or check them again.
    #[command(subcommand)]
    Puzzles(puzzles_cmd::PuzzlesCommand),
    /// Tournaments: simulate a whole event with random results.
    #[command(subcommand)]
    Tournament(tournament_cmd::TournamentCommand),
    /// The course (Learn): prove its levels.
    #[command(subcommand)]
    Learn(learn_cmd::LearnCommand),
    /// Quick pairing: measure its waves on a scratch database.
    #[command(subcommand)]
    Lobby(lobby_cmd::LobbyCommand),
}

/// Which of the user's directories.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UserDir {
    /// Kept: the private database.
    Data,
    /// May be deleted at any time: board pictures.
    Cache,
}

/// zamma-bot's directory of that kind for this user (XDG's on Linux,
/// `~/Library/…` on macOS; the temporary directory when there is no home).
pub(crate) fn user_dir(kind: UserDir) -> std::path::PathBuf {
    use std::path::PathBuf;
    let (var, linux, macos) = match kind {
        UserDir::Data => ("XDG_DATA_HOME", ".local/share", "Library/Application Support"),
        UserDir::Cache => ("XDG_CACHE_HOME", ".cache", "Library/Caches"),
    };
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
    let base = std::env::var_os(var)
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| home.map(|h| if cfg!(target_os = "macos") { h.join(macos) } else { h.join(linux) }));
    base.unwrap_or_else(std::env::temp_dir).join("zamma-bot")
}

/// A failure reported to the user as one line.
#[derive(Debug)]
pub struct CliError(pub String);

/// The errors the commands pass on with `?`, each as the sentence it is.
macro_rules! said_by_display {
    ($($t:ty),* $(,)?) => {$(
        impl From<$t> for CliError {
            fn from(e: $t) -> Self {
                CliError(e.to_string())
            }
        }
    )*};
}
said_by_display!(
    std::io::Error,
    crate::store::StoreError,
    crate::rules::RulesError,
    crate::rules::GameError,
    crate::ai::PlayerError,
    crate::render::ReplayError,
);

/// The service's refusals, phrased as a person reads them (in English, the
/// command line's language), never as the enum's debug text.
impl From<crate::service::ServiceError> for CliError {
    fn from(e: crate::service::ServiceError) -> Self {
        CliError(crate::i18n::refusal(crate::i18n::Lang::En, &e))
    }
}

/// Parse the arguments and run the command.
pub fn main() -> ExitCode {
    let _ = dotenvy::dotenv();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // clap's message up to its usage lines, as one line: what is
            // wrong and (for missing arguments) which.
            let text = e.render().to_string();
            let what: Vec<&str> =
                text.lines().map(str::trim).take_while(|l| !l.is_empty() && !l.starts_with("Usage:")).collect();
            let what = if what.is_empty() { "error: invalid arguments".to_string() } else { what.join(" ") };
            eprintln!("{what} (see zamma-bot --help)");
            return ExitCode::from(2);
        }
    };
    let result = match cli.command.unwrap_or(Command::Run(run_cmd::RunArgs::default())) {
        Command::Run(args) => run_cmd::run(args),
        Command::Moves(args) => rules_cmds::moves(args),
        Command::Perft(args) => rules_cmds::perft(args),
        Command::Playout(args) => rules_cmds::playout(args),
        Command::Loadtest(args) => loadtest::loadtest(args),
        Command::WebLoadtest(args) => web_loadtest::web_loadtest(args),
        Command::Local(args) => local_cmd::local(args),
        Command::Render(args) => render_cmds::render(args),
        Command::Replay(args) => render_cmds::replay(args),
        Command::Match(args) => match_cmd::play_match(args),
        Command::Engine => engine_cmd::engine(),
        Command::Review(args) => review_cmd::review(args),
        Command::Puzzles(command) => puzzles_cmd::puzzles(command),
        Command::Tournament(command) => tournament_cmd::tournament(command),
        Command::Learn(command) => learn_cmd::learn(command),
        Command::Lobby(command) => lobby_cmd::lobby(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}
