//! Quick pairing as only the seeker sees it: looking for an opponent (with
//! Cancel), paired, or nobody came (with the computer offered); and the
//! lobby of open seeks with a menu to take one.

use super::{NEUTRAL, Post, RUNNING, cut};
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::service::{GameView, Level, LobbySeek, SeekView, UserId};
use crate::t;
use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// Discord lists at most 25 options in a menu.
const MAX_OPTIONS: usize = 25;

/// The seeker's message while they wait: the pools and who else waits
/// there, and Cancel.
pub fn looking_post(seek: &SeekView, lang: Lang) -> Post {
    let text = i18n::seek_waiting_text(lang, seek, chrono::Utc::now());
    let cancel = CreateButton::new(Action::CancelSeek(seek.request).to_string())
        .label(t!(lang, "button-cancel-seek"))
        .style(ButtonStyle::Secondary);
    Post { ephemeral: true, ..Post::text(text) }.with_components(vec![CreateActionRow::Buttons(vec![cancel])])
}

/// The seeker's message once paired.
pub fn paired_post(game: &GameView, seeker: UserId, lang: Lang) -> Post {
    Post { ephemeral: true, ..Post::text(i18n::seek_paired_text(lang, game, seeker)) }
}

/// The seeker's message when nobody came: the computer at a level near
/// their rating.
pub fn expired_post(level: Level, lang: Lang) -> Post {
    let text =
        t!(lang, "seek-expired", time = i18n::duration(lang, crate::service::seeks::SEEK_TTL), level = level.number());
    let play = CreateButton::new(Action::PlayComputer(level.number()).to_string())
        .label(t!(lang, "learn-button-computer", level = level.number()))
        .style(ButtonStyle::Primary);
    Post { ephemeral: true, ..Post::text(text) }.with_components(vec![CreateActionRow::Buttons(vec![play])])
}

/// The open seeks, and a menu to take one (the presser's own are listed,
/// not offered).
pub fn lobby_post(seeks: &[LobbySeek], mine: &[i64], lang: Lang) -> Post {
    let now = chrono::Utc::now();
    if seeks.is_empty() {
        return Post::ephemeral(t!(lang, "lobby-empty"));
    }
    let lines: Vec<String> = seeks
        .iter()
        .take(MAX_OPTIONS)
        .map(|s| {
            let line = i18n::lobby_line(lang, s, now);
            if mine.contains(&s.id) { t!(lang, "lobby-line-yours", line = line) } else { line }
        })
        .collect();
    let embed = CreateEmbed::new()
        .title(t!(lang, "lobby-title", count = seeks.len()))
        .description(cut(lines.join("\n"), super::MAX_EMBED_DESCRIPTION))
        .colour(if seeks.is_empty() { NEUTRAL } else { RUNNING });
    let options: Vec<CreateSelectMenuOption> = seeks
        .iter()
        .filter(|s| !mine.contains(&s.id))
        .take(MAX_OPTIONS)
        .map(|s| {
            let label = t!(
                lang,
                "lobby-option",
                rating = i18n::rating(lang, s.rating, s.provisional),
                pool = i18n::pool_text(lang, &s.pool)
            );
            CreateSelectMenuOption::new(cut(label, 100), s.id.to_string())
        })
        .collect();
    let mut post = Post { ephemeral: true, ..Post::embed(embed) };
    if !options.is_empty() {
        let menu = CreateSelectMenu::new(Action::TakeSeek.to_string(), CreateSelectMenuKind::String { options })
            .placeholder(t!(lang, "lobby-take"));
        post.components = vec![CreateActionRow::SelectMenu(menu)];
    }
    post
}
