//! The complete rules of Zamma: board geometry, presets and options, position
//! text, legal move generation, notation and the game record.
//!
//! No I/O, no async and no dependency on the rest of the crate. (A search
//! may bound move generation by a deadline or a flag: [`Interrupt`].)

mod bitboard;
mod game;
mod geometry;
mod goal;
mod movegen;
mod moves;
mod notation;
mod options;
mod play;
mod position;
mod turn;
mod types;
mod zobrist;

pub use bitboard::Bitboard;
pub use game::{DrawReason, Game, GameError, MAX_TURNS, Moment, Outcome, WinReason};
pub use geometry::{BoardSize, Direction, Geometry};
pub use goal::{Goal, GoalError, Step};
pub use movegen::{Interrupt, cut_short};
pub use moves::{MAX_CAPTURES, Move, MoveList};
pub use notation::{
    MAX_MOVE_LEN, MoveError, looks_like_move, matching_moves, parse_move, parse_points, shortest_text,
    starts_like_a_move,
};
pub use options::{DEFAULT_STALL, Expected, Landing, MAX_SPEC_LEN, Majority, Preset, Removal, Rules, RulesError};
pub use play::PlayError;
pub use position::{MAX_POSITION_LEN, Position, PositionError};
pub use turn::Turn;
pub use types::{ByColor, Color, Kind, Piece, Square};
