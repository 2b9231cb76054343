//! Reviews of finished games: the computer's verdict on every turn
//! (`ai::review`), computed once on the heavy-work pool and kept, so that
//! every later look is instant.

use super::heavy::{Owner, Refused};
use super::{GameId, GameStatus, GameView, Place, Result, Service, ServiceError, UserId};
use crate::ai::{self, Judged};
use crate::render::{self, Graph, GraphMark, Orientation, RenderOptions, Theme};
use crate::rules::Game;
use crate::store::{self, reviews::ReviewRow, reviews::ReviewTurnRow};

/// The vocabulary of a review, owned by the service's review aggregate:
/// front ends and the catalogues name these through `service`, never `ai`.
pub use crate::ai::{CLAMP, Review, Summary, TurnReview, Verdict};

/// A finished game and its review.
#[derive(Clone, Debug)]
pub struct GameReview {
    pub view: GameView,
    pub review: Review,
    /// Computed for this request (rather than read back).
    pub fresh: bool,
}

fn to_row(review: &Review) -> ReviewRow {
    let turns = review
        .turns
        .iter()
        .map(|t| ReviewTurnRow {
            ply: t.ply as i32,
            best: t.best.to_string(),
            before: t.before,
            after: t.after,
            loss: t.loss,
            forced: t.forced,
        })
        .collect();
    ReviewRow { nodes: review.nodes as i64, mean_depth: review.mean_depth as f32, turns }
}

fn from_row(view: &GameView, row: &ReviewRow) -> Option<Review> {
    let found: Vec<(String, Judged)> = row
        .turns
        .iter()
        .map(|t| (t.best.clone(), Judged { before: t.before, after: t.after, loss: t.loss, forced: t.forced }))
        .collect();
    ai::rebuild(&view.game, &found, row.nodes.max(1) as u64, f64::from(row.mean_depth))
}

/// One turn of a reviewed game, as a review steps through it.
#[derive(Clone, Debug)]
pub struct ReviewMoment<'a> {
    pub turn: &'a TurnReview,
    /// The game as it stood before the turn.
    pub before: Game,
    /// The key moments ([`Review::moments`]): this turn's place among them
    /// (0-based), how many there are, and the nearest before and after it.
    pub key: Option<usize>,
    pub keys: usize,
    pub previous_key: Option<usize>,
    pub next_key: Option<usize>,
}

impl GameReview {
    /// Turn `ply` (0-based) of the reviewed game; `None` past its end.
    pub fn moment(&self, ply: usize) -> Option<ReviewMoment<'_>> {
        let turn = self.review.turns.get(ply)?;
        let before = self.view.game.at(ply)?;
        let keys = self.review.moments();
        Some(ReviewMoment {
            turn,
            before,
            key: keys.iter().position(|&k| k == ply),
            keys: keys.len(),
            previous_key: keys.iter().rev().find(|&&k| k < ply).copied(),
            next_key: keys.iter().find(|&&k| k > ply).copied(),
        })
    }

    /// The first key moment, if any turn was judged an inaccuracy or worse.
    pub fn first_key(&self) -> Option<usize> {
        self.review.moments().first().copied()
    }
}

impl Service {
    /// The game `user` names in `place` for a review ([`Service::find_game`]):
    /// refused with `NotFinished` while it runs, or when it was aborted.
    pub async fn reviewable(&self, user: UserId, place: Place, game: GameId) -> Result<GameView> {
        let view = self.find_game(user, place, Some(game)).await?;
        if view.status != GameStatus::Finished {
            return Err(ServiceError::NotFinished);
        }
        Ok(view)
    }

    /// The stored review of the game `view` shows, if one has been computed.
    pub async fn stored_review(&self, view: GameView) -> Result<Option<GameReview>> {
        let row = self.review_row(view.id).await?;
        Ok(row.as_ref().and_then(|row| from_row(&view, row)).map(|review| GameReview { view, review, fresh: false }))
    }

    async fn review_row(&self, game_id: GameId) -> Result<Option<ReviewRow>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::reviews::get(&mut tx, game_id).await?;
            tx.commit().await?;
            Ok(row)
        })
        .await
    }

    /// The review of finished game `game_id`: the stored one, or computed
    /// now for `asker` (one review per person at a time, fairly queued with
    /// the other heavy work; `progress(done, total)` is called from the
    /// worker as positions are searched) and stored.
    pub async fn review(
        &self,
        game_id: GameId,
        asker: UserId,
        progress: impl FnMut(usize, usize) + Send + 'static,
    ) -> Result<GameReview> {
        let view = self.game(game_id).await?;
        if view.status != GameStatus::Finished {
            return Err(ServiceError::NotFinished);
        }
        let stored = self.review_row(game_id).await?;
        if let Some(review) = stored.as_ref().and_then(|row| from_row(&view, row)) {
            return Ok(GameReview { view, review, fresh: false });
        }
        let (game, nodes, split) = (view.game.clone(), self.config.review_nodes, self.heavy.split());
        let review =
            match self.heavy.run(Owner::Person(asker.0), move || ai::review_on(&game, nodes, split, progress)).await {
                Ok(review) => review,
                Err(Refused::Busy { .. } | Refused::Full { .. }) => return Err(ServiceError::Busy),
                Err(Refused::Failed) => return Err(ServiceError::Internal("the review failed".into())),
            };
        let row = to_row(&review);
        self.bounded(async {
            let mut tx = self.begin().await?;
            // A stored review that did not fit the game (none should) gives way.
            if stored.is_some() {
                store::reviews::delete(&mut tx, game_id).await?;
            }
            store::reviews::insert(&mut tx, game_id, &row).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
        Ok(GameReview { view, review, fresh: true })
    }
}

/// The review's evaluation graph: the value after each ply for Black as a
/// winning chance from −1 to +1, and the verdicts as marks, drawn in the
/// reader's board `theme`.
pub fn review_graph(review: &Review, moment: Option<usize>, theme: Theme) -> Vec<u8> {
    let chance = |v: i32| (ai::winning_chance(v) as f32 - 50.0) / 50.0;
    let mut values: Vec<f32> = review.turns.first().map(|t| chance(t.before)).into_iter().collect();
    values.extend(review.turns.iter().map(|t| chance(t.after)));
    let marks: Vec<(usize, GraphMark)> = review
        .turns
        .iter()
        .filter_map(|t| {
            let mark = match t.verdict? {
                Verdict::Inaccuracy => GraphMark::Inaccuracy,
                Verdict::Mistake => GraphMark::Mistake,
                Verdict::Blunder => GraphMark::Blunder,
            };
            Some((t.ply + 1, mark))
        })
        .collect();
    render::graph_png(&Graph { values: &values, marks: &marks, moment }, theme)
}

/// The board of a review's turn: the position before it (`before`), the
/// played turn drawn solid and the better one dashed, captioned.
pub fn review_board_png(
    before: &Game,
    turn: &TurnReview,
    orientation: Orientation,
    theme: Theme,
    caption: String,
) -> Vec<u8> {
    let options = RenderOptions {
        orientation,
        theme,
        huffable: before.huffable(),
        proposed: Some(turn.played),
        alternative: (turn.best != turn.played).then_some(turn.best),
        caption: Some(caption),
        ..RenderOptions::default()
    };
    render::board_png(before.position(), &options)
}
