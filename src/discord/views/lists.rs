//! Challenges, game lists, the leaderboard and player stats.

use super::{MAX_EMBED_DESCRIPTION, NEUTRAL, Post, RUNNING, cut, mention, pinged};
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::service::{ChallengeStatus, ChallengeView, GameSummary, LeaderboardPage, PlayerStats, RatingRange};
use crate::t;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};
use std::fmt::Write as _;

/// Who was challenged: a mention, or "anyone here".
pub fn challenged(c: &ChallengeView, lang: Lang) -> String {
    match &c.challenged {
        Some(p) => mention(p.id),
        None => t!(lang, "challenge-anyone"),
    }
}

/// Who may accept a challenge to anyone, when it is limited by rating.
fn range_text(range: RatingRange, lang: Lang) -> Option<String> {
    (!range.is_open()).then(|| i18n::range_text(lang, "challenge-range", range, None))
}

pub fn challenge_post(c: &ChallengeView, lang: Lang) -> Post {
    let open = c.status == ChallengeStatus::Open;
    let mut d = t!(
        lang,
        "challenge-text",
        challenger = mention(c.challenger.id),
        challenged = challenged(c, lang),
        rated = if c.rated { "yes" } else { "no" },
        rules = cut(c.rules.clone(), 200),
        colour = c.colour.as_str(),
        time = i18n::duration(lang, c.move_time),
    );
    d.push('\n');
    if let Some(range) = range_text(c.range, lang).filter(|_| c.challenged.is_none()) {
        d.push_str(&range);
        d.push('\n');
    }
    if open {
        d.push_str(&t!(lang, "challenge-expires", when = super::when(lang, c.expires_at)));
    } else {
        d.push_str(&t!(lang, "challenge-closed", status = c.status.as_str()));
    }
    let embed = CreateEmbed::new()
        .title(t!(lang, "challenge-title", id = c.id.0))
        .description(d)
        .colour(if open { RUNNING } else { NEUTRAL })
        .field(
            t!(lang, "challenge-ratings"),
            std::iter::once(&c.challenger)
                .chain(c.challenged.as_ref())
                .map(|p| format!("{} {}", cut(p.name.clone(), 64), i18n::rating(lang, p.rating, p.provisional)))
                .collect::<Vec<_>>()
                .join(" · "),
            false,
        );
    let mut buttons = vec![
        CreateButton::new(Action::AcceptChallenge(c.id).to_string())
            .label(t!(lang, "button-accept"))
            .style(ButtonStyle::Success)
            .disabled(!open),
    ];
    // A challenge to anyone is declined by leaving it be.
    if c.challenged.is_some() {
        buttons.push(
            CreateButton::new(Action::DeclineChallenge(c.id).to_string())
                .label(t!(lang, "button-decline"))
                .style(ButtonStyle::Secondary)
                .disabled(!open),
        );
    }
    buttons.push(
        CreateButton::new(Action::CancelChallenge(c.id).to_string())
            .label(t!(lang, "button-cancel"))
            .style(ButtonStyle::Danger)
            .disabled(!open),
    );
    let pinged_player = c.challenged.as_ref().filter(|_| open);
    Post {
        content: pinged_player.map(|p| t!(lang, "challenge-ping", player = mention(p.id))),
        embeds: vec![embed],
        components: vec![CreateActionRow::Buttons(buttons)],
        mentions: pinged_player.map(|p| pinged([p])).unwrap_or_default(),
        ..Post::default()
    }
}

// ---- Lists -------------------------------------------------------------------

pub fn summary_line(g: &GameSummary, lang: Lang) -> String {
    let state = i18n::summary_state(lang, g, |name| cut(name.to_string(), 40));
    t!(
        lang,
        "list-game",
        game = g.id.0,
        black = cut(g.black.clone(), 40),
        white = cut(g.white.clone(), 40),
        rules = cut(g.rules.clone(), 60),
        plies = g.ply,
        state = state
    )
}

