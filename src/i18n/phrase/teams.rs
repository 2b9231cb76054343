//! Team games' words: a tally's counts, and the side members' lists.

use crate::service::{TeamSide, UserId};
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
