//! Lists and records: your games, the leaderboard, stats, history, a game
//! as text or as an animated GIF.

use super::{ac_game, author, place, resolve, user_of};
use crate::discord::views::{self, Post, mention};
use crate::discord::{Context, Error};
use crate::render::{self, ReplayOptions};
use poise::serenity_prelude::{self as serenity, CreateAttachment};

/// Your games in progress and open challenges.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = author(ctx).id;
    let mut lines: Vec<String> = data.service.active_games(user, None).await?.iter().map(views::summary_line).collect();
    for c in data.service.open_challenges(user).await? {
        lines.push(format!(
            "Challenge #{}: {} → {} ({}{})",
            c.id,
            mention(c.challenger.id),
            mention(c.challenged.id),
            views::cut(c.rules.clone(), 60),
            if c.rated { ", rated" } else { "" }
        ));
    }
    let embed = views::list_embed("Your games", &lines, "No games in progress; `/challenge` someone or `/play-ai`.");
    ctx.send(Post { ephemeral: true, ..Post::embed(embed) }.reply()).await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
}

/// The best rated players, here or everywhere.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server (default) or all servers"] scope: Option<Scope>,
) -> Result<(), Error> {
    let global = matches!(scope, Some(Scope::Global));
    let guild = if global { None } else { Some(place(ctx)?.guild) };
    let page = ctx.data().service.leaderboard(guild, 0).await?;
    ctx.send(views::leaderboard_post(&page, global).reply()).await?;
    Ok(())
}

/// A player's rating, results, streak and recent games.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().map_or_else(|| author(ctx), user_of);
    let s = ctx.data().service.stats(&who).await?;
    ctx.send(Post::embed(views::stats_embed(&s)).reply()).await?;
    Ok(())
}

/// A player's finished games.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().map_or_else(|| author(ctx), user_of);
    let games = ctx.data().service.history(who.id, 0).await?;
    let lines: Vec<String> = games.iter().map(views::summary_line).collect();
    let embed = views::list_embed(
        format!("{} · finished games", views::cut(who.name.clone(), 100)),
        &lines,
        "No finished games yet.",
    );
    ctx.send(Post::embed(embed).reply()).await?;
    Ok(())
}

/// A game's record as text (tag pairs and numbered moves).
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = resolve(ctx, game).await?;
    let text = ctx.data().service.export(view.id).await?;
    let file = CreateAttachment::bytes(text.into_bytes(), format!("zamma-game-{}.txt", view.id));
    let reply = poise::CreateReply::default().content(format!("Game #{} as text:", view.id)).attachment(file);
    ctx.send(reply).await?;
    Ok(())
}

/// A game as an animated GIF, one frame per move.
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = resolve(ctx, game).await?;
    // Drawing a long game takes a moment: acknowledge first.
    ctx.defer().await?;
    let id = view.id;
    let record = view.game;
    let gif = tokio::task::spawn_blocking(move || render::replay_gif(&record, &ReplayOptions::default()))
        .await?
        .map_err(|e| Error::refused(format!("This game cannot be replayed as a GIF: {e}.")))?;
    let file = CreateAttachment::bytes(gif, format!("zamma-game-{id}.gif"));
    ctx.send(poise::CreateReply::default().content(format!("Replay of game #{id}:")).attachment(file)).await?;
    Ok(())
}
