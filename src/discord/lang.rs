//! Which language the bot speaks in an interaction: to the person who
//! acted (ephemeral answers) their own choice, else their Discord's locale;
//! in public (the game message, results) the server's choice, else the
//! server's Discord locale; English when we speak neither. Board images
//! follow the same split: the person's theme for what only they see, the
//! server's for its public messages.

use crate::i18n::Lang;
use crate::render::Theme;
use crate::service::{Service, UserId};
use std::collections::HashMap;
use std::sync::Mutex;

/// The languages (and board themes) of one interaction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Langs {
    /// For answers only the person who acted sees.
    pub me: Lang,
    /// For messages everyone in the channel sees.
    pub here: Lang,
    /// The board theme of images only the person who acted sees.
    pub me_theme: Theme,
    /// The board theme of public images: the server's choice (in a DM, the person's).
    pub here_theme: Theme,
}

/// The servers' Discord locales as interactions reported them, for what the
/// bot posts unasked (time-outs, reminders), where no interaction says it.
#[derive(Default)]
pub struct GuildLocales(Mutex<HashMap<u64, Lang>>);

impl GuildLocales {
    fn remember(&self, guild: u64, lang: Lang) {
        if let Ok(mut map) = self.0.lock() {
            map.insert(guild, lang);
        }
    }

    fn get(&self, guild: u64) -> Option<Lang> {
        self.0.lock().ok().and_then(|map| map.get(&guild).copied())
    }
}

impl Langs {
    /// The languages for `user` acting in `guild` (`None`: a DM), from the
    /// stored choices and the locales Discord sent with the interaction.
    pub async fn of(
        service: &Service,
        locales: &GuildLocales,
        user: UserId,
        guild: Option<u64>,
        locale: &str,
        guild_locale: Option<&str>,
    ) -> Langs {
        let chosen = service.preferences(Some(user), guild).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read the language settings; using Discord's locales");
            Default::default()
        });
        let me = chosen.person.or_else(|| Lang::from_locale(locale)).unwrap_or_default();
        let here = match guild {
            None => me,
            Some(g) => {
                let discord = guild_locale.and_then(Lang::from_locale);
                if let Some(l) = discord {
                    locales.remember(g, l);
                }
                chosen.server.or(discord).unwrap_or_default()
            }
        };
        let me_theme = chosen.person_theme.map(Theme::from).unwrap_or_default();
        let here_theme = match guild {
            None => me_theme,
            Some(_) => chosen.server_theme.map(Theme::from).unwrap_or_default(),
        };
        Langs { me, here, me_theme, here_theme }
    }
}

/// The language and board theme of what the bot posts unasked in `guild`,
/// or outside servers (a DM with the bot) in `person`'s.
pub async fn public(service: &Service, locales: &GuildLocales, guild: Option<u64>, person: UserId) -> (Lang, Theme) {
    let Some(guild) = guild else {
        let chosen = service.preferences(Some(person), None).await.unwrap_or_default();
        return (chosen.person.unwrap_or_default(), chosen.person_theme.map(Theme::from).unwrap_or_default());
    };
    let chosen = service.preferences(None, Some(guild)).await.unwrap_or_default();
    let lang = chosen.server.or_else(|| locales.get(guild)).unwrap_or_default();
    (lang, chosen.server_theme.map(Theme::from).unwrap_or_default())
}

/// The language of what only `person` reads when no interaction says it
/// (a DM): their choice, else English.
pub async fn personal(service: &Service, person: UserId) -> Lang {
    service.preferences(Some(person), None).await.map(|c| c.person.unwrap_or_default()).unwrap_or_default()
}
