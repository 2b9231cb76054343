//! The computer opponent: legal turns under every rule set, tactics in
//! hand-built positions, huffing, determinism, and the `match` command.
//! Levels and node budgets are kept small so that a debug build runs fast.

use crate::common::{board, rules};
use std::process::Command;
use zamma_bot::ai::{self, Level, Player, Settings};
use zamma_bot::rules::*;

fn sq(name: &str) -> Square {
    BoardSize::Nine.geometry().parse_square(name).unwrap()
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// Settings with a small node budget and no noise, for quick exact tests.
fn small(nodes: u64) -> Settings {
    Settings { nodes, noise: 0, tt_bits: 14, ..Level::MAX.settings() }
}

/// A game after `plies` random turns.
fn random_plies(spec: &str, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(rules(spec));
    for i in 0..plies {
        let (turn, _) = Player::Random.choose(&game, seed * 1000 + i as u64).expect("game still running");
        game.play(turn).unwrap();
    }
    game
}

fn best(spec: &str, pos: Position, settings: &Settings) -> Turn {
    let game = Game::from_position(rules(spec), pos).unwrap();
    ai::analyse(&game, settings, 1).expect("the game is not over").turn
}

#[test]
fn always_a_legal_turn_under_every_preset() {
    // Whole games against the random player (which commits faults in huff
    // games, so the engine gets to huff). Every turn must be accepted.
    for spec in ["zamma", "dhamet", "sahara", "zamma5", "zamma,landing=behind,count=yes", "dhamet,majority=huff"] {
        for (g, lvl) in [(0u64, 1u8), (1, 2)] {
            let mut game = Game::new(rules(spec));
            let engine_plays = if g % 2 == 0 { Color::Black } else { Color::White };
            let mut huffs = 0;
            while game.outcome().is_none() && game.turns().len() < 400 {
                let seed = game.turns().len() as u64 * 7 + g;
                let turn = if game.position().turn() == engine_plays {
                    let t = ai::choose_turn(&game, level(lvl), seed).expect("a turn while the game runs");
                    huffs += usize::from(t.huff.is_some());
                    t
                } else {
                    Player::Random.choose(&game, seed).unwrap().0
                };
                game.play(turn).unwrap_or_else(|e| panic!("{spec}: {turn} refused: {e}"));
            }
            assert!(game.outcome().is_some(), "{spec}: no result in 400 plies");
            if spec == "sahara" {
                assert!(huffs > 0, "the engine never huffed in a game of faults");
            }
        }
    }
}

#[test]
fn no_turn_when_the_game_is_over() {
    let blocked = board(9, &["a8:b", "a9:w", "i2:w"], 'b');
    let game = Game::from_position(rules("zamma"), blocked).unwrap();
    assert!(game.outcome().is_some());
    assert_eq!(ai::choose_turn(&game, Level::MAX, 0), None);
}

#[test]
fn blocks_the_last_white_man_for_the_win() {
    // b7-b8 leaves the man on a9 without a move or a capture: an immediate win.
    // The other moves open a capture for it.
    let p = board(9, &["a9:w", "a8:b", "a7:b", "b7:b", "c7:b"], 'b');
    for lvl in 1..=3 {
        let t = best("zamma", p, &level(lvl).settings());
        assert_eq!(t.to_string(), "b7-b8", "level {lvl}");
    }
    let game = Game::from_position(rules("zamma"), p).unwrap();
    let a = ai::analyse(&game, &small(10_000), 0).unwrap();
    assert_eq!(a.stats.mate_in(), Some(1));
}

#[test]
fn picks_the_capture_that_is_not_recaptured() {
    // Both captures take one man; after e3xc3 White takes two (c4xc2xa2).
    let p = board(9, &["e3:b", "b2:b", "d3:w", "f3:w", "c4:w", "c5:w"], 'b');
    assert_eq!(best("zamma", p, &small(5_000)).to_string(), "e3xg3");
    assert_eq!(best("zamma", p, &level(2).settings()).to_string(), "e3xg3");
}

#[test]
fn sacrifices_a_man_to_take_three() {
    // e3-e4 forces e5xe3; then e2xe4xg4xg6 takes three. Every other move
    // leaves e3 to be taken for nothing.
    let p = board(9, &["e3:b", "e2:b", "e1:b", "e5:w", "f4:w", "g5:w", "d4:w", "c5:w"], 'b');
    assert_eq!(best("zamma", p, &small(20_000)).to_string(), "e3-e4");
    assert_eq!(best("zamma", p, &level(2).settings()).to_string(), "e3-e4");
}

#[test]
fn takes_the_maximal_capture_in_huff_games() {
    // In sahara any move is playable, but only e1xe3xe5 and c3xe3xe5 take
    // the maximum (two); stopping early or a quiet move would let White huff.
    // Of the two, c3xe3xe5 also removes d3, the piece that could take c3,
    // and leaves e1 to take e2 next.
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let game = Game::from_position(rules("sahara"), p).unwrap();
    assert!(game.legal_moves().len() > 5);
    for lvl in 2..=3 {
        let t = ai::choose_turn(&game, level(lvl), 3).unwrap();
        assert_eq!(t.to_string(), "c3xe3xe5", "level {lvl}");
    }
    assert_eq!(best("sahara", p, &small(20_000)).to_string(), "c3xe3xe5");
}

#[test]
fn huffs_when_it_pays() {
    // Black's quiet move a1-a2 was a fault: White may huff c3 or e1. Huffing
    // e1 removes the threat on two men, and d3 still takes c3.
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let mut game = Game::from_position(rules("sahara"), p).unwrap();
    game.play_text("a1-a2").unwrap();
    assert_eq!(game.huffable(), Bitboard::from_iter([sq("c3"), sq("e1")]));
    for settings in [small(20_000), level(2).settings()] {
        let t = ai::analyse(&game, &settings, 5).unwrap().turn;
        assert_eq!(t.huff, Some(sq("e1")), "{t}");
        assert_eq!(t.mv.to_string(), "d3xb3", "{t}");
        game.clone().play(t).unwrap();
    }
    // Without the huff right (enforced majority), e1 takes two next move.
    let mut enforced = Game::from_position(rules("sahara,majority=enforced"), p).unwrap();
    enforced.play_text("e1xe3xe5").unwrap();
    assert!(ai::choose_turn(&enforced, level(2), 0).unwrap().huff.is_none());
}

#[test]
fn deterministic_for_a_seed() {
    let game = random_plies("dhamet", 20, 3);
    for lvl in [1, 2, 3] {
        let a = ai::choose_turn(&game, level(lvl), 42);
        for _ in 0..3 {
            assert_eq!(ai::choose_turn(&game, level(lvl), 42), a, "level {lvl}");
        }
    }
    // The same game and seed replay the same turns: a whole short game.
    let play = |seed: u64| {
        let mut g = Game::new(rules("zamma5"));
        while g.outcome().is_none() {
            let t = ai::choose_turn(&g, level(2), seed + g.turns().len() as u64).unwrap();
            g.play(t).unwrap();
        }
        g.turns().to_vec()
    };
    assert_eq!(play(9), play(9));
}

#[test]
fn low_levels_vary_with_the_seed() {
    // Level 1 adds noise to its judgement: different seeds, different games.
    let game = random_plies("zamma", 20, 1);
    let turns: std::collections::HashSet<String> =
        (0..40).map(|s| ai::choose_turn(&game, Level::MIN, s).unwrap().to_string()).collect();
    assert!(turns.len() > 1, "{turns:?}");
}

#[test]
fn players_parse_and_play() {
    let game = Game::new(rules("zamma"));
    for name in ["random", "greedy", "ai:1"] {
        let player: Player = name.parse().unwrap();
        let (turn, stats) = player.choose(&game, 1).unwrap();
        assert!(game.legal_moves().contains(&turn.mv));
        assert_eq!(stats.is_some(), name.starts_with("ai"));
    }
    let err = "ai:0".parse::<Player>().unwrap_err().to_string();
    assert!(err.contains("from 1 (beginner) to 5 (strongest)"), "{err}");
    let err = "six".parse::<Level>().unwrap_err().to_string();
    assert_eq!(err, "`six` is not a level; choose a whole number from 1 (beginner) to 5 (strongest)");
}

#[test]
fn greedy_takes_the_most() {
    // In a huff game every capture prefix is legal; greedy takes the maximum.
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let game = Game::from_position(rules("sahara"), p).unwrap();
    for seed in 0..10 {
        let (turn, _) = Player::Greedy.choose(&game, seed).unwrap();
        assert_eq!(turn.mv.capture_count(), 2, "{turn}");
    }
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn match_ends_with_the_score_line() {
    let (code, out, err) =
        run(&["match", "--rules", "zamma5", "--first", "ai:1", "--second", "random", "--games", "3", "--seed", "4"]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap();
    let words: Vec<&str> = last.split(' ').collect();
    assert_eq!((words.len(), words[0], words[2], words[4]), (6, "first", "second", "draws"), "{last}");
    let total: u32 = [1, 3, 5].iter().map(|&i| words[i].parse::<u32>().unwrap()).sum();
    assert_eq!(total, 3, "{last}");
    assert!(out.contains("game 1: ai:1 (Black) vs random (White)"), "{out}");
    assert!(out.contains("game 2: random (Black) vs ai:1 (White)"), "{out}");
    assert!(out.contains("M nodes/s"), "{out}");
    // The same seed plays the same games.
    let (_, again, _) =
        run(&["match", "--rules", "zamma5", "--first", "ai:1", "--second", "random", "--games", "3", "--seed", "4"]);
    let games = |s: &str| s.lines().filter(|l| l.starts_with("game ")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(games(&out), games(&again));
}

#[test]
fn match_refuses_bad_arguments() {
    for (args, says) in [
        (&["match", "--first", "chess", "--second", "random"][..], "unknown player `chess`"),
        (&["match", "--first", "ai:7", "--second", "random"][..], "`7` is not a level"),
        (&["match", "--first", "random", "--second", "greedy", "--games", "0"][..], "--games"),
        (&["match", "--rules", "go", "--first", "random", "--second", "greedy"][..], "unknown preset `go`"),
        (&["match", "--first", "random"][..], "required arguments"),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
