//! A puzzle, as only its solver sees it: the board from the solver's side,
//! whose move it is, and a menu of the legal turns (by piece first when
//! there are too many for one menu); once it is over, the result, the
//! solution drawn when it was missed, and a button to the next puzzle.

use super::{Post, cut};
use crate::discord::error::Error;
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::render::{self, Orientation, RenderOptions, Theme};
use crate::rules::{Game, Square, Turn};
use crate::service::{PuzzleResult, PuzzleView};
use crate::t;
use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};
use std::collections::BTreeMap;

/// Discord shows at most 25 options in a select menu.
const MAX_OPTIONS: usize = 25;

/// Draw `game`'s position from the solver's side with `options` (off the
/// async threads).
async fn board(
    view: &PuzzleView,
    game: &Game,
    mut options: RenderOptions,
    caption: String,
    lang: Lang,
) -> Result<CreateAttachment, Error> {
    options.orientation = Orientation::of(view.solver);
    options.caption = Some(caption);
    let position = *game.position();
    let alt = cut(t!(lang, "puzzle-alt", id = view.id.as_str()), 1024);
    let png = tokio::task::spawn_blocking(move || render::board_png(&position, &options)).await?;
    let name = format!("puzzle-{}-{}.png", view.attempt, view.step);
    Ok(CreateAttachment::bytes(png, name).description(alt))
}

/// A turn's label in a menu: its notation, and what it takes.
fn turn_label(lang: Lang, turn: &Turn) -> String {
    match turn.mv.capture_count() {
        0 => turn.to_string(),
        n => t!(lang, "menu-move-takes", turn = turn.to_string(), taken = n),
    }
}

/// The menus of the puzzle's turns (see [`turn_menus`]).
pub fn puzzle_menus(view: &PuzzleView, piece: Option<Square>, lang: Lang) -> Vec<CreateActionRow> {
    let (attempt, step) = (view.attempt, view.step as i32);
    let ids = (Action::PuzzlePiece(attempt, step), Action::PuzzleTurn(attempt, step));
    turn_menus(&view.game.legal_turns(), piece, ids, lang)
}

/// The menus of a personal board's turns (a puzzle's, a course's level):
/// one menu of every turn, or, when they are too many, a menu of pieces and
/// (once a piece is picked) its turns. `ids`: the pieces' menu, the turns'.
pub(super) fn turn_menus(
    turns: &[Turn],
    piece: Option<Square>,
    (piece_id, turn_id): (Action, Action),
    lang: Lang,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let by_piece = turns.len() > MAX_OPTIONS;
    if by_piece {
        let mut pieces: BTreeMap<u8, usize> = BTreeMap::new();
        for t in turns {
            *pieces.entry(t.mv.from().index()).or_default() += 1;
        }
        let options = pieces
            .iter()
            .take(MAX_OPTIONS)
            .map(|(&i, &n)| {
                let sq = Square::from_index(i);
                let label = t!(lang, "puzzle-piece", point = sq.to_string(), turns = n);
                CreateSelectMenuOption::new(cut(label, 100), i.to_string()).default_selection(piece == Some(sq))
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(piece_id.to_string(), CreateSelectMenuKind::String { options })
                .placeholder(t!(lang, "menu-pick-piece")),
        ));
    }
    if !by_piece || piece.is_some() {
        let options: Vec<CreateSelectMenuOption> = turns
            .iter()
            .enumerate()
            .filter(|(_, t)| !by_piece || Some(t.mv.from()) == piece)
            .take(MAX_OPTIONS)
            .map(|(i, t)| CreateSelectMenuOption::new(cut(turn_label(lang, t), 100), i.to_string()))
            .collect();
        if !options.is_empty() {
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(turn_id.to_string(), CreateSelectMenuKind::String { options })
                    .placeholder(t!(lang, "puzzle-pick-turn")),
            ));
        }
    }
    rows
}

/// The puzzle to solve now: title, what to find, the board, the menus.
/// `note` comes first (what the last turn did).
pub async fn puzzle_post(
    view: &PuzzleView,
    note: Option<String>,
    piece: Option<Square>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let options = RenderOptions { theme, ..RenderOptions::for_game(&view.game, Orientation::of(view.solver)) };
    let file = board(view, &view.game, options, i18n::puzzle_prompt(lang, view), lang).await?;
    let mut text = String::new();
    if let Some(note) = note {
        text.push_str(&note);
        text.push('\n');
    }
    text.push_str(&t!(lang, "puzzle-title", id = view.id.as_str(), rating = format!("{:.0}", view.rating)));
    text.push('\n');
    text.push_str(&i18n::puzzle_prompt(lang, view));
    Ok(Post {
        content: Some(cut(text, 2000)),
        files: vec![file],
        components: puzzle_menus(view, piece, lang),
        ephemeral: true,
        ..Post::default()
    })
}

/// What a turn did: the next step, or the end (solved, or the solution
/// drawn dashed beside the turn played). At the end, `analyse` (the free
/// analysis board at the puzzle's position, for the solver) is a link
/// button beside the next puzzle's.
pub async fn puzzle_result_post(
    result: &PuzzleResult,
    analyse: impl FnOnce(&Game) -> Option<String>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let text = i18n::puzzle_result_text(lang, result);
    let (view, game, options) = match result {
        PuzzleResult::Right { view, .. } => return puzzle_post(view, Some(text), None, lang, theme).await,
        PuzzleResult::Solved { view, played, .. } => {
            let mut after = view.game.clone();
            after.play(*played).map_err(crate::service::ServiceError::from)?;
            let options = RenderOptions { theme, ..RenderOptions::for_game(&after, Orientation::of(view.solver)) };
            (view, after, options)
        }
        PuzzleResult::Wrong { view, played, solution, .. } => {
            let options = RenderOptions {
                theme,
                proposed: Some(*played),
                alternative: Some(*solution),
                ..RenderOptions::for_game(&view.game, Orientation::of(view.solver))
            };
            (view, view.game.clone(), options)
        }
    };
    let file = board(view, &game, options, i18n::board_caption(lang, &game), lang).await?;
    let next =
        CreateButton::new(Action::PuzzleNext.to_string()).label(t!(lang, "puzzle-next")).style(ButtonStyle::Primary);
    let mut buttons = vec![next];
    if let Some(url) = analyse(&view.game) {
        buttons.push(CreateButton::new_link(url).label(t!(lang, "button-analyse")));
    }
    Ok(Post {
        content: Some(cut(text, 2000)),
        files: vec![file],
        components: vec![CreateActionRow::Buttons(buttons)],
        ephemeral: true,
        ..Post::default()
    })
}
