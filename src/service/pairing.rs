//! Tournament pairings, pure: round robin by the circle method (Berger
//! tables), Swiss rounds in the spirit of the FIDE Dutch system, and the
//! first round of a knockout cup. No I/O: the tournaments aggregate keeps
//! the state and calls these.
//!
//! The Swiss pairing is simplified from the Dutch system: players are
//! ranked by score, then rating; each score group (with anyone floated
//! down from above) is paired top half against bottom half, and a search
//! with backtracking finds the pairing nearest that order that repeats no
//! pairing and gives nobody a third game in a row with the same colour,
//! relaxing the colour rule, then the repeat rule, only when no pairing
//! keeps them. The bye goes to the lowest-ranked player who has not had
//! one (while that is possible).

use super::UserId;
use crate::rules::Color;
use std::collections::HashSet;

/// Who plays whom in a round: Black first, as the rules have Black move
/// first; a bye scores as a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    Game {
        black: UserId,
        white: UserId,
    },
    /// The player sits the round out.
    Bye(UserId),
}

/// A player of a Swiss event as the next round's pairing sees them.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub id: UserId,
    pub rating: f64,
    /// Points so far (a win 1, a draw 0.5, a bye 1).
    pub score: f64,
    pub opponents: Vec<UserId>,
    /// The colours of the games played, in order.
    pub colours: Vec<Color>,
    pub had_bye: bool,
}

impl Entrant {
    /// Black games minus White games.
    fn balance(&self) -> i32 {
        self.colours.iter().map(|&c| if c == Color::Black { 1 } else { -1 }).sum()
    }

    /// The colour this player should get, and whether it is a must (two
    /// in a row already, or a difference of two).
    fn wants(&self) -> (Option<Color>, bool) {
        let last2 =
            self.colours.len() >= 2 && self.colours[self.colours.len() - 2] == self.colours[self.colours.len() - 1];
        if let Some(&last) = self.colours.last()
            && (last2 || self.balance().abs() >= 2)
        {
            return (Some(last.other()), true);
        }
        match self.balance() {
            b if b > 0 => (Some(Color::White), false),
            b if b < 0 => (Some(Color::Black), false),
            _ => (self.colours.last().map(|&l| l.other()), false),
        }
    }
}

/// Every round of a round robin among `players` (in seeding order): with
/// an odd number, one player sits out each round (a bye). `double`: a
/// second cycle with the colours swapped.
pub fn round_robin(players: &[UserId], double: bool) -> Vec<Vec<Pairing>> {
    let mut slots: Vec<Option<UserId>> = players.iter().copied().map(Some).collect();
    if slots.len() % 2 == 1 {
        slots.push(None);
    }
    let n = slots.len();
    if n < 2 {
        return Vec::new();
    }
    let mut rounds = Vec::with_capacity(n - 1);
    for r in 0..n - 1 {
        let mut round = Vec::with_capacity(n / 2);
        for k in 0..n / 2 {
            // The circle method: the last slot stays, the others turn.
            let (a, b) = if k == 0 { (n - 1, r) } else { ((r + k) % (n - 1), (r + n - 1 - k) % (n - 1)) };
            // Colours alternate for the fixed slot; on the other tables the
            // turning slot ahead plays Black on odd tables: as a player moves
            // one table a round, their colour alternates (never three in a
            // row, a difference of at most one).
            let a_black = if k == 0 { r % 2 == 0 } else { k % 2 == 1 };
            let (black, white) = if a_black { (slots[a], slots[b]) } else { (slots[b], slots[a]) };
            round.push(match (black, white) {
                (Some(black), Some(white)) => Pairing::Game { black, white },
                (Some(p), None) | (None, Some(p)) => Pairing::Bye(p),
                (None, None) => continue,
            });
        }
        rounds.push(round);
    }
    if double {
        let second: Vec<Vec<Pairing>> = rounds
            .iter()
            .map(|round| {
                round
                    .iter()
                    .map(|p| match *p {
                        Pairing::Game { black, white } => Pairing::Game { black: white, white: black },
                        bye => bye,
                    })
                    .collect()
            })
            .collect();
        rounds.extend(second);
    }
    rounds
}

