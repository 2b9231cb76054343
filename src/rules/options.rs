//! Rule options, presets and the rules spec string `<preset>[,<option>=<value>]...`.

use super::geometry::BoardSize;
use std::fmt;
use std::str::FromStr;

/// When captured pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Removal {
    /// Zamma/Damma: captured pieces stay (and block) until the move ends.
    Deferred,
    /// Srand/Dhamet: each captured piece leaves at once.
    Immediate,
}

/// Where a flying mullah may land after a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Landing {
    /// On any of the consecutive empty points beyond the captured piece.
    Any,
    /// Only directly behind the captured piece.
    Behind,
}

/// Whether the majority capture is enforced or punished by huffing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Majority {
    /// Only maximal captures are legal.
    Enforced,
    /// Any move is playable; a fault lets the opponent huff a piece.
    Huff,
}

/// The named rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    Zamma,
    Dhamet,
    Sahara,
    Zamma5,
}

impl Preset {
    pub const ALL: [Preset; 4] = [Preset::Zamma, Preset::Dhamet, Preset::Sahara, Preset::Zamma5];

    pub const fn name(self) -> &'static str {
        match self {
            Preset::Zamma => "zamma",
            Preset::Dhamet => "dhamet",
            Preset::Sahara => "sahara",
            Preset::Zamma5 => "zamma5",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        match name.to_ascii_lowercase().as_str() {
            "zamma" | "damma" => Some(Preset::Zamma),
            "dhamet" | "srand" => Some(Preset::Dhamet),
            "sahara" => Some(Preset::Sahara),
            "zamma5" => Some(Preset::Zamma5),
            _ => None,
        }
    }

    pub const fn rules(self) -> Rules {
        let base = Rules {
            preset: self,
            board: BoardSize::Nine,
            removal: Removal::Deferred,
            landing: Landing::Any,
            majority: Majority::Enforced,
            count: false,
            stall: DEFAULT_STALL,
        };
        match self {
            Preset::Zamma => base,
            Preset::Dhamet => Rules { removal: Removal::Immediate, ..base },
            Preset::Sahara => Rules {
                removal: Removal::Immediate,
                landing: Landing::Behind,
                majority: Majority::Huff,
                count: true,
                ..base
            },
            Preset::Zamma5 => Rules { board: BoardSize::Five, ..base },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Default stall limit in plies (house rule).
pub const DEFAULT_STALL: u16 = 100;
/// Longest rules spec we read.
pub const MAX_SPEC_LEN: usize = 200;

/// A complete set of rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The preset these options started from (kept for display).
    pub preset: Preset,
    pub board: BoardSize,
    pub removal: Removal,
    pub landing: Landing,
    pub majority: Majority,
    /// Draws by agreement, repetition or stall go to the side with more pieces.
    pub count: bool,
    /// Plies without a capture or a man's move after which the game is drawn; 0 = never.
    pub stall: u16,
}

impl Rules {
    /// Has a game drawn by the stall rule after `plies` plies without a
    /// capture, a huff or a man's move (see [`crate::rules::Turn::is_irreversible`])?
    /// Never when `stall` is 0.
    #[inline]
    pub fn stall_reached(&self, plies: u32) -> bool {
        self.stall > 0 && plies >= u32::from(self.stall)
    }
}

impl Default for Rules {
    fn default() -> Self {
        Preset::Zamma.rules()
    }
}

/// Why a rules spec string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    Empty,
    TooLong,
    UnknownPreset(String),
    MissingValue(String),
    UnknownOption(String),
    BadValue { option: &'static str, value: String, expected: Expected },
    Repeated(&'static str),
}

/// The values an option takes, for the sentence that refuses another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// One of two words.
    Either(&'static str, &'static str),
    /// A number of plies from 0 (off) to the maximum.
    Plies { max: u16 },
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Either(a, b) => write!(f, "`{a}` or `{b}`"),
            Expected::Plies { max } => write!(f, "a number of plies from 0 (off) to {max}"),
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Empty => write!(f, "the rules are empty; name a preset such as `zamma`"),
            RulesError::TooLong => {
                write!(f, "the rules text is longer than {MAX_SPEC_LEN} characters")
            }
            RulesError::UnknownPreset(p) => {
                write!(f, "unknown preset `{p}`; choose one of zamma, dhamet (or srand), sahara, zamma5")
            }
            RulesError::MissingValue(o) => {
                write!(f, "option `{o}` needs a value, written `{o}=<value>`")
            }
            RulesError::UnknownOption(o) => {
                write!(f, "unknown option `{o}`; the options are removal, landing, majority, count, stall, board")
            }
            RulesError::BadValue { option, value, expected } => {
                write!(f, "`{value}` is not a value of `{option}`; use {expected}")
            }
            RulesError::Repeated(o) => write!(f, "option `{o}` is given twice"),
        }
    }
}

impl std::error::Error for RulesError {}

impl FromStr for Rules {
    type Err = RulesError;

