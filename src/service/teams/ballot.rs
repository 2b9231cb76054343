//! Votes written together (group commit). A hundred members voting in the
//! same instant would be a hundred transactions queueing for the machine's
//! cores and the pool; instead, in each process, the votes on a game that
//! arrive while its votes are being written wait and are written next, all
//! in one transaction: the ballot held shared, the game read and replayed
//! once, every vote checked by the rules and stored in one statement, then
//! counted once. Each vote is acknowledged only once its transaction has
//! committed, with the side's counts as they then stood; one refused (not a
//! member, a turn not legal, the turn tallied) is refused alone. A vote
//! given on the web board is owed to its side's thread on Discord in the
//! same transaction.

use super::decide::decide;
use super::{Service, VoteReport};
use crate::service::live::Origin;
use crate::service::outbox::{self, Effect, Said};
use crate::service::{GameId, GameStatus, Result, ServiceError, User, UserId};
use crate::store::{self, games::GameRow};
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use tokio::sync::oneshot;

/// A vote as the tally counts it: who, for which turn, when.
type Vote = (UserId, String, chrono::DateTime<chrono::Utc>);

/// A vote asked for: by whom, the turn as typed, at which turn of the game,
/// and whether it is to be told in the side's thread.
type Asked<'a> = (&'a User, &'a str, Option<i32>, bool);

/// Why the vote `cast` of a member was not stored on the turn of the game
/// as it stands in `row`, if it was not.
enum Uncounted {
    /// The game is over.
    Over,
    /// The turn was played or tallied first.
    Late,
    /// It is the other side's turn.
    NotTheirTurn,
}

fn uncounted(cast: &store::teams::Cast, row: &GameRow) -> Option<Uncounted> {
    if cast.status != GameStatus::Active.as_str() {
        Some(Uncounted::Over)
    } else if cast.ply != row.ply || cast.tallied {
        Some(Uncounted::Late)
    } else if cast.player != Some(cast.to_move) {
        Some(Uncounted::NotTheirTurn)
    } else {
        None
    }
}

/// The votes waiting to be written, by game, in this process.
#[derive(Debug, Default)]
pub(crate) struct Ballots(Mutex<HashMap<GameId, Queue>>);

#[derive(Debug, Default)]
struct Queue {
    waiting: Vec<Ballot>,
}

/// A vote waiting: who, for what, at which turn, whether it is to be told
/// in the side's thread (given on the web board), and where its answer
/// goes (the report, and whether the vote was its batch's last counted one).
#[derive(Debug)]
struct Ballot {
    user: User,
    text: String,
    ply: Option<i32>,
    told: bool,
    reply: oneshot::Sender<Result<(VoteReport, bool)>>,
}

/// The writer of a game's votes: while it lives the game's queue is
/// written by it alone. It removes the queue itself when none wait; should
/// it panic, the queue goes with it (the votes in it are answered as the
/// database not answering) and the next vote starts a new writer.
struct Writer<'a> {
    ballots: &'a Ballots,
    game: GameId,
}

impl Drop for Writer<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.ballots.0.lock().unwrap_or_else(PoisonError::into_inner).remove(&self.game);
        }
    }
}

impl Service {
    /// Write `user`'s vote with the others waiting on game `id`; its
    /// report once stored (and whether the side's counts it saw are the
    /// last of its batch, so that one vote, not every one, calls the tally).
    pub(super) async fn cast_vote(
        &self,
        id: GameId,
        user: &User,
        text: &str,
        ply: Option<i32>,
    ) -> Result<(VoteReport, bool)> {
        let (reply, answer) = oneshot::channel();
        let told = self.origin == Some(Origin::Web);
        let ballot = Ballot { user: user.clone(), text: text.to_string(), ply, told, reply };
        let first = {
            let mut queues = self.ballots.0.lock().unwrap_or_else(PoisonError::into_inner);
            let first = !queues.contains_key(&id);
            queues.entry(id).or_default().waiting.push(ballot);
            first
        };
        if first {
            // The writer runs apart from this vote: a voter who goes away
            // leaves the others' votes written.
            let service = self.clone();
            tokio::spawn(async move { service.write_votes(id).await });
        }
        answer.await.unwrap_or(Err(ServiceError::Unavailable))
    }

    /// Write game `id`'s waiting votes, a batch at a time, until none wait.
    async fn write_votes(&self, id: GameId) {
        let _writer = Writer { ballots: &self.ballots, game: id };
        loop {
            let batch = {
                let mut queues = self.ballots.0.lock().unwrap_or_else(PoisonError::into_inner);
                let Some(queue) = queues.get_mut(&id) else { return };
                if queue.waiting.is_empty() {
                    queues.remove(&id);
                    return;
                }
                std::mem::take(&mut queue.waiting)
            };
            let asked: Vec<Asked> = batch.iter().map(|b| (&b.user, b.text.as_str(), b.ply, b.told)).collect();
            let answers = match self.bounded(self.write_batch(id, &asked)).await {
                Ok(answers) => answers,
                Err(e) => {
                    tracing::warn!(game = %id, error = %e, votes = batch.len(), "could not write votes");
                    // Each vote is told why (errors are not copied: their gist is).
                    let why = || match &e {
                        ServiceError::Unavailable => ServiceError::Unavailable,
                        ServiceError::NoSuchGame => ServiceError::NoSuchGame,
                        other => ServiceError::Internal(other.to_string()),
                    };
                    batch.iter().map(|_| Err(why())).collect()
                }
            };
            for (ballot, answer) in batch.into_iter().zip(answers) {
                let _ = ballot.reply.send(answer);
            }
        }
    }

