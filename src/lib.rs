//! zamma-bot: hosts games of Zamma (Damma, Srand, Dhamet), the Saharan and
//! Mauritanian draughts game, on Discord and in a terminal.
//!
//! Layers, each on those below it only (the table in ARCHITECTURE.md, which
//! `tests/it/architecture.rs` checks): `rules` (no dependencies of ours);
//! `render`, `ai` and `store` on `rules`; `service` on those four; `i18n`
//! (the message catalogues) on `service` and `rules`; the front ends
//! `discord`, `console` and `web` on `rules`, `render`, `service` and `i18n`; the
//! command line in `cli` on top.
//!
//! Without the default feature `host`, the crate is `rules`, `ai` and
//! `render` alone (what the fuzz targets build).

pub mod ai;
#[cfg(feature = "host")]
pub mod cli;
#[cfg(feature = "host")]
pub mod console;
#[cfg(feature = "host")]
pub mod discord;
#[cfg(feature = "host")]
pub mod i18n;
pub mod render;
pub mod rules;
#[cfg(feature = "host")]
pub mod service;
#[cfg(feature = "host")]
pub mod store;
#[cfg(feature = "host")]
pub mod web;
