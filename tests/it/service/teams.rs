//! Team games: votes, the tally exactly once (two processes, a crash
//! between the tally and its move, the deadline), refusals as sentences.

use super::{HERE, Say};
use crate::common::people::{alice, bob, carol};
use sqlx::PgPool;
use zamma_bot::rules::Color;
use zamma_bot::service::*;
use zamma_bot::store::Store;

fn dave() -> User {
    User::new(104, "dave")
}

async fn two_teams(svc: &Service) -> TeamView {
    let req = TeamGameRequest {
        rules: "zamma".into(),
        move_time: None,
        names: ["Nouakchott".into(), "Atar".into()],
        roles: [None; 2],
    };
    let view = svc.create_team_game(HERE, &alice(), &req).await.unwrap();
    let id = view.game.id;
    svc.join_team(id, &alice(), Color::Black, true, (None, &[])).await.unwrap();
    svc.join_team(id, &bob(), Color::Black, false, (None, &[])).await.unwrap();
    svc.join_team(id, &carol(), Color::White, false, (None, &[])).await.unwrap()
}

/// The turns Black may play at the start, as the rules write them.
fn first_turns(view: &TeamView) -> Vec<String> {
    view.game.game.legal_turns().iter().map(ToString::to_string).collect()
}

async fn tallies(pool: &PgPool, game: GameId) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM team_tallies WHERE game_id = $1")
        .bind(game.0)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_side_votes_and_its_tally_plays_the_turn_once(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    assert_eq!(view.side(Color::Black).captain, Some(alice().id));
    assert_eq!(view.side(Color::Black).members.len(), 2);
    assert_eq!(view.game.black.name, "Nouakchott");
    assert!(!view.game.rated, "a team game is casual");
    let turns = first_turns(&view);

    // Refusals, each a sentence.
    let e = svc.join_team(id, &alice(), Color::White, false, (None, &[])).await.unwrap_err();
    assert!(matches!(e, ServiceError::AlreadyOnTeam { side: Color::Black }), "{e:?}");
    assert_eq!(e.say(), "You are already on Black's team in this game: a person plays for one side only.");
    let e = svc.vote(id, &carol(), &turns[0], None).await.unwrap_err();
    assert_eq!(e.say(), "It is Black's turn: your team votes once the other team has played.");
    let e = svc.vote(id, &dave(), &turns[0], None).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotATeamMember), "{e:?}");
    let e = svc.vote(id, &bob(), "a1-a9", None).await.unwrap_err();
    assert!(matches!(e, ServiceError::Illegal(_)), "an illegal turn is refused with its reason: {e:?}");
    let e = svc.call_tally(id, &bob()).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotCaptain), "{e:?}");
    // Nobody moves for a team but its tally: not a member, not the team's
    // own player id (as the console's keyboard would act on the web board).
    let e = svc.seat(&alice(), HERE, Some(id)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotAPlayer | ServiceError::NoSuchGame), "{e:?}");
    let team = User { id: view.game.black.id, name: view.game.black.name.clone(), bot: false };
    let e = svc.seat(&team, HERE, Some(id)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NotAPlayer), "{e:?}");

    // Bob votes, changes his mind; Alice votes otherwise: one vote each,
    // the tie goes to the captain, Alice; the tally comes with the last vote.
    let first = svc.vote(id, &bob(), &turns[0], Some(0)).await.unwrap();
    assert_eq!((first.voted, first.members, first.tally.is_none()), (1, 2, true));
    svc.vote(id, &bob(), &turns[1], Some(0)).await.unwrap();
    let last = svc.vote(id, &alice(), &turns[2], Some(0)).await.unwrap();
    let tally = last.tally.expect("the side's last vote tallies");
    assert_eq!(tally.chosen.as_deref(), Some(turns[2].as_str()), "the captain's vote breaks the tie");
    assert_eq!(tally.counts.len(), 2);
    let played = tally.played.expect("this call played the move");
    assert_eq!(played.turn.to_string(), turns[2]);
    assert_eq!(played.view.ply(), 1);
    assert_eq!(tallies(&pool, id).await, 1);
    // Too late for Black's vote now; White's one member tallies at once.
    let e = svc.vote(id, &bob(), &turns[0], Some(0)).await.unwrap_err();
    assert_eq!(e.say(), "That turn has been tallied and played already: vote on the new position.");
    let white = svc.team_game(id).await.unwrap();
    let reply = white.game.game.legal_turns()[0].to_string();
    let vote = svc.vote(id, &carol(), &reply, Some(1)).await.unwrap();
    assert_eq!(vote.tally.and_then(|t| t.played).map(|p| p.view.ply()), Some(2));
    // An ordinary game is not a team game.
    let c = svc.challenge(HERE, &alice(), &bob(), &ChallengeRequest::default()).await.unwrap();
    let plain = svc.accept(c.id, &bob()).await.unwrap();
    assert!(matches!(svc.vote(plain.id, &alice(), "e4-e5", None).await, Err(ServiceError::NotATeamGame)));
}

