//! Zobrist keys for repetition detection.

use super::types::{Kind, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const KEYS: ([[u64; 100]; 4], u64) = {
    let mut keys = [[0u64; 100]; 4];
    let mut state = 0x5A4D_4D41_u64; // "ZMMA"
    let mut p = 0;
    while p < 4 {
        let mut i = 0;
        while i < 100 {
            let (s, k) = splitmix(state);
            state = s;
            keys[p][i] = k;
            i += 1;
        }
        p += 1;
    }
    let (_, side) = splitmix(state);
    (keys, side)
};

#[inline]
pub fn piece(p: Piece, sq: Square) -> u64 {
    let idx = p.color.index() * 2 + matches!(p.kind, Kind::Mullah) as usize;
    KEYS.0[idx][sq.index() as usize]
}

#[inline]
pub fn side() -> u64 {
    KEYS.1
}
