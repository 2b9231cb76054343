//! End-to-end: the real bot (serenity client, poise handlers, PostgreSQL)
//! against a stand-in for Discord's REST API and gateway on loopback.
//!
//! How the suite is organised:
//!
//! - `harness/`: everything that is not a scenario. The stand-in (an axum
//!   server: gateway session, REST routes, recorded requests), the payloads
//!   Discord sends (and a test that serenity reads them), and the bot under
//!   test with the helpers scenarios drive it with. Each test starts its own
//!   stand-in and bot on a fresh database (`#[sqlx::test]`), pushes
//!   interactions as Discord would, waits (polling, with a timeout) for the
//!   requests that answer them, and checks those and the database.
//! - One file of scenarios per area of the bot: `challenges`, `moves`,
//!   `draws_and_resign`, `computer`, `records` (help, rules, export,
//!   replay), `hostile` (the malformed and hostile input corpus),
//!   `discord_failures` (rate limits, server errors, a dropped gateway, also
//!   behind a rate-limiting proxy) and `process` (`zamma-bot run` itself:
//!   stopping on a signal whatever the gateway does, a rejected token).
//!
//! Scenarios name buttons and menus with the bot's own
//! `zamma_bot::discord::ids::Action`, through `harness::ids` (`cid`, `kind`
//! and friends); only the hostile corpus writes damaged or foreign custom
//! ids out by hand, on purpose.

#[path = "../shared/child.rs"]
mod child;
#[path = "../shared/database.rs"]
mod database;
mod harness;

mod activity;
mod challenges;
mod computer;
mod discord_failures;
mod draws_and_resign;
#[path = "../it/web/driver.rs"]
mod driver;
mod exactly_once;
mod hostile;
mod languages;
mod learn;
mod load;
mod moves;
mod places;
mod process;
mod puzzles;
mod quick;
mod records;
mod team_load;
mod teams;
mod themes;
mod tournaments;
mod web;
