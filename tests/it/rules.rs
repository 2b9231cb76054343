//! Hand-built positions for the rules of RULES.md.

use crate::common::{board, moves, rules};
use zamma_bot::rules::*;

fn sq(name: &str) -> Square {
    BoardSize::Nine.geometry().parse_square(name).unwrap()
}

#[test]
fn men_move_forward_only_along_lines() {
    // e5 has diagonals (x+y even), d5 has not.
    let p = board(9, &["e5:b", "d3:b", "a9:W"], 'b');
    assert_eq!(moves(&p, "zamma"), ["d3-d4", "e5-d6", "e5-e6", "e5-f6"]);
    let w = board(9, &["e5:w", "a1:B"], 'w');
    assert_eq!(moves(&w, "zamma"), ["e5-d4", "e5-e4", "e5-f4"]);
}

#[test]
fn men_capture_backwards_and_capture_is_compulsory() {
    let p = board(9, &["e5:b", "e4:w", "a1:b"], 'b');
    assert_eq!(moves(&p, "zamma"), ["e5xe3"]);
    let err = p.parse_move(&rules("zamma"), "a1-a2").unwrap_err();
    assert_eq!(err.to_string(), "capture is compulsory: e5xe3 takes 1 piece");
}

#[test]
fn majority_rule_and_its_reason() {
    // a5 can take one (b5), e1 can take two (e2, then e4).
    let p = board(9, &["a5:b", "b5:w", "e1:b", "e2:w", "e4:w"], 'b');
    assert_eq!(moves(&p, "zamma"), ["e1xe3xe5"]);
    let err = p.parse_move(&rules("zamma"), "a5xc5").unwrap_err();
    assert_eq!(err.to_string(), "you must take the maximum: 2 pieces, e.g. e1xe3xe5");
    let err = p.parse_move(&rules("zamma"), "e1xe3").unwrap_err();
    assert_eq!(err.to_string(), "you must take the maximum: 2 pieces, e.g. e1xe3xe5");
    // Ties are a free choice; a captured mullah counts as one piece.
    let m = board(9, &["a5:b", "b5:W", "c6:w", "e1:b", "e2:W", "e4:w"], 'b');
    assert_eq!(moves(&m, "zamma"), ["a5xc5xc7", "e1xe3xe5"]);
}

#[test]
fn deferred_removal_blocks_and_immediate_frees() {
    let p = board(9, &["c5:B", "b5:w", "e5:w"], 'b');
    // Deferred: the first victim blocks the way back.
    assert_eq!(moves(&p, "zamma"), ["c5xa5", "c5xf5", "c5xg5", "c5xh5", "c5xi5"]);
    // Immediate: the way back is free; deduplicated by (start, end, set).
    assert_eq!(moves(&p, "dhamet"), ["c5xa5xf5", "c5xa5xg5", "c5xa5xh5", "c5xa5xi5", "c5xf5xa5"]);
    // Landing directly behind only.
    assert_eq!(moves(&p, "dhamet,landing=behind"), ["c5xa5xf5", "c5xf5xa5"]);
    assert_eq!(moves(&p, "zamma,landing=behind"), ["c5xa5", "c5xf5"]);
}

#[test]
fn a_chain_may_revisit_its_start_but_never_jump_a_piece_twice() {
    // A square loop back to c3 in both removal modes. Run either way round it
    // is the same (start, end, captured set): one move, both paths accepted.
    let p = board(9, &["c3:b", "d3:w", "e4:w", "d5:w", "c4:w"], 'b');
    for spec in ["zamma", "dhamet"] {
        let legal = p.legal_moves(&rules(spec));
        assert_eq!(legal.len(), 1, "{spec}: {legal:?}");
        assert_eq!(legal[0].capture_count(), 4);
        assert_eq!(legal[0].from(), legal[0].to());
        for path in ["c3xe3xe5xc5xc3", "c3xc5xe5xe3xc3", "c3 c3"] {
            assert_eq!(p.parse_move(&rules(spec), path).unwrap(), legal[0], "{spec} {path}");
        }
    }
    // Deferred: the captured piece still blocks the way back; immediate: the
    // mullah may return over the start point to take the second piece.
    let line = board(9, &["e5:B", "e7:w", "e3:w"], 'b');
    assert!(line.legal_moves(&rules("zamma")).iter().all(|m| m.capture_count() == 1));
    assert!(moves(&line, "dhamet").contains(&"e5xe8xe2".to_string()));
    assert!(line.legal_moves(&rules("dhamet")).iter().all(|m| m.capture_count() == 2));
}

