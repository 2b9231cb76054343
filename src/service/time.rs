//! Durations people type — a time per move, a round's time, a delay before
//! a tournament starts — written as `30m`, `12h`, `3d`, `1d12h`; and the one
//! checked way to add such a duration to a date.

use super::ServiceError;
use chrono::{DateTime, TimeDelta, Utc};
use std::time::Duration;

/// No duration a person types means more than a year: anything longer is
/// refused while it is read, before anything adds it to a date.
pub const MAX_TYPED_DURATION: Duration = Duration::from_secs(366 * 86_400);

/// The longest wait before a tournament starts on its own.
pub const MAX_START_DELAY: Duration = Duration::from_secs(90 * 86_400);

/// What a typed duration is for: it decides how a bad one is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DurationUse {
    /// The time each player has for a move.
    MoveTime,
    /// The longest a tournament round lasts.
    RoundTime,
    /// How long from now a tournament starts on its own.
    StartDelay,
}

/// Parse a time per move like `5m`, `24h`, `7d` or `1d12h` (no unit = minutes).
pub fn parse_move_time(text: &str) -> Result<Duration, ServiceError> {
    parse_duration(text, DurationUse::MoveTime)
}

/// Parse a duration like `5m`, `24h`, `7d` or `1d12h` (no unit = minutes),
/// typed for `what`. Never more than [`MAX_TYPED_DURATION`]; never zero.
pub fn parse_duration(text: &str, what: DurationUse) -> Result<Duration, ServiceError> {
    let shown: String = text.trim().chars().take(20).collect();
    let bad = || match what {
        DurationUse::MoveTime => ServiceError::BadMoveTime { text: shown.clone() },
        DurationUse::RoundTime => ServiceError::BadRoundTime { text: shown.clone(), max: super::MAX_ROUND_TIME },
        DurationUse::StartDelay => ServiceError::BadStartDelay { text: shown.clone(), max: MAX_START_DELAY },
    };
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() || t.len() > 20 {
        return Err(bad());
    }
    let mut total: u64 = 0;
    let mut number = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86_400,
            'w' => 7 * 86_400,
            ' ' => continue,
            _ => return Err(bad()),
        };
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = total.checked_add(n.checked_mul(unit).ok_or_else(bad)?).ok_or_else(bad)?;
        number.clear();
    }
    if !number.is_empty() {
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = total.checked_add(n.checked_mul(60).ok_or_else(bad)?).ok_or_else(bad)?;
    }
    if total == 0 || total > MAX_TYPED_DURATION.as_secs() {
        return Err(bad());
    }
    Ok(Duration::from_secs(total))
}

/// `at` plus `after`, or `None` when the sum is past the last date chrono
/// can hold: date arithmetic on typed durations never panics.
pub fn checked_later(at: DateTime<Utc>, after: Duration) -> Option<DateTime<Utc>> {
    at.checked_add_signed(TimeDelta::from_std(after).ok()?)
}

/// A duration in the notation people type it in (`1d 12h`, `30m`, `2h`),
/// for echoing what was typed. What a person reads is phrased in words by
/// `i18n::duration` instead.
pub fn format_duration(d: Duration) -> String {
    let s = d.as_secs();
    let (days, hours, mins) = (s / 86_400, s % 86_400 / 3600, s % 3600 / 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(format!("{days}d"));
    }
    if hours > 0 {
        parts.push(format!("{hours}h"));
    }
    if mins > 0 || parts.is_empty() {
        parts.push(format!("{mins}m"));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_formats() {
        assert_eq!(parse_move_time("5m").unwrap(), Duration::from_secs(300));
        assert_eq!(parse_move_time("1d12h").unwrap(), Duration::from_secs(129_600));
        assert_eq!(parse_move_time("90").unwrap(), Duration::from_secs(5400));
        assert!(parse_move_time("soon").is_err());
        assert!(parse_move_time("0m").is_err());
        assert!(parse_move_time("99999999999999999d").is_err());
        assert!(parse_move_time("9999999999999999999s").is_err(), "past a year");
        assert!(parse_move_time("367d").is_err(), "past a year");
        assert_eq!(parse_move_time("366d").unwrap(), MAX_TYPED_DURATION);
        assert!(matches!(
            parse_duration("soon", DurationUse::StartDelay),
            Err(ServiceError::BadStartDelay { text, .. }) if text == "soon"
        ));
        assert!(matches!(parse_duration("400d", DurationUse::RoundTime), Err(ServiceError::BadRoundTime { .. })));
        assert_eq!(format_duration(Duration::from_secs(129_600)), "1d 12h");
        assert_eq!(format_duration(Duration::from_secs(300)), "5m");
    }

    #[test]
    fn later_never_overflows() {
        let now = Utc::now();
        assert_eq!(checked_later(now, Duration::from_secs(60)), Some(now + TimeDelta::seconds(60)));
        assert_eq!(checked_later(now, Duration::from_secs(u64::MAX)), None);
        assert_eq!(checked_later(now, Duration::from_secs(99_999_999 * 86_400)), None);
    }

    proptest::proptest! {
        /// Whatever is typed, reading it never panics, and what is read is
        /// at most a year and can be added to any date up to year 9999.
        #[test]
        fn typed_durations_are_bounded(text in "\\PC{0,24}", digits in "[0-9]{1,22}", unit in "[smhdw ]?") {
            for t in [text, format!("{digits}{unit}")] {
                for what in [DurationUse::MoveTime, DurationUse::RoundTime, DurationUse::StartDelay] {
                    if let Ok(d) = parse_duration(&t, what) {
                        proptest::prop_assert!(d > Duration::ZERO && d <= MAX_TYPED_DURATION);
                        let last = DateTime::<Utc>::from_timestamp(253_402_300_799 - MAX_TYPED_DURATION.as_secs() as i64, 0).unwrap();
                        proptest::prop_assert!(checked_later(last, d).is_some());
                    }
                }
            }
        }

        /// Any duration added to any date: a date or `None`, never a panic.
        #[test]
        fn any_sum_is_checked(secs in proptest::prelude::any::<u64>(), stamp in -8_000_000_000_000i64..8_000_000_000_000) {
            if let Some(at) = DateTime::<Utc>::from_timestamp(stamp, 0) {
                let _ = checked_later(at, Duration::from_secs(secs));
            }
        }
    }
}
