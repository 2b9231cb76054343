//! Notices: what a player missed while the bot could not tell them.

use super::outcome_text;
use crate::i18n::Lang;
use crate::service::{Missed, UserId};
use crate::t;
use chrono::{DateTime, Utc};

/// One line about what a player (`reader`) missed while the bot could not
/// tell them; `when` writes a moment (Discord's relative timestamp, the
/// console's date).
pub fn missed_text(lang: Lang, missed: &Missed, reader: UserId, when: &dyn Fn(DateTime<Utc>) -> String) -> String {
    match missed {
        Missed::Ended(view) => {
            let (game, black, white) = (view.id.0, view.black.name.as_str(), view.white.name.as_str());
            match view.game.outcome() {
                Some(outcome) => {
                    t!(
                        lang,
                        "away-game-ended",
                        game = game,
                        black = black,
                        white = white,
                        outcome = outcome_text(lang, outcome)
                    )
                }
                None => t!(lang, "away-game-aborted", game = game, black = black, white = white),
            }
        }
        Missed::YourMove(view) => {
            let opponent = [&view.black, &view.white].into_iter().find(|p| p.id != reader).unwrap_or(&view.black);
            t!(
                lang,
                "away-your-move",
                game = view.id.0,
                opponent = opponent.name.as_str(),
                deadline = when(view.deadline)
            )
        }
        Missed::Expired(c) => t!(lang, "away-challenge-expired", id = c.id.0, challenger = c.challenger.name.as_str()),
    }
}
