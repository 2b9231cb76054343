//! The message catalogues, shared by every front end: Fluent files under
//! `locales/<lang>/`, compiled into the binary. The service returns typed
//! refusals and events; `phrase` turns them into sentences in the reader's
//! language. Adding a language is adding its catalogue (and a `Lang`).
//!
//! Logs stay English and never go through here.

mod numbers;
mod phrase;
mod tournament;

pub use crate::service::Lang;
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use numbers::{and_list, duration, duration_rough, from_now, list, or_list, percent, rating, streak};
pub use phrase::{
    Commands, MAX_ALT_TEXT, board_alt, board_caption, colour, end_text, engine_eval, illegal, illegal_move,
    learn_progress_text, learn_progress_title, learn_result_text, level_goal, level_heading, level_hint, level_text,
    lobby_line, men, missed_text, motion_text, move_number, outcome_text, piece_name, ply_of_move_number, pool_text,
    preset_summary, puzzle_leader, puzzle_prompt, puzzle_result_text, quick_start_text, range_text, rating_change_text,
    refusal, refusal_in, replay_caption, review_board_alt, review_caption, review_player_line, review_turn_text,
    seek_paired_text, seek_waiting_text, stage_intro, stage_progress, summary_state, tally_counts, team_members,
    theme_name, verdict_mark,
};
pub use tournament::{
    BracketText, StandingsTable, TieText, bracket, cup_round_name, entry_text, entry_with_ends, news_text,
    pairing_line, result_text, standings_table, status_text, summary_line as tournament_line, tournament_details,
    tournament_name,
};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The catalogue files of every language, in this order.
pub const FILES: &[&str] = &["zamma.ftl", "discord.ftl", "console.ftl", "rules.ftl", "web.ftl", "learn.ftl"];

macro_rules! catalogue {
    ($lang:literal) => {
        &[
            include_str!(concat!("../../locales/", $lang, "/zamma.ftl")),
            include_str!(concat!("../../locales/", $lang, "/discord.ftl")),
            include_str!(concat!("../../locales/", $lang, "/console.ftl")),
            include_str!(concat!("../../locales/", $lang, "/rules.ftl")),
            include_str!(concat!("../../locales/", $lang, "/web.ftl")),
            include_str!(concat!("../../locales/", $lang, "/learn.ftl")),
        ]
    };
}

/// Unicode's right-to-left mark, the isolates Fluent puts around
/// placeables in right-to-left languages, and the left-to-right isolate
/// around inline code.
const RLM: char = '\u{200f}';
const FSI: char = '\u{2068}';
const LRI: char = '\u{2066}';
const PDI: char = '\u{2069}';

impl Lang {
    /// The language's tag (BCP 47), as Fluent names it.
    pub fn tag(self) -> &'static str {
        self.as_str()
    }

    /// Its own name, as a chooser lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Ar => "العربية",
        }
    }

    /// Is it written right to left?
    pub fn rtl(self) -> bool {
        self == Lang::Ar
    }

    /// The language of a locale as Discord (`fr`, `es-ES`, `es-419`,
    /// `en-US`) or a POSIX environment (`fr_FR.UTF-8`) names it; `None` for
    /// one we do not speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.trim().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "es" => Some(Lang::Es),
            "ar" => Some(Lang::Ar),
            _ => None,
        }
    }

    /// Discord's locales of this language, for command localisations
    /// (English is the commands' default and has none).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            // Discord's client has no Arabic locale: Arabic is reached
            // through the language setting.
            Lang::Ar => &[],
        }
    }

    /// Does Discord's client offer this language, so that it words the
    /// times it shows itself (`<t:…:R>`) as this reader reads?
    pub fn discord_client_speaks(self) -> bool {
        match self {
            Lang::En | Lang::Fr | Lang::Es => true,
            Lang::Ar => false,
        }
    }

    fn sources(self) -> &'static [&'static str] {
        match self {
            Lang::En => catalogue!("en"),
            Lang::Fr => catalogue!("fr"),
            Lang::Es => catalogue!("es"),
            Lang::Ar => catalogue!("ar"),
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build(l)).collect());
    &bundles[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
}

