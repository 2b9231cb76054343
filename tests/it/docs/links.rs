//! Every relative link of the documents leads to a file of the repository
//! (and an anchor to a heading of it), and the reader's view of them: the
//! commands, outputs and links this test finds are the ones a reader sees.

use super::*;
use std::path::Component;

/// The headings' anchors of `markdown`, as GitHub makes them.
fn anchors(markdown: &str) -> BTreeSet<String> {
    let (_, prose) = split_fences(markdown);
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for line in prose.lines() {
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let title = line[hashes..].trim().trim_end_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut anchor = slug.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{slug}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// The link targets of `markdown` outside code, with their lines: inline
/// links and images, reference definitions, and HTML `src`/`href`.
fn link_targets(markdown: &str) -> Vec<(usize, String)> {
    let (_, prose) = split_fences(markdown);
    // Code spans are not links: blank them, keeping the line breaks.
    let mut bytes = prose.into_bytes();
    let spans = code_spans(std::str::from_utf8(&bytes).unwrap());
    for span in spans {
        for b in &mut bytes[span.range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    let prose = String::from_utf8(bytes).unwrap();
    let mut targets = Vec::new();
    for (i, line) in prose.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find([')', ' ']).unwrap_or(after.len());
            targets.push((i + 1, after[..end].trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
        for attr in ["src=\"", "href=\""] {
            let mut rest = line;
            while let Some(at) = rest.find(attr) {
                let after = &rest[at + attr.len()..];
                let end = after.find('"').unwrap_or(after.len());
                targets.push((i + 1, after[..end].to_string()));
                rest = &after[end..];
            }
        }
        let t = line.trim_start();
        if let Some((label, target)) = t.strip_prefix('[').and_then(|t| t.split_once("]:"))
            && !label.is_empty()
        {
            targets.push((i + 1, target.split_whitespace().next().unwrap_or("").to_string()));
        }
    }
    targets
}

/// `base/relative` with `.` and `..` worked out, or `None` if it climbs
/// out of the repository.
fn resolve(base: &Path, relative: &str) -> Option<PathBuf> {
    let root = Path::new(ROOT);
    let mut parts: Vec<Component<'_>> = base.strip_prefix(root).ok()?.components().collect();
    for c in Path::new(relative).components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::Normal(_) => parts.push(c),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.iter().fold(root.to_path_buf(), |p, c| p.join(c)))
}

#[test]
fn every_relative_link_of_the_documents_leads_into_the_repository() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for doc in documents() {
        let file = shown_name(&doc);
        let markdown = std::fs::read_to_string(&doc).unwrap();
        let dir = doc.parent().unwrap();
        for (line, target) in link_targets(&markdown) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (path, fragment) = target.split_once('#').map_or((target.as_str(), None), |(p, f)| (p, Some(f)));
            let resolved = if path.is_empty() { Some(doc.clone()) } else { resolve(dir, path) };
            let Some(resolved) = resolved.filter(|p| p.exists()) else {
                broken.push(format!("{file}:{line}: `{target}` is no file of the repository"));
                continue;
            };
            if let Some(fragment) = fragment.filter(|_| resolved.extension().is_some_and(|x| x == "md")) {
                let text = std::fs::read_to_string(&resolved).unwrap();
                if !anchors(&text).contains(fragment) {
                    broken.push(format!(
                        "{file}:{line}: `{target}`: {} has no heading `#{fragment}`",
                        shown_name(&resolved)
                    ));
                }
            }
        }
    }
    assert!(checked >= 20, "only {checked} links found: the documents' links were not read");
    assert!(broken.is_empty(), "links that lead nowhere:\n{}", broken.join("\n"));
}

#[test]
fn the_reader_finds_commands_outputs_and_links_as_a_reader_sees_them() {
    let doc = "intro `zamma-bot perft --depth 2` and `cargo test`\n\
               ```console\n$ zamma-bot moves \\\n  --rules zamma\ne4-e5[..]\n...\n```\n\
               ```sh\n# a comment\nzamma-bot local <<'EOF'\nhelp\nEOF\nsudo true\n```\n\
               ```text\nzamma-bot perft\n```\n\
               A [link](docs/x.md#a-b) and ![pic](assets/p.png \"t\") but not `[x](y)`.\n";
    let (shown, misplaced) = shown_commands(doc);
    let texts: Vec<&str> = shown.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "zamma-bot perft --depth 2",
            "zamma-bot moves \\\n  --rules zamma",
            "zamma-bot local <<'EOF'\nhelp\nEOF",
            "sudo true"
        ]
    );
    assert_eq!(shown[1].expected, ["e4-e5[..]", "..."]);
    assert_eq!(misplaced.len(), 1, "{misplaced:?}");
    assert_eq!(verdict(&shown[2].text), Verdict::Run);
    assert!(matches!(verdict("sudo true"), Verdict::Skip(_)));
    assert!(matches!(verdict("zamma-bot run --shards 0-3/8"), Verdict::Skip(_)));
    assert!(matches!(verdict("cd fuzz && cargo fuzz run play"), Verdict::Skip(_)));
    assert!(matches!(verdict("export DATABASE_URL=x"), Verdict::Skip(_)));
    assert_eq!(verdict("export PATH=x"), Verdict::Unknown);
    assert_eq!(verdict("cp a b"), Verdict::Unknown);
    assert_eq!(verdict("DATABASE_URL=x zamma-bot loadtest"), Verdict::Run);
    assert_eq!(verdict("rm -rf /tmp/x"), Verdict::Unknown);
    let lines = |s: &'static str| s.lines().map(str::to_string).collect::<Vec<_>>();
    assert!(output_matches(&lines("a[..]c\n...\nz"), &["abc", "x", "y", "z"]));
    assert!(output_matches(&lines("...\nz"), &["z"]));
    assert!(!output_matches(&lines("a[..]c\nz"), &["abc", "x", "z"]));
    assert!(!output_matches(&lines("ab[..]bc"), &["abc"]));
    let targets: Vec<String> = link_targets(doc).into_iter().map(|t| t.1).collect();
    assert_eq!(targets, ["docs/x.md#a-b", "assets/p.png"]);
    assert!(anchors("# A b\n## A b\n### Où `x`?\n").is_superset(&["a-b", "a-b-1", "où-x"].map(String::from).into()));
}
