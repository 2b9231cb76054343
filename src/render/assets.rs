//! The style, and everything drawn once: the palette, the board backgrounds
//! (per board size and orientation) and the piece sprites.

use super::paint::{Mask, Palette, Rgb, RgbCanvas, Sprite, SpriteCanvas, mix};
use super::text;
use super::{Layout, Orientation};
use crate::rules::{BoardSize, Color, Direction, Kind, Square};
use std::sync::LazyLock;

/// Walnut frame around the board.
pub const FRAME: Rgb = [62, 40, 24];
/// The outermost edge of the frame, a little lighter so that the image has a
/// clear edge on a dark background.
const FRAME_EDGE: Rgb = [104, 74, 48];
/// The caption strip below the frame.
pub const CAPTION_BG: Rgb = [44, 28, 17];
/// Coordinates and caption text.
pub const INK_LIGHT: Rgb = [236, 214, 170];
/// The playing surface: light sand.
pub const BOARD: Rgb = [230, 196, 140];
/// The inlay around the playing surface.
pub const BOARD_EDGE: Rgb = [140, 92, 50];
/// Lines and points.
pub const LINE: Rgb = [104, 66, 34];
const SHADOW: Rgb = [46, 26, 10];
const SHADOW_ALPHA: f32 = 0.42;

const BLACK_LIGHT: Rgb = [84, 78, 72];
pub const BLACK_BODY: Rgb = [34, 31, 29];
const BLACK_DARK: Rgb = [18, 17, 16];
const BLACK_RIM: Rgb = [222, 206, 178];
const BLACK_GROOVE: Rgb = [70, 65, 60];
const WHITE_LIGHT: Rgb = [255, 254, 250];
pub const WHITE_BODY: Rgb = [244, 238, 226];
const WHITE_DARK: Rgb = [212, 200, 180];
const WHITE_RIM: Rgb = [52, 36, 22];
const WHITE_GROOVE: Rgb = [196, 182, 160];
pub const GOLD: Rgb = [236, 178, 46];
const GOLD_LIGHT: Rgb = [255, 222, 120];
const GOLD_DARK: Rgb = [128, 80, 10];

/// The last move's path.
pub const PATH: Rgb = [30, 104, 206];
pub const PATH_ALPHA: f32 = 0.9;
/// Crosses over captured pieces.
pub const CROSS: Rgb = [214, 40, 36];
/// Huff marks.
pub const HUFF: Rgb = [244, 112, 20];
/// Legal destination dots.
pub const DEST: Rgb = [40, 26, 14];
pub const DEST_ALPHA: f32 = 0.5;
/// Opacity of a captured piece's ghost (0–255).
pub const GHOST_ALPHA: u8 = 140;
/// Opacity of the tint on the point a move started from.
pub const START_ALPHA: f32 = 0.28;

/// Width of the board's lines.
const LINE_WIDTH: f32 = 2.4;

/// Font sizes of the coordinates and the caption.
pub const COORD_PX: f32 = 15.0;
pub const CAPTION_PX: f32 = 16.0;

