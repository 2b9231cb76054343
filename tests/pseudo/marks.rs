//! What the pseudo-locale runs (`tests/discord_pseudo.rs`,
//! `tests/console_pseudo.rs`) share: reading text outside the catalogue
//! marks, and telling data (notation, numbers) from prose.

/// `text` without the marked parts (marks nest: a message placed in
/// another).
pub fn unmarked(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Is `word` move notation (`e4`, `e6xe4`) or a number?
pub fn is_notation(word: &str) -> bool {
    word.chars().all(|c| c.is_ascii_digit() || ('a'..='i').contains(&c) || c == 'x')
        && word.chars().any(|c| c.is_ascii_digit())
}
