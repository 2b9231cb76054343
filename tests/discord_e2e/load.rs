//! The load test: the real bot and the stand-in on this machine, with 64
//! games against the level-5 computer thinking at once and a replay GIF
//! asked for every second, while 50 people play human games. It measures
//! the time from INTERACTION_CREATE to the answer for the humans' moves,
//! first with nothing else running, then under that load; and checks that
//! nothing is lost. Not a timed test: it measures and reports, and fails
//! only when something is lost. Run it with
//!
//! ```text
//! cargo test --release --test discord_e2e load -- --ignored --nocapture
//! ```
//!
//! (`ZAMMA_LOAD_SECONDS` sets the loaded phase's length, 30 by default.)
//! The last line it prints has this form:
//! `human moves: p50 X ms, p99 Y ms, max Z ms; computer turns N; lost 0`.

use crate::harness::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use zamma_bot::service::{ChallengeRequest, ColourChoice, User};

const HUMANS: usize = 50;
const COMPUTER_GAMES: usize = 64;
const FIRST_CHANNEL: u64 = 772_000_000_000_000_000;

fn person(n: usize) -> Person {
    Person { id: 120_000_000_000_000_000 + n as u64, name: Box::leak(format!("p{n:03}").into_boxed_str()) }
}

/// An interaction from `channel` (each game has its own, as Discord's rate
/// limits are per channel).
fn in_channel(mut v: Value, channel: u64) -> Value {
    v["channel_id"] = json!(channel.to_string());
    v["channel"]["id"] = json!(channel.to_string());
    v
}

/// What the people saw: answer times of human moves, and what went missing.
#[derive(Default)]
struct Tally {
    human_ms: Vec<f64>,
    lost: Vec<String>,
}

/// Play `game` (between `black` and `white`, in `channel`) until `stop`:
/// the side to move plays a random legal move after a short think.
async fn human_game(
    bot: Arc<Bot>,
    watch: PgPool,
    game: GameId,
    players: [Person; 2],
    channel: u64,
    stop: Arc<AtomicBool>,
    seed: u64,
) -> Tally {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    // Go on from where the game stands.
    let mut record = replayed(&stored(&watch, game).await);
    while !stop.load(Ordering::Relaxed) && !record.legal_moves().is_empty() {
        tokio::time::sleep(Duration::from_millis(rng.random_range(300..1200))).await;
        let legal = record.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())].to_string();
        let who = players[record.turns().len() % 2];
        let options = vec![str_opt("move", &mv), int_opt("game", game.0)];
        let pushed = Instant::now();
        let sent = bot.push(|id| in_channel(slash(id, who, "move", options), channel));
        match bot.stub.first_to(&sent.callback_path(), Duration::from_secs(20)).await {
            Some((at, true)) => {
                tally.human_ms.push(at.duration_since(pushed).as_secs_f64() * 1000.0);
                record.play_text(&mv).unwrap();
            }
            Some((_, false)) => {
                tally.lost.push(format!("game {game}: {mv} was refused"));
                break;
            }
            None => {
                tally.lost.push(format!("game {game}: {mv} was never answered"));
                break;
            }
        }
    }
    let stored = stored(&watch, game).await.len();
    if stored != record.turns().len() {
        tally.lost.push(format!("game {game}: {} moves answered, {stored} stored", record.turns().len()));
    }
    tally
}

