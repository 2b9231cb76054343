//! Challenges: issuing one, who may answer it, accepting and declining.

use crate::harness::*;

#[sqlx::test]
async fn challenge_accept_and_move(pool: PgPool) {
    let bot = Bot::start(pool).await;

    // Alice challenges Bob, playing Black.
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    let title = r.embed()["title"].as_str().unwrap().to_string();
    assert!(title.starts_with("Challenge #"), "{title}");
    let n: ChallengeId = title.trim_start_matches("Challenge #").parse().unwrap();
    let ids = r.custom_ids();
    for id in [Action::AcceptChallenge(n), Action::DeclineChallenge(n), Action::CancelChallenge(n)].map(cid) {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
    assert!(r.content().contains(&BOB.mention()), "{}", r.content());
    assert_eq!(bot.challenge_status(n).await, "open");

    // Bob accepts: the challenge message says so, and the game follows as
    // a new message that pings only the first mover (a mention added by an
    // edit would not notify her).
    let (note, r) = bot.accept(BOB, n).await;
    assert!(note.content().contains("accepted"), "{}", note.content());
    assert!(note.components().iter().all(|c| c["disabled"] == true), "the challenge is closed");
    assert!(!r.ephemeral());
    r.assert_board();
    let game = game_id_of(&r);
    for id in [Action::Move(game), Action::Draw(game), Action::Resign(game)].map(cid) {
        assert_eq!(r.component(&id)["disabled"], false, "{id}");
    }
    assert!(r.content().contains(&ALICE.mention()), "Black (alice) moves first: {}", r.content());
    assert_eq!(r.data()["allowed_mentions"]["users"], json!([ALICE.id.to_string()]));
    assert_eq!(bot.game_row(game).await, (0, "active".into(), None));

    // Illegal, and out of turn: ephemeral sentences, nothing stored.
    let r = bot.command(ALICE, "move", vec![str_opt("move", "a1-a9")]).await;
    bot.assert_refusal(&r, "a1-a9").await;
    let r = bot.command(BOB, "move", vec![str_opt("move", "e6-e5")]).await;
    bot.assert_refusal(&r, "not your turn; alice is to move").await;
    assert!(bot.moves(game).await.is_empty());

    // A legal move by Black.
    let legal = start_moves();
    assert!(legal.contains(&"e4-e5".to_string()), "e4-e5 should be legal at the start: {legal:?}");
    let r = bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    r.assert_board();
    assert_eq!(r.png().name, format!("game-{game}-1.png"));
    assert_eq!(r.png().field, "files[0]");
    assert!(r.content().contains(&BOB.mention()), "White (bob) is to move: {}", r.content());
    let allowed = &r.data()["allowed_mentions"]["users"];
    assert!(allowed.as_array().unwrap().iter().any(|u| u == &json!(BOB.id.to_string())), "{allowed}");
    assert_eq!(r.component(&cid(Action::Move(game)))["disabled"], false);

    // Alice again: not her turn.
    let r = bot.command(ALICE, "move", vec![str_opt("move", "d4-d5")]).await;
    bot.assert_refusal(&r, "not your turn; bob is to move").await;

    // Exactly the one move is stored.
    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(moves[0].0, 0);
    assert_eq!(moves[0].1 as u64, ALICE.id);
    assert_eq!(squash(&moves[0].2), "e4e5", "{moves:?}");
    assert_eq!(bot.game_row(game).await, (1, "active".into(), None));
    bot.stop().await;
}

#[sqlx::test]
async fn only_the_challenged_user_may_accept(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let n = bot.challenge(ALICE, BOB, vec![]).await;
    let accept = cid(Action::AcceptChallenge(n));

    // Carol (a third user) and Alice herself may not accept.
    for who in [CAROL, ALICE] {
        let (sent, r) = bot.press(who, &accept).await;
        bot.assert_refusal(&r, "Only bob can answer this challenge").await;
        assert_eq!(bot.callbacks(sent), 1);
    }
    assert_eq!(bot.challenge_status(n).await, "open");
    assert_eq!(bot.count("games").await, 0);

    // Bob declines: the message is updated, its buttons disabled.
    let (_, r) = bot.press(BOB, &cid(Action::DeclineChallenge(n))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("declined"), "{}", r.content());
    assert!(r.components().iter().all(|c| c["disabled"] == true), "{:#?}", r.components());
    assert_eq!(bot.challenge_status(n).await, "declined");
    bot.stop().await;
}

#[sqlx::test]
async fn a_game_in_its_own_thread(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "settings", vec![sub("threads", vec![bool_opt("on", true)])]).await;
    assert!(r.ephemeral());
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    let challenge = challenge_id_of(&r);
    let (sent, r) = bot.press(BOB, &cid(Action::AcceptChallenge(challenge))).await;
    // Acknowledged at once (deferred update), before any thread is opened.
    assert_eq!(r.kind(), 6, "{r:#?}");
    let thread = bot.stub.wait_for("the game's thread", |r| r.path.ends_with("/threads")).await;
    assert!(thread.body["name"].as_str().unwrap().contains("alice"), "{:#?}", thread.body);
    // The challenge message says where the game went; the game is posted in the thread.
    let edit = bot
        .stub
        .wait_for("the edited challenge", |r| r.method == Method::PATCH && r.path.ends_with("/messages/@original"))
        .await;
    assert!(edit.content().contains("<#"), "{:#?}", edit.body);
    let post = bot
        .stub
        .wait_for("the game message in the thread", |r| {
            r.method == Method::POST
                && r.path.starts_with("/api/v10/channels/")
                && !r.path.contains(&CHANNEL.to_string())
        })
        .await;
    post.assert_board();
    assert_eq!(bot.callbacks(sent), 1);
    bot.stop().await;
}

