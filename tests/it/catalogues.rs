//! The message catalogues: every language has every message of English
//! with the same attributes and variables, and the commands registered with
//! Discord keep Discord's rules in every language.

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use fluent_syntax::parser;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use zamma_bot::i18n::{FILES, Lang};

/// A message's shape: its attributes, and every variable it uses.
#[derive(Debug, PartialEq)]
struct Shape {
    value: bool,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
}

fn inline_vars(e: &InlineExpression<String>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        InlineExpression::Placeable { expression } => expr_vars(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        _ => {}
    }
}

fn expr_vars(e: &Expression<String>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn pattern_vars(p: &ast::Pattern<String>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expr_vars(expression, out);
        }
    }
}

fn catalogue(lang: Lang, file: &str) -> Result<BTreeMap<String, Shape>, String> {
    let path = format!("{}/locales/{}/{file}", env!("CARGO_MANIFEST_DIR"), lang.tag());
    let source = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let resource = parser::parse(source).map_err(|(_, errors)| format!("{path}: syntax errors {errors:?}"))?;
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut variables = BTreeSet::new();
            if let Some(v) = &m.value {
                pattern_vars(v, &mut variables);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut variables);
            }
            let shape = Shape {
                value: m.value.is_some(),
                attributes: m.attributes.iter().map(|a| a.id.name.clone()).collect(),
                variables,
            };
            if messages.insert(m.id.name.clone(), shape).is_some() {
                return Err(format!("{path}: `{}` defined twice", m.id.name));
            }
        }
    }
    Ok(messages)
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let mut problems = Vec::new();
    for file in FILES {
        let english = match catalogue(Lang::En, file) {
            Ok(c) => c,
            Err(e) => {
                problems.push(e);
                continue;
            }
        };
        assert!(!english.is_empty(), "locales/en/{file} has no messages");
        for &lang in Lang::ALL.iter().filter(|&&l| l != Lang::En) {
            let path = format!("locales/{}/{file}", lang.tag());
            let theirs = match catalogue(lang, file) {
                Ok(c) => c,
                Err(e) => {
                    problems.push(e);
                    continue;
                }
            };
            for (id, shape) in &english {
                match theirs.get(id) {
                    None => problems.push(format!("{path}: `{id}` is missing")),
                    Some(t) if t != shape => problems.push(format!("{path}: `{id}` has {t:?}, English has {shape:?}")),
                    Some(_) => {}
                }
            }
            for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{path}: `{id}` is not in English"));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Discord's rule for command and option names: 1–32 lowercase letters,
/// digits, `-` or `_`.
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

fn check_text(problems: &mut Vec<String>, what: &str, text: &str, max: usize) {
    let n = text.chars().count();
    if n == 0 || n > max || text.contains('⟦') {
        problems.push(format!("{what}: {n} characters (1–{max} allowed): {text:?}"));
    }
}

fn localised(v: &Value, key: &str) -> Vec<(String, String)> {
    v.get(key)
        .and_then(Value::as_object)
        .map(|m| m.iter().map(|(l, t)| (l.clone(), t.as_str().unwrap_or_default().to_string())).collect())
        .unwrap_or_default()
}

/// Names, descriptions and choices of a command or option, and its
/// options' names unique per locale.
fn check_command(problems: &mut Vec<String>, path: &str, v: &Value) {
    let name = v["name"].as_str().unwrap_or_default();
    let path = if path.is_empty() { name.to_string() } else { format!("{path} {name}") };
    if !valid_name(name) {
        problems.push(format!("{path}: invalid name {name:?}"));
    }
    for (locale, n) in localised(v, "name_localizations") {
        if !["fr", "es-ES", "es-419"].contains(&locale.as_str()) {
            problems.push(format!("{path}: unexpected locale {locale}"));
        }
        if !valid_name(&n) {
            problems.push(format!("{path} [{locale}]: invalid name {n:?}"));
        }
    }
    check_text(problems, &format!("{path}: description"), v["description"].as_str().unwrap_or_default(), 100);
    for (locale, d) in localised(v, "description_localizations") {
        check_text(problems, &format!("{path} [{locale}]: description"), &d, 100);
    }
    for c in v["choices"].as_array().into_iter().flatten() {
        check_text(problems, &format!("{path}: choice"), c["name"].as_str().unwrap_or_default(), 100);
        for (locale, n) in localised(c, "name_localizations") {
            check_text(problems, &format!("{path} [{locale}]: choice"), &n, 100);
        }
    }
    let options: Vec<&Value> = v["options"].as_array().into_iter().flatten().collect();
    for locale in ["", "fr", "es-ES", "es-419"] {
        let mut seen = BTreeSet::new();
        for o in &options {
            let n = localised(o, "name_localizations")
                .into_iter()
                .find(|(l, _)| l == locale)
                .map_or_else(|| o["name"].as_str().unwrap_or_default().to_string(), |(_, n)| n);
            if !seen.insert(n.clone()) {
                problems.push(format!("{path} [{locale}]: option name {n:?} twice"));
            }
        }
    }
    for o in options {
        check_command(problems, &path, o);
    }
}

#[test]
fn registered_commands_keep_discords_rules_in_every_language() {
    let commands: Vec<Value> =
        zamma_bot::discord::registration().iter().map(|c| serde_json::to_value(c).unwrap()).collect();
    assert!(commands.len() >= 16, "{} commands", commands.len());
    let mut problems = Vec::new();
    for c in &commands {
        check_command(&mut problems, "", c);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // French and Spanish clients see their own descriptions.
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let descriptions = localised(challenge, "description_localizations");
    for locale in ["fr", "es-ES", "es-419"] {
        let (_, d) = descriptions.iter().find(|(l, _)| l == locale).expect(locale);
        assert_ne!(d, challenge["description"].as_str().unwrap(), "{locale}");
    }
    let colour = &challenge["options"].as_array().unwrap().iter().find(|o| o["name"] == "colour").unwrap()["choices"];
    assert!(localised(&colour[0], "name_localizations").iter().any(|(l, _)| l == "fr"), "{colour}");
    // Every command may be installed in a server or by a person, and used
    // in servers, in a DM with the bot and in group DMs.
    for c in &commands {
        assert_eq!(c["integration_types"], serde_json::json!([0, 1]), "{}", c["name"]);
        assert_eq!(c["contexts"], serde_json::json!([0, 1, 2]), "{}", c["name"]);
        assert!(c.get("dm_permission").is_none_or(|d| d != false), "{}", c["name"]);
    }
    // A challenge needs no opponent: anyone here may accept.
    let user = challenge["options"].as_array().unwrap().iter().find(|o| o["name"] == "user").unwrap();
    assert_ne!(user["required"], true);
}

#[test]
fn a_refused_rules_text_is_explained_in_the_readers_language() {
    use zamma_bot::i18n::refusal;
    use zamma_bot::rules::Rules;
    use zamma_bot::service::ServiceError;
    let bad = |spec: &str| ServiceError::BadRules(spec.parse::<Rules>().unwrap_err());
    assert_eq!(
        refusal(Lang::En, &bad("zamma, removal=later")),
        "Those rules are not valid: `later` is not a value of `removal`; use `deferred` or `immediate`."
    );
    let fr = refusal(Lang::Fr, &bad("zamma, stall=99999"));
    assert!(fr.contains("n'est pas une valeur de `stall`") && fr.contains("demi-coups"), "{fr}");
    let es = refusal(Lang::Es, &bad("checkers"));
    assert!(es.contains("no existe la variante `checkers`"), "{es}");
    let ar = refusal(Lang::Ar, &bad("zamma, colour=red"));
    assert!(ar.contains("لا يوجد خيار") && ar.contains("colour"), "{ar}");
}

/// The counts every message with a count is phrased with.
const COUNTS: [u32; 6] = [0, 1, 2, 3, 11, 100];

/// The plural category (CLDR) of each of [`COUNTS`] in each language.
fn category(lang: Lang, n: u32) -> &'static str {
    match (lang, n) {
        (Lang::Ar, 0) => "zero",
        (Lang::Ar, 1) => "one",
        (Lang::Ar, 2) => "two",
        (Lang::Ar, 3..=10) => "few",
        (Lang::Ar, 11..=99) => "many",
        (Lang::Fr, 0 | 1) | (Lang::En | Lang::Es, 1) => "one",
        _ => "other",
    }
}

/// The categories a count's words need a form of their own in (and
/// whether it must differ from the `other` form): the singular; in Arabic
/// also the dual, the plural of 3 to 10, and a zero form written out (it may
/// read as `other` does, but is chosen, not fallen into). Arabic's 11 to 99
/// takes the `other` form unless the noun differs (يومًا), so it is not
/// required.
fn needed(lang: Lang) -> &'static [(&'static str, bool)] {
    match lang {
        Lang::Ar => &[("zero", false), ("one", true), ("two", true), ("few", true)],
        _ => &[("one", true)],
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One selector of a message: the variable it chooses on, and its variants
/// (key, pattern as written, whether it is the default).
struct Selector {
    var: String,
    variants: Vec<(String, String, bool)>,
}

fn key_text(key: &ast::VariantKey<String>) -> String {
    match key {
        ast::VariantKey::Identifier { name } => name.clone(),
        ast::VariantKey::NumberLiteral { value } => value.clone(),
    }
}

fn selectors_in(p: &ast::Pattern<String>, out: &mut Vec<Selector>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            selectors_of(expression, out);
        }
    }
}

