//! A game as the page draws it (the State of the page's contract): the
//! board in the PNG's geometry, the pieces, the turns the player may play,
//! and every word the page shows, phrased in the viewer's language. The
//! page decides nothing about the rules: it offers what is listed here.

use crate::i18n::{self, Lang};
use crate::render::{Layout, Orientation, Theme};
use crate::rules::{Color, Game, Piece, Square};
use crate::service::{GameStatus, GameView, PlayerCard, TeamBoard, UserId};
use crate::t;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// Who looks at a game, as the page's pass and the game decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Viewer {
    /// The side drawn at the bottom and listed last; `None`: a spectator.
    pub side: Option<Color>,
    /// The person the page acts for now, if it may act in this game.
    pub actor: Option<UserId>,
    /// A person watching a team game, who may join a side of it.
    pub joiner: Option<UserId>,
    pub lang: Lang,
    pub theme: Theme,
}

/// An action of the page's buttons: its id in the page, and what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    Takeback,
    AcceptTakeback,
    DeclineTakeback,
    Abort,
    Rematch,
    /// A member of a side backs a motion of the side (team games).
    TeamDraw,
    TeamTakeback,
    TeamResign,
    /// The captain of the side to move calls its tally early.
    TeamTally,
    /// A person watching a team game joins Black's or White's side.
    JoinBlack,
    JoinWhite,
}

impl Action {
    pub const ALL: [Action; 15] = [
        Action::OfferDraw,
        Action::AcceptDraw,
        Action::DeclineDraw,
        Action::Resign,
        Action::Takeback,
        Action::AcceptTakeback,
        Action::DeclineTakeback,
        Action::Abort,
        Action::Rematch,
        Action::TeamDraw,
        Action::TeamTakeback,
        Action::TeamResign,
        Action::TeamTally,
        Action::JoinBlack,
        Action::JoinWhite,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            Action::OfferDraw => "draw",
            Action::AcceptDraw => "accept-draw",
            Action::DeclineDraw => "decline-draw",
            Action::Resign => "resign",
            Action::Takeback => "takeback",
            Action::AcceptTakeback => "accept-takeback",
            Action::DeclineTakeback => "decline-takeback",
            Action::Abort => "abort",
            Action::Rematch => "rematch",
            Action::TeamDraw => "team-draw",
            Action::TeamTakeback => "team-takeback",
            Action::TeamResign => "team-resign",
            Action::TeamTally => "team-tally",
            Action::JoinBlack => "join-black",
            Action::JoinWhite => "join-white",
        }
    }

    pub fn of(id: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.id() == id)
    }

    fn label(self) -> &'static str {
        match self {
            Action::OfferDraw => "button-offer-draw",
            Action::AcceptDraw => "button-accept-draw",
            Action::DeclineDraw => "button-decline-draw",
            Action::Resign => "button-resign",
            Action::Takeback => "button-takeback",
            Action::AcceptTakeback => "button-accept-takeback",
            Action::DeclineTakeback => "button-decline-takeback",
            Action::Abort => "web-abort",
            Action::Rematch => "button-rematch",
            Action::TeamDraw => "web-team-draw",
            Action::TeamTakeback => "web-team-takeback",
            Action::TeamResign => "web-team-resign",
            Action::TeamTally => "web-team-tally",
            Action::JoinBlack | Action::JoinWhite => "button-join-team",
        }
    }

    /// The question asked before the action, for those that cannot be undone.
    fn confirm(self) -> Option<&'static str> {
        match self {
            Action::Resign => Some("web-confirm-resign"),
            Action::Abort => Some("web-confirm-abort"),
            Action::TeamResign => Some("web-confirm-team-resign"),
            _ => None,
        }
    }
}

