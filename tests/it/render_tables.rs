//! Tournament pictures (`render::table_png`, `render::bracket_png`), checked
//! by decoding them and probing pixels: sizes, the podium, winners' paths,
//! right-to-left mirroring, and no panic on hostile input.
//!
//! `ZAMMA_TABLE_SAMPLES=/some/dir cargo test --test render_tables samples`
//! writes sample pictures there to look at.

use image::RgbImage;
use zamma_bot::render::{self, Bracket, BracketSide, BracketTie, Table, Theme};

type Rgb = [u8; 3];

/// The PNG decoded into an `image` buffer (the `image` crate is built
/// without its codecs here, so the `png` crate decodes).
fn decode(bytes: &[u8]) -> RgbImage {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    RgbImage::from_raw(info.width, info.height, buf).expect("RGB pixels")
}

fn at(image: &RgbImage, x: u32, y: u32) -> Rgb {
    image.get_pixel(x, y).0
}

fn distance(a: Rgb, b: Rgb) -> u32 {
    a.iter().zip(b).map(|(&x, y)| x.abs_diff(y) as u32).sum()
}

/// The pixels for which `keep` holds.
fn pixels(image: &RgbImage, keep: impl Fn(Rgb) -> bool) -> Vec<(u32, u32)> {
    image.enumerate_pixels().filter(|(_, _, p)| keep(p.0)).map(|(x, y, _)| (x, y)).collect()
}

fn mean(values: impl Iterator<Item = u32>) -> f64 {
    let (sum, n) = values.fold((0u64, 0u64), |(s, n), v| (s + v as u64, n + 1));
    assert!(n > 0, "no pixels to average");
    sum as f64 / n as f64
}

const HEADER: [&str; 8] = ["#", "Player", "Pts", "Bh", "SB", "W", "D", "L"];
const NUMERIC: [bool; 8] = [true, false, true, true, true, true, true, true];

/// Standings of `n` players, as a front end would phrase them.
fn standings(n: usize) -> Vec<Vec<String>> {
    (0..n)
        .map(|i| {
            let points = (2 * n - 2 * i) as f32 / 4.0;
            vec![
                (i + 1).to_string(),
                format!("Player number {i} of the Sahara club"),
                format!("{points}"),
                format!("{:.1}", points * 3.5),
                format!("{:.2}", points * 2.25),
                (n - i).to_string(),
                (i % 3).to_string(),
                i.to_string(),
            ]
        })
        .collect()
}

fn table<'a>(title: &'a str, rows: &'a [Vec<String>]) -> Table<'a> {
    Table { title, header: &HEADER, rows, numeric: &NUMERIC, podium: &[1, 2, 3], rtl: false, theme: Theme::Sand }
}

/// A knockout of `players` (a power of two) after `played` rounds: the
/// top player of every decided tie goes through, except in odd ties.
fn knockout(players: usize, played: usize) -> (Vec<String>, Vec<Vec<BracketTie>>) {
    let mut rounds = Vec::new();
    let mut names: Vec<Option<String>> = (0..players).map(|i| Some(format!("Player {}", i + 1))).collect();
    let mut r = 0;
    while names.len() >= 2 {
        let ties: Vec<BracketTie> = names
            .chunks(2)
            .enumerate()
            .map(|(k, pair)| {
                let decided = r < played && pair.iter().all(Option::is_some);
                BracketTie {
                    top: pair[0].clone(),
                    bottom: pair[1].clone(),
                    winner: decided.then_some(if k.is_multiple_of(2) { BracketSide::Top } else { BracketSide::Bottom }),
                    note: decided.then(|| if k % 3 == 0 { "½–½ 1–0".to_string() } else { "1–0".to_string() }),
                }
            })
            .collect();
        names = ties
            .iter()
            .map(|t| match t.winner {
                Some(BracketSide::Top) => t.top.clone(),
                Some(BracketSide::Bottom) => t.bottom.clone(),
                None => None,
            })
            .collect();
        rounds.push(ties);
        r += 1;
    }
    let round_names = (1..=rounds.len()).map(|i| format!("Round {i}")).collect();
    (round_names, rounds)
}

