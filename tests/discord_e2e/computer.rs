//! Games against the computer: `/play-ai` and challenging the bot itself.

use crate::harness::*;

#[sqlx::test]
async fn computer_moves_first_and_posts_in_the_channel(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(ALICE, "play-ai", vec![int_opt("level", 1), int_opt("colour", 1)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);

    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let m = bot.stub.wait_for("the computer's move", |r| r.method == Method::POST && r.path == path).await;
    m.assert_board();
    assert_eq!(m.png().name, format!("game-{game}-1.png"));
    assert!(m.content().contains(&ALICE.mention()), "alice is to move: {}", m.content());

    let moves = bot.moves(game).await;
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(moves[0].1 as u64, APP, "the bot's account plays the computer");
    let level: Option<i16> =
        sqlx::query_scalar("SELECT ai_level FROM games WHERE id = $1").bind(game).fetch_one(&bot.pool).await.unwrap();
    assert_eq!(level, Some(1));
    bot.stop().await;
}

#[sqlx::test]
async fn challenging_the_bot_starts_a_computer_game(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let me = opt("user", 6, json!(APP.to_string()));
    let r = bot.command(ALICE, "challenge", vec![me, int_opt("colour", 0)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    let game = game_id_of(&r);
    assert!(r.content().contains(&ALICE.mention()), "alice plays Black and moves first: {}", r.content());
    assert_eq!(bot.count("challenges").await, 0);
    let (level, rated): (Option<i16>, bool) = sqlx::query_as("SELECT ai_level, rated FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&bot.pool)
        .await
        .unwrap();
    assert_eq!((level, rated), (Some(3), false));
    // A draw offered to the computer is answered at once, as its search
    // judges the position: at the start Black stands better (its first
    // capture comes first), so the computer, White, agrees.
    let start = zamma_bot::rules::Game::new("zamma".parse().unwrap());
    let level = zamma_bot::ai::Level::new(3).unwrap();
    assert!(zamma_bot::ai::accepts_draw(&start, level, zamma_bot::rules::Color::White), "the premise");
    let (_, r) = bot.press(ALICE, &cid(Action::Draw(game))).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    r.assert_board();
    assert!(r.content().contains("Draw"), "{}", r.content());
    assert_eq!(bot.game_row(game).await, (0, "finished".into(), Some("draw".into())));
    bot.stop().await;
}

/// Where the bot may not post in the channel, nothing is lost and the
/// player is told why: the computer's move comes as a follow-up of the
/// player's own move, then an ephemeral sentence names what is missing
/// and who can grant it. When Discord's permissions say all is well but
/// the post is refused all the same (403 50001, or 404 10003 for a channel
/// that is gone), the bot tries the channel, then answers the same way.
#[sqlx::test]
async fn without_permission_to_post_the_computers_move_comes_through_the_interaction(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // View Channel and Embed Links only: no Send Messages, no Attach Files.
    let limited = |mut v: Value| {
        v["app_permissions"] = json!(((1u64 << 10) | (1 << 14)).to_string());
        v
    };
    bot.stub.deny_posts(CHANNEL, Denial::MissingPermissions);
    let r = bot.command(ALICE, "play-ai", vec![int_opt("level", 1), int_opt("colour", 0)]).await;
    let game = game_id_of(&r);
    let posts = format!("/api/v10/channels/{CHANNEL}/messages");

    let sent = bot.push(|id| limited(slash(id, ALICE, "move", vec![str_opt("move", "d4-e5")])));
    assert_eq!(bot.reply(sent).await.kind(), 4);
    let followups = |sent: Sent| {
        let path = sent.followup_path();
        move |r: &Recorded| r.method == Method::POST && r.path == path
    };
    let board = bot.stub.wait_for("the computer's move as a follow-up", followups(sent)).await;
    board.assert_board();
    assert!(!board.ephemeral());
    assert!(board.content().contains(&ALICE.mention()), "alice is to move again: {}", board.content());
    let note = bot.stub.wait_for("the note", |r| followups(sent)(r) && r.ephemeral()).await;
    assert!(note.content().contains("missing: Send Messages, Attach Files"), "{}", note.content());
    assert!(note.content().contains("manage this channel"), "{}", note.content());
    assert_eq!(bot.stub.count(|r| r.path == posts), 0, "no post tried where it cannot succeed");
    assert_eq!(bot.game_row(game).await.0, 2, "both moves are kept");

    // Discord's permissions look complete, but the post is refused.
    bot.stub.deny_posts(CHANNEL, Denial::MissingAccess);
    let reply = bot.legal_now(game).await[0].clone();
    let sent = bot.push(|id| slash(id, ALICE, "move", vec![str_opt("move", &reply)]));
    assert_eq!(bot.reply(sent).await.kind(), 4);
    bot.stub.wait_for("the computer's move as a follow-up", followups(sent)).await.assert_board();
    let note = bot.stub.wait_for("the note", |r| followups(sent)(r) && r.ephemeral()).await;
    assert!(note.content().contains("Discord refused my post"), "{}", note.content());
    assert_eq!(bot.stub.count(|r| r.path == posts && r.status == 403), 1, "the channel was tried once");
    assert_eq!(bot.game_row(game).await.0, 4);

    // The channel is gone (a deleted thread): the same.
    bot.stub.deny_posts(CHANNEL, Denial::UnknownChannel);
    let reply = bot.legal_now(game).await[0].clone();
    let sent = bot.push(|id| slash(id, ALICE, "move", vec![str_opt("move", &reply)]));
    assert_eq!(bot.reply(sent).await.kind(), 4);
    bot.stub.wait_for("the computer's move as a follow-up", followups(sent)).await.assert_board();
    assert_eq!(bot.stub.count(|r| r.path == posts && r.status == 404), 1);
    assert_eq!(bot.game_row(game).await.0, 6);
    bot.stub.forget_requests();
    bot.stop().await;
}
