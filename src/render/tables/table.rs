//! A table of text: a tournament's standings, or any ranking.

use super::super::text::{self, Line};
use super::super::theme::Theme;
use super::card::{Align, Painter, baseline, draw_title, fitted, title_height};
use super::{CORNER, Colors, MARGIN};

/// Most rows a table draws; the rest is left out (the front end says so).
const MAX_ROWS: usize = 64;
/// Most columns a table draws.
const MAX_COLUMNS: usize = 12;

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
/// The width of a medal's mark at the start of its row.
const MEDAL_BAR: f32 = 6.0;

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
    /// Each row's place on the podium, in order: 1 gold, 2 silver, 3
    /// bronze; anything else (0), or no entry, is off it. Rows that share a
    /// place share its medal (a cup's two semi-final losers are both third).
    /// A podium row is tinted with its medal's colour and marked with a bar
    /// of it at its start.
    pub podium: &'a [u32],
    /// Right to left (Arabic): columns run from the right, text columns
    /// are aligned to the right; figures stay right-aligned.
    pub rtl: bool,
    /// The colours (the card is the theme's frame, the text its ink).
    pub theme: Theme,
}

/// Cell `c` of `row`, empty if the row is short.
fn cell_text(row: &[String], c: usize) -> &str {
    row.get(c).map_or("", String::as_str)
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

    for (i, (row, lines)) in rows.iter().zip(cells).enumerate() {
        // The medal's index: gold 0, silver 1, bronze 2.
        let medal = match table.podium.get(i) {
            Some(&place @ 1..=3) => Some(place as usize - 1),
            _ => None,
        };
        let background = match medal {
            Some(m) => colors.podium[m],
            None if i % 2 == 1 => colors.zebra,
            None => colors.card,
        };
        painter.fill(left, y, right, y + ROW_H, background);
        if let Some(m) = medal {
            painter.fill(left, y, left + MEDAL_BAR, y + ROW_H, colors.medals[m]);
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

#[cfg(test)]
mod tests {
    use super::*;

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
