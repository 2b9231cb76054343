//! Signed passes: who a web page acts for, until when (the web board
//! checks them; Discord and the console hand them out as links). A pass is
//! `payload.signature`, both base64url; the payload is plain text
//! (`kind.who.expires.lang`) and the signature is HMAC-SHA256 over it with
//! the server's secret. Nothing in a pass is trusted before its signature
//! is checked, in constant time.

use super::{GameId, Lang, UserId};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::fmt;

/// How long a link handed out (on Discord, by the console) may be opened.
pub const LINK_TIME: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// The shortest secret accepted, in bytes.
pub const MIN_SECRET: usize = 32;

/// The key passes are signed with.
#[derive(Clone)]
pub struct Secret(Vec<u8>);

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// Why a secret is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShortSecret;

impl fmt::Display for ShortSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WEB_SECRET must be at least {MIN_SECRET} characters long; make one with `openssl rand -hex 32`")
    }
}

impl std::error::Error for ShortSecret {}

impl Secret {
    pub fn new(bytes: impl Into<Vec<u8>>) -> Result<Secret, ShortSecret> {
        let bytes = bytes.into();
        if bytes.len() < MIN_SECRET {
            return Err(ShortSecret);
        }
        Ok(Secret(bytes))
    }

    /// A new random secret, as text (64 hex digits).
    pub fn generate() -> String {
        use rand::RngCore as _;
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    fn mac(&self) -> Hmac<Sha256> {
        // HMAC takes a key of any length.
        Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC accepts any key length")
    }

    /// `pass`, signed.
    pub fn sign(&self, pass: &Pass) -> String {
        let payload = pass.payload();
        let mut mac = self.mac();
        mac.update(payload.as_bytes());
        format!("{}.{}", B64.encode(payload), B64.encode(mac.finalize().into_bytes()))
    }

    /// The pass `token` carries, if this secret signed it and it has not
    /// expired at `now` (seconds since 1970).
    pub fn verify(&self, token: &str, now: i64) -> Result<Pass, BadPass> {
        let (payload, signature) = token.trim().split_once('.').ok_or(BadPass::Malformed)?;
        let payload = B64.decode(payload).map_err(|_| BadPass::Malformed)?;
        let signature = B64.decode(signature).map_err(|_| BadPass::Malformed)?;
        let mut mac = self.mac();
        mac.update(&payload);
        mac.verify_slice(&signature).map_err(|_| BadPass::Forged)?;
        let pass = std::str::from_utf8(&payload).ok().and_then(Pass::parse).ok_or(BadPass::Malformed)?;
        if pass.expires <= now {
            return Err(BadPass::Expired);
        }
        Ok(pass)
    }
}

/// Whom a pass lets act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Who {
    /// A player: any game they play in, acting as themselves.
    Player(UserId),
    /// A spectator of one game.
    Watcher(GameId),
    /// A person playing their level of the course (Learn).
    Learner(UserId),
    /// Someone in Discord Activity `instance`, in channel `channel`, as
    /// Discord vouched: they play their games of that channel and watch its
    /// others, for as long as Discord lists them in the instance.
    Member { user: UserId, channel: u64, instance: InstanceId },
    /// The console's keyboard (`local --web`): every game of the local
    /// place, acting for whichever person is to move.
    Keyboard,
}

/// A Discord id (a snowflake) as text: digits only, no sign, not zero,
/// at most 20 of them. Every id a page sends is read through this (or
/// [`InstanceId`]) before it is used anywhere, least of all in a URL.
pub fn snowflake(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|id| *id != 0)
}

/// The id of a Discord Activity instance, in the form Discord documents:
/// `i-<launch>-gc-<guild>-<channel>` in a server's channel,
/// `i-<launch>-pc-<channel>` (or with two ids) in a private one. Nothing
/// else reads as one, so only digits, `i`, `gc`, `pc` and dashes ever go
/// into a URL built from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InstanceId {
    launch: u64,
    private: bool,
    ids: (Option<u64>, u64),
}

/// Why a text is not an Activity instance id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAnInstance;

impl std::str::FromStr for InstanceId {
    type Err = NotAnInstance;

    fn from_str(text: &str) -> Result<InstanceId, NotAnInstance> {
        // Ids of zero are allowed after the kind (Discord's own examples
        // never show one, but a private channel has no guild).
        let id = |t: &str| -> Result<u64, NotAnInstance> {
            if t.is_empty() || t.len() > 20 || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(NotAnInstance);
            }
            t.parse().map_err(|_| NotAnInstance)
        };
        let parts: Vec<&str> = text.split('-').collect();
        let (launch, kind, ids) = match parts.as_slice() {
            ["i", launch, kind, a, b] => (launch, *kind, (Some(id(a)?), id(b)?)),
            ["i", launch, kind, b] => (launch, *kind, (None, id(b)?)),
            _ => return Err(NotAnInstance),
        };
        let private = match kind {
            "gc" if ids.0.is_some() => false,
            "pc" => true,
            _ => return Err(NotAnInstance),
        };
        Ok(InstanceId { launch: snowflake(launch).ok_or(NotAnInstance)?, private, ids })
    }
}

