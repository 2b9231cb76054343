//! The message catalogues, shared by every front end: Fluent files under
//! `locales/<lang>/`, compiled into the binary. The service returns typed
//! refusals and events; `phrase` turns them into sentences in the reader's
//! language. Adding a language is adding its catalogue (and a `Lang`).
//!
//! Logs stay English and never go through here.

mod phrase;

pub use fluent_bundle::{FluentArgs, FluentValue};
pub use phrase::{end_text, illegal, illegal_move, outcome_text, rating_change_text, refusal, summary_state};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use std::sync::OnceLock;

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
}

impl Lang {
    pub const ALL: &'static [Lang] = &[Lang::En];

    /// The language's tag (BCP 47), as Discord and Fluent name it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/zamma.ftl"),
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
    // Names and numbers are placed as they are; right-to-left languages
    // will want Unicode isolation marks, decided with their catalogues.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(resource, errors)| {
        tracing::error!(lang = lang.tag(), ?errors, "the message catalogue has syntax errors");
        resource
    });
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(lang = lang.tag(), ?errors, "the message catalogue repeats message ids");
    }
    bundle
}

/// The message `id` in `lang`, with `args` placed. A message missing from
/// the catalogue comes back as its id (and is logged), never as a panic.
pub fn message(lang: Lang, id: &str, args: &FluentArgs) -> String {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        tracing::error!(lang = lang.tag(), id, "message missing from the catalogue");
        return id.to_string();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        tracing::error!(lang = lang.tag(), id, ?errors, "message formatted with errors");
    }
    text.into_owned()
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
            let resource = FluentResource::try_new(lang.source().to_string());
            assert!(resource.is_ok(), "{}: {:?}", lang.tag(), resource.err().map(|e| e.1));
            let mut bundle = FluentBundle::new_concurrent(vec![lang.tag().parse().unwrap()]);
            assert!(bundle.add_resource(resource.unwrap()).is_ok(), "{}", lang.tag());
        }
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
