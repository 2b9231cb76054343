//! What the bot posts, built from the service's typed data: the game
//! message and the move menu (`game`), challenges, lists and records
//! (`lists`), rules and help (`info`), a game's review (`review`). `Post` is a message independent of
//! how it is sent.

mod game;
mod info;
mod learn;
mod lists;
mod puzzle;
mod review;
mod seek;
mod team;
mod tournament;

pub use game::{draw_post, game_post, game_thread, menu_moves, move_menu, ping_mover_in, rating_lines, takeback_post};
pub use info::{help_embed, rules_embed};
pub use learn::{learn_post, learn_result_post, progress_post};
pub use lists::{
    challenge_post, challenged, leaderboard_post, list_embed, server_leaderboard_post, stats_embed, summary_line,
};
pub use puzzle::{puzzle_post, puzzle_result_post};
pub use review::{review_post, review_turn_post};
pub use seek::{expired_post, lobby_post, looking_post, paired_post};
pub use team::{tally_post, team_post, vote_told, voted_text, your_turn_post};
pub use tournament::{pairings_post, standings_post, tournament_post};

use crate::i18n::{self, Lang};
use crate::service::{PlayerCard, UserId};
use poise::serenity_prelude::{
    self as serenity, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
};

/// A moment as the reader reads it on Discord. Where the reader's
/// language is one Discord's client offers, `<t:…:R>` ("in 23 hours"),
/// which the client words in its own language and keeps up to date. Other
/// readers (Arabic: Discord's client has no Arabic) get the time from now
/// in words from the catalogue, with the date and clock time, which carry
/// no words.
pub fn when(lang: Lang, at: chrono::DateTime<chrono::Utc>) -> String {
    let stamp = at.timestamp();
    if lang.discord_client_speaks() {
        return format!("<t:{stamp}:R>");
    }
    let now = chrono::Utc::now();
    let (gap, ahead) = if at >= now { (at - now, true) } else { (now - at, false) };
    let words = i18n::from_now(lang, gap.to_std().unwrap_or_default(), ahead);
    crate::t!(lang, "discord-when", words = words, at = format!("<t:{stamp}:d> <t:{stamp}:t>"))
}

/// Embed colours: amber while a game runs, green when it ended, grey otherwise.
const RUNNING: u32 = 0xC8_96_3E;
const ENDED: u32 = 0x3B_A5_5D;
const NEUTRAL: u32 = 0x5B_65_70;

/// Discord's limits.
pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBED_DESCRIPTION: usize = 4096;

/// A message to send, independent of how it is sent (reply, update,
/// follow-up or plain channel message).
#[derive(Clone, Default)]
pub struct Post {
    pub content: Option<String>,
    /// Discord shows up to 10 embeds on a message.
    pub embeds: Vec<CreateEmbed>,
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    /// Users the message may ping.
    pub mentions: Vec<UserId>,
    pub ephemeral: bool,
}

impl Post {
    pub fn text(text: impl Into<String>) -> Post {
        Post { content: Some(cut(text.into(), MAX_CONTENT)), ..Post::default() }
    }

    pub fn ephemeral(text: impl Into<String>) -> Post {
        Post { ephemeral: true, ..Post::text(text) }
    }

    pub fn embed(embed: CreateEmbed) -> Post {
        Post { embeds: vec![embed], ..Post::default() }
    }

    pub fn with_components(mut self, rows: Vec<CreateActionRow>) -> Post {
        self.components = rows;
        self
    }

    fn allowed(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mentions.iter().map(|&u| serenity::UserId::new(u.get().max(1))))
    }

    pub fn reply(self) -> poise::CreateReply {
        let allowed = self.allowed();
        let mut r = poise::CreateReply::default().ephemeral(self.ephemeral).allowed_mentions(allowed);
        if let Some(c) = self.content {
            r = r.content(c);
        }
        r.embeds = self.embeds;
        for f in self.files {
            r = r.attachment(f);
        }
        r.components(self.components)
    }

    /// An interaction response (new message or update of the pressed one).
    /// Its attachments replace the message's old ones.
    pub fn response(self) -> CreateInteractionResponseMessage {
        let allowed = self.allowed();
        let mut r = CreateInteractionResponseMessage::new()
            .ephemeral(self.ephemeral)
            .allowed_mentions(allowed)
            .components(self.components)
            .files(self.files);
        r = r.content(self.content.unwrap_or_default());
        r.embeds(self.embeds)
    }

    pub fn followup(self) -> CreateInteractionResponseFollowup {
        let allowed = self.allowed();
        let mut r = CreateInteractionResponseFollowup::new()
            .ephemeral(self.ephemeral)
            .allowed_mentions(allowed)
            .components(self.components)
            .files(self.files);
        if let Some(c) = self.content {
            r = r.content(c);
        }
        r.embeds(self.embeds)
    }

    /// An edit of the interaction's original response (after a deferred
    /// acknowledgement). Its attachments replace the message's old ones.
    pub fn edit(self) -> EditInteractionResponse {
        let allowed = self.allowed();
        let mut e = EditInteractionResponse::new()
            .allowed_mentions(allowed)
            .components(self.components)
            .content(self.content.unwrap_or_default())
            .embeds(self.embeds)
            .clear_attachments();
        for f in self.files {
            e = e.new_attachment(f);
        }
        e
    }

    pub fn message(self) -> CreateMessage {
        let allowed = self.allowed();
        let mut m = CreateMessage::new().allowed_mentions(allowed).components(self.components).files(self.files);
        if let Some(c) = self.content {
            m = m.content(c);
        }
        m.embeds(self.embeds)
    }
}

/// Cut `text` to at most `max` characters, marking the cut.
pub fn cut(mut text: String, max: usize) -> String {
    if text.chars().count() > max {
        text = text.chars().take(max.saturating_sub(1)).collect();
        text.push('…');
    }
    text
}

/// Of these players, the ones a mention may notify: people who did not
/// turn pings off (`/settings pings`); never a bot.
pub fn pinged<'a>(players: impl IntoIterator<Item = &'a PlayerCard>) -> Vec<UserId> {
    players.into_iter().filter(|p| p.pings && !p.bot).map(|p| p.id).collect()
}

pub fn mention(user: UserId) -> String {
    format!("<@{user}>")
}