/// Two processes tally the same turn at once (the captain's call, and the
/// side's last vote): the move is played once, the tally made once.
#[sqlx::test]
async fn two_processes_tally_a_turn_once(pool: PgPool) {
    let one = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let two = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&one).await;
    let id = view.game.id;
    let turns = first_turns(&view);
    one.vote(id, &alice(), &turns[0], None).await.unwrap();
    let (captain, last) = (alice(), bob());
    let (a, b) = tokio::join!(one.call_tally(id, &captain), two.vote(id, &last, &turns[0], None));
    // Bob's vote either came before the tally (and counted) or after it
    // (and was refused as too late); never both a vote and a second move.
    let played = [a.unwrap().and_then(|t| t.played), b.ok().and_then(|v| v.tally).and_then(|t| t.played)];
    assert_eq!(played.iter().flatten().count(), 1, "{played:?}");
    assert_eq!(one.game(id).await.unwrap().ply(), 1);
    assert_eq!(tallies(&pool, id).await, 1);
    // Again and again, from both: nothing more happens.
    for svc in [&one, &two] {
        let again = svc.call_tally(id, &alice()).await;
        assert!(matches!(again, Err(ServiceError::NotYourTeamsTurn { side: Color::White })), "{again:?}");
    }
}

/// A crash after the tally was made and before its move: the next sweep
/// plays the tallied turn, once. At the deadline a side's votes are
/// played; a side without a vote loses on time.
#[sqlx::test]
async fn the_sweep_plays_a_tallied_turn_and_tallies_at_the_deadline(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    let turns = first_turns(&view);
    // The tally of Black's first turn, as a process left it before it died.
    sqlx::query("INSERT INTO team_tallies (game_id, ply, turn, counts) VALUES ($1, 0, $2, $3)")
        .bind(id.0)
        .bind(&turns[2])
        .bind(format!("{} 1", turns[2]))
        .execute(&pool)
        .await
        .unwrap();
    let report = svc.sweep().await.unwrap();
    assert_eq!(report.tallies.len(), 1);
    assert_eq!(report.tallies[0].played.as_ref().map(|p| p.turn.to_string()), Some(turns[2].clone()));
    assert!(svc.sweep().await.unwrap().tallies.is_empty(), "played once");
    assert_eq!(svc.game(id).await.unwrap().ply(), 1);

    // White's one member votes nothing; then Black votes, and time runs out.
    let white = svc.team_game(id).await.unwrap().game.game.legal_turns()[0].to_string();
    let expire = "UPDATE games SET turn_started_at = now() - interval '2 days' WHERE id = $1";
    sqlx::query(expire).bind(id.0).execute(&pool).await.unwrap();
    let report = svc.sweep().await.unwrap();
    assert_eq!(report.timed_out.len(), 1, "a side with no vote at its deadline loses on time");
    let over = svc.game(id).await.unwrap();
    assert!(!over.is_active(), "{white} was never voted");
    assert_eq!(over.game.outcome().and_then(|o| o.winner()), Some(Color::Black));
}

