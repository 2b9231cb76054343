//! A game's review: the summary (each player's figures, the costliest
//! turns, the evaluation graph) and one page per turn (the board before it
//! with the played turn and the computer's better one drawn, what the
//! review says of it, the graph with the turn marked), with buttons to step
//! through the key moments and the whole game.

use super::{ENDED, Post, cut};
use crate::discord::error::Error;
use crate::discord::ids::{Action, ReviewPage};
use crate::i18n::{self, Lang};
use crate::render::{Orientation, Theme};
use crate::rules::Color;
use crate::service::Verdict;
use crate::service::{GameReview, UserId, review_board_png, review_graph};
use crate::t;
use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter, ReactionType,
};

/// Embed colours of a turn's page by verdict.
const INACCURACY: u32 = 0xE8_C5_47;
const MISTAKE: u32 = 0xE6_7E_22;
const BLUNDER: u32 = 0xD8_3C_3E;

/// The review's summary: an embed with a field per player and the graph,
/// and buttons to the first key moment and the first turn, the graph in
/// `theme`. `owner` turns its pages (`None`: an ephemeral copy, turned by
/// whoever sees it).
pub fn review_post(r: &GameReview, lang: Lang, theme: Theme, owner: Option<UserId>) -> Post {
    let id = r.view.id;
    let name = format!("review-{id}.png");
    let mut embed = CreateEmbed::new()
        .title(t!(lang, "review-title", game = id.0))
        .colour(ENDED)
        .image(format!("attachment://{name}"))
        .footer(CreateEmbedFooter::new(cut(t!(lang, "review-footer", nodes = r.review.nodes), 2048)));
    for color in [Color::Black, Color::White] {
        let who = cut(format!("{} · {}", i18n::colour(lang, color), r.view.player(color).name), 256);
        embed = embed.field(who, cut(i18n::review_player_line(lang, &r.review, color), 1024), false);
    }
    let alt = cut(t!(lang, "review-alt", game = id.0), 1024);
    let graph = CreateAttachment::bytes(review_graph(&r.review, None, theme), name).description(alt);
    let nav = Nav { review: r, owner, lang, at: 0 };
    // The web board steps through the finished game with the engine beside it.
    let analyse = CreateButton::new(Action::Board(id).to_string())
        .label(t!(lang, "button-analyse"))
        .style(ButtonStyle::Secondary);
    let row =
        vec![nav.key(r.first_key(), "⏩", 0), nav.turn((!r.review.turns.is_empty()).then_some(0), "▶", 1), analyse];
    Post { embeds: vec![embed], files: vec![graph], components: vec![CreateActionRow::Buttons(row)], ..Post::default() }
}

