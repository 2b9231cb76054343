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
