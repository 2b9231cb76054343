//! Painting primitives: colours, a fixed palette with a fast nearest-colour
//! table, anti-aliased coverage masks, and the three canvases (RGB and RGBA
//! for drawing the fixed parts once, palette indices for every image).

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// `a` blended towards `b` by `t` (0 = `a`, 1 = `b`).
pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    let c = |i: usize| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * t).round() as u8;
    [c(0), c(1), c(2)]
}

fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).unsigned_abs();
    // Rough perceptual weights: the eye is most sensitive to green, least to blue.
    2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
}

/// Length of `(x, y)`: `f32::hypot` without its overflow care, which costs a
/// library call per pixel and is not needed at these magnitudes.
#[inline]
fn len(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// Bits per channel of the nearest-colour table.
const LUT_BITS: u32 = 5;
const LUT_SIZE: usize = 1 << (3 * LUT_BITS);

/// At most 255 colours: index 255 stays free for the GIF transparency key.
pub const MAX_COLORS: usize = 255;

/// The one palette every image uses, built from the style's key colours and
/// the blends between them that anti-aliasing produces.
pub struct Palette {
    colors: Vec<Rgb>,
    lut: Box<[u8]>,
}

impl Palette {
    /// Key colours plus `steps` evenly spaced blends for each (a, b, steps) ramp.
    /// Near-duplicates are merged; everything beyond [`MAX_COLORS`] is dropped
    /// (the builder in `assets` stays well below it, a test checks).
    pub fn from_ramps(keys: &[Rgb], ramps: &[(Rgb, Rgb, usize)]) -> Palette {
        let mut colors: Vec<Rgb> = Vec::with_capacity(MAX_COLORS);
        let mut add = |c: Rgb| {
            if colors.len() < MAX_COLORS && colors.iter().all(|&e| distance(e, c) > 6) {
                colors.push(c);
            }
        };
        keys.iter().for_each(|&c| add(c));
        for &(a, b, steps) in ramps {
            for i in 1..steps {
                add(mix(a, b, i as f32 / steps as f32));
            }
        }
        let mut palette = Palette { colors, lut: vec![0; LUT_SIZE].into_boxed_slice() };
        let half = 1u32 << (7 - LUT_BITS);
        for i in 0..LUT_SIZE {
            let ch = |shift: u32| (((i >> shift) as u32 & ((1 << LUT_BITS) - 1)) << (8 - LUT_BITS) | half) as u8;
            palette.lut[i] = palette.nearest([ch(2 * LUT_BITS), ch(LUT_BITS), ch(0)]);
        }
        palette
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.colors.len()
    }

    pub fn rgb(&self, index: u8) -> Rgb {
        self.colors.get(index as usize).copied().unwrap_or([0; 3])
    }

    /// The palette as `r g b` bytes.
    pub fn bytes(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }

    /// The exact nearest entry (a full search: for drawing the fixed parts).
    pub fn nearest(&self, c: Rgb) -> u8 {
        let mut best = (u32::MAX, 0);
        for (i, &e) in self.colors.iter().enumerate() {
            let d = distance(e, c);
            if d < best.0 {
                best = (d, i);
            }
        }
        best.1 as u8
    }

    /// A near entry by table look-up (for blending while composing an image).
    #[inline]
    pub fn index(&self, c: Rgb) -> u8 {
        let k = |v: u8| (v >> (8 - LUT_BITS)) as usize;
        self.lut[k(c[0]) << (2 * LUT_BITS) | k(c[1]) << LUT_BITS | k(c[2])]
    }

    /// The entry for `over` drawn with opacity `alpha` (0–255) over entry `under`.
    #[inline]
    pub fn blend(&self, under: u8, over: Rgb, alpha: u8) -> u8 {
        let u = self.rgb(under);
        let a = alpha as u32;
        let c = |i: usize| ((u[i] as u32 * (255 - a) + over[i] as u32 * a + 127) / 255) as u8;
        self.index([c(0), c(1), c(2)])
    }
}

/// Anti-aliased coverage (0–1) over a rectangle of a canvas. Shapes are added
/// as a union (the maximum of the coverages), so overlapping parts of one
/// shape — the joints of a path, say — are not painted twice.
pub struct Mask {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    cov: Vec<f32>,
}

impl Mask {
    /// A mask over `[x0, x1) × [y0, y1)`, clipped to a `width × height` canvas.
    pub fn new(x0: i32, y0: i32, x1: i32, y1: i32, width: u32, height: u32) -> Mask {
        let (x0, y0) = (x0.max(0), y0.max(0));
        let (x1, y1) = (x1.min(width as i32).max(x0), y1.min(height as i32).max(y0));
        let (w, h) = (x1 - x0, y1 - y0);
        Mask { x0, y0, w, h, cov: vec![0.0; (w * h) as usize] }
    }

    /// A mask around a point with `reach` pixels on every side.
    pub fn around(cx: f32, cy: f32, reach: f32, width: u32, height: u32) -> Mask {
        let r = reach.ceil() as i32 + 1;
        let (x, y) = (cx.floor() as i32, cy.floor() as i32);
        Mask::new(x - r, y - r, x + r + 1, y + r + 1, width, height)
    }

    /// Add coverage `f(px, py)` (at pixel centres) over the bounding box `[x0, x1] × [y0, y1]`.
    fn shape(&mut self, bbox: (f32, f32, f32, f32), f: impl Fn(f32, f32) -> f32) {
        let xa = (bbox.0.floor() as i32 - 1).max(self.x0);
        let ya = (bbox.1.floor() as i32 - 1).max(self.y0);
        let xb = (bbox.2.ceil() as i32 + 1).min(self.x0 + self.w);
        let yb = (bbox.3.ceil() as i32 + 1).min(self.y0 + self.h);
        for y in ya..yb {
            let row = ((y - self.y0) * self.w) as usize;
            for x in xa..xb {
                let c = f(x as f32 + 0.5, y as f32 + 0.5).clamp(0.0, 1.0);
                let cell = &mut self.cov[row + (x - self.x0) as usize];
                if c > *cell {
                    *cell = c;
                }
            }
        }
    }

    /// Add coverage at one pixel (for glyphs).
    pub fn add(&mut self, x: i32, y: i32, c: f32) {
        if x >= self.x0 && y >= self.y0 && x < self.x0 + self.w && y < self.y0 + self.h {
            let cell = &mut self.cov[((y - self.y0) * self.w + x - self.x0) as usize];
            *cell = cell.max(c.clamp(0.0, 1.0));
        }
    }

    pub fn disc(&mut self, cx: f32, cy: f32, r: f32) {
        self.shape((cx - r, cy - r, cx + r, cy + r), |x, y| r - len(x - cx, y - cy) + 0.5);
    }

    /// A disc with a soft edge `soft` pixels wide (for shadows).
    pub fn soft_disc(&mut self, cx: f32, cy: f32, r: f32, soft: f32) {
        let reach = r + soft;
        self.shape((cx - reach, cy - reach, cx + reach, cy + reach), |x, y| {
            let t = ((r + soft / 2.0 - len(x - cx, y - cy)) / soft).clamp(0.0, 1.0);
            t * t * (3.0 - 2.0 * t)
        });
    }

    /// A circle line of radius `r` (to the middle of the line) and width `w`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, w: f32) {
        let reach = r + w;
        self.shape((cx - reach, cy - reach, cx + reach, cy + reach), |x, y| {
            let d = len(x - cx, y - cy);
            (w / 2.0 - (d - r).abs() + 0.5).min(w)
        });
    }

    /// A ring broken into `dashes` dashes (each followed by an equal gap).
    pub fn dashed_ring(&mut self, cx: f32, cy: f32, r: f32, w: f32, dashes: u32) {
        let reach = r + w;
        let period = std::f32::consts::TAU / dashes as f32;
        self.shape((cx - reach, cy - reach, cx + reach, cy + reach), |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let d = len(dx, dy);
            let phase = (dy.atan2(dx) + std::f32::consts::PI).rem_euclid(period) / period;
            // Each dash covers the first half of its period, centred on phase 0.25. Signed
            // distance in pixels along the circle from the dash's end, negative inside.
            let off = (phase - 0.25).abs();
            let along = (off.min(1.0 - off) - 0.25) * period * d;
            (w / 2.0 - (d - r).abs() + 0.5).min(w) * (0.5 - along).clamp(0.0, 1.0)
        });
    }

    /// A line from `a` to `b` of width `w` with round ends.
    pub fn capsule(&mut self, a: (f32, f32), b: (f32, f32), w: f32) {
        let r = w / 2.0;
        let bbox = (a.0.min(b.0) - r, a.1.min(b.1) - r, a.0.max(b.0) + r, a.1.max(b.1) + r);
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let len2 = (vx * vx + vy * vy).max(1e-6);
        self.shape(bbox, |x, y| {
            let t = (((x - a.0) * vx + (y - a.1) * vy) / len2).clamp(0.0, 1.0);
            r - len(x - a.0 - t * vx, y - a.1 - t * vy) + 0.5
        });
    }

    /// A convex polygon (either winding), grown by `grow` pixels on every side.
    pub fn convex(&mut self, points: &[(f32, f32)], grow: f32) {
        if points.len() < 3 {
            return;
        }
        let area: f32 = (0..points.len())
            .map(|i| {
                let (p, q) = (points[i], points[(i + 1) % points.len()]);
                p.0 * q.1 - q.0 * p.1
            })
            .sum();
        let sign = if area >= 0.0 { 1.0 } else { -1.0 };
        let fold = |f: fn(f32, f32) -> f32, pick: fn(&(f32, f32)) -> f32| points.iter().map(pick).reduce(f).unwrap();
        let bbox = (
            fold(f32::min, |p| p.0) - grow,
            fold(f32::min, |p| p.1) - grow,
            fold(f32::max, |p| p.0) + grow,
            fold(f32::max, |p| p.1) + grow,
        );
        self.shape(bbox, |x, y| {
            let mut outside = f32::MIN;
            for i in 0..points.len() {
                let (p, q) = (points[i], points[(i + 1) % points.len()]);
                let (ex, ey) = (q.0 - p.0, q.1 - p.1);
                let len = len(ex, ey).max(1e-6);
                // Signed distance to the edge's line, positive outside.
                let d = -sign * (ex * (y - p.1) - ey * (x - p.0)) / len;
                outside = outside.max(d);
            }
            0.5 - outside + grow
        });
    }

    /// An axis-aligned rectangle with rounded corners of radius `r`.
    pub fn rounded_rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, r: f32) {
        let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        let (hx, hy) = ((x1 - x0) / 2.0 - r, (y1 - y0) / 2.0 - r);
        self.shape((x0, y0, x1, y1), |x, y| {
            let (qx, qy) = ((x - cx).abs() - hx, (y - cy).abs() - hy);
            let outside = len(qx.max(0.0), qy.max(0.0)) + qx.max(qy).min(0.0) - r;
            0.5 - outside
        });
    }

    /// Every pixel with some coverage: `(x, y, coverage)`.
    fn pixels(&self) -> impl Iterator<Item = (i32, i32, f32)> + '_ {
        self.cov.iter().enumerate().filter(|(_, c)| **c > 0.0).map(|(i, &c)| {
            let i = i as i32;
            (self.x0 + i % self.w, self.y0 + i / self.w, c)
        })
    }
}

