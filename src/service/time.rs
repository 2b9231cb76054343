//! Move time limits written as `30m`, `12h`, `3d`, `1d12h`.

use super::ServiceError;
use std::time::Duration;

/// Parse a duration like `5m`, `24h`, `7d` or `1d12h` (no unit = minutes).
pub fn parse_move_time(text: &str) -> Result<Duration, ServiceError> {
    let bad = || ServiceError::BadMoveTime { text: text.chars().take(20).collect() };
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
    if total == 0 {
        return Err(bad());
    }
    Ok(Duration::from_secs(total))
}

/// `1d 12h`, `30m`, `2h`.
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
        assert_eq!(format_duration(Duration::from_secs(129_600)), "1d 12h");
        assert_eq!(format_duration(Duration::from_secs(300)), "5m");
    }
}
