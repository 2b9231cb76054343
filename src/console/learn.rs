//! `learn …` in the console: the course that teaches the game by playing it.

use super::{Console, Error, text_board};
use crate::i18n;
use crate::rules::Turn;
use crate::service::learn::Place;
use crate::service::{Failure, LearnResult, LearnView, ServiceError, TurnInput};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `learn` goes on where you stopped (the stages and their stars
    /// first); `learn <level>` starts a level; `learn hint` gives its
    /// hint; `learn again` starts it again; `learn <turn>` plays a turn.
    pub(super) async fn learn(&mut self, rest: &str) -> Result<(), Error> {
        let lang = self.lang;
        let service = self.service.clone();
        let view = match rest {
            "" => {
                let progress = service.learn_progress(self.user.id).await?;
                writeln!(self.out, "{}\n", i18n::learn_progress_text(lang, &progress))?;
                service.learn_start(&self.user, None).await?
            }
            "hint" => {
                let view = service.learn_current(self.user.id).await?;
                writeln!(self.out, "{}", i18n::level_hint(lang, view.place))?;
                return Ok(());
            }
            "again" => {
                let id = match service.learn_current(self.user.id).await {
                    Ok(view) => view.place.level.id.clone(),
                    Err(ServiceError::NoLevel) => service.learn_progress(self.user.id).await?.next.level.id.clone(),
                    Err(e) => return Err(e.into()),
                };
                service.learn_start(&self.user, Some(&id)).await?
            }
            id if Place::of(id).is_some() => service.learn_start(&self.user, Some(id)).await?,
            turn => {
                let result = service.learn_turn(&self.user, TurnInput::Text(turn), None).await?;
                writeln!(self.out, "{}", i18n::learn_result_text(lang, &result))?;
                match result {
                    LearnResult::Going { view, .. } => view,
                    LearnResult::Done { view, .. } => {
                        self.learn_board(&view)?;
                        writeln!(self.out, "{}", t!(lang, "console-learn-on"))?;
                        return Ok(());
                    }
                    // `learn` alone goes on where the course stopped: this
                    // level, unless it was one done before and played again.
                    // A move that was not the only one: the board shows the
                    // enemy's answer that says why, played.
                    LearnResult::Failed { view, why, .. } => {
                        match why {
                            Failure::NotTheMove { refutation: Some(answer) } => self.answer_board(&view, answer)?,
                            _ => self.learn_board(&view)?,
                        }
                        let next = service.learn_progress(self.user.id).await?.next;
                        let on = if next.level.id == view.place.level.id {
                            "console-learn-retry"
                        } else {
                            "console-learn-on"
                        };
                        writeln!(self.out, "{}", t!(lang, on))?;
                        return Ok(());
                    }
                }
            }
        };
        let intro = view.place.index == 0 && view.played == 0;
        writeln!(self.out, "{}", i18n::level_text(lang, view.place, view.best, intro))?;
        self.learn_board(&view)?;
        // A level just started: its page on the web board too (`local --web`).
        if let Some(links) = self.web.clone().filter(|_| view.played == 0) {
            let time = i18n::duration(lang, crate::service::pass::LINK_TIME);
            let url = links(super::WebPage::Learn(self.user.id));
            writeln!(self.out, "{}", t!(lang, "learn-web-link", time = time, url = url))?;
        }
        Ok(())
    }

    /// The board after the enemy's `answer`, the answer marked as the last
    /// move.
    fn answer_board(&mut self, view: &LearnView, answer: Turn) -> Result<(), Error> {
        let mut game = view.game.clone();
        if game.play(answer).is_err() {
            return self.learn_board(view);
        }
        let learner = view.place.level.learner();
        let goal = view.place.level.goal.targets(learner, &game);
        writeln!(self.out, "{}", text_board(self.lang, game.position(), Some(&answer), learner, goal))?;
        Ok(())
    }

    fn learn_board(&mut self, view: &LearnView) -> Result<(), Error> {
        let last = view.game.last_turn().map(|(_, t)| *t);
        let learner = view.place.level.learner();
        let goal = view.place.level.goal.targets(learner, &view.game);
        writeln!(self.out, "{}", text_board(self.lang, view.game.position(), last.as_ref(), learner, goal))?;
        Ok(())
    }
}
