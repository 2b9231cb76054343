//! The web board, from Discord: a link for the person who pressed a
//! game's Board button (to play, or to watch), and moves made on the web
//! board announced in the game's channel as a move made with `/move` is:
//! the board posted, the next player pinged.

use super::Data;
use super::announce::{self, Poster};
use super::lang::{self, GuildLocales};
use super::views::{self, Post};
use crate::i18n::{self, Lang};
use crate::service::pass::{self, Secret, Who};
use crate::service::{GameChange, GameView, Heard, Notice, Origin, Place, Reach, Service, UserId};
use crate::t;
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// Where the web board is and how its links are signed.
#[derive(Clone, Debug)]
pub struct WebLinks {
    pub secret: Secret,
    /// Its public address, e.g. `https://zamma.example.org`.
    pub base: String,
}

/// The ephemeral answer to a Board button: a link for `presser` alone,
/// to play if they play in the game, else to watch it.
pub fn link_post(data: &Data, view: &GameView, presser: UserId, me: Lang) -> Post {
    let Some(web) = &data.web else {
        return Post::ephemeral(t!(me, "web-off"));
    };
    let (who, id) = match view.color_of(presser) {
        Some(_) => (Who::Player(presser), "web-link"),
        None => (Who::Watcher(view.id), "web-link-watch"),
    };
    let now = chrono::Utc::now().timestamp();
    let url = pass::link(&web.secret, &web.base, view.id, who, me, now);
    Post::ephemeral(t!(me, id, game = view.id.0, time = i18n::duration(me, pass::LINK_TIME), url = url))
}

/// Announce every move made on the web board (by a person, or by the
/// computer answering one) in its game's channel, for as long as the bot runs.
pub async fn announce_web_moves(poster: Arc<Poster>, service: Service, locales: Arc<GuildLocales>) {
    let mut changes = service.changes();
    loop {
        match changes.recv().await {
            Ok(Heard::Change(change)) if change.origin == Origin::Web.name() && (change.moved || change.ended) => {
                announce(&poster, &service, &locales, &change).await;
            }
            Ok(_) => {}
            Err(RecvError::Lagged(missed)) => tracing::warn!(missed, "missed news of games made on the web board"),
            Err(RecvError::Closed) => return,
        }
    }
}

async fn announce(poster: &Poster, service: &Service, locales: &GuildLocales, change: &GameChange) {
    let view = match service.game(change.game).await {
        Ok(view) => view,
        Err(e) => return tracing::warn!(game = %change.game, error = %e, "could not read a game moved on the web"),
    };
    if view.place == Place::CONSOLE {
        return;
    }
    let human = announce::human(&view.black, &view.white);
    let (here, theme) = lang::public(service, locales, view.place.guild, human).await;
    let headline = match (view.last_mover(), view.last_turn()) {
        (Some(mover), Some(turn)) if change.moved => {
            Some(t!(here, "headline-played", name = mover.name.as_str(), turn = turn.to_string()))
        }
        _ => None,
    };
    let post = match views::game_post(&view, headline, None, here, theme).await {
        Ok(post) => post,
        Err(e) => return tracing::error!(game = %view.id, error = %e, "could not draw a move made on the web"),
    };
    // The same nonce as any post of this ply: never posted twice.
    let nonce = format!("g{}p{}{}", view.id.0, view.ply(), if view.is_active() { "" } else { "end" });
    let posted = view.place.reach == Reach::Posts && poster.post(view.place.channel, post.message(), nonce).await;
    if !posted {
        // Seen at the next interaction instead: by the player to move, or
        // by both players of a game that ended.
        let (told, notice) = match view.is_active() {
            true => (vec![view.to_move()], Notice::YourMove(view.id)),
            false => (vec![&view.black, &view.white], Notice::GameEnded(view.id)),
        };
        for player in told.into_iter().filter(|p| !p.bot) {
            announce::keep(service, player.id, notice).await;
        }
    }
}
