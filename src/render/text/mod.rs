//! One line of caption text: cleaning, bidirectional layout, font choice between the two bundled fonts, shaping and
//! rasterising as coverage.
//!
//! Fonts: DejaVu Sans Bold (`assets/DejaVu-LICENSE.txt`) for Latin and most other scripts, Noto Sans Arabic Bold
//! (`assets/NotoSansArabic-LICENSE.txt`) for Arabic. Shaping (kerning, ligatures, Arabic joining forms) is done by
//! rustybuzz, bidi reordering by unicode-bidi, outlines and rasterising by ab_glyph.

use ab_glyph::{Font as _, FontRef};
use rustybuzz::{BufferFlags, Direction, Face, ShapePlan, UnicodeBuffer};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, LazyLock, Mutex};
use unicode_bidi::{BidiInfo, Level};
use unicode_script::{Script, UnicodeScript};

mod raster;
mod wrap;

pub use raster::draw;
pub use wrap::two_lines;

/// Characters of one line that are laid out; the rest is cut off by [`clean`].
pub const MAX_TEXT_CHARS: usize = 200;

/// Largest font size in pixels per em; larger (and non-finite) sizes are clamped so a glyph bitmap stays small.
const MAX_PX: f32 = 512.0;

/// DejaVu Sans Bold: capitals are 1493 / 2048 = 0.729 em tall.
const CAP_HEIGHT_EM: f32 = 0.729;

/// Noto Sans Arabic Bold is drawn at this many times the requested size so that it looks as large as DejaVu Sans Bold.
///
/// Measured from the fonts' glyph bounding boxes (font units / units per em): the body of Arabic letters (tops of the
/// teeth of س 0.41, م 0.42, ع 0.47, the font's OS/2 x-height 0.44) is 0.44 em against DejaVu's x-height 0.547 em
/// (ratio 1.24), while the tall letters (ا ل ط ك, 0.732 em) already match DejaVu's capitals (0.729 em) and nearly its
/// ascenders (l, 0.760 em; ratio 1.04). Matching the body alone would make alef 0.91 em, taller than any Latin letter,
/// so the factor is the geometric mean of the two ratios, sqrt(1.24 * 1.04) ≈ 1.14: Arabic bodies then are 0.50 em
/// (92% of the Latin x-height) and alef 0.83 em (10% above `l`), which looks balanced next to Latin at the same size
/// (checked by eye on rendered captions and by `both_fonts_share_baseline_and_size`).
const ARABIC_SCALE: f32 = 1.14;

/// Which bundled font a glyph comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FontId {
    /// DejaVu Sans Bold, for everything but Arabic (and for what Noto Sans Arabic lacks).
    Latin,
    /// Noto Sans Arabic Bold, for the Arabic script.
    Arabic,
}

/// One glyph placed on a line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The font the glyph id belongs to.
    pub font: FontId,
    /// The glyph id in that font.
    pub id: u16,
    /// Origin of the glyph from the line's left end in pixels: the pen position plus the shaping x offset.
    pub x: f32,
    /// Vertical shaping offset in pixels, upwards positive.
    pub y_offset: f32,
    /// Horizontal advance in pixels.
    pub advance: f32,
    /// Byte index into [`Line::text`] of the first character this glyph came from.
    pub cluster: usize,
}

/// A shaped line of text, ready to [`draw`].
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The cleaned text (see [`clean`]).
    pub text: String,
    /// The glyphs in visual order, left to right.
    pub glyphs: Vec<PlacedGlyph>,
    /// The width in pixels: the sum of the glyphs' advances.
    pub width: f32,
    /// Whether the paragraph direction is right to left (its first strong character is right to left).
    pub rtl: bool,
    /// The font size in pixels per em, clamped to 0..=512 (0 for NaN).
    pub px: f32,
}

/// One bundled font: the shaping face and the outline font over the same bytes, plus its size factor.
struct Bundled {
    face: Face<'static>,
    outlines: FontRef<'static>,
    /// Pixels per font unit at 1 px per em.
    unit: f32,
    /// ab_glyph's scale (which is the ascent-to-descent height, not the em) at 1 px per em.
    ab_scale: f32,
}

