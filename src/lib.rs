//! zamma-bot: hosts games of Zamma (Damma, Srand, Dhamet), the Saharan and
//! Mauritanian draughts game, on Discord and in a terminal.
//!
//! Layers: `rules` (no dependencies of ours); `render` on `rules`; `store` on
//! `rules`; `service` on `rules` + `store`; the front ends (`console`) on
//! `service` + `render` (and `ai` through `computer`); the command line in
//! `cli` on top.

pub mod ai;
pub mod cli;
pub mod console;
pub mod discord;
pub mod i18n;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