#[test]
fn flying_captures_land_anywhere_or_behind() {
    let p = board(9, &["a1:B", "c3:w"], 'b');
    assert_eq!(moves(&p, "zamma"), ["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8", "a1xi9"]);
    assert_eq!(moves(&p, "sahara,majority=enforced"), ["a1xd4"]);
    // Two enemy pieces in a row cannot be jumped together.
    let q = board(9, &["a1:B", "c3:w", "d4:w"], 'b');
    assert!(q.legal_moves(&rules("zamma")).iter().all(|m| !m.is_capture()));
}

#[test]
fn mullahs_slide_any_distance_in_every_direction() {
    let p = board(9, &["e5:B", "e7:b", "h9:w"], 'b');
    let legal = moves(&p, "zamma");
    assert!(legal.contains(&"e5-a1".to_string()));
    assert!(legal.contains(&"e5-e6".to_string()));
    assert!(!legal.contains(&"e5-e8".to_string()), "e7 blocks");
    let err = p.parse_move(&rules("zamma"), "e5-e9").unwrap_err();
    assert_eq!(err.to_string(), "the path from e5 to e9 is blocked at e7");
}

#[test]
fn promotion_only_when_the_move_ends_on_the_far_rank() {
    let r = rules("zamma");
    let through = board(9, &["e7:b", "e8:w", "d9:w", "c8:w"], 'b');
    let mv = through.parse_move(&r, "e7xc7").unwrap();
    assert_eq!(mv.to_string(), "e7xe9xc9xc7");
    assert!(!mv.promotes());
    let after = through.play_unchecked(&mv);
    assert_eq!(after.piece_at(sq("c7")), Some(Piece { color: Color::Black, kind: Kind::Man }));
    let ends = board(9, &["e7:b", "e8:w"], 'b');
    let mv = ends.parse_move(&r, "e7xe9").unwrap();
    assert!(mv.promotes());
    assert_eq!(ends.play_unchecked(&mv).piece_at(sq("e9")).unwrap().kind, Kind::Mullah);
    let quiet = board(9, &["e8:b", "a2:w"], 'b');
    assert!(quiet.parse_move(&r, "e8-e9").unwrap().promotes());
}

#[test]
fn immediate_removal_may_end_on_the_point_of_a_captured_piece() {
    // The mullah takes all eight pieces and ends on i7, where it took one
    // earlier: it must still be a mullah afterwards (found by the property test).
    let p: Position = "3w1w3/9/1w6w/7w1/3w5/9/w8/1B4w2/9 b".parse().unwrap();
    let r = rules("dhamet");
    let mv = p.parse_move(&r, "b2xb9xe9xi9xi2xa2xa5xg5xi7").unwrap();
    assert_eq!(mv.capture_count(), 8);
    assert!(mv.captured().contains(sq("i7")));
    let after = p.play_unchecked(&mv);
    assert_eq!(after.to_string(), "9/9/8B/9/9/9/9/9/9 w");
    assert_eq!(after.piece_at(sq("i7")), Some(Piece { color: Color::Black, kind: Kind::Mullah }));
    assert_eq!(after.hash(), after.to_string().parse::<Position>().unwrap().hash());
}

