//! Moves: `/move` autocomplete and the select-menu move flow.

use crate::harness::*;
use zamma_bot::rules::{Square, Turn};

#[sqlx::test]
async fn move_autocomplete_offers_legal_moves(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let legal = start_moves();

    let choices = |r: &Recorded| -> Vec<String> {
        assert_eq!(r.kind(), 8, "{r:#?}");
        let list = r.body["data"]["choices"].as_array().unwrap();
        assert!(list.len() <= 25, "{} choices", list.len());
        list.iter()
            .map(|c| {
                assert!(!c["name"].as_str().unwrap().is_empty());
                c["value"].as_str().unwrap().to_string()
            })
            .collect()
    };

    // Nothing typed yet: the first 25 (or all) legal moves.
    let r = bot.complete(ALICE, "move", vec![str_opt("move", "")], "move").await;
    let all = choices(&r);
    assert_eq!(all.len(), legal.len().min(25), "{all:?}");
    assert!(all.iter().all(|m| legal.contains(m)), "{all:?} vs {legal:?}");

    // A typed prefix filters.
    let r = bot.complete(ALICE, "move", vec![str_opt("move", "e4")], "move").await;
    let some = choices(&r);
    assert!(!some.is_empty());
    assert!(some.iter().all(|m| legal.contains(m) && squash(m).starts_with("e4")), "{some:?}");
    let expected: Vec<&String> = legal.iter().filter(|m| squash(m).starts_with("e4")).collect();
    assert_eq!(some.len(), expected.len().min(25), "{some:?} vs {expected:?}");

    // With the game named too.
    let r = bot.complete(ALICE, "move", vec![str_opt("move", "E4-"), int_opt("game", game.0)], "move").await;
    assert_eq!(choices(&r), some);

    // Bob is not to move: nothing to offer.
    let r = bot.complete(BOB, "move", vec![str_opt("move", "")], "move").await;
    assert!(choices(&r).is_empty());

    // The game option completes to the user's games here.
    let r = bot.complete(ALICE, "move", vec![str_opt("move", "e4-e5"), str_opt("game", "")], "game").await;
    assert_eq!(r.kind(), 8, "{r:#?}");
    assert_eq!(r.body["data"]["choices"][0]["value"], json!(game.0), "{r:#?}");
    bot.stop().await;
}

#[sqlx::test]
async fn move_menu_plays_a_move(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;

    // Bob may not open the menu: it is Alice's turn.
    let (_, r) = bot.press(BOB, &cid(Action::Move(game))).await;
    bot.assert_refusal(&r, "not your turn").await;

    let (_, r) = bot.press(ALICE, &cid(Action::Move(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral(), "the move menu is for the mover only");
    r.png();
    let pieces_menu = cid(Action::PickPiece(game, 0));
    let pieces = r.option_values(&pieces_menu);
    assert!(!pieces.is_empty() && pieces.len() <= 25, "{pieces:?}");
    let game_rules = Game::new(Preset::Zamma.rules());
    let legal = game_rules.legal_moves();
    for p in &pieces {
        let i: u8 = p.parse().unwrap_or_else(|_| panic!("square index {p}"));
        assert!(legal.iter().any(|m| m.from().index() == i), "square {i} has no move");
    }

    // Pick the first piece: a second menu with its moves.
    let (_, r) = bot.pick(ALICE, &pieces_menu, &pieces[0]).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    r.png();
    let moves_menu = cid(Action::PickMove(game, 0));
    let values = r.option_values(&moves_menu);
    assert!(!values.is_empty(), "{r:#?}");
    let from: u8 = pieces[0].parse().unwrap();
    for v in &values {
        let i: usize = v.parse().unwrap();
        assert_eq!(legal[i].from().index(), from, "move {i} does not start on the picked piece");
    }
    let chosen = legal[values[0].parse::<usize>().unwrap()].to_string();

    // Pick the move: "You played …", then the public board as a follow-up.
    let (sent, r) = bot.pick(ALICE, &moves_menu, &values[0]).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().starts_with("You played"), "{}", r.content());
    assert!(r.content().contains(&chosen), "{} vs {chosen}", r.content());
    let f = bot.followup(sent).await;
    assert!(!f.ephemeral(), "the new board is public");
    f.assert_board();
    assert!(f.content().contains(&BOB.mention()), "{}", f.content());

    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].2, chosen);
    assert_eq!(bot.game_row(game).await.0, 1);

    // The old menu (made for ply 0) no longer plays.
    let (_, r) = bot.pick(ALICE, &moves_menu, &values[0]).await;
    bot.assert_refusal(&r, "position changed").await;
    assert_eq!(bot.game_row(game).await.0, 1);
    bot.stop().await;
}

