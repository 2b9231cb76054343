//! Board images: a PNG of a position after every turn, a replay GIF of a
//! whole game, and the evaluation graph of a review (`graph`).
//!
//! Everything that never changes is drawn once, on first use, per board size:
//! the palette, the board (frame, lines, points and coordinates) from either
//! side, and the piece sprites. An image is then a copy of the background's
//! palette indices with sprites and the move overlay composed on top, encoded
//! as an indexed PNG or as one GIF frame that holds only what changed.
//!
//! Depends only on [`crate::rules`]; no I/O.

mod assets;
mod draw;
mod encode;
mod graph;
mod paint;
mod tables;
pub mod text;
mod theme;

use crate::rules::{Bitboard, BoardSize, Color, Direction, Game, Kind, Moment, Move, Piece, Position, Square, Turn};
use paint::IndexedCanvas;
use std::fmt;

pub use encode::{PNG_SETTINGS, PngSettings};
pub use graph::{GRAPH_HEIGHT, GRAPH_WIDTH, Graph, GraphMark, graph_png};
pub use tables::{Bracket, BracketSide, BracketTie, Table, bracket_png, table_png};
pub use theme::{Style, Theme, vision};

/// Longest caption drawn, in characters; longer ones are cut.
pub const MAX_CAPTION_CHARS: usize = 100;
/// Most plies a replay GIF animates (about 4 MB at the most).
pub const MAX_REPLAY_PLIES: usize = 600;

/// Whose side of the board is drawn at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Black at the bottom: rank 1 at the bottom, file a on the left.
    #[default]
    Black,
    /// White at the bottom: rank 9 (or 5) at the bottom, file a on the right.
    White,
}

impl Orientation {
    /// The board as seen by `color`'s player.
    pub const fn of(color: Color) -> Orientation {
        match color {
            Color::Black => Orientation::Black,
            Color::White => Orientation::White,
        }
    }

    /// The side at the bottom.
    pub const fn bottom(self) -> Color {
        match self {
            Orientation::Black => Color::Black,
            Orientation::White => Color::White,
        }
    }

    /// Column of `sq` from the left, 0-based, on a board of `n` points a side.
    pub const fn column(self, n: u8, sq: Square) -> u8 {
        match self {
            Orientation::Black => sq.x(),
            Orientation::White => n - 1 - sq.x(),
        }
    }

    /// Row of `sq` from the top, 0-based.
    pub const fn row(self, n: u8, sq: Square) -> u8 {
        match self {
            Orientation::Black => n - 1 - sq.y(),
            Orientation::White => sq.y(),
        }
    }
}

/// Sizes of the image of one board size, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: BoardSize,
    /// Size of the whole image.
    pub width: u32,
    pub height: u32,
    /// Distance between neighbouring points.
    pub spacing: u32,
    pub piece_radius: u32,
    /// Width of the frame band that holds the coordinates.
    pub frame: u32,
    /// Distance from the outermost points to the edge of the playing surface.
    pub pad: u32,
    /// First row of the caption strip (which runs to the bottom of the image).
    pub caption_top: u32,
}

impl Layout {
    /// The layout of a board size. Both are about 570 px wide and 34 px
    /// taller than wide, so that no client crops them as a square.
    pub const fn of(size: BoardSize) -> Layout {
        let (spacing, piece_radius, pad) = match size {
            BoardSize::Nine => (56, 23, 33),
            BoardSize::Five => (104, 38, 50),
        };
        let frame = 28;
        let n = size.points_per_side() as u32;
        let width = 2 * frame + 2 * pad + (n - 1) * spacing;
        Layout { size, width, height: width + 34, spacing, piece_radius, frame, pad, caption_top: width }
    }

    /// The pixel whose centre is the centre of point `sq`, if `sq` is on the board.
    pub fn center(&self, orientation: Orientation, sq: Square) -> Option<(u32, u32)> {
        let n = self.size.points_per_side();
        if sq.x() >= n || sq.y() >= n {
            return None;
        }
        let origin = self.frame + self.pad;
        let (col, row) = (orientation.column(n, sq) as u32, orientation.row(n, sq) as u32);
        Some((origin + col * self.spacing, origin + row * self.spacing))
    }

