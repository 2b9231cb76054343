//! Challenges (and tournament entries): a rating range.

use crate::i18n::Lang;
use crate::service::RatingRange;
use crate::t;

/// Message `id` about a rating range (`$which`: both ends, `min` or `max`),
/// with the reader's `$rating` where the message says it.
/// A rating range as a catalogue takes it: which ends it has (`both`,
/// `min`, `max`) and the two ends.
pub fn range_parts(range: RatingRange) -> (&'static str, i32, i32) {
    let which = match (range.min, range.max) {
        (Some(_), Some(_)) => "both",
        (Some(_), None) => "min",
        _ => "max",
    };
    (which, range.min.unwrap_or(0), range.max.unwrap_or(i32::MAX))
}

pub fn range_text(lang: Lang, id: &str, range: RatingRange, rating: Option<i32>) -> String {
    let (which, min, max) = range_parts(range);
    match rating {
        Some(rating) => t!(lang, id, which = which, min = min, max = max, rating = rating),
        None => t!(lang, id, which = which, min = min, max = max),
    }
}
