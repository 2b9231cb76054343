//! Where an interaction happened and how the bot can speak there: a server
//! that added the bot (it posts in the channel), a DM with the bot (it
//! posts there too), or a group DM, a DM between two people, or a server
//! where only a person installed the app (it can only answer the
//! interactions people send it).

use crate::service::{Place, Reach};
use poise::serenity_prelude::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, ChannelId, GuildId, InteractionContext,
};

/// The permissions the bot asks for when it is added to a server: view
/// channels, send messages, embed links, attach files, read message
/// history, create public threads, send messages in threads.
pub const PERMISSIONS: u64 = 309_237_763_072;

/// The place of an interaction from `channel` (in `guild`, if any), sent
/// in `context` by an app installed as `owners` says.
pub fn place_of(
    guild: Option<GuildId>,
    channel: ChannelId,
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
) -> Place {
    let guild_installed = owners.0.iter().any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(_)));
    let reach = match (guild, context) {
        // Discord names the installs; an interaction that names none is
        // from before user installs existed: a server that added the bot.
        (Some(_), _) if guild_installed || owners.0.is_empty() => Reach::Posts,
        (Some(_), _) => Reach::Replies,
        (None, Some(InteractionContext::PrivateChannel)) => Reach::Replies,
        (None, _) => Reach::Posts,
    };
    Place { guild: guild.map(GuildId::get), channel: channel.get(), reach }
}

/// The link that adds the bot (application `app`) to a server.
pub fn add_to_server_link(app: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={app}&scope=bot+applications.commands&permissions={PERMISSIONS}&integration_type=0"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owners(json: &str) -> AuthorizingIntegrationOwners {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn places_follow_the_context_and_the_installs() {
        let (guild, channel) = (Some(GuildId::new(7)), ChannelId::new(9));
        let server = place_of(guild, channel, Some(InteractionContext::Guild), &owners(r#"{"0":"7","1":"5"}"#));
        assert_eq!(server, Place::server(7, 9));
        let user_only = place_of(guild, channel, Some(InteractionContext::Guild), &owners(r#"{"1":"5"}"#));
        assert_eq!(user_only, Place { guild: Some(7), channel: 9, reach: Reach::Replies });
        let bot_dm = place_of(None, channel, Some(InteractionContext::BotDm), &owners(r#"{"1":"5"}"#));
        assert!(bot_dm.is_dm_with_bot());
        let group = place_of(None, channel, Some(InteractionContext::PrivateChannel), &owners(r#"{"1":"5"}"#));
        assert_eq!(group, Place { guild: None, channel: 9, reach: Reach::Replies });
        assert!(!group.is_dm_with_bot());
        let legacy = place_of(guild, channel, None, &owners("{}"));
        assert_eq!(legacy, Place::server(7, 9));
    }

    #[test]
    fn the_link_asks_for_what_the_posts_need() {
        let link = add_to_server_link(42);
        assert!(link.contains("client_id=42") && link.contains("scope=bot+applications.commands"), "{link}");
        use poise::serenity_prelude::Permissions as P;
        let needed = P::VIEW_CHANNEL
            | P::SEND_MESSAGES
            | P::EMBED_LINKS
            | P::ATTACH_FILES
            | P::READ_MESSAGE_HISTORY
            | P::CREATE_PUBLIC_THREADS
            | P::SEND_MESSAGES_IN_THREADS;
        assert_eq!(needed.bits(), PERMISSIONS);
    }
}
