//! Quick pairing against the stand-in: people seeking from two servers and
//! a DM play one game seen in both their places, from seek to result; a
//! seek cancelled; the lobby; blocks; a server's seek role.

use crate::harness::*;
use std::time::Duration;
use zamma_bot::service::Reach;

/// Posts the bot made in `channel` so far.
fn posts_in(bot: &Bot, channel: u64) -> Vec<Recorded> {
    let path = format!("/api/v10/channels/{channel}/messages");
    bot.stub.requests().into_iter().filter(|r| r.method == Method::POST && r.path == path).collect()
}

/// A post in `channel` drawing ply `ply` of `game`.
async fn board_posted(bot: &Bot, channel: u64, game: GameId, ply: usize) -> Recorded {
    let path = format!("/api/v10/channels/{channel}/messages");
    let name = format!("game-{game}-{ply}.png");
    bot.stub
        .wait_for(&format!("ply {ply} of game {game} posted in {channel}"), |r| {
            r.method == Method::POST && r.path == path && r.files.iter().any(|f| f.name == name)
        })
        .await
}

/// The seeker's "looking" message (the answer to `sent`) once edited to say `text`.
async fn seeker_told(bot: &Bot, sent: Sent, text: &str) -> Recorded {
    let path = format!("{}/messages/@original", sent.followup_path());
    bot.stub
        .wait_for(&format!("the seeker of {} told {text:?}", sent.id), |r| {
            r.method == Method::PATCH && r.path == path && r.content().contains(text)
        })
        .await
}

/// The game quick pairing started for `player`, once a wave made it.
async fn quick_game_of(bot: &Bot, player: Person) -> GameId {
    let start = std::time::Instant::now();
    loop {
        let id: Option<i64> =
            sqlx::query_scalar("SELECT id FROM games WHERE quick AND status = 'active' AND (black = $1 OR white = $1)")
                .bind(player.id as i64)
                .fetch_optional(&bot.pool)
                .await
                .unwrap();
        if let Some(id) = id {
            return GameId(id);
        }
        assert!(start.elapsed() < PATIENCE, "no wave paired {}", player.name);
        tokio::time::sleep(POLL).await;
    }
}

fn one_hour() -> Vec<Value> {
    vec![int_opt("time", 2), bool_opt("rated", true)]
}

