//! Read-only views: game lists, history, stats, leaderboards, and server
//! settings.

use super::{
    GameStatus, GameSummary, GuildSettings, LeaderboardEntry, LeaderboardPage, PlayerStats, Preferences, Result,
    Service, ServiceError, Setting, User, UserId, card, clean_name,
};
use crate::store::games::GameRow;
use crate::store::{self, Tx};

impl Service {
    /// One line per game, the players' names read in one query.
    async fn summaries(&self, tx: &mut Tx, rows: &[GameRow]) -> Result<Vec<GameSummary>> {
        let mut ids: Vec<UserId> = rows.iter().flat_map(|r| [r.black, r.white]).collect();
        ids.sort_unstable();
        ids.dedup();
        let names = store::players::names(tx, &ids).await?;
        let name = |id: UserId| names.get(&id).cloned().unwrap_or_else(|| "?".into());
        Ok(rows
            .iter()
            .map(|row| GameSummary {
                id: row.id,
                place: row.place,
                black: name(row.black),
                white: name(row.white),
                rules: row.rules.clone(),
                rated: row.rated,
                ply: row.ply,
                status: row.status,
                result: row.result,
                reason: row.reason,
                to_move: (row.status == GameStatus::Active).then(|| name(row.to_move)),
                finished_at: row.finished_at,
            })
            .collect())
    }

    /// The games in progress in a channel, `first`'s first (at most 25, as
    /// a list a person reads).
    pub async fn channel_games(&self, channel: u64, first: UserId) -> Result<Vec<GameSummary>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::games::active_in(&mut tx, channel, first, 25).await?;
            self.summaries(&mut tx, &rows).await
        })
        .await
    }

    /// Tie the Discord Activity instance `instance` to `game`, launched by
    /// `by` (whose seat or sight of the game the caller checked).
    pub async fn tie_activity(&self, instance: &str, game: super::GameId, by: UserId) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::activities::tie(&mut tx, instance, game, by).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The game the Activity instance `instance` was last launched for.
    pub async fn activity_game(&self, instance: &str) -> Result<Option<super::GameId>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            Ok(store::activities::game_of(&mut tx, instance).await?)
        })
        .await
    }

    /// A player's name as last seen (`?` if they never came).
    pub async fn player_name(&self, user: UserId) -> Result<String> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let names = store::players::names(&mut tx, &[user]).await?;
            Ok(names.get(&user).cloned().unwrap_or_else(|| "?".into()))
        })
        .await
    }

    /// A player's games in progress (in one channel, or everywhere).
    pub async fn active_games(&self, user: UserId, channel: Option<u64>) -> Result<Vec<GameSummary>> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let rows = store::games::active_for(&mut tx, user, channel).await?;
            self.summaries(&mut tx, &rows).await
        })
        .await
    }

    /// A player's finished games, newest first, one page at a time.
    pub async fn history(&self, user: UserId, page: u32) -> Result<Vec<GameSummary>> {
        self.bounded(async {
            let size = i64::from(self.config.page_size);
            let mut tx = self.begin().await?;
            let rows = store::games::history(&mut tx, user, size, i64::from(page) * size).await?;
            self.summaries(&mut tx, &rows).await
        })
        .await
    }

    pub async fn stats(&self, user: &User) -> Result<PlayerStats> {
        self.bounded(async {
            self.register(user).await?;
            let mut tx = self.begin().await?;
            let row = self.player_row(&mut tx, user.id).await?;
            let recent_rows = store::games::history(&mut tx, user.id, 5, 0).await?;
            let active_rows = store::games::active_for(&mut tx, user.id, None).await?;
            Ok(PlayerStats {
                player: card(&row),
                deviation: row.deviation,
                rated_games: row.rated_games,
                wins: row.wins,
                losses: row.losses,
                draws: row.draws,
                streak: row.streak,
                recent: self.summaries(&mut tx, &recent_rows).await?,
                active: self.summaries(&mut tx, &active_rows).await?,
            })
        })
        .await
    }

    /// One page of the leaderboard of a guild (or global with `None`).
    pub async fn leaderboard(&self, guild: Option<u64>, page: u32) -> Result<LeaderboardPage> {
        self.bounded(async {
            let size = self.config.page_size;
            let mut tx = self.begin().await?;
            let rows = store::players::leaderboard(
                &mut tx,
                guild,
                self.config.leaderboard_min_games,
                i64::from(size),
                i64::from(page) * i64::from(size),
            )
            .await?;
            let total = rows.first().map_or(0, |(_, t)| *t) as u32;
            let pages = total.div_ceil(size).max(1);
            let entries = rows
                .iter()
                .enumerate()
                .map(|(i, (p, _))| LeaderboardEntry {
                    rank: page as usize * size as usize + i + 1,
                    player: card(p),
                    games: p.rated_games,
                    wins: p.wins,
                    losses: p.losses,
                    draws: p.draws,
                })
                .collect();
            Ok(LeaderboardPage { guild, page, pages, entries })
        })
        .await
    }

    pub async fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::guilds::get(&mut tx, guild).await?;
            Ok(GuildSettings { game_threads: row.game_threads, language: row.language, theme: row.theme })
        })
        .await
    }

    /// Change whether games start in their own thread. The front end checks
    /// that the user may manage the server.
    pub async fn set_game_threads(&self, guild: u64, on: bool) -> Result<GuildSettings> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::guilds::set_game_threads(&mut tx, guild, on).await?;
            tx.commit().await?;
            self.guild_settings(guild).await
        })
        .await
    }

    /// Change the language or board theme of a server's public messages.
    /// The front end checks that the user may manage the server.
    pub async fn set_server_setting(&self, guild: u64, setting: Setting) -> Result<GuildSettings> {
        if let Setting::Pings(_) | Setting::Notifications(_) = setting {
            return Err(ServiceError::Internal(format!("{} is a person's setting, not a server's", setting.column())));
        }
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::guilds::set(&mut tx, guild, setting).await?;
            tx.commit().await?;
            self.guild_settings(guild).await
        })
        .await
    }

    /// Choose the language of the bot's answers to `user` (`None`: follow
    /// the platform's locale) or the board theme of the images shown to them.
    pub async fn set_preference(&self, user: &User, setting: Setting) -> Result<()> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            store::players::upsert(&mut tx, user.id, &clean_name(&user.name), user.bot).await?;
            store::players::set(&mut tx, user.id, setting).await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The languages and themes chosen by `person` and by `guild`, in one round trip.
    pub async fn preferences(&self, person: Option<UserId>, guild: Option<u64>) -> Result<Preferences> {
        self.bounded(async {
            let mut tx = self.begin().await?;
            let row = store::players::preferences(&mut tx, person, guild).await?;
            Ok(Preferences {
                person: row.person_language,
                server: row.server_language,
                person_theme: row.person_theme,
                server_theme: row.server_theme,
            })
        })
        .await
    }
}
