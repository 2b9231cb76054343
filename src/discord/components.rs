//! Buttons and select menus. The custom id says what to do and to which
//! game; who pressed comes from the interaction; everything else from the
//! database. A press by someone who may not act gets an ephemeral sentence.

use super::commands::{draw_post, user_of};
use super::ids::Action;
use super::views::{self, Post, mention};
use super::{Data, Error, computer_replies, computer_to_move};
use crate::render::{self, RenderOptions};
use crate::rules::{Kind, Square};
use crate::service::{GameStatus, GameView, ServiceError, User};
use poise::serenity_prelude::{
    self as serenity, AutoArchiveDuration, ButtonStyle, ChannelId, ComponentInteraction, ComponentInteractionDataKind,
    CreateActionRow, CreateButton, CreateInteractionResponse, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, CreateThread,
};
use std::collections::BTreeMap;

/// Discord shows at most 25 options in a select menu.
const MAX_OPTIONS: usize = 25;

pub async fn handle(ctx: &serenity::Context, data: &Data, press: &ComponentInteraction) {
    let Some(action) = Action::parse(&press.data.custom_id) else {
        return;
    };
    if let Err(e) = act(ctx, data, press, action).await {
        if e.is_fault() {
            tracing::error!(custom_id = %press.data.custom_id, error = %e, "button failed");
        }
        let text = e.user_text();
        let reply = CreateInteractionResponse::Message(Post::ephemeral(text.clone()).response());
        if press.create_response(&ctx.http, reply).await.is_err() {
            // Already answered: say it in a follow-up instead.
            let _ = press.create_followup(&ctx.http, Post::ephemeral(text).followup()).await;
        }
    }
}

fn selected(press: &ComponentInteraction) -> Option<&str> {
    match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    }
}

async fn respond(ctx: &serenity::Context, press: &ComponentInteraction, post: Post, update: bool) -> Result<(), Error> {
    let message = post.response();
    let response = if update {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message)
    };
    press.create_response(&ctx.http, response).await?;
    Ok(())
}

