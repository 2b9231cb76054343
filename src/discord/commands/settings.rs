//! Settings: the language a person is answered in and the board theme they
//! see, and the server's language, theme and game threads (Manage Server).

use super::{author, is_admin, langs, server};
use crate::discord::views::Post;
use crate::discord::{Context, Error};
use crate::i18n::{Lang, Msg};
use crate::service::{BoardTheme, Setting};
use crate::t;
use poise::serenity_prelude as serenity;

/// A language to choose, or Discord's.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "automatic"]
    Auto,
    #[name = "English"]
    En,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    Es,
    #[name = "العربية"]
    Ar,
}

impl LanguageChoice {
    fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::Auto => None,
            LanguageChoice::En => Some(Lang::En),
            LanguageChoice::Fr => Some(Lang::Fr),
            LanguageChoice::Es => Some(Lang::Es),
            LanguageChoice::Ar => Some(Lang::Ar),
        }
    }
}

/// A board theme to choose, or the default.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ThemeChoice {
    #[name = "default"]
    Default,
    #[name = "sand"]
    Sand,
    #[name = "dark"]
    Dark,
    #[name = "high contrast"]
    Contrast,
}

impl ThemeChoice {
    fn theme(self) -> Option<BoardTheme> {
        match self {
            ThemeChoice::Default => None,
            ThemeChoice::Sand => Some(BoardTheme::Sand),
            ThemeChoice::Dark => Some(BoardTheme::Dark),
            ThemeChoice::Contrast => Some(BoardTheme::Contrast),
        }
    }
}

/// The catalogue id naming a theme choice.
fn theme_name(theme: Option<BoardTheme>) -> &'static str {
    match theme {
        None | Some(BoardTheme::Sand) => "theme-sand",
        Some(BoardTheme::Dark) => "theme-dark",
        Some(BoardTheme::Contrast) => "theme-contrast",
    }
}

/// Your language, and the server's settings.
#[poise::command(
    slash_command,
    subcommands(
        "language",
        "theme",
        "pings",
        "notifications",
        "server_language",
        "server_theme",
        "threads",
        "seek_role"
    ),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The language of the bot's answers to you.
#[poise::command(slash_command)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "Your language (automatic: Discord's language)"] language: LanguageChoice,
) -> Result<(), Error> {
    let chosen = language.lang();
    ctx.data().service.set_preference(&author(ctx), Setting::Language(chosen)).await?;
    // Answer in the language just chosen (or, for automatic, Discord's).
    let me = langs(ctx).await.me;
    let text = match chosen {
        Some(_) => t!(me, "settings-language-set"),
        None => t!(me, "settings-language-auto"),
    };
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// The board theme of the images only you see.
#[poise::command(slash_command)]
pub async fn theme(
    ctx: Context<'_>,
    #[description = "Your board theme (default: sand)"] theme: ThemeChoice,
) -> Result<(), Error> {
    let chosen = theme.theme();
    ctx.data().service.set_preference(&author(ctx), Setting::Theme(chosen)).await?;
    let me = langs(ctx).await.me;
    let text = t!(me, "settings-theme-set", theme = t!(me, theme_name(chosen)));
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// Whether the bot's mentions of you notify you
#[poise::command(slash_command)]
pub async fn pings(
    ctx: Context<'_>,
    #[description = "Notify me when it is my turn, I am challenged or reminded (default: on)"] on: bool,
) -> Result<(), Error> {
    ctx.data().service.set_preference(&author(ctx), Setting::Pings(on)).await?;
    let me = langs(ctx).await.me;
    ctx.send(Post::ephemeral(t!(me, if on { "settings-pings-on" } else { "settings-pings-off" })).reply()).await?;
    Ok(())
}

/// Whether what you missed where the bot cannot post is sent to you by DM
#[poise::command(slash_command)]
pub async fn notifications(
    ctx: Context<'_>,
    #[description = "DM me results and reminders I would otherwise see only at my next command (default: off)"]
    on: bool,
) -> Result<(), Error> {
    ctx.data().service.set_preference(&author(ctx), Setting::Notifications(on)).await?;
    let me = langs(ctx).await.me;
    let id = if on { "settings-notifications-on" } else { "settings-notifications-off" };
    ctx.send(Post::ephemeral(t!(me, id)).reply()).await?;
    Ok(())
}

/// The board theme of the server's public game messages (Manage Server).
#[poise::command(slash_command, rename = "server-theme")]
pub async fn server_theme(
    ctx: Context<'_>,
    #[description = "The server's board theme (default: sand)"] theme: ThemeChoice,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    require_admin(ctx)?;
    let chosen = theme.theme();
    ctx.data().service.set_server_setting(guild, Setting::Theme(chosen)).await?;
    let me = langs(ctx).await.me;
    let text = t!(me, "settings-server-theme-set", theme = t!(me, theme_name(chosen)));
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

fn require_admin(ctx: Context<'_>) -> Result<(), Error> {
    if is_admin(ctx) { Ok(()) } else { Err(Error::refused(Msg::new("refusal-manage-server"))) }
}

/// The language of the bot's public messages in this server.
#[poise::command(slash_command, rename = "server-language")]
pub async fn server_language(
    ctx: Context<'_>,
    #[description = "The server's language (automatic: the server's Discord language)"] language: LanguageChoice,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    require_admin(ctx)?;
    let chosen = language.lang();
    ctx.data().service.set_server_setting(guild, Setting::Language(chosen)).await?;
    let here = langs(ctx).await.here;
    let text = match chosen {
        Some(_) => t!(here, "settings-server-language-set"),
        None => t!(here, "settings-server-language-auto"),
    };
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// Start each accepted game in its own thread (Manage Server).
#[poise::command(slash_command)]
pub async fn threads(
    ctx: Context<'_>,
    #[description = "Each game in its own thread (true) or in the challenge's channel (false)"] on: Option<bool>,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    let service = &ctx.data().service;
    let settings = match on {
        Some(on) => {
            require_admin(ctx)?;
            service.set_game_threads(guild, on).await?
        }
        None => service.guild_settings(guild).await?,
    };
    let me = langs(ctx).await.me;
    let text = t!(me, if settings.game_threads { "settings-threads-on" } else { "settings-threads-off" });
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// Ping a role when someone here starts seeking a game with /play (Manage Server).
#[poise::command(slash_command, rename = "seek-role")]
pub async fn seek_role(
    ctx: Context<'_>,
    #[description = "The role to ping (leave empty: ping nobody)"] role: Option<serenity::RoleId>,
    #[description = "Where to ping it (default: this channel)"] channel: Option<serenity::ChannelId>,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    require_admin(ctx)?;
    let channel = channel.map_or(ctx.channel_id().get(), |c| c.get());
    let chosen = role.map(|r| (r.get(), channel));
    ctx.data().service.set_seek_role(guild, chosen).await?;
    let me = langs(ctx).await.me;
    let text = match chosen {
        Some((role, channel)) => t!(
            me,
            "settings-seek-role-set",
            role = format!("<@&{role}>"),
            channel = format!("<#{channel}>"),
            quiet = super::seek::ping_quiet(me)
        ),
        None => t!(me, "settings-seek-role-off"),
    };
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}
