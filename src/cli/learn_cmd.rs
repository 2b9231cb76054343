//! `learn verify`: prove every level of the course (or of a course file)
//! by search: reached in exactly its par, not before any move, and by one
//! first turn where it asks for the only move.

use super::CliError;
use crate::ai::lesson::{Course, CourseError};
use crate::console::{Line, MAX_LINE};
use clap::{Args, Subcommand};
use std::path::Path;

#[derive(Subcommand, Debug)]
pub enum LearnCommand {
    /// Prove every level by search; ends with
    /// `<N> stages, <M> levels verified, <F> failed`.
    Verify(VerifyArgs),
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// A course file (the format of `assets/learn/course.txt`); without one,
    /// the shipped course.
    pub file: Option<std::path::PathBuf>,
}

pub fn learn(command: LearnCommand) -> Result<(), CliError> {
    match command {
        LearnCommand::Verify(args) => verify(args),
    }
}

fn verify(args: VerifyArgs) -> Result<(), CliError> {
    let course = match &args.file {
        Some(path) => read(path)?,
        None => Course::shipped(),
    };
    let mut failed = 0;
    for stage in &course.stages {
        for lesson in &stage.lessons {
            if let Err(fault) = lesson.verify() {
                failed += 1;
                println!("{}/{}: {fault}", stage.id, lesson.id);
            }
        }
    }
    let levels = course.lessons().count();
    let counted = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let (stages, verified) =
        (counted(course.stages.len(), "stage", "stages"), counted(levels - failed, "level", "levels"));
    println!("{stages}, {verified} verified, {failed} failed");
    match failed {
        0 => {}
        1 => return Err(CliError("1 level of the course is not as written".into())),
        n => return Err(CliError(format!("{n} levels of the course are not as written"))),
    }
    Ok(())
}

/// The course in the file at `path`, read a bounded line at a time (a huge
/// file, or /dev/zero, never sits in memory); nothing of the file is
/// repeated raw in an error.
fn read(path: &Path) -> Result<Course, CliError> {
    let at = |e: &dyn std::fmt::Display| CliError(format!("{}: {}", path.display(), printable(&e.to_string())));
    let file = std::fs::File::open(path).map_err(|e| at(&e))?;
    let mut input = std::io::BufReader::new(file);
    let mut number = 0usize;
    let mut failed: Option<std::io::Error> = None;
    let lines = std::iter::from_fn(|| {
        number += 1;
        let line = number;
        match crate::console::read_line(&mut input) {
            Ok(None) => None,
            Ok(Some(Line::Text(text))) => Some(Ok(text)),
            Ok(Some(Line::TooLong)) => Some(Err(CourseError {
                line,
                message: format!("the line is longer than {MAX_LINE} characters; a course's lines are far shorter"),
            })),
            Ok(Some(Line::NotText)) => Some(Err(CourseError { line, message: "the line is not UTF-8 text".into() })),
            Err(e) => {
                failed = Some(e);
                None
            }
        }
    });
    let course = Course::read(lines);
    if let Some(e) = failed {
        return Err(at(&e));
    }
    course.map_err(|e| at(&e))
}

/// An error's text as printed: no control character, and not endless.
fn printable(text: &str) -> String {
    const MOST: usize = 300;
    let mut out: String = text.chars().take(MOST).map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect();
    if text.chars().count() > MOST {
        out.push('…');
    }
    out
}
