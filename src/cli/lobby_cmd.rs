//! `lobby simulate`: quick pairing measured through the real service on a
//! scratch database, at a simulated clock: people seek in one pool (zamma,
//! one hour per move, rated), waves pair them every few seconds, and each
//! person paired is replaced by a newcomer a few seconds later, so about
//! `--players` people seek at once all along.

use super::CliError;
use crate::service::seeks::{Asked, POOL_TIMES, SeekRequest, WAVE_EVERY};
use crate::service::{Place, RatingRange, Service, ServiceConfig, User, UserId};
use crate::store::Store;
use chrono::{DateTime, Utc};
use clap::{Args, Subcommand};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

/// Scratch databases of simulations are named this, then the process id.
const SIMULATION_PREFIX: &str = "zamma_lobby_";
/// Ratings of the simulated people: normal around this, with this spread.
const MEAN_RATING: f64 = 1500.0;
const RATING_SPREAD: f64 = 300.0;
/// The share of people with a provisional rating, and of those who limit
/// the ratings they will play (to this far from their own), in percent
/// (among newcomers).
const PROVISIONAL_PERCENT: u32 = 20;
const RANGED_PERCENT: u32 = 10;
const RANGE_WIDTH: i32 = 250;

#[derive(Subcommand, Debug)]
pub enum LobbyCommand {
    /// Measure quick pairing: prints the share paired within 60 s, the
    /// median wait and the mean rating gap, then one line:
    /// `paired 97% within 60 s, median wait 8 s, mean gap 112`.
    Simulate(SimulateArgs),
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// People seeking at once (each one paired is replaced by a newcomer).
    #[arg(long, default_value_t = 10)]
    pub players: u32,
    /// Simulated minutes.
    #[arg(long, default_value_t = 60)]
    pub minutes: u32,
    /// Seed of the ratings and arrivals (the same seed, the same run).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Server to use (default: DATABASE_URL, else the default address, else
    /// a private PostgreSQL, as for `local`); a throwaway database is made on
    /// it and dropped afterwards.
    #[arg(long)]
    pub database_url: Option<String>,
}

/// What a simulation measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measured {
    /// Seeks made early enough to have waited 60 s before the end.
    pub seeks: usize,
    pub paired_within_60s: usize,
    /// Waits of the paired seeks, in seconds.
    pub waits: Vec<f64>,
    /// Rating gaps of the pairings.
    pub gaps: Vec<f64>,
    /// Of those who seek from the start, how many the first wave paired.
    pub first: usize,
    pub first_wave_paired: usize,
}

impl Measured {
    pub fn share_within_60s(&self) -> f64 {
        if self.seeks == 0 { 0.0 } else { self.paired_within_60s as f64 / self.seeks as f64 }
    }

    pub fn median_wait(&self) -> f64 {
        let mut w = self.waits.clone();
        w.sort_by(f64::total_cmp);
        match w.len() {
            0 => 0.0,
            n if n % 2 == 1 => w[n / 2],
            n => (w[n / 2 - 1] + w[n / 2]) / 2.0,
        }
    }

    pub fn mean_gap(&self) -> f64 {
        if self.gaps.is_empty() { 0.0 } else { self.gaps.iter().sum::<f64>() / self.gaps.len() as f64 }
    }

    /// `paired 97% within 60 s, median wait 8 s, mean gap 112`.
    pub fn summary(&self) -> String {
        format!(
            "paired {:.0}% within 60 s, median wait {:.0} s, mean gap {:.0}",
            self.share_within_60s() * 100.0,
            self.median_wait(),
            self.mean_gap()
        )
    }
}

pub fn lobby(command: LobbyCommand) -> Result<(), CliError> {
    let LobbyCommand::Simulate(args) = command;
    if !(2..=1000).contains(&args.players) {
        return Err(CliError("give --players from 2 to 1000".into()));
    }
    if !(1..=24 * 60).contains(&args.minutes) {
        return Err(CliError("give --minutes from 1 to 1440".into()));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let database = super::database::open(args.database_url.clone(), 2).await?;
        let scratch = super::database::scratch(&database.url, SIMULATION_PREFIX).await?;
        let store = Store::connect(scratch.url(), 4).await;
        let result = match store {
            Ok(store) => {
                let result = simulate(&store, args.players, args.minutes, args.seed).await;
                store.close().await;
                result
            }
            Err(e) => Err(e.into()),
        };
        scratch.drop_database().await?;
        database.store.close().await;
        let m = result?;
        println!("seeks: {} (waited 60 s or were paired before the end)", m.seeks);
        println!("paired within 60 s: {:.1}% ({} of {})", m.share_within_60s() * 100.0, m.paired_within_60s, m.seeks);
        println!("median wait: {:.1} s", m.median_wait());
        println!("mean rating gap: {:.1} ({} pairings)", m.mean_gap(), m.gaps.len());
        println!("first wave: {} of the {} seeking from the start paired", m.first_wave_paired, m.first);
        println!("{}", m.summary());
        Ok(())
    })
}

