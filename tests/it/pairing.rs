//! Tournament pairings: round robin, the cup's first round and Swiss
//! rounds over many random events.

use proptest::prelude::*;
use std::collections::{HashMap, HashSet};
use zamma_bot::rules::Color;
use zamma_bot::service::UserId;
use zamma_bot::service::pairing::{Entrant, Pairing, Played, cup_first_round, round_robin, standings, swiss_round};

/// Players 1 to `n`.
fn ids(n: u64) -> Vec<UserId> {
    (1..=n).map(UserId).collect()
}

/// Every player once in the round: in one game, or the bye.
fn complete(round: &[Pairing], players: &[UserId]) -> bool {
    let mut seen = Vec::new();
    for p in round {
        match *p {
            Pairing::Game { black, white } => seen.extend([black, white]),
            Pairing::Bye(p) => seen.push(p),
        }
    }
    seen.sort();
    let mut all = players.to_vec();
    all.sort();
    seen == all
}

#[test]
fn a_round_robin_meets_everyone_once_with_balanced_colours() {
    for n in 2..=34u64 {
        let players = ids(n);
        let rounds = round_robin(&players, false);
        assert_eq!(rounds.len() as u64, if n % 2 == 0 { n - 1 } else { n }, "{n} players");
        let mut met = HashSet::new();
        let mut blacks: HashMap<UserId, i32> = HashMap::new();
        let mut byes: HashMap<UserId, u32> = HashMap::new();
        for round in &rounds {
            assert!(complete(round, &players), "{n}: {round:?}");
            for p in round {
                match *p {
                    Pairing::Game { black, white } => {
                        assert!(met.insert((black.min(white), black.max(white))), "{n}: a pair meets twice");
                        *blacks.entry(black).or_default() += 1;
                        *blacks.entry(white).or_default() -= 1;
                    }
                    Pairing::Bye(p) => *byes.entry(p).or_default() += 1,
                }
            }
        }
        assert_eq!(met.len() as u64, n * (n - 1) / 2, "{n}: everyone meets everyone");
        assert!(byes.values().all(|&b| b == 1) && byes.len() as u64 == n % 2 * n, "{n}: one bye each when odd");
        for (p, b) in &blacks {
            assert!(b.abs() <= 1, "{n}: player {p} has a colour difference of {b}");
        }
        let mut colours: HashMap<UserId, Vec<Color>> = HashMap::new();
        for round in &rounds {
            for p in round {
                if let Pairing::Game { black, white } = *p {
                    colours.entry(black).or_default().push(Color::Black);
                    colours.entry(white).or_default().push(Color::White);
                }
            }
        }
        for (p, c) in &colours {
            assert!(!c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "{n}: {p} has three in a row: {c:?}");
        }
        // Double: the same pairs again, colours swapped.
        let double = round_robin(&players, true);
        assert_eq!(double.len(), rounds.len() * 2);
        for (a, b) in rounds.iter().zip(&double[rounds.len()..]) {
            for (x, y) in a.iter().zip(b) {
                if let (Pairing::Game { black, white }, Pairing::Game { black: b2, white: w2 }) = (x, y) {
                    assert_eq!((black, white), (w2, b2));
                }
            }
        }
    }
}

#[test]
fn a_cup_gives_the_top_seeds_the_byes_and_keeps_them_apart() {
    for n in 2..=33u64 {
        let seeds = ids(n);
        let round = cup_first_round(&seeds);
        let size = (n as usize).next_power_of_two();
        assert_eq!(round.len(), size / 2, "{n}");
        assert!(complete(&round, &seeds), "{n}: {round:?}");
        let byes: Vec<UserId> =
            round.iter().filter_map(|p| if let Pairing::Bye(s) = p { Some(*s) } else { None }).collect();
        let mut sorted = byes.clone();
        sorted.sort();
        assert_eq!(sorted, ids(size as u64 - n), "{n}: the byes go to the top seeds");
        // Seeds 1 and 2 are in different halves of the bracket.
        let position = |s: UserId| {
            round
                .iter()
                .position(|p| {
                    matches!(*p, Pairing::Game { black, white } if black == s || white == s) || *p == Pairing::Bye(s)
                })
                .unwrap()
        };
        if n >= 2 {
            assert!(
                (position(UserId(1)) < size / 4) != (position(UserId(2)) < size / 4) || size == 2,
                "{n}: {round:?}"
            );
        }
        // The higher seed plays Black.
        for p in &round {
            if let Pairing::Game { black, white } = p {
                assert!(black < white);
            }
        }
    }
}

