//! A text over two lines where one is too short: a course goal is drawn in
//! full under the board, never cut after a few words.

use super::{Line, clean, fit, shape};

/// `text` at `px` in at most two lines of `max_width` pixels each: one line
/// when it fits; else broken at the last space (outside isolated notation)
/// that lets the first line fit, the rest on the second line. Only a text
/// too long even for two lines is cut, with `…` at the end of the second.
/// Both lines keep the whole text's direction (a caller places them by it).
pub fn two_lines(text: &str, px: f32, max_width: f32) -> Vec<Line> {
    let whole = shape(text, px);
    if whole.width <= max_width {
        return vec![whole];
    }
    let text = clean(text);
    let mut depth = 0usize;
    let mut breaks = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '\u{2066}'..='\u{2068}' => depth += 1,
            '\u{2069}' => depth = depth.saturating_sub(1),
            ' ' if depth == 0 => breaks.push(i),
            _ => {}
        }
    }
    let rtl = whole.rtl;
    for &at in breaks.iter().rev() {
        let first = shape(text[..at].trim_end(), px);
        if first.width <= max_width {
            // The second line starts a paragraph of its own: it says its direction first.
            let rest = text[at..].trim_start();
            let rest = if rtl { format!("\u{200F}{rest}") } else { rest.to_string() };
            let second = fit(&rest, px, max_width);
            return vec![Line { rtl, ..first }, Line { rtl, ..second }];
        }
    }
    vec![fit(&text, px, max_width)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_is_one_line_and_a_long_one_breaks_at_a_space_uncut() {
        let short = two_lines("Black to move", 14.0, 500.0);
        assert_eq!(short.len(), 1);
        let goal = "Capture two men in a single turn, then take the mullah before it escapes";
        let width = shape(goal, 14.0).width;
        let lines = two_lines(goal, 14.0, width * 0.6);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l.width <= width * 0.6 && !l.text.contains('…')), "{lines:?}");
        assert_eq!(format!("{} {}", lines[0].text, lines[1].text), goal);
        // Too long for two lines: the second is cut, never the first.
        let cut = two_lines(goal, 14.0, width * 0.3);
        assert!(cut[1].text.ends_with('…') && !cut[0].text.contains('…'), "{cut:?}");
    }

    #[test]
    fn an_arabic_second_line_reads_right_to_left_and_notation_is_not_broken() {
        let text = "\u{200F}خذ بقطعتك \u{2066}e3 f4\u{2069} قطعتين في نقلة واحدة ثم ارجع إلى الصف الأول";
        let width = shape(text, 14.0).width;
        let lines = two_lines(text, 14.0, width * 0.7);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l.rtl));
        assert!(lines.iter().any(|l| l.text.contains("\u{2066}e3 f4\u{2069}")), "{lines:?}");
        assert!(shape(&lines[1].text, 14.0).rtl);
    }
}