/// The actions `actor` may take in the game as it stands (`team`: its
/// team board, for a team game, whose members back their side's motions).
pub fn actions(view: &GameView, actor: UserId, team: Option<&TeamBoard>) -> Vec<Action> {
    if let Some(team) = team.filter(|t| t.side_of(actor).is_some()) {
        return super::teams::actions(view, team, actor);
    }
    if view.color_of(actor).is_none() {
        return Vec::new();
    }
    if !view.is_active() {
        return if view.status == GameStatus::Finished { vec![Action::Rematch] } else { Vec::new() };
    }
    let mut actions = Vec::new();
    match view.draw_offer {
        None => actions.push(Action::OfferDraw),
        Some(by) if by != actor => actions.extend([Action::AcceptDraw, Action::DeclineDraw]),
        Some(_) => {}
    }
    if !view.rated {
        match view.takeback_by {
            None if view.ply() > 0 => actions.push(Action::Takeback),
            Some(by) if by != actor => actions.extend([Action::AcceptTakeback, Action::DeclineTakeback]),
            _ => {}
        }
    }
    // Before both sides have moved (the service refuses it later).
    if view.ply() < 2 {
        actions.push(Action::Abort);
    }
    actions.push(Action::Resign);
    actions
}

/// The page's State for `viewer` (`team`: the team board of a team game,
/// whose members vote with the turns they play here).
pub fn state(view: &GameView, viewer: Viewer, team: Option<&TeamBoard>) -> Value {
    let lang = viewer.lang;
    let game = &view.game;
    let mover = view.to_move().id;
    let side_to_move = team.and_then(|t| viewer.actor.and_then(|a| t.side_of(a))) == Some(game.position().turn());
    let can_move = view.is_active() && (viewer.actor == Some(mover) || side_to_move);
    let mut state = play(game, viewer.side, can_move, lang, viewer.theme);
    let players: Vec<Value> = {
        let order = match viewer.side {
            Some(me) => [me.other(), me],
            None => [Color::White, Color::Black],
        };
        order.iter().map(|&c| player(view, c, lang)).collect()
    };

    let actions: Vec<Value> = viewer
        .actor
        .map(|a| actions(view, a, team))
        .or_else(|| viewer.joiner.and(team).map(|t| super::teams::joins(view, t)))
        .unwrap_or_default()
        .into_iter()
        .map(|a| {
            let label = match a.joins() {
                Some(side) => t!(lang, a.label(), team = view.player(side).name.as_str()),
                None => t!(lang, a.label()),
            };
            json!({
                "id": a.id(),
                "label": label,
                "confirm": a.confirm().map(|id| t!(lang, id, game = view.id.0)),
            })
        })
        .collect();

    let name_of = |id: UserId| view.card_of(id).map_or_else(String::new, |c| c.name.clone());
    let notice = if !view.is_active() {
        None
    } else if let Some(by) = view.takeback_by {
        Some(t!(lang, "web-takeback-asked", name = name_of(by)))
    } else {
        view.draw_offer.map(|by| t!(lang, "web-draw-offered", name = name_of(by)))
    };

    let fields = json!({
        "game": view.id.0,
        // Of two States of this game, the one of the higher `rev` is the later.
        "rev": view.rev,
        "ply": view.ply(),
        "said": said(view, lang),
        // The pieces the page moves: the acting person's (at the console's
        // keyboard, whoever is to move), else the side it is seen from.
        "me": viewer.actor.and_then(|a| view.color_of(a)).or(viewer.side).map(|c| c.name()),
        "title": t!(lang, "web-title", game = view.id.0, black = view.black.name.as_str(), white = view.white.name.as_str()),
        "players": players,
        "status": status(view, lang),
        "over": !view.is_active(),
        "notice": notice,
        // The side whose draw offer is open: gone with no move, it was declined.
        "draw_offer": view.draw_offer.filter(|_| view.is_active()).and_then(|by| view.color_of(by)).map(|c| c.name()),
        "actions": actions,
        "strings": strings(view, viewer),
        "team": team.map(|t| super::teams::team(view, t, viewer.actor, lang)),
    });
    if let Value::Object(fields) = fields {
        state.extend(fields);
    }
    Value::Object(state)
}

