//! Discord as it really behaves: rate limits met through serenity's own
//! rate limiter, server errors (500, and 502 from its proxy), and a gateway
//! connection that drops. In every case no move is lost, the player sees the
//! game, and no message is sent twice.

use crate::harness::*;
use std::time::{Duration, Instant};

/// Wait until `game` has `plies` stored moves.
async fn wait_for_plies(bot: &Bot, game: GameId, plies: usize) {
    let start = Instant::now();
    while bot.moves(game).await.len() < plies {
        assert!(start.elapsed() < PATIENCE * 2, "game {game} never reached ply {plies}");
        tokio::time::sleep(POLL).await;
    }
}

/// The plies of the boards posted in the channel for `game`, in the order
/// Discord made the messages.
fn posted_plies(bot: &Bot, game: GameId) -> Vec<usize> {
    let prefix = format!("game-{game}-");
    bot.stub
        .messages_made(CHANNEL)
        .iter()
        .filter_map(|m| m.files.first())
        .filter_map(|f| f.name.strip_prefix(&prefix)?.strip_suffix(".png")?.parse().ok())
        .collect()
}

/// Eight games against the computer in one channel, two moves each, all at
/// once: 24 boards for a channel that takes 5 a second. The bot posts in a
/// channel one at a time and serenity's limiter waits as Discord's headers
/// say: every board arrives, each game's in order, and Discord never has to
/// refuse one.
#[sqlx::test]
async fn a_burst_of_moves_in_many_games_is_paced_and_every_board_arrives_in_order(pool: PgPool) {
    const GAMES: usize = 8;
    let bot = Bot::start(pool).await;
    let play_ai = |id| slash(id, ALICE, "play-ai", vec![int_opt("level", 1), int_opt("colour", 1)]);
    let sent: Vec<Sent> = (0..GAMES).map(|_| bot.push(play_ai)).collect();
    let mut games = Vec::new();
    for s in sent {
        games.push(game_id_of(&bot.reply(s).await));
    }
    for turn in 0..2 {
        for &game in &games {
            wait_for_plies(&bot, game, 2 * turn + 1).await;
        }
        let mut sent = Vec::new();
        for &game in &games {
            let mv = bot.legal_now(game).await.swap_remove(0);
            let options = vec![str_opt("move", &mv), int_opt("game", game.0)];
            sent.push((game, bot.push(|id| slash(id, ALICE, "move", options))));
        }
        for (game, s) in sent {
            let r = bot.reply(s).await;
            assert_eq!(r.png().name, format!("game-{game}-{}.png", 2 * turn + 2), "{r:#?}");
        }
    }
    for &game in &games {
        wait_for_plies(&bot, game, 5).await;
        // The computer's three boards, once each, in order.
        let start = Instant::now();
        while posted_plies(&bot, game).len() < 3 {
            assert!(start.elapsed() < PATIENCE * 2, "game {game}: {:?}", posted_plies(&bot, game));
            tokio::time::sleep(POLL).await;
        }
        assert_eq!(posted_plies(&bot, game), vec![1, 3, 5], "game {game}");
    }
    // 24 boards at 5 a second: the limiter spread them over at least four
    // windows, before Discord had to refuse any.
    let made = bot.stub.messages_made(CHANNEL);
    assert_eq!(made.len(), 3 * GAMES);
    let span = made.last().unwrap().at.duration_since(made[0].at);
    assert!(span >= Duration::from_secs(3), "24 boards in {span:?}");
    assert_eq!(bot.stub.rate_limited(), 0, "the limiter waited as the headers said");
    bot.stop().await;
}

/// A 429 on the answer to an interaction, on a follow-up, and a global 429
/// on a channel post: each is sent again after `retry_after`, and answered
/// once.
#[sqlx::test]
async fn a_rate_limited_answer_follow_up_or_post_is_sent_again_once(pool: PgPool) {
    rate_limited_requests_are_sent_again_once(Bot::start(pool).await).await;
}

