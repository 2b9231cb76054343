//! The rules' own vocabulary, which every aggregate speaks: colours,
//! presets, piece counts, and why the rules refuse a rules text, a move or
//! a turn.

use super::outcome_text;
use crate::i18n::Lang;
use crate::rules::{
    Color, Expected, GameError, MAX_MOVE_LEN, MAX_POSITION_LEN, MAX_SPEC_LEN, MoveError, Piece, PositionError, Preset,
    RulesError, Square,
};
use crate::t;

/// A colour's name: `Black`, `White`.
pub fn colour(lang: Lang, c: Color) -> String {
    match c {
        Color::Black => t!(lang, "colour-black"),
        Color::White => t!(lang, "colour-white"),
    }
}

/// A preset's one-line description.
pub fn preset_summary(lang: Lang, preset: Preset) -> String {
    let id = match preset {
        Preset::Zamma => "preset-zamma",
        Preset::Dhamet => "preset-dhamet",
        Preset::Sahara => "preset-sahara",
        Preset::Zamma5 => "preset-zamma5",
    };
    t!(lang, id)
}

pub(super) fn pieces(lang: Lang, count: u32) -> String {
    t!(lang, "pieces", count = count)
}

fn squares(lang: Lang, squares: impl IntoIterator<Item = impl std::fmt::Display>) -> String {
    crate::i18n::or_list(lang, squares.into_iter().map(|s| s.to_string()))
}

/// Why a rules text was refused, as a clause.
pub fn rules_error(lang: Lang, e: &RulesError) -> String {
    match e {
        RulesError::Empty => t!(lang, "rules-error-empty"),
        RulesError::TooLong => t!(lang, "rules-error-too-long", max = MAX_SPEC_LEN),
        RulesError::UnknownPreset(p) => t!(lang, "rules-error-unknown-preset", preset = p.as_str()),
        RulesError::MissingValue(o) => t!(lang, "rules-error-missing-value", option = o.as_str()),
        RulesError::UnknownOption(o) => t!(lang, "rules-error-unknown-option", option = o.as_str()),
        RulesError::BadValue { option, value, expected } => {
            let expected = match *expected {
                Expected::Either(a, b) => t!(lang, "rules-error-either", first = a, second = b),
                Expected::Plies { max } => t!(lang, "rules-error-plies", max = max),
            };
            t!(lang, "rules-error-bad-value", option = *option, value = value.as_str(), expected = expected)
        }
        RulesError::Repeated(o) => t!(lang, "rules-error-repeated", option = *o),
    }
}

/// Why a position text was refused, as a clause.
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    match e {
        PositionError::TooLong => t!(lang, "position-error-too-long", max = MAX_POSITION_LEN),
        PositionError::MissingTurn => t!(lang, "position-error-missing-turn"),
        PositionError::BadTurn(text) => t!(lang, "position-error-bad-turn", text = text.as_str()),
        PositionError::RankCount(n) => t!(lang, "position-error-rank-count", count = *n),
        PositionError::RankLength { rank, points, expected } => {
            t!(lang, "position-error-rank-length", rank = *rank, points = *points, expected = *expected)
        }
        PositionError::BadChar { rank, ch } => t!(lang, "position-error-bad-char", rank = *rank, char = ch.to_string()),
        PositionError::ManOnFarRank { square, color } => {
            t!(lang, "position-error-far-rank", square = square.as_str(), side = colour(lang, *color))
        }
        PositionError::TooManyPieces { color, count, max } => {
            t!(lang, "position-error-too-many", side = colour(lang, *color), count = *count, max = *max)
        }
    }
}

/// A piece as words: "Black man", "White mullah".
pub fn piece_name(lang: Lang, piece: Piece) -> String {
    // The side as a selector, so that an adjective agrees with its noun
    // ("pion noir", «قطعة سوداء»).
    let side = match piece.color {
        Color::Black => "black",
        Color::White => "white",
    };
    t!(lang, "piece", side = side, kind = piece.kind.name())
}

/// Why the rules refuse a move, as a sentence.
pub fn illegal_move(lang: Lang, e: &MoveError) -> String {
    use MoveError::*;
    let sq = |s: &Square| s.to_string();
    match e {
        Empty => t!(lang, "illegal-empty"),
        TooLong => t!(lang, "illegal-too-long", max = MAX_MOVE_LEN),
        Syntax { text } => t!(lang, "illegal-syntax", text = text.as_str()),
        OffBoard { point, board } => t!(lang, "illegal-off-board", point = point.as_str(), board = board.to_string()),
        OnePoint { point } => t!(lang, "illegal-one-point", point = sq(point)),
        NoPiece { at } => t!(lang, "illegal-no-piece", at = sq(at)),
        NotYourPiece { at, piece, turn } => {
            t!(
                lang,
                "illegal-not-your-piece",
                at = sq(at),
                piece = piece_name(lang, *piece),
                turn = colour(lang, *turn)
            )
        }
        NoLegalMoves { turn } => t!(lang, "illegal-no-legal-moves", turn = colour(lang, *turn)),
        SameSquare { at } => t!(lang, "illegal-same-square", at = sq(at)),
        NoLine { from, to } => t!(lang, "illegal-no-line", from = sq(from), to = sq(to)),
        Backwards { from, to } => t!(lang, "illegal-backwards", from = sq(from), to = sq(to)),
        ManOneStep { from, to } => t!(lang, "illegal-man-one-step", from = sq(from), to = sq(to)),
        Occupied { at } => t!(lang, "illegal-occupied", at = sq(at)),
        Blocked { from, to, at } => t!(lang, "illegal-blocked", from = sq(from), to = sq(to), at = sq(at)),
        CaptureCompulsory { example, count } => {
            t!(lang, "illegal-capture-compulsory", example = example.to_string(), pieces = pieces(lang, *count))
        }
        MustTakeMax { max, example } => {
            t!(lang, "illegal-must-take-max", pieces = pieces(lang, *max), example = example.to_string())
        }
        NoSuchChain { text } => t!(lang, "illegal-no-such-chain", text = text.as_str()),
        NotLegal { text } => t!(lang, "illegal-not-legal", text = text.as_str()),
        Ambiguous { text, matches } => {
            t!(lang, "illegal-ambiguous", text = text.as_str(), matches = squares(lang, matches))
        }
    }
}

/// Why the rules refuse a turn or an action, as a sentence.
pub fn illegal(lang: Lang, e: &GameError) -> String {
    match e {
        GameError::Over(o) => t!(lang, "illegal-game-over", outcome = outcome_text(lang, *o)),
        GameError::Move(e) => illegal_move(lang, e),
        GameError::HuffNotInRules => t!(lang, "illegal-huff-not-in-rules"),
        GameError::NothingToHuff => t!(lang, "illegal-nothing-to-huff"),
        GameError::CannotHuff { at, allowed } => {
            t!(lang, "illegal-cannot-huff", at = at.to_string(), allowed = squares(lang, *allowed))
        }
        GameError::HuffWithoutMove => t!(lang, "illegal-huff-without-move"),
        GameError::HuffSyntax => t!(lang, "illegal-huff-syntax"),
        GameError::SizeMismatch { rules, position } => {
            t!(lang, "illegal-size-mismatch", rules = rules.to_string(), position = position.to_string())
        }
    }
}
