//! `tournament simulate`: a whole event played through the service on a
//! scratch database, with random results, printed as JSON lines.

use super::CliError;
use crate::service::{
    PairingResult, Place, Service, ServiceConfig, TournamentFormat, TournamentRequest, TournamentView, User,
};
use crate::store::Store;
use clap::{Args, Subcommand, ValueEnum};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::Write;

/// Scratch databases of simulations are named this, then the process id.
const SIMULATION_PREFIX: &str = "zamma_tournament_";

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Play a whole event with random results through the service on a
    /// scratch database: one JSON object per game, then the standings.
    Simulate(SimulateArgs),
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum FormatArg {
    Robin,
    DoubleRobin,
    Swiss,
    Cup,
}

impl From<FormatArg> for TournamentFormat {
    /// By the value's name, read as every front end reads a format.
    fn from(f: FormatArg) -> Self {
        f.to_possible_value().and_then(|v| v.get_name().parse().ok()).unwrap_or(TournamentFormat::Swiss)
    }
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    #[arg(long, value_enum)]
    pub format: FormatArg,
    /// Entrants, named p01, p02… (seeded in that order).
    #[arg(long)]
    pub players: u32,
    /// Rounds of a Swiss event (default: ⌈log₂ players⌉).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// Seed of the random results (the same seed, the same event).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Chance of a draw, in percent.
    #[arg(long, default_value_t = 20)]
    pub draws: u32,
    /// Server to use (default: DATABASE_URL, else the default address, else
    /// a private PostgreSQL, as for `local`); a throwaway database is made on
    /// it and dropped afterwards.
    #[arg(long)]
    pub database_url: Option<String>,
}

pub fn tournament(command: TournamentCommand) -> Result<(), CliError> {
    let TournamentCommand::Simulate(args) = command;
    if !(2..=crate::service::MAX_ENTRANTS).contains(&args.players) {
        return Err(CliError(format!("give --players from 2 to {}", crate::service::MAX_ENTRANTS)));
    }
    if args.draws > 100 {
        return Err(CliError("give --draws from 0 to 100 (percent)".into()));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let database = super::database::open(args.database_url.clone(), 2).await?;
        let scratch = super::database::scratch(&database.url, SIMULATION_PREFIX).await?;
        let result = simulate(&args, scratch.url()).await;
        scratch.drop_database().await?;
        database.store.close().await;
        let view = result?;
        let mut out = std::io::stdout().lock();
        for line in json_lines(&view) {
            writeln!(out, "{line}")?;
        }
        Ok(())
    })
}

async fn simulate(args: &SimulateArgs, url: &str) -> Result<TournamentView, CliError> {
    let store = Store::connect(url, 4).await?;
    let service = Service::new(store, ServiceConfig { max_active_games: u32::MAX, ..ServiceConfig::default() });
    let width = args.players.to_string().len().max(2);
    let players: Vec<User> =
        (1..=args.players).map(|i| User::new(u64::from(i), format!("p{i:0width$}", width = width))).collect();
    let organiser = User::new(1_000_000, "organiser");
    let place = Place::server(1, 1);
    let req = TournamentRequest {
        name: "simulation".into(),
        format: args.format.into(),
        rounds: args.rounds,
        ..TournamentRequest::default()
    };
    let t = service.create_tournament(place, &organiser, &req).await?;
    for p in &players {
        service.join_tournament(t.id, p).await?;
    }
    service.start_tournament(t.id, &organiser, false).await?;
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let user = |id: crate::service::UserId| players.iter().find(|p| p.id == id).cloned();
    loop {
        let view = service.tournament(t.id).await?;
        if view.status != crate::service::TournamentStatus::Running {
            return Ok(view);
        }
        let playing: Vec<_> = view.pairings.iter().filter(|p| p.result.is_none() && p.game.is_some()).collect();
        for p in playing {
            let (Some(game), Some(white)) = (p.game, p.white.as_ref()) else { continue };
            let (Some(black), Some(white)) = (user(p.black.id), user(white.id)) else { continue };
            let seat = async |who: &User| service.seat(who, place, Some(game)).await;
            if rng.random_range(0..100) < args.draws {
                let (black, white) = (seat(&black).await?, seat(&white).await?);
                service.offer_draw(&black).await?;
                service.answer_draw(&white, true).await?;
            } else {
                let loser = if rng.random_bool(0.5) { &white } else { &black };
                service.resign(&seat(loser).await?).await?;
            }
        }
        service.advance_tournament(t.id).await?;
    }
}

/// Every pairing, in order, then the standings: one JSON object a line.
pub fn json_lines(view: &TournamentView) -> Vec<String> {
    let mut lines = Vec::new();
    for p in &view.pairings {
        let white = p.white.as_ref().map_or("null".to_string(), |w| format!("\"{}\"", json_escape(&w.name)));
        let result = match p.result {
            Some(PairingResult::Draw) => "1/2-1/2",
            Some(r) => r.as_str(),
            None => "*",
        };
        let leg = if p.leg > 1 { format!(",\"leg\":{}", p.leg) } else { String::new() };
        lines.push(format!(
            "{{\"round\":{}{leg},\"black\":\"{}\",\"white\":{white},\"result\":\"{result}\"}}",
            p.round,
            json_escape(&p.black.name)
        ));
    }
    for s in &view.standings {
        lines.push(format!(
            "{{\"rank\":{},\"player\":\"{}\",\"points\":{},\"buchholz\":{},\"sonneborn_berger\":{},\"wins\":{}{}}}",
            s.rank,
            json_escape(&s.player.name),
            s.points,
            s.buchholz,
            s.sonneborn_berger,
            s.wins,
            if view.format == TournamentFormat::Cup { format!(",\"reached\":{}", s.reached) } else { String::new() }
        ));
    }
    lines
}

fn json_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}