    /// Check, store and count the votes `asked`, in one transaction; an
    /// answer for each, in order.
    async fn write_batch(&self, id: GameId, asked: &[Asked<'_>]) -> Result<Vec<Result<(VoteReport, bool)>>> {
        // The ballot held shared: a tally waits for these votes, and later
        // ones see it made.
        let mut tx = self.store.begin_vote(id).await?;
        let row = store::games::get(&mut tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
        let game = self.replay(&mut tx, &row).await?;
        let mut answers: Vec<Option<Result<(VoteReport, bool)>>> = Vec::new();
        let mut turns: Vec<Option<String>> = Vec::new();
        for &(user, text, ply, _) in asked {
            let ply = ply.unwrap_or(row.ply);
            let live = row.status == GameStatus::Active && row.ply == ply;
            match live.then(|| game.parse_turn(text).map(|t| t.to_string())) {
                Some(Ok(turn)) => {
                    answers.push(None);
                    turns.push(Some(turn));
                }
                // Why this person may not vote comes first; else why the
                // turn is not one.
                Some(Err(illegal)) => {
                    let why = match self.vote_refused(&mut tx, id, user, &row, ply).await? {
                        ServiceError::VoteTooLate => illegal.into(),
                        why => why,
                    };
                    answers.push(Some(Err(why)));
                    turns.push(None);
                }
                None => {
                    answers.push(Some(Err(self.vote_refused(&mut tx, id, user, &row, ply).await?)));
                    turns.push(None);
                }
            }
        }
        // A member's last vote in the batch is the one stored.
        let mut last: HashMap<UserId, usize> = HashMap::new();
        for (i, turn) in turns.iter().enumerate() {
            if turn.is_some() {
                last.insert(asked[i].0.id, i);
            }
        }
        let mut stored: Vec<(UserId, String)> =
            last.values().map(|&i| (asked[i].0.id, turns[i].clone().unwrap_or_default())).collect();
        stored.sort();
        let casts = store::teams::cast_many(&mut tx, id, row.ply, &stored).await?;
        let told: Vec<&store::teams::Cast> = casts
            .iter()
            .filter(|c| {
                last.get(&c.member).is_some_and(|&i| asked[i].3)
                    && c.thread_id.is_some()
                    && uncounted(c, &row).is_none()
            })
            .collect();
        if !told.is_empty() {
            // The side's votes as this batch leaves them, for the thread.
            let votes: Vec<Vote> = store::teams::votes(&mut tx, id, row.ply)
                .await?
                .into_iter()
                .map(|v| (v.member, v.turn, v.voted_at))
                .collect();
            for cast in told {
                let turn = last.get(&cast.member).and_then(|&i| turns[i].clone());
                let (Some(side), Some(turn)) = (cast.side(), turn) else { continue };
                let counts = decide(&votes, cast.captain);
                let members = cast.members.unwrap_or(0) as usize;
                let said = Said::Vote { turn, ply: row.ply, voted: votes.len(), members, counts };
                outbox::owe(&mut tx, &Effect::Told { game: id, side, member: cast.member, said }).await?;
            }
        }
        tx.commit().await?;
        if !stored.is_empty() {
            // The side's live boards show the votes (the other side's and
            // spectators' show nothing of them).
            self.tell_team_news(id, row.ply);
        }
        // Counted once committed: of batches committing together, the
        // last sees them all (and two that see them all tally once).
        let votes = match stored.is_empty() {
            true => Vec::new(),
            false => {
                let mut tx = self.read().await?;
                let votes = store::teams::votes(&mut tx, id, row.ply).await?;
                tx.commit().await?;
                votes
            }
        };
        let votes: Vec<Vote> = votes.into_iter().map(|v| (v.member, v.turn, v.voted_at)).collect();
        let counted = (0..answers.len()).rev().find(|&i| answers[i].is_none() && turns[i].is_some());
        let mut out = Vec::with_capacity(asked.len());
        for (i, answer) in answers.into_iter().enumerate() {
            if let Some(answer) = answer {
                out.push(answer);
                continue;
            }
            let user = asked[i].0;
            let turn = turns[i].clone().unwrap_or_default();
            let cast = casts.iter().find(|c| c.member == user.id);
            out.push(self.acknowledged(id, user, &row, cast, turn, &votes).await.map(|r| (r, Some(i) == counted)));
        }
        Ok(out)
    }

    /// A vote stored (or not) as the database saw its game: its report, or
    /// why it was not counted.
    async fn acknowledged(
        &self,
        id: GameId,
        user: &User,
        row: &GameRow,
        cast: Option<&store::teams::Cast>,
        turn: String,
        votes: &[Vote],
    ) -> Result<VoteReport> {
        let Some(cast) = cast else { return Err(ServiceError::NoSuchGame) };
        let (Some(mine), Some(_)) = (cast.side(), cast.player) else {
            let mut tx = self.read().await?;
            return Err(self.vote_refused(&mut tx, id, user, row, row.ply).await?);
        };
        match uncounted(cast, row) {
            Some(Uncounted::Over) => {
                return Err(ServiceError::GameOver { outcome: self.game(id).await?.game.outcome() });
            }
            Some(Uncounted::Late) => return Err(ServiceError::VoteTooLate),
            Some(Uncounted::NotTheirTurn) => return Err(ServiceError::NotYourTeamsTurn { side: mine.other() }),
            None => {}
        }
        // The captain's vote breaks ties here as in the tally.
        let counts = decide(votes, cast.captain);
        let members = cast.members.unwrap_or(0) as usize;
        let thread = cast.thread_id.map(|t| t as u64);
        Ok(VoteReport { turn, side: mine, ply: row.ply, voted: votes.len(), members, counts, thread, tally: None })
    }
}
