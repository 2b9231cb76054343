//! The course (Learn), as only the learner sees it: the stages with their
//! stars, and a level: its stage and goal, the board from the learner's
//! side with the goal marked (points to reach, pieces to take), a menu of
//! the legal turns, and buttons for a hint, a new start and the stages;
//! once a level is over, what happened, and the way on.

use super::{Post, cut};
use crate::discord::error::Error;
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::render::{self, Orientation, RenderOptions, Theme};
use crate::rules::{Square, Turn};
use crate::service::{Failure, LearnProgress, LearnResult, LearnView};
use crate::t;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton};

/// Draw the level's game from the learner's side, its goal marked.
/// `answer`: the other side's answer to draw dashed (the refutation of a
/// wrong "only move").
async fn board(view: &LearnView, answer: Option<Turn>, lang: Lang, theme: Theme) -> Result<CreateAttachment, Error> {
    let level = view.place.level;
    let learner = level.learner();
    let options = RenderOptions {
        theme,
        targets: level.goal.targets(learner, &view.game),
        caption: Some(i18n::level_goal(lang, view.place)),
        alternative: answer,
        ..RenderOptions::for_game(&view.game, Orientation::of(learner))
    };
    let position = *view.game.position();
    let png = tokio::task::spawn_blocking(move || render::board_png(&position, &options)).await?;
    let alt = cut(t!(lang, "learn-alt", level = view.place.index + 1, stage = view.place.stage_index + 1), 1024);
    let name = format!("learn-{}-{}.png", level.id, view.played);
    Ok(CreateAttachment::bytes(png, name).description(alt))
}

/// The level's menus of turns (see [`super::puzzle::turn_menus`]) and its buttons.
fn menus(view: &LearnView, piece: Option<Square>, lang: Lang) -> Vec<CreateActionRow> {
    let played = view.played as i32;
    let ids = (Action::LearnPiece(played), Action::LearnTurn(played));
    let mut rows = super::puzzle::turn_menus(&view.game.legal_turns(), piece, ids, lang);
    rows.push(CreateActionRow::Buttons(vec![
        CreateButton::new(Action::LearnHint.to_string())
            .label(t!(lang, "learn-button-hint"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(Action::LearnRestart.to_string())
            .label(t!(lang, "learn-button-restart"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(Action::LearnStages.to_string())
            .label(t!(lang, "learn-button-stages"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(Action::LearnBoard.to_string()).label(t!(lang, "button-board")).style(ButtonStyle::Secondary),
    ]));
    rows
}

/// A level to play now. `note` comes first (what the last turn did).
pub async fn learn_post(
    view: &LearnView,
    note: Option<String>,
    piece: Option<Square>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let mut text = note.map(|n| n + "\n").unwrap_or_default();
    // The stage's lesson, at its first level's start.
    let intro = view.place.index == 0 && view.played == 0;
    text.push_str(&i18n::level_text(lang, view.place, view.best, intro));
    Ok(Post {
        content: Some(cut(text, 2000)),
        files: vec![board(view, None, lang, theme).await?],
        components: menus(view, piece, lang),
        ephemeral: true,
        ..Post::default()
    })
}

/// What a turn in a level did: the level going on, done (stars, the way
/// on), or failed (why; it starts again).
pub async fn learn_result_post(result: &LearnResult, lang: Lang, theme: Theme) -> Result<Post, Error> {
    match result {
        LearnResult::Going { view, .. } => {
            learn_post(view, Some(i18n::learn_result_text(lang, result)), None, lang, theme).await
        }
        LearnResult::Done { view, next, stage_finished, .. } => {
            let text = i18n::learn_result_text(lang, result);
            let stage_done = *stage_finished;
            let mut buttons = Vec::new();
            if next.is_some() {
                buttons.push(
                    CreateButton::new(Action::LearnNext.to_string())
                        .label(t!(lang, "learn-button-next"))
                        .style(ButtonStyle::Primary),
                );
            }
            if stage_done {
                let level = crate::service::learn::computer_level_after(view.place.stage_index);
                buttons.push(
                    CreateButton::new(Action::PlayComputer(level).to_string())
                        .label(t!(lang, "learn-button-computer", level = level))
                        .style(if next.is_some() { ButtonStyle::Secondary } else { ButtonStyle::Primary }),
                );
            }
            buttons.push(
                CreateButton::new(Action::LearnRestart.to_string())
                    .label(t!(lang, "learn-button-again"))
                    .style(ButtonStyle::Secondary),
            );
            buttons.push(
                CreateButton::new(Action::LearnStages.to_string())
                    .label(t!(lang, "learn-button-stages"))
                    .style(ButtonStyle::Secondary),
            );
            Ok(Post {
                content: Some(cut(text, 2000)),
                files: vec![board(view, None, lang, theme).await?],
                components: vec![CreateActionRow::Buttons(buttons)],
                ephemeral: true,
                ..Post::default()
            })
        }
        LearnResult::Failed { view, why, .. } => {
            let refutation = match why {
                Failure::NotTheMove { refutation } => *refutation,
                _ => None,
            };
            let text = i18n::learn_result_text(lang, result);
            let buttons = vec![
                CreateButton::new(Action::LearnRestart.to_string())
                    .label(t!(lang, "learn-button-again"))
                    .style(ButtonStyle::Primary),
                CreateButton::new(Action::LearnHint.to_string())
                    .label(t!(lang, "learn-button-hint"))
                    .style(ButtonStyle::Secondary),
                CreateButton::new(Action::LearnStages.to_string())
                    .label(t!(lang, "learn-button-stages"))
                    .style(ButtonStyle::Secondary),
            ];
            Ok(Post {
                content: Some(cut(text, 2000)),
                files: vec![board(view, refutation, lang, theme).await?],
                components: vec![CreateActionRow::Buttons(buttons)],
                ephemeral: true,
                ..Post::default()
            })
        }
    }
}

/// The stages with the learner's stars, and where they go on.
pub fn progress_post(progress: &LearnProgress, lang: Lang) -> Post {
    let text = i18n::learn_progress_text(lang, progress);
    let go = CreateButton::new(Action::LearnNext.to_string())
        .label(t!(lang, "learn-button-continue"))
        .style(ButtonStyle::Primary);
    Post {
        content: Some(cut(text, 2000)),
        components: vec![CreateActionRow::Buttons(vec![go])],
        ephemeral: true,
        ..Post::default()
    }
}
