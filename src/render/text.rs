//! Text in the bundled font (DejaVu Sans Bold, see `assets/DejaVu-LICENSE.txt`).

use super::paint::Mask;
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use std::sync::LazyLock;

static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/DejaVuSans-Bold.ttf")).expect("the bundled font parses")
});

/// Characters of one line that are drawn; the rest is cut off before layout.
pub const MAX_TEXT_CHARS: usize = 200;

/// The advance of each glyph of `text` at `px` pixels, kerning included.
fn layout(text: &str, px: f32) -> impl Iterator<Item = (GlyphId, f32)> + '_ {
    let font = &*FONT;
    let scaled = font.as_scaled(PxScale::from(px));
    let mut x = 0.0;
    let mut prev: Option<GlyphId> = None;
    text.chars().filter(|c| !c.is_control()).take(MAX_TEXT_CHARS).map(move |c| {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        let at = x;
        x += scaled.h_advance(id);
        prev = Some(id);
        (id, at)
    })
}

/// Width of `text` in pixels.
pub fn width(text: &str, px: f32) -> f32 {
    let scaled = FONT.as_scaled(PxScale::from(px));
    layout(text, px).last().map_or(0.0, |(id, x)| x + scaled.h_advance(id))
}

/// Height above the baseline of capital letters and digits.
pub fn cap_height(px: f32) -> f32 {
    // DejaVu Sans: capitals are 0.729 em tall.
    px * 0.729
}

/// `text` cut to at most `max_width` pixels, ending in `…` when cut.
pub fn fit(text: &str, px: f32, max_width: f32) -> String {
    let text: String = text.chars().filter(|c| !c.is_control()).take(MAX_TEXT_CHARS).collect();
    if width(&text, px) <= max_width {
        return text;
    }
    let chars: Vec<char> = text.chars().collect();
    let cut = |n: usize| chars[..n].iter().collect::<String>().trim_end().to_string() + "…";
    // The longest prefix that fits with the ellipsis (widths grow with the prefix).
    let (mut fits, mut too_long) = (0, chars.len());
    while too_long - fits > 1 {
        let mid = (fits + too_long) / 2;
        if width(&cut(mid), px) <= max_width {
            fits = mid;
        } else {
            too_long = mid;
        }
    }
    if fits == 0 && width("…", px) > max_width { String::new() } else { cut(fits) }
}

/// Add `text` to `mask` with its baseline at `y` and its left end at `x`.
pub fn draw(mask: &mut Mask, text: &str, px: f32, x: f32, y: f32) {
    let font = &*FONT;
    for (id, at) in layout(text, px) {
        let glyph = id.with_scale_and_position(PxScale::from(px), point(x + at, y));
        if let Some(outlined) = font.outline_glyph(glyph) {
            let b = outlined.px_bounds();
            outlined.draw(|gx, gy, c| mask.add(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, c));
        }
    }
}

/// A mask holding `text` centred on `(cx, cy)` (the middle of the capitals).
pub fn centred(text: &str, px: f32, cx: f32, cy: f32, width_px: u32, height_px: u32) -> Mask {
    let w = width(text, px);
    let (x, y) = ((cx - w / 2.0).round(), (cy + cap_height(px) / 2.0).round());
    let mut mask = Mask::new(
        x as i32 - 2,
        (y - px) as i32 - 2,
        (x + w) as i32 + 3,
        (y + px / 3.0) as i32 + 3,
        width_px,
        height_px,
    );
    draw(&mut mask, text, px, x, y);
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_cuts_with_an_ellipsis() {
        assert_eq!(fit("Black to move", 16.0, 1000.0), "Black to move");
        let cut = fit("Black to move", 16.0, width("Black to", 16.0) + 2.0);
        assert!(cut.ends_with('…') && "Black to move".starts_with(cut.trim_end_matches('…')), "{cut}");
        assert!(width(&cut, 16.0) <= width("Black to", 16.0) + 2.0);
        assert!(width(&cut, 16.0) >= width("Black…", 16.0));
        assert_eq!(fit("Black", 16.0, 1.0), "");
        assert_eq!(fit("a\u{0}b\nc", 16.0, 1000.0), "abc");
    }
}
