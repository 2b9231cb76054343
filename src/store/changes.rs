//! Changes to games as PostgreSQL announces them (`zamma_games`, see
//! `migrations/0015_game_changes.sql`): how a process hears of a move,
//! draw offer or timeout that another process (or another front end of its
//! own) made.

use super::{GameId, Store, StoreError, UserId};
use sqlx::postgres::PgListener;

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
    let v: serde_json::Value = serde_json::from_str(payload).ok()?;
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
}
