//! Everything drawn once per board size and theme: the board backgrounds
//! (from either side), the piece sprites and the sprites of every mark laid
//! over a position (path, rings, crosses, dots).

use super::draw::{Ink, Sketch};
use super::paint::{Palette, Rgb, Sprite, mix};
use super::theme::{Style, Theme};
use super::{Layout, Orientation, text};
use crate::rules::{BoardSize, Color, Kind};
use image::RgbImage;
use std::collections::HashMap;
use std::sync::LazyLock;

/// Opacity of the path and the rings at either end of the last move.
pub const PATH_ALPHA: f32 = 0.9;

/// Font sizes of the coordinates and the caption.
pub const COORD_PX: f32 = 13.0;
pub const CAPTION_PX: f32 = 13.75;

/// A screen direction from one point to its neighbour: `(dx, dy)` with each
/// of -1, 0, 1, not both 0; y grows downwards.
pub type Step = (i8, i8);

/// Index of a screen direction among the eight.
pub fn step_index((dx, dy): Step) -> Option<usize> {
    const STEPS: [Step; 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    STEPS.iter().position(|&s| s == (dx, dy))
}

/// The pre-drawn parts of one board size in one theme.
pub struct BoardAssets {
    pub layout: Layout,
    pub theme: Theme,
    /// Palette indices of the empty board, from Black's side and from White's.
    backgrounds: [Vec<u8>; 2],
    /// Pieces by `[color][kind]`, with shadow.
    pieces: [[Sprite; 2]; 2],
    /// Pieces without shadow, for the ghosts of captured pieces.
    ghosts: [[Sprite; 2]; 2],
    /// The tint and ring on the point the last move started from.
    pub start: Sprite,
    /// The ring around the piece that moved last.
    pub moved: Sprite,
    /// Crosses over a captured piece and over a huffed one.
    pub cross: Sprite,
    pub huff_cross: Sprite,
    /// The dashed ring on a piece that may be huffed.
    pub huff_ring: Sprite,
    /// The ring on a picked piece, and the marks where it may go (a dot on
    /// an empty point, a ring on an occupied one).
    pub selected: Sprite,
    pub dest_dot: Sprite,
    pub dest_ring: Sprite,
    /// The path of the last move: solid, its head at the edge of the piece
    /// that moved.
    pub path: PathSprites,
    /// The path of a review's played turn, drawn before it is played (its
    /// end point empty): solid, its head reaching into the end point.
    pub played: PathSprites,
    /// The path of a review's better turn: dashed, in its own colour, with
    /// dashed rings on the piece it moves and where it lands, and a dot on
    /// each piece it would take.
    pub better: PathSprites,
    pub better_ring: Sprite,
    pub better_dot: Sprite,
    /// Small discs for the caption strip, and the ring on the side to move's.
    pub minis: [Sprite; 2],
    pub turn_ring: Sprite,
}

impl BoardAssets {
    pub fn background(&self, orientation: Orientation) -> &[u8] {
        &self.backgrounds[orientation as usize]
    }

    pub fn piece(&self, color: Color, kind: Kind) -> &Sprite {
        &self.pieces[color as usize][kind as usize]
    }

    pub fn ghost(&self, color: Color, kind: Kind) -> &Sprite {
        &self.ghosts[color as usize][kind as usize]
    }

    pub fn palette(&self) -> &'static Palette {
        self.theme.palette()
    }
}

/// The sprites a path is laid out of.
pub struct PathSprites {
    /// One step between neighbouring points, by [`step_index`] (a step and
    /// its reverse look the same), centred between the points.
    segments: [Sprite; 8],
    /// The last step, ending in an arrow head, by [`step_index`].
    arrows: [Sprite; 8],
    /// A dot on a point where a capture chain landed on its way.
    pub landing: Sprite,
}

impl PathSprites {
    pub fn segment(&self, step: Step) -> Option<&Sprite> {
        step_index(step).map(|i| &self.segments[i])
    }

