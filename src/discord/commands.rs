//! The slash commands. Each reads its options, asks the service, and
//! replies; refusals come back as `Err` and are shown ephemerally by
//! `on_error`.

use super::views::{self, Post, mention};
use super::{Context, Data, Error, computer_replies, computer_to_move};
use crate::render::{self, ReplayOptions};
use crate::rules::Preset;
use crate::service::{
    ChallengeRequest, ColourChoice, ComputerGameRequest, DrawReport, GameStatus, Place, ServiceError, User,
    parse_move_time,
};
use poise::serenity_prelude::{self as serenity, AutocompleteChoice, CreateAttachment};

/// Longest option text accepted (rules options, user-typed ids).
const MAX_OPTION_TEXT: usize = 200;
/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        play_ai(),
        play_move(),
        board(),
        resign(),
        draw(),
        abort(),
        games(),
        leaderboard(),
        stats(),
        history(),
        export(),
        replay(),
        rules(),
        help(),
        settings(),
    ]
}

/// A Discord user as the service knows them.
pub fn user_of(u: &serenity::User) -> User {
    User { id: u.id.get(), name: u.global_name.clone().unwrap_or_else(|| u.name.clone()), bot: u.bot }
}

fn author(ctx: Context<'_>) -> User {
    user_of(ctx.author())
}

fn place(ctx: Context<'_>) -> Result<Place, Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| Error::refused("Games are played in servers; use this command in a server channel."))?;
    Ok(Place { guild: guild.get(), channel: ctx.channel_id().get() })
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

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Colour {
    #[name = "black"]
    Black,
    #[name = "white"]
    White,
    #[name = "random"]
    Random,
}

impl From<Colour> for ColourChoice {
    fn from(c: Colour) -> Self {
        match c {
            Colour::Black => ColourChoice::Black,
            Colour::White => ColourChoice::White,
            Colour::Random => ColourChoice::Random,
        }
    }
}

/// A rules spec from a preset and free-form overrides (`landing=behind count=on`).
fn rules_spec(preset: Option<&str>, options: Option<&str>) -> Result<String, Error> {
    let preset = preset.map(str::trim).filter(|p| !p.is_empty()).unwrap_or("zamma");
    let options = options.unwrap_or("");
    if preset.len() + options.len() > MAX_OPTION_TEXT {
        return Err(Error::Service(ServiceError::InputTooLong { what: "rules options text", max: MAX_OPTION_TEXT }));
    }
    let mut spec = preset.to_string();
    for o in options.split([',', ' ', ';']).filter(|o| !o.is_empty()) {
        spec.push(',');
        spec.push_str(o);
    }
    Ok(spec)
}

async fn ac_preset(_ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let partial = partial.trim().to_ascii_lowercase();
    Preset::ALL
        .iter()
        .filter(|p| p.name().starts_with(&partial))
        .map(|p| AutocompleteChoice::new(views::cut(format!("{} — {}", p.name(), p.summary()), 100), p.name()))
        .collect()
}

/// Challenge someone to a game (or the bot itself, to play the computer).
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] user: serenity::User,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind count=on"] options: Option<String>,
    #[description = "Rated (default) or casual"] rated: Option<bool>,
    #[description = "Your colour (default random)"] colour: Option<Colour>,
    #[description = "Time per move, e.g. 30m, 12h, 3d (default 24h)"] time: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place(ctx)?;
    let rules = rules_spec(preset.as_deref(), options.as_deref())?;
    let move_time = time.as_deref().map(parse_move_time).transpose()?;
    let colour = colour.map(ColourChoice::from).unwrap_or_default();
    if user.id.get() == data.me.id {
        let req = ComputerGameRequest { rules, level: 3, colour, move_time };
        return start_computer_game(ctx, place, req).await;
    }
    let req = ChallengeRequest { rules, rated: rated.unwrap_or(true), colour, move_time };
    let c = data.service.challenge(place, &author(ctx), &user_of(&user), &req).await?;
    ctx.send(views::challenge_post(&c).reply()).await?;
    Ok(())
}

