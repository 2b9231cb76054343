//! The team tallies' measurement: the bot as two processes against the
//! stand-in, with team games whose sides (100 members each) vote on every
//! turn but leave one member silent, so that each turn is tallied when the
//! side's time is up. All the games' deadlines fall at once. It measures
//! the time from a deadline to the tally's post reaching the stand-in (the
//! counts and the board, in the game's channel), and checks that each
//! tally is posted once. Not a timed test: it measures and reports, and
//! fails only when a tally is lost or posted twice. Run it with
//!
//! ```text
//! cargo test --release --test discord_e2e team_tallies -- --ignored --nocapture
//! ```
//!
//! The last line it prints has this form:
//! `tally posted after the deadline: p50 X ms, p99 Y ms, max Z ms (N tallies); lost 0, twice 0`.

use crate::harness::*;
use std::time::{Duration, Instant};
use zamma_bot::rules::Color;
use zamma_bot::service::{Place, TeamGameRequest, User};

const GAMES: usize = 8;
const MEMBERS: usize = 100;
const ROUNDS: usize = 4;
/// How far ahead the deadlines are set: past the processes' next reading
/// of them (every 5 s).
const AHEAD: f64 = 7.0;
const FIRST_CHANNEL: u64 = 773_000_000_000_000_000;

fn member(game: usize, side: usize, n: usize) -> User {
    let id = 130_000_000_000_000_000 + (game * 1000 + side * 100 + n) as u64;
    User::new(id, format!("g{game}s{side}m{n}"))
}

fn tallies(bot: &Bot, channel: u64) -> Vec<Recorded> {
    bot.stub.messages_made(channel).into_iter().filter(|m| m.content().contains("The tally of")).collect()
}

#[sqlx::test]
#[ignore = "a measurement: cargo test --release --test discord_e2e team_tallies -- --ignored --nocapture"]
async fn team_tallies(pool: PgPool) {
    let bot = Bot::start_two(pool).await;
    let mut games = Vec::new();
    for g in 0..GAMES {
        let channel = FIRST_CHANNEL + g as u64;
        let request = TeamGameRequest {
            rules: "zamma".into(),
            move_time: None,
            names: [format!("North {g}"), format!("South {g}")],
            roles: [None; 2],
        };
        let view =
            bot.service.create_team_game(Place::server(GUILD, channel), &member(g, 0, 0), &request).await.unwrap();
        for (s, side) in [Color::Black, Color::White].into_iter().enumerate() {
            for n in 0..MEMBERS {
                bot.service.join_team(view.game.id, &member(g, s, n), side, false, (None, &[])).await.unwrap();
            }
        }
        games.push((view.game.id, channel));
    }

    let mut after = Vec::new();
    let (mut lost, mut twice) = (0, 0);
    for round in 0..ROUNDS {
        // Every member but the last votes for the same legal turn.
        for (g, &(id, _)) in games.iter().enumerate() {
            let turn = bot.legal_now(id).await.remove(0);
            let side = round % 2;
            for n in 0..MEMBERS - 1 {
                bot.service.vote(id, &member(g, side, n), &turn, Some(round as i32)).await.unwrap();
            }
        }
        // The sides' time is up in AHEAD seconds, as the database counts.
        let ids: Vec<i64> = games.iter().map(|(id, _)| id.0).collect();
        let left: Vec<f64> = sqlx::query_scalar(
            "UPDATE games SET turn_started_at = now() - make_interval(secs => move_seconds - $2) WHERE id = ANY($1)
             RETURNING EXTRACT(EPOCH FROM turn_started_at + make_interval(secs => move_seconds) - now())::float8",
        )
        .bind(&ids)
        .bind(AHEAD)
        .fetch_all(&bot.pool)
        .await
        .unwrap();
        let deadline = Instant::now() + Duration::from_secs_f64(left.iter().copied().fold(AHEAD, f64::min));
        tokio::time::sleep_until((deadline + Duration::from_secs(10)).into()).await;
        let mut this = Vec::new();
        for &(_, channel) in &games {
            let posted = tallies(&bot, channel);
            match posted.len() {
                n if n < round + 1 => lost += 1,
                n if n > round + 1 => twice += 1,
                _ => this.push(posted[round].at.saturating_duration_since(deadline).as_secs_f64() * 1000.0),
            }
        }
        this.sort_by(f64::total_cmp);
        let ms: Vec<String> = this.iter().map(|t| format!("{t:.0}")).collect();
        println!("round {}: {} ms", round + 1, ms.join(" "));
        after.extend(this);
    }
    after.sort_by(f64::total_cmp);
    let at = |q: f64| after.get(((after.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN);
    println!(
        "tally posted after the deadline: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} tallies); lost {lost}, twice {twice}",
        at(0.5),
        at(0.99),
        at(1.0),
        after.len()
    );
    assert_eq!((lost, twice), (0, 0), "every tally posted once");
    bot.stop().await;
}