    pub fn arrow(&self, step: Step) -> Option<&Sprite> {
        step_index(step).map(|i| &self.arrows[i])
    }
}

type Slot = LazyLock<BoardAssets>;

macro_rules! slots {
    ($($size:ident / $theme:ident),+) => {
        [$(LazyLock::new(|| BoardAssets::draw(BoardSize::$size, Theme::$theme))),+]
    };
}

static ASSETS: [Slot; 6] = slots!(Nine / Sand, Nine / Dark, Nine / Contrast, Five / Sand, Five / Dark, Five / Contrast);

/// The assets of a board size and theme, drawn on first use.
pub fn board_assets(size: BoardSize, theme: Theme) -> &'static BoardAssets {
    let row = match size {
        BoardSize::Nine => 0,
        BoardSize::Five => 1,
    };
    &ASSETS[row * Theme::ALL.len() + theme.index()]
}

impl BoardAssets {
    fn draw(size: BoardSize, theme: Theme) -> BoardAssets {
        let layout = Layout::of(size);
        let (style, palette) = (theme.style(), theme.palette());
        let r = layout.piece_radius as f32;
        let sprite = |reach: f32, ground: Rgb, f: &dyn Fn(&mut Sketch, f32, f32)| {
            let mut s = Sketch::sprite(reach.ceil() as i32 + 2, ground);
            let (cx, cy) = s.center();
            f(&mut s, cx, cy);
            Sprite::from_layers(&s.finish(), palette)
        };
        let board = style.board;
        let both = |f: &dyn Fn(Color, Kind) -> Sprite| {
            [Color::Black, Color::White].map(|c| [Kind::Man, Kind::Mullah].map(|k| f(c, k)))
        };
        let pieces = both(&|c, k| piece(style, palette, r, c, k, true));
        let ghosts = both(&|c, k| piece(style, palette, r, c, k, false));
        let start = sprite(r, board, &|s, cx, cy| {
            s.paint(style.path, style.start_alpha, |ink| ink.disc(cx, cy, r - 2.0));
            s.paint(style.path, PATH_ALPHA, |ink| ink.ring(cx, cy, r - 2.0, 2.5, 0));
        });
        let moved = sprite(r + 5.0, board, &|s, cx, cy| {
            s.paint(style.path, PATH_ALPHA, |ink| ink.ring(cx, cy, r + 2.5, 2.5, 0));
        });
        let cross_of = |color: Rgb| {
            sprite(r, board, &|s, cx, cy| {
                let arm = r * 0.42;
                s.paint(color, 1.0, |ink| {
                    ink.capsule((cx - arm, cy - arm), (cx + arm, cy + arm), r * 0.34);
                    ink.capsule((cx - arm, cy + arm), (cx + arm, cy - arm), r * 0.34);
                });
            })
        };
        let huff_ring = sprite(r + 6.0, board, &|s, cx, cy| {
            s.paint(style.huff, 1.0, |ink| ink.ring(cx, cy, r + 4.0, 3.2, 14));
        });
        let selected = sprite(r + 6.0, board, &|s, cx, cy| {
            s.paint(style.path, 1.0, |ink| ink.ring(cx, cy, r + 3.5, 3.5, 0));
        });
        let dest_dot = sprite(layout.spacing as f32 * 0.16, board, &|s, cx, cy| {
            s.paint(style.dest, style.dest_alpha, |ink| ink.disc(cx, cy, layout.spacing as f32 * 0.16));
        });
        let dest_ring = sprite(r, board, &|s, cx, cy| {
            s.paint(style.dest, style.dest_alpha, |ink| ink.ring(cx, cy, r - 2.0, 4.0, 0));
        });
        let path = path_sprites(&layout, board, palette, style.path, Head::Piece);
        let played = path_sprites(&layout, board, palette, style.path, Head::Point);
        let better = path_sprites(&layout, board, palette, style.better, Head::DashedPoint);
        let better_ring = sprite(r + 8.0, board, &|s, cx, cy| {
            s.paint(style.better, 1.0, |ink| ink.ring(cx, cy, r + 6.0, 3.0, 10));
        });
        let dot = layout.path_width() * 1.1;
        let better_dot = sprite(dot + 2.0, board, &|s, cx, cy| {
            s.paint(style.board, 1.0, |ink| ink.disc(cx, cy, dot + 1.5));
            s.paint(style.better, 1.0, |ink| ink.disc(cx, cy, dot));
        });
        let mini_r = CAPTION_PX * 0.42;
        let minis = [Color::Black, Color::White].map(|c| {
            let colors = style.pieces(c);
            sprite(mini_r + 2.0, style.caption_bg, &|s, cx, cy| {
                s.paint(board, 1.0, |ink| ink.disc(cx, cy, mini_r + 2.0));
                s.paint(colors.rim, 1.0, |ink| ink.disc(cx, cy, mini_r));
                s.paint(colors.body, 1.0, |ink| ink.disc(cx, cy, mini_r - 1.3));
            })
        });
        let turn_ring = sprite(mini_r + 6.0, style.caption_bg, &|s, cx, cy| {
            s.paint(style.ink, 1.0, |ink| ink.ring(cx, cy, mini_r + 4.5, 1.5, 0));
        });
        let backgrounds = backgrounds(&layout, style, palette);
        BoardAssets {
            layout,
            theme,
            backgrounds,
            pieces,
            ghosts,
            start,
            moved,
            cross: cross_of(style.cross),
            huff_cross: cross_of(style.huff),
            huff_ring,
            selected,
            dest_dot,
            dest_ring,
            path,
            played,
            better,
            better_ring,
            better_dot,
            minis,
            turn_ring,
        }
    }
}

