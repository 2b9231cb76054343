//! `render` and `replay`: board images from the command line.

use super::CliError;
use super::local_cmd::{environment_lang, parse_lang};
use super::rules_cmds::PositionArgs;
use crate::i18n::{self, Lang};
use crate::render::{self, LastMove, MAX_REPLAY_PLIES, Orientation, RenderOptions, ReplayOptions, Theme};
use crate::rules::{Game, Position, Rules};
use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Longest `--moves` text read.
pub const MAX_MOVES_TEXT: usize = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    Black,
    White,
}

/// A board theme, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    /// Light sand in a walnut frame.
    Sand,
    /// Slate and charcoal.
    Dark,
    /// High contrast, marks kept apart for colour-blind eyes.
    Contrast,
}

impl From<ThemeArg> for Theme {
    fn from(theme: ThemeArg) -> Theme {
        match theme {
            ThemeArg::Sand => Theme::Sand,
            ThemeArg::Dark => Theme::Dark,
            ThemeArg::Contrast => Theme::Contrast,
        }
    }
}

impl From<Side> for Orientation {
    fn from(side: Side) -> Orientation {
        match side {
            Side::Black => Orientation::Black,
            Side::White => Orientation::White,
        }
    }
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    pub at: PositionArgs,
    /// A move played FROM --position (any accepted notation; no huff). The image
    /// shows the position AFTER it, with the move's path drawn and the captured
    /// pieces crossed out where they stood.
    #[arg(long, value_name = "MOVE")]
    pub last_move: Option<String>,
    /// Whose side is at the bottom [default: the side to move in the image].
    #[arg(long, value_enum)]
    pub side: Option<Side>,
    /// Caption text [default: "Black to move" or "White to move", in --lang].
    #[arg(long)]
    pub caption: Option<String>,
    /// Language of the caption: en, fr, es or ar (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else English).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// How the board looks.
    #[arg(long, value_enum, default_value = "sand")]
    pub theme: ThemeArg,
    /// The PNG file to write.
    #[arg(long, value_name = "FILE.png")]
    pub out: PathBuf,
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))
}

pub fn render(args: RenderArgs) -> Result<(), CliError> {
    let (rules, position) = args.at.resolve()?;
    let (position, last_move) = match args.last_move.as_deref().map(str::trim) {
        None => (position, None),
        Some(text) if text.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("huff")) => {
            return Err(CliError(
                "--last-move cannot hold a huff: huff rights come from the game record (use `replay`)".into(),
            ));
        }
        Some(text) => {
            let mv = position.parse_move(&rules, text).map_err(|e| CliError(format!("--last-move: {e}")))?;
            (position.play_unchecked(&mv), Some(LastMove::new(&position, &mv)))
        }
    };
    let mut options = RenderOptions::for_position(&position);
    if let Some(side) = args.side {
        options.orientation = side.into();
    }
    options.last_move = last_move;
    let lang = args.lang.or_else(environment_lang).unwrap_or_default();
    options.caption = Some(
        args.caption
            .unwrap_or_else(|| crate::t!(lang, "caption-to-move", colour = i18n::colour(lang, position.turn()))),
    );
    options.theme = args.theme.into();

    let started = Instant::now();
    render::prepare(position.size(), options.theme);
    let prepared = started.elapsed();
    let started = Instant::now();
    let png = render::board_png(&position, &options);
    let took = started.elapsed();
    write(&args.out, &png)?;
    let layout = render::Layout::of(position.size());
    println!(
        "wrote {}: {}x{} px, {} bytes, drawn and encoded in {:.2} ms (fixed parts drawn once before, in {:.1} ms)",
        args.out.display(),
        layout.width,
        layout.height,
        png.len(),
        took.as_secs_f64() * 1e3,
        prepared.as_secs_f64() * 1e3
    );
    Ok(())
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// Rules spec, e.g. `zamma` or `sahara`.
    #[arg(long, default_value = "zamma")]
    pub rules: String,
    /// The moves from the start, separated by spaces, in any accepted notation,
    /// e.g. "e4-e5 e6xe4 e3xe5". A huff turn is written `huff d4, c3-c4`.
    #[arg(long)]
    pub moves: String,
    /// Whose side is at the bottom.
    #[arg(long, value_enum, default_value = "black")]
    pub side: Side,
    /// Language of the captions: en, fr, es or ar (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else English).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// How the board looks.
    #[arg(long, value_enum, default_value = "sand")]
    pub theme: ThemeArg,
    /// The GIF file to write.
    #[arg(long, value_name = "FILE.gif")]
    pub out: PathBuf,
}

