//! Reviews: each player's figures, and what the review says of one turn
//! (its caption, its board's description, its verdict in words).

use super::{alt_text, colour};
use crate::i18n::Lang;
use crate::rules::{Color, Position};
use crate::service::{Review, TurnReview, Verdict};
use crate::t;

/// A turn's number as a record writes it: `12.` for Black's, `12…` for White's.
/// The one way turns are numbered to people: by moves, `12.` for the first
/// mover's (Black's) twelfth turn and `12…` for the second mover's.
pub fn move_number(ply: usize) -> String {
    format!("{}{}", ply / 2 + 1, if ply.is_multiple_of(2) { "." } else { "…" })
}

/// The ply (0-based) a typed move number names: `12` or `12.` the first
/// mover's twelfth turn, `12…` or `12...` the second mover's.
pub fn ply_of_move_number(text: &str) -> Option<usize> {
    let text = text.trim();
    let (digits, second) = match text.strip_suffix("...").or_else(|| text.strip_suffix('…')) {
        Some(d) => (d, true),
        None => (text.strip_suffix('.').unwrap_or(text), false),
    };
    let number: usize = digits.parse().ok().filter(|n| (1..=100_000).contains(n))?;
    Some((number - 1) * 2 + usize::from(second))
}

/// Hundredths of a man as men with one decimal, the way `lang` writes
/// decimals (`2.4`, `2,4`), signed (`+0.3`, `−2.1`) when `signed`.
pub fn men(lang: Lang, hundredths: i32, signed: bool) -> String {
    let tenths = (f64::from(hundredths) / 10.0).round() as i64;
    let sign = match tenths.signum() {
        -1 => "−",
        1 if signed => "+",
        _ => "",
    };
    let point = if lang == Lang::En { '.' } else { ',' };
    format!("{sign}{}{point}{}", tenths.abs() / 10, tenths.abs() % 10)
}

/// One player's figures in a review, and their costliest turn with the
/// better one; or why there is nothing to judge (no turn played, or every
/// one forced).
pub fn review_player_line(lang: Lang, review: &Review, color: Color) -> String {
    let summary = review.summary(color);
    let played = review.turns.iter().filter(|t| t.mover == color).count();
    let Some(accuracy) = summary.accuracy else {
        return t!(lang, if played == 0 { "review-nothing-played" } else { "review-no-judged" });
    };
    let mut line = t!(
        lang,
        "review-player",
        inaccuracies = summary.inaccuracies,
        mistakes = summary.mistakes,
        blunders = summary.blunders,
        accuracy = crate::i18n::percent(lang, accuracy)
    );
    if let Some(t) = summary.worst.and_then(|ply| review.turns.get(ply)) {
        let turn = format!("{} {}", move_number(t.ply), t.played);
        line.push('\n');
        line.push_str(&t!(lang, "review-worst", turn = turn, best = t.best.to_string()));
    }
    line
}

/// How a turn is marked: `??` blunder, `?` mistake, `?!` inaccuracy.
pub fn verdict_mark(verdict: Option<Verdict>) -> &'static str {
    match verdict {
        Some(Verdict::Blunder) => "??",
        Some(Verdict::Mistake) => "?",
        Some(Verdict::Inaccuracy) => "?!",
        None => "",
    }
}

/// The caption of a review's board: `23. Black c3xe5?? · better: d4-e5`.
pub fn review_caption(lang: Lang, turn: &TurnReview) -> String {
    let (number, colour) = (move_number(turn.ply), colour(lang, turn.mover));
    let played = format!("{}{}", turn.played, verdict_mark(turn.verdict));
    if turn.forced {
        t!(lang, "caption-review-forced", number = number, colour = colour, turn = played)
    } else if turn.best == turn.played {
        t!(lang, "caption-review-best", number = number, colour = colour, turn = played)
    } else {
        t!(lang, "caption-review", number = number, colour = colour, turn = played, best = turn.best.to_string())
    }
}

/// The description of a review's board for a screen reader: the game, the
/// turn played (the solid arrow) and the better one (the dashed arrow).
pub fn review_board_alt(lang: Lang, game_id: i64, turn: &TurnReview, before: &Position) -> String {
    let colour = colour(lang, turn.mover);
    let played = turn.played.to_string();
    let mut parts =
        vec![t!(lang, "board-alt-review", game = game_id, ply = turn.ply / 2 + 1, colour = colour, turn = played)];
    if turn.best != turn.played {
        parts.push(t!(lang, "board-alt-review-better", best = turn.best.to_string()));
    }
    alt_text(lang, parts, before)
}