/// Where a path's arrow head ends, and how its line is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Head {
    /// At the edge of the piece standing on the end point; solid.
    Piece,
    /// Into the (empty) end point; solid.
    Point,
    /// Into the end point; dashed: one dash per step, clear of the points,
    /// so the points and pieces under it stay visible.
    DashedPoint,
}

/// The sprites of a path in `color`, ending as `head` says.
fn path_sprites(layout: &Layout, board: Rgb, palette: &Palette, color: Rgb, head: Head) -> PathSprites {
    let r = layout.piece_radius as f32;
    let dashed = head == Head::DashedPoint;
    let lw = layout.path_width() * if dashed { 0.8 } else { 1.0 };
    let spacing = layout.spacing as f32;
    let steps: [Step; 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    // A step's sprite is centred half-way between the two points; a dash
    // covers the middle of it.
    let half = spacing / 2.0;
    let dash = if dashed { 0.5 } else { 1.0 };
    let sprite = |reach: f32, f: &dyn Fn(&mut Sketch, f32, f32)| {
        let mut s = Sketch::sprite(reach.ceil() as i32 + 2, board);
        let (cx, cy) = s.center();
        f(&mut s, cx, cy);
        Sprite::from_layers(&s.finish(), palette)
    };
    let segments = steps.map(|(dx, dy)| {
        sprite(half + lw, &|s, cx, cy| {
            let (hx, hy) = (dx as f32 * half * dash, dy as f32 * half * dash);
            s.paint(color, PATH_ALPHA, |ink| ink.capsule((cx - hx, cy - hy), (cx + hx, cy + hy), lw));
        })
    });
    let arrows = steps.map(|(dx, dy)| {
        sprite(half + lw, &|s, cx, cy| {
            let (hx, hy) = (dx as f32 * half, dy as f32 * half);
            let len = (hx * hx + hy * hy).sqrt() * 2.0;
            let (ux, uy) = (hx * 2.0 / len, hy * 2.0 / len);
            let (head_len, head_half) = (lw * 2.7, lw * 1.7);
            let tip_back = if head == Head::Piece { r + 2.0 } else { r * 0.35 }.min(len - head_len);
            let tip = (cx + hx - ux * tip_back, cy + hy - uy * tip_back);
            let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
            let (px, py) = (-uy * head_half, ux * head_half);
            let tail = (cx - hx * dash, cy - hy * dash);
            s.paint(color, PATH_ALPHA, |ink| {
                ink.capsule(tail, (base.0 + ux, base.1 + uy), lw);
                ink.polygon(&[tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)]);
            });
        })
    });
    let landing = sprite(lw * 1.3, &|s, cx, cy| {
        s.paint(color, PATH_ALPHA, |ink| ink.disc(cx, cy, lw * 1.3));
    });
    PathSprites { segments, arrows, landing }
}

