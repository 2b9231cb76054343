//! PNG and GIF encoding of palette images.

use super::paint::{IndexedCanvas, MAX_COLORS, Palette};

/// How a PNG is compressed: measured with `cargo bench --bench render`
/// (group `png_settings`); see docs/performance.md for the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PngSettings {
    /// zlib level 1–9, or 0 for fdeflate's fastest mode.
    pub level: u8,
    pub filter: png::Filter,
}

pub const PNG_SETTINGS: PngSettings = PngSettings { level: 2, filter: png::Filter::Up };

/// Encode a palette image as an 8-bit indexed PNG.
pub fn png(canvas: &IndexedCanvas, palette: &Palette, settings: PngSettings) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width, canvas.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.bytes());
    encoder.set_deflate_compression(match settings.level {
        0 => png::DeflateCompression::FdeflateUltraFast,
        level => png::DeflateCompression::Level(level.min(9)),
    });
    encoder.set_filter(settings.filter);
    // Writing into a Vec cannot fail, and the header and data sizes agree by construction.
    let mut writer = encoder.write_header().expect("PNG header");
    writer.write_image_data(&canvas.px).expect("PNG data");
    writer.finish().expect("PNG end");
    out
}

/// Encode an RGB image (a chart, drawn with many colours) as a PNG.
pub fn rgb_png(image: &image::RgbImage) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, image.width(), image.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(6));
    encoder.set_filter(png::Filter::Paeth);
    // Writing into a Vec cannot fail, and the sizes agree by construction.
    let mut writer = encoder.write_header().expect("PNG header");
    writer.write_image_data(image.as_raw()).expect("PNG data");
    writer.finish().expect("PNG end");
    out
}

/// The palette index GIF frames use for "unchanged since the last frame".
const TRANSPARENT: u8 = MAX_COLORS as u8;

/// An animated GIF written frame by frame. Each frame after the first holds
/// only the rectangle that changed, with unchanged pixels inside it left
/// transparent, so a move costs a few kilobytes.
pub struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    previous: Option<Vec<u8>>,
    width: u16,
    height: u16,
}

impl GifWriter {
    pub fn new(width: u32, height: u32, palette: &Palette) -> GifWriter {
        let mut colors = palette.bytes();
        colors.resize(256 * 3, 0);
        let (width, height) = (width.min(u16::MAX as u32) as u16, height.min(u16::MAX as u32) as u16);
        let mut encoder = gif::Encoder::new(Vec::new(), width, height, &colors).expect("GIF header");
        encoder.set_repeat(gif::Repeat::Infinite).expect("GIF loop");
        GifWriter { encoder, previous: None, width, height }
    }

    /// Add a frame shown for `delay_ms` milliseconds (rounded to GIF's 10 ms).
    pub fn frame(&mut self, canvas: &IndexedCanvas, delay_ms: u32) {
        let (w, h) = (self.width as usize, self.height as usize);
        debug_assert_eq!(canvas.px.len(), w * h);
        let delay = (delay_ms.div_ceil(10)).min(u16::MAX as u32) as u16;
        let mut frame = gif::Frame { delay, dispose: gif::DisposalMethod::Keep, ..gif::Frame::default() };
        match &self.previous {
            None => {
                frame.width = self.width;
                frame.height = self.height;
                frame.buffer = canvas.px.as_slice().into();
            }
            Some(prev) => {
                let (x0, y0, x1, y1) = changed(prev, &canvas.px, w, h).unwrap_or((0, 0, 1, 1));
                let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
                for y in y0..y1 {
                    let (old, new) = (&prev[y * w + x0..y * w + x1], &canvas.px[y * w + x0..y * w + x1]);
                    buffer.extend(old.iter().zip(new).map(|(&o, &n)| if o == n { TRANSPARENT } else { n }));
                }
                frame.left = x0 as u16;
                frame.top = y0 as u16;
                frame.width = (x1 - x0) as u16;
                frame.height = (y1 - y0) as u16;
                frame.transparent = Some(TRANSPARENT);
                frame.buffer = buffer.into();
            }
        }
        self.encoder.write_frame(&frame).expect("GIF frame into a Vec");
        match &mut self.previous {
            Some(prev) => prev.copy_from_slice(&canvas.px),
            None => self.previous = Some(canvas.px.clone()),
        }
    }

    pub fn finish(self) -> Vec<u8> {
        self.encoder.into_inner().expect("GIF trailer into a Vec")
    }
}

/// The bounding box `[x0, x1) × [y0, y1)` of the pixels that differ, if any.
fn changed(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let rows_differ = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let y0 = (0..h).find(|&y| rows_differ(y))?;
    let y1 = (y0..h).rev().find(|&y| rows_differ(y))? + 1;
    let (mut x0, mut x1) = (w, 0);
    for y in y0..y1 {
        let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
        if let Some(first) = (0..x0).find(|&x| ra[x] != rb[x]) {
            x0 = first;
        }
        if let Some(last) = (x1..w).rev().find(|&x| ra[x] != rb[x]) {
            x1 = last + 1;
        }
    }
    Some((x0, y0, x1.max(x0 + 1), y1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_rectangle() {
        let a = vec![0u8; 20];
        let mut b = a.clone();
        assert_eq!(changed(&a, &b, 5, 4), None);
        b[5 + 1] = 1; // (1, 1)
        b[3 * 5 + 3] = 1; // (3, 3)
        assert_eq!(changed(&a, &b, 5, 4), Some((1, 1, 4, 4)));
    }
}