/// What a review says about one turn, a sentence a line: who played what,
/// the verdict, the better turn (said to be dashed on the board when
/// `drawn`: the board shown with it draws it), the evaluation before and
/// after (for Black).
pub fn review_turn_text(lang: Lang, turn: &TurnReview, player: &str, drawn: bool) -> String {
    let number = move_number(turn.ply);
    let played = turn.played.to_string();
    let mut lines = vec![t!(
        lang,
        "review-turn-played",
        number = number,
        colour = colour(lang, turn.mover),
        player = player,
        turn = played
    )];
    let loss = men(lang, turn.loss, false);
    lines.push(match turn.verdict {
        _ if turn.forced => t!(lang, "review-turn-forced"),
        Some(Verdict::Blunder) => t!(lang, "review-turn-blunder", loss = loss),
        Some(Verdict::Mistake) => t!(lang, "review-turn-mistake", loss = loss),
        Some(Verdict::Inaccuracy) => t!(lang, "review-turn-inaccuracy", loss = loss),
        None if turn.best == turn.played => t!(lang, "review-turn-best"),
        None => t!(lang, "review-turn-close"),
    });
    if turn.best != turn.played {
        let id = if drawn { "review-turn-better-drawn" } else { "review-turn-better" };
        lines.push(t!(lang, id, best = turn.best.to_string()));
    }
    lines.push(t!(
        lang,
        "review-turn-eval",
        before = men(lang, turn.before, true),
        after = men(lang, turn.after, true)
    ));
    lines.join("\n")
}

/// What the engine thinks of a position, for people: "White is better by
/// about two pieces", "Black wins in 7 turns". `score` is for `to_move`.
pub fn engine_eval(lang: Lang, to_move: Color, score: i32, mate_in: Option<i32>) -> String {
    let ahead = if score >= 0 { to_move } else { to_move.other() };
    let side = ahead.name();
    if let Some(plies) = mate_in {
        return t!(lang, "engine-wins-in", side = side, turns = plies.unsigned_abs());
    }
    match score.unsigned_abs() {
        0..25 => t!(lang, "engine-even"),
        25..100 => t!(lang, "engine-slightly", side = side),
        n if n > 10_000 => t!(lang, "engine-winning", side = side),
        n => t!(lang, "engine-better", side = side, men = n.div_ceil(50) / 2),
    }
}

#[cfg(test)]
mod numbering {
    use super::{move_number, ply_of_move_number};

    #[test]
    fn move_numbers_read_back() {
        for ply in 0..200 {
            assert_eq!(ply_of_move_number(&move_number(ply)), Some(ply));
        }
        assert_eq!(ply_of_move_number("12"), Some(22));
        assert_eq!(ply_of_move_number("12..."), Some(23));
        for bad in ["0", "x", "", "-1", "1.5", "99999999999999999999"] {
            assert_eq!(ply_of_move_number(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod better_turn {
    use super::TurnReview;
    use super::review_turn_text;
    use crate::i18n::Lang;
    use crate::rules::{Color, Game};

    /// The better turn is said to be dashed only where the board shown
    /// with the text draws it (Discord's image, the console's), not on the
    /// web board, which draws none.
    #[test]
    fn the_better_turn_is_said_dashed_only_where_it_is_drawn() {
        let turns = Game::new(crate::rules::Rules::default()).legal_turns();
        let turn = TurnReview {
            ply: 0,
            mover: Color::Black,
            played: turns[0],
            best: turns[1],
            before: 0,
            after: -200,
            loss: 200,
            forced: false,
            verdict: None,
            accuracy: Some(50.0),
        };
        for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Ar] {
            let drawn = review_turn_text(lang, &turn, "alice", true);
            let plain = review_turn_text(lang, &turn, "alice", false);
            let best = crate::t!(lang, "review-turn-better", best = turns[1].to_string());
            let dashed = crate::t!(lang, "review-turn-better-drawn", best = turns[1].to_string());
            assert!(plain.contains(&best) && !plain.contains(&dashed), "{lang:?}: {plain}");
            assert!(drawn.contains(&dashed), "{lang:?}: {drawn}");
        }
    }
}
