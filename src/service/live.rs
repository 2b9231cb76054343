//! Live news of games: every committed change to a game, from this process
//! or any other on the same database, for front ends that show games as
//! they change (the web board) or announce what another front end did
//! (Discord, after a move on the web board).

use super::Service;
pub use crate::store::changes::{GameChange, Heard, Request};
use std::time::Duration;
use tokio::sync::broadcast;

/// The front end acting through a [`Service`] (see [`Service::with_origin`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Discord,
    Console,
    Web,
}

impl Origin {
    pub const fn name(self) -> &'static str {
        match self {
            Origin::Discord => "discord",
            Origin::Console => "console",
            Origin::Web => "web",
        }
    }

    pub fn of(name: &str) -> Option<Origin> {
        [Origin::Discord, Origin::Console, Origin::Web].into_iter().find(|o| o.name() == name)
    }
}

/// Changes kept for a listener that is slow to take them; one that falls
/// further behind hears a gap.
const BACKLOG: usize = 1024;
/// Pause before listening again after the database could not be reached.
const RETRY: Duration = Duration::from_secs(1);

impl Service {
    /// The same service, its changes marked as made by `origin`.
    pub fn with_origin(mut self, origin: Origin) -> Service {
        self.origin = Some(origin);
        self
    }

    /// The front end this service acts for, if named.
    pub fn origin(&self) -> Option<Origin> {
        self.origin
    }

    /// Every change to any game from now on. One connection per process
    /// listens for all subscribers; it is opened at the first call.
    pub fn changes(&self) -> broadcast::Receiver<Heard> {
        self.live
            .get_or_init(|| {
                let (sender, _) = broadcast::channel(BACKLOG);
                tokio::spawn(listen(self.store.clone(), sender.clone()));
                sender
            })
            .subscribe()
    }
}

/// Pass on what the database announces, for as long as anyone may subscribe.
async fn listen(store: crate::store::Store, sender: broadcast::Sender<Heard>) {
    let mut first = true;
    loop {
        match store.listen_to_games().await {
            Ok(mut changes) => {
                if !first {
                    // Whatever changed while nobody listened was missed.
                    let _ = sender.send(Heard::Gap);
                }
                first = false;
                loop {
                    match changes.next().await {
                        Ok(heard) => {
                            let _ = sender.send(heard);
                        }
                        Err(e) => {
                            tracing::warn!(error = %e, "lost the database's news of games; listening again");
                            let _ = sender.send(Heard::Gap);
                            break;
                        }
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen to the database's news of games; trying again");
                first = false;
            }
        }
        tokio::time::sleep(RETRY).await;
    }
}
