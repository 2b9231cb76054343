//! What the bot says without being asked: the computer's moves, and what
//! the sweeper found (games lost on time, reminders, expired challenges).

use super::lang::{self, GuildLocales};
use super::views::{self, Post, mention};
use crate::i18n::{self, Lang};
use crate::render::Theme;
use crate::service::{GameId, GameView, Service, SweepReport};
use crate::t;
use poise::serenity_prelude::{ChannelId, CreateMessage, Http};
use std::sync::Arc;
use std::time::Duration;

/// Post a message in a channel, logging failures (the channel may be gone).
async fn post(http: &Http, channel: u64, message: CreateMessage) {
    if channel == 0 {
        return;
    }
    if let Err(e) = ChannelId::new(channel).send_message(http, message).await {
        tracing::warn!(channel, error = %e, "could not post to a game channel");
    }
}

/// After any turn (or a game's start): if the game now waits for the
/// computer, let it answer in the background and post the new board in the
/// game's channel.
pub fn after_turn(http: Arc<Http>, service: &Service, view: &GameView, here: Lang, theme: Theme) {
    if view.awaits_computer() {
        computer_replies(http, service.clone(), view.id, here, theme);
    }
}

/// `here`, `theme`: the language and board theme of the game's channel.
fn computer_replies(http: Arc<Http>, service: Service, game_id: GameId, here: Lang, theme: Theme) {
    tokio::spawn(async move {
        match service.computer_reply(game_id).await {
            Ok(Some(report)) => {
                let mover = report.view.player(report.view.game.position().turn().other()).name.clone();
                let headline = t!(here, "headline-played", name = mover, turn = report.turn.to_string());
                match views::game_post(&report.view, Some(headline), report.end.as_ref(), here, theme).await {
                    Ok(p) => post(&http, report.view.place.channel, p.message()).await,
                    Err(e) => tracing::error!(game = %game_id, error = %e, "could not draw the computer's move"),
                }
            }
            Ok(None) => {}
            Err(e) => tracing::error!(game = %game_id, error = %e, "the computer could not move"),
        }
    });
}

/// Every `every`: end timed-out games, remind slow movers, let the computer
/// move where it is due (e.g. after a restart), and post what happened.
pub async fn sweeper(http: Arc<Http>, service: Service, locales: Arc<GuildLocales>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match service.sweep().await {
            Ok(report) => announce(&http, &service, &locales, report).await,
            Err(e) => tracing::warn!(error = %e, "sweep failed; retrying at the next tick"),
        }
    }
}

async fn announce(http: &Arc<Http>, service: &Service, locales: &GuildLocales, report: SweepReport) {
    for end in report.timed_out {
        let (lang, _) = lang::public(service, locales, end.place.guild).await;
        let mut text = i18n::end_text(lang, &end);
        if !end.rating_changes.is_empty() {
            text.push('\n');
            text.push_str(&views::rating_lines(&end.rating_changes, lang));
        }
        let mut p = Post::text(text);
        p.mentions = end.winner.into_iter().chain(end.loser).collect();
        post(http, end.place.channel, p.message()).await;
    }
    for c in report.expired_challenges {
        let (lang, _) = lang::public(service, locales, c.place.guild).await;
        let text = t!(
            lang,
            "challenge-expired-unanswered",
            challenger = mention(c.challenger.id),
            challenged = mention(c.challenged.id),
            id = c.id.0
        );
        post(http, c.place.channel, Post::text(text).message()).await;
    }
    for r in report.reminders {
        let (lang, _) = lang::public(service, locales, r.place.guild).await;
        let mut p = Post::text(t!(
            lang,
            "reminder",
            player = mention(r.player),
            game = r.game_id.0,
            deadline = format!("<t:{}:R>", r.deadline.timestamp())
        ));
        p.mentions = vec![r.player];
        post(http, r.place.channel, p.message()).await;
    }
    for game in report.computer_turns {
        let (lang, theme) = match service.game(game).await {
            Ok(view) => lang::public(service, locales, view.place.guild).await,
            Err(_) => Default::default(),
        };
        computer_replies(http.clone(), service.clone(), game, lang, theme);
    }
}
