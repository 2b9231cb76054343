//! Rules spec, position text and move/turn parsers never panic on any input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zamma_bot::rules::{Game, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = text.parse::<Rules>();
    if let Ok(pos) = text.parse::<Position>() {
        assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
    }
    for spec in ["zamma", "sahara", "zamma5"] {
        let rules: Rules = spec.parse().unwrap();
        let _ = Position::start(rules.board).parse_move(&rules, text);
        let _ = Game::new(rules).parse_turn(text);
    }
});
