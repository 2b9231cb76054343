//! Themes: the colours of a board image, and the one palette each theme's
//! images are encoded with.

use super::paint::{Palette, Rgb, mix};
use std::fmt;
use std::sync::LazyLock;

/// How a board looks. Every theme draws the same things in the same places.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Light sand in a walnut frame: the board as it is drawn in the sand.
    #[default]
    Sand,
    /// Slate and charcoal, easy on the eyes on Discord's dark theme.
    Dark,
    /// Black and white pieces on a khaki board, marks in colours that stay
    /// apart for the common colour-vision deficiencies (Okabe and Ito's).
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Sand, Theme::Dark, Theme::Contrast];

    /// The name used on the command line and in settings.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Sand => "sand",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }

    /// The theme's colours.
    pub fn style(self) -> &'static Style {
        match self {
            Theme::Sand => &SAND,
            Theme::Dark => &DARK,
            Theme::Contrast => &CONTRAST,
        }
    }

    /// The colours of a review's evaluation graph in this theme.
    pub fn graph(self) -> &'static GraphStyle {
        match self {
            Theme::Sand => &SAND_GRAPH,
            Theme::Dark => &DARK_GRAPH,
            Theme::Contrast => &CONTRAST_GRAPH,
        }
    }

    /// The palette every image of this theme is encoded with.
    pub fn palette(self) -> &'static Palette {
        static PALETTES: [LazyLock<Palette>; 3] =
            [LazyLock::new(|| SAND.palette()), LazyLock::new(|| DARK.palette()), LazyLock::new(|| CONTRAST.palette())];
        &PALETTES[self.index()]
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The colours of one side's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceColors {
    /// The lit part of the body, its shaded part, and the colour in between.
    pub light: Rgb,
    pub body: Rgb,
    pub dark: Rgb,
    /// The outline that keeps a piece readable on any ground.
    pub rim: Rgb,
    /// The turned groove on the body.
    pub groove: Rgb,
}

/// Every colour of a theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// The frame around the board, and its outermost edge (a little lighter
    /// so that the image has a clear edge on a dark background).
    pub frame: Rgb,
    pub frame_edge: Rgb,
    /// The caption strip below the frame.
    pub caption_bg: Rgb,
    /// Coordinates and caption text.
    pub ink: Rgb,
    /// The playing surface, the inlay around it, and its lines and points.
    pub board: Rgb,
    pub board_edge: Rgb,
    pub line: Rgb,
    pub line_width: f32,
    pub shadow: Rgb,
    pub shadow_alpha: f32,
    pub black: PieceColors,
    pub white: PieceColors,
    /// The mullah's crown: fill from light to body, outline.
    pub gold_light: Rgb,
    pub gold: Rgb,
    pub gold_dark: Rgb,
    /// The third place's medal in a table of standings (gold and the white
    /// pieces' shade are the first two): apart from the gold.
    pub bronze: Rgb,
    /// The last move's path, and the tint and ring on its start and end.
    pub path: Rgb,
    pub start_alpha: f32,
    /// The computer's better turn in a review: dashed, beside the played
    /// turn's solid path.
    pub better: Rgb,
    /// Crosses over captured pieces.
    pub cross: Rgb,
    /// Huff marks (rings on pieces that may be huffed, crosses on a huffed one).
    pub huff: Rgb,
    /// Where a picked piece may go.
    pub dest: Rgb,
    pub dest_alpha: f32,
    /// Opacity of a captured piece's ghost (0–255).
    pub ghost_alpha: u8,
}

const SAND: Style = Style {
    frame: [62, 40, 24],
    frame_edge: [104, 74, 48],
    caption_bg: [44, 28, 17],
    ink: [236, 214, 170],
    board: [230, 196, 140],
    board_edge: [140, 92, 50],
    line: [104, 66, 34],
    line_width: 2.4,
    shadow: [46, 26, 10],
    shadow_alpha: 0.42,
    black: PieceColors {
        light: [84, 78, 72],
        body: [34, 31, 29],
        dark: [18, 17, 16],
        rim: [222, 206, 178],
        groove: [70, 65, 60],
    },
    white: PieceColors {
        light: [255, 254, 250],
        body: [244, 238, 226],
        dark: [212, 200, 180],
        rim: [52, 36, 22],
        groove: [196, 182, 160],
    },
    gold_light: [255, 222, 120],
    gold: [236, 178, 46],
    gold_dark: [128, 80, 10],
    bronze: [196, 122, 58],
    path: [30, 104, 206],
    start_alpha: 0.28,
    better: [14, 128, 66],
    cross: [214, 40, 36],
    huff: [244, 112, 20],
    dest: [40, 26, 14],
    dest_alpha: 0.5,
    ghost_alpha: 140,
};

