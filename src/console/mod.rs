//! `zamma-bot local`: the bot's commands in a terminal, through the same
//! service and database, for trying the bot without Discord. Reads commands
//! line by line (interactively or from a script on stdin), prints a text
//! board and writes a PNG of the board after every move.
//!
//! Split like `discord::commands`, by group: `play` (challenges and game
//! actions), `records` (lists, stats, export, replay, review), `puzzles`,
//! `info` (help, rules) and `tournament`; `command` only dispatches.
//! `terminal` reads lines (at most `MAX_LINE` characters, skipping a line
//! that is not UTF-8) and keeps raw control characters off the terminal.

mod board;
mod info;
mod learn;
mod play;
mod puzzles;
mod records;
mod seek;
mod teams;
mod terminal;
mod tournament;

pub use board::text_board;
pub use terminal::{Line, MAX_ECHO, MAX_LINE, read_line, shown};

use crate::i18n::{self, Lang, Msg};
use crate::render::Theme;
use crate::service::pass::Who;
use crate::service::{GameId, GameView, Place, Seat, Service, ServiceError, User, visible_name};
use crate::t;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use terminal::Terminal;

/// All local games happen in one pretend guild and channel.
pub const LOCAL: Place = Place::CONSOLE;

/// The user a local name stands for, with a stable id (FNV-1a, kept below
/// 2^62): the name cleaned as the service stores names (no control or
/// direction characters) and cut to 32 characters; `None` for a name with
/// nothing visible in it.
pub fn local_user(name: &str) -> Option<User> {
    let name: String = visible_name(name)?.chars().take(32).collect();
    Some(named(name.trim_end()))
}

/// The local user of a clean name.
fn named(name: &str) -> User {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    User::new(h >> 2, name)
}

/// [`local_user`], refused with a sentence for a name that shows nothing.
fn person(name: &str) -> Result<User, Error> {
    local_user(name).ok_or_else(|| usage(Msg::new("console-invisible-name")))
}

pub struct Console<W: Write> {
    service: Service,
    /// Everything written goes through it: no raw control character
    /// reaches the terminal.
    out: Terminal<W>,
    user: User,
    /// Game chosen with `game <id>`, used when a command names none.
    game: Option<GameId>,
    board_dir: PathBuf,
    lang: Lang,
    /// The board theme of the PNGs and GIFs written.
    theme: Theme,
    /// The addresses of the web board's pages, when `local --web` serves it.
    web: Option<WebLinks>,
    /// The seeks made here, by whom: each is told here when it is paired or
    /// ends, whichever process's wave did it.
    seeking: Vec<(crate::service::UserId, i64)>,
}

/// A page of the web board a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebPage {
    /// A game, for `Who` (this keyboard, a player, a watcher).
    Game(GameId, Who),
    /// The course page of a learner: the level they are playing.
    Learn(crate::service::UserId),
    /// The free analysis board at a position text under a rules text.
    Analysis { position: String, rules: String },
}

/// Makes the address of a page of the web board.
pub type WebLinks = std::sync::Arc<dyn Fn(WebPage) -> String + Send + Sync>;

impl<W: Write> Console<W> {
    pub fn new(service: Service, out: W, board_dir: PathBuf) -> Console<W> {
        let out = Terminal::new(out);
        Console {
            service,
            out,
            user: named("alice"),
            game: None,
            board_dir,
            lang: Lang::En,
            theme: Theme::Sand,
            web: None,
            seeking: Vec::new(),
        }
    }

