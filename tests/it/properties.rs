//! Property tests over random games: every listed move is playable, its
//! notation reads back to it, piece counts only fall, texts round-trip.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zamma_bot::rules::*;

fn check_random_game(spec: &str, seed: u64, max_plies: usize) -> Result<(), TestCaseError> {
    let rules: Rules = spec.parse().unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(rules);
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = *game.position();
        let text = pos.to_string();
        prop_assert_eq!(text.parse::<Position>().unwrap(), pos);
        let legal = game.legal_moves().to_vec();
        for mv in &legal {
            // Every move reads back, by its full notation and (when not
            // ambiguous) by its start and end.
            let parsed = pos.parse_move(&rules, &mv.to_string());
            prop_assert_eq!(parsed, Ok(*mv), "{} in {}", mv, text);
            let after = pos.play(&rules, mv).unwrap();
            for color in Color::ALL {
                prop_assert!(after.count(color) <= pos.count(color));
            }
            prop_assert_eq!(after.count(pos.turn().other()), pos.count(pos.turn().other()) - mv.capture_count());
            prop_assert_eq!(after.hash(), after.to_string().parse::<Position>().unwrap().hash());
        }
        if legal.is_empty() {
            // Blocked, but a huff may free a piece (huff games): the turn is
            // then a huff and a move of the position without that piece.
            let turn = game.huffable().find_map(|sq| {
                let freed = game.moves_after_huff(sq).ok()?.first().copied()?;
                Some(format!("huff {sq}, {freed}"))
            });
            let turn = turn.expect("a game without a result has a legal turn");
            game.play_text(&turn).unwrap();
            continue;
        }
        let mv = legal[rng.random_range(0..legal.len())];
        let turn = game.play_text(&mv.to_string()).unwrap();
        prop_assert_eq!(turn.mv, mv);
    }
    // The move list replays to the same position.
    let texts: Vec<String> = game.turns().iter().map(|t| t.to_string()).collect();
    let replayed = Game::replay(rules, Position::start(rules.board), texts.iter().map(String::as_str)).unwrap();
    prop_assert_eq!(replayed.position(), game.position());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn zamma_random_games(seed in any::<u64>()) {
        check_random_game("zamma", seed, 120)?;
    }

    #[test]
    fn dhamet_random_games(seed in any::<u64>()) {
        check_random_game("dhamet", seed, 120)?;
    }

    #[test]
    fn sahara_random_games(seed in any::<u64>()) {
        check_random_game("sahara", seed, 120)?;
    }

    #[test]
    fn small_board_random_games(seed in any::<u64>()) {
        check_random_game("zamma5,landing=behind", seed, 200)?;
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,60}") {
        let _ = s.parse::<Rules>();
        let _ = s.parse::<Position>();
        let pos = Position::start(BoardSize::Nine);
        let _ = pos.parse_move(&Rules::default(), &s);
        let _ = Game::new("sahara".parse().unwrap()).parse_turn(&s);
    }
}
