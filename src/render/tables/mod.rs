//! Tournament pictures: a table of text (standings, or any ranking) and a
//! knockout bracket. The front ends phrase every word; these only lay out
//! and draw the strings they are given, in a [`Theme`]'s colours, on an
//! opaque card.
//!
//! Everything here is drawn straight at the final size on an `image` RGB
//! buffer: the shapes are axis-aligned rectangles (filled with imageproc)
//! plus a few rounded corners whose edge pixels get their exact coverage, so
//! no supersampling is needed. Text is one shaped line per cell ([`text`]:
//! bidi, Arabic joining, cached glyphs), cut with an ellipsis where it does
//! not fit. The picture is then mapped onto a palette of the theme's table
//! colours and their blends (made once per theme) and encoded as an indexed
//! PNG like the boards: a table of 33 rows takes about 8 ms and 115 kB
//! (`cargo bench --bench render -- table_33_rows`), where the same picture
//! as an RGB PNG took 14 ms, most of it in deflate, and 250 kB.
//!
//! Both pictures are bounded whatever they are given: a table draws at most
//! [`MAX_ROWS`] rows and [`MAX_COLUMNS`] columns, a bracket at most
//! [`MAX_BRACKET_ROUNDS`] rounds (64 players); the rest is left out.

mod bracket;
mod card;
mod table;

pub use bracket::{Bracket, BracketSide, BracketTie, bracket_png};
pub use table::{Table, table_png};

use super::paint::{IndexedCanvas, Palette, Rgb, mix};
use super::theme::{Style, Theme};
use image::RgbImage;
use std::sync::LazyLock;

/// Space around everything, in pixels.
const MARGIN: f32 = 24.0;
/// Width of the card's edge line.
const EDGE: f32 = 2.0;
/// The title: size and the height of its band.
const TITLE_PX: f32 = 26.0;
const TITLE_H: f32 = 52.0;
const CORNER: f32 = 4.0;
/// How strongly a medal's colour tints its row of the standings.
const MEDAL_TINT: f32 = 0.3;

/// The colours of a tournament picture, from a theme's style.
struct Colors {
    card: Rgb,
    edge: Rgb,
    band: Rgb,
    rule: Rgb,
    ink: Rgb,
    head_ink: Rgb,
    zebra: Rgb,
    medals: [Rgb; 3],
    /// The podium rows' backgrounds: the card tinted with each medal.
    podium: [Rgb; 3],
    slot: Rgb,
    slot_empty: Rgb,
    slot_win: Rgb,
    slot_lose: Rgb,
    /// The champion's place: a slot tinted gold.
    champion: Rgb,
    lose_ink: Rgb,
    note_ink: Rgb,
    line: Rgb,
    accent: Rgb,
}

impl Colors {
    fn of(style: &Style) -> Colors {
        let card = style.frame;
        let slot = mix(card, style.frame_edge, 0.6);
        let slot_lose = mix(card, style.frame_edge, 0.25);
        let medals = [style.gold, style.white.dark, style.bronze];
        Colors {
            card,
            edge: style.frame_edge,
            band: style.caption_bg,
            rule: mix(style.frame_edge, style.ink, 0.25),
            ink: style.ink,
            head_ink: mix(style.ink, style.caption_bg, 0.2),
            zebra: mix(card, style.frame_edge, 0.35),
            medals,
            podium: medals.map(|medal| mix(card, medal, MEDAL_TINT)),
            slot,
            slot_empty: mix(card, style.caption_bg, 0.6),
            slot_win: mix(slot, style.path, 0.22),
            slot_lose,
            champion: mix(slot, style.gold, 0.3),
            lose_ink: mix(style.ink, slot_lose, 0.55),
            note_ink: mix(style.ink, card, 0.2),
            line: mix(card, style.ink, 0.3),
            accent: style.path,
        }
    }
}

