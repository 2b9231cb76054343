//! Changes to games as PostgreSQL announces them (`zamma_games`, see
//! `migrations/0015_game_changes.sql`): how a process hears of a move,
//! draw offer or timeout that another process (or another front end of its
//! own) made.

use super::{GameId, Store, StoreError, Tx};
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
    /// The front end that made the change (see [`Tx::set_origin`]), or "".
    pub origin: String,
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
    })
}

impl Tx {
    /// Name the front end making this transaction's changes, for those who
    /// hear of them ([`GameChange::origin`]).
    pub async fn set_origin(&mut self, origin: &str) -> Result<(), StoreError> {
        sqlx::query("SELECT set_config('zamma.origin', $1, true)").bind(origin).execute(self.conn()).await?;
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
            Some(GameChange { game: GameId(7), ply: 12, moved: true, ended: false, origin: "web".into() })
        );
        assert_eq!(parse(r#"{"game": "x"}"#), None);
        assert_eq!(parse("not json"), None);
    }
}
