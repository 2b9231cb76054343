//! Ratings: one player's change after a rated game.

use crate::i18n::Lang;
use crate::service::RatingChange;
use crate::t;

/// One rating change: `alice: 1500 → 1662? (+162).`
pub fn rating_change_text(lang: Lang, name: &str, c: &RatingChange) -> String {
    t!(
        lang,
        "rating-change",
        name = name,
        before = format!("{:.0}", c.before),
        after = format!("{:.0}", c.after),
        provisional = if c.provisional { "yes" } else { "no" },
        delta = format!("{:+.0}", c.delta()),
    )
}