#[sqlx::test]
async fn a_failed_board_post_is_told_in_a_follow_up_and_the_move_is_kept(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    bot.press(ALICE, &cid(Action::Move(game))).await;
    let start = Game::new(Preset::Zamma.rules());
    let legal = start.legal_moves();
    let e4e5 = legal.iter().position(|m| m.to_string() == "e4-e5").unwrap();
    let from = legal[e4e5].from().index().to_string();
    bot.pick(ALICE, &cid(Action::PickPiece(game, 0)), &from).await;
    // Discord fails the public board (the follow-up) with a 500.
    bot.stub.fail_next(Method::POST, &format!("/webhooks/{APP}/tok-{}", bot.peek_next_id()));
    let (sent, r) = bot.pick(ALICE, &cid(Action::PickMove(game, 0)), &e4e5.to_string()).await;
    assert!(r.content().starts_with("You played"), "{}", r.content());
    // The move is stored, and the failure is told in a second follow-up,
    // not in a second answer to the interaction (Discord would refuse it).
    let told = bot
        .stub
        .wait_for("the failure told", |r| r.method == Method::POST && r.path == sent.followup_path() && r.ephemeral())
        .await;
    assert!(!told.content().is_empty());
    assert_eq!(bot.callbacks(sent), 1);
    assert_eq!(bot.moves(game).await.len(), 1);
    bot.stop().await;
}

/// In a huff game every turn can be played from the menus: after Bob's
/// fault, Alice's menu starts with the pieces she may huff; she picks one,
/// then a piece and its move (from the moves left once it is gone), and the
/// turn is stored with its huff. A piece that may not be huffed is refused
/// with the rule's reason.
#[sqlx::test]
async fn a_huff_is_played_from_the_menus(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let challenge = bot.challenge(ALICE, BOB, vec![str_opt("preset", "sahara"), int_opt("colour", 0)]).await;
    let (_, r) = bot.accept(BOB, challenge).await;
    let game = game_id_of(&r);
    bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    // Bob may take on d4 (f6xd4) but moves d5-d4 instead: a fault.
    bot.command(BOB, "move", vec![str_opt("move", "d5-d4")]).await;
    let mut record = Game::new("sahara".parse().unwrap());
    for m in ["d4-e5", "d5-d4"] {
        record.play_text(m).unwrap();
    }
    let huffable: Vec<Square> = record.huffable().collect();
    assert!(!huffable.is_empty(), "the fault lets Alice huff");

    let (_, r) = bot.press(ALICE, &cid(Action::Move(game))).await;
    let huff_menu = cid(Action::PickHuff(game, 2));
    let values = r.option_values(&huff_menu);
    let mut expected = vec!["-".to_string()];
    expected.extend(huffable.iter().map(|sq| sq.index().to_string()));
    assert_eq!(values, expected, "no huff, or each piece that may be huffed");
    assert!(r.content().contains("You may huff first"), "{}", r.content());

    // A piece that may not be huffed (one of Alice's own) is refused with the reason.
    let own = Square::new(0, 0).index().to_string();
    let (_, r) = bot.pick(ALICE, &huff_menu, &own).await;
    bot.assert_refusal(&r, "cannot be huffed").await;

    let at = huffable[0];
    let (_, r) = bot.pick(ALICE, &huff_menu, &at.index().to_string()).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains(&format!("you huff {at}")), "{}", r.content());
    let after = record.moves_after_huff(at).unwrap();
    let mv = after[0];
    let pieces = r.option_values(&cid(Action::PickPiece(game, 2)));
    let piece =
        pieces.iter().find(|v| v.ends_with(&format!("/{}", mv.from().index()))).expect("the piece, with the huff");
    let (_, r) = bot.pick(ALICE, &cid(Action::PickPiece(game, 2)), piece).await;
    let moves = r.option_values(&cid(Action::PickMove(game, 2)));
    let (sent, r) = bot.pick(ALICE, &cid(Action::PickMove(game, 2)), &moves[0]).await;
    assert!(r.content().starts_with("You played"), "{}", r.content());
    bot.followup(sent).await.assert_board();
    let stored = bot.moves(game).await;
    assert_eq!(stored.len(), 3);
    let turn = Turn { huff: Some(at), mv };
    assert_eq!(stored[2].2, turn.to_string(), "the huff is part of the stored turn");
    bot.stop().await;
}
