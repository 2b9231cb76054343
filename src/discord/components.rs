//! Buttons and select menus. The custom id says what to do and to which
//! game; who pressed and where comes from the interaction; everything else
//! from the service, which makes every check. A press by someone who may not
//! act gets an ephemeral sentence.

use super::announce::{Via, after_turn, game_threads};
use super::commands::{answer_with_review, user_of};
use super::ids::{Action, ReviewPage, parse_menu_value};
use super::lang::Langs;
use super::views::{self, Post, mention};
use super::{Data, Error};
use crate::i18n::{Lang, Msg};
use crate::render::{Orientation, Theme};
use crate::rules::{Color, Square, Turn};
use crate::service::{ChallengeId, GameId, Place, Rematch, ServiceError, TurnInput, User, UserId};
use crate::t;
use poise::serenity_prelude::{
    self as serenity, ButtonStyle, ChannelId, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow,
    CreateButton, CreateInteractionResponse, CreateInteractionResponseMessage,
};
use std::cell::Cell;

pub async fn handle(ctx: &serenity::Context, data: &Data, press: &ComponentInteraction) {
    let Some(action) = Action::parse(&press.data.custom_id) else {
        return;
    };
    let guild = press.guild_id.map(|g| g.get());
    let langs = Langs::of(
        &data.service,
        &data.locales,
        UserId(press.user.id.get()),
        guild,
        &press.locale,
        press.guild_locale.as_deref(),
    )
    .await;
    let (result, answered) = ANSWERED
        .scope(Cell::new(false), async { (act(ctx, data, press, action, langs).await, ANSWERED.with(Cell::get)) })
        .await;
    if let Err(e) = result {
        if e.is_fault() {
            tracing::error!(custom_id = %press.data.custom_id, error = %e, "button failed");
        }
        let text = e.user_text(langs.me);
        if answered {
            // Discord refuses a second answer (40060): say it in a follow-up.
            let _ = press.create_followup(&ctx.http, Post::ephemeral(text).followup()).await;
        } else {
            let reply = CreateInteractionResponse::Message(Post::ephemeral(text).response());
            let _ = press.create_response(&ctx.http, reply).await;
        }
    }
    let person = UserId(press.user.id.get());
    let me = std::future::ready(langs.me);
    super::announce::tell_missed(&ctx.http, &data.service, &press.token, person, me).await;
}

tokio::task_local! {
    /// Whether the press being handled has been answered (an interaction
    /// takes exactly one answer; what follows goes in follow-ups).
    static ANSWERED: Cell<bool>;
}

/// Note that the press being handled has been answered.
fn mark_answered() {
    let _ = ANSWERED.try_with(|a| a.set(true));
}

/// The piece picked in a personal board's menu of pieces.
fn picked_piece(press: &ComponentInteraction) -> Result<Square, Error> {
    selected(press)
        .and_then(|v| v.parse::<u8>().ok())
        .filter(|&i| i < 100)
        .map(Square::from_index)
        .ok_or_else(|| Error::refused(Msg::new("refusal-piece-cannot-move")))
}

fn selected(press: &ComponentInteraction) -> Option<&str> {
    match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    }
}

async fn respond(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    mut post: Post,
    update: bool,
) -> Result<(), Error> {
    // An update edits the message the button is on, which stays as it was
    // (ephemeral or not): Discord honours the ephemeral flag only on new messages.
    post.ephemeral &= !update;
    let message = post.response();
    let response = if update {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message)
    };
    press.create_response(&ctx.http, response).await?;
    mark_answered();
    Ok(())
}

/// The press, as the way to answer the player where the bot may not post.
fn via(ctx: &serenity::Context, press: &ComponentInteraction, me: Lang) -> Via {
    Via::new(ctx.http.clone(), &press.token, press.app_permissions, press.channel.as_ref(), me)
}

/// Where the button was pressed.
fn place(press: &ComponentInteraction) -> Place {
    super::reach::place_of(press.guild_id, press.channel_id, press.context, &press.authorizing_integration_owners)
}