#[sqlx::test]
async fn a_game_from_seek_to_result_across_two_servers_and_a_dm(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // Alice seeks in the test server, bob in another server.
    let alice_seek = bot.push(|id| slash(id, ALICE, "play", one_hour()));
    let r = bot.reply(alice_seek).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(r.ephemeral(), "only the seeker sees it");
    assert!(r.content().contains("Looking for an opponent"), "{}", r.content());
    assert!(r.content().contains("nobody else is waiting yet"), "{}", r.content());
    let cancel = r.custom_ids().into_iter().find(|c| c.starts_with("zb:sc:")).expect("a Cancel button");
    let (bob_seek, r) = bot.command_at(Where::OtherServer, BOB, "play", one_hour()).await;
    assert!(r.ephemeral() && r.content().contains("one other person is waiting"), "{}", r.content());

    // The next wave pairs them: each is told, each place shows the game.
    let game = quick_game_of(&bot, ALICE).await;
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.places().collect::<Vec<_>>(), vec![HERE, ELSEWHERE]);
    let told = seeker_told(&bot, alice_seek, "Found: you play bob").await;
    assert!(told.custom_ids().is_empty(), "no Cancel once paired: {told:#?}");
    seeker_told(&bot, bob_seek, "Found: you play alice").await;
    let here = board_posted(&bot, CHANNEL, game, 0).await;
    let there = board_posted(&bot, OTHER_CHANNEL, game, 0).await;
    for post in [&here, &there] {
        post.assert_board();
        let body = post.body.to_string();
        assert!(body.contains("Quick pairing"), "{body}");
        // Never the other place's server or channel.
        for secret in [GUILD, CHANNEL, OTHER_GUILD, OTHER_CHANNEL] {
            assert!(!body.contains(&secret.to_string()), "{secret} shown: {body}");
        }
    }
    // The mover is pinged where they play, and only there.
    let mover = if view.black.id.0 == ALICE.id { ALICE } else { BOB };
    let (mover_post, other_post) = if mover == ALICE { (&here, &there) } else { (&there, &here) };
    assert!(mover_post.content().contains(&mover.mention()), "{}", mover_post.content());
    assert!(!other_post.content().contains(&mover.mention()), "{}", other_post.content());

    // Three turns, each made in its player's place and shown in the other.
    for ply in 0..3 {
        let view = bot.service.game(game).await.unwrap();
        let mover = if view.to_move().id.0 == ALICE.id { ALICE } else { BOB };
        let turn = bot.legal_now(game).await.remove(0);
        let (sent, r) = if mover == ALICE {
            let sent = bot.push(|id| slash(id, ALICE, "move", vec![str_opt("move", &turn)]));
            (sent, bot.reply(sent).await)
        } else {
            bot.command_at(Where::OtherServer, BOB, "move", vec![str_opt("move", &turn)]).await
        };
        assert_eq!(r.kind(), 4, "{r:#?}");
        r.assert_board();
        assert_eq!(bot.callbacks(sent), 1);
        let elsewhere = if mover == ALICE { OTHER_CHANNEL } else { CHANNEL };
        let post = board_posted(&bot, elsewhere, game, ply + 1).await;
        let next = if mover == ALICE { BOB } else { ALICE };
        assert!(post.content().contains(&next.mention()), "the next mover is pinged there: {}", post.content());
        // Not posted again where it was made.
        let made_in = if mover == ALICE { CHANNEL } else { OTHER_CHANNEL };
        let name = format!("game-{game}-{}.png", ply + 1);
        assert!(posts_in(&bot, made_in).iter().all(|p| p.files.iter().all(|f| f.name != name)));
    }
    // A spectator in the other server sees it there.
    let (_, r) = bot.command_at(Where::OtherServer, CAROL, "board", vec![int_opt("game", game.0)]).await;
    r.assert_board();
    // Cancelling after the pairing says so.
    let (_, r) = bot.press(ALICE, &cancel).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("Found: you play bob"), "{}", r.content());

    // A draw offered over there is shown here, with the buttons to answer;
    // declined here, it is shown there.
    let (_, r) = bot.command_at(Where::OtherServer, BOB, "draw", vec![]).await;
    assert!(r.content().contains("offers a draw"), "{}", r.content());
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let offer = bot
        .stub
        .wait_for("bob's draw offer shown in alice's server", |r| {
            r.method == Method::POST && r.path == path && r.content().contains("offers a draw")
        })
        .await;
    assert!(offer.custom_ids().contains(&cid(Action::DeclineDraw(game))), "{offer:#?}");
    assert_eq!(offer.body["allowed_mentions"]["users"], json!([ALICE.id.to_string()]), "only alice is pinged here");
    let (_, r) = bot.press(ALICE, &cid(Action::DeclineDraw(game))).await;
    assert!(r.content().contains("declined the draw"), "{r:#?}");
    let there = format!("/api/v10/channels/{OTHER_CHANNEL}/messages");
    bot.stub
        .wait_for("alice's answer shown in bob's server", |r| {
            r.method == Method::POST && r.path == there && r.content().contains("declined the draw")
        })
        .await;

    // Bob resigns over there; the end is shown here too.
    let (_, r) = bot.command_at(Where::OtherServer, BOB, "resign", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    // No rematch across two places: a challenge lives in one.
    let ids = r.custom_ids();
    assert!(ids.contains(&cid(Action::Review(game))) && !ids.contains(&cid(Action::Rematch(game))), "{ids:?}");
    let (_, r) = bot.press(ALICE, &cid(Action::Rematch(game))).await;
    bot.assert_refusal(&r, "seek again with `/play`").await;
    let (_, status, _) = bot.game_row(game).await;
    assert_eq!(status, "finished");
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let nonce = format!("g{}p3end", game.0);
    bot.stub
        .wait_for("the end shown in alice's server", |r| {
            r.method == Method::POST && r.path == path && r.body["nonce"] == nonce.as_str()
        })
        .await;

    // Then alice again, with carol in a DM with the bot.
    let alice_again = bot.push(|id| slash(id, ALICE, "play", one_hour()));
    bot.reply(alice_again).await;
    let (carol_seek, r) = bot.command_at(Where::BotDm, CAROL, "play", one_hour()).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let second = quick_game_of(&bot, CAROL).await;
    assert_ne!(second, game);
    let view = bot.service.game(second).await.unwrap();
    let dm = Place { guild: None, channel: dm_channel(CAROL), reach: Reach::Posts };
    assert!(
        view.places().any(|p| p == dm) && view.places().any(|p| p == HERE),
        "{:?}",
        view.places().collect::<Vec<_>>()
    );
    seeker_told(&bot, carol_seek, "Found: you play alice").await;
    board_posted(&bot, dm_channel(CAROL), second, 0).await;
    board_posted(&bot, CHANNEL, second, 0).await;
    let (_, r) = bot.command_at(Where::BotDm, CAROL, "resign", vec![]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(bot.stub.requests().iter().filter(|r| !r.path.contains("/callback")).all(|r| r.status < 400));
    bot.stop().await;
}

#[sqlx::test]
async fn a_cancelled_seek_the_lobby_and_blocks(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "play", vec![int_opt("time", 1), bool_opt("rated", false)]).await;
    let cancel = r.custom_ids().into_iter().find(|c| c.starts_with("zb:sc:")).unwrap();
    // The lobby lists it, without names or places; alice's own is not offered to her.
    let (_, r) = bot.command_at(Where::BotDm, BOB, "lobby", vec![]).await;
    assert!(r.ephemeral());
    let listed = r.embed()["description"].as_str().unwrap().to_string();
    assert!(listed.contains("5 minutes per move, casual") && !listed.contains("alice"), "{listed}");
    let take = cid(Action::TakeSeek);
    assert_eq!(r.option_values(&take).len(), 1);
    let r = bot.command(ALICE, "lobby", vec![]).await;
    assert!(r.embed()["description"].as_str().unwrap().contains("(yours)"));
    assert!(r.custom_ids().is_empty(), "nothing to take: {r:#?}");
    // Cancelled, it is gone.
    let (_, r) = bot.press(ALICE, &cancel).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    assert!(r.content().contains("You stopped looking"), "{}", r.content());
    let (_, r) = bot.press(ALICE, &cancel).await;
    assert!(r.content().contains("nothing to cancel"), "{}", r.content());
    let (_, r) = bot.command_at(Where::BotDm, BOB, "lobby", vec![]).await;
    assert!(r.content().contains("Nobody is looking"), "{}", r.content());

    // Carol blocks alice: she cannot take alice's seek, nor alice hers.
    let r = bot.command(CAROL, "block", vec![user_opt("user", ALICE)]).await;
    assert!(r.ephemeral() && r.content().contains("You blocked"), "{}", r.content());
    let r = bot.command(CAROL, "block", vec![user_opt("user", CAROL)]).await;
    bot.assert_refusal(&r, "cannot block yourself").await;
    let r = bot.command(CAROL, "block", vec![]).await;
    assert!(
        r.ephemeral() && r.content() == "You block alice: quick pairing never pairs you with them.",
        "{}",
        r.content()
    );
    let r = bot.command(BOB, "block", vec![]).await;
    assert_eq!(r.content(), "You block nobody.");
    let alice_seek = bot.push(|id| slash(id, ALICE, "play", vec![int_opt("time", 1)]));
    bot.reply(alice_seek).await;
    // Carol's lobby does not offer alice's seek (alice's would not offer
    // carol's either: a block is never told to the one blocked).
    let (_, r) = bot.command_at(Where::OtherServer, CAROL, "lobby", vec![]).await;
    assert!(r.content().contains("Nobody is looking"), "{}", r.content());
    // Taken all the same by its number (bob's lobby shows it), it is just not open.
    let (_, r) = bot.command_at(Where::BotDm, BOB, "lobby", vec![]).await;
    let seek = r.option_values(&take).remove(0);
    let sent = bot.push(|id| located(select(id, CAROL, &take, &[&seek]), Where::OtherServer));
    let r = bot.reply(sent).await;
    bot.assert_refusal(&r, "no longer open").await;
    // Nor does a wave pair them.
    bot.command_at(Where::OtherServer, CAROL, "play", vec![int_opt("time", 1)]).await;
    tokio::time::sleep(Duration::from_secs(4)).await;
    assert_eq!(bot.count("games").await, 0, "blocked people were paired");

    // Bob takes alice's seek from the lobby, in a DM: the game starts there
    // at once, and in alice's server.
    let (_, r) = bot.command_at(Where::BotDm, BOB, "lobby", vec![]).await;
    let values = r.option_values(&take);
    assert_eq!(values.len(), 2, "alice's and carol's seeks");
    let sent = bot.push(|id| located(select(id, BOB, &take, &[&values[0]]), Where::BotDm));
    let r = bot.reply(sent).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral(), "the game is public where it was taken");
    r.assert_board();
    let game = game_id_of(&r);
    let view = bot.service.game(game).await.unwrap();
    assert!(view.quick);
    board_posted(&bot, CHANNEL, game, 0).await;
    seeker_told(&bot, alice_seek, "Found: you play bob").await;
    // Unblocked, carol and alice would be paired; alice plays now, so not yet.
    let r = bot.command(CAROL, "unblock", vec![user_opt("user", ALICE)]).await;
    assert!(r.content().contains("no longer block"), "{}", r.content());
    // The list is a sentence in the reader's language, "and" before the last
    // name and its words agreeing with how many there are.
    bot.command(CAROL, "block", vec![user_opt("user", ALICE)]).await;
    bot.command(CAROL, "block", vec![user_opt("user", BOB)]).await;
    let r = bot.command_in(("fr", "fr"), CAROL, "block", vec![]).await;
    let said = r.content().replace('\u{a0}', " ");
    assert!(said.contains(" et ") && said.contains("ces 2 personnes") && !said.contains("eux"), "{said}");
    let r = bot.command(CAROL, "block", vec![]).await;
    assert!(r.content().contains("alice and bob") || r.content().contains("bob and alice"), "{}", r.content());
    bot.stop().await;
}

