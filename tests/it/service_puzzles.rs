//! Puzzles through the service against a real PostgreSQL: choosing, solving
//! (right, wrong, several turns), the daily puzzle and the ratings.

use crate::common::people::{alice, bob, service};
use chrono::NaiveDate;
use sqlx::PgPool;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::service::*;

async fn loaded(pool: PgPool) -> Service {
    let svc = service(pool).await;
    let added = svc.load_shipped_puzzles().await.unwrap();
    let shipped: usize = zamma_bot::ai::SHIPPED_PUZZLES.iter().map(|(_, t)| t.lines().count()).sum();
    assert_eq!(added as usize, shipped, "every shipped puzzle loaded");
    assert_eq!(svc.load_shipped_puzzles().await.unwrap(), 0, "loaded once");
    svc
}

/// The solution's turns of `view` from its step on, as the puzzle stores them.
async fn solution(pool: &PgPool, view: &PuzzleView) -> Vec<zamma_bot::rules::Turn> {
    let line: String =
        sqlx::query_scalar("SELECT line FROM puzzles WHERE id = $1").bind(&view.id).fetch_one(pool).await.unwrap();
    let p = zamma_bot::ai::Puzzle::from_line(&line).unwrap();
    p.solution[2 * view.step..].to_vec()
}

#[sqlx::test]
async fn solving_a_puzzle_of_several_turns_rates_once(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    let me = alice();
    let mut seen = Vec::new();
    let mut several = false;
    // Solve puzzles until one takes more than one turn.
    for _ in 0..40 {
        let view = svc.next_puzzle(&me, None).await.unwrap();
        assert!(!seen.contains(&view.id), "a puzzle is never given twice");
        assert_eq!(view.step, 0);
        assert!(view.rated);
        assert_eq!(view.game.position().turn(), view.solver);
        seen.push(view.id.clone());
        let turns = solution(&pool, &view).await;
        several |= view.steps > 1;
        let mut at = view;
        for (i, &t) in turns.iter().enumerate().step_by(2) {
            match svc.puzzle_turn(&me, at.attempt, TurnInput::Turn(t), Some(at.step)).await.unwrap() {
                PuzzleResult::Right { played, reply, view } => {
                    assert_eq!((played, reply), (t, turns[i + 1]));
                    assert_eq!(view.step, at.step + 1);
                    // The computer's reply was played: the solver is to move again.
                    assert_eq!(view.game.position().turn(), view.solver);
                    at = *view;
                }
                PuzzleResult::Solved { played, standing, change, .. } => {
                    assert_eq!(played, t);
                    assert_eq!(i + 1, turns.len(), "solved at the last turn");
                    assert!(change.is_some_and(|c| c > 0.0), "{change:?}");
                    assert_eq!(standing.solved as usize, seen.len());
                    assert_eq!(standing.streak as usize, seen.len());
                }
                PuzzleResult::Wrong { .. } => panic!("the solution was refused"),
            }
        }
        if several {
            break;
        }
    }
    assert!(several, "no puzzle of several turns among {} tried", seen.len());
    let plays: i64 = sqlx::query_scalar("SELECT sum(plays) FROM puzzles").fetch_one(&pool).await.unwrap();
    assert_eq!(plays as usize, seen.len(), "each puzzle's rating moved once");
    let standing = svc.puzzle_standing(&me).await.unwrap();
    assert!(standing.rating > 1500.0 && standing.best_streak as usize == seen.len());
}