/// The same behind a rate-limiting proxy (`DISCORD_API_BASE`), which passes
/// Discord's 429s on: serenity's limiter is off there, and the bot waits
/// them out all the same. The player sees the board, and no apology.
#[sqlx::test]
async fn behind_a_proxy_a_rate_limited_answer_follow_up_or_post_is_sent_again_once(pool: PgPool) {
    rate_limited_requests_are_sent_again_once(Bot::start_behind_proxy(pool).await).await;
}

async fn rate_limited_requests_are_sent_again_once(bot: Bot) {
    let game = bot.start_game(false).await;

    // The answer to /board.
    let next = bot.peek_next_id();
    bot.stub.rate_limit_next(Method::POST, &format!("/interactions/{next}/tok-{next}/callback"), false);
    let sent = bot.push(|id| slash(id, ALICE, "board", vec![]));
    bot.reply(sent).await.assert_board();
    assert_eq!(bot.callbacks(sent), 1);

    // The public board after a move from the menus (a follow-up).
    bot.press(ALICE, &cid(Action::Move(game))).await;
    let legal = Game::new(Preset::Zamma.rules()).legal_moves().to_vec();
    let at = legal.iter().position(|m| m.to_string() == "e4-e5").unwrap();
    bot.pick(ALICE, &cid(Action::PickPiece(game, 0)), &legal[at].from().index().to_string()).await;
    bot.stub.rate_limit_next(Method::POST, &format!("/webhooks/{APP}/tok-{}", bot.peek_next_id()), false);
    let (sent, r) = bot.pick(ALICE, &cid(Action::PickMove(game, 0)), &at.to_string()).await;
    assert!(r.content().starts_with("You played"), "{}", r.content());
    let board = bot.followup(sent).await;
    board.assert_board();
    assert!(!board.ephemeral());
    let followups = bot.stub.requests().iter().filter(|r| r.path == sent.followup_path() && r.status == 200).count();
    assert_eq!(followups, 1, "one board, no apology");

    // The computer's board in the channel, under a global limit.
    bot.stub.rate_limit_next(Method::POST, &format!("/channels/{CHANNEL}/messages"), true);
    let r = bot.command(BOB, "play-ai", vec![int_opt("level", 1), int_opt("colour", 1)]).await;
    let computer = game_id_of(&r);
    let start = Instant::now();
    while posted_plies(&bot, computer).is_empty() {
        assert!(start.elapsed() < PATIENCE, "the computer's board never arrived");
        tokio::time::sleep(POLL).await;
    }
    assert_eq!(posted_plies(&bot, computer), vec![1]);
    assert_eq!(bot.stub.rate_limited(), 3);
    assert_eq!(bot.moves(game).await.len(), 1);
    bot.stop().await;
}

/// Behind a proxy, a 429 asking for a longer wait than a command can take
/// (an hour) is not waited out: the answer to a move is sent once, and the
/// player is told at once that Discord did not take it, that the move is
/// saved and `/board` shows the game.
#[sqlx::test]
async fn behind_a_proxy_a_429_asking_for_an_hour_is_not_waited_out(pool: PgPool) {
    let bot = Bot::start_behind_proxy(pool).await;
    let game = bot.start_game(false).await;
    let next = bot.peek_next_id();
    let callback = format!("/interactions/{next}/tok-{next}/callback");
    bot.stub.rate_limit_next_asking(Method::POST, &callback, false, Duration::from_secs(3600));
    let mv = bot.legal_now(game).await.swap_remove(0);
    let sent = bot.push(|id| slash(id, ALICE, "move", vec![str_opt("move", &mv)]));
    let told = bot.stub.wait_for("the second answer", |r| r.path == sent.callback_path() && r.status == 204).await;
    bot.assert_refusal(&told, "/board").await;
    let tries: Vec<u16> =
        bot.stub.requests().iter().filter(|r| r.path == sent.callback_path()).map(|r| r.status).collect();
    assert_eq!(tries, vec![429, 204], "the answer is not sent again into the limit");
    assert_eq!(bot.moves(game).await.len(), 1, "the move is kept");
    bot.stop().await;
}

