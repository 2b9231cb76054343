//! Team games: `/team create` starts one in a server's channel, with a
//! private thread per side; `/team join` (or a button) puts a person on a
//! side; `/vote` (or the Vote button's menu) is their vote on the side's
//! turn; `/team tally` is the captain's call. The tally itself is shown by
//! the outbox (`outbox::make`), whichever process and whatever made it.

use super::{MAX_CHOICES, ac_preset, author, game_option, langs, place, rules_spec, server, turn_choices};
use crate::discord::lang::Langs;
use crate::discord::views::{self, Post};
use crate::discord::{Context, Data, Error};
use crate::i18n::Lang;
use crate::rules::Color;
use crate::service::{
    Carried, DrawReport, GameId, Motion, TakebackReport, TeamGameRequest, TeamView, User, VoteReport, parse_move_time,
};
use crate::t;
use poise::serenity_prelude::{
    self as serenity, AutoArchiveDuration, AutocompleteChoice, ChannelId, ChannelType, CreateThread, Http,
};

/// A team game's usual time per turn: a live game, its members at hand.
const TEAM_MOVE_TIME: std::time::Duration = std::time::Duration::from_secs(10 * 60);

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Side {
    #[name = "black"]
    Black,
    #[name = "white"]
    White,
}

impl From<Side> for Color {
    fn from(s: Side) -> Self {
        match s {
            Side::Black => Color::Black,
            Side::White => Color::White,
        }
    }
}

/// Team games: each side played by many, by vote.
#[poise::command(
    slash_command,
    subcommands("create", "join", "tally", "show", "resign", "draw", "takeback", "challenge", "accept"),
    subcommand_required
)]
pub async fn team(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a team game in this channel: anyone joins a side, and each side
/// votes on its turns.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Black's team's name"]
    #[rename = "black-name"]
    #[max_length = 40]
    black_name: Option<String>,
    #[description = "White's team's name"]
    #[rename = "white-name"]
    #[max_length = 40]
    white_name: Option<String>,
    #[description = "Time per turn, e.g. 10m, 1h, 1d (default 10m)"] time: Option<String>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind"] options: Option<String>,
    #[description = "Only members with this role may join Black's team"]
    #[rename = "black-role"]
    black_role: Option<serenity::Role>,
    #[description = "Only members with this role may join White's team"]
    #[rename = "white-role"]
    white_role: Option<serenity::Role>,
) -> Result<(), Error> {
    server(ctx)?;
    let data = ctx.data();
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let names = [
        black_name.filter(|n| !n.trim().is_empty()).unwrap_or_else(|| t!(here, "team-name-black")),
        white_name.filter(|n| !n.trim().is_empty()).unwrap_or_else(|| t!(here, "team-name-white")),
    ];
    let req = TeamGameRequest {
        rules: rules_spec(preset.as_deref(), options.as_deref())?,
        move_time: Some(time.as_deref().map(parse_move_time).transpose()?.unwrap_or(TEAM_MOVE_TIME)),
        names,
        roles: [black_role, white_role].map(|r| limiting(r, ctx)),
    };
    let mut team = data.service.create_team_game(place(ctx), &author(ctx), &req).await?;
    // Acknowledged first: opening the threads must not put Discord's
    // 3-second window at risk.
    ctx.defer().await?;
    let threads = open_threads(data, &ctx.serenity_context().http, &team).await;
    if threads.iter().any(Option::is_some) {
        data.service.set_team_threads(team.game.id, threads).await?;
        team = data.service.team_game(team.game.id).await?;
    }
    let creator = author(ctx);
    let headline = t!(here, "headline-team-created", name = creator.name.as_str());
    let mut post =
        views::team_post(&team, Some(headline), None, (here, here_theme), ctx.guild_id().map(|g| g.get())).await?;
    post.content = Some(t!(here, "team-created", game = team.game.id.0));
    ctx.send(post.reply()).await?;
    Ok(())
}

