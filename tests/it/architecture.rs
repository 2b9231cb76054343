//! The map and the code agree: every `crate::<module>` path in `src/`
//! (in `use` lines, grouped `use crate::{a, b::c}` and inline paths) is an
//! edge the layer table of ARCHITECTURE.md allows, and the table names
//! every top-level module (a new module must be put on the map).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// What a row of the table allows.
#[derive(Debug, Clone, PartialEq, Eq)]
enum May {
    Anything,
    Use(BTreeSet<String>),
}

/// The layer table: the rows after the `| module | may use |` header.
/// Cells name modules in backticks; `nothing` and `anything` are words.
fn layer_table(map: &str) -> BTreeMap<String, May> {
    let mut lines = map.lines().skip_while(|l| !is_header(l));
    assert!(lines.next().is_some(), "ARCHITECTURE.md has no `| module | may use |` table");
    let mut table = BTreeMap::new();
    for line in lines.take_while(|l| l.trim_start().starts_with('|')) {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() != 2 || cells[0].starts_with('-') {
            continue;
        }
        let may = if cells[1].contains("anything") { May::Anything } else { May::Use(ticked(cells[1])) };
        for module in ticked(cells[0]) {
            table.insert(module, may.clone());
        }
    }
    table
}

fn is_header(line: &str) -> bool {
    let cells: Vec<String> = line.split('|').map(|c| c.trim().to_lowercase()).filter(|c| !c.is_empty()).collect();
    cells == ["module", "may use"]
}

/// The names in backticks in a cell.
fn ticked(cell: &str) -> BTreeSet<String> {
    cell.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// `source` with its comments and the insides of its string literals
/// blanked out (newlines kept, so offsets keep their line numbers).
fn without_comments(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let ident = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '_');
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let (c, next) = (chars[i], chars.get(i + 1).copied());
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                let step = match (chars[i], chars.get(i + 1)) {
                    ('/', Some('*')) => 1,
                    ('*', Some('/')) => -1,
                    _ => 0,
                };
                if step == 0 {
                    out.push(blank(chars[i]));
                    i += 1;
                } else {
                    depth += step;
                    out.push_str("  ");
                    i += 2;
                }
                if depth == 0 {
                    break;
                }
            }
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') && next != Some('\\') {
            out.push_str("' '");
            i += 3;
        } else if c == '\'' && next == Some('\\') {
            // An escaped char literal: '\n', '\'', '\u{..}'.
            out.push('\'');
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            out.push_str("  '");
            i += 1;
        } else if c == '"'
            || (c == 'r' && !ident(i.checked_sub(1).and_then(|p| chars.get(p))) && matches!(next, Some('"' | '#')))
        {
            // A string: plain (with escapes) or raw (r"..", r#".."#).
            let raw = c == 'r';
            let mut hashes = 0;
            out.push(c);
            i += 1;
            while raw && chars.get(i) == Some(&'#') {
                hashes += 1;
                out.push('#');
                i += 1;
            }
            if raw && chars.get(i) != Some(&'"') {
                continue;
            }
            if raw {
                out.push('"');
                i += 1;
            }
            while i < chars.len() {
                if !raw && chars[i] == '\\' {
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
                    break;
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push('"');
            out.extend(std::iter::repeat_n('#', hashes));
            i += 1 + hashes;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Every `crate::<name>` path of `source`: (line, name). A grouped
/// `crate::{a, b::c}` gives each of its first names; `$crate` (inside a
/// macro) is not a path of the file's own.
fn crate_paths(source: &str) -> Vec<(usize, String)> {
    let code = without_comments(source);
    let mut found = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let rest = &code[at + "crate::".len()..];
        let mut line = code[..at].matches('\n').count() + 1;
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item_start) = (0usize, true);
            let mut name = String::new();
            let mut flush = |name: &mut String, line: usize| {
                if !name.is_empty() {
                    found.push((line, std::mem::take(name)));
                }
            };
            for c in group.chars() {
                match c {
                    '}' if depth == 0 => break,
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        flush(&mut name, line);
                        item_start = true;
                    }
                    c if depth == 0 && item_start && (c.is_alphanumeric() || c == '_') => name.push(c),
                    c if c.is_whitespace() && name.is_empty() => {}
                    _ => {
                        flush(&mut name, line);
                        item_start = false;
                    }
                }
                if c == '\n' {
                    line += 1;
                }
            }
            flush(&mut name, line);
        } else {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                found.push((line, name));
            }
        }
    }
    found.retain(|(_, name)| name != "self");
    found
}

