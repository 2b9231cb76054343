//! Drawing never panics: the bytes choose a game (like `play`), a selected
//! point, an orientation and a caption; the final position is drawn with the
//! last move, the huffable pieces and the selection's destinations.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zamma_bot::render::{self, LastMove, Orientation, RenderOptions};
use zamma_bot::rules::{Game, Preset, Square, Turn};

fuzz_target!(|data: &[u8]| {
    let Some((&[preset, select], rest)) = data.split_first_chunk::<2>() else { return };
    let split = rest.iter().position(|&b| b == 0xff).unwrap_or(rest.len());
    let (choices, caption) = rest.split_at(split);
    let rules = Preset::ALL[preset as usize % Preset::ALL.len()].rules();
    let mut game = Game::new(rules);
    let mut last = None;
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
        let turn = Turn { huff, mv: legal[c as usize % legal.len()] };
        last = Some(LastMove::of_turn(game.position(), &turn));
        game.play(turn).expect("listed moves are playable");
    }
    let position = game.position();
    let selected = Square::from_index(select & 0x7f);
    let options = RenderOptions {
        orientation: if select & 0x80 == 0 { Orientation::Black } else { Orientation::White },
        last_move: last,
        huffable: game.huffable(),
        selected: Some(selected),
        destinations: render::destinations(position, game.rules(), selected),
        caption: Some(String::from_utf8_lossy(caption).into_owned()),
    };
    let image = render::board_image(position, &options);
    assert_eq!(image.width(), render::Layout::of(position.size()).width);
});
