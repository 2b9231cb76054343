//! Tournaments in words: names, settings, pairings, standings and what
//! happened (a round began, the event ended), for every front end.

use super::Lang;
use crate::service::{CupTie, GameEnd, PlayerCard, TieSide, TieSlot};
use crate::service::{
    PairingResult, PairingView, TournamentEntry, TournamentFormat, TournamentNews, TournamentStatus, TournamentSummary,
    TournamentView,
};
use crate::t;

/// Its name, or "Tournament #3" when it has none.
pub fn tournament_name(lang: Lang, id: i64, name: &str) -> String {
    if name.trim().is_empty() { t!(lang, "tournament-name-default", id = id) } else { format!("{name} (#{id})") }
}

fn name_of(lang: Lang, view: &TournamentView) -> String {
    tournament_name(lang, view.id.0, &view.name)
}

pub fn format_name(lang: Lang, format: TournamentFormat) -> String {
    t!(lang, "tournament-format", format = format.as_str())
}

/// Where it stands: taking entries, round 2 of 5, finished, cancelled.
pub fn status_text(lang: Lang, status: TournamentStatus, round: u32, rounds: Option<u32>) -> String {
    t!(lang, "tournament-status", status = status.as_str(), round = round, rounds = rounds.unwrap_or(0))
}

/// The settings and state of an event, a line each; `when` writes a time
/// as the front end shows times (`<t:…:R>` on Discord).
pub fn tournament_details(
    lang: Lang,
    view: &TournamentView,
    when: &dyn Fn(chrono::DateTime<chrono::Utc>) -> String,
) -> Vec<String> {
    let mut lines = vec![
        status_text(lang, view.status, view.round, view.rounds),
        t!(
            lang,
            "tournament-settings",
            format = format_name(lang, view.format),
            rules = view.rules.clone(),
            time = super::duration(lang, view.move_time),
            round_time = super::duration(lang, view.round_time),
            rated = if view.rated { "yes" } else { "no" }
        ),
        t!(lang, "tournament-entries", count = view.entrants.len(), max = view.max_players),
    ];
    if view.status == TournamentStatus::Open {
        lines.push(match view.starts_at {
            Some(at) => t!(lang, "tournament-starts", when = when(at)),
            None => t!(lang, "tournament-starts-by-organiser", organiser = view.organiser.name.clone()),
        });
    }
    if !view.entry.is_open() {
        lines.push(super::phrase::range_text(lang, "tournament-entry-range", view.entry, None));
    }
    if view.format == TournamentFormat::Cup {
        lines.push(t!(lang, "tournament-decider", decider = view.decider.as_str()));
    }
    if let Some(deadline) = view.round_deadline {
        lines.push(t!(lang, "tournament-round-deadline", round = view.round, when = when(deadline)));
    }
    lines
}

/// One line of a server's list.
pub fn summary_line(lang: Lang, s: &TournamentSummary) -> String {
    t!(
        lang,
        "tournament-list-line",
        name = tournament_name(lang, s.id.0, &s.name),
        format = format_name(lang, s.format),
        status = status_text(lang, s.status, s.round, s.rounds)
    )
}

/// A pairing's result as written in a table: `1–0`, `½–½`, `+–` (forfeit),
/// or "playing" / "bye".
pub fn result_text(lang: Lang, result: Option<PairingResult>) -> String {
    match result {
        None => t!(lang, "pairing-playing"),
        Some(PairingResult::BlackWon) => "1–0".into(),
        Some(PairingResult::WhiteWon) => "0–1".into(),
        Some(PairingResult::Draw) => "½–½".into(),
        Some(PairingResult::Bye) => t!(lang, "pairing-bye"),
        Some(PairingResult::WhiteForfeit) => t!(lang, "pairing-forfeit", result = "+–"),
        Some(PairingResult::BlackForfeit) => t!(lang, "pairing-forfeit", result = "–+"),
        Some(PairingResult::BothForfeit) => t!(lang, "pairing-forfeit", result = "––"),
    }
}

