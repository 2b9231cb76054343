//! `/tournament`: create an event in a server, join and leave it, start,
//! withdraw, cancel, and see its standings and pairings. The rounds after
//! the first are paired by the sweeper (see `announce::tournament_news`).

use super::{MAX_CHOICES, ac_preset, author, is_admin, langs, place, rules_spec, server};
use crate::discord::announce;
use crate::discord::views::{self, Post};
use crate::discord::{Context, Error};
use crate::i18n;
use crate::service::{
    CupDecider, DurationUse, RatingRange, TournamentEntry, TournamentFormat, TournamentId, TournamentRequest,
    TournamentView, parse_duration, parse_move_time,
};
use crate::t;
use poise::serenity_prelude::AutocompleteChoice;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "round-robin"]
    Robin,
    #[name = "double-round-robin"]
    DoubleRobin,
    #[name = "cup"]
    Cup,
}

impl From<FormatChoice> for TournamentFormat {
    /// By the choice's name, read as every front end reads a format.
    fn from(f: FormatChoice) -> Self {
        use poise::ChoiceParameter;
        f.name().parse().unwrap_or(TournamentFormat::Swiss)
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DeciderChoice {
    #[name = "pieces"]
    Pieces,
    #[name = "seed"]
    Seed,
}

/// Tournaments in this server: round robin, Swiss and the knockout cup.
#[poise::command(
    slash_command,
    subcommands("create", "join", "leave", "start", "withdraw", "cancel", "standings", "pairings", "list"),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The tournaments of this server as autocomplete choices.
async fn ac_tournament(ctx: Context<'_>, _partial: &str) -> Vec<AutocompleteChoice> {
    let Ok(list) = ctx.data().service.tournaments_here(place(ctx)).await else { return Vec::new() };
    let me = langs(ctx).await.me;
    list.iter()
        .take(MAX_CHOICES)
        .map(|s| AutocompleteChoice::new(views::cut(i18n::tournament_line(me, s), 100), s.id.0))
        .collect()
}

/// The tournament named, or this server's only open or running one.
async fn find(ctx: Context<'_>, tournament: Option<i64>) -> Result<TournamentView, Error> {
    server(ctx)?;
    Ok(ctx.data().service.find_tournament(place(ctx), tournament.map(TournamentId)).await?)
}

/// Create a tournament here; players join it with `/tournament join`.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Swiss, round robin (single or double) or knockout cup"] format: FormatChoice,
    #[description = "Its name (default: Tournament #N)"]
    #[max_length = 60]
    name: Option<String>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind count=on"] options: Option<String>,
    #[description = "Swiss: rounds to play (default: enough for a winner)"]
    #[min = 1]
    #[max = 64]
    rounds: Option<u32>,
    #[description = "Time per move, e.g. 30m, 12h, 3d (default 24h)"] time: Option<String>,
    #[description = "Longest round, e.g. 3d (default 40 times the time per move)"]
    #[rename = "round-time"]
    round_time: Option<String>,
    #[description = "Rated (default) or casual"] rated: Option<bool>,
    #[description = "Most players (2 to 64, default 64)"]
    #[rename = "max-players"]
    #[min = 2]
    #[max = 64]
    max_players: Option<u32>,
    #[description = "Only players rated at least this may join"]
    #[rename = "min-rating"]
    #[min = 0]
    #[max = 4000]
    min_rating: Option<i32>,
    #[description = "Only players rated at most this may join"]
    #[rename = "max-rating"]
    #[min = 0]
    #[max = 4000]
    max_rating: Option<i32>,
    #[description = "Start on its own after this long, e.g. 2h (default: when you start it)"]
    #[rename = "starts-in"]
    starts_in: Option<String>,
    #[description = "Cup: who goes through a tie drawn twice (default: more pieces left)"] decider: Option<
        DeciderChoice,
    >,
) -> Result<(), Error> {
    server(ctx)?;
    let typed = |text: Option<String>, what| text.as_deref().map(|t| parse_duration(t, what)).transpose();
    let req = TournamentRequest {
        name: name.unwrap_or_default(),
        format: format.into(),
        rules: rules_spec(preset.as_deref(), options.as_deref())?,
        rounds,
        move_time: time.as_deref().map(parse_move_time).transpose()?,
        round_time: typed(round_time, DurationUse::RoundTime)?,
        rated: rated.unwrap_or(true),
        max_players,
        entry: RatingRange { min: min_rating, max: max_rating },
        starts_in: typed(starts_in, DurationUse::StartDelay)?,
        decider: match decider {
            Some(DeciderChoice::Seed) => CupDecider::Seed,
            _ => CupDecider::Pieces,
        },
    };
    let me = author(ctx);
    let view = ctx.data().service.create_tournament(place(ctx), &me, &req).await?;
    let here = langs(ctx).await.here;
    let text = i18n::entry_text(here, TournamentEntry::Created, &me.name, &view);
    ctx.send(views::tournament_post(&view, Some(text), here).reply()).await?;
    Ok(())
}

/// Enter a tournament that is taking entries.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one open here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    entry(ctx, tournament, true).await
}

