//! The console's two ends of the terminal: lines read with a length limit
//! and without trusting their bytes, and output that never carries a raw
//! control character (escape sequences, bells, NUL) to the terminal,
//! whatever a stored name or an echoed word holds.

use std::io::{self, BufRead, Write};

/// Longest line the console reads, in characters: far more than any
/// command needs.
pub const MAX_LINE: usize = 4096;

/// Longest piece of typed text the console repeats in an answer, in
/// characters (see [`shown`]).
pub const MAX_ECHO: usize = 40;

/// One line of input, as read.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// Longer than [`MAX_LINE`] characters; the line was skipped.
    TooLong,
    /// Not UTF-8 text; the line was skipped.
    NotText,
}

/// Read the next line of `input` (without its line end), or `None` at the
/// end of the input. Holds at most [`MAX_LINE`] characters of a line in
/// memory: the rest of a longer one is read and dropped as it comes.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut kept = Vec::new();
    let (mut chars, mut too_long, mut any) = (0usize, false, false);
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        any = true;
        let end = buf.iter().position(|&b| b == b'\n');
        let part = &buf[..end.unwrap_or(buf.len())];
        if !too_long {
            for &b in part {
                // A character starts at every byte but a UTF-8 continuation byte.
                if b & 0xC0 != 0x80 {
                    chars += 1;
                }
                if chars > MAX_LINE {
                    too_long = true;
                    kept = Vec::new();
                    break;
                }
                kept.push(b);
            }
        }
        let used = end.map_or(buf.len(), |i| i + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if kept.last() == Some(&b'\r') {
        kept.pop();
    }
    Ok(Some(String::from_utf8(kept).map_or(Line::NotText, Line::Text)))
}

/// `text` typed by someone, as an answer may repeat it: at most
/// [`MAX_ECHO`] characters, then "…".
pub fn shown(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(MAX_ECHO).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// A character never written to the terminal as it is: a control
/// character (but line ends and tabs), shown as "�".
fn is_unsafe(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

/// A character dropped on the way to the terminal: the embeddings and
/// overrides that would reorder the text after them (the catalogues use
/// marks and isolates, which are kept).
fn is_dropped(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}')
}

/// A writer to the terminal that replaces control characters (but line
/// ends and tabs) with "�" and drops bidirectional overrides, so that text
/// from elsewhere (a stored name, a repeated word) cannot move the cursor,
/// change colours, ring the bell or reverse the text after it.
pub struct Terminal<W: Write> {
    inner: W,
}

impl<W: Write> Terminal<W> {
    pub fn new(inner: W) -> Terminal<W> {
        Terminal { inner }
    }
}

impl<W: Write> Write for Terminal<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match std::str::from_utf8(buf) {
            Ok(text) if !text.chars().any(|c| is_unsafe(c) || is_dropped(c)) => self.inner.write_all(buf)?,
            Ok(text) => {
                let safe: String = text
                    .chars()
                    .filter(|&c| !is_dropped(c))
                    .map(|c| if is_unsafe(c) { '\u{FFFD}' } else { c })
                    .collect();
                self.inner.write_all(safe.as_bytes())?
            }
            // Not text (the console writes text only): no control byte passes.
            Err(_) => {
                let safe: Vec<u8> = buf
                    .iter()
                    .map(|&b| if (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7F { b'?' } else { b })
                    .collect();
                self.inner.write_all(&safe)?
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        // A small buffer, so that lines span several reads.
        let mut reader = io::BufReader::with_capacity(7, input);
        std::iter::from_fn(|| read_line(&mut reader).unwrap()).collect()
    }

    #[test]
    fn lines_are_read_up_to_their_limit() {
        let long = "x".repeat(MAX_LINE + 1);
        let fits = "é".repeat(MAX_LINE);
        let input = format!("help\r\n{long}\n{fits}\nlast");
        assert_eq!(
            lines(input.as_bytes()),
            [Line::Text("help".into()), Line::TooLong, Line::Text(fits), Line::Text("last".into())]
        );
        assert_eq!(lines(b""), []);
        assert_eq!(lines(b"\n\n"), [Line::Text(String::new()), Line::Text(String::new())]);
    }

    #[test]
    fn a_line_that_is_not_text_is_skipped() {
        assert_eq!(
            lines(b"help\n\xff\xfe bad\nrules\n"),
            [Line::Text("help".into()), Line::NotText, Line::Text("rules".into())]
        );
    }

    #[test]
    fn echoes_are_cut() {
        assert_eq!(shown("bogus"), "bogus");
        assert_eq!(shown(&"é".repeat(MAX_ECHO)), "é".repeat(MAX_ECHO));
        assert_eq!(shown(&"y".repeat(99_000)), format!("{}…", "y".repeat(MAX_ECHO)));
    }

    #[test]
    fn no_control_character_reaches_the_terminal() {
        let mut out = Vec::new();
        let mut terminal = Terminal::new(&mut out);
        write!(terminal, "a\u{1b}[2Jb\u{7}\0c\u{202E}d\u{9b}e\r\n\tf \u{2068}g\u{2069}\u{200F}").unwrap();
        terminal.write_all(b"\xff\x1b").unwrap();
        let mut expected = "a�[2Jb��cd�e�\n\tf \u{2068}g\u{2069}\u{200F}".as_bytes().to_vec();
        expected.extend(b"\xff?");
        assert_eq!(out, expected);
    }
}
