//! Helpers shared by the integration tests.
#![allow(dead_code)]

use zamma_bot::rules::{Position, Rules};

/// Build a position from placements like `["e5:B", "c6:w"]` (letters as in
/// position text) on an empty board of `n` points a side.
pub fn board(n: usize, pieces: &[&str], turn: char) -> Position {
    let mut grid = vec![vec!['.'; n]; n];
    for p in pieces {
        let (sq, ch) = p.split_once(':').expect("placement like e5:B");
        let b = sq.as_bytes();
        let x = (b[0] - b'a') as usize;
        let y: usize = sq[1..].parse::<usize>().unwrap() - 1;
        grid[y][x] = ch.chars().next().unwrap();
    }
    let rows: Vec<String> = grid
        .iter()
        .rev()
        .map(|row| {
            let mut out = String::new();
            let mut run = 0;
            for &c in row {
                if c == '.' {
                    run += 1;
                    continue;
                }
                if run > 0 {
                    out += &run.to_string();
                    run = 0;
                }
                out.push(c);
            }
            if run > 0 {
                out += &run.to_string();
            }
            out
        })
        .collect();
    let mut text = rows.join("/");
    text.push(' ');
    text.push(turn);
    text.parse().unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

pub fn rules(spec: &str) -> Rules {
    spec.parse().unwrap()
}

/// The legal moves as sorted notation strings.
pub fn moves(pos: &Position, spec: &str) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves(&rules(spec)).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// The people of the service tests, and a service on a test's database.
pub mod people {
    use sqlx::PgPool;
    use zamma_bot::service::{Service, ServiceConfig, User};
    use zamma_bot::store::Store;

    pub fn alice() -> User {
        User::new(1, "alice")
    }
    pub fn bob() -> User {
        User::new(2, "bob")
    }
    pub fn carol() -> User {
        User::new(3, "carol")
    }

    pub async fn service(pool: PgPool) -> Service {
        Service::new(Store::from_pool(pool).await.unwrap(), ServiceConfig::default())
    }
}