/// What a board to explore offers at `game`'s position (a finished game's
/// position, a free board's): the side to move's turns, whoever looks, and
/// the position and its rules as text, from which a variation goes on.
pub fn explore(game: &Game, side: Option<Color>, lang: Lang, theme: Theme) -> serde_json::Map<String, Value> {
    let mut map = play(game, side, game.outcome().is_none(), lang, theme);
    map.insert("me".into(), json!(game.position().turn().name()));
    map.insert("position".into(), json!(game.position().to_string()));
    map.insert("rules".into(), json!(game.rules().to_string()));
    map.insert("analysis".into(), json!(true));
    map
}

/// A free board's State (no game behind it): `explore`'s, with a title,
/// the side to move or the result as its status, and, when `turn` led
/// there, that turn and its number (`ply`: the turns before it).
pub fn free(game: &Game, turn: Option<(usize, String)>, lang: Lang, theme: Theme) -> Value {
    let mut map = explore(game, None, lang, theme);
    let status = match game.outcome() {
        Some(outcome) => i18n::outcome_text(lang, outcome),
        None => t!(lang, "web-analysis-to-move", colour = i18n::colour(lang, game.position().turn())),
    };
    let title = t!(lang, "web-analysis-title");
    let mut words = page_words(lang, t!(lang, "web-analysis-board"));
    words.extend(analysis_words(lang));
    let fields = json!({
        "game": Value::Null,
        "ply": 0,
        "title": title,
        "status": status,
        "players": [],
        "moves": [],
        "strings": words,
        "turn": turn.as_ref().map(|(_, text)| text.clone()),
        "number": turn.map(|(ply, _)| i18n::move_number(ply)),
    });
    if let Value::Object(fields) = fields {
        map.extend(fields);
    }
    Value::Object(map)
}

/// The words of a board being explored: the variations' tools.
pub fn analysis_words(lang: Lang) -> serde_json::Map<String, Value> {
    [
        ("explore", "web-analysis-explore"),
        ("variation", "web-variation"),
        ("promote", "web-variation-promote"),
        ("delete", "web-variation-delete"),
    ]
    .iter()
    .map(|(key, id)| (key.to_string(), t!(lang, *id).into()))
    .collect()
}