const DARK: Style = Style {
    frame: [30, 33, 38],
    frame_edge: [70, 76, 86],
    caption_bg: [22, 24, 28],
    ink: [200, 206, 216],
    board: [74, 82, 94],
    board_edge: [44, 49, 57],
    line: [150, 160, 176],
    line_width: 2.2,
    shadow: [10, 12, 16],
    shadow_alpha: 0.5,
    black: PieceColors {
        light: [70, 70, 76],
        body: [26, 26, 30],
        dark: [12, 12, 14],
        rim: [170, 176, 190],
        groove: [60, 60, 66],
    },
    white: PieceColors {
        light: [255, 255, 255],
        body: [232, 232, 236],
        dark: [190, 192, 200],
        rim: [24, 26, 30],
        groove: [184, 186, 196],
    },
    gold_light: [255, 226, 130],
    gold: [232, 176, 52],
    gold_dark: [120, 78, 14],
    bronze: [205, 127, 50],
    path: [96, 178, 255],
    start_alpha: 0.32,
    better: [92, 222, 140],
    cross: [255, 84, 72],
    huff: [255, 170, 40],
    dest: [236, 240, 248],
    dest_alpha: 0.55,
    ghost_alpha: 130,
};

/// Okabe and Ito's colours for the marks: blue path, their bluish green
/// darkened for the better turn (apart from the khaki board even with
/// protanopia), vermilion crosses, reddish purple huffs, on a khaki board with black lines.
const CONTRAST: Style = Style {
    frame: [0, 0, 0],
    frame_edge: [90, 90, 90],
    caption_bg: [0, 0, 0],
    ink: [255, 255, 255],
    board: [206, 192, 150],
    board_edge: [60, 60, 60],
    line: [40, 40, 40],
    line_width: 2.8,
    shadow: [0, 0, 0],
    shadow_alpha: 0.3,
    black: PieceColors {
        light: [40, 40, 40],
        body: [0, 0, 0],
        dark: [0, 0, 0],
        rim: [255, 255, 255],
        groove: [70, 70, 70],
    },
    white: PieceColors {
        light: [255, 255, 255],
        body: [255, 255, 255],
        dark: [236, 236, 236],
        rim: [0, 0, 0],
        groove: [150, 150, 150],
    },
    gold_light: [255, 236, 120],
    gold: [240, 228, 66],
    gold_dark: [110, 90, 0],
    bronze: [176, 104, 40],
    path: [0, 114, 178],
    start_alpha: 0.3,
    better: [0, 110, 70],
    cross: [213, 94, 0],
    huff: [204, 121, 167],
    dest: [0, 0, 0],
    dest_alpha: 0.6,
    ghost_alpha: 120,
};

impl Style {
    /// Colours a piece of `color` is drawn with.
    pub fn pieces(&self, color: crate::rules::Color) -> &PieceColors {
        match color {
            crate::rules::Color::Black => &self.black,
            crate::rules::Color::White => &self.white,
        }
    }

