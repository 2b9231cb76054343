//! The slash commands, one file per group: game actions (`play`), lists and
//! records (`records`), how to play (`info`) and server settings
//! (`settings`). Each reads its options, asks the service, and replies;
//! refusals come back as `Err` and are shown ephemerally by `on_error`.

mod info;
mod learn;
mod localise;
mod play;
mod puzzles;
mod records;
mod seek;
mod settings;
mod teams;
mod tournaments;

pub use records::answer_with_review;
pub use teams::{join_side, tell_side};

use super::announce::Via;
use super::lang::Langs;
use super::reach;
use super::views;
use super::{Context, Data, Error};
use crate::i18n::Msg;
use crate::rules::Preset;
use crate::service::{GameId, GameView, InputKind, Place, Reach, Seat, ServiceError, User, UserId};
use crate::t;
use poise::serenity_prelude::{self as serenity, AutocompleteChoice};

/// Longest option text accepted (rules options, user-typed ids).
const MAX_OPTION_TEXT: usize = 200;
/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

/// Every command, described in English with its localisations for
/// Discord's French and Spanish clients.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        play::challenge(),
        play::play_ai(),
        play::play_move(),
        play::board(),
        play::resign(),
        play::draw(),
        play::abort(),
        seek::play(),
        seek::lobby(),
        seek::block(),
        seek::unblock(),
        records::games(),
        records::leaderboard(),
        records::stats(),
        records::history(),
        records::export(),
        records::replay(),
        records::review(),
        puzzles::puzzle(),
        learn::learn(),
        tournaments::tournament(),
        teams::team(),
        teams::vote(),
        info::rules(),
        info::help(),
        settings::settings(),
    ];
    localise::apply(&mut commands);
    // Installed in a server or by a person, and used in servers, in a DM
    // with the bot, and in group DMs and other DMs.
    for c in &mut commands {
        c.install_context = Some(vec![serenity::InstallationContext::Guild, serenity::InstallationContext::User]);
        c.interaction_context = Some(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ]);
    }
    commands
}

/// The languages of this command's interaction.
pub async fn langs(ctx: Context<'_>) -> Langs {
    let (locale, guild_locale) = match ctx {
        poise::Context::Application(a) => (a.interaction.locale.as_str(), a.interaction.guild_locale.as_deref()),
        poise::Context::Prefix(_) => ("", None),
    };
    let data = ctx.data();
    let guild = ctx.guild_id().map(|g| g.get());
    Langs::of(&data.service, &data.locales, UserId(ctx.author().id.get()), guild, locale, guild_locale).await
}

/// The command's interaction, as the way to answer the player where the
/// bot may not post.
async fn via(ctx: Context<'_>) -> Option<Via> {
    let poise::Context::Application(a) = ctx else { return None };
    let i = a.interaction;
    let me = langs(ctx).await.me;
    Some(Via::new(ctx.serenity_context().http.clone(), &i.token, i.app_permissions, i.channel.as_ref(), me))
}

/// A Discord user as the service knows them.
pub fn user_of(u: &serenity::User) -> User {
    User {
        id: UserId(u.id.get()),
        name: crate::service::first_visible_name(u.global_name.iter().chain([&u.name]).map(String::as_str)),
        bot: u.bot,
    }
}

fn author(ctx: Context<'_>) -> User {
    user_of(ctx.author())
}

/// Where the command is used, and how the bot can speak there.
fn place(ctx: Context<'_>) -> Place {
    match ctx {
        poise::Context::Application(a) => {
            let i = a.interaction;
            reach::place_of(i.guild_id, i.channel_id, i.context, &i.authorizing_integration_owners)
        }
        poise::Context::Prefix(p) => {
            Place { guild: p.msg.guild_id.map(|g| g.get()), channel: p.msg.channel_id.get(), reach: Reach::Posts }
        }
    }
}

/// The server the command is used in, for what belongs to a server
/// (its settings, its leaderboard, game threads): refused outside servers,
/// and where the bot was not added (with the link that adds it).
fn server(ctx: Context<'_>) -> Result<u64, Error> {
    let place = place(ctx);
    match place.guild {
        None => Err(Error::refused(Msg::new("refusal-servers-only"))),
        Some(_) if place.reach == Reach::Replies => {
            let link = reach::add_to_server_link(ctx.data().me.id.get());
            Err(Error::refused(Msg::new("refusal-add-bot").arg("link", link)))
        }
        Some(guild) => Ok(guild),
    }
}

/// May the user manage this server (change settings, abort any game)?
fn is_admin(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        poise::Context::Prefix(_) => false,
    }
}