/// A canvas of floating-point RGB, for drawing the fixed backgrounds once.
pub struct RgbCanvas {
    pub width: u32,
    pub height: u32,
    px: Vec<[f32; 3]>,
}

impl RgbCanvas {
    pub fn new(width: u32, height: u32, fill: Rgb) -> RgbCanvas {
        let c = fill.map(f32::from);
        RgbCanvas { width, height, px: vec![c; (width * height) as usize] }
    }

    pub fn mask(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> Mask {
        Mask::new(x0, y0, x1, y1, self.width, self.height)
    }

    pub fn paint(&mut self, mask: &Mask, color: Rgb, alpha: f32) {
        let c = color.map(f32::from);
        for (x, y, cov) in mask.pixels() {
            let a = cov * alpha;
            let p = &mut self.px[(y as u32 * self.width + x as u32) as usize];
            for i in 0..3 {
                p[i] += (c[i] - p[i]) * a;
            }
        }
    }

    /// Map every pixel to its nearest palette entry.
    pub fn to_indexed(&self, palette: &Palette) -> Vec<u8> {
        let mut cache = std::collections::HashMap::new();
        self.px
            .iter()
            .map(|p| {
                let c = p.map(|v| v.round().clamp(0.0, 255.0) as u8);
                *cache.entry(c).or_insert_with(|| palette.nearest(c))
            })
            .collect()
    }
}

/// A square sprite drawn around its centre pixel: premultiplied RGBA while
/// drawing, then straight colour + opacity + palette index for composing.
pub struct Sprite {
    /// Pixels from the centre pixel to each edge.
    pub reach: i32,
    /// Rows of opaque pixels: `(dx, dy, palette indices)` from the centre.
    runs: Vec<(i16, i16, Vec<u8>)>,
    /// Translucent pixels, blended with what is under them.
    blended: Vec<SpritePixel>,
    /// The palette index of the usual ground under the sprite.
    ground: u8,
}

struct SpritePixel {
    dx: i16,
    dy: i16,
    rgb: Rgb,
    alpha: u8,
    /// The palette entry of the pixel over the usual ground.
    index: u8,
}

/// Drawing surface for a sprite; the centre of the middle pixel is the sprite's centre.
pub struct SpriteCanvas {
    reach: i32,
    side: u32,
    px: Vec<[f32; 4]>,
}

impl SpriteCanvas {
    pub fn new(reach: i32) -> SpriteCanvas {
        let side = (2 * reach + 1) as u32;
        SpriteCanvas { reach, side, px: vec![[0.0; 4]; (side * side) as usize] }
    }

