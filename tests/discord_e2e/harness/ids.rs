//! Custom ids of buttons and menus, built by the bot's own
//! [`Action`](zamma_bot::discord::ids::Action). Scenarios never write a
//! well-formed id out by hand: they call [`cid`] (an id to press or look
//! for), [`kind`] (the prefix all ids of one kind share), or the readers
//! below. Ids are the bot's own types (`GameId`, `ChallengeId`). (The
//! hostile corpus keeps its literal damaged and foreign ids on purpose.)

use super::*;
pub use zamma_bot::discord::ids::{Action, ReviewPage};
pub use zamma_bot::service::{ChallengeId, GameId, TournamentId, UserId};

/// The id of a game or challenge as [`Action`] carries it.
pub trait ActionId: Copy + std::fmt::Debug {
    fn from_number(n: i64) -> Self;
}

impl ActionId for GameId {
    fn from_number(n: i64) -> Self {
        GameId(n)
    }
}

impl ActionId for TournamentId {
    fn from_number(n: i64) -> Self {
        TournamentId(n)
    }
}

impl ActionId for ChallengeId {
    fn from_number(n: i64) -> Self {
        ChallengeId(n)
    }
}

/// The custom id of `action`, exactly as the bot writes it.
pub fn cid(action: Action) -> String {
    action.to_string()
}

/// The prefix every custom id of one kind shares, from the variant's
/// constructor: `kind(Action::Move)` is `zb:mv:`.
pub fn kind<I: ActionId>(variant: fn(I) -> Action) -> String {
    let id = cid(variant(I::from_number(1)));
    let (end, _) = id.match_indices(':').nth(1).unwrap_or_else(|| panic!("{id} has no kind"));
    let prefix = id[..=end].to_string();
    // The prefix is all but the id, so `!starts_with(kind(..))` checks are not vacuous.
    assert_eq!(cid(variant(I::from_number(2))), format!("{prefix}2"), "{id} is not <kind>:<id>");
    prefix
}

/// The buttons of a game message (and the confirm and decline buttons it
/// leads to): open the move menu, resign, confirm resigning, offer (or
/// accept) a draw, decline a draw.
pub fn game_buttons(game: GameId) -> [Action; 5] {
    [Action::Move, Action::Resign, Action::ConfirmResign, Action::Draw, Action::DeclineDraw].map(|button| button(game))
}

/// The game a game message is about, read from its move button.
pub fn game_id_of(r: &Recorded) -> GameId {
    match Action::parse(&r.custom_id(Action::Move)) {
        Some(Action::Move(game)) => game,
        other => panic!("not a move button: {other:?}"),
    }
}

/// The challenge a challenge message is about, read from its accept button.
pub fn challenge_id_of(r: &Recorded) -> ChallengeId {
    match Action::parse(&r.custom_id(Action::AcceptChallenge)) {
        Some(Action::AcceptChallenge(challenge)) => challenge,
        other => panic!("not an accept button: {other:?}"),
    }
}