/// The first round of a knockout cup among `seeds` (best first): the
/// bracket of the next power of two, seed 1 against the last, and so on,
/// with byes for the top seeds when the field is short. The higher seed
/// plays Black. Pairings in bracket order (winners of neighbours meet).
pub fn cup_first_round(seeds: &[UserId]) -> Vec<Pairing> {
    let size = seeds.len().next_power_of_two().max(2);
    bracket_order(size)
        .chunks(2)
        .filter_map(|pair| {
            let (hi, lo) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            match (seeds.get(hi), seeds.get(lo)) {
                (Some(&black), Some(&white)) => Some(Pairing::Game { black, white }),
                (Some(&p), None) => Some(Pairing::Bye(p)),
                _ => None,
            }
        })
        .collect()
}

/// Seed positions (0-based) of a bracket of `size`, so that seeds 1 and 2
/// can meet only in the final: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight.
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n - 1 - s]).collect();
    }
    order
}

/// The next Swiss round for `entrants` (those still playing).
pub fn swiss_round(entrants: &[Entrant]) -> Vec<Pairing> {
    let mut ranked: Vec<&Entrant> = entrants.iter().collect();
    ranked.sort_by(|a, b| b.score.total_cmp(&a.score).then(b.rating.total_cmp(&a.rating)).then(a.id.cmp(&b.id)));
    // Each strictness in turn: no repeat and no third colour; no repeat;
    // anything.
    for strict in [Strict::All, Strict::Repeats, Strict::None] {
        if let Some(pairs) = with_bye(&ranked, strict) {
            return pairs;
        }
    }
    Vec::new()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Strict {
    /// No repeated pairing, and no player given a colour they must not get.
    All,
    /// No repeated pairing.
    Repeats,
    None,
}

/// Nodes the pairing search may visit at one strictness (all bye
/// candidates together): a round is always paired in bounded time, at
/// worst by relaxing a rule that a longer search might have kept.
const SEARCH_BUDGET: u32 = 200_000;

/// Pick the bye (odd fields), lowest-ranked first among those without one,
/// and pair the rest.
fn with_bye(ranked: &[&Entrant], strict: Strict) -> Option<Vec<Pairing>> {
    let mut budget = SEARCH_BUDGET;
    if ranked.len().is_multiple_of(2) {
        return pair_all(ranked, strict, &mut budget);
    }
    let mut candidates: Vec<usize> = (0..ranked.len()).rev().filter(|&i| !ranked[i].had_bye).collect();
    if candidates.is_empty() || strict == Strict::None {
        candidates.extend((0..ranked.len()).rev().filter(|&i| ranked[i].had_bye));
    }
    for i in candidates {
        let rest: Vec<&Entrant> = ranked.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, e)| *e).collect();
        if let Some(mut pairs) = pair_all(&rest, strict, &mut budget) {
            pairs.push(Pairing::Bye(ranked[i].id));
            return Some(pairs);
        }
        if budget == 0 {
            break;
        }
    }
    None
}

/// Pair every player of `ranked` (an even number), nearest the Dutch order.
fn pair_all(ranked: &[&Entrant], strict: Strict, budget: &mut u32) -> Option<Vec<Pairing>> {
    let mut paired = vec![false; ranked.len()];
    let mut out = Vec::with_capacity(ranked.len() / 2);
    search(ranked, strict, &mut paired, &mut out, budget).then_some(out)
}

fn search(ranked: &[&Entrant], strict: Strict, paired: &mut [bool], out: &mut Vec<Pairing>, budget: &mut u32) -> bool {
    let Some(top) = paired.iter().position(|&p| !p) else { return true };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    paired[top] = true;
    let a = ranked[top];
    for j in candidates(ranked, paired, top) {
        let b = ranked[j];
        if strict != Strict::None && a.opponents.contains(&b.id) {
            continue;
        }
        let Some(a_plays) = colours(a, b, strict == Strict::All) else { continue };
        paired[j] = true;
        let (black, white) = if a_plays == Color::Black { (a.id, b.id) } else { (b.id, a.id) };
        out.push(Pairing::Game { black, white });
        if search(ranked, strict, paired, out, budget) {
            return true;
        }
        out.pop();
        paired[j] = false;
    }
    paired[top] = false;
    false
}

