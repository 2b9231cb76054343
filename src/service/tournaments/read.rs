//! The read model: a tournament whole, with its standings computed from
//! the pairings (pure: `standings`).

use super::super::pairing::{self, Played};
use super::super::{
    PairingResult, PlayerCard, RatingRange, Result, Service, TournamentFormat, TournamentStatus, UserId, card,
};
use super::{EntrantView, PairingView, StandingLine, TournamentView};
use crate::store::tournaments::{EntrantRow, PairingRow, TournamentRow};
use crate::store::{self, Tx};
use std::collections::HashMap;
use std::time::Duration;

impl Service {
    /// Everything about a tournament, read in `tx`.
    pub(super) async fn tournament_view(&self, tx: &mut Tx, row: &TournamentRow) -> Result<TournamentView> {
        let entrants = store::tournaments::entrants(tx, row.id).await?;
        let pairings = store::tournaments::pairings(tx, row.id).await?;
        let mut ids: Vec<UserId> = entrants.iter().map(|e| e.player).collect();
        ids.push(row.organiser);
        let players = store::players::get_many(tx, &ids).await?;
        let card_of = |id: UserId| -> PlayerCard {
            players.get(&id).map(card).unwrap_or_else(|| PlayerCard {
                id,
                name: id.to_string(),
                rating: 0.0,
                provisional: true,
                bot: false,
                pings: false,
            })
        };
        let standings = standings(row.format, &entrants, &pairings, &card_of);
        Ok(TournamentView {
            id: row.id,
            place: row.place,
            name: row.name.clone(),
            format: row.format,
            rules: row.rules.clone(),
            rounds: row.rounds.map(|r| r as u32),
            move_time: Duration::from_secs(row.move_seconds as u64),
            round_time: Duration::from_secs(row.round_seconds as u64),
            rated: row.rated,
            max_players: row.max_players as u32,
            entry: RatingRange { min: row.min_rating, max: row.max_rating },
            decider: row.decider,
            starts_at: row.starts_at,
            status: row.status,
            round: row.round as u32,
            round_deadline: (row.status == TournamentStatus::Running)
                .then(|| row.round_started_at.map(|at| at + chrono::Duration::seconds(i64::from(row.round_seconds))))
                .flatten(),
            organiser: card_of(row.organiser),
            entrants: entrants
                .iter()
                .map(|e| EntrantView {
                    player: card_of(e.player),
                    seed: e.seed.map(|s| s as u32),
                    withdrawn: e.withdrawn_round.map(|r| r as u32),
                })
                .collect(),
            pairings: pairings
                .iter()
                .map(|p| PairingView {
                    round: p.round as u32,
                    board: p.board as u32,
                    leg: p.leg as u8,
                    black: card_of(p.black),
                    white: p.white.map(card_of),
                    game: p.game_id,
                    result: p.result,
                    advances: p.advances,
                })
                .collect(),
            standings,
        })
    }
}