    /// The exact centre of point `sq` (which must be on the board).
    pub fn center_f(&self, orientation: Orientation, sq: Square) -> (f32, f32) {
        let (x, y) = self.center(orientation, sq).unwrap_or((0, 0));
        (x as f32 + 0.5, y as f32 + 0.5)
    }

    /// Every line of the rules' geometry, as segments between neighbouring
    /// points, seen from `orientation`'s side.
    pub fn segments(&self, orientation: Orientation) -> Vec<((f32, f32), (f32, f32))> {
        let geometry = self.size.geometry();
        let centre = |sq: Square| self.center_f(orientation, sq);
        let mut segments = Vec::new();
        for sq in geometry.points {
            for dir in [Direction::N, Direction::E, Direction::NE, Direction::SE] {
                if let Some(to) = geometry.step(dir, sq) {
                    segments.push((centre(sq), centre(to)));
                }
            }
        }
        segments
    }

    /// The coordinates written in the frame, with the centre of each: every
    /// file's letter above and below the board, every rank's number left
    /// and right of it.
    pub fn coordinate_labels(&self, orientation: Orientation) -> Vec<(String, f32, f32)> {
        let band = self.frame as f32;
        let (w, h) = (self.width as f32, self.caption_top as f32);
        let mut labels = Vec::new();
        for i in 0..self.size.points_per_side() {
            let file = Square::new(i, 0);
            let (x, _) = self.center_f(orientation, file);
            for y in [band / 2.0, h - band / 2.0] {
                labels.push((file.file_char().to_string(), x, y));
            }
            let (_, y) = self.center_f(orientation, Square::new(0, i));
            for x in [band / 2.0, w - band / 2.0] {
                labels.push(((i + 1).to_string(), x, y));
            }
        }
        labels
    }

    /// The playing surface: `(x0, y0, x1, y1)`.
    fn board_rect(&self) -> (f32, f32, f32, f32) {
        let (a, b) = (self.frame as f32, (self.caption_top - self.frame) as f32);
        (a, a, b, b)
    }

    pub fn point_radius(&self) -> f32 {
        self.spacing as f32 * 0.07
    }

    fn path_width(&self) -> f32 {
        (self.spacing as f32 * 0.12).clamp(5.0, 10.0)
    }
}

/// The move that led to the position drawn, with what it took off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    mv: Move,
    mover: Color,
    /// Captured pieces that were mullahs (the rest were men).
    captured_mullahs: Bitboard,
    huffed: Option<(Square, Piece)>,
}

impl LastMove {
    /// `mv`, played from `before`.
    pub fn new(before: &Position, mv: &Move) -> LastMove {
        LastMove { mv: *mv, mover: before.turn(), captured_mullahs: mv.captured() & before.mullahs(), huffed: None }
    }

    /// A whole turn played from `before` (the position before any huff).
    pub fn of_turn(before: &Position, turn: &Turn) -> LastMove {
        let huffed = turn.huff.and_then(|sq| Some((sq, before.piece_at(sq)?)));
        LastMove { huffed, ..LastMove::new(&turn.base(before), &turn.mv) }
    }

    pub fn mv(&self) -> &Move {
        &self.mv
    }

