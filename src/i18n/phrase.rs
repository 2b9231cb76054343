//! Typed results and refusals of the service, phrased.

use super::Lang;
use crate::ai::Theme;
use crate::ai::{TurnReview, Verdict};
use crate::render::ReplayFrame;
use crate::rules::{
    Color, DrawReason, Expected, Game, GameError, Kind, MAX_MOVE_LEN, MAX_SPEC_LEN, MoveError, Outcome, Position,
    Preset, RulesError, Square, WinReason,
};
use crate::service::{
    ChallengeStatus, EndReason, GameEnd, GameResult, GameSummary, InputKind, Missed, PuzzleResult, PuzzleStanding,
    PuzzleView, RatingChange, RatingRange, ServiceError, UserId,
};
use crate::t;
use chrono::{DateTime, Utc};

/// A colour's name: `Black`, `White`.
pub fn colour(lang: Lang, c: Color) -> String {
    match c {
        Color::Black => t!(lang, "colour-black"),
        Color::White => t!(lang, "colour-white"),
    }
}

fn draw_reason(lang: Lang, r: DrawReason) -> String {
    match r {
        DrawReason::Agreement => t!(lang, "draw-reason-agreement"),
        DrawReason::Repetition => t!(lang, "draw-reason-repetition"),
        DrawReason::Stall => t!(lang, "draw-reason-stall"),
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

/// How a game ended: `White wins: Black resigned`.
pub fn outcome_text(lang: Lang, outcome: Outcome) -> String {
    match outcome {
        Outcome::Draw { reason } => t!(lang, "outcome-draw", reason = draw_reason(lang, reason)),
        Outcome::Win { winner, reason } => {
            let (w, l) = (colour(lang, winner), colour(lang, winner.other()));
            match reason {
                WinReason::NoMoves => t!(lang, "outcome-no-moves", winner = w, loser = l),
                WinReason::Resignation => t!(lang, "outcome-resignation", winner = w, loser = l),
                WinReason::Timeout => t!(lang, "outcome-timeout", winner = w, loser = l),
                WinReason::Count(r) => t!(lang, "outcome-count", winner = w, reason = draw_reason(lang, r)),
            }
        }
    }
}

/// One rating change: `alice: 1500 → 1662? (+162).`
pub fn rating_change_text(lang: Lang, name: &str, c: &RatingChange) -> String {
    t!(
        lang,
        "rating-change",
        name = name,
        before = format!("{:.0}", c.before),
        after = format!("{:.0}", c.after),
        provisional = if c.provisional { "yes" } else { "no" },
        delta = format!("{:+.0}", c.delta()),
    )
}

/// The end of a game in one paragraph: who won and how, then the rating
/// changes; or who aborted it.
pub fn end_text(lang: Lang, end: &GameEnd) -> String {
    let mut text = match (end.outcome, &end.aborted_by) {
        (Some(outcome @ Outcome::Win { winner, .. }), _) => t!(
            lang,
            "end-win",
            name = end.player(winner).name.as_str(),
            colour = colour(lang, winner),
            outcome = outcome_text(lang, outcome)
        ),
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

/// The caption of a replay frame: "Start", "12. Black e3xe5 · White wins".
pub fn replay_caption(lang: Lang, frame: ReplayFrame<'_>) -> String {
    match frame {
        ReplayFrame::Start => t!(lang, "caption-start"),
        ReplayFrame::After { ply, mover, turn, outcome: None } => {
            t!(lang, "caption-ply", ply = ply, colour = colour(lang, mover), turn = turn.to_string())
        }
        ReplayFrame::After { ply, mover, turn, outcome: Some(outcome) } => t!(
            lang,
            "caption-ply-end",
            ply = ply,
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
fn alt_text(lang: Lang, mut parts: Vec<String>, position: &Position) -> String {
    let (black, white) = (position.count(Color::Black), position.count(Color::White));
    parts.push(t!(lang, "board-alt-counts", black = pieces(lang, black), white = pieces(lang, white)));
    let text = parts.join(" ");
    match text.char_indices().nth(MAX_ALT_TEXT) {
        Some((cut, _)) => text[..cut].to_string(),
        None => text,
    }
}

fn pieces(lang: Lang, count: u32) -> String {
    t!(lang, "pieces", count = count)
}

fn squares(squares: impl IntoIterator<Item = impl std::fmt::Display>) -> String {
    squares.into_iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
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
            let kind = match piece.kind {
                Kind::Man => "man",
                Kind::Mullah => "mullah",
            };
            let piece = t!(lang, "piece", colour = colour(lang, piece.color), kind = kind);
            t!(lang, "illegal-not-your-piece", at = sq(at), piece = piece, turn = colour(lang, *turn))
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
            t!(lang, "illegal-ambiguous", text = text.as_str(), matches = squares(matches))
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
            t!(lang, "illegal-cannot-huff", at = at.to_string(), allowed = squares(*allowed))
        }
        GameError::HuffWithoutMove => t!(lang, "illegal-huff-without-move"),
        GameError::HuffSyntax => t!(lang, "illegal-huff-syntax"),
        GameError::SizeMismatch { rules, position } => {
            t!(lang, "illegal-size-mismatch", rules = rules.to_string(), position = position.to_string())
        }
    }
}

/// A refusal (or fault) of the service as a sentence that says why and what
/// to do instead.
pub fn refusal(lang: Lang, e: &ServiceError) -> String {
    use ServiceError::*;
    match e {
        SelfChallenge => t!(lang, "refusal-self-challenge"),
        BotOpponent { name } => t!(lang, "refusal-bot-opponent", name = name.as_str()),
        AlreadyChallenged { name } => t!(lang, "refusal-already-challenged", name = name.as_str()),
        TooManyGames { name, limit } => t!(lang, "refusal-too-many-games", name = name.as_str(), limit = *limit),
        BadRules(e) => t!(lang, "refusal-bad-rules", reason = rules_error(lang, e)),
        BadMoveTime { text } => t!(lang, "refusal-bad-move-time", text = text.as_str()),
        BadLevel { level } => t!(lang, "refusal-bad-level", level = *level),
        ComputerIsNotBot => t!(lang, "refusal-computer-not-bot"),
        NoSuchChallenge => t!(lang, "refusal-no-such-challenge"),
        ChallengeClosed { status } => {
            let status = match status {
                ChallengeStatus::Open | ChallengeStatus::Expired => "expired",
                s => s.as_str(),
            };
            t!(lang, "refusal-challenge-closed", status = status)
        }
        ChallengeExpired => t!(lang, "refusal-challenge-expired"),
        NotChallenged { name } => t!(lang, "refusal-not-challenged", name = name.as_str()),
        NotChallenger { name } => t!(lang, "refusal-not-challenger", name = name.as_str()),
        ChallengeTaken { by } => t!(lang, "refusal-challenge-taken", name = by.as_str()),
        OwnChallenge => t!(lang, "refusal-own-challenge"),
        OutsideRatingRange { rating, range } => range_text(lang, "refusal-outside-rating-range", *range, Some(*rating)),
        OutsideEntryRange { rating, range } => range_text(lang, "refusal-outside-entry-range", *range, Some(*rating)),
        BadRatingRange { range } => t!(
            lang,
            "refusal-bad-rating-range",
            min = range.min.unwrap_or_default(),
            max = range.max.unwrap_or_default()
        ),
        AlreadyOpen { challenge } => t!(lang, "refusal-already-open", id = challenge.0),
        NoOneElseHere => t!(lang, "refusal-no-one-else-here"),
        NoPuzzleLeft { preset } => t!(lang, "refusal-no-puzzle-left", preset = preset.as_str()),
        PuzzleInProgress => t!(lang, "refusal-puzzle-in-progress"),
        NoPuzzle => t!(lang, "refusal-no-puzzle"),
        NoSuchTournament => t!(lang, "refusal-no-such-tournament"),
        NoTournament => t!(lang, "refusal-no-tournament"),
        WhichTournament { tournaments } => {
            let list = tournaments.iter().map(|t| format!("#{t}")).collect::<Vec<_>>().join(", ");
            t!(lang, "refusal-which-tournament", tournaments = list)
        }
        TournamentServerOnly => t!(lang, "refusal-tournament-server-only"),
        BadEntryLimit { min, max } => t!(lang, "refusal-bad-entry-limit", min = *min, max = *max),
        BadRounds { max } => t!(lang, "refusal-bad-rounds", max = *max),
        BadRoundTime { text, max } => t!(lang, "refusal-bad-round-time", text = text.as_str(), max = max.as_str()),
        TournamentFull { limit } => t!(lang, "refusal-tournament-full", limit = *limit),
        AlreadyEntered => t!(lang, "refusal-already-entered"),
        NotEntered => t!(lang, "refusal-not-entered"),
        EntriesClosed => t!(lang, "refusal-entries-closed"),
        NotOrganiser { organiser } => t!(lang, "refusal-not-organiser", name = organiser.as_str()),
        TooFewEntrants { entrants } => t!(lang, "refusal-too-few-entrants", count = *entrants),
        TournamentNotRunning { status } => t!(lang, "refusal-tournament-not-running", status = status.as_str()),
        TournamentOver { status } => t!(lang, "refusal-tournament-over", status = status.as_str()),
        AlreadyWithdrawn => t!(lang, "refusal-already-withdrawn"),
        TournamentGame => t!(lang, "refusal-tournament-game"),
        NoSuchGame => t!(lang, "refusal-no-such-game"),
        NoActiveGame => t!(lang, "refusal-no-active-game"),
        WhichGame { games } => {
            let list = games.iter().map(|g| format!("#{g}")).collect::<Vec<_>>().join(", ");
            t!(lang, "refusal-which-game", games = list)
        }
        NotAPlayer => t!(lang, "refusal-not-a-player"),
        NotYourTurn { name } => t!(lang, "refusal-not-your-turn", name = name.as_str()),
        PositionChanged => t!(lang, "refusal-position-changed"),
        Illegal(e) => illegal(lang, e),
        GameOver { outcome: Some(o) } => t!(lang, "refusal-game-over", outcome = outcome_text(lang, *o)),
        GameOver { outcome: None } => t!(lang, "refusal-game-aborted"),
        NotFinished => t!(lang, "refusal-not-finished"),
        StillPlaying => t!(lang, "refusal-still-playing"),
        Busy => t!(lang, "refusal-busy"),
        ComputerThinking => t!(lang, "refusal-computer-thinking"),
        NoDrawOffer => t!(lang, "refusal-no-draw-offer"),
        OwnDrawOffer => t!(lang, "refusal-own-draw-offer"),
        TakebackRated => t!(lang, "refusal-takeback-rated"),
        NothingToTakeBack => t!(lang, "refusal-nothing-to-take-back"),
        NoTakeback => t!(lang, "refusal-no-takeback"),
        OwnTakeback => t!(lang, "refusal-own-takeback"),
        TooLateToAbort => t!(lang, "refusal-too-late-to-abort"),
        InputTooLong { what, max } => {
            let what = match what {
                InputKind::Move => "move",
                InputKind::RulesOptions => "rules",
                InputKind::TournamentName => "tournament-name",
            };
            t!(lang, "refusal-input-too-long", what = what, max = *max)
        }
        Unavailable => t!(lang, "refusal-unavailable"),
        Internal(_) => t!(lang, "refusal-internal"),
    }
}

/// A turn's number as a record writes it: `12.` for Black's, `12…` for White's.
fn turn_number(ply: usize) -> String {
    format!("{}{}", ply / 2 + 1, if ply.is_multiple_of(2) { "." } else { "…" })
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
/// better one.
pub fn review_player_line(lang: Lang, summary: &crate::ai::Summary, worst: Option<&crate::ai::TurnReview>) -> String {
    let accuracy = summary.accuracy.map_or_else(|| t!(lang, "review-no-judged"), |a| format!("{}%", a.round()));
    let mut line = t!(
        lang,
        "review-player",
        inaccuracies = summary.inaccuracies,
        mistakes = summary.mistakes,
        blunders = summary.blunders,
        accuracy = accuracy
    );
    if let Some(t) = worst {
        let turn = format!("{} {}", turn_number(t.ply), t.played);
        line.push('\n');
        line.push_str(&t!(lang, "review-worst", turn = turn, best = t.best.to_string()));
    }
    line
}

/// How a turn is marked: `??` blunder, `?` mistake, `?!` inaccuracy.
fn verdict_mark(verdict: Option<Verdict>) -> &'static str {
    match verdict {
        Some(Verdict::Blunder) => "??",
        Some(Verdict::Mistake) => "?",
        Some(Verdict::Inaccuracy) => "?!",
        None => "",
    }
}

/// The caption of a review's board: `23. Black c3xe5?? · better: d4-e5`.
pub fn review_caption(lang: Lang, turn: &TurnReview) -> String {
    let (number, colour) = (turn_number(turn.ply), colour(lang, turn.mover));
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
        vec![t!(lang, "board-alt-review", game = game_id, ply = turn.ply + 1, colour = colour, turn = played)];
    if turn.best != turn.played {
        parts.push(t!(lang, "board-alt-review-better", best = turn.best.to_string()));
    }
    alt_text(lang, parts, before)
}

/// What a review says about one turn, a sentence a line: who played what,
/// the verdict, the better turn, the evaluation before and after (for Black).
pub fn review_turn_text(lang: Lang, turn: &TurnReview, player: &str) -> String {
    let number = turn_number(turn.ply);
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
        lines.push(t!(lang, "review-turn-better", best = turn.best.to_string()));
    }
    lines.push(t!(
        lang,
        "review-turn-eval",
        before = men(lang, turn.before, true),
        after = men(lang, turn.after, true)
    ));
    lines.join("\n")
}

/// One line about what a player (`reader`) missed while the bot could not
/// tell them; `when` writes a moment (Discord's relative timestamp, the
/// console's date).
pub fn missed_text(lang: Lang, missed: &Missed, reader: UserId, when: &dyn Fn(DateTime<Utc>) -> String) -> String {
    match missed {
        Missed::Ended(view) => {
            let (game, black, white) = (view.id.0, view.black.name.as_str(), view.white.name.as_str());
            match view.game.outcome() {
                Some(outcome) => {
                    t!(
                        lang,
                        "away-game-ended",
                        game = game,
                        black = black,
                        white = white,
                        outcome = outcome_text(lang, outcome)
                    )
                }
                None => t!(lang, "away-game-aborted", game = game, black = black, white = white),
            }
        }
        Missed::YourMove(view) => {
            let opponent = [&view.black, &view.white].into_iter().find(|p| p.id != reader).unwrap_or(&view.black);
            t!(
                lang,
                "away-your-move",
                game = view.id.0,
                opponent = opponent.name.as_str(),
                deadline = when(view.deadline)
            )
        }
        Missed::Expired(c) => t!(lang, "away-challenge-expired", id = c.id.0, challenger = c.challenger.name.as_str()),
    }
}

/// A puzzle theme's name.
pub fn theme_name(lang: Lang, theme: Theme) -> String {
    t!(lang, "puzzle-theme", theme = theme.as_str())
}

/// What the solver is asked: whose move, and which step of how many.
pub fn puzzle_prompt(lang: Lang, view: &PuzzleView) -> String {
    let colour = colour(lang, view.solver);
    t!(lang, "puzzle-find", colour = colour, step = view.step + 1, steps = view.steps)
}

/// What a turn in a puzzle did, and (once it is over) the rating.
pub fn puzzle_result_text(lang: Lang, result: &PuzzleResult) -> String {
    let rating_line = |standing: &PuzzleStanding, change: Option<f64>| match change {
        Some(delta) => t!(
            lang,
            "puzzle-rating",
            rating = format!("{:.0}", standing.rating),
            delta = format!("{delta:+.0}"),
            streak = standing.streak
        ),
        None => t!(lang, "puzzle-unrated", rating = format!("{:.0}", standing.rating)),
    };
    match result {
        PuzzleResult::Right { played, reply, .. } => {
            t!(lang, "puzzle-right", played = played.to_string(), reply = reply.to_string())
        }
        PuzzleResult::Solved { played, view, standing, change } => {
            let themes: Vec<String> = view.themes.iter().map(|&t| theme_name(lang, t)).collect();
            let themes = if themes.is_empty() { "—".to_string() } else { themes.join(", ") };
            format!(
                "{} {}",
                t!(lang, "puzzle-solved", played = played.to_string(), themes = themes),
                rating_line(standing, *change)
            )
        }
        PuzzleResult::Wrong { played, solution, standing, change, .. } => format!(
            "{} {}",
            t!(lang, "puzzle-wrong", played = played.to_string(), solution = solution.to_string()),
            rating_line(standing, *change)
        ),
    }
}

/// One line of the solvers' leaderboard (`name` as the front end shows it).
pub fn puzzle_leader(lang: Lang, rank: usize, s: &PuzzleStanding, name: &str) -> String {
    let rating = format!("{:.0}{}", s.rating, if s.provisional { "?" } else { "" });
    t!(lang, "puzzle-leader", rank = rank, name = name, rating = rating, solved = s.solved, best = s.best_streak)
}

/// Message `id` about a rating range (`$which`: both ends, `min` or `max`),
/// with the reader's `$rating` where the message says it.
pub fn range_text(lang: Lang, id: &str, range: RatingRange, rating: Option<i32>) -> String {
    let which = match (range.min, range.max) {
        (Some(_), Some(_)) => "both",
        (Some(_), None) => "min",
        _ => "max",
    };
    let (min, max) = (range.min.unwrap_or(0), range.max.unwrap_or(i32::MAX));
    match rating {
        Some(rating) => t!(lang, id, which = which, min = min, max = max, rating = rating),
        None => t!(lang, id, which = which, min = min, max = max),
    }
}