#[sqlx::test]
async fn at_the_deadline_the_votes_so_far_are_played(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    let turns = first_turns(&view);
    let vote = svc.vote(id, &bob(), &turns[1], None).await.unwrap();
    assert!(vote.tally.is_none(), "one of two has voted");
    // The captain calls no tally, nobody else votes: the time runs out.
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '2 days' WHERE id = $1")
        .bind(id.0)
        .execute(&pool)
        .await
        .unwrap();
    let report = svc.sweep().await.unwrap();
    assert!(report.timed_out.is_empty(), "{:?}", report.timed_out);
    assert_eq!(
        report.tallies.first().and_then(|t| t.played.as_ref()).map(|p| p.turn.to_string()),
        Some(turns[1].clone())
    );
    assert!(svc.game(id).await.unwrap().is_active());
}

/// The time-out step never ends a team game whose turn is not tallied (a
/// sweep that found it due a moment before its deadline, another process
/// between a tally's claim and its move): its votes would be lost. Only a
/// turn tallied without a vote loses on time.
#[sqlx::test]
async fn a_team_with_votes_never_loses_on_time(pool: PgPool) {
    let store = Store::from_pool(pool.clone()).await.unwrap();
    let svc = Service::new(store.clone(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    svc.vote(id, &bob(), &first_turns(&view)[0], None).await.unwrap();
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '2 days' WHERE id = $1")
        .bind(id.0)
        .execute(&pool)
        .await
        .unwrap();
    let timed_out = |store: Store| async move {
        let mut tx = store.begin().await.unwrap();
        zamma_bot::store::games::timed_out_ids(&mut tx, 10).await.unwrap()
    };
    assert!(!timed_out(store.clone()).await.contains(&id), "Black voted, and its turn is not tallied");
    // White, having no vote, is tallied without a turn at its deadline: now it may lose.
    svc.sweep().await.unwrap();
    assert_eq!(svc.game(id).await.unwrap().ply(), 1, "Black's vote was played");
    sqlx::query("UPDATE games SET turn_started_at = now() - interval '2 days' WHERE id = $1")
        .bind(id.0)
        .execute(&pool)
        .await
        .unwrap();
    let report = svc.sweep().await.unwrap();
    assert_eq!(report.timed_out.iter().map(|e| e.game_id).collect::<Vec<_>>(), [id], "White lost on time");
}

#[sqlx::test]
async fn a_side_resigns_or_draws_by_a_majority_or_its_captain(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    svc.join_team(id, &dave(), Color::White, false, (None, &[])).await.unwrap();

    // White (carol and dave, no captain): one of two is no majority.
    let r = svc.back_motion(id, &carol(), Motion::Draw, Some(HERE)).await.unwrap();
    assert_eq!((r.side, r.backing, r.members), (Color::White, 1, 2));
    assert!(r.carried.is_none());
    let said = zamma_bot::i18n::motion_text(Lang::En, &r, "carol");
    assert_eq!(
        said,
        "carol backs a draw for the side: 1 of 2 so far (a majority of the side, or its captain, decides)."
    );
    // Backing twice counts once.
    assert_eq!(svc.back_motion(id, &carol(), Motion::Draw, Some(HERE)).await.unwrap().backing, 1);
    // Backing lapses when the game moves on: Black plays a turn.
    let turn = first_turns(&view).remove(0);
    svc.vote(id, &alice(), &turn, None).await.unwrap();
    svc.vote(id, &bob(), &turn, None).await.unwrap();
    assert_eq!(svc.game(id).await.unwrap().ply(), 1);
    assert_eq!(
        svc.back_motion(id, &dave(), Motion::Draw, Some(HERE)).await.unwrap().backing,
        1,
        "carol's backing lapsed"
    );
    // Carol backs it again: two of two, the draw is offered by White's team.
    let r = svc.back_motion(id, &carol(), Motion::Draw, Some(HERE)).await.unwrap();
    let Some(Carried::Draw(DrawReport::Offered { view, by })) = &r.carried else { panic!("{r:?}") };
    assert_eq!(*by, view.white.id);
    assert_eq!(zamma_bot::i18n::motion_text(Lang::En, &r, "carol").split(':').next(), Some("Atar offers a draw"));
    let e = svc.back_motion(id, &dave(), Motion::Draw, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::OwnDrawOffer), "{e:?}");
    // Nobody moves for a team: not even its own member accepts it directly.
    assert!(svc.seat(&alice(), HERE, Some(id)).await.is_err());
    // Black's captain backs the draw alone: agreed.
    let r = svc.back_motion(id, &alice(), Motion::Draw, Some(HERE)).await.unwrap();
    let Some(Carried::Draw(DrawReport::Agreed { end, .. })) = &r.carried else { panic!("{r:?}") };
    assert!(matches!(end.outcome, Some(zamma_bot::rules::Outcome::Draw { .. })), "{end:?}");
    let e = svc.back_motion(id, &bob(), Motion::Resign, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::GameOver { .. }), "{e:?}");
}

