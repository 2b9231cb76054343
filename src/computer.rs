//! The computer opponent as a player: the front ends (Discord, console) ask
//! the searcher in `ai` for a turn, off the async threads, and play it
//! through the service like any other player's move.

use crate::ai::{self, Level};
use crate::service::{MoveReport, Service, ServiceError, User};

/// The bot account that plays the computer's side in local games.
pub fn local_computer() -> User {
    User { id: 1, name: "Zamma Bot".into(), bot: true }
}

/// If `computer` is to move in game `game_id` (a game against the computer),
/// choose its turn and play it. `None` when it is not the computer's turn.
pub async fn play_turn(service: &Service, game_id: i64, computer: &User) -> Result<Option<MoveReport>, ServiceError> {
    let view = service.game(game_id).await?;
    let Some(level) = view.ai_level else { return Ok(None) };
    if view.game.outcome().is_some() || view.to_move().id != computer.id {
        return Ok(None);
    }
    let level = Level::new(level).map_err(|e| ServiceError::Internal(e.to_string()))?;
    let ply = view.ply();
    // Reproducible: the same game and ply give the same choice.
    let seed = (game_id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
    let game = view.game;
    let turn = tokio::task::spawn_blocking(move || ai::choose_turn(&game, level, seed))
        .await
        .map_err(|e| ServiceError::Internal(format!("computer search failed: {e}")))?;
    let Some(turn) = turn else { return Ok(None) };
    match service.play(game_id, computer, &turn.to_string(), Some(ply as i32)).await {
        Ok(report) => Ok(Some(report)),
        // Someone else (another process) played it first.
        Err(ServiceError::PositionChanged) => Ok(None),
        Err(e) => Err(e),
    }
}