impl Bundled {
    fn new(data: &'static [u8], size: f32) -> Self {
        let face = Face::from_slice(data, 0).expect("the bundled font parses");
        let outlines = FontRef::try_from_slice(data).expect("the bundled font parses");
        let upem = face.units_per_em().max(1) as f32;
        Bundled { unit: size / upem, ab_scale: size * outlines.height_unscaled() / upem, face, outlines }
    }

    fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some()
    }
}

static LATIN: LazyLock<Bundled> = LazyLock::new(|| {
    Bundled::new(include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/DejaVuSans-Bold.ttf")), 1.0)
});
static ARABIC: LazyLock<Bundled> = LazyLock::new(|| {
    Bundled::new(include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/NotoSansArabic-Bold.ttf")), ARABIC_SCALE)
});

impl FontId {
    fn bundled(self) -> &'static Bundled {
        match self {
            FontId::Latin => &LATIN,
            FontId::Arabic => &ARABIC,
        }
    }
}

/// `px` clamped to `0..=MAX_PX` (0 for NaN).
fn sane_px(px: f32) -> f32 {
    if px.is_finite() { px.clamp(0.0, MAX_PX) } else { 0.0 }
}

/// Default-ignorable code points as HarfBuzz hides them (format characters, joiners, variation selectors, tags).
fn is_ignorable(c: char) -> bool {
    matches!(c as u32,
        0xAD | 0x34F | 0x61C | 0x17B4..=0x17B5 | 0x180B..=0x180F | 0x200B..=0x200F | 0x202A..=0x202E
        | 0x2060..=0x206F | 0xFE00..=0xFE0F | 0xFEFF | 0xFFF0..=0xFFF8 | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A
        | 0xE0000..=0xE0FFF)
}

/// `text` made safe to lay out as one line.
///
/// Drops control characters (C0, C1) and the bidi embeddings and overrides U+202A–U+202E (they could show a name
/// reversed), keeps isolates and marks (U+2066–U+2069, U+200E, U+200F), turns the line and paragraph separators
/// U+2028/U+2029 into spaces, keeps at most [`MAX_TEXT_CHARS`] characters, and replaces characters that neither font has
/// (emoji, CJK, ...) by U+FFFD so that no empty box is drawn. Default-ignorable characters are kept as they are (they
/// are never drawn).
pub fn clean(text: &str) -> String {
    let replacement = if LATIN.has('\u{FFFD}') { '\u{FFFD}' } else { '?' };
    text.chars()
        .filter(|&c| !c.is_control() && !('\u{202A}'..='\u{202E}').contains(&c))
        .take(MAX_TEXT_CHARS)
        .map(|c| match c {
            '\u{2028}' | '\u{2029}' => ' ',
            c if c.is_ascii() || is_ignorable(c) || LATIN.has(c) || ARABIC.has(c) => c,
            _ => replacement,
        })
        .collect()
}

/// The font of each byte of `text` (a cleaned text), chosen per character; `levels` are its bidi levels per byte.
///
/// Arabic-script characters use Noto Sans Arabic, other characters with a script of their own DejaVu if it has them
/// (else Noto). Common and inherited characters (spaces, digits, punctuation, marks, format characters) take, among
/// the fonts that have them, the font of the character before them or else of the next character with a script in
/// the same stretch of bidi level, else the font of the character before them or of the next one with a script
/// anywhere, else whichever font has them.
fn fonts_of(text: &str, levels: &[Level]) -> Vec<FontId> {
    let usable = |font: FontId, c: char| is_ignorable(c) || font.bundled().has(c);
    let own: Vec<(usize, char, Option<FontId>)> = text
        .char_indices()
        .map(|(i, c)| {
            let font = match c.script() {
                Script::Common | Script::Inherited | Script::Unknown => None,
                Script::Arabic if ARABIC.has(c) => Some(FontId::Arabic),
                _ if LATIN.has(c) || !ARABIC.has(c) => Some(FontId::Latin),
                _ => Some(FontId::Arabic),
            };
            (i, c, font)
        })
        .collect();
    let level = |i: usize| levels.get(own[i].0).copied();
    // The next character with a script: (in the same level stretch, anywhere).
    let mut next = vec![(None, None); own.len()];
    for i in (0..own.len().saturating_sub(1)).rev() {
        let (in_run, any) = next[i + 1];
        let same = level(i) == level(i + 1);
        next[i] = (own[i + 1].2.or(if same { in_run } else { None }), own[i + 1].2.or(any));
    }
    let mut bytes = Vec::with_capacity(text.len());
    let mut prev: Option<FontId> = None;
    for (i, &(_, c, font)) in own.iter().enumerate() {
        let font = font.unwrap_or_else(|| {
            let prev_in_run = prev.filter(|_| i > 0 && level(i) == level(i - 1));
            let fallback = || if ARABIC.has(c) && !LATIN.has(c) { FontId::Arabic } else { FontId::Latin };
            [prev_in_run, next[i].0, prev, next[i].1]
                .into_iter()
                .flatten()
                .find(|&f| usable(f, c))
                .unwrap_or_else(fallback)
        });
        bytes.extend(std::iter::repeat_n(font, c.len_utf8()));
        prev = Some(font);
    }
    bytes
}

/// Shaping plans, which take longer to make than a caption takes to shape, by font, direction and script.
type PlanKey = (FontId, bool, rustybuzz::Script);
static PLANS: LazyLock<Mutex<HashMap<PlanKey, Arc<ShapePlan>>>> = LazyLock::new(Mutex::default);

fn plan(font: FontId, direction: Direction, script: rustybuzz::Script) -> Arc<ShapePlan> {
    let key = (font, direction == Direction::RightToLeft, script);
    let mut plans = PLANS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if plans.len() > 256 {
        plans.clear();
    }
    let made = || Arc::new(ShapePlan::new(&font.bundled().face, direction, Some(script), None, &[]));
    Arc::clone(plans.entry(key).or_insert_with(made))
}

/// Shapes `line.text[range]` (one font, one direction) and appends its glyphs in visual order, widening the line.
fn shape_run(line: &mut Line, range: Range<usize>, font: FontId, rtl: bool) {
    let (f, text) = (font.bundled(), &line.text);
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(&text[range.clone()]);
    buffer.set_pre_context(&text[..range.start]);
    buffer.set_post_context(&text[range.end..]);
    buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
    buffer.guess_segment_properties();
    buffer.set_flags(BufferFlags::REMOVE_DEFAULT_IGNORABLES);
    let shaped = rustybuzz::shape_with_plan(&f.face, &plan(font, buffer.direction(), buffer.script()), buffer);
    let k = line.px * f.unit;
    // Removed format characters merge their cluster into a neighbour; point at the visible character instead.
    let visible = |at: usize| {
        let rest = text.get(at..range.end).unwrap_or_default();
        rest.char_indices().find(|&(_, c)| !is_ignorable(c)).map_or(at, |(i, _)| at + i)
    };
    for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        let advance = pos.x_advance as f32 * k;
        line.glyphs.push(PlacedGlyph {
            font,
            id: u16::try_from(info.glyph_id).unwrap_or(0),
            x: line.width + pos.x_offset as f32 * k,
            y_offset: pos.y_offset as f32 * k,
            advance,
            cluster: visible(range.start + info.cluster as usize),
        });
        line.width += advance;
    }
}

