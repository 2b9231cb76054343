//! A tournament: its card (settings, players), a round's pairings, the
//! standings as an embed and a table image, and a cup's bracket.

use super::{ENDED, MAX_EMBED_DESCRIPTION, NEUTRAL, Post, RUNNING, cut, mention, pinged};
use crate::discord::Error;
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::render::{self, Bracket, BracketTie, Table, Theme};
use crate::service::{PlayerCard, TournamentFormat, TournamentStatus, TournamentView};
use crate::t;
use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter,
};

/// Rows of the standings listed in the embed (the image holds up to 64).
const EMBED_ROWS: usize = 20;

fn colour(view: &TournamentView) -> u32 {
    match view.status {
        TournamentStatus::Open | TournamentStatus::Running => RUNNING,
        TournamentStatus::Finished => ENDED,
        TournamentStatus::Cancelled => NEUTRAL,
    }
}

/// Lines joined up to Discord's limit for an embed's description.
fn joined(lines: impl IntoIterator<Item = String>) -> String {
    let mut d = String::new();
    for l in lines {
        if d.len() + l.len() + 2 > MAX_EMBED_DESCRIPTION {
            d.push('…');
            break;
        }
        d.push_str(&l);
        d.push('\n');
    }
    d
}

/// The tournament's card: settings, state and who plays; `text` above it.
pub fn tournament_post(view: &TournamentView, text: Option<String>, lang: Lang) -> Post {
    let title = cut(i18n::tournament_name(lang, view.id.0, &view.name), 256);
    let players: Vec<String> = view
        .entrants
        .iter()
        .map(|e| {
            let mut s = format!(
                "{} {}",
                cut(e.player.name.clone(), 40),
                i18n::rating(lang, e.player.rating, e.player.provisional)
            );
            if e.withdrawn.is_some() {
                s.push(' ');
                s.push_str(&t!(lang, "standings-withdrawn"));
            }
            s
        })
        .collect();
    let mut embed = CreateEmbed::new()
        .title(title)
        .description(joined(i18n::tournament_details(lang, view, &|at| super::when(lang, at))))
        .colour(colour(view));
    if !players.is_empty() {
        embed = embed.field(t!(lang, "tournament-players"), cut(players.join(" · "), 1024), false);
    }
    let mut components = Vec::new();
    if view.status == TournamentStatus::Open {
        components.push(CreateActionRow::Buttons(vec![
            CreateButton::new(Action::JoinTournament(view.id).to_string())
                .label(t!(lang, "button-join"))
                .style(ButtonStyle::Success),
            CreateButton::new(Action::LeaveTournament(view.id).to_string())
                .label(t!(lang, "button-leave"))
                .style(ButtonStyle::Secondary),
        ]));
    }
    Post { content: text.map(|t| cut(t, super::MAX_CONTENT)), embeds: vec![embed], components, ..Post::default() }
}

/// The pairings of `round`, with the players of its games pinged when
/// `ping` (the round's announcement).
pub fn pairings_post(view: &TournamentView, round: u32, text: Option<String>, ping: bool, lang: Lang) -> Post {
    let name = |p: &PlayerCard| mention(p.id);
    let lines: Vec<String> = view.round_pairings(round).map(|p| i18n::pairing_line(lang, p, &name)).collect();
    let title = if view.format == TournamentFormat::Cup {
        i18n::cup_round_name(lang, round, view.rounds.unwrap_or(round))
    } else {
        t!(lang, "cup-round", round = round)
    };
    let title = format!("{} · {}", cut(i18n::tournament_name(lang, view.id.0, &view.name), 180), title);
    let embed = CreateEmbed::new().title(title).description(joined(lines)).colour(colour(view));
    let mentions = if ping {
        let playing: Vec<&PlayerCard> = view
            .round_pairings(round)
            .filter(|p| p.game.is_some() && p.result.is_none())
            .flat_map(|p| std::iter::once(&p.black).chain(p.white.as_ref()))
            .collect();
        pinged(playing)
    } else {
        Vec::new()
    };
    // Mentions in an embed do not notify: the content names the players.
    let content = match (text, ping) {
        (Some(t), true) => Some(cut(
            format!("{t}\n{}", mentions.iter().map(|u| mention(*u)).collect::<Vec<_>>().join(" ")),
            super::MAX_CONTENT,
        )),
        (t, _) => t,
    };
    Post { content, embeds: vec![embed], mentions, ..Post::default() }
}

/// The standings: the top lines in an embed, all of them as a table image,
/// and a cup's bracket.
pub async fn standings_post(
    view: &TournamentView,
    text: Option<String>,
    lang: Lang,
    theme: Theme,
) -> Result<Post, Error> {
    let table = i18n::standings_table(lang, view, &|p| cut(p.name.clone(), 32));
    let lines: Vec<String> = table.rows.iter().take(EMBED_ROWS).map(|cells| cells.join(" · ")).collect();
    let mut embed = CreateEmbed::new()
        .title(cut(table.title.clone(), 256))
        .description(joined(std::iter::once(table.header.join(" · ")).chain(lines)))
        .colour(colour(view))
        .image("attachment://standings.png");
    if table.rows.len() > EMBED_ROWS {
        embed = embed.footer(CreateEmbedFooter::new(t!(lang, "standings-more", count = table.rows.len() - EMBED_ROWS)));
    }
    let alt = cut(table.title.clone(), 1024);
    let bracket = i18n::bracket(lang, view);
    let rtl = lang.rtl();
    let (table_png, bracket_png) = tokio::task::spawn_blocking(move || {
        let t = &table;
        let png = render::table_png(&Table {
            title: &t.title,
            header: &t.header,
            rows: &t.rows,
            numeric: &t.numeric,
            podium: &t.podium,
            rtl,
            theme,
        });
        (png, bracket.map(|b| bracket_png(b, rtl, theme)))
    })
    .await?;
    let mut files = vec![CreateAttachment::bytes(table_png, "standings.png").description(alt)];
    let mut embeds = vec![embed];
    if let Some(png) = bracket_png {
        files.push(CreateAttachment::bytes(png, "bracket.png"));
        embeds.push(CreateEmbed::new().colour(colour(view)).image("attachment://bracket.png"));
    }
    Ok(Post { content: text.map(|t| cut(t, super::MAX_CONTENT)), embeds, files, ..Post::default() })
}

/// A cup's bracket, phrased, as a picture.
fn bracket_png(b: i18n::BracketText, rtl: bool, theme: Theme) -> Vec<u8> {
    let rounds: Vec<Vec<BracketTie>> = b.rounds.into_iter().map(|r| r.into_iter().map(tie).collect()).collect();
    render::bracket_png(&Bracket { title: &b.title, round_names: &b.round_names, rounds: &rounds, rtl, theme })
}

fn tie(t: i18n::TieText) -> BracketTie {
    BracketTie { top: t.top, bottom: t.bottom, winner: t.winner.map(Into::into), note: t.note }
}
