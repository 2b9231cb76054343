//! Team games' words: a tally's counts, and the side members' lists.

use crate::service::{Carried, DrawReport, MotionReport, TakebackReport, TeamSide, UserId};
use crate::t;

use crate::i18n::Lang;

/// The votes of a tally (or of the side so far), the chosen turn first:
/// "e4-e5: 7 votes and d4-e5: 3 votes".
pub fn tally_counts(lang: Lang, counts: &[(String, u32)]) -> String {
    let counts: Vec<String> =
        counts.iter().map(|(turn, n)| t!(lang, "team-tally-count", turn = turn.as_str(), votes = *n)).collect();
    crate::i18n::and_list(lang, &counts)
}

/// A side's members, its captain marked, each as `name` writes them (a
/// mention on Discord, a name in the console); "nobody yet" for none.
pub fn team_members(lang: Lang, side: &TeamSide, name: impl Fn(UserId, &str) -> String) -> String {
    let mut members: Vec<String> = side
        .members
        .iter()
        .map(|(id, n)| {
            let n = name(*id, n);
            if side.captain == Some(*id) { t!(lang, "team-captain", name = n.as_str()) } else { n }
        })
        .collect();
    if members.is_empty() {
        members.push(t!(lang, "team-nobody"));
    }
    crate::i18n::and_list(lang, &members)
}

/// What came of `who`'s backing a motion of their side: how many back it
/// so far, or what the side did (resigned, offered a draw, agreed one,
/// asked to take back its last turn, agreed to the other's asking).
pub fn motion_text(lang: Lang, report: &MotionReport, who: &str) -> String {
    let motion = report.motion.name();
    match &report.carried {
        None => t!(
            lang,
            "team-motion-backed",
            name = who,
            motion = motion,
            backing = report.backing,
            members = report.members
        ),
        Some(Carried::Resigned { end, .. } | Carried::Draw(DrawReport::Agreed { end, .. })) => {
            super::end_text(lang, end)
        }
        Some(Carried::Draw(DrawReport::Offered { view, by } | DrawReport::Declined { view, by })) => {
            let team = view.card_of(*by).map_or("", |p| p.name.as_str());
            t!(lang, "team-draw-offered", team = team)
        }
        // A side's motion asks, or agrees (declining is playing on).
        Some(Carried::Takeback(TakebackReport::Asked { view, by } | TakebackReport::Declined { view, by })) => {
            let team = view.card_of(*by).map_or("", |p| p.name.as_str());
            t!(lang, "team-takeback-asked", team = team)
        }
        Some(Carried::Takeback(TakebackReport::Done { view, by, .. })) => {
            let team = view.card_of(*by).map_or("", |p| p.name.as_str());
            t!(lang, "team-takeback-done", team = team)
        }
    }
}
