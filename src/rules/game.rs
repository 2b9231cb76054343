//! A game record: start, rules and turns, from which everything else follows
//! (current position, repetitions, stall counter, huff rights, outcome).

use super::bitboard::Bitboard;
use super::geometry::BoardSize;
use super::moves::{Move, MoveList};
use super::notation::{self, MoveError, list_squares};
use super::options::{Majority, Rules};
use super::position::Position;
use super::turn::{self, Turn};
use super::types::{Color, Square};
use std::fmt;

/// Why a game ended as a draw (or, with `count`, why the counting happened).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    Agreement,
    Repetition,
    Stall,
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's pieces were all blocked on their turn.
    NoMoves,
    /// The loser had no piece left on their turn.
    NoPieces,
    Resignation,
    /// The loser ran out of time (decided outside the rules core).
    Timeout,
    /// The game would have been drawn, and the winner had more pieces.
    Count(DrawReason),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw { reason: DrawReason },
}

impl Outcome {
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Agreement => "by agreement",
            DrawReason::Repetition => "by threefold repetition",
            DrawReason::Stall => "by the stall rule (no capture and no man moved for too long)",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Draw { reason } => write!(f, "Draw {reason}"),
            Outcome::Win { winner, reason } => {
                let loser = winner.other();
                match reason {
                    WinReason::NoMoves => write!(f, "{winner} wins: {loser} has no legal move"),
                    WinReason::NoPieces => write!(f, "{winner} wins: {loser} has no pieces left"),
                    WinReason::Resignation => write!(f, "{winner} wins: {loser} resigned"),
                    WinReason::Timeout => write!(f, "{winner} wins: {loser} ran out of time"),
                    WinReason::Count(r) => {
                        write!(f, "{winner} wins on count: the game ended {r} and {winner} has more pieces")
                    }
                }
            }
        }
    }
}

/// A moment of a game's record: its start, or just after one of its turns
/// (what a replay's frame shows, and its caption says).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment<'a> {
    /// The starting position.
    Start,
    /// The position after ply `ply` (from 1), played by `mover`; `outcome`
    /// on the last ply of a finished game.
    After { ply: usize, mover: Color, turn: &'a Turn, outcome: Option<Outcome> },
}

/// Why a turn or an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Over(Outcome),
    Move(MoveError),
    HuffNotInRules,
    NothingToHuff,
    CannotHuff { at: Square, allowed: Bitboard },
    HuffWithoutMove,
    HuffSyntax,
    SizeMismatch { rules: BoardSize, position: BoardSize },
}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({o})"),
            GameError::Move(e) => e.fmt(f),
            GameError::HuffNotInRules => {
                write!(f, "huffing is only part of games played with majority=huff (e.g. the sahara preset)")
            }
            GameError::NothingToHuff => write!(
                f,
                "there is nothing to huff: you may huff only right after your opponent failed to take the maximum capture"
            ),
            GameError::CannotHuff { at, allowed } => {
                write!(f, "{at} cannot be huffed; you may huff {}", list_squares(*allowed))
            }
            GameError::HuffWithoutMove => {
                write!(f, "after the huff, make your move too, e.g. `huff d4, c3-c4`")
            }
            GameError::HuffSyntax => write!(f, "write a huff as `huff <point>, <move>`, e.g. `huff d4, c3-c4`"),
            GameError::SizeMismatch { rules, position } => {
                write!(f, "the rules use a {rules} board but the position is {position}")
            }
        }
    }
}

impl std::error::Error for GameError {}

/// The most legal turns a position may have for the free board, the
/// engine protocol and analysis to take it up (past it they refuse it in a
/// sentence; the computer in a game searches the most forcing of them). Real
/// games stay far below: the opening has 9, a huff game's long chains a few
/// hundred; a built position can have 68,992 (every prefix of a flying
/// mullah's chains), each of which a search would otherwise play out.
pub const MAX_TURNS: usize = 4_096;

