//! The computer opponent: an alpha-beta searcher with levels 1–5, and the
//! simple players (`random`, `greedy`) used to measure it.
//!
//! The front ends call [`choose_turn`] (synchronous and CPU-bound: wrap it in
//! `spawn_blocking`) and parse levels with `"3".parse::<Level>()`. Depends
//! only on [`crate::rules`].

mod eval;
mod level;
mod offers;
mod player;
mod review;
mod search;
mod tt;

pub use level::{LEVEL5_NODES, Level, LevelError, Settings, TIME_CAP};
pub use offers::{accepts_draw, draw_margin};
pub use player::{Player, PlayerError, random_game};
pub use review::{
    BLUNDER, CLAMP, INACCURACY, Judged, MAX_MOMENTS, MISTAKE, REVIEW_NODES, Review, Summary, TurnReview, Verdict,
    rebuild, review, review_settings, winning_chance,
};
pub use search::{Analysis, SearchStats, analyse, choose_turn};
