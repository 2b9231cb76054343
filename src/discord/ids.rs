//! Custom ids of buttons and select menus. Each carries the game (or
//! challenge) it acts on, so a button keeps working after a restart: the
//! handler reads everything it needs from the id and the database.

use crate::rules::{Color, Square};
use crate::service::{ChallengeId, GameId, TournamentId, UserId};
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
    /// A piece to huff first (or none) was picked in the move menu (game, ply).
    PickHuff(GameId, i32),
    /// Offer a draw, or accept the opponent's offer.
    Draw(GameId),
    DeclineDraw(GameId),
    /// Ask to take back one's last turn; accept or decline the opponent's request.
    Takeback(GameId),
    AcceptTakeback(GameId),
    DeclineTakeback(GameId),
    /// Ask to confirm a resignation.
    Resign(GameId),
    ConfirmResign(GameId),
    /// A page of the server (`global == false`) or global leaderboard.
    Leaderboard {
        global: bool,
        page: u32,
    },
    /// Review a finished game (the button on its message).
    Review(GameId),
    /// Ask for a rematch of a game that is over.
    Rematch(GameId),
    /// A link to the game's web board, for the presser only.
    Board(GameId),
    /// A link to a finished game's web board at a position (a review's
    /// turn: the position before it), for the presser only.
    BoardAt(GameId, i32),
    /// Show a page of a review: its summary, or one turn. A public review
    /// belongs to `owner`, whose presses turn its pages; anyone else gets
    /// their own ephemeral copy, whose buttons have no owner (only the one
    /// who sees it can press them). `slot` is the button's place in its
    /// row, which keeps every custom id of a message unique (Discord
    /// requires it) when two buttons lead to the same page.
    ReviewPage {
        game: GameId,
        owner: Option<UserId>,
        page: ReviewPage,
        slot: u8,
    },
    /// A turn was picked in a puzzle's menu (attempt, step the menu was made for).
    PuzzleTurn(i64, i32),
    /// A piece was picked in a puzzle's menu, when it has too many turns for one menu.
    PuzzlePiece(i64, i32),
    /// Start the next puzzle.
    PuzzleNext,
    /// The course: a turn or a piece picked in a level's menu (the
    /// learner's turns played when the menu was made).
    LearnTurn(i32),
    LearnPiece(i32),
    /// The level's hint; the level again from its start; the next level
    /// (or where the learner stopped); the stages and their stars.
    LearnHint,
    LearnRestart,
    LearnNext,
    LearnStages,
    /// A link to the level on the web board, for the presser only.
    LearnBoard,
    /// A game against the computer at this level: after a course's stage,
    /// or when nobody came to a seek.
    PlayComputer(u8),
    /// Stop seeking (the seek's request).
    CancelSeek(i64),
    /// A seek was picked in the lobby's menu: take it.
    TakeSeek,
    /// Enter, or leave, a tournament taking entries (the buttons on its card).
    JoinTournament(TournamentId),
    LeaveTournament(TournamentId),
    /// Join a side of a team game (the buttons on its message).
    JoinTeam(GameId, Color),
    /// Vote on the side's turn in a team game: the move menu, whose last
    /// pick is the presser's vote.
    Vote(GameId),
}

