//! Quick pairing: `/play` seeks an opponent anywhere the bot is (in one or
//! more pools), `/lobby` lists the open seeks to take one, `/block` and
//! `/unblock` say who will never be paired with whom.

use super::{ac_preset, author, langs, place, rules_spec, user_of};
use crate::discord::views::{self, Post, mention};
use crate::discord::{Context, Error};
use crate::i18n;
use crate::service::seeks::{POOL_TIMES, SEEK_PING_QUIET};
use crate::service::{Asked, RatingRange, Reach, SeekRequest};
use crate::t;
use poise::serenity_prelude::{self as serenity, CreateAllowedMentions, CreateMessage, RoleId};

/// The pools to seek in, as `/play` offers them.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PoolChoice {
    #[name = "any of them"]
    Any,
    #[name = "5 minutes"]
    Minutes5,
    #[name = "1 hour"]
    Hour1,
    #[name = "1 day"]
    Day1,
    #[name = "5 minutes or 1 hour"]
    Minutes5OrHour1,
    #[name = "1 hour or 1 day"]
    Hour1OrDay1,
}

impl PoolChoice {
    fn times(self) -> Vec<std::time::Duration> {
        let [five, hour, day] = POOL_TIMES;
        match self {
            PoolChoice::Any => POOL_TIMES.to_vec(),
            PoolChoice::Minutes5 => vec![five],
            PoolChoice::Hour1 => vec![hour],
            PoolChoice::Day1 => vec![day],
            PoolChoice::Minutes5OrHour1 => vec![five, hour],
            PoolChoice::Hour1OrDay1 => vec![hour, day],
        }
    }
}

/// Find an opponent anywhere: you are paired with someone seeking the same game.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Time per move (default: any of the pools)"] time: Option<PoolChoice>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Rated (default) or casual"] rated: Option<bool>,
    #[description = "The lowest rating you will play"]
    #[rename = "min-rating"]
    #[min = 0]
    #[max = 4000]
    min_rating: Option<i32>,
    #[description = "The highest rating you will play"]
    #[rename = "max-rating"]
    #[min = 0]
    #[max = 4000]
    max_rating: Option<i32>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place(ctx);
    let me = author(ctx);
    let l = langs(ctx).await;
    let req = SeekRequest {
        rules: rules_spec(preset.as_deref(), None)?,
        times: time.unwrap_or(PoolChoice::Any).times(),
        rated: rated.unwrap_or(true),
        range: RatingRange { min: min_rating, max: max_rating },
    };
    let token = match ctx {
        poise::Context::Application(a) => Some(a.interaction.token.clone()),
        poise::Context::Prefix(_) => None,
    };
    let asked = Asked { token: token.as_deref(), lang: Some(l.me) };
    let seek = data.service.seek(place, &me, &req, asked).await?;
    ctx.send(views::looking_post(&seek, l.me).reply()).await?;
    // A server that wants games hears of it (at most once in a while).
    if let (Some(guild), Reach::Posts) = (place.guild, place.reach) {
        match data.service.seek_ping_due(guild).await {
            Ok(Some((role, channel))) => {
                let pool = i18n::pool_text(l.here, &seek.pools[0].pool);
                let text =
                    t!(l.here, "seek-role-ping", role = format!("<@&{role}>"), name = me.name.as_str(), pool = pool);
                let message = CreateMessage::new()
                    .content(views::cut(text, views::MAX_CONTENT))
                    .allowed_mentions(CreateAllowedMentions::new().roles([RoleId::new(role.max(1))]));
                let nonce = format!("s{}", seek.request);
                data.poster.post(channel, message, nonce).await;
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not check the server's seek role"),
        }
    }
    Ok(())
}

/// The open seeks of quick pairing: take one to play at once.
#[poise::command(slash_command)]
pub async fn lobby(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let me = author(ctx).id;
    let seeks = service.lobby(me).await?;
    let mine = service.my_seeks(me).await?;
    let lang = langs(ctx).await.me;
    ctx.send(views::lobby_post(&seeks, &mine, lang).reply()).await?;
    Ok(())
}

/// Never be paired with someone in quick pairing (no user: whom you block).
#[poise::command(slash_command)]
pub async fn block(
    ctx: Context<'_>,
    #[description = "Who you will never be paired with (leave empty: whom you block)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let me = langs(ctx).await.me;
    let Some(user) = user else {
        let names = service.blocked(author(ctx).id).await?;
        let text = match names.is_empty() {
            true => t!(me, "block-none"),
            false => t!(me, "block-list", names = i18n::and_list(me, &names), count = names.len()),
        };
        ctx.send(Post::ephemeral(text).reply()).await?;
        return Ok(());
    };
    let other = user_of(&user);
    let done = service.block(&author(ctx), &other).await?;
    let id = if done { "block-done" } else { "block-already" };
    ctx.send(Post::ephemeral(t!(me, id, name = mention(other.id))).reply()).await?;
    Ok(())
}

/// Be paired with someone you blocked again.
#[poise::command(slash_command)]
pub async fn unblock(ctx: Context<'_>, #[description = "Who you blocked"] user: serenity::User) -> Result<(), Error> {
    let other = user_of(&user);
    let done = ctx.data().service.unblock(author(ctx).id, other.id).await?;
    let me = langs(ctx).await.me;
    let id = if done { "unblock-done" } else { "unblock-not" };
    ctx.send(Post::ephemeral(t!(me, id, name = mention(other.id))).reply()).await?;
    Ok(())
}

/// The quiet time between two pings of a server's seek role, as words.
pub fn ping_quiet(lang: crate::i18n::Lang) -> String {
    i18n::duration(lang, SEEK_PING_QUIET)
}