/// The palette a theme's tournament pictures are encoded with: every
/// colour they are drawn in, and the blends that anti-aliased text and
/// corners make between them.
struct Inks {
    palette: Palette,
    /// The exact entry of every colour drawn (the look-up table behind
    /// `Palette::index` is coarser).
    keys: Vec<(Rgb, u8)>,
}

impl Inks {
    fn of(theme: Theme) -> Inks {
        let c = Colors::of(theme.style());
        let [gold, silver, bronze] = c.medals;
        let [gold_row, silver_row, bronze_row] = c.podium;
        let keys = [
            c.card,
            c.edge,
            c.band,
            c.rule,
            c.ink,
            c.head_ink,
            c.zebra,
            gold,
            silver,
            bronze,
            gold_row,
            silver_row,
            bronze_row,
            c.slot,
            c.slot_empty,
            c.slot_win,
            c.slot_lose,
            c.champion,
            c.lose_ink,
            c.note_ink,
            c.line,
            c.accent,
        ];
        // Text over the grounds it is drawn on, finely; shapes' edges over theirs, coarsely.
        let text = [
            (c.ink, c.card),
            (c.ink, c.zebra),
            (c.ink, gold_row),
            (c.ink, silver_row),
            (c.ink, bronze_row),
            (c.ink, c.slot),
            (c.ink, c.slot_win),
            (c.ink, c.champion),
            (c.head_ink, c.band),
            (c.head_ink, c.card),
            (c.lose_ink, c.slot_lose),
            (c.note_ink, c.slot),
            (c.note_ink, c.slot_win),
            (c.note_ink, c.slot_lose),
            (c.note_ink, c.card),
        ];
        let edges = [
            (c.band, c.card),
            (c.slot, c.card),
            (c.slot_win, c.card),
            (c.slot_lose, c.card),
            (c.line, c.card),
            (c.slot_empty, c.line),
            (c.accent, c.card),
            (c.accent, c.slot_win),
            (gold, c.card),
            (gold, c.champion),
        ];
        let ramps: Vec<(Rgb, Rgb, usize)> =
            text.iter().map(|&(a, b)| (a, b, 8)).chain(edges.iter().map(|&(a, b)| (a, b, 4))).collect();
        let palette = Palette::from_ramps(&keys, &ramps);
        let keys = keys.iter().map(|&k| (k, palette.nearest(k))).collect();
        Inks { palette, keys }
    }

    /// The inks of `theme`, made on first use.
    fn of_theme(theme: Theme) -> &'static Inks {
        static INKS: [LazyLock<Inks>; 3] = [
            LazyLock::new(|| Inks::of(Theme::ALL[0])),
            LazyLock::new(|| Inks::of(Theme::ALL[1])),
            LazyLock::new(|| Inks::of(Theme::ALL[2])),
        ];
        &INKS[theme.index()]
    }

    /// `image` as palette indices: the colours drawn exactly, blends to the nearest entry.
    fn indexed(&self, image: &RgbImage) -> IndexedCanvas {
        let mut px = Vec::with_capacity(image.as_raw().len() / 3);
        let mut last: Option<(Rgb, u8)> = None;
        for c in image.as_raw().chunks_exact(3) {
            let rgb = [c[0], c[1], c[2]];
            let index = match last {
                // Most pixels are runs of one colour.
                Some((same, index)) if same == rgb => index,
                _ => {
                    let exact = self.keys.iter().find(|k| k.0 == rgb).map(|k| k.1);
                    let index = exact.unwrap_or_else(|| self.palette.index(rgb));
                    last = Some((rgb, index));
                    index
                }
            };
            px.push(index);
        }
        IndexedCanvas { width: image.width(), height: image.height(), px }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_room_in_its_palette_and_draws_its_colours_exactly() {
        for theme in Theme::ALL {
            let inks = Inks::of_theme(theme);
            assert!(inks.palette.len() < crate::render::paint::MAX_COLORS, "{theme}: {}", inks.palette.len());
            for &(rgb, index) in &inks.keys {
                assert_eq!(inks.palette.rgb(index), rgb, "{theme}");
            }
        }
    }
}