/// The order in which `top` tries opponents: in its score group, the
/// player half a group below it first (top half against bottom half), then
/// the rest of the group, then lower groups, nearest first.
fn candidates(ranked: &[&Entrant], paired: &[bool], top: usize) -> Vec<usize> {
    let free: Vec<usize> = (top + 1..ranked.len()).filter(|&j| !paired[j]).collect();
    let score = ranked[top].score;
    let group: Vec<usize> = free.iter().copied().filter(|&j| ranked[j].score == score).collect();
    let mut order: Vec<usize> = Vec::with_capacity(free.len());
    if !group.is_empty() {
        // Top half against bottom half: the group counted with `top` has
        // `n` players, its top half ⌊n/2⌋ of them, so `top` meets the first
        // of the bottom half (1–5 of eight, 1–5 of nine).
        let n = group.len() + 1;
        let start = (n / 2).saturating_sub(1);
        order.extend(group[start..].iter().copied());
        order.extend(group[..start].iter().rev().copied());
    }
    let seen: HashSet<usize> = order.iter().copied().collect();
    order.extend(free.into_iter().filter(|j| !seen.contains(j)));
    order
}

/// The colour `a` plays against `b`, by their wishes; `None` when
/// `strict` and both must have the same colour.
fn colours(a: &Entrant, b: &Entrant, strict: bool) -> Option<Color> {
    let (wa, must_a) = a.wants();
    let (wb, must_b) = b.wants();
    match (wa, wb) {
        (Some(x), Some(y)) if x == y => {
            if strict && must_a && must_b {
                return None;
            }
            // The stronger claim wins; then the higher-ranked player.
            Some(if must_b && !must_a { x.other() } else { x })
        }
        (Some(x), _) => Some(x),
        (None, Some(y)) => Some(y.other()),
        (None, None) => Some(if a.rating >= b.rating { Color::Black } else { Color::White }),
    }
}

/// One finished game of an event: Black's points (1, ½ or 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    pub black: UserId,
    pub white: UserId,
    pub black_points: f64,
}

/// A player's line in the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub id: UserId,
    /// Points: a win 1, a draw ½, a bye 1.
    pub points: f64,
    /// The sum of the opponents' points (a bye adds nothing).
    pub buchholz: f64,
    /// The points of the opponents beaten, and half those of the opponents
    /// drawn with.
    pub sonneborn_berger: f64,
    pub wins: u32,
}

/// The standings of `players` after `games` and `byes`: by points, then
/// Buchholz, then Sonneborn–Berger, then (between two players still level)
/// their game against each other, then wins, then id.
pub fn standings(players: &[UserId], games: &[Played], byes: &[UserId]) -> Vec<Standing> {
    let points = |id: UserId| -> f64 {
        let played: f64 = games
            .iter()
            .map(|g| {
                if g.black == id {
                    g.black_points
                } else if g.white == id {
                    1.0 - g.black_points
                } else {
                    0.0
                }
            })
            .sum();
        played + byes.iter().filter(|&&b| b == id).count() as f64
    };
    let mut table: Vec<Standing> = players
        .iter()
        .map(|&id| {
            let mut s = Standing { id, points: points(id), buchholz: 0.0, sonneborn_berger: 0.0, wins: 0 };
            for g in games.iter().filter(|g| g.black == id || g.white == id) {
                let (opponent, mine) =
                    if g.black == id { (g.white, g.black_points) } else { (g.black, 1.0 - g.black_points) };
                let theirs = points(opponent);
                s.buchholz += theirs;
                s.sonneborn_berger += mine * theirs;
                s.wins += u32::from(mine == 1.0);
            }
            s
        })
        .collect();
    let head_to_head = |a: UserId, b: UserId| -> f64 {
        games
            .iter()
            .map(|g| match (g.black, g.white) {
                (x, y) if x == a && y == b => g.black_points - 0.5,
                (x, y) if x == b && y == a => 0.5 - g.black_points,
                _ => 0.0,
            })
            .sum()
    };
    let level = |a: &Standing, b: &Standing| {
        a.points == b.points && a.buchholz == b.buchholz && a.sonneborn_berger == b.sonneborn_berger
    };
    table.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
            .then(b.wins.cmp(&a.wins))
            .then(a.id.cmp(&b.id))
    });
    // Head to head decides between exactly two players still level (among
    // three or more it may go round in a circle).
    let mut i = 0;
    while i < table.len() {
        let mut j = i + 1;
        while j < table.len() && level(&table[i], &table[j]) {
            j += 1;
        }
        if j - i == 2 && head_to_head(table[i + 1].id, table[i].id) > 0.0 {
            table.swap(i, i + 1);
        }
        i = j;
    }
    table
}
