//! One bounded pool for CPU-heavy work (computer searches, replay GIFs):
//! a fixed number of worker threads, leaving a core to the async threads
//! and to cheap work (a human's move, a board PNG), which never waits here.
//!
//! Fair: jobs wait in one queue per owner (a person, or a game against the
//! computer) and the workers take the owners' first jobs in turn, so one
//! busy owner cannot hold everyone else back. Bounded: an owner may have at
//! most `per_owner` jobs waiting or running; beyond that a request is
//! refused at once ([`Busy`]), never queued without end.
//!
//! Analysis on the web board is background work: an analyst's job starts
//! only when no one else's waits (a computer's move never queues behind a
//! crowd of analysts), and analyses waiting or running together are
//! bounded for the whole pool ([`Full`]).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// Who a job is done for: fairness and limits are per owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    /// A person's request (a replay, a review).
    Person(u64),
    /// The computer's turn in a game.
    Game(i64),
    /// Someone exploring positions on the analysis board: served after
    /// everyone else, and bounded in number for the whole pool.
    Analyst(u64),
}

/// Why a heavy job gave no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The owner already has `limit` heavy jobs waiting or running.
    Busy { limit: usize },
    /// Background work (analyses) waiting or running already fills the
    /// pool's `limit`.
    Full { limit: usize },
    /// The job panicked (a bug; logged).
    Failed,
}

type Job = Box<dyn FnOnce() + Send>;

/// Analyses allowed waiting or running at once, per worker: a few seconds
/// of queue at most, beyond which an analyst is told the engine is full.
pub const BACKGROUND_PER_WORKER: usize = 4;

#[derive(Default)]
struct Queue {
    /// Owners with waiting jobs, in the order they are served.
    turn: VecDeque<Owner>,
    waiting: HashMap<Owner, VecDeque<Job>>,
    /// Jobs waiting or running, per owner.
    load: HashMap<Owner, usize>,
    /// Jobs running now.
    running: usize,
    /// Analysts' jobs waiting or running.
    background: usize,
}

impl Queue {
    /// The next job, the owners taken in turn.
    fn next(&mut self) -> Option<(Owner, Job)> {
        // Everyone else before analysts; analysts in turn among themselves.
        let first = self.turn.iter().position(|o| !matches!(o, Owner::Analyst(_))).unwrap_or(0);
        let owner = self.turn.remove(first)?;
        let jobs = self.waiting.get_mut(&owner)?;
        let job = jobs.pop_front()?;
        if jobs.is_empty() {
            self.waiting.remove(&owner);
        } else {
            self.turn.push_back(owner);
        }
        Some((owner, job))
    }

    /// Jobs that will start before a new one of `owner`: each other owner's
    /// waiting jobs up to the new job's round, and the owner's own.
    fn ahead_of(&self, owner: Owner) -> usize {
        let own = self.waiting.get(&owner).map_or(0, VecDeque::len);
        // Analysts' jobs wait for everyone else's.
        let behind = |o: &Owner| matches!(o, Owner::Analyst(_)) && !matches!(owner, Owner::Analyst(_));
        let others: usize = self
            .waiting
            .iter()
            .filter(|(o, _)| **o != owner && !behind(o))
            .map(|(_, jobs)| jobs.len().min(own + 1))
            .sum();
        own + others
    }
}

struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
    per_owner: usize,
    /// Analysts' jobs allowed waiting or running at once.
    background: usize,
}

/// The pool (cheap to clone: every clone shares the workers).
#[derive(Clone)]
pub struct HeavyPool {
    shared: Arc<Shared>,
    workers: usize,
    /// Threads one job may split its work across (a review's positions).
    split: usize,
    /// Workers stop once every handle of the pool is gone.
    alive: Arc<()>,
}

impl std::fmt::Debug for HeavyPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HeavyPool").field("workers", &self.workers).finish()
    }
}

