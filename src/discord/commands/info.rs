//! How to play, and the commands.

use super::{ac_preset, langs};
use crate::discord::views::{self, Post};
use crate::discord::{Context, Error};
use crate::i18n::Msg;
use crate::rules::Preset;

/// How to play, and the presets.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "One preset (default: all)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
) -> Result<(), Error> {
    let preset = match preset.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(name) => Some(Preset::from_name(name).ok_or_else(|| {
            Error::refused(Msg::new("refusal-no-preset").arg("name", views::cut(name.to_string(), 40)))
        })?),
    };
    let me = langs(ctx).await.me;
    ctx.send(Post { ephemeral: true, ..Post::embed(views::rules_embed(preset, me)) }.reply()).await?;
    Ok(())
}

/// The commands of zamma-bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let me = langs(ctx).await.me;
    ctx.send(Post { ephemeral: true, ..Post::embed(views::help_embed(me)) }.reply()).await?;
    Ok(())
}
