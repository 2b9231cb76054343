//! A knockout bracket: the rounds side by side, each tie between the two
//! it is fed from, the winners' paths, and the champion after the final.

use super::super::paint::Rgb;
use super::super::text;
use super::super::theme::Theme;
use super::card::{Align, Painter, baseline, draw_title, fitted, title_height};
use super::{CORNER, Colors, MARGIN};

/// Most rounds a bracket draws: 64 players.
const MAX_BRACKET_ROUNDS: usize = 6;
/// Most first-round ties a bracket draws.
const MAX_FIRST_TIES: usize = 1 << (MAX_BRACKET_ROUNDS - 1);

/// Narrowest and widest bracket, and the width of a name slot.
const BRACKET_MIN_W: f32 = 560.0;
const BRACKET_MAX_W: f32 = 1280.0;
const SLOT_MIN_W: f32 = 150.0;
const SLOT_MAX_W: f32 = 240.0;
/// One player's slot in a tie; two slots make a tie, ties of the first round are this far apart.
const SLOT_H: i32 = 22;
const TIE_GAP: i32 = 10;
/// The distance between first-round ties (even, so every later tie sits on a whole pixel).
const TIE_PITCH: i32 = 2 * SLOT_H + TIE_GAP;
/// Horizontal space between rounds, where the lines run.
const ROUND_GAP: f32 = 36.0;
/// Band of round names above the rounds.
const ROUND_NAMES_H: f32 = 30.0;
const NAME_PX: f32 = 15.0;
const NOTE_PX: f32 = 13.0;
const ROUND_PX: f32 = 14.0;
const SLOT_PAD: f32 = 8.0;
/// A tie's note takes at most this share of the slot's width.
const NOTE_SHARE: f32 = 0.45;
/// Line widths: a path not yet decided, a winner's path; the winner's bar on its slot.
const OPEN_LINE: i32 = 2;
const WIN_LINE: i32 = 3;
const WIN_BAR: f32 = 4.0;

/// Which player of a tie went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketSide {
    /// The first-named player (the winner of the earlier tie of the round before).
    Top,
    /// The second-named player.
    Bottom,
}

/// One tie of a knockout bracket. A `None` name is a place not yet known
/// (drawn as an empty slot); the front end passes the phrased word for a
/// bye as a name when a player had a bye.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketTie {
    /// The player in the upper slot.
    pub top: Option<String>,
    /// The player in the lower slot.
    pub bottom: Option<String>,
    /// Who went through: drawn in strong colours with a line to the next
    /// round (in the theme's `path` colour), the other player dimmed.
    pub winner: Option<BracketSide>,
    /// e.g. "1–0" or "½–½ 1–0"
    pub note: Option<String>,
}

/// A knockout bracket: rounds from the start side (left, or right for
/// right to left), each tie between the two it is fed from, and the
/// champion's place after the final.
pub struct Bracket<'a> {
    /// Drawn above the bracket, at its start side; may be empty.
    pub title: &'a str,
    /// One name per round ("Round 1", "Semi-finals", "Final"), drawn above
    /// its round. A further name, if any, labels the champion's place.
    pub round_names: &'a [String],
    /// rounds[0] has size/2 ties in bracket order (the winners of ties 2k and 2k+1 meet next), rounds[r] has size/2^(r+1). Later rounds may be partly unknown.
    ///
    /// The size is taken from `rounds[0]` (rounded up to a power of two, at
    /// most 32 ties: 64 players, 6 rounds); ties missing from any round are
    /// drawn as empty slots, ties and rounds beyond the size are left out.
    pub rounds: &'a [Vec<BracketTie>],
    /// Right to left (Arabic): the first round on the right.
    pub rtl: bool,
    /// The colours (the card is the theme's frame, the text its ink).
    pub theme: Theme,
}

/// One player's place in a tie, as drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SlotState {
    /// Not yet known.
    Empty,
    /// Known, the tie not yet decided.
    Open,
    Winner,
    Loser,
}

