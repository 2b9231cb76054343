//! Checks for malformed and hostile interactions: a refusal is one short
//! ephemeral sentence and nothing else, and a refused action leaves the
//! database as it was.

use super::*;
use std::time::Duration;

/// The tables a refused action must leave alone, as text.
pub async fn snapshot(pool: &PgPool) -> Vec<String> {
    let mut out = Vec::new();
    for table in ["players", "challenges", "games", "moves", "rating_changes", "guild_settings"] {
        let rows: Option<String> =
            sqlx::query_scalar(&format!("SELECT string_agg(t::text, E'\\n' ORDER BY t::text) FROM {table} t"))
                .fetch_one(pool)
                .await
                .unwrap();
        out.push(format!("{table}:\n{}", rows.unwrap_or_default()));
    }
    out
}

impl Bot {
    /// Push a hostile interaction `what`: it must get one short ephemeral
    /// sentence containing `why`, and nothing else.
    pub async fn expect_refusal(&self, what: &str, why: &str, build: impl FnOnce(u64) -> Value) -> Sent {
        let sent = self.push(build);
        let r = self.reply(sent).await;
        assert_eq!(r.kind(), 4, "{what}: {r:#?}");
        assert!(r.ephemeral(), "{what}: a refusal must be ephemeral: {r:#?}");
        assert!(r.files.is_empty() && r.components().is_empty(), "{what}: {r:#?}");
        assert!(r.embed().is_null(), "{what}: {r:#?}");
        let text = r.content();
        assert!(
            text.to_lowercase().contains(&why.to_lowercase()),
            "{what}: expected a sentence containing {why:?}, got {text:?}"
        );
        assert!(text.ends_with('.') || text.ends_with(')'), "{what}: not a sentence: {text:?}");
        assert!(text.chars().count() <= 300, "{what}: {} characters is no clear refusal: {text:?}", text.len());
        let unprintable = |c: char| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c);
        assert!(!text.chars().any(unprintable), "{what}: control characters in {text:?}");
        sent
    }

    /// An autocomplete request: answered with at most `max` choices.
    pub async fn expect_choices(&self, what: &str, max: usize, build: impl FnOnce(u64) -> Value) -> (Sent, Vec<Value>) {
        let sent = self.push(build);
        let r = self.reply(sent).await;
        assert_eq!(r.kind(), 8, "{what}: {r:#?}");
        let choices = r.body["data"]["choices"].as_array().cloned().unwrap_or_default();
        assert!(choices.len() <= max, "{what}: {} choices: {choices:#?}", choices.len());
        for c in &choices {
            let name = c["name"].as_str().unwrap_or_default();
            assert!(!name.is_empty() && name.chars().count() <= 100, "{what}: {c}");
        }
        (sent, choices)
    }

    /// Push an interaction the bot must ignore (a component it did not make).
    pub fn expect_silence(&self, build: impl FnOnce(u64) -> Value) -> Sent {
        self.push(build)
    }

    /// After a pause (for late or second answers): every interaction in
    /// `answered` got exactly one answer and no follow-up, every one in
    /// `ignored` none at all, and nothing was posted to a channel since
    /// `mark` requests.
    pub async fn assert_quiet(&self, mark: usize, answered: &[Sent], ignored: &[Sent]) {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let requests = self.stub.requests();
        for &sent in answered {
            assert_eq!(self.callbacks(sent), 1, "interaction {} not answered exactly once", sent.id);
        }
        for &sent in ignored {
            assert_eq!(self.callbacks(sent), 0, "interaction {} should be ignored: {requests:#?}", sent.id);
        }
        for &sent in answered.iter().chain(ignored) {
            let path = sent.followup_path();
            assert!(!requests.iter().any(|r| r.path.starts_with(&path)), "a follow-up to {}: {requests:#?}", sent.id);
        }
        let posts: Vec<&Recorded> = requests[mark..].iter().filter(|r| r.path.contains("/channels/")).collect();
        assert!(posts.is_empty(), "the bot posted after refusals: {posts:#?}");
        let unexpected: Vec<&Recorded> = requests.iter().filter(|r| r.unexpected).collect();
        assert!(unexpected.is_empty(), "unexpected requests: {unexpected:#?}");
    }
}

/// A button press by `who`, to hand to [`Bot::expect_refusal`] and friends.
pub fn pressing(who: Person, custom_id: impl Into<String>) -> impl FnOnce(u64) -> Value {
    let custom_id = custom_id.into();
    move |id| button(id, who, &custom_id)
}

/// A menu pick of `value` by `who`, to hand to [`Bot::expect_refusal`] and
/// friends.
pub fn picking(who: Person, custom_id: impl Into<String>, value: impl Into<String>) -> impl FnOnce(u64) -> Value {
    let (custom_id, value) = (custom_id.into(), value.into());
    move |id| select(id, who, &custom_id, &[value.as_str()])
}

/// What a run of hostile interactions must leave as it was: the database
/// and the channels. Record every interaction pushed in `answered` (one
/// refusal each) or `ignored` (no answer at all), then [`Watch::check`].
pub struct Watch {
    before: Vec<String>,
    mark: usize,
    pub answered: Vec<Sent>,
    pub ignored: Vec<Sent>,
}

impl Bot {
    /// Start watching: a snapshot of the database, and the requests so far.
    pub async fn watch(&self) -> Watch {
        let before = snapshot(&self.pool).await;
        let mark = self.stub.requests().len();
        Watch { before, mark, answered: Vec::new(), ignored: Vec::new() }
    }
}

impl Watch {
    /// [`Bot::assert_quiet`] for everything recorded, then the database is
    /// as it was (`changed` says what must not have changed it).
    pub async fn check(self, bot: &Bot, changed: &str) {
        bot.assert_quiet(self.mark, &self.answered, &self.ignored).await;
        assert_eq!(snapshot(&bot.pool).await, self.before, "{changed}");
    }
}

/// A slash command by `who`, to hand to [`Bot::expect_refusal`].
pub fn running(who: Person, name: &str, options: Vec<Value>) -> impl FnOnce(u64) -> Value {
    move |id| slash(id, who, name, options)
}

/// An autocomplete request by `who`, to hand to [`Bot::expect_choices`].
pub fn completing(who: Person, name: &str, options: Vec<Value>, focused: &str) -> impl FnOnce(u64) -> Value {
    move |id| autocomplete(id, who, name, options, focused)
}