#[sqlx::test]
async fn a_captain_resigns_for_the_side(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    // Bob alone is half of Black: no resignation.
    assert!(svc.back_motion(id, &bob(), Motion::Resign, Some(HERE)).await.unwrap().carried.is_none());
    // Its captain decides alone.
    let r = svc.back_motion(id, &alice(), Motion::Resign, Some(HERE)).await.unwrap();
    let Some(Carried::Resigned { end, .. }) = &r.carried else { panic!("{r:?}") };
    let resigned =
        zamma_bot::rules::Outcome::Win { winner: Color::White, reason: zamma_bot::rules::WinReason::Resignation };
    assert_eq!(end.outcome, Some(resigned));
    let e = svc.back_motion(id, &carol(), Motion::Resign, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::GameOver { .. }), "{e:?}");
}

/// Thirty members vote at once, in two processes (a member twice, and a
/// stranger among them): the votes on a game are written together, each
/// acknowledged or refused on its own, the member's later vote the one
/// counted, and the side's tally made once, as the votes stored say.
#[sqlx::test]
async fn votes_at_once_are_written_together_and_each_answered(pool: PgPool) {
    let one = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let two = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&one).await;
    let id = view.game.id;
    let turns = first_turns(&view);
    let crowd: Vec<User> = (0..30).map(|i| User::new(1_000 + i, format!("voter{i}"))).collect();
    for member in &crowd {
        one.join_team(id, member, Color::Black, false, (None, &[])).await.unwrap();
    }
    // Everyone but Alice (the captain, whose vote ends the turn) votes at once.
    let mut votes = tokio::task::JoinSet::new();
    for (i, member) in crowd.iter().enumerate() {
        let service = if i % 2 == 0 { one.clone() } else { two.clone() };
        let (member, turn) = (member.clone(), turns[i % 3].clone());
        votes.spawn(async move { service.vote(id, &member, &turn, Some(0)).await });
    }
    let again = one.vote(id, &crowd[0], &turns[2], Some(0));
    let (stranger, bob) = (dave(), bob());
    let stranger = two.vote(id, &stranger, &turns[0], Some(0));
    let bad = one.vote(id, &bob, "a1-a9", Some(0));
    let (again, stranger, bad) = tokio::join!(again, stranger, bad);
    for answer in votes.join_all().await {
        let report = answer.unwrap();
        assert!(report.tally.is_none() && report.voted <= 31 && report.members == 32, "{report:?}");
    }
    again.unwrap();
    assert!(matches!(stranger, Err(ServiceError::NotATeamMember)), "{stranger:?}");
    assert!(matches!(bad, Err(ServiceError::Illegal(_))), "{bad:?}");
    let stored: Vec<(i64, String)> =
        sqlx::query_as("SELECT member, turn FROM team_votes WHERE game_id = $1 AND ply = 0 ORDER BY member")
            .bind(id.0)
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(stored.len(), 30, "one vote per member who voted");
    // Of the member's two votes, the one stored is one of them (which came
    // last is the database's order), and only one.
    let first = &stored.iter().find(|(m, _)| *m == 1_000).unwrap().1;
    assert!(*first == turns[0] || *first == turns[2], "{first}");
    // Bob's and Alice's votes end the turn: one tally, as the votes say.
    one.vote(id, &bob, &turns[1], Some(0)).await.unwrap();
    let last = two.vote(id, &alice(), &turns[1], Some(0)).await.unwrap();
    assert_eq!(last.voted, 32);
    assert!(last.tally.is_some(), "the last vote tallies");
    assert_eq!(tallies(&pool, id).await, 1);
    assert_eq!(one.check_tallies(id).await.unwrap(), (1, vec![]));
    assert_eq!(one.game(id).await.unwrap().ply(), 1);
}

