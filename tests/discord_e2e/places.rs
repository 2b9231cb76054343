//! Playing where the bot is not a server's member: in a DM with the bot,
//! in a group DM and in a server that did not add the bot (the app
//! installed by a person), with the payloads Discord sends there; open
//! challenges; and what a player missed, told at their next interaction or
//! by DM.

use crate::harness::*;
use std::time::Duration;
use zamma_bot::service::{ChallengeRequest, ColourChoice, Reach};

/// Requests the bot sent to post in `channel` (refused or not).
fn posts_to(bot: &Bot, channel: u64) -> usize {
    let path = format!("/api/v10/channels/{channel}/messages");
    bot.stub.count(|r| r.method == Method::POST && r.path.starts_with(&path))
}

/// The moves legal now in `game`, whatever its rules.
async fn legal(bot: &Bot, game: GameId) -> Vec<String> {
    bot.service.game(game).await.unwrap().game.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// `game` once it no longer waits for the computer.
async fn settled(bot: &Bot, game: GameId) -> zamma_bot::service::GameView {
    let start = std::time::Instant::now();
    loop {
        let view = bot.service.game(game).await.unwrap();
        if !view.awaits_computer() {
            return view;
        }
        assert!(start.elapsed() < PATIENCE, "the computer did not answer in game {game}");
        tokio::time::sleep(POLL).await;
    }
}

#[sqlx::test]
async fn a_whole_game_in_a_dm_with_the_bot(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let options = vec![int_opt("level", 1), str_opt("preset", "zamma5"), int_opt("colour", 0)];
    let (_, r) = bot.command_at(Where::BotDm, ALICE, "play-ai", options).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.place, Place { guild: None, channel: dm_channel(ALICE), reach: Reach::Posts });

    let dm = format!("/api/v10/channels/{}/messages", dm_channel(ALICE));
    let mut turns = 0;
    while bot.service.game(game).await.unwrap().is_active() && turns < 150 {
        let first = legal(&bot, game).await.remove(0);
        let (sent, r) = bot.command_at(Where::BotDm, ALICE, "move", vec![str_opt("move", &first)]).await;
        assert_eq!(r.kind(), 4, "{first}: {r:#?}");
        r.assert_board();
        let played = bot.service.game(game).await.unwrap().ply();
        // Then the computer answers in the DM, as a post of its own.
        let view = settled(&bot, game).await;
        if view.ply() > played {
            let name = format!("game-{game}-{}.png", view.ply());
            let m = bot
                .stub
                .wait_for("the computer's move in the DM", |r| {
                    r.method == Method::POST && r.path == dm && r.files.first().is_some_and(|f| f.name == name)
                })
                .await;
            m.assert_board();
        }
        assert_eq!(bot.callbacks(sent), 1);
        turns += 1;
    }
    if bot.service.game(game).await.unwrap().is_active() {
        let (_, r) = bot.command_at(Where::BotDm, ALICE, "resign", vec![]).await;
        assert_eq!(r.kind(), 4, "{r:#?}");
    }
    let (_, status, result) = bot.game_row(game).await;
    assert_eq!(status, "finished", "{result:?}");
    assert!(turns >= 3, "a game of {turns} turns");
    // Nothing went anywhere but the DM and the interactions.
    assert_eq!(posts_to(&bot, CHANNEL), 0);
    assert!(bot.stub.requests().iter().all(|r| r.status < 400), "every request succeeded");
    // A person cannot be challenged here: no one else would see it.
    let (_, r) = bot.command_at(Where::BotDm, ALICE, "challenge", vec![user_opt("user", BOB)]).await;
    bot.assert_refusal(&r, "Only you and the bot").await;
    bot.stop().await;
}

