//! What the board shows of a team game (the State's `team`): the sides and
//! their members and the last tally, to anyone; and to a member, their own
//! side's votes on its turn (drawn as arrows with their counts, the
//! member's own marked) and the marks the side's members drew. Nothing of a
//! side's votes or marks reaches the other side or a spectator.

use super::state::Action;
use crate::i18n::{self, Lang};
use crate::rules::Color;
use crate::service::{GameView, Motion, Shape, TeamBoard, UserId};
use crate::t;
use serde_json::{Value, json};

pub(super) fn team(view: &GameView, team: &TeamBoard, actor: Option<UserId>, lang: Lang) -> Value {
    let sides: Vec<Value> = team
        .sides
        .iter()
        .map(|s| {
            let members = i18n::team_members(lang, s, |_, name| name.to_string());
            let name = view.player(s.side).name.as_str();
            json!({ "color": s.side.name(), "text": t!(lang, "web-team-members", team = name, members = members) })
        })
        .collect();
    let tally = team.last_tally.as_ref().map(|t| {
        let counts = i18n::tally_counts(lang, &t.counts);
        t!(lang, "team-tally", team = view.player(t.side).name.as_str(), counts = counts)
    });
    let mut shown = json!({ "sides": sides, "tally": tally });
    let Some(look) = actor.and_then(|a| team.seen_by(a)) else { return shown };

    let voting = view.is_active() && look.side == view.game.position().turn();
    let mut lines = Vec::new();
    let mut votes = Vec::new();
    if voting {
        for (text, count) in &look.counts {
            let Ok(turn) = view.game.parse_turn(text) else { continue };
            let path: Vec<String> = turn.mv.points().map(|s| s.to_string()).collect();
            let mine = look.mine.as_deref() == Some(text.as_str());
            votes.push(json!({
                "turn": text,
                "path": path,
                "count": t!(lang, "web-team-vote-count", votes = *count),
                "mine": mine,
            }));
        }
        lines.push(t!(lang, "web-team-your-turn", voted = look.voted, members = look.members));
        if !look.counts.is_empty() {
            lines.push(t!(lang, "web-team-so-far", counts = i18n::tally_counts(lang, &look.counts)));
        }
        if let Some(mine) = &look.mine {
            lines.push(t!(lang, "web-team-your-vote", turn = mine.as_str()));
        }
    } else if view.is_active() {
        lines.push(t!(lang, "web-team-their-turn"));
    }
    // The marks in words too, for whoever does not see the board.
    if !look.marks.is_empty() {
        let said = look.marks.iter().map(|shape| match shape {
            Shape::Arrow(from, to) => {
                t!(lang, "web-team-mark-arrow", from = from.to_string(), to = to.to_string())
            }
            Shape::Ring(at) => t!(lang, "web-team-mark-ring", at = at.to_string()),
        });
        lines.push(t!(lang, "web-team-marks", marks = i18n::and_list(lang, said)));
    }
    let marks: Vec<Value> = look
        .marks
        .iter()
        .map(|shape| match shape {
            Shape::Arrow(from, to) => json!({ "arrow": [from.to_string(), to.to_string()] }),
            Shape::Ring(at) => json!({ "ring": at.to_string() }),
        })
        .collect();
    if let Value::Object(map) = &mut shown {
        map.insert("side".into(), json!(look.side.name()));
        map.insert("votes".into(), json!(votes));
        map.insert("lines".into(), json!(lines));
        map.insert("marks".into(), json!(marks));
        map.insert("my_marks".into(), json!(look.my_marks.iter().map(Shape::to_string).collect::<Vec<_>>()));
        map.insert("marks_hint".into(), json!(view.is_active().then(|| t!(lang, "web-team-marks-hint"))));
    }
    shown
}

/// The sides a person watching team game `view` may join from the board:
/// those open to anyone (a side limited to a role, or to one server's
/// members, is joined on Discord, which knows them).
pub(super) fn joins(view: &GameView, team: &TeamBoard) -> Vec<Action> {
    if !view.is_active() {
        return Vec::new();
    }
    let open = |side: Color| team.sides.iter().any(|s| s.side == side && s.role.is_none() && s.guild.is_none());
    [Color::Black, Color::White].into_iter().filter(|side| open(*side)).map(Action::join).collect()
}

impl Action {
    /// The button that joins `side` of a team game.
    pub const fn join(side: Color) -> Action {
        match side {
            Color::Black => Action::JoinBlack,
            Color::White => Action::JoinWhite,
        }
    }

    /// The side of a team game this button joins, if it joins one.
    pub const fn joins(self) -> Option<Color> {
        match self {
            Action::JoinBlack => Some(Color::Black),
            Action::JoinWhite => Some(Color::White),
            _ => None,
        }
    }
}

/// A side's motions and the board's buttons that back them.
const MOTIONS: [(Motion, Action); 3] =
    [(Motion::Draw, Action::TeamDraw), (Motion::Takeback, Action::TeamTakeback), (Motion::Resign, Action::TeamResign)];

/// The motion a board's button backs, if it backs one.
pub(super) fn motion_of(action: Action) -> Option<Motion> {
    MOTIONS.iter().find(|(_, a)| *a == action).map(|&(motion, _)| motion)
}

/// The actions a member of a side may take in team game `view`: the
/// captain of the side to move calls the tally; anyone backs the side's
/// motions.
pub(super) fn actions(view: &GameView, team: &TeamBoard, member: UserId) -> Vec<Action> {
    let Some(side) = team.side_of(member) else { return Vec::new() };
    let open = view.open_motions(side);
    let mut actions: Vec<Action> =
        MOTIONS.iter().filter(|(motion, _)| open.contains(motion)).map(|&(_, action)| action).collect();
    let leads = team.sides.iter().any(|s| s.side == side && s.captain == Some(member));
    if leads && view.is_active() && view.game.position().turn() == side {
        actions.insert(0, Action::TeamTally);
    }
    actions
}