/// Discord refuses the thread (403, Missing Permissions): the game is
/// played in the channel, its first message a follow-up that notifies the
/// first mover, and nothing is lost.
#[sqlx::test]
async fn a_refused_thread_keeps_the_game_in_the_channel(pool: PgPool) {
    let bot = Bot::start(pool).await;
    bot.command(ALICE, "settings", vec![sub("threads", vec![bool_opt("on", true)])]).await;
    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    let challenge = challenge_id_of(&r);
    bot.stub.deny_posts(CHANNEL, Denial::MissingPermissions);
    let (sent, r) = bot.press(BOB, &cid(Action::AcceptChallenge(challenge))).await;
    assert_eq!(r.kind(), 6, "{r:#?}");
    let refused = bot.stub.wait_for("the refused thread", |r| r.path.ends_with("/threads")).await;
    assert_eq!(refused.status, 403);
    let edit = bot.edited_answer(sent, |r| r.content().contains("starts below")).await;
    assert!(edit.content().contains(&BOB.mention()), "{:#?}", edit.body);
    let game = bot.followup(sent).await;
    game.assert_board();
    assert!(game.content().contains(&ALICE.mention()), "alice moves first: {}", game.content());
    let game = game_id_of(&game);
    assert_eq!(bot.service.game(game).await.unwrap().place, HERE, "still in the channel");
    let m = bot.legal_now(game).await.remove(0);
    let r = bot.command(ALICE, "move", vec![str_opt("move", &m)]).await;
    r.assert_board();
    assert_eq!(bot.moves(game).await.len(), 1);
    bot.stop().await;
}

/// `/settings pings on:False`: the bot still names Alice, but its messages
/// no longer notify her (no allowed mention); turned back on, they do.
#[sqlx::test]
async fn pings_can_be_turned_off(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "settings", vec![sub("pings", vec![bool_opt("on", false)])]).await;
    assert!(r.ephemeral());
    assert!(r.content().contains("no longer notify you"), "{}", r.content());
    let users = |r: &Recorded| r.data()["allowed_mentions"]["users"].clone();

    // Bob challenges Alice, who plays Black and so moves first.
    let r = bot.command(BOB, "challenge", vec![user_opt("user", ALICE), int_opt("colour", 1)]).await;
    assert!(r.content().contains(&ALICE.mention()), "{}", r.content());
    assert_eq!(users(&r), json!([]), "named, not notified");
    let (_, game_message) = bot.accept(ALICE, challenge_id_of(&r)).await;
    assert!(game_message.content().contains(&ALICE.mention()), "{}", game_message.content());
    assert_eq!(users(&game_message), json!([]));

    // Back on: her next turn notifies her.
    bot.command(ALICE, "settings", vec![sub("pings", vec![bool_opt("on", true)])]).await;
    bot.command(ALICE, "move", vec![str_opt("move", "d4-e5")]).await;
    let r = bot.command(BOB, "move", vec![str_opt("move", "f6xd4")]).await;
    assert!(r.content().contains(&ALICE.mention()), "{}", r.content());
    assert_eq!(users(&r), json!([ALICE.id.to_string()]));
    bot.stop().await;
}
