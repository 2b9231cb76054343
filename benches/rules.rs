//! Speed of the rules core: move generation, perft and random playouts.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::hint::black_box;
use zamma_bot::ai::random_game;
use zamma_bot::rules::{BoardSize, MoveList, Position, Rules};

/// A midgame position reached by a fixed random game.
fn midgame(rules: Rules) -> Position {
    let mut rng = SmallRng::seed_from_u64(11);
    loop {
        let game = random_game(rules, &mut rng);
        if game.turns().len() > 60 {
            let texts: Vec<String> = game.turns()[..40].iter().map(|t| t.to_string()).collect();
            let replayed =
                zamma_bot::rules::Game::replay(rules, Position::start(rules.board), texts.iter().map(String::as_str));
            return *replayed.unwrap().position();
        }
    }
}

fn movegen(c: &mut Criterion) {
    for spec in ["zamma", "dhamet"] {
        let rules: Rules = spec.parse().unwrap();
        let pos = midgame(rules);
        let mut list = MoveList::new();
        c.bench_function(&format!("legal_moves/{spec}/midgame"), |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&rules, &mut list);
                list.len()
            })
        });
    }
    // A flying mullah in a huff game: 68,992 chain prefixes, each a move.
    let rules: Rules = "sahara".parse().unwrap();
    let pos: Position = "1w5ww/w7w/ww1www3/www3w1w/7b1/b1bbbbbbb/3b3b1/3bbbbbb/bW1b1b2b w".parse().unwrap();
    let mut list = MoveList::new();
    c.bench_function("legal_moves/sahara/mullah-prefixes", |b| {
        b.iter(|| {
            black_box(&pos).legal_moves_into(&rules, &mut list);
            list.len()
        })
    });
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    for spec in ["zamma", "dhamet"] {
        let rules: Rules = spec.parse().unwrap();
        let pos = midgame(rules);
        let nodes = pos.perft(&rules, 3);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{spec}/midgame/3"), |b| b.iter(|| black_box(&pos).perft(&rules, 3)));
    }
    let start = Position::start(BoardSize::Nine);
    let rules = Rules::default();
    group.throughput(Throughput::Elements(start.perft(&rules, 9)));
    group.bench_function("zamma/start/9", |b| b.iter(|| black_box(&start).perft(&rules, 9)));
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for spec in ["zamma", "dhamet", "sahara"] {
        let rules: Rules = spec.parse().unwrap();
        let mut rng = SmallRng::seed_from_u64(1);
        group.bench_function(spec, |b| b.iter(|| random_game(rules, &mut rng).turns().len()));
    }
    group.finish();
}

criterion_group!(benches, movegen, perft, playouts);
criterion_main!(benches);
