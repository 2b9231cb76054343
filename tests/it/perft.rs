//! Reference perft numbers from RULES.md (deduplicated moves).

use zamma_bot::rules::{BoardSize, Position, Rules};

const DEDUPLICATED: [u64; 11] = [3, 5, 7, 14, 56, 118, 327, 1115, 4321, 19791, 93679];

fn check(spec: &str) {
    let rules: Rules = spec.parse().unwrap();
    let start = Position::start(BoardSize::Nine);
    for (i, &expected) in DEDUPLICATED.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(start.perft(&rules, depth), expected, "{spec} perft({depth})");
    }
}

#[test]
fn zamma_start_perft() {
    check("zamma");
}

#[test]
fn dhamet_start_perft() {
    check("dhamet");
}

#[test]
fn perft_zero_is_one() {
    assert_eq!(Position::start(BoardSize::Nine).perft(&Rules::default(), 0), 1);
}