#[sqlx::test]
async fn a_server_that_wants_games_pings_its_role_once_in_a_while(pool: PgPool) {
    let bot = Bot::start(pool).await;
    const ROLE: u64 = 880_000_000_000_000_777;
    let r = bot
        .command(
            ALICE,
            "settings",
            vec![sub("seek-role", vec![role_opt("role", ROLE), channel_opt("channel", CHANNEL)])],
        )
        .await;
    assert!(r.ephemeral(), "{r:#?}");
    assert!(r.content().contains(&format!("<@&{ROLE}>")) && r.content().contains("10 minutes"), "{}", r.content());
    bot.command(BOB, "play", one_hour()).await;
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let ping = bot
        .stub
        .wait_for("the seek role pinged", |r| {
            r.method == Method::POST && r.path == path && r.content().contains(&format!("<@&{ROLE}>"))
        })
        .await;
    assert!(ping.content().contains("bob is looking for a game"), "{}", ping.content());
    assert_eq!(ping.body["allowed_mentions"]["roles"], json!([ROLE.to_string()]), "{:#}", ping.body);
    // Carol seeks right after: no second ping so soon.
    bot.command(CAROL, "play", vec![int_opt("time", 1)]).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let pings = posts_in(&bot, CHANNEL).iter().filter(|p| p.content().contains(&format!("<@&{ROLE}>"))).count();
    assert_eq!(pings, 1);
    // Outside a server, and without Manage Server, the setting is refused.
    let (_, r) = bot.command_at(Where::BotDm, ALICE, "settings", vec![sub("seek-role", vec![])]).await;
    assert_eq!(r.kind(), 4);
    assert!(r.ephemeral());
    let r = bot.command(ALICE, "settings", vec![sub("seek-role", vec![])]).await;
    assert!(r.content().contains("Nobody is pinged"), "{}", r.content());
    bot.stop().await;
}

