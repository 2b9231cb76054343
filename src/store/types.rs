//! The stored vocabulary: ids and the states a game or a challenge can be
//! in, as types. sqlx maps them to and from the columns here, so no text
//! status or bare integer id travels past the store.

use crate::rules::{Color, DrawReason, Outcome, WinReason};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgHasArrayType, PgRow, PgTypeInfo, PgValueRef, Postgres};
use sqlx::{Decode, Encode, FromRow, Row, Type};
use std::fmt;

/// A person (or bot) on the chat platform: Discord's snowflake, or a local
/// user's hash. PostgreSQL has no unsigned type, so it is stored bit for bit
/// as BIGINT.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub u64);

impl UserId {
    pub fn get(self) -> u64 {
        self.0
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Type<Postgres> for UserId {
    fn type_info() -> PgTypeInfo {
        <i64 as Type<Postgres>>::type_info()
    }
}

impl PgHasArrayType for UserId {
    fn array_type_info() -> PgTypeInfo {
        <i64 as PgHasArrayType>::array_type_info()
    }
}

impl Encode<'_, Postgres> for UserId {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <i64 as Encode<Postgres>>::encode_by_ref(&(self.0 as i64), buf)
    }
}

impl<'r> Decode<'r, Postgres> for UserId {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(UserId(<i64 as Decode<Postgres>>::decode(value)? as u64))
    }
}

/// Where something happens: a guild (server) and a channel in it, or a
/// channel outside any server (a DM with the bot, a group DM), as platform
/// snowflakes (`0` for the console's pretend place), and how the bot
/// reaches the people there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: Option<u64>,
    pub channel: u64,
    pub reach: Reach,
}

impl Place {
    /// The console's pretend server (`zamma-bot local`), whose games the
    /// web board serves to the console's keyboard.
    pub const CONSOLE: Place = Place::server(0, 0);

    /// A channel of a server the bot was added to.
    pub const fn server(guild: u64, channel: u64) -> Place {
        Place { guild: Some(guild), channel, reach: Reach::Posts }
    }

    /// The direct messages between one person and the bot: only the
    /// computer can be played there.
    pub fn is_dm_with_bot(&self) -> bool {
        self.guild.is_none() && self.reach == Reach::Posts
    }

    /// Do `self` and `other` share their games: the same server, or, outside
    /// servers, the same channel?
    pub fn shares_games_with(&self, other: &Place) -> bool {
        match (self.guild, other.guild) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.channel == other.channel,
            _ => false,
        }
    }
}

/// Read from the `guild_id`, `channel_id` and `reach` columns (ids stored
/// bit for bit).
impl<'r> FromRow<'r, PgRow> for Place {
    fn from_row(row: &'r PgRow) -> Result<Self, sqlx::Error> {
        Ok(Place {
            guild: row.try_get::<Option<i64>, _>("guild_id")?.map(|g| g as u64),
            channel: row.try_get::<i64, _>("channel_id")? as u64,
            reach: row.try_get("reach")?,
        })
    }
}

macro_rules! serial_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Type)]
        #[sqlx(transparent)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;

            /// `12` or `#12`.
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.trim().trim_start_matches('#').parse().map($name)
            }
        }
    };
}

serial_id!(
    /// A game's number, as players see it (`#12`).
    GameId
);
serial_id!(
    /// A challenge's number.
    ChallengeId
);
serial_id!(
    /// A tournament's number (`#3`).
    TournamentId
);

/// An enum stored as one of a fixed set of words in a TEXT column.
macro_rules! text_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word stored in the database (and used in logs).
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            pub fn from_str_opt(s: &str) -> Option<$name> {
                match s {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl Type<Postgres> for $name {
            fn type_info() -> PgTypeInfo {
                <str as Type<Postgres>>::type_info()
            }

            fn compatible(ty: &PgTypeInfo) -> bool {
                <&str as Type<Postgres>>::compatible(ty)
            }
        }

        impl Encode<'_, Postgres> for $name {
            fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
                <&str as Encode<Postgres>>::encode_by_ref(&self.as_str(), buf)
            }
        }

        impl<'r> Decode<'r, Postgres> for $name {
            fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<Postgres>>::decode(value)?;
                $name::from_str_opt(text)
                    .ok_or_else(|| format!("`{text}` is not a {}", stringify!($name)).into())
            }
        }
    };
}

text_enum!(
    /// Where a game is in its life.
    GameStatus {
        Active = "active",
        Finished = "finished",
        /// Ended without a result (no rating change).
        Aborted = "aborted",
    }
);

