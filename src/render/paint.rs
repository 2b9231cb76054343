//! The palette compositor: colours, a fixed palette with a fast
//! nearest-colour table, sprites, and the canvas of palette indices every
//! image is composed on. (The fixed parts are drawn in `draw`.)

use super::draw::Layers;

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

impl Sprite {
    /// The sprite of a finished square sketch (of odd side), centred on its
    /// middle pixel: opaque pixels become runs of palette indices, the
    /// translucent ones keep their straight colour and opacity.
    pub fn from_layers(layers: &Layers, palette: &Palette) -> Sprite {
        let (side, _) = layers.alpha.dimensions();
        let reach = (side / 2) as i32;
        let ground = layers.ground;
        let ground_index = palette.nearest(ground);
        let mut sprite = Sprite { reach, runs: Vec::new(), blended: Vec::new(), ground: ground_index };
        for y in 0..side {
            let dy = (y as i32 - reach) as i16;
            let mut run: Option<(i16, Vec<u8>)> = None;
            for x in 0..side {
                let dx = (x as i32 - reach) as i16;
                let alpha = layers.alpha.get_pixel(x, y).0[0];
                let over = layers.rgb.get_pixel(x, y).0;
                if alpha == 255 {
                    run.get_or_insert_with(|| (dx, Vec::new())).1.push(palette.nearest(over));
                    continue;
                }
                if let Some((x0, indices)) = run.take() {
                    sprite.runs.push((x0, dy, indices));
                }
                if alpha > 0 {
                    // The drawing was composed over the ground: take the ground back out.
                    let a = alpha as f32 / 255.0;
                    let rgb = [0, 1, 2]
                        .map(|k| ((over[k] as f32 - ground[k] as f32 * (1.0 - a)) / a).round().clamp(0.0, 255.0) as u8);
                    sprite.blended.push(SpritePixel { dx, dy, rgb, alpha, index: palette.nearest(over) });
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
    /// Lay `color` with coverage `coverage` (0–1) over pixel `(x, y)`, if it is on the canvas.
    #[inline]
    pub fn cover(&mut self, palette: &Palette, x: i32, y: i32, color: Rgb, coverage: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return;
        }
        let a = (coverage.clamp(0.0, 1.0) * 255.0).round() as u8;
        if a > 0 {
            let p = &mut self.px[(y as u32 * self.width + x as u32) as usize];
            *p = palette.blend(*p, color, a);
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
}