#[test]
fn small_board_has_diagonals_everywhere() {
    let p = board(5, &["b1:b", "e5:w"], 'b');
    assert_eq!(moves(&p, "zamma5"), ["b1-a2", "b1-b2", "b1-c2"]);
    let nine = board(9, &["b1:b", "i9:w"], 'b');
    assert_eq!(moves(&nine, "zamma"), ["b1-b2"]);
    let start = Position::start(BoardSize::Five);
    assert_eq!(moves(&start, "zamma5"), ["b2-c3", "c2-c3", "d2-c3"]);
}

#[test]
fn huff_mode_allows_faults_and_grants_a_huff() {
    let r = rules("sahara");
    // Black could capture with e1 (two pieces) or c3 (one).
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let legal = p.legal_moves(&r);
    assert!(legal.iter().any(|m| m.to_string() == "a1-a2"), "quiet moves stay playable");
    assert!(legal.iter().any(|m| m.to_string() == "e1xe3"), "a chain may stop early");
    // A quiet move while captures exist: every capturer may be huffed.
    let mut g = Game::from_position(r, p).unwrap();
    g.play_text("a1-a2").unwrap();
    assert_eq!(g.huffable(), Bitboard::from_iter([sq("c3"), sq("e1")]));
    // The moves of a turn that starts with a huff come from the game, and
    // only for a piece that may be huffed.
    let after: Vec<String> = g.moves_after_huff(sq("e1")).unwrap().iter().map(Move::to_string).collect();
    let expected: Vec<String> =
        g.position().without_piece(sq("e1")).legal_moves(&r).iter().map(Move::to_string).collect();
    assert_eq!(after, expected);
    assert!(after.contains(&"i9-i8".to_string()), "{after:?}");
    assert_eq!(
        g.moves_after_huff(sq("a2")).unwrap_err(),
        GameError::CannotHuff { at: sq("a2"), allowed: Bitboard::from_iter([sq("c3"), sq("e1")]) }
    );
    let err = g.play_text("huff a2, i9-i8").unwrap_err();
    assert_eq!(err.to_string(), "a2 cannot be huffed; you may huff e1, c3");
    g.play_text("HUFF e1, i9-i8").unwrap();
    assert_eq!(g.position().piece_at(sq("e1")), None);
    assert_eq!(g.turns()[1].to_string(), "huff e1, i9-i8");
    // White's quiet move was a fault too (d3 could take c3): Black may huff d3.
    assert_eq!(g.huffable(), Bitboard::from_square(sq("d3")));
    g.play_text("huff d3, c3-c4").unwrap();
    assert_eq!(g.position().piece_at(sq("d3")), None);
    // The right is used up; White has nothing to huff.
    assert_eq!(g.parse_turn("huff c4, i8-i7").unwrap_err(), GameError::NothingToHuff);

    // Capturing too little: only the capturing piece may be huffed, where it landed.
    let mut g = Game::from_position(r, p).unwrap();
    g.play_text("e1xe3").unwrap();
    assert_eq!(g.huffable(), Bitboard::from_square(sq("e3")));
    // A maximal capture is no fault.
    let mut g = Game::from_position(r, p).unwrap();
    g.play_text("e1xe5").unwrap();
    assert!(g.huffable().is_empty());
    assert_eq!(g.parse_turn("huff e5, i9-i8").unwrap_err(), GameError::NothingToHuff);
    // Huffing is not part of enforced games.
    let mut g = Game::from_position(rules("zamma"), p).unwrap();
    assert_eq!(g.play_text("huff e1, a1-a2").unwrap_err(), GameError::HuffNotInRules);
}

#[test]
fn no_legal_move_loses() {
    // Black's only man is blocked.
    let blocked = board(9, &["a8:b", "a9:w", "i2:w"], 'b');
    let g = Game::from_position(rules("zamma"), blocked).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::NoMoves }));
    // Capturing the last piece wins.
    let mut g = Game::from_position(rules("zamma"), board(9, &["e5:b", "e6:w"], 'b')).unwrap();
    g.play_text("e5xe7").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::NoPieces }));
    assert_eq!(g.outcome().unwrap().to_string(), "Black wins: White has no pieces left");
    assert!(matches!(g.play_text("e7-e8"), Err(GameError::Over(_))));
}

