//! Team games: each side played by many. Whoever joins a side votes on its
//! turn; the tally plays the turn with the most votes (ties: the captain's
//! vote, else the turn that reached the tie first), when every member has
//! voted, when the captain calls it, or at the side's deadline. The game is
//! an ordinary casual game whose players are the two teams.
//!
//! Exactly once, whatever the processes: a vote is stored holding the
//! game's ballot shared (an advisory lock) and refused once the turn is
//! tallied; the tally locks the game's row and holds the ballot alone, and
//! is a row taken under them (the claim); its move is played with the ply
//! it was tallied at, so that only one process plays it. A move left
//! unplayed by a crash after its tally is played by the next sweep.

mod ballot;
mod board;
mod clock;
mod decide;
mod servers;

pub(crate) use ballot::Ballots;
pub use board::{LastTally, MAX_MARKS, Shape, SideLook, TeamBoard};
pub use decide::decide;
use decide::{counts_of, counts_text};
pub use servers::ServerChallenge;

use super::ColourChoice;
use super::challenges::{GameSetup, parse_rules};
use super::{Effect, GameId, GameView, MoveReport, Place, Result, Service, ServiceError, TurnInput, User, UserId};
use crate::rules::Color;
use crate::store::{self, games::GameRow};
use chrono::Utc;
use std::time::Duration;

/// The first team player's id (the `team_player_ids` sequence of migration
/// 0020): above every Discord snowflake.
const TEAM_PLAYERS: u64 = 1 << 62;

/// Is `id` a team's (a side of a team game), not a person's?
pub fn is_team(id: UserId) -> bool {
    id.0 >= TEAM_PLAYERS
}

/// A new team game: its rules, time per move, and the teams' names.
#[derive(Clone, Debug)]
pub struct TeamGameRequest {
    pub rules: String,
    pub move_time: Option<Duration>,
    /// Black's team's name, then White's.
    pub names: [String; 2],
    /// The roles Black's and White's teams are limited to (on Discord;
    /// none: anyone may join).
    pub roles: [Option<u64>; 2],
}

/// A side of a team game: its members in the order they joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamSide {
    pub side: Color,
    /// The team's own id: the game's player for this side.
    pub player: UserId,
    pub captain: Option<UserId>,
    /// Where the side deliberates (a private thread, on Discord).
    pub thread: Option<u64>,
    /// The role a member must have (on Discord), if the side is limited.
    pub role: Option<u64>,
    /// The server whose members alone play the side, if one does.
    pub guild: Option<u64>,
    pub members: Vec<(UserId, String)>,
}

/// A team game and its sides (Black's first).
#[derive(Clone, Debug)]
pub struct TeamView {
    pub game: GameView,
    pub sides: Vec<TeamSide>,
}

impl TeamView {
    /// The side `who` plays on, if any.
    pub fn side_of(&self, who: UserId) -> Option<Color> {
        side_of(&self.sides, who)
    }

    pub fn side(&self, side: Color) -> &TeamSide {
        &self.sides[usize::from(side == Color::White)]
    }

    /// The side whose turn it is.
    pub fn to_move(&self) -> &TeamSide {
        self.side(self.game.game.position().turn())
    }
}

/// A vote taken.
#[derive(Clone, Debug)]
pub struct VoteReport {
    /// The turn voted for, as the rules write it.
    pub turn: String,
    pub side: Color,
    /// The turns played before the one voted on.
    pub ply: i32,
    /// Members of the side who have voted on this turn, and all of them.
    pub voted: usize,
    pub members: usize,
    /// The side's votes on this turn so far, as the tally would count
    /// them now (the one it would choose first): for the side's eyes only.
    pub counts: Vec<(String, u32)>,
    /// The side's private thread, if it has one.
    pub thread: Option<u64>,
    /// The tally, when this vote was the side's last.
    pub tally: Option<Tally>,
}

/// A tally: each turn voted for and its votes (the chosen first), the turn
/// chosen (none: nobody voted; at the deadline the side then loses on
/// time, before it nothing is recorded), and its move when this call
/// played it.
#[derive(Clone, Debug)]
pub struct Tally {
    pub game: GameId,
    pub ply: i32,
    pub side: Color,
    pub counts: Vec<(String, u32)>,
    pub chosen: Option<String>,
    pub played: Option<MoveReport>,
}

