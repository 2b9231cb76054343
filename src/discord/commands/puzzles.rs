//! `/puzzle`: a puzzle near your puzzle rating, the day's puzzle, a turn
//! typed with autocomplete, and the solvers' leaderboard. A puzzle is
//! personal: everything is shown only to its solver.

use super::{author, langs};
use crate::discord::views::{self, Post};
use crate::discord::{Context, Error};
use crate::rules::Preset;
use crate::service::TurnInput;
use crate::t;
use poise::serenity_prelude::AutocompleteChoice;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PresetChoice {
    #[name = "zamma"]
    Zamma,
    #[name = "dhamet"]
    Dhamet,
    #[name = "zamma5"]
    Zamma5,
    #[name = "sahara"]
    Sahara,
}

impl From<PresetChoice> for Preset {
    fn from(p: PresetChoice) -> Preset {
        match p {
            PresetChoice::Zamma => Preset::Zamma,
            PresetChoice::Dhamet => Preset::Dhamet,
            PresetChoice::Zamma5 => Preset::Zamma5,
            PresetChoice::Sahara => Preset::Sahara,
        }
    }
}

/// Puzzles from real games: find the winning turn.
#[poise::command(slash_command, subcommands("next", "daily", "turn", "leaderboard"), subcommand_required)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Your puzzle in progress, or a new one near your puzzle rating.
#[poise::command(slash_command)]
pub async fn next(
    ctx: Context<'_>,
    #[description = "Rules preset (default zamma)"] preset: Option<PresetChoice>,
) -> Result<(), Error> {
    let view = ctx.data().service.next_puzzle(&author(ctx), preset.map(Preset::from)).await?;
    let l = langs(ctx).await;
    ctx.send(views::puzzle_post(&view, None, None, l.me, l.me_theme).await?.reply()).await?;
    Ok(())
}

/// The day's puzzle, the same for everyone.
#[poise::command(slash_command)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let day = chrono::Utc::now().date_naive();
    let view = ctx.data().service.daily_puzzle(&author(ctx), day).await?;
    let l = langs(ctx).await;
    ctx.send(views::puzzle_post(&view, None, None, l.me, l.me_theme).await?.reply()).await?;
    Ok(())
}

/// Your turns in the puzzle you are solving, as autocomplete choices.
async fn ac_puzzle_turn(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    match ctx.data().service.puzzle_in_progress(author(ctx).id).await {
        Ok(view) => super::turn_choices(&view.game, partial),
        Err(_) => Vec::new(),
    }
}

/// Play a turn in the puzzle you are solving.
#[poise::command(slash_command, rename = "move")]
pub async fn turn(
    ctx: Context<'_>,
    #[description = "Your turn, e.g. c3xe5xg3"]
    #[autocomplete = "ac_puzzle_turn"]
    #[rename = "move"]
    text: String,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let me = author(ctx);
    // The puzzle in progress (a turn never starts a new one).
    let view = service.puzzle_in_progress(me.id).await?;
    let result = service.puzzle_turn(&me, view.attempt, TurnInput::Text(&text), Some(view.step)).await?;
    let l = langs(ctx).await;
    let analyse = |game: &_| crate::discord::web::analysis_url(ctx.data(), me.id, l.me, game);
    ctx.send(views::puzzle_result_post(&result, analyse, l.me, l.me_theme).await?.reply()).await?;
    Ok(())
}

/// The best puzzle solvers.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let leaders = ctx.data().service.puzzle_leaderboard(0).await?;
    let me = langs(ctx).await.me;
    let lines: Vec<String> = leaders
        .iter()
        .enumerate()
        .map(|(i, s)| crate::i18n::puzzle_leader(me, i + 1, s, &views::cut(s.name.clone(), 40)))
        .collect();
    let embed = views::list_embed(t!(me, "puzzle-leaders-title"), &lines, t!(me, "puzzle-leaders-empty"));
    ctx.send(Post::embed(embed).reply()).await?;
    Ok(())
}
