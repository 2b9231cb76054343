//! A team's motions: resigning, offering (or accepting) a draw, and asking
//! to take back its last turn (or agreeing to the other side's asking),
//! which a side decides as it decides its turns: together. A member backs a motion
//! at the position on the board; it is carried when a majority of the side
//! backs it, or its captain does, and made at once in the same transaction
//! (the game's row locked): exactly once, whatever the processes. Backing
//! given on a position the game has moved on from no longer counts.

use super::{
    DrawReport, Effect, GameEnd, GameId, GameView, Place, Result, Said, Service, ServiceError, TakebackReport, User,
    UserId,
};
use crate::rules::{Color, Outcome, WinReason};
use crate::store::{self, games::Request};

/// What a side may decide besides its turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    Resign,
    /// Offer a draw, or accept the other side's offer.
    Draw,
    /// Ask to take back the side's last turn (before the other side has
    /// played), or agree to the other side's asking. The side asked
    /// declines by playing its turn.
    Takeback,
}

impl Motion {
    pub const ALL: [Motion; 3] = [Motion::Draw, Motion::Takeback, Motion::Resign];

    /// The motion's name: `resign`, `draw`, `takeback` (stored, typed in
    /// the console, and the catalogues' key for it).
    pub fn name(self) -> &'static str {
        match self {
            Motion::Resign => "resign",
            Motion::Draw => "draw",
            Motion::Takeback => "takeback",
        }
    }

    /// The motion named `name` (see [`Motion::name`]).
    pub fn of(name: &str) -> Option<Motion> {
        Motion::ALL.into_iter().find(|m| m.name() == name)
    }
}

/// A member's backing of a motion, and what came of it.
#[derive(Clone, Debug)]
pub struct MotionReport {
    pub motion: Motion,
    pub side: Color,
    /// Members of the side backing it now, and all of them.
    pub backing: usize,
    pub members: usize,
    /// What the side did, when the motion was carried.
    pub carried: Option<Carried>,
}

/// A motion carried.
#[derive(Clone, Debug)]
pub enum Carried {
    Resigned {
        view: GameView,
        end: GameEnd,
    },
    /// The side offered a draw, or accepted the other's (agreed).
    Draw(DrawReport),
    /// The side asked to take back its last turn, or agreed to the other's
    /// asking (its turn taken back: that side votes on it again).
    Takeback(TakebackReport),
}

/// Where a running game stands for its motions: the player to move, the
/// turns played, and who has a draw offer or a takeback asking open.
struct Standing {
    ply: usize,
    to_move: UserId,
    draw_offer: Option<UserId>,
    takeback_by: Option<UserId>,
}

impl Standing {
    /// Why the side played as `team` may not back `motion` now, if it may
    /// not: its own draw offer or asking is open, or it has no turn to take
    /// back (turns alternate: the side not to move played the last one).
    fn refusal(&self, motion: Motion, team: UserId) -> Option<ServiceError> {
        match motion {
            Motion::Draw if self.draw_offer == Some(team) => Some(ServiceError::OwnDrawOffer),
            Motion::Takeback => match self.takeback_by {
                Some(by) if by == team => Some(ServiceError::OwnTakeback),
                Some(_) => None,
                None if self.ply > 0 && self.to_move != team => None,
                None => Some(ServiceError::NothingToTakeBack),
            },
            _ => None,
        }
    }
}

impl GameView {
    /// The motions `side` of this team game may back as it stands: what
    /// [`Service::back_motion`] would take from one of its members.
    pub fn open_motions(&self, side: Color) -> Vec<Motion> {
        if !self.is_active() {
            return Vec::new();
        }
        let standing = Standing {
            ply: self.ply(),
            to_move: self.to_move().id,
            draw_offer: self.draw_offer,
            takeback_by: self.takeback_by,
        };
        let team = self.player(side).id;
        Motion::ALL.into_iter().filter(|m| standing.refusal(*m, team).is_none()).collect()
    }
}

/// Is a motion backed by `backing` of `members` (the captain among them
/// or not) carried?
pub fn carried(backing: usize, members: usize, by_captain: bool) -> bool {
    by_captain || backing * 2 > members
}