/// Lays out an already cleaned text.
fn layout(text: String, px: f32) -> Line {
    let bidi = BidiInfo::new(&text, None);
    let fonts = fonts_of(&text, &bidi.levels);
    let rtl = bidi.paragraphs.first().is_some_and(|p| p.level.is_rtl());
    let mut line =
        Line { text: text.clone(), glyphs: Vec::with_capacity(text.len()), width: 0.0, rtl, px: sane_px(px) };
    for para in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(para, para.range.clone());
        for run in runs {
            let run_rtl = levels.get(run.start).is_some_and(|l| l.is_rtl());
            // Split the bidi run (logical order) into font runs, shaped in visual order.
            // (All bytes of a character have its font, so runs of equal bytes end at character boundaries.)
            let mut end = run.start;
            let mut pieces: Vec<(Range<usize>, FontId)> = (fonts[run.clone()].chunk_by(|a, b| a == b))
                .map(|same| {
                    end += same.len();
                    (end - same.len()..end, same[0])
                })
                .collect();
            if run_rtl {
                pieces.reverse();
            }
            for (range, font) in pieces {
                shape_run(&mut line, range, font, run_rtl);
            }
        }
    }
    line
}

/// `text` cleaned (see [`clean`]), laid out in visual order and shaped at `px` pixels per em.
pub fn shape(text: &str, px: f32) -> Line {
    layout(clean(text), px)
}

