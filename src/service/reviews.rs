//! Reviews of finished games: the computer's verdict on every turn
//! (`ai::review`), computed once on the heavy-work pool and kept, so that
//! every later look is instant.

use super::heavy::{Owner, Refused};
use super::{GameId, GameStatus, GameView, Result, Service, ServiceError, UserId};
use crate::ai::{self, Judged, Review, Verdict};
use crate::render::{self, Graph, GraphMark};
use crate::store::{self, reviews::ReviewRow, reviews::ReviewTurnRow};

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

impl Service {
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
        let stored = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let row = store::reviews::get(&mut tx, game_id).await?;
                tx.commit().await?;
                Ok(row)
            })
            .await?;
        if let Some(review) = stored.as_ref().and_then(|row| from_row(&view, row)) {
            return Ok(GameReview { view, review, fresh: false });
        }
        let (game, nodes) = (view.game.clone(), self.config.review_nodes);
        let review = match self.heavy.run(Owner::Person(asker.0), move || ai::review(&game, nodes, progress)).await {
            Ok(review) => review,
            Err(Refused::Busy { .. }) => return Err(ServiceError::Busy),
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
/// winning chance from −1 to +1, and the verdicts as marks.
pub fn review_graph(review: &Review, moment: Option<usize>) -> Vec<u8> {
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
    render::graph_png(&Graph { values: &values, marks: &marks, moment })
}
