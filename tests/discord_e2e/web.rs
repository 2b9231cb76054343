//! The web board from Discord: the Board button's links, and moves that
//! cross between the board in a browser and the game's channel.

use crate::driver::Driver;
use crate::harness::*;

/// The address in an ephemeral answer.
fn link_in(r: &Recorded) -> String {
    let content = r.content();
    let start = content.find("http://").unwrap_or_else(|| panic!("no link in {content:?}"));
    content[start..].split_whitespace().next().unwrap().trim_end_matches(['.', ')']).to_string()
}

#[sqlx::test]
async fn the_board_button_opens_a_board_where_moves_cross_over(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let posts = format!("/api/v10/channels/{CHANNEL}/messages");

    // The player gets a link of their own, for them only; anyone else, a
    // link to watch.
    let (_, r) = bot.press(ALICE, &cid(Action::Board(game))).await;
    assert!(r.ephemeral(), "{r:#?}");
    let alices = link_in(&r);
    assert!(alices.starts_with(&format!("{}/play/{}?lang=en#t=", bot.web, game.0)), "{alices}");
    let (_, r) = bot.press(CAROL, &cid(Action::Board(game))).await;
    assert!(r.ephemeral() && r.content().contains("watch"), "{r:#?}");
    assert_ne!(link_in(&r), alices);

    let Some(driver) = Driver::start().await else { return };
    let page = driver.browser("discord-alice", 360, 640).await;
    page.goto(&alices).await;
    page.wait_ply(0).await;

    // Alice plays on the board: the channel gets the board, and Bob is pinged.
    page.tap_point("e4").await;
    page.tap_point("e5").await;
    page.wait_ply(1).await;
    let post = bot
        .stub
        .wait_for("the board posted after a move on the web board", |r| {
            r.method == Method::POST && r.path == posts && r.content().contains(&BOB.mention())
        })
        .await;
    assert!(post.embed()["author"]["name"].as_str().unwrap().contains("e4-e5"), "{post:#?}");
    post.png();

    // Bob answers with /move on Discord: the board in the browser shows it.
    let answer = bot.legal_now(game).await.remove(0);
    let r = bot.command(BOB, "move", vec![str_opt("move", &answer)]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    page.wait_ply(2).await;
    let moves = page.text("#moves").await;
    assert!(moves.contains(&answer), "{answer} not in {moves}");
    // A draw offered on the web board is posted in the channel too, with
    // the buttons Bob answers it with.
    page.tap("#actions button[data-action='draw']").await;
    let offer = bot
        .stub
        .wait_for("the draw offered on the web board, posted", |r| {
            r.method == Method::POST && r.path == posts && r.content().contains("offers a draw")
        })
        .await;
    assert!(offer.custom_ids().contains(&cid(Action::DeclineDraw(game))), "{offer:#?}");
    page.close().await;
    bot.stop().await;
}
