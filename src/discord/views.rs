//! What the bot posts: the game message (embed + board PNG + buttons), the
//! challenge message, lists and help. Built from the service's plain data;
//! boards are rendered off the async threads.

use super::error::Error;
use super::ids::Action;
use crate::render::{self, Orientation, RenderOptions};
use crate::rules::{Color, Preset, Square};
use crate::service::{
    ChallengeView, DrawReport, GameEnd, GameStatus, GameSummary, GameView, LeaderboardPage, PlayerStats, RatingChange,
    format_duration,
};
use poise::serenity_prelude::{
    self as serenity, ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, UserId,
};
use std::fmt::Write as _;

/// Embed colours: amber while a game runs, green when it ended, grey otherwise.
const RUNNING: u32 = 0xC8_96_3E;
const ENDED: u32 = 0x3B_A5_5D;
const NEUTRAL: u32 = 0x5B_65_70;

/// Discord's limits.
pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBED_DESCRIPTION: usize = 4096;

/// A message to send, independent of how it is sent (reply, update,
/// follow-up or plain channel message).
#[derive(Default)]
pub struct Post {
    pub content: Option<String>,
    pub embed: Option<CreateEmbed>,
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    /// Users the message may ping.
    pub mentions: Vec<u64>,
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
        Post { embed: Some(embed), ..Post::default() }
    }

    pub fn with_components(mut self, rows: Vec<CreateActionRow>) -> Post {
        self.components = rows;
        self
    }

    fn allowed(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mentions.iter().map(|&u| UserId::new(u.max(1))))
    }

    pub fn reply(self) -> poise::CreateReply {
        let allowed = self.allowed();
        let mut r = poise::CreateReply::default().ephemeral(self.ephemeral).allowed_mentions(allowed);
        if let Some(c) = self.content {
            r = r.content(c);
        }
        if let Some(e) = self.embed {
            r = r.embed(e);
        }
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
        r.embeds(self.embed.into_iter().collect())
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
        if let Some(e) = self.embed {
            r = r.embed(e);
        }
        r
    }

    pub fn message(self) -> CreateMessage {
        let allowed = self.allowed();
        let mut m = CreateMessage::new().allowed_mentions(allowed).components(self.components).files(self.files);
        if let Some(c) = self.content {
            m = m.content(c);
        }
        if let Some(e) = self.embed {
            m = m.embed(e);
        }
        m
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

pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// Which side a game's board is drawn from: the player to move at the
/// bottom while it runs, Black otherwise.
pub fn orientation(view: &GameView) -> Orientation {
    match view.status {
        GameStatus::Active => Orientation::of(view.game.position().turn()),
        _ => Orientation::of(Color::Black),
    }
}

fn board_name(view: &GameView) -> String {
    format!("game-{}-{}.png", view.id, view.ply())
}

/// Render the board of `view` (off the async threads).
pub async fn board(view: &GameView, options: RenderOptions) -> Result<CreateAttachment, Error> {
    let position = *view.game.position();
    let name = board_name(view);
    let png = tokio::task::spawn_blocking(move || render::board_png(&position, &options)).await?;
    Ok(CreateAttachment::bytes(png, name))
}

/// The game message: who plays, whose turn, the last move, captures, the
/// board, and the game's buttons (disabled once it is over).
pub async fn game_post(
    view: &GameView,
    me: u64,
    headline: Option<String>,
    end: Option<&GameEnd>,
) -> Result<Post, Error> {
    let options = RenderOptions::for_game(&view.game, orientation(view));
    let file = board(view, options).await?;
    let image = format!("attachment://{}", board_name(view));
    let mut embed = game_embed(view, me, end).image(image);
    if let Some(h) = &headline {
        embed = embed.author(serenity::CreateEmbedAuthor::new(cut(h.clone(), 256)));
    }
    let active = view.status == GameStatus::Active;
    let mover = view.to_move().id;
    let (content, mentions) = if active && mover != me {
        (Some(format!("{}, your move in game #{}.", mention(mover), view.id)), vec![mover])
    } else if let Some(e) = end {
        (Some(cut(e.text.clone(), MAX_CONTENT)), Vec::new())
    } else {
        (None, Vec::new())
    };
    Ok(Post {
        content,
        embed: Some(embed),
        files: vec![file],
        components: game_buttons(view),
        mentions,
        ephemeral: false,
    })
}

pub fn game_embed(view: &GameView, me: u64, end: Option<&GameEnd>) -> CreateEmbed {
    let game = &view.game;
    let mut d = String::new();
    for color in [Color::Black, Color::White] {
        let p = view.player(color);
        let line = if view.ai_level.is_some() && p.id == me {
            format!(
                "{} {color}: {} (computer, level {})",
                stone(color),
                mention(p.id),
                view.ai_level.unwrap_or_default()
            )
        } else {
            format!("{} {color}: {} ({})", stone(color), mention(p.id), p.rating_text())
        };
        let _ = writeln!(d, "{line}");
    }
    d.push('\n');
    let ply = view.ply();
    match view.status {
        GameStatus::Active => {
            let mover = view.to_move();
            let _ = writeln!(
                d,
                "Move {} · {} ({}) to move · time runs out <t:{}:R>",
                ply / 2 + 1,
                mention(mover.id),
                game.position().turn(),
                view.deadline.timestamp()
            );
            let huff = game.huffable();
            if huff.nonempty() {
                let list: Vec<String> = huff.map(|s: Square| s.to_string()).collect();
                let _ = writeln!(
                    d,
                    "{} may huff: {} (write e.g. `huff {}, …`)",
                    mention(mover.id),
                    list.join(", "),
                    list[0]
                );
            }
            if let Some(by) = view.draw_offer {
                let _ = writeln!(d, "{} offers a draw.", mention(by));
            }
        }
        GameStatus::Aborted => {
            let _ = writeln!(d, "**Aborted** after {ply} plies; it does not count.");
        }
        GameStatus::Finished => {
            let result = game.outcome().map_or_else(|| "Finished".to_string(), |o| o.to_string());
            let _ = writeln!(d, "**{result}** after {ply} plies.");
        }
    }
    if let Some(last) = view.last_turn() {
        let taken = last.mv.capture_count();
        let _ = write!(d, "Last move: `{last}`");
        if taken > 0 {
            let _ = write!(d, " (took {taken})");
        }
        d.push('\n');
    }
    let (b, w) = view.captures();
    let _ = writeln!(d, "Captured so far: Black {b} · White {w}");
    if let Some(end) = end
        && !end.rating_changes.is_empty()
    {
        d.push('\n');
        d.push_str(&rating_lines(&end.rating_changes));
    }
    let kind = if view.ai_level.is_some() {
        "vs computer"
    } else if view.rated {
        "rated"
    } else {
        "casual"
    };
    CreateEmbed::new()
        .title(format!("Game #{} · {}", view.id, cut(game.rules().to_string(), 200)))
        .description(cut(d, MAX_EMBED_DESCRIPTION))
        .colour(if view.status == GameStatus::Active { RUNNING } else { ENDED })
        .footer(CreateEmbedFooter::new(format!("{kind} · {} per move", format_duration(view.move_time))))
}

fn stone(color: Color) -> &'static str {
    match color {
        Color::Black => "⚫",
        Color::White => "⚪",
    }
}