    /// The theme's key colours plus the blends between them that
    /// anti-aliasing, shading and translucent marks produce.
    fn palette(&self) -> Palette {
        let ghost = |c: Rgb| mix(self.board, c, self.ghost_alpha as f32 / 255.0);
        let shadow = mix(self.board, self.shadow, self.shadow_alpha);
        let (b, w) = (&self.black, &self.white);
        let keys = [
            self.frame,
            self.frame_edge,
            self.caption_bg,
            self.ink,
            self.board,
            self.board_edge,
            self.line,
            b.body,
            w.body,
            b.rim,
            w.rim,
            self.gold,
            self.path,
            self.better,
            self.cross,
            self.huff,
        ];
        let (dest_board, dest_line) =
            (mix(self.board, self.dest, self.dest_alpha), mix(self.line, self.dest, self.dest_alpha));
        let (start_board, start_line) =
            (mix(self.board, self.path, self.start_alpha), mix(self.line, self.path, self.start_alpha));
        let ramps = [
            (self.board, self.line, 10),
            (self.board, self.board_edge, 5),
            (self.frame, self.board_edge, 4),
            (self.frame, self.frame_edge, 2),
            (self.caption_bg, self.frame_edge, 2),
            (self.frame, self.ink, 10),
            (self.caption_bg, self.ink, 10),
            (self.caption_bg, self.frame, 2),
            (self.board, shadow, 6),
            (self.line, self.shadow, 3),
            (b.light, b.dark, 10),
            (b.rim, b.dark, 6),
            (b.rim, self.board, 4),
            (b.rim, shadow, 3),
            (b.groove, b.body, 3),
            (w.light, w.dark, 8),
            (w.groove, w.rim, 5),
            (w.rim, self.board, 6),
            (w.rim, shadow, 3),
            (self.gold_light, self.gold_dark, 8),
            (self.gold_dark, b.body, 4),
            (self.gold_dark, w.body, 5),
            (self.path, self.board, 8),
            (self.path, self.line, 3),
            (self.path, b.body, 4),
            (self.path, w.body, 5),
            (self.path, ghost(b.body), 3),
            (self.path, ghost(w.body), 3),
            (ghost(b.light), ghost(b.dark), 4),
            (ghost(w.light), ghost(w.dark), 3),
            (ghost(b.rim), ghost(w.rim), 6),
            (ghost(self.line), self.board, 3),
            (self.cross, self.board, 5),
            (self.cross, ghost(b.body), 4),
            (self.cross, ghost(w.body), 4),
            (self.cross, self.path, 3),
            (self.huff, self.board, 5),
            (self.huff, b.body, 3),
            (self.huff, w.body, 3),
            (self.huff, ghost(b.body), 3),
            (self.huff, ghost(w.body), 3),
            (dest_board, self.board, 4),
            (dest_line, self.line, 2),
            (self.dest, b.body, 3),
            (self.dest, w.body, 3),
            (start_board, self.board, 3),
            (start_line, self.line, 2),
            (start_board, self.path, 4),
            (self.board, self.caption_bg, 4),
            (b.rim, self.caption_bg, 3),
            (w.rim, self.caption_bg, 3),
            (self.path, self.caption_bg, 3),
            (self.better, self.board, 8),
            (self.better, self.line, 3),
            (self.better, b.body, 4),
            (self.better, w.body, 5),
            (self.better, self.path, 3),
        ];
        Palette::from_ramps(&keys, &ramps)
    }
}

/// Every colour of a review's evaluation graph (an RGB image, so no palette).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphStyle {
    /// The opaque card the graph is drawn on (readable on Discord's dark and
    /// light themes alike).
    pub card: Rgb,
    /// Black's side of the graph (its area, and the rim of the marks),
    /// White's side, the midline and the curve.
    pub black_area: Rgb,
    pub white_area: Rgb,
    pub midline: Rgb,
    pub curve: Rgb,
    /// The highlighted moment.
    pub moment: Rgb,
    /// The marked turns' dots, from the mildest to the worst (told apart by
    /// size as well, for colour-blind eyes).
    pub inaccuracy: Rgb,
    pub mistake: Rgb,
    pub blunder: Rgb,
}

/// Okabe and Ito's yellow, orange and vermilion for the marks, on a sand card.
const SAND_GRAPH: GraphStyle = GraphStyle {
    card: [0xEE, 0xE6, 0xD3],
    black_area: [0x33, 0x30, 0x2C],
    white_area: [0xFF, 0xFF, 0xFF],
    midline: [0x9A, 0x8F, 0x7A],
    curve: [0x8A, 0x5A, 0x12],
    moment: [0x00, 0x72, 0xB2],
    inaccuracy: [0xF0, 0xE4, 0x42],
    mistake: [0xE6, 0x9F, 0x00],
    blunder: [0xD5, 0x5E, 0x00],
};

/// The dark board's slate, its gold and its light blue path.
const DARK_GRAPH: GraphStyle = GraphStyle {
    card: [74, 82, 94],
    black_area: [12, 12, 14],
    white_area: [232, 232, 236],
    midline: [150, 160, 176],
    curve: [232, 176, 52],
    moment: [96, 178, 255],
    inaccuracy: [0xF0, 0xE4, 0x42],
    mistake: [0xE6, 0x9F, 0x00],
    blunder: [0xD5, 0x5E, 0x00],
};

/// Black and white on the khaki board, Okabe and Ito's reddish purple for
/// the curve and their blue for the moment.
const CONTRAST_GRAPH: GraphStyle = GraphStyle {
    card: [206, 192, 150],
    black_area: [0, 0, 0],
    white_area: [255, 255, 255],
    midline: [128, 128, 128],
    curve: [204, 121, 167],
    moment: [0, 114, 178],
    inaccuracy: [240, 228, 66],
    mistake: [230, 159, 0],
    blunder: [213, 94, 0],
};

