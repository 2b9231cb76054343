//! Custom ids of buttons and select menus. Each carries the game (or
//! challenge) it acts on, so a button keeps working after a restart: the
//! handler reads everything it needs from the id and the database.

use std::fmt;

/// What a button or menu does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    AcceptChallenge(i64),
    DeclineChallenge(i64),
    CancelChallenge(i64),
    /// Open the move menu of a game.
    Move(i64),
    /// A piece was picked in the move menu (game, ply the menu was made for).
    PickPiece(i64, i32),
    /// A move was picked in the move menu (game, ply).
    PickMove(i64, i32),
    /// Offer a draw, or accept the opponent's offer.
    Draw(i64),
    DeclineDraw(i64),
    /// Ask to confirm a resignation.
    Resign(i64),
    ConfirmResign(i64),
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
        let ply = |s: Option<&str>| s?.parse::<i32>().ok().filter(|n| *n >= 0);
        use Action::*;
        let action = match (kind, b) {
            ("ca", None) => AcceptChallenge(num(a)?),
            ("cd", None) => DeclineChallenge(num(a)?),
            ("cc", None) => CancelChallenge(num(a)?),
            ("mv", None) => Move(num(a)?),
            ("pc", Some(_)) => PickPiece(num(a)?, ply(b)?),
            ("pl", Some(_)) => PickMove(num(a)?, ply(b)?),
            ("dr", None) => Draw(num(a)?),
            ("dd", None) => DeclineDraw(num(a)?),
            ("rs", None) => Resign(num(a)?),
            ("ry", None) => ConfirmResign(num(a)?),
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

    #[test]
    fn every_action_round_trips() {
        let all = [
            AcceptChallenge(1),
            DeclineChallenge(22),
            CancelChallenge(i64::MAX),
            Move(5),
            PickPiece(5, 0),
            PickMove(7, 31),
            Draw(3),
            DeclineDraw(3),
            Resign(9),
            ConfirmResign(9),
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
