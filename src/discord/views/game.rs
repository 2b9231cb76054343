//! The game message (embed, board PNG, buttons), draw messages and the
//! ephemeral move menu.

use super::{ENDED, MAX_CONTENT, MAX_EMBED_DESCRIPTION, Post, RUNNING, cut, mention, pinged};
use crate::discord::error::Error;
use crate::discord::ids::Action;
use crate::discord::ids::menu_value;
use crate::i18n::{self, Lang};
use crate::render::{self, Orientation, RenderOptions, Theme};
use crate::rules::{Bitboard, Color, Game, Kind, Move, Position, Square};
use crate::service::{
    DrawReport, GameEnd, GameStatus, GameView, Place, PlayerCard, RatingChange, TakebackReport, is_team,
};
use crate::t;
use poise::serenity_prelude::{
    self as serenity, AutoArchiveDuration, ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Discord shows at most 25 options in a select menu.
const MAX_OPTIONS: usize = 25;

/// Which side a game's board is drawn from: the player to move at the
/// bottom while it runs, Black otherwise.
fn orientation(view: &GameView) -> Orientation {
    if view.is_active() { Orientation::of(view.game.position().turn()) } else { Orientation::of(Color::Black) }
}

fn board_name(view: &GameView) -> String {
    format!("game-{}-{}.png", view.id, view.ply())
}

/// A game's own thread ("Game #3: alice vs bob"), kept a week after its
/// last message.
pub fn game_thread(view: &GameView, lang: Lang) -> CreateThread<'static> {
    let (black, white) = (view.black.name.as_str(), view.white.name.as_str());
    let name = cut(t!(lang, "challenge-thread", game = view.id.0, black = black, white = white), 100);
    CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek)
}

/// Render the board of `view` (off the async threads), captioned and
/// described (alt text) in `lang`.
pub async fn board(view: &GameView, options: RenderOptions, lang: Lang) -> Result<CreateAttachment, Error> {
    board_of(view, *view.game.position(), options, lang).await
}

/// [`board`] with `position` drawn in place of the game's (a menu's
/// position after a huff).
async fn board_of(
    view: &GameView,
    position: Position,
    mut options: RenderOptions,
    lang: Lang,
) -> Result<CreateAttachment, Error> {
    let name = board_name(view);
    options.caption = Some(i18n::board_caption(lang, &view.game));
    let alt = i18n::board_alt(lang, view.id.0, &view.game);
    let png = tokio::task::spawn_blocking(move || render::board_png(&position, &options)).await?;
    Ok(CreateAttachment::bytes(png, name).description(alt))
}

/// The game message: who plays, whose turn, the last move, captures, the
/// board, and the game's buttons (disabled once it is over).
/// A game seen in two places, posted in `place`: its mover is pinged if
/// this is where they see it.
pub fn ping_mover_in(post: &mut Post, view: &GameView, place: Place, lang: Lang) {
    let mover = view.to_move();
    // A team is told in its side's thread, not pinged.
    if view.is_active() && !mover.bot && !is_team(mover.id) && view.place_of(mover.id).channel == place.channel {
        post.content = Some(t!(lang, "game-your-move", player = mention(mover.id), game = view.id.0));
        post.mentions = pinged([mover]);
    }
}

