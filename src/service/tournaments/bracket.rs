//! A cup's bracket as data: every round's ties in bracket order, who is on
//! top, who went through and the results, for the front ends to phrase
//! and draw.

use super::super::{PairingResult, PlayerCard, TournamentFormat};
use super::{PairingView, TournamentView};

/// One of a tie's two places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieSide {
    /// The winner of the earlier tie of the round before.
    Top,
    Bottom,
}

/// The side, as the bracket picture draws it.
impl From<TieSide> for crate::render::BracketSide {
    fn from(side: TieSide) -> crate::render::BracketSide {
        match side {
            TieSide::Top => crate::render::BracketSide::Top,
            TieSide::Bottom => crate::render::BracketSide::Bottom,
        }
    }
}

/// Who holds a place of a tie.
#[derive(Clone, Debug, PartialEq)]
pub enum TieSlot {
    Player(PlayerCard),
    /// Nobody: the other player had a bye.
    Bye,
}

/// One tie of a cup. Both places `None`: not yet known.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CupTie {
    pub top: Option<TieSlot>,
    pub bottom: Option<TieSlot>,
    /// Who went through.
    pub winner: Option<TieSide>,
    /// Each game of the tie (a drawn one is played again), seen from the
    /// top player: their result first; `None` while it is played.
    pub results: Vec<Option<PairingResult>>,
}

impl TournamentView {
    /// A cup's bracket: one Vec of ties per round (at most six: 64
    /// players), each round's ties in bracket order (the winners of ties
    /// 2k and 2k+1 meet next), later rounds' ties empty until paired.
    /// `None` for other formats, and before the start.
    pub fn cup_bracket(&self) -> Option<Vec<Vec<CupTie>>> {
        if self.format != TournamentFormat::Cup || self.round == 0 {
            return None;
        }
        let rounds = self.rounds.unwrap_or(1).clamp(1, 6);
        let ties =
            (1..=rounds).map(|r| (1..=(1u32 << (rounds - r))).map(|board| self.cup_tie(r, board)).collect()).collect();
        Some(ties)
    }

    fn cup_tie(&self, round: u32, board: u32) -> CupTie {
        let legs: Vec<&PairingView> = self.round_pairings(round).filter(|p| p.board == board).collect();
        let Some(first) = legs.first() else { return CupTie::default() };
        let winner = legs.iter().find_map(|p| p.advances);
        // The winner of the tie above comes in on top, whatever the
        // colours (the higher seed has Black).
        let from_above = (round > 1)
            .then(|| self.round_pairings(round - 1).filter(|p| p.board == 2 * board - 1).find_map(|p| p.advances))
            .flatten();
        let swap = first.white.as_ref().is_some_and(|w| Some(w.id) == from_above);
        let results = legs
            .iter()
            .filter(|p| p.white.is_some())
            .map(|p| {
                let top_is_black = (p.black.id == first.black.id) != swap;
                if top_is_black { p.result } else { p.result.map(flipped) }
            })
            .collect();
        let black = Some(TieSlot::Player(first.black.clone()));
        let white = Some(first.white.clone().map_or(TieSlot::Bye, TieSlot::Player));
        let (top, bottom) = if swap { (white, black) } else { (black, white) };
        let side = |w| if (w == first.black.id) != swap { TieSide::Top } else { TieSide::Bottom };
        CupTie { top, bottom, winner: winner.map(side), results }
    }
}

/// A result seen from White's side.
fn flipped(result: PairingResult) -> PairingResult {
    match result {
        PairingResult::BlackWon => PairingResult::WhiteWon,
        PairingResult::WhiteWon => PairingResult::BlackWon,
        PairingResult::WhiteForfeit => PairingResult::BlackForfeit,
        PairingResult::BlackForfeit => PairingResult::WhiteForfeit,
        other => other,
    }
}
