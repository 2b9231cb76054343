//! Who plays whom in a wave, as a pure function of those waiting: the
//! rating gap less a bonus for waiting, both ranges, blocks both ways.

use super::{MAX_GAP, MAX_WAIT_BONUS, PROVISIONAL_BONUS, WAIT_BONUS_PER_SECOND};
use crate::service::{Level, RatingRange, UserId};
use std::collections::HashSet;
use std::time::Duration;

/// The computer's level near a rating (an offer when nobody came).
pub fn level_near(rating: f64) -> Level {
    let n = match rating {
        r if r < 1150.0 => 1,
        r if r < 1400.0 => 2,
        r if r < 1650.0 => 3,
        r if r < 1900.0 => 4,
        _ => 5,
    };
    Level::try_from(n).unwrap_or_default()
}

/// One person waiting, as a wave sees them.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub player: UserId,
    pub rating: f64,
    pub provisional: bool,
    pub range: RatingRange,
    pub waited: Duration,
}

impl Candidate {
    fn bonus(&self) -> f64 {
        let wait = (self.waited.as_secs_f64() * WAIT_BONUS_PER_SECOND).min(MAX_WAIT_BONUS);
        wait + if self.provisional { PROVISIONAL_BONUS } else { 0.0 }
    }

    fn admits(&self, other: &Candidate) -> bool {
        self.range.admits(other.rating.round() as i32)
    }
}

/// The pairings of one pool's wave, as indices into `waiting`: the best
/// scored first (gap less both bonuses), each person once, never outside
/// either range, never `blocked` (either way), never someone with themself.
/// A gap above [`MAX_GAP`] plus both bonuses waits for a closer opponent,
/// unless the two are the only ones who could play each other.
pub fn pair_pool(waiting: &[Candidate], blocked: &HashSet<(UserId, UserId)>) -> Vec<(usize, usize)> {
    let allowed = |a: &Candidate, b: &Candidate| {
        a.player != b.player
            && a.admits(b)
            && b.admits(a)
            && !blocked.contains(&(a.player, b.player))
            && !blocked.contains(&(b.player, a.player))
    };
    let mut pairs = Vec::new();
    for (i, a) in waiting.iter().enumerate() {
        for (j, b) in waiting.iter().enumerate().skip(i + 1) {
            if allowed(a, b) {
                let gap = (a.rating - b.rating).abs();
                pairs.push((gap - a.bonus() - b.bonus(), gap, i, j));
            }
        }
    }
    // Who could play whom at all: two with nobody else stop waiting.
    let mut options = vec![0usize; waiting.len()];
    for &(_, _, i, j) in &pairs {
        options[i] += 1;
        options[j] += 1;
    }
    pairs.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.2.cmp(&y.2)).then(x.3.cmp(&y.3)));
    let mut taken = vec![false; waiting.len()];
    let mut chosen = Vec::new();
    for (score, _, i, j) in pairs {
        if taken[i] || taken[j] {
            continue;
        }
        let alone = options[i] == 1 && options[j] == 1;
        if score <= MAX_GAP || alone {
            taken[i] = true;
            taken[j] = true;
            chosen.push((i, j));
        }
    }
    chosen
}