pub async fn game_post(
    view: &GameView,
    headline: Option<String>,
    end: Option<&GameEnd>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let options = RenderOptions { theme, ..RenderOptions::for_game(&view.game, orientation(view)) };
    let file = board(view, options, lang).await?;
    let image = format!("attachment://{}", board_name(view));
    let mut embed = game_embed(view, end, lang).image(image);
    if let Some(h) = &headline {
        embed = embed.author(serenity::CreateEmbedAuthor::new(cut(h.clone(), 256)));
    }
    let mover = view.to_move();
    let (content, mentions) = if view.is_active() && is_team(mover.id) {
        // A team is not pinged: its members are told in their side's thread.
        (Some(t!(lang, "team-turn", team = mover.name.as_str(), game = view.id.0)), Vec::new())
    } else if view.is_active() && !mover.bot && view.also.is_some() {
        // A game seen in two places pings its mover only where they see it
        // (see `ping_mover_in`).
        (Some(t!(lang, "game-their-move", player = mover.name.as_str(), game = view.id.0)), Vec::new())
    } else if view.is_active() && !mover.bot {
        (Some(t!(lang, "game-your-move", player = mention(mover.id), game = view.id.0)), pinged([mover]))
    } else if let Some(e) = end {
        (Some(cut(i18n::end_text(lang, e), MAX_CONTENT)), Vec::new())
    } else {
        (None, Vec::new())
    };
    Ok(Post {
        content,
        embeds: vec![embed],
        files: vec![file],
        components: game_buttons(view, lang),
        mentions,
        ephemeral: false,
    })
}

fn game_embed(view: &GameView, end: Option<&GameEnd>, lang: Lang) -> CreateEmbed {
    let game = &view.game;
    let mut d = String::new();
    for color in [Color::Black, Color::White] {
        let p = view.player(color);
        let (stone, colour, player) = (stone(color), i18n::colour(lang, color), mention(p.id));
        let line = match view.ai_level {
            _ if is_team(p.id) => t!(lang, "game-player-team", stone = stone, colour = colour, team = who(p)),
            Some(level) if p.bot => {
                t!(lang, "game-player-computer", stone = stone, colour = colour, player = player, level = level)
            }
            _ => t!(
                lang,
                "game-player",
                stone = stone,
                colour = colour,
                player = player,
                rating = i18n::rating(lang, p.rating, p.provisional)
            ),
        };
        let _ = writeln!(d, "{line}");
    }
    d.push('\n');
    let ply = view.ply();
    match view.status {
        GameStatus::Active => {
            let mover = view.to_move();
            let line = t!(
                lang,
                "game-to-move",
                number = ply / 2 + 1,
                player = who(mover),
                colour = i18n::colour(lang, game.position().turn()),
                deadline = super::when(lang, view.deadline)
            );
            let _ = writeln!(d, "{line}");
            let huff = game.huffable();
            if huff.nonempty() {
                let list: Vec<String> = huff.map(|s: Square| s.to_string()).collect();
                let line = t!(
                    lang,
                    "game-may-huff",
                    player = who(mover),
                    points = i18n::or_list(lang, &list),
                    first = list[0].clone()
                );
                let _ = writeln!(d, "{line}");
            }
            if let Some(by) = view.draw_offer.and_then(|by| view.card_of(by)) {
                let _ = writeln!(d, "{}", t!(lang, "game-draw-offered", player = who(by)));
            }
        }
        GameStatus::Aborted => {
            let _ = writeln!(d, "{}", t!(lang, "game-aborted", plies = ply));
        }
        GameStatus::Finished => {
            let result =
                game.outcome().map_or_else(|| t!(lang, "game-finished-plain"), |o| i18n::outcome_text(lang, o));
            let _ = writeln!(d, "{}", t!(lang, "game-finished", result = result, plies = ply));
        }
    }
    if let Some(last) = view.last_turn() {
        let taken = last.mv.capture_count();
        let line = match taken {
            0 => t!(lang, "game-last-move", turn = last.to_string()),
            n => t!(lang, "game-last-move-took", turn = last.to_string(), taken = n),
        };
        let _ = writeln!(d, "{line}");
    }
    let (b, w) = view.captures();
    let _ = writeln!(d, "{}", t!(lang, "game-captured", black = b, white = w));
    if let Some(end) = end
        && !end.rating_changes.is_empty()
    {
        d.push('\n');
        d.push_str(&rating_lines(&end.rating_changes, lang));
    }
    let kind = if is_team(view.black.id) {
        t!(lang, "game-kind-team")
    } else if view.ai_level.is_some() {
        t!(lang, "game-kind-computer")
    } else if view.rated {
        t!(lang, "game-kind-rated")
    } else {
        t!(lang, "game-kind-casual")
    };
    CreateEmbed::new()
        .title(t!(lang, "game-title", game = view.id.0, rules = cut(game.rules().to_string(), 200)))
        .description(cut(d, MAX_EMBED_DESCRIPTION))
        .colour(if view.status == GameStatus::Active { RUNNING } else { ENDED })
        .footer(CreateEmbedFooter::new(t!(
            lang,
            "game-footer",
            kind = kind,
            time = i18n::duration(lang, view.move_time)
        )))
}