/// The bracket as a PNG: up to 1280 pixels wide, about 56 pixels of
/// height per first-round tie (64 players: about 1.9k pixels).
pub fn bracket_png(bracket: &Bracket) -> Vec<u8> {
    let colors = Colors::of(bracket.theme.style());
    // The size: first-round ties, a power of two.
    let first = match bracket.rounds.first() {
        Some(ties) if !ties.is_empty() => ties.len().min(MAX_FIRST_TIES).next_power_of_two(),
        Some(_) => 1,
        None => 0,
    };
    let rounds = if first == 0 { 0 } else { first.trailing_zeros() as usize + 1 };
    let columns = rounds + usize::from(rounds > 0);
    let gaps = columns.saturating_sub(1) as f32 * ROUND_GAP;
    let slot_w = if columns == 0 {
        SLOT_MAX_W
    } else {
        ((BRACKET_MAX_W - 2.0 * MARGIN - gaps) / columns as f32).clamp(SLOT_MIN_W, SLOT_MAX_W).floor()
    };
    let width = (2.0 * MARGIN + columns as f32 * slot_w + gaps).max(BRACKET_MIN_W);
    let title_h = title_height(bracket.title);
    let named = bracket.round_names.iter().take(columns).any(|name| !name.trim().is_empty());
    let body_top = (title_h + if named { ROUND_NAMES_H } else { 0.0 }) as i32;
    let height = body_top as f32 + (first.max(1) as i32 * TIE_PITCH) as f32 + MARGIN;
    let mut painter = Painter::new(width, height, &colors, bracket.rtl);
    draw_title(&mut painter, bracket.title, &colors);
    let col_x = |c: usize| MARGIN + c as f32 * (slot_w + ROUND_GAP);

    // Round names over their columns (and the champion's place, if named).
    let names_base = baseline(title_h, ROUND_NAMES_H - 6.0, ROUND_PX);
    for (c, name) in bracket.round_names.iter().take(columns).enumerate() {
        let line = text::fit(name, ROUND_PX, slot_w);
        painter.text(&line, col_x(c), col_x(c) + slot_w, Align::Center, names_base, colors.head_ink);
    }
    if rounds == 0 {
        return painter.png(bracket.theme);
    }

    // The centre of every tie: first-round ties evenly spaced, each later one between the two it is fed from.
    let mut centres: Vec<Vec<i32>> =
        vec![(0..first as i32).map(|k| body_top + k * TIE_PITCH + TIE_PITCH / 2).collect()];
    for r in 1..rounds {
        let before = &centres[r - 1];
        let next = (0..first >> r).map(|k| (before[2 * k] + before[2 * k + 1]) / 2).collect();
        centres.push(next);
    }
    let empty = BracketTie::default();
    let tie = |r: usize, k: usize| bracket.rounds.get(r).and_then(|ties| ties.get(k)).unwrap_or(&empty);

    // Lines to the next round: open ones first, the winners' over them.
    for winners in [false, true] {
        for (r, ties) in centres.iter().enumerate() {
            for (k, &cy) in ties.iter().enumerate() {
                let t = tie(r, k);
                if t.winner.is_some() != winners {
                    continue;
                }
                let from_y = match t.winner {
                    Some(BracketSide::Top) => cy - SLOT_H / 2,
                    Some(BracketSide::Bottom) => cy + SLOT_H / 2,
                    None => cy,
                };
                let to_y = match centres.get(r + 1) {
                    Some(next) if k.is_multiple_of(2) => next[k / 2] - SLOT_H / 2,
                    Some(next) => next[k / 2] + SLOT_H / 2,
                    None => cy,
                };
                let (color, w) = if winners { (colors.accent, WIN_LINE) } else { (colors.line, OPEN_LINE) };
                connect(&mut painter, col_x(r) + slot_w, col_x(r + 1), from_y, to_y, w, color);
            }
        }
    }

    // The ties.
    for (r, ties) in centres.iter().enumerate() {
        for (k, &cy) in ties.iter().enumerate() {
            draw_tie(&mut painter, tie(r, k), col_x(r), slot_w, cy, &colors);
        }
    }

    // The champion's place after the final.
    let last = rounds - 1;
    let final_tie = tie(last, 0);
    let champion = match final_tie.winner {
        Some(BracketSide::Top) => final_tie.top.as_deref(),
        Some(BracketSide::Bottom) => final_tie.bottom.as_deref(),
        None => None,
    };
    let cy = centres[last][0] as f32;
    let (x0, x1) = (col_x(rounds), col_x(rounds) + slot_w);
    let (y0, y1) = (cy - SLOT_H as f32 / 2.0, cy + SLOT_H as f32 / 2.0);
    match champion {
        Some(name) => {
            let gold = colors.medals[0];
            painter.rounded([x0, y0, x1, y1], CORNER, [true; 4], gold);
            painter.rounded([x0 + WIN_BAR, y0, x1, y1], CORNER, [false, true, true, false], colors.champion);
            let line = text::fit(name, NAME_PX, slot_w - 2.0 * SLOT_PAD - WIN_BAR);
            painter.text(
                &line,
                x0 + SLOT_PAD + WIN_BAR,
                x1 - SLOT_PAD,
                Align::Start,
                baseline(y0, y1 - y0, NAME_PX),
                colors.ink,
            );
        }
        None => empty_slot(&mut painter, [x0, y0, x1, y1], [true; 4], &colors),
    }
    painter.png(bracket.theme)
}

