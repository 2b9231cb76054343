//! Quick pairing on Discord: the waves, and what they tell. A pairing edits
//! both seekers' "looking" messages (through their interactions' tokens,
//! which any process may use for 15 minutes) and shows the game in both
//! places: posted where the bot may post, else as a follow-up of the
//! seeker's interaction, else kept as a notice. A seek still waiting shows
//! how many wait in its pools; one nobody took offers the computer.

use super::announce::{Poster, keep};
use super::lang::{self, GuildLocales};
use super::views::{self, Post};
use crate::i18n;
use crate::i18n::Lang;
use crate::service::seeks::WAVE_EVERY;
use crate::service::{Notice, Paired, Reach, SeekState, Seeker, Service, ServiceError, UserId};
use poise::serenity_prelude::{Builder as _, Http};

/// Every [`WAVE_EVERY`]: pair those waiting. Another process's wave under
/// way: this one is skipped. What a wave owes the seekers (their games
/// shown, their messages edited) is in the outbox, made by one process
/// (`outbox.rs`).
pub async fn waves(service: Service) {
    let mut tick = tokio::time::interval(WAVE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(e) = service.pair_wave().await {
            tracing::warn!(error = %e, "a wave of quick pairing failed; trying again at the next");
        }
    }
}

/// Show a seeker how their seek stands now, in their own message: still
/// waiting (the pools' counts), or nobody came (the computer offered).
/// `Err`: the seek could not be read now (made again later).
pub async fn show_seek(
    http: &Http,
    service: &Service,
    (player, request): (UserId, i64),
    token: &str,
    lang: Option<Lang>,
) -> Result<(), String> {
    let lang = lang.unwrap_or_default();
    match service.seek_state(player, request).await {
        Ok(SeekState::Waiting(view)) => edit(http, Some(token), views::looking_post(&view, lang)).await,
        Ok(SeekState::Expired(level)) => edit(http, Some(token), views::expired_post(level, lang)).await,
        // Paired (the game's start edits it) or cancelled: nothing to show.
        Ok(_) | Err(ServiceError::SeekGone) => {}
        Err(e) => return Err(format!("could not read seek {request}: {e}")),
    }
    Ok(())
}

/// Edit the seeker's own "looking" message (the answer to the interaction
/// `token`), while it may still be answered.
async fn edit(http: &Http, token: Option<&str>, post: Post) {
    let Some(token) = token else { return };
    if let Err(e) = post.edit().execute(http, token).await {
        tracing::info!(error = %e, "could not update a seeker's message");
    }
}

/// A game quick pairing started: tell both seekers, and show the game in
/// each place it is seen in (`answered`: the channel whose interaction
/// already shows it, a seek taken from the lobby).
pub async fn start_in_places(
    poster: &Poster,
    http: &Http,
    service: &Service,
    locales: &GuildLocales,
    paired: &Paired,
    answered: Option<u64>,
) {
    let view = &paired.game;
    let mut shown_in = answered.into_iter().collect::<Vec<u64>>();
    for (i, seek) in paired.seekers.iter().enumerate() {
        edit(http, seek.token.as_deref(), views::paired_post(view, seek.player, seek.lang.unwrap_or_default())).await;
        let place = seek.place;
        if shown_in.contains(&place.channel) {
            continue;
        }
        shown_in.push(place.channel);
        let (here, theme) = lang::public(service, locales, place.guild, seek.player).await;
        let headline = i18n::quick_start_text(here, view);
        let mut post = match views::game_post(view, Some(headline), None, here, theme).await {
            Ok(post) => post,
            Err(e) => {
                return tracing::error!(game = %view.id, error = %e, "could not draw a game quick pairing started");
            }
        };
        views::ping_mover_in(&mut post, view, place, here);
        let nonce = format!("g{}s{i}", view.id.0);
        let posted = place.reach == Reach::Posts && poster.post(place.channel, post.clone().message(), nonce).await;
        let answered = !posted && answer(http, seek, post).await;
        if !posted && !answered && view.to_move().id == seek.player {
            // Told at their next interaction with the bot instead (the
            // other is told when their move comes).
            keep(service, seek.player, Notice::YourMove(view.id)).await;
        }
    }
}

/// Show `post` in the seeker's place as a follow-up of their interaction
/// (where the bot can only answer).
async fn answer(http: &Http, seek: &Seeker, post: Post) -> bool {
    let Some(token) = &seek.token else { return false };
    match post.followup().execute(http, (None, token)).await {
        Ok(_) => true,
        Err(e) => {
            tracing::info!(player = %seek.player, error = %e, "could not show a paired game where its seeker asked");
            false
        }
    }
}