pub fn rating_lines(changes: &[RatingChange]) -> String {
    let mut s = String::new();
    for c in changes {
        let _ = writeln!(
            s,
            "{}: {:.0} → {:.0}{} ({:+.0})",
            mention(c.player),
            c.before,
            c.after,
            if c.provisional { "?" } else { "" },
            c.delta()
        );
    }
    s
}

/// Move / Offer draw / Resign, or Accept / Decline while a draw is offered.
pub fn game_buttons(view: &GameView) -> Vec<CreateActionRow> {
    let over = view.status != GameStatus::Active;
    let id = view.id;
    let mut row =
        vec![CreateButton::new(Action::Move(id).to_string()).label("Move").style(ButtonStyle::Primary).disabled(over)];
    if view.ai_level.is_none() {
        let label = if view.draw_offer.is_some() { "Accept draw" } else { "Offer draw" };
        row.push(
            CreateButton::new(Action::Draw(id).to_string()).label(label).style(ButtonStyle::Secondary).disabled(over),
        );
        if view.draw_offer.is_some() {
            row.push(
                CreateButton::new(Action::DeclineDraw(id).to_string())
                    .label("Decline draw")
                    .style(ButtonStyle::Secondary)
                    .disabled(over),
            );
        }
    }
    row.push(
        CreateButton::new(Action::Resign(id).to_string()).label("Resign").style(ButtonStyle::Danger).disabled(over),
    );
    vec![CreateActionRow::Buttons(row)]
}

