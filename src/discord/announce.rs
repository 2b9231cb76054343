//! What the bot says without being asked: the computer's moves, and what
//! the sweeper found (games lost on time, reminders, expired challenges).

use super::lang::{self, GuildLocales};
use super::views::{self, Post, mention};
use crate::i18n::{self, Lang};
use crate::render::Theme;
use crate::service::{
    GameId, GameView, Missed, Notice, Place, PlayerCard, Reach, Service, SweepReport, TournamentNews, UserId,
};
use crate::t;
use poise::serenity_prelude::{
    self as serenity, Builder as _, ChannelId, ChannelType, CreateMessage, Http, MessageId, Nonce, PartialChannel,
    Permissions,
};
use std::collections::HashMap;
use std::sync::{Arc, PoisonError};
use std::time::Duration;

/// Pauses before sending a message again after Discord failed it.
const RESEND_AFTER: [Duration; 3] = [Duration::from_millis(250), Duration::from_secs(1), Duration::from_secs(3)];

/// Posts in game channels, one at a time per channel, in the order they
/// were asked for: a board never overtakes the one before it. It also
/// keeps serenity's rate limiter out of trouble: the limiter waits out a
/// 429 holding the route's lock, so concurrent posts to one channel that
/// all met a 429 would be sent one wait after another.
pub struct Poster {
    http: Arc<Http>,
    /// The longest a post may take from being asked for, its wait behind the
    /// channel's earlier posts included: past it, the post is dropped (and
    /// logged) so that the channel's later posts go out.
    budget: Duration,
    lanes: std::sync::Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

impl Poster {
    pub fn new(http: Arc<Http>, budget: Duration) -> Arc<Poster> {
        Arc::new(Poster { http, budget, lanes: Default::default() })
    }

    /// Post a message in a channel. While Discord fails, send it again,
    /// with the same enforced `nonce`: if Discord did create the message
    /// before failing, it answers with that message instead of making a
    /// second one. A refusal (the channel is gone, the bot may not post
    /// there) is logged.
    pub(super) async fn post(&self, channel: u64, message: CreateMessage, nonce: String) -> bool {
        self.post_message(channel, message, nonce).await.is_some()
    }

    /// [`Poster::post`], answering the message's id.
    async fn post_message(&self, channel: u64, message: CreateMessage, nonce: String) -> Option<MessageId> {
        if channel == 0 {
            return None;
        }
        let asked = tokio::time::Instant::now();
        let lane = self.lanes.lock().unwrap_or_else(PoisonError::into_inner).entry(channel).or_default().clone();
        let posted = match tokio::time::timeout(self.budget, lane.lock()).await {
            Ok(turn) => {
                let posted = self.send(channel, message, &nonce, asked).await;
                drop(turn);
                posted
            }
            Err(_) => {
                tracing::warn!(
                    channel,
                    %nonce,
                    "dropped a post: the channel's earlier posts took all its time (Discord is not answering)"
                );
                None
            }
        };
        // Forget a lane nobody waits in (the map's handle and ours are left).
        let mut lanes = self.lanes.lock().unwrap_or_else(PoisonError::into_inner);
        if Arc::strong_count(&lane) == 2 {
            lanes.remove(&channel);
        }
        posted
    }

    /// Send a post (its turn in the lane come), again while Discord fails,
    /// until the poster's budget from `asked` is spent.
    async fn send(
        &self,
        channel: u64,
        message: CreateMessage,
        nonce: &str,
        asked: tokio::time::Instant,
    ) -> Option<MessageId> {
        let message = message.nonce(Nonce::String(nonce.to_string())).enforce_nonce(true);
        let mut pauses = RESEND_AFTER.iter();
        loop {
            let left = self.budget.saturating_sub(asked.elapsed());
            let sent = tokio::time::timeout(left, ChannelId::new(channel).send_message(&self.http, message.clone()));
            let failed = match sent.await {
                Ok(Ok(posted)) => return Some(posted.id),
                Ok(Err(e)) => e,
                Err(_) => {
                    tracing::warn!(channel, %nonce, budget = ?self.budget, "dropped a post: Discord did not take it in time");
                    return None;
                }
            };
            match pauses.next() {
                Some(pause) if super::error::discord_failed(&failed) && asked.elapsed() + *pause < self.budget => {
                    tracing::info!(channel, %nonce, error = %failed, "Discord failed a post; sending it again");
                    tokio::time::sleep(*pause).await;
                }
                _ => {
                    tracing::warn!(channel, %nonce, error = %failed, "dropped a post: could not post to a game channel");
                    return None;
                }
            }
        }
    }
}

/// The interaction a turn came through. Where the bot may not post in the
/// game's channel (a permission is missing, or Discord refuses the post),
/// the computer's answer is sent as a follow-up of that interaction
/// instead (Discord allows them for 15 minutes), and the player is told
/// in an ephemeral sentence what is missing and who can grant it.
#[derive(Clone)]
pub struct Via {
    pub http: Arc<Http>,
    pub token: String,
    /// The permissions channel posts need that the bot lacks there.
    pub missing: Vec<Missing>,
    /// The language of the player who acted.
    pub me: Lang,
}

/// A permission the bot's posts in a channel need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    ViewChannel,
    SendMessages,
    SendMessagesInThreads,
    EmbedLinks,
    AttachFiles,
}