/// A rating from the simulated population (normal, by Box–Muller).
fn draw_rating(rng: &mut SmallRng) -> f64 {
    let (u, v): (f64, f64) = (rng.random_range(f64::EPSILON..1.0), rng.random());
    let z = (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos();
    (MEAN_RATING + RATING_SPREAD * z).clamp(600.0, 2600.0)
}

/// Run the simulation on `store` (a scratch database: it makes people).
pub async fn simulate(store: &Store, players: u32, minutes: u32, seed: u64) -> Result<Measured, CliError> {
    let service = Service::new(store.clone(), ServiceConfig::default());
    let mut rng = SmallRng::seed_from_u64(seed);
    let start: DateTime<Utc> = "2026-01-01T12:00:00Z".parse().unwrap_or_else(|_| Utc::now());
    let end = start + chrono::Duration::minutes(i64::from(minutes));
    let wave = chrono::Duration::from_std(WAVE_EVERY).unwrap_or_default();
    let place = Place::server(1, 1);
    // New people after any already in the database.
    let mut next_id = store.max_player_id().await?.map_or(1, |m| m as u64 + 1);
    // Arrivals still to come, and when each person started seeking.
    let mut arrivals: Vec<DateTime<Utc>> = vec![start; players as usize];
    let mut seeking: HashMap<UserId, DateTime<Utc>> = HashMap::new();
    let mut m = Measured { first: players as usize, ..Measured::default() };
    let mut now = start;
    let mut first_wave = true;
    while now < end {
        let (due, later): (Vec<DateTime<Utc>>, Vec<_>) = arrivals.iter().partition(|&&t| t <= now);
        arrivals = later;
        for arrived in due {
            let user = User::new(next_id, format!("s{next_id}"));
            next_id += 1;
            service.register(&user).await?;
            let rating = draw_rating(&mut rng);
            let deviation = if rng.random_range(0..100) < PROVISIONAL_PERCENT { 350.0 } else { 80.0 };
            let mut tx = store.begin().await?;
            crate::store::players::set_rating(&mut tx, user.id, rating, deviation).await?;
            tx.commit().await?;
            let r = rating.round() as i32;
            // Those seeking from the start set no range (the first wave's
            // figure is about the pool, not about ranges).
            let ranged = rng.random_range(0..100) < RANGED_PERCENT && now > start;
            let range = if ranged {
                RatingRange { min: Some(r - RANGE_WIDTH), max: Some(r + RANGE_WIDTH) }
            } else {
                RatingRange::default()
            };
            let req = SeekRequest { rules: "zamma".into(), times: vec![POOL_TIMES[1]], rated: true, range };
            service.seek_at(place, &user, &req, Asked::default(), arrived).await?;
            seeking.insert(user.id, arrived);
        }
        let result = service.pair_wave_at(now).await?;
        for p in &result.paired {
            m.gaps.push(p.gap);
            for s in &p.seekers {
                if let Some(since) = seeking.remove(&s.player) {
                    let waited = (now - since).num_milliseconds() as f64 / 1000.0;
                    m.waits.push(waited);
                    m.seeks += 1;
                    if waited <= 60.0 {
                        m.paired_within_60s += 1;
                    }
                    if first_wave {
                        m.first_wave_paired += 1;
                    }
                }
                // A newcomer takes their place within two waves (arriving
                // between waves, seen by the next).
                let delay = rng.random_range(1..=2 * WAVE_EVERY.as_millis() as i64);
                arrivals.push(now + chrono::Duration::milliseconds(delay));
            }
        }
        for (seek, _) in &result.expired {
            if seeking.remove(&seek.player).is_some() {
                m.seeks += 1;
                arrivals.push(now + chrono::Duration::milliseconds(rng.random_range(0..=6000)));
            }
        }
        first_wave = false;
        now += wave;
    }
    // Those still waiting count if they have waited a minute already.
    m.seeks += seeking.values().filter(|&&since| end - since >= chrono::Duration::seconds(60)).count();
    // Nobody is left waiting in the database (a later run starts afresh).
    for player in seeking.keys() {
        service.cancel_seek(*player, None).await?;
    }
    Ok(m)
}
