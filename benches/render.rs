//! Speed and size of board images: one PNG per turn, and replay GIFs.
//!
//! The sizes are printed once before the timings.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::hint::black_box;
use zamma_bot::ai::random_game;
use zamma_bot::render::{self, LastMove, PngSettings, RenderOptions, ReplayOptions};
use zamma_bot::rules::{Game, Position, Rules};

/// The first `plies` turns of a fixed random game at least that long.
fn game_of(rules: Rules, plies: usize, seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    loop {
        let game = random_game(rules, &mut rng);
        if game.turns().len() >= plies {
            let texts: Vec<String> = game.turns()[..plies].iter().map(|t| t.to_string()).collect();
            return Game::replay(rules, Position::start(rules.board), texts.iter().map(String::as_str)).unwrap();
        }
    }
}

/// A midgame position after 40 plies, with its last move highlighted.
fn midgame(rules: Rules) -> (Position, RenderOptions) {
    let game = game_of(rules, 40, 11);
    let mut before = Game::from_position(rules, Position::start(rules.board)).unwrap();
    for turn in &game.turns()[..39] {
        before.play(*turn).unwrap();
    }
    let last = LastMove::of_turn(before.position(), &game.turns()[39]);
    let mut options = RenderOptions::for_position(game.position());
    options.last_move = Some(last);
    options.caption = Some(format!("40. {}", game.turns()[39]));
    (*game.position(), options)
}

fn png(c: &mut Criterion) {
    for spec in ["zamma", "zamma5"] {
        let rules: Rules = spec.parse().unwrap();
        let (position, options) = midgame(rules);
        render::prepare(rules.board, render::Theme::Sand);
        eprintln!("png {spec} midgame: {} bytes", render::board_png(&position, &options).len());
        c.bench_function(&format!("png/{spec}/midgame"), |b| {
            b.iter(|| render::board_png(black_box(&position), black_box(&options)))
        });
        c.bench_function(&format!("compose/{spec}/midgame"), |b| {
            b.iter(|| render::board_image(black_box(&position), black_box(&options)))
        });
        let image = render::board_image(&position, &options);
        c.bench_function(&format!("encode/{spec}/midgame"), |b| b.iter(|| black_box(&image).png()));
    }
}

/// The compression settings that were compared to choose `PNG_SETTINGS`.
fn png_settings(c: &mut Criterion) {
    let rules = Rules::default();
    let (position, options) = midgame(rules);
    let image = render::board_image(&position, &options);
    let mut group = c.benchmark_group("png_settings");
    for level in [0, 1, 2, 4, 6] {
        for filter in [png::Filter::NoFilter, png::Filter::Up, png::Filter::Adaptive] {
            let settings = PngSettings { level, filter };
            eprintln!("png level {level} {filter:?}: {} bytes", image.png_with(settings).len());
            group.bench_function(format!("level{level}/{filter:?}"), |b| {
                b.iter(|| black_box(&image).png_with(settings))
            });
        }
    }
    group.finish();
}

/// Replay captions in English, as the command line draws them.
fn english(frame: zamma_bot::rules::Moment<'_>) -> String {
    zamma_bot::i18n::replay_caption(zamma_bot::i18n::Lang::En, frame)
}

fn gif(c: &mut Criterion) {
    let rules = Rules::default();
    let game = game_of(rules, 120, 5);
    let options = ReplayOptions::default();
    render::prepare(rules.board, render::Theme::Sand);
    eprintln!("gif 120 plies: {} bytes", render::replay_gif(&game, &options, english).unwrap().len());
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("zamma/120 plies", |b| {
        b.iter(|| render::replay_gif(black_box(&game), &options, english).unwrap())
    });
    group.finish();
}

/// Standings of 33 players in eight columns, as a front end phrases them.
fn standings() -> Vec<Vec<String>> {
    (0..33)
        .map(|i: usize| {
            let points = (66 - 2 * i) as f32 / 4.0;
            vec![
                (i + 1).to_string(),
                format!("Player {i} of the Sahara club"),
                format!("{points}"),
                format!("{:.1}", points * 3.5),
                format!("{:.2}", points * 2.25),
                (33 - i).to_string(),
                (i % 3).to_string(),
                i.to_string(),
            ]
        })
        .collect()
}

/// A knockout of 32 players after three of its five rounds.
fn knockout() -> Vec<Vec<render::BracketTie>> {
    let mut names: Vec<Option<String>> = (1..=32).map(|i| Some(format!("Player {i}"))).collect();
    let mut rounds = Vec::new();
    for r in 0..5 {
        let ties: Vec<render::BracketTie> = names
            .chunks(2)
            .enumerate()
            .map(|(k, pair)| render::BracketTie {
                top: pair[0].clone(),
                bottom: pair[1].clone(),
                winner: (r < 3).then_some(if k.is_multiple_of(2) {
                    render::BracketSide::Top
                } else {
                    render::BracketSide::Bottom
                }),
                note: (r < 3).then(|| "½–½ 1–0".to_string()),
            })
            .collect();
        names = ties
            .iter()
            .map(|t| match t.winner {
                Some(render::BracketSide::Top) => t.top.clone(),
                Some(render::BracketSide::Bottom) => t.bottom.clone(),
                None => None,
            })
            .collect();
        rounds.push(ties);
    }
    rounds
}

/// Tournament pictures: standings and a knockout bracket.
fn tables(c: &mut Criterion) {
    let rows = standings();
    let table = render::Table {
        title: "Spring cup — standings after round 7",
        header: &["#", "Player", "Pts", "Bh", "SB", "W", "D", "L"],
        rows: &rows,
        numeric: &[true, false, true, true, true, true, true, true],
        podium: &[1, 2, 3],
        rtl: false,
        theme: render::Theme::Sand,
    };
    eprintln!("table 33 rows: {} bytes", render::table_png(&table).len());
    c.bench_function("table_33_rows", |b| b.iter(|| render::table_png(black_box(&table))));

    let rounds = knockout();
    let round_names: Vec<String> = (1..=5).map(|r| format!("Round {r}")).collect();
    let bracket = render::Bracket {
        title: "Winter knockout",
        round_names: &round_names,
        rounds: &rounds,
        rtl: false,
        theme: render::Theme::Sand,
    };
    eprintln!("bracket 32 players: {} bytes", render::bracket_png(&bracket).len());
    c.bench_function("bracket_32_players", |b| b.iter(|| render::bracket_png(black_box(&bracket))));
}

criterion_group!(benches, png, png_settings, gif, tables);
criterion_main!(benches);
