//! Discord's documented limits, checked on every request the bot makes: a
//! request that breaks one is answered as Discord answers it (400, code
//! 50035 "Invalid Form Body") and recorded as unexpected, which fails the
//! test. See discord.com/developers/docs: Message Resource (Create
//! Message), Embed Limits, Component Reference, Receiving and Responding
//! (interaction response types), Application Commands (autocomplete).

use super::recorded::File;
use serde_json::Value;

const MAX_CONTENT: usize = 2000;
const MAX_NONCE: usize = 25;
const MAX_EMBEDS: usize = 10;
const MAX_EMBED_TOTAL: usize = 6000;
const MAX_ROWS: usize = 5;
const MAX_BUTTONS_PER_ROW: usize = 5;
const MAX_OPTIONS: usize = 25;
const MAX_CHOICES: usize = 25;
const EPHEMERAL: u64 = 1 << 6;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// `what` holds text longer than `max` (or, with `min`, shorter).
fn text(problems: &mut Vec<String>, what: &str, v: &Value, min: usize, max: usize) {
    if v.is_null() && min == 0 {
        return;
    }
    let n = chars(v);
    if !v.is_string() || n < min || n > max {
        problems.push(format!("{what}: {n} characters (must be {min}–{max}): {v}"));
    }
}

fn embeds(problems: &mut Vec<String>, data: &Value) {
    let Some(embeds) = data["embeds"].as_array() else { return };
    if embeds.len() > MAX_EMBEDS {
        problems.push(format!("{} embeds (at most {MAX_EMBEDS})", embeds.len()));
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let at = |f: &str| format!("embeds[{i}].{f}");
        text(problems, &at("title"), &e["title"], 0, 256);
        text(problems, &at("description"), &e["description"], 0, 4096);
        text(problems, &at("footer.text"), &e["footer"]["text"], 0, 2048);
        text(problems, &at("author.name"), &e["author"]["name"], 0, 256);
        total +=
            chars(&e["title"]) + chars(&e["description"]) + chars(&e["footer"]["text"]) + chars(&e["author"]["name"]);
        let fields = e["fields"].as_array().map_or(&[][..], Vec::as_slice);
        if fields.len() > 25 {
            problems.push(format!("{}: {} fields (at most 25)", at("fields"), fields.len()));
        }
        for (j, f) in fields.iter().enumerate() {
            text(problems, &at(&format!("fields[{j}].name")), &f["name"], 1, 256);
            text(problems, &at(&format!("fields[{j}].value")), &f["value"], 1, 1024);
            total += chars(&f["name"]) + chars(&f["value"]);
        }
    }
    if total > MAX_EMBED_TOTAL {
        problems.push(format!("embeds hold {total} characters in all (at most {MAX_EMBED_TOTAL})"));
    }
}