async fn act(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    action: Action,
    Langs { me, here, me_theme, here_theme }: Langs,
) -> Result<(), Error> {
    let service = &data.service;
    let user = user_of(&press.user);
    match action {
        Action::AcceptChallenge(id) => accept(ctx, data, press, id, &user, here, here_theme).await,
        Action::DeclineChallenge(id) | Action::CancelChallenge(id) => {
            service.challenge_in(id, place(press)).await?;
            let (c, what) = if matches!(action, Action::DeclineChallenge(_)) {
                (service.decline(id, &user).await?, "challenge-declined-by")
            } else {
                (service.cancel(id, &user).await?, "challenge-withdrawn-by")
            };
            let mut post = views::challenge_post(&c, here);
            post.content = Some(t!(here, what, player = mention(user.id)));
            respond(ctx, press, post, true).await
        }
        Action::Move(id) => {
            let view = service.own_turn(&user, place(press), id, None).await?.into_view();
            respond(ctx, press, views::move_menu(&view, None, None, me, me_theme).await?, false).await
        }
        Action::Vote(id) => {
            let view = service.voting(user.id, place(press), id, None).await?.game;
            respond(ctx, press, views::move_menu(&view, None, None, me, me_theme).await?, false).await
        }
        Action::JoinTeam(id, side) => {
            let team = service.find_team_game(user.id, place(press), Some(id)).await?;
            let roles = press.member.iter().flat_map(|m| m.roles.iter().map(|r| r.get())).collect();
            let joining = (press.guild_id.map(|g| g.get()), roles);
            let text = super::commands::join_side(data, &ctx.http, &team, &user, side, false, joining, me).await?;
            respond(ctx, press, Post::ephemeral(text), false).await
        }
        Action::PickHuff(id, ply) => {
            let view = menu_turn(service, &user, place(press), id, ply).await?.into_view();
            let huff = match selected(press) {
                Some("-") => None,
                value => {
                    let at = value
                        .and_then(|v| v.parse::<u8>().ok())
                        .map(Square::from_index)
                        .ok_or_else(|| Error::refused(Msg::new("refusal-move-gone")))?;
                    // Why this piece may not be huffed, if it may not.
                    view.game.moves_after_huff(at).map_err(ServiceError::from)?;
                    Some(at)
                }
            };
            respond(ctx, press, views::move_menu(&view, huff, None, me, me_theme).await?, true).await
        }
        Action::PickPiece(id, ply) => {
            let view = menu_turn(service, &user, place(press), id, ply).await?.into_view();
            let (huff, from) = selected(press)
                .and_then(parse_menu_value)
                .and_then(|(huff, i)| {
                    let from = u8::try_from(i).ok()?;
                    let moves = views::menu_moves(&view.game, huff)?;
                    moves.iter().any(|m| m.from().index() == from).then_some((huff, Square::from_index(from)))
                })
                .ok_or_else(|| Error::refused(Msg::new("refusal-piece-cannot-move")))?;
            respond(ctx, press, views::move_menu(&view, huff, Some(from), me, me_theme).await?, true).await
        }
        Action::PickMove(id, ply) => {
            let seat = match menu_turn(service, &user, place(press), id, ply).await? {
                MenuTurn::Own(seat) => seat,
                MenuTurn::Vote(team) => {
                    let (huff, mv) = selected(press)
                        .and_then(parse_menu_value)
                        .and_then(|(huff, i)| Some((huff, *views::menu_moves(&team.game.game, huff)?.get(i)?)))
                        .ok_or_else(|| Error::refused(Msg::new("refusal-move-gone")))?;
                    let turn = Turn { huff, mv }.to_string();
                    let report = service.vote(id, &user, &turn, Some(ply)).await?;
                    respond(ctx, press, Post::ephemeral(views::voted_text(&report, me)), true).await?;
                    super::commands::tell_side(data, &report, user.id, press.id.get(), here).await;
                    return Ok(());
                }
            };
            let (huff, mv) = selected(press)
                .and_then(parse_menu_value)
                .and_then(|(huff, i)| Some((huff, *views::menu_moves(&seat.view().game, huff)?.get(i)?)))
                .ok_or_else(|| Error::refused(Msg::new("refusal-move-gone")))?;
            let report = service.play(&seat, TurnInput::Turn(Turn { huff, mv }), Some(ply)).await?;
            let turn = report.turn.to_string();
            respond(ctx, press, Post::ephemeral(t!(me, "menu-played", turn = turn.as_str())), true).await?;
            let headline = t!(here, "headline-played", name = user.name.as_str(), turn = turn);
            let post = views::game_post(&report.view, Some(headline), report.end.as_ref(), here, here_theme).await?;
            press.create_followup(&ctx.http, post.followup()).await?;
            after_turn(&data.poster, service, &report.view, here, here_theme, Some(via(ctx, press, me)));
            Ok(())
        }
        Action::Draw(id) => {
            let seat = service.seat(&user, place(press), Some(id)).await?;
            // Offering accepts the opponent's open offer, if there is one.
            let report = service.offer_draw(&seat).await?;
            respond(ctx, press, views::draw_post(&report, here, here_theme).await?, false).await
        }
        Action::DeclineDraw(id) => {
            let seat = service.seat(&user, place(press), Some(id)).await?;
            let report = service.answer_draw(&seat, false).await?;
            respond(ctx, press, views::draw_post(&report, here, here_theme).await?, false).await
        }
        Action::Takeback(id) | Action::AcceptTakeback(id) | Action::DeclineTakeback(id) => {
            let seat = service.seat(&user, place(press), Some(id)).await?;
            let report = match action {
                Action::Takeback(_) => service.ask_takeback(&seat).await?,
                answer => service.answer_takeback(&seat, matches!(answer, Action::AcceptTakeback(_))).await?,
            };
            respond(ctx, press, views::takeback_post(&report, here, here_theme).await?, false).await
        }
        Action::Resign(id) => {
            service.playing(&user, place(press), id).await?;
            let confirm = vec![CreateActionRow::Buttons(vec![
                CreateButton::new(Action::ConfirmResign(id).to_string())
                    .label(t!(me, "button-confirm-resign"))
                    .style(ButtonStyle::Danger),
            ])];
            let post = Post::ephemeral(t!(me, "resign-confirm", game = id.0)).with_components(confirm);
            respond(ctx, press, post, false).await
        }
        Action::ConfirmResign(id) => {
            let seat = service.seat(&user, place(press), Some(id)).await?;
            let (view, end) = service.resign(&seat).await?;
            respond(ctx, press, Post::ephemeral(t!(me, "resign-done", game = id.0)), true).await?;
            let headline = t!(here, "headline-resigned", name = user.name.as_str());
            let post = views::game_post(&view, Some(headline), Some(&end), here, here_theme).await?;
            press.create_followup(&ctx.http, post.followup()).await?;
            Ok(())
        }
        Action::Leaderboard { global, page } => {
            let scope = match (global, press.guild_id) {
                (true, _) => None,
                (false, Some(g)) => Some(g.get()),
                (false, None) => return Err(Error::refused(Msg::new("refusal-servers-only"))),
            };
            let page = service.leaderboard(scope, page).await?;
            respond(ctx, press, views::leaderboard_post(&page, global, here), true).await
        }
        Action::Review(id) => {
            service.reviewable(user.id, place(press), id).await?;
            // A review may take seconds: acknowledge with a public answer
            // to come, which shows the progress and then the review.
            let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
            press.create_response(&ctx.http, defer).await?;
            mark_answered();
            answer_with_review(&ctx.http, service, &press.token, id, user.id, here, here_theme).await
        }
        Action::JoinTournament(id) | Action::LeaveTournament(id) => {
            // Only this server's tournament (a copied button from elsewhere is "no such tournament").
            service.find_tournament(place(press), Some(id)).await?;
            let joining = matches!(action, Action::JoinTournament(_));
            let view = if joining {
                service.join_tournament(id, &user).await?
            } else {
                service.leave_tournament(id, &user).await?
            };
            use crate::service::TournamentEntry::{Joined, Left};
            let text = crate::i18n::entry_text(here, if joining { Joined } else { Left }, &user.name, &view);
            respond(ctx, press, views::tournament_post(&view, Some(text), here), true).await
        }
        Action::LearnPiece(played) => {
            let view = service.learn_current(user.id).await?;
            if view.played as i32 != played {
                return Err(ServiceError::PositionChanged.into());
            }
            let piece = picked_piece(press)?;
            respond(ctx, press, views::learn_post(&view, None, Some(piece), me, me_theme).await?, true).await
        }
        Action::LearnTurn(played) => {
            let view = service.learn_current(user.id).await?;
            let turns = view.game.legal_turns();
            let turn = selected(press)
                .and_then(|v| v.parse::<usize>().ok())
                .and_then(|i| turns.get(i).copied())
                .ok_or_else(|| Error::refused(Msg::new("refusal-move-gone")))?;
            let result = service.learn_turn(&user, TurnInput::Turn(turn), Some(played.max(0) as u32)).await?;
            respond(ctx, press, views::learn_result_post(&result, me, me_theme).await?, true).await
        }
        Action::LearnHint => {
            let view = service.learn_current(user.id).await?;
            let hint = crate::i18n::level_hint(me, view.place);
            respond(ctx, press, Post::ephemeral(hint), false).await
        }
        Action::LearnRestart => {
            let id = match service.learn_current(user.id).await {
                Ok(view) => view.place.level.id.clone(),
                // The level just ended: the one this message showed is the
                // one the learner last played; go on from where they are.
                Err(ServiceError::NoLevel) => service.learn_progress(user.id).await?.next.level.id.clone(),
                Err(e) => return Err(e.into()),
            };
            let view = service.learn_start(&user, Some(&id)).await?;
            respond(ctx, press, views::learn_post(&view, None, None, me, me_theme).await?, true).await
        }
        Action::LearnNext => {
            let view = service.learn_start(&user, None).await?;
            respond(ctx, press, views::learn_post(&view, None, None, me, me_theme).await?, true).await
        }
        Action::LearnBoard => respond(ctx, press, super::web::learn_link_post(data, user.id, me), false).await,
        Action::LearnStages => {
            let progress = service.learn_progress(user.id).await?;
            respond(ctx, press, views::progress_post(&progress, me), true).await
        }
        Action::PlayComputer(level) => {
            let level = crate::service::Level::new(level).map_err(|_| ServiceError::BadLevel { level })?;
            let req = crate::service::ComputerGameRequest { level, ..Default::default() };
            let view = service.start_computer_game(place(press), &user, &data.me, &req).await?;
            let headline = t!(here, "headline-computer", name = user.name.as_str(), level = level.number());
            let post = views::game_post(&view, Some(headline), None, here, here_theme).await?;
            respond(ctx, press, post, false).await?;
            after_turn(&data.poster, service, &view, here, here_theme, Some(via(ctx, press, me)));
            Ok(())
        }
        Action::CancelSeek(request) => {
            let cancelled = service.cancel_seek(user.id, Some(request)).await?;
            let post = match service.seek_state(user.id, request).await {
                Ok(crate::service::SeekState::Paired(game)) => views::paired_post(&game, user.id, me),
                _ if cancelled => Post::ephemeral(t!(me, "seek-cancelled")),
                _ => Post::ephemeral(t!(me, "seek-nothing-to-cancel")),
            };
            respond(ctx, press, post, true).await
        }
        Action::TakeSeek => {
            let seek = selected(press).and_then(|v| v.parse::<i64>().ok()).ok_or(ServiceError::SeekGone)?;
            let here_place = place(press);
            let paired = service.take_seek(here_place, &user, seek).await?;
            let view = &paired.game;
            let headline = crate::i18n::quick_start_text(here, &paired.game);
            let mut post = views::game_post(view, Some(headline), None, here, here_theme).await?;
            views::ping_mover_in(&mut post, view, here_place, here);
            respond(ctx, press, post, false).await?;
            let (poster, service, locales, http) =
                (data.poster.clone(), service.clone(), data.locales.clone(), ctx.http.clone());
            tokio::spawn(async move {
                let answered = Some(here_place.channel);
                super::seek::start_in_places(&poster, &http, &service, &locales, &paired, answered).await;
            });
            Ok(())
        }
        Action::PuzzleNext => {
            let view = service.next_puzzle(&user, None).await?;
            respond(ctx, press, views::puzzle_post(&view, None, None, me, me_theme).await?, true).await
        }
        Action::PuzzlePiece(attempt, step) => {
            let view = service.puzzle_in_progress(user.id).await?;
            if view.attempt != attempt || view.step as i32 != step {
                return Err(ServiceError::PositionChanged.into());
            }
            let piece = picked_piece(press)?;
            respond(ctx, press, views::puzzle_post(&view, None, Some(piece), me, me_theme).await?, true).await
        }
        Action::PuzzleTurn(attempt, step) => {
            let view = service.puzzle_in_progress(user.id).await?;
            let turns = view.game.legal_turns();
            let turn = selected(press)
                .and_then(|v| v.parse::<usize>().ok())
                .and_then(|i| turns.get(i).copied())
                .ok_or_else(|| Error::refused(Msg::new("refusal-move-gone")))?;
            let result = service.puzzle_turn(&user, attempt, TurnInput::Turn(turn), Some(step as usize)).await?;
            let analyse = |game: &_| super::web::analysis_url(data, user.id, me, game);
            respond(ctx, press, views::puzzle_result_post(&result, analyse, me, me_theme).await?, true).await
        }
        Action::Rematch(id) => {
            let seat = service.seat(&user, place(press), Some(id)).await?;
            match service.rematch(&seat).await? {
                Rematch::Challenge(c) => respond(ctx, press, views::challenge_post(&c, here), false).await,
                Rematch::Game(view) => {
                    let level = view.ai_level.unwrap_or_default();
                    let headline = t!(here, "headline-computer", name = user.name.as_str(), level = level);
                    let post = views::game_post(&view, Some(headline), None, here, here_theme).await?;
                    respond(ctx, press, post, false).await?;
                    after_turn(&data.poster, service, &view, here, here_theme, Some(via(ctx, press, me)));
                    Ok(())
                }
            }
        }
        Action::Board(id) => {
            let view = service.find_game(user.id, place(press), Some(id)).await?;
            if data.activity && super::web::launch(&ctx.http, data, press, &view).await {
                mark_answered();
                return Ok(());
            }
            // Anyone may join a team game's side from its board: their own link.
            let team_game = crate::service::is_team(view.black.id);
            if team_game {
                service.register(&user).await?;
            }
            let plays = view.color_of(user.id).is_some() || team_game;
            respond(ctx, press, super::web::link_post(data, &view, user.id, plays, me), false).await
        }
        Action::BoardAt(id, ply) => {
            let view = service.find_game(user.id, place(press), Some(id)).await?;
            let ply = usize::try_from(ply).ok();
            let plays = view.color_of(user.id).is_some() || service.team_side_of(&view, user.id).await?.is_some();
            respond(ctx, press, super::web::link_post_at(data, &view, user.id, plays, me, ply), false).await
        }
        Action::ReviewPage { game, owner, page, .. } => {
            let langs = Langs { me, here, me_theme, here_theme };
            review_page(ctx, data, press, &user, (game, owner, page), langs).await
        }
    }
}

