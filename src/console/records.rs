//! Records in the console: `games`, `stats`, `history`, `leaderboard`,
//! `export`, `replay` and `review`.

use super::{Console, Error, LOCAL, WebPage, person, shown, usage};
use crate::i18n::{self, Lang, Msg};
use crate::render::{self, Orientation};
use crate::rules::Color;
use crate::service::pass::Who;
use crate::service::{GameReview, GameSummary};
use crate::t;
use std::io::Write;

/// Where a console game was played, as its export says.
const SITE: &str = "zamma-bot local";

impl<W: Write> Console<W> {
    /// `cmd`: `games`, `stats`, `history`, `leaderboard`, `export`,
    /// `replay` or `review` (lower-case).
    pub(super) async fn records(&mut self, cmd: &str, rest: &str) -> Result<(), Error> {
        let arg = rest.split_whitespace().next();
        match cmd {
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
                let who = arg.map_or_else(|| Ok(self.user.clone()), person)?;
                let s = self.service.stats(&who).await?;
                let text = t!(
                    self.lang,
                    "console-stats",
                    name = s.player.name.as_str(),
                    rating = i18n::rating(self.lang, s.player.rating, s.player.provisional),
                    deviation = format!("{:.0}", s.deviation),
                    games = s.rated_games,
                    wins = s.wins,
                    losses = s.losses,
                    draws = s.draws,
                    streak = i18n::streak(self.lang, s.streak.into())
                );
                writeln!(self.out, "{text}")?;
                for g in s.recent {
                    writeln!(self.out, "  {}", summary_line(&g, self.lang))?;
                }
            }
            "history" => {
                let who = arg.map_or_else(|| Ok(self.user.clone()), person)?;
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
                        "{:>3}. {:<20} {:>6}  {}",
                        e.rank,
                        e.player.name,
                        i18n::rating(self.lang, e.player.rating, e.player.provisional),
                        t!(self.lang, "console-leaderboard-record", wins = e.wins, losses = e.losses, draws = e.draws)
                    )?;
                }
            }
            "export" => {
                let id = self.resolve(arg).await?.id;
                let text = self.service.export_from(id, Some(SITE)).await?;
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
            "analyse" | "analyze" => self.analyse(rest).await?,
            "review" => {
                let mut words = rest.split_whitespace().skip(1);
                let id = self.resolve(arg).await?.id;
                let reviewed = self.service.review(id, self.user.id, |_, _| {}).await?;
                match words.next() {
                    None => self.review_summary(&reviewed)?,
                    Some(turn) => {
                        // Numbered as the summary numbers them: `12` (or `12.`), `12...`.
                        let plies = reviewed.review.turns.len();
                        let ply = i18n::ply_of_move_number(turn).filter(|&p| p < plies).ok_or_else(|| {
                            let moves = plies.div_ceil(2);
                            usage(Msg::new("console-no-such-turn").arg("text", shown(turn)).arg("moves", moves))
                        })?;
                        self.review_turn(&reviewed, ply)?;
                    }
                }
            }
            other => return Err(usage(Msg::new("console-unknown-command").arg("name", other))),
        }
        Ok(())
    }

    /// The analysis board's address: a finished game's (`analyse 12`, or
    /// the chosen game), or a free board (`analyse <position> [rules]`, or
    /// `analyse` with no game chosen: the usual start).
    async fn analyse(&mut self, rest: &str) -> Result<(), Error> {
        let Some(links) = self.web.clone() else { return Err(usage(Msg::new("console-analyse-no-web"))) };
        let lang = self.lang;
        let mut words = rest.split_whitespace();
        let first = words.next();
        let url = if first.is_some_and(|w| w.contains('/')) || (first.is_none() && self.game.is_none()) {
            // A position text is its ranks and the side to move; the rules follow.
            let position =
                first.map(|ranks| format!("{ranks} {}", words.next().unwrap_or_default())).unwrap_or_default();
            let rules = words.collect::<Vec<_>>().join(" ");
            // Read here first, so that a mistake is told now, not on the page.
            let game = crate::service::free_board(&rules, &position)?;
            self.service.refuse_live(Who::Keyboard, game.position()).await?;
            links(WebPage::Analysis { position, rules })
        } else {
            let view = self.resolve(first).await?;
            if view.is_active() {
                return Err(usage(Msg::new("web-analysis-not-yet")));
            }
            links(WebPage::Game(view.id, Who::Keyboard))
        };
        let time = i18n::duration(lang, crate::service::pass::LINK_TIME);
        writeln!(self.out, "{}", t!(lang, "console-analysis-link", time = time, url = url))?;
        Ok(())
    }

    /// A review's figures for each player, its key moments, and the graph
    /// written to the board folder.
    fn review_summary(&mut self, reviewed: &GameReview) -> Result<(), Error> {
        let id = reviewed.view.id;
        writeln!(self.out, "{}", t!(self.lang, "review-title", game = id.0))?;
        for color in [Color::Black, Color::White] {
            let line = t!(
                self.lang,
                "console-review-player",
                colour = i18n::colour(self.lang, color),
                name = reviewed.view.player(color).name.as_str(),
                line = i18n::review_player_line(self.lang, &reviewed.review, color)
            );
            writeln!(self.out, "{line}")?;
        }
        let moments: Vec<String> = reviewed.review.moments().iter().map(|&ply| i18n::move_number(ply)).collect();
        if !moments.is_empty() {
            let list = i18n::list(self.lang, &moments);
            writeln!(self.out, "{}", t!(self.lang, "console-review-moments", game = id.0, turns = list))?;
        }
        let path = self.board_dir.join(format!("review-{id}.png"));
        std::fs::create_dir_all(&self.board_dir)?;
        std::fs::write(&path, crate::service::review_graph(&reviewed.review, None, self.theme))?;
        writeln!(self.out, "{}", t!(self.lang, "console-review-graph", path = path.display().to_string()))?;
        Ok(())
    }

    /// What a review says of turn `ply` (0-based), and the board before it
    /// (the played turn solid, the better one dashed) written to the board folder.
    fn review_turn(&mut self, reviewed: &GameReview, ply: usize) -> Result<(), Error> {
        let Some(moment) = reviewed.moment(ply) else { return Ok(()) };
        let (id, turn) = (reviewed.view.id, moment.turn);
        writeln!(
            self.out,
            "{}",
            i18n::review_turn_text(self.lang, turn, &reviewed.view.player(turn.mover).name, true)
        )?;
        let caption = i18n::review_caption(self.lang, turn);
        let png = crate::service::review_board_png(&moment.before, turn, Orientation::Black, self.theme, caption);
        let path = self.board_dir.join(format!("review-{id}-{}.png", ply + 1));
        std::fs::create_dir_all(&self.board_dir)?;
        std::fs::write(&path, png)?;
        writeln!(self.out, "{}", t!(self.lang, "console-review-board", path = path.display().to_string()))?;
        Ok(())
    }
}

pub(super) fn summary_line(g: &GameSummary, lang: Lang) -> String {
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
