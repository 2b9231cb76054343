//! Who will never be paired with whom, and the role a server pings when
//! someone there starts seeking.

use super::{SEEK_PING_QUIET, Service};
use crate::service::{Result, ServiceError, User, UserId, clean_name};
use crate::store;

impl Service {
    /// `user` blocks `other`: the two are never paired (nor can either take
    /// the other's seek). `false`: they already did.
    pub async fn block(&self, user: &User, other: &User) -> Result<bool> {
        if user.id == other.id {
            return Err(ServiceError::BlockSelf);
        }
        self.register(user).await?;
        self.register(other).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let done = store::seeks::block(&mut tx, user.id, other.id).await?;
            tx.commit().await?;
            Ok(done)
        })
        .await
    }

    /// `user` no longer blocks `other`. `false`: they did not.
    pub async fn unblock(&self, user: UserId, other: UserId) -> Result<bool> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let done = store::seeks::unblock(&mut tx, user, other).await?;
            tx.commit().await?;
            Ok(done)
        })
        .await
    }

    /// The names of those `user` blocks, newest first.
    pub async fn blocked(&self, user: UserId) -> Result<Vec<String>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let ids = store::seeks::blocked_by(&mut tx, user).await?;
            let names = store::players::names(&mut tx, &ids).await?;
            tx.commit().await?;
            Ok(ids.iter().filter_map(|id| names.get(id)).map(|n| clean_name(n)).collect())
        })
        .await
    }

    /// Name (or, with `None`, remove) the role pinged in a channel of
    /// `guild` when someone there starts seeking.
    pub async fn set_seek_role(&self, guild: u64, role: Option<(u64, u64)>) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::guilds::set_seek_role(&mut tx, guild, role).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The seek role of `guild` and its channel, if it is to be pinged now
    /// (not in the last [`SEEK_PING_QUIET`]); the ping counts as made.
    pub async fn seek_ping_due(&self, guild: u64) -> Result<Option<(u64, u64)>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let due = store::guilds::take_seek_ping(&mut tx, guild, SEEK_PING_QUIET.as_secs() as i64).await?;
            tx.commit().await?;
            Ok(due)
        })
        .await
    }
}