text_enum!(
    /// Where a challenge is in its life.
    ChallengeStatus {
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        Cancelled = "cancelled",
        Expired = "expired",
    }
);

text_enum!(
    /// Where a seek of quick pairing is in its life.
    SeekStatus {
        /// Waiting in its pool.
        Open = "open",
        /// Its seeker was paired (the seek names the game).
        Paired = "paired",
        Cancelled = "cancelled",
        /// Nobody came before it ended.
        Expired = "expired",
    }
);

text_enum!(
    /// How the bot speaks in a place.
    #[derive(Default)]
    Reach {
        /// It may post there on its own: a server that added the bot, or a
        /// DM with the bot.
        #[default]
        Posts = "posts",
        /// It can only answer the interactions people send it (for 15
        /// minutes each): a group DM, a DM between two people, or a server
        /// where only a person installed the app.
        Replies = "replies",
    }
);

text_enum!(
    /// What a notice tells a player (see `store::notices`).
    NoticeKind {
        GameEnded = "game-ended",
        YourMove = "your-move",
        ChallengeExpired = "challenge-expired",
    }
);

text_enum!(
    /// Which colour the challenger wants.
    #[derive(Default)]
    ColourChoice {
        Black = "black",
        White = "white",
        #[default]
        Random = "random",
    }
);

impl ColourChoice {
    /// A colour as a person types it: `black`/`b`, `white`/`w`,
    /// `random`/`r` or nothing.
    pub fn parse(s: &str) -> Option<ColourChoice> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black" | "b" => Some(ColourChoice::Black),
            "white" | "w" => Some(ColourChoice::White),
            "random" | "r" | "" => Some(ColourChoice::Random),
            _ => None,
        }
    }

    /// The colour this choice gives, drawing lots for `Random`.
    pub fn resolve(self) -> Color {
        match self {
            ColourChoice::Black => Color::Black,
            ColourChoice::White => Color::White,
            ColourChoice::Random => {
                if rand::random::<bool>() {
                    Color::Black
                } else {
                    Color::White
                }
            }
        }
    }
}

text_enum!(
    /// A language the bot speaks (a BCP 47 tag): a person's or a server's
    /// choice, stored as its tag.
    #[derive(Default)]
    Lang {
        #[default]
        En = "en",
        Fr = "fr",
        Es = "es",
        Ar = "ar",
    }
);

text_enum!(
    /// How board images look (the front ends map it to `render::Theme`):
    /// a person's or a server's choice, stored as its name.
    #[derive(Default)]
    BoardTheme {
        #[default]
        Sand = "sand",
        Dark = "dark",
        Contrast = "contrast",
    }
);

/// A choice a person makes for what the bot shows them, or a server's
/// admin for the server's public messages (`None`: the default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Language(Option<Lang>),
    Theme(Option<BoardTheme>),
    /// Whether mentions notify the person (a person's setting only).
    Pings(bool),
    /// Whether what the bot could not tell them where it happened is sent
    /// by DM (a person's setting only).
    Notifications(bool),
}

impl Setting {
    /// The column it is stored in (in `players` and in `guild_settings`).
    pub(crate) fn column(self) -> &'static str {
        match self {
            Setting::Language(_) => "language",
            Setting::Theme(_) => "theme",
            Setting::Pings(_) => "pings",
            Setting::Notifications(_) => "notifications",
        }
    }

    /// `query` with the setting's value bound next.
    pub(crate) fn bind<'q>(
        self,
        query: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    ) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
        match self {
            Setting::Language(lang) => query.bind(lang),
            Setting::Theme(theme) => query.bind(theme),
            Setting::Pings(on) | Setting::Notifications(on) => query.bind(on),
        }
    }
}

text_enum!(
    /// The result of a finished game.
    GameResult {
        BlackWins = "black",
        WhiteWins = "white",
        Draw = "draw",
    }
);

impl GameResult {
    pub fn of(outcome: Outcome) -> GameResult {
        match outcome.winner() {
            Some(Color::Black) => GameResult::BlackWins,
            Some(Color::White) => GameResult::WhiteWins,
            None => GameResult::Draw,
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::BlackWins => Some(Color::Black),
            GameResult::WhiteWins => Some(Color::White),
            GameResult::Draw => None,
        }
    }
}