    fn from_str(spec: &str) -> Result<Rules, RulesError> {
        if spec.len() > MAX_SPEC_LEN {
            return Err(RulesError::TooLong);
        }
        let mut parts = spec.split(',').map(str::trim);
        let preset_name = parts.next().unwrap_or_default();
        if preset_name.is_empty() {
            return Err(RulesError::Empty);
        }
        let preset =
            Preset::from_name(preset_name).ok_or_else(|| RulesError::UnknownPreset(preset_name.to_string()))?;
        let mut rules = preset.rules();
        let mut seen: Vec<&'static str> = Vec::new();
        for part in parts.filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_ascii_lowercase()))
                .ok_or_else(|| RulesError::MissingValue(part.to_string()))?;
            let option = rules.set(&key, &value)?;
            if seen.contains(&option) {
                return Err(RulesError::Repeated(option));
            }
            seen.push(option);
        }
        Ok(rules)
    }
}

impl Rules {
    /// Set one option by name; returns the option's canonical name.
    fn set(&mut self, key: &str, value: &str) -> Result<&'static str, RulesError> {
        fn bad(option: &'static str, value: &str, expected: Expected) -> RulesError {
            RulesError::BadValue { option, value: value.to_string(), expected }
        }
        match key {
            "removal" => {
                self.removal = match value {
                    "deferred" => Removal::Deferred,
                    "immediate" => Removal::Immediate,
                    _ => return Err(bad("removal", value, Expected::Either("deferred", "immediate"))),
                };
                Ok("removal")
            }
            "landing" => {
                self.landing = match value {
                    "any" => Landing::Any,
                    "behind" => Landing::Behind,
                    _ => return Err(bad("landing", value, Expected::Either("any", "behind"))),
                };
                Ok("landing")
            }
            "majority" => {
                self.majority = match value {
                    "enforced" => Majority::Enforced,
                    "huff" => Majority::Huff,
                    _ => return Err(bad("majority", value, Expected::Either("enforced", "huff"))),
                };
                Ok("majority")
            }
            "count" => {
                self.count = match value {
                    "yes" | "on" | "true" | "1" => true,
                    "no" | "off" | "false" | "0" => false,
                    _ => return Err(bad("count", value, Expected::Either("yes", "no"))),
                };
                Ok("count")
            }
            "stall" => {
                self.stall = value
                    .parse::<u16>()
                    .ok()
                    .filter(|&n| n <= 10_000)
                    .ok_or_else(|| bad("stall", value, Expected::Plies { max: 10_000 }))?;
                Ok("stall")
            }
            "board" => {
                self.board = match value {
                    "9x9" | "9" => BoardSize::Nine,
                    "5x5" | "5" => BoardSize::Five,
                    _ => return Err(bad("board", value, Expected::Either("9x9", "5x5"))),
                };
                Ok("board")
            }
            _ => Err(RulesError::UnknownOption(key.to_string())),
        }
    }
}

impl fmt::Display for Rules {
    /// The preset followed by every option that differs from it, so that the
    /// text parses back to the same rules.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = self.preset.rules();
        f.write_str(self.preset.name())?;
        if self.board != base.board {
            write!(f, ",board={}", self.board)?;
        }
        if self.removal != base.removal {
            let v = match self.removal {
                Removal::Deferred => "deferred",
                Removal::Immediate => "immediate",
            };
            write!(f, ",removal={v}")?;
        }
        if self.landing != base.landing {
            let v = match self.landing {
                Landing::Any => "any",
                Landing::Behind => "behind",
            };
            write!(f, ",landing={v}")?;
        }
        if self.majority != base.majority {
            let v = match self.majority {
                Majority::Enforced => "enforced",
                Majority::Huff => "huff",
            };
            write!(f, ",majority={v}")?;
        }
        if self.count != base.count {
            write!(f, ",count={}", if self.count { "yes" } else { "no" })?;
        }
        if self.stall != base.stall {
            write!(f, ",stall={}", self.stall)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table() {
        let z: Rules = "zamma".parse().unwrap();
        assert_eq!(
            (z.removal, z.landing, z.majority, z.count),
            (Removal::Deferred, Landing::Any, Majority::Enforced, false)
        );
        let d: Rules = "srand".parse().unwrap();
        assert_eq!(d.preset, Preset::Dhamet);
        assert_eq!(d.removal, Removal::Immediate);
        let s: Rules = "sahara".parse().unwrap();
        assert_eq!(
            (s.removal, s.landing, s.majority, s.count),
            (Removal::Immediate, Landing::Behind, Majority::Huff, true)
        );
        let f: Rules = "zamma5".parse().unwrap();
        assert_eq!(f.board, BoardSize::Five);
    }

    #[test]
    fn overrides_and_round_trip() {
        let r: Rules = " Zamma , landing=behind,stall=0, board=5x5".parse().unwrap();
        assert_eq!(r.landing, Landing::Behind);
        assert_eq!(r.stall, 0);
        assert_eq!(r.board, BoardSize::Five);
        assert_eq!(r.to_string(), "zamma,board=5x5,landing=behind,stall=0");
        assert_eq!(r.to_string().parse::<Rules>().unwrap(), r);
        assert_eq!(Rules::default().to_string(), "zamma");
    }

    #[test]
    fn clear_errors() {
        let e = |s: &str| s.parse::<Rules>().unwrap_err().to_string();
        assert!(e("chess").contains("unknown preset `chess`"));
        assert!(e("zamma,landing").contains("needs a value"));
        assert!(e("zamma,speed=3").contains("unknown option `speed`"));
        assert!(e("zamma,landing=far").contains("`any` or `behind`"));
        assert!(e("zamma,count=yes,count=no").contains("given twice"));
        assert!(e("").contains("empty"));
        assert!(e(&"z".repeat(500)).contains("longer"));
    }
}
