//! A game's review: each player's figures, the costliest turns, and the
//! evaluation graph.

use super::{ENDED, Post, cut};
use crate::i18n::Lang;
use crate::rules::Color;
use crate::service::{GameReview, review_graph};
use crate::t;
use poise::serenity_prelude::{CreateAttachment, CreateEmbed, CreateEmbedFooter};

/// The review message: an embed with a field per player and the graph.
pub fn review_post(r: &GameReview, lang: Lang) -> Post {
    let id = r.view.id;
    let name = format!("review-{id}.png");
    let mut embed = CreateEmbed::new()
        .title(t!(lang, "review-title", game = id.0))
        .colour(ENDED)
        .image(format!("attachment://{name}"))
        .footer(CreateEmbedFooter::new(cut(t!(lang, "review-footer", nodes = r.review.nodes), 2048)));
    for color in [Color::Black, Color::White] {
        let summary = r.review.summary(color);
        let worst = summary.worst.and_then(|ply| r.review.turns.get(ply));
        let who = cut(format!("{} · {}", crate::i18n::colour(lang, color), r.view.player(color).name), 256);
        embed = embed.field(who, cut(crate::i18n::review_player_line(lang, summary, worst), 1024), false);
    }
    let alt = cut(t!(lang, "review-alt", game = id.0), 1024);
    let graph = CreateAttachment::bytes(review_graph(&r.review, None), name).description(alt);
    Post { embed: Some(embed), files: vec![graph], ..Post::default() }
}
