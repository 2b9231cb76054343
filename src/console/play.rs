//! Challenges and game actions in the console: `challenge`, `accept`,
//! `decline`, `cancel`, `rematch`, `play-ai`; `game`, `board`, `moves`,
//! `move`, `resign`, `draw`, `takeback`, `abort`.

use super::{Console, Error, LOCAL, WebPage, person, shown, text_board, usage};
use crate::i18n::{self, Msg};
use crate::render::{self, Orientation, RenderOptions};
use crate::rules::Color;
use crate::service::pass::Who;
use crate::service::{
    ChallengeId, ChallengeRequest, ChallengeView, ColourChoice, ComputerGameRequest, DrawReport, GameId, GameStatus,
    GameView, RatingRange, Rematch, TakebackReport, TurnInput, level, local_computer, parse_move_time,
};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `cmd`: `challenge`, `play-ai`, `rematch`, `accept`, `decline` or
    /// `cancel` (lower-case).
    pub(super) async fn challenges(&mut self, cmd: &str, rest: &str) -> Result<(), Error> {
        let arg = rest.split_whitespace().next();
        match cmd {
            "challenge" => self.challenge(rest).await?,
            "play-ai" => self.play_ai(rest).await?,
            "rematch" => self.rematch(arg).await?,
            "accept" | "decline" | "cancel" => {
                let id = match arg {
                    Some(a) => a
                        .parse::<ChallengeId>()
                        .map_err(|_| usage(Msg::new("console-not-a-challenge").arg("text", shown(a))))?,
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
                        self.web_link(&view)?;
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
            other => return Err(usage(Msg::new("console-unknown-command").arg("name", other))),
        }
        Ok(())
    }

    /// `cmd`: `game`, `board`, `moves`, `move` (`m`), `resign`, `draw`,
    /// `decline-draw`, `takeback`, `accept-takeback`, `decline-takeback` or
    /// `abort` (lower-case).
    pub(super) async fn game_command(&mut self, cmd: &str, rest: &str) -> Result<(), Error> {
        let arg = rest.split_whitespace().next();
        match cmd {
            "game" => {
                let view = self.resolve(arg).await?;
                self.game = Some(view.id);
                self.show(&view)?;
                self.web_link(&view)?;
            }
            "board" => {
                let view = self.resolve(arg).await?;
                self.show(&view)?;
                self.web_link(&view)?;
            }
            "moves" => {
                let view = self.resolve(arg).await?;
                // A game that is over has no player to move: say how it ended.
                let over = match (view.status, view.game.outcome()) {
                    (GameStatus::Active, _) => None,
                    (GameStatus::Finished, Some(o)) => {
                        Some(t!(self.lang, "refusal-game-over", outcome = i18n::outcome_text(self.lang, o)))
                    }
                    _ => Some(t!(self.lang, "refusal-game-aborted")),
                };
                if let Some(text) = over {
                    writeln!(self.out, "{text}")?;
                    return Ok(());
                }
                let moves: Vec<String> = view.game.legal_moves().iter().map(|m| m.to_string()).collect();
                let (name, count) = (view.to_move().name.as_str(), moves.len());
                let text = t!(self.lang, "console-moves", name = name, count = count, moves = moves.join(" "));
                writeln!(self.out, "{text}")?;
            }
            "move" | "m" => self.play(rest).await?,
            "resign" => {
                let (view, end) = self.service.resign(&self.seat(arg).await?).await?;
                self.show(&view)?;
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
            }
            "draw" | "decline-draw" => {
                let seat = self.seat(arg).await?;
                let report = if cmd == "draw" {
                    self.service.offer_draw(&seat).await?
                } else {
                    self.service.answer_draw(&seat, false).await?
                };
                match report {
                    DrawReport::Offered { view, by } => {
                        let other = view.opponent_of(by).map_or("", |p| p.name.as_str());
                        let name = self.user.name.as_str();
                        let text = t!(self.lang, "console-draw-offered", name = name, opponent = other);
                        writeln!(self.out, "{text}")?
                    }
                    DrawReport::Declined { view, by } => {
                        let text = match view.ai_level {
                            Some(level) => t!(self.lang, "draw-declined-computer", level = level, game = view.id.0),
                            None => {
                                let name = view.card_of(by).map_or("", |p| p.name.as_str());
                                t!(self.lang, "console-draw-declined", name = name)
                            }
                        };
                        writeln!(self.out, "{text}")?
                    }
                    DrawReport::Agreed { end, .. } => writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?,
                }
            }
            "takeback" | "accept-takeback" | "decline-takeback" => {
                let seat = self.seat(arg).await?;
                let report = match cmd {
                    "takeback" => self.service.ask_takeback(&seat).await?,
                    _ => self.service.answer_takeback(&seat, cmd == "accept-takeback").await?,
                };
                let name_of = |view: &GameView, user| view.card_of(user).map_or(String::new(), |p| p.name.clone());
                match report {
                    TakebackReport::Asked { view, by } => {
                        let other = view.opponent_of(by).map_or("", |p| p.name.as_str());
                        let text = t!(self.lang, "console-takeback-asked", name = name_of(&view, by), opponent = other);
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
                let end = self.service.abort(&self.seat(arg).await?).await?;
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
            }
            other => return Err(usage(Msg::new("console-unknown-command").arg("name", other))),
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

    /// Who was challenged: a name, or "anyone here".
    pub(super) fn challenged(&self, c: &ChallengeView) -> String {
        c.challenged.as_ref().map_or_else(|| t!(self.lang, "challenge-anyone"), |p| p.name.clone())
    }

    async fn challenge(&mut self, rest: &str) -> Result<(), Error> {
        let (name, rest) = rest.trim().split_once(char::is_whitespace).unwrap_or((rest.trim(), ""));
        if name.is_empty() {
            return Err(usage(Msg::new("console-usage-challenge")));
        }
        let words = GameWords::parse(rest, false)?;
        let req = ChallengeRequest {
            rules: words.rules,
            rated: words.rated,
            colour: words.colour,
            move_time: words.move_time,
            ..Default::default()
        };
        let range = words.range;
        let c = if name == "anyone" {
            self.service.challenge_anyone(LOCAL, &self.user, &req, range).await?
        } else {
            self.service.challenge(LOCAL, &self.user, &person(name)?, &req).await?
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
            time = i18n::duration(self.lang, c.move_time)
        );
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    /// A rematch of game `arg` (or the current one): a challenge, or a game
    /// against the computer at once.
    async fn rematch(&mut self, arg: Option<&str>) -> Result<(), Error> {
        let seat = self.seat(arg).await?;
        match self.service.rematch(&seat).await? {
            Rematch::Challenge(c) => self.show_challenge(&c),
            Rematch::Game(view) => self.started_against_computer(*view).await,
        }
    }

    async fn play_ai(&mut self, rest: &str) -> Result<(), Error> {
        let words = GameWords::parse(rest, true)?;
        let req = ComputerGameRequest {
            rules: words.rules,
            level: words.level.unwrap_or_default(),
            colour: words.colour,
            move_time: words.move_time,
        };
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
        self.web_link(&view)?;
        self.computer_moves(view.id).await
    }

    /// The game's web board addresses, when `local --web` serves it: this
    /// keyboard's (it acts for whoever is to move), each person's own, and
    /// a spectator's.
    pub(super) fn web_link(&mut self, view: &GameView) -> Result<(), Error> {
        let Some(links) = self.web.clone() else { return Ok(()) };
        let (lang, id) = (self.lang, view.id);
        writeln!(
            self.out,
            "{}",
            t!(lang, "web-game-link", game = id.0, url = links(WebPage::Game(id, Who::Keyboard)))
        )?;
        for color in [Color::Black, Color::White] {
            let player = view.player(color);
            if !player.bot {
                let url = links(WebPage::Game(id, Who::Player(player.id)));
                let colour = i18n::colour(lang, color);
                let text = t!(lang, "web-game-link-player", name = player.name.as_str(), colour = colour, url = url);
                writeln!(self.out, "{text}")?;
            }
        }
        writeln!(self.out, "{}", t!(lang, "web-game-link-watch", url = links(WebPage::Game(id, Who::Watcher(id)))))?;
        Ok(())
    }

    /// Let the computer answer in game `id` if it is its turn.
    pub(super) async fn computer_moves(&mut self, id: GameId) -> Result<(), Error> {
        if let Some(report) = self.service.computer_reply(id).await? {
            let mover = report.mover.name.as_str();
            let text = t!(self.lang, "console-played", name = mover, turn = report.turn.to_string());
            writeln!(self.out, "{text}")?;
            self.show(&report.view)?;
            if let Some(end) = report.end {
                writeln!(self.out, "{}", i18n::end_text(self.lang, &end))?;
            }
        }
        Ok(())
    }

    pub(super) async fn play(&mut self, text: &str) -> Result<(), Error> {
        // `move e4-e5 #12` names a game.
        let (text, named) = match text.rsplit_once('#') {
            Some((t, id)) if id.trim().parse::<i64>().is_ok() => (t.trim(), Some(id.trim())),
            _ => (text, None),
        };
        let seat = self.seat(named).await?;
        let id = seat.game();
        let report = self.service.play(&seat, TurnInput::Text(text), None).await?;
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
    pub(super) fn show(&mut self, view: &GameView) -> Result<(), Error> {
        let game = &view.game;
        let side = view.color_of(self.user.id).unwrap_or(Color::Black);
        writeln!(
            self.out,
            "{}",
            text_board(self.lang, game.position(), view.last_turn(), side, crate::rules::Bitboard::EMPTY)
        )?;
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
            let text =
                t!(lang, "console-may-huff", name = view.to_move().name.as_str(), points = i18n::or_list(lang, &list));
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }
}

/// The words after `challenge <name>` or `play-ai`, in any order: rules
/// (`zamma`, `sahara`, options), a colour, `rated` or `casual`, a time per
/// move (`30m`), a rating range (`min=1400 max=1700`) and, for the
/// computer, its level (one digit).
struct GameWords {
    rules: String,
    colour: ColourChoice,
    rated: bool,
    move_time: Option<std::time::Duration>,
    range: RatingRange,
    level: Option<crate::service::Level>,
}

impl GameWords {
    fn parse(rest: &str, computer: bool) -> Result<GameWords, Error> {
        let mut words = GameWords {
            rules: "zamma".into(),
            colour: ColourChoice::default(),
            rated: true,
            move_time: None,
            range: RatingRange::default(),
            level: None,
        };
        for w in rest.split_whitespace() {
            let bound = |prefix: &str| w.strip_prefix(prefix).and_then(|n| n.parse::<i32>().ok());
            match w.to_ascii_lowercase().as_str() {
                _ if bound("min=").is_some() => words.range.min = bound("min="),
                _ if bound("max=").is_some() => words.range.max = bound("max="),
                "rated" => words.rated = true,
                "casual" | "unrated" => words.rated = false,
                l if computer && l.len() == 1 && l.as_bytes()[0].is_ascii_digit() => {
                    words.level = Some(level(l.as_bytes()[0] - b'0')?)
                }
                c if ColourChoice::parse(c).is_some() && !c.is_empty() => {
                    words.colour = ColourChoice::parse(c).unwrap_or_default()
                }
                t if t.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
                    words.move_time = Some(parse_move_time(t)?)
                }
                spec => words.rules = spec.to_string(),
            }
        }
        Ok(words)
    }
}
