//! Effects owed outside the process, exactly once whatever the processes:
//! each is written to the outbox in the transaction of the change it tells
//! of (by the service, or by the trigger on games for news another place
//! did not see), and a front end that makes them (Discord) claims a few at a
//! time, makes them, and says so. One process makes each; one that dies
//! meanwhile leaves it to be made later by another.

use super::seeks::Seeker;
use super::{GameChange, GameId, Lang, Motion, Place, Reach, Result, Service, UserId};
use crate::rules::Color;
use crate::store::{self, Tx};
use serde_json::{Value, json};
use std::time::Duration;

/// How long a claimed effect is the claimant's to make (a post with its
/// sends again takes at most a few requests' deadlines).
pub const LEASE: Duration = Duration::from_secs(60);
/// Times an effect is tried before it is given up (and said so in the log).
pub const MOST_ATTEMPTS: i32 = 5;
/// Effects nobody made in this long are forgotten (no bot ran to make them).
const FORGOTTEN_AFTER: Duration = Duration::from_secs(24 * 3600);

/// An effect owed outside the process.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// A change some place of the game did not see happen (made on the web
    /// board, or in the other place of a game seen in two): to be shown there.
    News(GameChange),
    /// A game quick pairing started: to be shown where its seekers asked,
    /// and each told.
    QuickStart { game: GameId, seekers: Vec<Seeker>, gap: f64 },
    /// A seeker's message to show how their seek stands now (the pools'
    /// counts changed, or nobody came).
    Seek { player: UserId, request: i64, token: String, lang: Option<Lang> },
    /// A team's turn played by its tally: the tally and the board to be
    /// shown in the game's channel, and the side to vote next told in its
    /// thread. Owed by the move's transaction.
    Tally { game: GameId, ply: i32, counts: Vec<(String, u32)> },
    /// What a member did for their side on the web board, to be told in
    /// the side's private thread (where its members on Discord deliberate).
    Told { game: GameId, side: Color, member: UserId, said: Said },
}

/// What a member did for their side, as told to the side.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A vote for `turn` on the side's turn at `ply`, and the side's votes
    /// then: `voted` of `members`, `counts` as the tally would count them.
    Vote { turn: String, ply: i32, voted: usize, members: usize, counts: Vec<(String, u32)> },
    /// Backing for `motion`, not carried yet: `backing` of `members`.
    Backing { motion: Motion, backing: usize, members: usize },
}

/// An effect claimed by this process: make it, then say
/// [`Service::effect_done`] (or [`Service::effect_failed`]).
#[derive(Clone, Debug)]
pub struct Claimed {
    pub id: i64,
    /// Times it was claimed, this one included.
    pub attempts: i32,
    /// `None`: its row does not read (it is dropped when done).
    pub effect: Option<Effect>,
}

impl Effect {
    fn lane(&self) -> String {
        match self {
            Effect::News(change) => format!("g{}", change.game.0),
            Effect::QuickStart { game, .. } => format!("g{}", game.0),
            Effect::Seek { request, .. } => format!("s{request}"),
            Effect::Tally { game, .. } | Effect::Told { game, .. } => format!("g{}", game.0),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Effect::News(_) => "news",
            Effect::QuickStart { .. } => "quick-start",
            Effect::Seek { .. } => "seek",
            Effect::Tally { .. } => "tally",
            Effect::Told { .. } => "told",
        }
    }