fn components(problems: &mut Vec<String>, data: &Value) {
    let Some(rows) = data["components"].as_array() else { return };
    if rows.len() > MAX_ROWS {
        problems.push(format!("{} action rows (at most {MAX_ROWS})", rows.len()));
    }
    // Discord: COMPONENT_CUSTOM_ID_DUPLICATED.
    let mut seen = std::collections::HashSet::new();
    for id in rows
        .iter()
        .flat_map(|r| r["components"].as_array().into_iter().flatten())
        .filter_map(|c| c["custom_id"].as_str())
    {
        if !seen.insert(id) {
            problems.push(format!("custom_id {id:?} is used twice in one message"));
        }
    }
    for (i, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            problems.push(format!("components[{i}] is not an action row: {row}"));
            continue;
        }
        let items = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        let selects = items.iter().filter(|c| c["type"].as_u64().is_some_and(|t| (3..=8).contains(&t))).count();
        if selects > 0 && items.len() > 1 {
            problems.push(format!("components[{i}]: a select menu must be alone in its row"));
        }
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        if buttons > MAX_BUTTONS_PER_ROW || items.is_empty() {
            problems.push(format!("components[{i}]: {} buttons (1–{MAX_BUTTONS_PER_ROW})", buttons));
        }
        for (j, c) in items.iter().enumerate() {
            let at = |f: &str| format!("components[{i}][{j}].{f}");
            // Link buttons (style 5) carry a url instead of a custom_id.
            if c["style"] != 5 {
                text(problems, &at("custom_id"), &c["custom_id"], 1, 100);
            }
            match c["type"].as_u64() {
                Some(2) => text(problems, &at("label"), &c["label"], 0, 80),
                Some(3) => {
                    text(problems, &at("placeholder"), &c["placeholder"], 0, 150);
                    let options = c["options"].as_array().map_or(&[][..], Vec::as_slice);
                    if options.is_empty() || options.len() > MAX_OPTIONS {
                        problems.push(format!("{}: {} options (1–{MAX_OPTIONS})", at("options"), options.len()));
                    }
                    for (k, o) in options.iter().enumerate() {
                        text(problems, &at(&format!("options[{k}].label")), &o["label"], 1, 100);
                        text(problems, &at(&format!("options[{k}].value")), &o["value"], 1, 100);
                        text(problems, &at(&format!("options[{k}].description")), &o["description"], 0, 100);
                    }
                }
                _ => {}
            }
        }
    }
}

/// Every `attachment://name` an embed shows names a file sent with the
/// message (or one it keeps, listed in `attachments`).
fn attachment_urls(problems: &mut Vec<String>, data: &Value, files: &[File]) {
    let kept: Vec<&str> =
        data["attachments"].as_array().into_iter().flatten().filter_map(|a| a["filename"].as_str()).collect();
    for e in data["embeds"].as_array().into_iter().flatten() {
        for url in [&e["image"]["url"], &e["thumbnail"]["url"]] {
            if let Some(name) = url.as_str().and_then(|u| u.strip_prefix("attachment://"))
                && !files.iter().any(|f| f.name == name)
                && !kept.contains(&name)
            {
                problems.push(format!("the embed shows attachment://{name}, which is not attached"));
            }
        }
    }
}

/// A message body (a callback's `data`, a follow-up, an edit, a channel message).
fn message(problems: &mut Vec<String>, data: &Value, files: &[File], ephemeral_allowed: bool) {
    text(problems, "content", &data["content"], 0, MAX_CONTENT);
    embeds(problems, data);
    components(problems, data);
    attachment_urls(problems, data, files);
    if !ephemeral_allowed && data["flags"].as_u64().is_some_and(|f| f & EPHEMERAL != 0) {
        problems.push("the ephemeral flag on a message that cannot be ephemeral".into());
    }
}

/// What Discord would refuse in the files of a message: a file without its
/// `attachments` entry, or a description (alt text) over 1,024 characters.
fn attachment_entries(body: &Value, files: &[File]) -> Option<String> {
    let entries = body.get("data").unwrap_or(body).get("attachments").and_then(Value::as_array);
    for file in files {
        let entry = entries.into_iter().flatten().find(|a| a["filename"] == file.name.as_str());
        let Some(entry) = entry else { return Some(format!("no attachments entry for {}", file.name)) };
        if let Some(d) = entry["description"].as_str()
            && d.chars().count() > 1024
        {
            return Some(format!("description of {} is {} characters (at most 1024)", file.name, d.chars().count()));
        }
    }
    None
}

/// The callback types Discord accepts for an interaction type.
fn callback_allowed(interaction: u64, callback: u64) -> bool {
    match interaction {
        // LAUNCH_ACTIVITY (12) answers a command or a component.
        2 => matches!(callback, 4 | 5 | 9 | 12),         // application command
        3 => matches!(callback, 4 | 5 | 6 | 7 | 9 | 12), // message component
        4 => callback == 8,                              // autocomplete
        5 => (4..=7).contains(&callback),                // modal submit
        _ => false,
    }
}

