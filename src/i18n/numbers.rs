//! Durations, percentages, lists, ratings and streaks as each language
//! writes them: the words and signs come from the catalogues, never from
//! code, so that "1d 12h", "70%" or "1, 5, 13" never reach an Arabic or
//! French reader.

use super::Lang;
use crate::t;
use fluent_bundle::FluentArgs;
use std::time::Duration;

/// The parts of a duration, in whole days, hours and minutes.
fn parts(d: Duration) -> (u64, u64, u64) {
    let s = d.as_secs();
    (s / 86_400, s % 86_400 / 3600, s % 3600 / 60)
}

fn join(lang: Lang, parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [first, second] => t!(lang, "duration-two", first = first.as_str(), second = second.as_str()),
        [first, second, third, ..] => {
            t!(lang, "duration-three", first = first.as_str(), second = second.as_str(), third = third.as_str())
        }
    }
}

fn unit_texts(lang: Lang, (days, hours, mins): (u64, u64, u64)) -> Vec<String> {
    let mut out = Vec::new();
    if days > 0 {
        out.push(t!(lang, "duration-days", n = days));
    }
    if hours > 0 {
        out.push(t!(lang, "duration-hours", n = hours));
    }
    if mins > 0 || out.is_empty() {
        out.push(t!(lang, "duration-minutes", n = mins));
    }
    out
}

/// A duration in words, exactly to the minute: "1 day and 12 hours",
/// "24 heures", "يوم و16 ساعة".
pub fn duration(lang: Lang, d: Duration) -> String {
    if d.as_secs() < 60 {
        return t!(lang, "duration-seconds", n = d.as_secs());
    }
    join(lang, &unit_texts(lang, parts(d)))
}

/// A duration in words to its two largest units, as a time from now reads
/// ("in 23 hours and 59 minutes", "in 3 days and 2 hours"): the seconds,
/// and the minutes of a wait of a day or more, are dropped.
pub fn duration_rough(lang: Lang, d: Duration) -> String {
    if d.as_secs() < 60 {
        return t!(lang, "duration-seconds", n = d.as_secs());
    }
    let (days, hours, mins) = parts(d);
    let kept = if days > 0 { (days, hours, 0) } else { (0, hours, mins) };
    join(lang, &unit_texts(lang, kept))
}

/// How long until a moment (`ahead`) or since it (not `ahead`), in words:
/// "in 23 hours", "3 hours ago"; under a minute "in a moment", "just now"
/// (never "0 seconds ago").
pub fn from_now(lang: Lang, d: Duration, ahead: bool) -> String {
    if d < Duration::from_secs(60) {
        return if ahead { t!(lang, "time-in-a-moment") } else { t!(lang, "time-just-now") };
    }
    let words = duration_rough(lang, d);
    if ahead { t!(lang, "time-in", duration = words) } else { t!(lang, "time-ago", duration = words) }
}

/// A whole percentage: "70%", "70 %", "70٪".
pub fn percent(lang: Lang, n: f64) -> String {
    t!(lang, "number-percent", n = n.round())
}

/// Items joined as a list of the language: "1, 5, 13", "1، 5، 13".
pub fn list<S: AsRef<str>>(lang: Lang, items: impl IntoIterator<Item = S>) -> String {
    let separator = super::unmarked_raw(lang, "list-separator", &FluentArgs::new()).unwrap_or_else(|| ", ".into());
    items.into_iter().map(|s| s.as_ref().to_string()).collect::<Vec<_>>().join(&separator)
}

/// Items all meant at once, joined as a sentence joins them: "alice, bob
/// and carol", "alice, bob et carol", "أ، ب وج".
pub fn and_list<S: AsRef<str>>(lang: Lang, items: impl IntoIterator<Item = S>) -> String {
    joined(lang, items, "list-and", " and ")
}

/// Items to choose one of: "d4, e4 or f4", "d4, e4 ou f4", "د، ه أو و".
pub fn or_list<S: AsRef<str>>(lang: Lang, items: impl IntoIterator<Item = S>) -> String {
    joined(lang, items, "list-or", " or ")
}

/// Items joined by the list's separator, the last by the catalogue's `last`.
fn joined<S: AsRef<str>>(lang: Lang, items: impl IntoIterator<Item = S>, last: &str, fallback: &str) -> String {
    let items: Vec<String> = items.into_iter().map(|s| s.as_ref().to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((end, rest)) => {
            let word = super::unmarked_raw(lang, last, &FluentArgs::new()).unwrap_or_else(|| fallback.into());
            format!("{}{word}{end}", list(lang, rest))
        }
    }
}

/// A rating, marked as provisional while it is: "1500", "1500?", "1500 ?".
pub fn rating(lang: Lang, rating: f64, provisional: bool) -> String {
    let shown = format!("{rating:.0}");
    if provisional { t!(lang, "rating-provisional", rating = shown) } else { shown }
}