fn palette() -> Palette {
    let ghost = |c: Rgb| mix(BOARD, c, GHOST_ALPHA as f32 / 255.0);
    let shadow = mix(BOARD, SHADOW, SHADOW_ALPHA);
    let keys = [
        FRAME, FRAME_EDGE, CAPTION_BG, INK_LIGHT, BOARD, BOARD_EDGE, LINE, BLACK_BODY, WHITE_BODY, GOLD, PATH, CROSS,
        HUFF,
    ];
    let ramps = [
        (BOARD, LINE, 10),
        (BOARD, BOARD_EDGE, 5),
        (FRAME, BOARD_EDGE, 4),
        (FRAME, FRAME_EDGE, 2),
        (CAPTION_BG, FRAME_EDGE, 2),
        (FRAME, INK_LIGHT, 10),
        (CAPTION_BG, INK_LIGHT, 10),
        (CAPTION_BG, FRAME, 2),
        (BOARD, shadow, 6),
        (LINE, SHADOW, 3),
        (BLACK_LIGHT, BLACK_DARK, 10),
        (BLACK_RIM, BLACK_DARK, 6),
        (BLACK_RIM, BOARD, 4),
        (BLACK_RIM, shadow, 3),
        (WHITE_LIGHT, WHITE_DARK, 8),
        (WHITE_GROOVE, WHITE_RIM, 5),
        (WHITE_RIM, BOARD, 6),
        (WHITE_RIM, shadow, 3),
        (GOLD_LIGHT, GOLD_DARK, 8),
        (GOLD_DARK, BLACK_BODY, 4),
        (GOLD_DARK, WHITE_BODY, 5),
        (PATH, BOARD, 8),
        (PATH, LINE, 3),
        (PATH, BLACK_BODY, 4),
        (PATH, WHITE_BODY, 5),
        (PATH, ghost(BLACK_BODY), 3),
        (PATH, ghost(WHITE_BODY), 3),
        (ghost(BLACK_LIGHT), ghost(BLACK_DARK), 4),
        (ghost(WHITE_LIGHT), ghost(WHITE_DARK), 3),
        (ghost(BLACK_RIM), ghost(WHITE_RIM), 6),
        (ghost(LINE), BOARD, 3),
        (CROSS, BOARD, 5),
        (CROSS, ghost(BLACK_BODY), 4),
        (CROSS, ghost(WHITE_BODY), 4),
        (CROSS, PATH, 3),
        (HUFF, BOARD, 5),
        (HUFF, BLACK_BODY, 3),
        (HUFF, WHITE_BODY, 3),
        (HUFF, ghost(BLACK_BODY), 3),
        (HUFF, ghost(WHITE_BODY), 3),
        (mix(BOARD, DEST, DEST_ALPHA), BOARD, 4),
        (mix(LINE, DEST, DEST_ALPHA), LINE, 2),
        (mix(BOARD, PATH, START_ALPHA), BOARD, 3),
        (mix(LINE, PATH, START_ALPHA), LINE, 2),
        (mix(BOARD, PATH, START_ALPHA), PATH, 4),
        (BOARD, CAPTION_BG, 4),
        (BLACK_RIM, BOARD, 2),
    ];
    Palette::from_ramps(&keys, &ramps)
}

pub static PALETTE: LazyLock<Palette> = LazyLock::new(palette);

/// The pre-drawn parts of one board size.
pub struct BoardAssets {
    pub layout: Layout,
    /// Palette indices of the empty board, from Black's side and from White's.
    backgrounds: [Vec<u8>; 2],
    /// Pieces by `[color][kind]`, with shadow.
    pieces: [[Sprite; 2]; 2],
    /// Pieces without shadow, for the ghosts of captured pieces.
    ghosts: [[Sprite; 2]; 2],
    pub huff_ring: Sprite,
    /// Small discs for the caption strip.
    pub minis: [Sprite; 2],
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
}

static NINE: LazyLock<BoardAssets> = LazyLock::new(|| BoardAssets::draw(BoardSize::Nine));
static FIVE: LazyLock<BoardAssets> = LazyLock::new(|| BoardAssets::draw(BoardSize::Five));

pub fn board_assets(size: BoardSize) -> &'static BoardAssets {
    match size {
        BoardSize::Nine => &NINE,
        BoardSize::Five => &FIVE,
    }
}

impl BoardAssets {
    fn draw(size: BoardSize) -> BoardAssets {
        let layout = Layout::of(size);
        let palette = &*PALETTE;
        let backgrounds = [Orientation::Black, Orientation::White].map(|o| background(&layout, o).to_indexed(palette));
        let r = layout.piece_radius as f32;
        let pieces = [Color::Black, Color::White].map(|c| [Kind::Man, Kind::Mullah].map(|k| piece(r, c, k, true)));
        let ghosts = [Color::Black, Color::White].map(|c| [Kind::Man, Kind::Mullah].map(|k| piece(r, c, k, false)));
        let huff_ring = {
            let mut s = SpriteCanvas::new(r as i32 + 8);
            let (cx, cy) = s.center();
            let mut m = s.mask();
            m.dashed_ring(cx, cy, r + 4.0, 3.2, 14);
            s.paint(&m, HUFF, 1.0);
            s.finish(palette, BOARD)
        };
        let minis = [Color::Black, Color::White].map(|c| mini_disc(c).finish(palette, CAPTION_BG));
        BoardAssets { layout, backgrounds, pieces, ghosts, huff_ring, minis }
    }
}