/// A private thread per side of a new team game, in the channel where the
/// side's server sees the game (a game of one server: its channel): where
/// its members deliberate, unseen by the other side. `None` where Discord
/// refused it (a permission missing): that side votes all the same.
async fn open_threads(data: &Data, http: &Http, team: &TeamView) -> [Option<u64>; 2] {
    let mut threads = [None, None];
    for (slot, side) in threads.iter_mut().zip([Color::Black, Color::White]) {
        let guild = team.side(side).guild;
        let place = team.game.places().find(|p| guild.is_none() || p.guild == guild).unwrap_or(team.game.place);
        let (lang, _) = crate::discord::lang::public(&data.service, &data.locales, place.guild, author_of(team)).await;
        let name = t!(lang, "team-thread", game = team.game.id.0, team = team.game.player(side).name.as_str());
        let thread = CreateThread::new(views::cut(name, 100))
            .kind(ChannelType::PrivateThread)
            .invitable(false)
            .auto_archive_duration(AutoArchiveDuration::OneWeek);
        match ChannelId::new(place.channel).create_thread(http, thread).await {
            Ok(thread) => *slot = Some(thread.id.get()),
            Err(e) => tracing::warn!(game = %team.game.id, error = %e, "could not open a side's private thread"),
        }
    }
    threads
}

/// Whose language a team game's unasked words take outside a server: the
/// team's (nobody's choice: the default).
fn author_of(team: &TeamView) -> crate::service::UserId {
    team.game.black.id
}

/// Challenge another server to a team game: its members answer with the code.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "This server's team's name"]
    #[max_length = 40]
    name: Option<String>,
    #[description = "Time per turn, e.g. 10m, 1h, 1d (default 10m)"] time: Option<String>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind"] options: Option<String>,
    #[description = "Only members with this role may play for this server"] role: Option<serenity::Role>,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    let data = ctx.data();
    let here = langs(ctx).await.here;
    let name = name.filter(|n| !n.trim().is_empty()).unwrap_or_else(|| t!(here, "team-name-black"));
    let req = TeamGameRequest {
        rules: rules_spec(preset.as_deref(), options.as_deref())?,
        move_time: Some(time.as_deref().map(parse_move_time).transpose()?.unwrap_or(TEAM_MOVE_TIME)),
        names: [name.clone(), String::new()],
        roles: [limiting(role, ctx), None],
    };
    let made = data.service.challenge_server(guild, place(ctx), &author(ctx), &req).await?;
    let expires = views::when(here, made.expires);
    let text = t!(here, "team-server-challenge", team = name.as_str(), code = made.code.as_str(), expires = expires);
    ctx.send(Post::text(text).reply()).await?;
    Ok(())
}

