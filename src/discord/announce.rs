//! What the bot says without being asked: the computer's moves, and what
//! the sweeper found (games lost on time, reminders, expired challenges).

use super::lang::{self, GuildLocales};
use super::views::{self, Post, mention};
use crate::i18n::{self, Lang};
use crate::render::Theme;
use crate::service::{GameId, GameView, Service, SweepReport};
use crate::t;
use poise::serenity_prelude::{ChannelId, CreateMessage, Http, Nonce};
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
    lanes: std::sync::Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

impl Poster {
    pub fn new(http: Arc<Http>) -> Arc<Poster> {
        Arc::new(Poster { http, lanes: Default::default() })
    }

    /// Post a message in a channel. While Discord fails, send it again,
    /// with the same enforced `nonce`: if Discord did create the message
    /// before failing, it answers with that message instead of making a
    /// second one. A refusal (the channel is gone, the bot may not post
    /// there) is logged.
    async fn post(&self, channel: u64, message: CreateMessage, nonce: String) {
        if channel == 0 {
            return;
        }
        let lane = self.lanes.lock().unwrap_or_else(PoisonError::into_inner).entry(channel).or_default().clone();
        let turn = lane.lock().await;
        let message = message.nonce(Nonce::String(nonce.clone())).enforce_nonce(true);
        let mut pauses = RESEND_AFTER.iter();
        loop {
            match ChannelId::new(channel).send_message(&self.http, message.clone()).await {
                Ok(_) => break,
                Err(e) => match pauses.next() {
                    Some(pause) if super::error::discord_failed(&e) => {
                        tracing::info!(channel, %nonce, error = %e, "Discord failed a post; sending it again");
                        tokio::time::sleep(*pause).await;
                    }
                    _ => {
                        tracing::warn!(channel, %nonce, error = %e, "could not post to a game channel");
                        break;
                    }
                },
            }
        }
        drop(turn);
        // Forget a lane nobody waits in (the map's handle and ours are left).
        let mut lanes = self.lanes.lock().unwrap_or_else(PoisonError::into_inner);
        if Arc::strong_count(&lane) == 2 {
            lanes.remove(&channel);
        }
    }
}

/// After any turn (or a game's start): if the game now waits for the
/// computer, let it answer in the background and post the new board in the
/// game's channel.
pub fn after_turn(poster: &Arc<Poster>, service: &Service, view: &GameView, here: Lang, theme: Theme) {
    if view.awaits_computer() {
        computer_replies(poster.clone(), service.clone(), view.id, here, theme);
    }
}

/// `here`, `theme`: the language and board theme of the game's channel.
fn computer_replies(poster: Arc<Poster>, service: Service, game_id: GameId, here: Lang, theme: Theme) {
    tokio::spawn(async move {
        match service.computer_reply(game_id).await {
            Ok(Some(report)) => {
                let mover = report.view.player(report.view.game.position().turn().other()).name.clone();
                let headline = t!(here, "headline-played", name = mover, turn = report.turn.to_string());
                match views::game_post(&report.view, Some(headline), report.end.as_ref(), here, theme).await {
                    Ok(p) => {
                        let nonce = format!("g{}p{}", game_id.0, report.view.game.turns().len());
                        poster.post(report.view.place.channel, p.message(), nonce).await
                    }
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
pub async fn sweeper(poster: Arc<Poster>, service: Service, locales: Arc<GuildLocales>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match service.sweep().await {
            Ok(report) => announce(&poster, &service, &locales, report).await,
            Err(e) => tracing::warn!(error = %e, "sweep failed; retrying at the next tick"),
        }
    }
}

async fn announce(poster: &Arc<Poster>, service: &Service, locales: &GuildLocales, report: SweepReport) {
    for end in report.timed_out {
        let (lang, _) = lang::public(service, locales, end.place.guild).await;
        let mut text = i18n::end_text(lang, &end);
        if !end.rating_changes.is_empty() {
            text.push('\n');
            text.push_str(&views::rating_lines(&end.rating_changes, lang));
        }
        let mut p = Post::text(text);
        p.mentions = views::pinged([&end.black, &end.white]);
        poster.post(end.place.channel, p.message(), format!("g{}end", end.game_id.0)).await;
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
        poster.post(c.place.channel, Post::text(text).message(), format!("c{}end", c.id.0)).await;
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
        p.mentions = if r.ping { vec![r.player] } else { Vec::new() };
        let nonce = format!("g{}r{}", r.game_id.0, r.deadline.timestamp());
        poster.post(r.place.channel, p.message(), nonce).await;
    }
    for game in report.computer_turns {
        let (lang, theme) = match service.game(game).await {
            Ok(view) => lang::public(service, locales, view.place.guild).await,
            Err(_) => Default::default(),
        };
        computer_replies(poster.clone(), service.clone(), game, lang, theme);
    }
}
