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

use super::encode::PNG_SETTINGS;
use super::paint::{IndexedCanvas, Palette, Rgb, mix};
use super::text::{self, Line};
use super::theme::{Style, Theme};
use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;
use std::sync::LazyLock;

/// Most rows a table draws; the rest is left out (the front end says so).
const MAX_ROWS: usize = 64;
/// Most columns a table draws.
const MAX_COLUMNS: usize = 12;
/// Most rounds a bracket draws: 64 players.
const MAX_BRACKET_ROUNDS: usize = 6;
/// Most first-round ties a bracket draws.
const MAX_FIRST_TIES: usize = 1 << (MAX_BRACKET_ROUNDS - 1);

/// Space around everything, in pixels.
const MARGIN: f32 = 24.0;
/// Width of the card's edge line.
const EDGE: f32 = 2.0;
/// The title: size and the height of its band.
const TITLE_PX: f32 = 26.0;
const TITLE_H: f32 = 52.0;

/// Narrowest and widest table.
const TABLE_MIN_W: f32 = 800.0;
const TABLE_MAX_W: f32 = 1280.0;
/// Header and cell text, row heights, space either side of a cell's text.
const HEAD_PX: f32 = 15.0;
const HEAD_H: f32 = 34.0;
const CELL_PX: f32 = 17.0;
const ROW_H: f32 = 32.0;
const CELL_PAD: f32 = 12.0;
/// A text column is never squeezed below this while others can give way.
const MIN_TEXT_COLUMN: f32 = 64.0;
/// The podium's mark at the start of a row, and how strongly its colour tints the row.
const MEDAL_BAR: f32 = 6.0;
const MEDAL_TINT: f32 = 0.3;
/// Bronze (no theme has one): a warm brown that stays apart from every theme's gold.
const BRONZE: Rgb = [196, 122, 58];

/// Narrowest and widest bracket, and the width of a name slot.
const BRACKET_MIN_W: f32 = 560.0;
const BRACKET_MAX_W: f32 = 1280.0;
const SLOT_MIN_W: f32 = 150.0;
const SLOT_MAX_W: f32 = 240.0;
/// One player's slot in a tie; two slots make a tie, ties of the first round are this far apart.
const SLOT_H: i32 = 22;
const TIE_GAP: i32 = 10;
/// The distance between first-round ties (even, so every later tie sits on a whole pixel).
const TIE_PITCH: i32 = 2 * SLOT_H + TIE_GAP;
/// Horizontal space between rounds, where the lines run.
const ROUND_GAP: f32 = 36.0;
/// Band of round names above the rounds.
const ROUND_NAMES_H: f32 = 30.0;
const NAME_PX: f32 = 15.0;
const NOTE_PX: f32 = 13.0;
const ROUND_PX: f32 = 14.0;
const SLOT_PAD: f32 = 8.0;
/// A tie's note takes at most this share of the slot's width.
const NOTE_SHARE: f32 = 0.45;
/// Line widths: a path not yet decided, a winner's path; the winner's bar on its slot.
const OPEN_LINE: i32 = 2;
const WIN_LINE: i32 = 3;
const WIN_BAR: f32 = 4.0;
const CORNER: f32 = 4.0;

/// A table of text: a tournament's standings (or any ranking).
///
/// Drawn as a title, a header band and one row per entry (zebra-striped),
/// in the theme's frame colours. At most 64 rows and 12 columns are drawn;
/// the rest is left out (the front end says so). Cells that do not fit their
/// column are cut with an ellipsis; rows with fewer cells than the header
/// leave the rest empty, extra cells are ignored.
pub struct Table<'a, H: AsRef<str> = &'a str> {
    /// Drawn above the table, at its start side; may be empty.
    pub title: &'a str,
    /// The column names (`&str`s or `String`s).
    pub header: &'a [H],
    /// One Vec per row, as many cells as `header`.
    pub rows: &'a [Vec<String>],
    /// Per column: right-aligned figures (true) or text (false). Missing entries are text.
    pub numeric: &'a [bool],
    /// Mark the first rows as the podium (gold, silver, bronze): 0 to 3.
    /// A podium row is tinted with its medal's colour and marked with a bar
    /// of it at its start.
    pub podium: usize,
    /// Right to left (Arabic): columns run from the right, text columns
    /// are aligned to the right; figures stay right-aligned.
    pub rtl: bool,
    /// The colours (the card is the theme's frame, the text its ink).
    pub theme: Theme,
}

