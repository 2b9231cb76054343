//! Notices: what a player missed where the bot could not tell them — a
//! game lost on time, a reminder, an expired challenge in a place where
//! the bot can only answer interactions (or where its post was refused).
//! They are kept until the player's next interaction with the bot shows
//! them, or a DM (for those who asked for DMs) delivers them.

use super::{ChallengeId, ChallengeView, GameId, GameView, NoticeKind, Result, Service, ServiceError, UserId};
use crate::store::notices::NoticeRow;
use crate::store::{self, Tx};

/// What a player is to be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Their game ended (on time) while they were away.
    GameEnded(GameId),
    /// Their move is due in a game (a reminder, or the computer moved).
    YourMove(GameId),
    /// Their challenge expired unanswered.
    ChallengeExpired(ChallengeId),
}

impl Notice {
    fn row(self, player: UserId) -> NoticeRow {
        let (kind, game_id, challenge_id) = match self {
            Notice::GameEnded(g) => (NoticeKind::GameEnded, Some(g), None),
            Notice::YourMove(g) => (NoticeKind::YourMove, Some(g), None),
            Notice::ChallengeExpired(c) => (NoticeKind::ChallengeExpired, None, Some(c)),
        };
        NoticeRow { player, kind, game_id, challenge_id }
    }

    fn of(row: &NoticeRow) -> Option<Notice> {
        match (row.kind, row.game_id, row.challenge_id) {
            (NoticeKind::GameEnded, Some(g), _) => Some(Notice::GameEnded(g)),
            (NoticeKind::YourMove, Some(g), _) => Some(Notice::YourMove(g)),
            (NoticeKind::ChallengeExpired, _, Some(c)) => Some(Notice::ChallengeExpired(c)),
            _ => None,
        }
    }
}

/// A notice with what a sentence about it needs.
#[derive(Clone, Debug)]
pub enum Missed {
    /// The game, finished.
    Ended(Box<GameView>),
    /// The game, still waiting for the player.
    YourMove(Box<GameView>),
    Expired(Box<ChallengeView>),
}

impl Missed {
    /// The notice this tells.
    pub fn notice(&self) -> Notice {
        match self {
            Missed::Ended(view) => Notice::GameEnded(view.id),
            Missed::YourMove(view) => Notice::YourMove(view.id),
            Missed::Expired(c) => Notice::ChallengeExpired(c.id),
        }
    }
}

impl Service {
    /// Keep `notice` for `player` until they are told.
    pub async fn keep_notice(&self, player: UserId, notice: Notice) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            self.keep_in(&mut tx, player, notice).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    pub(super) async fn keep_in(&self, tx: &mut Tx, player: UserId, notice: Notice) -> Result<()> {
        Ok(store::notices::insert(tx, &notice.row(player)).await?)
    }

    /// What `player` missed, oldest first, each told once: taking them
    /// forgets them. A reminder whose game no longer waits for the player
    /// is left out.
    pub async fn take_notices(&self, player: UserId) -> Result<Vec<Missed>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::notices::take(&mut tx, player).await?;
            let mut missed = Vec::with_capacity(rows.len());
            for notice in rows.iter().filter_map(Notice::of) {
                match self.missed_in(&mut tx, notice).await {
                    Ok(m) if still_news(&m, player) => missed.push(m),
                    Ok(_) | Err(ServiceError::NoSuchGame | ServiceError::NoSuchChallenge) => {}
                    Err(e) => return Err(e),
                }
            }
            tx.commit().await?;
            Ok(missed)
        })
        .await
    }

    /// A notice with what a sentence about it needs (for a DM).
    pub async fn missed(&self, notice: Notice) -> Result<Missed> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let missed = self.missed_in(&mut tx, notice).await?;
            tx.commit().await?;
            Ok(missed)
        })
        .await
    }

    async fn missed_in(&self, tx: &mut Tx, notice: Notice) -> Result<Missed> {
        Ok(match notice {
            Notice::GameEnded(id) | Notice::YourMove(id) => {
                let row = store::games::get(tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
                let view = Box::new(self.view(tx, &row).await?);
                if view.is_active() { Missed::YourMove(view) } else { Missed::Ended(view) }
            }
            Notice::ChallengeExpired(id) => {
                let row = store::challenges::get(tx, id).await?.ok_or(ServiceError::NoSuchChallenge)?;
                Missed::Expired(Box::new(self.challenge_view(tx, &row).await?))
            }
        })
    }

    /// `notice` reached `player` another way (a DM): forget it.
    pub async fn notice_delivered(&self, player: UserId, notice: Notice) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::notices::remove(&mut tx, &notice.row(player)).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }
}

/// Is it still worth telling: a reminder only while the game waits for
/// the player.
fn still_news(m: &Missed, player: UserId) -> bool {
    match m {
        Missed::YourMove(view) => view.to_move().id == player,
        Missed::Ended(_) | Missed::Expired(_) => true,
    }
}