impl HeavyPool {
    /// A pool of `workers` threads (at least one), each owner allowed
    /// `per_owner` jobs at a time.
    pub fn new(workers: usize, per_owner: usize) -> HeavyPool {
        let workers = workers.max(1);
        let shared = Arc::new(Shared {
            queue: Mutex::default(),
            ready: Condvar::new(),
            per_owner: per_owner.max(1),
            background: BACKGROUND_PER_WORKER * workers,
        });
        let alive = Arc::new(());
        for i in 0..workers {
            let (shared, alive) = (shared.clone(), Arc::downgrade(&alive));
            let spawned = std::thread::Builder::new().name(format!("heavy-{i}")).spawn(move || work(&shared, &alive));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "could not start a heavy-work thread");
            }
        }
        HeavyPool { shared, workers, split: workers, alive }
    }

    /// Sized to the machine: one worker per core but one (the async threads
    /// and cheap work keep a core), at least one; a job may split its work
    /// across every core (a review takes seconds, then gives them back).
    pub fn for_machine(per_owner: usize) -> HeavyPool {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        HeavyPool { split: cores, ..HeavyPool::new(cores.saturating_sub(1).max(1), per_owner) }
    }

    /// Threads one job may split its work across.
    pub fn split(&self) -> usize {
        self.split
    }

    pub fn workers(&self) -> usize {
        self.workers
    }

    /// How many jobs are ahead of a new one of `owner`: those that would
    /// start before it, and the running ones when no worker is free (0: it
    /// would start at once).
    pub fn ahead_of(&self, owner: Owner) -> usize {
        let q = self.shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
        let busy = if q.running >= self.workers { q.running } else { 0 };
        q.ahead_of(owner) + busy
    }

    /// Run `job` for `owner` on a worker and wait for its result; refused
    /// at once when the owner already has `per_owner` jobs.
    pub async fn run<T: Send + 'static>(
        &self,
        owner: Owner,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refused> {
        debug_assert!(Arc::strong_count(&self.alive) > 0);
        let (tx, rx) = tokio::sync::oneshot::channel();
        {
            let mut q = self.shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
            let background = matches!(owner, Owner::Analyst(_));
            if background && q.background >= self.shared.background {
                return Err(Refused::Full { limit: self.shared.background });
            }
            let load = q.load.entry(owner).or_insert(0);
            if *load >= self.shared.per_owner {
                return Err(Refused::Busy { limit: self.shared.per_owner });
            }
            *load += 1;
            if background {
                q.background += 1;
            }
            let shared = self.shared.clone();
            let job: Job = Box::new(move || {
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                if out.is_err() {
                    tracing::error!(?owner, "a heavy job panicked");
                }
                // Free the owner's slot before the result is seen, so that
                // the owner may ask again as soon as it has its answer.
                shared.release(owner);
                let _ = tx.send(out);
            });
            let jobs = q.waiting.entry(owner).or_default();
            jobs.push_back(job);
            if jobs.len() == 1 {
                q.turn.push_back(owner);
            }
        }
        self.shared.ready.notify_one();
        match rx.await {
            Ok(Ok(value)) => Ok(value),
            // The job panicked, or its worker is gone: say so, never hang.
            Ok(Err(_)) | Err(_) => Err(Refused::Failed),
        }
    }
}

fn work(shared: &Shared, alive: &std::sync::Weak<()>) {
    loop {
        let (_, job) = {
            let mut q = shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if let Some(next) = q.next() {
                    q.running += 1;
                    break next;
                }
                // Wake now and then: the pool's last handle may be gone.
                let (guard, _) = shared
                    .ready
                    .wait_timeout(q, std::time::Duration::from_secs(5))
                    .unwrap_or_else(PoisonError::into_inner);
                q = guard;
                if alive.strong_count() == 0 {
                    return;
                }
            }
        };
        // Jobs catch their own panics (see `run`).
        job();
    }
}

