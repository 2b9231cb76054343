//! The evaluation graph of a reviewed game: how the game swung, ply by ply,
//! Black's advantage up and White's down, mistakes marked and one moment
//! highlighted. Drawn with imageproc through [`Sketch`] on an opaque card in
//! the colours of the reader's board theme ([`Theme::graph`]) and encoded as
//! an RGB PNG.

use super::draw::Sketch;
use super::paint::Rgb;
use super::theme::{GraphStyle, Theme};

pub const GRAPH_WIDTH: u32 = 720;
pub const GRAPH_HEIGHT: u32 = 220;
const MARGIN: f32 = 12.0;

/// A turn the review marked, drawn as a dot on the curve: larger and warmer
/// the worse it was (told apart by size as well, for colour-blind eyes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphMark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl GraphMark {
    /// The mark's colour in `style`.
    pub fn color(self, style: &GraphStyle) -> Rgb {
        match self {
            GraphMark::Inaccuracy => style.inaccuracy,
            GraphMark::Mistake => style.mistake,
            GraphMark::Blunder => style.blunder,
        }
    }

    fn radius(self) -> f32 {
        match self {
            GraphMark::Inaccuracy => 3.5,
            GraphMark::Mistake => 4.5,
            GraphMark::Blunder => 6.0,
        }
    }
}

/// What the graph shows.
pub struct Graph<'a> {
    /// The evaluation after each ply (the first entry: the start), from −1
    /// (White winning) to +1 (Black winning); values beyond are clamped.
    pub values: &'a [f32],
    /// Marked turns: the ply of the position the turn leads to (1-based
    /// index into `values`), and the mark.
    pub marks: &'a [(usize, GraphMark)],
    /// The index into `values` to highlight.
    pub moment: Option<usize>,
}

/// Where value `i` is drawn.
fn point(values: &[f32], i: usize) -> (f32, f32) {
    let plot_w = GRAPH_WIDTH as f32 - 2.0 * MARGIN;
    let plot_h = GRAPH_HEIGHT as f32 - 2.0 * MARGIN;
    let steps = values.len().saturating_sub(1).max(1) as f32;
    let v = values.get(i).copied().unwrap_or(0.0);
    let v = if v.is_finite() { v.clamp(-1.0, 1.0) } else { 0.0 };
    (MARGIN + plot_w * i as f32 / steps, MARGIN + plot_h * (1.0 - v) / 2.0)
}

/// The graph as an RGB PNG of [`GRAPH_WIDTH`] × [`GRAPH_HEIGHT`] pixels,
/// in the colours of `theme`.
pub fn graph_png(graph: &Graph, theme: Theme) -> Vec<u8> {
    let style = theme.graph();
    let (w, h) = (GRAPH_WIDTH as f32, GRAPH_HEIGHT as f32);
    let mid = h / 2.0;
    let values = graph.values;
    let mut sketch = Sketch::new(GRAPH_WIDTH, GRAPH_HEIGHT, style.card);
    sketch.paint(style.card, 1.0, |ink| ink.rect(0.0, 0.0, w, h));
    let (left, right) = (MARGIN, w - MARGIN);
    sketch.paint(style.white_area, 1.0, |ink| ink.rect(left, mid, right, h - MARGIN));
    if values.len() >= 2 {
        // The area between the midline and the curve clipped to one side.
        let area = |clip: fn(f32, f32) -> f32| {
            let mut points = vec![(left, mid)];
            points.extend((0..values.len()).map(|i| {
                let (x, y) = point(values, i);
                (x, clip(y, mid))
            }));
            points.push((point(values, values.len() - 1).0, mid));
            points
        };
        // Black's advantage above; White's below, shaded light grey on
        // White's side.
        let (above, below) = (area(f32::min), area(f32::max));
        sketch.paint(style.black_area, 1.0, |ink| ink.polygon(&above));
        sketch.paint(style.black_area, 0.18, |ink| ink.polygon(&below));
    }
    sketch.paint(style.midline, 1.0, |ink| ink.rect(left, mid - 0.5, right, mid + 0.5));
    if let Some(m) = graph.moment.filter(|&m| m < values.len()) {
        let (x, _) = point(values, m);
        sketch.paint(style.moment, 1.0, |ink| ink.rect(x - 1.0, MARGIN, x + 1.0, h - MARGIN));
    }
    if values.len() >= 2 {
        sketch.paint(style.curve, 1.0, |ink| {
            for i in 1..values.len() {
                ink.capsule(point(values, i - 1), point(values, i), 2.0);
            }
        });
    }
    for &(i, mark) in graph.marks.iter().filter(|(i, _)| *i < values.len()) {
        let (x, y) = point(values, i);
        sketch.paint(style.black_area, 1.0, |ink| ink.disc(x, y, mark.radius() + 1.2));
        sketch.paint(mark.color(style), 1.0, |ink| ink.disc(x, y, mark.radius()));
    }
    if let Some(m) = graph.moment.filter(|&m| m < values.len()) {
        let (x, y) = point(values, m);
        sketch.paint(style.moment, 1.0, |ink| ink.ring(x, y, 7.0, 2.0, 0));
    }
    let layers = sketch.finish();
    super::encode::rgb_png(&layers.rgb)
}

