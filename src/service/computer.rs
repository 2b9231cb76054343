//! The computer's turns. A game against the computer stores its level; its
//! side is played by a bot account. When that side is to move, the searcher
//! in `ai` chooses a turn on the heavy-work pool (off the async threads,
//! fairly shared, one search per game at a time) and it is played like any
//! other player's, so the same checks and the same transaction apply.

use super::heavy::{Owner, Refused};
use super::{GameId, MoveReport, Result, Service, ServiceError, TurnInput, User};
use crate::ai::{self, Level};

/// The bot account that plays the computer's side in local games.
pub fn local_computer() -> User {
    User { id: super::UserId(1), name: "Zamma Bot".into(), bot: true }
}

impl Service {
    /// If game `game_id` waits for the computer, choose its turn and play it.
    /// `None` when there is nothing to do (not a computer game, not its turn,
    /// over, or another process played it first).
    pub async fn computer_reply(&self, game_id: GameId) -> Result<Option<MoveReport>> {
        let view = self.game(game_id).await?;
        let (Some(level), true) = (view.ai_level, view.awaits_computer()) else { return Ok(None) };
        let level = Level::new(level).map_err(|e| ServiceError::Internal(e.to_string()))?;
        let ply = view.ply();
        let me = view.to_move();
        let computer = User { id: me.id, name: me.name.clone(), bot: true };
        // Reproducible: the same game and ply give the same choice.
        let seed = (game_id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let game = view.game;
        let turn = match self.heavy.run(Owner::Game(game_id.0), move || ai::choose_turn(&game, level, seed)).await {
            Ok(turn) => turn,
            // This game's turn is being searched already (a sweep and a
            // reply at once): that search plays it.
            Err(Refused::Busy { .. } | Refused::Full { .. }) => return Ok(None),
            Err(Refused::Failed) => return Err(ServiceError::Internal("computer search failed".into())),
        };
        let Some(turn) = turn else { return Ok(None) };
        match self.play_as(game_id, &computer, TurnInput::Turn(turn), Some(ply as i32), None, None, None).await {
            Ok(report) => Ok(Some(report)),
            // Someone else (another process) played it first.
            Err(ServiceError::PositionChanged) => Ok(None),
            Err(e) => Err(e),
        }
    }
}
