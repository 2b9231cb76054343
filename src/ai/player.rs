//! Players for computer games and matches: `random`, `greedy` and `ai:<level>`.

use super::level::{Level, LevelError};
use super::search::{SearchStats, analyse};
use crate::rules::{Game, Move, Rules, Turn};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::fmt;
use std::str::FromStr;

/// Who chooses the turns of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A uniformly random legal move; in huff games it huffs half of the time.
    Random,
    /// A maximal capture when there is one, else a random move; always huffs when it may.
    Greedy,
    /// The searching engine at a level.
    Computer(Level),
}

impl Player {
    /// The player's turn (`None` when the game is over), with search
    /// statistics for the engine. Reproducible for a given seed.
    pub fn choose(&self, game: &Game, seed: u64) -> Option<(Turn, Option<SearchStats>)> {
        if game.outcome().is_some() {
            return None;
        }
        let mut rng = SmallRng::seed_from_u64(seed);
        match self {
            Player::Computer(level) => analyse(game, &level.settings(), seed).map(|a| (a.turn, Some(a.stats))),
            Player::Random => {
                let huff = game.huffable().nonempty() && (game.legal_moves().is_empty() || rng.random_bool(0.5));
                random_turn(game, huff, &mut rng, |moves, rng| moves[rng.random_range(0..moves.len())])
                    .map(|t| (t, None))
            }
            Player::Greedy => random_turn(game, true, &mut rng, |moves, rng| {
                let max = moves.iter().map(Move::capture_count).max().unwrap_or(0);
                let best: Vec<&Move> = moves.iter().filter(|m| m.capture_count() == max).collect();
                *best[rng.random_range(0..best.len())]
            })
            .map(|t| (t, None)),
        }
    }
}

/// A turn with a random huff (when `huff` and one is allowed that leaves a
/// move) and a move picked by `pick` from the legal moves.
fn random_turn(
    game: &Game,
    huff: bool,
    rng: &mut SmallRng,
    pick: impl Fn(&[Move], &mut SmallRng) -> Move,
) -> Option<Turn> {
    if huff {
        let mut options: Vec<_> = game.huffable().into_iter().collect();
        while !options.is_empty() {
            let at = options.swap_remove(rng.random_range(0..options.len()));
            let legal = game.moves_after_huff(at).unwrap_or_default();
            if !legal.is_empty() {
                return Some(Turn { huff: Some(at), mv: pick(&legal, rng) });
            }
        }
    }
    let legal = game.legal_moves();
    (!legal.is_empty()).then(|| Turn { huff: None, mv: pick(legal, rng) })
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Computer(level) => write!(f, "ai:{level}"),
        }
    }
}

/// A player name that is not `random`, `greedy` or `ai:<level>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    Unknown(String),
    Level(LevelError),
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerError::Unknown(name) => {
                write!(f, "unknown player `{name}`; choose random, greedy or ai:<level> with a level from 1 to 5")
            }
            PlayerError::Level(e) => write!(f, "bad player level: {e}"),
        }
    }
}

impl std::error::Error for PlayerError {}

impl FromStr for Player {
    type Err = PlayerError;

    fn from_str(text: &str) -> Result<Player, PlayerError> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => match t.strip_prefix("ai:") {
                Some(level) => level.parse().map(Player::Computer).map_err(PlayerError::Level),
                None => Err(PlayerError::Unknown(text.trim().chars().take(30).collect())),
            },
        }
    }
}

/// Play one uniformly random game to its end. In huff games the side to move
/// huffs a random huffable piece half of the time (always, when it must).
/// (For playouts, tests and benchmarks: the same seed gives the same game.)
pub fn random_game(rules: Rules, rng: &mut impl Rng) -> Game {
    let mut game = Game::new(rules);
    while game.outcome().is_none() {
        let huffable = game.huffable();
        let huff = if huffable.nonempty() && (game.legal_moves().is_empty() || rng.random_bool(0.5)) {
            let pick = rng.random_range(0..huffable.count() as usize);
            huffable.into_iter().nth(pick)
        } else {
            None
        };
        let turn = match huff {
            None => Turn { huff: None, mv: game.legal_moves()[rng.random_range(0..game.legal_moves().len())] },
            Some(at) => {
                let legal = game.moves_after_huff(at).unwrap_or_default();
                if legal.is_empty() {
                    continue; // this huff does not unblock; pick again
                }
                Turn { huff: Some(at), mv: legal[rng.random_range(0..legal.len())] }
            }
        };
        game.play(turn).expect("a listed legal move is playable");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_players() {
        for name in ["random", "greedy", "ai:1", "ai:5"] {
            assert_eq!(name.parse::<Player>().unwrap().to_string(), name);
        }
        assert_eq!(" AI:3 ".parse::<Player>().unwrap(), Player::Computer(Level::default()));
        let e = "chess".parse::<Player>().unwrap_err().to_string();
        assert!(e.contains("unknown player `chess`") && e.contains("ai:<level>"), "{e}");
        let e = "ai:9".parse::<Player>().unwrap_err().to_string();
        assert!(e.contains("`9` is not a level"), "{e}");
        assert!("ai".parse::<Player>().is_err());
    }
}
