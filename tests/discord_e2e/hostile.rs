//! Malformed and hostile interactions: huge, foreign, damaged and stale
//! inputs must each get one short refusal (or be ignored) and change nothing.

use crate::harness::*;

#[sqlx::test]
async fn hostile_command_options_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let mut watch = bot.watch().await;
    let mut refuse = async |what: &str, why: &str, from: Person, name: &str, options: Vec<Value>| {
        let sent = bot.expect_refusal(what, why, running(from, name, options)).await;
        watch.answered.push(sent);
    };

    // Huge strings.
    let huge_move = "e4-e5 ".repeat(1700);
    refuse("10,000-char move", "too long", ALICE, "move", vec![str_opt("move", &huge_move[..10_000])]).await;
    let huge_options = "landing=behind ".repeat(334);
    refuse(
        "5,000-char options",
        "too long",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("options", &huge_options[..5000])],
    )
    .await;
    refuse("3,000-char preset", "There is no preset", ALICE, "rules", vec![str_opt("preset", &"z".repeat(3000))]).await;
    refuse(
        "5,000-char time",
        "not a move time",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("time", &"9".repeat(5000))],
    )
    .await;
    for time in ["soon", "12 parsecs", "-1h", "0m", "1s", "99999999999w", "3d;DROP TABLE games", "🕐"] {
        refuse(
            &format!("time {time:?}"),
            "move time",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("time", time)],
        )
        .await;
    }

    // Unicode, right-to-left overrides, emoji and control characters.
    for text in [
        "e4\u{202e}-e5",
        "\u{200b}e4-e5\u{200b}\u{200b}x",
        "🙂-🙃",
        "e4\u{0}-e5",
        "\u{1b}[31me4-e5",
        "ｅ４－ｅ５",
        "@everyone e9-e10",
        "`````",
        "\u{fffd}\u{feff}",
        "\n\n\n",
    ] {
        refuse(&format!("move {text:?}"), "move", ALICE, "move", vec![str_opt("move", text)]).await;
    }
    for options in ["landing=\u{202e}behind", "🙂=🙃", "count=\u{0}on", "landing=behind\u{7}"] {
        refuse(
            &format!("options {options:?}"),
            "rules are not valid",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("options", options)],
        )
        .await;
    }

    // Unknown options and values.
    refuse(
        "preset chess",
        "rules are not valid",
        ALICE,
        "challenge",
        vec![user_opt("user", BOB), str_opt("preset", "chess")],
    )
    .await;
    for options in ["landing=sideways", "=,,,==", "==", "landing", "=behind", "count=maybe", "bogus=1"] {
        refuse(
            &format!("options {options:?}"),
            "rules are not valid",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), str_opt("options", options)],
        )
        .await;
    }
    for colour in [7, -1, 3] {
        refuse(
            &format!("colour {colour}"),
            "options",
            ALICE,
            "challenge",
            vec![user_opt("user", BOB), int_opt("colour", colour)],
        )
        .await;
    }
    refuse("leaderboard scope 9", "options", ALICE, "leaderboard", vec![int_opt("scope", 9)]).await;
    refuse("level 0", "level", ALICE, "play-ai", vec![int_opt("level", 0)]).await;
    refuse("level 300", "options", ALICE, "play-ai", vec![int_opt("level", 300)]).await;
    refuse("move game -5", "no such game", ALICE, "move", vec![str_opt("move", "e4-e5"), int_opt("game", -5)]).await;
    refuse("move game 999999", "no such game", ALICE, "move", vec![str_opt("move", "e4-e5"), int_opt("game", 999_999)])
        .await;
    refuse("board game 0", "no such game", ALICE, "board", vec![int_opt("game", 0)]).await;
    refuse("export game i64::MIN", "no such game", ALICE, "export", vec![int_opt("game", i64::MIN)]).await;
    refuse("resign game -1", "no such game", ALICE, "resign", vec![int_opt("game", -1)]).await;
    // Options of the wrong type, or missing.
    refuse("move as a number", "options", ALICE, "move", vec![int_opt("move", 45)]).await;
    refuse("game as text", "options", ALICE, "board", vec![str_opt("game", "one")]).await;
    refuse("no move", "options", ALICE, "move", vec![]).await;

    watch.check(&bot, "a refused command changed the database").await;
    assert_eq!(bot.game_row(game).await, (0, "active".into(), None));
    bot.stop().await;
}

