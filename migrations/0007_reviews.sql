-- A finished game's review (src/ai/review.rs), computed once and kept: the
-- search's budget, and for every turn what the search found. Verdicts and
-- accuracy follow from these numbers, so they are not stored.
CREATE TABLE reviews (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    nodes      BIGINT NOT NULL CHECK (nodes > 0),
    mean_depth REAL NOT NULL CHECK (mean_depth >= 0),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE review_turns (
    game_id BIGINT NOT NULL REFERENCES reviews (game_id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL CHECK (ply >= 0),
    -- The search's best turn, in notation.
    best    TEXT NOT NULL CHECK (length(best) BETWEEN 1 AND 2000),
    -- The position's value before and after the turn, for Black, in
    -- hundredths of a man (clamped to ±1000).
    before  INTEGER NOT NULL CHECK (before BETWEEN -1000 AND 1000),
    after   INTEGER NOT NULL CHECK (after BETWEEN -1000 AND 1000),
    -- What the turn cost its mover against the best.
    loss    INTEGER NOT NULL CHECK (loss BETWEEN 0 AND 2000),
    forced  BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, ply)
);
