//! Results: ending a game with an outcome, the players' totals, and (for
//! rated games between people) Glicko-2 ratings, all in the caller's
//! transaction, exactly once per game.

use super::rating::{self, Rating, is_provisional};
use super::{EndReason, GameEnd, GameId, GameResult, GameStatus, PairingResult, RatingChange, Result, Service, card};
use crate::rules::{Color, Outcome};
use crate::store::games::GameRow;
use crate::store::players::{PlayerRow, RatingChangeRow, ResultUpdate};
use crate::store::{self, Tx};

impl Service {
    /// End an active, locked game with `outcome`. `None` if the game had
    /// already ended.
    pub(super) async fn finish(&self, tx: &mut Tx, row: &GameRow, outcome: Outcome) -> Result<Option<GameEnd>> {
        let result = GameResult::of(outcome);
        let reason = EndReason::of(outcome);
        if !store::games::finish(tx, row.id, GameStatus::Finished, Some(result), reason).await? {
            return Ok(None);
        }
        let (b, w) = store::players::lock_pair(tx, row.black, row.white).await?;
        let score_black = match outcome.winner() {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => 0,
        };
        let rated = row.rated && !b.is_bot && !w.is_bot;
        let mut changes = Vec::new();
        let mut new = (None, None);
        if rated {
            let r = |p: &PlayerRow| Rating { rating: p.rating, deviation: p.deviation, volatility: p.volatility };
            let (nb, nw) = rating::rate(r(&b), r(&w), f64::from(score_black + 1) / 2.0);
            for (p, n) in [(&b, nb), (&w, nw)] {
                let change = RatingChangeRow {
                    game_id: row.id,
                    player: p.id,
                    rating_before: p.rating,
                    rating_after: n.rating,
                    deviation_before: p.deviation,
                    deviation_after: n.deviation,
                };
                store::players::record_rating_change(tx, &change).await?;
                changes.push(RatingChange {
                    player: p.id,
                    name: p.name.clone(),
                    before: p.rating,
                    after: n.rating,
                    provisional: is_provisional(n.deviation),
                });
            }
            new = (Some((nb.rating, nb.deviation, nb.volatility)), Some((nw.rating, nw.deviation, nw.volatility)));
        }
        store::players::apply_result(tx, ResultUpdate { id: b.id, score: score_black, rating: new.0 }).await?;
        store::players::apply_result(tx, ResultUpdate { id: w.id, score: -score_black, rating: new.1 }).await?;
        let (winner, loser) = match outcome.winner() {
            Some(Color::Black) => (Some(b.id), Some(w.id)),
            Some(Color::White) => (Some(w.id), Some(b.id)),
            None => (None, None),
        };
        // A tournament's result enters its standings here, exactly once
        // (the game ends once); the next round waits for the sweep.
        // Other games (most of them) skip the query.
        let tournament = match row.tournament_id {
            Some(_) => store::tournaments::record_game(tx, row.id, PairingResult::of_game(result)).await?,
            None => None,
        };
        if tournament.is_some() {
            self.tournament_moved.notify_one();
        }
        tracing::info!(game = %row.id, %result, rated, "game finished");
        Ok(Some(GameEnd {
            game_id: row.id,
            place: row.place,
            outcome: Some(outcome),
            reason,
            black: card(&b),
            white: card(&w),
            winner,
            loser,
            aborted_by: None,
            rating_changes: changes,
            tournament,
            also: row.also().map(|(p, _)| p),
        }))
    }

    /// Rating changes recorded for a game.
    pub async fn rating_changes(&self, game_id: GameId) -> Result<Vec<RatingChange>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::players::rating_changes(&mut tx, game_id).await?;
            let ids: Vec<_> = rows.iter().map(|r| r.player).collect();
            let names = store::players::names(&mut tx, &ids).await?;
            Ok(rows
                .iter()
                .map(|r| RatingChange {
                    player: r.player,
                    name: names.get(&r.player).cloned().unwrap_or_default(),
                    before: r.rating_before,
                    after: r.rating_after,
                    provisional: is_provisional(r.deviation_after),
                })
                .collect())
        })
        .await
    }
}