#[test]
fn a_table_decodes_at_a_sensible_size_and_grows_with_its_rows() {
    let rows = standings(33);
    let image = decode(&render::table_png(&table("Spring cup — standings after round 7", &rows)));
    assert!((800..=1400).contains(&image.width()), "width {}", image.width());
    assert!((33 * 24..=33 * 48 + 200).contains(&image.height()), "height {}", image.height());

    let height = |n: usize| decode(&render::table_png(&table("Standings", &standings(n)[..]))).height();
    let (ten, eleven, twenty) = (height(10), height(11), height(20));
    assert!(ten < eleven && eleven < twenty, "{ten} {eleven} {twenty}");
    // Every row the same height.
    assert_eq!((twenty - ten) % 10, 0);
    assert_eq!((twenty - ten) / 10, eleven - ten);
    // At most 64 rows are drawn.
    assert_eq!(height(64), height(200));
    assert!(height(63) < height(64));
}

/// The podium rows' backgrounds: rows of empty cells, drawn with and
/// without a podium, differ exactly over the first three rows.
#[test]
fn the_podium_rows_are_marked() {
    let rows = vec![vec![String::new(); 3]; 6];
    let header = ["", "", ""];
    let draw = |podium: &[u32]| {
        decode(&render::table_png(&Table {
            title: "",
            header: &header,
            rows: &rows,
            numeric: &[],
            podium,
            rtl: false,
            theme: Theme::Sand,
        }))
    };
    let (plain, podium) = (draw(&[]), draw(&[1, 2, 3]));
    assert_eq!(plain.dimensions(), podium.dimensions());
    let x = podium.width() / 2;
    let differ: Vec<u32> = (0..podium.height()).filter(|&y| at(&plain, x, y) != at(&podium, x, y)).collect();
    let (&first, &last) = (differ.first().expect("the podium shows"), differ.last().unwrap());
    let row_h = (last + 1 - first) / 3;
    assert!(row_h >= 20, "rows of {row_h} pixels");
    let middle = |i: u32| first + row_h / 2 + i * row_h;
    let colours: Vec<Rgb> = (0..6).map(|i| at(&podium, x, middle(i))).collect();
    // Gold, silver and bronze each differ from each other and from both
    // kinds of ordinary row (the zebra's two shades).
    for i in 0..3 {
        for j in i + 1..6 {
            assert!(distance(colours[i], colours[j]) > 30, "row {i} {:?} vs row {j} {:?}", colours[i], colours[j]);
        }
    }
    assert_ne!(colours[3], colours[4], "zebra rows");
    assert_eq!(colours[3], colours[5]);
    // Without a podium the first rows are ordinary.
    assert_eq!(at(&plain, x, middle(1)), colours[3]);
    // A podium of 1 marks one row only; a podium of 10 at most three.
    let one = draw(&[1]);
    assert_ne!(at(&one, x, middle(0)), at(&plain, x, middle(0)));
    assert_eq!(at(&one, x, middle(1)), at(&plain, x, middle(1)));
    let ten = draw(&(1..=10).collect::<Vec<_>>());
    assert_eq!(at(&ten, x, middle(3)), at(&plain, x, middle(3)));
}

/// Each row has its own medal: in a cup both semi-final losers are third,
/// and both get the bronze (the picture used to tint by row number, so only
/// the first of them did); the bronze is the theme's own.
#[test]
fn rows_that_share_third_place_both_get_the_bronze_of_the_theme() {
    let rows = vec![vec![String::new(); 3]; 5];
    let header = ["", "", ""];
    let draw = |podium: &[u32], theme: Theme| {
        decode(&render::table_png(&Table {
            title: "",
            header: &header,
            rows: &rows,
            numeric: &[],
            podium,
            rtl: false,
            theme,
        }))
    };
    for theme in Theme::ALL {
        let (plain, cup) = (draw(&[], theme), draw(&[1, 2, 3, 3, 0], theme));
        let x = cup.width() / 2;
        let differ: Vec<u32> = (0..cup.height()).filter(|&y| at(&plain, x, y) != at(&cup, x, y)).collect();
        let (&first, &last) = (differ.first().expect("the podium shows"), differ.last().unwrap());
        let row_h = (last + 1 - first) / 4;
        assert!(row_h >= 20, "{theme}: four podium rows, rows of {row_h} pixels");
        let middle = |i: u32| first + row_h / 2 + i * row_h;
        assert_eq!(at(&cup, x, middle(3)), at(&cup, x, middle(2)), "{theme}: both third places tinted alike");
        assert_ne!(at(&cup, x, middle(2)), at(&cup, x, middle(1)), "{theme}: bronze is not silver");
        assert_eq!(at(&cup, x, middle(4)), at(&plain, x, middle(4)), "{theme}: the fifth row is ordinary");
        // The medal's mark at the start of a third place's row is the theme's bronze.
        let y = middle(3);
        let bar = (0..40).find(|&x| at(&cup, x, y) != at(&plain, x, y)).map(|x| at(&cup, x, y));
        assert_eq!(bar, Some(theme.style().bronze), "{theme}");
    }
    for theme in Theme::ALL {
        let style = theme.style();
        assert!(distance(style.bronze, style.gold) > 60, "{theme}: bronze and gold too close");
    }
}