    fn body(&self) -> Value {
        match self {
            Effect::News(change) => serde_json::from_str(&store::changes::payload(change)).unwrap_or(Value::Null),
            Effect::QuickStart { game, seekers, gap } => json!({
                "game": game.0,
                "gap": gap,
                "seekers": seekers.iter().map(seeker_json).collect::<Vec<_>>(),
            }),
            Effect::Seek { player, request, token, lang } => json!({
                "player": player.0.to_string(),
                "request": request,
                "token": token,
                "lang": lang.map(Lang::tag),
            }),
            Effect::Tally { game, ply, counts } => json!({ "game": game.0, "ply": ply, "counts": counts_json(counts) }),
            Effect::Told { game, side, member, said } => {
                let said = match said {
                    Said::Vote { turn, ply, voted, members, counts } => json!({
                        "vote": turn, "ply": ply, "voted": voted, "members": members, "counts": counts_json(counts),
                    }),
                    Said::Backing { motion, backing, members } => {
                        json!({ "motion": motion.name(), "backing": backing, "members": members })
                    }
                };
                json!({ "game": game.0, "side": side.name(), "member": member.0.to_string(), "said": said })
            }
        }
    }

    fn read(kind: &str, body: &Value) -> Option<Effect> {
        Some(match kind {
            "news" => Effect::News(store::changes::change_of(body)?),
            "quick-start" => Effect::QuickStart {
                game: GameId(body["game"].as_i64()?),
                gap: body["gap"].as_f64()?,
                seekers: body["seekers"].as_array()?.iter().map(seeker_of).collect::<Option<_>>()?,
            },
            "seek" => Effect::Seek {
                player: UserId(body["player"].as_str()?.parse().ok()?),
                request: body["request"].as_i64()?,
                token: body["token"].as_str()?.to_string(),
                lang: body["lang"].as_str().and_then(Lang::from_locale),
            },
            "tally" => Effect::Tally {
                game: GameId(body["game"].as_i64()?),
                ply: i32::try_from(body["ply"].as_i64()?).ok()?,
                counts: counts_of(&body["counts"])?,
            },
            "told" => {
                let said = &body["said"];
                let count = |key: &str| usize::try_from(said[key].as_u64()?).ok();
                Effect::Told {
                    game: GameId(body["game"].as_i64()?),
                    side: Color::from_name(body["side"].as_str()?)?,
                    member: UserId(body["member"].as_str()?.parse().ok()?),
                    said: match said["vote"].as_str() {
                        Some(turn) => Said::Vote {
                            turn: turn.to_string(),
                            ply: i32::try_from(said["ply"].as_i64()?).ok()?,
                            voted: count("voted")?,
                            members: count("members")?,
                            counts: counts_of(&said["counts"])?,
                        },
                        None => Said::Backing {
                            motion: Motion::of(said["motion"].as_str()?)?,
                            backing: count("backing")?,
                            members: count("members")?,
                        },
                    },
                }
            }
            _ => return None,
        })
    }
}

fn counts_json(counts: &[(String, u32)]) -> Value {
    counts.iter().map(|(turn, n)| json!([turn, n])).collect()
}

fn counts_of(v: &Value) -> Option<Vec<(String, u32)>> {
    v.as_array()?.iter().map(|c| Some((c[0].as_str()?.to_string(), u32::try_from(c[1].as_u64()?).ok()?))).collect()
}

fn seeker_json(s: &Seeker) -> Value {
    json!({
        "player": s.player.0.to_string(),
        "guild": s.place.guild.map(|g| g.to_string()),
        "channel": s.place.channel.to_string(),
        "reach": s.place.reach.as_str(),
        "token": s.token,
        "lang": s.lang.map(Lang::tag),
        "waited": s.waited.as_secs_f64(),
    })
}

fn seeker_of(v: &Value) -> Option<Seeker> {
    let place = Place {
        guild: match &v["guild"] {
            Value::Null => None,
            g => Some(g.as_str()?.parse().ok()?),
        },
        channel: v["channel"].as_str()?.parse().ok()?,
        reach: Reach::from_str_opt(v["reach"].as_str()?)?,
    };
    Some(Seeker {
        player: UserId(v["player"].as_str()?.parse().ok()?),
        place,
        token: v["token"].as_str().map(str::to_string),
        lang: v["lang"].as_str().and_then(Lang::from_locale),
        waited: Duration::try_from_secs_f64(v["waited"].as_f64()?).ok()?,
    })
}

