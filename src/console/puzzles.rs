//! `puzzle …` in the console.

use super::{Console, Error, text_board};
use crate::i18n;
use crate::rules::{Bitboard, Preset};
use crate::service::{PuzzleResult, ServiceError, TurnInput};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `puzzle [preset|daily|top]` starts (or shows) a puzzle; `puzzle
    /// <turn>` plays a turn in it.
    pub(super) async fn puzzle(&mut self, rest: &str) -> Result<(), Error> {
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
                    PuzzleResult::Solved { view, .. } => return self.puzzle_analysis(&view.game),
                    PuzzleResult::Wrong { view, solution, .. } => {
                        let mut after = view.game.clone();
                        after.play(solution).map_err(ServiceError::from)?;
                        let last = after.last_turn().map(|(_, t)| *t);
                        writeln!(
                            self.out,
                            "{}",
                            text_board(self.lang, after.position(), last.as_ref(), view.solver, Bitboard::EMPTY)
                        )?;
                        return self.puzzle_analysis(&view.game);
                    }
                }
            }
        };
        let title = t!(lang, "puzzle-title", id = view.id.as_str(), rating = format!("{:.0}", view.rating));
        writeln!(self.out, "{title}")?;
        let last = view.game.last_turn().map(|(_, t)| *t);
        writeln!(self.out, "{}", text_board(lang, view.game.position(), last.as_ref(), view.solver, Bitboard::EMPTY))?;
        writeln!(self.out, "{}", i18n::puzzle_prompt(lang, &view))?;
        Ok(())
    }

    /// With the web board on: the puzzle's position on a free analysis
    /// board, once the puzzle is over.
    fn puzzle_analysis(&mut self, game: &crate::rules::Game) -> Result<(), Error> {
        let Some(links) = self.web.clone() else { return Ok(()) };
        let (position, rules) = (game.position().to_string(), game.rules().to_string());
        let url = links(super::WebPage::Analysis { position, rules });
        let time = i18n::duration(self.lang, crate::service::pass::LINK_TIME);
        writeln!(self.out, "{}", t!(self.lang, "console-analysis-link", time = time, url = url))?;
        Ok(())
    }
}
