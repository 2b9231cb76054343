//! zamma-bot: hosts games of Zamma (Damma, Srand, Dhamet), the Saharan and
//! Mauritanian draughts game, on Discord and in a terminal.

pub mod ai;
pub mod cli;
pub mod rules;