async fn act(ctx: &serenity::Context, data: &Data, press: &ComponentInteraction, action: Action) -> Result<(), Error> {
    let service = &data.service;
    let user = user_of(&press.user);
    let guild = press.guild_id.map(|g| g.get());
    match action {
        Action::AcceptChallenge(id) => {
            challenge_in_guild(data, id, guild).await?;
            accept(ctx, data, press, id, &user).await
        }
        Action::DeclineChallenge(id) => {
            challenge_in_guild(data, id, guild).await?;
            let c = service.decline(id, &user).await?;
            let mut post = views::challenge_post(&c);
            post.content = Some(format!("{} declined the challenge.", mention(user.id)));
            respond(ctx, press, post, true).await
        }
        Action::CancelChallenge(id) => {
            challenge_in_guild(data, id, guild).await?;
            let c = service.cancel(id, &user).await?;
            let mut post = views::challenge_post(&c);
            post.content = Some(format!("{} withdrew the challenge.", mention(user.id)));
            respond(ctx, press, post, true).await
        }
        Action::Move(id) => {
            let view = own_turn(data, id, &user, guild, None).await?;
            respond(ctx, press, move_menu(&view, None).await?, false).await
        }
        Action::PickPiece(id, ply) => {
            let view = own_turn(data, id, &user, guild, Some(ply)).await?;
            let from = selected(press)
                .and_then(|s| s.parse::<u8>().ok())
                .filter(|&i| view.game.legal_moves().iter().any(|m| m.from().index() == i))
                .map(Square::from_index)
                .ok_or_else(|| Error::refused("That piece cannot move now; pick another, or press Move again."))?;
            respond(ctx, press, move_menu(&view, Some(from)).await?, true).await
        }
        Action::PickMove(id, ply) => {
            let view = own_turn(data, id, &user, guild, Some(ply)).await?;
            let mv = selected(press)
                .and_then(|s| s.parse::<usize>().ok())
                .and_then(|i| view.game.legal_moves().get(i).copied())
                .ok_or_else(|| Error::refused("That move is not available any more; press Move again."))?;
            let report = service.play(id, &user, &mv.to_string(), Some(ply)).await?;
            respond(ctx, press, Post::ephemeral(format!("You played `{}`.", report.turn)), true).await?;
            let headline = format!("{} played {}", user.name, report.turn);
            let post = views::game_post(&report.view, data.me.id, Some(headline), report.end.as_ref()).await?;
            press.create_followup(&ctx.http, post.followup()).await?;
            if computer_to_move(&report.view, &data.me) {
                computer_replies(ctx.http.clone(), service.clone(), data.me.clone(), id);
            }
            Ok(())
        }
        Action::Draw(id) => {
            let view = in_guild(data, id, guild).await?;
            let report = match view.draw_offer {
                Some(by) if by != user.id => service.answer_draw(id, &user, true).await?,
                _ => service.offer_draw(id, &user).await?,
            };
            respond(ctx, press, draw_post(&report, data.me.id).await?, false).await
        }
        Action::DeclineDraw(id) => {
            in_guild(data, id, guild).await?;
            let report = service.answer_draw(id, &user, false).await?;
            respond(ctx, press, draw_post(&report, data.me.id).await?, false).await
        }
        Action::Resign(id) => {
            let view = in_guild(data, id, guild).await?;
            if view.color_of(user.id).is_none() {
                return Err(ServiceError::NotAPlayer.into());
            }
            if view.status != GameStatus::Active {
                return Err(Error::refused(format!("Game #{id} is already over.")));
            }
            let confirm = vec![CreateActionRow::Buttons(vec![
                CreateButton::new(Action::ConfirmResign(id).to_string())
                    .label("Yes, resign")
                    .style(ButtonStyle::Danger),
            ])];
            let post = Post::ephemeral(format!(
                "Do you really want to resign game #{id}? It counts as a loss. (Dismiss this message to play on.)"
            ))
            .with_components(confirm);
            respond(ctx, press, post, false).await
        }
        Action::ConfirmResign(id) => {
            in_guild(data, id, guild).await?;
            let (view, end) = service.resign(id, &user).await?;
            respond(ctx, press, Post::ephemeral(format!("You resigned game #{id}.")), true).await?;
            let post = views::game_post(&view, data.me.id, Some(format!("{} resigned", user.name)), Some(&end)).await?;
            press.create_followup(&ctx.http, post.followup()).await?;
            Ok(())
        }
        Action::Leaderboard { global, page } => {
            let scope = if global { None } else { Some(guild.ok_or_else(|| Error::refused("Use this in a server."))?) };
            let page = service.leaderboard(scope, page).await?;
            respond(ctx, press, views::leaderboard_post(&page, global), true).await
        }
    }
}

