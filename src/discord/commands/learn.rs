//! `/learn`: the course that teaches Zamma by playing it. Alone, it shows
//! the stages with the learner's stars and goes on where they stopped;
//! with `level`, it starts that level; with `move`, it plays a turn of the
//! level in progress (autocompleted). Everything is shown to the learner
//! only.

use super::{MAX_CHOICES, author, langs};
use crate::discord::views::{self, Post};
use crate::discord::{Context, Error};
use crate::service::TurnInput;
use crate::service::learn::COURSE;
use crate::t;
use poise::serenity_prelude::AutocompleteChoice;

/// Your turns in the level you are playing, as autocomplete choices.
async fn ac_learn_turn(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    match ctx.data().service.learn_current(author(ctx).id).await {
        Ok(view) => super::turn_choices(&view.game, partial),
        Err(_) => Vec::new(),
    }
}

/// The course's levels, as autocomplete choices: their goals in your
/// language, their ids as values.
async fn ac_level(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let me = langs(ctx).await.me;
    let wanted = partial.trim().to_lowercase();
    COURSE
        .stages
        .iter()
        .enumerate()
        .flat_map(|(s, stage)| stage.lessons.iter().enumerate().map(move |(l, level)| (s, l, level)))
        .map(|(s, l, level)| {
            let goal = t!(me, &format!("learn-level-{}", level.id));
            (t!(me, "learn-level-choice", stage = s + 1, level = l + 1, goal = goal), level.id.clone())
        })
        .filter(|(name, id)| wanted.is_empty() || name.to_lowercase().contains(&wanted) || id.contains(&wanted))
        .take(MAX_CHOICES)
        .map(|(name, id)| AutocompleteChoice::new(views::cut(name, 100), id))
        .collect()
}

/// Learn Zamma: short levels that teach the game by playing it.
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "A turn in your level, e.g. e3-e4"]
    #[autocomplete = "ac_learn_turn"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "A level to play (default: where you stopped)"]
    #[autocomplete = "ac_level"]
    level: Option<String>,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let me = author(ctx);
    let l = langs(ctx).await;
    let post = match (text, level) {
        (Some(text), _) => {
            let result = service.learn_turn(&me, TurnInput::Text(&text), None).await?;
            views::learn_result_post(&result, l.me, l.me_theme).await?
        }
        (None, Some(level)) => {
            let view = service.learn_start(&me, Some(&level)).await?;
            views::learn_post(&view, None, None, l.me, l.me_theme).await?
        }
        (None, None) => {
            // The stages and stars first, then the level to go on with.
            let progress = service.learn_progress(me.id).await?;
            let view = service.learn_start(&me, None).await?;
            let mut post = views::learn_post(&view, None, None, l.me, l.me_theme).await?;
            let overview = views::progress_post(&progress, l.me).content.unwrap_or_default();
            post.content = Some(views::cut(format!("{overview}\n\n{}", post.content.unwrap_or_default()), 2000));
            post
        }
    };
    ctx.send(post.reply()).await?;
    Ok(())
}

/// After a new player's first challenge or game against the computer: the
/// course, suggested once, to them only.
pub async fn suggest_course(ctx: Context<'_>) {
    if let Ok(true) = ctx.data().service.suggest_course(&author(ctx)).await {
        let me = langs(ctx).await.me;
        let _ = ctx.send(Post::ephemeral(t!(me, "learn-suggest")).reply()).await;
    }
}
