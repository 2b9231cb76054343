//! Commands described from the catalogues: English descriptions and
//! choice names, and the names and descriptions Discord shows to French
//! and Spanish clients. A command's key is `cmd-<path>-name` (its name,
//! `.desc` its description), an option's `opt-<path>-<option>-name`, a
//! choice's `choice-…`; where a language has no text of its own, Discord
//! shows the English.

use crate::discord::{Data, Error};
use crate::i18n::{self, Lang};
use poise::CommandParameterChoice;

type Command = poise::Command<Data, Error>;

pub fn apply(commands: &mut [Command]) {
    for command in commands {
        apply_one(command, "");
    }
}

fn apply_one(command: &mut Command, parent: &str) {
    let path = if parent.is_empty() { command.name.clone() } else { format!("{parent}-{}", command.name) };
    let key = format!("cmd-{path}-name");
    command.description = Some(english(&format!("{key}.desc")));
    localise(&key, &mut command.name_localizations, &mut command.description_localizations);
    for param in &mut command.parameters {
        let key = format!("opt-{path}-{}-name", param.name);
        param.description = Some(english(&format!("{key}.desc")));
        localise(&key, &mut param.name_localizations, &mut param.description_localizations);
        let name = param.name.clone();
        for choice in &mut param.choices {
            localise_choice(&name, choice);
        }
    }
    for sub in &mut command.subcommands {
        apply_one(sub, &path);
    }
}

/// The English text of `id` (the catalogue's id itself if it is missing,
/// which the catalogue tests catch).
fn english(id: &str) -> String {
    i18n::plain(Lang::En, id)
}

fn localise(
    key: &str,
    names: &mut std::collections::HashMap<String, String>,
    descriptions: &mut std::collections::HashMap<String, String>,
) {
    let desc = format!("{key}.desc");
    for &lang in Lang::ALL {
        for &locale in lang.discord_locales() {
            if i18n::has(lang, key) {
                names.insert(locale.to_string(), i18n::plain(lang, key));
            }
            if i18n::has(lang, &desc) {
                descriptions.insert(locale.to_string(), i18n::plain(lang, &desc));
            }
        }
    }
}

/// A choice's catalogue id, from its option and its English name.
fn choice_key(option: &str, choice: &str) -> Option<String> {
    Some(match (option, choice) {
        ("colour" | "side", c) => format!("choice-colour-{c}"),
        ("answer", "offer or accept") => "choice-draw-offer".into(),
        ("answer", "decline") => "choice-draw-decline".into(),
        ("scope", s) => format!("choice-scope-{s}"),
        ("language", "automatic") => "choice-language-auto".into(),
        ("theme", "default") => "choice-theme-default".into(),
        ("theme", "sand") => "theme-sand".into(),
        ("theme", "dark") => "theme-dark".into(),
        ("theme", "high contrast") => "theme-contrast".into(),
        ("time", "any of them") => "choice-pool-any".into(),
        ("time", "5 minutes") => "choice-pool-5m".into(),
        ("time", "1 hour") => "choice-pool-1h".into(),
        ("time", "1 day") => "choice-pool-1d".into(),
        ("time", "5 minutes or 1 hour") => "choice-pool-5m-1h".into(),
        ("time", "1 hour or 1 day") => "choice-pool-1h-1d".into(),
        ("format", f) => format!("choice-format-{f}"),
        ("decider", d) => format!("choice-decider-{d}"),
        // Languages are chosen by their own names.
        _ => return None,
    })
}

fn localise_choice(option: &str, choice: &mut CommandParameterChoice) {
    let Some(key) = choice_key(option, &choice.name) else { return };
    for &lang in Lang::ALL {
        for &locale in lang.discord_locales() {
            if i18n::has(lang, &key) {
                choice.localizations.insert(locale.to_string(), i18n::plain(lang, &key));
            }
        }
    }
    choice.name = english(&key);
}
