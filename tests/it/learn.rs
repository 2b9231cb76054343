//! The course (Learn): every level proven as written, every word of it in
//! four languages, and levels played through the service against a real
//! PostgreSQL (done at par and over it, the best kept, a wrong "only move",
//! a stale menu, going on where one stopped).

use crate::common::people::{alice, service};
use sqlx::PgPool;
use zamma_bot::ai::lesson::Course;
use zamma_bot::i18n::{self, Lang};
use zamma_bot::service::learn::{COURSE, Place, stars};
use zamma_bot::service::*;

#[test]
fn the_course_is_as_big_as_promised_and_every_level_is_proven() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_zamma-bot")).args(["learn", "verify"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let last = text.lines().last().unwrap_or_default();
    let (stages, levels) = (COURSE.stages.len(), COURSE.lessons().count());
    assert_eq!(last, format!("{stages} stages, {levels} levels verified, 0 failed"));
    assert!(stages >= 12 && levels >= 60, "{last}");
    // A course file with a level whose par is not the minimum fails, and
    // says which.
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("learn-verify-course.txt");
    std::fs::write(&file, "stage s\nlevel s-walk\nposition 9/9/9/9/9/9/9/9/4b4 b\ngoal reach e3\npar 3\n").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
        .args(["learn", "verify"])
        .arg(&file)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success());
    assert!(text.contains("s/s-walk: its par is 3, but 2 turns reach the goal"), "{text}");
    assert!(text.ends_with("1 stage, 0 levels verified, 1 failed\n"), "{text}");
}

/// `learn verify FILE` reads a bounded line at a time: a file of one
/// endless line is refused at once (not read whole into memory), and
/// nothing raw of a file is repeated (no control character, nothing long).
#[test]
fn a_course_file_is_read_a_bounded_line_at_a_time_and_never_echoed_raw() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let verify = |file: &std::path::Path| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_zamma-bot"))
            .args(["learn", "verify"])
            .arg(file)
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
        )
    };
    // 64 MB without a line end: refused at its first line.
    let endless = dir.join("learn-verify-endless.txt");
    let file = std::fs::File::create(&endless).unwrap();
    file.set_len(64 << 20).unwrap();
    let (ok, said) = verify(&endless);
    let _ = std::fs::remove_file(&endless);
    assert!(!ok && said.contains("line 1") && said.contains("longer than 4096"), "{said}");
    assert!(said.len() < 500, "{said}");
    // A field that is none, full of control characters and long.
    let hostile = dir.join("learn-verify-hostile.txt");
    let key = format!("\x1b[31m{}", "k".repeat(500));
    std::fs::write(&hostile, format!("stage s\nlevel l\n{key} 1\n")).unwrap();
    let (ok, said) = verify(&hostile);
    assert!(!ok && said.contains("is not a field of a level"), "{said}");
    assert!(!said.contains('\x1b') && said.len() < 500, "{said:?}");
}

#[test]
fn every_stage_and_level_has_its_words_in_every_language() {
    let mut missing = Vec::new();
    for &lang in Lang::ALL {
        for stage in &COURSE.stages {
            let mut ids = vec![format!("learn-stage-{}", stage.id), format!("learn-stage-{}-intro", stage.id)];
            for level in &stage.lessons {
                ids.push(format!("learn-level-{}", level.id));
                ids.push(format!("learn-level-{}-hint", level.id));
            }
            missing.extend(ids.into_iter().filter(|id| !i18n::has(lang, id)).map(|id| format!("{}: {id}", lang.tag())));
        }
    }
    assert!(missing.is_empty(), "missing: {missing:#?}");
}

#[test]
fn stars_are_three_at_par_two_a_little_over_one_otherwise() {
    assert_eq!([1, 2, 3, 4, 5, 9].map(|t| stars(3, t)), [3, 3, 3, 2, 2, 1]);
}

/// Play `user`'s level to its goal as the verifier's solution does; the
/// result of the last turn.
async fn solve(svc: &Service, user: &User) -> LearnResult {
    loop {
        let view = svc.learn_current(user.id).await.unwrap();
        let turn = view.place.level.solution_turn(&view.game, view.played, 6).expect("a solution from here");
        match svc.learn_turn(user, TurnInput::Turn(turn), Some(view.played)).await.unwrap() {
            LearnResult::Going { .. } => continue,
            done => return done,
        }
    }
}

