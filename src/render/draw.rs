//! Drawing the fixed parts, once: shapes filled with `imageproc` on `image`
//! buffers at [`SS`] times the final size, then scaled down with
//! `image::imageops::thumbnail` (an area average), which is the
//! anti-aliasing. A [`Sketch`] keeps the colour composed over the ground it
//! will usually be drawn on, and the opacity, so that a sprite can be laid
//! over any other ground later.

use super::paint::{Rgb, mix};
use image::{GrayImage, Luma, RgbImage, imageops};
use imageproc::drawing::{draw_filled_circle_mut, draw_filled_rect_mut, draw_polygon_mut};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// Supersampling factor.
pub const SS: u32 = 4;

/// A coverage mask at [`SS`] times the size, in final-size coordinates:
/// shapes added to it form a union.
pub struct Ink {
    mask: GrayImage,
    /// Bounding box of what was drawn since the last clear, in mask pixels.
    bbox: Option<(u32, u32, u32, u32)>,
}

impl Ink {
    fn new(width: u32, height: u32) -> Ink {
        Ink { mask: GrayImage::new(width * SS, height * SS), bbox: None }
    }

    fn scale(v: f32) -> i32 {
        (v * SS as f32).round() as i32
    }

    fn touch(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        let (w, h) = self.mask.dimensions();
        let clamp = |v: f32, max: u32| (Ink::scale(v).max(0) as u32).min(max);
        let b = (clamp(x0 - 1.0, w), clamp(y0 - 1.0, h), clamp(x1 + 1.0, w), clamp(y1 + 1.0, h));
        self.bbox = Some(match self.bbox {
            None => b,
            Some(a) => (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2), a.3.max(b.3)),
        });
    }

    /// A filled disc.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32) {
        if r <= 0.0 {
            return;
        }
        self.touch(cx - r, cy - r, cx + r, cy + r);
        // A circle through the centres of the sub-pixels at distance r·SS.
        let c = ((cx * SS as f32 - 0.5).round() as i32, (cy * SS as f32 - 0.5).round() as i32);
        draw_filled_circle_mut(&mut self.mask, c, Ink::scale(r), Luma([255]));
    }

    /// A filled polygon (any simple polygon, either winding).
    pub fn polygon(&mut self, points: &[(f32, f32)]) {
        if points.len() < 3 {
            return;
        }
        let fold =
            |f: fn(f32, f32) -> f32, pick: fn(&(f32, f32)) -> f32| points.iter().map(pick).fold(pick(&points[0]), f);
        self.touch(fold(f32::min, |p| p.0), fold(f32::min, |p| p.1), fold(f32::max, |p| p.0), fold(f32::max, |p| p.1));
        let mut poly: Vec<Point<i32>> = points.iter().map(|&(x, y)| Point::new(Ink::scale(x), Ink::scale(y))).collect();
        poly.dedup();
        if poly.len() > 1 && poly.first() == poly.last() {
            poly.pop();
        }
        if poly.len() >= 3 {
            draw_polygon_mut(&mut self.mask, &poly, Luma([255]));
        }
    }

    /// A line from `a` to `b` of width `w` with round ends.
    pub fn capsule(&mut self, a: (f32, f32), b: (f32, f32), w: f32) {
        let r = w / 2.0;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len > 1e-3 {
            // imageproc fills the pixels an edge passes through: a quarter sub-pixel in.
            let q = (r - 0.25 / SS as f32).max(0.0);
            let (nx, ny) = (-dy / len * q, dx / len * q);
            self.polygon(&[(a.0 + nx, a.1 + ny), (b.0 + nx, b.1 + ny), (b.0 - nx, b.1 - ny), (a.0 - nx, a.1 - ny)]);
        }
        self.disc(a.0, a.1, r);
        self.disc(b.0, b.1, r);
    }

    /// The outline of a closed polygon, `w` wide, with round joins.
    pub fn outline(&mut self, points: &[(f32, f32)], w: f32) {
        for (i, &p) in points.iter().enumerate() {
            self.capsule(p, points[(i + 1) % points.len()], w);
        }
    }

    /// A circle line of radius `r` (to the middle of the line) and width `w`,
    /// or only its `dashes` dashes (each followed by an equal gap) when `dashes > 0`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, w: f32, dashes: u32) {
        // imageproc fills the pixels an edge passes through: half a sub-pixel in.
        let inset = 0.5 / SS as f32;
        let (outer, inner) = (r + w / 2.0 - inset, (r - w / 2.0 + inset).max(0.0));
        // Short quads between the two circles; enough of them that the edge is
        // smooth at the supersampled size.
        let steps = ((outer * std::f32::consts::TAU * SS as f32 / 6.0).ceil() as u32).max(24);
        let steps = if dashes > 0 { steps.div_ceil(2 * dashes) * 2 * dashes } else { steps };
        let at = |i: u32, radius: f32| {
            let a = i as f32 / steps as f32 * std::f32::consts::TAU;
            (cx + radius * a.cos(), cy + radius * a.sin())
        };
        let per_dash = if dashes > 0 { steps / (2 * dashes) } else { 0 };
        for i in 0..steps {
            if dashes > 0 && (i / per_dash) % 2 == 1 {
                continue;
            }
            self.polygon(&[at(i, outer), at(i + 1, outer), at(i + 1, inner), at(i, inner)]);
        }
    }

    /// An axis-aligned rectangle.
    pub fn rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        if x1 <= x0 || y1 <= y0 {
            return;
        }
        self.touch(x0, y0, x1, y1);
        let (sx, sy) = (Ink::scale(x0), Ink::scale(y0));
        let (w, h) = ((Ink::scale(x1) - sx).max(1) as u32, (Ink::scale(y1) - sy).max(1) as u32);
        draw_filled_rect_mut(&mut self.mask, Rect::at(sx, sy).of_size(w, h), Luma([255]));
    }

    /// A rectangle with rounded corners of radius `r`.
    pub fn rounded_rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, r: f32) {
        let r = r.min((x1 - x0) / 2.0).min((y1 - y0) / 2.0).max(0.0);
        self.rect(x0 + r, y0, x1 - r, y1);
        self.rect(x0, y0 + r, x1, y1 - r);
        for (x, y) in [(x0 + r, y0 + r), (x1 - r, y0 + r), (x0 + r, y1 - r), (x1 - r, y1 - r)] {
            self.disc(x, y, r);
        }
    }
}

