//! `zamma-bot local`: the bot's commands in a terminal, through the same
//! service and database, for trying the bot without Discord. Reads commands
//! line by line (interactively or from a script on stdin), prints a text
//! board and writes a PNG of the board after every move.

mod board;

pub use board::text_board;

use crate::i18n::{self, Lang};
use crate::render::{self, Orientation, RenderOptions};
use crate::rules::{Color, Preset};
use crate::service::{
    ChallengeId, ChallengeRequest, ColourChoice, ComputerGameRequest, DrawReport, GameId, GameStatus, GameSummary,
    GameView, Place, Service, ServiceError, TurnInput, User, local_computer, parse_move_time,
};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// All local games happen in one pretend guild and channel.
pub const LOCAL: Place = Place { guild: 0, channel: 0 };

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
}

const HELP: &str = "\
Commands (as on Discord):
  as <name>                          switch user (you start as alice)
  play-ai [level 1-5] [rules] [black|white|random]   play the computer
  challenge <name> [rules] [rated|casual] [black|white|random] [time]
                                     e.g. challenge bob zamma,landing=behind casual 1h
  accept [id] | decline [id] | cancel [id]
  move <move> | <move>               play, e.g. e4-e5, c3xe5xg3, huff d4, c3-c4
  moves                              list the legal moves of the player to move
  board [id] | game <id>             show a game / choose the game commands act on
  resign | draw | decline-draw | abort
  games | stats [name] | history [name] | leaderboard [global]
  export [id] | replay [id] | rules [preset] | sweep | help | quit";

impl<W: Write> Console<W> {
    pub fn new(service: Service, out: W, board_dir: PathBuf) -> Console<W> {
        Console { service, out, user: local_user("alice"), game: None, board_dir }
    }

