//! What Discord sends: users, members, messages and interactions, built as
//! the gateway delivers them (serenity drops an event it cannot read, so
//! `fixtures_deserialize` checks every builder).

use super::*;

pub const TIMESTAMP: &str = "2024-05-01T12:00:00.000000+00:00";

pub fn user_json(p: Person) -> Value {
    json!({
        "id": p.id.to_string(),
        "username": p.name,
        "discriminator": "0",
        "global_name": p.name,
        "avatar": null,
        "public_flags": 0,
    })
}

pub fn bot_user_json() -> Value {
    json!({
        "id": APP.to_string(),
        "username": "zamma-bot",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
    })
}

/// The bot's application, as `GET /oauth2/applications/@me` returns it.
pub fn application_json() -> Value {
    json!({
        "id": APP.to_string(),
        "name": "zamma-bot",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(CAROL),
        "verify_key": "00",
        "team": null,
        "flags": 0,
    })
}

/// The `d` of the gateway's READY: the bot, in the test guild (unavailable
/// until a GUILD_CREATE, which the tests never need).
pub fn ready_json(resume_gateway_url: &str, session_id: &str) -> Value {
    json!({
        "v": 10,
        "user": bot_user_json(),
        "guilds": [{ "id": GUILD.to_string(), "unavailable": true }],
        "session_id": session_id,
        "resume_gateway_url": resume_gateway_url,
        "application": { "id": APP.to_string(), "flags": 0 },
    })
}

/// A guild member as in `member` of an interaction (with its user) or in
/// `resolved.members` (without).
pub fn member_json(user: Option<Person>, permissions: &str) -> Value {
    let mut m = json!({
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "nick": null,
        "avatar": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions,
        "communication_disabled_until": null,
    });
    if let Some(p) = user {
        m["user"] = user_json(p);
    }
    m
}

/// The fields every interaction from a guild channel carries.
pub fn interaction_base(id: u64, kind: u8, from: Person) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP.to_string(),
        "type": kind,
        "guild_id": GUILD.to_string(),
        "channel_id": CHANNEL.to_string(),
        "channel": { "id": CHANNEL.to_string(), "type": 0, "name": "games", "permissions": "2251799813685247" },
        "member": member_json(Some(from), "2251799813685247"),
        "token": token(id),
        "version": 1,
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": "2251799813685247",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD.to_string() },
        "context": 0,
        "attachment_size_limit": 10_485_760,
    })
}

pub fn token(id: u64) -> String {
    format!("tok-{id}")
}

/// A slash command option: `(name, type, value)`.
pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}
pub fn str_opt(name: &str, value: &str) -> Value {
    opt(name, 3, json!(value))
}
pub fn int_opt(name: &str, value: i64) -> Value {
    opt(name, 4, json!(value))
}
pub fn bool_opt(name: &str, value: bool) -> Value {
    opt(name, 5, json!(value))
}
pub fn user_opt(name: &str, p: Person) -> Value {
    opt(name, 6, json!(p.id.to_string()))
}

pub fn role_opt(name: &str, role: u64) -> Value {
    opt(name, 8, json!(role.to_string()))
}
pub fn channel_opt(name: &str, channel: u64) -> Value {
    opt(name, 7, json!(channel.to_string()))
}

