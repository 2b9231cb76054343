//! `zamma-bot local`: the bot's commands in a terminal, through the same
//! service and database, for trying the bot without Discord. Reads commands
//! line by line (interactively or from a script on stdin), prints a text
//! board and writes a PNG of the board after every move.

mod board;
mod tournament;

pub use board::text_board;

use crate::i18n::{self, Lang, Msg};
use crate::render::{self, Orientation, RenderOptions, Theme};
use crate::rules::{Color, Preset};
use crate::service::{
    ChallengeId, ChallengeRequest, ChallengeView, ColourChoice, ComputerGameRequest, DrawReport, GameId, GameReview,
    GameStatus, GameSummary, GameView, Place, PuzzleResult, RatingRange, Rematch, Service, ServiceError,
    TakebackReport, TurnInput, User, UserId, local_computer, parse_move_time,
};
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

    /// A review's figures for each player, its key moments, and the graph
    /// written to the board folder.
    fn review_summary(&mut self, reviewed: &GameReview) -> Result<(), Error> {
        let id = reviewed.view.id;
        writeln!(self.out, "{}", t!(self.lang, "review-title", game = id.0))?;
        for color in [Color::Black, Color::White] {
            let summary = reviewed.review.summary(color);
            let worst = summary.worst.and_then(|ply| reviewed.review.turns.get(ply));
            let who = format!("{} · {}", i18n::colour(self.lang, color), reviewed.view.player(color).name);
            writeln!(self.out, "{who}: {}", i18n::review_player_line(self.lang, summary, worst))?;
        }
        let moments: Vec<String> = reviewed.review.moments().iter().map(|&ply| (ply + 1).to_string()).collect();
        if !moments.is_empty() {
            let list = moments.join(", ");
            writeln!(self.out, "{}", t!(self.lang, "console-review-moments", game = id.0, turns = list))?;
        }
        let path = self.board_dir.join(format!("review-{id}.png"));
        std::fs::create_dir_all(&self.board_dir)?;
        std::fs::write(&path, crate::service::review_graph(&reviewed.review, None))?;
        writeln!(self.out, "{}", t!(self.lang, "console-review-graph", path = path.display().to_string()))?;
        Ok(())
    }

    /// What a review says of turn `ply` (0-based), and the board before it
    /// (the played turn solid, the better one dashed) written to the board folder.
    fn review_turn(&mut self, reviewed: &GameReview, ply: usize) -> Result<(), Error> {
        let Some(moment) = reviewed.moment(ply) else { return Ok(()) };
        let (id, turn) = (reviewed.view.id, moment.turn);
        writeln!(self.out, "{}", i18n::review_turn_text(self.lang, turn, &reviewed.view.player(turn.mover).name))?;
        let caption = i18n::review_caption(self.lang, turn);
        let png = crate::service::review_board_png(&moment.before, turn, Orientation::Black, self.theme, caption);
        let path = self.board_dir.join(format!("review-{id}-{}.png", ply + 1));
        std::fs::create_dir_all(&self.board_dir)?;
        std::fs::write(&path, png)?;
        writeln!(self.out, "{}", t!(self.lang, "console-review-board", path = path.display().to_string()))?;
        Ok(())
    }

    async fn command(&mut self, line: &str) -> Result<(), Error> {
        // Sentences name Discord's commands (`/tournament join`): typed as
        // they are written, they work here too.
        let line = line.strip_prefix('/').unwrap_or(line);
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let arg = rest.split_whitespace().next();
        match cmd.to_ascii_lowercase().as_str() {
            "help" => writeln!(self.out, "{}", t!(self.lang, "console-help"))?,
            "as" => {
                let name = arg.ok_or_else(|| usage(Msg::new("console-usage-as")))?;
                self.user = local_user(name);
                self.game = None;
                self.service.register(&self.user).await?;
                writeln!(self.out, "{}", t!(self.lang, "console-you-are", name = self.user.name.as_str()))?;
            }
            "challenge" => self.challenge(rest).await?,
            "play-ai" => self.play_ai(rest).await?,
            "rematch" => self.rematch(arg).await?,
            "puzzle" | "puzzles" => self.puzzle(rest).await?,
            "tournament" | "tournaments" => self.tournament(rest).await?,
            "accept" | "decline" | "cancel" => {
                let id = match arg {
                    Some(a) => a
                        .parse::<ChallengeId>()
                        .map_err(|_| usage(Msg::new("console-not-a-challenge").arg("text", a)))?,
                    None => self.pending_challenge(cmd == "cancel").await?,
                };
                match cmd {
                    "accept" => {
                        let view = self.service.accept(id, &self.user).await?;
                        let text = t!(
                            self.lang,
                            "console-started",
                            game = view.id.0,
                            black = view.black.name.as_str(),
                            white = view.white.name.as_str(),
                            rules = view.game.rules().to_string()
                        );
                        writeln!(self.out, "{text}")?;
                        self.game = Some(view.id);
                        self.show(&view)?;
                    }
                    "decline" => {
                        let c = self.service.decline(id, &self.user).await?;
                        let (challenged, challenger) = (self.challenged(&c), c.challenger.name.as_str());
                        let text = t!(self.lang, "console-declined", challenged = challenged, challenger = challenger);
                        writeln!(self.out, "{text}")?;
                    }
                    _ => {
                        let c = self.service.cancel(id, &self.user).await?;
                        let (challenged, challenger) = (self.challenged(&c), c.challenger.name.as_str());
                        let text = t!(self.lang, "console-withdrew", challenged = challenged, challenger = challenger);
                        writeln!(self.out, "{text}")?;
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
                let (name, count) = (view.to_move().name.as_str(), moves.len());
                let text = t!(self.lang, "console-moves", name = name, count = count, moves = moves.join(" "));
                writeln!(self.out, "{text}")?;
            }
            "move" | "m" => self.play(rest).await?,
            "resign" => {
                let (view, end) = self.service.resign(self.resolve(arg).await?.id, &self.user).await?;
                self.show(&view)?;
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
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
                        let name = self.user.name.as_str();
                        let text = t!(self.lang, "console-draw-offered", name = name, opponent = other.as_str());
                        writeln!(self.out, "{text}")?
                    }
                    DrawReport::Declined { view, by } => {
                        let text = match view.ai_level {
                            Some(level) => t!(self.lang, "draw-declined-computer", level = level, game = view.id.0),
                            None => {
                                let name = if view.black.id == by { &view.black.name } else { &view.white.name };
                                t!(self.lang, "console-draw-declined", name = name.as_str())
                            }
                        };
                        writeln!(self.out, "{text}")?
                    }
                    DrawReport::Agreed { end, .. } => writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?,
                }
            }
            "takeback" | "accept-takeback" | "decline-takeback" => {
                let id = self.resolve(arg).await?.id;
                let report = match cmd {
                    "takeback" => self.service.ask_takeback(id, &self.user).await?,
                    _ => self.service.answer_takeback(id, &self.user, cmd == "accept-takeback").await?,
                };
                let name_of = |view: &GameView, user: UserId| {
                    if view.black.id == user { view.black.name.clone() } else { view.white.name.clone() }
                };
                match report {
                    TakebackReport::Asked { view, by } => {
                        let other = if view.black.id == by { &view.white.name } else { &view.black.name };
                        let text = t!(
                            self.lang,
                            "console-takeback-asked",
                            name = name_of(&view, by),
                            opponent = other.as_str()
                        );
                        writeln!(self.out, "{text}")?
                    }
                    TakebackReport::Declined { view, by } => {
                        let text = match view.ai_level {
                            Some(level) => t!(self.lang, "takeback-declined-computer", level = level),
                            None => t!(self.lang, "takeback-declined", player = name_of(&view, by), game = view.id.0),
                        };
                        writeln!(self.out, "{text}")?
                    }
                    TakebackReport::Done { view, by, turns } => {
                        let text = t!(self.lang, "headline-takeback", name = name_of(&view, by), turns = turns);
                        writeln!(self.out, "{text}.")?;
                        self.show(&view)?;
                    }
                }
            }
            "abort" => {
                let end = self.service.abort(self.resolve(arg).await?.id, &self.user, false).await?;
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
            }
            "games" => {
                let games = self.service.active_games(self.user.id, None).await?;
                if games.is_empty() {
                    writeln!(self.out, "{}", t!(self.lang, "console-no-games"))?;
                }
                for g in &games {
                    writeln!(self.out, "{}", summary_line(g, self.lang))?;
                }
                for c in self.service.open_challenges(self.user.id).await? {
                    let text = t!(
                        self.lang,
                        "console-challenge-line",
                        id = c.id.0,
                        challenger = c.challenger.name.as_str(),
                        challenged = self.challenged(&c),
                        rules = c.rules.as_str(),
                        rated = if c.rated { "yes" } else { "no" }
                    );
                    writeln!(self.out, "{text}")?;
                }
            }
            "stats" => {
                let who = arg.map_or_else(|| self.user.clone(), local_user);
                let s = self.service.stats(&who).await?;
                let text = t!(
                    self.lang,
                    "console-stats",
                    name = s.player.name.as_str(),
                    rating = s.player.rating_text(),
                    deviation = format!("{:.0}", s.deviation),
                    games = s.rated_games,
                    wins = s.wins,
                    losses = s.losses,
                    draws = s.draws,
                    streak = format!("{:+}", s.streak)
                );
                writeln!(self.out, "{text}")?;
                for g in s.recent {
                    writeln!(self.out, "  {}", summary_line(&g, self.lang))?;
                }
            }
            "history" => {
                let who = arg.map_or_else(|| self.user.clone(), local_user);
                let games = self.service.history(who.id, 0).await?;
                if games.is_empty() {
                    writeln!(self.out, "{}", t!(self.lang, "console-no-history", name = who.name.as_str()))?;
                }
                for g in games {
                    writeln!(self.out, "{}", summary_line(&g, self.lang))?;
                }
            }
            "leaderboard" => {
                let guild = if arg == Some("global") { None } else { LOCAL.guild };
                let page = self.service.leaderboard(guild, 0).await?;
                if page.entries.is_empty() {
                    writeln!(self.out, "{}", t!(self.lang, "leaderboard-empty"))?;
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
                let options = render::ReplayOptions { theme: self.theme, ..render::ReplayOptions::default() };
                let lang = self.lang;
                let gif = render::replay_gif(&view.game, &options, |f| i18n::replay_caption(lang, f)).map_err(
                    |render::ReplayError::TooLong { plies, max }| {
                        usage(Msg::new("console-no-replay").arg("plies", plies).arg("max", max))
                    },
                )?;
                let path = self.board_dir.join(format!("game-{id}.gif"));
                std::fs::create_dir_all(&self.board_dir)?;
                std::fs::write(&path, gif)?;
                writeln!(self.out, "{}", t!(self.lang, "console-replay", path = path.display().to_string()))?;
            }
            "review" => {
                let mut words = rest.split_whitespace().skip(1);
                let id = self.resolve(arg).await?.id;
                let reviewed = self.service.review(id, self.user.id, |_, _| {}).await?;
                match words.next() {
                    None => self.review_summary(&reviewed)?,
                    Some(turn) => {
                        let plies = reviewed.review.turns.len();
                        let ply = turn.parse::<usize>().ok().filter(|t| (1..=plies).contains(t)).ok_or_else(|| {
                            usage(Msg::new("console-no-such-turn").arg("text", turn).arg("plies", plies))
                        })?;
                        self.review_turn(&reviewed, ply - 1)?;
                    }
                }
            }
            "rules" => {
                let presets: Vec<Preset> = match arg {
                    Some(p) => vec![
                        Preset::from_name(p).ok_or_else(|| usage(Msg::new("console-unknown-preset").arg("name", p)))?,
                    ],
                    None => Preset::ALL.to_vec(),
                };
                if arg.is_none() {
                    writeln!(self.out, "{}\n", plain_markup(&t!(self.lang, "rules-text")))?;
                }
                for p in presets {
                    let summary = i18n::preset_summary(self.lang, p);
                    writeln!(self.out, "{}: {summary}", p.name())?;
                }
                if arg.is_none() {
                    writeln!(self.out, "\n{}", plain_markup(&t!(self.lang, "rules-options-console")))?;
                }
            }
            "sweep" => writeln!(self.out, "{}", t!(self.lang, "console-clocks"))?,
            _ => {
                // A bare move is played as `move <text>`.
                if crate::rules::looks_like_move(line) {
                    self.play(line).await?;
                } else {
                    return Err(usage(Msg::new("console-unknown-command").arg("name", cmd)));
                }
            }
        }
        Ok(())
    }

    /// The challenge `accept`, `decline` or `cancel` means without an id:
    /// the one sent (`sent`), else the one received, else (to accept) a
    /// challenge to anyone from someone else.
    async fn pending_challenge(&self, sent: bool) -> Result<ChallengeId, Error> {
        let me = self.user.id;
        let open = self.service.open_challenges(me).await?;
        let mine = open
            .iter()
            .find(|c| if sent { c.challenger.id == me } else { c.challenged.as_ref().is_some_and(|p| p.id == me) });
        if let Some(c) = mine {
            return Ok(c.id);
        }
        if !sent && let Some(c) = self.service.open_to_anyone(LOCAL).await?.iter().find(|c| c.challenger.id != me) {
            return Ok(c.id);
        }
        Err(usage(Msg::new(if sent { "console-no-sent-challenge" } else { "console-not-challenged" })))
    }

    /// `puzzle [preset|daily|top]` starts (or shows) a puzzle; `puzzle
    /// <turn>` plays a turn in it.
    async fn puzzle(&mut self, rest: &str) -> Result<(), Error> {
        self.service.load_shipped_puzzles().await?;
        let lang = self.lang;
        let view = match rest {
            "top" => {
                let leaders = self.service.puzzle_leaderboard(0).await?;
                writeln!(self.out, "{}", t!(lang, "puzzle-leaders-title"))?;
                if leaders.is_empty() {
                    writeln!(self.out, "{}", t!(lang, "puzzle-leaders-empty"))?;
                }
                for (i, s) in leaders.iter().enumerate() {
                    writeln!(self.out, "{}", i18n::puzzle_leader(lang, i + 1, s, &s.name))?;
                }
                return Ok(());
            }
            "daily" => self.service.daily_puzzle(&self.user, chrono::Utc::now().date_naive()).await?,
            "" => self.service.next_puzzle(&self.user, None).await?,
            preset if Preset::from_name(preset).is_some() => {
                self.service.next_puzzle(&self.user, Preset::from_name(preset)).await?
            }
            turn => {
                let current = self.service.puzzle_in_progress(self.user.id).await?;
                let result = self.service.puzzle_turn(&self.user, current.attempt, TurnInput::Text(turn), None).await?;
                writeln!(self.out, "{}", i18n::puzzle_result_text(lang, &result))?;
                match result {
                    PuzzleResult::Right { view, .. } => *view,
                    PuzzleResult::Solved { .. } => return Ok(()),
                    PuzzleResult::Wrong { view, solution, .. } => {
                        let mut after = view.game.clone();
                        after.play(solution).map_err(ServiceError::from)?;
                        let last = after.last_turn().map(|(_, t)| *t);
                        writeln!(self.out, "{}", text_board(after.position(), last.as_ref(), view.solver))?;
                        return Ok(());
                    }
                }
            }
        };
        let title = t!(lang, "puzzle-title", id = view.id.as_str(), rating = format!("{:.0}", view.rating));
        writeln!(self.out, "{title}")?;
        let last = view.game.last_turn().map(|(_, t)| *t);
        writeln!(self.out, "{}", text_board(view.game.position(), last.as_ref(), view.solver))?;
        writeln!(self.out, "{}", i18n::puzzle_prompt(lang, &view))?;
        Ok(())
    }

    /// Who was challenged: a name, or "anyone here".
    fn challenged(&self, c: &ChallengeView) -> String {
        c.challenged.as_ref().map_or_else(|| t!(self.lang, "challenge-anyone"), |p| p.name.clone())
    }

    async fn challenge(&mut self, rest: &str) -> Result<(), Error> {
        let mut words = rest.split_whitespace();
        let name = words.next().ok_or_else(|| usage(Msg::new("console-usage-challenge")))?;
        let mut req = ChallengeRequest { rules: "zamma".into(), rated: true, ..Default::default() };
        let mut range = RatingRange::default();
        for w in words {
            let bound = |prefix: &str| w.strip_prefix(prefix).and_then(|n| n.parse::<i32>().ok());
            match w.to_ascii_lowercase().as_str() {
                _ if bound("min=").is_some() => range.min = bound("min="),
                _ if bound("max=").is_some() => range.max = bound("max="),
                "rated" => req.rated = true,
                "casual" | "unrated" => req.rated = false,
                c if ColourChoice::parse(c).is_some() && !c.is_empty() => {
                    req.colour = ColourChoice::parse(c).unwrap_or_default()
                }
                t if t.chars().next().is_some_and(|c| c.is_ascii_digit()) => req.move_time = Some(parse_move_time(t)?),
                spec => req.rules = spec.to_string(),
            }
        }
        let c = if name == "anyone" {
            self.service.challenge_anyone(LOCAL, &self.user, &req, range).await?
        } else {
            self.service.challenge(LOCAL, &self.user, &local_user(name), &req).await?
        };
        self.show_challenge(&c)
    }

    fn show_challenge(&mut self, c: &ChallengeView) -> Result<(), Error> {
        let text = t!(
            self.lang,
            if c.challenged.is_some() { "console-challenge" } else { "console-challenge-anyone" },
            id = c.id.0,
            challenger = c.challenger.name.as_str(),
            challenged = self.challenged(c),
            rules = c.rules.as_str(),
            rated = if c.rated { "yes" } else { "no" },
            time = crate::service::format_duration(c.move_time)
        );
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    /// A rematch of game `arg` (or the current one): a challenge, or a game
    /// against the computer at once.
    async fn rematch(&mut self, arg: Option<&str>) -> Result<(), Error> {
        let id = self.resolve(arg).await?.id;
        match self.service.rematch(id, &self.user).await? {
            Rematch::Challenge(c) => self.show_challenge(&c),
            Rematch::Game(view) => self.started_against_computer(*view).await,
        }
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
        self.started_against_computer(view).await
    }

    /// Show a new game against the computer, and its first move if it has it.
    async fn started_against_computer(&mut self, view: GameView) -> Result<(), Error> {
        let text = t!(
            self.lang,
            "console-started-computer",
            game = view.id.0,
            black = view.black.name.as_str(),
            white = view.white.name.as_str(),
            rules = view.game.rules().to_string(),
            level = view.ai_level.unwrap_or_default()
        );
        writeln!(self.out, "{text}")?;
        self.game = Some(view.id);
        self.show(&view)?;
        self.computer_moves(view.id).await
    }

    /// Let the computer answer in game `id` if it is its turn.
    async fn computer_moves(&mut self, id: GameId) -> Result<(), Error> {
        if let Some(report) = self.service.computer_reply(id).await? {
            let mover = report.view.player(report.view.game.position().turn().other()).name.clone();
            let text = t!(self.lang, "console-played", name = mover, turn = report.turn.to_string());
            writeln!(self.out, "{text}")?;
            self.show(&report.view)?;
            if let Some(end) = report.end {
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
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
        let text = t!(self.lang, "console-played", name = self.user.name.as_str(), turn = report.turn.to_string());
        writeln!(self.out, "{text}")?;
        self.show(&report.view)?;
        match report.end {
            Some(end) => writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?,
            None => self.computer_moves(id).await?,
        }
        Ok(())
    }

    /// Print the text board and write the PNG.
    fn show(&mut self, view: &GameView) -> Result<(), Error> {
        let game = &view.game;
        let side = view.color_of(self.user.id).unwrap_or(Color::Black);
        writeln!(self.out, "{}", text_board(game.position(), view.last_turn(), side))?;
        let options = RenderOptions {
            theme: self.theme,
            caption: Some(i18n::board_caption(self.lang, game)),
            ..RenderOptions::for_game(game, Orientation::of(side))
        };
        let png = render::board_png(game.position(), &options);
        std::fs::create_dir_all(&self.board_dir)?;
        let path = self.board_dir.join(format!("game-{}-ply-{}.png", view.id, view.ply()));
        std::fs::write(&path, png)?;
        let (bc, wc) = view.captures();
        let lang = self.lang;
        let status = match (view.status, game.outcome()) {
            (GameStatus::Active, _) => {
                let colour = i18n::colour(lang, game.position().turn());
                t!(lang, "console-to-move", name = view.to_move().name.as_str(), colour = colour)
            }
            (GameStatus::Aborted, _) => t!(lang, "console-aborted"),
            (_, Some(o)) => i18n::outcome_text(lang, o),
            (_, None) => t!(lang, "console-finished"),
        };
        let text = t!(
            lang,
            "console-status",
            game = view.id.0,
            rules = game.rules().to_string(),
            number = view.ply() / 2 + 1,
            status = status,
            black = view.black.name.as_str(),
            black_captures = bc,
            white = view.white.name.as_str(),
            white_captures = wc,
            path = path.display().to_string()
        );
        writeln!(self.out, "{text}")?;
        if game.huffable().nonempty() && view.status == GameStatus::Active {
            let list: Vec<String> = game.huffable().map(|s| s.to_string()).collect();
            let text = t!(lang, "console-may-huff", name = view.to_move().name.as_str(), points = list.join(", "));
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }
}

fn summary_line(g: &GameSummary, lang: Lang) -> String {
    let state = i18n::summary_state(lang, g, str::to_string);
    let (black, white, rules) = (g.black.as_str(), g.white.as_str(), g.rules.as_str());
    t!(
        lang,
        "console-game-line",
        game = g.id.0,
        black = black,
        white = white,
        rules = rules,
        plies = g.ply,
        state = state
    )
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