/// Leave a tournament before it starts.
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one open here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    entry(ctx, tournament, false).await
}

/// Join (`joining`) or leave, and say so in the channel.
async fn entry(ctx: Context<'_>, tournament: Option<i64>, joining: bool) -> Result<(), Error> {
    let id = find(ctx, tournament).await?.id;
    let (me, service) = (author(ctx), &ctx.data().service);
    let view =
        if joining { service.join_tournament(id, &me).await? } else { service.leave_tournament(id, &me).await? };
    let here = langs(ctx).await.here;
    let entry = if joining { TournamentEntry::Joined } else { TournamentEntry::Left };
    ctx.send(Post::text(i18n::entry_text(here, entry, &me.name, &view)).reply()).await?;
    Ok(())
}

/// Start a tournament now (its organiser, or someone who may manage the server).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one open here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let id = find(ctx, tournament).await?.id;
    let data = ctx.data();
    // Pairing and creating the games may take longer than Discord waits
    // for a first answer.
    ctx.defer_ephemeral().await?;
    let news = data.service.start_tournament(id, &author(ctx), is_admin(ctx)).await?;
    let me = langs(ctx).await.me;
    ctx.send(Post::ephemeral(t!(me, "tournament-started-here")).reply()).await?;
    announce::tournament_news(&data.poster, &data.service, &data.locales, &news).await;
    Ok(())
}

/// Stop playing in a tournament: your game now is resigned, later ones forfeited.
#[poise::command(slash_command)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let id = find(ctx, tournament).await?.id;
    let me = author(ctx);
    let w = ctx.data().service.withdraw_from_tournament(id, &me).await?;
    let here = langs(ctx).await.here;
    let text = i18n::entry_with_ends(here, w.entry, &me.name, &w.tournament, w.resigned.iter().map(|(_, end)| end));
    ctx.send(Post::text(text).reply()).await?;
    Ok(())
}

/// Cancel a tournament (its organiser, or someone who may manage the server).
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let id = find(ctx, tournament).await?.id;
    let me = author(ctx);
    let (view, ended) = ctx.data().service.cancel_tournament(id, &me, is_admin(ctx)).await?;
    let here = langs(ctx).await.here;
    let text = i18n::entry_with_ends(here, TournamentEntry::Cancelled, &me.name, &view, &ended);
    ctx.send(Post::text(text).reply()).await?;
    Ok(())
}

/// The standings, with tie-breaks, as a table (and a cup's bracket).
#[poise::command(slash_command)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let view = find(ctx, tournament).await?;
    let l = langs(ctx).await;
    ctx.send(views::standings_post(&view, None, l.here, l.here_theme).await?.reply()).await?;
    Ok(())
}

/// A round's pairings and results (default: the current round).
#[poise::command(slash_command)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the one here)"]
    #[autocomplete = "ac_tournament"]
    tournament: Option<i64>,
    #[description = "Which round (default: the current one)"]
    #[min = 1]
    #[max = 128]
    round: Option<u32>,
) -> Result<(), Error> {
    let view = find(ctx, tournament).await?;
    let here = langs(ctx).await.here;
    // Before the start (round 0) there are no pairings: the card instead.
    let round = round.unwrap_or(view.round).min(view.round);
    let post = if round == 0 {
        views::tournament_post(&view, None, here)
    } else {
        views::pairings_post(&view, round, None, false, here)
    };
    ctx.send(post.reply()).await?;
    Ok(())
}

/// The tournaments of this server.
#[poise::command(slash_command)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    server(ctx)?;
    let list = ctx.data().service.tournaments_here(place(ctx)).await?;
    let me = langs(ctx).await.me;
    let lines: Vec<String> = list.iter().map(|s| i18n::tournament_line(me, s)).collect();
    let embed = views::list_embed(t!(me, "tournament-list-title"), &lines, t!(me, "tournament-list-empty"));
    ctx.send(Post::embed(embed).reply()).await?;
    Ok(())
}