    /// The piece captured on `sq`, if any.
    fn captured_piece(&self, sq: Square) -> Option<Piece> {
        let kind = if self.captured_mullahs.contains(sq) { Kind::Mullah } else { Kind::Man };
        self.mv.captured().contains(sq).then_some(Piece { color: self.mover.other(), kind })
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RenderOptions {
    pub orientation: Orientation,
    pub theme: Theme,
    /// Drawn as a path through every landing point, with the captured pieces
    /// faded and crossed out where they stood.
    pub last_move: Option<LastMove>,
    /// Pieces the side to move may huff (marked with a dashed ring).
    pub huffable: Bitboard,
    /// A piece picked in the move menu (ringed) and where it can go (dotted).
    pub selected: Option<Square>,
    pub destinations: Bitboard,
    /// What a course's level asks for: points to reach, pieces to take
    /// (ringed in the colour of a better move).
    pub targets: Bitboard,
    /// A turn about to be played from the position drawn (a review's
    /// played turn): its path solid like the last move's, crosses on the
    /// pieces it takes (they still stand).
    pub proposed: Option<Turn>,
    /// Another turn from the position drawn (the computer's better one):
    /// dashed, in its own colour, a dot on each piece it would take.
    pub alternative: Option<Turn>,
    /// Text of the caption strip, cut to [`MAX_CAPTION_CHARS`] and to the
    /// width available; by default "Black to move" or "White to move".
    pub caption: Option<String>,
}

impl RenderOptions {
    /// Defaults for `position`: seen from the side to move.
    pub fn for_position(position: &Position) -> RenderOptions {
        RenderOptions { orientation: Orientation::of(position.turn()), ..RenderOptions::default() }
    }

    /// The current position of `game` seen from `orientation`, with its last
    /// turn drawn and the pieces the side to move may huff marked.
    pub fn for_game(game: &Game, orientation: Orientation) -> RenderOptions {
        let mut options = RenderOptions { orientation, huffable: game.huffable(), ..RenderOptions::default() };
        if let Some((before, last)) = game.last_turn() {
            options.last_move = Some(LastMove::of_turn(before, last));
        }
        options
    }
}

/// Draw the fixed parts of a board size in a theme now rather than on first use.
pub fn prepare(size: BoardSize, theme: Theme) {
    let _ = assets::board_assets(size, theme);
}

/// A PNG of `position`: [`board_image`] encoded.
pub fn board_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    board_image(position, options).png()
}

/// The image of `position`, composed but not yet encoded.
pub fn board_image(position: &Position, options: &RenderOptions) -> BoardImage {
    BoardImage(compose(position, options), options.theme)
}

/// A composed board image ([`Layout::of`] the position's board size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardImage(IndexedCanvas, Theme);

impl BoardImage {
    pub fn width(&self) -> u32 {
        self.0.width
    }

    pub fn height(&self) -> u32 {
        self.0.height
    }

    /// The colour of pixel `(x, y)` (black outside the image).
    pub fn rgb(&self, x: u32, y: u32) -> [u8; 3] {
        if x >= self.0.width || y >= self.0.height {
            return [0; 3];
        }
        self.1.palette().rgb(self.0.px[(y * self.0.width + x) as usize])
    }

    /// An 8-bit indexed PNG.
    pub fn png(&self) -> Vec<u8> {
        self.png_with(PNG_SETTINGS)
    }

    /// A PNG with other compression settings (for measuring them).
    pub fn png_with(&self, settings: PngSettings) -> Vec<u8> {
        encode::png(&self.0, self.1.palette(), settings)
    }
}

/// Timing of a replay GIF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    pub orientation: Orientation,
    pub theme: Theme,
    /// How long each position shows, in milliseconds.
    pub ply_ms: u32,
    /// How long the start and the final position show.
    pub first_ms: u32,
    pub last_ms: u32,
    /// Longest game drawn; never more than [`MAX_REPLAY_PLIES`].
    pub max_plies: usize,
}

impl Default for ReplayOptions {
    fn default() -> ReplayOptions {
        ReplayOptions {
            orientation: Orientation::Black,
            theme: Theme::Sand,
            ply_ms: 800,
            first_ms: 1500,
            last_ms: 5000,
            max_plies: MAX_REPLAY_PLIES,
        }
    }
}