/// The light pixels (text in the Sand theme's ink, on its dark card).
fn light(p: Rgb) -> bool {
    p.iter().map(|&c| c as u32).sum::<u32>() > 3 * 150
}

#[test]
fn a_right_to_left_table_runs_its_columns_from_the_right() {
    let rows = vec![vec![String::new(), String::new(), String::new()]];
    for (header, rtl) in [(["MMMMMMMM", "", ""], false), (["MMMMMMMM", "", ""], true), (["الاسم الكامل", "", ""], true)]
    {
        let image = decode(&render::table_png(&Table {
            title: "",
            header: &header,
            rows: &rows,
            numeric: &[false, true, true],
            podium: &[],
            rtl,
            theme: Theme::Sand,
        }));
        // The only text is the first column's header.
        let x = mean(pixels(&image, light).into_iter().map(|(x, _)| x));
        let w = image.width() as f64;
        if rtl {
            assert!(x > 0.75 * w, "{header:?}: text at {x} of {w}");
        } else {
            assert!(x < 0.25 * w, "{header:?}: text at {x} of {w}");
        }
    }

    // With every column filled, the mirror image holds the same columns:
    // the figures column (first, and narrow) sits at the right end.
    let rows = vec![vec!["1".to_string(), "Amina".to_string()]];
    let draw = |rtl: bool| {
        decode(&render::table_png(&Table {
            title: "",
            header: &["", ""],
            rows: &rows,
            numeric: &[true, false],
            podium: &[],
            rtl,
            theme: Theme::Sand,
        }))
    };
    let (ltr, rtl) = (draw(false), draw(true));
    let extent = |image: &RgbImage| {
        let xs: Vec<u32> = pixels(image, light).into_iter().map(|(x, _)| x).collect();
        (*xs.iter().min().unwrap(), *xs.iter().max().unwrap())
    };
    let ((l0, l1), (r0, r1)) = (extent(&ltr), extent(&rtl));
    let w = ltr.width();
    assert!(l0 < 80 && r1 > w - 80, "the outer column hugs the start side: {l0} / {r1} of {w}");
    assert!(l1 < w / 2 && r0 > w / 2, "the name starts next to it: {l1} / {r0} of {w}");
}

#[test]
fn a_bracket_decodes_at_a_sensible_size() {
    let (names, rounds) = knockout(32, 3);
    let bracket =
        Bracket { title: "Winter knockout", round_names: &names, rounds: &rounds, rtl: false, theme: Theme::Sand };
    let image = decode(&render::bracket_png(&bracket));
    assert!((800..=1400).contains(&image.width()), "width {}", image.width());
    assert!((16 * 40..=16 * 80 + 200).contains(&image.height()), "height {}", image.height());
    // Twice the players: about twice as tall, no wider than allowed.
    let (names, rounds) = knockout(64, 1);
    let big = decode(&render::bracket_png(&Bracket { round_names: &names, rounds: &rounds, ..bracket }));
    assert!(big.width() <= 1400 && big.height() > image.height() * 3 / 2, "{:?}", big.dimensions());
}

/// A bracket of four whose first tie was won by `first`, the second undecided.
fn semi_finals(first: Option<BracketSide>, rtl: bool, theme: Theme) -> RgbImage {
    let tie = |a: &str, b: &str, winner| BracketTie {
        top: Some(a.to_string()),
        bottom: Some(b.to_string()),
        winner,
        note: winner.map(|_| "1–0".to_string()),
    };
    let rounds = vec![vec![tie("HHHHHH", "HHHHHH", first), tie("NNNN", "NNNN", None)], vec![BracketTie::default()]];
    decode(&render::bracket_png(&Bracket { title: "", round_names: &[], rounds: &rounds, rtl, theme }))
}