/// `resolved` for the USER (any of ours, or the bot), ROLE and CHANNEL
/// options among `options`, subcommands' included.
pub fn resolved_for(options: &[Value]) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    let mut roles = serde_json::Map::new();
    let mut channels = serde_json::Map::new();
    let mut all: Vec<&Value> = options.iter().collect();
    while let Some(nested) = all.iter().position(|o| o["type"] == 1 || o["type"] == 2) {
        let o = all.remove(nested);
        all.extend(o["options"].as_array().into_iter().flatten());
    }
    for o in all.iter().filter(|o| o["type"] == 8) {
        let id = o["value"].as_str().unwrap().to_string();
        roles.insert(
            id.clone(),
            json!({ "id": id, "name": "players", "color": 0, "hoist": false, "position": 1, "permissions": "0",
                    "managed": false, "mentionable": true, "flags": 0,
                    "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null } }),
        );
    }
    for o in all.iter().filter(|o| o["type"] == 7) {
        let id = o["value"].as_str().unwrap().to_string();
        channels.insert(id.clone(), json!({ "id": id, "type": 0, "name": "lobby", "permissions": "2251799813685247" }));
    }
    for o in all.iter().filter(|o| o["type"] == 6) {
        let id = o["value"].as_str().unwrap().to_string();
        let user = match [ALICE, BOB, CAROL].into_iter().find(|p| p.id.to_string() == id) {
            Some(p) => user_json(p),
            None => bot_user_json(),
        };
        users.insert(id.clone(), user);
        members.insert(id, member_json(None, "0"));
    }
    json!({ "users": users, "members": members, "roles": roles, "channels": channels })
}

pub fn slash(id: u64, from: Person, name: &str, options: Vec<Value>) -> Value {
    let mut v = interaction_base(id, 2, from);
    v["data"] = json!({
        "id": "880000000000000001",
        "name": name,
        "type": 1,
        "guild_id": GUILD.to_string(),
        "resolved": resolved_for(&options),
        "options": options,
    });
    v
}

/// An autocomplete request: `options` with the focused one marked.
pub fn autocomplete(id: u64, from: Person, name: &str, options: Vec<Value>, focused: &str) -> Value {
    let options: Vec<Value> = options
        .into_iter()
        .map(|mut o| {
            if o["name"] == focused {
                o["focused"] = json!(true);
                // Discord sends what was typed so far as a string.
                if !o["value"].is_string() {
                    o["value"] = json!(o["value"].to_string());
                }
            }
            o
        })
        .collect();
    let mut v = slash(id, from, name, options);
    v["type"] = json!(4);
    v
}

/// The message a button or menu sits under (as the bot posted it).
/// A public thread started from a message, as Discord returns it.
pub fn thread_json(id: u64, parent: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": APP.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 10080,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
            "create_timestamp": TIMESTAMP
        },
        "total_message_sent": 0
    })
}

pub fn message_json(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": GUILD.to_string(),
        "author": bot_user_json(),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    })
}

pub fn button(id: u64, from: Person, custom_id: &str) -> Value {
    let mut v = interaction_base(id, 3, from);
    v["message"] = message_json(id + 500_000, CHANNEL, "");
    v["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    v
}

pub fn select(id: u64, from: Person, custom_id: &str, values: &[&str]) -> Value {
    let mut v = interaction_base(id, 3, from);
    v["message"] = message_json(id + 500_000, CHANNEL, "");
    v["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    v
}

// ---- The fixtures are what serenity accepts ---------------------------------------

/// serenity silently drops an event it cannot read: make sure every fixture
/// builder produces a valid interaction (and the stand-in valid replies).
#[test]
fn fixtures_deserialize() {
    let parse = |v: Value| -> serenity::Interaction {
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v:#}"))
    };
    let i =
        parse(slash(1, ALICE, "challenge", vec![user_opt("user", BOB), int_opt("colour", 2), str_opt("time", "1h")]));
    let c = i.as_command().expect("a command");
    assert_eq!(c.user.id.get(), ALICE.id);
    assert_eq!(c.data.resolved.users[&serenity::UserId::new(BOB.id)].name, "bob");
    assert_eq!(c.guild_id, Some(serenity::GuildId::new(GUILD)));
    let bot = parse(slash(2, ALICE, "challenge", vec![opt("user", 6, json!(APP.to_string()))]));
    assert!(bot.as_command().unwrap().data.resolved.users[&serenity::UserId::new(APP)].bot);
    parse(slash(3, ALICE, "help", vec![]));

    let i = parse(autocomplete(4, ALICE, "move", vec![str_opt("move", "e4"), int_opt("game", 3)], "move"));
    assert!(matches!(i, serenity::Interaction::Autocomplete(_)));
    let a = parse(autocomplete(5, ALICE, "move", vec![str_opt("move", "e4"), int_opt("game", 3)], "game"));
    let focused = a.as_autocomplete().unwrap().data.autocomplete().unwrap();
    assert_eq!((focused.name, focused.value), ("game", "3"));

    let accept = cid(Action::AcceptChallenge(ChallengeId(1)));
    let i = parse(button(6, BOB, &accept));
    let press = i.as_message_component().expect("a component");
    assert_eq!(press.user.id.get(), BOB.id);
    assert_eq!(press.data.custom_id, accept);
    assert!(matches!(press.data.kind, serenity::ComponentInteractionDataKind::Button));
    let i = parse(select(7, BOB, &cid(Action::PickPiece(GameId(1), 0)), &["40"]));
    match &i.as_message_component().unwrap().data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => assert_eq!(values, &["40"]),
        other => panic!("{other:?}"),
    }

    let app: serenity::CurrentApplicationInfo = serde_json::from_value(application_json()).unwrap();
    assert_eq!(app.id.get(), APP);
    let m: serenity::Message = serde_json::from_value(message_json(8, CHANNEL, "hi")).unwrap();
    assert_eq!(m.content, "hi");
    let ready: serenity::Ready = serde_json::from_value(ready_json("ws://127.0.0.1:1/ws", "session-1")).unwrap();
    assert!(ready.user.bot);
}

/// An interaction from a client in `locale` (`fr`, `es-ES`…), in a server
/// whose Discord language is `guild_locale`.
pub fn in_locale(mut v: Value, locale: &str, guild_locale: &str) -> Value {
    v["locale"] = json!(locale);
    v["guild_locale"] = json!(guild_locale);
    v
}

/// A subcommand with its options, as Discord nests them.
pub fn sub(name: &str, options: Vec<Value>) -> Value {
    json!({ "name": name, "type": 1, "options": options })
}

// ---- Outside a server that added the bot ---------------------------------------

/// Where an interaction comes from, besides the test server (which added
/// the bot).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// The DM between the sender and the bot (context 1), the app
    /// installed by the sender.
    BotDm,
    /// A group DM (context 2) of alice, bob and carol; the app installed by
    /// `installer`, whose command the interaction comes through.
    GroupDm { installer: Person },
    /// A server that did not add the bot (context 0), where `installer`
    /// installed the app for themselves.
    UserInstalled { installer: Person },
    /// A second server that added the bot (its channel `OTHER_CHANNEL`).
    OtherServer,
}