/// `user`'s side of team game `id`, or why they have none: it is no team
/// game, or they are on neither side.
pub(super) async fn member_of(tx: &mut store::Tx, id: GameId, user: UserId) -> Result<store::teams::Membership> {
    if let Some(mine) = store::teams::membership(tx, id, user).await? {
        return Ok(mine);
    }
    match store::teams::sides(tx, id).await?.is_empty() {
        true => Err(ServiceError::NotATeamGame),
        false => Err(ServiceError::NotATeamMember),
    }
}

/// The side of `sides` `who` is a member of, if any.
fn side_of(sides: &[TeamSide], who: UserId) -> Option<Color> {
    sides.iter().find(|s| s.members.iter().any(|(m, _)| *m == who)).map(|s| s.side)
}

/// The sides as stored, each with its members.
fn sides_of(sides: Vec<store::teams::SideRow>, members: &[store::teams::MemberRow]) -> Vec<TeamSide> {
    sides
        .into_iter()
        .map(|s| TeamSide {
            side: s.side,
            player: s.player,
            captain: s.captain,
            thread: s.thread,
            role: s.role,
            guild: s.guild,
            members: members.iter().filter(|m| m.side == s.side).map(|m| (m.member, m.name.clone())).collect(),
        })
        .collect()
}

impl Service {
    /// Start a team game in `place`, asked by `creator`; nobody is on a
    /// side yet.
    pub async fn create_team_game(&self, place: Place, creator: &User, req: &TeamGameRequest) -> Result<TeamView> {
        let rules = parse_rules(&req.rules)?;
        let move_time = self.check_move_time(req.move_time)?;
        self.register(creator).await?;
        let id = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let (id, _) = self.new_team_game(&mut tx, place, req, &rules, move_time).await?;
                tx.commit().await?;
                Ok(id)
            })
            .await?;
        self.team_clock.notify_one();
        self.team_game(id).await
    }

    /// A new team game in `tx`, its sides without members: its id and its
    /// teams' ids (Black's, White's).
    async fn new_team_game(
        &self,
        tx: &mut store::Tx,
        place: Place,
        req: &TeamGameRequest,
        rules: &crate::rules::Rules,
        move_time: Duration,
    ) -> Result<(GameId, [UserId; 2])> {
        let black = store::teams::new_player_id(tx).await?;
        let white = store::teams::new_player_id(tx).await?;
        for (id, name) in [(black, &req.names[0]), (white, &req.names[1])] {
            store::players::upsert(tx, id, &super::clean_name(name), false).await?;
        }
        let setup = GameSetup {
            place,
            chooser: black,
            other: white,
            colour: ColourChoice::Black,
            rules,
            rated: false,
            move_time,
            ai_level: None,
            start: None,
            tournament: None,
            quick: None,
        };
        let view = self.create_game(tx, &setup).await?;
        store::teams::insert_sides(tx, view.id, black, white).await?;
        if req.roles.iter().any(Option::is_some) {
            store::teams::set_roles(tx, view.id, req.roles).await?;
        }
        tracing::info!(game = %view.id, "team game started");
        Ok((view.id, [black, white]))
    }

    /// Where each side of team game `id` deliberates (Black's, White's).
    pub async fn set_team_threads(&self, id: GameId, threads: [Option<u64>; 2]) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::teams::set_threads(&mut tx, id, threads).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The team game an action in `place` means: the one named (if it is
    /// seen there), else `user`'s team game in progress in `place`'s
    /// channel, else the only one there.
    pub async fn find_team_game(&self, user: UserId, place: Place, named: Option<GameId>) -> Result<TeamView> {
        let id = match named {
            Some(id) => id,
            None => {
                self.bounded(async {
                    let mut tx = self.read().await?;
                    let mine = store::teams::active_in(&mut tx, place.channel, Some(user)).await?;
                    let games = match mine.as_slice() {
                        [] => store::teams::active_in(&mut tx, place.channel, None).await?,
                        _ => mine,
                    };
                    match games.as_slice() {
                        [] => Err(ServiceError::NoActiveGame),
                        [one] => Ok(*one),
                        many => Err(ServiceError::WhichGame { games: many.to_vec() }),
                    }
                })
                .await?
            }
        };
        let view = self.team_game(id).await?;
        if !view.game.seen_from(&place) {
            return Err(ServiceError::NoSuchGame);
        }
        Ok(view)
    }

    /// Team game `id` (seen from `place`) as `user` votes on it now: they
    /// are on the side to move, and it is still at `ply` when they saw it
    /// there. The checks the vote makes, without locking (for a menu).
    pub async fn voting(&self, user: UserId, place: Place, id: GameId, ply: Option<i32>) -> Result<TeamView> {
        let team = self.find_team_game(user, place, Some(id)).await?;
        let to_move = team.game.game.position().turn();
        // In the order the vote itself refuses.
        match team.side_of(user) {
            None => Err(ServiceError::NotATeamMember),
            Some(_) if !team.game.is_active() => Err(ServiceError::GameOver { outcome: team.game.game.outcome() }),
            Some(_) if ply.is_some_and(|p| p != team.game.ply() as i32) => Err(ServiceError::VoteTooLate),
            Some(side) if side != to_move => Err(ServiceError::NotYourTeamsTurn { side: to_move }),
            Some(_) => Ok(team),
        }
    }

    /// A team game and its sides.
    pub async fn team_game(&self, id: GameId) -> Result<TeamView> {
        let game = self.game(id).await?;
        let (sides, members) = self
            .bounded(async {
                let mut tx = self.read().await?;
                let sides = store::teams::sides(&mut tx, id).await?;
                let members = store::teams::members(&mut tx, id).await?;
                tx.commit().await?;
                Ok((sides, members))
            })
            .await?;
        if sides.is_empty() {
            return Err(ServiceError::NotATeamGame);
        }
        Ok(TeamView { game, sides: sides_of(sides, &members) })
    }

    /// `user` joins `side` of team game `id`, as its captain if `captain`
    /// and it has none yet. A person plays for one side of a game only; a
    /// side of one server takes only its members (`guild`: the server they
    /// ask from), one limited to a role only those who have it (`roles`:
    /// the person's roles where they ask).
    pub async fn join_team(
        &self,
        id: GameId,
        user: &User,
        side: Color,
        captain: bool,
        (guild, roles): (Option<u64>, &[u64]),
    ) -> Result<TeamView> {
        self.register(user).await?;
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::games::lock(&mut tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
            let sides = store::teams::sides(&mut tx, id).await?;
            let Some(wanted) = sides.iter().find(|s| s.side == side) else {
                return Err(ServiceError::NotATeamGame);
            };
            if row.status != super::GameStatus::Active {
                let game = self.replay(&mut tx, &row).await?;
                return Err(ServiceError::GameOver { outcome: game.outcome() });
            }
            // Under the game's row lock: nobody joins this game meanwhile.
            if let Some(on) = store::teams::membership(&mut tx, id, user.id).await? {
                return Err(ServiceError::AlreadyOnTeam { side: on.side });
            }
            if wanted.guild.is_some_and(|g| Some(g) != guild) {
                return Err(ServiceError::TeamOfOtherServer { side });
            }
            if let Some(role) = wanted.role.filter(|r| !roles.contains(r)) {
                return Err(ServiceError::TeamRoleOnly { side, role });
            }
            store::teams::join(&mut tx, id, user.id, side, captain).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
        self.team_game(id).await
    }

    /// `user`'s vote for `text` on their side's turn in team game `id`
    /// (`expected_ply`: the turns they saw played). Stored before it is
    /// acknowledged; changed by a later vote until the tally; the tally
    /// comes at once when it is the side's last member's.
    pub async fn vote(&self, id: GameId, user: &User, text: &str, expected_ply: Option<i32>) -> Result<VoteReport> {
        if text.len() > super::MAX_MOVE_INPUT {
            return Err(ServiceError::InputTooLong { what: super::InputKind::Move, max: super::MAX_MOVE_INPUT });
        }
        // Written with the other votes on this game that arrive meanwhile.
        let (report, last) = self.cast_vote(id, user, text, expected_ply).await?;
        // Of the votes written together, the last counted calls the tally.
        if report.voted < report.members || !last {
            return Ok(report);
        }
        // The vote is stored and counts whatever comes of the tally: one
        // that fails now is made by the captain, a later vote or the deadline.
        let tally = match self.tally(id, Some(report.ply)).await {
            Ok(tally) => tally,
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "a side's last vote could not tally its turn now");
                None
            }
        };
        Ok(VoteReport { tally, ..report })
    }

    /// Why `user` may not vote on team game `id`'s turn at `ply`, the game
    /// as it stands in `row`: not a team game, on no side, the game over,
    /// the turn played since, the other side's turn, else the turn is gone
    /// (tallied).
    async fn vote_refused(
        &self,
        tx: &mut store::Tx,
        id: GameId,
        user: &User,
        row: &GameRow,
        ply: i32,
    ) -> Result<ServiceError> {
        let mine = match member_of(tx, id, user.id).await {
            Ok(mine) => mine,
            Err(why @ (ServiceError::NotATeamGame | ServiceError::NotATeamMember)) => return Ok(why),
            Err(e) => return Err(e),
        };
        let game = self.replay(tx, row).await?;
        if row.status != super::GameStatus::Active {
            return Ok(ServiceError::GameOver { outcome: game.outcome() });
        }
        if row.ply != ply {
            return Ok(ServiceError::VoteTooLate);
        }
        let to_move = game.position().turn();
        if mine.side != to_move {
            return Ok(ServiceError::NotYourTeamsTurn { side: to_move });
        }
        Ok(ServiceError::VoteTooLate)
    }

    /// The tally of the side to move, called early by its captain.
    pub async fn call_tally(&self, id: GameId, user: &User) -> Result<Option<Tally>> {
        let view = self.team_game(id).await?;
        let to_move = view.game.game.position().turn();
        match view.side_of(user.id) {
            None => Err(ServiceError::NotATeamMember),
            Some(_) if !view.game.is_active() => Err(ServiceError::GameOver { outcome: view.game.game.outcome() }),
            Some(side) if side != to_move => Err(ServiceError::NotYourTeamsTurn { side: to_move }),
            Some(side) if view.side(side).captain != Some(user.id) => Err(ServiceError::NotCaptain),
            // The turn the captain saw, not one played meanwhile.
            Some(_) => self.tally(id, Some(view.game.ply() as i32)).await,
        }
    }

    /// Tally the side to move's votes and play the turn chosen, exactly
    /// once: the tally is claimed under the game's row lock (or found, if
    /// another process made it), then its move is played at the ply it was
    /// made for. `None` when the game is over, or no longer at ply `at`
    /// when one is given (its tally made and played). `played` is set only
    /// for the call that played the move.
    pub(super) async fn tally(&self, id: GameId, at: Option<i32>) -> Result<Option<Tally>> {
        let claimed = self
            .bounded(async {
                let mut tx = self.begin().await?;
                let row = store::games::lock(&mut tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
                if row.status != super::GameStatus::Active || at.is_some_and(|p| p != row.ply) {
                    return Ok(None);
                }
                // Votes under way are counted; later ones see the tally made.
                store::teams::lock_ballot(&mut tx, id).await?;
                let sides = store::teams::sides(&mut tx, id).await?;
                let Some(side) = sides.iter().find(|s| s.player == row.to_move).cloned() else {
                    return Err(ServiceError::NotATeamGame);
                };
                let made = match store::teams::tally(&mut tx, id, row.ply).await? {
                    Some(made) => made,
                    None => {
                        let votes: Vec<_> = store::teams::votes(&mut tx, id, row.ply)
                            .await?
                            .into_iter()
                            .map(|v| (v.member, v.turn, v.voted_at))
                            .collect();
                        let counts = decide(&votes, side.captain);
                        let chosen = counts.first().map(|(t, _)| t.clone());
                        let text = counts_text(&counts);
                        // No vote yet and time left: nothing is recorded,
                        // and votes stay open.
                        let deadline = row.turn_started_at + chrono::Duration::seconds(i64::from(row.move_seconds));
                        if !(votes.is_empty() && deadline > Utc::now()) {
                            store::teams::record_tally(&mut tx, id, row.ply, chosen.as_deref(), &text).await?;
                        }
                        store::teams::TallyRow { ply: row.ply, turn: chosen, counts: text }
                    }
                };
                tx.commit().await?;
                Ok(Some((side, made, row.place)))
            })
            .await?;
        let Some((side, made, place)) = claimed else { return Ok(None) };
        let mut tally = Tally {
            game: id,
            ply: made.ply,
            side: side.side,
            counts: counts_of(&made.counts),
            chosen: made.turn.clone(),
            played: None,
        };
        if let Some(turn) = &made.turn {
            let team = User { id: side.player, name: String::new(), bot: false };
            // Shown where the game is played (on Discord), with the move:
            // exactly once, whichever process plays it.
            let shown = Effect::Tally { game: id, ply: made.ply, counts: tally.counts.clone() };
            let owe = (place.channel != 0).then_some(&shown);
            // From no place and no front end (whichever's vote called it):
            // the tally's own post shows it everywhere the game is seen, and
            // nothing else is owed for it (a move from the web board would be).
            let host = Service { origin: None, ..self.clone() };
            match host.play_as(id, &team, TurnInput::Text(turn), Some(made.ply), None, None, owe).await {
                Ok(report) => tally.played = Some(report),
                // Another process played it.
                Err(ServiceError::PositionChanged | ServiceError::GameOver { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        // The next deadline is the new turn's (or none).
        self.team_clock.notify_one();
        Ok(Some(tally))
    }

    /// Every tally of team game `id` made again from the votes stored: the
    /// tallies checked, and the plies of those that come out otherwise
    /// (none, when every tally was made from the votes as they stand).
    pub async fn check_tallies(&self, id: GameId) -> Result<(usize, Vec<i32>)> {
        self.bounded(async {
            let mut tx = self.read().await?;
            let sides = store::teams::sides(&mut tx, id).await?;
            let row = store::games::get(&mut tx, id).await?.ok_or(ServiceError::NoSuchGame)?;
            let game = self.replay(&mut tx, &row).await?;
            let made = store::teams::tallies(&mut tx, id).await?;
            let mut differ = Vec::new();
            for tally in &made {
                // The side that voted at this ply, as the rules say.
                let at = usize::try_from(tally.ply).ok().and_then(|p| game.at(p));
                let Some(mover) = at.map(|g| g.position().turn()) else {
                    differ.push(tally.ply);
                    continue;
                };
                let captain = sides.iter().find(|s| s.side == mover).and_then(|s| s.captain);
                let votes: Vec<_> = store::teams::votes(&mut tx, id, tally.ply)
                    .await?
                    .into_iter()
                    .map(|v| (v.member, v.turn, v.voted_at))
                    .collect();
                let again = decide(&votes, captain);
                if counts_text(&again) != tally.counts || again.first().map(|(t, _)| t) != tally.turn.as_ref() {
                    differ.push(tally.ply);
                }
            }
            tx.commit().await?;
            Ok((made.len(), differ))
        })
        .await
    }

    /// The sweep's part: team games whose side's time is up are tallied
    /// (a side that voted plays, one that did not then loses on time), and
    /// tallies whose move a crash left unplayed are played.
    pub(super) async fn sweep_teams(&self) -> Result<Vec<Tally>> {
        let due = self
            .bounded(async {
                let mut tx = self.begin().await?;
                Ok(store::teams::due(&mut tx, 200).await?)
            })
            .await?;
        let mut tallies = Vec::new();
        for (id, ply) in due {
            // At the ply found due: a turn played since (by another
            // process) is not tallied early. One game failing holds up no other.
            match self.tally(id, Some(ply)).await {
                Ok(tally) => tallies.extend(tally),
                Err(e) => tracing::warn!(game = %id, error = %e, "could not tally a team game that is due"),
            }
        }
        Ok(tallies)
    }
}