#[test]
fn a_winner_is_drawn_strong_with_a_path_and_the_loser_dimmed() {
    let theme = Theme::Sand;
    let style = theme.style();
    let accent = |p: Rgb| p == style.path;
    let ink = |p: Rgb| distance(p, style.ink) < 40;

    // Undecided: no winner's path at all.
    let open = semi_finals(None, false, theme);
    assert!(pixels(&open, accent).is_empty());

    let top = semi_finals(Some(BracketSide::Top), false, theme);
    let bottom = semi_finals(Some(BracketSide::Bottom), false, theme);
    assert_eq!(top.dimensions(), bottom.dimensions());
    let (top_path, bottom_path) = (pixels(&top, accent), pixels(&bottom, accent));
    assert!(top_path.len() > 100 && bottom_path.len() > 100, "{} {}", top_path.len(), bottom_path.len());
    // The path leaves from the winner's slot: the top one's higher up.
    let highest = |path: &[(u32, u32)]| path.iter().map(|p| p.1).min().unwrap();
    assert!(highest(&top_path) + 10 < highest(&bottom_path));
    // It runs on into the next round, past the tie.
    let reach = |path: &[(u32, u32)]| path.iter().map(|p| p.0).max().unwrap();
    assert!(reach(&top_path) > top.width() / 3, "{} of {}", reach(&top_path), top.width());

    // The winner's name in full ink, the loser's dimmed: the ink sits higher when the top player won.
    let ink_y = |image: &RgbImage| mean(pixels(image, ink).into_iter().map(|(_, y)| y));
    assert!(ink_y(&top) + 5.0 < ink_y(&bottom), "{} {}", ink_y(&top), ink_y(&bottom));
    // Both names drawn in ink while the tie is open, one dimmed once it is decided.
    assert!(pixels(&open, ink).len() > pixels(&top, ink).len() + 50);

    // Right to left: the first round, where the path starts, on the right.
    let rtl = semi_finals(Some(BracketSide::Top), true, theme);
    let path_x = |image: &RgbImage| mean(pixels(image, accent).into_iter().map(|(x, _)| x));
    let w = top.width() as f64;
    assert!(path_x(&top) < w / 2.0 && path_x(&rtl) > w / 2.0, "{} {} of {w}", path_x(&top), path_x(&rtl));

    // Every theme tells the winner's path from the open lines.
    for theme in Theme::ALL {
        let image = semi_finals(Some(BracketSide::Bottom), false, theme);
        assert!(pixels(&image, |p| p == theme.style().path).len() > 100, "{theme}");
    }
}

#[test]
fn the_champion_is_drawn_after_the_final() {
    let theme = Theme::Sand;
    let gold = theme.style().gold;
    let (names, mut rounds) = knockout(4, 2);
    let decided =
        decode(&render::bracket_png(&Bracket { title: "", round_names: &names, rounds: &rounds, rtl: false, theme }));
    rounds[1][0].winner = None;
    let open =
        decode(&render::bracket_png(&Bracket { title: "", round_names: &names, rounds: &rounds, rtl: false, theme }));
    let golden = |image: &RgbImage| pixels(image, |p| p == gold).len();
    assert!(golden(&decided) > 40 && golden(&open) == 0, "{} {}", golden(&decided), golden(&open));
}

/// A long name, Arabic, emoji, control characters, nothing.
fn hostile(i: usize) -> String {
    match i % 6 {
        0 => "W".repeat(5000),
        1 => "اللاعب محمد ولد عبد الله من نواكشوط".to_string(),
        2 => "🏆🎉 Zoë 👩‍👩‍👧 ⚠".to_string(),
        3 => "\u{202E}evil\u{0007}\n\t name \u{2028}".to_string(),
        4 => String::new(),
        _ => "x".to_string(),
    }
}

fn bounded(bytes: &[u8]) -> RgbImage {
    let image = decode(bytes);
    assert!(image.width() >= 100 && image.width() <= 1400, "width {}", image.width());
    assert!(image.height() >= 50 && image.height() <= 2400, "height {}", image.height());
    image
}

/// A table's title, header, rows and numeric columns.
type TableCase<'a> = (&'a str, &'a [&'a str], Vec<Vec<String>>, &'a [bool]);

