//! zamma-bot: hosts games of Zamma (Damma, Srand, Dhamet), the Saharan and
//! Mauritanian draughts game, on Discord and in a terminal.
//!
//! Layers: `rules` (no dependencies of ours) ← `store` ← `service`; the
//! command line in `cli` sits on top.

pub mod cli;
pub mod rules;
pub mod service;
pub mod store;