    /// The centre, in this canvas's pixel coordinates.
    pub fn center(&self) -> (f32, f32) {
        (self.reach as f32 + 0.5, self.reach as f32 + 0.5)
    }

    pub fn mask(&self) -> Mask {
        Mask::new(0, 0, self.side as i32, self.side as i32, self.side, self.side)
    }

    /// Paint `color(x, y)` through `mask` with opacity `alpha`, over what is there.
    pub fn paint_with(&mut self, mask: &Mask, alpha: f32, color: impl Fn(f32, f32) -> Rgb) {
        for (x, y, cov) in mask.pixels() {
            let a = cov * alpha;
            let c = color(x as f32 + 0.5, y as f32 + 0.5).map(f32::from);
            let p = &mut self.px[(y as u32 * self.side + x as u32) as usize];
            for i in 0..3 {
                p[i] = c[i] * a + p[i] * (1.0 - a);
            }
            p[3] = a + p[3] * (1.0 - a);
        }
    }

    pub fn paint(&mut self, mask: &Mask, color: Rgb, alpha: f32) {
        self.paint_with(mask, alpha, |_, _| color);
    }

    /// The finished sprite, usually drawn over `ground` (which speeds up blending there).
    pub fn finish(self, palette: &Palette, ground: Rgb) -> Sprite {
        let ground_index = palette.nearest(ground);
        let mut sprite = Sprite { reach: self.reach, runs: Vec::new(), blended: Vec::new(), ground: ground_index };
        let side = self.side as usize;
        for (y, row) in self.px.chunks(side).enumerate() {
            let dy = (y as i32 - self.reach) as i16;
            let mut run: Option<(i16, Vec<u8>)> = None;
            for (x, p) in row.iter().enumerate() {
                let dx = (x as i32 - self.reach) as i16;
                let alpha = (p[3] * 255.0).round();
                let rgb = [0, 1, 2].map(|k| (p[k] / p[3].max(1e-6)).round().clamp(0.0, 255.0) as u8);
                if alpha >= 255.0 {
                    run.get_or_insert_with(|| (dx, Vec::new())).1.push(palette.nearest(rgb));
                    continue;
                }
                if let Some((x0, indices)) = run.take() {
                    sprite.runs.push((x0, dy, indices));
                }
                if alpha >= 1.0 {
                    let index = palette.blend(ground_index, rgb, alpha as u8);
                    sprite.blended.push(SpritePixel { dx, dy, rgb, alpha: alpha as u8, index });
                }
            }
            if let Some((x0, indices)) = run {
                sprite.runs.push((x0, dy, indices));
            }
        }
        sprite
    }
}

/// An image as palette indices: what every board image is composed on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexedCanvas {
    pub width: u32,
    pub height: u32,
    pub px: Vec<u8>,
}

