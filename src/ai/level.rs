//! Playing strength: levels 1–5 and the search settings behind them.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How the search is bounded and how much it plays "like a human".
///
/// The node budget makes a search reproducible: the same game, settings and
/// seed give the same turn on any machine. The time cap is a safety net for a
/// slow or busy machine; a search stopped by it is no longer reproducible
/// (reported in [`SearchStats::timed_out`](super::SearchStats)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Stop the search after this many nodes.
    pub nodes: u64,
    /// Deepest iteration, in plies (quiescence search comes on top).
    pub depth: u8,
    /// Stop the search after this long, whatever the node count.
    pub time_cap: Duration,
    /// Random noise added to the score of every root move, in hundredths of a
    /// man, uniformly in `-noise..=noise` (0: always the best move found).
    pub noise: i32,
    /// The transposition table has `2^tt_bits` entries of 16 bytes.
    pub tt_bits: u8,
}

/// Nodes the level-5 search may visit: about one second per move on the
/// 2-core development machine (release build, one core); see docs/computer.md.
pub const LEVEL5_NODES: u64 = 1_500_000;

/// The hard time cap of every level. It is wall-clock time checked every
/// 1024 nodes, so a starved process can overshoot it; 1.6 s leaves room
/// below the 2 s a move may take (a 1.9 s cap once took 2.3 s under load).
pub const TIME_CAP: Duration = Duration::from_millis(1600);

/// A playing strength from 1 (beginner) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// The level with this number, if it is from 1 to 5.
    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (Self::MIN.0..=Self::MAX.0).contains(&n) { Ok(Level(n)) } else { Err(LevelError(n.to_string())) }
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    /// A few words for menus and help texts.
    pub const fn description(self) -> &'static str {
        match self.0 {
            1 => "beginner: looks one move ahead and often errs",
            2 => "casual: sees simple tactics, sometimes errs",
            3 => "club: a short search without errors",
            4 => "strong: a deeper search",
            _ => "strongest: about a second of search per move",
        }
    }

    /// The search settings of this level.
    pub const fn settings(self) -> Settings {
        let (nodes, depth, noise, tt_bits) = match self.0 {
            1 => (2_000, 1, 150, 10),
            2 => (8_000, 3, 40, 14),
            3 => (60_000, 64, 10, 16),
            4 => (300_000, 64, 0, 18),
            _ => (LEVEL5_NODES, 64, 0, 20),
        };
        Settings { nodes, depth, time_cap: TIME_CAP, noise, tt_bits }
    }
}

impl Default for Level {
    /// Level 3, a fair opponent for most players.
    fn default() -> Self {
        Level(3)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A level outside 1–5, or not a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a level; choose a whole number from 1 (beginner) to 5 (strongest)", self.0)
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(text: &str) -> Result<Level, LevelError> {
        let t = text.trim();
        let t = t.strip_prefix("level").or_else(|| t.strip_prefix("Level")).unwrap_or(t).trim();
        t.parse::<u8>()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or_else(|| LevelError(text.trim().chars().take(20).collect()))
    }
}

impl TryFrom<u8> for Level {
    type Error = LevelError;

    fn try_from(n: u8) -> Result<Level, LevelError> {
        Level::new(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_levels() {
        assert_eq!("3".parse::<Level>().unwrap().number(), 3);
        assert_eq!(" 5 ".parse::<Level>().unwrap(), Level::MAX);
        assert_eq!("level 1".parse::<Level>().unwrap(), Level::MIN);
        for bad in ["0", "6", "-1", "", "five", "3.5", "256"] {
            let e = bad.parse::<Level>().unwrap_err().to_string();
            assert!(e.contains("from 1 (beginner) to 5 (strongest)"), "{bad}: {e}");
        }
        assert_eq!(Level::new(9).unwrap_err().to_string().split('`').nth(1), Some("9"));
    }

    #[test]
    fn levels_grow_stronger() {
        for pair in Level::ALL.windows(2) {
            let (a, b) = (pair[0].settings(), pair[1].settings());
            assert!(a.nodes < b.nodes && a.noise >= b.noise && a.depth <= b.depth);
            assert!(b.time_cap <= Duration::from_secs(2));
        }
    }
}