/// The button that gives the presser a link to the game's web board
/// (once the game has ended, the analysis board: labelled Analyse).
pub(super) fn board_button(id: crate::service::GameId, lang: Lang) -> CreateButton {
    CreateButton::new(Action::Board(id).to_string()).label(t!(lang, "button-board")).style(ButtonStyle::Secondary)
}

fn analyse_button(id: crate::service::GameId, lang: Lang) -> CreateButton {
    CreateButton::new(Action::Board(id).to_string()).label(t!(lang, "button-analyse")).style(ButtonStyle::Secondary)
}

/// A player as the game message names them: a person mentioned, a team
/// by its name.
fn who(p: &PlayerCard) -> String {
    if is_team(p.id) { format!("**{}**", p.name) } else { mention(p.id) }
}

fn stone(color: Color) -> &'static str {
    match color {
        Color::Black => "⚫",
        Color::White => "⚪",
    }
}

/// One line per rating change, the players mentioned.
pub fn rating_lines(changes: &[RatingChange], lang: Lang) -> String {
    let mut s = String::new();
    for c in changes {
        let line = i18n::rating_change_text(lang, &mention(c.player), c);
        let _ = writeln!(s, "{}", line.trim_end_matches('.'));
    }
    s
}

/// Move / Offer draw / Resign, or Accept / Decline while a draw is
/// offered; once the game is over, Review and Rematch (disabled buttons
/// when it was aborted: there is nothing to review).
fn game_buttons(view: &GameView, lang: Lang) -> Vec<CreateActionRow> {
    let over = view.status != GameStatus::Active;
    let id = view.id;
    if view.status == GameStatus::Finished {
        let review = CreateButton::new(Action::Review(id).to_string())
            .label(t!(lang, "button-review"))
            .emoji(serenity::ReactionType::Unicode("🔎".into()))
            .style(ButtonStyle::Primary);
        let rematch = CreateButton::new(Action::Rematch(id).to_string())
            .label(t!(lang, "button-rematch"))
            .emoji(serenity::ReactionType::Unicode("🔁".into()))
            .style(ButtonStyle::Secondary);
        // A game seen in two places has no rematch (a challenge lives in
        // one place), nor has a team game (a team challenges nobody).
        let buttons = if view.also.is_some() || is_team(view.black.id) {
            vec![review, analyse_button(id, lang)]
        } else {
            vec![review, rematch, analyse_button(id, lang)]
        };
        return vec![CreateActionRow::Buttons(buttons)];
    }
    if is_team(view.black.id) {
        return super::team::team_buttons(view, lang);
    }
    let mut row = vec![
        CreateButton::new(Action::Move(id).to_string())
            .label(t!(lang, "button-move"))
            .style(ButtonStyle::Primary)
            .disabled(over),
    ];
    // Offer a draw (the computer answers at once), or answer the opponent's.
    let label = t!(lang, if view.draw_offer.is_some() { "button-accept-draw" } else { "button-offer-draw" });
    row.push(CreateButton::new(Action::Draw(id).to_string()).label(label).style(ButtonStyle::Secondary).disabled(over));
    if view.draw_offer.is_some() {
        row.push(
            CreateButton::new(Action::DeclineDraw(id).to_string())
                .label(t!(lang, "button-decline-draw"))
                .style(ButtonStyle::Secondary)
                .disabled(over),
        );
    }
    row.push(
        CreateButton::new(Action::Resign(id).to_string())
            .label(t!(lang, "button-resign"))
            .style(ButtonStyle::Danger)
            .disabled(over),
    );
    row.push(board_button(id, lang));
    let mut rows = vec![CreateActionRow::Buttons(row)];
    // Takebacks, in casual games and against the computer.
    if !view.rated && !over {
        let button = |action: Action, label: &str| {
            CreateButton::new(action.to_string()).label(t!(lang, label)).style(ButtonStyle::Secondary)
        };
        let takeback = match view.takeback_by {
            Some(_) => vec![
                button(Action::AcceptTakeback(id), "button-accept-takeback"),
                button(Action::DeclineTakeback(id), "button-decline-takeback"),
            ],
            None => vec![button(Action::Takeback(id), "button-takeback")],
        };
        rows.push(CreateActionRow::Buttons(takeback));
    }
    rows
}