#[sqlx::test]
async fn hostile_autocomplete_gets_short_lists(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(false).await;
    let mut watch = bot.watch().await;

    let long = "e4".repeat(2500);
    for partial in [long.as_str(), "\u{202e}\u{0}🙂", "zz-zz-zz", "\u{1b}[2J"] {
        let (sent, choices) = bot
            .expect_choices(
                &format!("move {partial:.20?}"),
                25,
                completing(ALICE, "move", vec![str_opt("move", partial)], "move"),
            )
            .await;
        let legal = start_moves();
        assert!(choices.iter().all(|c| legal.iter().any(|m| c["value"] == json!(m))), "{choices:?}");
        watch.answered.push(sent);
    }
    for preset in [&"z".repeat(5000), "\u{0}", "🙂"] {
        let (sent, _) = bot
            .expect_choices(
                &format!("preset {preset:.20?}"),
                0,
                completing(ALICE, "challenge", vec![user_opt("user", BOB), str_opt("preset", preset)], "preset"),
            )
            .await;
        watch.answered.push(sent);
    }
    // A game option that is no number: the user's games here, at most.
    for partial in ["abc", "-5", &"9".repeat(5000), "#0"] {
        let (sent, choices) = bot
            .expect_choices(
                &format!("game {partial:.20?}"),
                1,
                completing(ALICE, "board", vec![str_opt("game", partial)], "game"),
            )
            .await;
        assert!(choices.iter().all(|c| c["value"] == json!(game.0)), "{choices:?}");
        watch.answered.push(sent);
    }
    // The move option, with a game option that names nothing.
    for other in [str_opt("game", "abc"), int_opt("game", -5), int_opt("game", 999_999)] {
        let (sent, _) = bot
            .expect_choices("move, bad game", 25, completing(ALICE, "move", vec![str_opt("move", "e4"), other], "move"))
            .await;
        watch.answered.push(sent);
    }
    // An option the command does not have.
    let (sent, _) = bot
        .expect_choices(
            "unknown option",
            0,
            completing(ALICE, "move", vec![str_opt("move", "e4"), str_opt("bogus", "x")], "bogus"),
        )
        .await;
    watch.answered.push(sent);

    watch.check(&bot, "a hostile autocomplete changed the database").await;
    bot.stop().await;
}