/// The top-level modules declared in src/lib.rs.
fn top_level_modules() -> BTreeSet<String> {
    let lib = std::fs::read_to_string(Path::new(ROOT).join("src/lib.rs")).unwrap();
    without_comments(&lib)
        .lines()
        .filter_map(|l| l.trim().trim_start_matches("pub ").strip_prefix("mod ")?.strip_suffix(';').map(str::to_string))
        .collect()
}

/// The macros exported at the crate root, by the module that defines them.
fn exported_macros() -> BTreeMap<String, String> {
    let mut macros = BTreeMap::new();
    for file in rust_files(&Path::new(ROOT).join("src")) {
        let code = without_comments(&std::fs::read_to_string(&file).unwrap());
        let mut exported = false;
        for line in code.lines().map(str::trim) {
            if line.starts_with("#[macro_export") {
                exported = true;
            } else if let Some(rest) = line.strip_prefix("macro_rules!").filter(|_| exported) {
                let name: String = rest.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                macros.insert(name, owner(&file));
                exported = false;
            }
        }
    }
    macros
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The top-level module a file of src/ belongs to (`lib.rs`, `main.rs` for those).
fn owner(file: &Path) -> String {
    let relative = file.strip_prefix(Path::new(ROOT).join("src")).unwrap();
    let first = relative.components().next().unwrap().as_os_str().to_string_lossy().into_owned();
    match first.as_str() {
        "lib.rs" | "main.rs" => first,
        _ => first.trim_end_matches(".rs").to_string(),
    }
}

/// The edges of `source` (owned by `from`) that `table` does not allow, as
/// `line: from -> to (crate::name)`.
fn violations(
    from: &str,
    source: &str,
    table: &BTreeMap<String, May>,
    macros: &BTreeMap<String, String>,
) -> Vec<String> {
    let mut wrong = Vec::new();
    for (line, name) in crate_paths(source) {
        let to = macros.get(&name).cloned().unwrap_or_else(|| name.clone());
        let allowed = to == from
            || match table.get(from) {
                Some(May::Anything) => true,
                Some(May::Use(set)) => set.contains(&to),
                None => false,
            };
        if !allowed {
            wrong.push(format!("{line}: {from} -> {to} (crate::{name})"));
        }
    }
    wrong
}

fn map() -> String {
    std::fs::read_to_string(Path::new(ROOT).join("ARCHITECTURE.md")).unwrap()
}

#[test]
fn every_use_of_another_module_is_an_edge_the_map_allows() {
    let table = layer_table(&map());
    let macros = exported_macros();
    let mut wrong = Vec::new();
    for file in rust_files(&Path::new(ROOT).join("src")) {
        let source = std::fs::read_to_string(&file).unwrap();
        let shown = file.strip_prefix(ROOT).unwrap().display().to_string();
        wrong.extend(violations(&owner(&file), &source, &table, &macros).into_iter().map(|v| format!("{shown}:{v}")));
    }
    assert!(wrong.is_empty(), "edges ARCHITECTURE.md's layer table does not allow:\n{}", wrong.join("\n"));
}

#[test]
fn the_map_names_every_top_level_module_and_no_other() {
    let table = layer_table(&map());
    let mut modules = top_level_modules();
    assert!(modules.contains("rules") && modules.contains("discord"), "{modules:?}");
    modules.extend(["lib.rs".to_string(), "main.rs".to_string()]);
    let named: BTreeSet<String> = table.keys().cloned().collect();
    assert_eq!(named, modules, "the layer table of ARCHITECTURE.md and the modules of src/lib.rs differ");
    for may in table.values() {
        if let May::Use(set) = may {
            let unknown: Vec<_> = set.difference(&modules).collect();
            assert!(unknown.is_empty(), "the table allows modules that do not exist: {unknown:?}");
        }
    }
}

#[test]
fn the_scanner_finds_every_kind_of_path_and_ignores_comments() {
    let table = layer_table(
        "intro\n\n| module | may use |\n| --- | --- |\n| `rules` | nothing |\n| `ai` | `rules` |\n\
         | `discord` | `rules`, `i18n` |\n| `cli` | anything |\n\nafter | not | a row",
    );
    assert_eq!(table.len(), 4, "{table:?}");
    assert_eq!(table["rules"], May::Use(BTreeSet::new()));
    assert_eq!(table["cli"], May::Anything);
    let macros = BTreeMap::from([("t".to_string(), "i18n".to_string())]);
    let source = "\
use crate::rules::Game;
use crate::{
    ai::{self, Verdict},
    i18n,
    store::Store as S,
};
// use crate::store::Hidden;
/* crate::store::AlsoHidden
   still crate::ai */ fn f() {
    let x = crate::ai::legal_turns(&g); let s = \"crate::store in a string\\\" crate::store\";
    let r = r#\"crate::store \" raw\"#; let q = '\"'; let e = '\\''; let l: &'static str = \"\";
    crate::t!(lang, \"id\");
    macro_rules! m { () => { $crate::ai::x() } }
    let y = notcrate::ai::x();
    crate::ai::z();
}
";
    assert_eq!(
        violations("discord", source, &table, &macros),
        [
            "3: discord -> ai (crate::ai)",
            "5: discord -> store (crate::store)",
            "10: discord -> ai (crate::ai)",
            "15: discord -> ai (crate::ai)",
        ]
    );
    assert!(violations("cli", source, &table, &macros).is_empty());
    assert_eq!(
        violations("rules", "use crate::rules::x; use crate::ai;", &table, &macros),
        ["1: rules -> ai (crate::ai)"]
    );
}

/// Every test binary gets its database from one place (a private server
/// when nothing answers, so that `cargo test` runs on a fresh machine):
/// each `[[test]]` of Cargo.toml includes `tests/shared/database.rs`.
#[test]
fn every_test_binary_gets_its_database_from_one_place() {
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    let roots: Vec<&str> = manifest
        .split("[[test]]")
        .skip(1)
        .filter_map(|section| section.lines().find_map(|l| l.strip_prefix("path = ")))
        .map(|p| p.trim_matches('"'))
        .collect();
    assert!(roots.len() >= 4, "{roots:?}");
    for root in roots {
        let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(root)).unwrap();
        assert!(
            source.contains("shared/database.rs\"]\nmod database;"),
            "{root} does not include tests/shared/database.rs"
        );
    }
}

/// The most lines a Rust file of the crate, its tests or its benches has:
/// a longer file is split by concern.
const MOST_LINES: usize = 600;

#[test]
fn no_file_is_longer_than_six_hundred_lines() {
    let root = Path::new(ROOT);
    let long: Vec<String> = ["src", "tests", "benches"]
        .iter()
        .flat_map(|dir| rust_files(&root.join(dir)))
        .filter_map(|file| {
            let lines = std::fs::read_to_string(&file).unwrap().lines().count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", file.strip_prefix(root).unwrap().display()))
        })
        .collect();
    assert!(long.is_empty(), "longer than {MOST_LINES} lines, split them by concern: {long:?}");
}