/// `Board 2: alice – bob · 1–0` (a bye: `Board 5: carol · bye`); `name`
/// shows a player (a mention on Discord).
pub fn pairing_line(lang: Lang, p: &PairingView, name: &dyn Fn(&crate::service::PlayerCard) -> String) -> String {
    let result = result_text(lang, p.result);
    let game = p.game.map(|g| format!(" (#{g})")).unwrap_or_default();
    match &p.white {
        None => t!(lang, "pairing-line-bye", board = p.board, player = name(&p.black)),
        Some(white) => t!(
            lang,
            // A cup tie played again says so.
            if p.leg > 1 { "pairing-line-again" } else { "pairing-line" },
            board = p.board,
            black = name(&p.black),
            white = name(white),
            result = format!("{result}{game}")
        ),
    }
}

/// Points and tie-breaks as people write them: `3`, `2½`, `½`, `6,25`.
pub fn figure(lang: Lang, x: f64) -> String {
    let whole = x.trunc();
    let rest = x - whole;
    if rest == 0.0 {
        format!("{whole:.0}")
    } else if rest == 0.5 {
        if whole == 0.0 { "½".into() } else { format!("{whole:.0}½") }
    } else {
        let text = format!("{x:.2}");
        if lang == Lang::En { text } else { text.replace('.', ",") }
    }
}

/// The standings as text: a title, the column titles and a row per
/// player (`name` shows a player), which columns hold figures, and each
/// row's place on the podium (1 to 3, 0 off it; all 0 until the event is
/// over): a cup's two semi-final losers are both third.
pub struct StandingsTable {
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub numeric: Vec<bool>,
    pub podium: Vec<u32>,
}

/// A cup's bracket in words: its title, the rounds' names, and every
/// round's ties in bracket order (see `TournamentView::cup_bracket`).
#[derive(Clone, Debug, PartialEq)]
pub struct BracketText {
    pub title: String,
    pub round_names: Vec<String>,
    pub rounds: Vec<Vec<TieText>>,
}

/// One tie in words: the players' names (`None`: not yet known; the word
/// for a bye where a player had one), who went through, and the results
/// seen from the top player (`1–0 ½–½`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TieText {
    pub top: Option<String>,
    pub bottom: Option<String>,
    pub winner: Option<TieSide>,
    pub note: Option<String>,
}

pub fn standings_table(lang: Lang, view: &TournamentView, name: &dyn Fn(&PlayerCard) -> String) -> StandingsTable {
    let cup = view.format == TournamentFormat::Cup;
    let mut header = vec![t!(lang, "standings-rank"), t!(lang, "standings-player"), t!(lang, "standings-points")];
    let mut numeric = vec![true, false, true];
    if cup {
        header.push(t!(lang, "standings-reached"));
        numeric.push(true);
    } else {
        header.extend([t!(lang, "standings-buchholz"), t!(lang, "standings-sb")]);
        numeric.extend([true, true]);
    }
    header.push(t!(lang, "standings-games"));
    numeric.push(true);
    let rows = view
        .standings
        .iter()
        .map(|s| {
            let mut who = name(&s.player);
            if s.withdrawn {
                who = format!("{who} {}", t!(lang, "standings-withdrawn"));
            }
            let mut cells = vec![s.rank.to_string(), who, figure(lang, s.points)];
            if cup {
                cells.push(s.reached.to_string());
            } else {
                cells.extend([figure(lang, s.buchholz), figure(lang, s.sonneborn_berger)]);
            }
            cells.push(s.played.to_string());
            cells
        })
        .collect();
    let finished = view.status == TournamentStatus::Finished;
    let podium = view.standings.iter().map(|s| if finished && s.rank <= 3 { s.rank } else { 0 }).collect();
    StandingsTable { title: standings_title(lang, view), header, rows, numeric, podium }
}