text_enum!(
    /// Why a game ended.
    EndReason {
        NoMoves = "no-moves",
        NoPieces = "no-pieces",
        Resignation = "resignation",
        Timeout = "timeout",
        Agreement = "agreement",
        Repetition = "repetition",
        Stall = "stall",
        /// Decided by counting pieces after a draw by agreement.
        CountAgreement = "count-agreement",
        /// Decided by counting pieces after a repetition.
        CountRepetition = "count-repetition",
        /// Decided by counting pieces after the stall limit.
        CountStall = "count-stall",
        /// Aborted by a player before both had moved.
        Abort = "abort",
        /// Aborted by a server admin.
        AdminAbort = "admin-abort",
        /// Aborted because its tournament was cancelled.
        TournamentCancelled = "tournament-cancelled",
    }
);

impl EndReason {
    pub fn of(outcome: Outcome) -> EndReason {
        use DrawReason as D;
        match outcome {
            Outcome::Draw { reason: D::Agreement } => EndReason::Agreement,
            Outcome::Draw { reason: D::Repetition } => EndReason::Repetition,
            Outcome::Draw { reason: D::Stall } => EndReason::Stall,
            Outcome::Win { reason, .. } => match reason {
                WinReason::NoMoves => EndReason::NoMoves,
                WinReason::NoPieces => EndReason::NoPieces,
                WinReason::Resignation => EndReason::Resignation,
                WinReason::Timeout => EndReason::Timeout,
                WinReason::Count(D::Agreement) => EndReason::CountAgreement,
                WinReason::Count(D::Repetition) => EndReason::CountRepetition,
                WinReason::Count(D::Stall) => EndReason::CountStall,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::from_str_opt(s.as_str()), Some(*s));
        }
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_str_opt(r.as_str()), Some(*r));
        }
        assert_eq!(ChallengeStatus::from_str_opt("closed"), None);
    }

    #[test]
    fn end_reasons_keep_the_stored_words() {
        let timeout = Outcome::Win { winner: Color::White, reason: WinReason::Timeout };
        assert_eq!(EndReason::of(timeout).as_str(), "timeout");
        let count = Outcome::Win { winner: Color::Black, reason: WinReason::Count(DrawReason::Stall) };
        assert_eq!(EndReason::of(count).as_str(), "count-stall");
        assert_eq!(GameResult::of(count), GameResult::BlackWins);
        assert_eq!(GameResult::of(Outcome::Draw { reason: DrawReason::Repetition }).as_str(), "draw");
    }

    #[test]
    fn ids_read_with_or_without_hash() {
        assert_eq!("#12".parse::<GameId>(), Ok(GameId(12)));
        assert_eq!(" 7 ".parse::<ChallengeId>(), Ok(ChallengeId(7)));
        assert!("x".parse::<GameId>().is_err());
    }
}

text_enum!(
    /// How a tournament pairs its players.
    TournamentFormat {
        /// Everyone plays everyone once.
        Robin = "robin",
        /// Everyone plays everyone twice, once with each colour.
        DoubleRobin = "double-robin",
        Swiss = "swiss",
        /// Knockout: the winner of each tie goes through.
        Cup = "cup",
    }
);

text_enum!(
    /// Where a tournament is in its life.
    TournamentStatus {
        /// Taking entries.
        Open = "open",
        Running = "running",
        Finished = "finished",
        Cancelled = "cancelled",
    }
);

text_enum!(
    /// What decides a cup tie drawn twice.
    #[derive(Default)]
    CupDecider {
        /// More pieces left at the end of the second game, then the higher seed.
        #[default]
        Pieces = "pieces",
        /// The higher seed.
        Seed = "seed",
    }
);

text_enum!(
    /// How one pairing of a round ended.
    PairingResult {
        BlackWon = "1-0",
        WhiteWon = "0-1",
        Draw = "1/2",
        /// Black sat out: no opponent.
        Bye = "bye",
        /// White withdrew: Black wins by forfeit.
        WhiteForfeit = "+-",
        /// Black withdrew: White wins by forfeit.
        BlackForfeit = "-+",
        /// Both withdrew: nobody scores.
        BothForfeit = "--",
    }
);

impl PairingResult {
    /// Black's and White's points (a bye is scored by the format, not here:
    /// 1 for Black).
    pub fn points(self) -> (f64, f64) {
        match self {
            PairingResult::BlackWon | PairingResult::WhiteForfeit | PairingResult::Bye => (1.0, 0.0),
            PairingResult::WhiteWon | PairingResult::BlackForfeit => (0.0, 1.0),
            PairingResult::Draw => (0.5, 0.5),
            PairingResult::BothForfeit => (0.0, 0.0),
        }
    }

    /// The result of a finished game.
    pub fn of_game(result: GameResult) -> PairingResult {
        match result {
            GameResult::BlackWins => PairingResult::BlackWon,
            GameResult::WhiteWins => PairingResult::WhiteWon,
            GameResult::Draw => PairingResult::Draw,
        }
    }
}
