//! The pseudo-locale run: with every catalogue message marked `⟦…⟧`, a
//! game is played end to end through the stand-in of Discord, and every
//! text the bot sends (content, embeds, buttons, menus) is checked: outside
//! the marks there may be only data — mentions, times, numbers, moves,
//! player names and rules names — never a word that did not come from a
//! catalogue. A process of its own: the marks are switched on for all of it.

#[path = "shared/database.rs"]
mod database;
#[path = "pseudo/marks.rs"]
mod marks;
use marks::unmarked;

#[path = "discord_e2e/harness/mod.rs"]
#[allow(dead_code, unused_imports)]
mod harness;

use harness::*;

/// Words that are data, not prose: the players' names, the bot's, the
/// rules' names.
const DATA_WORDS: &[&str] = &["alice", "bob", "carol", "zamma", "zamma5", "dhamet", "srand", "sahara", "Zamma", "Bot"];

/// Is `word` data: move notation (`e4`, `e6xe4`), a number, a name?
fn is_data(word: &str) -> bool {
    DATA_WORDS.contains(&word) || marks::is_notation(word)
}

fn prose_outside_catalogues(text: &str) -> Vec<String> {
    let rest = unmarked(text);
    rest.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().any(char::is_alphabetic) && !is_data(w))
        .map(str::to_string)
        .collect()
}

/// Every text of a message the bot sent.
fn texts(data: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut push = |v: &Value| {
        if let Some(s) = v.as_str() {
            out.push(s.to_string());
        }
    };
    push(&data["content"]);
    for e in data["embeds"].as_array().into_iter().flatten() {
        for v in [&e["title"], &e["description"], &e["footer"]["text"], &e["author"]["name"]] {
            push(v);
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            push(&f["name"]);
            push(&f["value"]);
        }
    }
    for row in data["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            push(&c["label"]);
            push(&c["placeholder"]);
            for o in c["options"].as_array().into_iter().flatten() {
                push(&o["label"]);
            }
        }
    }
    out
}

#[sqlx::test]
async fn every_text_sent_to_discord_comes_from_a_catalogue(pool: PgPool) {
    zamma_bot::i18n::set_pseudo(true);
    let bot = Bot::start(pool).await;
    let (_, game) = bot.challenge_and_accept(ALICE, BOB).await;
    bot.command(BOB, "move", vec![str_opt("move", "e6-e5")]).await;
    bot.command(ALICE, "move", vec![str_opt("move", "e4-e5")]).await;
    bot.command(BOB, "move", vec![str_opt("move", "d6-d5")]).await;
    // Bob captures through the menus.
    let (_, menu) = bot.press(BOB, &cid(Action::Move(game))).await;
    let pieces_menu = cid(Action::PickPiece(game, 1));
    let pieces = menu.option_values(&pieces_menu);
    let (_, menu) = bot.pick(BOB, &pieces_menu, &pieces[0]).await;
    let moves_menu = cid(Action::PickMove(game, 1));
    let moves = menu.option_values(&moves_menu);
    let (sent, _) = bot.pick(BOB, &moves_menu, &moves[0]).await;
    bot.followup(sent).await;
    bot.press(ALICE, &cid(Action::Draw(game))).await;
    bot.press(BOB, &cid(Action::DeclineDraw(game))).await;
    bot.command(ALICE, "board", vec![]).await;
    bot.command(ALICE, "games", vec![]).await;
    bot.command(ALICE, "rules", vec![]).await;
    bot.command(ALICE, "help", vec![]).await;
    bot.press(ALICE, &cid(Action::Resign(game))).await;
    bot.command(ALICE, "resign", vec![]).await;
    bot.command(CAROL, "stats", vec![user_opt("user", BOB)]).await;
    bot.command(CAROL, "history", vec![user_opt("user", BOB)]).await;
    bot.command(CAROL, "leaderboard", vec![]).await;
    bot.command(CAROL, "challenge", vec![user_opt("user", CAROL)]).await;

    let mut checked = 0;
    let mut problems = Vec::new();
    for r in bot.stub.requests() {
        let data = if r.path.ends_with("/callback") { &r.body["data"] } else { &r.body };
        for text in texts(data) {
            checked += 1;
            let prose = prose_outside_catalogues(&text);
            if !prose.is_empty() {
                problems.push(format!("{} {}: {prose:?} in {text:?}", r.method, r.path));
            }
        }
    }
    assert!(checked > 50, "only {checked} texts were sent");
    assert!(problems.is_empty(), "text that did not come from a catalogue:\n{}", problems.join("\n"));
    bot.stop().await;
}

#[test]
fn the_check_finds_prose_and_lets_data_through() {
    assert!(prose_outside_catalogues("⟦Game #⟦3⟧ · zamma⟧ <@123> e6xe4 12").is_empty());
    assert_eq!(prose_outside_catalogues("⟦ok⟧ Ratings: alice 1500"), vec!["Ratings"]);
}
