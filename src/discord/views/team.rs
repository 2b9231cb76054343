//! A team game's messages: the game message with its teams and buttons
//! (vote, join a side), the tally in the game's channel, and what each
//! side's private thread is told (a member's vote, its turn to vote).

use super::game::{board_button, game_post};
use super::{Post, cut, mention};
use crate::discord::error::Error;
use crate::discord::ids::Action;
use crate::i18n::{self, Lang};
use crate::render::Theme;
use crate::rules::Color;
use crate::service::{GameEnd, GameView, TeamView, VoteReport};
use crate::t;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

/// Discord's limit on an embed field's value.
const MAX_FIELD: usize = 1024;

/// A running team game's buttons: vote, join either side, the web board.
pub(super) fn team_buttons(view: &GameView, lang: Lang) -> Vec<CreateActionRow> {
    let id = view.id;
    let join = |side: Color| {
        let team = view.player(side).name.as_str();
        CreateButton::new(Action::JoinTeam(id, side).to_string())
            .label(cut(t!(lang, "button-join-team", team = team), 80))
            .style(ButtonStyle::Secondary)
    };
    let vote =
        CreateButton::new(Action::Vote(id).to_string()).label(t!(lang, "button-vote")).style(ButtonStyle::Primary);
    vec![CreateActionRow::Buttons(vec![vote, join(Color::Black), join(Color::White), board_button(id, lang)])]
}

/// The team game message, posted in server `guild`: the game message,
/// with a field per side listing its members (the captain marked); the
/// members of a side of another server are not shown here.
pub async fn team_post(
    team: &TeamView,
    headline: Option<String>,
    end: Option<&GameEnd>,
    (lang, theme): (Lang, Theme),
    guild: Option<u64>,
) -> Result<Post, Error> {
    let mut post = game_post(&team.game, headline, end, lang, theme).await?;
    if let Some(embed) = post.embeds.pop() {
        let here = team.sides.iter().filter(|s| s.guild.is_none_or(|g| Some(g) == guild));
        let embed = here.fold(embed, |embed, side| {
            let members = i18n::team_members(lang, side, |id, _| mention(id));
            let name = cut(team.game.player(side.side).name.clone(), 256);
            embed.field(name, cut(members, MAX_FIELD), true)
        });
        post.embeds.push(embed);
    }
    Ok(post)
}

/// A tally shown in the game's channel: the side's votes, the turn played
/// and the board after it.
pub async fn tally_post(
    team: &TeamView,
    side: Color,
    counts: &[(String, u32)],
    (lang, theme): (Lang, Theme),
    guild: Option<u64>,
) -> Result<Post, Error> {
    let name = team.game.player(side).name.as_str();
    let turn = counts.first().map_or("", |(turn, _)| turn.as_str());
    let headline = t!(lang, "headline-tally", team = name, turn = turn);
    let mut post = team_post(team, Some(headline), None, (lang, theme), guild).await?;
    let tally = t!(lang, "team-tally", team = name, counts = i18n::tally_counts(lang, counts));
    post.content = Some(match post.content.take() {
        Some(turn_line) => cut(format!("{tally}\n{turn_line}"), super::MAX_CONTENT),
        None => cut(tally, super::MAX_CONTENT),
    });
    Ok(post)
}

/// The side to vote, told in its thread: the turn the other side just
/// played, and the Vote button.
pub fn your_turn_post(team: &TeamView, played: &str, lang: Lang) -> Post {
    let game = &team.game;
    let deadline = super::when(lang, game.deadline);
    let text = t!(lang, "team-your-turn", game = game.id.0, turn = played, deadline = deadline);
    let vote =
        CreateButton::new(Action::Vote(game.id).to_string()).label(t!(lang, "button-vote")).style(ButtonStyle::Primary);
    Post::text(text).with_components(vec![CreateActionRow::Buttons(vec![vote])])
}

/// A member's vote, told to them alone: their turn and the side's votes so
/// far (or the tally, when it was the side's last vote).
pub fn voted_text(report: &VoteReport, lang: Lang) -> String {
    match report.tally.as_ref().and_then(|tally| Some((tally, tally.chosen.as_deref()?))) {
        Some((tally, chosen)) => t!(
            lang,
            "team-voted-tallied",
            turn = report.turn.as_str(),
            counts = i18n::tally_counts(lang, &tally.counts),
            chosen = chosen
        ),
        None => t!(
            lang,
            "team-voted",
            turn = report.turn.as_str(),
            voted = report.voted,
            members = report.members,
            counts = i18n::tally_counts(lang, &report.counts)
        ),
    }
}

/// A member's vote, told in their side's thread.
pub fn vote_told(report: &VoteReport, voter: crate::service::UserId, lang: Lang) -> String {
    t!(
        lang,
        "team-vote-told",
        player = mention(voter),
        turn = report.turn.as_str(),
        voted = report.voted,
        members = report.members,
        counts = i18n::tally_counts(lang, &report.counts)
    )
}
