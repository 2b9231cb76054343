//! Board images: a PNG of a position after every turn, and a replay GIF of a
//! whole game.
//!
//! Everything that never changes is drawn once, on first use, per board size:
//! the palette, the board (frame, lines, points and coordinates) from either
//! side, and the piece sprites. An image is then a copy of the background's
//! palette indices with sprites and the move overlay composed on top, encoded
//! as an indexed PNG or as one GIF frame that holds only what changed.
//!
//! Depends only on [`crate::rules`]; no I/O.

mod assets;
mod encode;
mod paint;
mod text;

use crate::rules::{Bitboard, BoardSize, Color, Game, Kind, Move, Piece, Position, Rules, Square, Turn};
use paint::{IndexedCanvas, Mask};
use std::fmt;

pub use encode::{PNG_SETTINGS, PngSettings};

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
    fn center_f(&self, orientation: Orientation, sq: Square) -> (f32, f32) {
        let (x, y) = self.center(orientation, sq).unwrap_or((0, 0));
        (x as f32 + 0.5, y as f32 + 0.5)
    }

    /// The playing surface: `(x0, y0, x1, y1)`.
    fn board_rect(&self) -> (f32, f32, f32, f32) {
        let (a, b) = (self.frame as f32, (self.caption_top - self.frame) as f32);
        (a, a, b, b)
    }

    fn point_radius(&self) -> f32 {
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
        let after_huff = turn.huff.map_or(*before, |sq| before.without_piece(sq));
        let huffed = turn.huff.and_then(|sq| Some((sq, before.piece_at(sq)?)));
        LastMove { huffed, ..LastMove::new(&after_huff, &turn.mv) }
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
    /// Drawn as a path through every landing point, with the captured pieces
    /// faded and crossed out where they stood.
    pub last_move: Option<LastMove>,
    /// Pieces the side to move may huff (marked with a dashed ring).
    pub huffable: Bitboard,
    /// A piece picked in the move menu (ringed) and where it can go (dotted).
    pub selected: Option<Square>,
    pub destinations: Bitboard,
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

/// Where the piece on `from` can go: the end points of its legal moves.
pub fn destinations(position: &Position, rules: &Rules, from: Square) -> Bitboard {
    position.legal_moves(rules).iter().filter(|m| m.from() == from).map(Move::to).collect()
}

/// Draw the fixed parts of a board size now rather than on first use.
pub fn prepare(size: BoardSize) {
    let _ = assets::board_assets(size);
}

/// A PNG of `position`: [`board_image`] encoded.
pub fn board_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    board_image(position, options).png()
}

/// The image of `position`, composed but not yet encoded.
pub fn board_image(position: &Position, options: &RenderOptions) -> BoardImage {
    BoardImage(compose(position, options))
}

/// A composed board image ([`Layout::of`] the position's board size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardImage(IndexedCanvas);

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
        assets::PALETTE.rgb(self.0.px[(y * self.0.width + x) as usize])
    }

    /// An 8-bit indexed PNG.
    pub fn png(&self) -> Vec<u8> {
        self.png_with(PNG_SETTINGS)
    }

    /// A PNG with other compression settings (for measuring them).
    pub fn png_with(&self, settings: PngSettings) -> Vec<u8> {
        encode::png(&self.0, &assets::PALETTE, settings)
    }
}

/// Timing of a replay GIF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    pub orientation: Orientation,
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
/// highlighted, the final position held longer.
pub fn replay_gif(game: &Game, options: &ReplayOptions) -> Result<Vec<u8>, ReplayError> {
    let turns = game.turns();
    let max = options.max_plies.min(MAX_REPLAY_PLIES);
    if turns.len() > max {
        return Err(ReplayError::TooLong { plies: turns.len(), max });
    }
    let layout = Layout::of(game.start().size());
    let mut gif = encode::GifWriter::new(layout.width, layout.height, &assets::PALETTE);
    // Replaying through a Game gives the huff rights at every ply.
    let mut replay = Game::from_position(*game.rules(), *game.start()).expect("a game's start fits its rules");
    let mut render = RenderOptions { orientation: options.orientation, ..RenderOptions::default() };
    render.caption = Some("Start".to_string());
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
        let mover = if before.turn() == Color::Black { "Black" } else { "White" };
        render.caption = Some(match (i + 1 == turns.len(), game.outcome()) {
            (true, Some(outcome)) => format!("{}. {mover} {turn} · {}", i + 1, short_outcome(outcome)),
            _ => format!("{}. {mover} {turn}", i + 1),
        });
        canvas = compose(replay.position(), &render);
    }
    gif.frame(&canvas, options.last_ms);
    Ok(gif.finish())
}