/// Answer another server's challenge with its code: the team game starts in both servers.
#[poise::command(slash_command)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "The code the other server gave"]
    #[max_length = 12]
    code: String,
    #[description = "This server's team's name"]
    #[max_length = 40]
    name: Option<String>,
    #[description = "Only members with this role may play for this server"] role: Option<serenity::Role>,
) -> Result<(), Error> {
    let guild = server(ctx)?;
    let data = ctx.data();
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let name = name.filter(|n| !n.trim().is_empty()).unwrap_or_else(|| t!(here, "team-name-white"));
    let user = author(ctx);
    let role = limiting(role, ctx);
    let mut team = data.service.accept_server_challenge(&code, guild, place(ctx), &user, &name, role).await?;
    // Acknowledged first: opening the threads and posting in the other
    // server must not put Discord's 3-second window at risk.
    ctx.defer().await?;
    let http = &ctx.serenity_context().http;
    let threads = open_threads(data, http, &team).await;
    if threads.iter().any(Option::is_some) {
        data.service.set_team_threads(team.game.id, threads).await?;
        team = data.service.team_game(team.game.id).await?;
    }
    // The challenger's channel: the game, and its side to join (nothing of
    // this server but its team's name). Once: this answer is the only one.
    let there = team.game.place;
    let (lang, theme) = crate::discord::lang::public(&data.service, &data.locales, there.guild, author_of(&team)).await;
    let mut post = views::team_post(&team, None, None, (lang, theme), there.guild).await?;
    let black = team.game.black.name.as_str();
    post.content = Some(t!(lang, "team-server-accepted", team = name.as_str(), game = team.game.id.0, side = black));
    data.poster.post(there.channel, post.message(), format!("ts{}", team.game.id.0)).await;
    let headline = t!(here, "headline-team-created", name = user.name.as_str());
    let mut post = views::team_post(&team, Some(headline), None, (here, here_theme), Some(guild)).await?;
    post.content = Some(t!(here, "team-server-accepted", team = black, game = team.game.id.0, side = name.as_str()));
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Join a side of a team game here.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which side"] side: Side,
    #[description = "Lead the side as its captain, if it has none"] captain: Option<bool>,
    #[description = "Which team game (default: the one here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    server(ctx)?;
    let data = ctx.data();
    let user = author(ctx);
    let team = data.service.find_team_game(user.id, place(ctx), game.map(GameId)).await?;
    let text = join_side(
        data,
        &ctx.serenity_context().http,
        &team,
        &user,
        side.into(),
        captain.unwrap_or(false),
        (ctx.guild_id().map(|g| g.get()), roles(ctx)),
        langs(ctx).await.me,
    )
    .await?;
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// The role a side is limited to: none for @everyone (whose id is the
/// server's, and which no member lists among their roles).
fn limiting(role: Option<serenity::Role>, ctx: Context<'_>) -> Option<u64> {
    role.map(|r| r.id.get()).filter(|&r| Some(r) != ctx.guild_id().map(|g| g.get()))
}

/// The roles of the person acting, where they act.
fn roles(ctx: Context<'_>) -> Vec<u64> {
    match ctx {
        poise::Context::Application(a) => {
            a.interaction.member.iter().flat_map(|m| m.roles.iter().map(|r| r.get())).collect()
        }
        poise::Context::Prefix(_) => Vec::new(),
    }
}

/// `user` joins `side` of `team`, added to the side's thread: what they are told.
#[allow(clippy::too_many_arguments)]
pub async fn join_side(
    data: &Data,
    http: &Http,
    team: &TeamView,
    user: &User,
    side: Color,
    captain: bool,
    (guild, roles): (Option<u64>, Vec<u64>),
    me: Lang,
) -> Result<String, Error> {
    let id = team.game.id;
    let team = data.service.join_team(id, user, side, captain, (guild, &roles)).await?;
    let joined = team.side(side);
    let name = team.game.player(side).name.as_str();
    let leads = if joined.captain == Some(user.id) { "yes" } else { "no" };
    let mut text = t!(me, "team-joined", team = name, game = id.0, captain = leads);
    if let Some(thread) = joined.thread {
        let added = ChannelId::new(thread).add_thread_member(http, serenity::UserId::new(user.id.0)).await;
        match added {
            Ok(()) => {
                text.push('\n');
                text.push_str(&t!(me, "team-deliberate-in", thread = format!("<#{thread}>")));
            }
            Err(e) => tracing::warn!(game = %id, error = %e, "could not add a member to their side's thread"),
        }
    }
    Ok(text)
}

/// Call the tally of your side's turn now (captains only).
#[poise::command(slash_command)]
pub async fn tally(
    ctx: Context<'_>,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    server(ctx)?;
    let data = ctx.data();
    let user = author(ctx);
    let team = data.service.find_team_game(user.id, place(ctx), game.map(GameId)).await?;
    let me = langs(ctx).await.me;
    let text = match data.service.call_tally(team.game.id, &user).await? {
        Some(tally) => match &tally.chosen {
            Some(chosen) => t!(
                me,
                "team-tally-called",
                counts = crate::i18n::tally_counts(me, &tally.counts),
                chosen = chosen.as_str()
            ),
            None => t!(me, "team-no-votes"),
        },
        // Tallied meanwhile by the side's last vote.
        None => t!(me, "refusal-vote-too-late"),
    };
    ctx.send(Post::ephemeral(text).reply()).await?;
    Ok(())
}

/// Back your side's resignation: a majority of the side, or its captain, resigns.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    back(ctx, game, Motion::Resign).await
}

/// Back a draw for your side: a majority of the side, or its captain, offers or accepts one.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    back(ctx, game, Motion::Draw).await
}

/// Back taking back your side's last turn, or agree to the other side's asking.
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    back(ctx, game, Motion::Takeback).await
}

