//! The sweeper's work: games whose mover ran out of time (or whose
//! tournament round is over), reminders to slow movers, expired challenges,
//! computer turns left waiting (e.g. after a restart), and tournaments to
//! start, move to their next round or finish.

use super::{Notice, Reach, Reminder, Result, Service, SweepReport, UserId};
use crate::rules::{Color, Outcome, WinReason};
use crate::store::{self, Tx};

impl Service {
    /// End games whose mover ran out of time, report due reminders and expire
    /// old challenges. Safe to run from several processes at once: each game
    /// ends once, each reminder is reported once. Where the bot can only
    /// answer interactions, the players concerned get notices in the same
    /// transaction (see `take_notices`).
    pub async fn sweep(&self) -> Result<SweepReport> {
        let mut report = SweepReport::default();
        // Each step has its own deadline, and a failure keeps what was
        // already done: a game that ended is announced even if a later step
        // fails; the rest waits for the next sweep.
        if let Err(e) = self.sweep_into(&mut report).await {
            let done = report.timed_out.len()
                + report.reminders.len()
                + report.expired_challenges.len()
                + report.tournaments.len();
            if done == 0 {
                return Err(e);
            }
            tracing::warn!(error = ?e, "sweep stopped early; the rest waits for the next sweep");
        }
        Ok(report)
    }

    async fn sweep_into(&self, report: &mut SweepReport) -> Result<()> {
        // Team games first: a side whose time is up plays the turn it voted
        // for rather than lose on time.
        report.tallies.extend(self.sweep_teams().await?);
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
                    // Each player is told where they see the game.
                    let replies: Vec<UserId> = [row.black, row.white]
                        .into_iter()
                        .filter(|p| row.place_of(*p).reach == Reach::Replies)
                        .collect();
                    let (_, end) = self
                        .conclude(&mut tx, row, |g| {
                            g.time_out(loser)
                                .unwrap_or(Outcome::Win { winner: loser.other(), reason: WinReason::Timeout })
                        })
                        .await?;
                    for p in [&end.black, &end.white].into_iter().filter(|p| !p.bot && replies.contains(&p.id)) {
                        self.keep_in(&mut tx, p.id, Notice::GameEnded(end.game_id)).await?;
                    }
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
                for row in rows.iter().filter(|r| r.place_of(r.to_move).reach == Reach::Replies) {
                    self.keep_in(&mut tx, row.to_move, Notice::YourMove(row.id)).await?;
                }
                tx.commit().await?;
                Ok((rows, quiet))
            })
            .await?;
        report.reminders.extend(due.into_iter().map(|row| Reminder {
            game_id: row.id,
            place: row.place_of(row.to_move),
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
        // After the time-outs above: a round whose last game just timed
        // out is over, and the next one is paired now.
        report.tournaments = self.advance_tournaments().await?;
        let expired = self
            .bounded(async {
                // One transaction: a challenge is expired only together
                // with the view that announces it.
                let mut tx = self.begin().await?;
                let expired = store::challenges::expire_due(&mut tx).await?;
                let mut views = Vec::with_capacity(expired.len());
                for row in &expired {
                    if row.place.reach == Reach::Replies {
                        for player in std::iter::once(row.challenger).chain(row.challenged) {
                            self.keep_in(&mut tx, player, Notice::ChallengeExpired(row.id)).await?;
                        }
                    }
                    views.push(self.challenge_view(&mut tx, row).await?);
                }
                tx.commit().await?;
                Ok(views)
            })
            .await?;
        report.expired_challenges = expired;
        report.to_send = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let to_send = to_send(&mut tx, report).await?;
                tx.commit().await?;
                Ok(to_send)
            })
            .await?;
        Ok(())
    }
}

/// The notices this sweep kept (see `sweep_into`) for the players who want
/// them sent by DM.
async fn to_send(tx: &mut Tx, report: &SweepReport) -> Result<Vec<(UserId, Notice)>> {
    let replies = |place: &super::Place| place.reach == Reach::Replies;
    let mut kept: Vec<(UserId, Notice)> = Vec::new();
    for end in report.timed_out.iter().filter(|e| replies(&e.place)) {
        for p in [&end.black, &end.white].into_iter().filter(|p| !p.bot) {
            kept.push((p.id, Notice::GameEnded(end.game_id)));
        }
    }
    for r in report.reminders.iter().filter(|r| replies(&r.place)) {
        kept.push((r.player, Notice::YourMove(r.game_id)));
    }
    for c in report.expired_challenges.iter().filter(|c| replies(&c.place)) {
        for p in std::iter::once(&c.challenger).chain(c.challenged.as_ref()) {
            kept.push((p.id, Notice::ChallengeExpired(c.id)));
        }
    }
    if kept.is_empty() {
        return Ok(kept);
    }
    let players: Vec<UserId> = kept.iter().map(|(p, _)| *p).collect();
    let wanting = store::players::notified(tx, &players).await?;
    kept.retain(|(p, _)| wanting.contains(p));
    Ok(kept)
}