/// What the page draws and offers of any game, whoever plays it: the
/// board seen from `side` (Black's side for a spectator), the pieces, the
/// last turn, the turns the viewer may play now (none unless `can_move`),
/// a label for every point and a reason for every piece that may not move,
/// and the moves so far.
pub fn play(
    game: &Game,
    side: Option<Color>,
    can_move: bool,
    lang: Lang,
    theme: Theme,
) -> serde_json::Map<String, Value> {
    let position = game.position();
    let orientation = Orientation::of(side.unwrap_or(Color::Black));
    let turns = if can_move { game.legal_turns() } else { Vec::new() };

    let piece_json = |sq: Square, piece: Piece| json!({ "sq": sq.to_string(), "color": piece.color.name(), "kind": piece.kind.name() });

    // Where each piece may go (first landings), and which must capture.
    let mut goes: BTreeMap<Square, Vec<Square>> = BTreeMap::new();
    for turn in &turns {
        if let Some(first) = turn.mv.points().nth(1) {
            let to = goes.entry(turn.mv.from()).or_default();
            if !to.contains(&first) {
                to.push(first);
            }
        }
    }
    let capturing = can_move && game.must_capture();
    let huffable: Vec<Square> = if can_move { game.huffable().collect() } else { Vec::new() };

    let mut labels = serde_json::Map::new();
    let mut reasons = serde_json::Map::new();
    let geometry = position.geometry();
    for sq in geometry.points {
        let point = sq.to_string();
        let label = match position.piece_at(sq) {
            None => t!(lang, "web-point-empty", point = point.as_str()),
            Some(piece) => {
                let name = i18n::piece_name(lang, piece);
                match goes.get(&sq) {
                    Some(to) => {
                        let points = i18n::or_list(lang, to.iter().map(Square::to_string));
                        let id = if capturing { "web-point-must-capture" } else { "web-point-may-move" };
                        t!(lang, id, point = point.as_str(), piece = name, points = points)
                    }
                    None if huffable.contains(&sq) => {
                        t!(lang, "web-point-huffable", point = point.as_str(), piece = name)
                    }
                    None => t!(lang, "web-point-piece", point = point.as_str(), piece = name),
                }
            }
        };
        labels.insert(point.clone(), label.into());
        if can_move && position.piece_at(sq).is_some_and(|p| p.color == position.turn()) && !goes.contains_key(&sq) {
            let reason = match game.held_by_capture(sq) {
                Some(refusal) => {
                    t!(lang, "web-piece-must-not", point = point.as_str(), reason = i18n::illegal_move(lang, &refusal))
                }
                None => t!(lang, "web-piece-stuck", point = point.as_str()),
            };
            reasons.insert(point, reason.into());
        }
    }

    let last = game.last_turn().map(|(before, turn)| {
        let base = turn.base(before);
        let path: Vec<String> = turn.mv.points().map(|s| s.to_string()).collect();
        let captured: Vec<Square> = turn.mv.captured().collect();
        json!({
            "path": path,
            "captured": captured.iter().map(Square::to_string).collect::<Vec<_>>(),
            "huffed": turn.huff.map(|s| s.to_string()),
            "ghosts": captured.iter().filter_map(|&s| base.piece_at(s).map(|p| piece_json(s, p))).collect::<Vec<_>>(),
        })
    });

    let fields = json!({
        "lang": lang.tag(),
        "dir": if lang.rtl() { "rtl" } else { "ltr" },
        "theme": theme.name(),
        "can_move": can_move,
        "board": board(position.size(), orientation, theme),
        "pieces": geometry.points.filter_map(|sq| position.piece_at(sq).map(|p| piece_json(sq, p))).collect::<Vec<_>>(),
        "last": last,
        "turns": turns.iter().map(|t| json!({
            "text": t.to_string(),
            "from": t.mv.from().to_string(),
            "path": t.mv.points().skip(1).map(|s| s.to_string()).collect::<Vec<_>>(),
            "captures": t.mv.captured().map(|s| s.to_string()).collect::<Vec<_>>(),
            "huff": t.huff.map(|s| s.to_string()),
        })).collect::<Vec<_>>(),
        "must_capture": if capturing { goes.keys().map(Square::to_string).collect::<Vec<_>>() } else { Vec::new() },
        "huffable": huffable.iter().map(Square::to_string).collect::<Vec<_>>(),
        "labels": labels,
        "reasons": reasons,
        "moves": move_list(game),
    });
    match fields {
        Value::Object(map) => map,
        _ => unreachable!("a JSON object"),
    }
}

fn player(view: &GameView, color: Color, lang: Lang) -> Value {
    let card: &PlayerCard = view.player(color);
    let rating = match view.ai_level {
        Some(level) if card.bot => t!(lang, "web-computer-level", level = level),
        _ => i18n::rating(lang, card.rating, card.provisional),
    };
    let to_move = view.is_active() && view.game.position().turn() == color;
    let clock = to_move.then(|| {
        let left = (view.deadline - chrono::Utc::now()).to_std().unwrap_or_default();
        t!(lang, "web-clock", time = i18n::duration_rough(lang, left))
    });
    let colour = i18n::colour(lang, color);
    let label_id = if to_move { "web-player-to-move" } else { "web-player" };
    json!({
        "color": color.name(),
        "name": card.name,
        "rating": rating,
        "pieces": t!(lang, "pieces", count = view.game.position().count(color)),
        "clock": clock,
        "to_move": to_move,
        "label": t!(lang, label_id, name = card.name.as_str(), colour = colour, rating = rating.as_str()),
    })
}

