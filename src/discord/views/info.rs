//! How to play, and the list of commands.

use super::{MAX_EMBED_DESCRIPTION, NEUTRAL, cut};
use crate::i18n::{self, Lang};
use crate::rules::Preset;
use crate::t;
use poise::serenity_prelude::CreateEmbed;
use std::fmt::Write as _;

pub fn rules_embed(preset: Option<Preset>, lang: Lang) -> CreateEmbed {
    let mut d = t!(lang, "rules-text");
    let _ = write!(d, "\n\n**{}**\n", t!(lang, "rules-presets"));
    let presets: Vec<Preset> = match preset {
        Some(p) => vec![p],
        None => Preset::ALL.to_vec(),
    };
    for p in presets {
        let _ = writeln!(d, "{}", t!(lang, "preset-line", name = p.name(), summary = i18n::preset_summary(lang, p)));
    }
    d.push('\n');
    d.push_str(&t!(lang, "rules-options"));
    CreateEmbed::new().title(t!(lang, "rules-title")).description(cut(d, MAX_EMBED_DESCRIPTION)).colour(NEUTRAL)
}

pub fn help_embed(lang: Lang) -> CreateEmbed {
    CreateEmbed::new()
        .title(t!(lang, "help-title"))
        .description(cut(t!(lang, "help-text"), MAX_EMBED_DESCRIPTION))
        .colour(NEUTRAL)
}