/// A page of a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewPage {
    Summary,
    /// Turn `ply` (0-based).
    Turn(u32),
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
            PickHuff(id, ply) => write!(f, "{PREFIX}:hf:{id}:{ply}"),
            Draw(id) => write!(f, "{PREFIX}:dr:{id}"),
            DeclineDraw(id) => write!(f, "{PREFIX}:dd:{id}"),
            Resign(id) => write!(f, "{PREFIX}:rs:{id}"),
            Takeback(id) => write!(f, "{PREFIX}:tb:{id}"),
            AcceptTakeback(id) => write!(f, "{PREFIX}:ta:{id}"),
            DeclineTakeback(id) => write!(f, "{PREFIX}:td:{id}"),
            ConfirmResign(id) => write!(f, "{PREFIX}:ry:{id}"),
            Leaderboard { global, page } => write!(f, "{PREFIX}:lb:{}:{page}", if global { "g" } else { "s" }),
            Review(id) => write!(f, "{PREFIX}:rv:{id}"),
            Rematch(id) => write!(f, "{PREFIX}:rx:{id}"),
            Board(id) => write!(f, "{PREFIX}:bd:{id}"),
            BoardAt(id, ply) => write!(f, "{PREFIX}:ba:{id}:{ply}"),
            PuzzleTurn(attempt, step) => write!(f, "{PREFIX}:pz:{attempt}:{step}"),
            PuzzlePiece(attempt, step) => write!(f, "{PREFIX}:pp:{attempt}:{step}"),
            PuzzleNext => write!(f, "{PREFIX}:pn"),
            LearnTurn(played) => write!(f, "{PREFIX}:lt:{played}"),
            LearnPiece(played) => write!(f, "{PREFIX}:lp:{played}"),
            LearnHint => write!(f, "{PREFIX}:lh"),
            LearnRestart => write!(f, "{PREFIX}:lr"),
            LearnNext => write!(f, "{PREFIX}:ln"),
            LearnStages => write!(f, "{PREFIX}:ls"),
            LearnBoard => write!(f, "{PREFIX}:lw"),
            PlayComputer(level) => write!(f, "{PREFIX}:lc:{level}"),
            CancelSeek(request) => write!(f, "{PREFIX}:sc:{request}"),
            TakeSeek => write!(f, "{PREFIX}:st"),
            JoinTournament(id) => write!(f, "{PREFIX}:tj:{id}"),
            LeaveTournament(id) => write!(f, "{PREFIX}:tl:{id}"),
            JoinTeam(id, side) => write!(f, "{PREFIX}:tm:{id}:{}", if side == Color::Black { "b" } else { "w" }),
            Vote(id) => write!(f, "{PREFIX}:vt:{id}"),
            ReviewPage { game, owner, page, slot } => {
                write!(f, "{PREFIX}:rp:{game}:")?;
                match owner {
                    Some(owner) => write!(f, "{owner}:")?,
                    None => write!(f, "p:")?,
                }
                match page {
                    self::ReviewPage::Summary => write!(f, "s:{slot}"),
                    self::ReviewPage::Turn(ply) => write!(f, "{ply}:{slot}"),
                }
            }
        }
    }
}

impl Action {
    /// Read a custom id; `None` for anything this bot did not make.
    pub fn parse(id: &str) -> Option<Action> {
        if id.len() > MAX_CUSTOM_ID {
            return None;
        }
        let parts: Vec<&str> = id.split(':').collect();
        let (&prefix, rest) = parts.split_first()?;
        if prefix != PREFIX {
            return None;
        }
        let num = |s: &str| s.parse::<i64>().ok().filter(|n| *n > 0);
        let game = |s: &str| num(s).map(GameId);
        let challenge = |s: &str| num(s).map(ChallengeId);
        let ply = |s: &str| s.parse::<i32>().ok().filter(|n| *n >= 0);
        use Action::*;
        let action = match *rest {
            ["ca", a] => AcceptChallenge(challenge(a)?),
            ["cd", a] => DeclineChallenge(challenge(a)?),
            ["cc", a] => CancelChallenge(challenge(a)?),
            ["mv", a] => Move(game(a)?),
            ["pc", a, b] => PickPiece(game(a)?, ply(b)?),
            ["pl", a, b] => PickMove(game(a)?, ply(b)?),
            ["hf", a, b] => PickHuff(game(a)?, ply(b)?),
            ["dr", a] => Draw(game(a)?),
            ["dd", a] => DeclineDraw(game(a)?),
            ["rs", a] => Resign(game(a)?),
            ["tb", a] => Takeback(game(a)?),
            ["ta", a] => AcceptTakeback(game(a)?),
            ["td", a] => DeclineTakeback(game(a)?),
            ["ry", a] => ConfirmResign(game(a)?),
            ["lb", scope, p] => Leaderboard {
                global: match scope {
                    "g" => true,
                    "s" => false,
                    _ => return None,
                },
                page: p.parse().ok()?,
            },
            ["rv", a] => Review(game(a)?),
            ["pz", a, b] => PuzzleTurn(num(a)?, ply(b)?),
            ["pp", a, b] => PuzzlePiece(num(a)?, ply(b)?),
            ["pn"] => PuzzleNext,
            ["lt", a] => LearnTurn(ply(a)?),
            ["lp", a] => LearnPiece(ply(a)?),
            ["lh"] => LearnHint,
            ["lr"] => LearnRestart,
            ["ln"] => LearnNext,
            ["ls"] => LearnStages,
            ["lw"] => LearnBoard,
            ["lc", a] => PlayComputer(a.parse().ok().filter(|l| (1..=5).contains(l))?),
            ["sc", a] => CancelSeek(num(a)?),
            ["st"] => TakeSeek,
            ["tj", a] => JoinTournament(TournamentId(num(a)?)),
            ["tl", a] => LeaveTournament(TournamentId(num(a)?)),
            ["tm", a, side] => JoinTeam(
                game(a)?,
                match side {
                    "b" => Color::Black,
                    "w" => Color::White,
                    _ => return None,
                },
            ),
            ["vt", a] => Vote(game(a)?),
            ["rx", a] => Rematch(game(a)?),
            ["bd", a] => Board(game(a)?),
            ["ba", a, b] => BoardAt(game(a)?, ply(b)?),
            ["rp", a, owner, page, slot] => ReviewPage {
                game: game(a)?,
                owner: match owner {
                    "p" => None,
                    o => Some(UserId(o.parse().ok().filter(|&o: &u64| o > 0)?)),
                },
                page: match page {
                    "s" => self::ReviewPage::Summary,
                    p => self::ReviewPage::Turn(p.parse().ok()?),
                },
                slot: slot.parse().ok()?,
            },
            _ => return None,
        };
        Some(action)
    }
}