fn selectors_of(e: &Expression<String>, out: &mut Vec<Selector>) {
    match e {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let variants =
                    variants.iter().map(|v| (key_text(&v.key), format!("{:?}", v.value), v.default)).collect();
                out.push(Selector { var: id.name.clone(), variants });
            }
            for v in variants {
                selectors_in(&v.value, out);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => selectors_of(expression, out),
        Expression::Inline(_) => {}
    }
}

/// Every pattern (`id` or `id.attribute`) of a language's catalogues, with
/// its variables and its selectors.
fn patterns(lang: Lang) -> BTreeMap<String, (BTreeSet<String>, Vec<Selector>)> {
    let mut out = BTreeMap::new();
    for file in FILES {
        let path = format!("{}/locales/{}/{file}", env!("CARGO_MANIFEST_DIR"), lang.tag());
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = parser::parse(source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            let Entry::Message(m) = entry else { continue };
            let named = m.value.iter().map(|v| (m.id.name.clone(), v));
            let attributes = m.attributes.iter().map(|a| (format!("{}.{}", m.id.name, a.id.name), &a.value));
            for (id, pattern) in named.chain(attributes) {
                let (mut vars, mut selectors) = (BTreeSet::new(), Vec::new());
                pattern_vars(pattern, &mut vars);
                selectors_in(pattern, &mut selectors);
                out.insert(id, (vars, selectors));
            }
        }
    }
    out
}

