//! The web board, from Discord: a link for the person who pressed a
//! game's Board button (to play, or to watch), and moves made on the web
//! board announced in the game's channel as a move made with `/move` is:
//! the board posted, the next player pinged.

use super::Data;
use super::announce::{self, Poster};
use super::lang::{self, GuildLocales};
use super::views::{self, Post};
use crate::i18n::{self, Lang};
use crate::render::Theme;
use crate::service::pass::{self, Secret, Who};
use crate::service::{
    DrawReport, GameChange, GameView, Notice, Origin, Place, Reach, Request as Pending, Service, TakebackReport, UserId,
};
use crate::t;
use poise::serenity_prelude::{self as serenity, ComponentInteraction, LightMethod, Request, Route};

/// Where the web board is and how its links are signed.
#[derive(Clone, Debug)]
pub struct WebLinks {
    pub secret: Secret,
    /// Its public address, e.g. `https://zamma.example.org`.
    pub base: String,
}

/// The ephemeral answer to a Board button: a link for `presser` alone,
/// to play if they play in the game (`plays`: a player, or on a side of a
/// team game), else to watch it.
pub fn link_post(data: &Data, view: &GameView, presser: UserId, plays: bool, me: Lang) -> Post {
    link_post_at(data, view, presser, plays, me, None)
}

/// [`link_post`], opening the board at position `ply` when one is given.
pub fn link_post_at(data: &Data, view: &GameView, presser: UserId, plays: bool, me: Lang, ply: Option<usize>) -> Post {
    let Some(web) = &data.web else {
        return Post::ephemeral(t!(me, "web-off"));
    };
    let (who, id) = match plays {
        true => (Who::Player(presser), "web-link"),
        false => (Who::Watcher(view.id), "web-link-watch"),
    };
    let now = chrono::Utc::now().timestamp();
    let url = match ply {
        Some(ply) => pass::link_at(&web.secret, &web.base, view.id, who, me, now, ply),
        None => pass::link(&web.secret, &web.base, view.id, who, me, now),
    };
    Post::ephemeral(t!(me, id, game = view.id.0, time = i18n::duration(me, pass::LINK_TIME), url = url))
}

/// The free analysis board at `game`'s position, for `who` alone (a
/// solved puzzle's Analyse button); `None` without a web board.
pub fn analysis_url(data: &Data, who: UserId, me: Lang, game: &crate::rules::Game) -> Option<String> {
    let web = data.web.as_ref()?;
    let (position, rules) = (game.position().to_string(), game.rules().to_string());
    let now = chrono::Utc::now().timestamp();
    Some(pass::analysis_link(&web.secret, &web.base, Who::Player(who), me, now, &position, &rules))
}

/// The ephemeral answer to a level's Board button: a link to the level on
/// the web board, for `presser` alone.
pub fn learn_link_post(data: &Data, presser: UserId, me: Lang) -> Post {
    let Some(web) = &data.web else {
        return Post::ephemeral(t!(me, "web-off"));
    };
    let url = pass::learn_link(&web.secret, &web.base, presser, me, chrono::Utc::now().timestamp());
    Post::ephemeral(t!(me, "learn-web-link", time = i18n::duration(me, pass::LINK_TIME), url = url))
}

/// Answer a Board button by launching the Activity (interaction callback
/// type 12), and tie the instance Discord reports to the game, so the page
/// opened there shows it. `false` when Discord would not launch it (the
/// Activity is not enabled for the application, or the client cannot):
/// nothing was answered then, and the caller answers with the link.
pub async fn launch(http: &serenity::Http, data: &Data, press: &ComponentInteraction, view: &GameView) -> bool {
    let route = Route::InteractionResponse { interaction_id: press.id, token: &press.token };
    let body = serde_json::to_vec(&serde_json::json!({ "type": 12 })).expect("JSON of a literal");
    let request =
        Request::new(route, LightMethod::Post).body(Some(body)).params(Some(vec![("with_response", "true".into())]));
    let answer = match http.request(request).await {
        Ok(response) => response.bytes().await.ok().and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok()),
        Err(e) => {
            tracing::info!(game = %view.id, error = %e, "Discord would not launch the Activity; answering with a link");
            return false;
        }
    };
    let instance = answer.as_ref().and_then(|a| {
        let resource = a["resource"]["activity_instance"]["id"].as_str();
        resource.or_else(|| a["interaction"]["activity_instance_id"].as_str()).map(str::to_string)
    });
    match instance {
        Some(instance) => {
            let presser = UserId(press.user.id.get());
            if let Err(e) = data.service.tie_activity(&instance, view.id, presser).await {
                tracing::warn!(game = %view.id, error = %e, "could not tie the Activity to its game");
            }
        }
        None => tracing::warn!(game = %view.id, ?answer, "Discord launched the Activity but named no instance"),
    }
    true
}