/// A side asks to take back its last turn by a motion, and the other side
/// agrees by one: the turn is voted on again, its old votes and tally gone;
/// a side that plays on instead declines the asking.
#[sqlx::test]
async fn a_side_takes_back_its_last_turn_when_the_other_agrees(pool: PgPool) {
    let svc = Service::new(Store::from_pool(pool.clone()).await.unwrap(), ServiceConfig::default());
    let view = two_teams(&svc).await;
    let id = view.game.id;
    let turns = first_turns(&view);
    let e = svc.back_motion(id, &alice(), Motion::Takeback, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NothingToTakeBack), "nothing played yet: {e:?}");
    svc.vote(id, &bob(), &turns[0], Some(0)).await.unwrap();
    svc.vote(id, &alice(), &turns[0], Some(0)).await.unwrap();
    assert_eq!(tallies(&pool, id).await, 1);
    // White has played nothing to take back.
    let e = svc.back_motion(id, &carol(), Motion::Takeback, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::NothingToTakeBack), "{e:?}");

    // Bob backs taking Black's turn back: one of two; Alice, the captain, carries it.
    let r = svc.back_motion(id, &bob(), Motion::Takeback, Some(HERE)).await.unwrap();
    assert_eq!((r.backing, r.members, r.carried.is_none()), (1, 2, true));
    let said = zamma_bot::i18n::motion_text(Lang::En, &r, "bob");
    assert!(said.starts_with("bob backs taking back the side's last turn for the side: 1 of 2"), "{said}");
    let r = svc.back_motion(id, &alice(), Motion::Takeback, Some(HERE)).await.unwrap();
    let Some(Carried::Takeback(TakebackReport::Asked { by, .. })) = &r.carried else { panic!("{r:?}") };
    assert_eq!(*by, view.game.black.id);
    assert!(
        zamma_bot::i18n::motion_text(Lang::En, &r, "alice").starts_with("Nouakchott asks to take back its last turn")
    );
    let e = svc.back_motion(id, &bob(), Motion::Takeback, Some(HERE)).await.unwrap_err();
    assert!(matches!(e, ServiceError::OwnTakeback), "{e:?}");

    // White's one member agrees: Black is to vote on its first turn again.
    let r = svc.back_motion(id, &carol(), Motion::Takeback, Some(HERE)).await.unwrap();
    let Some(Carried::Takeback(TakebackReport::Done { view: back, .. })) = &r.carried else { panic!("{r:?}") };
    assert_eq!(back.ply(), 0);
    assert_eq!(
        zamma_bot::i18n::motion_text(Lang::En, &r, "carol"),
        "Nouakchott's last turn is taken back: Nouakchott votes on its turn again."
    );
    assert_eq!(tallies(&pool, id).await, 0, "the turn taken back has no tally left");
    let first = svc.vote(id, &bob(), &turns[1], Some(0)).await.unwrap();
    assert_eq!((first.voted, first.members), (1, 2), "the old votes went with the turn");
    let played = svc.vote(id, &alice(), &turns[1], Some(0)).await.unwrap().tally.and_then(|t| t.played).unwrap();
    assert_eq!(played.turn.to_string(), turns[1]);
    assert_eq!(svc.check_tallies(id).await.unwrap(), (1, vec![]));

    // Asked again, and White plays on instead: the asking lapses.
    svc.back_motion(id, &alice(), Motion::Takeback, Some(HERE)).await.unwrap();
    assert!(svc.game(id).await.unwrap().takeback_by.is_some());
    let reply = svc.team_game(id).await.unwrap().game.game.legal_turns()[0].to_string();
    svc.vote(id, &carol(), &reply, Some(1)).await.unwrap();
    let now = svc.game(id).await.unwrap();
    assert_eq!((now.ply(), now.takeback_by), (2, None));
}
