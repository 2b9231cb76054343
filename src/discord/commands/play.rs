//! Game actions: challenge, play the computer, move, board, resign, draw,
//! abort.

use super::{
    MAX_CHOICES, ac_game, ac_preset, author, game_option, is_admin, langs, place, resolve, rules_spec, seat, user_of,
    via,
};
use crate::discord::announce::after_turn;
use crate::discord::lang::Langs;
use crate::discord::views::{self, Post};
use crate::discord::{Context, Error};
use crate::i18n;
use crate::service::{
    ChallengeRequest, ColourChoice, ComputerGameRequest, GameId, Place, RatingRange, TurnInput, UserId, level,
    parse_move_time,
};
use crate::t;
use poise::serenity_prelude::{self as serenity, AutocompleteChoice};

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

/// Challenge someone to a game, anyone here (no user), or the bot itself.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play (leave empty: anyone here may accept)"] user: Option<serenity::User>,
    #[description = "Rules preset (default zamma)"]
    #[autocomplete = "ac_preset"]
    preset: Option<String>,
    #[description = "Option overrides, e.g. landing=behind count=on"] options: Option<String>,
    #[description = "Rated (default) or casual"] rated: Option<bool>,
    #[description = "Your colour (default random)"] colour: Option<Colour>,
    #[description = "Time per move, e.g. 30m, 12h, 3d (default 24h)"] time: Option<String>,
    #[description = "For a challenge to anyone: the lowest rating that may accept"]
    #[rename = "min-rating"]
    #[min = 0]
    #[max = 4000]
    min_rating: Option<i32>,
    #[description = "For a challenge to anyone: the highest rating that may accept"]
    #[rename = "max-rating"]
    #[min = 0]
    #[max = 4000]
    max_rating: Option<i32>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place(ctx);
    let rules = rules_spec(preset.as_deref(), options.as_deref())?;
    let move_time = time.as_deref().map(parse_move_time).transpose()?;
    let colour = colour.map(ColourChoice::from).unwrap_or_default();
    if user.as_ref().is_some_and(|u| u.id.get() == data.me.id.get()) {
        let req = ComputerGameRequest { rules, colour, move_time, ..Default::default() };
        return start_computer_game(ctx, place, req).await;
    }
    let req = ChallengeRequest { rules, rated: rated.unwrap_or(true), colour, move_time, start: None };
    let c = match user {
        Some(user) => data.service.challenge(place, &author(ctx), &user_of(&user), &req).await?,
        None => {
            let range = RatingRange { min: min_rating, max: max_rating };
            data.service.challenge_anyone(place, &author(ctx), &req, range).await?
        }
    };
    ctx.send(views::challenge_post(&c, langs(ctx).await.here).reply()).await?;
    super::learn::suggest_course(ctx).await;
    Ok(())
}

/// Play the computer (never rated).
#[poise::command(slash_command, rename = "play-ai")]
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
    let place = place(ctx);
    let req = ComputerGameRequest {
        rules: rules_spec(preset.as_deref(), options.as_deref())?,
        level: level.map(self::level).transpose()?.unwrap_or_default(),
        colour: colour.map(ColourChoice::from).unwrap_or_default(),
        move_time: None,
    };
    start_computer_game(ctx, place, req).await
}

async fn start_computer_game(ctx: Context<'_>, place: Place, req: ComputerGameRequest) -> Result<(), Error> {
    let data = ctx.data();
    let view = data.service.start_computer_game(place, &author(ctx), &data.me, &req).await?;
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let headline = t!(here, "headline-computer", name = author(ctx).name, level = req.level.number());
    let post = views::game_post(&view, Some(headline), None, here, here_theme).await?;
    ctx.send(post.reply()).await?;
    after_turn(&data.poster, &data.service, &view, here, here_theme, via(ctx).await);
    super::learn::suggest_course(ctx).await;
    Ok(())
}

/// Lower-case, separators removed: `C3 x E5` → `c3e5`.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() && *c != 'x' && *c != 'X')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

async fn ac_move(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let user = UserId(ctx.author().id.get());
    let place = place(ctx);
    let named = game_option(ctx).map(GameId);
    let Ok(view) = ctx.data().service.find_game(user, place, named).await else { return Vec::new() };
    if !view.is_active() || view.to_move().id != user {
        return Vec::new();
    }
    let wanted = squash(&partial.chars().take(100).collect::<String>());
    let me = langs(ctx).await.me;
    let (position, rules) = (view.game.position(), view.game.rules());
    let moves = view.game.legal_moves();
    moves
        .iter()
        .map(|m| (m, m.to_string()))
        .filter(|(_, text)| squash(text).starts_with(&wanted))
        .filter_map(|(m, text)| {
            // A choice's value is at most 100 characters: a longer capture
            // chain is sent as its shortest text, which the parser reads
            // back as that move (its start and end points when no other
            // legal move joins them), or left out.
            let value = if text.chars().count() <= 100 {
                text.clone()
            } else {
                Some(crate::rules::shortest_text(position, rules, moves, m)).filter(|s| s.chars().count() <= 100)?
            };
            let label = match m.capture_count() {
                0 => text,
                n => t!(me, "autocomplete-move-takes", turn = text.as_str(), taken = n),
            };
            Some(AutocompleteChoice::new(views::cut(label, 100), value))
        })
        .take(MAX_CHOICES)
        .collect()
}

/// Play a move in your game here.
#[poise::command(slash_command, rename = "move")]
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
    let seat = seat(ctx, game).await?;
    let report = data.service.play(&seat, TurnInput::Text(&text), None).await?;
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let headline = t!(here, "headline-played", name = seat.user().name.as_str(), turn = report.turn.to_string());
    let post = views::game_post(&report.view, Some(headline), report.end.as_ref(), here, here_theme).await?;
    ctx.send(post.reply()).await?;
    after_turn(&data.poster, &data.service, &report.view, here, here_theme, via(ctx).await);
    Ok(())
}

/// Show the board of a game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let view = resolve(ctx, game).await?;
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let post = views::game_post(&view, None, None, here, here_theme).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Resign a game.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let (view, end) = data.service.resign(&seat(ctx, game).await?).await?;
    let Langs { here, here_theme, .. } = langs(ctx).await;
    let headline = t!(here, "headline-resigned", name = author(ctx).name);
    let post = views::game_post(&view, Some(headline), Some(&end), here, here_theme).await?;
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
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Offer (or accept an offer), or decline"] answer: Option<DrawAnswer>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let seat = seat(ctx, game).await?;
    let report = match answer.unwrap_or(DrawAnswer::Offer) {
        DrawAnswer::Offer => data.service.offer_draw(&seat).await?,
        DrawAnswer::Decline => data.service.answer_draw(&seat, false).await?,
    };
    let Langs { here, here_theme, .. } = langs(ctx).await;
    ctx.send(views::draw_post(&report, here, here_theme).await?.reply()).await?;
    Ok(())
}

/// Abort a game: a player before both sides have moved, or a server admin.
#[poise::command(slash_command)]
pub async fn abort(
    ctx: Context<'_>,
    #[description = "Which game (default: yours here)"]
    #[autocomplete = "ac_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let end = if is_admin(ctx) {
        data.service.admin_abort(&author(ctx), place(ctx), game.map(GameId)).await?
    } else {
        data.service.abort(&seat(ctx, game).await?).await?
    };
    ctx.send(Post::text(i18n::end_text(langs(ctx).await.here, &end)).reply()).await?;
    Ok(())
}
