//! `zamma-bot local`: the bot's commands in a terminal, through the same
//! service and database, for trying the bot without Discord. Reads commands
//! line by line (interactively or from a script on stdin), prints a text
//! board and writes a PNG of the board after every move.
//!
//! Split like `discord::commands`, by group: `play` (challenges and game
//! actions), `records` (lists, stats, export, replay, review), `puzzles`,
//! `info` (help, rules) and `tournament`; `command` only dispatches.

mod board;
mod info;
mod play;
mod puzzles;
mod records;
mod tournament;

pub use board::text_board;

use crate::i18n::{self, Lang, Msg};
use crate::render::Theme;
use crate::service::{GameId, GameView, Place, Seat, Service, ServiceError, User};
use crate::t;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// All local games happen in one pretend guild and channel.
pub const LOCAL: Place = Place::server(0, 0);

/// Stable user ids for local names (FNV-1a, kept below 2^62).
pub fn local_user(name: &str) -> User {
    let name: String = name.trim().chars().take(32).collect();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    User::new(h >> 2, name)
}

pub struct Console<W: Write> {
    service: Service,
    out: W,
    user: User,
    /// Game chosen with `game <id>`, used when a command names none.
    game: Option<GameId>,
    board_dir: PathBuf,
    lang: Lang,
    /// The board theme of the PNGs and GIFs written.
    theme: Theme,
}

impl<W: Write> Console<W> {
    pub fn new(service: Service, out: W, board_dir: PathBuf) -> Console<W> {
        Console { service, out, user: local_user("alice"), game: None, board_dir, lang: Lang::En, theme: Theme::Sand }
    }

    /// Speak `lang` (English by default).
    pub fn with_lang(mut self, lang: Lang) -> Console<W> {
        self.lang = lang;
        self
    }

    /// Draw boards in `theme` (sand by default).
    pub fn with_theme(mut self, theme: Theme) -> Console<W> {
        self.theme = theme;
        self
    }

    /// Run commands from `input` until it ends or `quit`.
    pub async fn run(&mut self, input: impl BufRead, prompt: bool) -> std::io::Result<()> {
        writeln!(self.out, "{}", t!(self.lang, "console-welcome", name = self.user.name.as_str()))?;
        let mut lines = input.lines();
        loop {
            if prompt {
                write!(self.out, "{}> ", self.user.name)?;
                self.out.flush()?;
            }
            let Some(line) = lines.next() else { break };
            let line = line?;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if matches!(line, "quit" | "exit") {
                break;
            }
            self.sweep().await?;
            if let Err(e) = self.command(line).await {
                self.error(e)?;
            }
        }
        Ok(())
    }

    /// Print a failure in the console's language.
    fn error(&mut self, e: Error) -> std::io::Result<()> {
        let text = t!(self.lang, "console-error", text = e.text(self.lang));
        writeln!(self.out, "{text}")
    }

    async fn sweep(&mut self) -> std::io::Result<()> {
        if let Ok(report) = self.service.sweep().await {
            for id in report.computer_turns {
                if let Err(e) = self.computer_moves(id).await {
                    self.error(e)?;
                }
            }
            for end in report.timed_out {
                let text = i18n::end_text(self.lang, &end);
                writeln!(self.out, "{}", t!(self.lang, "console-timed-out", game = end.game_id.0, end = text))?;
            }
            if let Err(e) = self.tournament_news(&report.tournaments) {
                self.error(e)?;
            }
            for r in report.reminders {
                // The local clock time, 24-hour: read the same way in all four languages.
                let deadline = r.deadline.with_timezone(&chrono::Local).format("%H:%M").to_string();
                writeln!(self.out, "{}", t!(self.lang, "console-reminder", game = r.game_id.0, deadline = deadline))?;
            }
        }
        Ok(())
    }

    /// The game a command acts on: the named one, the chosen one, or your
    /// only game.
    async fn resolve(&self, arg: Option<&str>) -> Result<GameView, Error> {
        let named = match arg {
            Some(a) => Some(a.parse::<GameId>().map_err(|_| usage(Msg::new("console-not-a-game").arg("text", a)))?),
            None => self.game,
        };
        Ok(self.service.find_game(self.user.id, LOCAL, named).await?)
    }

    /// Your seat at the game a command acts on (as `resolve` finds it).
    async fn seat(&self, arg: Option<&str>) -> Result<Seat, Error> {
        let named = match arg {
            Some(a) => Some(a.parse::<GameId>().map_err(|_| usage(Msg::new("console-not-a-game").arg("text", a)))?),
            None => self.game,
        };
        Ok(self.service.seat(&self.user, LOCAL, named).await?)
    }

    async fn command(&mut self, line: &str) -> Result<(), Error> {
        // Sentences name Discord's commands (`/tournament join`): typed as
        // they are written, they work here too.
        let line = line.strip_prefix('/').unwrap_or(line);
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let name = cmd.to_ascii_lowercase();
        match name.as_str() {
            "help" | "as" | "rules" | "sweep" => self.info(&name, rest).await,
            "challenge" | "accept" | "decline" | "cancel" | "rematch" | "play-ai" => self.challenges(&name, rest).await,
            "game" | "board" | "moves" | "move" | "m" | "resign" | "draw" | "decline-draw" | "takeback"
            | "accept-takeback" | "decline-takeback" | "abort" => self.game_command(&name, rest).await,
            "games" | "stats" | "history" | "leaderboard" | "export" | "replay" | "review" => {
                self.records(&name, rest).await
            }
            "puzzle" | "puzzles" => self.puzzle(rest).await,
            "tournament" | "tournaments" => self.tournament(rest).await,
            _ => {
                // A bare move is played as `move <text>`.
                if crate::rules::looks_like_move(line) {
                    self.play(line).await?;
                } else {
                    return Err(usage(Msg::new("console-unknown-command").arg("name", cmd)));
                }
                Ok(())
            }
        }
    }
}

/// The rules text without Discord's bold marks, for a terminal.
fn plain_markup(text: &str) -> String {
    text.replace("**", "")
}

fn usage(message: Msg) -> Error {
    Error::Usage(message)
}

/// A console failure: a refusal from the service, bad usage, or I/O.
#[derive(Debug)]
pub enum Error {
    Service(ServiceError),
    Usage(Msg),
    Io(std::io::Error),
}

impl Error {
    /// The failure as a sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Error::Service(e) => i18n::refusal(lang, e),
            Error::Usage(m) => m.text(lang),
            Error::Io(e) => t!(lang, "console-cannot-write", reason = e.to_string()),
        }
    }
}

impl From<ServiceError> for Error {
    fn from(e: ServiceError) -> Self {
        Error::Service(e)
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::Io(e)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}
