//! `tournament …` in the console: the same event as on Discord, in the
//! local pretend server; `as <name>` switches between its players.

use super::{Console, Error, LOCAL, usage};
use crate::i18n::{self, Msg};
use crate::render::{self, Bracket, BracketTie, Table};
use crate::service::{
    CupDecider, DurationUse, PlayerCard, TournamentEntry, TournamentId, TournamentNews, TournamentRequest,
    TournamentView, parse_duration, parse_move_time,
};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `tournament <create|join|leave|start|withdraw|cancel|standings|pairings|list> …`
    pub(super) async fn tournament(&mut self, rest: &str) -> Result<(), Error> {
        let mut words = rest.split_whitespace();
        let sub = words.next().unwrap_or("").to_ascii_lowercase();
        let args: Vec<&str> = words.collect();
        // A `#3` or `3` among the words names the tournament.
        let named = args.iter().find_map(|a| a.strip_prefix('#')?.parse::<i64>().ok());
        let find = |named: Option<i64>| self.service.find_tournament(LOCAL, named.map(TournamentId));
        match sub.as_str() {
            "create" => {
                let req = self.tournament_request(&args)?;
                let view = self.service.create_tournament(LOCAL, &self.user, &req).await?;
                writeln!(
                    self.out,
                    "{}",
                    i18n::entry_text(self.lang, TournamentEntry::Created, &self.user.name, &view)
                )?;
                self.details(&view)?;
            }
            "join" => {
                let id = find(named).await?.id;
                let view = self.service.join_tournament(id, &self.user).await?;
                writeln!(self.out, "{}", i18n::entry_text(self.lang, TournamentEntry::Joined, &self.user.name, &view))?;
            }
            "leave" => {
                let id = find(named).await?.id;
                let view = self.service.leave_tournament(id, &self.user).await?;
                writeln!(self.out, "{}", i18n::entry_text(self.lang, TournamentEntry::Left, &self.user.name, &view))?;
            }
            "start" => {
                let id = find(named).await?.id;
                // The console is its own server: its user may manage it.
                let news = self.service.start_tournament(id, &self.user, true).await?;
                self.tournament_news(&news)?;
            }
            "withdraw" => {
                let id = find(named).await?.id;
                let w = self.service.withdraw_from_tournament(id, &self.user).await?;
                let ends = w.resigned.iter().map(|(_, end)| end);
                let text = i18n::entry_with_ends(self.lang, w.entry, &self.user.name, &w.tournament, ends);
                writeln!(self.out, "{text}")?;
            }
            "cancel" => {
                let id = find(named).await?.id;
                let (view, ended) = self.service.cancel_tournament(id, &self.user, true).await?;
                writeln!(
                    self.out,
                    "{}",
                    i18n::entry_with_ends(self.lang, TournamentEntry::Cancelled, &self.user.name, &view, &ended)
                )?;
            }
            "standings" => {
                let view = find(named).await?;
                self.standings(&view)?;
            }
            "pairings" | "show" => {
                let view = find(named).await?;
                // Before the start (round 0) there are no pairings: the details instead.
                let round = args.iter().find_map(|a| a.parse::<u32>().ok()).unwrap_or(view.round).min(view.round);
                if round == 0 {
                    self.details(&view)?;
                } else {
                    self.pairings(&view, round)?;
                }
            }
            "list" | "" => {
                let list = self.service.tournaments_here(LOCAL).await?;
                if list.is_empty() {
                    writeln!(self.out, "{}", super::plain_markup(&t!(self.lang, "tournament-list-empty")))?;
                }
                for s in &list {
                    writeln!(self.out, "{}", i18n::tournament_line(self.lang, s))?;
                }
            }
            other => return Err(usage(Msg::new("console-usage-tournament").arg("name", super::shown(other)))),
        }
        Ok(())
    }

    /// `create swiss rounds=5 players=16 min=1400 max=1800 zamma casual 1h round=1d decider=seed "name words"`
    fn tournament_request(&self, args: &[&str]) -> Result<TournamentRequest, Error> {
        let mut req = TournamentRequest::default();
        let mut name = Vec::new();
        let number = |a: &str, key: &str| a.strip_prefix(key).and_then(|n| n.parse::<u32>().ok());
        let rating = |a: &str, key: &str| a.strip_prefix(key).and_then(|n| n.parse::<i32>().ok());
        // The format comes first; the words no option claims are the name.
        let (format, args) = args.split_first().ok_or_else(|| usage(Msg::new("console-usage-tournament-create")))?;
        req.format = format.parse().map_err(|_| usage(Msg::new("console-usage-tournament-create")))?;
        for &a in args {
            match a.to_ascii_lowercase().as_str() {
                "rated" => req.rated = true,
                "casual" | "unrated" => req.rated = false,
                "decider=seed" => req.decider = CupDecider::Seed,
                "decider=pieces" => req.decider = CupDecider::Pieces,
                l if number(l, "rounds=").is_some() => req.rounds = number(l, "rounds="),
                l if number(l, "players=").is_some() => req.max_players = number(l, "players="),
                l if rating(l, "min=").is_some() => req.entry.min = rating(l, "min="),
                l if rating(l, "max=").is_some() => req.entry.max = rating(l, "max="),
                l if l.starts_with("round=") => {
                    req.round_time = Some(parse_duration(&l["round=".len()..], DurationUse::RoundTime)?);
                }
                l if l.starts_with("start=") => {
                    req.starts_in = Some(parse_duration(&l["start=".len()..], DurationUse::StartDelay)?);
                }
                l if l.chars().next().is_some_and(|c| c.is_ascii_digit()) => req.move_time = Some(parse_move_time(l)?),
                l if l.parse::<crate::rules::Rules>().is_ok() => req.rules = l.to_string(),
                // An option not understood (`rounds=-1`, `colour=red`) is
                // refused, not taken as part of the name.
                l if l.contains('=') => {
                    return Err(usage(Msg::new("console-tournament-bad-option").arg("option", super::shown(a))));
                }
                _ => name.push(a),
            }
        }
        req.name = name.join(" ").trim_matches('"').to_string();
        Ok(req)
    }

    fn details(&mut self, view: &TournamentView) -> Result<(), Error> {
        let when =
            |at: chrono::DateTime<chrono::Utc>| at.with_timezone(&chrono::Local).format("%Y-%m-%d %H:%M").to_string();
        writeln!(self.out, "{}", i18n::tournament_name(self.lang, view.id.0, &view.name))?;
        for line in i18n::tournament_details(self.lang, view, &when) {
            writeln!(self.out, "  {}", super::plain_markup(&line))?;
        }
        let players: Vec<String> = view.entrants.iter().map(|e| e.player.name.clone()).collect();
        if !players.is_empty() {
            writeln!(
                self.out,
                "  {}: {}",
                t!(self.lang, "tournament-players"),
                crate::i18n::list(self.lang, &players)
            )?;
        }
        Ok(())
    }

    fn pairings(&mut self, view: &TournamentView, round: u32) -> Result<(), Error> {
        let name = |p: &PlayerCard| p.name.clone();
        writeln!(self.out, "{}", i18n::status_text(self.lang, view.status, round, view.rounds))?;
        for p in view.round_pairings(round) {
            writeln!(self.out, "  {}", i18n::pairing_line(self.lang, p, &name))?;
        }
        Ok(())
    }

    /// The standings as text, and as a PNG table (and a cup's bracket) in
    /// the board folder.
    fn standings(&mut self, view: &TournamentView) -> Result<(), Error> {
        let lang = self.lang;
        let table = i18n::standings_table(lang, view, &|p| p.name.clone());
        writeln!(self.out, "{}", table.title)?;
        writeln!(self.out, "  {}", table.header.join(" · "))?;
        for row in &table.rows {
            writeln!(self.out, "  {}", row.join(" · "))?;
        }
        let (rtl, theme) = (lang.rtl(), self.theme);
        let t = &table;
        let png = render::table_png(&Table {
            title: &t.title,
            header: &t.header,
            rows: &t.rows,
            numeric: &t.numeric,
            podium: &t.podium,
            rtl,
            theme,
        });
        std::fs::create_dir_all(&self.board_dir)?;
        let path = self.board_dir.join(format!("tournament-{}-standings.png", view.id));
        std::fs::write(&path, png)?;
        writeln!(self.out, "{}", t!(lang, "console-picture", path = path.display().to_string()))?;
        if let Some(b) = i18n::bracket(lang, view) {
            let rounds: Vec<Vec<BracketTie>> = b.rounds.into_iter().map(|r| r.into_iter().map(tie).collect()).collect();
            let png = render::bracket_png(&Bracket {
                title: &b.title,
                round_names: &b.round_names,
                rounds: &rounds,
                rtl,
                theme,
            });
            let path = self.board_dir.join(format!("tournament-{}-bracket.png", view.id));
            std::fs::write(&path, png)?;
            writeln!(self.out, "{}", t!(lang, "console-picture", path = path.display().to_string()))?;
        }
        Ok(())
    }

    /// What the sweep (or `start`) did to tournaments.
    pub(super) fn tournament_news(&mut self, news: &[TournamentNews]) -> Result<(), Error> {
        for item in news {
            writeln!(self.out, "{}", i18n::news_text(self.lang, item))?;
            match item {
                TournamentNews::Round { tournament, round, .. } => self.pairings(tournament, *round)?,
                TournamentNews::Finished { tournament } => self.standings(tournament)?,
                TournamentNews::Rematch { game, .. } => {
                    writeln!(self.out, "  #{}: {} – {}", game.id, game.black.name, game.white.name)?
                }
                TournamentNews::Cancelled { .. } => {}
            }
        }
        Ok(())
    }
}

fn tie(t: i18n::TieText) -> BracketTie {
    BracketTie { top: t.top, bottom: t.bottom, winner: t.winner.map(Into::into), note: t.note }
}