#[test]
fn resignation_and_agreement() {
    let mut g = Game::new(rules("zamma"));
    assert_eq!(g.resign(Color::Black).unwrap(), Outcome::Win { winner: Color::White, reason: WinReason::Resignation });
    assert!(g.agree_draw().is_err());
    let mut g = Game::new(rules("zamma"));
    assert_eq!(g.agree_draw().unwrap(), Outcome::Draw { reason: DrawReason::Agreement });
}

#[test]
fn threefold_repetition_draws() {
    let p = board(9, &["a1:B", "b1:b", "i9:W", "h9:w"], 'b');
    let mut g = Game::from_position(rules("zamma"), p).unwrap();
    for (i, m) in ["a1-a2", "i9-i8", "a2-a1", "i8-i9", "a1-a2", "i9-i8", "a2-a1"].iter().enumerate() {
        g.play_text(m).unwrap();
        assert_eq!(g.outcome(), None, "after ply {}", i + 1);
    }
    g.play_text("i8-i9").unwrap();
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.outcome(), Some(Outcome::Draw { reason: DrawReason::Repetition }));
}

#[test]
fn stall_rule_and_count() {
    let p = board(9, &["a1:B", "b1:b", "c1:b", "i9:W", "h9:w"], 'b');
    let plies = ["a1-a2", "i9-i8", "a2-a3", "i8-i7"];
    let mut g = Game::from_position(rules("zamma,stall=4"), p).unwrap();
    for m in plies {
        assert_eq!(g.outcome(), None);
        g.play_text(m).unwrap();
    }
    assert_eq!(g.stall_count(), 4);
    assert_eq!(g.outcome(), Some(Outcome::Draw { reason: DrawReason::Stall }));
    // With count, the side with more pieces wins instead.
    let mut g = Game::from_position(rules("zamma,stall=4,count=yes"), p).unwrap();
    for m in plies {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Count(DrawReason::Stall) }));
    // A man's move resets the counter; stall=0 switches the rule off.
    let mut g = Game::from_position(rules("zamma,stall=4"), p).unwrap();
    for m in ["a1-a2", "i9-i8", "b1-b2", "i8-i7", "a2-a3"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.stall_count(), 2);
    // Agreement under count, and equal counts stay a draw.
    let mut g = Game::from_position(rules("sahara"), p).unwrap();
    assert_eq!(g.agree_draw().unwrap().winner(), Some(Color::Black));
    let mut g = Game::new(rules("sahara"));
    assert_eq!(g.agree_draw().unwrap(), Outcome::Draw { reason: DrawReason::Agreement });
}

#[test]
fn forgiving_notation() {
    let r = rules("zamma");
    let p = Position::start(BoardSize::Nine);
    for text in ["e4-e5", "E4E5", "e4 e5", " e4xe5 ", "e4:e5"] {
        assert_eq!(p.parse_move(&r, text).unwrap().to_string(), "e4-e5", "{text}");
    }
    // Abbreviated chains and alternative paths of one move.
    let q = board(9, &["e1:b", "e2:w", "e4:w"], 'b');
    assert_eq!(q.parse_move(&r, "e1 e5").unwrap().to_string(), "e1xe3xe5");
    assert_eq!(q.parse_move(&r, "e1xe3xe5").unwrap().to_string(), "e1xe3xe5");
}

#[test]
fn ambiguous_abbreviations_list_the_matches() {
    // The mullah on e5 reaches d9 taking four pieces by two routes that take
    // different pieces (f5 or i5): the abbreviation is ambiguous.
    let p = board(9, &["e5:B", "c3:w", "b1:W", "f5:w", "i5:w", "e9:w"], 'b');
    let r = rules("zamma");
    let err = p.parse_move(&r, "E5 d9").unwrap_err();
    assert_eq!(err.to_string(), "`E5 d9` is ambiguous; it matches e5xa1xf1xf9xd9, e5xa1xi1xi9xd9");
    for full in ["e5xa1xf1xf9xd9", "e5xa1xi1xi9xd9"] {
        let mv = p.parse_move(&r, full).unwrap();
        assert_eq!(mv.to_string(), full);
        assert_eq!(mv.capture_count(), 4);
    }
}

