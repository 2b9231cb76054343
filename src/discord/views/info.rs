//! How to play, and the list of commands.

use super::{MAX_EMBED_DESCRIPTION, NEUTRAL, cut};
use crate::rules::Preset;
use poise::serenity_prelude::CreateEmbed;
use std::fmt::Write as _;

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