fn build(lang: Lang) -> Bundle {
    let id = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // In right-to-left text every placed name, number and move is isolated
    // so that it keeps its own direction and its place in the sentence.
    bundle.set_use_isolating(lang.rtl());
    for (file, source) in FILES.iter().zip(lang.sources()) {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, errors)| {
            tracing::error!(lang = lang.tag(), file, ?errors, "a message catalogue has syntax errors");
            resource
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(lang = lang.tag(), file, ?errors, "a message catalogue repeats message ids");
        }
    }
    bundle
}

/// Mark every message (for the pseudo-locale test run that checks that no
/// text reaches a user without passing through the catalogues).
static PSEUDO: AtomicBool = AtomicBool::new(false);

/// Turn the pseudo-locale marks on or off for the whole process: every
/// message then comes out as `⟦…⟧`. For a test process of its own only.
pub fn set_pseudo(on: bool) {
    PSEUDO.store(on, Ordering::Relaxed);
}

/// The message `id` (or its attribute, `id.attr`) in `lang`, with `args`
/// placed. A message missing from the language comes from English; one
/// missing from English comes back as its id (and is logged), never as a
/// panic.
pub fn message(lang: Lang, id: &str, args: &FluentArgs) -> String {
    let text = unmarked(lang, id, args);
    if PSEUDO.load(Ordering::Relaxed) { mark(&text) } else { text }
}

fn mark(text: &str) -> String {
    format!("⟦{text}⟧")
}

/// A message without arguments and never pseudo-marked: for what Discord
/// checks itself (command names and descriptions).
pub fn plain(lang: Lang, id: &str) -> String {
    unmarked(lang, id, &FluentArgs::new())
}

fn unmarked(lang: Lang, id: &str, args: &FluentArgs) -> String {
    format(lang, id, args)
        .or_else(|| {
            tracing::warn!(lang = lang.tag(), id, "message missing from a catalogue; using English");
            format(Lang::En, id, args)
        })
        .unwrap_or_else(|| {
            tracing::error!(lang = lang.tag(), id, "message missing from the catalogue");
            id.to_string()
        })
}

/// Does the catalogue of `lang` itself hold `id`?
pub fn has(lang: Lang, id: &str) -> bool {
    let (name, attr) = id.split_once('.').map_or((id, None), |(n, a)| (n, Some(a)));
    bundle(lang).get_message(name).is_some_and(|m| match attr {
        Some(a) => m.get_attribute(a).is_some(),
        None => m.value().is_some(),
    })
}

fn format(lang: Lang, id: &str, args: &FluentArgs) -> Option<String> {
    let (text, errors) = format_raw(lang, id, args)?;
    if !errors.is_empty() {
        tracing::error!(lang = lang.tag(), id, ?errors, "message formatted with errors");
    }
    Some(if lang.rtl() { right_to_left(&text) } else { text })
}