#[test]
fn illegal_moves_say_why() {
    let r = rules("zamma");
    let start = Position::start(BoardSize::Nine);
    let e = |p: &Position, t: &str| p.parse_move(&r, t).unwrap_err().to_string();
    assert_eq!(e(&start, "e6-e5"), "e6 holds a White man, but it is Black's turn");
    assert_eq!(e(&start, "e5-e6"), "there is no piece on e5");
    assert_eq!(e(&start, "j4-j5"), "j4 is not a point of the 9x9 board");
    assert_eq!(
        e(&start, "zz"),
        "could not read `zz` as a move; write points like c3-c4, or c3xe5xg3 for a capture chain"
    );
    assert_eq!(e(&start, "e4"), "a move needs a start and an end point, e.g. e4-…");
    assert_eq!(e(&start, ""), "no move given; write a move like c3-c4 or c3xe5");
    let open = board(9, &["e5:b", "d5:b", "i9:w"], 'b');
    assert_eq!(e(&open, "e5-e4"), "men cannot move backwards or sideways (e5-e4); only captures may");
    assert_eq!(e(&open, "e5-f5"), "men cannot move backwards or sideways (e5-f5); only captures may");
    assert_eq!(e(&open, "e5-e7"), "a man moves one step at a time (e5-e7 is too far); only a mullah flies");
    assert_eq!(e(&open, "d5-e6"), "d5 and e6 are not joined by a line of the board");
    assert_eq!(e(&open, "e5xe3xe1"), "there is no capture e5xe3xe1 in this position");
    let full = board(9, &["e5:b", "e6:b", "i9:w"], 'b');
    assert_eq!(e(&full, "e5-e6"), "e6 is occupied");
    let long = "c3".repeat(200);
    assert!(e(&start, &long).contains("longer than"));
}

#[test]
fn replay_reports_the_failing_turn() {
    let start = Position::start(BoardSize::Nine);
    let err = Game::replay(rules("zamma"), start, ["e4-e5", "e6-e5", "e9-e8"]).unwrap_err();
    assert_eq!(err.0, 2);
    let g = Game::replay(rules("zamma"), start, ["e4-e5", "e6xe4", "e3xe5"]).unwrap();
    assert_eq!(g.turns().len(), 3);
    assert_eq!(g.position().count(Color::Black), 39);
}

#[test]
fn play_keeps_the_position_on_illegal_moves() {
    let r = rules("zamma");
    let start = Position::start(BoardSize::Nine);
    let bogus = Move::quiet(sq("a1"), sq("a2"), false);
    assert!(start.play(&r, &bogus).is_err());
    let mut g = Game::new(r);
    assert!(g.play(Turn { huff: None, mv: bogus }).is_err());
    assert_eq!(g.turns().len(), 0);
    assert_eq!(*g.position(), start);
}

#[test]
fn the_game_keeps_the_position_before_its_last_turn() {
    let mut g = Game::new(rules("zamma"));
    assert!(g.last_turn().is_none());
    let start = *g.position();
    g.play_text("e4-e5").unwrap();
    let (before, turn) = g.last_turn().unwrap();
    assert_eq!((*before, turn.to_string()), (start, "e4-e5".to_string()));
    let after_first = *g.position();
    g.play_text("e6xe4").unwrap();
    let (before, turn) = g.last_turn().unwrap();
    assert_eq!((*before, turn.to_string()), (after_first, "e6xe4".to_string()));
}

