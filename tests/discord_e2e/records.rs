//! Information and records: `/help`, `/rules`, `/export` and `/replay`.

use crate::harness::*;

#[sqlx::test]
async fn help_rules_and_refusals(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "help", vec![]).await;
    assert_eq!(r.kind(), 4);
    assert!(r.ephemeral());
    assert!(r.embed()["description"].as_str().unwrap().contains("/challenge"));

    let r = bot.command(ALICE, "rules", vec![str_opt("preset", "sahara")]).await;
    assert_eq!(r.kind(), 4);
    assert!(r.ephemeral());
    let text = r.embed()["description"].as_str().unwrap();
    assert!(text.contains("`sahara`") && !text.contains("`zamma5`"), "{text}");

    let r = bot.command(ALICE, "rules", vec![str_opt("preset", "chess")]).await;
    bot.assert_refusal(&r, "There is no preset `chess`").await;

    let r = bot.command(ALICE, "board", vec![int_opt("game", 999)]).await;
    bot.assert_refusal(&r, "no such game").await;

    let r = bot.command(ALICE, "challenge", vec![user_opt("user", ALICE)]).await;
    bot.assert_refusal(&r, "yourself").await;
    bot.stop().await;
}

#[sqlx::test]
async fn export_and_replay(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let r = bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let stored = bot.moves(game).await[0].2.clone();

    let r = bot.command(BOB, "export", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let f = r.files.first().expect("a text file");
    assert_eq!(f.name, format!("zamma-game-{game}.txt"));
    let text = String::from_utf8(f.bytes.clone()).unwrap();
    assert!(text.contains(&stored), "{stored} missing from:\n{text}");

    // /replay defers, then sends the GIF as a follow-up.
    let sent = bot.push(|id| slash(id, BOB, "replay", vec![int_opt("game", game.0)]));
    let r = bot.reply(sent).await;
    assert_eq!(r.kind(), 5, "{r:#?}");
    let f = bot.followup(sent).await;
    let gif = f.files.first().expect("a GIF");
    assert_eq!(gif.name, format!("zamma-game-{game}.gif"));
    assert!(gif.bytes.starts_with(b"GIF8"));
    bot.stop().await;
}

/// A replay asked for while the heavy-work pool is busy (the level-5
/// computer thinking on the one worker of a 2-core machine) says how many
/// are ahead, then becomes the GIF when its turn comes.
#[sqlx::test]
async fn a_replay_behind_busy_workers_says_it_is_queued_then_arrives(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let workers = bot.service.heavy().workers();
    let r = bot.command(ALICE, "play-ai", vec![int_opt("level", 5), int_opt("colour", 1)]).await;
    let game = game_id_of(&r);
    // Fill every worker with a level-5 search (the first is alice's game).
    let mut sent = Vec::new();
    for i in 1..workers {
        let who = Person { id: 130_000_000_000_000_000 + i as u64, name: "someone" };
        sent.push(bot.push(|id| slash(id, who, "play-ai", vec![int_opt("level", 5), int_opt("colour", 1)])));
    }
    for s in sent {
        bot.reply(s).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert!(bot.moves(game).await.is_empty(), "the computer should still be thinking");
    let sent = bot.push(|id| slash(id, BOB, "replay", vec![int_opt("game", game.0)]));
    assert_eq!(bot.reply(sent).await.kind(), 5);
    let queued = bot.followup(sent).await;
    assert!(queued.content().contains("queued") && queued.content().contains("ahead"), "{}", queued.content());
    assert!(queued.files.is_empty());
    let edit = format!("/api/v10/webhooks/{APP}/{}/messages/", token(sent.id));
    let gif = bot.stub.wait_for("the GIF", |r| r.method == Method::PATCH && r.path.starts_with(&edit)).await;
    assert_eq!(gif.files.first().map(|f| f.name.clone()), Some(format!("zamma-game-{game}.gif")));
    assert!(gif.content().contains(&format!("#{}", game.0)), "{}", gif.content());
    bot.stop().await;
}

/// `/review`: refused while the game runs and when there is nothing to
/// review; for a finished game, the figures of both players and the
/// evaluation graph, computed once (the second look is the same).
#[sqlx::test]
async fn review_of_a_finished_game_has_both_players_and_the_graph(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "review", vec![]).await;
    bot.assert_refusal(&r, "no finished game").await;
    let game = bot.start_game(false).await;
    let r = bot.command(ALICE, "review", vec![int_opt("game", game.0)]).await;
    bot.assert_refusal(&r, "not over yet").await;
    bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    bot.command(BOB, "move", vec![str_opt("move", "f6xd4")]).await;
    bot.resign_with_buttons(ALICE, game).await;
    // Its game option offers the finished games (not the running ones).
    let r = bot.complete(BOB, "review", vec![str_opt("game", "")], "game").await;
    assert_eq!(r.kind(), 8, "{r:#?}");
    let offered: Vec<&Value> = r.body["data"]["choices"].as_array().unwrap().iter().map(|c| &c["value"]).collect();
    assert_eq!(offered, [&json!(game.0)], "{r:#?}");

    let mut seen = Vec::new();
    for who in [BOB, CAROL] {
        let options = if who.id == BOB.id { vec![] } else { vec![int_opt("game", game.0)] };
        let sent = bot.push(|id| slash(id, who, "review", options));
        assert_eq!(bot.reply(sent).await.kind(), 5);
        let f = bot.edited_answer(sent, |r| !r.data()["embeds"].as_array().is_none_or(Vec::is_empty)).await;
        let embed = f.embed();
        assert_eq!(embed["title"], format!("Review of game #{}", game.0));
        let fields = embed["fields"].as_array().unwrap();
        assert_eq!(fields.len(), 2, "{embed:#}");
        assert!(fields[0]["name"].as_str().unwrap().contains("alice"));
        assert!(fields[0]["value"].as_str().unwrap().contains("accuracy"), "{embed:#}");
        // Bob's one turn was forced: said in a sentence, no accuracy of nothing.
        assert_eq!(fields[1]["value"], "Every turn was forced (the only legal one), so none is judged.", "{embed:#}");
        let file = f.files.first().expect("the graph");
        assert_eq!(file.name, format!("review-{}.png", game.0));
        assert!(file.bytes.starts_with(PNG_MAGIC));
        assert_eq!(embed["image"]["url"], format!("attachment://{}", file.name));
        // Its pages are turned by the one who asked.
        let first_turn = Action::ReviewPage { game, owner: Some(UserId(who.id)), page: ReviewPage::Turn(0), slot: 1 };
        assert_eq!(f.component(&cid(first_turn))["disabled"], false);
        seen.push((embed.clone(), file.bytes.clone()));
    }
    assert_eq!(seen[0], seen[1], "the stored review is the one shown again");
    assert_eq!(bot.count("review_turns").await, 2);
    bot.stop().await;
}

/// The owner's press on a review's button turns its page.
async fn turn_page(bot: &Bot, who: Person, action: Action) -> Recorded {
    let (_, r) = bot.press(who, &cid(action)).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    r
}

/// The page of a turn: the board before it with the turns drawn, what the
/// review says, and the graph; as two embeds with their images.
fn assert_turn_page(r: &Recorded, game: GameId, ply: usize, plies: usize) {
    let embeds = r.data()["embeds"].as_array().unwrap();
    assert_eq!(embeds.len(), 2, "{embeds:#?}");
    // Counted in moves, as everywhere else (a move is Black's turn and White's).
    let (number, moves, colour) =
        (ply / 2 + 1, plies.div_ceil(2), if ply.is_multiple_of(2) { "Black" } else { "White" });
    assert_eq!(embeds[0]["title"], format!("Review of game #{} · move {number} of {moves} ({colour})", game.0));
    let names: Vec<&str> = r.files.iter().map(|f| f.name.as_str()).collect();
    let (board, graph) = (format!("review-{}-{ply}.png", game.0), format!("review-{}-{ply}-graph.png", game.0));
    assert_eq!(names, [board.as_str(), graph.as_str()]);
    assert_eq!(embeds[0]["image"]["url"], format!("attachment://{board}"));
    assert_eq!(embeds[1]["image"]["url"], format!("attachment://{graph}"));
    assert!(r.alt_text().contains(&format!("before move {}", ply / 2 + 1)), "{}", r.alt_text());
    assert!(r.alt_text().contains("solid arrow"), "{}", r.alt_text());
    let text = embeds[0]["description"].as_str().unwrap();
    assert!(text.contains("played") && text.contains("Evaluation for Black"), "{text}");
}

/// A finished game's message carries a Review button; the review it gives
/// steps through every turn (board, verdict, better turn, graph). The one
/// who asked turns its pages; anyone else gets their own ephemeral copy,
/// in their own language. A game never reviewed has no pages to turn.
#[sqlx::test]
async fn review_pages_step_through_the_game(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    bot.command(BOB, "move", vec![str_opt("move", "f6xd4")]).await;
    bot.command(ALICE, "move", vec![str_opt("move", "c3xe5")]).await;
    // Pressed too soon (a stale button): refused.
    let (_, r) = bot.press(CAROL, &cid(Action::Review(game))).await;
    bot.assert_refusal(&r, "not over yet").await;
    let over = bot.resign_with_buttons(BOB, game).await;
    assert_eq!(
        over.custom_ids(),
        [cid(Action::Review(game)), cid(Action::Rematch(game)), cid(Action::Board(game))],
        "Review, Rematch and Board are left"
    );
    assert_eq!(over.component(&cid(Action::Review(game)))["disabled"], false);

    // Carol, who did not play, asks with the button.
    let (sent, r) = bot.press(CAROL, &cid(Action::Review(game))).await;
    assert_eq!(r.kind(), 5, "a public answer to come: {r:#?}");
    assert!(!r.ephemeral());
    let summary = bot.edited_answer(sent, |r| !r.files.is_empty()).await;
    assert_eq!(summary.embed()["title"], format!("Review of game #{}", game.0));
    // Analyse: the finished game on the web board, where it steps with the engine.
    assert_eq!(summary.component(&cid(Action::Board(game)))["label"], "Analyse");
    let carol = Some(UserId(CAROL.id));
    let page = |owner, ply: u32, slot| Action::ReviewPage { game, owner, page: ReviewPage::Turn(ply), slot };

    // Turn by turn from the summary.
    let r = turn_page(&bot, CAROL, page(carol, 0, 1)).await;
    assert_turn_page(&r, game, 0, 3);
    assert!(r.embed()["description"].as_str().unwrap().contains("d4-e5"));
    assert_eq!(r.component(&cid(page(carol, 0, 2)))["disabled"], true, "no turn before the first");
    let r = turn_page(&bot, CAROL, page(carol, 1, 3)).await;
    assert_turn_page(&r, game, 1, 3);
    assert!(r.embed()["description"].as_str().unwrap().contains("f6xd4"));
    // Analyse on a turn: the web board at the position before it, for the presser.
    assert_eq!(r.component(&cid(Action::BoardAt(game, 1)))["label"], "Analyse");
    let (_, link) = bot.press(CAROL, &cid(Action::BoardAt(game, 1))).await;
    let want = format!("{}/play/{}?lang=en&ply=1#t=", bot.web, game.0);
    assert!(link.ephemeral() && link.content().contains(&want), "{link:#?}");
    let r = turn_page(&bot, CAROL, page(carol, 2, 3)).await;
    assert_turn_page(&r, game, 2, 3);
    assert_eq!(r.component(&cid(page(carol, 2, 3)))["disabled"], true, "no turn after the last");
    let back = Action::ReviewPage { game, owner: carol, page: ReviewPage::Summary, slot: 0 };
    let r = turn_page(&bot, CAROL, back).await;
    assert_eq!(r.embed()["title"], format!("Review of game #{}", game.0));
    // A page past the end (a damaged id) is the summary.
    let r = turn_page(&bot, CAROL, page(carol, 40, 3)).await;
    assert_eq!(r.embed()["title"], format!("Review of game #{}", game.0));

    // Alice, in French, presses on Carol's review: her own copy.
    bot.command(ALICE, "settings", vec![sub("language", vec![int_opt("language", 2)])]).await;
    let (_, r) = bot.press(ALICE, &cid(page(carol, 1, 3))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral());
    let title = r.data()["embeds"][0]["title"].as_str().unwrap();
    assert_eq!(title, format!("Analyse de la partie #{} · coup 1 sur 2 (Blancs)", game.0));
    // Her copy's buttons have no owner: her presses turn it in place.
    r.component(&cid(page(None, 2, 3)));
    let r = turn_page(&bot, ALICE, page(None, 2, 3)).await;
    assert!(r.data()["embeds"][0]["title"].as_str().unwrap().contains("coup 2 sur 2 (Noirs)"));

    // A game whose review was never computed has no pages.
    let other = bot.start_game(false).await;
    bot.resign_with_buttons(ALICE, other).await;
    let never = Action::ReviewPage { game: other, owner: carol, page: ReviewPage::Turn(0), slot: 1 };
    let (_, r) = bot.press(CAROL, &cid(never)).await;
    bot.assert_refusal(&r, "no longer kept").await;
    bot.stop().await;
}