/// The message as its catalogue alone writes it: no right-to-left mark, no
/// pseudo-locale mark (for a piece placed between other texts, such as a
/// list's separator), and the errors formatting it met.
fn format_raw(lang: Lang, id: &str, args: &FluentArgs) -> Option<(String, Vec<String>)> {
    let bundle = bundle(lang);
    let (name, attr) = id.split_once('.').map_or((id, None), |(n, a)| (n, Some(a)));
    let message = bundle.get_message(name)?;
    let pattern = match attr {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
    Some((text, errors.iter().map(|e| e.to_string()).collect()))
}

/// [`format_raw`] without its errors.
fn unmarked_raw(lang: Lang, id: &str, args: &FluentArgs) -> Option<String> {
    format_raw(lang, id, args).map(|(text, _)| text)
}

/// The message `id` of `lang`'s own catalogue with `args`, or why it could
/// not be phrased (missing, or the errors Fluent met): for the tests that
/// phrase every message.
pub fn phrase_checked(lang: Lang, id: &str, args: &FluentArgs) -> Result<String, String> {
    match format_raw(lang, id, args) {
        None => Err(format!("{id} is missing from {}", lang.tag())),
        Some((text, errors)) if errors.is_empty() => Ok(text),
        Some((_, errors)) => Err(errors.join("; ")),
    }
}

/// A right-to-left message as Discord, terminals and the pictures show it
/// well: marked right to left from its first character, every inline code
/// span (a move, a command such as `/move`) isolated left to right as a
/// whole, so that `huff d4, c3-c4` and `/move` read as typed, and every
/// review mark (`?!`, `!?`, `??`, `?`: a run of `?` and `!` with a `?` in
/// it, outside code and links) isolated left to right too, or a right-to-left
/// line would draw a dubious `?!` as an interesting `!?`. Arabic writes its
/// own question mark `؟`, so an ASCII `?` in its text is a mark. The isolates
/// Fluent put around placeables inside a code span are dropped: the span's
/// own isolate covers them.
fn right_to_left(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    out.push(RLM);
    let (mut in_code, mut in_link) = (false, false);
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '`' if in_code => {
                out.push('`');
                out.push(PDI);
                in_code = false;
            }
            '`' if !in_link => {
                out.push(LRI);
                out.push('`');
                in_code = true;
            }
            FSI | PDI if in_code => {}
            '<' if !in_code => {
                in_link = true;
                out.push(c);
            }
            '>' if in_link => {
                in_link = false;
                out.push(c);
            }
            '?' | '!' if !in_code && !in_link => {
                let mut end = at + c.len_utf8();
                while let Some(&(next, '?' | '!')) = chars.peek() {
                    end = next + 1;
                    chars.next();
                }
                let run = &text[at..end];
                if run.contains('?') {
                    out.push(LRI);
                    out.push_str(run);
                    out.push(PDI);
                } else {
                    out.push_str(run);
                }
            }
            c => out.push(c),
        }
    }
    if in_code {
        out.push(PDI);
    }
    out
}

/// A message to phrase later, in the reader's language: its id and its
/// arguments. Front ends return these for their own refusals.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Msg`]: text, or a number (which selects plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(i32, i64, u8, u32, u64, usize);

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg { id, args: Vec::new() }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    pub fn text(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Text(s) => args.set(*name, FluentValue::from(s.as_str())),
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
            }
        }
        message(lang, self.id, &args)
    }
}

