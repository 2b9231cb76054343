//! Making what the outbox owes Discord, exactly once whatever the number of
//! bot processes: each process claims a few due effects at a time (each
//! the oldest of its lane, none another process holds), makes each in a
//! task of its own (a channel Discord does not answer holds up only its
//! own), and says when it is done; one that cannot be made now is tried
//! again later, and given up (and logged) after a few tries. A process that
//! dies while making one leaves it to another after its lease.

use super::announce::Poster;
use super::lang;
use super::lang::GuildLocales;
use super::views::{self, Post};
use super::{seek, web};
use crate::rules::Color;
use crate::service::outbox::MOST_ATTEMPTS;
use crate::service::{Claimed, Effect, GameId, Heard, MotionReport, Paired, Reach, Said, Service, UserId, VoteReport};
use poise::serenity_prelude::Http;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Effects claimed at a time, and made at once at most.
const BATCH: i64 = 16;
const AT_ONCE: usize = 32;
/// How often the outbox is looked at when nothing said to.
const POLL: Duration = Duration::from_secs(1);
/// How often effects nobody made in a day are forgotten.
const FORGET_EVERY: Duration = Duration::from_secs(3600);

/// For as long as the bot runs: make what the outbox owes.
pub async fn deliver(poster: Arc<Poster>, http: Arc<Http>, service: Service, locales: Arc<GuildLocales>) {
    let mut news = service.changes();
    let room = Arc::new(Semaphore::new(AT_ONCE));
    let mut forgot = tokio::time::Instant::now();
    loop {
        let claimed = match service.claim_effects(BATCH.min(room.available_permits() as i64)).await {
            Ok(claimed) => claimed,
            Err(e) => {
                tracing::warn!(error = %e, "could not look at the outbox; trying again");
                Vec::new()
            }
        };
        let full = claimed.len() as i64 == BATCH;
        for effect in claimed {
            let Ok(permit) = room.clone().acquire_owned().await else { return };
            let (poster, http, service, locales) = (poster.clone(), http.clone(), service.clone(), locales.clone());
            tokio::spawn(async move {
                make(&poster, &http, &service, &locales, effect).await;
                drop(permit);
            });
        }
        if forgot.elapsed() > FORGET_EVERY {
            forgot = tokio::time::Instant::now();
            match service.forget_old_effects().await {
                Ok(0) => {}
                Ok(gone) => tracing::warn!(gone, "forgot effects owed to Discord that nobody made for a day"),
                Err(e) => tracing::warn!(error = %e, "could not forget old effects"),
            }
        }
        if full {
            continue;
        }
        // Wait for news that owes something (a change made on the web board
        // or in one place of a game seen in two), or the next look.
        let sleep = tokio::time::sleep(POLL);
        tokio::pin!(sleep);
        loop {
            tokio::select! {
                () = &mut sleep => break,
                // This process owed something to make at once (a tally).
                () = service.effects_owed() => break,
                heard = news.recv() => match heard {
                    Ok(Heard::Change(change)) if web::told_elsewhere(&change) => break,
                    Ok(_) => {}
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => break,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                },
            }
        }
    }
}

