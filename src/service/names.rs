//! People's display names as they come in (a Discord display name, the
//! console's `as <name>`): made safe to store and to show anywhere, to a
//! terminal as well as in a picture.

use super::MAX_NAME_LEN;

/// The name stored for someone whose name has nothing visible in it. The
/// front ends first try what they know of the person (on Discord, the
/// account's username) and the console refuses such a name.
pub const NAMELESS: &str = "player";

/// `name` without control characters (escape, bell, NUL, newlines…) and
/// without the bidirectional controls that reorder the text around it
/// (embeddings, overrides, isolates, marks), trimmed and cut to
/// [`MAX_NAME_LEN`] characters; `None` when nothing visible is left (only
/// spaces and invisible characters such as a zero-width space).
pub fn visible_name(name: &str) -> Option<String> {
    let kept: String = name.chars().filter(|&c| !c.is_control() && !is_bidi_control(c)).collect();
    let cut: String = kept.trim().chars().take(MAX_NAME_LEN).collect();
    let cut = cut.trim_end();
    cut.chars().any(|c| !is_invisible(c)).then(|| cut.to_string())
}

/// The first of `names` with something visible in it, cleaned as
/// [`visible_name`] does, else [`NAMELESS`].
pub fn first_visible_name<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    names.into_iter().find_map(visible_name).unwrap_or_else(|| NAMELESS.to_string())
}

/// Characters that set the direction of the text around them.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Characters that show nothing by themselves: spaces, zero-width
/// characters, fillers and variation selectors.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200D}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_direction_overrides_are_removed() {
        assert_eq!(visible_name("  alice  ").as_deref(), Some("alice"));
        assert_eq!(visible_name("ali\u{1b}[31mce\u{7}\0").as_deref(), Some("ali[31mce"));
        assert_eq!(visible_name("\u{202E}ecila\u{202C}").as_deref(), Some("ecila"));
        assert_eq!(visible_name("a\u{2066}b\u{2069}\u{200F}c\u{200E}").as_deref(), Some("abc"));
        assert_eq!(visible_name("line\nbreak").as_deref(), Some("linebreak"));
    }

    #[test]
    fn names_that_show_nothing_are_no_names() {
        for name in [
            "",
            "   ",
            "\u{200B}",
            "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}",
            "\u{202E}\u{200B} \u{1b}",
            "\u{3164}",
            "\u{2800}\u{2800}",
        ] {
            assert_eq!(visible_name(name), None, "{name:?}");
        }
        // Zero-width characters inside a visible name stay (emoji sequences,
        // scripts that need a joiner).
        assert_eq!(visible_name("👩\u{200D}💻").as_deref(), Some("👩\u{200D}💻"));
        assert_eq!(visible_name("می\u{200C}خواهم").as_deref(), Some("می\u{200C}خواهم"));
    }

    #[test]
    fn long_names_are_cut() {
        let long = "x".repeat(500);
        assert_eq!(visible_name(&long).map(|n| n.chars().count()), Some(MAX_NAME_LEN));
    }

    #[test]
    fn the_first_visible_name_is_taken() {
        assert_eq!(first_visible_name(["\u{200B}", "bob_42"]), "bob_42");
        assert_eq!(first_visible_name(["Alice", "alice_1"]), "Alice");
        assert_eq!(first_visible_name(["\u{202E}", " "]), NAMELESS);
    }
}
