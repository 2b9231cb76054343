//! The computer opponent: an alpha-beta searcher with levels 1–5, the
//! simple players (`random`, `greedy`) used to measure it, and the analysis
//! behind reviews, puzzles and the course's levels (`lesson`).
//!
//! The front ends call [`choose_turn`] (synchronous and CPU-bound: wrap it in
//! `spawn_blocking`) and parse levels with `"3".parse::<Level>()`. Depends
//! only on [`crate::rules`].

mod eval;
mod keys;
pub mod lesson;
mod level;
mod offers;
mod player;
mod puzzle;
mod review;
mod search;
mod tt;

pub use level::{LEVEL5_NODES, Level, LevelError, Settings, TIME_CAP};
pub use offers::{accepts_draw, draw_margin};
pub use player::{Player, PlayerError, random_game};
pub use puzzle::{
    FIND_NODES, GAIN, MARGIN, MAX_STEPS, Puzzle, Rejection, SHIPPED_PUZZLES, Theme, VERIFY_NODES, material, mine,
    scored_turns, solve, unique_win,
};
pub use review::{
    BLUNDER, CLAMP, INACCURACY, Judged, MAX_MOMENTS, MISTAKE, REVIEW_NODES, Review, Summary, TurnReview, Verdict,
    rebuild, review, review_on, review_settings, winning_chance,
};
pub use search::{Analysis, Progress, SearchStats, analyse, analyse_watched, choose_turn};
