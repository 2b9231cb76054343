//! Cups: a tie drawn twice goes to the rule chosen (pieces left, seed), and the bracket feeds the winners in.

use super::*;

/// A cup tie: drawn, replayed with the colours swapped, drawn again and
/// decided by the rule chosen.
#[sqlx::test]
async fn a_cup_tie_drawn_twice_goes_to_the_rule_chosen(pool: PgPool) {
    let svc = service(pool).await;
    for decider in [CupDecider::Pieces, CupDecider::Seed] {
        let req = TournamentRequest { decider, ..request(TournamentFormat::Cup, None) };
        let t = svc.create_tournament(HERE, &organiser(), &req).await.unwrap();
        // alice joins first: the better seed among equal ratings.
        for p in [alice(), bob()] {
            svc.join_tournament(t.id, &p).await.unwrap();
        }
        svc.start_tournament(t.id, &organiser(), false).await.unwrap();
        let view = svc.tournament(t.id).await.unwrap();
        let first = view.pairings[0].game.unwrap();
        assert_eq!(view.pairings[0].black.id, alice().id, "the higher seed has Black");
        svc.offer_draw(&svc.seat(&alice(), HERE, Some(first)).await.unwrap()).await.unwrap();
        svc.answer_draw(&svc.seat(&bob(), HERE, Some(first)).await.unwrap(), true).await.unwrap();
        let news = svc.advance_tournament(t.id).await.unwrap();
        let [TournamentNews::Rematch { game, .. }] = news.as_slice() else { panic!("a second game: {news:?}") };
        assert_eq!((game.black.id, game.white.id), (bob().id, alice().id), "colours swapped");
        // Bob (Black) plays a man forward, alice answers: equal pieces, then a draw.
        let second = game.id;
        let turn = game.game.legal_moves()[0].to_string();
        svc.play(&svc.seat(&bob(), HERE, Some(second)).await.unwrap(), turn.as_str(), None).await.unwrap();
        svc.offer_draw(&svc.seat(&alice(), HERE, Some(second)).await.unwrap()).await.unwrap();
        svc.answer_draw(&svc.seat(&bob(), HERE, Some(second)).await.unwrap(), true).await.unwrap();
        let news = svc.advance_tournament(t.id).await.unwrap();
        let [TournamentNews::Finished { tournament }] = news.as_slice() else { panic!("over: {news:?}") };
        let tie = tournament.pairings.iter().find(|p| p.leg == 2).unwrap();
        assert_eq!(tie.result, Some(PairingResult::Draw));
        assert_eq!(tie.advances, Some(alice().id), "{decider:?}: equal pieces, the higher seed");
        assert_eq!(tournament.winner().map(|w| w.id), Some(alice().id));
    }
}

#[sqlx::test]
async fn pieces_left_decide_a_tie_drawn_twice(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let t = svc.create_tournament(HERE, &organiser(), &request(TournamentFormat::Cup, None)).await.unwrap();
    for p in [alice(), bob()] {
        svc.join_tournament(t.id, &p).await.unwrap();
    }
    svc.start_tournament(t.id, &organiser(), false).await.unwrap();
    let first = svc.tournament(t.id).await.unwrap().pairings[0].game.unwrap();
    svc.offer_draw(&svc.seat(&alice(), HERE, Some(first)).await.unwrap()).await.unwrap();
    svc.answer_draw(&svc.seat(&bob(), HERE, Some(first)).await.unwrap(), true).await.unwrap();
    svc.advance_tournament(t.id).await.unwrap();
    let second = svc.tournament(t.id).await.unwrap().pairings[1].game.unwrap();
    // Play until one side has taken more: the lower seed (bob, Black now)
    // captures first in zamma whenever it can.
    let mut rng = SmallRng::seed_from_u64(5);
    loop {
        let view = svc.game(second).await.unwrap();
        let pos = view.game.position();
        let (b, w) = (pos.count(zamma_bot::rules::Color::Black), pos.count(zamma_bot::rules::Color::White));
        if b != w && view.game.position().turn() == zamma_bot::rules::Color::Black {
            svc.offer_draw(&svc.seat(&alice(), HERE, Some(second)).await.unwrap()).await.unwrap();
            svc.answer_draw(&svc.seat(&bob(), HERE, Some(second)).await.unwrap(), true).await.unwrap();
            let tournament = svc.advance_tournament(t.id).await.unwrap();
            let expected = if b > w { bob().id } else { alice().id };
            let [TournamentNews::Finished { tournament }] = tournament.as_slice() else { panic!() };
            assert_eq!(tournament.winner().map(|p| p.id), Some(expected), "{b} against {w} pieces");
            return;
        }
        let turns = view.game.legal_moves();
        let mover = if pos.turn() == zamma_bot::rules::Color::Black { bob() } else { alice() };
        let turn = turns[rng.random_range(0..turns.len())].to_string();
        svc.play(&svc.seat(&mover, HERE, Some(second)).await.unwrap(), turn.as_str(), None).await.unwrap();
    }
}

/// The bracket picture's ties: the winner of the tie above comes in on top,
/// its result read from the top player.
#[sqlx::test]
async fn the_bracket_feeds_winners_in_on_top(pool: PgPool) {
    let svc = service(pool).await;
    let (t, players) = entered(&svc, TournamentFormat::Cup, 4, None).await;
    svc.start_tournament(t.id, &organiser(), false).await.unwrap();
    let view = svc.tournament(t.id).await.unwrap();
    // Seeds 1 v 4 and 2 v 3: seed 4 and seed 2 go through.
    for (p, loser) in view.round_pairings(1).zip([0, 2]) {
        svc.resign(&svc.seat(&players[loser], HERE, Some(p.game.unwrap())).await.unwrap()).await.unwrap();
    }
    svc.advance_tournament(t.id).await.unwrap();
    let view = svc.tournament(t.id).await.unwrap();
    let last = view.round_pairings(2).next().unwrap();
    assert_eq!((last.black.id, last.white.as_ref().unwrap().id), (players[1].id, players[3].id), "seed 2 has Black");
    svc.resign(&svc.seat(&players[3], HERE, Some(last.game.unwrap())).await.unwrap()).await.unwrap();
    svc.advance_tournament(t.id).await.unwrap();
    let view = svc.tournament(t.id).await.unwrap();
    let bracket = i18n::bracket(Lang::En, &view).unwrap();
    let (names, ties) = (bracket.round_names, bracket.rounds);
    assert_eq!(names, ["Semi-finals", "Final"]);
    let tie = &ties[1][0];
    assert_eq!((tie.top.as_deref(), tie.bottom.as_deref()), (Some("p04"), Some("p02")));
    assert_eq!(tie.winner, Some(zamma_bot::service::TieSide::Bottom));
    assert_eq!(tie.note.as_deref(), Some("0–1"));
    assert_eq!(ties[0][0].winner, Some(zamma_bot::service::TieSide::Bottom));
    assert_eq!(view.standings[0].player.id, players[1].id);
    assert_eq!(view.standings[1].player.id, players[3].id);
    assert_eq!((view.standings[2].rank, view.standings[3].rank), (3, 3), "both semi-final losers third");
    let table = i18n::standings_table(Lang::En, &view, &|p| p.name.clone());
    assert_eq!(table.podium, [1, 2, 3, 3], "both semi-final losers get the bronze");
}