/// Does a variant key take count `n` of category `cat`?
fn takes(key: &str, cat: &str, n: u32) -> bool {
    key == cat || key.parse::<f64>().is_ok_and(|k| k == f64::from(n))
}

#[test]
fn every_count_is_phrased_in_every_language_with_its_own_plural_form() {
    use zamma_bot::i18n::{FluentArgs, FluentValue, phrase_checked};
    let all: Vec<(Lang, BTreeMap<_, _>)> = Lang::ALL.iter().map(|&l| (l, patterns(l))).collect();
    // A variable is a count where some language chooses on it by plural
    // category or by number.
    let mut counts: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut plural: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, patterns) in &all {
        for (id, (_, selectors)) in patterns {
            for s in selectors {
                let keys = || s.variants.iter().map(|(k, _, _)| k.as_str());
                if keys().any(|k| CATEGORIES.contains(&k) && k != "other") {
                    plural.entry(id.clone()).or_default().insert(s.var.clone());
                }
                if keys().any(|k| CATEGORIES.contains(&k) && k != "other" || k.parse::<f64>().is_ok()) {
                    counts.entry(id.clone()).or_default().insert(s.var.clone());
                }
            }
        }
    }
    assert!(counts.len() > 25, "only {} messages with a count found", counts.len());
    let mut problems = Vec::new();
    let mut phrased = 0;
    for (lang, patterns) in &all {
        let tag = lang.tag();
        for (id, numeric) in &counts {
            let Some((vars, selectors)) = patterns.get(id) else { continue };
            // Phrased with every count: complete, with no Fluent error.
            for n in COUNTS {
                let mut args = FluentArgs::new();
                for var in vars {
                    if numeric.contains(var) {
                        args.set(var.clone(), FluentValue::from(n));
                    } else {
                        args.set(var.clone(), FluentValue::from("x"));
                    }
                }
                phrased += 1;
                match phrase_checked(*lang, id, &args) {
                    Ok(text) if text.contains('{') || text.contains('}') => {
                        problems.push(format!("{tag} `{id}` with {n}: left unplaced: {text}"))
                    }
                    Ok(_) => {}
                    Err(e) => problems.push(format!("{tag} `{id}` with {n}: {e}")),
                }
            }
            // Each plural selector has the forms the language needs, each
            // reached by its counts and not the `other` form again.
            for s in selectors.iter().filter(|s| plural.get(id).is_some_and(|p| p.contains(&s.var))) {
                let other = s.variants.iter().find(|v| v.2).map(|v| v.1.clone()).unwrap_or_default();
                for &(cat, distinct) in needed(*lang) {
                    let probes: Vec<u32> = COUNTS.into_iter().filter(|&n| category(*lang, n) == cat).collect();
                    for n in probes {
                        match s.variants.iter().find(|(k, _, _)| takes(k, cat, n)) {
                            None => problems.push(format!(
                                "{tag} `{id}`: ${} has no [{cat}] form, so {n} falls through to the default one",
                                s.var
                            )),
                            Some((k, form, false)) if distinct && *form == other => {
                                problems.push(format!("{tag} `{id}`: ${} [{k}] is written as the `other` form", s.var))
                            }
                            Some(_) => {}
                        }
                    }
                }
                // French takes 0 as singular: its singular form places the
                // count rather than writing 1.
                if *lang == Lang::Fr
                    && let Some((_, form, _)) = s.variants.iter().find(|(k, _, _)| k == "one")
                    && form.contains("value: \"1 ")
                {
                    problems.push(format!("{tag} `{id}`: ${} [one] writes 1, but French says 0 with it too", s.var));
                }
            }
        }
    }
    assert!(phrased > 600, "only {phrased} phrasings");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}