/// Colour-vision checks: how far apart two colours stay for a viewer with
/// deuteranopia or protanopia.
pub mod vision {
    use super::Rgb;

    /// Which simulation to apply.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Vision {
        Normal,
        Protanopia,
        Deuteranopia,
    }

    fn linear(c: u8) -> f64 {
        let c = c as f64 / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    }

    /// `c` as seen with `vision`, in linear RGB (Viénot, Brettel and Mollon
    /// 1999, the single-plane simulation of dichromacy).
    fn simulate(c: Rgb, vision: Vision) -> [f64; 3] {
        let [r, g, b] = c.map(linear);
        match vision {
            Vision::Normal => [r, g, b],
            Vision::Protanopia => {
                let rg = 0.11238 * r + 0.88762 * g;
                [rg, rg, 0.00401 * r - 0.00401 * g + b]
            }
            Vision::Deuteranopia => {
                let rg = 0.29275 * r + 0.70725 * g;
                [rg, rg, -0.02234 * r + 0.02234 * g + b]
            }
        }
    }

    /// CIELAB of a linear sRGB colour (D65).
    fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
        let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
        let f = |t: f64| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// CIE76 colour difference between `a` and `b` as seen with `vision`.
    pub fn distance(a: Rgb, b: Rgb, vision: Vision) -> f64 {
        let (p, q) = (lab(simulate(a, vision)), lab(simulate(b, vision)));
        ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::vision::{Vision, distance};
    use super::*;
    use crate::render::paint::MAX_COLORS;

    #[test]
    fn names_round_trip() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
            assert_eq!(Theme::from_name(&theme.name().to_uppercase()), Some(theme));
        }
        assert_eq!(Theme::from_name("neon"), None);
    }

    #[test]
    fn every_palette_keeps_its_key_colours_and_a_transparency_key() {
        // from_ramps drops colours beyond MAX_COLORS; every style must stay below it.
        for theme in Theme::ALL {
            let (p, s) = (theme.style().palette(), theme.style());
            assert!(p.len() < MAX_COLORS, "{theme}: {} colours", p.len());
            for key in
                [s.frame, s.board, s.line, s.black.body, s.white.body, s.gold, s.path, s.better, s.cross, s.huff, s.ink]
            {
                assert_eq!(p.rgb(p.nearest(key)), key, "{theme}");
            }
        }
    }

    /// The things a player must tell apart on the board, by name.
    fn marks(s: &Style) -> [(&'static str, Rgb); 7] {
        [
            ("board", s.board),
            ("black piece", s.black.body),
            ("white piece", s.white.body),
            ("path", s.path),
            ("better turn", s.better),
            ("capture cross", s.cross),
            ("huff mark", s.huff),
        ]
    }

    #[test]
    fn the_contrast_theme_stays_apart_for_colour_blind_eyes() {
        // ΔE*76 ≥ 20 between every pair (about what separates clearly
        // different named colours) with normal vision, protanopia and deuteranopia.
        let style = Theme::Contrast.style();
        for vision in [Vision::Normal, Vision::Protanopia, Vision::Deuteranopia] {
            let marks = marks(style);
            for (i, &(a, ca)) in marks.iter().enumerate() {
                for &(b, cb) in &marks[i + 1..] {
                    let d = distance(ca, cb, vision);
                    assert!(d >= 20.0, "{vision:?}: {a} and {b} are only ΔE {d:.1} apart");
                }
            }
        }
    }

    #[test]
    fn the_simulation_merges_red_and_green_for_red_green_blindness() {
        // A check of the check: a red and a green of equal lightness fall together.
        let (red, green) = ([200, 60, 40], [16, 144, 8]);
        assert!(distance(red, green, Vision::Normal) > 100.0);
        assert!(distance(red, green, Vision::Deuteranopia) < 2.0, "{}", distance(red, green, Vision::Deuteranopia));
    }

    #[test]
    fn every_theme_keeps_pieces_and_marks_apart_for_normal_vision() {
        for theme in Theme::ALL {
            let marks = marks(theme.style());
            for (i, &(a, ca)) in marks.iter().enumerate() {
                for &(b, cb) in &marks[i + 1..] {
                    let d = distance(ca, cb, Vision::Normal);
                    assert!(d >= 15.0, "{theme}: {a} and {b} are only ΔE {d:.1} apart");
                }
            }
        }
    }
}