pub fn list_embed(title: impl Into<String>, lines: &[String], empty: String) -> CreateEmbed {
    let mut d = String::new();
    for l in lines {
        if d.len() + l.len() + 1 > MAX_EMBED_DESCRIPTION - 2 {
            d.push('…');
            break;
        }
        d.push_str(l);
        d.push('\n');
    }
    if d.is_empty() {
        d = empty;
    }
    CreateEmbed::new().title(title).description(d).colour(NEUTRAL)
}

/// The leaderboard of servers: each by its team's name, its rating over
/// team games against other servers and its record.
pub fn server_leaderboard_post(standings: &[crate::service::ServerStanding], lang: Lang) -> Post {
    let lines: Vec<String> = standings
        .iter()
        .map(|s| {
            t!(
                lang,
                "leaderboard-server-line",
                rank = format!("{:>3}", s.rank),
                team = cut(s.name.clone(), 40),
                rating = i18n::rating(lang, s.rating, s.provisional),
                wins = s.wins,
                losses = s.losses,
                draws = s.draws
            )
        })
        .collect();
    let embed = list_embed(t!(lang, "leaderboard-title-servers"), &lines, t!(lang, "leaderboard-servers-empty"));
    Post::embed(embed)
}

pub fn leaderboard_post(page: &LeaderboardPage, global: bool, lang: Lang) -> Post {
    let lines: Vec<String> = page
        .entries
        .iter()
        .map(|e| {
            t!(
                lang,
                "leaderboard-line",
                rank = format!("{:>3}", e.rank),
                player = mention(e.player.id),
                rating = i18n::rating(lang, e.player.rating, e.player.provisional),
                wins = e.wins,
                losses = e.losses,
                draws = e.draws
            )
        })
        .collect();
    let title = t!(lang, if global { "leaderboard-title-global" } else { "leaderboard-title-server" });
    let footer = t!(lang, "leaderboard-page", page = page.page.saturating_add(1), pages = page.pages.max(1));
    let embed = list_embed(title, &lines, t!(lang, "leaderboard-empty")).footer(CreateEmbedFooter::new(footer));
    let rows = if page.pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(Action::Leaderboard { global, page: page.page.saturating_sub(1) }.to_string())
                .label(t!(lang, "button-previous"))
                .style(ButtonStyle::Secondary)
                .disabled(page.page == 0),
            CreateButton::new(Action::Leaderboard { global, page: page.page.saturating_add(1) }.to_string())
                .label(t!(lang, "button-next"))
                .style(ButtonStyle::Secondary)
                .disabled(page.page.saturating_add(1) >= page.pages),
        ])]
    } else {
        Vec::new()
    };
    Post::embed(embed).with_components(rows)
}

pub fn stats_embed(s: &PlayerStats, lang: Lang) -> CreateEmbed {
    let streak = match s.streak {
        0 => t!(lang, "stats-streak-none"),
        n if n > 0 => t!(lang, "stats-streak-wins", count = n),
        n => t!(lang, "stats-streak-losses", count = -n),
    };
    let rating = t!(
        lang,
        "stats-rating",
        rating = i18n::rating(lang, s.player.rating, s.player.provisional),
        deviation = format!("{:.0}", s.deviation),
        provisional = if s.player.provisional { "yes" } else { "no" }
    );
    let games = t!(lang, "stats-games", games = s.rated_games, wins = s.wins, losses = s.losses, draws = s.draws);
    let mut d = format!("{rating}\n{games}\n{streak}\n");
    for (title, list) in [("stats-playing", &s.active), ("stats-recent", &s.recent)] {
        if !list.is_empty() {
            let _ = writeln!(d, "\n**{}**", t!(lang, title));
            for g in list {
                let _ = writeln!(d, "{}", summary_line(g, lang));
            }
        }
    }
    CreateEmbed::new()
        .title(t!(lang, "stats-title", name = cut(s.player.name.clone(), 200)))
        .description(cut(d, MAX_EMBED_DESCRIPTION))
        .colour(NEUTRAL)
}
