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
    // Turns of 2 s, for the deadlines measured last.
    let config =
        ServiceConfig { max_active_games: u32::MAX, min_move_time: Duration::from_secs(1), ..ServiceConfig::default() };
    let svc = Service::new(store, config);
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
            svc.join_team(id, &voter, side, n == 0, (None, &[])).await?;
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
    deadlines(&svc, args, &host).await
}

/// Turns left to their deadline: a game of 2 s per turn, half of the side
/// to move voting, then the sweeper's wait for the deadline (`team_time_up`)
/// and its sweep, which tallies. How long after each deadline its tally was
/// made and its move played.
async fn deadlines(svc: &Service, args: &LoadtestArgs, host: &User) -> Result<(), CliError> {
    if args.deadlines == 0 {
        return Ok(());
    }
    let req = TeamGameRequest {
        rules: args.rules.clone(),
        move_time: Some(Duration::from_secs(2)),
        names: ["Tidjikja".to_string(), "Kiffa".to_string()],
        roles: [None; 2],
    };
    let id = svc.create_team_game(Place::server(1, 1), host, &req).await?.game.id;
    for (s, side) in [Color::Black, Color::White].into_iter().enumerate() {
        for n in 0..u64::from(args.voters.min(10)) {
            let voter = User::new(3_000_000 + 100_000 * s as u64 + n, format!("d{s}-{n}"));
            svc.join_team(id, &voter, side, false, (None, &[])).await?;
        }
    }
    eprintln!("leaving {} turns to their deadline…", args.deadlines);
    let mut late = Vec::new();
    for _ in 0..args.deadlines {
        let view = svc.team_game(id).await?;
        let ply = view.game.ply() as i32;
        let turn = view.game.game.legal_turns()[0].to_string();
        let members = view.to_move().members.clone();
        for (member, name) in members.iter().take(members.len() / 2) {
            svc.vote(id, &User::new(member.0, name.clone()), &turn, Some(ply)).await?;
        }
        svc.team_time_up(tokio::time::Instant::now()).await;
        let tallied = svc.sweep().await?.tallies.into_iter().find(|t| t.game == id && t.ply == ply);
        let after = chrono::Utc::now() - view.game.deadline;
        if tallied.and_then(|t| t.played).is_none() {
            return Err(CliError(format!("the turn at ply {ply} was not tallied at its deadline")));
        }
        late.push(after.to_std().unwrap_or_default());
    }
    late.sort();
    let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
    println!(
        "turns left to their deadline: {}; the tally made and played {:.0}–{:.0} ms after it",
        late.len(),
        late.first().map_or(0.0, ms),
        late.last().map_or(0.0, ms)
    );
    Ok(())
}
