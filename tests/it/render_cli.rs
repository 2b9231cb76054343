//! The command-line contract of `render` and `replay`.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::path::PathBuf;
use std::process::Command;
use zamma_bot::ai::random_game;
use zamma_bot::render::Layout;
use zamma_bot::rules::{BoardSize, Rules};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// A fresh path in a directory of this test run.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zamma-render-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn png_size(path: &PathBuf) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().unwrap();
    (reader.info().width, reader.info().height)
}

fn gif_frames(path: &PathBuf) -> usize {
    let bytes = std::fs::read(path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(bytes.as_slice()).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    frames
}

#[test]
fn render_writes_a_png_and_reports_it() {
    let out = temp("start.png");
    let (code, stdout, _) = run(&["render", "--position", "start", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with(&format!("wrote {}: ", out.display())), "{stdout}");
    assert!(stdout.contains(" bytes, drawn and encoded in "), "{stdout}");
    let layout = Layout::of(BoardSize::Nine);
    assert_eq!(png_size(&out), (layout.width, layout.height));

    let out = temp("five.png");
    let args =
        ["render", "--rules", "zamma5", "--last-move", "c2c3", "--side", "white", "--out", out.to_str().unwrap()];
    let (code, _, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let layout = Layout::of(BoardSize::Five);
    assert_eq!(png_size(&out), (layout.width, layout.height));
}

#[test]
fn render_refuses_bad_input_in_one_line() {
    let out = temp("refused.png");
    let out = out.to_str().unwrap();
    for (args, says) in [
        (&["render", "--last-move", "e4-e6", "--out", out][..], "--last-move: a man moves one step at a time"),
        (&["render", "--last-move", "d4-d5", "--out", out][..], "--last-move: d5 is occupied"),
        (&["render", "--rules", "sahara", "--last-move", "huff d4, e4-e5", "--out", out][..], "cannot hold a huff"),
        (&["render", "--side", "north", "--out", out][..], "north"),
        (&["render", "--position", "9/9 b", "--out", out][..], "bad position"),
        (&["render", "--out", "/nonexistent-dir/x.png"][..], "cannot write /nonexistent-dir/x.png"),
        (&["render", "--position", "start"][..], "required"),
    ] {
        let (code, stdout, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert!(!std::path::Path::new(out).exists());
}

#[test]
fn replay_writes_a_frame_per_ply_plus_the_start() {
    // A huff game, so that `huff d4, c3-c4` turns (with their spaces) are in the list.
    let rules: Rules = "sahara".parse().unwrap();
    let mut rng = SmallRng::seed_from_u64(2);
    let game = (0..200)
        .map(|_| random_game(rules, &mut rng))
        .find(|g| g.turns().iter().any(|t| t.huff.is_some()))
        .expect("a random sahara game with a huff");
    let moves: Vec<String> = game.turns().iter().map(|t| t.to_string()).collect();
    assert!(moves.iter().any(|m| m.starts_with("huff ") && m.contains(", ")));
    let out = temp("game.gif");
    let (code, stdout, err) =
        run(&["replay", "--rules", "sahara", "--moves", &moves.join(" "), "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains(&format!("{} frames", moves.len() + 1)), "{stdout}");
    assert_eq!(gif_frames(&out), moves.len() + 1);
}

#[test]
fn replay_names_the_illegal_move() {
    let out = temp("bad.gif");
    let out = out.to_str().unwrap();
    let (code, stdout, err) = run(&["replay", "--moves", "e4-e5 f6-e4 e3-e4", "--out", out]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("move 2 (`f6-e4`): "), "{err}");
    let (code, _, err) = run(&["replay", "--moves", "e4-e5 huff d4, c3-c4", "--out", out]);
    assert_eq!(code, 2);
    assert!(err.contains("move 2 (`huff d4, c3-c4`): huffing is only part of games"), "{err}");
    let (code, _, err) = run(&["replay", "--moves", &"e4-e5 ".repeat(601), "--out", out]);
    assert_eq!(code, 2);
    assert!(err.contains("at most 600"), "{err}");
    assert!(!std::path::Path::new(out).exists());
}

/// Run with the language variables of the environment cleared, and `lang`
/// as `LANG` when given.
fn run_in(lang: Option<&str>, args: &[&str]) -> (i32, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_zamma-bot"));
    command.args(args).env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANGUAGE").env_remove("LANG");
    if let Some(lang) = lang {
        command.env("LANG", lang);
    }
    let out = command.output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn captions_are_drawn_in_the_language_asked() {
    use zamma_bot::i18n::{Lang, colour};
    use zamma_bot::rules::Position;
    let png = |name: &str, lang: Option<&str>, extra: &[&str]| {
        let out = temp(name);
        let mut args = vec!["render", "--position", "start", "--out", out.to_str().unwrap()];
        args.extend_from_slice(extra);
        let (code, err) = run_in(lang, &args);
        assert_eq!(code, 0, "{err}");
        std::fs::read(out).unwrap()
    };
    let turn = Position::start(Rules::default().board).turn();
    let french = zamma_bot::t!(Lang::Fr, "caption-to-move", colour = colour(Lang::Fr, turn));
    let fr = png("fr.png", None, &["--lang", "fr"]);
    assert_eq!(fr, png("fr-caption.png", None, &["--caption", &french]), "--lang fr draws the French caption");
    assert_eq!(fr, png("fr-env.png", Some("fr_FR.UTF-8"), &[]), "the environment's language is the default");
    let en = png("en.png", Some("fr_FR.UTF-8"), &["--lang", "en"]);
    assert_ne!(en, fr, "--lang wins over the environment");
    assert_ne!(png("ar.png", None, &["--lang", "ar"]), en);

    let gif = |name: &str, lang: &str| {
        let out = temp(name);
        let (code, err) = run_in(None, &["replay", "--moves", "e4-e5", "--lang", lang, "--out", out.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        std::fs::read(out).unwrap()
    };
    assert_ne!(gif("en.gif", "en"), gif("es.gif", "es"), "replay captions follow --lang");

    let (code, err) = run_in(None, &["render", "--position", "start", "--lang", "pt", "--out", "x.png"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`pt` is not a language zamma-bot speaks; use en, fr, es or ar"), "{err}");
}