#[sqlx::test]
async fn a_level_done_at_par_earns_three_stars_and_the_best_is_kept(pool: PgPool) {
    let svc = service(pool).await;
    let me = alice();
    // /learn with nothing done starts the first level.
    let view = svc.learn_start(&me, None).await.unwrap();
    let first = &COURSE.stages[0].lessons[0];
    assert_eq!(view.place.level.id, first.id);
    assert_eq!((view.played, view.best), (0, None));
    // Two clicks on the same menu at once: one turn is played, the other
    // refused, and the level stays whole.
    let turn = first.solution_turn(&view.game, 0, first.par).unwrap();
    let (a, b) = tokio::join!(
        svc.learn_turn(&me, TurnInput::Turn(turn), Some(0)),
        svc.learn_turn(&me, TurnInput::Turn(turn), Some(0))
    );
    assert_eq!(a.is_ok() as u8 + b.is_ok() as u8, 1, "{a:?} {b:?}");
    assert!(matches!(a.err().or(b.err()), Some(ServiceError::PositionChanged)));
    assert_eq!(svc.learn_current(me.id).await.unwrap().played, 1);
    svc.learn_start(&me, Some(&first.id)).await.unwrap();
    let LearnResult::Done { turns, stars: got, before, next, .. } = solve(&svc, &me).await else {
        panic!("the solution reaches the goal")
    };
    assert_eq!((turns, got, before), (first.par, 3, None));
    let next = next.expect("a level after the first");
    // The level is over: a turn now is refused with a sentence.
    let e = svc.learn_turn(&me, TurnInput::Text("e1-e2"), None).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoLevel));
    assert!(i18n::refusal(Lang::En, &e).contains("/learn"), "{}", i18n::refusal(Lang::En, &e));
    // The progress counts it, and goes on with the next level.
    let progress = svc.learn_progress(me.id).await.unwrap();
    assert_eq!(progress.stars(), 3);
    assert_eq!(progress.next.level.id, next.level.id);
    assert!(!progress.in_progress);

    // The first level again, wandering first: fewer stars, and the best of
    // the two is kept.
    let view = svc.learn_start(&me, Some(&first.id)).await.unwrap();
    let quick = first.solution_turn(&view.game, 0, first.par);
    let wander =
        view.game.legal_turns().into_iter().find(|t| Some(*t) != quick && !first.good_first_turns().contains(t));
    if let Some(wander) = wander {
        assert!(matches!(
            svc.learn_turn(&me, TurnInput::Turn(wander), Some(0)).await.unwrap(),
            LearnResult::Going { .. }
        ));
        // A menu made before that turn is stale now.
        let e = svc.learn_turn(&me, TurnInput::Turn(wander), Some(0)).await.unwrap_err();
        assert!(matches!(e, ServiceError::PositionChanged), "{e:?}");
        let LearnResult::Done { turns, stars: got, before, .. } = solve(&svc, &me).await else { panic!("done") };
        assert!(turns > first.par && got < 3, "{turns} turns, {got} stars");
        assert_eq!(before, Some(Best { turns: first.par, stars: 3 }));
        let progress = svc.learn_progress(me.id).await.unwrap();
        assert_eq!(progress.stages[0].1[0], Some(Best { turns: first.par, stars: 3 }), "the best is kept");
    }
}

#[sqlx::test]
async fn an_only_move_level_refuses_another_move_and_starts_again(pool: PgPool) {
    let svc = service(pool).await;
    let me = alice();
    let level =
        COURSE.lessons().find(|l| l.only && l.game().legal_turns().len() > 1).expect("a find-the-only-move level");
    let view = svc.learn_start(&me, Some(&level.id)).await.unwrap();
    let good = level.good_first_turns();
    let wrong = view.game.legal_turns().into_iter().find(|t| !good.contains(t)).expect("a wrong first turn");
    let LearnResult::Failed { why, .. } = svc.learn_turn(&me, TurnInput::Turn(wrong), Some(0)).await.unwrap() else {
        panic!("a wrong first turn fails the level")
    };
    assert!(matches!(why, Failure::NotTheMove { .. }), "{why:?}");
    // It starts again from the beginning, and the right move does it.
    let view = svc.learn_current(me.id).await.unwrap();
    assert_eq!((view.played, view.place.level.id.as_str()), (0, level.id.as_str()));
    assert!(matches!(solve(&svc, &me).await, LearnResult::Done { .. }));
    // An unknown level is refused with a sentence naming it.
    let e = svc.learn_start(&me, Some("no-such-level")).await.unwrap_err();
    assert!(i18n::refusal(Lang::En, &e).contains("no-such-level"));
}