async fn accept(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    id: i64,
    user: &User,
) -> Result<(), Error> {
    let service = &data.service;
    let mut view = service.accept(id, user).await?;
    let threads = service.guild_settings(view.place.guild).await.map(|s| s.game_threads).unwrap_or(false);
    let headline = format!("{} accepted the challenge", user.name);
    if threads {
        let name = views::cut(format!("Game #{}: {} vs {}", view.id, view.black.name, view.white.name), 100);
        let thread = ChannelId::new(view.place.channel)
            .create_thread_from_message(
                &ctx.http,
                press.message.id,
                CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
            .await;
        match thread {
            Ok(thread) => {
                service.move_to_channel(view.id, thread.id.get()).await?;
                view.place.channel = thread.id.get();
                let c = service.challenge_by_id(id).await?;
                let mut note = views::challenge_post(&c);
                note.content = Some(format!("Game #{} is on in {}.", view.id, thread.id.mention_text()));
                respond(ctx, press, note, true).await?;
                let post = views::game_post(&view, data.me.id, Some(headline), None).await?;
                thread.id.send_message(&ctx.http, post.message()).await?;
                return Ok(());
            }
            Err(e) => {
                tracing::warn!(game = view.id, error = %e, "could not open a game thread; playing in the channel")
            }
        }
    }
    respond(ctx, press, views::game_post(&view, data.me.id, Some(headline), None).await?, true).await
}

trait MentionText {
    fn mention_text(&self) -> String;
}

impl MentionText for ChannelId {
    fn mention_text(&self) -> String {
        format!("<#{}>", self.get())
    }
}

/// A challenge of this guild (a button from elsewhere names none here).
async fn challenge_in_guild(data: &Data, id: i64, guild: Option<u64>) -> Result<(), Error> {
    let c = data.service.challenge_by_id(id).await?;
    if guild != Some(c.place.guild) {
        return Err(ServiceError::NoSuchChallenge.into());
    }
    Ok(())
}

/// A game of this guild (a button from elsewhere names no game here).
async fn in_guild(data: &Data, id: i64, guild: Option<u64>) -> Result<GameView, Error> {
    let view = data.service.game(id).await?;
    if guild != Some(view.place.guild) {
        return Err(ServiceError::NoSuchGame.into());
    }
    Ok(view)
}

/// A running game of this guild in which it is `user`'s turn (still at
/// `ply`, for a menu made at that ply).
async fn own_turn(data: &Data, id: i64, user: &User, guild: Option<u64>, ply: Option<i32>) -> Result<GameView, Error> {
    let view = in_guild(data, id, guild).await?;
    if view.color_of(user.id).is_none() {
        return Err(ServiceError::NotAPlayer.into());
    }
    if let Some(outcome) = view.game.outcome() {
        return Err(ServiceError::over(outcome).into());
    }
    if view.status != GameStatus::Active {
        return Err(Error::refused(format!("Game #{id} is over.")));
    }
    if ply.is_some_and(|p| p != view.ply() as i32) {
        return Err(ServiceError::PositionChanged.into());
    }
    if view.to_move().id != user.id {
        return Err(ServiceError::NotYourTurn { name: view.to_move().name.clone() }.into());
    }
    Ok(view)
}

/// The ephemeral move menu: pick a piece, then one of its moves. The board
/// shows the picked piece and where it can go.
async fn move_menu(view: &GameView, from: Option<Square>) -> Result<Post, Error> {
    let game = &view.game;
    let position = game.position();
    let ply = view.ply() as i32;
    let mut by_piece: BTreeMap<u8, (u32, u32)> = BTreeMap::new();
    for m in game.legal_moves() {
        let e = by_piece.entry(m.from().index()).or_default();
        e.0 += 1;
        e.1 = e.1.max(m.capture_count());
    }
    let pieces: Vec<CreateSelectMenuOption> = by_piece
        .iter()
        .take(MAX_OPTIONS)
        .map(|(&i, &(moves, takes))| {
            let sq = Square::from_index(i);
            let kind = match position.piece_at(sq).map(|p| p.kind) {
                Some(Kind::Mullah) => "mullah",
                _ => "man",
            };
            let mut label = format!("{sq} · {kind} · {moves} move{}", if moves == 1 { "" } else { "s" });
            if takes > 0 {
                label.push_str(&format!(" · takes {takes}"));
            }
            CreateSelectMenuOption::new(label, i.to_string()).default_selection(Some(sq) == from)
        })
        .collect();
    let mut rows = vec![CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            Action::PickPiece(view.id, ply).to_string(),
            CreateSelectMenuKind::String { options: pieces },
        )
        .placeholder("Pick a piece to move"),
    )];
    let mut options = RenderOptions::for_game(game, views::orientation(view));
    let mut text = format!("Game #{}: pick the piece to move.", view.id);
    if let Some(from) = from {
        let moves: Vec<CreateSelectMenuOption> = game
            .legal_moves()
            .iter()
            .enumerate()
            .filter(|(_, m)| m.from() == from)
            .take(MAX_OPTIONS)
            .map(|(i, m)| {
                let mut label = views::cut(m.to_string(), 90);
                if m.capture_count() > 0 {
                    label.push_str(&format!(" · takes {}", m.capture_count()));
                }
                CreateSelectMenuOption::new(label, i.to_string())
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                Action::PickMove(view.id, ply).to_string(),
                CreateSelectMenuKind::String { options: moves },
            )
            .placeholder(format!("Pick the move of {from}")),
        ));
        options.selected = Some(from);
        options.destinations = render::destinations(position, game.rules(), from);
        text = format!("Game #{}: pick the move of {from} (dots mark where it can go).", view.id);
    }
    if game.huffable().nonempty() {
        text.push_str(" To huff a piece first, use `/move` with e.g. `huff d4, c3-c4`.");
    }
    if by_piece.len() > MAX_OPTIONS {
        text.push_str(" Not every piece fits in the menu; use `/move` for the others.");
    }
    let file = views::board(view, options).await?;
    Ok(Post { content: Some(text), files: vec![file], components: rows, ephemeral: true, ..Post::default() })
}
