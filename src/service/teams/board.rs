//! A team game as a board shows it (the web board): its sides and members,
//! the votes and marks on the turn now, which only the side to move's own
//! members see ([`TeamBoard::seen_by`]), and the last tally, which anyone
//! sees. Read once for every page that shows the game, then seen by each.
//! Members' marks (arrows and rings drawn to argue for a line) are stored
//! like votes, for the turn they were drawn on.

use super::TeamSide;
use super::decide::{counts_of, decide};
use crate::rules::{Color, Game, Square};
use crate::service::{GameChange, GameId, GameView, Origin, Result, Service, ServiceError, User, UserId};
use crate::store;
use chrono::{DateTime, Utc};
use std::fmt;

/// The most marks a member may have on the board at once.
pub const MAX_MARKS: usize = 12;

/// A mark drawn on the board: an arrow from a point to another, or a ring
/// around one point. Written `e4-e5` and `d4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Arrow(Square, Square),
    Ring(Square),
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Arrow(from, to) => write!(f, "{from}-{to}"),
            Shape::Ring(at) => write!(f, "{at}"),
        }
    }
}

impl Shape {
    /// A mark as written, on `game`'s board; `None` if it names a point
    /// the board does not have (or an arrow to where it starts).
    pub fn parse(game: &Game, text: &str) -> Option<Shape> {
        let geometry = game.position().geometry();
        let point = |t: &str| geometry.parse_square(t).filter(|&s| geometry.contains(s));
        match text.split_once('-') {
            Some((from, to)) => {
                let (from, to) = (point(from)?, point(to)?);
                (from != to).then_some(Shape::Arrow(from, to))
            }
            None => point(text).map(Shape::Ring),
        }
    }

    fn list(game: &Game, text: &str) -> Vec<Shape> {
        text.split_whitespace().filter_map(|t| Shape::parse(game, t)).collect()
    }
}

/// The last tally made: whose turn it was, the votes it counted (the
/// chosen turn first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastTally {
    pub ply: i32,
    pub side: Color,
    pub counts: Vec<(String, u32)>,
}

/// A team game as any board shows it, before it is seen by someone.
#[derive(Clone, Debug)]
pub struct TeamBoard {
    pub sides: Vec<TeamSide>,
    /// The side to move now, and its votes on the turn (member, turn,
    /// when), in the order cast.
    to_move: Color,
    votes: Vec<(UserId, String, DateTime<Utc>)>,
    /// The marks drawn on the turn now, each with its member and side.
    marks: Vec<(UserId, Color, Vec<Shape>)>,
    pub last_tally: Option<LastTally>,
}

/// What a member sees of their own side on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideLook {
    pub side: Color,
    /// The side's votes on the turn now (its turn only), as the tally
    /// would count them now, and the member's own.
    pub counts: Vec<(String, u32)>,
    pub mine: Option<String>,
    pub voted: usize,
    pub members: usize,
    /// The marks of the side's members on the turn now; the member's own.
    pub marks: Vec<Shape>,
    pub my_marks: Vec<Shape>,
}

impl TeamBoard {
    /// The side `who` plays on, if any.
    pub fn side_of(&self, who: UserId) -> Option<Color> {
        super::side_of(&self.sides, who)
    }

    /// The name `who` plays under on their side, if they are on one.
    pub fn member_name(&self, who: UserId) -> Option<String> {
        self.sides.iter().flat_map(|s| &s.members).find(|(m, _)| *m == who).map(|(_, n)| n.clone())
    }

    /// What `who` sees of their side: `None` unless they are on one (the
    /// other side and spectators see no votes and no marks).
    pub fn seen_by(&self, who: UserId) -> Option<SideLook> {
        let side = self.side_of(who)?;
        let members = self.sides.iter().find(|s| s.side == side).map_or(0, |s| s.members.len());
        let captain = self.sides.iter().find(|s| s.side == side).and_then(|s| s.captain);
        let ours = side == self.to_move;
        let votes: &[_] = if ours { &self.votes } else { &[] };
        let marks: Vec<&(UserId, Color, Vec<Shape>)> = self.marks.iter().filter(|(_, s, _)| *s == side).collect();
        let mut all: Vec<Shape> = Vec::new();
        for shape in marks.iter().flat_map(|(_, _, shapes)| shapes) {
            if !all.contains(shape) {
                all.push(*shape);
            }
        }
        Some(SideLook {
            side,
            counts: decide(votes, captain),
            mine: votes.iter().find(|(m, _, _)| *m == who).map(|(_, t, _)| t.clone()),
            voted: votes.len(),
            members,
            marks: all,
            my_marks: marks.iter().find(|(m, _, _)| *m == who).map(|(_, _, s)| s.clone()).unwrap_or_default(),
        })
    }
}