/// Make one effect, and say so (or when it is to be tried again).
async fn make(poster: &Poster, http: &Http, service: &Service, locales: &GuildLocales, claimed: Claimed) {
    let made = match &claimed.effect {
        Some(Effect::News(change)) => web::announce(poster, service, locales, change).await,
        Some(Effect::QuickStart { game, seekers, gap }) => match service.game(*game).await {
            Ok(view) => {
                let seekers =
                    <[_; 2]>::try_from(seekers.clone()).map_err(|_| "a pairing of other than two".to_string());
                match seekers {
                    Ok(seekers) => {
                        let paired = Paired { game: view, seekers, gap: *gap };
                        seek::start_in_places(poster, http, service, locales, &paired, None).await;
                        Ok(())
                    }
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(format!("could not read game {game}: {e}")),
        },
        Some(Effect::Seek { player, request, token, lang }) => {
            seek::show_seek(http, service, (*player, *request), token, *lang).await
        }
        Some(Effect::Tally { game, ply, counts }) => {
            show_tally(poster, service, locales, (*game, *ply), counts, claimed.id).await
        }
        Some(Effect::Told { game, side, member, said }) => {
            tell_side(poster, service, locales, (*game, *side, *member), said, claimed.id).await
        }
        None => {
            tracing::warn!(id = claimed.id, "an effect in the outbox does not read; dropped");
            Ok(())
        }
    };
    let said = match made {
        Ok(()) => service.effect_done(claimed.id).await,
        Err(why) => match service.effect_failed(&claimed).await {
            Ok(true) => {
                tracing::info!(id = claimed.id, %why, "an effect owed to Discord could not be made; trying again later");
                Ok(())
            }
            Ok(false) => {
                tracing::warn!(id = claimed.id, %why, "gave up an effect owed to Discord after {MOST_ATTEMPTS} tries");
                Ok(())
            }
            Err(e) => Err(e),
        },
    };
    if let Err(e) = said {
        // Made, but the outbox does not know: it is made again after its lease.
        tracing::warn!(id = claimed.id, error = %e, "could not mark an effect owed to Discord");
    }
}

/// What a member did for their side on the web board (a vote, backing
/// for a motion), told in the side's private thread as it is when done on
/// Discord. `id`: the effect's, whose nonce makes the post once.
async fn tell_side(
    poster: &Poster,
    service: &Service,
    locales: &lang::GuildLocales,
    (game, side, member): (GameId, Color, UserId),
    said: &Said,
    id: i64,
) -> Result<(), String> {
    let team = service.team_game(game).await.map_err(|e| format!("could not read team game {game}: {e}"))?;
    let Some(thread) = team.side(side).thread else { return Ok(()) };
    let guild = team.side(side).guild.or(team.game.place.guild);
    let (lang, _) = lang::public(service, locales, guild, team.game.player(side).id).await;
    let text = match said {
        Said::Vote { turn, ply, voted, members, counts } => {
            let (turn, ply, voted, members, counts) = (turn.clone(), *ply, *voted, *members, counts.clone());
            let report = VoteReport { turn, side, ply, voted, members, counts, thread: Some(thread), tally: None };
            views::vote_told(&report, member, lang)
        }
        Said::Backing { motion, backing, members } => {
            let report = MotionReport { motion: *motion, side, backing: *backing, members: *members, carried: None };
            crate::i18n::motion_text(lang, &report, &views::mention(member))
        }
    };
    // Not made again if refused: the poster already sent it again while Discord failed.
    if !poster.post(thread, Post::text(text).message(), format!("s{id}")).await {
        tracing::warn!(%game, thread, "a side's news could not be told in its thread");
    }
    Ok(())
}

/// A tally, shown where its team game is played: the side's votes and the
/// board after the turn it played (the text alone when the game has moved
/// on since: a stale board is never posted), and the side to vote next
/// told in its thread. `id`: the effect's, whose nonces make each post once.
async fn show_tally(
    poster: &Poster,
    service: &Service,
    locales: &lang::GuildLocales,
    (game, ply): (GameId, i32),
    counts: &[(String, u32)],
    id: i64,
) -> Result<(), String> {
    let team = service.team_game(game).await.map_err(|e| format!("could not read team game {game}: {e}"))?;
    let view = &team.game;
    if view.place.reach != Reach::Posts {
        return Ok(());
    }
    let Some(side) = usize::try_from(ply).ok().and_then(|p| view.game.at(p)).map(|g| g.position().turn()) else {
        return Ok(());
    };
    let current = view.ply() as i32 == ply + 1;
    // Each place (a game of two servers is seen in both) in its language.
    for (i, place) in view.places().enumerate() {
        let (lang, theme) = lang::public(service, locales, place.guild, view.player(side).id).await;
        let post = if current {
            views::tally_post(&team, side, counts, (lang, theme), place.guild)
                .await
                .map_err(|e| format!("could not draw game {game}: {e}"))?
        } else {
            let name = view.player(side).name.as_str();
            Post::text(crate::t!(lang, "team-tally", team = name, counts = crate::i18n::tally_counts(lang, counts)))
        };
        let nonce = if i == 0 { format!("t{id}") } else { format!("t{id}p{i}") };
        // Not made again if refused: a place that did get it would get it twice
        // (the poster already sent it again while Discord failed).
        if !poster.post(place.channel, post.message(), nonce).await {
            tracing::warn!(%game, ply, channel = place.channel, "a tally could not be posted");
        }
    }
    if current
        && view.is_active()
        && let Some(thread) = team.to_move().thread
    {
        let played = counts.first().map_or("", |(turn, _)| turn.as_str());
        let guild = team.to_move().guild.or(view.place.guild);
        let (lang, _) = lang::public(service, locales, guild, view.player(side).id).await;
        let post = views::your_turn_post(&team, played, lang);
        poster.post(thread, post.message(), format!("t{id}n")).await;
    }
    Ok(())
}
