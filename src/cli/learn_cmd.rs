//! `learn verify`: prove every level of the course (or of a course file)
//! by search: reached in exactly its par, not before any move, and by one
//! first turn where it asks for the only move.

use super::CliError;
use crate::ai::lesson::Course;
use clap::{Args, Subcommand};

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
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| CliError(format!("{}: {e}", path.display())))?;
            Course::parse(&text).map_err(|e| CliError(format!("{}: {e}", path.display())))?
        }
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
    println!("{} stages, {} levels verified, {failed} failed", course.stages.len(), levels - failed);
    if failed > 0 {
        return Err(CliError(format!("{failed} levels of the course are not as written")));
    }
    Ok(())
}
