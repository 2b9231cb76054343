//! Board images, checked by decoding them and probing pixels at computed
//! places: the piece on each point, the last move's path, the sizes, the frames.

use crate::common::{board, rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use zamma_bot::ai::random_game;
use zamma_bot::render::{
    self, LastMove, Layout, MAX_CAPTION_CHARS, Orientation, RenderOptions, ReplayError, ReplayOptions, Theme,
};
use zamma_bot::rules::{Bitboard, BoardSize, Color, Game, Kind, Piece, Position, Square, Turn};

type Rgb = [u8; 3];

/// A decoded image.
struct Image {
    width: u32,
    height: u32,
    px: Vec<Rgb>,
}

impl Image {
    fn at(&self, x: u32, y: u32) -> Rgb {
        self.px[(y * self.width + x) as usize]
    }
}

fn decode_png(bytes: &[u8]) -> Image {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    assert_eq!(info.color_type, png::ColorType::Rgb, "palette expanded to RGB, no alpha");
    let px = buf[..info.buffer_size()].chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
    Image { width: info.width, height: info.height, px }
}

/// Every frame of a GIF as the full picture shown at that moment.
fn decode_gif(bytes: &[u8]) -> Vec<Image> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let mut screen = vec![0u8; (w * h) as usize];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a GIF frame") {
        for fy in 0..frame.height as u32 {
            for fx in 0..frame.width as u32 {
                let index = frame.buffer[(fy * frame.width as u32 + fx) as usize];
                if Some(index) != frame.transparent {
                    screen[((frame.top as u32 + fy) * w + frame.left as u32 + fx) as usize] = index;
                }
            }
        }
        let px = screen.iter().map(|&i| [0, 1, 2].map(|k| palette[i as usize * 3 + k])).collect();
        frames.push(Image { width: w, height: h, px });
    }
    frames
}

/// Replay captions in English, as the command line draws them.
fn english(frame: zamma_bot::rules::Moment<'_>) -> String {
    zamma_bot::i18n::replay_caption(zamma_bot::i18n::Lang::En, frame)
}

fn luma(c: Rgb) -> i32 {
    (299 * c[0] as i32 + 587 * c[1] as i32 + 114 * c[2] as i32) / 1000
}

fn is_black_body(c: Rgb) -> bool {
    luma(c) < 100 && (c[0] as i32 - c[2] as i32).abs() < 25
}

fn is_white_body(c: Rgb) -> bool {
    c.iter().all(|&v| v > 170) && (c[0] as i32 - c[2] as i32) < 45
}

fn is_gold(c: Rgb) -> bool {
    c[0] > 180 && c[2] < 120 && c[0] as i32 - c[2] as i32 > 100
}

/// The brown of the board's lines and points.
fn is_line(c: Rgb) -> bool {
    let warm = c[0] as i32 - c[2] as i32;
    c[0] < 160 && (40..110).contains(&warm)
}

fn is_path(c: Rgb) -> bool {
    c[2] as i32 - c[0] as i32 > 80
}

fn is_cross(c: Rgb) -> bool {
    c[0] > 170 && c[1] < 90 && c[2] < 90
}

/// Check every point of `position` in `image` drawn from `orientation`,
/// except the empty points in `overlaid`.
fn check_points_but(image: &Image, position: &Position, orientation: Orientation, overlaid: Bitboard) {
    let layout = Layout::of(position.size());
    let r = layout.piece_radius;
    for sq in position.geometry().points & !(overlaid & position.empty()) {
        let (x, y) = layout.center(orientation, sq).unwrap();
        let (centre, body) = (image.at(x, y), image.at(x, y + r / 2));
        let what = format!("{sq} from {orientation:?} in {position}: centre {centre:?}, body {body:?}");
        match position.piece_at(sq) {
            None => assert!(is_line(centre), "empty point {what}"),
            Some(Piece { color, kind }) => {
                match color {
                    Color::Black => assert!(is_black_body(body), "black piece {what}"),
                    Color::White => assert!(is_white_body(body), "white piece {what}"),
                }
                match kind {
                    Kind::Man => {
                        assert!(!is_gold(centre) && is_black_body(centre) == is_black_body(body), "man {what}")
                    }
                    Kind::Mullah => assert!(is_gold(centre), "mullah {what}"),
                }
            }
        }
    }
}