#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: Position,
    position: Position,
    /// The position before the last turn (for drawing that turn).
    before_last: Option<Position>,
    turns: Vec<Turn>,
    /// Legal moves of `position` (before any huff).
    legal: MoveList,
    /// Pieces the side to move may huff this turn.
    huffable: Bitboard,
    /// Plies since the last capture, huff or man's move.
    stall: u32,
    /// Keys of the positions since the last irreversible ply, current included.
    history: Vec<u64>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the start position of the rules' board.
    pub fn new(rules: Rules) -> Game {
        Game::build(rules, Position::start(rules.board))
    }

    /// A new game from any position of the right board size.
    pub fn from_position(rules: Rules, start: Position) -> Result<Game, GameError> {
        if start.size() != rules.board {
            return Err(GameError::SizeMismatch { rules: rules.board, position: start.size() });
        }
        Ok(Game::build(rules, start))
    }

    fn build(rules: Rules, start: Position) -> Game {
        let mut game = Game {
            rules,
            start,
            position: start,
            before_last: None,
            turns: Vec::new(),
            legal: MoveList::new(),
            huffable: Bitboard::EMPTY,
            stall: 0,
            history: vec![start.hash()],
            outcome: None,
        };
        start.legal_moves_into(&rules, &mut game.legal);
        game.outcome = game.decide();
        game
    }

    /// Replay typed turns from a start position; the error names the 1-based
    /// number of the turn that failed.
    pub fn replay<'a>(
        rules: Rules,
        start: Position,
        turns: impl IntoIterator<Item = &'a str>,
    ) -> Result<Game, (usize, GameError)> {
        let mut game = Game::from_position(rules, start).map_err(|e| (0, e))?;
        for (i, text) in turns.into_iter().enumerate() {
            game.play_text(text).map_err(|e| (i + 1, e))?;
        }
        Ok(game)
    }

    /// The game as it stood before its turn `ply` (0: at the start), with
    /// the huff rights of that moment; `None` past its last turn.
    pub fn at(&self, ply: usize) -> Option<Game> {
        let mut game = Game::from_position(self.rules, self.start).ok()?;
        for &turn in self.turns.get(..ply)? {
            game.play(turn).ok()?;
        }
        Some(game)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The position the last turn was played from (before its huff), and
    /// that turn: what a picture of the last move needs.
    pub fn last_turn(&self) -> Option<(&Position, &Turn)> {
        Some((self.before_last.as_ref()?, self.turns.last()?))
    }

    /// Legal moves now (without a huff).
    pub fn legal_moves(&self) -> &[Move] {
        if self.outcome.is_some() { &[] } else { &self.legal }
    }

    /// The side to move's only turn, when it has no choice: one legal move
    /// and no huff to make (`None` once the game is over).
    pub fn only_turn(&self) -> Option<Turn> {
        match self.legal_moves() {
            [only] if self.huffable.is_empty() => Some(Turn { huff: None, mv: *only }),
            _ => None,
        }
    }

    /// Every legal turn of the side to move: the legal moves, then those
    /// after each huff allowed now (none once the game is over). A position
    /// may have tens of thousands (see [`MAX_TURNS`]): ask
    /// [`Game::turn_count`] first where that matters.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        self.each_turn_list(|huff, moves| turns.extend(moves.iter().map(|&mv| Turn { huff, mv })));
        turns
    }

    /// The legal turns by huff: `see(None, moves)` for the turns without a
    /// huff, then `see(Some(sq), moves)` for those after each huff allowed
    /// now. Only one list of moves exists at a time, so the turns are never
    /// all built at once (a huff times every move after it).
    pub fn each_turn_list(&self, mut see: impl FnMut(Option<Square>, &[Move])) {
        if self.outcome.is_some() {
            return;
        }
        see(None, &self.legal);
        for sq in self.huffable {
            if let Ok(moves) = self.moves_after_huff(sq) {
                see(Some(sq), &moves);
            }
        }
    }

    /// How many legal turns the side to move has (huffs included), counted
    /// without building them.
    pub fn turn_count(&self) -> usize {
        let mut count = 0;
        self.each_turn_list(|_, moves| count += moves.len());
        count
    }

    /// Where the piece on `from` can go in a turn without a huff, or after
    /// huffing the piece on `huff` (refused as [`Game::turn_moves`] is).
    pub fn destinations(&self, huff: Option<Square>, from: Square) -> Result<Bitboard, GameError> {
        Ok(turn::destinations(&self.turn_moves(huff)?, from))
    }

    /// The legal moves of a turn: without a huff ([`Game::legal_moves`]), or
    /// after huffing the piece on `huff` ([`Game::moves_after_huff`]).
    pub fn turn_moves(&self, huff: Option<Square>) -> Result<Vec<Move>, GameError> {
        match huff {
            None => Ok(self.legal_moves().to_vec()),
            Some(at) => Ok(self.moves_after_huff(at)?.to_vec()),
        }
    }

    /// Must the side to move capture: is every legal move a capture?
    pub fn must_capture(&self) -> bool {
        let legal = self.legal_moves();
        !legal.is_empty() && legal.iter().all(Move::is_capture)
    }

    /// Why the piece on `from` may not move this turn although it could:
    /// a capture is required elsewhere (see [`notation::held_by_capture`]).
    pub fn held_by_capture(&self, from: Square) -> Option<MoveError> {
        let position = self.position();
        position.piece_at(from).filter(|p| p.color == position.turn())?;
        notation::held_by_capture(&self.rules, self.legal_moves(), from)
    }

    /// Pieces of the opponent the side to move may huff this turn.
    pub fn huffable(&self) -> Bitboard {
        self.huffable
    }

    pub fn stall_count(&self) -> u32 {
        self.stall
    }

    /// How often the current position has occurred (same side to move).
    pub fn repetitions(&self) -> usize {
        let h = self.position.hash();
        self.history.iter().filter(|&&k| k == h).count()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Read a typed turn (`c3-c4`, `huff d4, c3-c4`) without playing it.
    pub fn parse_turn(&self, text: &str) -> Result<Turn, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let trimmed = text.trim();
        let is_huff = trimmed.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("huff"));
        if !is_huff {
            let mv = notation::parse_move(&self.position, &self.rules, &self.legal, trimmed)?;
            return Ok(Turn { huff: None, mv });
        }
        if self.rules.majority != Majority::Huff {
            return Err(GameError::HuffNotInRules);
        }
        let rest = trimmed[4..].trim_start();
        let end = rest.find([',', ';', ' ']).unwrap_or(rest.len());
        let (point, move_text) = rest.split_at(end);
        let at = self.position.geometry().parse_square(point).ok_or_else(|| {
            match notation::parse_points(&self.position, point) {
                Err(off @ MoveError::OffBoard { .. }) => GameError::Move(off),
                _ => GameError::HuffSyntax,
            }
        })?;
        self.check_huff(at)?;
        let move_text = move_text.trim_start_matches([',', ';', ' ']).trim();
        if move_text.is_empty() {
            return Err(GameError::HuffWithoutMove);
        }
        let legal = self.after_huff(at);
        let mv = notation::parse_move(&self.position.after_huff(Some(at)), &self.rules, &legal, move_text)?;
        Ok(Turn { huff: Some(at), mv })
    }

    /// The legal moves of a turn that starts by huffing the piece on `at`
    /// (refused when that piece may not be huffed now).
    pub fn moves_after_huff(&self, at: Square) -> Result<MoveList, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        self.check_huff(at)?;
        Ok(self.after_huff(at))
    }

    /// The legal moves once the piece on `at` is gone (unchecked).
    fn after_huff(&self, at: Square) -> MoveList {
        self.position.after_huff(Some(at)).legal_moves(&self.rules)
    }

    fn check_huff(&self, at: Square) -> Result<(), GameError> {
        if self.huffable.is_empty() {
            Err(GameError::NothingToHuff)
        } else if !self.huffable.contains(at) {
            Err(GameError::CannotHuff { at, allowed: self.huffable })
        } else {
            Ok(())
        }
    }

    /// Parse and play a typed turn.
    pub fn play_text(&mut self, text: &str) -> Result<Turn, GameError> {
        let turn = self.parse_turn(text)?;
        self.apply(turn);
        Ok(turn)
    }

    /// Play a turn; on error the game is unchanged.
    pub fn play(&mut self, turn: Turn) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let not_legal = || GameError::Move(MoveError::NotLegal { text: turn.mv.to_string() });
        let mv = match turn.huff {
            None => *self.legal.iter().find(|m| **m == turn.mv).ok_or_else(not_legal)?,
            Some(at) => {
                let legal = self.moves_after_huff(at)?;
                *legal.iter().find(|m| **m == turn.mv).ok_or_else(not_legal)?
            }
        };
        self.apply(Turn { huff: turn.huff, mv });
        Ok(())
    }

    /// Apply a turn known to be legal.
    fn apply(&mut self, turn: Turn) {
        self.before_last = Some(self.position);
        let before = turn.base(&self.position);
        let mv = turn.mv;
        self.huffable = Bitboard::EMPTY;
        if self.rules.majority == Majority::Huff {
            let max = before.max_capture(&self.rules);
            if max > 0 && mv.capture_count() < max {
                self.huffable = if mv.is_capture() {
                    Bitboard::from_square(mv.to())
                } else {
                    let c = before.capturers(&self.rules);
                    if c.contains(mv.from()) { c.without(mv.from()).with(mv.to()) } else { c }
                };
            }
        }
        let (position, irreversible) = self.position.play_turn(&turn);
        self.position = position;
        if irreversible {
            self.stall = 0;
            self.history.clear();
        } else {
            self.stall += 1;
        }
        self.history.push(self.position.hash());
        self.turns.push(turn);
        self.position.legal_moves_into(&self.rules, &mut self.legal);
        self.outcome = self.decide();
    }

    /// The outcome the rules impose on the current position, if any.
    fn decide(&self) -> Option<Outcome> {
        let mover = self.position.turn();
        if self.legal.is_empty() && !self.huff_unblocks() {
            let reason = if self.position.count(mover) == 0 { WinReason::NoPieces } else { WinReason::NoMoves };
            return Some(Outcome::Win { winner: mover.other(), reason });
        }
        if self.repetitions() >= 3 {
            return Some(self.drawn(DrawReason::Repetition));
        }
        if self.rules.stall_reached(self.stall) {
            return Some(self.drawn(DrawReason::Stall));
        }
        None
    }

    /// Would a huff give the side to move a legal move?
    fn huff_unblocks(&self) -> bool {
        self.huffable.into_iter().any(|sq| !self.after_huff(sq).is_empty())
    }

    /// A draw, or under `count` a win for the side with more pieces.
    fn drawn(&self, reason: DrawReason) -> Outcome {
        let (b, w) = (self.position.count(Color::Black), self.position.count(Color::White));
        if !self.rules.count || b == w {
            Outcome::Draw { reason }
        } else {
            let winner = if b > w { Color::Black } else { Color::White };
            Outcome::Win { winner, reason: WinReason::Count(reason) }
        }
    }

    /// `loser` resigns.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.end(Outcome::Win { winner: loser.other(), reason: WinReason::Resignation })
    }

    /// Both players agreed to a draw (decided on count under `count`).
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        let outcome = self.drawn(DrawReason::Agreement);
        self.end(outcome)
    }

    /// `loser` ran out of time.
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.end(Outcome::Win { winner: loser.other(), reason: WinReason::Timeout })
    }

    fn end(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }
}