#[test]
fn one_pieces_destinations_with_and_without_a_huff() {
    let r = rules("sahara");
    let p = board(9, &["c3:b", "d3:w", "e1:b", "e2:w", "e4:w", "a1:b", "i9:w", "h9:w"], 'b');
    let names = |bb: Bitboard| bb.map(|s| s.to_string()).collect::<Vec<_>>();
    // A man: its forward steps, and in huff games its captures (every
    // prefix of a chain) beside steps; under the majority rule only the
    // longest capture.
    assert_eq!(names(p.destinations(&r, sq("a1"))), ["a2", "b2"]);
    assert_eq!(names(p.destinations(&r, sq("e1"))), ["d2", "f2", "e3", "e5"]);
    assert_eq!(names(p.destinations(&rules("zamma"), sq("e1"))), ["e5"]);
    assert!(p.destinations(&rules("zamma"), sq("a1")).is_empty(), "capture is compulsory");
    let e1: Vec<String> = p.moves_from(&r, sq("e1")).iter().map(Move::to_string).collect();
    assert!(e1.contains(&"e1xe3".to_string()) && e1.contains(&"e1xe3xe5".to_string()), "{e1:?}");
    // An empty point and the opponent's piece go nowhere.
    assert!(p.destinations(&r, sq("e5")).is_empty());
    assert!(p.destinations(&r, sq("d3")).is_empty());
    // In a game: without a huff as the position says, after a huff from the
    // position without the huffed piece, and refused for a piece that may not be huffed.
    let mut g = Game::from_position(r, p).unwrap();
    g.play_text("a1-a2").unwrap();
    assert_eq!(g.destinations(None, sq("i9")).unwrap(), g.position().destinations(&r, sq("i9")));
    assert!(g.destinations(None, sq("c3")).unwrap().is_empty(), "not White's piece");
    let after = g.position().after_huff(Some(sq("e1")));
    assert_eq!(after, g.position().without_piece(sq("e1")));
    assert_eq!(g.destinations(Some(sq("e1")), sq("i9")).unwrap(), after.destinations(&r, sq("i9")));
    assert!(matches!(g.destinations(Some(sq("a2")), sq("i9")), Err(GameError::CannotHuff { .. })));
    // The turns of the game: every move, then every move after each huff.
    let turns = g.legal_turns();
    let plain = g.legal_moves().len();
    assert!(turns[..plain].iter().all(|t| t.huff.is_none()));
    let huffs: Vec<Square> = turns[plain..].iter().filter_map(|t| t.huff).collect();
    assert_eq!(huffs.len(), turns.len() - plain);
    for at in g.huffable() {
        let n = g.moves_after_huff(at).unwrap().len();
        assert_eq!(huffs.iter().filter(|&&h| h == at).count(), n);
        assert_eq!(g.turn_moves(Some(at)).unwrap().len(), n);
    }
    assert_eq!(g.turn_moves(None).unwrap(), g.legal_moves());
    // Over: no turns, no destinations.
    g.resign(Color::White).unwrap();
    assert!(g.legal_turns().is_empty());
    assert!(g.destinations(None, sq("i9")).unwrap().is_empty());
}

#[test]
fn stall_limit_and_irreversible_turns() {
    let stall4 = rules("zamma,stall=4");
    assert!(!stall4.stall_reached(0));
    assert!(!stall4.stall_reached(3));
    assert!(stall4.stall_reached(4));
    assert!(stall4.stall_reached(5));
    let off = rules("zamma,stall=0");
    assert!(!off.stall_reached(0));
    assert!(!off.stall_reached(u32::MAX));
    assert!(rules("zamma").stall_reached(u32::from(DEFAULT_STALL)));
    assert!(!rules("zamma").stall_reached(u32::from(DEFAULT_STALL) - 1));

    // A mullah's quiet move is reversible; a man's move, a capture and a huff are not.
    let p = board(9, &["a1:B", "b1:b", "i8:w", "i9:W"], 'b');
    let r = rules("zamma");
    let turn = |text: &str| Turn { huff: None, mv: p.parse_move(&r, text).unwrap() };
    let slide = turn("a1-a2");
    assert!(!slide.is_irreversible(&p));
    assert_eq!(p.play_turn(&slide), (p.play_unchecked(&slide.mv), false));
    let step = Turn { huff: None, mv: Move::quiet(sq("b1"), sq("b2"), false) };
    assert!(step.is_irreversible(&p) && p.is_irreversible(&step.mv));
    let q = board(9, &["a1:B", "b2:w", "i9:W"], 'b');
    let take = Turn { huff: None, mv: q.parse_move(&r, "a1xc3").unwrap() };
    assert!(take.is_irreversible(&q));
    let huffed = Turn { huff: Some(sq("i8")), mv: slide.mv };
    assert_eq!(huffed.base(&p), p.without_piece(sq("i8")));
    assert!(huffed.is_irreversible(&p));
    assert_eq!(p.play_turn(&huffed), (p.without_piece(sq("i8")).play_unchecked(&slide.mv), true));
}