/// The empty board with its frame and coordinates.
fn background(layout: &Layout, orientation: Orientation) -> RgbCanvas {
    let (w, h) = (layout.width, layout.height);
    let mut c = RgbCanvas::new(w, h, FRAME_EDGE);
    let n = layout.size.points_per_side();
    let mut m = c.mask(0, 0, w as i32, h as i32);
    m.rounded_rect(1.5, 1.5, w as f32 - 1.5, h as f32 - 1.5, 2.0);
    c.paint(&m, FRAME, 1.0);

    // The caption strip.
    let mut m = c.mask(0, layout.caption_top as i32, w as i32, h as i32);
    m.rounded_rect(1.5, layout.caption_top as f32, w as f32 - 1.5, h as f32 - 1.5, 2.0);
    c.paint(&m, CAPTION_BG, 1.0);

    // The playing surface inside an inlay.
    let (x0, y0, x1, y1) = layout.board_rect();
    let mut m = c.mask(0, 0, w as i32, h as i32);
    m.rounded_rect(x0 - 4.0, y0 - 4.0, x1 + 4.0, y1 + 4.0, 7.0);
    c.paint(&m, BOARD_EDGE, 1.0);
    let mut m = c.mask(0, 0, w as i32, h as i32);
    m.rounded_rect(x0, y0, x1, y1, 4.0);
    c.paint(&m, BOARD, 1.0);

    // Lines: every line of the rules' geometry, as segments between neighbours.
    let geometry = layout.size.geometry();
    let centre = |sq: Square| layout.center_f(orientation, sq);
    let mut m = c.mask(0, 0, w as i32, h as i32);
    for sq in geometry.points {
        for dir in [Direction::N, Direction::E, Direction::NE, Direction::SE] {
            if let Some(to) = geometry.step(dir, sq) {
                m.capsule(centre(sq), centre(to), LINE_WIDTH);
            }
        }
        let (x, y) = centre(sq);
        m.disc(x, y, layout.point_radius());
    }
    c.paint(&m, LINE, 1.0);

    // Coordinates on all four sides.
    let band = layout.frame as f32;
    let edge = |v: f32, far: bool| if far { v } else { band / 2.0 };
    for i in 0..n {
        let file = Square::new(i, 0);
        let (x, _) = centre(file);
        let letter = file.file_char().to_string();
        for y in [edge(0.0, false), layout.caption_top as f32 - band / 2.0] {
            c.paint(&text::centred(&letter, COORD_PX, x, y, w, h), INK_LIGHT, 1.0);
        }
        let rank = Square::new(0, i);
        let (_, y) = centre(rank);
        let number = (i + 1).to_string();
        for x in [band / 2.0, w as f32 - band / 2.0] {
            c.paint(&text::centred(&number, COORD_PX, x, y, w, h), INK_LIGHT, 1.0);
        }
    }
    c
}

