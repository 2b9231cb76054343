//! Team games in the console: `team create`, `team join`, `team`, `team
//! tally` and `vote` (docs/team-games.md). Everyone at this keyboard is
//! whoever `as` made them, so each side's votes are shown to its members.

use super::{Console, Error, LOCAL, shown, usage};
use crate::i18n::{self, Msg};
use crate::rules::Color;
use crate::service::{GameId, Motion, Tally, TeamGameRequest, TeamView, parse_move_time};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `team create [rules] [time]`, `team join <black|white> [captain]
    /// [id]`, `team tally [id]`, `team [id]`.
    pub(super) async fn team(&mut self, rest: &str) -> Result<(), Error> {
        let mut words = rest.split_whitespace();
        match words.next().map(str::to_ascii_lowercase).as_deref() {
            Some("create") => {
                let (mut rules, mut move_time) = ("zamma".to_string(), Some(std::time::Duration::from_secs(600)));
                for w in words {
                    if w.starts_with(|c: char| c.is_ascii_digit()) {
                        move_time = Some(parse_move_time(w)?);
                    } else {
                        rules = w.to_string();
                    }
                }
                let names = [t!(self.lang, "team-name-black"), t!(self.lang, "team-name-white")];
                let req = TeamGameRequest { rules, move_time, names, roles: [None; 2] };
                let view = self.service.create_team_game(LOCAL, &self.user, &req).await?;
                self.game = Some(view.game.id);
                let game = &view.game;
                let text = t!(
                    self.lang,
                    "console-team-created",
                    game = game.id.0,
                    rules = game.game.rules().to_string(),
                    black = game.black.name.as_str(),
                    white = game.white.name.as_str(),
                    time = i18n::duration(self.lang, game.move_time)
                );
                writeln!(self.out, "{text}")?;
                Ok(())
            }
            Some("join") => {
                let side = match words.next().map(str::to_ascii_lowercase).as_deref() {
                    Some("black" | "b") => Color::Black,
                    Some("white" | "w") => Color::White,
                    _ => return Err(usage(Msg::new("console-usage-team-join"))),
                };
                let (mut captain, mut named) = (false, None);
                for w in words {
                    match w.to_ascii_lowercase().as_str() {
                        "captain" => captain = true,
                        _ => named = Some(w),
                    }
                }
                let id = self.team_game_id(named)?;
                let view = self.service.join_team(id, &self.user, side, captain, (None, &[])).await?;
                let team = &view.game.player(side).name;
                let leads = view.side(side).captain == Some(self.user.id) && captain;
                let text = t!(
                    self.lang,
                    "console-team-joined",
                    name = self.user.name.as_str(),
                    team = team.as_str(),
                    captain = if leads { "yes" } else { "no" }
                );
                writeln!(self.out, "{text}")?;
                self.game = Some(id);
                Ok(())
            }
            Some("tally") => {
                let id = self.team_game_id(words.next())?;
                let tally = self.service.call_tally(id, &self.user).await?;
                self.told_tally(tally.as_ref())
            }
            Some(word) if let Some(motion) = Motion::of(word) => {
                let id = self.team_game_id(words.next())?;
                let report = self.service.back_motion(id, &self.user, motion, None).await?;
                let text = i18n::motion_text(self.lang, &report, &self.user.name);
                writeln!(self.out, "{text}")?;
                Ok(())
            }
            named => {
                let id = self.team_game_id(named)?;
                let view = self.service.team_game(id).await?;
                // The game the next `vote` is for.
                self.game = Some(id);
                self.show_teams(&view)?;
                self.show(&view.game)
            }
        }
    }

    /// `vote <turn>`: a vote on the chosen team game's turn.
    pub(super) async fn vote(&mut self, rest: &str) -> Result<(), Error> {
        let id = self.team_game_id(None)?;
        if rest.trim().is_empty() {
            return Err(usage(Msg::new("console-usage-vote")));
        }
        let report = self.service.vote(id, &self.user, rest.trim(), None).await?;
        let text = t!(
            self.lang,
            "console-team-voted",
            name = self.user.name.as_str(),
            turn = report.turn.as_str(),
            voted = report.voted,
            members = report.members
        );
        writeln!(self.out, "{text}")?;
        self.told_tally(report.tally.as_ref())
    }

    /// The game `named` (a number), else the chosen one.
    fn team_game_id(&self, named: Option<&str>) -> Result<GameId, Error> {
        match named {
            Some(a) => a.parse().map_err(|_| usage(Msg::new("console-not-a-game").arg("text", shown(a)))),
            None => self.game.ok_or_else(|| usage(Msg::new("console-usage-team"))),
        }
    }

    /// Each side: its team, its members (the captain marked).
    fn show_teams(&mut self, view: &TeamView) -> Result<(), Error> {
        let lang = self.lang;
        for side in &view.sides {
            let members = i18n::team_members(lang, side, |_, name| name.to_string());
            let text =
                t!(lang, "console-team-side", team = view.game.player(side.side).name.as_str(), members = members);
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }

    /// A tally's words, then the board after its move.
    fn told_tally(&mut self, tally: Option<&Tally>) -> Result<(), Error> {
        let lang = self.lang;
        let Some(tally) = tally else { return Ok(()) };
        let Some(chosen) = &tally.chosen else {
            writeln!(self.out, "{}", t!(lang, "console-team-no-votes"))?;
            return Ok(());
        };
        let counts = i18n::tally_counts(lang, &tally.counts);
        let text = t!(lang, "console-team-tally", counts = counts, turn = chosen.as_str());
        writeln!(self.out, "{text}")?;
        if let Some(played) = &tally.played {
            self.show(&played.view)?;
        }
        Ok(())
    }
}