fn check_points(image: &Image, position: &Position, orientation: Orientation) {
    check_points_but(image, position, orientation, Bitboard::EMPTY);
}

/// The points a last move's overlay covers: every point along its path.
fn overlaid(position: &Position, last: &LastMove) -> Bitboard {
    let geometry = position.geometry();
    let points: Vec<Square> = last.mv().points().collect();
    let mut covered = Bitboard::from_square(points[0]);
    for leg in points.windows(2) {
        let (dir, dist) = geometry.line_between(leg[0], leg[1]).unwrap();
        let mut sq = leg[0];
        for _ in 0..dist {
            sq = geometry.step(dir, sq).unwrap();
            covered = covered.with(sq);
        }
    }
    covered
}

fn positions() -> Vec<Position> {
    vec![
        Position::start(BoardSize::Nine),
        Position::start(BoardSize::Five),
        board(9, &["e5:B", "a1:W", "i9:B", "c3:b", "g7:w", "a9:w", "i1:b", "d4:W"], 'w'),
        board(5, &["c3:W", "a1:B", "e4:b", "b2:w", "d4:B", "e5:W"], 'b'),
    ]
}

#[test]
fn the_colour_at_each_point_matches_the_piece_there() {
    for position in positions() {
        for orientation in [Orientation::Black, Orientation::White] {
            let options = RenderOptions { orientation, ..RenderOptions::default() };
            let image = decode_png(&render::board_png(&position, &options));
            check_points(&image, &position, orientation);
        }
    }
}

