//! Lists and records: your games, the leaderboard, stats, history, a game
//! as text or as an animated GIF.

use super::{ac_finished_game, ac_game, author, langs, place, resolve, server, user_of};
use crate::discord::lang::Langs;
use crate::discord::views::{self, Post, mention};
use crate::discord::{Context, Error};
use crate::i18n::{self, Lang, Msg};
use crate::render::{self, ReplayError, ReplayOptions, Theme};
use crate::service::heavy::{Owner, Refused};
use crate::service::{GameId, Reach, Service, UserId};
use crate::t;
use poise::serenity_prelude::{self as serenity, Builder as _, CreateAttachment};

/// Your games in progress and open challenges.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = author(ctx).id;
    let me = langs(ctx).await.me;
    let games = data.service.active_games(user, None).await?;
    let mut lines: Vec<String> = games.iter().map(|g| views::summary_line(g, me)).collect();
    for c in data.service.open_challenges(user).await? {
        lines.push(t!(
            me,
            "list-challenge",
            id = c.id.0,
            challenger = mention(c.challenger.id),
            challenged = views::challenged(&c, me),
            rules = views::cut(c.rules.clone(), 60),
            rated = if c.rated { "yes" } else { "no" }
        ));
    }
    let embed = views::list_embed(t!(me, "games-title"), &lines, t!(me, "games-empty"));
    ctx.send(Post { ephemeral: true, ..Post::embed(embed) }.reply()).await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
    /// The servers themselves, by their team games against each other.
    #[name = "servers"]
    Servers,
}

/// The best rated players, here or everywhere.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server (default in a server), all servers, or the servers themselves"] scope: Option<Scope>,
) -> Result<(), Error> {
    if matches!(scope, Some(Scope::Servers)) {
        let standings = ctx.data().service.server_leaderboard(0).await?;
        ctx.send(views::server_leaderboard_post(&standings, langs(ctx).await.here).reply()).await?;
        return Ok(());
    }
    // Outside the servers that added the bot, the leaderboard is the
    // global one unless the server's is asked for (which needs the bot).
    let global = match scope {
        Some(scope) => matches!(scope, Scope::Global),
        None => place(ctx).reach == Reach::Replies || place(ctx).guild.is_none(),
    };
    let guild = if global { None } else { Some(server(ctx)?) };
    let page = ctx.data().service.leaderboard(guild, 0).await?;
    ctx.send(views::leaderboard_post(&page, global, langs(ctx).await.here).reply()).await?;
    Ok(())
}

/// A player's rating, results, streak and recent games.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().map_or_else(|| author(ctx), user_of);
    let s = ctx.data().service.stats(&who).await?;
    ctx.send(Post::embed(views::stats_embed(&s, langs(ctx).await.here)).reply()).await?;
    Ok(())
}

/// A player's finished games.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = user.as_ref().map_or_else(|| author(ctx), user_of);
    let games = ctx.data().service.history(who.id, 0).await?;
    let here = langs(ctx).await.here;
    let lines: Vec<String> = games.iter().map(|g| views::summary_line(g, here)).collect();
    let title = t!(here, "history-title", name = views::cut(who.name.clone(), 100));
    let embed = views::list_embed(title, &lines, t!(here, "history-empty"));
    ctx.send(Post::embed(embed).reply()).await?;
    Ok(())
}

/// A game's record as text (tag pairs and numbered moves).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = resolve(ctx, game).await?;
    let text = ctx.data().service.export(view.id).await?;
    let file = CreateAttachment::bytes(text.into_bytes(), format!("zamma-game-{}.txt", view.id));
    let text = t!(langs(ctx).await.here, "export-text", game = view.id.0);
    let reply = poise::CreateReply::default().content(text).attachment(file);
    ctx.send(reply).await?;
    Ok(())
}