/// The standings, from the pairings alone (pure: no store, no clock);
/// `card_of` names a player. A round robin's byes score nothing (everyone
/// sits out alike); a Swiss bye scores a win; forfeits count as games won
/// and lost. A cup ranks by the round reached (the winner first), then by
/// seed; the players out in the same round share a rank.
pub(super) fn standings(
    format: TournamentFormat,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
    card_of: &dyn Fn(UserId) -> PlayerCard,
) -> Vec<StandingLine> {
    let ids: Vec<UserId> = entrants.iter().map(|e| e.player).collect();
    let mut games = Vec::new();
    let mut byes = Vec::new();
    let mut played: HashMap<UserId, u32> = HashMap::new();
    for p in pairings {
        let Some(result) = p.result else { continue };
        match (p.white, result) {
            (None, _) => {
                if format == TournamentFormat::Swiss {
                    byes.push(p.black);
                }
            }
            (Some(_), PairingResult::BothForfeit) => {}
            (Some(white), _) => {
                games.push(Played { black: p.black, white, black_points: result.points().0 });
                *played.entry(p.black).or_default() += 1;
                *played.entry(white).or_default() += 1;
            }
        }
    }
    let table = pairing::standings(&ids, &games, &byes);
    let entrant = |id: UserId| entrants.iter().find(|e| e.player == id);
    let mut lines: Vec<StandingLine> = table
        .iter()
        .map(|s| {
            let id = s.id;
            let withdrawn = entrant(id).is_some_and(|e| e.withdrawn_round.is_some());
            let reached = pairings.iter().filter(|p| p.black == id || p.white == Some(id)).map(|p| p.round).max();
            let out = withdrawn
                || pairings.iter().any(|p| {
                    (p.black == id || p.white == Some(id))
                        && (p.result == Some(PairingResult::BothForfeit)
                            || p.advances.is_some_and(|winner| winner != id))
                });
            StandingLine {
                rank: 0,
                player: card_of(id),
                points: s.points,
                buchholz: s.buchholz,
                sonneborn_berger: s.sonneborn_berger,
                played: played.get(&id).copied().unwrap_or(0),
                wins: s.wins,
                withdrawn,
                reached: reached.unwrap_or(0) as u32,
                out,
            }
        })
        .collect();
    if format == TournamentFormat::Cup {
        let seed = |id: UserId| entrant(id).and_then(|e| e.seed).unwrap_or(i32::MAX);
        lines.sort_by(|a, b| {
            a.out.cmp(&b.out).then(b.reached.cmp(&a.reached)).then(seed(a.player.id).cmp(&seed(b.player.id)))
        });
        let mut rank = 0;
        for i in 0..lines.len() {
            let same = i > 0 && lines[i].out && lines[i - 1].out && lines[i].reached == lines[i - 1].reached;
            if !same {
                rank = i as u32 + 1;
            }
            lines[i].rank = rank;
        }
    } else {
        // Every tie-break applied (head to head last): one rank each.
        for (i, line) in lines.iter_mut().enumerate() {
            line.rank = i as u32 + 1;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(id: UserId) -> PlayerCard {
        PlayerCard { id, name: format!("p{id}"), rating: 1500.0, provisional: false, bot: false, pings: false }
    }

    fn entrant(id: u64, seed: i32) -> EntrantRow {
        EntrantRow { player: UserId(id), rating: 1500.0, seed: Some(seed), withdrawn_round: None }
    }

    fn pairing(round: i32, board: i32, black: u64, white: Option<u64>, result: PairingResult) -> PairingRow {
        PairingRow {
            round,
            board,
            leg: 1,
            black: UserId(black),
            white: white.map(UserId),
            game_id: None,
            result: Some(result),
            advances: None,
        }
    }

    fn ranks(lines: &[StandingLine]) -> Vec<(u64, u32)> {
        lines.iter().map(|l| (l.player.id.0, l.rank)).collect()
    }

    #[test]
    fn a_swiss_bye_scores_a_win_and_a_robin_bye_nothing() {
        let entrants = [entrant(1, 1), entrant(2, 2), entrant(3, 3)];
        let pairings = [pairing(1, 1, 1, Some(2), PairingResult::Draw), pairing(1, 2, 3, None, PairingResult::Bye)];
        let swiss = standings(TournamentFormat::Swiss, &entrants, &pairings, &card);
        assert_eq!(ranks(&swiss), [(3, 1), (1, 2), (2, 3)]);
        assert_eq!(swiss[0].points, 1.0);
        // The bye is not a game played.
        assert_eq!(swiss[0].played, 0);
        assert_eq!(swiss[1].played, 1);
        let robin = standings(TournamentFormat::Robin, &entrants, &pairings, &card);
        assert_eq!(robin.iter().map(|l| l.points).collect::<Vec<_>>(), [0.5, 0.5, 0.0]);
        assert_eq!(robin.last().unwrap().player.id, UserId(3));
    }

    #[test]
    fn forfeits_count_as_games_and_both_forfeiting_scores_nothing() {
        let mut entrants = [entrant(1, 1), entrant(2, 2), entrant(3, 3), entrant(4, 4)];
        entrants[3].withdrawn_round = Some(1);
        let pairings = [
            pairing(1, 1, 1, Some(4), PairingResult::WhiteForfeit),
            pairing(1, 2, 2, Some(3), PairingResult::BothForfeit),
        ];
        let lines = standings(TournamentFormat::Robin, &entrants, &pairings, &card);
        let line = |id: u64| lines.iter().find(|l| l.player.id == UserId(id)).unwrap();
        assert_eq!((line(1).points, line(1).played, line(1).wins), (1.0, 1, 1));
        assert_eq!((line(4).points, line(4).played), (0.0, 1));
        assert!(line(4).withdrawn);
        assert_eq!((line(2).played, line(3).played), (0, 0));
        assert_eq!(line(1).rank, 1);
    }

    #[test]
    fn a_cup_ranks_by_the_round_reached_and_the_semi_final_losers_share_third() {
        let entrants = [entrant(1, 1), entrant(2, 2), entrant(3, 3), entrant(4, 4)];
        let won = |round, board, black, white, result, winner| PairingRow {
            advances: Some(UserId(winner)),
            ..pairing(round, board, black, Some(white), result)
        };
        let pairings = [
            won(1, 1, 1, 4, PairingResult::WhiteWon, 4),
            won(1, 2, 2, 3, PairingResult::BlackWon, 2),
            won(2, 1, 2, 4, PairingResult::BlackWon, 2),
        ];
        let lines = standings(TournamentFormat::Cup, &entrants, &pairings, &card);
        // The winner, the finalist, then both out in the semi-finals, the
        // higher seed first, on one rank.
        assert_eq!(ranks(&lines), [(2, 1), (4, 2), (1, 3), (3, 3)]);
        assert_eq!(
            lines.iter().map(|l| (l.reached, l.out)).collect::<Vec<_>>(),
            [(2, false), (2, true), (1, true), (1, true)]
        );
        assert_eq!(lines[1].player.name, "p4");
    }

    #[test]
    fn nobody_played_yet_keeps_the_entry_order() {
        let entrants = [entrant(5, 1), entrant(6, 2)];
        let lines = standings(TournamentFormat::Swiss, &entrants, &[], &card);
        assert_eq!(ranks(&lines), [(5, 1), (6, 2)]);
        assert!(lines.iter().all(|l| l.points == 0.0 && l.played == 0 && !l.out));
    }
}