fn short_outcome(outcome: crate::rules::Outcome) -> String {
    match outcome.winner() {
        Some(winner) => format!("{winner} wins"),
        None => "draw".to_string(),
    }
}

/// Compose the image of `position` as palette indices.
fn compose(position: &Position, options: &RenderOptions) -> IndexedCanvas {
    let assets = assets::board_assets(position.size());
    let palette = &*assets::PALETTE;
    let layout = &assets.layout;
    let o = options.orientation;
    let points = position.geometry().points;
    let at = |sq: Square| layout.center_f(o, sq);
    let pixel = |sq: Square| layout.center(o, sq).map_or((0, 0), |(x, y)| (x as i32, y as i32));
    let r = layout.piece_radius as f32;
    let (w, h) = (layout.width, layout.height);
    let mut canvas = IndexedCanvas { width: w, height: h, px: assets.background(o).to_vec() };

    // Under the pieces: a tint on the point the last move started from.
    let last = options.last_move.as_ref().filter(|l| l.mv.points().all(|sq| points.contains(sq)));
    if let Some(last) = last {
        let (x, y) = at(last.mv.from());
        let mut m = Mask::around(x, y, r, w, h);
        m.disc(x, y, r - 2.0);
        canvas.paint(palette, &m, assets::PATH, assets::START_ALPHA);
        let mut m = Mask::around(x, y, r, w, h);
        m.ring(x, y, r - 2.0, 2.5);
        canvas.paint(palette, &m, assets::PATH, assets::PATH_ALPHA);
    }

    for sq in position.occupied() & points {
        if let Some(piece) = position.piece_at(sq) {
            let (x, y) = pixel(sq);
            canvas.blit(palette, assets.piece(piece.color, piece.kind), x, y, 255);
        }
    }

    if let Some(last) = last {
        // Captured and huffed pieces, faded where they stood (unless a piece stands there now).
        let mut ghosts: Vec<(Square, Piece, paint::Rgb)> =
            last.mv.captured().filter_map(|sq| Some((sq, last.captured_piece(sq)?, assets::CROSS))).collect();
        ghosts.extend(last.huffed.map(|(sq, piece)| (sq, piece, assets::HUFF)));
        ghosts.retain(|(sq, _, _)| points.contains(*sq) && position.piece_at(*sq).is_none());
        for &(sq, piece, _) in &ghosts {
            let (x, y) = pixel(sq);
            canvas.blit(palette, assets.ghost(piece.color, piece.kind), x, y, assets::GHOST_ALPHA);
        }
        draw_path(&mut canvas, layout, o, &last.mv);
        // The piece that moved, on top of any leg of its path that crossed its end point.
        if let Some(piece) = position.piece_at(last.mv.to()) {
            let (x, y) = pixel(last.mv.to());
            canvas.blit(palette, assets.piece(piece.color, piece.kind), x, y, 255);
        }
        // A ring around it.
        let (x, y) = at(last.mv.to());
        let mut m = Mask::around(x, y, r + 6.0, w, h);
        m.ring(x, y, r + 2.5, 2.5);
        canvas.paint(palette, &m, assets::PATH, assets::PATH_ALPHA);
        for &(sq, _, color) in &ghosts {
            let (x, y) = at(sq);
            let arm = r * 0.42;
            let mut m = Mask::around(x, y, r, w, h);
            m.capsule((x - arm, y - arm), (x + arm, y + arm), r * 0.17);
            m.capsule((x - arm, y + arm), (x + arm, y - arm), r * 0.17);
            canvas.paint(palette, &m, color, 1.0);
        }
    }

    for sq in options.huffable & position.occupied() & points {
        let (x, y) = pixel(sq);
        canvas.blit(palette, &assets.huff_ring, x, y, 255);
    }

    if let Some(sq) = options.selected.filter(|sq| points.contains(*sq)) {
        let (x, y) = at(sq);
        let mut m = Mask::around(x, y, r + 8.0, w, h);
        m.ring(x, y, r + 3.5, 3.5);
        canvas.paint(palette, &m, assets::PATH, 1.0);
    }
    for sq in options.destinations & points {
        let (x, y) = at(sq);
        let mut m = Mask::around(x, y, r + 2.0, w, h);
        if position.piece_at(sq).is_some() {
            m.ring(x, y, r - 2.0, 4.0);
        } else {
            m.disc(x, y, layout.spacing as f32 * 0.16);
        }
        canvas.paint(palette, &m, assets::DEST, assets::DEST_ALPHA);
    }

    draw_caption(&mut canvas, assets, position, options.caption.as_deref());
    canvas
}