impl fmt::Display for InstanceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.private { "pc" } else { "gc" };
        match self.ids {
            (Some(a), b) => write!(f, "i-{}-{kind}-{a}-{b}", self.launch),
            (None, b) => write!(f, "i-{}-{kind}-{b}", self.launch),
        }
    }
}

/// What a pass is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A link given to one person: short-lived, exchanged for a session.
    Link,
    /// A page's session.
    Session,
}

/// The signed content of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pass {
    pub kind: Kind,
    pub who: Who,
    /// Seconds since 1970 after which the pass is refused.
    pub expires: i64,
    /// The language of the person it was given to.
    pub lang: Lang,
}

/// Why a token is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadPass {
    Malformed,
    Forged,
    Expired,
}

impl Pass {
    fn payload(&self) -> String {
        let kind = match self.kind {
            Kind::Link => "l",
            Kind::Session => "s",
        };
        let who = match self.who {
            Who::Player(id) => format!("p{}", id.0),
            Who::Watcher(game) => format!("w{}", game.0),
            Who::Member { user, channel, instance } => format!("m{}-{channel}-{instance}", user.0),
            Who::Learner(user) => format!("c{}", user.0),
            Who::Keyboard => "k".to_string(),
        };
        format!("1.{kind}.{who}.{}.{}", self.expires, self.lang.tag())
    }

    fn parse(text: &str) -> Option<Pass> {
        let mut parts = text.split('.');
        if parts.next()? != "1" {
            return None;
        }
        let kind = match parts.next()? {
            "l" => Kind::Link,
            "s" => Kind::Session,
            _ => return None,
        };
        let who = parts.next()?;
        let who = match who.split_at_checked(1)? {
            ("p", id) => Who::Player(UserId(id.parse().ok()?)),
            ("w", id) => Who::Watcher(GameId(id.parse().ok()?)),
            ("c", id) => Who::Learner(UserId(id.parse().ok()?)),
            ("m", ids) => {
                let (user, rest) = ids.split_once('-')?;
                let (channel, instance) = rest.split_once('-')?;
                Who::Member {
                    user: UserId(snowflake(user)?),
                    channel: snowflake(channel)?,
                    instance: instance.parse().ok()?,
                }
            }
            ("k", "") => Who::Keyboard,
            _ => return None,
        };
        let expires = parts.next()?.parse().ok()?;
        let lang = Lang::from_locale(parts.next()?)?;
        parts.next().is_none().then_some(Pass { kind, who, expires, lang })
    }
}

/// A link for one person to game `game`'s board under the board's public
/// address `base`: `who` acting, in `lang`, for [`LINK_TIME`] from `now`
/// (seconds since 1970).
pub fn link(secret: &Secret, base: &str, game: GameId, who: Who, lang: Lang, now: i64) -> String {
    let pass = Pass { kind: Kind::Link, who, expires: now + LINK_TIME.as_secs() as i64, lang };
    board_link(base, game, lang, &secret.sign(&pass))
}

/// A link for one person to a finished game's board at position `ply` (the
/// analysis board opens there), as [`link`] otherwise.
pub fn link_at(secret: &Secret, base: &str, game: GameId, who: Who, lang: Lang, now: i64, ply: usize) -> String {
    let link = link(secret, base, game, who, lang, now);
    match link.split_once('#') {
        Some((address, pass)) => format!("{address}&ply={ply}#{pass}"),
        None => link,
    }
}

/// A link for `who` (a learner) to their level of the course on the web
/// board, for [`LINK_TIME`] from `now`.
pub fn learn_link(secret: &Secret, base: &str, user: UserId, lang: Lang, now: i64) -> String {
    let pass = Pass { kind: Kind::Link, who: Who::Learner(user), expires: now + LINK_TIME.as_secs() as i64, lang };
    format!("{}/learn?lang={}#t={}", base.trim_end_matches('/'), lang.tag(), secret.sign(&pass))
}

