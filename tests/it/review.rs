//! The review: verdicts on constructed positions (a turn that loses
//! pieces by force, turns as good as the best, a forced turn, huff games),
//! determinism, and the `review` command's summary lines. Small node
//! budgets keep a debug build quick.

use crate::common::{board, rules};
use std::process::Command;
use zamma_bot::ai::{self, BLUNDER, INACCURACY, Verdict};
use zamma_bot::rules::*;

const NODES: u64 = 20_000;

fn sq(name: &str) -> Square {
    BoardSize::Nine.geometry().parse_square(name).unwrap()
}

fn game(spec: &str, start: Position, turns: &[&str]) -> Game {
    Game::replay(rules(spec), start, turns.iter().copied()).unwrap()
}

#[test]
fn a_turn_that_loses_pieces_by_force_is_a_blunder_and_the_better_turn_is_named() {
    // e3xc3 lets White take two black men (c4xc2xa2); e3xg3 keeps them.
    let p = board(9, &["e3:b", "b2:b", "h1:b", "i1:b", "d3:w", "f3:w", "c4:w", "c5:w", "i9:w"], 'b');
    let review = ai::review(&game("zamma", p, &["e3xc3"]), NODES, |_, _| {});
    let t = &review.turns[0];
    assert!(!t.forced);
    assert_eq!(t.verdict, Some(Verdict::Blunder), "{t:?}");
    assert!(t.loss >= BLUNDER);
    assert_eq!(t.best.to_string(), "e3xg3");
    assert_eq!(review.black.blunders, 1);
    assert_eq!(review.black.worst, Some(0));
    assert!(review.black.accuracy.unwrap() < 50.0, "{:?}", review.black);
    assert!(t.after < t.before, "the evaluation falls for Black: {t:?}");
}

#[test]
fn turns_as_good_as_the_best_are_not_marked() {
    // Both sides play the review's own choice for eight plies.
    let mut g = Game::new(rules("zamma"));
    for _ in 0..8 {
        let a = ai::analyse(&g, &ai::review_settings(NODES), 0).unwrap();
        g.play(a.turn).unwrap();
    }
    let review = ai::review(&g, NODES, |_, _| {});
    for t in &review.turns {
        assert_eq!((t.loss, t.verdict), (0, None), "{t:?}");
    }
    for s in [review.black, review.white] {
        assert_eq!((s.inaccuracies, s.mistakes, s.blunders, s.worst), (0, 0, 0, None));
        assert!(s.accuracy.is_none_or(|a| a > 99.0), "{s:?}");
    }
    assert_eq!(review.moments(), Vec::<usize>::new(), "no key moment without a mistake");
}

#[test]
fn the_only_legal_turn_is_not_judged_even_when_it_loses() {
    // c3 must take d3 (c3xe3), and then f4 takes it back: forced all the same.
    let p = board(9, &["c3:b", "a1:b", "d3:w", "f4:w", "i9:w"], 'b');
    let g = Game::from_position(rules("zamma"), p).unwrap();
    assert_eq!(g.legal_moves().len(), 1, "{:?}", g.legal_moves());
    let only = g.legal_moves()[0].to_string();
    let review = ai::review(&game("zamma", p, &[&only]), NODES, |_, _| {});
    let t = &review.turns[0];
    assert!(t.forced);
    assert_eq!((t.verdict, t.loss, t.accuracy), (None, 0, None));
    assert_eq!(review.black.accuracy, None, "no judged turn, no accuracy");
}

#[test]
fn a_fault_and_a_missed_huff_are_judged_like_any_turn() {
    // Sahara: Black's quiet a1-a2 leaves a two-man capture untaken (a
    // fault); White then may huff e1, which would save two men, and plays
    // d3xb3 without it.
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let review = ai::review(&game("sahara", p, &["a1-a2", "d3xb3"]), NODES, |_, _| {});
    let (fault, missed) = (&review.turns[0], &review.turns[1]);
    assert!(!fault.forced && fault.loss >= INACCURACY, "{fault:?}");
    assert_eq!(fault.best.to_string(), "c3xe3xe5");
    assert!(!missed.forced && missed.loss >= INACCURACY, "{missed:?}");
    assert_eq!(missed.best.huff, Some(sq("e1")), "{missed:?}");
    assert!(missed.verdict.is_some());
}

#[test]
fn the_same_game_gets_the_same_review() {
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(7);
    let mut g = ai::random_game(rules("dhamet"), &mut rng);
    // The first 24 turns of a random game (plenty of mistakes to find).
    let turns: Vec<String> = g.turns().iter().take(24).map(|t| t.to_string()).collect();
    g = Game::replay(rules("dhamet"), *g.start(), turns.iter().map(String::as_str)).unwrap();
    let mut progress = Vec::new();
    let first = ai::review(&g, NODES, |done, total| progress.push((done, total)));
    // One call per position searched (a forced one takes the next one's
    // value), counting up to all of them.
    let searched = progress.len();
    assert!((1..=25).contains(&searched), "{progress:?}");
    assert!(progress.iter().enumerate().all(|(i, &p)| p == (i + 1, searched)), "{progress:?}");
    assert_eq!(ai::review(&g, NODES, |_, _| {}), first);
    let marked = first.turns.iter().filter(|t| t.verdict.is_some()).count();
    assert!(marked > 0, "random play without a single mistake?");
    let b = first.black;
    assert_eq!(
        b.inaccuracies
            + b.mistakes
            + b.blunders
            + first.white.inaccuracies
            + first.white.mistakes
            + first.white.blunders,
        marked
    );
    // The key moments: the costliest marked turns, in the order played.
    let moments = first.moments();
    assert_eq!(moments.len(), marked.min(ai::MAX_MOMENTS), "{moments:?}");
    assert!(moments.windows(2).all(|w| w[0] < w[1]), "{moments:?}");
    let least = moments.iter().map(|&p| first.turns[p].loss).min().unwrap();
    for t in &first.turns {
        if moments.contains(&t.ply) {
            assert!(t.verdict.is_some(), "{t:?}");
        } else {
            assert!(t.loss <= least, "turn {} lost {} but is not a key moment ({moments:?})", t.ply, t.loss);
        }
    }
}

