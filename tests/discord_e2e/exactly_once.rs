//! The bot as two processes on one database (two shard ranges), against a
//! stand-in that makes a message of every post whatever its nonce: every
//! effect that leaves a process is made once — each board of a game seen
//! in two places posted once in each, each seeker's message edited once per
//! change — because one process claims it in PostgreSQL before it is made.

use crate::harness::*;
use std::time::Duration;

/// Messages Discord made in `channel` that draw ply `ply` of `game`.
fn boards_made(bot: &Bot, channel: u64, game: GameId, ply: usize) -> usize {
    let name = format!("game-{game}-{ply}.png");
    bot.stub.messages_made(channel).iter().filter(|m| m.files.iter().any(|f| f.name == name)).count()
}

/// The edits of the seeker's message (the answer to `sent`), their texts.
fn edits(bot: &Bot, sent: Sent) -> Vec<String> {
    let path = format!("{}/messages/@original", sent.followup_path());
    bot.stub
        .requests()
        .iter()
        .filter(|r| r.method == Method::PATCH && r.path == path)
        .map(|r| r.content().to_string())
        .collect()
}

/// Both processes have had time to run their waves and make what is owed.
async fn settle() {
    tokio::time::sleep(Duration::from_secs(4)).await;
}

async fn until(what: &str, done: impl Fn() -> bool) {
    let start = std::time::Instant::now();
    while !done() {
        assert!(start.elapsed() < PATIENCE, "timed out waiting for {what}");
        tokio::time::sleep(POLL).await;
    }
}

#[sqlx::test]
async fn two_processes_post_each_board_once_and_edit_each_message_once(pool: PgPool) {
    let bot = Bot::start_two(pool).await;
    let hour = || vec![int_opt("time", 2)];
    // Alice seeks; carol seeks in the same pool but only above alice's
    // rating: they are never paired, and alice's count changes once.
    let alice_seek = bot.push(|id| slash(id, ALICE, "play", hour()));
    bot.reply(alice_seek).await;
    let mut carols = hour();
    carols.push(int_opt("min-rating", 1600));
    let (_, r) = bot.command_at(Where::OtherServer, CAROL, "play", carols).await;
    assert!(r.content().contains("one other person is waiting"), "{}", r.content());
    until("alice told of carol", || !edits(&bot, alice_seek).is_empty()).await;
    settle().await;
    let told = edits(&bot, alice_seek);
    assert_eq!(told.len(), 1, "alice's message was edited {} times for one change: {told:#?}", told.len());
    assert!(told[0].contains("one other person is waiting"), "{}", told[0]);

    // Bob seeks in another server: paired with alice by one wave of one
    // process, the game shown once in each place, each seeker told once.
    let (bob_seek, _) = bot.command_at(Where::OtherServer, BOB, "play", hour()).await;
    until("the pairing shown in both places", || {
        let game: Option<i64> = bot.stub.messages_made(CHANNEL).iter().find_map(|m| {
            m.files.iter().find_map(|f| f.name.strip_prefix("game-")?.strip_suffix("-0.png")?.parse().ok())
        });
        game.is_some_and(|g| boards_made(&bot, OTHER_CHANNEL, GameId(g), 0) > 0)
    })
    .await;
    settle().await;
    let game: i64 = sqlx::query_scalar("SELECT id FROM games WHERE quick").fetch_one(&bot.pool).await.unwrap();
    let game = GameId(game);
    assert_eq!((boards_made(&bot, CHANNEL, game, 0), boards_made(&bot, OTHER_CHANNEL, game, 0)), (1, 1));
    let (alice_told, bob_told) = (edits(&bot, alice_seek), edits(&bot, bob_seek));
    assert_eq!(alice_told.iter().filter(|t| t.contains("Found: you play bob")).count(), 1, "{alice_told:#?}");
    assert_eq!(bob_told.iter().filter(|t| t.contains("Found: you play alice")).count(), 1, "{bob_told:#?}");

    // Moves made in one place are shown once in the other, whichever
    // process hears them; one made on the web board, once in each.
    for ply in 0..2 {
        let view = bot.service.game(game).await.unwrap();
        let turn = bot.legal_now(game).await.remove(0);
        let elsewhere = if view.to_move().id.0 == ALICE.id {
            bot.command(ALICE, "move", vec![str_opt("move", &turn)]).await;
            OTHER_CHANNEL
        } else {
            bot.command_at(Where::OtherServer, BOB, "move", vec![str_opt("move", &turn)]).await;
            CHANNEL
        };
        until("the move shown in the other place", || boards_made(&bot, elsewhere, game, ply + 1) > 0).await;
    }
    let view = bot.service.game(game).await.unwrap();
    let mover = view.to_move().id;
    let token = web_session(zamma_bot::service::pass::Who::Player(mover));
    let turn = bot.legal_now(game).await.remove(0);
    let request = reqwest::Client::new().post(format!("{}/api/game/{}/turn", bot.web, game.0)).bearer_auth(token);
    let (status, answer) = web_answer(request, Some(json!({ "turn": turn, "ply": 2 }))).await;
    assert_eq!(status, 200, "{answer}");
    until("the web move shown in both places", || {
        boards_made(&bot, CHANNEL, game, 3) > 0 && boards_made(&bot, OTHER_CHANNEL, game, 3) > 0
    })
    .await;
    settle().await;
    for ply in 1..=3 {
        let made = boards_made(&bot, CHANNEL, game, ply) + boards_made(&bot, OTHER_CHANNEL, game, ply);
        let expected = if ply == 3 { 2 } else { 1 };
        assert_eq!(made, expected, "ply {ply} was posted {made} times");
    }
    assert_eq!(bot.service.effects_waiting().await.unwrap(), 0, "nothing owed is left");
    bot.stop().await;
}