/// Whose turn a move menu is for: the presser's own, in a game they play,
/// or their side's, in a team game (the menu's last pick is their vote).
enum MenuTurn {
    Own(crate::service::Seat),
    Vote(crate::service::TeamView),
}

impl MenuTurn {
    fn into_view(self) -> crate::service::GameView {
        match self {
            MenuTurn::Own(seat) => seat.into_view(),
            MenuTurn::Vote(team) => team.game,
        }
    }
}

/// The turn a menu made at `ply` of game `id` is for (see [`MenuTurn`]).
async fn menu_turn(
    service: &crate::service::Service,
    user: &User,
    place: Place,
    id: GameId,
    ply: i32,
) -> Result<MenuTurn, Error> {
    match service.own_turn(user, place, id, Some(ply)).await {
        Ok(seat) => Ok(MenuTurn::Own(seat)),
        Err(ServiceError::NotAPlayer) => match service.voting(user.id, place, id, Some(ply)).await {
            Ok(team) => Ok(MenuTurn::Vote(team)),
            Err(ServiceError::NotATeamGame) => Err(ServiceError::NotAPlayer.into()),
            Err(e) => Err(e.into()),
        },
        Err(e) => Err(e.into()),
    }
}

/// Page `page` of game `game`'s review, whose message belongs to `owner`:
/// turned in place by the owner (or on an ephemeral copy), else shown to
/// the presser in their own ephemeral copy.
async fn review_page(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    user: &User,
    (game, owner, page): (GameId, Option<UserId>, ReviewPage),
    Langs { me, here, me_theme, here_theme }: Langs,
) -> Result<(), Error> {
    let service = &data.service;
    let view = service.find_game(user.id, place(press), Some(game)).await?;
    let review = service
        .stored_review(view)
        .await?
        .ok_or_else(|| Error::refused(Msg::new("refusal-review-not-kept").arg("game", game.0)))?;
    let in_place = owner.is_none_or(|o| o == user.id);
    let (lang, theme, owner) = match owner {
        Some(o) if o == user.id => (here, here_theme, owner),
        _ => (me, me_theme, None),
    };
    // From the presser's side when they played White.
    let side = review.view.color_of(user.id).unwrap_or(Color::Black);
    let turn = match page {
        ReviewPage::Turn(ply) => {
            views::review_turn_post(&review, ply as usize, lang, theme, Orientation::of(side), owner).await?
        }
        ReviewPage::Summary => None,
    };
    // A turn past the game's end (a damaged id) shows the summary.
    let mut post = turn.unwrap_or_else(|| views::review_post(&review, lang, theme, owner));
    post.ephemeral = !in_place;
    respond(ctx, press, post, in_place).await
}

