//! The card every tournament picture is drawn on: a painter in logical
//! coordinates (mirrored for right to left), rounded shapes, shaped text,
//! the title band, and the indexed PNG it ends as.

use super::super::encode::PNG_SETTINGS;
use super::super::paint::{Rgb, mix};
use super::super::text::{self, Line};
use super::super::theme::Theme;
use super::{Colors, EDGE, Inks, MARGIN, TITLE_H, TITLE_PX};
use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

/// How a line of text sits in its span.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Align {
    /// At the start of the reading direction (left, or right for right to left).
    Start,
    Center,
    /// At the right whatever the direction (figures).
    Right,
}

/// A picture drawn in logical coordinates: x runs from the start side,
/// which is the right edge for right to left.
pub(super) struct Painter {
    image: RgbImage,
    rtl: bool,
}

impl Painter {
    pub(super) fn new(width: f32, height: f32, colors: &Colors, rtl: bool) -> Painter {
        let (w, h) = (width.ceil().max(1.0) as u32, height.ceil().max(1.0) as u32);
        let mut painter = Painter { image: RgbImage::from_pixel(w, h, image::Rgb(colors.card)), rtl };
        // The card's edge, all round.
        let (w, h, e) = (w as i32, h as i32, EDGE as i32);
        for (x0, y0, x1, y1) in [(0, 0, w, e), (0, h - e, w, h), (0, e, e, h - e), (w - e, e, w, h - e)] {
            painter.fill_px(x0, y0, x1, y1, colors.edge);
        }
        painter
    }

    pub(super) fn width(&self) -> f32 {
        self.image.width() as f32
    }

    /// The pixel columns of logical span `x0..x1`, rounded to whole pixels.
    pub(super) fn span(&self, x0: f32, x1: f32) -> (i32, i32) {
        let (a, b) = if self.rtl { (self.width() - x1, self.width() - x0) } else { (x0, x1) };
        (a.round() as i32, b.round() as i32)
    }

    /// Fill the rectangle `x0..x1 × y0..y1` (logical x).
    pub(super) fn fill(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, color: Rgb) {
        let (a, b) = self.span(x0, x1);
        let (top, bottom) = (y0.round() as i32, y1.round() as i32);
        if b > a && bottom > top {
            let rect = Rect::at(a, top).of_size((b - a) as u32, (bottom - top) as u32);
            draw_filled_rect_mut(&mut self.image, rect, image::Rgb(color));
        }
    }

    /// Fill a rectangle whose corners are rounded with radius `r` where
    /// `round` says so (top-start, top-end, bottom-end, bottom-start: the
    /// start side is the left, or the right for right to left).
    pub(super) fn rounded(&mut self, [x0, y0, x1, y1]: [f32; 4], r: f32, round: [bool; 4], color: Rgb) {
        let (a, b) = self.span(x0, x1);
        let (top, bottom) = (y0.round() as i32, y1.round() as i32);
        // The corners in pixel terms: top-left, top-right, bottom-right, bottom-left.
        let round = if self.rtl { [round[1], round[0], round[3], round[2]] } else { round };
        let r = r.min((b - a) as f32 / 2.0).min((bottom - top) as f32 / 2.0).max(0.0);
        let ri = r.ceil() as i32;
        self.fill_px(a, top + ri, b, bottom - ri, color);
        // The strips along the top and the bottom, their corner pixels covered
        // as far as they are inside the quarter circle.
        let strips = [
            (top, (top + ri).min(bottom), true, round[0], round[1]),
            ((bottom - ri).max(top + ri), bottom, false, round[3], round[2]),
        ];
        for (from, to, is_top, left, right) in strips {
            let cy = if is_top { top as f32 + r } else { bottom as f32 - r };
            for y in from..to {
                let dy = y as f32 + 0.5 - cy;
                let dy = if is_top { dy.min(0.0) } else { dy.max(0.0) };
                for x in a..b {
                    let corner = if left && x < a + ri {
                        Some((x as f32 + 0.5 - (a as f32 + r)).min(0.0))
                    } else if right && x >= b - ri {
                        Some((x as f32 + 0.5 - (b as f32 - r)).max(0.0))
                    } else {
                        None
                    };
                    let coverage = corner.map_or(1.0, |dx| (r + 0.5 - (dx * dx + dy * dy).sqrt()).clamp(0.0, 1.0));
                    self.blend(x, y, color, coverage);
                }
            }
        }
    }

    /// Fill pixel rectangle `x0..x1 × y0..y1`.
    pub(super) fn fill_px(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, color: Rgb) {
        if x1 > x0 && y1 > y0 {
            let rect = Rect::at(x0, y0).of_size((x1 - x0) as u32, (y1 - y0) as u32);
            draw_filled_rect_mut(&mut self.image, rect, image::Rgb(color));
        }
    }

    pub(super) fn blend(&mut self, x: i32, y: i32, color: Rgb, coverage: f32) {
        if x < 0 || y < 0 || x >= self.image.width() as i32 || y >= self.image.height() as i32 || coverage <= 0.0 {
            return;
        }
        let p = self.image.get_pixel_mut(x as u32, y as u32);
        p.0 = if coverage >= 1.0 { color } else { mix(p.0, color, coverage) };
    }

    /// Draw `line` in the logical span `x0..x1` on `baseline`.
    pub(super) fn text(&mut self, line: &Line, x0: f32, x1: f32, align: Align, baseline: f32, color: Rgb) {
        if line.glyphs.is_empty() {
            return;
        }
        let (a, b) = self.span(x0, x1);
        let (a, b) = (a as f32, b as f32);
        let left = match align {
            Align::Start if self.rtl => b - line.width,
            Align::Start => a,
            Align::Right => b - line.width,
            Align::Center => (a + b - line.width) / 2.0,
        };
        let image = &mut self.image;
        let (w, h) = (image.width() as i32, image.height() as i32);
        text::draw(line, left.round(), baseline.round(), |x, y, coverage| {
            if x >= 0 && y >= 0 && x < w && y < h {
                let p = image.get_pixel_mut(x as u32, y as u32);
                p.0 = mix(p.0, color, coverage);
            }
        });
    }

    /// An 8-bit indexed PNG in the theme's table palette.
    pub(super) fn png(&self, theme: Theme) -> Vec<u8> {
        let inks = Inks::of_theme(theme);
        super::super::encode::png(&inks.indexed(&self.image), &inks.palette, PNG_SETTINGS)
    }
}

/// The baseline that centres capitals of size `px` in the band `top..top + height`.
pub(super) fn baseline(top: f32, height: f32, px: f32) -> f32 {
    (top + (height + text::cap_height(px)) / 2.0).round()
}

/// `text` shaped at `px`, cut to `max_width` if it is wider: `shaped` is
/// the whole text already shaped.
pub(super) fn fitted(text: &str, shaped: Line, px: f32, max_width: f32) -> Line {
    if shaped.width <= max_width { shaped } else { text::fit(text, px, max_width.max(0.0)) }
}

/// The height of the title band at the top (a margin only when there is no title).
pub(super) fn title_height(title: &str) -> f32 {
    if title.trim().is_empty() { MARGIN } else { MARGIN * 0.75 + TITLE_H }
}

/// The title in its band at the top, at the start side.
pub(super) fn draw_title(painter: &mut Painter, title: &str, colors: &Colors) {
    if !title.trim().is_empty() {
        let w = painter.width();
        let line = text::fit(title, TITLE_PX, w - 2.0 * MARGIN);
        painter.text(&line, MARGIN, w - MARGIN, Align::Start, baseline(MARGIN * 0.75, TITLE_H, TITLE_PX), colors.ink);
    }
}