#[sqlx::test]
async fn a_game_in_a_group_dm_between_two_people(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let by_alice = Where::GroupDm { installer: ALICE };
    let by_bob = Where::GroupDm { installer: BOB };
    let (_, r) = bot.command_at(by_alice, ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().contains(&BOB.mention()), "bob is pinged: {}", r.content());
    let challenge = challenge_id_of(&r);

    // Bob accepts on the message alice's command made (its owner: alice's install).
    let (sent, r) = bot.press_at(by_alice, BOB, &cid(Action::AcceptChallenge(challenge))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    let g = bot.followup(sent).await;
    g.assert_board();
    assert!(g.content().contains(&ALICE.mention()), "alice moves first, and is told: {}", g.content());
    let game = game_id_of(&g);
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.place, Place { guild: None, channel: GROUP_DM, reach: Reach::Replies });

    for (who, w) in [(ALICE, by_alice), (BOB, by_bob), (ALICE, by_alice)] {
        let m = legal(&bot, game).await.remove(0);
        let (_, r) = bot.command_at(w, who, "move", vec![str_opt("move", &m)]).await;
        assert_eq!(r.kind(), 4, "{r:#?}");
        r.assert_board();
    }
    // The game is found here, and only here.
    let (_, r) = bot.command_at(by_bob, BOB, "board", vec![]).await;
    r.assert_board();
    let (_, r) = bot.command_at(Where::BotDm, BOB, "board", vec![int_opt("game", game.0)]).await;
    bot.assert_refusal(&r, "no such game").await;

    // Bob resigns with the buttons under the board.
    let (_, r) = bot.press_at(by_bob, BOB, &cid(Action::Resign(game))).await;
    r.component(&cid(Action::ConfirmResign(game)));
    let (sent, r) = bot.press_at(by_bob, BOB, &cid(Action::ConfirmResign(game))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    bot.followup(sent).await.assert_board();
    assert_eq!(bot.game_row(game).await, (3, "finished".into(), Some("black".into())));

    assert_eq!(posts_to(&bot, GROUP_DM), 0, "the bot never tries to post where it is no member");
    assert!(bot.stub.requests().iter().all(|r| r.status < 400), "every request succeeded");
    bot.stop().await;
}

#[sqlx::test]
async fn in_a_server_that_did_not_add_the_bot_everything_comes_through_the_interactions(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // Even with game threads asked for, none is opened where the bot is no member.
    bot.service.set_game_threads(USER_GUILD, true).await.unwrap();
    let carol = Where::UserInstalled { installer: CAROL };
    let (_, r) = bot.command_at(carol, CAROL, "play-ai", vec![int_opt("level", 1), int_opt("colour", 0)]).await;
    r.assert_board();
    let game = game_id_of(&r);
    let m = legal(&bot, game).await.remove(0);
    let (sent, r) = bot.command_at(carol, CAROL, "move", vec![str_opt("move", &m)]).await;
    r.assert_board();
    // The computer's answer is a follow-up of carol's move, without an
    // apology: nothing was refused, this is how the bot speaks here.
    let reply = bot.followup(sent).await;
    reply.assert_board();
    assert!(reply.content().contains(&CAROL.mention()), "carol is to move: {}", reply.content());
    tokio::time::sleep(Duration::from_millis(300)).await;
    let path = sent.followup_path();
    assert_eq!(bot.stub.count(|r| r.method == Method::POST && r.path == path), 1, "one follow-up, no note");
    assert_eq!(bot.moves(game).await.len(), 2);

    // Two people play there too; the game is a follow-up, no thread.
    let alice = Where::UserInstalled { installer: ALICE };
    let (_, r) = bot.command_at(alice, ALICE, "challenge", vec![user_opt("user", BOB)]).await;
    let challenge = challenge_id_of(&r);
    let (sent, r) = bot.press_at(alice, BOB, &cid(Action::AcceptChallenge(challenge))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    bot.followup(sent).await.assert_board();
    assert_eq!(bot.stub.count(|r| r.path.ends_with("/threads")), 0, "no thread where the bot is no member");

    // What belongs to a server says that it needs the bot, with the link.
    let (_, r) = bot.command_at(carol, CAROL, "settings", vec![sub("threads", vec![bool_opt("on", false)])]).await;
    bot.assert_refusal(&r, "oauth2/authorize?client_id=").await;
    let (_, r) = bot.command_at(carol, CAROL, "leaderboard", vec![int_opt("scope", 0)]).await;
    bot.assert_refusal(&r, "added to this server").await;
    let (_, r) = bot.command_at(carol, CAROL, "leaderboard", vec![]).await;
    assert_eq!(r.kind(), 4, "without a scope, the global leaderboard: {r:#?}");
    assert!(!r.ephemeral());

    assert_eq!(posts_to(&bot, USER_GUILD_CHANNEL), 0);
    bot.stop().await;
}

#[sqlx::test]
async fn what_a_player_missed_is_told_at_their_next_interaction_or_by_dm(pool: PgPool) {
    let bot = Bot::start_sweeping(pool, Duration::from_millis(200)).await;
    let r = bot.command(BOB, "settings", vec![sub("notifications", vec![bool_opt("on", true)])]).await;
    assert!(r.ephemeral() && r.content().contains("DM"), "{r:#?}");

    // A game in the group DM, where alice (to move) runs out of time.
    let group = Place { guild: None, channel: GROUP_DM, reach: Reach::Replies };
    let game = bot.start_game_at(group, false).await;
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '30 days' WHERE id = $1")
        .bind(game)
        .execute(&bot.pool)
        .await
        .unwrap();

    // Bob asked for DMs: the result reaches him at once.
    let dm = format!("/api/v10/channels/{}/messages", dm_channel(BOB));
    let opened =
        bot.stub.wait_for("a DM opened to bob", |r| r.path == "/api/v10/users/@me/channels" && r.status == 200).await;
    assert_eq!(opened.body["recipient_id"], json!(BOB.id.to_string()));
    let m = bot.stub.wait_for("the result DMed to bob", |r| r.method == Method::POST && r.path == dm).await;
    assert!(m.content().contains(&format!("#{game}")) && m.content().contains("time"), "{}", m.content());
    assert_eq!(bot.game_row(game).await.1, "finished");
    assert_eq!(posts_to(&bot, GROUP_DM), 0);

    // Alice did not: she is told at her next command, once.
    let by_alice = Where::GroupDm { installer: ALICE };
    let (sent, r) = bot.command_at(by_alice, ALICE, "games", vec![]).await;
    assert!(r.ephemeral());
    let told = bot.followup(sent).await;
    assert!(told.ephemeral(), "{told:#?}");
    let text = told.content();
    assert!(text.contains("While you were away") && text.contains(&format!("#{game}")), "{text}");
    assert!(text.contains("bob"), "who won: {text}");
    let (sent, _) = bot.command_at(by_alice, ALICE, "games", vec![]).await;
    // Bob, told by DM, is not told again either.
    let (bobs, _) = bot.command_at(Where::GroupDm { installer: BOB }, BOB, "games", vec![]).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    for s in [sent, bobs] {
        let path = s.followup_path();
        assert_eq!(bot.stub.count(|r| r.path == path), 0, "told twice");
    }
    assert_eq!(bot.count("notices").await, 0);
    bot.stop().await;
}

#[sqlx::test]
async fn an_open_challenge_goes_to_whoever_accepts_first(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "challenge", vec![bool_opt("rated", false)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.content().is_empty(), "nobody is pinged: {:?}", r.content());
    assert!(r.embed()["description"].as_str().unwrap().contains("anyone here"), "{r:#?}");
    let challenge = challenge_id_of(&r);
    let buttons = r.custom_ids();
    assert_eq!(buttons.len(), 2, "accept and cancel, nothing to decline: {buttons:?}");

    let (_, r) = bot.press(ALICE, &cid(Action::AcceptChallenge(challenge))).await;
    bot.assert_refusal(&r, "your own challenge").await;
    let (_, game) = bot.accept(CAROL, challenge).await;
    let game = game_id_of(&game);
    let view = bot.service.game(game).await.unwrap();
    let players = [view.black.id.get(), view.white.id.get()];
    assert!(players.contains(&ALICE.id) && players.contains(&CAROL.id), "{players:?}");
    let (_, r) = bot.press(BOB, &cid(Action::AcceptChallenge(challenge))).await;
    bot.assert_refusal(&r, "carol accepted this challenge first").await;
    assert_eq!(bot.count("games").await, 1);

    // Limited by rating: bob (1500) is below the range.
    let r = bot.command(ALICE, "challenge", vec![int_opt("min-rating", 1600)]).await;
    assert!(r.embed()["description"].as_str().unwrap().contains("1600 or more"), "{r:#?}");
    let limited = challenge_id_of(&r);
    let (_, r) = bot.press(BOB, &cid(Action::AcceptChallenge(limited))).await;
    bot.assert_refusal(&r, "your rating is 1500").await;
    // One open challenge to anyone per channel and challenger.
    let r = bot.command(ALICE, "challenge", vec![]).await;
    bot.assert_refusal(&r, &format!("#{limited}")).await;
    bot.stop().await;
}

/// The service's setup for a group DM: a challenge there is kept there.
#[sqlx::test]
async fn a_challenge_elsewhere_is_no_challenge_here(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let group = Place { guild: None, channel: GROUP_DM, reach: Reach::Replies };
    let req =
        ChallengeRequest { rules: "zamma".into(), rated: false, colour: ColourChoice::Black, ..Default::default() };
    let c = bot.service.challenge(group, &ALICE.user(), &BOB.user(), &req).await.unwrap();
    let (_, r) = bot.press(BOB, &cid(Action::AcceptChallenge(c.id))).await;
    bot.assert_refusal(&r, "no such challenge").await;
    let (_, r) = bot.press_at(Where::GroupDm { installer: ALICE }, BOB, &cid(Action::AcceptChallenge(c.id))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    bot.stop().await;
}