impl Shared {
    /// One job of `owner` is done.
    fn release(&self, owner: Owner) {
        let mut q = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        q.running = q.running.saturating_sub(1);
        if matches!(owner, Owner::Analyst(_)) {
            q.background = q.background.saturating_sub(1);
        }
        if let Some(load) = q.load.get_mut(&owner) {
            *load -= 1;
            if *load == 0 {
                q.load.remove(&owner);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    #[tokio::test]
    async fn owners_are_served_in_turn() {
        // One worker, held busy while the queue fills: alice queues three
        // jobs, then bob one; bob's runs second, not fourth.
        let pool = HeavyPool::new(1, 10);
        assert_eq!(pool.ahead_of(Owner::Person(3)), 0, "an idle pool starts a job at once");
        let (hold_tx, hold_rx) = mpsc::channel::<()>();
        let order = Arc::new(Mutex::new(Vec::new()));
        let blocker = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(Owner::Person(9), move || hold_rx.recv().unwrap()).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(pool.ahead_of(Owner::Person(3)), 1, "the running job");
        let mut jobs = Vec::new();
        for (owner, name) in [(1, "a1"), (1, "a2"), (1, "a3"), (2, "b1")] {
            let (pool, order) = (pool.clone(), order.clone());
            jobs.push(tokio::spawn(async move {
                pool.run(Owner::Person(owner), move || order.lock().unwrap().push(name)).await
            }));
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        // A newcomer waits for the running job and one round (alice's next,
        // bob's next); bob's second job would wait for it, a1, b1 and a2.
        assert_eq!(pool.ahead_of(Owner::Person(3)), 3);
        assert_eq!(pool.ahead_of(Owner::Person(2)), 4);
        hold_tx.send(()).unwrap();
        blocker.await.unwrap().unwrap();
        for j in jobs {
            j.await.unwrap().unwrap();
        }
        assert_eq!(*order.lock().unwrap(), ["a1", "b1", "a2", "a3"]);
    }

    #[tokio::test]
    async fn an_owner_over_the_limit_is_refused_at_once_and_results_come_back() {
        let pool = HeavyPool::new(2, 1);
        let (hold_tx, hold_rx) = mpsc::channel::<()>();
        let first = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(Owner::Game(7), move || hold_rx.recv().map(|_| 42)).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(pool.run(Owner::Game(7), || 1).await, Err(Refused::Busy { limit: 1 }));
        // Another owner is not held back by the first one's limit.
        assert_eq!(pool.run(Owner::Game(8), || 2).await, Ok(2));
        hold_tx.send(()).unwrap();
        assert_eq!(first.await.unwrap(), Ok(Ok(42)));
        // The slot is free again; a panicking job is reported, not hung on.
        assert_eq!(pool.run(Owner::Game(7), || 3).await, Ok(3));
        assert_eq!(pool.run(Owner::Game(7), || -> u8 { panic!("a bug in a job") }).await, Err(Refused::Failed));
        assert_eq!(pool.run(Owner::Game(7), || 4).await, Ok(4));
    }

    #[tokio::test]
    async fn analysts_wait_for_everyone_else_and_are_bounded_together() {
        // One worker, held busy: two analysts queue, then the computer's
        // move; the move runs first. Analyses beyond the pool's bound are
        // refused at once.
        let pool = HeavyPool::new(1, 1);
        let (hold_tx, hold_rx) = mpsc::channel::<()>();
        let order = Arc::new(Mutex::new(Vec::new()));
        let blocker = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(Owner::Analyst(9), move || hold_rx.recv().unwrap()).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut jobs = Vec::new();
        for (owner, name) in
            [(Owner::Analyst(1), "analyst 1"), (Owner::Analyst(2), "analyst 2"), (Owner::Game(5), "move")]
        {
            let (pool, order) = (pool.clone(), order.clone());
            jobs.push(tokio::spawn(async move { pool.run(owner, move || order.lock().unwrap().push(name)).await }));
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert_eq!(pool.ahead_of(Owner::Game(6)), 2, "the running analysis and the move, not the waiting analyses");
        // Four analyses at once per worker: the running one, two waiting, one more.
        let fourth = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(Owner::Analyst(3), || ()).await }
        });
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert_eq!(pool.run(Owner::Analyst(4), || ()).await, Err(Refused::Full { limit: BACKGROUND_PER_WORKER }));
        hold_tx.send(()).unwrap();
        blocker.await.unwrap().unwrap();
        for j in jobs {
            j.await.unwrap().unwrap();
        }
        fourth.await.unwrap().unwrap();
        assert_eq!(*order.lock().unwrap(), ["move", "analyst 1", "analyst 2"]);
        // The bound is given back as analyses end.
        assert_eq!(pool.run(Owner::Analyst(4), || 7).await, Ok(7));
    }
}
