//! Who may do what: for every action of the service, the actors allowed
//! (the challenger, the challenged user, the two players, a server admin)
//! succeed and every other actor is refused with the reason.

use sqlx::PgPool;
use zamma_bot::rules::Color;
use zamma_bot::service::*;
use zamma_bot::store::Store;

const HERE: Place = Place::server(10, 20);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Actor {
    /// Sent the challenge; plays Black.
    Alice,
    /// Was challenged; plays White.
    Bob,
    /// Another member of the server.
    Carol,
    /// Another member with the Manage Server permission.
    Admin,
}

use Actor::*;
const EVERYONE: [Actor; 4] = [Alice, Bob, Carol, Admin];

impl Actor {
    fn user(self) -> User {
        match self {
            Alice => User::new(1, "alice"),
            Bob => User::new(2, "bob"),
            Carol => User::new(3, "carol"),
            Admin => User::new(4, "admin"),
        }
    }

    fn is_admin(self) -> bool {
        self == Admin
    }
}

async fn service(pool: PgPool) -> Service {
    Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default())
}

async fn open_challenge(svc: &Service) -> ChallengeView {
    let req =
        ChallengeRequest { rules: "zamma".into(), rated: true, colour: ColourChoice::Black, ..Default::default() };
    svc.challenge(HERE, &Alice.user(), &Bob.user(), &req).await.unwrap()
}

/// A game of alice (Black) and bob (White) after `plies` moves.
async fn game(svc: &Service, plies: usize) -> GameView {
    let c = open_challenge(svc).await;
    let mut view = svc.accept(c.id, &Bob.user()).await.unwrap();
    for _ in 0..plies {
        let mover = if view.to_move().id == Alice.user().id { Alice } else { Bob };
        let mv = view.game.legal_moves()[0].to_string();
        view = svc.play(&seated(svc, mover, view.id).await.unwrap(), &mv, None).await.unwrap().view;
    }
    view
}

/// `actor`'s seat at game `id` here: what every action on a game takes.
async fn seated(svc: &Service, actor: Actor, id: GameId) -> Result<Seat> {
    svc.seat(&actor.user(), HERE, Some(id)).await
}

/// `actor` aborts game `id`: an admin as one, anyone else from their seat.
async fn abort(svc: &Service, actor: Actor, id: GameId) -> Result<GameEnd> {
    if actor.is_admin() {
        svc.admin_abort(&actor.user(), HERE, Some(id)).await
    } else {
        svc.abort(&seated(svc, actor, id).await?).await
    }
}

/// Check one action for every actor: `allowed` succeed, the others get a
/// refusal for which `why` holds. Each actor gets a fresh database state.
async fn matrix<F, Fut, T>(pool: &PgPool, action: &str, allowed: &[Actor], why: fn(&ServiceError) -> bool, act: F)
where
    F: Fn(Service, Actor) -> Fut,
    Fut: std::future::Future<Output = Result<T>>,
{
    for actor in EVERYONE {
        // A fresh service over the same database; earlier rows do not matter
        // because each call sets up its own challenge or game.
        let svc = service(pool.clone()).await;
        let result = act(svc, actor).await;
        if allowed.contains(&actor) {
            assert!(result.is_ok(), "{action} by {actor:?} should succeed: {}", result.err().unwrap());
        } else {
            let e = result.err().unwrap_or_else(|| panic!("{action} by {actor:?} should be refused"));
            assert!(why(&e), "{action} by {actor:?} refused for the wrong reason: {e}");
            assert!(e.is_refusal(), "{action} by {actor:?}: {e}");
        }
    }
}

#[sqlx::test]
async fn challenges_are_answered_only_by_the_challenged_and_cancelled_only_by_the_challenger(pool: PgPool) {
    let not_challenged = |e: &ServiceError| matches!(e, ServiceError::NotChallenged { .. });
    matrix(&pool, "accept", &[Bob], not_challenged, |svc, a| async move {
        let c = open_challenge(&svc).await;
        let r = svc.accept(c.id, &a.user()).await;
        let _ = svc.cancel(c.id, &Alice.user()).await; // leave no open challenge behind
        r.map(|_| ())
    })
    .await;
    matrix(&pool, "decline", &[Bob], not_challenged, |svc, a| async move {
        let c = open_challenge(&svc).await;
        let r = svc.decline(c.id, &a.user()).await;
        let _ = svc.cancel(c.id, &Alice.user()).await;
        r.map(|_| ())
    })
    .await;
    let not_challenger = |e: &ServiceError| matches!(e, ServiceError::NotChallenger { .. });
    matrix(&pool, "cancel", &[Alice], not_challenger, |svc, a| async move {
        let c = open_challenge(&svc).await;
        let r = svc.cancel(c.id, &a.user()).await;
        let _ = svc.cancel(c.id, &Alice.user()).await;
        r.map(|_| ())
    })
    .await;
}

