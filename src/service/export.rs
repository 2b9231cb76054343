//! Game export as text: tag pairs and numbered moves, in the spirit of
//! PGN/PDN, readable back into a game record.

use super::{GameId, GameStatus, Result, Service};
use crate::rules::{Color, Game, Position, Rules};
use std::fmt::Write;

impl Service {
    /// The text export of a game (finished or running), its `Site` tag
    /// from the game's place.
    pub async fn export(&self, game_id: GameId) -> Result<String> {
        self.export_from(game_id, None).await
    }

    /// The text export of a game, its `Site` tag `site` when the front end
    /// names the place itself (the console is no server or channel).
    pub async fn export_from(&self, game_id: GameId, site: Option<&str>) -> Result<String> {
        let view = self.game(game_id).await?;
        let takebacks = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let rows = crate::store::games::takebacks(&mut tx, game_id).await?;
                tx.commit().await?;
                Ok(rows)
            })
            .await?;
        // `ply 5: e6xe4 d4-d5`: where the game was, and the turns taken back.
        let takebacks: Vec<String> =
            takebacks.iter().map(|(ply, turns)| format!("ply {ply}: {}", turns.join(" "))).collect();
        let result = match view.status {
            GameStatus::Active | GameStatus::Aborted => "*",
            GameStatus::Finished => result_token(Some(view.game.outcome().and_then(|o| o.winner()))),
        };
        let tags = ExportTags {
            event: format!("Zamma game #{}{}", view.id, if view.rated { " (rated)" } else { "" }),
            site: match (site, view.place.guild) {
                (Some(site), _) => site.to_string(),
                (None, Some(guild)) => format!("guild {guild} channel {}", view.place.channel),
                (None, None) => format!("channel {}", view.place.channel),
            },
            date: view.started_at.format("%Y.%m.%d").to_string(),
            black: view.black.name.clone(),
            white: view.white.name.clone(),
            result: result.to_string(),
            termination: view.game.outcome().map(|o| o.to_string()).unwrap_or_else(|| match view.status {
                GameStatus::Aborted => "aborted".into(),
                _ => String::new(),
            }),
            takebacks: takebacks.join("; "),
        };
        Ok(format(&view.game, &tags))
    }
}

/// Everything a text export holds besides the moves.
#[derive(Clone, Debug, Default)]
pub struct ExportTags {
    pub event: String,
    pub site: String,
    pub date: String,
    pub black: String,
    pub white: String,
    pub result: String,
    pub termination: String,
    /// Turns taken back, if any (an import ignores them).
    pub takebacks: String,
}

fn escape(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).map(|c| if c == '"' { '\'' } else { c }).take(100).collect()
}

/// Format a game: tags, then `1. e4-e5 e6xe4 2. …` and the result token.
pub fn format(game: &Game, tags: &ExportTags) -> String {
    let mut out = String::new();
    let standard = *game.start() == Position::start(game.rules().board);
    let mut tag = |k: &str, v: &str| {
        let _ = writeln!(out, "[{k} \"{}\"]", escape(v));
    };
    tag("Event", &tags.event);
    tag("Site", &tags.site);
    tag("Date", &tags.date);
    tag("Black", &tags.black);
    tag("White", &tags.white);
    tag("Rules", &game.rules().to_string());
    if !standard {
        tag("Setup", &game.start().to_string());
    }
    tag("Result", &tags.result);
    if !tags.termination.is_empty() {
        tag("Termination", &tags.termination);
    }
    if !tags.takebacks.is_empty() {
        tag("Takebacks", &tags.takebacks);
    }
    out.push('\n');
    let first = game.start().turn();
    let mut line = String::new();
    for (i, turn) in game.turns().iter().enumerate() {
        let color = if i % 2 == 0 { first } else { first.other() };
        let number = i / 2 + 1;
        if i == 0 && color == Color::White {
            let _ = write!(line, "{number}... ");
        } else if (color == first) && i % 2 == 0 {
            let _ = write!(line, "{number}. ");
        }
        let _ = write!(line, "{turn} ");
        if line.len() > 72 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
    }
    line.push_str(&tags.result);
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

/// Result token of a game for the export.
pub fn result_token(winner: Option<Option<Color>>) -> &'static str {
    match winner {
        None => "*",
        Some(Some(Color::Black)) => "1-0",
        Some(Some(Color::White)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// Why an export could not be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError(pub String);

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ImportError {}

/// Read an export back into a game record (moves replayed by the rules core).
pub fn parse(text: &str) -> std::result::Result<Game, ImportError> {
    let mut rules: Rules = Rules::default();
    let mut setup: Option<Position> = None;
    let mut body = String::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let (key, value) = inner.split_once(' ').ok_or_else(|| ImportError(format!("bad tag line `{line}`")))?;
            let value = value.trim().trim_matches('"');
            match key {
                "Rules" => rules = value.parse().map_err(|e| ImportError(format!("Rules tag: {e}")))?,
                "Setup" => setup = Some(value.parse().map_err(|e| ImportError(format!("Setup tag: {e}")))?),
                _ => {}
            }
        } else {
            body.push_str(line);
            body.push(' ');
        }
    }
    let mut turns: Vec<String> = Vec::new();
    let mut tokens = body.split_whitespace().peekable();
    while let Some(tok) = tokens.next() {
        if tok.ends_with('.') && tok.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        if matches!(tok, "*" | "1-0" | "0-1" | "1/2-1/2") {
            break;
        }
        if tok.eq_ignore_ascii_case("huff") {
            let sq = tokens.next().ok_or_else(|| ImportError("huff without a point".into()))?;
            let mv = tokens.next().ok_or_else(|| ImportError("huff without a move".into()))?;
            turns.push(format!("huff {sq} {mv}"));
        } else {
            turns.push(tok.to_string());
        }
    }
    let start = setup.unwrap_or_else(|| Position::start(rules.board));
    Game::replay(rules, start, turns.iter().map(String::as_str))
        .map_err(|(n, e)| ImportError(format!("turn {n} ({}): {e}", turns.get(n.wrapping_sub(1)).map_or("", |s| s))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_including_huffs() {
        let rules: Rules = "sahara".parse().unwrap();
        let mut game = Game::new(rules);
        let mut state = 7u64;
        for _ in 0..80 {
            if game.outcome().is_some() {
                break;
            }
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let legal = game.legal_moves();
            let mv = legal[(state >> 33) as usize % legal.len()];
            let huff = game.huffable().into_iter().next();
            let turn = crate::rules::Turn { huff, mv };
            if game.play(turn).is_err() {
                game.play(crate::rules::Turn { huff: None, mv }).unwrap();
            }
        }
        let tags =
            ExportTags { black: "al\"ice".into(), white: "bob".into(), result: "*".into(), ..Default::default() };
        let text = format(&game, &tags);
        assert!(text.contains("[Rules \"sahara\"]"));
        assert!(text.contains("[Black \"al'ice\"]"));
        let back = parse(&text).unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(back.turns().len(), game.turns().len());
    }

    #[test]
    fn bad_moves_are_reported_with_their_number() {
        let err = parse("[Rules \"zamma\"]\n\n1. e4-e5 e6xe4 2. a1-a2 *").unwrap_err();
        assert!(err.0.starts_with("turn 3 (a1-a2)"), "{err}");
    }
}
