//! How a side's votes decide its turn, and how a tally's counts are kept.

use super::UserId;
use chrono::{DateTime, Utc};

/// The turn a side plays from its votes (each `(member, turn, when)`, in
/// the order they were cast) and its captain: the most votes; a tie goes to
/// the captain's vote, else to the turn that reached the tied count first.
/// The counts, the chosen turn first.
pub fn decide(votes: &[(UserId, String, DateTime<Utc>)], captain: Option<UserId>) -> Vec<(String, u32)> {
    // Each turn: its votes, and when it reached each count.
    let mut counts: Vec<(String, u32, Vec<DateTime<Utc>>)> = Vec::new();
    let mut ordered = votes.to_vec();
    ordered.sort_by_key(|(member, _, when)| (*when, *member));
    for (_, turn, when) in &ordered {
        match counts.iter_mut().find(|(t, ..)| t == turn) {
            Some((_, n, reached)) => {
                *n += 1;
                reached.push(*when);
            }
            None => counts.push((turn.clone(), 1, vec![*when])),
        }
    }
    let top = counts.iter().map(|(_, n, _)| *n).max().unwrap_or(0);
    let captains = captain.and_then(|c| votes.iter().find(|(m, ..)| *m == c)).map(|(_, t, _)| t.clone());
    counts.sort_by(|a, b| {
        let tied = |x: &(String, u32, Vec<DateTime<Utc>>)| x.1 == top;
        let by_captain = |x: &(String, u32, Vec<DateTime<Utc>>)| tied(x) && captains.as_deref() == Some(x.0.as_str());
        b.1.cmp(&a.1).then(by_captain(b).cmp(&by_captain(a))).then(a.2[a.1 as usize - 1].cmp(&b.2[b.1 as usize - 1]))
    });
    counts.into_iter().map(|(turn, n, _)| (turn, n)).collect()
}

/// The counts as stored: a line per turn, `turn votes` (a turn's own text
/// may hold spaces and commas: `huff d4, c3-c4`).
pub(super) fn counts_text(counts: &[(String, u32)]) -> String {
    counts.iter().map(|(turn, n)| format!("{turn} {n}")).collect::<Vec<_>>().join("\n")
}

pub(super) fn counts_of(text: &str) -> Vec<(String, u32)> {
    text.lines()
        .filter_map(|pair| {
            let (turn, n) = pair.rsplit_once(' ')?;
            Some((turn.to_string(), n.parse().ok()?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    fn vote(member: u64, turn: &str, when: i64) -> (UserId, String, DateTime<Utc>) {
        (UserId(member), turn.to_string(), at(when))
    }

    #[test]
    fn the_most_votes_win_and_a_tie_goes_to_the_captain_else_to_the_first_to_reach_it() {
        let votes = [vote(1, "e4-e5", 1), vote(2, "d4-e5", 2), vote(3, "d4-e5", 3), vote(4, "e4-e5", 4)];
        // Tied at two: d4-e5 reached two votes first (at 3, e4-e5 at 4).
        assert_eq!(decide(&votes, None), [("d4-e5".to_string(), 2), ("e4-e5".to_string(), 2)]);
        // The captain's vote breaks the tie.
        assert_eq!(decide(&votes, Some(UserId(4)))[0].0, "e4-e5");
        // A captain whose turn is not among the tied ones does not.
        let five = [&votes[..], &[vote(5, "c3-c4", 5)]].concat();
        assert_eq!(decide(&five, Some(UserId(5)))[0].0, "d4-e5");
        // A clear majority whatever the captain says.
        let more = [&votes[..], &[vote(6, "e4-e5", 6)]].concat();
        assert_eq!(decide(&more, Some(UserId(2))), [("e4-e5".to_string(), 3), ("d4-e5".to_string(), 2)]);
        assert!(decide(&[], Some(UserId(1))).is_empty());
    }

    #[test]
    fn counts_read_back_as_written() {
        let counts = vec![("c3xe5xg3".to_string(), 7), ("huff d4, c3-c4".to_string(), 1)];
        assert_eq!(counts_of(&counts_text(&counts)), counts);
    }
}