#[sqlx::test]
async fn a_wrong_turn_ends_the_attempt_and_shows_the_solution(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    let view = svc.next_puzzle(&bob(), None).await.unwrap();
    let right = solution(&pool, &view).await[0];
    // An illegal turn is refused and changes nothing.
    let e = svc.puzzle_turn(&bob(), view.attempt, TurnInput::Text("a1-a9"), None).await.unwrap_err();
    assert!(matches!(e, ServiceError::Illegal(_)), "{e:?}");
    let again = svc.next_puzzle(&bob(), None).await.unwrap();
    assert_eq!((again.attempt, again.step), (view.attempt, 0), "the same puzzle, still to solve");
    // A legal turn that is not the solution.
    let wrong = view.game.legal_turns().into_iter().find(|&t| t != right).unwrap();
    match svc.puzzle_turn(&bob(), view.attempt, TurnInput::Turn(wrong), Some(0)).await.unwrap() {
        PuzzleResult::Wrong { played, solution, view: at, standing, change } => {
            assert_eq!((played, solution), (wrong, right));
            assert_eq!(at.game.position(), view.game.position(), "shown where the solution was to be found");
            assert!(change.is_some_and(|c| c < 0.0), "{change:?}");
            assert_eq!((standing.solved, standing.failed, standing.streak), (0, 1, 0));
        }
        other => panic!("{other:?}"),
    }
    // Over: the same attempt takes no more turns.
    let e = svc.puzzle_turn(&bob(), view.attempt, TurnInput::Turn(right), None).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoPuzzle), "{e:?}");
    assert_eq!(i18n::refusal(Lang::En, &e), "You have no puzzle in progress (that one is over); ask for a new one.");
    assert_ne!(svc.next_puzzle(&bob(), None).await.unwrap().id, view.id);
}

#[sqlx::test]
async fn the_next_puzzle_keeps_the_preset(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    let view = svc.next_puzzle(&bob(), Some(zamma_bot::rules::Preset::Sahara)).await.unwrap();
    assert_eq!(view.preset, "sahara");
    let right = solution(&pool, &view).await[0];
    let wrong = view.game.legal_turns().into_iter().find(|&t| t != right).unwrap();
    svc.puzzle_turn(&bob(), view.attempt, TurnInput::Turn(wrong), None).await.unwrap();
    assert_eq!(svc.next_puzzle(&bob(), None).await.unwrap().preset, "sahara");
    assert_eq!(svc.next_puzzle(&alice(), None).await.unwrap().preset, "zamma");
}

#[sqlx::test]
async fn two_answers_at_once_count_once(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    let other = service(pool.clone()).await;
    let view = svc.next_puzzle(&alice(), None).await.unwrap();
    let right = solution(&pool, &view).await[0];
    let me = alice();
    let (a, b) = tokio::join!(
        svc.puzzle_turn(&me, view.attempt, TurnInput::Turn(right), Some(0)),
        other.puzzle_turn(&me, view.attempt, TurnInput::Turn(right), Some(0))
    );
    assert_eq!([&a, &b].iter().filter(|r| r.is_ok()).count(), 1, "{a:?} {b:?}");
    let plays: i64 = sqlx::query_scalar("SELECT sum(plays) FROM puzzles").fetch_one(&pool).await.unwrap();
    assert!(plays <= 1);
    let solved: i32 = sqlx::query_scalar("SELECT puzzles_solved + puzzles_failed FROM players WHERE id = 1")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert!(solved <= 1);
}

#[sqlx::test]
async fn the_daily_puzzle_is_everyones_and_rated_once(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    let day = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let a = svc.daily_puzzle(&alice(), day).await.unwrap();
    let b = svc.daily_puzzle(&bob(), day).await.unwrap();
    assert_eq!(a.id, b.id);
    assert_eq!(a.daily, Some(day));
    let next_day = svc.daily_puzzle(&User::new(3, "carol"), day.succ_opt().unwrap()).await.unwrap();
    assert_ne!(next_day.id, a.id, "another day, another puzzle");
    // One puzzle at a time: the daily first.
    assert_eq!(svc.next_puzzle(&alice(), None).await.unwrap().attempt, a.attempt);
    let e = svc.daily_puzzle(&alice(), day.succ_opt().unwrap()).await.unwrap_err();
    assert!(matches!(e, ServiceError::PuzzleInProgress), "{e:?}");
    // Solved, then tried again the same day: the second attempt is not rated.
    let turns = solution(&pool, &a).await;
    let mut at = a;
    for &t in turns.iter().step_by(2) {
        if let PuzzleResult::Right { view, .. } =
            svc.puzzle_turn(&alice(), at.attempt, TurnInput::Turn(t), None).await.unwrap()
        {
            at = *view;
        }
    }
    let rating = svc.puzzle_standing(&alice()).await.unwrap().rating;
    let again = svc.daily_puzzle(&alice(), day).await.unwrap();
    assert!(!again.rated);
    let wrong = again.game.legal_turns().into_iter().find(|&t| t != turns[0]).unwrap();
    let PuzzleResult::Wrong { change, .. } =
        svc.puzzle_turn(&alice(), again.attempt, TurnInput::Turn(wrong), None).await.unwrap()
    else {
        panic!("not the solution")
    };
    assert_eq!(change, None);
    assert_eq!(svc.puzzle_standing(&alice()).await.unwrap().rating, rating);
    // The solvers' leaderboard: alice, who solved one, is first.
    let wrong_b = b.game.legal_turns().into_iter().find(|&t| t != turns[0]).unwrap();
    svc.puzzle_turn(&bob(), b.attempt, TurnInput::Turn(wrong_b), None).await.unwrap();
    let board = svc.puzzle_leaderboard(0).await.unwrap();
    let names: Vec<&str> = board.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["alice", "bob"]);
}