/// Play the computer (never rated).
#[poise::command(slash_command, guild_only, rename = "play-ai")]
pub async fn play_ai(
    ctx: Context<'_>,
    #[description = "1 (beginner) to 5 (strongest); default 3"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind"] options: Option<String>,
    #[description = "Your colour (default random)"] colour: Option<Colour>,
) -> Result<(), Error> {
    let place = place(ctx)?;
    let req = ComputerGameRequest {
        rules: rules_spec(preset.as_deref(), options.as_deref())?,
        level: level.unwrap_or(3),
        colour: colour.map(ColourChoice::from).unwrap_or_default(),
        move_time: None,
    };
    start_computer_game(ctx, place, req).await
}

async fn start_computer_game(ctx: Context<'_>, place: Place, req: ComputerGameRequest) -> Result<(), Error> {
    let data = ctx.data();
    let view = data.service.start_computer_game(place, &author(ctx), &data.me, &req).await?;
    let headline = format!("{} plays the computer (level {})", author(ctx).name, req.level);
    let post = views::game_post(&view, data.me.id, Some(headline), None).await?;
    ctx.send(post.reply()).await?;
    if computer_to_move(&view, &data.me) {
        computer_replies(ctx.serenity_context().http.clone(), data.service.clone(), data.me.clone(), view.id);
    }
    Ok(())
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

/// Lower-case, separators removed: `C3 x E5` → `c3e5`.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() && *c != 'x' && *c != 'X')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

async fn ac_move(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let Ok(place) = place(ctx) else { return Vec::new() };
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    let Ok(id) = service.find_game(user, place, game_option(ctx)).await else { return Vec::new() };
    let Ok(view) = service.game(id).await else { return Vec::new() };
    if view.status != GameStatus::Active || view.to_move().id != user {
        return Vec::new();
    }
    let wanted = squash(&partial.chars().take(100).collect::<String>());
    view.game
        .legal_moves()
        .iter()
        .map(|m| (m, m.to_string()))
        .filter(|(_, text)| text.len() <= 100 && squash(text).starts_with(&wanted))
        .take(MAX_CHOICES)
        .map(|(m, text)| {
            let label = match m.capture_count() {
                0 => text.clone(),
                n => format!("{text} — takes {n}"),
            };
            AutocompleteChoice::new(label, text)
        })
        .collect()
}

async fn ac_game(ctx: Context<'_>, _partial: &str) -> Vec<AutocompleteChoice> {
    let user = ctx.author().id.get();
    let Ok(games) = ctx.data().service.active_games(user, Some(ctx.channel_id().get())).await else {
        return Vec::new();
    };
    games
        .iter()
        .take(MAX_CHOICES)
        .map(|g| {
            let label = format!("#{} {} vs {} · {} plies", g.id, g.black, g.white, g.ply);
            AutocompleteChoice::new(views::cut(label, 100), g.id)
        })
        .collect()
}

/// The game a command acts on: the one named (if it is of this server), or
/// the user's only game here.
async fn which_game(ctx: Context<'_>, game: Option<i64>) -> Result<i64, Error> {
    let place = place(ctx)?;
    let service = &ctx.data().service;
    if let Some(id) = game {
        same_guild(ctx, &service.game(id).await?.place)?;
    }
    Ok(service.find_game(ctx.author().id.get(), place, game).await?)
}

/// Play a move in your game here.
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. c3-c4, c3xe5xg3, or start and end: c3 g3"]
    #[autocomplete = "ac_move"]
    #[rename = "move"]
    text: String,
    #[description = "Which game, if you play several here"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let id = which_game(ctx, game).await?;
    let user = author(ctx);
    let report = data.service.play(id, &user, &text, None).await?;
    let headline = format!("{} played {}", user.name, report.turn);
    let post = views::game_post(&report.view, data.me.id, Some(headline), report.end.as_ref()).await?;
    ctx.send(post.reply()).await?;
    if computer_to_move(&report.view, &data.me) {
        computer_replies(ctx.serenity_context().http.clone(), data.service.clone(), data.me.clone(), id);
    }
    Ok(())
}

