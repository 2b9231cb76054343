//! `loadtest --team`: one team game on a throwaway database, two sides of
//! `--voters` people, every member of the side to move voting at once on
//! each of `--turns` turns. How long a vote takes to be acknowledged, how
//! long the side's last vote takes with the tally and the move it makes,
//! and every tally made again from the votes stored.

use super::CliError;
use super::loadtest::LoadtestArgs;
use crate::rules::Color;
use crate::service::{Place, Service, ServiceConfig, TeamGameRequest, User};
use crate::store::Store;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

pub async fn drive(args: &LoadtestArgs, url: &str) -> Result<(), CliError> {
    let store = Store::connect(url, args.concurrency + 4).await?;
    let svc = Service::new(store, ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() });
    let host = User::new(900_000, "host");
    let names = ["Nouakchott".to_string(), "Atar".to_string()];
    let req = TeamGameRequest {
        rules: args.rules.clone(),
        move_time: Some(Duration::from_secs(3600)),
        names,
        roles: [None; 2],
    };
    let id = svc.create_team_game(Place::server(1, 1), &host, &req).await?.game.id;
    eprintln!("{} voters joining each side…", args.voters);
    for (s, side) in [Color::Black, Color::White].into_iter().enumerate() {
        for n in 0..u64::from(args.voters) {
            let voter = User::new(1_000_000 + 100_000 * s as u64 + n, format!("v{s}-{n}"));
            svc.join_team(id, &voter, side, n == 0, &[]).await?;
        }
    }
    eprintln!("voting on {} turns…", args.turns);
    let mut rng = SmallRng::seed_from_u64(1);
    let (mut acks, mut lasts) = (Vec::new(), Vec::new());
    let started = Instant::now();
    for _ in 0..args.turns {
        let view = svc.team_game(id).await?;
        if !view.game.is_active() {
            break;
        }
        let ply = view.game.ply() as i32;
        let legal: Vec<String> = view.game.game.legal_turns().iter().map(ToString::to_string).collect();
        let side = view.game.game.position().turn();
        // People mostly agree: each votes for one of the first three turns.
        let mut votes = tokio::task::JoinSet::new();
        for (member, name) in view.side(side).members.clone() {
            let turn = legal[rng.random_range(0..legal.len().min(3))].clone();
            let (svc, voter) = (svc.clone(), User::new(member.0, name));
            votes.spawn(async move {
                let sent = Instant::now();
                let report = svc.vote(id, &voter, &turn, Some(ply)).await;
                (sent.elapsed(), report)
            });
        }
        let mut played = false;
        while let Some(done) = votes.join_next().await {
            let (took, report) = done.map_err(|e| CliError(e.to_string()))?;
            let report = report?;
            match report.tally.and_then(|t| t.played) {
                Some(_) => {
                    played = true;
                    lasts.push(took);
                }
                None => acks.push(took),
            }
        }
        if !played && svc.team_game(id).await?.game.ply() as i32 == ply {
            return Err(CliError(format!("the turn at ply {ply} was not tallied when every member had voted")));
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let (checked, differ) = svc.check_tallies(id).await?;
    acks.sort();
    lasts.sort();
    let ms = |v: &[Duration], q: f64| {
        v.get(((v.len().max(1) - 1) as f64 * q).round() as usize).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "2 sides × {} voters, {} turns in {secs:.1} s; a vote acknowledged: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} votes)",
        args.voters,
        lasts.len(),
        ms(&acks, 0.5),
        ms(&acks, 0.99),
        ms(&acks, 1.0),
        acks.len() + lasts.len()
    );
    println!(
        "the side's last vote, with the tally and its move: p50 {:.1} ms, max {:.1} ms; tallies made again from the stored votes: {checked}, {} different",
        ms(&lasts, 0.5),
        ms(&lasts, 1.0),
        differ.len()
    );
    if !differ.is_empty() {
        return Err(CliError(format!("the tallies at plies {differ:?} come out otherwise from their votes")));
    }
    Ok(())
}