impl Service {
    /// Game `view`'s team board, if it is a team game (one read).
    pub async fn team_board(&self, view: &GameView) -> Result<Option<TeamBoard>> {
        if !super::is_team(view.black.id) {
            return Ok(None);
        }
        let id = view.id;
        let ply = view.ply() as i32;
        let (sides, members, votes, marks, last) = self
            .bounded(async {
                let mut tx = self.read().await?;
                let sides = store::teams::sides(&mut tx, id).await?;
                let members = store::teams::members(&mut tx, id).await?;
                let votes = store::teams::votes(&mut tx, id, ply).await?;
                let marks = store::teams::marks(&mut tx, id, ply).await?;
                let last = store::teams::last_tally(&mut tx, id).await?;
                tx.commit().await?;
                Ok((sides, members, votes, marks, last))
            })
            .await?;
        let last_tally = last.and_then(|t| {
            // The side that voted then, as the rules say.
            let side = view.game.at(usize::try_from(t.ply).ok()?)?.position().turn();
            Some(LastTally { ply: t.ply, side, counts: counts_of(&t.counts) })
        });
        Ok(Some(TeamBoard {
            sides: super::sides_of(sides, &members),
            to_move: view.game.position().turn(),
            votes: votes.into_iter().map(|v| (v.member, v.turn, v.voted_at)).collect(),
            marks: marks.into_iter().map(|m| (m.member, m.side, Shape::list(&view.game, &m.shapes))).collect(),
            last_tally,
        }))
    }

    /// The side `user` plays for in game `view`, if it is a team game and
    /// they are on one.
    pub async fn team_side_of(&self, view: &GameView, user: UserId) -> Result<Option<Color>> {
        if !super::is_team(view.black.id) {
            return Ok(None);
        }
        self.bounded(async {
            let mut tx = self.read().await?;
            let membership = store::teams::membership(&mut tx, view.id, user).await?;
            tx.commit().await?;
            Ok(membership.map(|m| m.side))
        })
        .await
    }

    /// `user`'s marks on team game `id` at `ply` (the turn they see), in
    /// place of theirs before: for their side's eyes alone. Anyone on a
    /// side may draw, whoever is to move, while the game goes on.
    pub async fn mark(&self, id: GameId, user: &User, ply: i32, shapes: &[String]) -> Result<Vec<Shape>> {
        let view = self.game(id).await?;
        if !view.is_active() {
            return Err(ServiceError::GameOver { outcome: view.game.outcome() });
        }
        if ply != view.ply() as i32 {
            return Err(ServiceError::PositionChanged);
        }
        let mut drawn: Vec<Shape> = Vec::new();
        for text in shapes {
            let shape = Shape::parse(&view.game, text).ok_or(ServiceError::BadMarks { max: MAX_MARKS })?;
            if !drawn.contains(&shape) {
                drawn.push(shape);
            }
        }
        if drawn.len() > MAX_MARKS {
            return Err(ServiceError::BadMarks { max: MAX_MARKS });
        }
        let text = drawn.iter().map(Shape::to_string).collect::<Vec<_>>().join(" ");
        self.bounded(async {
            let mut tx = self.begin().await?;
            super::member_of(&mut tx, id, user.id).await?;
            store::teams::set_marks(&mut tx, id, user.id, ply, &text).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
        self.tell_team_news(id, ply);
        Ok(drawn)
    }

    /// Tell every process that team game `id` changed at `ply` without a
    /// move (a vote, marks): its live boards read it again. Nothing is owed
    /// to Discord for it.
    pub(super) fn tell_team_news(&self, id: GameId, ply: i32) {
        self.store.tell(&GameChange {
            game: id,
            ply,
            moved: false,
            ended: false,
            origin: self.origin.map_or("", Origin::name).to_string(),
            channel: None,
            shared: false,
            request: None,
        });
    }
}