/// `t!(lang, "message-id", name = value, …)`: a message with its arguments.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr $(, $key:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($key), $crate::i18n::FluentValue::from($value)); )*
        $crate::i18n::message($lang, $id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_parses_and_has_no_duplicate_ids() {
        for &lang in Lang::ALL {
            let mut bundle = FluentBundle::new_concurrent(vec![lang.tag().parse().unwrap()]);
            for (file, source) in FILES.iter().zip(lang.sources()) {
                let resource = FluentResource::try_new(source.to_string());
                assert!(resource.is_ok(), "locales/{}/{file}: {:?}", lang.tag(), resource.err().map(|e| e.1));
                assert!(bundle.add_resource(resource.unwrap()).is_ok(), "locales/{}/{file}: repeated ids", lang.tag());
            }
        }
    }

    #[test]
    fn locales_name_their_language() {
        for (locale, lang) in [
            ("fr", Some(Lang::Fr)),
            ("es-ES", Some(Lang::Es)),
            ("es-419", Some(Lang::Es)),
            ("en-US", Some(Lang::En)),
            ("ar_MR.UTF-8", Some(Lang::Ar)),
            ("fr_FR.UTF-8", Some(Lang::Fr)),
            ("C", None),
            ("", None),
            ("pt-BR", None),
        ] {
            assert_eq!(Lang::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn arabic_keeps_moves_and_names_isolated_and_reads_right_to_left() {
        let text = t!(Lang::Ar, "refusal-not-your-turn", name = "bob");
        assert!(text.starts_with(RLM), "{text:?}");
        assert!(text.contains("\u{2068}bob\u{2069}"), "{text:?}");
        // Inline code is one left-to-right island with no marks inside.
        let syntax = t!(Lang::Ar, "illegal-syntax", text = "e9");
        assert!(syntax.contains(&format!("{LRI}`e9`{PDI}")), "{syntax:?}");
        let hint = t!(Lang::Ar, "menu-huff-hint");
        assert!(hint.contains(&format!("{LRI}`/move huff d4, c3-c4`{PDI}")), "{hint:?}");
        assert_eq!(right_to_left("a `b"), format!("{RLM}a {LRI}`b{PDI}"));
        // Review marks read left to right; an exclamation alone, a mark in code or in a link stays as it is.
        assert_eq!(
            right_to_left("(?!) ?? !? ? !"),
            format!("{RLM}({LRI}?!{PDI}) {LRI}??{PDI} {LRI}!?{PDI} {LRI}?{PDI} !")
        );
        assert_eq!(right_to_left("`e3?!` <https://x/?a=1>"), format!("{RLM}{LRI}`e3?!`{PDI} <https://x/?a=1>"));
        let inaccuracy = t!(Lang::Ar, "review-turn-inaccuracy", loss = "1");
        assert!(inaccuracy.contains(&format!("({LRI}?!{PDI})")), "{inaccuracy:?}");
        // Left-to-right languages get no marks at all.
        let fr = t!(Lang::Fr, "refusal-not-your-turn", name = "bob");
        assert!(!fr.contains([RLM, FSI, PDI]), "{fr:?}");
        assert!(fr.contains("bob"), "{fr:?}");
    }

    #[test]
    fn pseudo_marks_wrap_a_message() {
        assert_eq!(mark("There is no such game."), "⟦There is no such game.⟧");
    }

    #[test]
    fn arguments_are_placed_and_selectors_chosen() {
        assert_eq!(t!(Lang::En, "refusal-not-your-turn", name = "bob"), "It is not your turn; bob is to move.");
        assert_eq!(
            t!(Lang::En, "refusal-challenge-closed", status = "declined"),
            "This challenge was already declined."
        );
        let change = t!(
            Lang::En,
            "rating-change",
            name = "al",
            before = "1500",
            after = "1662",
            provisional = "yes",
            delta = "+162"
        );
        assert_eq!(change, "al: 1500 → 1662? (+162).");
    }

    #[test]
    fn the_rules_refusals_keep_their_figures() {
        use crate::rules::{Game, GameError, Preset};
        let mut game = Game::new(Preset::Zamma.rules());
        game.play_text("e4-e5").unwrap();
        let say = |text: &str| illegal(Lang::En, &game.parse_turn(text).unwrap_err());
        assert_eq!(say("d6-d5"), "Capture is compulsory: e6xe4 takes 1 piece.");
        assert_eq!(say("e4-e5"), "There is no piece on e4.");
        assert_eq!(say("j4-j5"), "j4 is not a point of the 9x9 board.");
        assert_eq!(say("c3-c4"), "c3 holds a Black man, but it is White's turn.");
        assert_eq!(
            say("huff e5, e6xe4"),
            "Huffing is only part of games played with majority=huff (e.g. the sahara preset)."
        );
        let sahara = Game::new(Preset::Sahara.rules());
        assert_eq!(
            illegal(Lang::En, &sahara.moves_after_huff(crate::rules::Square::from_index(0)).unwrap_err()),
            "There is nothing to huff: you may huff only right after your opponent failed to take the maximum capture."
        );
        assert!(matches!(game.parse_turn("d6-d5"), Err(GameError::Move(_))));
    }

    #[test]
    fn a_missing_message_comes_back_as_its_id() {
        assert_eq!(t!(Lang::En, "no-such-message"), "no-such-message");
    }
}
