//! A tournament on Discord: create, join, start, play its rounds (the
//! sweeper pairs the next one as soon as a round is over), standings.

use crate::harness::*;
use std::time::Duration;

fn tournament(sub_name: &str, options: Vec<Value>) -> Vec<Value> {
    vec![sub(sub_name, options)]
}

/// The messages the bot made in the channel whose text contains `needle`.
async fn wait_for_post(bot: &Bot, what: &str, needle: &str) -> Recorded {
    bot.stub
        .wait_for(what, |r| {
            r.method == Method::POST
                && r.path == format!("/api/v10/channels/{CHANNEL}/messages")
                && (r.content().contains(needle)
                    || r.data()["embeds"].as_array().is_some_and(|e| e.iter().any(|e| e.to_string().contains(needle))))
        })
        .await
}

#[sqlx::test]
async fn a_swiss_tournament_from_creation_to_standings(pool: PgPool) {
    let bot = Bot::start_sweeping(pool, Duration::from_millis(500)).await;

    // Alice creates a two-round Swiss event (format 0: swiss).
    let r = bot
        .command(
            ALICE,
            "tournament",
            tournament(
                "create",
                vec![
                    int_opt("format", 0),
                    str_opt("name", "Sahara Open"),
                    int_opt("rounds", 2),
                    bool_opt("rated", false),
                ],
            ),
        )
        .await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    assert!(!r.ephemeral());
    assert!(r.content().contains("alice created Sahara Open"), "{}", r.content());
    let title = r.embed()["title"].as_str().unwrap();
    assert!(title.starts_with("Sahara Open (#"), "{title}");
    let description = r.embed()["description"].as_str().unwrap();
    assert!(description.contains("Taking entries") && description.contains("casual"), "{description}");

    // The card has Join and Leave buttons.
    let join = r.custom_id(Action::JoinTournament);
    let leave = r.custom_id(Action::LeaveTournament);

    // Three players join, by command or with the card's button; a second
    // join is refused with a sentence.
    for p in [ALICE, BOB] {
        let r = bot.command(p, "tournament", tournament("join", vec![])).await;
        assert!(r.content().contains(&format!("{} joined Sahara Open", p.name)), "{}", r.content());
    }
    for (button, count) in [(&join, 3), (&leave, 2), (&join, 3)] {
        let (_, r) = bot.press(CAROL, button).await;
        assert_eq!(r.kind(), 7, "the card is updated in place: {r:#?}");
        let players = format!("Players: {count} of 64");
        assert!(r.embed()["description"].as_str().unwrap().contains(&players), "{r:#?}");
    }
    let r = bot.command(BOB, "tournament", tournament("join", vec![])).await;
    bot.assert_refusal(&r, "already in this tournament").await;

    // Autocomplete lists it.
    let options = tournament("standings", vec![str_opt("tournament", "")]);
    let sent = bot.push(|id| {
        let mut v = autocomplete(id, BOB, "tournament", vec![], "tournament");
        v["data"]["options"] = json!(options);
        v["data"]["options"][0]["options"][0]["focused"] = json!(true);
        v
    });
    let choices = bot.reply(sent).await;
    assert!(choices.body["data"]["choices"].to_string().contains("Sahara Open"), "{:?}", choices.body);

    // Bob, who neither organises it nor manages the server, may not start it.
    let sent = bot.push(|id| {
        let mut v = slash(id, BOB, "tournament", tournament("start", vec![]));
        v["member"]["permissions"] = json!("3072");
        v
    });
    // `start` is acknowledged first (pairing may take a while); the refusal follows.
    let r = bot.reply(sent).await;
    assert_eq!((r.kind(), r.ephemeral()), (5, true), "{r:#?}");
    let r = bot.followup(sent).await;
    assert!(r.ephemeral(), "{r:#?}");
    assert!(r.content().contains("Only alice, who organises this tournament"), "{}", r.content());

    // Alice starts it: round 1 is posted, pinging the two players of its
    // game (three players: one game and a bye), and the game's message.
    let sent = bot.push(|id| slash(id, ALICE, "tournament", tournament("start", vec![])));
    let r = bot.followup(sent).await;
    assert!(r.ephemeral() && r.content().contains("Started"), "{r:#?}");
    let round = wait_for_post(&bot, "round 1's pairings", "round 1 of 2 has begun").await;
    assert!(round.embed()["description"].as_str().unwrap().contains("bye"), "{round:#?}");
    let pinged = round.data()["allowed_mentions"]["users"].as_array().unwrap().len();
    assert_eq!(pinged, 2, "{:?}", round.data()["allowed_mentions"]);

    for round in 1..=2 {
        let game_post = wait_for_post(&bot, "a tournament game", &format!("Round {round} of 2")).await;
        game_post.assert_board();
        let game = game_id_of(&game_post);
        // Black resigns with the buttons.
        let black = black_of(&bot, game).await;
        bot.press(black, &cid(Action::Resign(game))).await;
        let (_, r) = bot.press(black, &cid(Action::ConfirmResign(game))).await;
        assert!(r.content().contains("resigned"), "{}", r.content());
        if round == 1 {
            wait_for_post(&bot, "round 2's pairings", "round 2 of 2 has begun").await;
        }
    }

    // The end: the winner announced with the standings, table and picture.
    let end = wait_for_post(&bot, "the final standings", "is over. The winner is").await;
    assert!(end.content().contains("Second: ") && end.content().contains("Third: "), "{}", end.content());
    assert!(end.files.iter().any(|f| f.name == "standings.png" && f.bytes.starts_with(PNG_MAGIC)), "{end:#?}");
    let r = bot.command(CAROL, "tournament", tournament("standings", vec![])).await;
    assert_eq!(r.kind(), 4, "{r:#?}");
    let table = r.embed()["description"].as_str().unwrap();
    assert!(table.contains("Buchholz"), "{table}");
    assert_eq!(table.lines().count(), 4, "the header and three players: {table}");
    assert_eq!(r.png().name, "standings.png");
    // The pairings of round 1, with its result.
    let r = bot.command(CAROL, "tournament", tournament("pairings", vec![int_opt("round", 1)])).await;
    let pairings = r.embed()["description"].as_str().unwrap();
    assert!(pairings.contains("0–1") && pairings.contains("bye"), "{pairings}");
    bot.stop().await;
}

