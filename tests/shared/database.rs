//! How every test binary gets its database, from this one place: each
//! binary's root includes it (`#[path = ".../shared/database.rs"] mod
//! database;`). Before any test, when nothing answers at the default
//! DATABASE_URL, it starts the tests' shared private PostgreSQL and points
//! DATABASE_URL at it (see `store::private_server`), so that `cargo test`
//! runs on a machine with no server of its own.

// SAFETY: a constructor runs before main, with the process's only thread,
// the one moment setting an environment variable is sound (libtest starts
// its threads later, and `#[sqlx::test]` reads DATABASE_URL in them).
#[ctor::ctor(unsafe)]
fn database() {
    // SAFETY: as above.
    unsafe { zamma_bot::store::private_server::use_for_tests_if_nothing_answers() }
}