/// The line from a tie's end at `x0` to the next round's slot at `x1`:
/// along, across at half-way, along; `w` pixels wide.
fn connect(painter: &mut Painter, x0: f32, x1: f32, from_y: i32, to_y: i32, w: i32, color: Rgb) {
    let mid = ((x0 + x1) / 2.0).round();
    let half = w as f32 / 2.0;
    let (a, b) = ((from_y - w / 2) as f32, (to_y - w / 2) as f32);
    painter.fill(x0, a, mid + half, a + w as f32, color);
    painter.fill(mid - half, a.min(b), mid + half, a.max(b) + w as f32, color);
    painter.fill(mid - half, b, x1, b + w as f32, color);
}

/// An empty (not yet known) slot: sunk, with a thin outline.
fn empty_slot(painter: &mut Painter, [x0, y0, x1, y1]: [f32; 4], round: [bool; 4], colors: &Colors) {
    painter.rounded([x0, y0, x1, y1], CORNER, round, colors.line);
    painter.rounded([x0 + 1.0, y0 + 1.0, x1 - 1.0, y1 - 1.0], CORNER - 1.0, round, colors.slot_empty);
}

/// One tie centred on `cy`: its two slots and its note at the end of both.
fn draw_tie(painter: &mut Painter, tie: &BracketTie, x0: f32, slot_w: f32, cy: i32, colors: &Colors) {
    let x1 = x0 + slot_w;
    let note = tie.note.as_deref().filter(|n| !n.trim().is_empty()).map(|n| {
        let line = text::shape(n, NOTE_PX);
        fitted(n, line, NOTE_PX, slot_w * NOTE_SHARE)
    });
    let note_w = note.as_ref().map_or(0.0, |n| n.width.ceil() + SLOT_PAD);
    let cy_f = cy as f32;
    let slots = [
        (BracketSide::Top, tie.top.as_deref(), cy_f - SLOT_H as f32, cy_f, [true, true, false, false]),
        (BracketSide::Bottom, tie.bottom.as_deref(), cy_f, cy_f + SLOT_H as f32, [false, false, true, true]),
    ];
    for (side, name, y0, y1, round) in slots {
        let state = match (name, tie.winner) {
            (None, _) => SlotState::Empty,
            (Some(_), None) => SlotState::Open,
            (Some(_), Some(w)) if w == side => SlotState::Winner,
            (Some(_), Some(_)) => SlotState::Loser,
        };
        let (background, ink) = match state {
            SlotState::Empty => {
                empty_slot(painter, [x0, y0, x1, y1], round, colors);
                continue;
            }
            SlotState::Open => (colors.slot, colors.ink),
            SlotState::Winner => (colors.slot_win, colors.ink),
            SlotState::Loser => (colors.slot_lose, colors.lose_ink),
        };
        if state == SlotState::Winner {
            // The winner's bar at the end, where its path leaves: the end of an accent slot.
            painter.rounded([x0, y0, x1, y1], CORNER, round, colors.accent);
            let start_only = [round[0], false, false, round[3]];
            painter.rounded([x0, y0, x1 - WIN_BAR, y1], CORNER, start_only, background);
        } else {
            painter.rounded([x0, y0, x1, y1], CORNER, round, background);
        }
        let name = name.unwrap_or("");
        let room = slot_w - 2.0 * SLOT_PAD - note_w - WIN_BAR;
        let line = fitted(name, text::shape(name, NAME_PX), NAME_PX, room);
        painter.text(&line, x0 + SLOT_PAD, x0 + SLOT_PAD + room, Align::Start, baseline(y0, y1 - y0, NAME_PX), ink);
    }
    // The line between the two slots, short of the note.
    painter.fill(x0, cy_f - 0.5, x1 - note_w - WIN_BAR, cy_f + 0.5, colors.card);
    if let Some(line) = note {
        let right = x1 - WIN_BAR - SLOT_PAD / 2.0;
        painter.text(
            &line,
            right - line.width.ceil(),
            right,
            Align::Center,
            baseline(cy_f - 8.0, 16.0, NOTE_PX),
            colors.note_ink,
        );
    }
}
