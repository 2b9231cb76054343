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

/// Play a random game of `spec` by picking among [`Game::legal_turns`] (huffs
/// included), checking at every ply that
/// - the shortest text of every legal turn's move reads back to that move
///   (by [`parse_move`] on the position after the huff, and as a typed turn);
/// - [`Position::play_turn`] (what the search plays, inside the tree and
///   when it rebuilds the game's repetition history) reaches the game's
///   position and calls a turn irreversible exactly for a capture, a huff
///   or a man's move, and exactly when the game resets its stall counter;
/// - the game is drawn by the stall rule exactly when [`Rules::stall_reached`]
///   (what the search asks too) says so.
fn check_turn_predicates(spec: &str, seed: u64, max_plies: usize) -> Result<(), TestCaseError> {
    let rules: Rules = spec.parse().unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(rules);
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = *game.position();
        let turns = game.legal_turns();
        prop_assert!(!turns.is_empty(), "a game without a result has a legal turn: {}", pos);
        // Every turn when few, else a sample (huff games list every prefix of every chain).
        let checked: Vec<Turn> = if turns.len() <= 64 {
            turns.clone()
        } else {
            (0..64).map(|_| turns[rng.random_range(0..turns.len())]).collect()
        };
        for turn in checked {
            let base = turn.base(&pos);
            let legal = game.turn_moves(turn.huff).unwrap();
            let text = shortest_text(&base, &rules, &legal, &turn.mv);
            prop_assert!(text.len() <= turn.mv.to_string().len());
            prop_assert_eq!(parse_move(&base, &rules, &legal, &text), Ok(turn.mv), "{} in {}", text, pos);
            let typed = match turn.huff {
                Some(sq) => format!("huff {sq}, {text}"),
                None => text.clone(),
            };
            prop_assert_eq!(game.parse_turn(&typed), Ok(turn), "{} in {}", typed, pos);
        }
        let turn = turns[rng.random_range(0..turns.len())];
        let (next, irreversible) = pos.play_turn(&turn);
        // RULES.md: the stall count restarts with a capture or a man's move;
        // a huff takes a piece off the board as a capture does.
        let man = pos.piece_at(turn.mv.from()).is_some_and(|p| p.kind == Kind::Man);
        prop_assert_eq!(irreversible, turn.huff.is_some() || turn.mv.is_capture() || man, "{} in {}", turn, pos);
        prop_assert_eq!(irreversible, turn.is_irreversible(&pos));
        let stall = game.stall_count();
        game.play(turn).unwrap();
        prop_assert_eq!(&next, game.position(), "{} after {}", pos, turn);
        prop_assert_eq!(irreversible, game.stall_count() == 0, "{} after {}", turn, pos);
        if !irreversible {
            prop_assert_eq!(game.stall_count(), stall + 1);
        }
        let stalled = game.outcome().is_some_and(|o| {
            matches!(
                o,
                Outcome::Draw { reason: DrawReason::Stall }
                    | Outcome::Win { reason: WinReason::Count(DrawReason::Stall), .. }
            )
        });
        if game.outcome().is_none() || stalled {
            prop_assert_eq!(stalled, rules.stall_reached(game.stall_count()), "{}", game.stall_count());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn turn_predicates_on_every_preset(seed in any::<u64>()) {
        for preset in Preset::ALL {
            check_turn_predicates(preset.name(), seed, 100)?;
        }
    }

    #[test]
    fn turn_predicates_with_a_short_stall_rule(seed in any::<u64>()) {
        for spec in ["zamma,stall=6", "sahara,stall=5", "zamma5,landing=behind,stall=4,count=yes", "dhamet,stall=8"] {
            check_turn_predicates(spec, seed, 160)?;
        }
    }

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