/// The player with Black in `game`.
async fn black_of(bot: &Bot, game: GameId) -> Person {
    let black: i64 =
        sqlx::query_scalar("SELECT black FROM games WHERE id = $1").bind(game.0).fetch_one(&bot.pool).await.unwrap();
    [ALICE, BOB, CAROL].into_iter().find(|p| p.id as i64 == black).unwrap()
}

#[sqlx::test]
async fn tournaments_belong_to_servers(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let (_, r) = bot.command_at(Where::BotDm, ALICE, "tournament", tournament("list", vec![])).await;
    bot.assert_refusal(&r, "server").await;
    let r = bot.command(ALICE, "tournament", tournament("join", vec![])).await;
    bot.assert_refusal(&r, "No tournament is open").await;
    let r = bot.command(ALICE, "tournament", tournament("list", vec![])).await;
    assert!(r.embed()["description"].as_str().unwrap().contains("/tournament create"), "{r:#?}");
    // Bad settings are refused with a sentence that says what to write.
    let create = |options: Vec<Value>| {
        let mut all = vec![int_opt("format", 3)];
        all.extend(options);
        tournament("create", all)
    };
    let r = bot.command(ALICE, "tournament", create(vec![str_opt("time", "soon")])).await;
    bot.assert_refusal(&r, "is not a move time").await;
    let r = bot.command(ALICE, "tournament", create(vec![str_opt("time", "1d"), str_opt("round-time", "2h")])).await;
    bot.assert_refusal(&r, "a round lasts at least the time per move").await;
    // A start past the last date there is, or simply too far: a sentence, never a panic.
    for far in ["99999999d", "9999999999999999999s", "91d"] {
        let r = bot.command(ALICE, "tournament", create(vec![str_opt("starts-in", far)])).await;
        bot.assert_refusal(&r, "a tournament starts on its own at most 90 days from now").await;
    }
    let r = bot.command(ALICE, "tournament", create(vec![str_opt("preset", "chess")])).await;
    bot.assert_refusal(&r, "Those rules are not valid").await;
    let range = vec![int_opt("min-rating", 1800), int_opt("max-rating", 1400)];
    let r = bot.command(ALICE, "tournament", create(range)).await;
    bot.assert_refusal(&r, "is above the highest (1400); swap them").await;
    assert_eq!(bot.count("tournaments").await, 0);
    bot.stop().await;
}

/// Where the server turned game threads on, each tournament game gets a
/// thread on its message: what the bot says of the game later goes there,
/// while the event's own news stays in the channel.
#[sqlx::test]
async fn tournament_games_get_their_own_threads(pool: PgPool) {
    let bot = Bot::start_sweeping(pool, Duration::from_millis(500)).await;
    bot.command(ALICE, "settings", vec![sub("threads", vec![bool_opt("on", true)])]).await;
    let create = vec![
        int_opt("format", 3),
        str_opt("name", "Desert Cup"),
        bool_opt("rated", false),
        int_opt("max-rating", 2000),
    ];
    let r = bot.command(ALICE, "tournament", tournament("create", create)).await;
    let card = r.embed()["description"].as_str().unwrap();
    assert!(card.contains("Open to players rated 2000 or less."), "{card}");
    // Before the start, a round's pairings are the card (none are made yet).
    let r = bot.command(BOB, "tournament", tournament("pairings", vec![int_opt("round", 2)])).await;
    let card = r.embed()["description"].as_str().unwrap();
    assert!(card.contains("Taking entries"), "{r:#?}");
    for p in [ALICE, BOB] {
        bot.command(p, "tournament", tournament("join", vec![])).await;
    }
    let sent = bot.push(|id| slash(id, ALICE, "tournament", tournament("start", vec![])));
    bot.followup(sent).await;
    let game_post = wait_for_post(&bot, "the cup's game", "Round 1 of 1").await;
    let game = game_id_of(&game_post);
    let thread = bot
        .stub
        .wait_for("the game's thread", |r| {
            r.method == Method::POST
                && r.path.starts_with(&format!("/api/v10/channels/{CHANNEL}/messages/"))
                && r.path.ends_with("/threads")
        })
        .await;
    let name = thread.body["name"].as_str().unwrap();
    assert!(name.contains(&format!("Game #{}", game.0)) && name.contains("alice") && name.contains("bob"), "{name}");
    // The game moves into the thread once Discord has answered with it.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let mut moved = bot.service.game(game).await.unwrap().place.channel;
    while moved == CHANNEL && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
        moved = bot.service.game(game).await.unwrap().place.channel;
    }
    assert_ne!(moved, CHANNEL, "the game lives in its thread now");

    // Its time runs out: the time-out is told in the thread, the end of the
    // cup in the channel.
    sqlx::query("UPDATE games SET round_deadline = now() - interval '1 second' WHERE id = $1")
        .bind(game.0)
        .execute(&bot.pool)
        .await
        .unwrap();
    bot.stub
        .wait_for("the time-out, in the thread", |r| {
            r.method == Method::POST && r.path == format!("/api/v10/channels/{moved}/messages")
        })
        .await;
    wait_for_post(&bot, "the cup's end", "is over. The winner is").await;
    bot.stop().await;
}
