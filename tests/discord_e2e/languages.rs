//! The bot in French (from the Discord client's and server's locale) and in
//! Arabic (chosen with /settings): a game from challenge to result, refusals
//! with the rules' reasons, the leaderboard. Every expected text is the
//! catalogue's own, so these tests check which language and which message
//! reach whom, not the wording.

use crate::harness::*;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::rules::Color;
use zamma_bot::service::ServiceError;
use zamma_bot::t;

const FRENCH: (&str, &str) = ("fr", "fr");
const ENGLISH: (&str, &str) = ("en-US", "en-US");

/// Why the rules refuse `text` after `played`, in `lang`.
fn illegal(lang: Lang, played: &[&str], text: &str) -> String {
    let mut game = Game::new(Preset::Zamma.rules());
    for m in played {
        game.play_text(m).unwrap();
    }
    i18n::illegal(lang, &game.parse_turn(text).unwrap_err())
}

fn not_your_turn(lang: Lang, name: &str) -> String {
    i18n::refusal(lang, &ServiceError::NotYourTurn { name: name.into() })
}

/// The end of a game `name` won as `winner` by resignation, the winner named once.
fn resigned(lang: Lang, name: &str, winner: Color) -> String {
    let (colour, loser) = (i18n::colour(lang, winner), i18n::colour(lang, winner.other()));
    t!(lang, "end-win", name = name, colour = colour, loser = loser, how = "resignation", draw = "")
}

#[sqlx::test]
async fn a_game_in_french_from_the_clients_locale(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let fr = Lang::Fr;

    let r = bot.command_in(FRENCH, ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    assert_eq!(r.content(), t!(fr, "challenge-ping", player = BOB.mention()));
    assert_ne!(r.content(), t!(Lang::En, "challenge-ping", player = BOB.mention()));
    let challenge = challenge_id_of(&r);
    let accept = cid(Action::AcceptChallenge(challenge));
    assert_eq!(r.component(&accept)["label"], t!(fr, "button-accept"));
    assert_eq!(r.embed()["title"], t!(fr, "challenge-title", id = challenge.0));

    let (sent, r) = bot.press_in(FRENCH, BOB, &accept).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    let r = bot.followup(sent).await;
    let game = game_id_of(&r);
    let footer = r.embed()["footer"]["text"].as_str().unwrap();
    assert!(footer.starts_with(&t!(fr, "game-kind-rated")), "{footer}");
    assert!(r.files.iter().any(|f| f.bytes.starts_with(PNG_MAGIC)), "no board");
    assert_eq!(r.component(&cid(Action::Resign(game)))["label"], t!(fr, "button-resign"));

    // Refusals, in French, with the rules' reason and its figures.
    let r = bot.command_in(FRENCH, BOB, "move", vec![str_opt("move", "e6-e5")]).await;
    bot.assert_refusal(&r, &not_your_turn(fr, "alice")).await;
    let r = bot.command_in(FRENCH, ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    assert_eq!(r.embed()["author"]["name"], t!(fr, "headline-played", name = "alice", turn = "e4-e5"));
    // The board's description for screen readers, in French too.
    let mut record = Game::new(Preset::Zamma.rules());
    record.play_text("e4-e5").unwrap();
    assert_eq!(r.alt_text(), i18n::board_alt(fr, game.0, &record));
    assert!(r.alt_text().starts_with("Plateau de Zamma"), "{}", r.alt_text());
    let r = bot.command_in(FRENCH, BOB, "move", vec![str_opt("move", "d6-d5")]).await;
    let reason = illegal(fr, &["e4-e5"], "d6-d5");
    assert!(reason.contains("e6xe4"), "{reason}");
    bot.assert_refusal(&r, &reason).await;

    // The result, then the leaderboard.
    let r = bot.command_in(FRENCH, ALICE, "resign", vec![]).await;
    assert!(r.content().contains(&resigned(fr, "bob", Color::White)), "{}", r.content());
    assert_eq!(bot.game_row(game).await.1, "finished");
    let r = bot.command_in(FRENCH, CAROL, "leaderboard", vec![]).await;
    assert_eq!(r.embed()["title"], t!(fr, "leaderboard-title-server"));
    assert!(r.embed()["description"].as_str().unwrap().contains(&BOB.mention()), "{r:#?}");
    bot.stop().await;
}

#[sqlx::test]
async fn arabic_chosen_in_the_settings(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let ar = Lang::Ar;
    // Discord has no Arabic locale: alice chooses Arabic for herself, and
    // (as an admin) for the server's public messages.
    let arabic = || vec![int_opt("language", 4)];
    let r = bot.command_in(ENGLISH, ALICE, "settings", vec![sub("language", arabic())]).await;
    assert!(r.ephemeral());
    assert_eq!(r.content(), t!(ar, "settings-language-set"));
    let r = bot.command_in(ENGLISH, ALICE, "settings", vec![sub("server-language", arabic())]).await;
    assert_eq!(r.content(), t!(ar, "settings-server-language-set"));

    // Public messages are Arabic, read right to left.
    let r = bot.command_in(ENGLISH, ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 0)]).await;
    assert_eq!(r.content(), t!(ar, "challenge-ping", player = BOB.mention()));
    assert!(r.content().starts_with('\u{200f}'), "{:?}", r.content());
    let (sent, _) = bot.press_in(ENGLISH, BOB, &cid(Action::AcceptChallenge(challenge_id_of(&r)))).await;
    let r = bot.followup(sent).await;
    let game = game_id_of(&r);
    assert_eq!(r.component(&cid(Action::Move(game)))["label"], t!(ar, "button-move"));

    // Each refusal in its reader's language: bob's Discord is English.
    let r = bot.command_in(ENGLISH, BOB, "move", vec![str_opt("move", "e6-e5")]).await;
    bot.assert_refusal(&r, &not_your_turn(Lang::En, "alice")).await;
    let r = bot.command_in(ENGLISH, ALICE, "move", vec![str_opt("move", "e4-e6")]).await;
    let reason = illegal(ar, &[], "e4-e6");
    assert!(reason.contains("e4") && reason.starts_with('\u{200f}'), "{reason:?}");
    bot.assert_refusal(&r, &reason).await;
    bot.command_in(ENGLISH, ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    let r = bot.command_in(ENGLISH, ALICE, "move", vec![str_opt("move", "c3-c4")]).await;
    let refusal = not_your_turn(ar, "bob");
    assert!(refusal.contains("\u{2068}bob\u{2069}"), "{refusal:?}");
    bot.assert_refusal(&r, &refusal).await;

    let r = bot.command_in(ENGLISH, BOB, "resign", vec![]).await;
    assert!(r.content().contains(&resigned(ar, "alice", Color::Black)), "{:?}", r.content());
    let r = bot.command_in(ENGLISH, CAROL, "leaderboard", vec![]).await;
    assert_eq!(r.embed()["title"], t!(ar, "leaderboard-title-server"));

    // Back to Discord's language for alice: English again for her, the
    // server stays Arabic.
    let r = bot.command_in(ENGLISH, ALICE, "settings", vec![sub("language", vec![int_opt("language", 0)])]).await;
    assert_eq!(r.content(), t!(Lang::En, "settings-language-auto"));
    bot.stop().await;
}