#[sqlx::test]
async fn where_the_bot_only_answers_the_game_comes_as_a_follow_up(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let group = Where::GroupDm { installer: BOB };
    bot.command(ALICE, "play", vec![int_opt("time", 1)]).await;
    let (bob_seek, r) = bot.command_at(group, BOB, "play", vec![int_opt("time", 1)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let game = quick_game_of(&bot, BOB).await;
    let view = bot.service.game(game).await.unwrap();
    let group_dm = Place { guild: None, channel: GROUP_DM, reach: Reach::Replies };
    assert_eq!(view.places().collect::<Vec<_>>(), vec![HERE, group_dm]);
    // The bot cannot post in the group DM: the game is a follow-up of bob's /play there.
    let path = bob_seek.followup_path();
    let shown = bot
        .stub
        .wait_for("the game shown in the group DM", |r| {
            r.method == Method::POST && r.path == path && r.files.iter().any(|f| f.name == format!("game-{game}-0.png"))
        })
        .await;
    assert!(!shown.ephemeral(), "everyone in the group DM sees it");
    board_posted(&bot, CHANNEL, game, 0).await;
    assert!(posts_in(&bot, GROUP_DM).is_empty(), "no post where the bot may not post");
    // Alice's turns cannot be told there: bob hears of his move at his next command.
    if view.to_move().id.0 == BOB.id {
        let turn = bot.legal_now(game).await.remove(0);
        let (_, r) = bot.command_at(group, BOB, "move", vec![str_opt("move", &turn)]).await;
        r.assert_board();
        board_posted(&bot, CHANNEL, game, 1).await;
    }
    let turn = bot.legal_now(game).await.remove(0);
    let r = bot.command(ALICE, "move", vec![str_opt("move", &turn)]).await;
    r.assert_board();
    let start = std::time::Instant::now();
    while bot.count("notices").await == 0 {
        assert!(start.elapsed() < PATIENCE, "no notice kept for bob");
        tokio::time::sleep(POLL).await;
    }
    let (sent, _) = bot.command_at(group, BOB, "games", vec![]).await;
    let told = bot.followup(sent).await;
    assert!(told.content().contains("While you were away"), "{}", told.content());
    bot.stop().await;
}