/// A cup's bracket in words (`None` for other formats, and before the
/// start).
pub fn bracket(lang: Lang, view: &TournamentView) -> Option<BracketText> {
    let ties = view.cup_bracket()?;
    let rounds = ties.len() as u32;
    let bye = t!(lang, "pairing-bye");
    let slot = |s: &Option<TieSlot>| {
        s.as_ref().map(|s| match s {
            TieSlot::Player(p) => p.name.clone(),
            TieSlot::Bye => bye.clone(),
        })
    };
    let tie = |t: &CupTie| {
        let note: Vec<String> = t.results.iter().map(|&r| result_text(lang, r)).collect();
        TieText {
            top: slot(&t.top),
            bottom: slot(&t.bottom),
            winner: t.winner,
            note: (!note.is_empty()).then(|| note.join(" ")),
        }
    };
    Some(BracketText {
        title: name_of(lang, view),
        round_names: (1..=rounds).map(|r| cup_round_name(lang, r, rounds)).collect(),
        rounds: ties.iter().map(|round| round.iter().map(tie).collect()).collect(),
    })
}

/// The title over the standings.
pub fn standings_title(lang: Lang, view: &TournamentView) -> String {
    // The rounds over: while one is played, the one before.
    let done = if view.status == TournamentStatus::Running { view.round.saturating_sub(1) } else { view.round };
    t!(lang, "standings-title", tournament = name_of(lang, view), round = done)
}

/// A round of a cup, by how many rounds are left: Final, Semi-finals…
pub fn cup_round_name(lang: Lang, round: u32, rounds: u32) -> String {
    match rounds.saturating_sub(round) {
        0 => t!(lang, "cup-final"),
        1 => t!(lang, "cup-semi-finals"),
        2 => t!(lang, "cup-quarter-finals"),
        _ => t!(lang, "cup-round", round = round),
    }
}

/// What moving an event on did, as one sentence.
pub fn news_text(lang: Lang, news: &TournamentNews) -> String {
    let view = news.tournament();
    let tournament = name_of(lang, view);
    match news {
        TournamentNews::Round { round, .. } => {
            t!(lang, "tournament-round", tournament = tournament, round = *round, rounds = view.rounds.unwrap_or(0))
        }
        TournamentNews::Rematch { game, .. } => t!(
            lang,
            "tournament-rematch",
            tournament = tournament,
            black = game.black.name.clone(),
            white = game.white.name.clone()
        ),
        TournamentNews::Finished { .. } => match view.winner() {
            Some(w) => {
                let mut text = t!(lang, "tournament-finished", tournament = tournament, winner = w.name.clone());
                // The podium: second and third (a cup's two semi-final losers share third).
                let podium: Vec<String> = view
                    .standings
                    .iter()
                    .skip(1)
                    .take_while(|s| s.rank <= 3)
                    .map(|s| t!(lang, "tournament-place", rank = s.rank, name = s.player.name.clone()))
                    .collect();
                if !podium.is_empty() {
                    text.push(' ');
                    text.push_str(&podium.join(" · "));
                }
                text
            }
            None => t!(lang, "tournament-finished-no-winner", tournament = tournament),
        },
        TournamentNews::Cancelled { .. } => t!(lang, "tournament-cancelled-empty", tournament = tournament),
    }
}

/// Someone joined, left or withdrew, or `name` created or cancelled the
/// event.
pub fn entry_text(lang: Lang, entry: TournamentEntry, name: &str, view: &TournamentView) -> String {
    let what = match entry {
        TournamentEntry::Created => "created",
        TournamentEntry::Joined => "joined",
        TournamentEntry::Left => "left",
        TournamentEntry::Withdrew => "withdrew",
        TournamentEntry::Cancelled => "cancelled",
    };
    t!(
        lang,
        "tournament-entry",
        what = what,
        name = name.to_string(),
        tournament = name_of(lang, view),
        count = view.entrants.iter().filter(|e| e.withdrawn.is_none()).count(),
        max = view.max_players
    )
}

/// [`entry_text`], then a line for each game that the withdrawal or the
/// cancellation ended.
pub fn entry_with_ends<'a>(
    lang: Lang,
    entry: TournamentEntry,
    name: &str,
    view: &TournamentView,
    ends: impl IntoIterator<Item = &'a GameEnd>,
) -> String {
    let mut text = entry_text(lang, entry, name, view);
    for end in ends {
        text.push('\n');
        text.push_str(&super::end_text(lang, end));
    }
    text
}