/// Split a space-separated list of turns, keeping `huff d4, c3-c4` together.
pub fn split_turns(text: &str) -> Vec<String> {
    let mut tokens = text.split_whitespace();
    let mut turns = Vec::new();
    while let Some(token) = tokens.next() {
        let Some(rest) = token.get(..4).filter(|p| p.eq_ignore_ascii_case("huff")).map(|_| &token[4..]) else {
            turns.push(token.to_string());
            continue;
        };
        let mut turn = token.to_string();
        // The point: in this token (`huff,d4`), or the next.
        let point = if rest.trim_start_matches([',', ';']).is_empty() {
            match tokens.next() {
                Some(p) => {
                    turn.push(' ');
                    turn.push_str(p);
                    p
                }
                None => "",
            }
        } else {
            rest
        };
        // The move: in the same token after a comma (`d4,c3-c4`), or the next.
        let has_move = point.trim_end_matches([',', ';']).contains([',', ';']);
        if !point.is_empty()
            && !has_move
            && let Some(m) = tokens.next()
        {
            turn.push(' ');
            turn.push_str(m);
        }
        turns.push(turn);
    }
    turns
}

/// The game `--moves` plays from the start under `--rules` (at most
/// `max_plies` turns; `what` names the command in the refusal).
pub fn game_from_moves(rules: &str, moves: &str, max_plies: usize, what: &str) -> Result<Game, CliError> {
    let rules: Rules = rules.parse()?;
    if moves.len() > MAX_MOVES_TEXT {
        return Err(CliError(format!("--moves is longer than {MAX_MOVES_TEXT} characters")));
    }
    let turns = split_turns(moves);
    if turns.len() > max_plies {
        return Err(CliError(format!("{} moves given; {what} at most {max_plies}", turns.len())));
    }
    Game::replay(rules, Position::start(rules.board), turns.iter().map(String::as_str))
        .map_err(|(n, e)| CliError(format!("move {n} (`{}`): {e}", turns.get(n.wrapping_sub(1)).map_or("", |t| t))))
}

pub fn replay(args: ReplayArgs) -> Result<(), CliError> {
    let game = game_from_moves(&args.rules, &args.moves, MAX_REPLAY_PLIES, "a replay shows")?;
    let rules = *game.rules();
    let options = ReplayOptions { orientation: args.side.into(), theme: args.theme.into(), ..ReplayOptions::default() };
    let started = Instant::now();
    render::prepare(rules.board, options.theme);
    let prepared = started.elapsed();
    let started = Instant::now();
    let lang = args.lang.or_else(environment_lang).unwrap_or_default();
    let gif = render::replay_gif(&game, &options, |frame| i18n::replay_caption(lang, frame))?;
    let took = started.elapsed();
    write(&args.out, &gif)?;
    let layout = render::Layout::of(rules.board);
    println!(
        "wrote {}: {} frames of {}x{} px, {} bytes, drawn and encoded in {:.0} ms (fixed parts drawn once before, in {:.1} ms)",
        args.out.display(),
        game.turns().len() + 1,
        layout.width,
        layout.height,
        gif.len(),
        took.as_secs_f64() * 1e3,
        prepared.as_secs_f64() * 1e3
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::split_turns;

    #[test]
    fn huff_turns_stay_together() {
        assert_eq!(split_turns(" e4-e5  d6xf4 "), ["e4-e5", "d6xf4"]);
        assert_eq!(split_turns("a1-a2 huff d4, c3-c4 b2-b3"), ["a1-a2", "huff d4, c3-c4", "b2-b3"]);
        assert_eq!(split_turns("huff d4,c3-c4 b2-b3"), ["huff d4,c3-c4", "b2-b3"]);
        assert_eq!(split_turns("HUFF d4 c3-c4 b2-b3"), ["HUFF d4 c3-c4", "b2-b3"]);
        assert_eq!(split_turns("huff d4 ,c3-c4"), ["huff d4 ,c3-c4"]);
        assert_eq!(split_turns("c3-c4 huff"), ["c3-c4", "huff"]);
        assert_eq!(split_turns("c3-c4 huff d4,"), ["c3-c4", "huff d4,"]);
    }
}
