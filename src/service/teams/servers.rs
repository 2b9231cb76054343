//! One server against another: a server's channel challenges with a code
//! (no invite: the code is all the other server needs), another server's
//! channel answers with it, and the team game is seen in both channels.
//! Each side is played by one server's members; nothing of one server
//! (its channel, its members' votes) is shown in the other but the tally.

use super::super::challenges::parse_rules;
use super::{TeamGameRequest, TeamView};
use crate::service::{Place, Result, Service, ServiceError, User};
use crate::store;
use chrono::{DateTime, Utc};
use rand::Rng;

/// How long a code may be answered.
const CODE_LIFE: chrono::Duration = chrono::Duration::days(1);
/// A code's letters: no two that are easily mistaken (0 and O, 1 and I).
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH: usize = 6;

/// A server's challenge: the code the other server answers with, until when.
#[derive(Clone, Debug)]
pub struct ServerChallenge {
    pub code: String,
    pub expires: DateTime<Utc>,
}

fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LENGTH).map(|_| char::from(CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())])).collect()
}

impl Service {
    /// `creator`'s server (`guild`) challenges another from `place`: its
    /// team is `req`'s first (Black's: the challenger opens), limited to
    /// `req`'s first role if given.
    pub async fn challenge_server(
        &self,
        guild: u64,
        place: Place,
        creator: &User,
        req: &TeamGameRequest,
    ) -> Result<ServerChallenge> {
        parse_rules(&req.rules)?;
        let move_time = self.check_move_time(req.move_time)?;
        self.register(creator).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let mut row = store::teams::ChallengeRow {
                code: String::new(),
                guild_id: guild as i64,
                channel_id: place.channel as i64,
                creator: creator.id,
                team_name: super::super::clean_name(&req.names[0]),
                role_id: req.roles[0].map(|r| r as i64),
                rules: req.rules.clone(),
                move_seconds: move_time.as_secs() as i32,
                game_id: None,
                created_at: Utc::now(),
            };
            // A code already given is drawn again (32^6: about a billion).
            loop {
                row.code = new_code();
                if store::teams::insert_challenge(&mut tx, &row).await? {
                    break;
                }
            }
            tx.commit().await?;
            Ok(ServerChallenge { code: row.code, expires: row.created_at + CODE_LIFE })
        })
        .await
    }

    /// `user` answers the challenge with `code` from `place`, in server
    /// `guild`, for a team named `name` (limited to `role` if given): the
    /// team game starts, seen in both servers' channels, the challenger's
    /// team playing Black.
    pub async fn accept_server_challenge(
        &self,
        code: &str,
        guild: u64,
        place: Place,
        user: &User,
        name: &str,
        role: Option<u64>,
    ) -> Result<TeamView> {
        let code: String = code.trim().to_uppercase().chars().take(CODE_LENGTH + 1).collect();
        self.register(user).await?;
        let id = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let challenge = store::teams::lock_challenge(&mut tx, &code)
                    .await?
                    .filter(|c| c.created_at + CODE_LIFE > Utc::now())
                    .ok_or(ServiceError::TeamChallengeUnknown)?;
                if challenge.game_id.is_some() {
                    return Err(ServiceError::TeamChallengeTaken);
                }
                if challenge.guild_id as u64 == guild {
                    return Err(ServiceError::TeamChallengeSameServer);
                }
                let challenger = Place::server(challenge.guild_id as u64, challenge.channel_id as u64);
                let req = TeamGameRequest {
                    rules: challenge.rules.clone(),
                    move_time: Some(std::time::Duration::from_secs(challenge.move_seconds as u64)),
                    names: [challenge.team_name.clone(), name.to_string()],
                    roles: [challenge.role_id.map(|r| r as u64), role],
                };
                let rules = parse_rules(&req.rules)?;
                let move_time = std::time::Duration::from_secs(challenge.move_seconds.max(0) as u64);
                let (id, [_, white]) = self.new_team_game(&mut tx, challenger, &req, &rules, move_time).await?;
                store::games::set_also(&mut tx, id, place, white).await?;
                store::teams::set_guilds(&mut tx, id, [Some(challenge.guild_id as u64), Some(guild)]).await?;
                store::teams::challenge_answered(&mut tx, &code, id).await?;
                tx.commit().await?;
                Ok(id)
            })
            .await?;
        self.team_clock.notify_one();
        self.team_game(id).await
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn codes_use_only_letters_that_cannot_be_mistaken() {
        for _ in 0..100 {
            let code = super::new_code();
            assert_eq!(code.len(), super::CODE_LENGTH);
            assert!(code.bytes().all(|b| super::CODE_LETTERS.contains(&b)), "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I']), "{code}");
        }
    }
}