/// A picture being drawn: colour composed over a ground, and opacity, both
/// at [`SS`] times the final size.
pub struct Sketch {
    width: u32,
    height: u32,
    ground: Rgb,
    rgb: RgbImage,
    alpha: GrayImage,
    ink: Ink,
}

/// A finished sketch at its final size.
pub struct Layers {
    /// The colour over the ground the sketch was drawn on.
    pub rgb: RgbImage,
    /// The opacity (255 where the sketch covers its ground completely).
    pub alpha: GrayImage,
    pub ground: Rgb,
}

impl Sketch {
    /// A transparent `width × height` sketch over `ground`.
    pub fn new(width: u32, height: u32, ground: Rgb) -> Sketch {
        Sketch {
            width,
            height,
            ground,
            rgb: RgbImage::from_pixel(width * SS, height * SS, image::Rgb(ground)),
            alpha: GrayImage::new(width * SS, height * SS),
            ink: Ink::new(width, height),
        }
    }

    /// A square sprite sketch reaching `reach` pixels from its centre pixel,
    /// whose centre is at `(reach + 0.5, reach + 0.5)`.
    pub fn sprite(reach: i32, ground: Rgb) -> Sketch {
        let side = (2 * reach.max(0) + 1) as u32;
        Sketch::new(side, side, ground)
    }

    pub fn center(&self) -> (f32, f32) {
        (self.width as f32 / 2.0, self.height as f32 / 2.0)
    }

    /// Paint `color` with opacity `alpha` (0–1) through the shapes `shapes` adds.
    pub fn paint(&mut self, color: Rgb, alpha: f32, shapes: impl FnOnce(&mut Ink)) {
        self.paint_with(alpha, |_, _| color, shapes);
    }

    /// Paint with a colour that varies over the picture: `color(x, y)` at
    /// final-size coordinates.
    pub fn paint_with(&mut self, alpha: f32, color: impl Fn(f32, f32) -> Rgb, shapes: impl FnOnce(&mut Ink)) {
        shapes(&mut self.ink);
        let Some((x0, y0, x1, y1)) = self.ink.bbox.take() else { return };
        let a = alpha.clamp(0.0, 1.0);
        let opacity = (a * 255.0).round() as u32;
        let s = SS as f32;
        let stride = self.ink.mask.width() as usize;
        let (mask, rgb, cover) = (&mut *self.ink.mask, &mut *self.rgb, &mut *self.alpha);
        for y in y0 as usize..y1 as usize {
            for x in x0 as usize..x1 as usize {
                let i = y * stride + x;
                if mask[i] == 0 {
                    continue;
                }
                mask[i] = 0;
                let c = color((x as f32 + 0.5) / s, (y as f32 + 0.5) / s);
                let p = &mut rgb[3 * i..3 * i + 3];
                if opacity == 255 {
                    p.copy_from_slice(&c);
                    cover[i] = 255;
                } else {
                    let mixed = mix([p[0], p[1], p[2]], c, a);
                    p.copy_from_slice(&mixed);
                    cover[i] = ((opacity * 255 + cover[i] as u32 * (255 - opacity) + 127) / 255) as u8;
                }
            }
        }
    }