/// The DM channel between `p` and the bot.
pub fn dm_channel(p: Person) -> u64 {
    p.id + 1_000
}

/// The same interaction as Discord sends it from `w`: in DMs no `guild_id`,
/// `member` or `guild_locale`, the sender as `user`; the channel of that
/// kind; `context`, and `authorizing_integration_owners` naming the user
/// install only.
pub fn located(mut v: Value, w: Where) -> Value {
    let from = v["member"]["user"].clone();
    let from_id: u64 = from["id"].as_str().unwrap().parse().unwrap();
    let channel = match w {
        Where::BotDm => dm_channel(Person { id: from_id, name: "" }),
        Where::GroupDm { .. } => GROUP_DM,
        Where::UserInstalled { .. } => USER_GUILD_CHANNEL,
        Where::OtherServer => OTHER_CHANNEL,
    };
    let installer = match w {
        Where::BotDm | Where::OtherServer => from_id,
        Where::GroupDm { installer } | Where::UserInstalled { installer } => installer.id,
    };
    let o = v.as_object_mut().unwrap();
    o.insert("channel_id".into(), json!(channel.to_string()));
    if w == Where::OtherServer {
        o.insert("authorizing_integration_owners".into(), json!({ "0": OTHER_GUILD.to_string() }));
    } else {
        o.insert("authorizing_integration_owners".into(), json!({ "1": installer.to_string() }));
    }
    if let Some(m) = o.get_mut("message") {
        m["channel_id"] = json!(channel.to_string());
    }
    match w {
        Where::BotDm | Where::GroupDm { .. } => {
            for field in ["guild_id", "member", "guild_locale"] {
                o.remove(field);
            }
            if let Some(m) = o.get_mut("message").and_then(Value::as_object_mut) {
                m.remove("guild_id");
            }
            if let Some(d) = o.get_mut("data").and_then(Value::as_object_mut) {
                d.remove("guild_id");
                if let Some(members) = d.get_mut("resolved").and_then(|r| r.as_object_mut()) {
                    members.remove("members");
                }
            }
            o.insert("user".into(), from.clone());
            let (kind, context) = if w == Where::BotDm { (1, 1) } else { (3, 2) };
            let mut channel = json!({ "id": channel.to_string(), "type": kind, "flags": 0, "recipients": [from] });
            if kind == 3 {
                channel["name"] = json!("zamma friends");
                channel["owner_id"] = json!(ALICE.id.to_string());
                channel["recipients"] = json!([user_json(ALICE), user_json(BOB), user_json(CAROL)]);
            }
            o.insert("channel".into(), channel);
            o.insert("context".into(), json!(context));
            // In DMs, what a user-installed app may do: @everyone's
            // permissions with embeds, files and mentions.
            o.insert("app_permissions".into(), json!("1126174784736256"));
        }
        Where::OtherServer => {
            o.insert("guild_id".into(), json!(OTHER_GUILD.to_string()));
            o.insert(
                "channel".into(),
                json!({ "id": channel.to_string(), "type": 0, "name": "zamma", "permissions": "2251799813685247" }),
            );
            if let Some(m) = o.get_mut("message") {
                m["guild_id"] = json!(OTHER_GUILD.to_string());
            }
            if let Some(d) = o.get_mut("data").and_then(Value::as_object_mut) {
                d.insert("guild_id".into(), json!(OTHER_GUILD.to_string()));
            }
        }
        Where::UserInstalled { .. } => {
            o.insert("guild_id".into(), json!(USER_GUILD.to_string()));
            o.insert(
                "channel".into(),
                json!({ "id": channel.to_string(), "type": 0, "name": "general", "permissions": "2251799813685247" }),
            );
            if let Some(m) = o.get_mut("message") {
                m["guild_id"] = json!(USER_GUILD.to_string());
            }
            if let Some(d) = o.get_mut("data").and_then(Value::as_object_mut) {
                d.insert("guild_id".into(), json!(USER_GUILD.to_string()));
            }
            // @everyone's permissions with embeds, files and mentions, as
            // for every user-installed app where the bot is no member.
            o.insert("app_permissions".into(), json!("1126174784736256"));
        }
    }
    v
}