/// Keep a level-5 game going: whenever the computer has moved, answer at
/// once, so the computer always has a turn to think about.
async fn computer_game(
    bot: Arc<Bot>,
    watch: PgPool,
    who: Person,
    channel: u64,
    stop: Arc<AtomicBool>,
    turns: Arc<AtomicUsize>,
) -> Vec<String> {
    let sent =
        bot.push(|id| in_channel(slash(id, who, "play-ai", vec![int_opt("level", 5), int_opt("colour", 1)]), channel));
    let game = game_id_of(&bot.reply(sent).await);
    let mut lost = Vec::new();
    let mut plies = 0;
    while !stop.load(Ordering::Relaxed) {
        let moves = stored(&watch, game).await;
        if moves.len() == plies || moves.len() % 2 == 0 {
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        }
        // The computer moved (odd plies are its turns): count it, answer.
        turns.fetch_add(1, Ordering::Relaxed);
        plies = moves.len();
        let record = replayed(&moves);
        let Some(mv) = record.legal_moves().first().map(|m| m.to_string()) else { break };
        let options = vec![str_opt("move", &mv), int_opt("game", game.0)];
        let sent = bot.push(|id| in_channel(slash(id, who, "move", options), channel));
        let answered = bot.stub.first_to(&sent.callback_path(), Duration::from_secs(20)).await;
        if answered.map(|(_, ok)| ok) != Some(true) {
            lost.push(format!("computer game {game}: {mv} not answered ({answered:?})"));
            break;
        }
    }
    // Every computer turn stored is on the channel (a post may still be on
    // its way for the last one).
    tokio::time::sleep(Duration::from_secs(2)).await;
    let computer_turns = stored(&watch, game).await.iter().filter(|m| m.1 as u64 == APP).count();
    let boards = bot.stub.messages_made(channel).len();
    if boards + 1 < computer_turns {
        lost.push(format!("computer game {game}: {computer_turns} turns, {boards} boards posted"));
    }
    lost
}