/// Why a replay could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    TooLong { plies: usize, max: usize },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::TooLong { plies, max } => {
                write!(f, "the game has {plies} plies; a replay shows at most {max}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// An animated GIF of `game` from its start: one frame per ply with the move
/// highlighted, the final position held longer, each frame captioned by
/// `caption` (the front ends phrase it, e.g. `i18n::replay_caption`).
pub fn replay_gif(
    game: &Game,
    options: &ReplayOptions,
    caption: impl Fn(Moment<'_>) -> String,
) -> Result<Vec<u8>, ReplayError> {
    let turns = game.turns();
    let max = options.max_plies.min(MAX_REPLAY_PLIES);
    if turns.len() > max {
        return Err(ReplayError::TooLong { plies: turns.len(), max });
    }
    let layout = Layout::of(game.start().size());
    let mut gif = encode::GifWriter::new(layout.width, layout.height, options.theme.palette());
    // Replaying through a Game gives the huff rights at every ply.
    let mut replay = game.at(0).expect("a game's start fits its rules");
    let mut render =
        RenderOptions { orientation: options.orientation, theme: options.theme, ..RenderOptions::default() };
    render.caption = Some(caption(Moment::Start));
    render.huffable = replay.huffable();
    let mut canvas = compose(replay.position(), &render);
    for (i, turn) in turns.iter().enumerate() {
        gif.frame(&canvas, if i == 0 { options.first_ms } else { options.ply_ms });
        let before = *replay.position();
        if replay.play(*turn).is_err() {
            break; // cannot happen: the turns were played in this game
        }
        render.last_move = Some(LastMove::of_turn(&before, turn));
        render.huffable = replay.huffable();
        let outcome = if i + 1 == turns.len() { game.outcome() } else { None };
        render.caption = Some(caption(Moment::After { ply: i + 1, mover: before.turn(), turn, outcome }));
        canvas = compose(replay.position(), &render);
    }
    gif.frame(&canvas, options.last_ms);
    Ok(gif.finish())
}

/// Compose the image of `position` as palette indices: the background,
/// then sprites, then the caption.
fn compose(position: &Position, options: &RenderOptions) -> IndexedCanvas {
    let assets = assets::board_assets(position.size(), options.theme);
    let palette = assets.palette();
    let layout = &assets.layout;
    let o = options.orientation;
    let points = position.geometry().points;
    let pixel = |sq: Square| layout.center(o, sq).map_or((0, 0), |(x, y)| (x as i32, y as i32));
    let (w, h) = (layout.width, layout.height);
    let mut canvas = IndexedCanvas { width: w, height: h, px: assets.background(o).to_vec() };
    let blit = |canvas: &mut IndexedCanvas, sprite: &paint::Sprite, sq: Square, alpha: u8| {
        let (x, y) = pixel(sq);
        canvas.blit(palette, sprite, x, y, alpha);
    };

    // Under the pieces: a tint on the point the last move (or the proposed
    // turn) started from.
    let last = options.last_move.as_ref().filter(|l| l.mv.points().all(|sq| points.contains(sq)));
    let on_board = |t: &&Turn| t.mv.points().chain(t.huff).all(|sq| points.contains(sq));
    let proposed = options.proposed.as_ref().filter(on_board);
    for from in last.map(|l| l.mv.from()).into_iter().chain(proposed.map(|t| t.mv.from())) {
        blit(&mut canvas, &assets.start, from, 255);
    }
    for sq in position.occupied() & points {
        if let Some(piece) = position.piece_at(sq) {
            blit(&mut canvas, assets.piece(piece.color, piece.kind), sq, 255);
        }
    }

    if let Some(last) = last {
        // Captured and huffed pieces, faded where they stood (unless a piece stands there now).
        let mut ghosts: Vec<(Square, Piece, &paint::Sprite)> =
            last.mv.captured().filter_map(|sq| Some((sq, last.captured_piece(sq)?, &assets.cross))).collect();
        ghosts.extend(last.huffed.map(|(sq, piece)| (sq, piece, &assets.huff_cross)));
        ghosts.retain(|(sq, _, _)| points.contains(*sq) && position.piece_at(*sq).is_none());
        let ghost_alpha = options.theme.style().ghost_alpha;
        for &(sq, piece, _) in &ghosts {
            blit(&mut canvas, assets.ghost(piece.color, piece.kind), sq, ghost_alpha);
        }
        draw_path(&mut canvas, assets, &assets.path, o, &last.mv);
        // The piece that moved, on top of any leg of its path that crossed its end point.
        if let Some(piece) = position.piece_at(last.mv.to()) {
            blit(&mut canvas, assets.piece(piece.color, piece.kind), last.mv.to(), 255);
        }
        blit(&mut canvas, &assets.moved, last.mv.to(), 255);
        for &(sq, _, cross) in &ghosts {
            blit(&mut canvas, cross, sq, 255);
        }
    }

    if let Some(turn) = proposed {
        draw_path(&mut canvas, assets, &assets.played, o, &turn.mv);
        blit(&mut canvas, &assets.moved, turn.mv.to(), 255);
        for sq in turn.mv.captured() {
            blit(&mut canvas, &assets.cross, sq, 255);
        }
        if let Some(sq) = turn.huff {
            blit(&mut canvas, &assets.huff_cross, sq, 255);
        }
    }
    if let Some(turn) = options.alternative.as_ref().filter(on_board) {
        for sq in turn.mv.captured().chain(turn.huff) {
            blit(&mut canvas, &assets.better_dot, sq, 255);
        }
        draw_path(&mut canvas, assets, &assets.better, o, &turn.mv);
        for sq in [turn.mv.from(), turn.mv.to()] {
            blit(&mut canvas, &assets.better_ring, sq, 255);
        }
    }

    for sq in options.huffable & position.occupied() & points {
        blit(&mut canvas, &assets.huff_ring, sq, 255);
    }
    if let Some(sq) = options.selected.filter(|sq| points.contains(*sq)) {
        blit(&mut canvas, &assets.selected, sq, 255);
    }
    for sq in options.targets & points {
        blit(&mut canvas, &assets.better_ring, sq, 255);
    }
    for sq in options.destinations & points {
        let mark = if position.piece_at(sq).is_some() { &assets.dest_ring } else { &assets.dest_dot };
        blit(&mut canvas, mark, sq, 255);
    }

    draw_caption(&mut canvas, assets, position, options.caption.as_deref());
    canvas
}

/// The path of a move: a line from the start through every landing point,
/// dots on the landing points on the way and an arrow head at the end, laid
/// out of one sprite per step between neighbouring points.
fn draw_path(
    canvas: &mut IndexedCanvas,
    assets: &assets::BoardAssets,
    sprites: &assets::PathSprites,
    o: Orientation,
    mv: &Move,
) {
    let layout = &assets.layout;
    let palette = assets.palette();
    let spacing = layout.spacing as i32;
    let points: Vec<(i32, i32)> =
        mv.points().filter_map(|sq| layout.center(o, sq)).map(|(x, y)| (x as i32, y as i32)).collect();
    let legs = points.len().saturating_sub(1);
    for (i, pair) in points.windows(2).enumerate() {
        let ((ax, ay), (bx, by)) = (pair[0], pair[1]);
        let (dx, dy) = (bx - ax, by - ay);
        // Every leg runs along a line of the board: straight or diagonal.
        let n = dx.abs().max(dy.abs()) / spacing;
        if n == 0 || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
            continue;
        }
        let step = (dx.signum() as i8, dy.signum() as i8);
        let (sx, sy) = (dx.signum() * spacing, dy.signum() * spacing);
        let last_leg = i + 1 == legs;
        for k in 0..n {
            // Sprites of a step are centred half-way between its two points.
            let (mx, my) = (ax + k * sx + sx / 2, ay + k * sy + sy / 2);
            let sprite = if last_leg && k + 1 == n { sprites.arrow(step) } else { sprites.segment(step) };
            if let Some(sprite) = sprite {
                canvas.blit(palette, sprite, mx, my, 255);
            }
        }
        if !last_leg {
            canvas.blit(palette, &sprites.landing, bx, by, 255);
        }
    }
}

/// The strip under the board: the caption on the left, the piece counts on
/// the right with the side to move's ringed (mirrored for a right-to-left
/// caption).
fn draw_caption(canvas: &mut IndexedCanvas, assets: &assets::BoardAssets, position: &Position, caption: Option<&str>) {
    let palette = assets.palette();
    let style = assets.theme.style();
    let layout = &assets.layout;
    let (w, h) = (canvas.width as f32, canvas.height as f32);
    let mid = layout.caption_top as f32 + (h - layout.caption_top as f32) / 2.0;
    let px = assets::CAPTION_PX;
    let baseline = (mid + text::cap_height(px) / 2.0).round();
    let margin = layout.frame as f32 / 2.0;
    let reach = assets.minis[0].reach as f32;
    let counts = piece_counts(position, px);
    let block = counts_width(&counts, reach);
    let lines = caption_lines(assets, position, caption);
    let rtl = lines.first().is_some_and(|l| l.rtl);

    // The counts at the right end (left end for a right-to-left caption).
    let mut x = if rtl { margin } else { w - margin - block };
    for (i, (color, number)) in counts.iter().enumerate() {
        let centre = (x + reach).floor() as i32;
        canvas.blit(palette, &assets.minis[*color as usize], centre, mid as i32, 255);
        if *color == position.turn() {
            canvas.blit(palette, &assets.turn_ring, centre, mid as i32, 255);
        }
        x += 2.0 * reach + 5.0;
        text::draw(number, x.round(), baseline, |px, py, c| canvas.cover(palette, px, py, style.ink, c));
        x += number.width + if i == 0 { 18.0 } else { 0.0 };
    }

    // One line in the middle of the strip, or two a line's height apart.
    let step = CAPTION_TWO_LINES_PX + 2.5;
    let first = baseline - (lines.len() as f32 - 1.0) * step / 2.0;
    for (i, line) in lines.iter().enumerate() {
        let left = if rtl { w - margin - line.width } else { margin };
        let y = (first + i as f32 * step).round();
        text::draw(line, left.round(), y, |px, py, c| canvas.cover(palette, px, py, style.ink, c));
    }
}

/// Size of a caption's letters when it takes two lines.
const CAPTION_TWO_LINES_PX: f32 = 12.0;

/// The piece counts, "● 40   ○ 40", shaped.
fn piece_counts(position: &Position, px: f32) -> Vec<(Color, text::Line)> {
    [Color::Black, Color::White].map(|c| (c, text::shape(&position.count(c).to_string(), px))).into()
}

/// The width the piece counts take in the strip.
fn counts_width(counts: &[(Color, text::Line)], reach: f32) -> f32 {
    counts.iter().map(|(_, n)| 2.0 * reach + 5.0 + n.width).sum::<f32>() + 18.0
}

/// The caption as it is drawn in the strip beside the piece counts: one
/// line, or two smaller ones when one is too short (a course goal is never
/// cut after a few words); only a caption too long for two is cut.
fn caption_lines(assets: &assets::BoardAssets, position: &Position, caption: Option<&str>) -> Vec<text::Line> {
    let default = format!("{} to move", position.turn());
    let text: String = caption.unwrap_or(&default).chars().take(MAX_CAPTION_CHARS).collect();
    let (px, reach) = (assets::CAPTION_PX, assets.minis[0].reach as f32);
    let room = assets.layout.width as f32
        - assets.layout.frame as f32
        - counts_width(&piece_counts(position, px), reach)
        - 12.0;
    let one = text::shape(&text, px);
    if one.width <= room { vec![one] } else { text::two_lines(&text, CAPTION_TWO_LINES_PX, room) }
}

/// The lines the caption of `options` takes under the board of `position`
/// (for the tests: a course goal is drawn whole).
pub fn caption_lines_of(position: &Position, options: &RenderOptions) -> Vec<text::Line> {
    caption_lines(assets::board_assets(position.size(), options.theme), position, options.caption.as_deref())
}