#[test]
fn shortest_texts_and_what_looks_like_a_move() {
    let r = rules("zamma");
    // One chain between e1 and e5: its ends say it.
    let q = board(9, &["e1:b", "e2:w", "e4:w"], 'b');
    let legal = q.legal_moves(&r);
    let chain = q.parse_move(&r, "e1xe3xe5").unwrap();
    assert_eq!(shortest_text(&q, &r, &legal, &chain), "e1xe5");
    // Two chains between e5 and d9: each needs its full path.
    let p = board(9, &["e5:B", "c3:w", "b1:W", "f5:w", "i5:w", "e9:w"], 'b');
    let legal = p.legal_moves(&r);
    for full in ["e5xa1xf1xf9xd9", "e5xa1xi1xi9xd9"] {
        let mv = p.parse_move(&r, full).unwrap();
        assert_eq!(shortest_text(&p, &r, &legal, &mv), full);
    }
    // Steps and single captures are already as short as can be.
    let start = Position::start(BoardSize::Nine);
    let legal = start.legal_moves(&r);
    assert_eq!(shortest_text(&start, &r, &legal, &legal[0]), legal[0].to_string());

    for text in ["e4-e5", "E4E5", "c3xe5xg3", " a1 i9 ", "b2:c3"] {
        assert!(looks_like_move(text), "{text}");
    }
    for text in ["e4", "help", "board 3", "j1-j2", "a0-a1", "a10-a1", "e4-e5!", "", "huff d4, c3-c4"] {
        assert!(!looks_like_move(text), "{text}");
    }
    // Garbled moves still start like one; commands do not.
    for text in ["e4", "e4-e", "c3-z9", "a10-a1", " j1-j2", "e4-e5!"] {
        assert!(zamma_bot::rules::starts_like_a_move(text), "{text}");
    }
    for text in ["help", "board 3", "as bob", "", "4e", "huff d4, c3-c4", "play-ai 1"] {
        assert!(!zamma_bot::rules::starts_like_a_move(text), "{text}");
    }
}

/// The predicates the web board asks: must the side to move capture, and
/// what holds a piece that may not move.
#[test]
fn a_piece_held_by_a_capture_elsewhere_says_so() {
    let start = board(9, &["c3:b", "a2:b", "d4:w", "i9:w"], 'b');
    let at = sq;
    let game = Game::from_position(rules("zamma"), start).unwrap();
    assert!(game.must_capture());
    match game.held_by_capture(at("a2")) {
        Some(MoveError::CaptureCompulsory { example, count: 1 }) => assert_eq!(example.to_string(), "c3xe5"),
        other => panic!("{other:?}"),
    }
    // The capturing piece is not held; an empty point holds nothing.
    assert_eq!(game.held_by_capture(at("c3")), None);
    assert_eq!(game.held_by_capture(at("e1")), None);
    // In a huff game nothing is compulsory: a2 may step.
    let huff = Game::from_position(rules("sahara"), start).unwrap();
    assert!(!huff.must_capture());
    assert_eq!(huff.held_by_capture(at("a2")), None);
}
