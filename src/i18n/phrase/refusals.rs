//! The service's refusals and faults ([`ServiceError`]), each as a
//! sentence that says why and what to do instead.

use super::{illegal, outcome_text, range_parts, rules_error};
use crate::i18n::Lang;
use crate::service::{ChallengeStatus, InputKind, ServiceError};
use crate::t;

/// How the reader gives commands, for the refusals that name one: Discord's
/// slash commands (`/lobby`) or the console's words (`lobby`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commands {
    Slash,
    Words,
}

impl Commands {
    /// What comes before a command's name: the catalogues' `$prefix`.
    fn prefix(self) -> &'static str {
        match self {
            Commands::Slash => "/",
            Commands::Words => "",
        }
    }
}

/// A refusal (or fault) of the service as a sentence that says why and what
/// to do instead, naming Discord's commands.
pub fn refusal(lang: Lang, e: &ServiceError) -> String {
    refusal_in(lang, Commands::Slash, e)
}

/// [`refusal`] for a reader who gives `commands` (the console's words).
pub fn refusal_in(lang: Lang, commands: Commands, e: &ServiceError) -> String {
    use ServiceError::*;
    let prefix = commands.prefix();
    // A refusal by rating range: its ends, the reader's rating, and the
    // commands to try instead.
    let ranged = |id: &str, range, rating: i32| {
        let (which, min, max) = range_parts(range);
        t!(lang, id, which = which, min = min, max = max, rating = rating, prefix = prefix)
    };
    match e {
        SelfChallenge => t!(lang, "refusal-self-challenge"),
        BotOpponent { name } => t!(lang, "refusal-bot-opponent", name = name.as_str(), prefix = prefix),
        AlreadyChallenged { name } => t!(lang, "refusal-already-challenged", name = name.as_str()),
        TooManyGames { name, limit } => t!(lang, "refusal-too-many-games", name = name.as_str(), limit = *limit),
        BadRules(e) => t!(lang, "refusal-bad-rules", reason = rules_error(lang, e)),
        BadMoveTime { text } => t!(lang, "refusal-bad-move-time", text = text.as_str()),
        MoveTimeOutOfRange { time, min, max } => t!(
            lang,
            "refusal-move-time-out-of-range",
            time = crate::i18n::duration(lang, *time),
            min = crate::i18n::duration(lang, *min),
            max = crate::i18n::duration(lang, *max)
        ),
        BadLevel { level } => t!(lang, "refusal-bad-level", level = *level),
        ComputerIsNotBot => t!(lang, "refusal-computer-not-bot"),
        NoSuchChallenge => t!(lang, "refusal-no-such-challenge"),
        ChallengeClosed { status } => {
            let status = match status {
                ChallengeStatus::Open | ChallengeStatus::Expired => "expired",
                s => s.as_str(),
            };
            t!(lang, "refusal-challenge-closed", status = status)
        }
        ChallengeExpired => t!(lang, "refusal-challenge-expired"),
        NotChallenged { name } => t!(lang, "refusal-not-challenged", name = name.as_str()),
        NotChallenger { name } => t!(lang, "refusal-not-challenger", name = name.as_str()),
        ChallengeTaken { by } => t!(lang, "refusal-challenge-taken", name = by.as_str()),
        OwnChallenge => t!(lang, "refusal-own-challenge"),
        OutsideRatingRange { rating, range } => ranged("refusal-outside-rating-range", *range, *rating),
        OutsideEntryRange { rating, range } => ranged("refusal-outside-entry-range", *range, *rating),
        BadRatingRange { range } => t!(
            lang,
            "refusal-bad-rating-range",
            min = range.min.unwrap_or_default(),
            max = range.max.unwrap_or_default()
        ),
        NotAPool { time, pools } => {
            let pools: Vec<String> = pools.iter().map(|p| crate::i18n::duration(lang, *p)).collect();
            t!(
                lang,
                "refusal-not-a-pool",
                time = crate::i18n::duration(lang, *time),
                pools = crate::i18n::or_list(lang, &pools)
            )
        }
        InQuickGame { game } => t!(lang, "refusal-in-quick-game", id = game.0),
        SeekGone => t!(lang, "refusal-seek-gone", prefix = prefix),
        OwnSeek => t!(lang, "refusal-own-seek"),
        SeekOutsideRange { rating, range } => ranged("refusal-seek-outside-range", *range, *rating),
        BlockSelf => t!(lang, "refusal-block-self"),
        RematchElsewhere => t!(lang, "refusal-rematch-elsewhere", prefix = prefix),
        AlreadyOpen { challenge } => t!(lang, "refusal-already-open", id = challenge.0),
        NoOneElseHere => t!(lang, "refusal-no-one-else-here"),
        NoPuzzleLeft { preset } => t!(lang, "refusal-no-puzzle-left", preset = preset.as_str()),
        PuzzleInProgress => t!(lang, "refusal-puzzle-in-progress"),
        NoPuzzle => t!(lang, "refusal-no-puzzle"),
        NoSuchLevel { id } => t!(lang, "refusal-no-such-level", id = id.as_str(), prefix = prefix),
        NoLevel => t!(lang, "refusal-no-level", prefix = prefix),
        NoSuchTournament => t!(lang, "refusal-no-such-tournament", prefix = prefix),
        NoTournament => t!(lang, "refusal-no-tournament", prefix = prefix),
        WhichTournament { tournaments } => {
            t!(lang, "refusal-which-tournament", tournaments = numbered(lang, tournaments))
        }
        TournamentServerOnly => t!(lang, "refusal-tournament-server-only"),
        BadEntryLimit { min, max } => t!(lang, "refusal-bad-entry-limit", min = *min, max = *max),
        BadRounds { max } => t!(lang, "refusal-bad-rounds", max = *max),
        BadRoundTime { text, max } => {
            t!(lang, "refusal-bad-round-time", text = text.as_str(), max = crate::i18n::duration(lang, *max))
        }
        BadStartDelay { text, max } => {
            t!(lang, "refusal-bad-start-delay", text = text.as_str(), max = crate::i18n::duration(lang, *max))
        }
        TournamentFull { limit } => t!(lang, "refusal-tournament-full", limit = *limit),
        AlreadyEntered => t!(lang, "refusal-already-entered"),
        NotEntered => t!(lang, "refusal-not-entered", prefix = prefix),
        EntriesClosed => t!(lang, "refusal-entries-closed", prefix = prefix),
        NotOrganiser { organiser } => t!(lang, "refusal-not-organiser", name = organiser.as_str()),
        TooFewEntrants { entrants } => t!(lang, "refusal-too-few-entrants", count = *entrants),
        TournamentNotRunning { status } => t!(lang, "refusal-tournament-not-running", status = status.as_str()),
        TournamentOver { status } => t!(lang, "refusal-tournament-over", status = status.as_str(), prefix = prefix),
        AlreadyWithdrawn => t!(lang, "refusal-already-withdrawn"),
        TournamentGame => t!(lang, "refusal-tournament-game"),
        NoSuchGame => t!(lang, "refusal-no-such-game"),
        NoActiveGame => t!(lang, "refusal-no-active-game"),
        WhichGame { games } => t!(lang, "refusal-which-game", games = numbered(lang, games)),
        NotAPlayer => t!(lang, "refusal-not-a-player"),
        NotYourTurn { name } => t!(lang, "refusal-not-your-turn", name = name.as_str()),
        PositionChanged => t!(lang, "refusal-position-changed"),
        Illegal(e) => illegal(lang, e),
        RatedFromPosition => t!(lang, "refusal-rated-from-position"),
        GameOver { outcome: Some(o) } => t!(lang, "refusal-game-over", outcome = outcome_text(lang, *o)),
        GameOver { outcome: None } => t!(lang, "refusal-game-aborted"),
        NotFinished => t!(lang, "refusal-not-finished"),
        StillPlaying => t!(lang, "refusal-still-playing"),
        Busy => t!(lang, "refusal-busy"),
        EngineFull => t!(lang, "refusal-engine-full"),
        NoLineInTime => t!(lang, "refusal-no-line-in-time"),
        LivePosition { game } => t!(lang, "refusal-live-position", game = game.0),
        BadMarks { max } => t!(lang, "refusal-bad-marks", max = *max),
        NotATeamGame => t!(lang, "refusal-not-a-team-game"),
        NotATeamMember => t!(lang, "refusal-not-a-team-member", prefix = prefix),
        NotYourTeamsTurn { side } => t!(lang, "refusal-not-your-teams-turn", side = super::rules::colour(lang, *side)),
        AlreadyOnTeam { side } => t!(lang, "refusal-already-on-team", side = super::rules::colour(lang, *side)),
        NotCaptain => t!(lang, "refusal-not-captain"),
        VoteTooLate => t!(lang, "refusal-vote-too-late"),
        TeamOfOtherServer { side } => {
            t!(lang, "refusal-team-of-other-server", side = super::rules::colour(lang, *side))
        }
        TeamChallengeUnknown => t!(lang, "refusal-team-challenge-unknown"),
        TeamChallengeTaken => t!(lang, "refusal-team-challenge-taken"),
        TeamChallengeSameServer => t!(lang, "refusal-team-challenge-same-server"),
        TeamRoleOnly { side, role } => {
            let side = super::rules::colour(lang, *side);
            t!(lang, "refusal-team-role-only", side = side, role = format!("<@&{role}>"))
        }
        BadPosition(e) => t!(lang, "refusal-bad-position", reason = super::rules::position_error(lang, e)),
        TooManyTurns { count, max } => t!(lang, "refusal-too-many-turns", count = *count, max = *max),
        PositionsTooFast => t!(lang, "refusal-positions-too-fast"),
        ComputerThinking => t!(lang, "refusal-computer-thinking"),
        NoDrawOffer => t!(lang, "refusal-no-draw-offer"),
        OwnDrawOffer => t!(lang, "refusal-own-draw-offer"),
        TakebackRated => t!(lang, "refusal-takeback-rated"),
        NothingToTakeBack => t!(lang, "refusal-nothing-to-take-back"),
        NoTakeback => t!(lang, "refusal-no-takeback"),
        OwnTakeback => t!(lang, "refusal-own-takeback"),
        TooLateToAbort => t!(lang, "refusal-too-late-to-abort"),
        InputTooLong { what, max } => {
            let what = match what {
                InputKind::Move => "move",
                InputKind::RulesOptions => "rules",
                InputKind::TournamentName => "tournament-name",
            };
            t!(lang, "refusal-input-too-long", what = what, max = *max)
        }
        Unavailable => t!(lang, "refusal-unavailable"),
        Internal(_) => t!(lang, "refusal-internal"),
    }
}

/// Numbers to choose from, as the reader types them: "#3, #5".
fn numbered(lang: Lang, ids: &[impl std::fmt::Display]) -> String {
    crate::i18n::list(lang, ids.iter().map(|id| format!("#{id}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_names_the_commands_of_the_readers_front_end() {
        for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Ar] {
            let discord = refusal(lang, &ServiceError::SeekGone);
            assert!(discord.contains("`/lobby`") && discord.contains("`/play`"), "{discord}");
            let console = refusal_in(lang, Commands::Words, &ServiceError::SeekGone);
            assert!(console.contains("`lobby`") && !console.contains('/'), "{console}");
        }
        let level = refusal_in(Lang::En, Commands::Words, &ServiceError::NoLevel);
        assert_eq!(level, "You are not playing a level of the course now. Run `learn` to go on where you stopped.");
    }
}
