//! Changes to games as PostgreSQL announces them (`zamma_games`, see
//! `migrations/0015_game_changes.sql`): how a process hears of a move,
//! draw offer or timeout that another process (or another front end of its
//! own) made.

use super::{GameId, Store, StoreError, UserId};
use serde_json::{Value, json};
use sqlx::postgres::PgListener;
use std::sync::{Arc, Weak};
use std::time::Duration;
use tokio::sync::mpsc;

/// The channel the trigger on `games` notifies.
const CHANNEL: &str = "zamma_games";

/// One committed change to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChange {
    pub game: GameId,
    /// Turns played after the change.
    pub ply: i32,
    /// A turn was played or taken back (or the game began).
    pub moved: bool,
    /// The game ended with this change.
    pub ended: bool,
    /// The front end that made the change (see [`super::Marks`]), or "".
    pub origin: String,
    /// The channel the change was made from (see [`super::Marks`]), if
    /// it was made from a place.
    pub channel: Option<u64>,
    /// The game is seen in two places (quick pairing): the place the change
    /// was not made from is to be told.
    pub shared: bool,
    /// A request made or declined without a move.
    pub request: Option<Request>,
}

/// A request made or declined without a move, and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    DrawOffered(UserId),
    DrawDeclined(UserId),
    TakebackAsked(UserId),
    TakebackDeclined(UserId),
}

impl Request {
    /// How the news writes it: its kind and who asked.
    fn parts(self) -> (&'static str, UserId) {
        match self {
            Request::DrawOffered(u) => ("draw-offered", u),
            Request::DrawDeclined(u) => ("draw-declined", u),
            Request::TakebackAsked(u) => ("takeback-asked", u),
            Request::TakebackDeclined(u) => ("takeback-declined", u),
        }
    }
}

fn request(kind: &str, asker: Option<UserId>) -> Option<Request> {
    let asker = asker?;
    Some(match kind {
        "draw-offered" => Request::DrawOffered(asker),
        "draw-declined" => Request::DrawDeclined(asker),
        "takeback-asked" => Request::TakebackAsked(asker),
        "takeback-declined" => Request::TakebackDeclined(asker),
        _ => return None,
    })
}

/// What a listener hears next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Change(GameChange),
    /// The connection was lost and is being made again: changes made
    /// meanwhile were not heard.
    Gap,
}

/// A connection listening to every change to games.
pub struct Changes(PgListener);

impl Store {
    /// Listen to changes to games on a connection of its own.
    pub async fn listen_to_games(&self) -> Result<Changes, StoreError> {
        let mut listener = PgListener::connect_with(&self.pool()).await?;
        listener.listen(CHANNEL).await?;
        Ok(Changes(listener))
    }
}

impl Changes {
    /// The next change, or a gap. Waits for one; after a gap, the
    /// connection is made again by this call (an error: the database
    /// cannot be reached now).
    pub async fn next(&mut self) -> Result<Heard, StoreError> {
        loop {
            match self.0.try_recv().await? {
                None => return Ok(Heard::Gap),
                Some(n) => match parse(n.payload()) {
                    Some(change) => return Ok(Heard::Change(change)),
                    None => tracing::warn!(payload = n.payload(), "a game change that does not read"),
                },
            }
        }
    }
}

fn parse(payload: &str) -> Option<GameChange> {
    change_of(&serde_json::from_str(payload).ok()?)
}

/// A change as the news (`zamma_game_news` in the migrations) writes it.
pub fn change_of(v: &Value) -> Option<GameChange> {
    Some(GameChange {
        game: GameId(v.get("game")?.as_i64()?),
        ply: i32::try_from(v.get("ply")?.as_i64()?).ok()?,
        moved: v.get("moved")?.as_bool()?,
        ended: v.get("ended")?.as_bool()?,
        origin: v.get("origin")?.as_str()?.to_string(),
        channel: v.get("channel").and_then(|c| c.as_str()).and_then(|c| c.parse().ok()),
        shared: v.get("shared").and_then(|s| s.as_bool()).unwrap_or(false),
        request: request(
            v.get("request").and_then(|r| r.as_str()).unwrap_or(""),
            v.get("asker").and_then(|a| a.as_str()).and_then(|a| a.parse().ok()).map(UserId),
        ),
    })
}