/// Owe `effect`, made once `tx` commits.
pub(super) async fn owe(tx: &mut Tx, effect: &Effect) -> Result<()> {
    Ok(store::outbox::add(tx, &effect.lane(), effect.kind(), &effect.body()).await?)
}

impl Service {
    /// Claim up to `most` effects that are due (see [`Claimed`]).
    pub async fn claim_effects(&self, most: i64) -> Result<Vec<Claimed>> {
        let rows = self.bounded(async { Ok(self.store.claim_effects(most, LEASE).await?) }).await?;
        Ok(rows
            .into_iter()
            .map(|row| Claimed { id: row.id, attempts: row.attempts, effect: Effect::read(&row.kind, &row.body) })
            .collect())
    }

    /// The claimed effect `id` was made (or cannot be, ever).
    pub async fn effect_done(&self, id: i64) -> Result<()> {
        self.bounded(async { Ok(self.store.effect_done(id).await?) }).await
    }

    /// The claimed effect could not be made now: tried again later, after
    /// a longer pause each time, and given up after [`MOST_ATTEMPTS`]
    /// (`false` then).
    pub async fn effect_failed(&self, claimed: &Claimed) -> Result<bool> {
        if claimed.attempts >= MOST_ATTEMPTS {
            self.effect_done(claimed.id).await?;
            return Ok(false);
        }
        let pause = Duration::from_secs(5) * 4u32.pow(claimed.attempts.clamp(1, 4) as u32 - 1);
        self.bounded(async { Ok(self.store.effect_later(claimed.id, pause).await?) }).await?;
        Ok(true)
    }

    /// Effects owed and not made yet (due or being made).
    pub async fn effects_waiting(&self) -> Result<i64> {
        self.bounded(async { Ok(self.store.effects_waiting().await?) }).await
    }

    /// Forget the effects nobody made in a day (no bot ran to make them).
    pub async fn forget_old_effects(&self) -> Result<u64> {
        self.bounded(async { Ok(self.store.forget_old_effects(FORGOTTEN_AFTER).await?) }).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_effect_reads_back_as_it_was_written() {
        let seeker = Seeker {
            player: UserId(u64::MAX),
            place: Place { guild: None, channel: 42, reach: Reach::Replies },
            token: Some("tok".into()),
            lang: Some(Lang::Ar),
            waited: Duration::from_millis(2500),
        };
        let change = GameChange {
            game: GameId(3),
            ply: 9,
            moved: true,
            ended: false,
            origin: "web".into(),
            channel: None,
            shared: false,
            request: None,
        };
        for effect in [
            Effect::News(change),
            Effect::QuickStart { game: GameId(5), seekers: vec![seeker.clone(), seeker], gap: 12.5 },
            Effect::Seek { player: UserId(7), request: 11, token: "t".into(), lang: None },
            Effect::Tally { game: GameId(8), ply: 31, counts: vec![("huff d4, c3-c4".into(), 7), ("e4-e5".into(), 1)] },
            Effect::Tally { game: GameId(8), ply: 0, counts: Vec::new() },
            Effect::Told {
                game: GameId(9),
                side: Color::White,
                member: UserId(u64::MAX),
                said: Said::Vote {
                    turn: "c3-c4".into(),
                    ply: 4,
                    voted: 2,
                    members: 3,
                    counts: vec![("c3-c4".into(), 2)],
                },
            },
            Effect::Told {
                game: GameId(9),
                side: Color::Black,
                member: UserId(6),
                said: Said::Backing { motion: Motion::Takeback, backing: 1, members: 3 },
            },
        ] {
            assert_eq!(Effect::read(effect.kind(), &effect.body()), Some(effect));
        }
        assert_eq!(Effect::read("news", &json!({})), None);
        assert_eq!(Effect::read("unknown", &json!({})), None);
    }
}