/// The empty board with its frame, from Black's side and from White's.
fn backgrounds(layout: &Layout, style: &Style, palette: &Palette) -> [Vec<u8>; 2] {
    let (w, h) = (layout.width, layout.height);
    let mut s = Sketch::new(w, h, style.frame_edge);
    let (wf, hf) = (w as f32, h as f32);
    s.paint(style.frame, 1.0, |ink| ink.rounded_rect(1.5, 1.5, wf - 1.5, hf - 1.5, 2.0));
    let top = layout.caption_top as f32;
    s.paint(style.caption_bg, 1.0, |ink| ink.rounded_rect(1.5, top, wf - 1.5, hf - 1.5, 2.0));
    // The playing surface inside an inlay.
    let (x0, y0, x1, y1) = layout.board_rect();
    s.paint(style.board_edge, 1.0, |ink| ink.rounded_rect(x0 - 4.0, y0 - 4.0, x1 + 4.0, y1 + 4.0, 7.0));
    s.paint(style.board, 1.0, |ink| ink.rounded_rect(x0, y0, x1, y1, 4.0));
    // Lines: every line of the rules' geometry, as segments between
    // neighbours. The pattern is the same turned half a turn (a test checks),
    // so one drawing serves both sides.
    let geometry = layout.size.geometry();
    s.paint(style.line, 1.0, |ink: &mut Ink| {
        for (a, b) in layout.segments(Orientation::Black) {
            ink.capsule(a, b, style.line_width);
        }
        for sq in geometry.points {
            let (x, y) = layout.center_f(Orientation::Black, sq);
            ink.disc(x, y, layout.point_radius());
        }
    });
    let board = s.finish();
    [Orientation::Black, Orientation::White].map(|o| {
        let mut rgb = board.rgb.clone();
        coordinates(&mut rgb, layout, o, style.ink);
        indexed(&rgb, palette)
    })
}

/// The files and ranks on all four sides of the frame.
fn coordinates(rgb: &mut RgbImage, layout: &Layout, orientation: Orientation, ink: Rgb) {
    for (s, cx, cy) in layout.coordinate_labels(orientation) {
        let line = text::shape(&s, COORD_PX);
        let (x, y) = ((cx - line.width / 2.0).round(), (cy + text::cap_height(COORD_PX) / 2.0).round());
        text::draw(&line, x, y, |px, py, c| {
            // Negative coordinates wrap to huge ones, which are off the image too.
            if let Some(p) = rgb.get_pixel_mut_checked(px as u32, py as u32) {
                p.0 = mix(p.0, ink, c);
            }
        });
    }
}

/// Every pixel mapped to its nearest palette entry.
fn indexed(rgb: &RgbImage, palette: &Palette) -> Vec<u8> {
    let mut cache = HashMap::new();
    rgb.pixels().map(|p| *cache.entry(p.0).or_insert_with(|| palette.nearest(p.0))).collect()
}