#[test]
fn hostile_tables_are_drawn_without_panicking() {
    let long_title = "Standings ".repeat(500);
    let ragged: Vec<Vec<String>> = (0..150).map(|i| (0..i % 11).map(|j| hostile(i + j)).collect()).collect();
    let wide_header: Vec<&str> = (0..40).map(|_| "Column").collect();
    let arabic = ["الترتيب", "اللاعب", "النقاط"];
    let cases: Vec<TableCase> = vec![
        ("", &[], vec![], &[]),
        ("", &[], ragged.clone(), &[]),
        (&long_title, &HEADER, ragged.clone(), &NUMERIC),
        ("Wide", &wide_header, ragged.clone(), &[true; 60]),
        ("", &["", ""], vec![vec![]; 3], &[true]),
        ("ترتيب البطولة", &arabic, standings(70), &[true, false, true]),
        ("x", &["only"], vec![vec![hostile(0); 30]; 5], &[false]),
        ("🏆", &[""], vec![vec![String::new()]; 64], &[]),
    ];
    for (i, (title, header, rows, numeric)) in cases.into_iter().enumerate() {
        for (rtl, theme) in [(false, Theme::Sand), (true, Theme::Dark), (i.is_multiple_of(2), Theme::Contrast)] {
            let podium: Vec<u32> = (1..=i as u32).chain([0, u32::MAX]).collect();
            let png = render::table_png(&Table { title, header, rows: &rows, numeric, podium: &podium, rtl, theme });
            let image = bounded(&png);
            assert!(image.width() >= 800, "case {i}: width {}", image.width());
        }
    }
}

#[test]
fn hostile_brackets_are_drawn_without_panicking() {
    let tie = |i: usize| BracketTie {
        top: (i % 4 != 1).then(|| hostile(i)),
        bottom: (i % 5 != 2).then(|| hostile(i + 3)),
        winner: [None, Some(BracketSide::Top), Some(BracketSide::Bottom)][i % 3],
        note: i.is_multiple_of(2).then(|| hostile(i + 1)),
    };
    let (names, seven) = knockout(128, 7);
    let many_names: Vec<String> = (0..20).map(hostile).collect();
    let cases: Vec<Vec<Vec<BracketTie>>> = vec![
        vec![],
        vec![vec![]],
        vec![vec![], vec![tie(1)]],
        vec![vec![tie(0)]],
        vec![vec![tie(1)]; 7],
        vec![(0..3).map(tie).collect(), (0..5).map(tie).collect(), vec![], (0..9).map(tie).collect()],
        vec![(0..1000).map(tie).collect()],
        seven,
        (0..12).map(|r| (0..64usize >> r.min(6)).map(|k| tie(k + r)).collect()).collect(),
    ];
    for (i, rounds) in cases.iter().enumerate() {
        for (round_names, rtl, theme) in [
            (&names[..], false, Theme::Sand),
            (&many_names[..], true, Theme::Dark),
            (&[][..], i.is_multiple_of(2), Theme::Contrast),
        ] {
            let title = if i.is_multiple_of(2) { hostile(i) } else { "Knockout".to_string() };
            bounded(&render::bracket_png(&Bracket { title: &title, round_names, rounds, rtl, theme }));
        }
    }
}

/// Sample pictures to look at, written to the folder `ZAMMA_TABLE_SAMPLES`
/// names: `ZAMMA_TABLE_SAMPLES=/tmp cargo test render_tables::samples -- --ignored`.
#[test]
#[ignore = "writes pictures for a person to look at; run with --ignored"]
fn samples() {
    let dir = std::env::var_os("ZAMMA_TABLE_SAMPLES").expect("ZAMMA_TABLE_SAMPLES names the folder to write to");
    let dir = std::path::PathBuf::from(dir);
    let rows = standings(33);
    std::fs::write(
        dir.join("sample-table.png"),
        render::table_png(&table("Spring cup — standings after round 7", &rows)),
    )
    .unwrap();
    let arabic: Vec<Vec<String>> =
        (0..8).map(|i| vec![(i + 1).to_string(), format!("اللاعب رقم {}", i + 1), format!("{}", 8 - i)]).collect();
    let table_ar = Table {
        title: "كأس الربيع — الترتيب",
        header: &["#", "اللاعب", "النقاط"],
        rows: &arabic,
        numeric: &[true, false, true],
        podium: &[1, 2, 3],
        rtl: true,
        theme: Theme::Dark,
    };
    std::fs::write(dir.join("sample-table-ar.png"), render::table_png(&table_ar)).unwrap();
    let (names, mut rounds) = knockout(32, 3);
    rounds[0][5].bottom = Some("bye".to_string());
    let bracket =
        Bracket { title: "Winter knockout", round_names: &names, rounds: &rounds, rtl: false, theme: Theme::Sand };
    std::fs::write(dir.join("sample-bracket.png"), render::bracket_png(&bracket)).unwrap();
    let (names, rounds) = knockout(8, 3);
    let small =
        Bracket { title: "نهائيات", round_names: &names, rounds: &rounds, rtl: true, theme: Theme::Contrast };
    std::fs::write(dir.join("sample-bracket-rtl.png"), render::bracket_png(&small)).unwrap();
}