    /// Start as `user` (alice by default), e.g. one of [`local_user`].
    pub fn with_user(mut self, user: User) -> Console<W> {
        self.user = user;
        self
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

    /// Print each game's web board address (`local --web`) when the game
    /// starts and when it is shown with `game` or `board`.
    pub fn with_web(mut self, links: WebLinks) -> Console<W> {
        self.web = Some(links);
        self
    }

    /// Run commands from `input` until it ends or `quit`. A line that is
    /// too long (over [`MAX_LINE`] characters) or not UTF-8 text is refused
    /// and skipped; the next line is read as usual.
    pub async fn run(&mut self, mut input: impl BufRead, prompt: bool) -> std::io::Result<()> {
        writeln!(self.out, "{}", t!(self.lang, "console-welcome", name = self.user.name.as_str()))?;
        loop {
            if prompt {
                write!(self.out, "{}> ", self.user.name)?;
                self.out.flush()?;
            }
            let line = match terminal::read_line(&mut input)? {
                None => break,
                Some(Line::Text(line)) => line,
                Some(Line::TooLong) => {
                    self.error(usage(Msg::new("console-line-too-long").arg("max", MAX_LINE)))?;
                    continue;
                }
                Some(Line::NotText) => {
                    self.error(usage(Msg::new("console-line-not-text")))?;
                    continue;
                }
            };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if matches!(line, "quit" | "exit") {
                break;
            }
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

    /// The sweeper's work, before each command that needs the database.
    /// When the database did not answer, says so and returns `false`: the
    /// command is not tried, as it would wait for the database once more,
    /// past the 2.5 s an action may take.
    async fn sweep(&mut self) -> std::io::Result<bool> {
        let report = match self.service.sweep().await {
            Ok(report) => report,
            Err(e @ ServiceError::Unavailable) => {
                self.error(e.into())?;
                return Ok(false);
            }
            Err(_) => return Ok(true),
        };
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
        if let Err(e) = self.service.pair_wave().await {
            self.error(e.into())?;
        }
        if let Err(e) = self.tell_seeks().await {
            self.error(e)?;
        }
        for r in report.reminders {
            // The local clock time, 24-hour: read the same way in all four languages.
            let deadline = r.deadline.with_timezone(&chrono::Local).format("%H:%M").to_string();
            writeln!(self.out, "{}", t!(self.lang, "console-reminder", game = r.game_id.0, deadline = deadline))?;
        }
        Ok(true)
    }

    /// The game a command acts on: the named one, the chosen one, or your
    /// only game.
    async fn resolve(&self, arg: Option<&str>) -> Result<GameView, Error> {
        let named = self.named_game(arg)?;
        Ok(self.service.find_game(self.user.id, LOCAL, named).await?)
    }

    /// Your seat at the game a command acts on (as `resolve` finds it).
    async fn seat(&self, arg: Option<&str>) -> Result<Seat, Error> {
        let named = self.named_game(arg)?;
        Ok(self.service.seat(&self.user, LOCAL, named).await?)
    }

    /// The game `arg` names, else the chosen one.
    fn named_game(&self, arg: Option<&str>) -> Result<Option<GameId>, Error> {
        match arg {
            Some(a) => a.parse().map(Some).map_err(|_| usage(Msg::new("console-not-a-game").arg("text", shown(a)))),
            None => Ok(self.game),
        }
    }

    async fn command(&mut self, line: &str) -> Result<(), Error> {
        // Sentences name Discord's commands (`/tournament join`): typed as
        // they are written, they work here too.
        let line = line.strip_prefix('/').unwrap_or(line);
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let name = cmd.to_ascii_lowercase();
        let group = match name.as_str() {
            // What needs no database answers at once, whatever it does.
            "help" | "rules" => return self.info(&name, rest).await,
            "as" | "sweep" => Group::Info,
            "challenge" | "accept" | "decline" | "cancel" | "rematch" | "play-ai" => Group::Challenges,
            "game" | "board" | "moves" | "move" | "m" | "resign" | "draw" | "decline-draw" | "takeback"
            | "accept-takeback" | "decline-takeback" | "abort" => Group::Game,
            "games" | "stats" | "history" | "leaderboard" | "export" | "replay" | "review" | "analyse" | "analyze" => {
                Group::Records
            }
            "puzzle" | "puzzles" => Group::Puzzle,
            "learn" => Group::Learn,
            "play" | "lobby" => Group::Seek,
            "tournament" | "tournaments" => Group::Tournament,
            "team" | "vote" => Group::Team,
            // `huff d4, c3-c4`, as the help writes a turn with a huff; a
            // bare move is played as `move <text>`.
            "huff" => Group::Turn,
            // A garbled move (`e4-e`, `c3-z9`) is a move too: its refusal says why.
            _ if crate::rules::looks_like_move(line) || crate::rules::starts_like_a_move(line) => Group::Turn,
            _ => return Err(usage(Msg::new("console-unknown-command").arg("name", shown(cmd)))),
        };
        if !self.sweep().await? {
            return Ok(());
        }
        match group {
            Group::Info => self.info(&name, rest).await,
            Group::Challenges => self.challenges(&name, rest).await,
            Group::Game => self.game_command(&name, rest).await,
            Group::Records => self.records(&name, rest).await,
            Group::Puzzle => self.puzzle(rest).await,
            Group::Learn => self.learn(rest).await,
            Group::Seek => self.seek(&name, rest).await,
            Group::Tournament => self.tournament(rest).await,
            Group::Team if name == "vote" => self.vote(rest).await,
            Group::Team => self.team(rest).await,
            Group::Turn => self.play(line).await,
        }
    }
}

/// The commands that need the database, by the module that runs them.
enum Group {
    Info,
    Challenges,
    Game,
    Records,
    Puzzle,
    Seek,
    Learn,
    Tournament,
    Team,
    Turn,
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
            Error::Service(e) => i18n::refusal_in(lang, i18n::Commands::Words, e),
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