/// The message answering a takeback action: the game as it is again once
/// taken back, else a line with the game's buttons.
pub async fn takeback_post(report: &TakebackReport, lang: Lang, theme: Theme) -> Result<Post, Error> {
    Ok(match report {
        TakebackReport::Done { view, by, turns } => {
            let name = view.card_of(*by).map_or("", |p| p.name.as_str());
            let headline = t!(lang, "headline-takeback", name = name, turns = *turns);
            game_post(view, Some(headline), None, lang, theme).await?
        }
        TakebackReport::Asked { view, by } => {
            let other = view.opponent_of(*by);
            let opponent = other.map(|o| mention(o.id)).unwrap_or_default();
            let text = t!(lang, "takeback-asked", player = mention(*by), game = view.id.0, opponent = opponent);
            let mut p = Post::text(text).with_components(game_buttons(view, lang));
            p.mentions = pinged(other);
            p
        }
        TakebackReport::Declined { view, by } => {
            let text = match view.ai_level {
                Some(level) => t!(lang, "takeback-declined-computer", level = level),
                None => t!(lang, "takeback-declined", player = mention(*by), game = view.id.0),
            };
            Post::text(text).with_components(game_buttons(view, lang))
        }
    })
}

fn draw_text(report: &DrawReport, lang: Lang) -> String {
    match report {
        DrawReport::Offered { view, by } => {
            let opponent = view.opponent_of(*by).map(who).unwrap_or_default();
            let player = view.card_of(*by).map_or_else(|| mention(*by), who);
            t!(lang, "draw-offered", player = player, game = view.id.0, opponent = opponent)
        }
        DrawReport::Declined { view, by } => match view.ai_level {
            Some(level) => t!(lang, "draw-declined-computer", level = level, game = view.id.0),
            None => {
                let player = view.card_of(*by).map_or_else(|| mention(*by), who);
                t!(lang, "draw-declined", player = player, game = view.id.0)
            }
        },
        DrawReport::Agreed { end, .. } => i18n::end_text(lang, end),
    }
}

/// The message answering a draw action: the game message when the draw was
/// agreed, else a line with the game's buttons.
pub async fn draw_post(report: &DrawReport, lang: Lang, theme: Theme) -> Result<Post, Error> {
    Ok(match report {
        DrawReport::Agreed { view, end } => {
            game_post(view, Some(t!(lang, "headline-draw-agreed")), Some(end), lang, theme).await?
        }
        DrawReport::Offered { view, .. } | DrawReport::Declined { view, .. } => {
            let mut p = Post::text(draw_text(report, lang)).with_components(game_buttons(view, lang));
            p.mentions = pinged([&view.black, &view.white]);
            p
        }
    })
}

/// The moves of a turn: the legal moves now, or after huffing the piece on
/// `huff` (`None` when that piece may not be huffed).
pub fn menu_moves(game: &Game, huff: Option<Square>) -> Option<Vec<Move>> {
    game.turn_moves(huff).ok()
}

