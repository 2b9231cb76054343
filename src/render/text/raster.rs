//! Rasterising shaped lines: glyph outlines to coverage, cached process-wide.

use super::{FontId, Line, sane_px};
use ab_glyph::{Font as _, GlyphId, PxScale, point};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// Coverage of one rasterised glyph, 0..=255 per pixel, placed relative to the glyph's origin on the baseline.
struct GlyphBitmap {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

/// Glyph, font, size (bits of the f32 pixels per em) and subpixel x offset in quarters of a pixel.
type GlyphKey = (FontId, u16, u32, u8);

/// Rasterised glyphs, cleared when it grows past either bound.
#[derive(Default)]
struct GlyphCache {
    map: HashMap<GlyphKey, Arc<GlyphBitmap>>,
    bytes: usize,
}

const CACHE_MAX_ENTRIES: usize = 4096;
const CACHE_MAX_BYTES: usize = 32 << 20;

static CACHE: LazyLock<Mutex<GlyphCache>> = LazyLock::new(Mutex::default);

fn rasterise(font: FontId, id: u16, px: f32, quarter: u8) -> GlyphBitmap {
    let f = font.bundled();
    let glyph =
        GlyphId(id).with_scale_and_position(PxScale::from(px * f.ab_scale), point(f32::from(quarter) / 4.0, 0.0));
    let Some(outlined) = f.outlines.outline_glyph(glyph) else {
        return GlyphBitmap { left: 0, top: 0, width: 0, coverage: Vec::new() };
    };
    let bounds = outlined.px_bounds();
    let (width, height) = (bounds.width().max(0.0) as usize, bounds.height().max(0.0) as usize);
    let mut coverage = vec![0u8; width * height];
    outlined.draw(|x, y, c| {
        if let Some(v) = coverage.get_mut(y as usize * width + x as usize) {
            *v = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    GlyphBitmap { left: bounds.min.x as i32, top: bounds.min.y as i32, width, coverage }
}

/// The bitmap of a glyph, from the cache or rasterised and cached.
fn bitmap(key: GlyphKey) -> Arc<GlyphBitmap> {
    let cache = || CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache().map.get(&key) {
        return Arc::clone(found);
    }
    let made = Arc::new(rasterise(key.0, key.1, f32::from_bits(key.2), key.3));
    let mut cache = cache();
    if cache.map.len() >= CACHE_MAX_ENTRIES || cache.bytes + made.coverage.len() > CACHE_MAX_BYTES {
        cache.map.clear();
        cache.bytes = 0;
    }
    if cache.map.insert(key, Arc::clone(&made)).is_none() {
        cache.bytes += made.coverage.len();
    }
    made
}

/// Rasterises `line` with its left end at `x` and its baseline at `baseline`.
///
/// Calls `plot(x, y, coverage)` with coverage in `0.0..=1.0` for every pixel a glyph covers (a pixel covered by several
/// glyphs is plotted once per glyph). Glyph origins are rounded to a quarter pixel horizontally and to a whole pixel
/// vertically; rasterised glyphs are cached process-wide, so drawing the same caption again only copies coverage.
pub fn draw(line: &Line, x: f32, baseline: f32, mut plot: impl FnMut(i32, i32, f32)) {
    let px = sane_px(line.px);
    if px == 0.0 {
        return;
    }
    for glyph in &line.glyphs {
        let (gx, gy) = (x + glyph.x, baseline - glyph.y_offset);
        if !gx.is_finite() || !gy.is_finite() {
            continue;
        }
        let quarters = (gx.clamp(-1e7, 1e7) * 4.0).round();
        let whole = (quarters / 4.0).floor();
        let quarter = (quarters - whole * 4.0).clamp(0.0, 3.0) as u8;
        let (ox, oy) = (whole as i32, gy.clamp(-1e7, 1e7).round() as i32);
        let glyph_bitmap = bitmap((glyph.font, glyph.id, px.to_bits(), quarter));
        let GlyphBitmap { left, top, width, ref coverage } = *glyph_bitmap;
        for (row, line_coverage) in coverage.chunks_exact(width.max(1)).enumerate() {
            for (col, &c) in line_coverage.iter().enumerate() {
                if c > 0 {
                    plot(ox + left + col as i32, oy + top + row as i32, f32::from(c) / 255.0);
                }
            }
        }
    }
}