impl Service {
    /// `user` backs `motion` for their side of team game `id`, at the
    /// position on the board now, from `place` (the other place of a game
    /// seen in two is told what a carried motion did); carried, it is made
    /// at once.
    pub async fn back_motion(
        &self,
        id: GameId,
        user: &User,
        motion: Motion,
        from: Option<Place>,
    ) -> Result<MotionReport> {
        self.bounded(async {
            let mut tx = self.begin_from(from).await?;
            let row = store::games::lock(&mut tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
            let mine = super::teams::member_of(&mut tx, id, user.id).await?;
            if row.status != super::GameStatus::Active {
                let game = self.replay(&mut tx, &row).await?;
                return Err(ServiceError::GameOver { outcome: game.outcome() });
            }
            let team = if mine.side == Color::Black { row.black } else { row.white };
            let standing = Standing {
                ply: row.ply.max(0) as usize,
                to_move: row.to_move,
                draw_offer: row.draw_offer,
                takeback_by: row.takeback_by,
            };
            if let Some(refusal) = standing.refusal(motion, team) {
                return Err(refusal);
            }
            let backing = store::teams::back_motion(&mut tx, id, row.ply, user.id, motion.name()).await? as usize;
            let members = mine.members as usize;
            let report = |carried| MotionReport { motion, side: mine.side, backing, members, carried };
            if !carried(backing, members, mine.captain == Some(user.id)) {
                // Backing given on the web board is told in the side's
                // thread on Discord (given there, by the process that took it).
                if self.origin == Some(super::live::Origin::Web) && mine.thread.is_some() {
                    let said = Said::Backing { motion, backing, members };
                    let told = Effect::Told { game: id, side: mine.side, member: user.id, said };
                    super::outbox::owe(&mut tx, &told).await?;
                }
                tx.commit().await?;
                return Ok(report(None));
            }
            let carried = match motion {
                Motion::Resign => {
                    let loser = mine.side;
                    let (view, end) = self
                        .conclude(&mut tx, row, |g| {
                            g.resign(loser)
                                .unwrap_or(Outcome::Win { winner: loser.other(), reason: WinReason::Resignation })
                        })
                        .await?;
                    tx.commit().await?;
                    Carried::Resigned { view, end }
                }
                // The other side offered: agreed.
                Motion::Draw if row.draw_offer.is_some() => Carried::Draw(self.agree(tx, row).await?),
                Motion::Draw => {
                    let view = self.set_request(tx, row, Request::Draw, Some(team)).await?;
                    Carried::Draw(DrawReport::Offered { view, by: team })
                }
                // The other side asked: agreed, its last turn taken back.
                Motion::Takeback => match row.takeback_by {
                    Some(asker) => Carried::Takeback(self.take_back(tx, row, asker, 1).await?),
                    None => {
                        let view = self.set_request(tx, row, Request::Takeback, Some(team)).await?;
                        Carried::Takeback(TakebackReport::Asked { view, by: team })
                    }
                },
            };
            Ok(report(Some(carried)))
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::{Motion, ServiceError, Standing, UserId, carried};

    #[test]
    fn a_side_backs_only_the_motions_open_to_it() {
        let (black, white) = (UserId(1), UserId(2));
        let start = Standing { ply: 0, to_move: black, draw_offer: None, takeback_by: None };
        assert!(matches!(start.refusal(Motion::Takeback, black), Some(ServiceError::NothingToTakeBack)));
        assert!(matches!(start.refusal(Motion::Takeback, white), Some(ServiceError::NothingToTakeBack)));
        assert!(start.refusal(Motion::Draw, white).is_none() && start.refusal(Motion::Resign, black).is_none());

        // Black played; White to move: Black may ask, White has nothing to take back.
        let played = Standing { ply: 1, to_move: white, draw_offer: Some(black), takeback_by: None };
        assert!(played.refusal(Motion::Takeback, black).is_none());
        assert!(matches!(played.refusal(Motion::Takeback, white), Some(ServiceError::NothingToTakeBack)));
        assert!(matches!(played.refusal(Motion::Draw, black), Some(ServiceError::OwnDrawOffer)));
        assert!(played.refusal(Motion::Draw, white).is_none(), "White may accept Black's offer");

        // Black asked: White agrees by backing it, Black may not ask twice.
        let asked = Standing { takeback_by: Some(black), ..played };
        assert!(asked.refusal(Motion::Takeback, white).is_none());
        assert!(matches!(asked.refusal(Motion::Takeback, black), Some(ServiceError::OwnTakeback)));
    }

    #[test]
    fn a_majority_or_the_captain_carries_a_motion() {
        assert!(!carried(1, 2, false), "half is no majority");
        assert!(carried(2, 3, false));
        assert!(carried(1, 1, false));
        assert!(carried(1, 100, true), "the captain decides alone");
        assert!(!carried(50, 100, false));
        assert!(carried(51, 100, false));
    }
}