#[sqlx::test]
async fn only_the_players_act_in_a_game_and_only_the_mover_moves(pool: PgPool) {
    let not_player_or_turn =
        |e: &ServiceError| matches!(e, ServiceError::NotAPlayer | ServiceError::NotYourTurn { .. });
    matrix(&pool, "move (Black to move)", &[Alice], not_player_or_turn, |svc, a| async move {
        let view = game(&svc, 0).await;
        let mv = view.game.legal_moves()[0].to_string();
        let r = async { svc.play(&seated(&svc, a, view.id).await?, &mv, None).await }.await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
    matrix(&pool, "move (White to move)", &[Bob], not_player_or_turn, |svc, a| async move {
        let view = game(&svc, 1).await;
        let mv = view.game.legal_moves()[0].to_string();
        let r = async { svc.play(&seated(&svc, a, view.id).await?, &mv, None).await }.await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
    let not_player = |e: &ServiceError| matches!(e, ServiceError::NotAPlayer);
    matrix(&pool, "resign", &[Alice, Bob], not_player, |svc, a| async move {
        let view = game(&svc, 2).await;
        let r = async { svc.resign(&seated(&svc, a, view.id).await?).await }.await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
    matrix(&pool, "offer a draw", &[Alice, Bob], not_player, |svc, a| async move {
        let view = game(&svc, 2).await;
        let r = async { svc.offer_draw(&seated(&svc, a, view.id).await?).await }.await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
}

#[sqlx::test]
async fn only_the_opponent_answers_a_draw_offer(pool: PgPool) {
    let why = |e: &ServiceError| matches!(e, ServiceError::NotAPlayer | ServiceError::OwnDrawOffer);
    for accept in [true, false] {
        matrix(&pool, if accept { "accept a draw" } else { "decline a draw" }, &[Bob], why, |svc, a| async move {
            let view = game(&svc, 2).await;
            svc.offer_draw(&seated(&svc, Alice, view.id).await.unwrap()).await.unwrap();
            let r = async { svc.answer_draw(&seated(&svc, a, view.id).await?, accept).await }.await;
            let _ = abort(&svc, Admin, view.id).await;
            r.map(|_| ())
        })
        .await;
    }
}

#[sqlx::test]
async fn players_abort_before_both_moved_and_admins_at_any_time(pool: PgPool) {
    let not_player = |e: &ServiceError| matches!(e, ServiceError::NotAPlayer);
    matrix(&pool, "abort before any move", &[Alice, Bob, Admin], not_player, |svc, a| async move {
        let view = game(&svc, 0).await;
        let r = abort(&svc, a, view.id).await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
    let too_late = |e: &ServiceError| matches!(e, ServiceError::NotAPlayer | ServiceError::TooLateToAbort);
    matrix(&pool, "abort after both moved", &[Admin], too_late, |svc, a| async move {
        let view = game(&svc, 2).await;
        let r = abort(&svc, a, view.id).await;
        let _ = abort(&svc, Admin, view.id).await;
        r.map(|_| ())
    })
    .await;
}

#[sqlx::test]
async fn nobody_acts_in_a_finished_game(pool: PgPool) {
    let over = |e: &ServiceError| matches!(e, ServiceError::NotAPlayer | ServiceError::GameOver { .. });
    matrix(&pool, "move after a resignation", &[], over, |svc, a| async move {
        let view = game(&svc, 2).await;
        svc.resign(&seated(&svc, Bob, view.id).await.unwrap()).await.unwrap();
        let mv = view.game.legal_moves()[0].to_string();
        async { svc.play(&seated(&svc, a, view.id).await?, &mv, None).await }.await.map(|_| ())
    })
    .await;
    matrix(&pool, "abort after a resignation", &[], over, |svc, a| async move {
        let view = game(&svc, 0).await;
        svc.resign(&seated(&svc, Alice, view.id).await.unwrap()).await.unwrap();
        abort(&svc, a, view.id).await.map(|_| ())
    })
    .await;
}

/// Acting on a game starts with a seat: only its two players get one, and
/// only from a place that sees the game (an id from another server names no
/// game here); an admin's abort is held to the same place.
#[sqlx::test]
async fn a_seat_is_only_for_a_player_in_a_place_that_sees_the_game(pool: PgPool) {
    let svc = service(pool).await;
    let view = game(&svc, 0).await;
    for actor in EVERYONE {
        match (actor, seated(&svc, actor, view.id).await) {
            (Alice | Bob, Ok(seat)) => {
                let colour = if actor == Alice { Color::Black } else { Color::White };
                assert_eq!((seat.game(), seat.user().id, seat.color()), (view.id, actor.user().id, colour));
            }
            (Carol | Admin, Err(ServiceError::NotAPlayer)) => {}
            (actor, other) => panic!("{actor:?}: {other:?}"),
        }
    }
    let elsewhere = Place::server(11, 20);
    assert!(matches!(svc.seat(&Alice.user(), elsewhere, Some(view.id)).await, Err(ServiceError::NoSuchGame)));
    assert!(matches!(svc.admin_abort(&Admin.user(), elsewhere, Some(view.id)).await, Err(ServiceError::NoSuchGame)));
    // No game named: the player's only game here, and none for anyone else.
    assert_eq!(svc.seat(&Bob.user(), HERE, None).await.unwrap().game(), view.id);
    assert!(matches!(svc.seat(&Carol.user(), HERE, None).await, Err(ServiceError::NoActiveGame)));
    assert!(svc.game(view.id).await.unwrap().is_active(), "nothing was aborted");
}
