//! Results: ending a game with an outcome, the players' totals, and (for
//! rated games between people) Glicko-2 ratings, all in the caller's
//! transaction, exactly once per game.

use super::rating::{self, Rating, is_provisional};
use super::{EndReason, GameEnd, GameId, GameResult, GameStatus, PairingResult, RatingChange, Result, Service, card};
use crate::rules::{Color, Outcome};
use crate::store::games::GameRow;
use crate::store::players::{PlayerRow, RatingChangeRow, ResultUpdate};
use crate::store::{self, Tx};

/// A server's place on the leaderboard of servers.
#[derive(Clone, Debug)]
pub struct ServerStanding {
    pub rank: usize,
    /// The name its team last played under.
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
    pub games: i32,
    pub wins: i32,
    pub draws: i32,
    pub losses: i32,
}

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
        // A game of one server against another rates the servers, here and
        // so exactly once. Other games skip the query.
        if super::is_team(row.black) {
            self.rate_servers(tx, row, (&b.name, &w.name), score_black).await?;
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

    /// The servers of a finished team game between two servers, rated by
    /// its result (`score_black`: 1, 0, -1), each shown by its team's name.
    async fn rate_servers(&self, tx: &mut Tx, row: &GameRow, names: (&str, &str), score_black: i32) -> Result<()> {
        let sides = store::teams::sides(tx, row.id).await?;
        let [Some(black), Some(white)] = [0, 1].map(|i| sides.get(i).and_then(|s| s.guild)) else {
            return Ok(());
        };
        // Locked in the order of their ids: two games ending at once wait, not deadlock.
        let (first, second) =
            if black < white { ((black, names.0), (white, names.1)) } else { ((white, names.1), (black, names.0)) };
        let a = store::servers::lock(tx, first.0, first.1).await?;
        let b = store::servers::lock(tx, second.0, second.1).await?;
        let (rb, rw) = if first.0 == black { (&a, &b) } else { (&b, &a) };
        let r = |s: &store::servers::ServerRow| Rating {
            rating: s.rating,
            deviation: s.deviation,
            volatility: s.volatility,
        };
        let (nb, nw) = rating::rate(r(rb), r(rw), f64::from(score_black + 1) / 2.0);
        store::servers::apply(tx, black, score_black, (nb.rating, nb.deviation, nb.volatility)).await?;
        store::servers::apply(tx, white, -score_black, (nw.rating, nw.deviation, nw.volatility)).await?;
        Ok(())
    }

    /// The servers by their rating over team games against each other:
    /// page `page` (0-based).
    pub async fn server_leaderboard(&self, page: u32) -> Result<Vec<ServerStanding>> {
        self.bounded(async {
            let size = i64::from(self.config.page_size);
            let mut tx = self.read().await?;
            let rows = store::servers::leaderboard(&mut tx, i64::from(page) * size, size).await?;
            tx.commit().await?;
            Ok(rows
                .into_iter()
                .enumerate()
                .map(|(i, s)| ServerStanding {
                    rank: page as usize * size as usize + i + 1,
                    name: s.name,
                    rating: s.rating,
                    provisional: is_provisional(s.deviation),
                    games: s.games,
                    wins: s.wins,
                    draws: s.draws,
                    losses: s.losses,
                })
                .collect())
        })
        .await
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