/// A finished game of the server is looked at once; the puzzle in it joins
/// the others (and is offered like them), a position already known does not.
#[sqlx::test]
async fn puzzles_join_from_finished_games(pool: PgPool) {
    let svc = loaded(pool.clone()).await;
    // A game of the computer against itself (seed 77) with a puzzle at ply 30.
    let moves = "d4-e5;f6xd4;c3xe5;c5xc3;b2xd4;a5xc3;e5xc5xa5;c3xe5;f5xd5;d6xd4;e4xc4;c6-c5;c4xc6;b6xd6;a1-b2;\
                 b7-b6;b3-b4;f7-f6;b4-c5;d6xb4;a5xc3;f8-f7;d3-d4;b6-a5;d4-d5;b8-b7;e3-d4;d7-d6;d5xd7;d8xd6;d4-c5";
    let req =
        ChallengeRequest { rules: "zamma".into(), rated: false, colour: ColourChoice::Black, ..Default::default() };
    let c = svc.challenge(Place::server(10, 20), &alice(), &bob(), &req).await.unwrap();
    let g = svc.accept(c.id, &bob()).await.unwrap();
    for (i, m) in moves.split(';').enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        svc.play(&svc.seat(&who, Place::server(10, 20), Some(g.id)).await.unwrap(), TurnInput::Text(m), None)
            .await
            .unwrap();
    }
    svc.resign(&svc.seat(&bob(), Place::server(10, 20), Some(g.id)).await.unwrap()).await.unwrap();
    // An unfinished game is not looked at.
    let c = svc.challenge(Place::server(10, 20), &bob(), &User::new(3, "carol"), &req).await.unwrap();
    svc.accept(c.id, &User::new(3, "carol")).await.unwrap();

    let (games, added) = svc.mine_finished_games(5).await.unwrap();
    assert_eq!(games, 1);
    assert!(added >= 1, "{added}");
    let id = format!("g{}-30", g.id);
    let (preset, game_id): (String, Option<i64>) =
        sqlx::query_as("SELECT preset, game_id FROM puzzles WHERE id = $1").bind(&id).fetch_one(&pool).await.unwrap();
    assert_eq!((preset.as_str(), game_id), ("zamma", Some(g.id.0)));
    assert_eq!(svc.mine_finished_games(5).await.unwrap(), (0, 0), "each game once");
    // The same game again (another id, the same positions): nothing new.
    let c = svc.challenge(Place::server(10, 20), &alice(), &bob(), &req).await.unwrap();
    let h = svc.accept(c.id, &bob()).await.unwrap();
    for (i, m) in moves.split(';').enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        svc.play(&svc.seat(&who, Place::server(10, 20), Some(h.id)).await.unwrap(), TurnInput::Text(m), None)
            .await
            .unwrap();
    }
    svc.resign(&svc.seat(&alice(), Place::server(10, 20), Some(h.id)).await.unwrap()).await.unwrap();
    assert_eq!(svc.mine_finished_games(5).await.unwrap(), (1, 0));
}