/// Which player of a tie went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketSide {
    /// The first-named player (the winner of the earlier tie of the round before).
    Top,
    /// The second-named player.
    Bottom,
}

/// One tie of a knockout bracket. A `None` name is a place not yet known
/// (drawn as an empty slot); the front end passes the phrased word for a
/// bye as a name when a player had a bye.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketTie {
    /// The player in the upper slot.
    pub top: Option<String>,
    /// The player in the lower slot.
    pub bottom: Option<String>,
    /// Who went through: drawn in strong colours with a line to the next
    /// round (in the theme's `path` colour), the other player dimmed.
    pub winner: Option<BracketSide>,
    /// e.g. "1–0" or "½–½ 1–0"
    pub note: Option<String>,
}

/// A knockout bracket: rounds from the start side (left, or right for
/// right to left), each tie between the two it is fed from, and the
/// champion's place after the final.
pub struct Bracket<'a> {
    /// Drawn above the bracket, at its start side; may be empty.
    pub title: &'a str,
    /// One name per round ("Round 1", "Semi-finals", "Final"), drawn above
    /// its round. A further name, if any, labels the champion's place.
    pub round_names: &'a [String],
    /// rounds[0] has size/2 ties in bracket order (the winners of ties 2k and 2k+1 meet next), rounds[r] has size/2^(r+1). Later rounds may be partly unknown.
    ///
    /// The size is taken from `rounds[0]` (rounded up to a power of two, at
    /// most 32 ties: 64 players, 6 rounds); ties missing from any round are
    /// drawn as empty slots, ties and rounds beyond the size are left out.
    pub rounds: &'a [Vec<BracketTie>],
    /// Right to left (Arabic): the first round on the right.
    pub rtl: bool,
    /// The colours (the card is the theme's frame, the text its ink).
    pub theme: Theme,
}

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
        let medals = [style.gold, style.white.dark, BRONZE];
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

/// How a line of text sits in its span.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Align {
    /// At the start of the reading direction (left, or right for right to left).
    Start,
    Center,
    /// At the right whatever the direction (figures).
    Right,
}

/// A picture drawn in logical coordinates: x runs from the start side,
/// which is the right edge for right to left.
struct Painter {
    image: RgbImage,
    rtl: bool,
}

impl Painter {
    fn new(width: f32, height: f32, colors: &Colors, rtl: bool) -> Painter {
        let (w, h) = (width.ceil().max(1.0) as u32, height.ceil().max(1.0) as u32);
        let mut painter = Painter { image: RgbImage::from_pixel(w, h, image::Rgb(colors.card)), rtl };
        // The card's edge, all round.
        let (w, h, e) = (w as i32, h as i32, EDGE as i32);
        for (x0, y0, x1, y1) in [(0, 0, w, e), (0, h - e, w, h), (0, e, e, h - e), (w - e, e, w, h - e)] {
            painter.fill_px(x0, y0, x1, y1, colors.edge);
        }
        painter
    }

    fn width(&self) -> f32 {
        self.image.width() as f32
    }

    /// The pixel columns of logical span `x0..x1`, rounded to whole pixels.
    fn span(&self, x0: f32, x1: f32) -> (i32, i32) {
        let (a, b) = if self.rtl { (self.width() - x1, self.width() - x0) } else { (x0, x1) };
        (a.round() as i32, b.round() as i32)
    }