/// Discord fails the computer's board: with a 500 after making the message
/// (the bot cannot know), and with its proxy's 502 before. The bot sends it
/// again with the same nonce: the board is in the channel exactly once.
#[sqlx::test]
async fn a_computer_board_discord_failed_is_sent_again_and_never_twice(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let posts = format!("/channels/{CHANNEL}/messages");
    for (status, processed, who) in [(500, true, ALICE), (502, false, BOB)] {
        bot.stub.fail_next_with(Method::POST, &posts, status, processed);
        let r = bot.command(who, "play-ai", vec![int_opt("level", 1), int_opt("colour", 1)]).await;
        let game = game_id_of(&r);
        wait_for_plies(&bot, game, 1).await;
        let start = Instant::now();
        let failed_then_sent =
            |bot: &Bot| bot.stub.requests().iter().filter(|r| r.path.ends_with(&posts) && r.status == 200).count();
        while failed_then_sent(&bot) < if status == 500 { 1 } else { 2 } {
            assert!(start.elapsed() < PATIENCE, "{status}: the board was not sent again");
            tokio::time::sleep(POLL).await;
        }
        assert_eq!(posted_plies(&bot, game), vec![1], "{status}: one board, made once");
        let board = format!("game-{game}-1.png");
        let nonces: Vec<Value> = bot
            .stub
            .requests()
            .iter()
            .filter(|r| r.path.ends_with(&posts) && r.files.first().is_some_and(|f| f.name == board))
            .map(|r| r.body["nonce"].clone())
            .collect();
        assert_eq!(nonces.len(), 2, "{status}: sent twice");
        assert_eq!(nonces[0], nonces[1], "{status}: with one nonce");
        assert!(nonces[0].is_string() && bot.stub.requests().iter().any(|r| r.body["enforce_nonce"] == true));
    }
    bot.stop().await;
}

/// Push `/move` for `game` and wait until the move is stored and answered.
async fn play(bot: &Bot, who: Person, game: GameId) -> Recorded {
    let before = bot.moves(game).await.len();
    let mv = bot.legal_now(game).await.swap_remove(0);
    let r = bot.command(who, "move", vec![str_opt("move", &mv), int_opt("game", game.0)]).await;
    assert_eq!(r.png().name, format!("game-{game}-{}.png", before + 1), "{r:#?}");
    assert_eq!(bot.moves(game).await.len(), before + 1);
    r
}

/// The connection drops (Discord closes with 4000, or asks for a reconnect
/// with op 7) while a move is on its way: the bot resumes, Discord replays
/// the move, and it is played and answered once.
#[sqlx::test]
async fn a_dropped_gateway_connection_is_resumed_and_the_move_in_flight_is_played(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    play(&bot, ALICE, game).await;
    for (i, drop) in [Gateway::drop_connection as fn(&Gateway), Gateway::ask_reconnect].into_iter().enumerate() {
        drop(&bot.stub.gateway);
        let who = if i == 0 { BOB } else { ALICE };
        let r = play(&bot, who, game).await;
        assert!(!r.ephemeral());
        assert_eq!(bot.stub.gateway.counts(), (1, i + 1), "(identifies, resumes)");
    }
    bot.stop().await;
}

/// Discord ends the session (op 9, not resumable): the bot identifies anew.
/// What was dispatched meanwhile is gone, as on Discord (the player's client
/// says the interaction failed); the moves before are kept and play goes on.
#[sqlx::test]
async fn an_invalidated_gateway_session_is_identified_anew_and_play_goes_on(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    play(&bot, ALICE, game).await;
    bot.stub.gateway.invalidate_session();
    let start = Instant::now();
    while bot.stub.gateway.counts().0 < 2 {
        assert!(start.elapsed() < Duration::from_secs(15), "the bot did not identify again");
        tokio::time::sleep(POLL).await;
    }
    play(&bot, BOB, game).await;
    assert_eq!(bot.moves(game).await.len(), 2);
    bot.stop().await;
}