    /// Scale down to the final size.
    pub fn finish(self) -> Layers {
        Layers {
            rgb: imageops::thumbnail(&self.rgb, self.width, self.height),
            alpha: imageops::thumbnail(&self.alpha, self.width, self.height),
            ground: self.ground,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coverage(layers: &Layers) -> f32 {
        layers.alpha.pixels().map(|p| p.0[0] as f32 / 255.0).sum()
    }

    #[test]
    fn discs_and_rings_cover_their_area() {
        let mut s = Sketch::new(40, 40, [0, 0, 0]);
        s.paint([255, 255, 255], 1.0, |ink| ink.disc(20.0, 20.0, 10.0));
        let l = s.finish();
        let area = coverage(&l);
        // imageproc's circles reach about half a sub-pixel beyond the radius.
        assert!((area - std::f32::consts::PI * 100.0).abs() < 10.0, "{area}");
        assert_eq!(l.alpha.get_pixel(20, 20).0[0], 255);
        assert_eq!(l.alpha.get_pixel(0, 0).0[0], 0);
        assert_eq!(l.rgb.get_pixel(20, 20).0, [255, 255, 255]);

        let mut s = Sketch::new(40, 40, [0, 0, 0]);
        s.paint([255, 255, 255], 1.0, |ink| ink.ring(20.0, 20.0, 10.0, 2.0, 0));
        let ring = coverage(&s.finish());
        let expected = std::f32::consts::PI * (11.0f32.powi(2) - 9.0f32.powi(2));
        assert!((ring - expected).abs() < 10.0, "{ring} vs {expected}");

        let mut s = Sketch::new(40, 40, [0, 0, 0]);
        s.paint([255, 255, 255], 1.0, |ink| ink.ring(20.0, 20.0, 10.0, 2.0, 8));
        let dashed = coverage(&s.finish());
        assert!((dashed - expected / 2.0).abs() < 8.0, "{dashed} vs {}", expected / 2.0);
    }

    #[test]
    fn edges_are_anti_aliased_and_paint_blends() {
        let mut s = Sketch::new(20, 20, [0, 0, 0]);
        s.paint([200, 0, 0], 1.0, |ink| ink.rect(2.0, 2.0, 10.5, 18.0));
        s.paint([0, 0, 200], 0.5, |ink| ink.rect(6.0, 2.0, 18.0, 18.0));
        let l = s.finish();
        assert_eq!(l.rgb.get_pixel(4, 10).0, [200, 0, 0]);
        assert_eq!(l.rgb.get_pixel(8, 10).0, [100, 0, 100]);
        assert_eq!(l.alpha.get_pixel(8, 10).0[0], 255);
        assert_eq!(l.alpha.get_pixel(14, 10).0[0], 128);
        // Half red-under-blue, half blue alone.
        assert_eq!(l.rgb.get_pixel(10, 10).0, [50, 0, 100]);
    }

    #[test]
    fn capsules_of_either_direction_and_outlines() {
        for (a, b) in [((4.0, 4.0), (26.0, 26.0)), ((26.0, 26.0), (4.0, 4.0))] {
            let mut s = Sketch::new(30, 30, [0, 0, 0]);
            s.paint([255, 255, 255], 1.0, |ink| ink.capsule(a, b, 4.0));
            let area = coverage(&s.finish());
            let expected = 4.0 * 22.0 * std::f32::consts::SQRT_2 + std::f32::consts::PI * 4.0;
            // Within 8%: vertices fall on the sub-pixel grid.
            assert!((area / expected - 1.0).abs() < 0.08, "{area} vs {expected}");
        }
        let mut s = Sketch::new(30, 30, [0, 0, 0]);
        s.paint([255, 255, 255], 1.0, |ink| ink.outline(&[(5.0, 5.0), (25.0, 5.0), (25.0, 25.0), (5.0, 25.0)], 2.0));
        let l = s.finish();
        assert_eq!(l.alpha.get_pixel(15, 15).0[0], 0);
        assert_eq!(l.alpha.get_pixel(15, 5).0[0], 255);
    }
}