/// The author backs `motion` for their side: told to them and their side's
/// thread while it waits for backing; carried, told to everyone here.
async fn back(ctx: Context<'_>, game: Option<i64>, motion: Motion) -> Result<(), Error> {
    server(ctx)?;
    let data = ctx.data();
    let user = author(ctx);
    let team = data.service.find_team_game(user.id, place(ctx), game.map(GameId)).await?;
    let report = data.service.back_motion(team.game.id, &user, motion, Some(place(ctx))).await?;
    let Langs { me, here, here_theme, .. } = langs(ctx).await;
    let post = match &report.carried {
        None => {
            let thread = team.side(report.side).thread;
            if let Some(thread) = thread {
                let told = Post::text(crate::i18n::motion_text(here, &report, &views::mention(user.id)));
                data.poster.post(thread, told.message(), format!("m{}", ctx.id())).await;
            }
            Post::ephemeral(crate::i18n::motion_text(me, &report, &user.name))
        }
        Some(Carried::Resigned { view, end } | Carried::Draw(DrawReport::Agreed { view, end })) => {
            let team = data.service.team_game(view.id).await?;
            let headline = crate::i18n::motion_text(here, &report, &user.name);
            views::team_post(&team, Some(headline), Some(end), (here, here_theme), place(ctx).guild).await?
        }
        // The board as it is again, for the side that votes on its turn anew.
        Some(Carried::Takeback(TakebackReport::Done { view, .. })) => {
            let team = data.service.team_game(view.id).await?;
            let headline = crate::i18n::motion_text(here, &report, &user.name);
            views::team_post(&team, Some(headline), None, (here, here_theme), place(ctx).guild).await?
        }
        Some(Carried::Draw(_) | Carried::Takeback(_)) => {
            Post::text(crate::i18n::motion_text(here, &report, &user.name))
        }
    };
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Show a team game here: its board and its teams.
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let team = data.service.find_team_game(author(ctx).id, place(ctx), game.map(GameId)).await?;
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let post = views::team_post(&team, None, None, (here, here_theme), place(ctx).guild).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Vote for your side's turn in a team game here.
#[poise::command(slash_command)]
pub async fn vote(
    ctx: Context<'_>,
    #[description = "The turn you vote for, e.g. c3-c4"]
    #[autocomplete = "ac_vote"]
    #[rename = "turn"]
    text: String,
    #[description = "Which team game (default: yours here)"]
    #[autocomplete = "ac_team_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = author(ctx);
    let team = data.service.find_team_game(user.id, place(ctx), game.map(GameId)).await?;
    let report = data.service.vote(team.game.id, &user, &text, None).await?;
    let Langs { me, here, .. } = langs(ctx).await;
    ctx.send(Post::ephemeral(views::voted_text(&report, me)).reply()).await?;
    let id = match ctx {
        poise::Context::Application(a) => a.interaction.id.get(),
        poise::Context::Prefix(p) => p.msg.id.get(),
    };
    tell_side(data, &report, user.id, id, here).await;
    Ok(())
}

/// A vote told in the voter's side's thread (the other side and the
/// spectators see only the tally). `act`: the interaction voted by, once.
pub async fn tell_side(data: &Data, report: &VoteReport, voter: crate::service::UserId, act: u64, lang: Lang) {
    if let Some(thread) = report.thread {
        let post = Post::text(views::vote_told(report, voter, lang));
        data.poster.post(thread, post.message(), format!("v{act}")).await;
    }
}

/// The team games here the person is on a side of (else all of them).
async fn ac_team_game(ctx: Context<'_>, _partial: &str) -> Vec<AutocompleteChoice> {
    let service = &ctx.data().service;
    let ids = match service.find_team_game(author(ctx).id, place(ctx), None).await {
        Ok(team) => vec![team.game.id],
        Err(crate::service::ServiceError::WhichGame { games }) => games,
        Err(_) => Vec::new(),
    };
    let me = langs(ctx).await.me;
    let mut choices = Vec::new();
    for id in ids.into_iter().take(MAX_CHOICES) {
        let Ok(team) = service.team_game(id).await else { continue };
        let (black, white) = (team.game.black.name.as_str(), team.game.white.name.as_str());
        let label = t!(me, "autocomplete-game", game = id.0, black = black, white = white, plies = team.game.ply());
        choices.push(AutocompleteChoice::new(views::cut(label, 100), id.0));
    }
    choices
}

/// The legal turns of the team game, for a member of the side to vote.
async fn ac_vote(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let user = author(ctx).id;
    let named = game_option(ctx).map(GameId);
    let Ok(team) = ctx.data().service.find_team_game(user, place(ctx), named).await else { return Vec::new() };
    if !team.game.is_active() || team.side_of(user) != Some(team.game.game.position().turn()) {
        return Vec::new();
    }
    turn_choices(&team.game.game, partial)
}