/// `text` shaped at `px`, cut to at most `max_width` pixels.
///
/// When the whole text does not fit, the result is the longest logical prefix (cut between characters, never between
/// a base and its combining marks) with trailing spaces trimmed, followed by `…` (with isolates opened in the prefix
/// closed before it, so that the ellipsis ends the line). The line is empty when not even `…` fits.
pub fn fit(text: &str, px: f32, max_width: f32) -> Line {
    let text = clean(text);
    let full = layout(text.clone(), px);
    if full.width <= max_width {
        return full;
    }
    let cuts: Vec<usize> =
        text.char_indices().filter(|&(i, c)| i == 0 || c.script() != Script::Inherited).map(|(i, _)| i).collect();
    let attempt = |n: usize| {
        let mut cut = text[..cuts[n]].trim_end().to_string();
        let open = cut.chars().fold(0, |open: usize, c| match c {
            '\u{2066}'..='\u{2068}' => open + 1,
            '\u{2069}' => open.saturating_sub(1),
            _ => open,
        });
        cut.extend(std::iter::repeat_n('\u{2069}', open));
        cut.push('…');
        layout(cut, px)
    };
    // Widths grow with the prefix closely enough for a binary search; only measured fits are kept.
    let (mut lo, mut hi, mut best) = (0, cuts.len(), None);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let line = attempt(mid);
        if line.width <= max_width {
            best = Some(line);
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    // A cut line keeps the whole text's direction (a caller places it by that).
    best.map(|line| Line { rtl: full.rtl, ..line }).unwrap_or(Line {
        text: String::new(),
        glyphs: Vec::new(),
        width: 0.0,
        rtl: full.rtl,
        px: full.px,
    })
}

/// Height of Latin capitals above the baseline at `px` pixels per em.
pub fn cap_height(px: f32) -> f32 {
    sane_px(px) * CAP_HEIGHT_EM
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glyph ids and clusters as rustybuzz itself gives them for `text` shaped as one right-to-left Arabic run.
    fn reference(text: &str) -> (Vec<u16>, Vec<usize>) {
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.set_direction(Direction::RightToLeft);
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(&ARABIC.face, &[], buffer);
        shaped.glyph_infos().iter().map(|i| (i.glyph_id as u16, i.cluster as usize)).unzip()
    }

    fn ids<'a>(glyphs: impl IntoIterator<Item = &'a PlacedGlyph>) -> Vec<u16> {
        glyphs.into_iter().map(|g| g.id).collect()
    }

    fn assert_visual_order(line: &Line) {
        assert!(line.glyphs.windows(2).all(|w| w[0].x <= w[1].x), "x decreases: {line:?}");
        let sum: f32 = line.glyphs.iter().map(|g| g.advance).sum();
        assert!((line.width - sum).abs() < 1e-3, "{} != {sum}", line.width);
    }

    fn char_at(line: &Line, g: &PlacedGlyph) -> char {
        line.text[g.cluster..].chars().next().unwrap()
    }

    #[test]
    fn arabic_is_shaped_joined_and_right_to_left() {
        // rustybuzz gives a right-to-left run in visual order: last character first, i.e. leftmost.
        assert_eq!(reference("لعب").1, [4, 2, 0]);
        let words = "الأسود يلعب";
        let line = shape(words, 16.0);
        assert!(line.rtl);
        assert!(line.glyphs.iter().all(|g| g.font == FontId::Arabic));
        assert_eq!(ids(&line.glyphs), reference(words).0);
        // Joining forms: letters inside words are not their isolated glyphs (ع is medial, ب final, س initial).
        let isolated = |g: &&PlacedGlyph| reference(&char_at(&line, g).to_string()).0 == [g.id];
        assert!(line.glyphs.iter().filter(|g| !isolated(g)).count() >= 4);
        assert_visual_order(&line);
        assert!(line.glyphs.windows(2).all(|w| w[0].x < w[1].x));
        assert_eq!(line.glyphs.last().unwrap().cluster, 0, "the first letter is at the right end");
        assert!(line.glyphs.windows(2).all(|w| w[0].cluster > w[1].cluster));
    }

    #[test]
    fn embedded_notation_stays_left_to_right() {
        // As the bot writes it: a right-to-left mark first, the move isolated left to right in the middle.
        let text = "\u{200F}الأسود \u{2066}e3xe5\u{2069} يلعب";
        let line = shape(text, 16.0);
        assert_eq!(line.text, text);
        assert!(line.rtl);
        assert_visual_order(&line);
        let (latin, arabic): (Vec<&PlacedGlyph>, _) = line.glyphs.iter().partition(|g| g.font == FontId::Latin);
        // The notation: its own glyphs, in order, as one block.
        assert_eq!(ids(latin.iter().copied()), ids(&shape("e3xe5", 16.0).glyphs));
        let e = text.find('e').unwrap();
        assert_eq!(latin.iter().map(|g| g.cluster).collect::<Vec<_>>(), (e..e + 5).collect::<Vec<_>>());
        let block = line.glyphs.iter().position(|g| g.font == FontId::Latin).unwrap();
        assert!(line.glyphs[block..block + 5].iter().all(|g| g.font == FontId::Latin));
        // The Arabic words read right to left around it: يلعب on the left, الأسود on the right, and the same glyphs as
        // both words shaped as one right-to-left run (the notation and its isolates replaced by a second space).
        assert_eq!(ids(arabic), reference("الأسود  يلعب").0);
        let pdi = line.text.find('\u{2069}').unwrap();
        assert!(line.glyphs[..block].iter().all(|g| g.cluster > pdi) && char_at(&line, &line.glyphs[0]) == 'ب');
        assert!(line.glyphs[block + 5..].iter().all(|g| g.cluster < e));
        assert_eq!(line.glyphs.last().unwrap().cluster, '\u{200F}'.len_utf8(), "ا, after the mark, is rightmost");
    }

    #[test]
    fn mixed_directions() {
        let line = shape("Black e3xe5 لعب", 16.0);
        assert!(!line.rtl);
        assert_visual_order(&line);
        let first_arabic = line.glyphs.iter().position(|g| g.font == FontId::Arabic).unwrap();
        let (latin, arabic) = line.glyphs.split_at(first_arabic);
        assert!(latin.iter().all(|g| g.font == FontId::Latin) && arabic.iter().all(|g| g.font == FontId::Arabic));
        assert!(latin.windows(2).all(|w| w[0].cluster < w[1].cluster) && latin[0].cluster == 0);
        assert!(arabic.windows(2).all(|w| w[0].cluster > w[1].cluster));
        assert_eq!(ids(arabic), reference("لعب").0);

        let line = shape("لعب Black e3xe5", 16.0);
        assert!(line.rtl);
        assert_visual_order(&line);
        assert_eq!(line.glyphs.last().unwrap().cluster, 0);
        let first_arabic = line.glyphs.iter().position(|g| g.font == FontId::Arabic).unwrap();
        let (latin, arabic) = line.glyphs.split_at(first_arabic);
        assert_eq!(ids(latin), ids(&shape("Black e3xe5", 16.0).glyphs));
        assert!(arabic.iter().all(|g| g.font == FontId::Arabic));

        // Digits in Arabic text keep their order; the space between Arabic words stays in the Arabic run.
        let line = shape("لعب 12 مرة", 16.0);
        let at = |c: char| line.glyphs.iter().find(|g| char_at(&line, g) == c).unwrap().x;
        assert!(at('م') < at('1') && at('1') < at('2') && at('2') < at('ل'));
        assert!(line.glyphs.iter().all(|g| g.font == FontId::Arabic));

        assert!(!shape("12 abc", 16.0).rtl && shape("(12) لعب abc", 16.0).rtl);
        assert_eq!(shape("", 16.0), Line { text: String::new(), glyphs: vec![], width: 0.0, rtl: false, px: 16.0 });
    }

    #[test]
    fn cleaning() {
        let text = "a\u{0}b\nc\u{202E}d\u{202A}\u{202B}\u{202C}\u{202D}\u{85}\u{2066}e\u{2069}\u{200F}\u{200E}\u{2067}\u{2068}";
        assert_eq!(clean(text), "abcd\u{2066}e\u{2069}\u{200F}\u{200E}\u{2067}\u{2068}");
        assert_eq!(ids(&shape("abc\u{202E}def", 16.0).glyphs), ids(&shape("abcdef", 16.0).glyphs));
        assert_eq!(clean("x🦀y中z"), "x\u{FFFD}y\u{FFFD}z");
        assert_eq!(clean("a\u{2029}b\u{2028}c"), "a b c");
        assert_eq!(clean(&"ab".repeat(150)).chars().count(), MAX_TEXT_CHARS);
        // Format characters stay in the text but draw nothing.
        let line = shape("a\u{200D}\u{FE0F}b\u{2066}c\u{2069}\u{200F}\u{200C}", 16.0);
        assert_eq!(line.glyphs.len(), 3);
        let lone = shape("\u{301}\u{64E}\u{200D}", 16.0);
        assert!(lone.glyphs.iter().all(|g| char_at(&lone, g) != '\u{200D}'));
    }

    #[test]
    fn random_strings_never_panic() {
        // Blocks of 0x200 code points: ASCII and controls, combining marks, Hebrew, Arabic, Greek, punctuation and
        // format characters, symbols, CJK, around the surrogates, presentation forms, specials, emoji, tags, the end.
        let blocks = [0, 0x300, 0x590, 0x600, 0x1F00, 0x2000, 0x2600, 0x4E00, 0xD700, 0xDF00, 0xFB00, 0xFE00, 0xFF00];
        let blocks = [&blocks[..], &[0x1F300, 0x1F500, 0x1F900, 0xE0000, 0x10FE00]].concat();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..2500 {
            let len = next() % 30 + if round % 250 == 0 { 250 } else { 0 };
            let text: String = (0..len)
                .filter_map(|_| char::from_u32(blocks[next() as usize % blocks.len()] + next() as u32 % 0x200))
                .collect();
            let px = [1.0, 9.5, 16.0, 33.3][round % 4];
            let line = shape(&text, px);
            assert!(line.text.chars().count() <= MAX_TEXT_CHARS);
            assert!((line.width - line.glyphs.iter().map(|g| g.advance).sum::<f32>()).abs() < 1e-2);
            assert!(line.glyphs.iter().all(|g| line.text.is_char_boundary(g.cluster) && g.cluster < line.text.len()));
            for max in [7.0, 60.0, line.width * 0.6] {
                let cut = fit(&text, px, max);
                assert!(cut.width <= max, "{text:?} at {max}: {}", cut.width);
                let kept = cut.text.trim_end_matches(['…', '\u{2069}']);
                let is_cut = cut.text.ends_with('…') && line.text.starts_with(kept);
                assert!(cut == line || cut.text.is_empty() || is_cut, "{cut:?}");
            }
            draw(&line, 3.5, 20.25, |_, _, c| assert!(c > 0.0 && c <= 1.0));
        }
        for px in [f32::NAN, f32::INFINITY, -3.0, 0.0, 1e9] {
            let line = fit("abc لعب", px, f32::NAN);
            draw(&shape("abc لعب", px), f32::NAN, f32::INFINITY, |_, _, _| {});
            assert!(line.glyphs.is_empty() && cap_height(px).is_finite());
        }
    }

    #[test]
    fn fitting() {
        let full = shape("Black to move", 16.0);
        assert_eq!(fit("Black to move", 16.0, 1000.0), full);
        assert_eq!(fit("Black to move", 16.0, full.width), full);
        let max = shape("Black to…", 16.0).width + 1.0;
        let cut = fit("Black to move", 16.0, max);
        assert_eq!(cut.text, "Black to…");
        assert!(cut.width <= max && cut.width >= shape("Black…", 16.0).width);
        assert_eq!(cut.glyphs.last().map(|g| char_at(&cut, g)), Some('…'));
        let nothing = fit("Black", 16.0, 1.0);
        assert!(nothing.text.is_empty() && nothing.glyphs.is_empty() && nothing.width == 0.0);
        assert_eq!(fit("Black to move", 16.0, shape("…", 16.0).width).text, "…");
        // Never a base without its combining mark.
        let accents = "e\u{301}".repeat(20);
        for max in (5..200).step_by(7) {
            let cut = fit(&accents, 16.0, max as f32);
            assert!(cut.width <= max as f32);
            assert!(matches!(cut.text.trim_end_matches('…').chars().last(), None | Some('\u{301}')), "{}", cut.text);
        }
    }

    #[test]
    fn fitting_arabic_keeps_right_to_left() {
        let max = shape("الأسود يلعب", 16.0).width + 1.0;
        let cut = fit("الأسود يلعب الآن", 16.0, max);
        assert!(cut.rtl && cut.width <= max);
        assert!(cut.text.ends_with('…') && "الأسود يلعب الآن".starts_with(cut.text.trim_end_matches('…')));
        assert_visual_order(&cut);
        // The ellipsis ends the line, i.e. is at its left end; the first letter is still at the right end.
        assert_eq!(char_at(&cut, &cut.glyphs[0]), '…');
        assert_eq!(cut.glyphs.last().unwrap().cluster, 0);
        // Cut inside an isolate: it is closed, so the ellipsis still goes to the left end.
        let text = "\u{200F}الأسود يلعب \u{2066}e3xe5 f6xf7 g1h3\u{2069}";
        let cut = fit(text, 16.0, shape(text, 16.0).width - 20.0);
        assert!(cut.text.ends_with("\u{2069}…"), "{:?}", cut.text);
        assert_eq!(char_at(&cut, &cut.glyphs[0]), '…');
    }

    /// Every plot call for `line` drawn at (x, baseline).
    fn pixels(line: &Line, x: f32, baseline: f32) -> Vec<(i32, i32, f32)> {
        let mut out = Vec::new();
        draw(line, x, baseline, |x, y, c| out.push((x, y, c)));
        out
    }

    #[test]
    fn drawing() {
        let line = shape("H", 20.0);
        let drawn = pixels(&line, 10.0, 30.0);
        let top = 30.0 - cap_height(20.0);
        assert!(drawn.iter().all(|&(x, y, _)| {
            (9..=(10.0 + line.width) as i32 + 1).contains(&x) && (top as i32 - 1..=30).contains(&y)
        }));
        assert!(drawn.iter().map(|p| p.2).sum::<f32>() > cap_height(20.0) * 6.0);
        // The crossbar of the H is at half the cap height.
        assert!(
            drawn.iter().any(|&(x, y, c)| x == 10 + (line.width / 2.0) as i32 && y == (30.0 - 7.3) as i32 && c > 0.9)
        );

        let line = shape("الأسود يلعب", 20.0);
        let drawn = pixels(&line, 5.0, 40.0);
        assert!(drawn.iter().map(|p| p.2).sum::<f32>() > 100.0);
        assert!(drawn.iter().all(|&(x, y, _)| {
            (4..=(6.0 + line.width) as i32).contains(&x)
                && ((40.0 - 20.0 * 1.2) as i32..=(40.0 + 20.0 * 0.6) as i32).contains(&y)
        }));
        // The leftmost glyph (ب, the last letter) is inked at the left end, the alef at the right end reaches up.
        assert!(drawn.iter().any(|&(x, _, c)| x < 5 + 4 && c > 0.5));
        assert!(drawn.iter().any(|&(x, y, c)| x > (5.0 + line.width - 4.0) as i32 && y < 40 - 12 && c > 0.5));
        // Same again from the cache.
        assert_eq!(drawn, pixels(&line, 5.0, 40.0));
    }

    #[test]
    fn both_fonts_share_baseline_and_size() {
        // Extent of the ink of one glyph: (top, bottom) rows.
        let rows = |text: &str| {
            let drawn = pixels(&shape(text, 100.0), 0.0, 200.0);
            let inked = drawn.iter().filter(|p| p.2 > 0.5);
            (inked.clone().map(|p| p.1).min().unwrap(), inked.map(|p| p.1).max().unwrap())
        };
        let (h, l, x) = (rows("H"), rows("l"), rows("x"));
        let (alef, seen) = (rows("ا"), rows("سسس"));
        assert_eq!(h.1, 199);
        assert!((alef.1 - h.1).abs() <= 1, "alef sits on the baseline: {alef:?}");
        let height = |r: (i32, i32)| (200 - r.0) as f32;
        // Arabic tall letters close to the Latin ascender, the teeth of س close to the x-height.
        assert!((height(alef) / height(l) - 1.0).abs() < 0.12, "{alef:?} {l:?}");
        assert!((height(seen) / height(x) - 1.0).abs() < 0.15, "{seen:?} {x:?}");
    }
}
