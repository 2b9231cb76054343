//! Server settings.

use super::{is_admin, place};
use crate::discord::views::Post;
use crate::discord::{Context, Error};

/// Server settings (Manage Server permission).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Start each accepted game in its own thread"] threads: Option<bool>,
) -> Result<(), Error> {
    let guild = place(ctx)?.guild;
    let service = &ctx.data().service;
    let settings = match threads {
        Some(on) => {
            if !is_admin(ctx) {
                return Err(Error::refused("You need the Manage Server permission to change the server's settings."));
            }
            service.set_game_threads(guild, on).await?
        }
        None => service.guild_settings(guild).await?,
    };
    let text = format!(
        "Games in this server start {}.",
        if settings.game_threads { "in their own thread" } else { "in the channel of the challenge" }
    );
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}
