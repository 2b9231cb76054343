//! Takebacks: a player asks to take back their last turn, the opponent
//! (or the computer, at once) agrees or declines.

use super::{Result, Seat, Service, ServiceError, TakebackReport, UserId};
use crate::rules::Color;
use crate::store::games::{GameRow, Request};
use crate::store::{self, Tx};

impl Service {
    /// Ask to take back one's last turn (casual games and games against
    /// the computer), before the opponent has moved. The computer answers
    /// at once: at levels 1–3 it agrees (taking back its own answer too, so
    /// that it is the asker's turn again), at 4 and 5 it declines.
    pub async fn ask_takeback(&self, seat: &Seat) -> Result<TakebackReport> {
        let (game_id, by) = (seat.game(), seat.user());
        self.bounded(async {
            let mut tx = self.begin_from(Some(seat.place())).await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            if row.rated {
                return Err(ServiceError::TakebackRated);
            }
            // Turns alternate: whoever is not to move made the last one.
            let last = (row.ply > 0).then(|| if row.to_move == row.black { row.white } else { row.black });
            let Some(level) = row.ai_level else {
                if last != Some(by.id) {
                    return Err(ServiceError::NothingToTakeBack);
                }
                let view = self.set_request(tx, row, Request::Takeback, Some(by.id)).await?;
                return Ok(TakebackReport::Asked { view, by: by.id });
            };
            let computer = if row.black == by.id { row.white } else { row.black };
            // The asker's last turn, and the computer's answer if it came.
            let turns = match last {
                Some(p) if p == by.id => 1,
                Some(_) if row.ply >= 2 => 2,
                _ => return Err(ServiceError::NothingToTakeBack),
            };
            if level > 3 {
                let view = self.view(&mut tx, &row).await?;
                tx.commit().await?;
                return Ok(TakebackReport::Declined { view, by: computer });
            }
            self.take_back(tx, row, by.id, turns).await
        })
        .await
    }

    /// Accept (`accept = true`) or decline the opponent's takeback request.
    pub async fn answer_takeback(&self, seat: &Seat, accept: bool) -> Result<TakebackReport> {
        let (game_id, by) = (seat.game(), seat.user());
        self.bounded(async {
            let mut tx = self.begin_from(Some(seat.place())).await?;
            let row = self.lock_active(&mut tx, game_id, by.id).await?;
            let asker = match row.takeback_by {
                None => return Err(ServiceError::NoTakeback),
                Some(p) if p == by.id => return Err(ServiceError::OwnTakeback),
                Some(p) => p,
            };
            if accept {
                return self.take_back(tx, row, asker, 1).await;
            }
            let view = self.set_request(tx, row, Request::Takeback, None).await?;
            Ok(TakebackReport::Declined { view, by: by.id })
        })
        .await
    }

    /// Take back the last `turns` turns of the game in `row` for `asker`.
    /// A team game's turns taken back are voted on again: what they were
    /// voted, tallied, drawn and backed with goes (after the votes under way).
    pub(super) async fn take_back(
        &self,
        mut tx: Tx,
        row: GameRow,
        asker: UserId,
        turns: usize,
    ) -> Result<TakebackReport> {
        let game = self.replay(&mut tx, &row).await?;
        let ply = game.turns().len() - turns;
        let before = game.at(ply).ok_or_else(|| ServiceError::Internal(format!("game {} cannot go back", row.id)))?;
        if super::is_team(row.black) {
            store::teams::lock_ballot(&mut tx, row.id).await?;
            store::teams::forget_from(&mut tx, row.id, ply as i32).await?;
        }
        let to_move = if before.position().turn() == Color::Black { row.black } else { row.white };
        let position = before.position().to_string();
        store::games::take_back(&mut tx, row.id, asker, (ply as i32, row.ply), &position, to_move).await?;
        self.replays.forget(row.id);
        let row = store::games::get(&mut tx, row.id).await?.ok_or(ServiceError::NoSuchGame)?;
        let view = self.view_with(&mut tx, &row, before).await?;
        tx.commit().await?;
        Ok(TakebackReport::Done { view, by: asker, turns })
    }
}