impl Missing {
    /// Which of the permissions a game board post needs `granted` lacks
    /// (`None`: Discord did not say; assume nothing is missing).
    pub fn of(granted: Option<Permissions>, in_thread: bool) -> Vec<Missing> {
        let Some(granted) = granted else { return Vec::new() };
        let send = if in_thread {
            (Permissions::SEND_MESSAGES_IN_THREADS, Missing::SendMessagesInThreads)
        } else {
            (Permissions::SEND_MESSAGES, Missing::SendMessages)
        };
        [
            (Permissions::VIEW_CHANNEL, Missing::ViewChannel),
            send,
            (Permissions::EMBED_LINKS, Missing::EmbedLinks),
            (Permissions::ATTACH_FILES, Missing::AttachFiles),
        ]
        .into_iter()
        .filter(|(p, _)| !granted.contains(*p))
        .map(|(_, m)| m)
        .collect()
    }

    /// The catalogue id of its name (as Discord's settings show it).
    fn message_id(self) -> &'static str {
        match self {
            Missing::ViewChannel => "permission-view-channel",
            Missing::SendMessages => "permission-send-messages",
            Missing::SendMessagesInThreads => "permission-send-in-threads",
            Missing::EmbedLinks => "permission-embed-links",
            Missing::AttachFiles => "permission-attach-files",
        }
    }
}

