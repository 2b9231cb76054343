//! Board themes: a person's choice for the images only they see (the move
//! menu), the server's for its public game messages.

use crate::harness::*;
use zamma_bot::i18n::Lang;
use zamma_bot::render::{Layout, Theme};
use zamma_bot::rules::BoardSize;
use zamma_bot::t;

/// A pixel of the playing surface, clear of every line and piece.
fn surface(r: &Recorded) -> [u8; 3] {
    let layout = Layout::of(BoardSize::Nine);
    let at = layout.frame + 6;
    r.board_pixel(at, at)
}

#[sqlx::test]
async fn a_players_theme_draws_their_menu_and_the_servers_the_game(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // alice: dark for herself.
    let r = bot.command(ALICE, "settings", vec![sub("theme", vec![int_opt("theme", 2)])]).await;
    assert!(r.ephemeral());
    assert_eq!(r.content(), t!(Lang::En, "settings-theme-set", theme = t!(Lang::En, "theme-dark")));

    let r = bot.command(ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    let (_, r) = bot.accept(BOB, challenge_id_of(&r)).await;
    let game = game_id_of(&r);
    // The public game message: the server's theme, still the default.
    assert_eq!(surface(&r), Theme::Sand.style().board);

    // alice's move menu: her own theme.
    let (_, r) = bot.press(ALICE, &cid(Action::Move(game))).await;
    assert!(r.ephemeral());
    assert_eq!(surface(&r), Theme::Dark.style().board);

    // The server's theme (the stand-in's members may all manage the server)
    // for the next public board.
    let r = bot.command(ALICE, "settings", vec![sub("server-theme", vec![int_opt("theme", 3)])]).await;
    assert_eq!(r.content(), t!(Lang::En, "settings-server-theme-set", theme = t!(Lang::En, "theme-contrast")));
    let r = bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(surface(&r), Theme::Contrast.style().board);
    assert!(r.alt_text().contains("e4-e5"), "{}", r.alt_text());
    bot.stop().await;
}
