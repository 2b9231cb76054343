//! Custom ids of buttons and select menus. Each carries the game (or
//! challenge) it acts on, so a button keeps working after a restart: the
//! handler reads everything it needs from the id and the database.

use crate::service::{ChallengeId, GameId};
use std::fmt;

/// What a button or menu does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    AcceptChallenge(ChallengeId),
    DeclineChallenge(ChallengeId),
    CancelChallenge(ChallengeId),
    /// Open the move menu of a game.
    Move(GameId),
    /// A piece was picked in the move menu (game, ply the menu was made for).
    PickPiece(GameId, i32),
    /// A move was picked in the move menu (game, ply).
    PickMove(GameId, i32),
    /// Offer a draw, or accept the opponent's offer.
    Draw(GameId),
    DeclineDraw(GameId),
    /// Ask to confirm a resignation.
    Resign(GameId),
    ConfirmResign(GameId),
    /// A page of the server (`global == false`) or global leaderboard.
    Leaderboard {
        global: bool,
        page: u32,
    },
}

const PREFIX: &str = "zb";
/// Discord allows custom ids of up to 100 characters.
pub const MAX_CUSTOM_ID: usize = 100;

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Action::*;
        match *self {
            AcceptChallenge(id) => write!(f, "{PREFIX}:ca:{id}"),
            DeclineChallenge(id) => write!(f, "{PREFIX}:cd:{id}"),
            CancelChallenge(id) => write!(f, "{PREFIX}:cc:{id}"),
            Move(id) => write!(f, "{PREFIX}:mv:{id}"),
            PickPiece(id, ply) => write!(f, "{PREFIX}:pc:{id}:{ply}"),
            PickMove(id, ply) => write!(f, "{PREFIX}:pl:{id}:{ply}"),
            Draw(id) => write!(f, "{PREFIX}:dr:{id}"),
            DeclineDraw(id) => write!(f, "{PREFIX}:dd:{id}"),
            Resign(id) => write!(f, "{PREFIX}:rs:{id}"),
            ConfirmResign(id) => write!(f, "{PREFIX}:ry:{id}"),
            Leaderboard { global, page } => write!(f, "{PREFIX}:lb:{}:{page}", if global { "g" } else { "s" }),
        }
    }
}

impl Action {
    /// Read a custom id; `None` for anything this bot did not make.
    pub fn parse(id: &str) -> Option<Action> {
        if id.len() > MAX_CUSTOM_ID {
            return None;
        }
        let mut parts = id.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let kind = parts.next()?;
        let a = parts.next()?;
        let b = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let num = |s: &str| s.parse::<i64>().ok().filter(|n| *n > 0);
        let game = |s: &str| num(s).map(GameId);
        let challenge = |s: &str| num(s).map(ChallengeId);
        let ply = |s: Option<&str>| s?.parse::<i32>().ok().filter(|n| *n >= 0);
        use Action::*;
        let action = match (kind, b) {
            ("ca", None) => AcceptChallenge(challenge(a)?),
            ("cd", None) => DeclineChallenge(challenge(a)?),
            ("cc", None) => CancelChallenge(challenge(a)?),
            ("mv", None) => Move(game(a)?),
            ("pc", Some(_)) => PickPiece(game(a)?, ply(b)?),
            ("pl", Some(_)) => PickMove(game(a)?, ply(b)?),
            ("dr", None) => Draw(game(a)?),
            ("dd", None) => DeclineDraw(game(a)?),
            ("rs", None) => Resign(game(a)?),
            ("ry", None) => ConfirmResign(game(a)?),
            ("lb", Some(p)) => Leaderboard {
                global: match a {
                    "g" => true,
                    "s" => false,
                    _ => return None,
                },
                page: p.parse().ok()?,
            },
            _ => return None,
        };
        Some(action)
    }
}

#[cfg(test)]
mod tests {
    use super::Action::{self, *};
    use crate::service::{ChallengeId as C, GameId as G};

    #[test]
    fn every_action_round_trips() {
        let all = [
            AcceptChallenge(C(1)),
            DeclineChallenge(C(22)),
            CancelChallenge(C(i64::MAX)),
            Move(G(5)),
            PickPiece(G(5), 0),
            PickMove(G(7), 31),
            Draw(G(3)),
            DeclineDraw(G(3)),
            Resign(G(9)),
            ConfirmResign(G(9)),
            Leaderboard { global: true, page: 0 },
            Leaderboard { global: false, page: 12 },
        ];
        for a in all {
            let text = a.to_string();
            assert!(text.len() <= super::MAX_CUSTOM_ID);
            assert_eq!(Action::parse(&text), Some(a), "{text}");
        }
    }

    #[test]
    fn foreign_or_damaged_ids_are_ignored() {
        for bad in [
            "",
            "zb",
            "zb:ca",
            "zb:ca:",
            "zb:ca:x",
            "zb:ca:-4",
            "zb:ca:0",
            "zb:ca:1:2",
            "zb:pc:1",
            "zb:pc:1:-1",
            "zb:lb:x:1",
            "zb:zz:1",
            "other:ca:1",
            "zb:ca:99999999999999999999999",
        ] {
            assert_eq!(Action::parse(bad), None, "{bad}");
        }
        assert_eq!(Action::parse(&format!("zb:ca:{}", "1".repeat(200))), None);
    }
}