    /// Fill the rectangle `x0..x1 × y0..y1` (logical x).
    fn fill(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, color: Rgb) {
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
    fn rounded(&mut self, [x0, y0, x1, y1]: [f32; 4], r: f32, round: [bool; 4], color: Rgb) {
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
    fn fill_px(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, color: Rgb) {
        if x1 > x0 && y1 > y0 {
            let rect = Rect::at(x0, y0).of_size((x1 - x0) as u32, (y1 - y0) as u32);
            draw_filled_rect_mut(&mut self.image, rect, image::Rgb(color));
        }
    }

    fn blend(&mut self, x: i32, y: i32, color: Rgb, coverage: f32) {
        if x < 0 || y < 0 || x >= self.image.width() as i32 || y >= self.image.height() as i32 || coverage <= 0.0 {
            return;
        }
        let p = self.image.get_pixel_mut(x as u32, y as u32);
        p.0 = if coverage >= 1.0 { color } else { mix(p.0, color, coverage) };
    }

    /// Draw `line` in the logical span `x0..x1` on `baseline`.
    fn text(&mut self, line: &Line, x0: f32, x1: f32, align: Align, baseline: f32, color: Rgb) {
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
    fn png(&self, theme: Theme) -> Vec<u8> {
        let inks = Inks::of_theme(theme);
        super::encode::png(&inks.indexed(&self.image), &inks.palette, PNG_SETTINGS)
    }
}

/// The baseline that centres capitals of size `px` in the band `top..top + height`.
fn baseline(top: f32, height: f32, px: f32) -> f32 {
    (top + (height + text::cap_height(px)) / 2.0).round()
}

/// `text` shaped at `px`, cut to `max_width` if it is wider: `shaped` is
/// the whole text already shaped.
fn fitted(text: &str, shaped: Line, px: f32, max_width: f32) -> Line {
    if shaped.width <= max_width { shaped } else { text::fit(text, px, max_width.max(0.0)) }
}

/// Cell `c` of `row`, empty if the row is short.
fn cell_text(row: &[String], c: usize) -> &str {
    row.get(c).map_or("", String::as_str)
}

/// The height of the title band at the top (a margin only when there is no title).
fn title_height(title: &str) -> f32 {
    if title.trim().is_empty() { MARGIN } else { MARGIN * 0.75 + TITLE_H }
}

/// The title in its band at the top, at the start side.
fn draw_title(painter: &mut Painter, title: &str, colors: &Colors) {
    if !title.trim().is_empty() {
        let w = painter.width();
        let line = text::fit(title, TITLE_PX, w - 2.0 * MARGIN);
        painter.text(&line, MARGIN, w - MARGIN, Align::Start, baseline(MARGIN * 0.75, TITLE_H, TITLE_PX), colors.ink);
    }
}

/// Column widths summing to `inner` (or close, in whole numbers of pixels):
/// every column gets its natural width when there is room, the extra going
/// to the text columns; otherwise the widest text columns give way first,
/// down to [`MIN_TEXT_COLUMN`], then every column in proportion.
fn column_widths(natural: &[f32], numeric: &[bool], inner: f32) -> Vec<f32> {
    let total: f32 = natural.iter().sum();
    if natural.is_empty() || total <= 0.0 {
        return vec![0.0; natural.len()];
    }
    let is_text: Vec<bool> = (0..natural.len()).map(|c| !numeric.get(c).copied().unwrap_or(false)).collect();
    if total <= inner {
        let any_text = is_text.iter().any(|&t| t);
        let growing = |c: usize| !any_text || is_text[c];
        let base: f32 = (0..natural.len()).filter(|&c| growing(c)).map(|c| natural[c]).sum();
        let extra = inner - total;
        return (0..natural.len())
            .map(|c| if growing(c) && base > 0.0 { natural[c] + extra * natural[c] / base } else { natural[c] })
            .collect();
    }
    // Water-fill the text columns under a common cap.
    let fixed: f32 = (0..natural.len()).filter(|&c| !is_text[c]).map(|c| natural[c]).sum();
    let mut texts: Vec<f32> = (0..natural.len()).filter(|&c| is_text[c]).map(|c| natural[c]).collect();
    texts.sort_by(f32::total_cmp);
    let mut room = inner - fixed;
    let mut cap = f32::INFINITY;
    for (i, &n) in texts.iter().enumerate() {
        let share = room / (texts.len() - i) as f32;
        if n > share {
            cap = share;
            break;
        }
        room -= n;
    }
    if !texts.is_empty() && cap >= MIN_TEXT_COLUMN {
        return (0..natural.len()).map(|c| if is_text[c] { natural[c].min(cap) } else { natural[c] }).collect();
    }
    natural.iter().map(|n| n * inner / total).collect()
}

/// The table as a PNG: between 800 and 1280 pixels wide, as tall as its
/// rows (at most 64 of them: about 2.2k pixels).
pub fn table_png<H: AsRef<str>>(table: &Table<H>) -> Vec<u8> {
    let colors = Colors::of(table.theme.style());
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let columns =
        if table.header.is_empty() { rows.iter().map(Vec::len).max().unwrap_or(0) } else { table.header.len() };
    let columns = columns.min(MAX_COLUMNS);
    let numeric = |c: usize| table.numeric.get(c).copied().unwrap_or(false);
    let header_text = |c: usize| table.header.get(c).map_or("", AsRef::as_ref);

    // Shape everything once; measure the columns.
    let header: Vec<Line> = (0..columns).map(|c| text::shape(header_text(c), HEAD_PX)).collect();
    let cells: Vec<Vec<Line>> =
        rows.iter().map(|row| (0..columns).map(|c| text::shape(cell_text(row, c), CELL_PX)).collect()).collect();
    let natural: Vec<f32> = (0..columns)
        .map(|c| {
            let widest = cells.iter().map(|row| row[c].width).fold(header[c].width, f32::max);
            widest.ceil() + 2.0 * CELL_PAD
        })
        .collect();
    let inner = (natural.iter().sum::<f32>() + 2.0 * MARGIN).clamp(TABLE_MIN_W, TABLE_MAX_W) - 2.0 * MARGIN;
    let widths = column_widths(&natural, table.numeric, inner);
    // Column edges on whole pixels, from the start side.
    let mut edges = Vec::with_capacity(columns + 1);
    let mut x = MARGIN;
    edges.push(x);
    for w in &widths {
        x += w;
        edges.push(x.round());
    }
    let width = inner + 2.0 * MARGIN;

    let with_header = !table.header.is_empty() && columns > 0;
    let title_h = title_height(table.title);
    let head_h = if with_header { HEAD_H } else { 0.0 };
    // At least a row's height of card, even for nothing at all.
    let height = title_h + (head_h + rows.len() as f32 * ROW_H).max(ROW_H) + MARGIN;
    let mut painter = Painter::new(width, height, &colors, table.rtl);
    draw_title(&mut painter, table.title, &colors);
    let mut y = title_h;
    let (left, right) = (MARGIN, width - MARGIN);
    let align = |c: usize| if numeric(c) { Align::Right } else { Align::Start };

    if with_header {
        painter.rounded([left, y, right, y + HEAD_H], CORNER, [true, true, false, false], colors.band);
        painter.fill(left, y + HEAD_H - 2.0, right, y + HEAD_H, colors.rule);
        let base = baseline(y, HEAD_H - 2.0, HEAD_PX);
        for (c, line) in header.into_iter().enumerate() {
            let room = edges[c + 1] - edges[c] - 2.0 * CELL_PAD;
            let line = fitted(header_text(c), line, HEAD_PX, room);
            painter.text(&line, edges[c] + CELL_PAD, edges[c + 1] - CELL_PAD, align(c), base, colors.head_ink);
        }
        y += HEAD_H;
    }

    let podium = table.podium.min(3);
    for (i, (row, lines)) in rows.iter().zip(cells).enumerate() {
        let background = match i {
            i if i < podium => colors.podium[i],
            i if i % 2 == 1 => colors.zebra,
            _ => colors.card,
        };
        painter.fill(left, y, right, y + ROW_H, background);
        if i < podium {
            painter.fill(left, y, left + MEDAL_BAR, y + ROW_H, colors.medals[i]);
        }
        let base = baseline(y, ROW_H, CELL_PX);
        for (c, line) in lines.into_iter().enumerate() {
            let room = edges[c + 1] - edges[c] - 2.0 * CELL_PAD;
            let line = fitted(cell_text(row, c), line, CELL_PX, room);
            painter.text(&line, edges[c] + CELL_PAD, edges[c + 1] - CELL_PAD, align(c), base, colors.ink);
        }
        y += ROW_H;
    }
    if !rows.is_empty() || with_header {
        painter.fill(left, y - 1.0, right, y, colors.rule);
    }
    painter.png(table.theme)
}

/// One player's place in a tie, as drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SlotState {
    /// Not yet known.
    Empty,
    /// Known, the tie not yet decided.
    Open,
    Winner,
    Loser,
}

/// The bracket as a PNG: up to 1280 pixels wide, about 56 pixels of
/// height per first-round tie (64 players: about 1.9k pixels).
pub fn bracket_png(bracket: &Bracket) -> Vec<u8> {
    let colors = Colors::of(bracket.theme.style());
    // The size: first-round ties, a power of two.
    let first = match bracket.rounds.first() {
        Some(ties) if !ties.is_empty() => ties.len().min(MAX_FIRST_TIES).next_power_of_two(),
        Some(_) => 1,
        None => 0,
    };
    let rounds = if first == 0 { 0 } else { first.trailing_zeros() as usize + 1 };
    let columns = rounds + usize::from(rounds > 0);
    let gaps = columns.saturating_sub(1) as f32 * ROUND_GAP;
    let slot_w = if columns == 0 {
        SLOT_MAX_W
    } else {
        ((BRACKET_MAX_W - 2.0 * MARGIN - gaps) / columns as f32).clamp(SLOT_MIN_W, SLOT_MAX_W).floor()
    };
    let width = (2.0 * MARGIN + columns as f32 * slot_w + gaps).max(BRACKET_MIN_W);
    let title_h = title_height(bracket.title);
    let named = bracket.round_names.iter().take(columns).any(|name| !name.trim().is_empty());
    let body_top = (title_h + if named { ROUND_NAMES_H } else { 0.0 }) as i32;
    let height = body_top as f32 + (first.max(1) as i32 * TIE_PITCH) as f32 + MARGIN;
    let mut painter = Painter::new(width, height, &colors, bracket.rtl);
    draw_title(&mut painter, bracket.title, &colors);
    let col_x = |c: usize| MARGIN + c as f32 * (slot_w + ROUND_GAP);

    // Round names over their columns (and the champion's place, if named).
    let names_base = baseline(title_h, ROUND_NAMES_H - 6.0, ROUND_PX);
    for (c, name) in bracket.round_names.iter().take(columns).enumerate() {
        let line = text::fit(name, ROUND_PX, slot_w);
        painter.text(&line, col_x(c), col_x(c) + slot_w, Align::Center, names_base, colors.head_ink);
    }
    if rounds == 0 {
        return painter.png(bracket.theme);
    }

    // The centre of every tie: first-round ties evenly spaced, each later one between the two it is fed from.
    let mut centres: Vec<Vec<i32>> =
        vec![(0..first as i32).map(|k| body_top + k * TIE_PITCH + TIE_PITCH / 2).collect()];
    for r in 1..rounds {
        let before = &centres[r - 1];
        let next = (0..first >> r).map(|k| (before[2 * k] + before[2 * k + 1]) / 2).collect();
        centres.push(next);
    }
    let empty = BracketTie::default();
    let tie = |r: usize, k: usize| bracket.rounds.get(r).and_then(|ties| ties.get(k)).unwrap_or(&empty);

    // Lines to the next round: open ones first, the winners' over them.
    for winners in [false, true] {
        for (r, ties) in centres.iter().enumerate() {
            for (k, &cy) in ties.iter().enumerate() {
                let t = tie(r, k);
                if t.winner.is_some() != winners {
                    continue;
                }
                let from_y = match t.winner {
                    Some(BracketSide::Top) => cy - SLOT_H / 2,
                    Some(BracketSide::Bottom) => cy + SLOT_H / 2,
                    None => cy,
                };
                let to_y = match centres.get(r + 1) {
                    Some(next) if k.is_multiple_of(2) => next[k / 2] - SLOT_H / 2,
                    Some(next) => next[k / 2] + SLOT_H / 2,
                    None => cy,
                };
                let (color, w) = if winners { (colors.accent, WIN_LINE) } else { (colors.line, OPEN_LINE) };
                connect(&mut painter, col_x(r) + slot_w, col_x(r + 1), from_y, to_y, w, color);
            }
        }
    }

    // The ties.
    for (r, ties) in centres.iter().enumerate() {
        for (k, &cy) in ties.iter().enumerate() {
            draw_tie(&mut painter, tie(r, k), col_x(r), slot_w, cy, &colors);
        }
    }

    // The champion's place after the final.
    let last = rounds - 1;
    let final_tie = tie(last, 0);
    let champion = match final_tie.winner {
        Some(BracketSide::Top) => final_tie.top.as_deref(),
        Some(BracketSide::Bottom) => final_tie.bottom.as_deref(),
        None => None,
    };
    let cy = centres[last][0] as f32;
    let (x0, x1) = (col_x(rounds), col_x(rounds) + slot_w);
    let (y0, y1) = (cy - SLOT_H as f32 / 2.0, cy + SLOT_H as f32 / 2.0);
    match champion {
        Some(name) => {
            let gold = colors.medals[0];
            painter.rounded([x0, y0, x1, y1], CORNER, [true; 4], gold);
            painter.rounded([x0 + WIN_BAR, y0, x1, y1], CORNER, [false, true, true, false], colors.champion);
            let line = text::fit(name, NAME_PX, slot_w - 2.0 * SLOT_PAD - WIN_BAR);
            painter.text(
                &line,
                x0 + SLOT_PAD + WIN_BAR,
                x1 - SLOT_PAD,
                Align::Start,
                baseline(y0, y1 - y0, NAME_PX),
                colors.ink,
            );
        }
        None => empty_slot(&mut painter, [x0, y0, x1, y1], [true; 4], &colors),
    }
    painter.png(bracket.theme)
}

/// The line from a tie's end at `x0` to the next round's slot at `x1`:
/// along, across at half-way, along; `w` pixels wide.
fn connect(painter: &mut Painter, x0: f32, x1: f32, from_y: i32, to_y: i32, w: i32, color: Rgb) {
    let mid = ((x0 + x1) / 2.0).round();
    let half = w as f32 / 2.0;
    let (a, b) = ((from_y - w / 2) as f32, (to_y - w / 2) as f32);
    painter.fill(x0, a, mid + half, a + w as f32, color);
    painter.fill(mid - half, a.min(b), mid + half, a.max(b) + w as f32, color);
    painter.fill(mid - half, b, x1, b + w as f32, color);
}

/// An empty (not yet known) slot: sunk, with a thin outline.
fn empty_slot(painter: &mut Painter, [x0, y0, x1, y1]: [f32; 4], round: [bool; 4], colors: &Colors) {
    painter.rounded([x0, y0, x1, y1], CORNER, round, colors.line);
    painter.rounded([x0 + 1.0, y0 + 1.0, x1 - 1.0, y1 - 1.0], CORNER - 1.0, round, colors.slot_empty);
}

/// One tie centred on `cy`: its two slots and its note at the end of both.
fn draw_tie(painter: &mut Painter, tie: &BracketTie, x0: f32, slot_w: f32, cy: i32, colors: &Colors) {
    let x1 = x0 + slot_w;
    let note = tie.note.as_deref().filter(|n| !n.trim().is_empty()).map(|n| {
        let line = text::shape(n, NOTE_PX);
        fitted(n, line, NOTE_PX, slot_w * NOTE_SHARE)
    });
    let note_w = note.as_ref().map_or(0.0, |n| n.width.ceil() + SLOT_PAD);
    let cy_f = cy as f32;
    let slots = [
        (BracketSide::Top, tie.top.as_deref(), cy_f - SLOT_H as f32, cy_f, [true, true, false, false]),
        (BracketSide::Bottom, tie.bottom.as_deref(), cy_f, cy_f + SLOT_H as f32, [false, false, true, true]),
    ];
    for (side, name, y0, y1, round) in slots {
        let state = match (name, tie.winner) {
            (None, _) => SlotState::Empty,
            (Some(_), None) => SlotState::Open,
            (Some(_), Some(w)) if w == side => SlotState::Winner,
            (Some(_), Some(_)) => SlotState::Loser,
        };
        let (background, ink) = match state {
            SlotState::Empty => {
                empty_slot(painter, [x0, y0, x1, y1], round, colors);
                continue;
            }
            SlotState::Open => (colors.slot, colors.ink),
            SlotState::Winner => (colors.slot_win, colors.ink),
            SlotState::Loser => (colors.slot_lose, colors.lose_ink),
        };
        if state == SlotState::Winner {
            // The winner's bar at the end, where its path leaves: the end of an accent slot.
            painter.rounded([x0, y0, x1, y1], CORNER, round, colors.accent);
            let start_only = [round[0], false, false, round[3]];
            painter.rounded([x0, y0, x1 - WIN_BAR, y1], CORNER, start_only, background);
        } else {
            painter.rounded([x0, y0, x1, y1], CORNER, round, background);
        }
        let name = name.unwrap_or("");
        let room = slot_w - 2.0 * SLOT_PAD - note_w - WIN_BAR;
        let line = fitted(name, text::shape(name, NAME_PX), NAME_PX, room);
        painter.text(&line, x0 + SLOT_PAD, x0 + SLOT_PAD + room, Align::Start, baseline(y0, y1 - y0, NAME_PX), ink);
    }
    // The line between the two slots, short of the note.
    painter.fill(x0, cy_f - 0.5, x1 - note_w - WIN_BAR, cy_f + 0.5, colors.card);
    if let Some(line) = note {
        let right = x1 - WIN_BAR - SLOT_PAD / 2.0;
        painter.text(
            &line,
            right - line.width.ceil(),
            right,
            Align::Center,
            baseline(cy_f - 8.0, 16.0, NOTE_PX),
            colors.note_ink,
        );
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

    #[test]
    fn columns_share_out_room_and_give_way_widest_first() {
        // Room to spare: the text columns grow, figures keep their width.
        let w = column_widths(&[100.0, 50.0, 50.0], &[false, true, true], 400.0);
        assert_eq!(w, vec![300.0, 50.0, 50.0]);
        // Too wide: the widest text column gives way first.
        let w = column_widths(&[500.0, 100.0, 50.0], &[false, false, true], 400.0);
        assert_eq!(w, vec![250.0, 100.0, 50.0]);
        let w = column_widths(&[500.0, 400.0, 50.0], &[false, false, true], 400.0);
        assert_eq!(w, vec![175.0, 175.0, 50.0]);
        // Figures alone too wide: everything in proportion.
        let w = column_widths(&[400.0, 400.0], &[true, true], 400.0);
        assert_eq!(w, vec![200.0, 200.0]);
        assert!(column_widths(&[], &[], 400.0).is_empty());
    }
}