/// Discord fails the answer to a move (500, or its proxy's 502, before
/// taking it): the move is kept, and the player is told in their language
/// what happened and where the game is, in an answer Discord does take.
#[sqlx::test]
async fn a_failed_answer_to_a_move_keeps_the_move_and_says_where_the_game_is(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    for (status, who) in [(500, ALICE), (502, BOB)] {
        let next = bot.peek_next_id();
        bot.stub.fail_next_with(Method::POST, &format!("/interactions/{next}/tok-{next}/callback"), status, false);
        let before = bot.moves(game).await.len();
        let mv = bot.legal_now(game).await.swap_remove(0);
        let sent = bot.push(|id| in_locale(slash(id, who, "move", vec![str_opt("move", &mv)]), "fr", "fr"));
        let told = bot.stub.wait_for("the second answer", |r| r.path == sent.callback_path() && r.status == 204).await;
        bot.assert_refusal(&told, "/board").await;
        assert!(told.content().contains("Discord n'a pas pu"), "{}", told.content());
        assert_eq!(bot.moves(game).await.len(), before + 1, "{status}: the move is kept");
    }
    bot.stop().await;
}

/// A post Discord never answers holds up its channel for one post's budget
/// (three requests' deadlines), not for ever: three moves made on the web
/// board one after another, the first's post held unanswered twice, are
/// all acknowledged at once; the first board is given up (its player told
/// at their next command instead), the second is not posted once the game
/// has moved past it (no stale board), and the last is posted soon after.
#[sqlx::test]
async fn a_post_discord_never_answers_holds_up_its_channel_for_one_budget_only(pool: PgPool) {
    let deadline = Duration::from_millis(600);
    let bot = Bot::start_with_deadline(pool, deadline).await;
    let game = bot.start_game(false).await;
    let posts = format!("/channels/{CHANNEL}/messages");
    bot.stub.hang_next(Method::POST, &posts);
    bot.stub.hang_next(Method::POST, &posts);
    let started = Instant::now();
    for ply in 0..3 {
        let view = bot.service.game(game).await.unwrap();
        let token = web_session(zamma_bot::service::pass::Who::Player(view.to_move().id));
        let turn = bot.legal_now(game).await.remove(0);
        let request = reqwest::Client::new().post(format!("{}/api/game/{}/turn", bot.web, game.0)).bearer_auth(token);
        let (status, answer) = web_answer(request, Some(json!({ "turn": turn, "ply": ply }))).await;
        assert_eq!(status, 200, "the move is acknowledged whatever Discord does: {answer}");
        if ply == 0 {
            // The next two moves come while the first one's board hangs (on a
            // loaded machine the outbox could otherwise reach the game only
            // after all three, and rightly post the last board alone).
            while bot.stub.count(|r| r.path.ends_with(&posts) && r.status == 0) == 0 {
                assert!(started.elapsed() < Duration::from_secs(10), "the first board never reached Discord");
                tokio::time::sleep(POLL).await;
            }
        }
    }
    while posted_plies(&bot, game) != [3] {
        assert!(started.elapsed() < deadline * 3 + Duration::from_secs(8), "posted: {:?}", posted_plies(&bot, game));
        tokio::time::sleep(POLL).await;
    }
    let held = bot.stub.count(|r| r.path.ends_with(&posts) && r.status == 0);
    assert_eq!(held, 2, "the first board was sent twice, then given up");
    // What its player missed is kept for their next command.
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM notices").fetch_one(&bot.pool).await.unwrap();
    assert!(kept >= 1, "no notice kept for the board given up");
    bot.stop().await;
}