async fn accept(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    id: ChallengeId,
    user: &User,
    here: Lang,
    theme: Theme,
) -> Result<(), Error> {
    let service = &data.service;
    service.challenge_in(id, place(press)).await?;
    let mut view = service.accept(id, user).await?;
    let threads = game_threads(service, view.place).await;
    let headline = t!(here, "headline-accepted", name = user.name.as_str());
    if !threads {
        // The challenge message says it was taken; the game is a new
        // message, so the first mover is notified (Discord does not notify
        // mentions added by editing a message).
        let c = service.challenge_by_id(id).await?;
        let mut note = views::challenge_post(&c, here);
        note.content = Some(t!(here, "challenge-accepted-below", player = mention(user.id), game = view.id.0));
        respond(ctx, press, note, true).await?;
        let post = views::game_post(&view, Some(headline), None, here, theme).await?;
        press.create_followup(&ctx.http, post.followup()).await?;
        return Ok(());
    }
    let view_id = view.id;
    // Acknowledge first: opening a thread and drawing the board must not
    // put Discord's 3-second window at risk. The challenge message is then
    // edited in place (deferred update) and the game posted in the thread.
    press.create_response(&ctx.http, serenity::CreateInteractionResponse::Acknowledge).await?;
    mark_answered();
    // Answered now: whatever fails from here is told in a follow-up, never
    // in a second answer (which Discord refuses).
    let rest = async {
        let thread = ChannelId::new(view.place.channel)
            .create_thread_from_message(&ctx.http, press.message.id, views::game_thread(&view, here))
            .await;
        match thread {
            Ok(thread) => {
                service.move_to_channel(view.id, thread.id.get()).await?;
                view.place.channel = thread.id.get();
                let c = service.challenge_by_id(id).await?;
                let mut note = views::challenge_post(&c, here);
                let at = format!("<#{}>", thread.id.get());
                note.content = Some(t!(here, "challenge-moved-to-thread", game = view.id.0, thread = at));
                press.edit_response(&ctx.http, note.edit()).await?;
                let post = views::game_post(&view, Some(headline), None, here, theme).await?;
                thread.id.send_message(&ctx.http, post.message()).await?;
            }
            Err(e) => {
                // Discord refused the thread (a permission is missing): the
                // game stays in the channel, announced as without threads.
                tracing::warn!(game = %view.id, error = %e, "could not open a game thread; playing in the channel");
                let c = service.challenge_by_id(id).await?;
                let mut note = views::challenge_post(&c, here);
                note.content = Some(t!(here, "challenge-accepted-below", player = mention(user.id), game = view.id.0));
                press.edit_response(&ctx.http, note.edit()).await?;
                let post = views::game_post(&view, Some(headline), None, here, theme).await?;
                press.create_followup(&ctx.http, post.followup()).await?;
            }
        }
        Ok::<(), Error>(())
    };
    if let Err(e) = rest.await {
        if e.is_fault() {
            tracing::error!(game = %view_id, error = %e, "accepting into a thread failed");
        }
        let _ = press.create_followup(&ctx.http, Post::ephemeral(e.user_text(here)).followup()).await;
    }
    Ok(())
}
