//! The sweeper's work: games whose mover ran out of time, reminders to slow
//! movers, expired challenges, and computer turns left waiting (e.g. after a
//! restart).

use super::{Reminder, Result, Service, SweepReport};
use crate::rules::{Color, Outcome, WinReason};
use crate::store;

impl Service {
    /// End games whose mover ran out of time, report due reminders and expire
    /// old challenges. Safe to run from several processes at once: each game
    /// ends once, each reminder is reported once.
    pub async fn sweep(&self) -> Result<SweepReport> {
        let mut report = SweepReport::default();
        // Each step has its own deadline, and a failure keeps what was
        // already done: a game that ended is announced even if a later step
        // fails; the rest waits for the next sweep.
        if let Err(e) = self.sweep_into(&mut report).await {
            let done = report.timed_out.len() + report.reminders.len() + report.expired_challenges.len();
            if done == 0 {
                return Err(e);
            }
            tracing::warn!(error = ?e, "sweep stopped early; the rest waits for the next sweep");
        }
        Ok(report)
    }

    async fn sweep_into(&self, report: &mut SweepReport) -> Result<()> {
        let due = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::games::timed_out_ids(&mut tx, 200).await?)
            })
            .await?;
        for id in due {
            let ended = self
                .bounded(async {
                    let mut tx = self.begin().await?;
                    let Some(row) = store::games::lock_if_timed_out(&mut tx, id).await? else { return Ok(None) };
                    let loser = if row.to_move == row.black { Color::Black } else { Color::White };
                    let (_, end) = self
                        .conclude(&mut tx, row, |g| {
                            g.time_out(loser)
                                .unwrap_or(Outcome::Win { winner: loser.other(), reason: WinReason::Timeout })
                        })
                        .await?;
                    tx.commit().await?;
                    Ok(Some(end))
                })
                .await?;
            report.timed_out.extend(ended);
        }
        let (due, quiet) = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let rows = store::games::take_due_reminders(&mut tx, self.config.reminder_fraction).await?;
                let movers: Vec<_> = rows.iter().map(|r| r.to_move).collect();
                let quiet = store::players::quiet(&mut tx, &movers).await?;
                tx.commit().await?;
                Ok((rows, quiet))
            })
            .await?;
        report.reminders.extend(due.into_iter().map(|row| Reminder {
            game_id: row.id,
            place: row.place,
            player: row.to_move,
            ping: !quiet.contains(&row.to_move),
            deadline: row.deadline(),
        }));
        let computer = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::games::computer_to_move(&mut tx).await?)
            })
            .await?;
        report.computer_turns = computer.into_iter().map(|g| g.id).collect();
        let expired = self
            .bounded(async {
                // One transaction: a challenge is expired only together
                // with the view that announces it.
                let mut tx = self.begin().await?;
                let expired = store::challenges::expire_due(&mut tx).await?;
                let mut views = Vec::with_capacity(expired.len());
                for row in &expired {
                    views.push(self.challenge_view(&mut tx, row).await?);
                }
                tx.commit().await?;
                Ok(views)
            })
            .await?;
        report.expired_challenges = expired;
        Ok(())
    }
}