/// The path of a move: a line from the start through every landing point,
/// dots on the landing points on the way and an arrow head at the end.
fn draw_path(canvas: &mut IndexedCanvas, layout: &Layout, o: Orientation, mv: &Move) {
    let points: Vec<(f32, f32)> = mv.points().map(|sq| layout.center_f(o, sq)).collect();
    let (x0, y0, x1, y1) = points
        .iter()
        .fold((f32::MAX, f32::MAX, f32::MIN, f32::MIN), |b, &(x, y)| (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y)));
    let lw = layout.path_width();
    let reach = (lw * 2.0) as i32 + 3;
    let mut m = canvas.mask(x0 as i32 - reach, y0 as i32 - reach, x1 as i32 + reach, y1 as i32 + reach);
    let r = layout.piece_radius as f32;
    let (head_len, head_half) = (lw * 2.7, lw * 1.7);
    for (i, pair) in points.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 1.0 {
            continue;
        }
        let (ux, uy) = (dx / len, dy / len);
        if i + 2 < points.len() {
            m.capsule(a, b, lw);
            m.disc(b.0, b.1, lw * 1.3);
            continue;
        }
        // The last leg ends in an arrow head touching the moved piece.
        let tip_back = (r + 2.0).min(len - head_len);
        let tip = (b.0 - ux * tip_back, b.1 - uy * tip_back);
        let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
        m.capsule(a, (base.0 + ux, base.1 + uy), lw);
        let (px, py) = (-uy * head_half, ux * head_half);
        m.convex(&[tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)], 0.0);
    }
    canvas.paint(&assets::PALETTE, &m, assets::PATH, assets::PATH_ALPHA);
}

/// The strip under the board: the caption on the left, the piece counts on
/// the right with the side to move's ringed.
fn draw_caption(canvas: &mut IndexedCanvas, assets: &assets::BoardAssets, position: &Position, caption: Option<&str>) {
    let palette = &*assets::PALETTE;
    let layout = &assets.layout;
    let (w, h) = (canvas.width, canvas.height);
    let mid = layout.caption_top as f32 + (h - layout.caption_top) as f32 / 2.0;
    let px = assets::CAPTION_PX;
    let baseline = (mid + text::cap_height(px) / 2.0).round();
    let margin = layout.frame as f32 / 2.0;
    let mini = |c: Color| &assets.minis[c as usize];
    let reach = mini(Color::Black).reach as f32;

    // Right: the piece counts, "● 40   ○ 40".
    let mut right = w as f32 - margin;
    let mut ink = canvas.mask(0, layout.caption_top as i32, w as i32, h as i32);
    for color in [Color::White, Color::Black] {
        let n = position.count(color).to_string();
        right -= text::width(&n, px);
        text::draw(&mut ink, &n, px, right, baseline);
        right -= reach + 5.0;
        canvas.blit(palette, mini(color), right as i32, mid as i32, 255);
        if color == position.turn() {
            ink.ring(right.floor() + 0.5, mid.floor() + 0.5, reach + 2.5, 1.5);
        }
        right -= reach + 18.0;
    }

    // Left: the caption.
    let default = format!("{} to move", position.turn());
    let text: String = caption.unwrap_or(&default).chars().take(MAX_CAPTION_CHARS).collect();
    let fitted = text::fit(&text, px, right - margin);
    text::draw(&mut ink, &fitted, px, margin, baseline);
    canvas.paint(palette, &ink, assets::INK_LIGHT, 1.0);
}