/// The last turn in words, for screen readers: "bob played c3 to g7,
/// taking d4 and f6."
fn said(view: &GameView, lang: Lang) -> Option<String> {
    let (before, turn) = view.game.last_turn()?;
    let name = view.player(before.turn()).name.as_str();
    let to = turn.mv.points().last().unwrap_or(turn.mv.from());
    let captured: Vec<String> = turn.mv.captured().map(|s| s.to_string()).collect();
    Some(t!(
        lang,
        "web-said-turn",
        name = name,
        from = turn.mv.from().to_string(),
        to = to.to_string(),
        count = captured.len(),
        taken = i18n::and_list(lang, &captured),
        huffed = turn.huff.map_or_else(|| "none".to_string(), |s| s.to_string()),
    ))
}

pub(super) fn status(view: &GameView, lang: Lang) -> String {
    match view.status {
        GameStatus::Active => {
            let mover = view.to_move();
            let colour = i18n::colour(lang, view.game.position().turn());
            t!(lang, "web-status-to-move", name = mover.name.as_str(), colour = colour)
        }
        GameStatus::Aborted => t!(lang, "web-status-aborted"),
        GameStatus::Finished => match view.game.outcome() {
            Some(outcome) => i18n::outcome_text(lang, outcome),
            None => t!(lang, "game-finished-plain"),
        },
    }
}

/// The moves, a row per move number (Black's turn, then White's), numbered
/// as everywhere else.
pub(super) fn move_list(game: &Game) -> Vec<Value> {
    move_rows(game.start().turn(), game.turns().iter().map(|t| Some(t.to_string())))
}

/// The rows of a move list whose first turn is `first`'s; a `None` turn (a
/// side that stood still) leaves its place empty.
pub fn move_rows(first: Color, turns: impl IntoIterator<Item = Option<String>>) -> Vec<Value> {
    let mut rows: Vec<(usize, Option<String>, Option<String>)> = Vec::new();
    for (ply, turn) in turns.into_iter().enumerate() {
        let mover = if ply % 2 == 0 { first } else { first.other() };
        let open = rows.last().is_some_and(|r| r.2.is_none() && mover == Color::White);
        if !open {
            rows.push((ply, None, None));
        }
        let row = rows.last_mut().expect("a row was just made");
        match mover {
            Color::Black => row.1 = turn,
            Color::White => row.2 = turn,
        }
    }
    // Each move with the ply it leads to (a finished game is stepped to it).
    rows.into_iter()
        .map(|(ply, black, white)| {
            // A row starts with Black's turn, but a first row White opens.
            let (b, w) = if first == Color::White && ply == 0 { (0, 1) } else { (ply + 1, ply + 2) };
            json!({ "n": i18n::move_number(ply), "black": black, "white": white, "to": [b, w] })
        })
        .collect()
}

/// The page's own words, in the viewer's language.
fn strings(view: &GameView, viewer: Viewer) -> Value {
    let lang = viewer.lang;
    let opponent = viewer.side.map(|me| view.player(me.other()).name.clone()).unwrap_or_default();
    let mut words = page_words(lang, t!(lang, "web-board", game = view.id.0));
    words.insert("waiting".into(), t!(lang, "web-waiting", name = opponent.as_str()).into());
    words.insert("draw_declined".into(), t!(lang, "web-draw-declined", name = opponent).into());
    words.insert("spectating".into(), t!(lang, "web-spectating").into());
    words.insert("lobby".into(), t!(lang, "activity-lobby").into());
    Value::Object(words)
}

