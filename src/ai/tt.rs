//! The transposition table: two-slot buckets (one kept by depth, one always
//! replaced) keyed by the position's Zobrist key.

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Bound {
    #[default]
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Slot {
    pub key: u64,
    /// The best (or refuting) turn, see `search::turn_id`; 0 = none.
    pub mv: u32,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
}

pub(crate) struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` slots (at least one bucket).
    pub fn new(bits: u8) -> Table {
        let len = 1usize << bits.clamp(1, 30);
        Table { slots: vec![Slot::default(); len], mask: (len >> 1) - 1 }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) << 1
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Slot> {
        let b = self.bucket(key);
        self.slots[b..b + 2].iter().find(|s| s.key == key && key != 0).copied()
    }

    #[inline]
    pub fn store(&mut self, key: u64, depth: i8, score: i16, bound: Bound, mv: u32) {
        let b = self.bucket(key);
        let deep = &mut self.slots[b];
        let slot = Slot { key, mv, score, depth, bound };
        if deep.key == key || depth >= deep.depth {
            // Keep a move we knew when the new result has none.
            let mv = if mv == 0 && deep.key == key { deep.mv } else { mv };
            *deep = Slot { mv, ..slot };
        } else {
            self.slots[b + 1] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let mut t = Table::new(4);
        assert!(t.probe(42).is_none());
        t.store(42, 3, -7, Bound::Lower, 9);
        let s = t.probe(42).unwrap();
        assert_eq!((s.depth, s.score, s.bound, s.mv), (3, -7, Bound::Lower, 9));
        // A shallower result for another key in the bucket goes to the second slot.
        t.store(42 + 8, 1, 5, Bound::Exact, 0);
        assert!(t.probe(42).is_some() && t.probe(50).is_some());
        // Same key, no move: the old move is kept.
        t.store(42, 4, 1, Bound::Exact, 0);
        assert_eq!(t.probe(42).unwrap().mv, 9);
    }
}