/// The ephemeral move menu: in a huff game, first the piece to huff (or
/// none), then a piece, then one of its moves. The board shows the huffed
/// piece gone, the picked piece and where it can go. `huff` must be one
/// [`menu_moves`] accepts.
pub async fn move_menu(
    view: &GameView,
    huff: Option<Square>,
    from: Option<Square>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let game = &view.game;
    let position = game.position().after_huff(huff);
    let legal = menu_moves(game, huff).unwrap_or_default();
    let ply = view.ply() as i32;
    let mut rows = Vec::new();
    let huffable = game.huffable();
    if huffable.nonempty() {
        let mut options =
            vec![CreateSelectMenuOption::new(t!(lang, "menu-no-huff"), "-").default_selection(huff.is_none())];
        options.extend(huffable.take(MAX_OPTIONS - 1).map(|sq| {
            let label = t!(lang, "menu-huff-option", point = sq.to_string());
            CreateSelectMenuOption::new(cut(label, 100), sq.index().to_string()).default_selection(huff == Some(sq))
        }));
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(Action::PickHuff(view.id, ply).to_string(), CreateSelectMenuKind::String { options })
                .placeholder(t!(lang, "menu-pick-huff")),
        ));
    }
    let mut by_piece: BTreeMap<u8, (u32, u32)> = BTreeMap::new();
    for m in &legal {
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
                Some(Kind::Mullah) => t!(lang, "menu-kind-mullah"),
                _ => t!(lang, "menu-kind-man"),
            };
            let point = sq.to_string();
            let label = match takes {
                0 => t!(lang, "menu-piece", point = point, kind = kind, moves = moves),
                n => t!(lang, "menu-piece-takes", point = point, kind = kind, moves = moves, taken = n),
            };
            let value = menu_value(huff, usize::from(i));
            CreateSelectMenuOption::new(cut(label, 100), value).default_selection(Some(sq) == from)
        })
        .collect();
    rows.push(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            Action::PickPiece(view.id, ply).to_string(),
            CreateSelectMenuKind::String { options: pieces },
        )
        .placeholder(t!(lang, "menu-pick-piece")),
    ));
    let mut options = RenderOptions { theme, ..RenderOptions::for_game(game, orientation(view)) };
    let mut text = match huff {
        Some(at) => t!(lang, "menu-text-huffed", game = view.id.0, point = at.to_string()),
        None => t!(lang, "menu-text-piece", game = view.id.0),
    };
    if let Some(from) = from {
        let moves: Vec<CreateSelectMenuOption> = legal
            .iter()
            .enumerate()
            .filter(|(_, m)| m.from() == from)
            .take(MAX_OPTIONS)
            .map(|(i, m)| {
                let label = match m.capture_count() {
                    0 => m.to_string(),
                    n => t!(lang, "menu-move-takes", turn = m.to_string(), taken = n),
                };
                CreateSelectMenuOption::new(cut(label, 100), menu_value(huff, i))
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                Action::PickMove(view.id, ply).to_string(),
                CreateSelectMenuKind::String { options: moves },
            )
            .placeholder(t!(lang, "menu-pick-move", point = from.to_string())),
        ));
        options.selected = Some(from);
        options.destinations = game.destinations(huff, from).unwrap_or_default();
        text = t!(lang, "menu-text-move", game = view.id.0, point = from.to_string());
    }
    if huff.is_some() {
        // The huffed piece is off the board already; no other may be huffed.
        options.huffable = Bitboard::EMPTY;
    } else if huffable.nonempty() {
        text.push(' ');
        text.push_str(&t!(lang, "menu-huff-hint"));
    }
    if by_piece.len() > MAX_OPTIONS {
        text.push(' ');
        text.push_str(&t!(lang, "menu-too-many"));
    }
    let file = board_of(view, position, options, lang).await?;
    Ok(Post { content: Some(text), files: vec![file], components: rows, ephemeral: true, ..Post::default() })
}
