//! zamma-bot: hosts games of Zamma (Damma, Srand, Dhamet), the Saharan and
//! Mauritanian draughts game, on Discord and in a terminal.
//!
//! Layers, each on those below it only (see ARCHITECTURE.md): `rules` (no
//! dependencies of ours); `render`, `ai` and `store` on `rules`; `service`
//! on those three; `i18n` (the message catalogues) on `service`'s types; the
//! front ends `discord` and `console` on `service`, `i18n` and `render`; the
//! command line in `cli` on top.

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
