//! Glicko-2 ratings (skillratings): new ratings for both players of a game.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A rating is provisional while its deviation is above this.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The rating of someone who has not played yet (the database's default).
pub const START_RATING: f64 = 1500.0;

pub fn is_provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// New ratings of `a` and `b` after a game; `score_a` is 1 (a won), 0.5 or 0.
pub fn rate(a: Rating, b: Rating, score_a: f64) -> (Rating, Rating) {
    let to = |r: Rating| Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
    let from = |r: Glicko2Rating| Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
    let outcome = if score_a > 0.75 {
        Outcomes::WIN
    } else if score_a < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (na, nb) = glicko2(&to(a), &to(b), &outcome, &Glicko2Config::new());
    (from(na), from(nb))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NEW: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

    #[test]
    fn winner_gains_loser_loses_symmetrically_for_equal_players() {
        let (w, l) = rate(NEW, NEW, 1.0);
        assert!(w.rating > 1500.0 && l.rating < 1500.0);
        assert!((w.rating - 1500.0 - (1500.0 - l.rating)).abs() < 1e-6);
        assert!(w.deviation < 350.0);
        let (a, b) = rate(NEW, NEW, 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn provisional_until_the_deviation_falls() {
        assert!(is_provisional(350.0));
        assert!(!is_provisional(80.0));
    }
}