impl Via {
    /// The interaction with token `token`, in `channel`, where Discord says
    /// the bot has `granted`; `me`: the language of the player who acted.
    pub fn new(
        http: Arc<Http>,
        token: &str,
        granted: Option<Permissions>,
        channel: Option<&PartialChannel>,
        me: Lang,
    ) -> Via {
        let in_thread = channel.is_some_and(|c| {
            matches!(c.kind, ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
        });
        // Outside servers there are no channel permissions to miss: the bot
        // posts in a DM with it, and answers interactions elsewhere.
        let in_dm = channel.is_some_and(|c| matches!(c.kind, ChannelType::Private | ChannelType::GroupDm));
        let missing = if in_dm { Vec::new() } else { Missing::of(granted, in_thread) };
        Via { http, token: token.to_string(), missing, me }
    }

    /// Send `post` as a follow-up of the interaction. With `explain` (the
    /// bot was expected to post in the channel), then tell the player
    /// (ephemerally) why the bot answered there.
    async fn answer(&self, post: Post, explain: bool) -> bool {
        if let Err(e) = post.followup().execute(&self.http, (None, &self.token)).await {
            tracing::warn!(error = %e, "could not answer through the interaction either");
            return false;
        }
        if !explain {
            return true;
        }
        let me = self.me;
        let text = if self.missing.is_empty() {
            t!(me, "note-cannot-post")
        } else {
            let names: Vec<String> = self.missing.iter().map(|m| t!(me, m.message_id())).collect();
            t!(me, "note-missing-permissions", permissions = i18n::list(me, &names))
        };
        let note = Post::ephemeral(text).followup();
        if let Err(e) = note.execute(&self.http, (None, &self.token)).await {
            tracing::warn!(error = %e, "could not tell the player why");
        }
        true
    }
}

/// After any turn (or a game's start): if the game now waits for the
/// computer, let it answer in the background and post the new board in the
/// game's channel, or through `via` (the interaction of the turn) where
/// the bot may not or cannot post there.
pub fn after_turn(
    poster: &Arc<Poster>,
    service: &Service,
    view: &GameView,
    here: Lang,
    theme: Theme,
    via: Option<Via>,
) {
    if view.awaits_computer() {
        computer_replies(poster.clone(), service.clone(), view.id, here, theme, via);
    }
}

/// `here`, `theme`: the language and board theme of the game's channel.
fn computer_replies(
    poster: Arc<Poster>,
    service: Service,
    game_id: GameId,
    here: Lang,
    theme: Theme,
    via: Option<Via>,
) {
    tokio::spawn(async move {
        match service.computer_reply(game_id).await {
            Ok(Some(report)) => {
                let view = &report.view;
                let mover = report.mover.name.as_str();
                let headline = t!(here, "headline-played", name = mover, turn = report.turn.to_string());
                match views::game_post(view, Some(headline), report.end.as_ref(), here, theme).await {
                    Ok(p) => {
                        let nonce = format!("g{}p{}", game_id.0, view.game.turns().len());
                        let posts = view.place.reach == Reach::Posts;
                        let may_post = posts && via.as_ref().is_none_or(|v| v.missing.is_empty());
                        let posted = may_post && poster.post(view.place.channel, p.clone().message(), nonce).await;
                        let answered = match (&via, posted) {
                            (Some(via), false) => via.answer(p, posts).await,
                            _ => posted,
                        };
                        if !answered {
                            // Seen at the player's next interaction instead.
                            let human = human(&view.black, &view.white);
                            let notice = match report.end {
                                Some(_) => Notice::GameEnded(game_id),
                                None => Notice::YourMove(game_id),
                            };
                            keep(&service, human, notice).await;
                        }
                    }
                    Err(e) => tracing::error!(game = %game_id, error = %e, "could not draw the computer's move"),
                }
            }
            Ok(None) => {}
            Err(e) => tracing::error!(game = %game_id, error = %e, "the computer could not move"),
        }
    });
}

/// The person of two players (Black, unless Black is the computer).
pub(super) fn human(black: &PlayerCard, white: &PlayerCard) -> UserId {
    if black.bot { white.id } else { black.id }
}

/// Keep a notice for a player the bot could not reach (logged if even that fails).
pub(super) async fn keep(service: &Service, player: UserId, notice: Notice) {
    if let Err(e) = service.keep_notice(player, notice).await {
        tracing::warn!(%player, ?notice, error = %e, "could not keep a notice for later");
    }
}

/// Finished games looked at for puzzles after each sweep.
const MINED_PER_SWEEP: i64 = 2;

/// Every `every`: end timed-out games, remind slow movers, let the computer
/// move where it is due (e.g. after a restart), post what happened, and look
/// for puzzles in a few finished games.
pub async fn sweeper(poster: Arc<Poster>, service: Service, locales: Arc<GuildLocales>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut swept = tokio::time::Instant::now();
    loop {
        // When a team's time is up (at most one sweep a second for it),
        // whatever the tick: the side's votes are tallied at once.
        let team_time_up = service.team_time_up(swept + Duration::from_secs(1));
        // A tournament game's end wakes the sweep early: the next round
        // starts without waiting for the tick (after a moment, so the
        // ending transaction has committed).
        tokio::select! {
            _ = tick.tick() => {}
            _ = service.tournament_game_ended() => tokio::time::sleep(Duration::from_millis(200)).await,
            () = team_time_up => {}
        }
        swept = tokio::time::Instant::now();
        match service.sweep().await {
            Ok(report) => announce(&poster, &service, &locales, report).await,
            Err(e) => tracing::warn!(error = %e, "sweep failed; retrying at the next tick"),
        }
        // Puzzles from the server's own games, a few games at a time.
        if let Err(e) = service.mine_finished_games(MINED_PER_SWEEP).await {
            tracing::warn!(error = %e, "could not look for puzzles in finished games");
        }
    }
}

/// Post what a sweep found where it happened. Where the bot can only
/// answer interactions, the service kept notices instead (sent by DM to
/// those who asked); where a post is refused, notices are kept now.
async fn announce(poster: &Arc<Poster>, service: &Service, locales: &GuildLocales, report: SweepReport) {
    for end in &report.timed_out {
        // A game seen in two places ends in both.
        for (place, second) in std::iter::once((end.place, false)).chain(end.also.map(|p| (p, true))) {
            if place.reach != Reach::Posts {
                continue;
            }
            let human = human(&end.black, &end.white);
            let (lang, _) = lang::public(service, locales, place.guild, human).await;
            let mut text = i18n::end_text(lang, end);
            if !end.rating_changes.is_empty() {
                text.push('\n');
                text.push_str(&views::rating_lines(&end.rating_changes, lang));
            }
            let mut p = Post::text(text);
            p.mentions = views::pinged([&end.black, &end.white]);
            let nonce = format!("g{}end{}", end.game_id.0, if second { "b" } else { "" });
            if !poster.post(place.channel, p.message(), nonce).await {
                for player in [&end.black, &end.white].into_iter().filter(|p| !p.bot) {
                    keep(service, player.id, Notice::GameEnded(end.game_id)).await;
                }
            }
        }
    }
    for c in report.expired_challenges.iter().filter(|c| c.place.reach == Reach::Posts) {
        let (lang, _) = lang::public(service, locales, c.place.guild, c.challenger.id).await;
        let text = t!(
            lang,
            "challenge-expired-unanswered",
            challenger = mention(c.challenger.id),
            challenged = views::challenged(c, lang),
            id = c.id.0
        );
        if !poster.post(c.place.channel, Post::text(text).message(), format!("c{}end", c.id.0)).await {
            keep(service, c.challenger.id, Notice::ChallengeExpired(c.id)).await;
        }
    }
    for r in report.reminders.iter().filter(|r| r.place.reach == Reach::Posts) {
        let (lang, _) = lang::public(service, locales, r.place.guild, r.player).await;
        let mut p = Post::text(t!(
            lang,
            "reminder",
            player = mention(r.player),
            game = r.game_id.0,
            deadline = views::when(lang, r.deadline)
        ));
        p.mentions = if r.ping { vec![r.player] } else { Vec::new() };
        let nonce = format!("g{}r{}", r.game_id.0, r.deadline.timestamp());
        if !poster.post(r.place.channel, p.message(), nonce).await {
            keep(service, r.player, Notice::YourMove(r.game_id)).await;
        }
    }
    for game in report.computer_turns {
        let (lang, theme) = match service.game(game).await {
            Ok(view) => {
                let human = human(&view.black, &view.white);
                lang::public(service, locales, view.place.guild, human).await
            }
            Err(_) => Default::default(),
        };
        computer_replies(poster.clone(), service.clone(), game, lang, theme, None);
    }
    for (player, notice) in report.to_send {
        send_by_dm(poster, service, player, notice).await;
    }
    tournament_news(poster, service, locales, &report.tournaments).await;
}

/// Post what happened to tournaments in their channels: a round's
/// pairings (pinging its players) and a message per new game, a cup tie
/// played again, the final standings, a cancellation.
pub async fn tournament_news(poster: &Poster, service: &Service, locales: &GuildLocales, news: &[TournamentNews]) {
    for item in news {
        let view = item.tournament();
        let (lang, theme) = lang::public(service, locales, view.place.guild, view.organiser.id).await;
        let channel = view.place.channel;
        let threads = game_threads(service, view.place).await;
        let text = i18n::news_text(lang, item);
        let (post, nonce) = match item {
            TournamentNews::Round { round, .. } => {
                (views::pairings_post(view, *round, Some(text), true, lang), format!("t{}r{round}", view.id.0))
            }
            TournamentNews::Rematch { game, .. } => match views::game_post(game, Some(text), None, lang, theme).await {
                Ok(post) => (post, format!("g{}start", game.id.0)),
                Err(e) => {
                    tracing::warn!(game = %game.id, error = %e, "could not draw a tournament game");
                    continue;
                }
            },
            TournamentNews::Finished { .. } => match views::standings_post(view, Some(text), lang, theme).await {
                Ok(post) => (post, format!("t{}end", view.id.0)),
                Err(e) => {
                    tracing::warn!(tournament = %view.id, error = %e, "could not draw the standings");
                    (Post::text(i18n::news_text(lang, item)), format!("t{}end", view.id.0))
                }
            },
            TournamentNews::Cancelled { .. } => (Post::text(text), format!("t{}end", view.id.0)),
        };
        let posted = poster.post_message(channel, post.message(), nonce).await;
        if let (TournamentNews::Rematch { game, .. }, Some(message), true) = (item, posted, threads) {
            open_game_thread(poster, service, game, channel, message, lang).await;
        }
        let TournamentNews::Round { games, round, .. } = item else { continue };
        let name = i18n::tournament_name(lang, view.id.0, &view.name);
        for game in games {
            let headline = format!("{name} · {}", i18n::status_text(lang, view.status, *round, view.rounds));
            match views::game_post(game, Some(headline), None, lang, theme).await {
                Ok(post) => {
                    let posted = poster.post_message(channel, post.message(), format!("g{}start", game.id.0)).await;
                    if let (Some(message), true) = (posted, threads) {
                        open_game_thread(poster, service, game, channel, message, lang).await;
                    }
                }
                Err(e) => tracing::warn!(game = %game.id, error = %e, "could not draw a tournament game"),
            }
        }
    }
}

/// Whether games in `place` get a thread of their own: where the server
/// turned game threads on, and only where the bot was added (elsewhere it
/// cannot open one).
pub async fn game_threads(service: &Service, place: Place) -> bool {
    match place.guild {
        Some(guild) if place.reach == Reach::Posts => {
            service.guild_settings(guild).await.map(|s| s.game_threads).unwrap_or(false)
        }
        _ => false,
    }
}

/// Open a thread on a tournament game's message and move the game there:
/// what the bot says of it later (time-outs, reminders) goes to the
/// thread, and its players can talk there. Refused (a permission is
/// missing), the game stays in the channel.
async fn open_game_thread(
    poster: &Poster,
    service: &Service,
    game: &GameView,
    channel: u64,
    message: MessageId,
    lang: Lang,
) {
    let thread =
        ChannelId::new(channel).create_thread_from_message(&poster.http, message, views::game_thread(game, lang)).await;
    match thread {
        Ok(thread) => {
            if let Err(e) = service.move_to_channel(game.id, thread.id.get()).await {
                tracing::warn!(game = %game.id, error = %e, "could not move a tournament game to its thread");
            }
        }
        Err(e) => tracing::warn!(game = %game.id, error = %e, "could not open a tournament game thread"),
    }
}

/// DM `player` a notice they asked to get by DM; once it arrives, it is
/// not shown again at their next interaction.
async fn send_by_dm(poster: &Poster, service: &Service, player: UserId, notice: Notice) {
    let missed = match service.missed(notice).await {
        Ok(m) => m,
        Err(e) => return tracing::warn!(%player, error = %e, "could not read a notice to send"),
    };
    let lang = lang::personal(service, player).await;
    let text = format!("{}\n{}", t!(lang, "away-by-dm"), missed_line(lang, &missed, player));
    let dm = match serenity::UserId::new(player.get()).create_dm_channel(&poster.http).await {
        Ok(dm) => dm,
        // Discord refuses a DM to a user who shares no server with the bot
        // (or blocks DMs): the notice waits for their next interaction.
        Err(e) => return tracing::info!(%player, error = %e, "could not open a DM; the notice waits"),
    };
    let (kind, id) = match notice {
        Notice::GameEnded(g) => ('e', g.0),
        Notice::YourMove(g) => ('m', g.0),
        Notice::ChallengeExpired(c) => ('x', c.0),
    };
    let nonce = format!("n{kind}{id}u{}", player.get() % 1_000_000_000);
    if poster.post(dm.id.get(), Post::text(text).message(), nonce).await
        && let Err(e) = service.notice_delivered(player, notice).await
    {
        tracing::warn!(%player, error = %e, "a DM went out but its notice is still kept");
    }
}

/// One line about what a player missed.
fn missed_line(lang: Lang, missed: &Missed, reader: UserId) -> String {
    i18n::missed_text(lang, missed, reader, &|t| views::when(lang, t))
}

/// Tell the person behind an interaction (token `token`) what they missed
/// since the bot last could tell them, in one ephemeral follow-up in
/// `lang` (asked for only when there is something to tell). What cannot
/// be sent is kept for the next time.
pub async fn tell_missed(
    http: &Http,
    service: &Service,
    token: &str,
    person: UserId,
    lang: impl std::future::Future<Output = Lang>,
) {
    let missed = match service.take_notices(person).await {
        Ok(m) if m.is_empty() => return,
        Ok(m) => m,
        Err(e) => return tracing::warn!(%person, error = %e, "could not read what a player missed"),
    };
    let lang = lang.await;
    let mut text = t!(lang, "away-header");
    for m in &missed {
        text.push_str("\n• ");
        text.push_str(&missed_line(lang, m, person));
    }
    let post = Post::ephemeral(views::cut(text, 2000)).followup();
    if let Err(e) = post.execute(http, (None, token)).await {
        tracing::warn!(%person, error = %e, "could not tell a player what they missed; kept for later");
        for m in &missed {
            keep(service, person, m.notice()).await;
        }
    }
}