/// `(ply, player, notation)` of `game`'s stored moves, read on the test's
/// own connections (not the bot's).
async fn stored(watch: &PgPool, game: GameId) -> Vec<(i32, i64, String)> {
    sqlx::query_as("SELECT ply, player, notation FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(game)
        .fetch_all(watch)
        .await
        .unwrap()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

async fn start_human_games(bot: &Bot) -> Vec<(GameId, [Person; 2], u64)> {
    let mut games = Vec::new();
    for g in 0..HUMANS / 2 {
        let (black, white) = (person(2 * g), person(2 * g + 1));
        let channel = FIRST_CHANNEL + g as u64;
        let place = Place::server(GUILD, channel);
        let req =
            ChallengeRequest { rules: "zamma".into(), rated: false, colour: ColourChoice::Black, ..Default::default() };
        let (b, w): (User, User) = (black.user(), white.user());
        let challenge = bot.service.challenge(place, &b, &w, &req).await.unwrap().id;
        let game = bot.service.accept(challenge, &w).await.unwrap().id;
        games.push((game, [black, white], channel));
    }
    games
}

async fn play_humans(
    bot: &Arc<Bot>,
    watch: &PgPool,
    games: &[(GameId, [Person; 2], u64)],
    stop: &Arc<AtomicBool>,
    seed: u64,
) -> Vec<tokio::task::JoinHandle<Tally>> {
    games
        .iter()
        .enumerate()
        .map(|(i, &(game, players, channel))| {
            tokio::spawn(human_game(bot.clone(), watch.clone(), game, players, channel, stop.clone(), seed + i as u64))
        })
        .collect()
}

async fn gather(handles: Vec<tokio::task::JoinHandle<Tally>>) -> Tally {
    let mut all = Tally::default();
    for h in handles {
        let t = h.await.unwrap();
        all.human_ms.extend(t.human_ms);
        all.lost.extend(t.lost);
    }
    all.human_ms.sort_by(f64::total_cmp);
    all
}

#[sqlx::test]
#[ignore = "a measurement: cargo test --release --test discord_e2e load -- --ignored --nocapture"]
async fn load(pool: PgPool) {
    let seconds: u64 = std::env::var("ZAMMA_LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(30);
    // The bot gets its own pool, as `zamma-bot run` makes (10 connections);
    // the test watches the database on the test's.
    let watch = pool.clone();
    let options = (*pool.connect_options()).clone();
    let bot_pool = sqlx::postgres::PgPoolOptions::new().max_connections(10).connect_with(options).await.unwrap();
    let bot = Arc::new(Bot::start(bot_pool).await);

    // 1. The human-move path with nothing else running (after one move, so
    // that the board's fixed parts are drawn).
    let games = start_human_games(&bot).await;
    let (warm_game, [warm_black, _], warm_channel) = games[0];
    let warm = bot.legal_now(warm_game).await.swap_remove(0);
    let options = vec![str_opt("move", &warm), int_opt("game", warm_game.0)];
    bot.reply(bot.push(|id| in_channel(slash(id, warm_black, "move", options), warm_channel))).await;
    let stop = Arc::new(AtomicBool::new(false));
    let handles = play_humans(&bot, &watch, &games, &stop, 1).await;
    tokio::time::sleep(Duration::from_secs(seconds.min(20))).await;
    stop.store(true, Ordering::Relaxed);
    let quiet = gather(handles).await;
    println!(
        "no load: {} human moves, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        quiet.human_ms.len(),
        percentile(&quiet.human_ms, 0.5),
        percentile(&quiet.human_ms, 0.99),
        percentile(&quiet.human_ms, 1.0)
    );

    // 2. The same under load.
    let stop = Arc::new(AtomicBool::new(false));
    let turns = Arc::new(AtomicUsize::new(0));
    let computers: Vec<_> = (0..COMPUTER_GAMES)
        .map(|i| {
            let who = person(1000 + i);
            tokio::spawn(computer_game(
                bot.clone(),
                watch.clone(),
                who,
                FIRST_CHANNEL + 1000 + i as u64,
                stop.clone(),
                turns.clone(),
            ))
        })
        .collect();
    // A replay of a game in progress every second, by ten people in turn.
    let replays = {
        let (bot, stop, games) = (bot.clone(), stop.clone(), games.clone());
        tokio::spawn(async move {
            let mut asked = Vec::new();
            let mut every = tokio::time::interval(Duration::from_secs(1));
            while !stop.load(Ordering::Relaxed) {
                every.tick().await;
                let (game, _, channel) = games[asked.len() % games.len()];
                let who = person(2000 + asked.len() % 10);
                asked.push(bot.push(|id| in_channel(slash(id, who, "replay", vec![int_opt("game", game.0)]), channel)));
            }
            asked
        })
    };
    let handles = play_humans(&bot, &watch, &games, &stop, 100).await;
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let mut loaded = gather(handles).await;
    for c in computers {
        loaded.lost.extend(c.await.unwrap());
    }
    // Every replay ends as a GIF, or as "one at a time, please" for a
    // person who already had one queued; once the computer games stop, the
    // queue drains.
    let asked = replays.await.unwrap();
    let (mut gifs, mut refused) = (0, 0);
    for sent in &asked {
        let hook = format!("/api/v10/webhooks/{APP}/{}", token(sent.id));
        let gif = |r: &Recorded| r.path.starts_with(&hook) && r.files.iter().any(|f| f.name.ends_with(".gif"));
        let busy = |r: &Recorded| r.path.starts_with(&hook) && r.ephemeral() && r.content().contains("one at a time");
        let start = Instant::now();
        loop {
            if bot.stub.count(gif) > 0 {
                gifs += 1;
                break;
            }
            if bot.stub.count(busy) > 0 {
                refused += 1;
                break;
            }
            if start.elapsed() > Duration::from_secs(120) {
                loaded.lost.push(format!("replay {}: neither a GIF nor a refusal", sent.id));
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    loaded.lost.extend(quiet.lost);
    for l in &loaded.lost {
        println!("lost: {l}");
    }
    println!("replays: {} asked, {gifs} GIFs sent, {refused} refused (one at a time, please)", asked.len());
    println!(
        "human moves: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; computer turns {}; lost {}",
        percentile(&loaded.human_ms, 0.5),
        percentile(&loaded.human_ms, 0.99),
        percentile(&loaded.human_ms, 1.0),
        turns.load(Ordering::Relaxed),
        loaded.lost.len()
    );
    assert!(loaded.lost.is_empty());
    Arc::try_unwrap(bot).ok().expect("every task is done").stop().await;
}