/// Show the board of a game.
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = named_game(ctx, game).await?;
    let post = views::game_post(&view, ctx.data().me.id, None, None).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Games are shown only in the server they belong to.
fn same_guild(ctx: Context<'_>, place: &Place) -> Result<(), Error> {
    match ctx.guild_id() {
        Some(g) if g.get() == place.guild => Ok(()),
        _ => Err(Error::Service(ServiceError::NoSuchGame)),
    }
}

/// Resign a game.
#[poise::command(slash_command, guild_only)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let id = which_game(ctx, game).await?;
    let (view, end) = data.service.resign(id, &author(ctx)).await?;
    let post = views::game_post(&view, data.me.id, Some(format!("{} resigned", author(ctx).name)), Some(&end)).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DrawAnswer {
    #[name = "offer or accept"]
    Offer,
    #[name = "decline"]
    Decline,
}

/// Offer a draw, accept your opponent's offer, or decline it.
#[poise::command(slash_command, guild_only)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Offer (or accept an offer), or decline"] answer: Option<DrawAnswer>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let id = which_game(ctx, game).await?;
    let user = author(ctx);
    let report = match answer.unwrap_or(DrawAnswer::Offer) {
        DrawAnswer::Offer => data.service.offer_draw(id, &user).await?,
        DrawAnswer::Decline => data.service.answer_draw(id, &user, false).await?,
    };
    ctx.send(draw_post(&report, data.me.id).await?.reply()).await?;
    Ok(())
}

pub(super) async fn draw_post(report: &DrawReport, me: u64) -> Result<Post, Error> {
    Ok(match report {
        DrawReport::Agreed { view, end } => views::game_post(view, me, Some("Draw agreed".into()), Some(end)).await?,
        DrawReport::Offered { view, .. } | DrawReport::Declined { view, .. } => {
            let mut p = Post::text(views::draw_text(report)).with_components(views::game_buttons(view));
            p.mentions = vec![view.black.id, view.white.id];
            p
        }
    })
}

/// Abort a game: a player before both sides have moved, or a server admin.
#[poise::command(slash_command, guild_only)]
pub async fn abort(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let admin = is_admin(ctx);
    let id = which_game(ctx, game).await?;
    let end = data.service.abort(id, &author(ctx), admin).await?;
    ctx.send(Post::text(end.text).reply()).await?;
    Ok(())
}

/// Your games in progress and open challenges.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
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

/// A game named by number, or the user's game here.
async fn named_game(ctx: Context<'_>, game: Option<i64>) -> Result<crate::service::GameView, Error> {
    let service = &ctx.data().service;
    let id = match game {
        Some(id) => id,
        None => service.find_game(ctx.author().id.get(), place(ctx)?, None).await?,
    };
    let view = service.game(id).await?;
    same_guild(ctx, &view.place)?;
    Ok(view)
}

/// A game's record as text (tag pairs and numbered moves).
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = named_game(ctx, game).await?;
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
    let view = named_game(ctx, game).await?;
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
            Error::refused(format!(
                "There is no preset `{}`; the presets are zamma, dhamet (srand), sahara and zamma5.",
                views::cut(name.to_string(), 40)
            ))
        })?),
    };
    ctx.send(Post { ephemeral: true, ..Post::embed(views::rules_embed(preset)) }.reply()).await?;
    Ok(())
}

/// The commands of zamma-bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(Post { ephemeral: true, ..Post::embed(views::help_embed()) }.reply()).await?;
    Ok(())
}

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