/// The words of the page around any board (`board`: the board's name
/// for screen readers): picking a piece and its points, the moves, the
/// connection.
pub fn page_words(lang: Lang, board: String) -> serde_json::Map<String, Value> {
    let words = [
        ("moves", "web-moves"),
        ("skip", "web-skip"),
        ("cancel", "button-cancel"),
        ("confirm", "web-confirm"),
        ("pick", "web-pick"),
        ("pick_dest", "web-pick-dest"),
        ("pick_huff", "web-pick-huff"),
        ("chain", "web-chain"),
        ("chain_stop", "web-chain-stop"),
        ("connection_lost", "web-connection-lost"),
        ("landing", "web-legal-landing"),
        ("sounds", "web-sounds"),
        ("steps", "web-steps"),
        ("step_first", "web-step-first"),
        ("step_back", "web-step-back"),
        ("step_next", "web-step-next"),
        ("step_last", "web-step-last"),
    ];
    let mut map: serde_json::Map<String, Value> =
        words.iter().map(|(key, id)| (key.to_string(), t!(lang, *id).into())).collect();
    map.insert("board".into(), board.into());
    map
}

/// The board's drawing: the PNG's geometry, oriented for the viewer.
fn board(size: crate::rules::BoardSize, orientation: Orientation, theme: Theme) -> Value {
    let layout = Layout::of(size);
    let points: Vec<Value> = size
        .geometry()
        .points
        .map(|sq| {
            let (x, y) = layout.center_f(orientation, sq);
            json!({ "sq": sq.to_string(), "x": x, "y": y })
        })
        .collect();
    let lines: Vec<Value> =
        layout.segments(orientation).into_iter().map(|((x1, y1), (x2, y2))| json!([x1, y1, x2, y2])).collect();
    let coords: Vec<Value> = layout
        .coordinate_labels(orientation)
        .into_iter()
        .map(|(text, x, y)| json!({ "text": text, "x": x, "y": y }))
        .collect();
    json!({
        "width": layout.width,
        "height": layout.caption_top,
        "size": size.points_per_side(),
        "frame": layout.frame,
        "pad": layout.pad,
        "spacing": layout.spacing,
        "radius": layout.piece_radius,
        "point_radius": layout.point_radius(),
        "line_width": theme.style().line_width,
        "points": points,
        "lines": lines,
        "coords": coords,
    })
}

/// The themes' colours as CSS custom properties, one block per theme: the
/// page's colours are the PNG's, from the one table in `render::theme`.
pub fn theme_css() -> String {
    use std::fmt::Write as _;
    let mut css = String::new();
    for theme in Theme::ALL {
        let s = theme.style();
        let _ = writeln!(css, "[data-theme=\"{}\"] {{", theme.name());
        let (black, white) = (&s.black, &s.white);
        let colours = [
            ("frame", s.frame),
            ("frame-edge", s.frame_edge),
            ("caption-bg", s.caption_bg),
            ("ink", s.ink),
            ("board", s.board),
            ("board-edge", s.board_edge),
            ("line", s.line),
            ("shadow", s.shadow),
            ("black-light", black.light),
            ("black-body", black.body),
            ("black-dark", black.dark),
            ("black-rim", black.rim),
            ("black-groove", black.groove),
            ("white-light", white.light),
            ("white-body", white.body),
            ("white-dark", white.dark),
            ("white-rim", white.rim),
            ("white-groove", white.groove),
            ("gold-light", s.gold_light),
            ("gold", s.gold),
            ("gold-dark", s.gold_dark),
            ("path", s.path),
            ("better", s.better),
            ("cross", s.cross),
            ("huff", s.huff),
            ("dest", s.dest),
        ];
        for (name, [r, g, b]) in colours {
            let _ = writeln!(css, "  --{name}: rgb({r}, {g}, {b});");
        }
        let _ = writeln!(css, "  --dest-alpha: {};", s.dest_alpha);
        let _ = writeln!(css, "}}");
    }
    css
}
