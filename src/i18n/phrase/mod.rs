//! Typed results and refusals of the service, phrased: a file per
//! aggregate of the service (games, challenges, ratings, reviews, puzzles,
//! notices, refusals), and the rules' vocabulary they all share.

mod challenges;
mod games;
mod learn;
mod notices;
mod puzzles;
mod ratings;
mod refusals;
mod reviews;
mod rules;
mod seeks;
mod teams;

pub use challenges::{range_parts, range_text};
pub use games::{MAX_ALT_TEXT, board_alt, board_caption, end_text, outcome_text, replay_caption, summary_state};
pub use learn::{
    learn_progress_text, learn_progress_title, learn_result_text, level_goal, level_heading, level_hint, level_text,
    stage_intro, stage_progress,
};
pub use notices::missed_text;
pub use puzzles::{puzzle_leader, puzzle_prompt, puzzle_result_text, theme_name};
pub use ratings::rating_change_text;
pub use refusals::{Commands, refusal, refusal_in};
pub use reviews::{
    engine_eval, men, move_number, ply_of_move_number, review_board_alt, review_caption, review_player_line,
    review_turn_text, verdict_mark,
};
pub use rules::{colour, illegal, illegal_move, piece_name, preset_summary, rules_error};
pub use seeks::{lobby_line, pool_text, quick_start_text, seek_paired_text, seek_waiting_text};
pub use teams::{motion_text, tally_counts, team_members};

use games::alt_text;
use rules::pieces;