fn smooth(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A piece of radius `r`, lit from the top left: shadow, body, rim, a groove
/// like a turned wooden draughtsman, and a crown for a mullah.
fn piece(r: f32, color: Color, kind: Kind, shadow: bool) -> Sprite {
    let mut s = SpriteCanvas::new(r.ceil() as i32 + 5);
    let (cx, cy) = s.center();
    let palette = &*PALETTE;
    if shadow {
        let mut m = s.mask();
        m.soft_disc(cx + 1.2, cy + 2.4, r, 3.5);
        s.paint(&m, SHADOW, SHADOW_ALPHA);
    }
    let (light, dark, rim, groove) = match color {
        Color::Black => (BLACK_LIGHT, BLACK_DARK, BLACK_RIM, BLACK_GROOVE),
        Color::White => (WHITE_LIGHT, WHITE_DARK, WHITE_RIM, WHITE_GROOVE),
    };
    // Rim: the outline that keeps the piece readable on any ground.
    let mut m = s.mask();
    m.disc(cx, cy, r);
    s.paint(&m, rim, 1.0);
    // Body with a soft highlight towards the top left.
    let (hx, hy) = (cx - 0.38 * r, cy - 0.42 * r);
    let mut m = s.mask();
    m.disc(cx, cy, r - 1.7);
    s.paint_with(&m, 1.0, |x, y| mix(light, dark, smooth(((x - hx).hypot(y - hy) / (1.55 * r)).powf(0.9))));
    // The groove.
    let mut m = s.mask();
    m.ring(cx, cy, r * 0.66, 1.3);
    s.paint(&m, groove, 0.9);
    if kind == Kind::Mullah {
        crown(&mut s, cx, cy + r * 0.02, r * 0.5);
    }
    s.finish(palette, BOARD)
}

/// A three-pointed crown of half-width `k` centred on `(cx, cy)`, outlined.
fn crown(s: &mut SpriteCanvas, cx: f32, cy: f32, k: f32) {
    let p = |x: f32, y: f32| (cx + x * k, cy + y * k);
    let band = [p(-0.78, 0.28), p(0.78, 0.28), p(0.78, 0.62), p(-0.78, 0.62)];
    let left = [p(-0.92, -0.5), p(-0.78, 0.34), p(-0.05, 0.34)];
    let middle = [p(0.0, -0.78), p(-0.52, 0.34), p(0.52, 0.34)];
    let right = [p(0.92, -0.5), p(0.05, 0.34), p(0.78, 0.34)];
    let balls = [p(-0.92, -0.56), p(0.0, -0.86), p(0.92, -0.56)];
    let ball_r = 0.17 * k;
    let shape = |m: &mut Mask, grow: f32| {
        for poly in [&band[..], &left[..], &middle[..], &right[..]] {
            m.convex(poly, grow);
        }
        for (x, y) in balls {
            m.disc(x, y, ball_r + grow);
        }
    };
    let mut outline = s.mask();
    shape(&mut outline, 1.4);
    s.paint(&outline, GOLD_DARK, 1.0);
    let mut fill = s.mask();
    shape(&mut fill, 0.0);
    let top = cy - 0.9 * k;
    s.paint_with(&fill, 1.0, |_, y| mix(GOLD_LIGHT, GOLD, smooth((y - top) / (1.5 * k))));
}

/// A small piece for the caption strip.
fn mini_disc(color: Color) -> SpriteCanvas {
    let r = CAPTION_PX * 0.42;
    let mut s = SpriteCanvas::new(r.ceil() as i32 + 3);
    let (cx, cy) = s.center();
    let (body, rim) = match color {
        Color::Black => (BLACK_BODY, BLACK_RIM),
        Color::White => (WHITE_BODY, WHITE_RIM),
    };
    let mut m = s.mask();
    m.disc(cx, cy, r + 2.0);
    s.paint(&m, BOARD, 1.0);
    let mut m = s.mask();
    m.disc(cx, cy, r);
    s.paint(&m, rim, 1.0);
    let mut m = s.mask();
    m.disc(cx, cy, r - 1.3);
    s.paint(&m, body, 1.0);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::paint::MAX_COLORS;

    #[test]
    fn the_palette_keeps_every_colour_and_a_transparency_key() {
        // from_ramps drops colours beyond MAX_COLORS; the style must stay below it.
        let p = palette();
        assert!(p.len() < MAX_COLORS, "{} colours", p.len());
        for key in [FRAME, BOARD, LINE, BLACK_BODY, WHITE_BODY, GOLD, PATH, CROSS, HUFF, INK_LIGHT] {
            assert_eq!(p.rgb(p.nearest(key)), key);
        }
    }
}
