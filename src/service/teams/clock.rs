//! When a side's time is up: the sweeper's wait for the next team
//! deadline, so that the side's votes are tallied at once.

use crate::service::{Result, Service};
use crate::store;
use chrono::{DateTime, Utc};
use std::time::Duration;

impl Service {
    /// Resolves when the earliest side's time of a team game in progress
    /// is up, but not before `not_before`: then the sweep tallies it. The
    /// deadline is read again when a team game starts or is tallied in
    /// this process, and every few seconds (for those of other processes:
    /// a side's time is minutes at least, so each process knows of every
    /// deadline long before it comes).
    pub async fn team_time_up(&self, not_before: tokio::time::Instant) {
        /// How often the next deadline is read again.
        const RECHECK: Duration = Duration::from_secs(5);
        /// The database's clock and ours may differ by a little.
        const MARGIN: Duration = Duration::from_millis(20);
        loop {
            let now = tokio::time::Instant::now();
            let due = match self.next_team_deadline().await {
                Ok(Some(at)) => Some(now + (at - Utc::now()).to_std().unwrap_or_default() + MARGIN),
                Ok(None) => None,
                Err(e) => {
                    tracing::warn!(error = %e, "could not read when the next team's time is up");
                    None
                }
            };
            let target = due.map(|due| due.max(not_before));
            let wake = target.map_or(now + RECHECK, |target| target.min(now + RECHECK));
            tokio::select! {
                () = tokio::time::sleep_until(wake) => {
                    if target.is_some_and(|target| target <= wake) {
                        return;
                    }
                }
                () = self.team_clock.notified() => {}
            }
        }
    }

    /// When the earliest side's time of a team game in progress is up.
    pub async fn next_team_deadline(&self) -> Result<Option<DateTime<Utc>>> {
        self.bounded(async {
            let mut tx = self.read().await?;
            let at = store::teams::next_deadline(&mut tx).await?;
            tx.commit().await?;
            Ok(at)
        })
        .await
    }
}