/// The value of a move-menu option: the index of a piece's point or of a
/// move, after huffing the piece on `huff` when one was picked
/// (`h<point index>/<n>`), so the menus keep what was picked before.
pub fn menu_value(huff: Option<Square>, n: usize) -> String {
    match huff {
        Some(sq) => format!("h{}/{n}", sq.index()),
        None => n.to_string(),
    }
}

/// A move-menu option's value read back; `None` for anything else.
pub fn parse_menu_value(value: &str) -> Option<(Option<Square>, usize)> {
    let (huff, n) = match value.strip_prefix('h') {
        Some(rest) => {
            let (sq, n) = rest.split_once('/')?;
            // Points are indexed below 100 (ten to a rank); the caller
            // checks that the point may be huffed.
            (Some(sq.parse::<u8>().ok().filter(|&i| i < 100)?), n)
        }
        None => (None, value),
    };
    Some((huff.map(Square::from_index), n.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::Action::{self, *};
    use crate::service::{ChallengeId as C, GameId as G, UserId as U};

    #[test]
    fn every_action_round_trips() {
        let all = [
            AcceptChallenge(C(1)),
            DeclineChallenge(C(22)),
            CancelChallenge(C(i64::MAX)),
            Move(G(5)),
            PickPiece(G(5), 0),
            PickMove(G(7), 31),
            PickHuff(G(7), 31),
            Draw(G(3)),
            DeclineDraw(G(3)),
            Resign(G(9)),
            Takeback(G(9)),
            AcceptTakeback(G(9)),
            DeclineTakeback(G(9)),
            ConfirmResign(G(9)),
            Leaderboard { global: true, page: 0 },
            Leaderboard { global: false, page: 12 },
            Review(G(4)),
            Rematch(G(4)),
            BoardAt(G(i64::MAX), 599),
            ReviewPage { game: G(4), owner: Some(U(u64::MAX)), page: super::ReviewPage::Summary, slot: 0 },
            ReviewPage { game: G(i64::MAX), owner: Some(U(1)), page: super::ReviewPage::Turn(599), slot: 4 },
            ReviewPage { game: G(4), owner: None, page: super::ReviewPage::Turn(0), slot: 2 },
            PuzzleTurn(7, 0),
            PuzzlePiece(i64::MAX, 2),
            PuzzleNext,
            LearnTurn(0),
            LearnPiece(7),
            LearnHint,
            LearnRestart,
            LearnNext,
            LearnStages,
            LearnBoard,
            PlayComputer(3),
            CancelSeek(42),
            TakeSeek,
            JoinTournament(crate::service::TournamentId(3)),
            LeaveTournament(crate::service::TournamentId(i64::MAX)),
            JoinTeam(G(3), crate::rules::Color::Black),
            JoinTeam(G(i64::MAX), crate::rules::Color::White),
            Vote(G(12)),
        ];
        for a in all {
            let text = a.to_string();
            assert!(text.len() <= super::MAX_CUSTOM_ID);
            assert_eq!(Action::parse(&text), Some(a), "{text}");
        }
    }

    #[test]
    fn menu_values_round_trip_and_damaged_ones_are_refused() {
        use super::{menu_value, parse_menu_value};
        use crate::rules::Square;
        for (huff, n) in [(None, 0), (None, 24), (Some(Square::from_index(40)), 3)] {
            assert_eq!(parse_menu_value(&menu_value(huff, n)), Some((huff, n)));
        }
        for bad in ["", "x", "-1", "h", "h/1", "h40", "h40/", "hx/1", "h200/1", "h40/-1", "1/2"] {
            assert_eq!(parse_menu_value(bad), None, "{bad}");
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
            "zb:rv:1:2",
            "zb:rp:1:2:s",
            "zb:rp:1:0:s:0",
            "zb:rp:1:2:-1:0",
            "zb:rp:1:2:x:0",
            "zb:rp:1:2:3:999",
            "zb:tj:0",
            "zb:tl:x",
            "zb:lt:-1",
            "zb:lc:9",
            "zb:lh:1",
            "zb:tm:1",
            "zb:tm:1:x",
            "zb:tm:0:b",
            "zb:vt:-1",
        ] {
            assert_eq!(Action::parse(bad), None, "{bad}");
        }
        assert_eq!(Action::parse(&format!("zb:ca:{}", "1".repeat(200))), None);
    }
}