/// Is there a pairing of `players` (and a bye for the odd one out among
/// those without one) repeating no pairing? Exhaustive.
fn repeat_free_exists(players: &[UserId], met: &HashSet<(UserId, UserId)>, had_bye: &HashSet<UserId>) -> bool {
    fn go(left: &mut Vec<UserId>, met: &HashSet<(UserId, UserId)>) -> bool {
        let Some(a) = left.pop() else { return true };
        for i in 0..left.len() {
            let b = left[i];
            if met.contains(&(a.min(b), a.max(b))) {
                continue;
            }
            left.remove(i);
            if go(left, met) {
                return true;
            }
            left.insert(i, b);
        }
        left.push(a);
        false
    }
    if players.len() % 2 == 1 {
        return players.iter().filter(|p| !had_bye.contains(p)).any(|&bye| {
            let mut rest: Vec<UserId> = players.iter().copied().filter(|&p| p != bye).collect();
            go(&mut rest, met)
        });
    }
    go(&mut players.to_vec(), met)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn swiss_rounds_are_complete_repeat_nobody_while_avoidable_and_give_one_bye(
        n in 2usize..=33,
        rounds in 1usize..=9,
        seed in any::<u64>(),
    ) {
        let rounds = rounds.min(n - 1).max(1);
        let mut rng = seed;
        let mut next = || { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; rng };
        let mut entrants: Vec<Entrant> = (1..=n as u64)
            .map(|id| Entrant { id: UserId(id), rating: 1200.0 + (next() % 800) as f64, score: 0.0, opponents: vec![], colours: vec![], had_bye: false })
            .collect();
        let ids: Vec<UserId> = entrants.iter().map(|e| e.id).collect();
        let mut met: HashSet<(UserId, UserId)> = HashSet::new();
        for r in 0..rounds {
            let had_bye: HashSet<UserId> = entrants.iter().filter(|e| e.had_bye).map(|e| e.id).collect();
            let avoidable = n > 14 || repeat_free_exists(&ids, &met, &had_bye);
            let round = swiss_round(&entrants);
            prop_assert!(complete(&round, &ids), "round {r}: {round:?}");
            for p in &round {
                match *p {
                    Pairing::Game { black, white } => {
                        let pair = (black.min(white), black.max(white));
                        if avoidable {
                            prop_assert!(!met.contains(&pair), "round {r}: {black} and {white} meet again");
                        }
                        met.insert(pair);
                        let result = next() % 3;
                        for (id, colour, points) in [(black, Color::Black, [1.0, 0.5, 0.0][result as usize]), (white, Color::White, [0.0, 0.5, 1.0][result as usize])] {
                            let e = entrants.iter_mut().find(|e| e.id == id).unwrap();
                            e.colours.push(colour);
                            e.score += points;
                            e.opponents.push(if colour == Color::Black { white } else { black });
                        }
                    }
                    Pairing::Bye(p) => {
                        let e = entrants.iter_mut().find(|e| e.id == p).unwrap();
                        prop_assert!(!e.had_bye || had_bye.len() == n, "round {r}: a second bye for {p}");
                        e.had_bye = true;
                        e.score += 1.0;
                    }
                }
            }
        }
        // Colours stay balanced in the first five rounds of an even field
        // of ten or more (in small fields played nearly through, repeats
        // matter more and a third colour in a row can be forced).
        if n % 2 == 0 && n >= 10 && rounds <= 5 {
            for e in &entrants {
                let diff: i32 = e.colours.iter().map(|&c| if c == Color::Black { 1 } else { -1 }).sum();
                prop_assert!(diff.abs() <= 2, "{}: colours {:?}", e.id, e.colours);
                prop_assert!(!e.colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "{}: three in a row {:?}", e.id, e.colours);
            }
        }
    }
}

