//! What each fuzz target checks, one function per target. Shared by the
//! fuzz targets (`fuzz_targets/*.rs`, run by `cargo fuzz`) and by
//! `tests/fuzz_corpus.rs`, which replays the checked-in corpora on every
//! `cargo test`.

// Each fuzz target uses one of these.
#![allow(dead_code)]

use zamma_bot::render::{self, LastMove, Orientation, RenderOptions};
use zamma_bot::rules::{Game, Position, Preset, Rules, Square, Turn};

/// Rules spec, position text and move/turn parsers never panic on any
/// input, and a position that parses prints back to itself.
pub fn parsers(data: &[u8]) {
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
}

/// The bytes choose a game: the first one the preset, each next one a turn
/// (its high bit asks for a huff when one is possible). Returns the game and
/// its last turn.
fn chosen_game(preset: u8, choices: &[u8]) -> (Game, Option<LastMove>) {
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
    (game, last)
}

/// Move application: every listed move (and huff) is playable, and the
/// written record replays to the same position.
pub fn play(data: &[u8]) {
    let Some((&preset, choices)) = data.split_first() else { return };
    let (game, _) = chosen_game(preset, choices);
    let rules = *game.rules();
    let texts: Vec<String> = game.turns().iter().map(|t| t.to_string()).collect();
    let replay = Game::replay(rules, Position::start(rules.board), texts.iter().map(String::as_str)).unwrap();
    assert_eq!(replay.position(), game.position());
}

/// Drawing never panics: the bytes choose a game (as in `play`, up to a
/// 0xff byte), a selected point and orientation, a theme, and a caption of
/// any Unicode (the bytes after the 0xff, three to a character: any scalar
/// value, controls, bidi overrides, Arabic, CJK and emoji included); the
/// final position is drawn with the last move, the huffable pieces, the
/// selection's destinations, and (as a review draws them) two of its legal
/// turns, the second with a huff when one is allowed.
pub fn render(data: &[u8]) {
    let Some((&[preset, select], rest)) = data.split_first_chunk::<2>() else { return };
    let split = rest.iter().position(|&b| b == 0xff).unwrap_or(rest.len());
    let (choices, caption) = rest.split_at(split);
    let (game, last) = chosen_game(preset, choices);
    let position = game.position();
    let selected = Square::from_index(select & 0x7f);
    let options = RenderOptions {
        orientation: if select & 0x80 == 0 { Orientation::Black } else { Orientation::White },
        last_move: last,
        huffable: game.huffable(),
        selected: Some(selected),
        destinations: position.destinations(game.rules(), selected),
        // A course's goal marks: the pieces of the side not to move.
        targets: position.pieces(position.turn().other()),
        caption: Some(
            caption
                .chunks(3)
                .filter_map(|c| char::from_u32(c.iter().fold(0u32, |v, &b| v << 8 | b as u32) % 0x11_0000))
                .collect(),
        ),
        theme: render::Theme::ALL[preset as usize / 64 % render::Theme::ALL.len()],
        proposed: game.legal_moves().first().map(|&mv| Turn { huff: None, mv }),
        alternative: game.legal_moves().last().map(|&mv| Turn { huff: game.huffable().first(), mv }),
    };
    let image = render::board_image(position, &options);
    assert_eq!(image.width(), render::Layout::of(position.size()).width);
}