#[sqlx::test]
async fn foreign_and_damaged_buttons_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let game = bot.start_game(true).await;
    // A game and an open challenge in another server, between the same people.
    let foreign = bot.start_game_at(ELSEWHERE, false).await;
    let foreign_challenge = bot.open_challenge_at(ELSEWHERE, CAROL, BOB, false).await;
    // A piece Alice may move, and a move of it.
    let start = Game::new(Preset::Zamma.rules());
    let piece = start.legal_moves()[0].from().index().to_string();
    let mut watch = bot.watch().await;

    // Carol plays no part in the game: every button and menu refuses her.
    for id in game_buttons(game).map(cid) {
        watch.answered.push(bot.expect_refusal(&format!("carol {id}"), "not playing", pressing(CAROL, id)).await);
    }
    let menu = cid(Action::PickPiece(game, 0));
    watch.answered.push(bot.expect_refusal("carol picks a piece", "not playing", picking(CAROL, &menu, &piece)).await);
    watch.answered.push(
        bot.expect_refusal("carol picks a move", "not playing", picking(CAROL, cid(Action::PickMove(game, 0)), "0"))
            .await,
    );
    // Bob is not to move.
    watch.answered.push(bot.expect_refusal("bob picks a piece", "not your turn", picking(BOB, &menu, &piece)).await);

    // Alice's menus, with values the bot never offered.
    for value in ["99999", "-1", "abc", "", "4294967296", "\u{202e}1"] {
        let what = format!("piece {value:?}");
        watch.answered.push(
            bot.expect_refusal(&what, "cannot move", picking(ALICE, cid(Action::PickPiece(game, 0)), value)).await,
        );
        let what = format!("move {value:?}");
        watch.answered.push(
            bot.expect_refusal(&what, "not available", picking(ALICE, cid(Action::PickMove(game, 0)), value)).await,
        );
    }
    watch.answered.push(
        bot.expect_refusal("no values", "cannot move", |id| select(id, ALICE, &cid(Action::PickPiece(game, 0)), &[]))
            .await,
    );
    watch.answered.push(
        bot.expect_refusal("a menu id on a button", "not available", pressing(ALICE, cid(Action::PickMove(game, 0))))
            .await,
    );
    // A menu made for another ply.
    watch.answered.push(
        bot.expect_refusal("ply 7", "position changed", picking(ALICE, cid(Action::PickPiece(game, 7)), "0")).await,
    );

    // Ids of nothing.
    watch.answered.push(
        bot.expect_refusal("game 999999", "no such game", pressing(ALICE, cid(Action::Move(GameId(999_999))))).await,
    );
    watch.answered.push(
        bot.expect_refusal(
            "resign 999999",
            "no such game",
            pressing(ALICE, cid(Action::ConfirmResign(GameId(999_999)))),
        )
        .await,
    );
    watch.answered.push(
        bot.expect_refusal(
            "challenge 999999",
            "no such challenge",
            pressing(BOB, cid(Action::AcceptChallenge(ChallengeId(999_999)))),
        )
        .await,
    );

    // The game and challenge of another server, pressed here by their players.
    for id in game_buttons(foreign).map(cid) {
        watch.answered.push(bot.expect_refusal(&format!("foreign {id}"), "no such game", pressing(ALICE, id)).await);
    }
    let id = cid(Action::PickPiece(foreign, 0));
    watch.answered.push(bot.expect_refusal("foreign menu", "no such game", picking(ALICE, id, "0")).await);
    let c = foreign_challenge;
    for (who, answer) in
        [(BOB, Action::AcceptChallenge(c)), (BOB, Action::DeclineChallenge(c)), (CAROL, Action::CancelChallenge(c))]
    {
        let id = cid(answer);
        watch.answered.push(bot.expect_refusal(&format!("foreign {id}"), "no such challenge", pressing(who, id)).await);
    }
    // ... and by command.
    for (name, mut options) in [
        ("move", vec![str_opt("move", "e4-e5")]),
        ("resign", vec![]),
        ("draw", vec![]),
        ("board", vec![]),
        ("export", vec![]),
    ] {
        options.push(int_opt("game", foreign.0));
        let what = format!("/{name} of a foreign game");
        watch.answered.push(bot.expect_refusal(&what, "no such game", running(ALICE, name, options)).await);
    }

    // Custom ids the bot did not make: ignored.
    let long = format!("zb:mv:{}", "9".repeat(94));
    assert_eq!(long.len(), 100);
    for id in ["zb:ca:0", "zb:pl:1:-1", "zb:xx:1", "notours:1", "zb:mv:", "zb:mv:1:2:3", "", long.as_str()] {
        watch.ignored.push(bot.expect_silence(pressing(ALICE, id)));
        watch.ignored.push(bot.expect_silence(picking(ALICE, id, "0")));
    }
    // A leaderboard page past any end is shown (empty), not a crash.
    let sent = bot.push(pressing(ALICE, cid(Action::Leaderboard { global: false, page: u32::MAX })));
    assert_eq!(bot.reply(sent).await.kind(), 7);
    watch.answered.push(sent);

    watch.check(&bot, "a refused press changed the database").await;
    bot.stop().await;
}