#[test]
fn standings_with_tie_breaks() {
    // 1 beats 2 and draws 3; 2 beats 3; 4 had the bye and lost to 3.
    let u = UserId;
    let played = |black, white, black_points| Played { black: u(black), white: u(white), black_points };
    let order = |table: &[zamma_bot::service::pairing::Standing]| table.iter().map(|s| s.id.0).collect::<Vec<_>>();
    let games = [played(1, 2, 1.0), played(3, 1, 0.5), played(2, 3, 1.0), played(3, 4, 1.0)];
    let table = standings(&ids(4), &games, &[u(4)]);
    let line = |id: u64| table.iter().find(|s| s.id == u(id)).unwrap().clone();
    // Points: 1 → 1.5, 2 → 1, 3 → 1.5, 4 → 1 (the bye).
    assert_eq!([1, 2, 3, 4].map(|id| line(id).points), [1.5, 1.0, 1.5, 1.0]);
    // Buchholz: 1 met 2 and 3 (1 + 1.5); 3 met 1, 2 and 4 (1.5 + 1 + 1).
    assert_eq!(line(1).buchholz, 2.5);
    assert_eq!(line(3).buchholz, 3.5);
    // Sonneborn–Berger: 1 beat 2 (1) and drew 3 (0.75); 3 drew 1, beat 4.
    assert_eq!(line(1).sonneborn_berger, 1.75);
    assert_eq!(line(3).sonneborn_berger, 0.75 + 1.0);
    // 3 is ahead of 1 on Buchholz; 2 and 4 are level on points, 2 ahead on
    // Buchholz (3 + 1.5 against 1.5).
    assert_eq!(order(&table), [3, 1, 2, 4]);
    // Exactly two level on everything (2 and 3: one point, Buchholz 2,
    // Sonneborn–Berger 1, one win): the game between them decides.
    let games = [played(1, 3, 1.0), played(1, 2, 0.0), played(1, 4, 0.0), played(3, 2, 1.0)];
    let table = standings(&ids(4), &games, &[]);
    assert_eq!(order(&table), [1, 3, 2, 4]);
    let circle = [played(1, 2, 1.0), played(2, 3, 1.0), played(3, 1, 1.0)];
    // Three level in a circle: by id, and no panic.
    assert_eq!(order(&standings(&[u(3), u(2), u(1)], &circle, &[])), [1, 2, 3]);
}

/// A long Swiss event of the largest field: every round is still paired,
/// whole (the search is bounded and relaxes a rule rather than give up).
#[test]
fn a_long_swiss_event_of_64_is_always_paired() {
    for n in [63u64, 64] {
        let mut entrants: Vec<Entrant> = (1..=n)
            .map(|id| Entrant {
                id: UserId(id),
                rating: 1500.0 + id as f64,
                score: 0.0,
                opponents: vec![],
                colours: vec![],
                had_bye: false,
            })
            .collect();
        let ids = ids(n);
        for r in 0..40u64 {
            let round = swiss_round(&entrants);
            assert!(complete(&round, &ids), "{n} players, round {r}: {round:?}");
            for p in round {
                match p {
                    Pairing::Game { black, white } => {
                        // The lower id wins: scores spread as in a real event.
                        let black_wins = black < white;
                        for (id, colour, won) in [(black, Color::Black, black_wins), (white, Color::White, !black_wins)]
                        {
                            let e = entrants.iter_mut().find(|e| e.id == id).unwrap();
                            e.colours.push(colour);
                            e.score += if won { 1.0 } else { 0.0 };
                            e.opponents.push(if colour == Color::Black { white } else { black });
                        }
                    }
                    Pairing::Bye(p) => {
                        let e = entrants.iter_mut().find(|e| e.id == p).unwrap();
                        e.had_bye = true;
                        e.score += 1.0;
                    }
                }
            }
        }
    }
}

/// Swiss round 1: the top half meets the bottom half in order — with eight
/// players 1–5, 2–6, 3–7, 4–8; with nine the same and a bye for the last.
#[test]
fn swiss_round_one_is_top_half_against_bottom_half() {
    for (n, expected) in [(8u64, vec![(1, 5), (2, 6), (3, 7), (4, 8)]), (9, vec![(1, 5), (2, 6), (3, 7), (4, 8)])] {
        // Seeded by rating: player 1 the strongest.
        let entrants: Vec<Entrant> = (1..=n)
            .map(|id| Entrant {
                id: UserId(id),
                rating: 2000.0 - id as f64 * 10.0,
                score: 0.0,
                opponents: vec![],
                colours: vec![],
                had_bye: false,
            })
            .collect();
        let round = swiss_round(&entrants);
        let mut games: Vec<(u64, u64)> = round
            .iter()
            .filter_map(|p| match *p {
                Pairing::Game { black, white } => Some((black.0.min(white.0), black.0.max(white.0))),
                Pairing::Bye(_) => None,
            })
            .collect();
        games.sort();
        assert_eq!(games, expected, "{n} players: {round:?}");
        let bye = round.iter().find_map(|p| if let Pairing::Bye(b) = p { Some(b.0) } else { None });
        assert_eq!(bye, (n == 9).then_some(9), "{n} players");
    }
}
