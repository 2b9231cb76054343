//! The course (Learn), phrased: a level's stage, goal, par and best; what a
//! turn did; the stages with their stars. The stages' and levels' own words
//! are in `learn.ftl`, by their ids.

use crate::i18n::Lang;
use crate::rules::Turn;
use crate::service::learn::{COURSE, Place};
use crate::service::{Best, Failure, LearnProgress, LearnResult};
use crate::t;

/// A stage's title.
pub fn stage_title(lang: Lang, place: Place) -> String {
    t!(lang, &format!("learn-stage-{}", place.stage.id))
}

/// A level's goal, as one sentence.
pub fn level_goal(lang: Lang, place: Place) -> String {
    t!(lang, &format!("learn-level-{}", place.level.id))
}

/// A level's hint.
pub fn level_hint(lang: Lang, place: Place) -> String {
    t!(lang, &format!("learn-level-{}-hint", place.level.id))
}

/// A stage's lesson: what it teaches, for someone new to the game.
pub fn stage_intro(lang: Lang, place: Place) -> String {
    t!(lang, &format!("learn-stage-{}-intro", place.stage.id))
}

/// "Stage 3 of 14: Capturing".
fn stage_heading(lang: Lang, place: Place) -> String {
    t!(
        lang,
        "learn-stage-heading",
        number = place.stage_index + 1,
        stages = COURSE.stages.len(),
        title = stage_title(lang, place)
    )
}

/// "Level 2 of 5 · par 3 turns".
fn level_number(lang: Lang, place: Place) -> String {
    t!(lang, "learn-level-heading", number = place.index + 1, levels = place.stage.lessons.len(), par = place.level.par)
}

/// Where a level stands: its stage, its number and its par, on one line.
pub fn level_heading(lang: Lang, place: Place) -> String {
    t!(lang, "learn-heading", stage = stage_heading(lang, place), level = level_number(lang, place))
}

/// The level's words: its stage (with the stage's lesson when `intro`),
/// its goal, its par and the learner's best.
pub fn level_text(lang: Lang, place: Place, best: Option<Best>, intro: bool) -> String {
    let mut lines = vec![stage_heading(lang, place)];
    if intro {
        lines.push(stage_intro(lang, place));
    }
    lines.push(level_number(lang, place));
    lines.push(level_goal(lang, place));
    if let Some(best) = best {
        lines.push(t!(lang, "learn-best", turns = best.turns, stars = best.stars));
    }
    lines.join("\n")
}

/// What the learner played, and the other side's answer, if any.
fn played_text(lang: Lang, played: &Turn, reply: Option<&Turn>) -> String {
    match reply {
        Some(reply) => t!(lang, "learn-played-reply", turn = played.to_string(), reply = reply.to_string()),
        None => t!(lang, "learn-played", turn = played.to_string()),
    }
}

/// What a turn in a level did: what was played, and, once the level is
/// over, how it went.
pub fn learn_result_text(lang: Lang, result: &LearnResult) -> String {
    match result {
        LearnResult::Going { played, reply, .. } => played_text(lang, played, reply.as_ref()),
        LearnResult::Done { played, reply, view, turns, stars, before, stage_finished, course_finished, .. } => {
            let mut lines = vec![played_text(lang, played, reply.as_ref())];
            lines.push(t!(lang, "learn-done", turns = *turns, stars = *stars, par = view.place.level.par));
            if let Some(before) = before.filter(|b| b.turns <= *turns) {
                lines.push(t!(lang, "learn-best", turns = before.turns, stars = before.stars));
            }
            // A stage is finished when all its levels are done, whichever
            // was done last; the course when all of them are.
            if *stage_finished {
                lines.push(t!(lang, "learn-stage-done", title = stage_title(lang, view.place)));
            }
            if let Some(all) = course_finished {
                let max = COURSE.lessons().count() * 3;
                let level = crate::service::learn::computer_level_after(COURSE.stages.len() - 1);
                lines.push(t!(lang, "learn-course-done", stars = *all, max = max, level = level));
            }
            lines.join("\n")
        }
        LearnResult::Failed { played, reply, why, .. } => {
            let why = match why {
                Failure::Lost => t!(lang, "learn-failed-lost"),
                Failure::Drawn => t!(lang, "learn-failed-drawn"),
                Failure::Ended => t!(lang, "learn-failed-ended"),
                Failure::OffScript => t!(lang, "learn-failed-off-script"),
                Failure::TooLong => t!(lang, "learn-failed-too-long"),
                Failure::NotTheMove { refutation: Some(r) } => {
                    t!(lang, "learn-failed-not-the-move-refuted", turn = played.to_string(), reply = r.to_string())
                }
                Failure::NotTheMove { refutation: None } => {
                    t!(lang, "learn-failed-not-the-move", turn = played.to_string())
                }
            };
            format!("{}\n{why}", played_text(lang, played, reply.as_ref()))
        }
    }
}

/// The stages with the learner's stars, and the level they go on with.
pub fn learn_progress_text(lang: Lang, progress: &LearnProgress) -> String {
    let mut lines = vec![learn_progress_title(lang, progress)];
    lines.extend((0..progress.stages.len()).map(|i| stage_progress(lang, progress, i)));
    lines.push(t!(lang, "learn-progress-next", title = level_goal(lang, progress.next)));
    lines.join("\n")
}

/// The course's title line: the learner's stars out of all there are.
pub fn learn_progress_title(lang: Lang, progress: &LearnProgress) -> String {
    t!(lang, "learn-progress-title", stars = progress.stars(), max = COURSE.lessons().count() * 3)
}

/// Stage `i` of the course as the learner stands in it: its number, title,
/// levels done and stars.
pub fn stage_progress(lang: Lang, progress: &LearnProgress, i: usize) -> String {
    let Some((stage, levels)) = progress.stages.get(i) else { return String::new() };
    let stars: u32 = levels.iter().flatten().map(|b| u32::from(b.stars)).sum();
    t!(
        lang,
        "learn-progress-stage",
        number = i + 1,
        title = t!(lang, &format!("learn-stage-{}", stage.id)),
        done = levels.iter().flatten().count(),
        levels = levels.len(),
        stars = stars
    )
}