#[sqlx::test]
async fn stale_buttons_are_refused(pool: PgPool) {
    let bot = Bot::start(pool).await;

    // An accepted challenge, and a cancelled one.
    let (n, game) = bot.challenge_and_accept(ALICE, BOB).await;
    let accept = cid(Action::AcceptChallenge(n));
    let cancelled = bot.challenge(ALICE, CAROL, vec![]).await;
    let (_, r) = bot.press(ALICE, &cid(Action::CancelChallenge(cancelled))).await;
    assert_eq!(r.kind(), 7, "{r:#?}");

    // Alice opens the move menu and picks a piece; then resigns.
    let (_, r) = bot.press(ALICE, &cid(Action::Move(game))).await;
    let pieces_menu = cid(Action::PickPiece(game, 0));
    let piece = r.option_values(&pieces_menu)[0].clone();
    let (_, r) = bot.pick(ALICE, &pieces_menu, &piece).await;
    let moves_menu = cid(Action::PickMove(game, 0));
    let first_move = r.option_values(&moves_menu)[0].clone();
    bot.resign_with_buttons(ALICE, game).await;
    assert_eq!(bot.game_row(game).await.1, "finished");

    let mut watch = bot.watch().await;

    watch.answered.push(bot.expect_refusal("accept again", "already accepted", pressing(BOB, accept.clone())).await);
    watch.answered.push(
        bot.expect_refusal("decline accepted", "already accepted", pressing(BOB, cid(Action::DeclineChallenge(n))))
            .await,
    );
    watch.answered.push(
        bot.expect_refusal("cancel accepted", "already accepted", pressing(ALICE, cid(Action::CancelChallenge(n))))
            .await,
    );
    let id = cid(Action::AcceptChallenge(cancelled));
    watch.answered.push(bot.expect_refusal("accept cancelled", "already cancelled", pressing(CAROL, id)).await);
    let id = cid(Action::CancelChallenge(cancelled));
    watch.answered.push(bot.expect_refusal("cancel twice", "already cancelled", pressing(ALICE, id)).await);

    for who in [ALICE, BOB] {
        for id in game_buttons(game).map(cid) {
            watch.answered.push(bot.expect_refusal(&format!("{} {id}", who.name), "over", pressing(who, id)).await);
        }
    }
    watch.answered.push(bot.expect_refusal("old piece menu", "over", picking(ALICE, pieces_menu, piece)).await);
    watch.answered.push(bot.expect_refusal("old move menu", "over", picking(ALICE, moves_menu, first_move)).await);
    watch
        .answered
        .push(bot.expect_refusal("/move after", "", running(ALICE, "move", vec![str_opt("move", "e4-e5")])).await);

    watch.check(&bot, "a stale press changed the database").await;
    bot.stop().await;
}

/// The stand-in answers like Discord when an interaction is answered twice
/// (40060) or after its 3 seconds (10062): the checks the bot is held to.
#[sqlx::test]
async fn the_stand_in_refuses_a_second_or_late_answer_as_discord_does(pool: PgPool) {
    use crate::harness::serenity::{CreateInteractionResponse, CreateInteractionResponseMessage, HttpBuilder};
    let bot = Bot::start(pool).await;
    let http = HttpBuilder::new("test-token").proxy(bot.stub.base()).ratelimiter_disabled(true).build();
    let answer = || CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("hi"));
    let code = |e: serenity::Error| match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => r.error.code,
        other => panic!("{other}"),
    };

    // An interaction nobody answers (not a command the bot knows, as an autocomplete
    // of an unknown command gets no answer): answer it twice by hand.
    let sent = bot.push(|id| slash(id, ALICE, "no-such-command", vec![]));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let id = serenity::InteractionId::new(sent.id);
    let token = format!("tok-{}", sent.id);
    let first = http.create_interaction_response(id, &token, &answer(), vec![]).await;
    let second = http.create_interaction_response(id, &token, &answer(), vec![]).await;
    assert!(first.is_ok(), "{first:?}");
    assert_eq!(code(second.unwrap_err()), 40060);

    let late = bot.push(|id| slash(id, ALICE, "no-such-command", vec![]));
    tokio::time::sleep(std::time::Duration::from_millis(3100)).await;
    let id = serenity::InteractionId::new(late.id);
    let r = http.create_interaction_response(id, &format!("tok-{}", late.id), &answer(), vec![]).await;
    assert_eq!(code(r.unwrap_err()), 10062);
    // The refusals were this test's own doing.
    bot.stub.forget_requests();
    bot.stop().await;
}
