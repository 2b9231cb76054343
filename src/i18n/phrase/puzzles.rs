//! Puzzles: their themes, the prompt, what a turn did, the leaderboard.

use super::colour;
use crate::i18n::Lang;
use crate::service::{PuzzleResult, PuzzleStanding, PuzzleTheme, PuzzleView};
use crate::t;

/// A puzzle theme's name.
pub fn theme_name(lang: Lang, theme: PuzzleTheme) -> String {
    t!(lang, "puzzle-theme", theme = theme.as_str())
}

/// What the solver is asked: whose move, and which step of how many.
pub fn puzzle_prompt(lang: Lang, view: &PuzzleView) -> String {
    let colour = colour(lang, view.solver);
    t!(lang, "puzzle-find", colour = colour, step = view.step + 1, steps = view.steps)
}

/// What a turn in a puzzle did, and (once it is over) the rating.
pub fn puzzle_result_text(lang: Lang, result: &PuzzleResult) -> String {
    let rating_line = |standing: &PuzzleStanding, change: Option<f64>| match change {
        Some(delta) => t!(
            lang,
            "puzzle-rating",
            rating = format!("{:.0}", standing.rating),
            delta = format!("{delta:+.0}"),
            streak = standing.streak
        ),
        None => t!(lang, "puzzle-unrated", rating = format!("{:.0}", standing.rating)),
    };
    match result {
        PuzzleResult::Right { played, reply, .. } => {
            t!(lang, "puzzle-right", played = played.to_string(), reply = reply.to_string())
        }
        PuzzleResult::Solved { played, view, standing, change } => {
            let themes: Vec<String> = view.themes.iter().map(|&t| theme_name(lang, t)).collect();
            let themes = if themes.is_empty() { "—".to_string() } else { crate::i18n::list(lang, &themes) };
            format!(
                "{} {}",
                t!(lang, "puzzle-solved", played = played.to_string(), themes = themes),
                rating_line(standing, *change)
            )
        }
        PuzzleResult::Wrong { played, solution, standing, change, .. } => format!(
            "{} {}",
            t!(lang, "puzzle-wrong", played = played.to_string(), solution = solution.to_string()),
            rating_line(standing, *change)
        ),
    }
}

/// One line of the solvers' leaderboard (`name` as the front end shows it).
pub fn puzzle_leader(lang: Lang, rank: usize, s: &PuzzleStanding, name: &str) -> String {
    let rating = crate::i18n::rating(lang, s.rating, s.provisional);
    t!(lang, "puzzle-leader", rank = rank, name = name, rating = rating, solved = s.solved, best = s.best_streak)
}
