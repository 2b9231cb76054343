//! The fuzz corpora, replayed on every `cargo test`: each input the fuzzer
//! kept (`fuzz/corpus/<target>/`) still passes its target's checks, and
//! with it every crash it once found and that was fixed. `cargo fuzz`
//! explores further from these; CI runs each target for a bounded time.

#[path = "../../fuzz/checks.rs"]
mod checks;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

/// Run `check` on every file of a target's corpus; returns how many.
fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    inputs.sort();
    for path in &inputs {
        let data = std::fs::read(path).unwrap();
        if catch_unwind(AssertUnwindSafe(|| check(&data))).is_err() {
            panic!("fuzz input {} fails the {target} checks (bytes: {data:?})", path.display());
        }
    }
    inputs.len()
}

#[test]
fn the_parsers_corpus_passes() {
    assert!(replay("parsers", checks::parsers) >= 100, "the parsers corpus is in place");
}

#[test]
fn the_play_corpus_passes() {
    assert!(replay("play", checks::play) >= 100, "the play corpus is in place");
}

#[test]
fn the_render_corpus_passes() {
    assert!(replay("render", checks::render) >= 50, "the render corpus is in place");
}