pub fn draw_text(report: &DrawReport) -> String {
    match report {
        DrawReport::Offered { view, by } => {
            let other = if view.black.id == *by { view.white.id } else { view.black.id };
            format!(
                "{} offers a draw in game #{}; {}, accept or decline with the buttons or `/draw`.",
                mention(*by),
                view.id,
                mention(other)
            )
        }
        DrawReport::Declined { view, by } => {
            format!("{} declined the draw in game #{}; play on.", mention(*by), view.id)
        }
        DrawReport::Agreed { end, .. } => end.text.clone(),
    }
}

// ---- Challenges --------------------------------------------------------------

pub fn challenge_post(c: &ChallengeView) -> Post {
    let open = c.status == "open";
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
    let state = match (&g.to_move, &g.result) {
        (Some(m), _) => format!("{} to move", cut(m.clone(), 40)),
        (None, Some(r)) if r == "draw" => "draw".into(),
        (None, Some(r)) => format!("{r} won"),
        (None, None) => "aborted".into(),
    };
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

// ---- Rules and help ----------------------------------------------------------

const RULES_TEXT: &str = "\
**Zamma** is the draughts game of the Sahara and Mauritania, played on the points of a 9×9 \
alquerque board: pieces stand on the points and move along the lines. Black starts.
• **Men** step one point forward (straight or diagonally where the point has diagonals). \
They capture by leaping over an adjacent enemy to the empty point just beyond, in any direction.
• **Capturing is compulsory**, and a capturing piece goes on leaping while it can: the chain is one move. \
Of all capture chains you must play one that takes the **most** pieces (the majority rule).
• A man whose move **ends** on the far rank becomes a **mullah**: it moves and captures any distance along a line \
(a flying capture jumps exactly one enemy).
• You lose when you have no legal move (no pieces left, or all blocked). Resigning loses; a draw can be \
agreed; threefold repetition and 100 plies without a capture or a man's move are draws.
• Moves are written `c3-c4`, captures `c3xe5`, chains `c3xe5xg3`; start and end alone (`c3 g3`) are enough \
when only one move fits.";

pub fn rules_embed(preset: Option<Preset>) -> CreateEmbed {
    let mut d = RULES_TEXT.to_string();
    d.push_str("\n\n**Presets**\n");
    let presets: Vec<Preset> = match preset {
        Some(p) => vec![p],
        None => Preset::ALL.to_vec(),
    };
    for p in presets {
        let _ = writeln!(d, "`{}` — {}", p.name(), p.summary());
    }
    d.push_str(
        "\nOptions override a preset in `/challenge options:`, e.g. `landing=behind`, `removal=immediate`, \
`majority=huff`, `count=on`, `stall=60`. In huff games you may **huff** (remove) a piece that failed to \
take the most: write `huff d4, c3-c4`.",
    );
    CreateEmbed::new().title("How to play Zamma").description(cut(d, MAX_EMBED_DESCRIPTION)).colour(NEUTRAL)
}

pub fn help_embed() -> CreateEmbed {
    let d = "\
`/challenge user` — challenge someone (preset, options, rated, colour, time per move)
`/play-ai [level] [preset]` — play the computer (levels 1–5; never rated)
`/move move` — play a move (autocompleted), or press **Move** under the board
`/board` · `/games` — your game here / all your games
`/draw` · `/resign` · `/abort` — offer or answer a draw, resign, abort before both have moved
`/leaderboard [scope]` · `/stats [user]` · `/history [user]`
`/export [game]` · `/replay [game]` — the game as text / as an animated GIF
`/rules [preset]` — how to play
`/settings threads` — (Manage Server) start each game in its own thread";
    CreateEmbed::new().title("zamma-bot").description(d).colour(NEUTRAL)
}
