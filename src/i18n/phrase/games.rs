//! Games: how one ended, where one of a list stands, and the captions and
//! screen-reader descriptions of its boards.

use super::{colour, move_number, pieces, rating_change_text};
use crate::i18n::Lang;
use crate::rules::Moment;
use crate::rules::{Color, DrawReason, Game, Outcome, Position, WinReason};
use crate::service::{EndReason, GameEnd, GameResult, GameSummary};
use crate::t;

fn draw_reason(lang: Lang, r: DrawReason) -> String {
    match r {
        DrawReason::Agreement => t!(lang, "draw-reason-agreement"),
        DrawReason::Repetition => t!(lang, "draw-reason-repetition"),
        DrawReason::Stall => t!(lang, "draw-reason-stall"),
    }
}

/// How a game ended: `White wins: Black resigned`.
pub fn outcome_text(lang: Lang, outcome: Outcome) -> String {
    match outcome {
        Outcome::Draw { reason } => t!(lang, "outcome-draw", reason = draw_reason(lang, reason)),
        Outcome::Win { winner, reason } => {
            let (w, l) = (colour(lang, winner), colour(lang, winner.other()));
            match reason {
                WinReason::NoMoves => t!(lang, "outcome-no-moves", winner = w, loser = l),
                WinReason::NoPieces => t!(lang, "outcome-no-pieces", winner = w, loser = l),
                WinReason::Resignation => t!(lang, "outcome-resignation", winner = w, loser = l),
                WinReason::Timeout => t!(lang, "outcome-timeout", winner = w, loser = l),
                WinReason::Count(r) => t!(lang, "outcome-count", winner = w, reason = draw_reason(lang, r)),
            }
        }
    }
}

/// The end of a game in one paragraph: who won and how (the winner named
/// once), then the rating changes; or who aborted it.
pub fn end_text(lang: Lang, end: &GameEnd) -> String {
    let mut text = match (end.outcome, &end.aborted_by) {
        (Some(Outcome::Win { winner, reason }), _) => {
            let (how, draw) = match reason {
                WinReason::NoMoves => ("no-moves", String::new()),
                WinReason::NoPieces => ("no-pieces", String::new()),
                WinReason::Resignation => ("resignation", String::new()),
                WinReason::Timeout => ("timeout", String::new()),
                WinReason::Count(r) => ("count", draw_reason(lang, r)),
            };
            t!(
                lang,
                "end-win",
                name = end.player(winner).name.as_str(),
                colour = colour(lang, winner),
                loser = colour(lang, winner.other()),
                how = how,
                draw = draw
            )
        }
        (Some(outcome), _) => t!(lang, "end-draw", outcome = outcome_text(lang, outcome)),
        (None, _) if end.reason == EndReason::TournamentCancelled => {
            t!(lang, "end-tournament-cancelled", game = end.game_id.0)
        }
        (None, by) => {
            t!(lang, "end-aborted", game = end.game_id.0, name = by.as_ref().map_or("?", |u| u.name.as_str()))
        }
    };
    for c in &end.rating_changes {
        text.push(' ');
        text.push_str(&rating_change_text(lang, &c.name, c));
    }
    text
}

/// Where a game of a list stands: `bob to move`, `draw`, `black won`,
/// `aborted`. `name` shows the player to move (cut, or marked up, by the
/// front end).
pub fn summary_state(lang: Lang, g: &GameSummary, name: impl Fn(&str) -> String) -> String {
    match (&g.to_move, g.result) {
        (Some(m), _) => t!(lang, "game-state-to-move", name = name(m)),
        (None, Some(GameResult::Draw)) => t!(lang, "game-state-draw"),
        (None, Some(r)) => t!(lang, "game-state-won", winner = r.as_str()),
        (None, None) => t!(lang, "game-state-aborted"),
    }
}

/// The result of a game in a few words: "White wins", "Draw".
fn short_result(lang: Lang, outcome: Outcome) -> String {
    match outcome.winner() {
        Some(winner) => t!(lang, "caption-wins", colour = colour(lang, winner)),
        None => t!(lang, "caption-draw"),
    }
}

/// The caption under a game's board: whose turn it is, or the result.
pub fn board_caption(lang: Lang, game: &Game) -> String {
    match game.outcome() {
        Some(outcome) => short_result(lang, outcome),
        None => t!(lang, "caption-to-move", colour = colour(lang, game.position().turn())),
    }
}

/// The caption of a replay frame: "Start", "12… White e3xe5 · White wins",
/// its turn numbered as reviews number them ([`super::move_number`]).
pub fn replay_caption(lang: Lang, frame: Moment<'_>) -> String {
    match frame {
        Moment::Start => t!(lang, "caption-start"),
        Moment::After { ply, mover, turn, outcome: None } => t!(
            lang,
            "caption-ply",
            number = move_number(ply.saturating_sub(1)),
            colour = colour(lang, mover),
            turn = turn.to_string()
        ),
        Moment::After { ply, mover, turn, outcome: Some(outcome) } => t!(
            lang,
            "caption-ply-end",
            number = move_number(ply.saturating_sub(1)),
            colour = colour(lang, mover),
            turn = turn.to_string(),
            result = short_result(lang, outcome)
        ),
    }
}

/// Discord's limit on an attachment's description.
pub const MAX_ALT_TEXT: usize = 1024;

/// The description of a game's board for a screen reader: the game and
/// move, who moves (or the result), the last turn with what it captured,
/// and the piece counts. At most [`MAX_ALT_TEXT`] characters.
pub fn board_alt(lang: Lang, game_id: i64, game: &Game) -> String {
    let plies = game.turns().len();
    let position = game.position();
    let mut parts = Vec::with_capacity(5);
    let state = match game.outcome() {
        Some(outcome) => t!(lang, "board-alt-over", result = short_result(lang, outcome)),
        None => t!(lang, "board-alt-to-move", colour = colour(lang, position.turn())),
    };
    let number = if game.outcome().is_some() { plies.max(1) } else { plies + 1 };
    parts.push(t!(lang, "board-alt-head", game = game_id, move = number));
    parts.push(state);
    if let Some((before, turn)) = game.last_turn() {
        let mover = colour(lang, before.turn());
        let taken = turn.mv.captured();
        let (count, mullahs) = (taken.count(), (taken & before.mullahs()).count());
        parts.push(match count {
            0 => t!(lang, "board-alt-last", colour = mover, turn = turn.mv.to_string()),
            n => {
                t!(lang, "board-alt-last-capture", colour = mover, turn = turn.mv.to_string(), taken = pieces(lang, n))
            }
        });
        match (count, mullahs) {
            (_, 0) => {}
            (1, _) => parts.push(t!(lang, "board-alt-mullah-alone")),
            (_, m) => parts.push(t!(lang, "board-alt-mullahs", count = m)),
        }
        if let Some(sq) = turn.huff {
            parts.push(t!(lang, "board-alt-huff", point = sq.to_string()));
        }
    }
    alt_text(lang, parts, position)
}

/// An alt text: `parts`, then the piece counts of `position`, as one text
/// of at most [`MAX_ALT_TEXT`] characters.
pub(super) fn alt_text(lang: Lang, mut parts: Vec<String>, position: &Position) -> String {
    let (black, white) = (position.count(Color::Black), position.count(Color::White));
    parts.push(t!(lang, "board-alt-counts", black = pieces(lang, black), white = pieces(lang, white)));
    let text = parts.join(" ");
    match text.char_indices().nth(MAX_ALT_TEXT) {
        Some((cut, _)) => text[..cut].to_string(),
        None => text,
    }
}