impl IndexedCanvas {
    pub fn mask(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> Mask {
        Mask::new(x0, y0, x1, y1, self.width, self.height)
    }

    /// Paint `color` through `mask` with opacity `alpha` (0–1).
    pub fn paint(&mut self, palette: &Palette, mask: &Mask, color: Rgb, alpha: f32) {
        let solid = palette.nearest(color);
        for (x, y, cov) in mask.pixels() {
            let a = (cov * alpha * 255.0).round() as u8;
            let p = &mut self.px[(y as u32 * self.width + x as u32) as usize];
            *p = match a {
                0 => continue,
                255 => solid,
                a => palette.blend(*p, color, a),
            };
        }
    }

    /// Draw `sprite` centred on pixel `(cx, cy)` with overall opacity `alpha` (0–255).
    pub fn blit(&mut self, palette: &Palette, sprite: &Sprite, cx: i32, cy: i32, alpha: u8) {
        let (w, h) = (self.width as i32, self.height as i32);
        let inside = cx - sprite.reach >= 0 && cy - sprite.reach >= 0 && cx + sprite.reach < w && cy + sprite.reach < h;
        if alpha == 255 && inside {
            for (dx, dy, indices) in &sprite.runs {
                let start = ((cy + *dy as i32) * w + cx + *dx as i32) as usize;
                self.px[start..start + indices.len()].copy_from_slice(indices);
            }
        } else {
            for (dx, dy, indices) in &sprite.runs {
                let y = cy + *dy as i32;
                for (i, &index) in indices.iter().enumerate() {
                    let x = cx + *dx as i32 + i as i32;
                    if x >= 0 && y >= 0 && x < w && y < h {
                        let p = &mut self.px[(y * w + x) as usize];
                        *p = if alpha == 255 { index } else { palette.blend(*p, palette.rgb(index), alpha) };
                    }
                }
            }
        }
        for s in &sprite.blended {
            let (x, y) = (cx + s.dx as i32, cy + s.dy as i32);
            if !inside && (x < 0 || y < 0 || x >= w || y >= h) {
                continue;
            }
            let p = &mut self.px[(y * w + x) as usize];
            *p = if alpha != 255 {
                palette.blend(*p, s.rgb, ((s.alpha as u32 * alpha as u32 + 127) / 255) as u8)
            } else if *p == sprite.ground {
                s.index
            } else {
                palette.blend(*p, s.rgb, s.alpha)
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palette_finds_its_own_colours_and_blends() {
        let red = [200, 30, 30];
        let sand = [228, 192, 136];
        let p = Palette::from_ramps(&[red, sand], &[(red, sand, 8)]);
        assert_eq!(p.len(), 9);
        assert_eq!(p.rgb(p.nearest(red)), red);
        assert_eq!(p.rgb(p.index(sand)), sand);
        let half = p.rgb(p.blend(p.nearest(red), sand, 128));
        assert!(distance(half, mix(red, sand, 0.5)) < distance(half, red));
        assert!(distance(half, mix(red, sand, 0.5)) < distance(half, sand));
    }

    #[test]
    fn discs_cover_their_area() {
        let mut m = Mask::new(0, 0, 20, 20, 20, 20);
        m.disc(10.0, 10.0, 5.0);
        let total: f32 = m.cov.iter().sum();
        assert!((total - std::f32::consts::PI * 25.0).abs() < 1.0, "{total}");
        assert_eq!(m.cov[10 * 20 + 10], 1.0);
        assert_eq!(m.cov[0], 0.0);
    }

    #[test]
    fn convex_shapes_of_either_winding() {
        for tri in [[(2.0, 2.0), (18.0, 2.0), (2.0, 18.0)], [(2.0, 2.0), (2.0, 18.0), (18.0, 2.0)]] {
            let mut m = Mask::new(0, 0, 20, 20, 20, 20);
            m.convex(&tri, 0.0);
            let total: f32 = m.cov.iter().sum();
            assert!((total - 128.0).abs() < 1.5, "{total}");
        }
    }

    #[test]
    fn masks_clip_to_the_canvas() {
        let mut c = IndexedCanvas { width: 8, height: 8, px: vec![0; 64] };
        let p = Palette::from_ramps(&[[0, 0, 0], [255, 255, 255]], &[]);
        let mut m = c.mask(-50, -50, 50, 50);
        m.disc(-3.0, 4.0, 6.0);
        m.capsule((-100.0, -100.0), (100.0, 100.0), 3.0);
        c.paint(&p, &m, [255, 255, 255], 1.0);
        assert_eq!(c.px[0], 1);
        assert_eq!(c.px[7], 0);
    }
}
