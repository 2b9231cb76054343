//! `/puzzle`: a puzzle near the solver's rating, solved with the menus
//! (right, several turns, wrong), typed with `/puzzle move`, the day's
//! puzzle and the solvers' leaderboard. Everything is ephemeral.

use crate::harness::*;
use zamma_bot::ai::Puzzle;
use zamma_bot::service::UserId;

/// The custom id of the menu of turns (or of pieces) in a puzzle post.
fn menu_id(r: &Recorded, code: &str) -> Option<String> {
    r.custom_ids().into_iter().find(|id| id.starts_with(&format!("zb:{code}:")))
}

/// The solution of the player's puzzle in progress, from its step on.
async fn remaining(bot: &Bot, who: Person) -> (i64, Vec<zamma_bot::rules::Turn>, Vec<zamma_bot::rules::Turn>) {
    let view = bot.service.puzzle_in_progress(UserId(who.id)).await.unwrap();
    let line: String =
        sqlx::query_scalar("SELECT line FROM puzzles WHERE id = $1").bind(&view.id).fetch_one(&bot.pool).await.unwrap();
    let p = Puzzle::from_line(&line).unwrap();
    (view.attempt, p.solution[2 * view.step..].to_vec(), view.game.legal_turns())
}

/// Pick `turn` in the menus of puzzle post `r` (by piece first if the menu
/// is by piece); the answer.
async fn pick_turn(bot: &Bot, who: Person, r: &Recorded, turn: zamma_bot::rules::Turn) -> Recorded {
    let (_, _, legal) = remaining(bot, who).await;
    let index = legal.iter().position(|&t| t == turn).unwrap();
    let r = match menu_id(r, "pp") {
        Some(pieces) => bot.pick(who, &pieces, &turn.mv.from().index().to_string()).await.1,
        None => r.clone(),
    };
    let turns = menu_id(&r, "pz").expect("a menu of turns");
    let options = r.option_values(&turns);
    assert!(options.contains(&index.to_string()), "{index} among {options:?}");
    bot.pick(who, &turns, &index.to_string()).await.1
}

#[sqlx::test]
async fn a_puzzle_solved_with_the_menus_and_one_missed(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // A strong solver: the nearest puzzles take several turns.
    bot.service.register(&ALICE.user()).await.unwrap();
    sqlx::query("UPDATE players SET puzzle_rating = 2400 WHERE id = $1")
        .bind(ALICE.id as i64)
        .execute(&bot.pool)
        .await
        .unwrap();
    let r = bot.command(ALICE, "puzzle", vec![sub("next", vec![])]).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let steps = bot.service.puzzle_in_progress(UserId(ALICE.id)).await.unwrap().steps;
    assert!(steps >= 2, "a puzzle of {steps} turn");
    assert!(r.ephemeral(), "a puzzle is personal");
    r.png();
    assert!(r.content().contains("to move: find the turn that wins"), "{}", r.content());
    // Solve it, turn by turn, until it says so.
    let mut post = r;
    let mut solved = false;
    let mut rights = 0;
    for _ in 0..steps {
        let (_, solution, _) = remaining(&bot, ALICE).await;
        let answer = pick_turn(&bot, ALICE, &post, solution[0]).await;
        assert_eq!(answer.kind(), 7, "updated in place: {answer:#?}");
        answer.png();
        if answer.content().starts_with("Solved") {
            assert!(answer.content().contains("Your puzzle rating: "), "{}", answer.content());
            assert!(answer.content().contains("streak: 1"), "{}", answer.content());
            assert_eq!(answer.custom_ids(), [cid_next()]);
            // Beside Next, a link to the puzzle's position on the free analysis board.
            let buttons = answer.data()["components"][0]["components"].clone();
            let link = buttons.as_array().unwrap().iter().find(|b| b["style"] == 5).cloned().expect("an Analyse link");
            assert_eq!(link["label"], "Analyse");
            let url = link["url"].as_str().unwrap();
            assert!(
                url.starts_with(&format!("{}/analysis?position=", bot.web)) && url.contains("&rules=zamma"),
                "{url}"
            );
            solved = true;
            break;
        }
        assert!(answer.content().starts_with("Right"), "{}", answer.content());
        assert!(answer.content().contains("The computer answers"), "{}", answer.content());
        rights += 1;
        post = answer;
    }
    assert!(solved && rights == steps - 1, "solved after {rights} right turns of {steps}");

    // The next puzzle, missed: the solution is told (and drawn).
    let (_, r) = bot.press(ALICE, &cid_next()).await;
    assert_eq!(r.kind(), 7, "{r:#?}");
    let (_, solution, legal) = remaining(&bot, ALICE).await;
    let wrong = legal.into_iter().find(|&t| t != solution[0]).expect("another legal turn");
    let answer = pick_turn(&bot, ALICE, &r, wrong).await;
    let text = answer.content();
    assert!(text.starts_with("Not this one") && text.contains(&solution[0].to_string()), "{text}");
    answer.png();
    // No puzzle in progress now: a typed turn is refused.
    let r = bot.command(ALICE, "puzzle", vec![sub("move", vec![str_opt("move", &solution[0].to_string())])]).await;
    bot.assert_refusal(&r, "no puzzle in progress").await;

    // The leaderboard has alice.
    let r = bot.command(BOB, "puzzle", vec![sub("leaderboard", vec![])]).await;
    assert!(r.embed()["description"].as_str().unwrap().contains("alice"), "{r:#?}");
    bot.stop().await;
}

fn cid_next() -> String {
    zamma_bot::discord::ids::Action::PuzzleNext.to_string()
}

#[sqlx::test]
async fn the_daily_puzzle_typed_with_autocomplete(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let r = bot.command(BOB, "puzzle", vec![sub("daily", vec![])]).await;
    assert!(r.ephemeral(), "{r:#?}");
    r.png();
    let (_, solution, _) = remaining(&bot, BOB).await;
    let first = solution[0].to_string();
    // Autocomplete offers the turns of the puzzle in progress.
    let options = vec![sub("move", vec![str_opt("move", &first[..2])])];
    let sent = bot.push(|id| {
        let mut v = autocomplete(id, BOB, "puzzle", vec![], "move");
        v["data"]["options"] = json!(options);
        v["data"]["options"][0]["options"][0]["focused"] = json!(true);
        v
    });
    let choices = bot.reply(sent).await;
    let values: Vec<&str> =
        choices.body["data"]["choices"].as_array().unwrap().iter().filter_map(|c| c["value"].as_str()).collect();
    assert!(values.contains(&first.as_str()), "{first} among {values:?}");
    // An illegal turn changes nothing; the solution is right.
    let r = bot.command(BOB, "puzzle", vec![sub("move", vec![str_opt("move", "a1-a9")])]).await;
    assert!(r.ephemeral() && r.files.is_empty(), "{r:#?}");
    let r = bot.command(BOB, "puzzle", vec![sub("move", vec![str_opt("move", &first)])]).await;
    assert!(r.content().starts_with("Right") || r.content().starts_with("Solved"), "{}", r.content());
    bot.stop().await;
}
