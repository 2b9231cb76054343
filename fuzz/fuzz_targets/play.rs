//! Move application: the bytes choose moves (and huffs) of a game; every
//! listed move is playable and the record replays to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zamma_bot::rules::{Game, Position, Preset, Turn};

fuzz_target!(|data: &[u8]| {
    let Some((&preset, choices)) = data.split_first() else { return };
    let rules = Preset::ALL[preset as usize % Preset::ALL.len()].rules();
    let mut game = Game::new(rules);
    for &c in choices {
        if game.outcome().is_some() {
            break;
        }
        let huff = game.huffable().into_iter().nth(c as usize >> 7);
        let legal = match huff {
            Some(at) => game.position().without_piece(at).legal_moves(game.rules()).to_vec(),
            None => game.legal_moves().to_vec(),
        };
        if legal.is_empty() {
            continue;
        }
        let mv = legal[c as usize % legal.len()];
        game.play(Turn { huff, mv }).expect("listed moves are playable");
    }
    let texts: Vec<String> = game.turns().iter().map(|t| t.to_string()).collect();
    let replay = Game::replay(rules, Position::start(rules.board), texts.iter().map(String::as_str)).unwrap();
    assert_eq!(replay.position(), game.position());
});