#[cfg(test)]
mod tests {
    use super::super::theme::vision::{Vision, distance};
    use super::*;

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        (info.width, info.height, buf)
    }

    fn pixel(img: &(u32, u32, Vec<u8>), x: f32, y: f32) -> Rgb {
        let i = ((y as u32 * img.0 + x as u32) * 3) as usize;
        [img.2[i], img.2[i + 1], img.2[i + 2]]
    }

    fn close(a: Rgb, b: Rgb) -> bool {
        a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 24)
    }

    #[test]
    fn black_up_is_dark_above_the_midline_and_marks_and_moment_are_drawn() {
        // Level, then Black pulls ahead after a White blunder at ply 5.
        let values = [0.0, 0.0, 0.05, 0.0, 0.0, 0.8, 0.8, 0.85, 0.9];
        let marks = [(5, GraphMark::Blunder), (2, GraphMark::Inaccuracy)];
        let png = graph_png(&Graph { values: &values, marks: &marks, moment: Some(7) }, Theme::Sand);
        let style = Theme::Sand.graph();
        let img = decode(&png);
        assert_eq!((img.0, img.1), (GRAPH_WIDTH, GRAPH_HEIGHT));
        let mid = GRAPH_HEIGHT as f32 / 2.0;
        // Under the curve at ply 6, above the midline: Black's area.
        let (x6, _) = point(&values, 6);
        assert!(close(pixel(&img, x6, mid - 20.0), style.black_area), "{:?}", pixel(&img, x6, mid - 20.0));
        // Below the midline where Black leads: White's (empty) side.
        assert!(close(pixel(&img, x6, mid + 30.0), style.white_area));
        // The blunder's dot, and the moment's line away from the curve.
        let (bx, by) = point(&values, 5);
        assert!(close(pixel(&img, bx, by), GraphMark::Blunder.color(style)), "{:?}", pixel(&img, bx, by));
        let (mx, _) = point(&values, 7);
        assert!(close(pixel(&img, mx, GRAPH_HEIGHT as f32 - MARGIN - 3.0), style.moment));
    }

    #[test]
    fn white_up_dips_below_and_no_values_is_an_empty_card() {
        let values = [0.0, -0.5, -0.9];
        let img = decode(&graph_png(&Graph { values: &values, marks: &[], moment: None }, Theme::Sand));
        let style = Theme::Sand.graph();
        let (x, y) = point(&values, 2);
        let mid = GRAPH_HEIGHT as f32 / 2.0;
        let dip = pixel(&img, x - 4.0, (y + mid) / 2.0);
        assert!(!close(dip, style.white_area) && !close(dip, style.black_area), "shaded: {dip:?}");
        let empty =
            decode(&graph_png(&Graph { values: &[], marks: &[(3, GraphMark::Blunder)], moment: Some(9) }, Theme::Sand));
        assert_eq!((empty.0, empty.1), (GRAPH_WIDTH, GRAPH_HEIGHT));
        let nan = graph_png(&Graph { values: &[f32::NAN, f32::INFINITY, -7.0], marks: &[], moment: None }, Theme::Sand);
        assert!(nan.starts_with(b"\x89PNG"));
    }

    #[test]
    fn the_graph_is_drawn_in_the_readers_theme() {
        let values = [0.0, 0.2, 0.8, 0.6, -0.5];
        let marks = [(2, GraphMark::Blunder)];
        let graph = Graph { values: &values, marks: &marks, moment: Some(3) };
        let mid = GRAPH_HEIGHT as f32 / 2.0;
        let (x2, _) = point(&values, 2);
        let (bx, by) = point(&values, 2);
        let (mx, _) = point(&values, 3);
        let mut seen = Vec::new();
        for theme in Theme::ALL {
            let (png, style) = (graph_png(&graph, theme), theme.graph());
            let img = decode(&png);
            assert!(close(pixel(&img, 2.0, 2.0), style.card), "{theme}: {:?}", pixel(&img, 2.0, 2.0));
            assert!(close(pixel(&img, x2, mid - 20.0), style.black_area), "{theme}");
            assert!(close(pixel(&img, x2, mid + 30.0), style.white_area), "{theme}");
            assert!(close(pixel(&img, bx, by), GraphMark::Blunder.color(style)), "{theme}");
            assert!(close(pixel(&img, mx, GRAPH_HEIGHT as f32 - MARGIN - 3.0), style.moment), "{theme}");
            assert!(!seen.contains(&png), "{theme} draws the graph as another theme does");
            seen.push(png);
        }
        // The themes' cards really differ, so the images above differ by colour.
        assert_ne!(Theme::Sand.graph().card, Theme::Dark.graph().card);
    }

    /// The things a reader must tell apart on a review's graph. The card
    /// and White's side are parted by the midline instead; the marks by
    /// their size and dark rim.
    fn graph_marks(g: &GraphStyle) -> [(&'static str, Rgb); 6] {
        [
            ("card", g.card),
            ("black area", g.black_area),
            ("white area", g.white_area),
            ("curve", g.curve),
            ("moment", g.moment),
            ("blunder", g.blunder),
        ]
    }

    #[test]
    fn every_graph_keeps_its_areas_curve_and_marks_apart() {
        for theme in Theme::ALL {
            let visions: &[Vision] = match theme {
                Theme::Contrast => &[Vision::Normal, Vision::Protanopia, Vision::Deuteranopia],
                _ => &[Vision::Normal],
            };
            let least = if theme == Theme::Contrast { 20.0 } else { 15.0 };
            let marks = graph_marks(theme.graph());
            for &vision in visions {
                for (i, &(a, ca)) in marks.iter().enumerate() {
                    for &(b, cb) in &marks[i + 1..] {
                        if (a, b) == ("card", "white area") {
                            continue;
                        }
                        let d = distance(ca, cb, vision);
                        assert!(d >= least, "{theme} {vision:?}: {a} and {b} are only ΔE {d:.1} apart");
                    }
                }
            }
        }
    }
}
