//! Quick pairing: pools, a seek as it waits, how it ended, the lobby.

use crate::i18n::{self, Lang};
use crate::service::{GameView, LobbySeek, Pool, SeekView, UserId};
use crate::t;

/// A pool: `zamma, 1 hour per move, rated`.
pub fn pool_text(lang: Lang, pool: &Pool) -> String {
    t!(
        lang,
        "seek-pool",
        rules = pool.rules.as_str(),
        time = i18n::duration(lang, pool.move_time),
        rated = if pool.rated { "yes" } else { "no" }
    )
}

/// A seek as it waits: its pools, how many others wait in each, when it
/// ends, and the range it asked for.
pub fn seek_waiting_text(lang: Lang, seek: &SeekView, now: chrono::DateTime<chrono::Utc>) -> String {
    let mut lines = vec![t!(lang, "seek-looking")];
    for p in &seek.pools {
        lines.push(t!(lang, "seek-pool-line", pool = pool_text(lang, &p.pool), others = p.others));
    }
    if !seek.range.is_open() {
        lines.push(super::range_text(lang, "seek-range", seek.range, None));
    }
    // Rounded to the nearest minute, not down ("in 10 minutes" just after seeking).
    let left = (seek.expires_at - now).to_std().unwrap_or_default() + std::time::Duration::from_secs(30);
    lines.push(t!(lang, "seek-ends", when = i18n::from_now(lang, left, true)));
    lines.join("\n")
}

/// What the seeker of `seek` reads once it is paired into `game`.
pub fn seek_paired_text(lang: Lang, game: &GameView, seeker: UserId) -> String {
    let opponent = game.opponent_of(seeker);
    let pool = Pool { rules: game.game.rules().to_string(), move_time: game.move_time, rated: game.rated };
    t!(
        lang,
        "seek-paired",
        opponent = opponent.map(|o| o.name.clone()).unwrap_or_default(),
        rating = opponent.map(|o| i18n::rating(lang, o.rating, o.provisional)).unwrap_or_default(),
        id = game.id.0,
        pool = pool_text(lang, &pool)
    )
}

/// The headline of a game quick pairing started, in each of its places:
/// the two players and their ratings (never where the other asked from).
pub fn quick_start_text(lang: Lang, g: &GameView) -> String {
    let pool = Pool { rules: g.game.rules().to_string(), move_time: g.move_time, rated: g.rated };
    t!(
        lang,
        "quick-start",
        black = g.black.name.as_str(),
        black_rating = i18n::rating(lang, g.black.rating, g.black.provisional),
        white = g.white.name.as_str(),
        white_rating = i18n::rating(lang, g.white.rating, g.white.provisional),
        pool = pool_text(lang, &pool)
    )
}

/// One open seek of the lobby: its pool, the seeker's rating (no name, no
/// place), the range it asked for, and how long it has waited.
pub fn lobby_line(lang: Lang, seek: &LobbySeek, now: chrono::DateTime<chrono::Utc>) -> String {
    let waited = (now - seek.since).to_std().unwrap_or_default();
    let mut line = t!(
        lang,
        "lobby-line",
        pool = pool_text(lang, &seek.pool),
        rating = i18n::rating(lang, seek.rating, seek.provisional),
        since = i18n::from_now(lang, waited, false)
    );
    if !seek.range.is_open() {
        line.push_str(&t!(
            lang,
            "lobby-line-range",
            range = super::range_text(lang, "seek-range-short", seek.range, None)
        ));
    }
    line
}
