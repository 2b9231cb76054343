//! The game message (embed, board PNG, buttons), draw messages and the
//! ephemeral move menu.

use super::{ENDED, MAX_CONTENT, MAX_EMBED_DESCRIPTION, Post, RUNNING, cut, mention};
use crate::discord::error::Error;
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::render::{self, Orientation, RenderOptions};
use crate::rules::{Color, Kind, Square};
use crate::service::{DrawReport, GameEnd, GameStatus, GameView, RatingChange, format_duration};
use poise::serenity_prelude::{
    self as serenity, ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
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

/// Render the board of `view` (off the async threads).
pub async fn board(view: &GameView, options: RenderOptions) -> Result<CreateAttachment, Error> {
    let position = *view.game.position();
    let name = board_name(view);
    let png = tokio::task::spawn_blocking(move || render::board_png(&position, &options)).await?;
    Ok(CreateAttachment::bytes(png, name))
}

/// The game message: who plays, whose turn, the last move, captures, the
/// board, and the game's buttons (disabled once it is over).
pub async fn game_post(view: &GameView, headline: Option<String>, end: Option<&GameEnd>) -> Result<Post, Error> {
    let options = RenderOptions::for_game(&view.game, orientation(view));
    let file = board(view, options).await?;
    let image = format!("attachment://{}", board_name(view));
    let mut embed = game_embed(view, end).image(image);
    if let Some(h) = &headline {
        embed = embed.author(serenity::CreateEmbedAuthor::new(cut(h.clone(), 256)));
    }
    let mover = view.to_move();
    let (content, mentions) = if view.is_active() && !mover.bot {
        (Some(format!("{}, your move in game #{}.", mention(mover.id), view.id)), vec![mover.id])
    } else if let Some(e) = end {
        (Some(cut(i18n::end_text(Lang::default(), e), MAX_CONTENT)), Vec::new())
    } else {
        (None, Vec::new())
    };
    Ok(Post {
        content,
        embed: Some(embed),
        files: vec![file],
        components: game_buttons(view),
        mentions,
        ephemeral: false,
    })
}

fn game_embed(view: &GameView, end: Option<&GameEnd>) -> CreateEmbed {
    let game = &view.game;
    let mut d = String::new();
    for color in [Color::Black, Color::White] {
        let p = view.player(color);
        let line = if view.ai_level.is_some() && p.bot {
            format!(
                "{} {color}: {} (computer, level {})",
                stone(color),
                mention(p.id),
                view.ai_level.unwrap_or_default()
            )
        } else {
            format!("{} {color}: {} ({})", stone(color), mention(p.id), p.rating_text())
        };
        let _ = writeln!(d, "{line}");
    }
    d.push('\n');
    let ply = view.ply();
    match view.status {
        GameStatus::Active => {
            let mover = view.to_move();
            let _ = writeln!(
                d,
                "Move {} · {} ({}) to move · time runs out <t:{}:R>",
                ply / 2 + 1,
                mention(mover.id),
                game.position().turn(),
                view.deadline.timestamp()
            );
            let huff = game.huffable();
            if huff.nonempty() {
                let list: Vec<String> = huff.map(|s: Square| s.to_string()).collect();
                let _ = writeln!(
                    d,
                    "{} may huff: {} (write e.g. `huff {}, …`)",
                    mention(mover.id),
                    list.join(", "),
                    list[0]
                );
            }
            if let Some(by) = view.draw_offer {
                let _ = writeln!(d, "{} offers a draw.", mention(by));
            }
        }
        GameStatus::Aborted => {
            let _ = writeln!(d, "**Aborted** after {ply} plies; it does not count.");
        }
        GameStatus::Finished => {
            let result =
                game.outcome().map_or_else(|| "Finished".to_string(), |o| i18n::outcome_text(Lang::default(), o));
            let _ = writeln!(d, "**{result}** after {ply} plies.");
        }
    }
    if let Some(last) = view.last_turn() {
        let taken = last.mv.capture_count();
        let _ = write!(d, "Last move: `{last}`");
        if taken > 0 {
            let _ = write!(d, " (took {taken})");
        }
        d.push('\n');
    }
    let (b, w) = view.captures();
    let _ = writeln!(d, "Captured so far: Black {b} · White {w}");
    if let Some(end) = end
        && !end.rating_changes.is_empty()
    {
        d.push('\n');
        d.push_str(&rating_lines(&end.rating_changes));
    }
    let kind = if view.ai_level.is_some() {
        "vs computer"
    } else if view.rated {
        "rated"
    } else {
        "casual"
    };
    CreateEmbed::new()
        .title(format!("Game #{} · {}", view.id, cut(game.rules().to_string(), 200)))
        .description(cut(d, MAX_EMBED_DESCRIPTION))
        .colour(if view.status == GameStatus::Active { RUNNING } else { ENDED })
        .footer(CreateEmbedFooter::new(format!("{kind} · {} per move", format_duration(view.move_time))))
}

fn stone(color: Color) -> &'static str {
    match color {
        Color::Black => "⚫",
        Color::White => "⚪",
    }
}