/// Is `change` news for a place that did not see it happen: made on the web
/// board, or in one place of a game seen in two? (The trigger on games
/// owes exactly these to the outbox: `migrations/0019`.)
pub fn told_elsewhere(change: &GameChange) -> bool {
    change.origin == Origin::Web.name() || (change.shared && change.channel.is_some())
}

/// Show a change made elsewhere (on the web board, or in one place of a
/// game seen in two) in the game's places that did not see it: the board
/// posted, the next player pinged; where the bot cannot post, a notice.
/// `Err`: the game could not be read or drawn now (made again later).
pub async fn announce(
    poster: &Poster,
    service: &Service,
    locales: &GuildLocales,
    change: &GameChange,
) -> Result<(), String> {
    let view = service.game(change.game).await.map_err(|e| format!("could not read game {}: {e}", change.game))?;
    // Superseded: the game moved on since (its later news, behind this
    // one in the outbox, shows it as it is); a stale board is never posted.
    if view.place == Place::CONSOLE || view.ply() as i32 != change.ply {
        return Ok(());
    }
    // A move on the web board was shown in no channel, whatever place its
    // pass names; one made on Discord was shown where it was made.
    let shown_in = if change.origin == Origin::Web.name() { None } else { change.channel };
    let places: Vec<Place> = view.places().filter(|p| Some(p.channel) != shown_in).collect();
    for place in places {
        let second = place != view.place;
        let human = match view.also {
            // Each place in the language of the person who asked there.
            Some(_) => view.players_in(place).next().map_or(announce::human(&view.black, &view.white), |p| p.id),
            None => announce::human(&view.black, &view.white),
        };
        let (here, theme) = lang::public(service, locales, place.guild, human).await;
        let headline = match (view.last_mover(), view.last_turn()) {
            (Some(mover), Some(turn)) if change.moved => {
                Some(t!(here, "headline-played", name = mover.name.as_str(), turn = turn.to_string()))
            }
            _ => None,
        };
        let drawn = match change.request {
            Some(request) if !change.moved && !change.ended => request_post(&view, request, here, theme).await,
            _ => views::game_post(&view, headline, None, here, theme).await.map(|mut post| {
                views::ping_mover_in(&mut post, &view, place, here);
                post
            }),
        };
        let mut post = drawn.map_err(|e| format!("could not draw game {}: {e}", view.id))?;
        if view.also.is_some() {
            // Only those who see the game here are pinged here.
            post.mentions.retain(|m| view.players_in(place).any(|p| p.id == *m));
        }
        // The same nonce as any post of this change in this place.
        let what = match change.request {
            Some(Pending::DrawOffered(_)) if !change.moved => "do",
            Some(Pending::DrawDeclined(_)) if !change.moved => "dd",
            Some(Pending::TakebackAsked(_)) if !change.moved => "ta",
            Some(Pending::TakebackDeclined(_)) if !change.moved => "td",
            _ if view.is_active() => "",
            _ => "end",
        };
        let nonce = format!("g{}p{}{what}{}", view.id.0, view.ply(), if second { "b" } else { "" });
        let posted = place.reach == Reach::Posts && poster.post(place.channel, post.message(), nonce).await;
        if !posted {
            // Seen at the next interaction instead: by the player to move,
            // or by both players of a game that ended (those who see the
            // game in this place).
            let (told, notice) = match view.is_active() {
                true => (vec![view.to_move()], Notice::YourMove(view.id)),
                false => (vec![&view.black, &view.white], Notice::GameEnded(view.id)),
            };
            let here_players: Vec<UserId> = view.players_in(place).map(|p| p.id).collect();
            for player in told.into_iter().filter(|p| !p.bot && here_players.contains(&p.id)) {
                announce::keep(service, player.id, notice).await;
            }
        }
    }
    Ok(())
}

/// A draw offer or takeback request made (or declined) elsewhere, as the
/// answer to it there showed it.
async fn request_post(view: &GameView, request: Pending, lang: Lang, theme: Theme) -> Result<Post, super::Error> {
    let view = view.clone();
    let other = |asker: UserId| view.opponent_of(asker).map_or(asker, |o| o.id);
    match request {
        Pending::DrawOffered(by) => views::draw_post(&DrawReport::Offered { by, view }, lang, theme).await,
        Pending::DrawDeclined(asker) => {
            let by = other(asker);
            views::draw_post(&DrawReport::Declined { by, view }, lang, theme).await
        }
        Pending::TakebackAsked(by) => views::takeback_post(&TakebackReport::Asked { by, view }, lang, theme).await,
        Pending::TakebackDeclined(asker) => {
            let by = other(asker);
            views::takeback_post(&TakebackReport::Declined { by, view }, lang, theme).await
        }
    }
}