    /// Run commands from `input` until it ends or `quit`.
    pub async fn run(&mut self, input: impl BufRead, prompt: bool) -> std::io::Result<()> {
        writeln!(self.out, "zamma-bot local — type `help` for the commands. You are {}.", self.user.name)?;
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
                writeln!(self.out, "error: {e}")?;
            }
        }
        Ok(())
    }

    async fn sweep(&mut self) -> std::io::Result<()> {
        if let Ok(report) = self.service.sweep().await {
            for id in report.computer_turns {
                if let Err(e) = self.computer_moves(id).await {
                    writeln!(self.out, "error: {e}")?;
                }
            }
            for end in report.timed_out {
                writeln!(self.out, "Game #{} ended on time: {}", end.game_id, i18n::end_text(Lang::default(), &end))?;
            }
            for r in report.reminders {
                writeln!(self.out, "Reminder: game #{} is waiting for a move (deadline {}).", r.game_id, r.deadline)?;
            }
        }
        Ok(())
    }

    /// The game a command acts on: the named one, the chosen one, or your
    /// only game.
    async fn resolve(&self, arg: Option<&str>) -> Result<GameView, Error> {
        let named = match arg {
            Some(a) => Some(a.parse::<GameId>().map_err(|_| Error::Usage(format!("`{a}` is not a game number")))?),
            None => self.game,
        };
        Ok(self.service.find_game(self.user.id, LOCAL, named).await?)
    }

    async fn command(&mut self, line: &str) -> Result<(), Error> {
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let arg = rest.split_whitespace().next();
        match cmd.to_ascii_lowercase().as_str() {
            "help" => writeln!(self.out, "{HELP}")?,
            "as" => {
                let name = arg.ok_or_else(|| Error::Usage("as <name>".into()))?;
                self.user = local_user(name);
                self.game = None;
                self.service.register(&self.user).await?;
                writeln!(self.out, "You are now {}.", self.user.name)?;
            }
            "challenge" => self.challenge(rest).await?,
            "play-ai" => self.play_ai(rest).await?,
            "accept" | "decline" | "cancel" => {
                let id = match arg {
                    Some(a) => a
                        .parse::<ChallengeId>()
                        .map_err(|_| Error::Usage(format!("`{a}` is not a challenge number")))?,
                    None => self.pending_challenge(cmd == "cancel").await?,
                };
                match cmd {
                    "accept" => {
                        let view = self.service.accept(id, &self.user).await?;
                        writeln!(
                            self.out,
                            "Game #{} started: {} (Black) vs {} (White), {}.",
                            view.id,
                            view.black.name,
                            view.white.name,
                            view.game.rules()
                        )?;
                        self.game = Some(view.id);
                        self.show(&view)?;
                    }
                    "decline" => {
                        let c = self.service.decline(id, &self.user).await?;
                        writeln!(self.out, "{} declined the challenge from {}.", c.challenged.name, c.challenger.name)?;
                    }
                    _ => {
                        let c = self.service.cancel(id, &self.user).await?;
                        writeln!(self.out, "{} withdrew the challenge to {}.", c.challenger.name, c.challenged.name)?;
                    }
                }
            }
            "game" => {
                let view = self.resolve(arg).await?;
                self.game = Some(view.id);
                self.show(&view)?;
            }
            "board" => {
                let view = self.resolve(arg).await?;
                self.show(&view)?;
            }
            "moves" => {
                let view = self.resolve(arg).await?;
                let moves: Vec<String> = view.game.legal_moves().iter().map(|m| m.to_string()).collect();
                writeln!(
                    self.out,
                    "{} (to move) has {} legal moves: {}",
                    view.to_move().name,
                    moves.len(),
                    moves.join(" ")
                )?;
            }
            "move" | "m" => self.play(rest).await?,
            "resign" => {
                let (view, end) = self.service.resign(self.resolve(arg).await?.id, &self.user).await?;
                self.show(&view)?;
                writeln!(self.out, "{}", i18n::end_text(Lang::default(), &end))?;
            }
            "draw" | "decline-draw" => {
                let id = self.resolve(arg).await?.id;
                let report = if cmd == "draw" {
                    self.service.offer_draw(id, &self.user).await?
                } else {
                    self.service.answer_draw(id, &self.user, false).await?
                };
                match report {
                    DrawReport::Offered { view, .. } => {
                        let other = if view.black.id == self.user.id { &view.white.name } else { &view.black.name };
                        writeln!(
                            self.out,
                            "{} offers a draw; {other} can accept with `draw` or refuse with `decline-draw`.",
                            self.user.name
                        )?
                    }
                    DrawReport::Declined { .. } => {
                        writeln!(self.out, "{} declined the draw; play on.", self.user.name)?
                    }
                    DrawReport::Agreed { end, .. } => writeln!(self.out, "{}", i18n::end_text(Lang::default(), &end))?,
                }
            }
            "abort" => {
                let end = self.service.abort(self.resolve(arg).await?.id, &self.user, false).await?;
                writeln!(self.out, "{}", i18n::end_text(Lang::default(), &end))?;
            }
            "games" => {
                let games = self.service.active_games(self.user.id, None).await?;
                if games.is_empty() {
                    writeln!(self.out, "No games in progress.")?;
                }
                for g in &games {
                    writeln!(self.out, "{}", summary_line(g))?;
                }
                for c in self.service.open_challenges(self.user.id).await? {
                    writeln!(
                        self.out,
                        "challenge #{}: {} → {} ({}{})",
                        c.id,
                        c.challenger.name,
                        c.challenged.name,
                        c.rules,
                        if c.rated { ", rated" } else { "" }
                    )?;
                }
            }
            "stats" => {
                let who = arg.map_or_else(|| self.user.clone(), local_user);
                let s = self.service.stats(&who).await?;
                writeln!(
                    self.out,
                    "{}: rating {} (±{:.0}), {} rated games; {} wins, {} losses, {} draws; streak {:+}",
                    s.player.name,
                    s.player.rating_text(),
                    s.deviation,
                    s.rated_games,
                    s.wins,
                    s.losses,
                    s.draws,
                    s.streak
                )?;
                for g in s.recent {
                    writeln!(self.out, "  {}", summary_line(&g))?;
                }
            }
            "history" => {
                let who = arg.map_or_else(|| self.user.clone(), local_user);
                let games = self.service.history(who.id, 0).await?;
                if games.is_empty() {
                    writeln!(self.out, "{} has no finished games.", who.name)?;
                }
                for g in games {
                    writeln!(self.out, "{}", summary_line(&g))?;
                }
            }
            "leaderboard" => {
                let guild = if arg == Some("global") { None } else { Some(LOCAL.guild) };
                let page = self.service.leaderboard(guild, 0).await?;
                if page.entries.is_empty() {
                    writeln!(self.out, "Nobody has finished a rated game yet.")?;
                }
                for e in page.entries {
                    writeln!(
                        self.out,
                        "{:>3}. {:<20} {:>6}  {}W {}L {}D",
                        e.rank,
                        e.player.name,
                        e.player.rating_text(),
                        e.wins,
                        e.losses,
                        e.draws
                    )?;
                }
            }
            "export" => {
                let id = self.resolve(arg).await?.id;
                let text = self.service.export(id).await?;
                writeln!(self.out, "{text}")?;
            }
            "replay" => {
                let view = self.resolve(arg).await?;
                let id = view.id;
                let gif = render::replay_gif(&view.game, &render::ReplayOptions::default())
                    .map_err(|e| Error::Usage(e.to_string()))?;
                let path = self.board_dir.join(format!("game-{id}.gif"));
                std::fs::create_dir_all(&self.board_dir)?;
                std::fs::write(&path, gif)?;
                writeln!(self.out, "replay: {}", path.display())?;
            }
            "rules" => {
                let presets: Vec<Preset> = match arg {
                    Some(p) => vec![Preset::from_name(p).ok_or_else(|| {
                        Error::Usage(format!("unknown preset `{p}`; try zamma, dhamet, sahara or zamma5"))
                    })?],
                    None => Preset::ALL.to_vec(),
                };
                for p in presets {
                    writeln!(self.out, "{}: {}", p.name(), p.summary())?;
                }
            }
            "sweep" => writeln!(self.out, "Checked the clocks.")?,
            _ => {
                // A bare move is played as `move <text>`.
                if crate::rules::parse_points(&crate::rules::Position::start(crate::rules::BoardSize::Nine), line)
                    .is_ok_and(|p| p.len() >= 2)
                {
                    self.play(line).await?;
                } else {
                    return Err(Error::Usage(format!("unknown command `{cmd}`; type `help` for the list")));
                }
            }
        }
        Ok(())
    }

    async fn pending_challenge(&self, sent: bool) -> Result<ChallengeId, Error> {
        let open = self.service.open_challenges(self.user.id).await?;
        open.iter()
            .find(|c| if sent { c.challenger.id == self.user.id } else { c.challenged.id == self.user.id })
            .map(|c| c.id)
            .ok_or_else(|| {
                Error::Usage(if sent {
                    "you have sent no open challenge".into()
                } else {
                    "nobody has challenged you".into()
                })
            })
    }

    async fn challenge(&mut self, rest: &str) -> Result<(), Error> {
        let mut words = rest.split_whitespace();
        let name = words.next().ok_or_else(|| {
            Error::Usage("challenge <name> [rules] [rated|casual] [black|white|random] [time]".into())
        })?;
        let mut req = ChallengeRequest { rules: "zamma".into(), rated: true, ..Default::default() };
        for w in words {
            match w.to_ascii_lowercase().as_str() {
                "rated" => req.rated = true,
                "casual" | "unrated" => req.rated = false,
                c if ColourChoice::parse(c).is_some() && !c.is_empty() => {
                    req.colour = ColourChoice::parse(c).unwrap_or_default()
                }
                t if t.chars().next().is_some_and(|c| c.is_ascii_digit()) => req.move_time = Some(parse_move_time(t)?),
                spec => req.rules = spec.to_string(),
            }
        }
        let c = self.service.challenge(LOCAL, &self.user, &local_user(name), &req).await?;
        writeln!(
            self.out,
            "Challenge #{}: {} challenges {} to {} ({}, {} per move). {} can `accept` or `decline`.",
            c.id,
            c.challenger.name,
            c.challenged.name,
            c.rules,
            if c.rated { "rated" } else { "casual" },
            crate::service::format_duration(c.move_time),
            c.challenged.name
        )?;
        Ok(())
    }

    async fn play_ai(&mut self, rest: &str) -> Result<(), Error> {
        let mut req = ComputerGameRequest { rules: "zamma".into(), level: 3, ..Default::default() };
        for w in rest.split_whitespace() {
            match w.to_ascii_lowercase().as_str() {
                l if l.len() == 1 && l.as_bytes()[0].is_ascii_digit() => req.level = l.as_bytes()[0] - b'0',
                c if ColourChoice::parse(c).is_some() => req.colour = ColourChoice::parse(c).unwrap_or_default(),
                spec => req.rules = spec.to_string(),
            }
        }
        let view = self.service.start_computer_game(LOCAL, &self.user, &local_computer(), &req).await?;
        writeln!(
            self.out,
            "Game #{} started: {} (Black) vs {} (White), {}, computer level {}.",
            view.id,
            view.black.name,
            view.white.name,
            view.game.rules(),
            req.level
        )?;
        self.game = Some(view.id);
        self.show(&view)?;
        self.computer_moves(view.id).await
    }

    /// Let the computer answer in game `id` if it is its turn.
    async fn computer_moves(&mut self, id: GameId) -> Result<(), Error> {
        if let Some(report) = self.service.computer_reply(id).await? {
            let mover = report.view.player(report.view.game.position().turn().other()).name.clone();
            writeln!(self.out, "{mover} played {}.", report.turn)?;
            self.show(&report.view)?;
            if let Some(end) = report.end {
                writeln!(self.out, "{}", i18n::end_text(Lang::default(), &end))?;
            }
        }
        Ok(())
    }

    async fn play(&mut self, text: &str) -> Result<(), Error> {
        // `move e4-e5 #12` names a game.
        let (text, named) = match text.rsplit_once('#') {
            Some((t, id)) if id.trim().parse::<i64>().is_ok() => (t.trim(), Some(id.trim())),
            _ => (text, None),
        };
        let id = self.resolve(named).await?.id;
        let report = self.service.play(id, &self.user, TurnInput::Text(text), None).await?;
        self.game = Some(id);
        writeln!(self.out, "{} played {}.", self.user.name, report.turn)?;
        self.show(&report.view)?;
        match report.end {
            Some(end) => writeln!(self.out, "{}", i18n::end_text(Lang::default(), &end))?,
            None => self.computer_moves(id).await?,
        }
        Ok(())
    }

    /// Print the text board and write the PNG.
    fn show(&mut self, view: &GameView) -> Result<(), Error> {
        let game = &view.game;
        let side = view.color_of(self.user.id).unwrap_or(Color::Black);
        writeln!(self.out, "{}", text_board(game.position(), view.last_turn(), side))?;
        let png = render::board_png(game.position(), &RenderOptions::for_game(game, Orientation::of(side)));
        std::fs::create_dir_all(&self.board_dir)?;
        let path = self.board_dir.join(format!("game-{}-ply-{}.png", view.id, view.ply()));
        std::fs::write(&path, png)?;
        let (bc, wc) = view.captures();
        let status = match (view.status, game.outcome()) {
            (GameStatus::Active, _) => format!("{} ({}) to move", view.to_move().name, game.position().turn()),
            (GameStatus::Aborted, _) => "aborted".into(),
            (_, Some(o)) => o.to_string(),
            (_, None) => "finished".into(),
        };
        writeln!(
            self.out,
            "Game #{} · {} · move {} · {} · captures: {} {}, {} {} · board: {}",
            view.id,
            game.rules(),
            view.ply() / 2 + 1,
            status,
            view.black.name,
            bc,
            view.white.name,
            wc,
            path.display()
        )?;
        if game.huffable().nonempty() && view.status == GameStatus::Active {
            let list: Vec<String> = game.huffable().map(|s| s.to_string()).collect();
            writeln!(self.out, "{} may huff: {}", view.to_move().name, list.join(", "))?;
        }
        Ok(())
    }
}

fn summary_line(g: &GameSummary) -> String {
    let state = i18n::summary_state(Lang::default(), g, str::to_string);
    format!("#{} {} (Black) vs {} (White), {}, {} plies, {}", g.id, g.black, g.white, g.rules, g.ply, state)
}

/// A console failure: a refusal from the service, bad usage, or I/O.
#[derive(Debug)]
pub enum Error {
    Service(ServiceError),
    Usage(String),
    Io(std::io::Error),
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
        match self {
            Error::Service(e) => f.write_str(&i18n::refusal(Lang::default(), e)),
            Error::Usage(u) => write!(f, "{u}"),
            Error::Io(e) => write!(f, "could not write: {e}"),
        }
    }
}