fn smooth(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A piece of radius `r`, lit from the top left: a soft shadow, a rim, the
/// body shaded from light to dark, a groove like a turned wooden draughtsman,
/// and a crown for a mullah.
fn piece(style: &Style, palette: &Palette, r: f32, color: Color, kind: Kind, shadow: bool) -> Sprite {
    let mut s = Sketch::sprite(r.ceil() as i32 + 6, style.board);
    let (cx, cy) = s.center();
    if shadow {
        // A soft edge: discs growing by half a pixel, each adding a little shade.
        let layers = 6;
        let each = 1.0 - (1.0 - style.shadow_alpha).powf(1.0 / layers as f32);
        for k in 0..layers {
            s.paint(style.shadow, each, |ink| ink.disc(cx + 1.2, cy + 2.4, r - 1.5 + k as f32 * 0.6));
        }
    }
    let c = style.pieces(color);
    s.paint(c.rim, 1.0, |ink| ink.disc(cx, cy, r));
    let (hx, hy) = (cx - 0.38 * r, cy - 0.42 * r);
    let shade = |x: f32, y: f32| mix(c.light, c.dark, smooth(((x - hx).hypot(y - hy) / (1.55 * r)).powf(0.9)));
    s.paint_with(1.0, shade, |ink| ink.disc(cx, cy, r - 1.7));
    s.paint(c.groove, 0.9, |ink| ink.ring(cx, cy, r * 0.66, 1.3, 0));
    if kind == Kind::Mullah {
        crown(&mut s, style, cx, cy + r * 0.02, r * 0.5);
    }
    Sprite::from_layers(&s.finish(), palette)
}

/// A three-pointed crown of half-width `k` centred on `(cx, cy)`, outlined.
fn crown(s: &mut Sketch, style: &Style, cx: f32, cy: f32, k: f32) {
    let p = |x: f32, y: f32| (cx + x * k, cy + y * k);
    let band = [p(-0.78, 0.28), p(0.78, 0.28), p(0.78, 0.62), p(-0.78, 0.62)];
    let left = [p(-0.92, -0.5), p(-0.78, 0.34), p(-0.05, 0.34)];
    let middle = [p(0.0, -0.78), p(-0.52, 0.34), p(0.52, 0.34)];
    let right = [p(0.92, -0.5), p(0.05, 0.34), p(0.78, 0.34)];
    let balls = [p(-0.92, -0.56), p(0.0, -0.86), p(0.92, -0.56)];
    let ball_r = 0.17 * k;
    let shape = |ink: &mut Ink, outline: f32| {
        for poly in [&band[..], &left[..], &middle[..], &right[..]] {
            ink.polygon(poly);
            if outline > 0.0 {
                ink.outline(poly, outline);
            }
        }
        for (x, y) in balls {
            ink.disc(x, y, ball_r + outline / 2.0);
        }
    };
    s.paint(style.gold_dark, 1.0, |ink| shape(ink, 2.8));
    let top = cy - 0.9 * k;
    let fill = |_: f32, y: f32| mix(style.gold_light, style.gold, smooth((y - top) / (1.5 * k)));
    s.paint_with(1.0, fill, |ink| shape(ink, 0.0));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Direction, Square};

    #[test]
    fn the_line_pattern_is_the_same_turned_half_a_turn() {
        // `backgrounds` draws the lines once for both sides.
        for size in [BoardSize::Nine, BoardSize::Five] {
            let g = size.geometry();
            let n = size.points_per_side();
            let turn = |sq: Square| Square::new(n - 1 - sq.x(), n - 1 - sq.y());
            for sq in g.points {
                for dir in Direction::ALL {
                    let (dx, dy) = dir.delta();
                    let opposite = Direction::ALL.into_iter().find(|d| d.delta() == (-dx, -dy)).unwrap();
                    assert_eq!(g.step(dir, sq).map(turn), g.step(opposite, turn(sq)), "{size:?} {sq} {dir:?}");
                }
            }
        }
    }

    #[test]
    fn every_step_has_a_sprite() {
        for dx in -1..=1 {
            for dy in -1..=1 {
                assert_eq!(step_index((dx, dy)).is_some(), (dx, dy) != (0, 0));
            }
        }
    }
}
