//! Speed of the computer opponent: fixed-depth searches with the level-5
//! settings (transposition table included), reported in nodes per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use zamma_bot::ai::{Level, Player, Settings, analyse};
use zamma_bot::rules::{Game, Rules};

/// A midgame reached by a fixed sequence of random turns.
fn midgame(rules: Rules, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(rules);
    for i in 0..plies {
        let (turn, _) = Player::Random.choose(&game, seed * 1000 + i as u64).expect("the game is still running");
        game.play(turn).expect("the random player plays legal turns");
    }
    game
}

/// Level 5 without its node budget and time cap: the search stops at `depth`.
fn fixed_depth(depth: u8) -> Settings {
    Settings { nodes: u64::MAX, depth, time_cap: Duration::from_secs(3600), ..Level::MAX.settings() }
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    for spec in ["zamma", "sahara"] {
        let rules: Rules = spec.parse().unwrap();
        for (name, game, depth) in [("start", Game::new(rules), 12), ("midgame", midgame(rules, 30, 7), 9)] {
            let settings = fixed_depth(depth);
            let stats = analyse(&game, &settings, 1).expect("the game is not over").stats;
            assert_eq!(stats.depth, depth, "{spec}/{name}: the search stopped early");
            group.throughput(Throughput::Elements(stats.nodes));
            group.bench_function(format!("{spec}/{name}/depth{depth}"), |b| {
                b.iter(|| analyse(black_box(&game), &settings, 1).map(|a| a.stats.nodes))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
