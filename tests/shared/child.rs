//! The built `zamma-bot` run as a child of a test, shared by the test
//! binaries that need one (`#[path = ".../shared/child.rs"] mod child;`):
//! the URL of the test's own database for it, its output read on threads
//! (so a full pipe never stalls it), and a wait with a deadline that kills
//! an overstaying child rather than hang the suite.
#![allow(dead_code)]

use sqlx::PgPool;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, ExitStatus};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The URL of the database `pool` is connected to, on the tests' server,
/// with `application_name` set when given (to find its sessions later).
pub async fn database_url(pool: &PgPool, application_name: Option<&str>) -> String {
    let name: String = sqlx::query_scalar("SELECT current_database()").fetch_one(pool).await.unwrap();
    let server = std::env::var("DATABASE_URL").expect("DATABASE_URL");
    let (base, query) = server.split_once('?').map_or((server.as_str(), None), |(b, q)| (b, Some(q)));
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    let params: Vec<String> = query
        .map(str::to_string)
        .into_iter()
        .chain(application_name.map(|a| format!("application_name={a}")))
        .collect();
    match params.is_empty() {
        true => format!("{base}/{name}"),
        false => format!("{base}/{name}?{}", params.join("&")),
    }
}

/// All that `from` gives until it ends, read on a thread.
pub fn read_all(mut from: impl Read + Send + 'static) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = from.read_to_string(&mut text);
        text
    })
}

/// The lines of `from` as they come, read on a thread.
pub fn read_lines(from: impl Read + Send + 'static) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(from).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// How `child` ended, waiting `within` at most (polling, so that the
/// test's runtime goes on meanwhile); `None`, the child killed, when it
/// overstayed.
pub async fn ended_within(child: &mut Child, within: Duration) -> Option<ExitStatus> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        if start.elapsed() > within {
            stop(child);
            return None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Kill `child` if it still runs (a failed test leaves no process behind).
pub fn stop(child: &mut Child) {
    if matches!(child.try_wait(), Ok(None)) {
        let _ = child.kill();
        let _ = child.wait();
    }
}
