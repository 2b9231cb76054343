//! Challenges, game lists, the leaderboard and player stats.

use super::{MAX_EMBED_DESCRIPTION, NEUTRAL, Post, RUNNING, cut, mention};
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::service::{ChallengeStatus, ChallengeView, GameSummary, LeaderboardPage, PlayerStats, format_duration};
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};
use std::fmt::Write as _;

pub fn challenge_post(c: &ChallengeView) -> Post {
    let open = c.status == ChallengeStatus::Open;
    let mut d = format!(
        "{} challenges {} to a {} game of **{}**.\n{} plays {}; {} per move.",
        mention(c.challenger.id),
        mention(c.challenged.id),
        if c.rated { "rated" } else { "casual" },
        cut(c.rules.clone(), 200),
        mention(c.challenger.id),
        c.colour.as_str(),
        format_duration(c.move_time),
    );
    if open {
        let _ = write!(d, "\nThe challenge expires <t:{}:R>.", c.expires_at.timestamp());
    } else {
        let _ = write!(d, "\nThis challenge was {}.", c.status);
    }
    let embed = CreateEmbed::new()
        .title(format!("Challenge #{}", c.id))
        .description(d)
        .colour(if open { RUNNING } else { NEUTRAL })
        .field(
            "Ratings",
            format!(
                "{} {} · {} {}",
                cut(c.challenger.name.clone(), 64),
                c.challenger.rating_text(),
                cut(c.challenged.name.clone(), 64),
                c.challenged.rating_text()
            ),
            false,
        );
    let buttons = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Action::AcceptChallenge(c.id).to_string())
            .label("Accept")
            .style(ButtonStyle::Success)
            .disabled(!open),
        CreateButton::new(Action::DeclineChallenge(c.id).to_string())
            .label("Decline")
            .style(ButtonStyle::Secondary)
            .disabled(!open),
        CreateButton::new(Action::CancelChallenge(c.id).to_string())
            .label("Cancel")
            .style(ButtonStyle::Danger)
            .disabled(!open),
    ])];
    Post {
        content: open.then(|| format!("{}, you have been challenged!", mention(c.challenged.id))),
        embed: Some(embed),
        components: buttons,
        mentions: if open { vec![c.challenged.id] } else { Vec::new() },
        ..Post::default()
    }
}

// ---- Lists -------------------------------------------------------------------

pub fn summary_line(g: &GameSummary) -> String {
    let state = i18n::summary_state(Lang::default(), g, |name| cut(name.to_string(), 40));
    format!(
        "**#{}** {} ⚫ vs {} ⚪ · {} · {} plies · {}",
        g.id,
        cut(g.black.clone(), 40),
        cut(g.white.clone(), 40),
        cut(g.rules.clone(), 60),
        g.ply,
        state
    )
}

pub fn list_embed(title: impl Into<String>, lines: &[String], empty: &str) -> CreateEmbed {
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
        d = empty.to_string();
    }
    CreateEmbed::new().title(title).description(d).colour(NEUTRAL)
}

pub fn leaderboard_post(page: &LeaderboardPage, global: bool) -> Post {
    let lines: Vec<String> = page
        .entries
        .iter()
        .map(|e| {
            format!(
                "`{:>3}.` {} · **{}** · {}W {}L {}D",
                e.rank,
                mention(e.player.id),
                e.player.rating_text(),
                e.wins,
                e.losses,
                e.draws
            )
        })
        .collect();
    let title = if global { "Leaderboard · all servers" } else { "Leaderboard · this server" };
    let embed = list_embed(title, &lines, "Nobody has finished a rated game yet.")
        .footer(CreateEmbedFooter::new(format!("page {} of {}", page.page.saturating_add(1), page.pages.max(1))));
    let rows = if page.pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(Action::Leaderboard { global, page: page.page.saturating_sub(1) }.to_string())
                .label("◀ Previous")
                .style(ButtonStyle::Secondary)
                .disabled(page.page == 0),
            CreateButton::new(Action::Leaderboard { global, page: page.page.saturating_add(1) }.to_string())
                .label("Next ▶")
                .style(ButtonStyle::Secondary)
                .disabled(page.page.saturating_add(1) >= page.pages),
        ])]
    } else {
        Vec::new()
    };
    Post::embed(embed).with_components(rows)
}

pub fn stats_embed(s: &PlayerStats) -> CreateEmbed {
    let streak = match s.streak {
        0 => "none".to_string(),
        n if n > 0 => format!("{n} win{}", if n == 1 { "" } else { "s" }),
        n => format!("{} loss{}", -n, if n == -1 { "" } else { "es" }),
    };
    let mut d = format!(
        "Rating **{}** (deviation ±{:.0}{})\n{} rated games: {} wins, {} losses, {} draws\nStreak: {streak}\n",
        s.player.rating_text(),
        s.deviation,
        if s.player.provisional { ", provisional" } else { "" },
        s.rated_games,
        s.wins,
        s.losses,
        s.draws
    );
    if !s.active.is_empty() {
        d.push_str("\n**Playing**\n");
        for g in &s.active {
            let _ = writeln!(d, "{}", summary_line(g));
        }
    }
    if !s.recent.is_empty() {
        d.push_str("\n**Recent games**\n");
        for g in &s.recent {
            let _ = writeln!(d, "{}", summary_line(g));
        }
    }
    CreateEmbed::new()
        .title(format!("{} · stats", cut(s.player.name.clone(), 200)))
        .description(cut(d, MAX_EMBED_DESCRIPTION))
        .colour(NEUTRAL)
}