/// The game a command acts on: the one named (if it is of this server), or
/// the user's only game here.
async fn resolve(ctx: Context<'_>, game: Option<i64>) -> Result<GameView, Error> {
    let user = UserId(ctx.author().id.get());
    Ok(ctx.data().service.find_game(user, place(ctx), game.map(GameId)).await?)
}

/// The author's seat at the game a command acts on (as `resolve` finds it).
async fn seat(ctx: Context<'_>, game: Option<i64>) -> Result<Seat, Error> {
    Ok(ctx.data().service.seat(&author(ctx), place(ctx), game.map(GameId)).await?)
}

/// A rules spec from a preset and free-form overrides (`landing=behind count=on`).
fn rules_spec(preset: Option<&str>, options: Option<&str>) -> Result<String, Error> {
    let preset = preset.map(str::trim).filter(|p| !p.is_empty()).unwrap_or("zamma");
    let options = options.unwrap_or("");
    if preset.len() + options.len() > MAX_OPTION_TEXT {
        return Err(Error::Service(ServiceError::InputTooLong { what: InputKind::RulesOptions, max: MAX_OPTION_TEXT }));
    }
    let mut spec = preset.to_string();
    for o in options.split([',', ' ', ';']).filter(|o| !o.is_empty()) {
        spec.push(',');
        spec.push_str(o);
    }
    Ok(spec)
}

async fn ac_preset(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let me = langs(ctx).await.me;
    let partial = partial.trim().to_ascii_lowercase();
    Preset::ALL
        .iter()
        .filter(|p| p.name().starts_with(&partial))
        .map(|&p| {
            let label = format!("{} — {}", p.name(), crate::i18n::preset_summary(me, p));
            AutocompleteChoice::new(views::cut(label, 100), p.name())
        })
        .collect()
}

/// The `game` option of the current interaction, if the user filled it in.
fn game_option(ctx: Context<'_>) -> Option<i64> {
    let poise::Context::Application(a) = ctx else { return None };
    a.interaction.data.options.iter().find(|o| o.name == "game").and_then(|o| match &o.value {
        serenity::CommandDataOptionValue::Integer(i) => Some(*i),
        serenity::CommandDataOptionValue::Autocomplete { value, .. } => value.trim_start_matches('#').parse().ok(),
        _ => None,
    })
}

async fn ac_game(ctx: Context<'_>, _partial: &str) -> Vec<AutocompleteChoice> {
    let user = UserId(ctx.author().id.get());
    let Ok(games) = ctx.data().service.active_games(user, Some(ctx.channel_id().get())).await else {
        return Vec::new();
    };
    game_choices(ctx, &games).await
}

/// The user's finished games in this server, most recent first (what
/// `/review` can look at).
async fn ac_finished_game(ctx: Context<'_>, _partial: &str) -> Vec<AutocompleteChoice> {
    let user = UserId(ctx.author().id.get());
    let Ok(games) = ctx.data().service.history(user, 0).await else { return Vec::new() };
    let place = place(ctx);
    let here: Vec<_> = games.into_iter().filter(|g| g.place.shares_games_with(&place)).collect();
    game_choices(ctx, &here).await
}

/// Games as autocomplete choices: `#12 alice vs bob · 30 moves`.
async fn game_choices(ctx: Context<'_>, games: &[crate::service::GameSummary]) -> Vec<AutocompleteChoice> {
    let me = langs(ctx).await.me;
    games
        .iter()
        .take(MAX_CHOICES)
        .map(|g| {
            let (black, white) = (g.black.as_str(), g.white.as_str());
            let label = t!(me, "autocomplete-game", game = g.id.0, black = black, white = white, plies = g.ply);
            AutocompleteChoice::new(views::cut(label, 100), g.id.0)
        })
        .collect()
}

/// The legal turns of `game` that begin as `partial` does (spaces and case
/// ignored), as autocomplete choices: a personal board's (a puzzle's, a
/// course's level).
fn turn_choices(game: &crate::rules::Game, partial: &str) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    let wanted: String = partial.chars().filter(|c| !c.is_whitespace()).take(100).collect::<String>().to_lowercase();
    game.legal_turns()
        .iter()
        .map(|t| t.to_string())
        .filter(|t| t.replace(' ', "").to_lowercase().starts_with(&wanted))
        .filter(|t| t.chars().count() <= 100)
        .take(MAX_CHOICES)
        .map(|t| poise::serenity_prelude::AutocompleteChoice::new(t.clone(), t))
        .collect()
}