#[test]
fn the_course_reads_back_and_places_know_their_neighbours() {
    let course = Course::parse(zamma_bot::ai::lesson::COURSE).unwrap();
    assert_eq!(course.stages.len(), COURSE.stages.len());
    let first = Place::of(&COURSE.stages[0].lessons[0].id).unwrap();
    let mut place = first;
    let mut count = 1;
    while let Some(next) = place.next() {
        assert!(next.stage_index > place.stage_index || next.index == place.index + 1);
        place = next;
        count += 1;
    }
    assert_eq!(count, COURSE.lessons().count());
}

/// Every level's board draws its goal, whole in every language (on two
/// lines where one is too short, never cut); `ZAMMA_LEARN_PICTURE=1` writes
/// the README's picture of one level (`assets/readme-learn.png`).
#[test]
fn every_level_draws_its_goal_on_the_board() {
    use zamma_bot::render::{self, Orientation, RenderOptions};
    for level in COURSE.lessons() {
        let game = level.game();
        let learner = level.learner();
        let targets = level.goal.targets(learner, &game);
        let place = Place::of(&level.id).unwrap();
        let options = RenderOptions {
            targets,
            caption: Some(i18n::level_goal(Lang::En, place)),
            ..RenderOptions::for_game(&game, Orientation::of(learner))
        };
        for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Ar] {
            let caption = RenderOptions { caption: Some(i18n::level_goal(lang, place)), ..options.clone() };
            let lines = render::caption_lines_of(game.position(), &caption);
            assert!(lines.iter().all(|l| !l.text.contains('…')), "{} in {lang:?} is cut: {lines:?}", level.id);
        }
        let marked = render::board_png(game.position(), &options);
        if !targets.is_empty() {
            let plain =
                render::board_png(game.position(), &RenderOptions { targets: Default::default(), ..options.clone() });
            assert_ne!(marked, plain, "{}: the goal is not drawn", level.id);
        }
        if std::env::var_os("ZAMMA_LEARN_PICTURE").is_some() && level.id == README_LEVEL {
            std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/readme-learn.png"), &marked).unwrap();
        }
    }
}

/// The level the README shows.
const README_LEVEL: &str = "mullah-captures-all";

/// A stage is finished when all its levels are done, whichever comes last
/// (not merely its last level); the course when every level is, with the
/// stars in all and what to do next.
#[sqlx::test]
async fn a_stage_and_the_course_are_finished_when_every_level_is_done(pool: PgPool) {
    let svc = service(pool.clone()).await;
    let me = alice();
    let stage = &COURSE.stages[0];
    let last = stage.lessons.last().unwrap();
    svc.learn_start(&me, Some(&last.id)).await.unwrap();
    let LearnResult::Done { stage_finished, course_finished, .. } = solve(&svc, &me).await else { panic!("done") };
    assert!(!stage_finished && course_finished.is_none(), "the stage's other levels are not done");
    let mut finished = Vec::new();
    for level in &stage.lessons[..stage.lessons.len() - 1] {
        svc.learn_start(&me, Some(&level.id)).await.unwrap();
        let result = solve(&svc, &me).await;
        let LearnResult::Done { stage_finished, .. } = &result else { panic!("done") };
        finished.push(*stage_finished);
        if *stage_finished {
            assert!(i18n::learn_result_text(Lang::En, &result).contains("You have finished the stage"));
        }
    }
    assert_eq!(finished.iter().filter(|f| **f).count(), 1, "{finished:?}");
    assert_eq!(finished.last(), Some(&true), "{finished:?}");

    // Every other level done already (stored as the service stores them):
    // the last one left finishes the course.
    let left = &COURSE.stages[COURSE.stages.len() - 1].lessons[0];
    for level in COURSE.lessons().filter(|l| l.id != left.id) {
        sqlx::query(
            "INSERT INTO learn_results (player, level_id, best_turns, stars) VALUES ($1, $2, 1, 3) ON CONFLICT DO NOTHING",
        )
        .bind(me.id.0 as i64)
        .bind(&level.id)
        .execute(&pool)
        .await
        .unwrap();
    }
    svc.learn_start(&me, Some(&left.id)).await.unwrap();
    let result = solve(&svc, &me).await;
    let LearnResult::Done { course_finished: Some(stars), .. } = &result else { panic!("the course is finished") };
    assert!(*stars > 3 * (COURSE.lessons().count() as u32 - 1), "{stars}");
    let text = i18n::learn_result_text(Lang::En, &result);
    assert!(text.contains(&format!("You have finished the whole course: {stars} stars of 213")), "{text}");
}