/// A game as an animated GIF, one frame per move.
#[poise::command(slash_command)]
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
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let options = ReplayOptions { theme: here_theme, ..ReplayOptions::default() };
    // On the heavy-work pool: one replay per person at a time, fairly queued.
    let owner = Owner::Person(ctx.author().id.get());
    let heavy = ctx.data().service.heavy();
    // Waiting behind others: say so in the deferred answer meanwhile.
    let ahead = heavy.ahead_of(owner);
    let queued = if ahead > 0 {
        let text = t!(here, "replay-queued", ahead = ahead);
        Some(ctx.send(poise::CreateReply::default().content(text)).await?)
    } else {
        None
    };
    let drawn = heavy
        .run(owner, move || render::replay_gif(&record, &options, |frame| i18n::replay_caption(here, frame)))
        .await;
    let gif = match drawn {
        Ok(gif) => gif.map_err(|ReplayError::TooLong { plies, max }| {
            Error::refused(Msg::new("refusal-no-replay").arg("plies", plies).arg("max", max))
        })?,
        Err(Refused::Busy { .. } | Refused::Full { .. }) => return Err(Error::refused(Msg::new("refusal-heavy-busy"))),
        Err(Refused::Failed) => return Err(Error::refused(Msg::new("refusal-heavy-failed"))),
    };
    let file = CreateAttachment::bytes(gif, format!("zamma-game-{id}.gif"));
    let text = t!(here, "replay-text", game = id.0);
    let reply = poise::CreateReply::default().content(text).attachment(file);
    match queued {
        Some(handle) => handle.edit(ctx, reply).await?,
        None => {
            ctx.send(reply).await?;
        }
    }
    Ok(())
}

/// How often the progress of a review is shown, at most.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// The computer's review of a finished game: mistakes, accuracy, graph
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Game number (default: your last finished game)"]
    #[autocomplete = "ac_finished_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let named = match game {
        Some(g) => g,
        None => match data.service.history(author(ctx).id, 0).await?.first() {
            Some(last) => last.id.0,
            None => return Err(Error::refused(Msg::new("refusal-nothing-to-review"))),
        },
    };
    // Seen only where it was played, and only once it is over.
    let view = data.service.reviewable(author(ctx).id, place(ctx), GameId(named)).await?;
    let poise::Context::Application(app) = ctx else {
        return Err(Error::refused(Msg::new("refusal-servers-only")));
    };
    let here = langs(ctx).await;
    ctx.defer().await?;
    answer_with_review(
        &ctx.serenity_context().http,
        &data.service,
        &app.interaction.token,
        view.id,
        author(ctx).id,
        here.here,
        here.here_theme,
    )
    .await
}

/// Compute (or read back) the review of finished game `id` for `asker`
/// and show it in `lang` (its graph in `theme`) as the deferred answer of the interaction whose
/// token is `token`, the progress edited into that answer meanwhile. The
/// review's pages are then turned by `asker`.
pub async fn answer_with_review(
    http: &serenity::Http,
    service: &Service,
    token: &str,
    id: GameId,
    asker: UserId,
    lang: Lang,
    theme: Theme,
) -> Result<(), Error> {
    let (tx, mut progress) = tokio::sync::mpsc::unbounded_channel::<usize>();
    let service = service.clone();
    let work = tokio::spawn(async move {
        let progress = move |done: usize, total: usize| {
            // Nobody listens any more only once the answer is being sent.
            let _ = tx.send(done * 100 / total.max(1));
        };
        service.review(id, asker, progress).await
    });
    // The progress, edited in now and then (the channel closes when the
    // work is done or refused).
    let mut last = std::time::Instant::now();
    while let Some(percent) = progress.recv().await {
        if last.elapsed() < PROGRESS_EVERY || percent >= 100 {
            continue;
        }
        last = std::time::Instant::now();
        let text = t!(lang, "review-progress", game = id.0, percent = percent);
        Post::text(text).edit().execute(http, token).await?;
    }
    let reviewed = work.await??;
    views::review_post(&reviewed, lang, theme, Some(asker)).edit().execute(http, token).await?;
    Ok(())
}