#[test]
fn the_review_command_ends_with_one_line_per_player() {
    let graph = std::env::temp_dir().join(format!("zamma-review-{}.png", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["review", "--rules", "zamma", "--nodes", "5000", "--moves", "d4-e5 f6xd4 c3xe5 c5xc3 b2xd4 a5xc3"])
        .arg("--graph")
        .arg(&graph)
        .output()
        .unwrap();
    let png = std::fs::read(&graph).expect("the graph was written");
    let _ = std::fs::remove_file(&graph);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 6 + 2, "{stdout}");
    let shape = |line: &str, who: &str| {
        let rest = line.strip_prefix(&format!("{who}: ")).unwrap_or_else(|| panic!("{line}"));
        let parts: Vec<&str> = rest.split(", ").collect();
        assert_eq!(parts.len(), 4, "{line}");
        for (part, word) in parts.iter().zip(["inaccuracies", "mistakes", "blunders"]) {
            let (n, w) = part.split_once(' ').unwrap();
            assert!(n.parse::<u32>().is_ok() && w == word, "{line}");
        }
        let accuracy = parts[3].strip_prefix("accuracy ").unwrap();
        assert!(accuracy == "-" || accuracy.trim_end_matches('%').parse::<u32>().is_ok_and(|a| a <= 100), "{line}");
    };
    shape(lines[6], "Black");
    shape(lines[7], "White");
    assert!(String::from_utf8_lossy(&out.stderr).contains("analysed 7 positions at 5000 nodes each (mean depth "));

    let bad =
        Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(["review", "--moves", "d4-e5 a1-a9"]).output().unwrap();
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("move 2 (`a1-a9`)"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );

    let run = |extra: &[&str]| {
        let mut args = vec!["review", "--nodes", "5000", "--moves", "d4-e5 f6xd4 c3xe5"];
        args.extend(extra);
        Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(args).output().unwrap()
    };
    // The board before one turn, with the played and the better turn drawn.
    let board = std::env::temp_dir().join(format!("zamma-review-board-{}.png", std::process::id()));
    let out = run(&["--turn", "2", "--board", board.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let png = std::fs::read(&board).expect("the board was written");
    let _ = std::fs::remove_file(&board);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wrote the board before turn 2"));
    for (extra, says) in [
        (&["--turn", "4", "--board", "x.png"][..], "bad --turn 4: the game has turns 1 to 3"),
        (&["--turn", "0", "--board", "x.png"][..], "bad --turn 0"),
        (&["--turn", "1"][..], "--board"),
    ] {
        let out = run(extra);
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn the_review_graph_is_drawn_in_the_readers_board_theme() {
    use zamma_bot::render::Theme;
    // The blunder of the first test: one marked turn on the graph.
    let p = board(9, &["e3:b", "b2:b", "h1:b", "i1:b", "d3:w", "f3:w", "c4:w", "c5:w", "i9:w"], 'b');
    let review = ai::review(&game("zamma", p, &["e3xc3"]), NODES, |_, _| {});
    let corner = |png: &[u8]| {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buf).unwrap();
        [buf[0], buf[1], buf[2]]
    };
    let sand = zamma_bot::service::review_graph(&review, Some(1), Theme::Sand);
    let dark = zamma_bot::service::review_graph(&review, Some(1), Theme::Dark);
    assert_ne!(sand, dark);
    assert_eq!(corner(&sand), Theme::Sand.graph().card);
    assert_eq!(corner(&dark), Theme::Dark.graph().card);
}

/// The leftmost pixel of the glyph drawn for the character at byte `at` of a shaped line.
fn drawn_at(line: &zamma_bot::render::text::Line, at: usize) -> f32 {
    line.glyphs.iter().find(|g| g.cluster == at).map(|g| g.x).expect("the character is drawn")
}

#[test]
fn arabic_review_marks_are_drawn_as_written_not_mirrored() {
    use zamma_bot::i18n::Lang;
    use zamma_bot::render::text::shape;
    use zamma_bot::t;
    // In a right-to-left line an unisolated `(?!)` is drawn `(!?)`: an interesting move instead of a dubious one.
    for (id, mark) in [("review-turn-inaccuracy", "?!"), ("review-turn-blunder", "??")] {
        let line = shape(&t!(Lang::Ar, id, loss = "1"), 20.0);
        assert!(line.rtl);
        let at = line.text.find(mark).expect("the mark is in the sentence");
        assert!(drawn_at(&line, at) < drawn_at(&line, at + 1), "{id}: {mark} is drawn mirrored in {:?}", line.text);
    }
    let footer = shape(&t!(Lang::Ar, "review-footer", nodes = 1000), 20.0);
    let at = footer.text.find("?!").unwrap();
    assert!(drawn_at(&footer, at) < drawn_at(&footer, at + 1), "{:?}", footer.text);
}