/// `change` as the news writes it (what [`change_of`] reads).
pub fn payload(change: &GameChange) -> String {
    let (request, asker) = match change.request {
        Some(r) => {
            let (kind, asker) = r.parts();
            (kind, Some(asker.0.to_string()))
        }
        None => ("", None),
    };
    json!({
        "game": change.game.0,
        "ply": change.ply,
        "moved": change.moved,
        "ended": change.ended,
        "origin": change.origin,
        "channel": change.channel.map(|c| c.to_string()).unwrap_or_default(),
        "shared": change.shared,
        "request": request,
        "asker": asker,
    })
    .to_string()
}

/// News gathered while the last notification was being sent go together.
const MOST_AT_ONCE: usize = 512;

impl Store {
    /// Announce `change` on `zamma_games`, as the trigger does for a
    /// transaction that is not quiet: for one that was (a move), once it
    /// has committed. News told meanwhile go out together in one
    /// transaction, so moves never queue on PostgreSQL's notification lock
    /// one after another. (Were this process to die before, its last news
    /// would be missed by other processes: their pages read their games
    /// again at their next tick, and what is owed to Discord is in the
    /// outbox, written with the change.)
    pub fn tell(&self, change: &GameChange) {
        let sender = self.shared.teller.get_or_init(|| {
            let (sender, news) = mpsc::unbounded_channel();
            tokio::spawn(teller(Arc::downgrade(&self.shared), news));
            sender
        });
        let _ = sender.send(payload(change));
    }
}

/// Send news on, a batch at a time, for as long as the store lives.
async fn teller(store: Weak<super::Shared>, mut news: mpsc::UnboundedReceiver<String>) {
    while let Some(first) = news.recv().await {
        let mut batch = vec![first];
        while batch.len() < MOST_AT_ONCE {
            match news.try_recv() {
                Ok(more) => batch.push(more),
                Err(_) => break,
            }
        }
        let Some(shared) = store.upgrade() else { return };
        let store = Store { shared };
        let sent = tokio::time::timeout(Duration::from_secs(5), store.notify_all(&batch)).await;
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tracing::warn!(error = %e, news = batch.len(), "could not announce news of games"),
            Err(_) => tracing::warn!(news = batch.len(), "announcing news of games took too long; dropped"),
        }
    }
}

impl Store {
    async fn notify_all(&self, batch: &[String]) -> Result<(), StoreError> {
        // Nothing else happens in this transaction: it need not wait for
        // the disk (the news are not kept anyway).
        let mut tx = self.pool().begin_with("BEGIN; SET LOCAL synchronous_commit TO off").await?;
        sqlx::query("SELECT pg_notify($1, news) FROM unnest($2::text[]) AS news")
            .bind(CHANNEL)
            .bind(batch)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_payload_reads_as_the_trigger_writes_it() {
        let change = parse(r#"{"game" : 7, "ply" : 12, "moved" : true, "ended" : false, "origin" : "web"}"#);
        assert_eq!(
            change,
            Some(GameChange {
                game: GameId(7),
                ply: 12,
                moved: true,
                ended: false,
                origin: "web".into(),
                channel: None,
                shared: false,
                request: None,
            })
        );
        let change = parse(
            r#"{"game": 7, "ply": 1, "moved": true, "ended": false, "origin": "discord", "channel": "42", "shared": true}"#,
        );
        assert_eq!(change.as_ref().and_then(|c| c.channel), Some(42));
        assert!(change.is_some_and(|c| c.shared));
        let change = parse(
            r#"{"game": 7, "ply": 1, "moved": false, "ended": false, "origin": "web", "request": "draw-offered", "asker": "9"}"#,
        );
        assert_eq!(change.and_then(|c| c.request), Some(Request::DrawOffered(UserId(9))));
        assert_eq!(parse(r#"{"game": "x"}"#), None);
        assert_eq!(parse("not json"), None);
    }

    #[test]
    fn news_told_by_the_service_read_as_the_triggers() {
        for request in [None, Some(Request::DrawOffered(UserId(9))), Some(Request::TakebackDeclined(UserId(3)))] {
            let change = GameChange {
                game: GameId(7),
                ply: 4,
                moved: request.is_none(),
                ended: false,
                origin: "web".into(),
                channel: Some(u64::MAX),
                shared: true,
                request,
            };
            assert_eq!(parse(&payload(&change)), Some(change));
        }
    }
}