/// One line per rating change, the players mentioned.
pub fn rating_lines(changes: &[RatingChange]) -> String {
    let mut s = String::new();
    for c in changes {
        let line = i18n::rating_change_text(Lang::default(), &mention(c.player), c);
        let _ = writeln!(s, "{}", line.trim_end_matches('.'));
    }
    s
}

/// Move / Offer draw / Resign, or Accept / Decline while a draw is offered.
fn game_buttons(view: &GameView) -> Vec<CreateActionRow> {
    let over = view.status != GameStatus::Active;
    let id = view.id;
    let mut row =
        vec![CreateButton::new(Action::Move(id).to_string()).label("Move").style(ButtonStyle::Primary).disabled(over)];
    if view.ai_level.is_none() {
        let label = if view.draw_offer.is_some() { "Accept draw" } else { "Offer draw" };
        row.push(
            CreateButton::new(Action::Draw(id).to_string()).label(label).style(ButtonStyle::Secondary).disabled(over),
        );
        if view.draw_offer.is_some() {
            row.push(
                CreateButton::new(Action::DeclineDraw(id).to_string())
                    .label("Decline draw")
                    .style(ButtonStyle::Secondary)
                    .disabled(over),
            );
        }
    }
    row.push(
        CreateButton::new(Action::Resign(id).to_string()).label("Resign").style(ButtonStyle::Danger).disabled(over),
    );
    vec![CreateActionRow::Buttons(row)]
}

fn draw_text(report: &DrawReport) -> String {
    match report {
        DrawReport::Offered { view, by } => {
            let other = if view.black.id == *by { view.white.id } else { view.black.id };
            format!(
                "{} offers a draw in game #{}; {}, accept or decline with the buttons or `/draw`.",
                mention(*by),
                view.id,
                mention(other)
            )
        }
        DrawReport::Declined { view, by } => {
            format!("{} declined the draw in game #{}; play on.", mention(*by), view.id)
        }
        DrawReport::Agreed { end, .. } => i18n::end_text(Lang::default(), end),
    }
}

/// The message answering a draw action: the game message when the draw was
/// agreed, else a line with the game's buttons.
pub async fn draw_post(report: &DrawReport) -> Result<Post, Error> {
    Ok(match report {
        DrawReport::Agreed { view, end } => game_post(view, Some("Draw agreed".into()), Some(end)).await?,
        DrawReport::Offered { view, .. } | DrawReport::Declined { view, .. } => {
            let mut p = Post::text(draw_text(report)).with_components(game_buttons(view));
            p.mentions = vec![view.black.id, view.white.id];
            p
        }
    })
}

/// The ephemeral move menu: pick a piece, then one of its moves. The board
/// shows the picked piece and where it can go.
pub async fn move_menu(view: &GameView, from: Option<Square>) -> Result<Post, Error> {
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
    let mut options = RenderOptions::for_game(game, orientation(view));
    let mut text = format!("Game #{}: pick the piece to move.", view.id);
    if let Some(from) = from {
        let moves: Vec<CreateSelectMenuOption> = game
            .legal_moves()
            .iter()
            .enumerate()
            .filter(|(_, m)| m.from() == from)
            .take(MAX_OPTIONS)
            .map(|(i, m)| {
                let mut label = cut(m.to_string(), 90);
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
    let file = board(view, options).await?;
    Ok(Post { content: Some(text), files: vec![file], components: rows, ephemeral: true, ..Post::default() })
}
