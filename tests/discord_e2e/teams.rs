//! Team games on Discord: a game whose sides are played by many, by vote.
//! Sides joined by command and by button (one limited to a role), a
//! private thread per side with its members added, votes by `/vote` (its
//! autocomplete offering the legal turns) and by the move menu, each told
//! only in the voter's side's thread, the tally posted in the channel once
//! (its counts and the board), the next side told in its own thread, and a
//! side's time running out: its votes tallied at the deadline, by the one
//! process of two that claims it.

use crate::harness::*;
use std::time::Duration;
use zamma_bot::rules::Color;

const DAVE: Person = Person { id: 110_000_000_000_000_004, name: "dave" };
/// The role White's team is limited to.
const CAMEL_RIDERS: u64 = 790_000_000_000_000_001;

fn team(sub_name: &str, options: Vec<Value>) -> Vec<Value> {
    vec![sub(sub_name, options)]
}

/// A slash command or a press by `from`, who has `roles` in the server.
fn with_roles(mut interaction: Value, roles: &[u64]) -> Value {
    interaction["member"]["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
    interaction
}

/// The texts of the messages the bot made in `channel`.
fn texts(bot: &Bot, channel: u64) -> Vec<String> {
    bot.stub.messages_made(channel).iter().map(|m| format!("{} {}", m.content(), m.body["embeds"])).collect()
}

/// A request to the web board with `token`: its answer, which must be a 200.
async fn web_post(bot: &Bot, path: &str, token: &str, body: Value) -> Value {
    let request = reqwest::Client::new().post(format!("{}{path}", bot.web)).bearer_auth(token);
    let (status, answer) = web_answer(request, Some(body)).await;
    assert_eq!(status, 200, "{path}: {answer}");
    answer
}

async fn until(what: &str, done: impl Fn() -> bool) {
    let start = std::time::Instant::now();
    while !done() {
        assert!(start.elapsed() < PATIENCE + Duration::from_secs(6), "timed out waiting for {what}");
        tokio::time::sleep(POLL).await;
    }
}

/// Start a team game (Atar against Chinguetti, White's limited to a role)
/// and put alice (captain) and bob on Black, carol and dave on White. The
/// game, and the private threads of Black and White.
async fn start_team_game(bot: &Bot) -> (GameId, u64, u64) {
    let options =
        vec![str_opt("black-name", "Atar"), str_opt("white-name", "Chinguetti"), role_opt("white-role", CAMEL_RIDERS)];
    let sent = bot.push(|id| slash(id, ALICE, "team", team("create", options)));
    assert_eq!(bot.reply(sent).await.kind(), 5, "opening the threads is deferred");
    let post = bot.followup(sent).await;
    assert!(!post.ephemeral());
    let game = match Action::parse(&post.custom_id(Action::Vote)) {
        Some(Action::Vote(game)) => game,
        other => panic!("no Vote button: {other:?}"),
    };
    assert!(post.content().contains(&format!("Team game #{game}: join a side")), "{}", post.content());
    let embed = post.embed().to_string();
    assert!(embed.contains("**Atar**") && embed.contains("**Chinguetti**") && embed.contains("nobody yet"), "{embed}");
    assert!(post.custom_ids().contains(&cid(Action::JoinTeam(game, Color::White))), "{:?}", post.custom_ids());
    post.assert_board();

    // A private thread per side, which nobody may invite others to.
    let threads = bot.stub.threads_in(CHANNEL);
    let names: Vec<&str> = threads.iter().map(|(_, t)| t.name.as_str()).collect();
    assert_eq!(names, [format!("Game #{game}: Atar"), format!("Game #{game}: Chinguetti")], "{threads:?}");
    assert!(threads.iter().all(|(_, t)| t.kind == 12 && !t.invitable), "{threads:?}");
    let (black, white) = (threads[0].0, threads[1].0);

    // Alice leads Black by command; bob joins it by its button.
    let r = bot.command(ALICE, "team", team("join", vec![int_opt("side", 0), bool_opt("captain", true)])).await;
    assert!(r.ephemeral());
    assert!(r.content().contains(&format!("You play for Atar in game #{game}, as its captain.")), "{}", r.content());
    assert!(r.content().contains(&format!("<#{black}>")), "{}", r.content());
    let (_, r) = bot.press(BOB, &cid(Action::JoinTeam(game, Color::Black))).await;
    assert!(r.content().contains(&format!("You play for Atar in game #{game}.")), "{}", r.content());
    // Joining twice, or the other side, is refused.
    let (_, r) = bot.press(BOB, &cid(Action::JoinTeam(game, Color::White))).await;
    bot.assert_refusal(&r, "You are already on Black's team in this game").await;

    // White's team takes only members with its role.
    let (_, r) = bot.press(CAROL, &cid(Action::JoinTeam(game, Color::White))).await;
    bot.assert_refusal(&r, &format!("only for members with the role <@&{CAMEL_RIDERS}>")).await;
    for p in [CAROL, DAVE] {
        let sent =
            bot.push(|id| with_roles(button(id, p, &cid(Action::JoinTeam(game, Color::White))), &[CAMEL_RIDERS]));
        let r = bot.reply(sent).await;
        assert!(r.content().contains("You play for Chinguetti"), "{}", r.content());
    }
    // Each added to their own side's thread only.
    let members = |thread: u64| bot.stub.threads_in(CHANNEL).into_iter().find(|(t, _)| *t == thread).unwrap().1.members;
    assert_eq!(members(black), [ALICE.id, BOB.id]);
    assert_eq!(members(white), [CAROL.id, DAVE.id]);
    (game, black, white)
}

#[sqlx::test]
async fn a_team_game_is_voted_in_private_threads_and_tallied_in_the_channel(pool: PgPool) {
    let bot = Bot::start(pool).await;
    let (game, black, white) = start_team_game(&bot).await;
    let legal = bot.legal_now(game).await;

    // The Board button: a member of a side gets a board to vote on, for
    // them only, not one to watch (the web board's tests vote on it).
    let (_, r) = bot.press(ALICE, &cid(Action::Board(game))).await;
    assert!(r.ephemeral() && r.content().starts_with(&format!("Your board for game {game}")), "{r:#?}");
    assert!(r.content().contains(&format!("{}/play/{}?lang=en#t=", bot.web, game.0)), "{r:#?}");

    // /vote offers the legal turns to a member of the side to move, and
    // nothing to the other side.
    let choices = bot.complete(ALICE, "vote", vec![str_opt("turn", "")], "turn").await;
    let offered: Vec<String> = choices.data()["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert!(!offered.is_empty() && offered.len() <= 25, "{offered:?}");
    assert!(offered.iter().all(|t| legal.contains(t)), "{offered:?} are not all legal: {legal:?}");
    let choices = bot.complete(CAROL, "vote", vec![str_opt("turn", "")], "turn").await;
    assert_eq!(choices.data()["choices"], json!([]), "White may not vote on Black's turn");
    let r = bot.command(CAROL, "vote", vec![str_opt("turn", &legal[0])]).await;
    bot.assert_refusal(&r, "It is Black's turn: your team votes once the other team has played").await;

    // Alice votes by command: told to her alone, and in Black's thread.
    let alices = offered[0].clone();
    let r = bot.command(ALICE, "vote", vec![str_opt("turn", &alices)]).await;
    assert!(r.ephemeral());
    assert!(r.content().contains(&format!("You voted {alices}. Your side so far (1 of 2 voted)")), "{}", r.content());
    until("alice's vote told in Black's thread", || texts(&bot, black).iter().any(|t| t.contains(&alices))).await;
    assert!(texts(&bot, black)[0].contains(&format!("<@{}> votes {alices} (1 of 2 voted)", ALICE.id)));

    // Bob votes with the move menu (the Vote button, a piece, a move): the
    // side's last vote, so the tally comes at once.
    let (_, menu) = bot.press(BOB, &cid(Action::Vote(game))).await;
    assert!(menu.ephemeral());
    let pieces = cid(Action::PickPiece(game, 0));
    let piece = menu.option_values(&pieces).remove(0);
    let (_, menu) = bot.pick(BOB, &pieces, &piece).await;
    let moves = cid(Action::PickMove(game, 0));
    let (_, r) = bot.pick(BOB, &moves, &menu.option_values(&moves)[0]).await;
    assert!(r.content().contains("your side's last vote. The tally:"), "{}", r.content());
    let (ply, ..) = bot.game_row(game).await;
    assert_eq!(ply, 1, "the tally played Black's turn");
    let played = bot.moves(game).await.remove(0).2;

    // The tally in the channel: the counts and the board, once.
    until("the tally posted", || {
        bot.stub.messages_made(CHANNEL).iter().any(|m| m.content().contains("The tally of Atar"))
    })
    .await;
    let tallies: Vec<Recorded> =
        bot.stub.messages_made(CHANNEL).into_iter().filter(|m| m.content().contains("The tally of Atar")).collect();
    assert_eq!(tallies.len(), 1);
    let tally = &tallies[0];
    assert!(tally.content().contains(&alices), "{}", tally.content());
    assert!(tally.embed().to_string().contains(&format!("Atar played {played} by vote")), "{}", tally.embed());
    assert!(tally.files.iter().any(|f| f.name == format!("game-{game}-1.png")), "{:?}", tally.files);
    // White is told in its own thread, with the Vote button.
    until("White told it is its turn", || !bot.stub.messages_made(white).is_empty()).await;
    let told = bot.stub.messages_made(white).remove(0);
    assert!(told.content().contains(&format!("the other side played {played}")), "{}", told.content());
    assert!(told.custom_ids().contains(&cid(Action::Vote(game))));
    // Votes stayed in Black's thread: the channel saw only the tally, and
    // White's thread no vote.
    assert!(texts(&bot, CHANNEL).iter().all(|t| !t.contains(" votes ")), "{:?}", texts(&bot, CHANNEL));
    assert!(texts(&bot, white).iter().all(|t| !t.contains(" votes ")), "{:?}", texts(&bot, white));

    // A vote on the turn already tallied is refused with a sentence.
    let r = bot.command(BOB, "vote", vec![str_opt("turn", &legal[0])]).await;
    bot.assert_refusal(&r, "It is White's turn").await;
    // Only the captain calls a tally early.
    let r = bot.command(DAVE, "team", team("tally", vec![])).await;
    bot.assert_refusal(&r, "Only the team's captain can call the tally early").await;

    // A takeback, decided by each side: Black's captain asks alone; White's
    // two members agree together, and Black votes on its turn again.
    let r = bot.command(ALICE, "team", team("takeback", vec![])).await;
    assert!(!r.ephemeral());
    assert!(r.content().starts_with("Atar asks to take back its last turn"), "{}", r.content());
    let r = bot.command(DAVE, "team", team("takeback", vec![])).await;
    assert!(r.ephemeral());
    assert!(
        r.content().contains("dave backs taking back the side's last turn for the side: 1 of 2"),
        "{}",
        r.content()
    );
    let r = bot.command(CAROL, "team", team("takeback", vec![])).await;
    assert!(!r.ephemeral());
    let shown = format!("{} {}", r.content(), r.embed());
    assert!(shown.contains("Atar's last turn is taken back: Atar votes on its turn again."), "{shown}");
    assert_eq!(bot.game_row(game).await.0, 0, "Black votes on its first turn again");

    // Bob votes and backs a draw on the web board: each told in Black's
    // thread, as it is when done on Discord.
    let token = web_session(zamma_bot::service::pass::Who::Player(zamma_bot::service::UserId(BOB.id)));
    let turn = bot.legal_now(game).await.remove(0);
    web_post(&bot, &format!("/api/game/{game}/turn"), &token, json!({ "turn": turn, "ply": 0 })).await;
    let bobs = format!("<@{}> votes {turn} (1 of 2 voted)", BOB.id);
    until("bob's web vote told in Black's thread", || texts(&bot, black).iter().any(|t| t.contains(&bobs))).await;
    let action = json!({ "action": "team-draw", "ply": 0 });
    web_post(&bot, &format!("/api/game/{game}/action"), &token, action).await;
    let told = format!("<@{}> backs a draw for the side: 1 of 2", BOB.id);
    until("bob's web backing told in Black's thread", || texts(&bot, black).iter().any(|t| t.contains(&told))).await;
    // Told once each, and nowhere else.
    assert_eq!(texts(&bot, black).iter().filter(|t| t.contains(&bobs) || t.contains(&told)).count(), 2);
    let elsewhere = [texts(&bot, white), texts(&bot, CHANNEL)].concat();
    assert!(elsewhere.iter().all(|t| !t.contains(&bobs) && !t.contains(&told)), "{elsewhere:?}");

    // A draw, decided by each side: dave's backing is half of White, told
    // to him and in White's thread; carol's carries it, told to everyone.
    let r = bot.command(DAVE, "team", team("draw", vec![])).await;
    assert!(r.ephemeral());
    assert!(r.content().contains("dave backs a draw for the side: 1 of 2 so far"), "{}", r.content());
    until("dave's backing told in White's thread", || texts(&bot, white).iter().any(|t| t.contains("backs a draw")))
        .await;
    let daves = format!("<@{}> backs a draw", DAVE.id);
    assert!(texts(&bot, black).iter().all(|t| !t.contains(&daves)), "{:?}", texts(&bot, black));
    let r = bot.command(CAROL, "team", team("draw", vec![])).await;
    assert!(!r.ephemeral());
    assert!(r.content().starts_with("Chinguetti offers a draw"), "{}", r.content());
    // Black's captain accepts it alone: the game ends, drawn.
    let r = bot.command(ALICE, "team", team("draw", vec![])).await;
    assert!(!r.ephemeral());
    assert!(r.content().contains("agreement"), "{}", r.content());
    assert_eq!(bot.game_row(game).await.1, "finished");
    bot.stop().await;
}

#[sqlx::test]
async fn a_side_whose_time_is_up_plays_its_votes_posted_once_by_two_processes(pool: PgPool) {
    let bot = Bot::start_two(pool).await;
    let (game, black, white) = start_team_game(&bot).await;
    let legal = bot.legal_now(game).await;
    // One vote of two: no tally yet.
    bot.command(BOB, "vote", vec![str_opt("turn", &legal[0])]).await;
    assert_eq!(bot.game_row(game).await.0, 0);
    // Black's time is up in a moment (neither process's sweep tick comes
    // during the test: each wakes for the deadline itself).
    sqlx::query("UPDATE games SET turn_started_at = now() - make_interval(secs => move_seconds - 1) WHERE id = $1")
        .bind(game)
        .execute(&bot.pool)
        .await
        .unwrap();
    until("the deadline's tally posted", || texts(&bot, CHANNEL).iter().any(|t| t.contains("The tally of Atar"))).await;
    assert_eq!(bot.moves(game).await[0].2, legal[0], "bob's vote was played");
    until("White told", || !bot.stub.messages_made(white).is_empty()).await;
    // Both processes woke for the deadline: the tally is posted once.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let posted = texts(&bot, CHANNEL).iter().filter(|t| t.contains("The tally of Atar")).count();
    assert_eq!(posted, 1, "{:?}", texts(&bot, CHANNEL));
    assert_eq!(bot.stub.messages_made(white).len(), 1);
    assert!(texts(&bot, black).iter().all(|t| !t.contains("Your side's turn")));
    assert_eq!(bot.service.effects_waiting().await.unwrap(), 0, "nothing owed is left");
    bot.stop().await;
}

#[sqlx::test]
async fn one_server_plays_another_each_voting_in_its_own_thread(pool: PgPool) {
    let bot = Bot::start(pool).await;
    // Alice's server challenges: a code, and nothing else to give.
    let r = bot.command(ALICE, "team", team("challenge", vec![str_opt("name", "Atar")])).await;
    assert!(!r.ephemeral());
    let code: String = r.content().split('`').nth(1).expect("a code in backquotes").to_string();
    assert_eq!(code.len(), 6, "{}", r.content());
    assert!(r.content().contains(&format!("/team accept code:{code}")), "{}", r.content());
    // Answered from the same server: refused.
    let r = bot.command(BOB, "team", team("accept", vec![str_opt("code", &code)])).await;
    bot.assert_refusal(&r, "That code was given in this server").await;
    let r = bot.command(BOB, "team", team("accept", vec![str_opt("code", "ZZZZZZ")])).await;
    bot.assert_refusal(&r, "No server challenge has that code").await;

    // Bob answers from the other server (lower case is fine): the game in
    // both channels, each with a private thread for its own side.
    let accept = team("accept", vec![str_opt("code", &code.to_lowercase()), str_opt("name", "Kiffa")]);
    let sent = bot.push(|id| located(slash(id, BOB, "team", accept), Where::OtherServer));
    assert_eq!(bot.reply(sent).await.kind(), 5);
    let there = bot.followup(sent).await;
    assert!(there.content().contains("This server plays for Kiffa"), "{}", there.content());
    let game = match Action::parse(&there.custom_id(Action::Vote)) {
        Some(Action::Vote(game)) => game,
        other => panic!("no Vote button: {other:?}"),
    };
    until("the game shown in the challenger's channel", || {
        texts(&bot, CHANNEL).iter().any(|t| t.contains("This server plays for Atar"))
    })
    .await;
    let (here, elsewhere) = (bot.stub.threads_in(CHANNEL), bot.stub.threads_in(OTHER_CHANNEL));
    assert_eq!(here.len(), 1, "{here:?}");
    assert_eq!(elsewhere.len(), 1, "{elsewhere:?}");
    assert_eq!(here[0].1.name, format!("Game #{game}: Atar"));
    assert_eq!(elsewhere[0].1.name, format!("Game #{game}: Kiffa"));
    let (atar, kiffa) = (here[0].0, elsewhere[0].0);
    // Nothing of the other server is shown: no channel of it named.
    assert!(texts(&bot, CHANNEL).iter().all(|t| !t.contains(&OTHER_CHANNEL.to_string())));
    // A code starts one game.
    let again = team("accept", vec![str_opt("code", &code)]);
    let (_, r) = bot.command_at(Where::OtherServer, CAROL, "team", again).await;
    bot.assert_refusal(&r, "That code has started its game already").await;

    // Each server plays its own side only.
    let (_, r) = bot.press(CAROL, &cid(Action::JoinTeam(game, Color::White))).await;
    bot.assert_refusal(&r, "White's team is played by the other server's members").await;
    let (_, r) = bot.press(ALICE, &cid(Action::JoinTeam(game, Color::Black))).await;
    assert!(r.content().contains("You play for Atar"), "{}", r.content());
    let (_, r) = bot.press_at(Where::OtherServer, BOB, &cid(Action::JoinTeam(game, Color::White))).await;
    assert!(r.content().contains("You play for Kiffa"), "{}", r.content());
    let members = |thread: u64, channel: u64| {
        bot.stub.threads_in(channel).into_iter().find(|(t, _)| *t == thread).unwrap().1.members
    };
    assert_eq!((members(atar, CHANNEL), members(kiffa, OTHER_CHANNEL)), (vec![ALICE.id], vec![BOB.id]));

    // Alice's vote is her side's last: told in Atar's thread only, and
    // the tally shown in both servers' channels.
    let turn = bot.legal_now(game).await.remove(0);
    let r = bot.command(ALICE, "vote", vec![str_opt("turn", &turn)]).await;
    assert!(r.content().contains("your side's last vote"), "{}", r.content());
    until("the tally in both channels", || {
        [CHANNEL, OTHER_CHANNEL].iter().all(|c| texts(&bot, *c).iter().any(|t| t.contains("The tally of Atar")))
    })
    .await;
    until("Kiffa told in its thread", || !bot.stub.messages_made(kiffa).is_empty()).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    // One board of the turn in each channel, and neither server's members
    // shown in the other.
    for channel in [CHANNEL, OTHER_CHANNEL] {
        let boards = bot
            .stub
            .messages_made(channel)
            .iter()
            .filter(|m| m.files.iter().any(|f| f.name == format!("game-{game}-1.png")))
            .count();
        assert_eq!(boards, 1, "channel {channel}: {:?}", texts(&bot, channel));
    }
    assert!(
        texts(&bot, OTHER_CHANNEL).iter().all(|t| !t.contains(&ALICE.id.to_string())),
        "{:?}",
        texts(&bot, OTHER_CHANNEL)
    );
    assert!(texts(&bot, CHANNEL).iter().all(|t| !t.contains(&BOB.id.to_string())), "{:?}", texts(&bot, CHANNEL));
    assert!(texts(&bot, OTHER_CHANNEL).iter().all(|t| !t.contains(" votes ")), "{:?}", texts(&bot, OTHER_CHANNEL));
    assert!(texts(&bot, kiffa).iter().all(|t| !t.contains(" votes ")), "{:?}", texts(&bot, kiffa));
    assert!(texts(&bot, atar).iter().any(|t| t.contains(" votes ")));

    // Kiffa resigns (bob is the whole side): the servers are rated, once,
    // and the leaderboard of servers shows the winner first.
    let (_, r) = bot.command_at(Where::OtherServer, BOB, "team", team("resign", vec![])).await;
    assert!(!r.ephemeral() && r.content().contains("resign"), "{}", r.content());
    let records: Vec<(i64, i32, i32, i32)> =
        sqlx::query_as("SELECT guild_id, games, wins, losses FROM server_ratings ORDER BY guild_id")
            .fetch_all(&bot.pool)
            .await
            .unwrap();
    assert_eq!(records, [(GUILD as i64, 1, 1, 0), (OTHER_GUILD as i64, 1, 0, 1)]);
    let r = bot.command(CAROL, "leaderboard", vec![int_opt("scope", 2)]).await;
    let board = r.embed()["description"].as_str().unwrap().to_string();
    let (atar_at, kiffa_at) = (board.find("Atar").unwrap(), board.find("Kiffa").unwrap());
    assert!(atar_at < kiffa_at && board.contains("1W 0L 0D"), "{board}");
    bot.stop().await;
}