/// A link for `who` to the free analysis board at `position` (a position
/// text; the start when empty) under `rules`, for [`LINK_TIME`] from `now`.
/// The position and rules ride in the query, so the address says what it
/// shows; the pass in the fragment, as for a game.
pub fn analysis_link(
    secret: &Secret,
    base: &str,
    who: Who,
    lang: Lang,
    now: i64,
    position: &str,
    rules: &str,
) -> String {
    let pass = Pass { kind: Kind::Link, who, expires: now + LINK_TIME.as_secs() as i64, lang };
    format!(
        "{}/analysis?position={}&rules={}&lang={}#t={}",
        base.trim_end_matches('/'),
        escaped(position.trim()),
        escaped(rules.trim()),
        lang.tag(),
        secret.sign(&pass)
    )
}

/// `text` as a query value: letters, digits and `-_.~/,` as they are, a
/// space as `+`, every other byte as `%XX`.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' | b',' => out.push(b as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The address of game `game`'s board for the holder of `token`, under the
/// web board's public address `base` (e.g. `https://zamma.example.org`).
/// The pass rides in the fragment, which browsers send to no server.
pub fn board_link(base: &str, game: GameId, lang: Lang, token: &str) -> String {
    format!("{}/play/{}?lang={}#t={token}", base.trim_end_matches('/'), game.0, lang.tag())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret() -> Secret {
        Secret::new(b"0123456789abcdef0123456789abcdef".to_vec()).unwrap()
    }

    fn pass(who: Who) -> Pass {
        Pass { kind: Kind::Session, who, expires: 2_000, lang: Lang::Ar }
    }

    #[test]
    fn a_signed_pass_reads_back_until_it_expires() {
        let instance = "i-1300000000000000001-gc-77-7700".parse().unwrap();
        let member = Who::Member { user: UserId(7), channel: u64::MAX, instance };
        for who in
            [Who::Player(UserId(u64::MAX)), Who::Watcher(GameId(12)), Who::Keyboard, member, Who::Learner(UserId(9))]
        {
            let token = secret().sign(&pass(who));
            assert_eq!(secret().verify(&token, 1_999), Ok(pass(who)));
            assert_eq!(secret().verify(&token, 2_000), Err(BadPass::Expired));
        }
    }

    #[test]
    fn an_analysis_link_carries_its_position_and_rules_readably() {
        let link = analysis_link(&secret(), "http://h/", Who::Keyboard, Lang::Fr, 0, "9/9/9 b", "zamma,landing=behind");
        let (address, token) = link.split_once("#t=").unwrap();
        assert_eq!(
            address,
            "http://h/analysis?position=9/9/9+b&rules=zamma%2Clanding%3Dbehind&lang=fr".replace("%2C", ",")
        );
        assert_eq!(secret().verify(token, 1).map(|p| (p.who, p.kind)), Ok((Who::Keyboard, Kind::Link)));
    }

    #[test]
    fn ids_from_a_page_are_digits_or_an_instance_id_as_discord_writes_it() {
        assert_eq!(snowflake("912952092627435520"), Some(912952092627435520));
        for bad in ["", "0", "+5", "-5", " 5", "5 ", "1e3", "99999999999999999999999", "../5", "5/", "٥"] {
            assert_eq!(snowflake(bad), None, "{bad:?}");
        }
        for good in ["i-1276580072400224306-gc-912952092627435520-912954213460484116", "i-12-pc-0-34", "i-12-pc-34"] {
            let id: InstanceId = good.parse().unwrap();
            assert_eq!(id.to_string(), good);
        }
        for bad in [
            "../../../guilds/555/members",
            "i-1-gc-2-3/../../x",
            "i-1-gc-3",
            "i-0-gc-2-3",
            "i-1-xx-2-3",
            "i-1-gc-2-3-4",
            "i-1-gc-2-3?x=1",
            "i-1-gc-+2-3",
            "I-1-gc-2-3",
            "",
        ] {
            assert_eq!(bad.parse::<InstanceId>(), Err(NotAnInstance), "{bad:?}");
        }
    }

    #[test]
    fn a_changed_pass_or_another_secret_is_refused() {
        let token = secret().sign(&pass(Who::Player(UserId(7))));
        let (_, signature) = token.split_once('.').unwrap();
        // The same signature on a pass for someone else.
        let forged = format!("{}.{signature}", B64.encode("1.s.p8.2000.ar"));
        assert_eq!(secret().verify(&forged, 0), Err(BadPass::Forged));
        let other = Secret::new(b"another secret, long enough to be used".to_vec()).unwrap();
        assert_eq!(other.verify(&token, 0), Err(BadPass::Forged));
        for junk in ["", "abc", "a.b.c", "%%%.%%%"] {
            assert_eq!(secret().verify(junk, 0), Err(BadPass::Malformed), "{junk:?}");
        }
        // An empty pass with an empty signature is not signed.
        assert_eq!(secret().verify(".", 0), Err(BadPass::Forged));
        assert_eq!(Secret::new(b"short".to_vec()).err(), Some(ShortSecret));
    }
}