#[test]
fn every_theme_draws_each_piece_in_its_own_colours() {
    // Each probed pixel is nearer the theme's colour for what stands there
    // than to any other colour a player must tell it from.
    let dist = |a: Rgb, b: Rgb| (0..3).map(|i| (a[i] as i32 - b[i] as i32).pow(2)).sum::<i32>();
    for theme in Theme::ALL {
        let s = theme.style();
        for position in positions() {
            for orientation in [Orientation::Black, Orientation::White] {
                let options = RenderOptions { orientation, theme, ..RenderOptions::default() };
                let image = decode_png(&render::board_png(&position, &options));
                let layout = Layout::of(position.size());
                for sq in position.geometry().points {
                    let (x, y) = layout.center(orientation, sq).unwrap();
                    let (centre, body) = (image.at(x, y), image.at(x, y + layout.piece_radius / 2));
                    let (expected, others) = match position.piece_at(sq) {
                        None => (s.line, vec![s.black.body, s.white.body, s.gold]),
                        Some(p) if p.color == Color::Black => (s.black.body, vec![s.white.body, s.board, s.line]),
                        Some(_) => (s.white.body, vec![s.black.body, s.board]),
                    };
                    let probe = if position.piece_at(sq).is_some() { body } else { centre };
                    for other in others {
                        assert!(
                            dist(probe, expected) < dist(probe, other),
                            "{theme}: {sq} from {orientation:?}: {probe:?} is nearer {other:?} than {expected:?}"
                        );
                    }
                    if let Some(p) = position.piece_at(sq).filter(|p| p.kind == Kind::Mullah) {
                        // The crown is shaded from light gold to gold.
                        let ramp = |t: i32| {
                            [0, 1, 2].map(|i| {
                                (s.gold_light[i] as i32 + (s.gold[i] as i32 - s.gold_light[i] as i32) * t / 10) as u8
                            })
                        };
                        let gold = (0..=10).map(|t| dist(centre, ramp(t))).min().unwrap();
                        let not_gold = dist(centre, s.pieces(p.color).body).min(dist(centre, s.board));
                        assert!(gold < not_gold, "{theme}: crown at {sq}: {centre:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_png_has_the_documented_size_and_is_not_square() {
    for size in [BoardSize::Nine, BoardSize::Five] {
        let layout = Layout::of(size);
        let image = decode_png(&render::board_png(&Position::start(size), &RenderOptions::default()));
        assert_eq!((image.width, image.height), (layout.width, layout.height));
        assert!(layout.height >= layout.width + 30, "room for the caption strip: {layout:?}");
    }
}

#[test]
fn orientation_turns_the_board_and_follows_the_side_to_move() {
    let layout = Layout::of(BoardSize::Nine);
    let (a1, i9) = (Square::new(0, 0), Square::new(8, 8));
    let black = layout.center(Orientation::Black, a1).unwrap();
    let white = layout.center(Orientation::White, a1).unwrap();
    assert!(black.0 < white.0 && black.1 > white.1, "a1 bottom left from Black's side, top right from White's");
    assert_eq!(layout.center(Orientation::White, i9), Some(black));
    assert_eq!(layout.center(Orientation::Black, Square::new(9, 0)), None);
    let start = Position::start(BoardSize::Nine);
    assert_eq!(RenderOptions::for_position(&start).orientation, Orientation::Black);
    // The coordinates follow: the label under a point's column and beside its row is
    // the same from both sides, and differs from its neighbour's.
    let image = |orientation| render::board_image(&start, &RenderOptions { orientation, ..RenderOptions::default() });
    let (from_black, from_white) = (image(Orientation::Black), image(Orientation::White));
    let label = |image: &render::BoardImage, orientation, sq: Square| {
        let (x, y) = layout.center(orientation, sq).unwrap();
        let below = layout.caption_top - layout.frame / 2;
        let file: Vec<Rgb> = (below - 8..below + 8)
            .flat_map(|v| (x - 8..x + 8).map(move |u| (u, v)))
            .map(|(u, v)| image.rgb(u, v))
            .collect();
        let rank: Vec<Rgb> =
            (y - 8..y + 8).flat_map(|v| (6..22).map(move |u| (u, v))).map(|(u, v)| image.rgb(u, v)).collect();
        (file, rank)
    };
    for sq in [a1, Square::new(3, 6), i9] {
        let next = Square::new((sq.x() + 1) % 9, (sq.y() + 1) % 9);
        let black = label(&from_black, Orientation::Black, sq);
        assert_eq!(black, label(&from_white, Orientation::White, sq), "labels of {sq}");
        let other = label(&from_black, Orientation::Black, next);
        assert!(black.0 != other.0 && black.1 != other.1, "labels of {sq} and {next} differ");
    }
    let after = start.play_unchecked(&start.parse_move(&rules("zamma"), "e4-e5").unwrap());
    assert_eq!(RenderOptions::for_position(&after).orientation, Orientation::White);
}

/// A position with a three-leg capture for Black: e5xc7xc9xe7 takes d6, c8 and d8.
fn capture_position() -> Position {
    "ww1wwwwww/wwww1wwww/w6w1/ww1w4w/w3b2b1/bb6b/bbbbb3b/bbbb1bbbb/bbbb1b1bb b".parse().unwrap()
}

#[test]
fn the_last_move_path_and_its_captures_are_drawn() {
    let before = capture_position();
    let mv = before.parse_move(&rules("zamma"), "e5xc7xc9xe7").unwrap();
    assert_eq!(mv.capture_count(), 3);
    let after = before.play_unchecked(&mv);
    let last = LastMove::new(&before, &mv);
    for orientation in [Orientation::Black, Orientation::White] {
        let layout = Layout::of(BoardSize::Nine);
        let plain = decode_png(&render::board_png(&after, &RenderOptions { orientation, ..RenderOptions::default() }));
        let options = RenderOptions { orientation, last_move: Some(last), ..RenderOptions::default() };
        let image = decode_png(&render::board_png(&after, &options));
        let centre = |sq: Square| layout.center(orientation, sq).unwrap();
        let points: Vec<Square> = mv.points().collect();
        for leg in points.windows(2) {
            let ((ax, ay), (bx, by)) = (centre(leg[0]), centre(leg[1]));
            for t in [0.2, 0.3, 0.7] {
                let (x, y) = ((ax as f32 + (bx as f32 - ax as f32) * t), (ay as f32 + (by as f32 - ay as f32) * t));
                let (x, y) = (x.round() as u32, y.round() as u32);
                assert!(is_path(image.at(x, y)), "path {}-{} at {t}: {:?}", leg[0], leg[1], image.at(x, y));
                assert!(!is_path(plain.at(x, y)), "no path without a last move");
            }
        }
        for sq in mv.captured() {
            let (x, y) = centre(sq);
            assert!(is_cross(image.at(x, y)), "captured {sq} crossed out: {:?}", image.at(x, y));
            assert!(is_line(plain.at(x, y)), "{sq} is an empty point without the last move");
        }
        // The pieces themselves are unchanged by the overlay.
        check_points_but(&image, &after, orientation, overlaid(&after, &last));
    }
}

/// The green of a review's better turn.
fn is_better(c: Rgb) -> bool {
    c[1] as i32 - c[0] as i32 > 40 && c[1] as i32 - c[2] as i32 > 40
}

/// The middle of every step (between neighbouring points) of `mv`'s path.
fn step_middles(layout: &Layout, orientation: Orientation, mv: &zamma_bot::rules::Move) -> Vec<(u32, u32)> {
    let centre = |sq: Square| layout.center(orientation, sq).unwrap();
    let points: Vec<Square> = mv.points().collect();
    let mut middles = Vec::new();
    for leg in points.windows(2) {
        let ((ax, ay), (bx, by)) = (centre(leg[0]), centre(leg[1]));
        let steps = (ax.abs_diff(bx).max(ay.abs_diff(by)) / layout.spacing) as f32;
        for k in 0..steps as u32 {
            let t = (k as f32 + 0.5) / steps;
            let at = |a: u32, b: u32| (a as f32 + (b as f32 - a as f32) * t).round() as u32;
            middles.push((at(ax, bx), at(ay, by)));
        }
    }
    middles
}

#[test]
fn a_reviews_played_turn_is_solid_and_the_better_one_dashed_in_its_own_colour() {
    // Drawn on the position before both: the played turn's path, crosses on
    // the pieces it takes (still standing), and the better turn over it.
    let before = board(9, &["e5:b", "e6:w", "a3:b", "b4:w", "g9:w"], 'b');
    let turn = |text: &str| Turn { huff: None, mv: before.parse_move(&rules("zamma"), text).unwrap() };
    let (played, better) = (turn("e5xe7"), turn("a3xc5"));
    let layout = Layout::of(BoardSize::Nine);
    for orientation in [Orientation::Black, Orientation::White] {
        let plain = RenderOptions { orientation, ..RenderOptions::default() };
        let only_played = RenderOptions { proposed: Some(played), ..plain.clone() };
        let both = RenderOptions { alternative: Some(better), ..only_played.clone() };
        let [plain, only_played, both] =
            [plain, only_played, both].map(|o| decode_png(&render::board_png(&before, &o)));
        let theirs = step_middles(&layout, orientation, &better.mv);
        for (x, y) in step_middles(&layout, orientation, &played.mv) {
            assert!(is_path(only_played.at(x, y)), "played path at ({x}, {y}): {:?}", only_played.at(x, y));
            assert!(!is_path(plain.at(x, y)) && !is_better(only_played.at(x, y)));
            if !theirs.contains(&(x, y)) {
                assert!(is_path(both.at(x, y)), "the better turn leaves the played one visible");
            }
        }
        for (x, y) in theirs {
            assert!(is_better(both.at(x, y)), "better path at ({x}, {y}): {:?}", both.at(x, y));
            assert!(!is_better(only_played.at(x, y)), "no better path unless asked");
        }
        for sq in played.mv.captured() {
            let (x, y) = layout.center(orientation, sq).unwrap();
            assert!(before.piece_at(sq).is_some(), "the taken piece still stands before the turn");
            assert!(is_cross(only_played.at(x, y)), "{sq} crossed out: {:?}", only_played.at(x, y));
        }
    }
}

#[test]
fn selection_destinations_and_huffs_are_marked() {
    let position = board(9, &["e5:B", "g3:w", "c7:w", "a1:b"], 'b');
    let e5 = Square::new(4, 4);
    let destinations = position.destinations(&rules("zamma"), e5);
    assert_eq!(destinations.map(|s| s.to_string()).collect::<Vec<_>>(), ["i1", "h2", "b8", "a9"]);
    let layout = Layout::of(BoardSize::Nine);
    let options = RenderOptions {
        selected: Some(e5),
        destinations,
        huffable: Bitboard::from_square(Square::new(6, 2)),
        ..RenderOptions::default()
    };
    let image = decode_png(&render::board_png(&position, &options));
    let plain = decode_png(&render::board_png(&position, &RenderOptions::default()));
    let (r, s) = (layout.piece_radius, layout.spacing);
    // Destination dots darken the point's surroundings.
    for sq in destinations {
        let (x, y) = layout.center(Orientation::Black, sq).unwrap();
        let (dot, bare) = (image.at(x + s / 8, y + s / 8 - 2), plain.at(x + s / 8, y + s / 8 - 2));
        assert!(luma(dot) + 40 < luma(bare), "{sq}: {dot:?} vs {bare:?}");
    }
    // The selected piece is ringed in the path colour, the huffable one in orange.
    let (x, y) = layout.center(Orientation::Black, e5).unwrap();
    assert!(is_path(image.at(x + r + 3, y)), "{:?}", image.at(x + r + 3, y));
    let (x, y) = layout.center(Orientation::Black, Square::new(6, 2)).unwrap();
    let ring = (0..8).map(|dy| image.at(x, y - r - dy)).find(|c| c[0] > 200 && c[2] < 80);
    assert!(ring.is_some(), "huff ring above g3");
    check_points(&image, &position, Orientation::Black);
}

#[test]
fn captions_are_length_limited() {
    let position = Position::start(BoardSize::Nine);
    let caption = |text: String| {
        render::board_image(&position, &RenderOptions { caption: Some(text), ..RenderOptions::default() })
    };
    let long = caption("W".repeat(MAX_CAPTION_CHARS));
    assert_eq!(long, caption("W".repeat(50_000)));
    assert_ne!(long, caption("W".repeat(3)));
    // Anything at all draws without panicking.
    let _ = caption("\u{202e}\u{0}\n\t🂡 ﷽ ".repeat(1000));
}

#[test]
fn drawing_never_panics_on_the_positions_of_random_games() {
    let mut rng = SmallRng::seed_from_u64(3);
    for spec in ["zamma", "dhamet", "sahara", "zamma5"] {
        let game = random_game(rules(spec), &mut rng);
        let mut replay = Game::new(rules(spec));
        for (i, turn) in game.turns().iter().enumerate() {
            let before = *replay.position();
            replay.play(*turn).unwrap();
            let position = replay.position();
            let any = position.occupied().nth(i % position.occupied().count().max(1) as usize);
            let options = RenderOptions {
                orientation: if i % 2 == 0 { Orientation::Black } else { Orientation::White },
                last_move: Some(LastMove::of_turn(&before, turn)),
                huffable: replay.huffable(),
                selected: any,
                destinations: any.map_or(Bitboard::EMPTY, |sq| position.destinations(game.rules(), sq)),
                // A course's goal: the opponent's pieces to take.
                targets: position.pieces(position.turn().other()),
                caption: Some(format!("{}. {turn}", i + 1)),
                theme: Theme::ALL[i % Theme::ALL.len()],
                // A review's two turns from here, over everything else.
                proposed: replay.legal_moves().first().map(|&mv| Turn { huff: replay.huffable().first(), mv }),
                alternative: replay.legal_moves().last().map(|&mv| Turn { huff: None, mv }),
            };
            let image = render::board_image(position, &options);
            assert_eq!(image.width(), Layout::of(position.size()).width);
        }
    }
    // Inputs that make no sense still draw: every bit set, squares off the board,
    // and a last move from the other board size.
    let nine = capture_position();
    let mv = nine.parse_move(&rules("zamma"), "e5xc7xc9xe7").unwrap();
    let options = RenderOptions {
        last_move: Some(LastMove::new(&nine, &mv)),
        huffable: Bitboard(u128::MAX),
        destinations: Bitboard(u128::MAX),
        selected: Some(Square::from_index(127)),
        ..RenderOptions::default()
    };
    for position in [nine, Position::start(BoardSize::Five)] {
        for orientation in [Orientation::Black, Orientation::White] {
            let png = render::board_png(&position, &RenderOptions { orientation, ..options.clone() });
            assert_eq!(decode_png(&png).width, Layout::of(position.size()).width);
        }
    }
}

#[test]
fn a_replay_gif_has_one_frame_per_ply_plus_the_start() {
    let mut rng = SmallRng::seed_from_u64(9);
    for spec in ["zamma5", "sahara"] {
        let full = random_game(rules(spec), &mut rng);
        let plies = full.turns().len().min(24);
        let texts: Vec<String> = full.turns()[..plies].iter().map(|t| t.to_string()).collect();
        let game = Game::replay(rules(spec), *full.start(), texts.iter().map(String::as_str)).unwrap();
        let orientation = Orientation::White;
        let gif =
            render::replay_gif(&game, &ReplayOptions { orientation, ..ReplayOptions::default() }, english).unwrap();
        let frames = decode_gif(&gif);
        assert_eq!(frames.len(), plies + 1, "{spec}");
        let layout = Layout::of(game.start().size());
        assert_eq!((frames[0].width, frames[0].height), (layout.width, layout.height));
        check_points(&frames[0], game.start(), orientation);
        let mut before = Game::new(rules(spec));
        for turn in &game.turns()[..plies - 1] {
            before.play(*turn).unwrap();
        }
        let last = LastMove::of_turn(before.position(), &game.turns()[plies - 1]);
        check_points_but(&frames[plies], game.position(), orientation, overlaid(game.position(), &last));
        // The last frame, put together from the changed rectangles, is the board image
        // of the final position with the last move (the caption strip aside).
        let options =
            RenderOptions { orientation, last_move: Some(last), huffable: game.huffable(), ..RenderOptions::default() };
        let image = render::board_image(game.position(), &options);
        for y in (0..layout.caption_top).step_by(3) {
            for x in 0..layout.width {
                assert_eq!(frames[plies].at(x, y), image.rgb(x, y), "{spec}: pixel {x},{y}");
            }
        }
    }
}

#[test]
fn replays_are_length_limited() {
    let mut rng = SmallRng::seed_from_u64(1);
    let game = random_game(rules("zamma5"), &mut rng);
    let plies = game.turns().len();
    let options = |max_plies| ReplayOptions { max_plies, ..ReplayOptions::default() };
    assert!(render::replay_gif(&game, &options(plies), english).is_ok());
    assert_eq!(
        render::replay_gif(&game, &options(plies - 1), english),
        Err(ReplayError::TooLong { plies, max: plies - 1 })
    );
}

/// The caption strip of a board captioned with a replay frame in `lang`.
fn caption_strip(lang: zamma_bot::i18n::Lang) -> Image {
    use zamma_bot::rules::Moment;
    let mut game = Game::new(rules("zamma"));
    for m in ["e4-e5", "e6xe4", "e3xe5"] {
        game.play_text(m).unwrap();
    }
    let (_, turn) = game.last_turn().unwrap();
    let frame = Moment::After { ply: 3, mover: Color::Black, turn, outcome: None };
    let options = RenderOptions {
        caption: Some(zamma_bot::i18n::replay_caption(lang, frame)),
        ..RenderOptions::for_game(&game, Orientation::Black)
    };
    let image = decode_png(&render::board_png(game.position(), &options));
    let top = Layout::of(BoardSize::Nine).caption_top;
    let px = image.px[(top * image.width) as usize..].to_vec();
    Image { width: image.width, height: image.height - top, px }
}

#[test]
fn replay_captions_number_moves_as_reviews_do() {
    use zamma_bot::i18n::{Lang, replay_caption};
    use zamma_bot::rules::Moment;
    let mut game = Game::new(rules("zamma"));
    for m in ["e4-e5", "e6xe4"] {
        game.play_text(m).unwrap();
    }
    let turns = game.turns();
    let first = Moment::After { ply: 1, mover: Color::Black, turn: &turns[0], outcome: None };
    let second = Moment::After { ply: 2, mover: Color::White, turn: &turns[1], outcome: None };
    // Ply 2 is White's first turn: `1…`, as the review numbers it, not `2.`.
    assert_eq!(replay_caption(Lang::En, first), "1. Black e4-e5");
    assert_eq!(replay_caption(Lang::En, second), "1… White e6xe4");
    assert_eq!(replay_caption(Lang::Fr, second), "1… Blancs e6xe4");
}

fn encode_png(image: &Image) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, image.width, image.height);
    encoder.set_color(png::ColorType::Rgb);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&image.px.concat()).unwrap();
    writer.finish().unwrap();
    out
}

#[test]
fn captions_match_the_reviewed_golden_images_in_every_language() {
    // tests/golden/caption-<lang>.png were looked at by a person: joined
    // Arabic letters read right to left with `e3xe5` left to right, French
    // and Spanish accents, counts on the side opposite the caption.
    // ZAMMA_UPDATE_GOLDEN=1 writes them again (review the change before committing).
    use zamma_bot::i18n::Lang;
    let update = std::env::var_os("ZAMMA_UPDATE_GOLDEN").is_some();
    for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Ar] {
        let strip = caption_strip(lang);
        let path = format!("{}/tests/golden/caption-{}.png", env!("CARGO_MANIFEST_DIR"), lang.tag());
        if update {
            std::fs::write(&path, encode_png(&strip)).unwrap();
            continue;
        }
        let golden = decode_png(&std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}")));
        assert_eq!((golden.width, golden.height), (strip.width, strip.height), "{path}");
        let differ = golden.px.iter().zip(&strip.px).filter(|(a, b)| a != b).count();
        assert_eq!(differ, 0, "{path}: {differ} pixels differ from the reviewed image");
    }
}

#[test]
fn the_board_description_says_what_a_screen_reader_needs() {
    use zamma_bot::i18n::{self, Lang, MAX_ALT_TEXT};
    // Black's man on c3 takes White's mullah on c4.
    let start = board(9, &["c3:b", "c4:W", "g7:w", "a9:w"], 'b');
    let mut game = Game::from_position(rules("zamma"), start).unwrap();
    game.play_text("c3xc5").unwrap();
    assert_eq!(
        i18n::board_alt(Lang::En, 12, &game),
        "Zamma board, game 12, move 2. White to move. Last move: Black played c3xc5, capturing 1 piece. \
         It was a mullah. Black has 1 piece, White has 2 pieces."
    );
    let mut game = Game::new(rules("zamma"));
    for m in ["e4-e5", "e6xe4", "e3xe5"] {
        game.play_text(m).unwrap();
    }
    for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Ar] {
        let alt = i18n::board_alt(lang, 7, &game);
        assert!(alt.contains("e3xe5") && alt.contains("39"), "{lang:?}: {alt}");
        assert!(alt.chars().count() <= MAX_ALT_TEXT);
    }
    game.resign(Color::White).unwrap();
    let over = i18n::board_alt(Lang::En, 7, &game);
    assert!(over.contains("Game over: Black wins."), "{over}");
    assert_eq!(i18n::board_caption(Lang::Fr, &game), "Les Noirs gagnent");
}