/// The page of turn `ply` (0-based; `None` past the game's end): the board
/// before it seen from `orientation`, the played turn solid and the better
/// one dashed, what the review says, and the graph with the turn marked.
pub async fn review_turn_post(
    r: &GameReview,
    ply: usize,
    lang: Lang,
    theme: Theme,
    orientation: Orientation,
    owner: Option<UserId>,
) -> Result<Option<Post>, Error> {
    let Some(moment) = r.moment(ply) else { return Ok(None) };
    let (id, turn) = (r.view.id, *moment.turn);
    let position = *moment.before.position();
    let (before, caption) = (moment.before.clone(), i18n::review_caption(lang, &turn));
    let review = r.review.clone();
    let (board, graph) = tokio::task::spawn_blocking(move || {
        let board = review_board_png(&before, &turn, orientation, theme, caption);
        (board, review_graph(&review, Some(ply + 1), theme))
    })
    .await?;
    let (board_name, graph_name) = (format!("review-{id}-{ply}.png"), format!("review-{id}-{ply}-graph.png"));
    let board_alt = i18n::review_board_alt(lang, id.0, &turn, &position);
    // Counted in moves, as everywhere else: Black's and White's turns make one.
    let (number, side) = (ply / 2 + 1, i18n::colour(lang, turn.mover));
    let graph_alt = cut(t!(lang, "review-moment-graph", game = id.0, number = number, colour = side.as_str()), 1024);

    let mut text = i18n::review_turn_text(lang, &turn, &r.view.player(turn.mover).name, true);
    if let Some(index) = moment.key {
        text = format!("{}\n{text}", t!(lang, "review-moment-key", index = index + 1, count = moment.keys));
    }
    let colour = match turn.verdict {
        Some(Verdict::Blunder) => BLUNDER,
        Some(Verdict::Mistake) => MISTAKE,
        Some(Verdict::Inaccuracy) => INACCURACY,
        None => ENDED,
    };
    let plies = r.review.turns.len();
    let title = t!(
        lang,
        "review-moment-title",
        game = id.0,
        number = number,
        moves = plies.div_ceil(2),
        colour = side.as_str()
    );
    let page = CreateEmbed::new()
        .title(cut(title, 256))
        .description(cut(text, super::MAX_EMBED_DESCRIPTION))
        .colour(colour)
        .image(format!("attachment://{board_name}"));
    let graph_embed = CreateEmbed::new().colour(colour).image(format!("attachment://{graph_name}"));

    let nav = Nav { review: r, owner, lang, at: ply };
    let row = vec![
        nav.summary(0),
        nav.key(moment.previous_key, "⏪", 1),
        nav.turn(ply.checked_sub(1), "◀", 2),
        nav.turn(Some(ply + 1).filter(|&p| p < plies), "▶", 3),
        nav.key(moment.next_key, "⏩", 4),
    ];
    // The web board at this position, to try the better turn and others.
    let analyse = CreateButton::new(Action::BoardAt(r.view.id, ply as i32).to_string())
        .label(t!(lang, "button-analyse"))
        .style(ButtonStyle::Secondary);
    Ok(Some(Post {
        embeds: vec![page, graph_embed],
        files: vec![
            CreateAttachment::bytes(board, board_name).description(board_alt),
            CreateAttachment::bytes(graph, graph_name).description(graph_alt),
        ],
        components: vec![CreateActionRow::Buttons(row), CreateActionRow::Buttons(vec![analyse])],
        ..Post::default()
    }))
}

/// The buttons that turn a review's pages. A disabled one leads to the
/// turn shown (`at`), or the first from the summary.
struct Nav<'a> {
    review: &'a GameReview,
    owner: Option<UserId>,
    lang: Lang,
    at: usize,
}

impl Nav<'_> {
    fn button(&self, page: ReviewPage, slot: u8, label: String, emoji: &str, enabled: bool) -> CreateButton {
        let action = Action::ReviewPage { game: self.review.view.id, owner: self.owner, page, slot };
        CreateButton::new(action.to_string())
            .label(label)
            .emoji(ReactionType::Unicode(emoji.to_string()))
            .style(ButtonStyle::Secondary)
            .disabled(!enabled)
    }

    fn summary(&self, slot: u8) -> CreateButton {
        self.button(ReviewPage::Summary, slot, t!(self.lang, "review-button-summary"), "📊", true)
    }

    /// To turn `to`, if there is one.
    fn turn(&self, to: Option<usize>, emoji: &str, slot: u8) -> CreateButton {
        let page = ReviewPage::Turn(to.unwrap_or(self.at) as u32);
        self.button(page, slot, t!(self.lang, "review-button-turn"), emoji, to.is_some())
    }

    /// To the key moment at turn `to`, if there is one.
    fn key(&self, to: Option<usize>, emoji: &str, slot: u8) -> CreateButton {
        let page = ReviewPage::Turn(to.unwrap_or(self.at) as u32);
        let mut b = self.button(page, slot, t!(self.lang, "review-button-key"), emoji, to.is_some());
        if to.is_some() {
            b = b.style(ButtonStyle::Primary);
        }
        b
    }
}
