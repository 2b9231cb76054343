//! The integration tests, as one binary: each module is one area, and all of
//! them link the crate once (a binary per file linked it two dozen times).
//! The Discord end-to-end suite (`tests/discord_e2e/`) and the pseudo-locale
//! run (`tests/discord_pseudo.rs`, which switches the marks on for its whole
//! process) stay binaries of their own.

mod common;

#[path = "../shared/child.rs"]
mod child;
#[path = "../shared/database.rs"]
mod database;

mod ai;
mod architecture;
mod catalogues;
mod cli;
mod console;
mod crash;
mod docs;
mod engine;
mod first_run;
mod fuzz_corpus;
mod learn;
mod outage;
mod pairing;
mod perft;
mod permissions;
mod properties;
mod puzzles;
mod render;
mod render_cli;
mod render_tables;
mod review;
mod rules;
mod seeks;
mod service;
mod service_places;
mod service_puzzles;
mod tournaments;
mod web;
