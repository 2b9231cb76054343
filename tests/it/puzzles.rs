//! Puzzles: the mining criterion on constructed positions, the text form,
//! and every shipped puzzle checked again.

use crate::common::board;
use zamma_bot::ai::{
    FIND_NODES, Puzzle, Rejection, SHIPPED_PUZZLES, Theme, VERIFY_NODES, material, scored_turns, solve, unique_win,
};
use zamma_bot::rules::{Color, Game, Rules};

fn zamma() -> Rules {
    "zamma".parse().unwrap()
}

fn game(pieces: &[&str]) -> Game {
    Game::from_position(zamma(), board(9, pieces, 'b')).unwrap()
}

fn texts(turns: &[zamma_bot::rules::Turn]) -> Vec<String> {
    turns.iter().map(ToString::to_string).collect()
}

/// Black's man on h2 can take two pieces two ways (the majority rule allows
/// both): one chain takes White's mullah and wins, the other loses.
const ONE_CHAIN_WINS: [&str; 8] = ["c3:B", "e6:b", "h2:b", "e5:w", "a8:w", "a2:w", "g3:w", "g2:W"];

#[test]
fn a_unique_winning_chain_is_found() {
    let g = game(&ONE_CHAIN_WINS);
    let scored = scored_turns(&g, FIND_NODES);
    assert_eq!(scored.len(), 2, "two chains of two: {scored:?}");
    assert!(scored.iter().all(|(t, _)| t.mv.capture_count() == 2));
    let base = material(g.position(), Color::Black);
    assert_eq!(unique_win(&g, base, FIND_NODES).map(|t| t.to_string()), Ok("h2xf2xh4".to_string()));
    let solution = solve(&g, VERIFY_NODES).unwrap();
    assert_eq!(texts(&solution), ["h2xf2xh4"]);
    // As a puzzle: the themes of a chain that takes a mullah, few pieces left.
    let p = Puzzle::new("t-1".into(), &g, 0, solution).unwrap();
    assert_eq!(p.themes, [Theme::MultiCapture, Theme::Mullah, Theme::Endgame]);
    // Two legal turns, one solver turn, a capture: the base rating.
    assert_eq!(p.rating, 1000);
}

#[test]
fn two_equally_winning_turns_are_no_puzzle() {
    // Either mullah takes the last piece within reach: both win.
    let g = game(&["a1:B", "i1:B", "e5:w", "a9:w"]);
    let base = material(g.position(), Color::Black);
    assert!(matches!(unique_win(&g, base, FIND_NODES), Err(Rejection::NotUnique { gap: 0 })));
    assert!(solve(&g, FIND_NODES).is_err());
}

#[test]
fn a_forced_turn_or_a_small_gain_is_no_puzzle() {
    // One legal turn: the capture is compulsory.
    let forced = game(&["a1:B", "e1:b", "e5:w", "g7:w", "i9:w"]);
    assert_eq!(solve(&forced, FIND_NODES), Err(Rejection::Forced));
    // Quiet moves only, none gaining two men.
    let quiet = game(&["e3:b", "a1:b", "e5:w", "d6:w", "f6:w", "i9:w"]);
    assert!(matches!(solve(&quiet, FIND_NODES), Err(Rejection::NoClearWin { .. })));
}

#[test]
fn a_puzzle_line_reads_back_and_a_changed_solution_is_rejected() {
    let (_, text) = SHIPPED_PUZZLES[0];
    let line = text.lines().next().expect("the shipped zamma puzzles");
    let p = Puzzle::from_line(line).unwrap();
    assert_eq!(p.to_line(), line);
    assert!(p.verify(VERIFY_NODES).is_ok());
    // Another legal first turn instead of the solution.
    let g = p.game().unwrap();
    let other = g.legal_turns().into_iter().find(|&t| t != p.solution[0]).unwrap();
    let changed = Puzzle { solution: vec![other], ..p.clone() };
    assert_eq!(changed.verify(VERIFY_NODES), Err(Rejection::OtherSolution { step: 0 }));
    for bad in ["", "x\tzamma", &line.replace('\t', " ")] {
        assert!(Puzzle::from_line(bad).is_err(), "{bad:?}");
    }
}

/// The shipped puzzles check again with the deeper search: their solver
/// turns are the unique clear wins; the set is as large as promised, and
/// no puzzle appears twice. A quarter of them (every fourth, all sets in a row) is
/// searched here, which a change to the search that breaks puzzles cannot
/// slip past, in a quarter of the time; `zamma-bot puzzles verify` (the
/// shipped sets when given no file) searches them all.
/// One shipped puzzle in this many is searched again by the test.
const SAMPLE_EVERY: usize = 4;

#[test]
fn the_shipped_puzzles_verify() {
    let wanted = [("zamma", 300), ("dhamet", 100), ("zamma5", 50), ("sahara", 50)];
    let mut all = Vec::new();
    for ((set, text), (name, at_least)) in SHIPPED_PUZZLES.iter().zip(wanted) {
        assert_eq!(*set, name);
        let puzzles: Vec<Puzzle> =
            text.lines().map(|l| Puzzle::from_line(l).unwrap_or_else(|e| panic!("{set}: {e}: {l}"))).collect();
        assert!(puzzles.len() >= at_least, "{set}: {} puzzles, {at_least} promised", puzzles.len());
        let preset: Rules = name.parse().unwrap();
        assert!(puzzles.iter().all(|p| p.rules == preset), "{set}: other rules");
        all.extend(puzzles);
    }
    let mut ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "ids repeat");
    let mut positions: Vec<String> =
        all.iter().map(|p| format!("{} {}", p.rules, p.game().unwrap().position())).collect();
    positions.sort();
    positions.dedup();
    assert_eq!(positions.len(), all.len(), "a position appears twice under the same rules");

    // Each thread takes the next puzzle as it is free (the sets differ a
    // lot in cost: chunks left one thread working long after the other).
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let sample: Vec<&Puzzle> = all.iter().step_by(SAMPLE_EVERY).collect();
    assert!(sample.len() * SAMPLE_EVERY >= all.len());
    let rejected: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut rejected = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(p) = sample.get(i) else { return rejected };
                        if let Err(e) = p.verify(VERIFY_NODES) {
                            rejected.push(format!("{}: {e}", p.id));
                        }
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(rejected.is_empty(), "{} rejected:\n{}", rejected.len(), rejected.join("\n"));
    // The themes the mining tags all occur.
    for theme in [Theme::MultiCapture, Theme::Mullah, Theme::Sacrifice, Theme::Endgame] {
        assert!(all.iter().any(|p| p.themes.contains(&theme)), "no {theme:?} puzzle");
    }
}