/// A streak of results in words: "3 wins in a row", "3 defeats in a row",
/// "no streak". Positive counts wins, negative counts defeats.
pub fn streak(lang: Lang, streak: i64) -> String {
    match streak {
        0 => t!(lang, "streak-none"),
        n if n > 0 => t!(lang, "streak-wins", n = n),
        n => t!(lang, "streak-losses", n = n.unsigned_abs()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text without the marks that keep right-to-left text in order.
    fn bare(text: String) -> String {
        text.chars().filter(|c| !matches!(c, '\u{200f}' | '\u{2066}'..='\u{2069}')).collect()
    }

    #[test]
    fn durations_are_words_of_the_language() {
        let d = Duration::from_secs;
        assert_eq!(duration(Lang::En, d(129_600)), "1 day and 12 hours");
        assert_eq!(duration(Lang::En, d(3 * 86_400 + 8 * 3600 + 60)), "3 days, 8 hours and 1 minute");
        assert_eq!(duration(Lang::En, d(300)), "5 minutes");
        assert_eq!(duration(Lang::En, d(1)), "1 second");
        assert_eq!(duration(Lang::Fr, d(3 * 86_400 + 8 * 3600)), "3 jours et 8 heures");
        assert_eq!(duration(Lang::Fr, d(3600)), "1 heure");
        assert_eq!(duration(Lang::Es, d(2 * 3600 + 60)), "2 horas y 1 minuto");
        assert_eq!(bare(duration(Lang::Ar, d(86_400 + 16 * 3600))), "يوم و16 ساعة");
        assert_eq!(bare(duration(Lang::Ar, d(2 * 86_400))), "يومين");
        assert_eq!(bare(duration(Lang::Ar, d(3 * 3600))), "3 ساعات");
        assert_eq!(bare(duration(Lang::Ar, d(11 * 86_400))), "11 يومًا");
    }

    #[test]
    fn a_time_from_now_keeps_its_two_largest_units() {
        let d = Duration::from_secs;
        assert_eq!(from_now(Lang::En, d(23 * 3600 + 59 * 60 + 30), true), "in 23 hours and 59 minutes");
        assert_eq!(from_now(Lang::En, d(2 * 86_400 + 3 * 3600 + 59 * 60), true), "in 2 days and 3 hours");
        assert_eq!(from_now(Lang::Fr, d(3 * 3600), false), "il y a 3 heures");
        assert_eq!(from_now(Lang::En, d(0), false), "just now");
        assert_eq!(from_now(Lang::Fr, d(59), false), "à l'instant");
        assert_eq!(from_now(Lang::Es, d(30), true), "en un momento");
        assert_eq!(from_now(Lang::En, d(60), false), "1 minute ago");
        assert_eq!(bare(from_now(Lang::Ar, d(23 * 3600), true)), "بعد 23 ساعة");
    }

    #[test]
    fn signs_lists_ratings_and_streaks_follow_the_language() {
        assert_eq!(percent(Lang::En, 69.6), "70%");
        assert_eq!(percent(Lang::Fr, 70.0), "70\u{202f}%");
        assert_eq!(bare(percent(Lang::Ar, 70.0)), "70٪");
        assert_eq!(list(Lang::En, ["1", "5", "13"]), "1, 5, 13");
        assert_eq!(list(Lang::Ar, ["1", "5", "13"]), "1، 5، 13");
        assert_eq!(and_list(Lang::En, ["alice", "bob", "carol"]), "alice, bob and carol");
        assert_eq!(and_list(Lang::Fr, ["alice", "bob"]), "alice et bob");
        assert_eq!(and_list(Lang::Es, ["alice"]), "alice");
        assert_eq!(and_list(Lang::Ar, ["أ", "ب", "ج"]), "أ، ب وج");
        assert_eq!(and_list(Lang::En, Vec::<String>::new()), "");
        assert_eq!(or_list(Lang::Es, ["d4", "e4", "f4"]), "d4, e4 o f4");
        assert_eq!(or_list(Lang::Fr, ["d4"]), "d4");
        assert_eq!(rating(Lang::En, 1500.4, true), "1500?");
        assert_eq!(rating(Lang::En, 1500.4, false), "1500");
        assert_eq!(bare(rating(Lang::Ar, 1500.0, true)), "1500؟");
        assert_eq!(streak(Lang::En, -3), "3 defeats in a row");
        assert_eq!(streak(Lang::En, 1), "1 win");
        assert_eq!(streak(Lang::Es, 0), "sin racha");
        assert_eq!(bare(streak(Lang::Ar, -2)), "هزيمتان متتاليتان");
    }
}