/// What Discord would refuse in a request: `parts` is the path after
/// `/api/v10/`; `interaction_type` the type of the interaction a callback answers.
pub fn problems(
    method: &str,
    parts: &[&str],
    body: &Value,
    files: &[File],
    interaction_type: Option<u64>,
) -> Vec<String> {
    let mut problems: Vec<String> = attachment_entries(body, files).into_iter().collect();
    match (method, parts) {
        ("POST", ["interactions", _, _, "callback"]) => {
            let kind = body["type"].as_u64().unwrap_or(0);
            if let Some(t) = interaction_type
                && !callback_allowed(t, kind)
            {
                problems.push(format!("callback type {kind} answers an interaction of type {t}"));
            }
            let data = &body["data"];
            match kind {
                8 => {
                    let choices = data["choices"].as_array().map_or(&[][..], Vec::as_slice);
                    if choices.len() > MAX_CHOICES {
                        problems.push(format!("{} autocomplete choices (at most {MAX_CHOICES})", choices.len()));
                    }
                    for (i, c) in choices.iter().enumerate() {
                        text(&mut problems, &format!("choices[{i}].name"), &c["name"], 1, 100);
                        if c["value"].is_string() {
                            text(&mut problems, &format!("choices[{i}].value"), &c["value"], 1, 100);
                        }
                    }
                }
                // A new message may be ephemeral; an update edits the message
                // the component is on and cannot make it ephemeral.
                4 | 5 => message(&mut problems, data, files, true),
                7 => message(&mut problems, data, files, false),
                _ => {}
            }
        }
        ("POST", ["webhooks", _, _]) => message(&mut problems, body, files, true),
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            for (i, c) in body.as_array().into_iter().flatten().enumerate() {
                if c["type"] == 4 {
                    if parts.len() > 3 {
                        problems.push(format!("commands[{i}]: a PRIMARY_ENTRY_POINT command is global only"));
                    }
                    if !matches!(c["handler"].as_u64(), Some(1 | 2)) {
                        problems.push(format!("commands[{i}].handler: an Entry Point needs handler 1 or 2"));
                    }
                }
            }
        }
        ("PATCH", ["webhooks", _, _, "messages", _]) => message(&mut problems, body, files, false),
        ("POST", ["channels", _, "messages"]) => {
            message(&mut problems, body, files, false);
            // A nonce is an integer or a string of at most 25 characters.
            if let Some(nonce) = body["nonce"].as_str()
                && nonce.chars().count() > MAX_NONCE
            {
                problems.push(format!("nonce: {} characters, at most {MAX_NONCE}", nonce.chars().count()));
            }
        }
        ("PATCH", ["channels", _, "messages", _]) => message(&mut problems, body, files, false),
        _ => {}
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const CALLBACK: [&str; 4] = ["interactions", "1", "tok", "callback"];
    const CHANNEL: [&str; 3] = ["channels", "2", "messages"];

    fn file(name: &str) -> File {
        File { field: "files[0]".into(), name: name.into(), bytes: Vec::new() }
    }

    fn reply(data: Value) -> Value {
        json!({ "type": 4, "data": data })
    }

    fn button(label: &str, id: &str) -> Value {
        json!({ "type": 2, "style": 1, "label": label, "custom_id": id })
    }

    #[test]
    fn a_message_within_every_limit_passes() {
        let data = json!({
            "content": "x".repeat(2000),
            "embeds": [{ "title": "Game #1", "description": "d", "image": { "url": "attachment://b.png" },
                         "fields": [{ "name": "n", "value": "v" }] }],
            "components": [{ "type": 1, "components": (0..5).map(|i| button("Move", &format!("b{i}"))).collect::<Vec<_>>() }],
            "attachments": [{ "id": 0, "filename": "b.png" }],
            "flags": 64
        });
        assert_eq!(problems("POST", &CALLBACK, &reply(data), &[file("b.png")], Some(2)), Vec::<String>::new());
    }

    #[test]
    fn each_broken_limit_is_named() {
        let check = |parts: &[&str], body: Value, files: &[File], kind: Option<u64>, expect: &str| {
            let found = problems("POST", parts, &body, files, kind);
            assert!(found.iter().any(|p| p.contains(expect)), "expected `{expect}` in {found:?}");
        };
        check(&CALLBACK, reply(json!({ "content": "x".repeat(2001) })), &[], Some(2), "content: 2001");
        let embed = json!({ "title": "t".repeat(257) });
        check(&CALLBACK, reply(json!({ "embeds": [embed] })), &[], Some(2), "embeds[0].title");
        let embeds: Vec<Value> = (0..11).map(|_| json!({ "title": "t" })).collect();
        check(&CALLBACK, reply(json!({ "embeds": embeds })), &[], Some(2), "11 embeds");
        let big = json!({ "description": "d".repeat(4000), "fields": [{ "name": "n", "value": "v".repeat(1024) }, { "name": "n", "value": "v".repeat(1024) }] });
        check(&CALLBACK, reply(json!({ "embeds": [big] })), &[], Some(2), "characters in all");
        let row = json!({ "type": 1, "components": (0..6).map(|i| button("b", &format!("b{i}"))).collect::<Vec<_>>() });
        check(&CALLBACK, reply(json!({ "components": [row] })), &[], Some(2), "6 buttons");
        let rows: Vec<Value> =
            (0..6).map(|i| json!({ "type": 1, "components": [button("b", &format!("r{i}"))] })).collect();
        check(&CALLBACK, reply(json!({ "components": rows })), &[], Some(2), "6 action rows");
        let row = json!({ "type": 1, "components": [button(&"l".repeat(81), "b")] });
        check(&CALLBACK, reply(json!({ "components": [row] })), &[], Some(2), ".label: 81");
        let row = json!({ "type": 1, "components": [button("b", &"c".repeat(101))] });
        check(&CALLBACK, reply(json!({ "components": [row] })), &[], Some(2), ".custom_id: 101");
        let twice = json!({ "type": 1, "components": [button("a", "same"), button("b", "same")] });
        check(&CALLBACK, reply(json!({ "components": [twice] })), &[], Some(2), "used twice");
        let options: Vec<Value> = (0..26).map(|i| json!({ "label": "o", "value": i.to_string() })).collect();
        let select = json!({ "type": 1, "components": [{ "type": 3, "custom_id": "s", "options": options }] });
        check(&CALLBACK, reply(json!({ "components": [select] })), &[], Some(2), "26 options");
        let select = json!({ "type": 1, "components": [
            { "type": 3, "custom_id": "s", "options": [{ "label": "l".repeat(101), "value": "v" }] }, button("b", "b")] });
        check(&CALLBACK, reply(json!({ "components": [select.clone()] })), &[], Some(2), "alone in its row");
        check(&CALLBACK, reply(json!({ "components": [select] })), &[], Some(2), "options[0].label: 101");
        let choices: Vec<Value> = (0..26).map(|i| json!({ "name": "n", "value": i.to_string() })).collect();
        check(&CALLBACK, json!({ "type": 8, "data": { "choices": choices } }), &[], Some(4), "26 autocomplete");
        let long = json!({ "type": 8, "data": { "choices": [{ "name": "n".repeat(101), "value": "v" }] } });
        check(&CALLBACK, long, &[], Some(4), "choices[0].name: 101");
        check(
            &CALLBACK,
            json!({ "type": 7, "data": {} }),
            &[],
            Some(4),
            "callback type 7 answers an interaction of type 4",
        );
        check(&CALLBACK, json!({ "type": 7, "data": { "flags": 64 } }), &[], Some(3), "ephemeral flag");
        check(&CHANNEL, json!({ "content": "c", "flags": 64 }), &[], None, "ephemeral flag");
        check(&CHANNEL, json!({ "content": "c", "nonce": "n".repeat(26) }), &[], None, "nonce: 26");
        let shows = json!({ "embeds": [{ "image": { "url": "attachment://board.png" } }] });
        check(&CHANNEL, shows, &[file("other.png")], None, "attachment://board.png, which is not attached");
    }
}