/// A DM channel as `POST /users/@me/channels` returns it.
pub fn dm_channel_json(recipient: Value) -> Value {
    let id: u64 = recipient["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
    json!({
        "id": dm_channel(Person { id, name: "" }).to_string(),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [recipient],
    })
}

#[test]
fn located_fixtures_deserialize() {
    let parse = |v: Value| -> serenity::Interaction {
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v:#}"))
    };
    let i = parse(located(slash(1, ALICE, "play-ai", vec![int_opt("level", 1)]), Where::BotDm));
    let c = i.as_command().unwrap();
    assert_eq!((c.guild_id, c.member.is_none(), c.user.id.get()), (None, true, ALICE.id));
    assert_eq!(c.context, Some(serenity::InteractionContext::BotDm));
    assert_eq!(c.channel_id.get(), dm_channel(ALICE));
    let i = parse(located(button(2, BOB, "zb:x"), Where::GroupDm { installer: ALICE }));
    let b = i.as_message_component().unwrap();
    assert_eq!((b.guild_id, b.user.id.get(), b.channel_id.get()), (None, BOB.id, GROUP_DM));
    assert_eq!(b.context, Some(serenity::InteractionContext::PrivateChannel));
    assert!(matches!(
        b.authorizing_integration_owners.0.as_slice(),
        [serenity::AuthorizingIntegrationOwner::UserInstall(u)] if u.get() == ALICE.id
    ));
    let i =
        parse(located(slash(3, BOB, "challenge", vec![user_opt("user", ALICE)]), Where::GroupDm { installer: BOB }));
    assert_eq!(i.as_command().unwrap().data.resolved.users.len(), 1);
    let i = parse(located(slash(4, CAROL, "board", vec![]), Where::UserInstalled { installer: CAROL }));
    let c = i.as_command().unwrap();
    assert_eq!(c.guild_id.map(|g| g.get()), Some(USER_GUILD));
    assert!(c.member.is_some());
    let dm: serenity::PrivateChannel = serde_json::from_value(dm_channel_json(user_json(BOB))).unwrap();
    assert_eq!(dm.id.get(), dm_channel(BOB));
}
