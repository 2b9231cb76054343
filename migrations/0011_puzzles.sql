-- Puzzles (the shipped set, loaded at start, and later ones), each with a
-- Glicko-2 rating of its own, and the players' attempts at them.
CREATE TABLE puzzles (
    id          TEXT PRIMARY KEY,
    -- The rules preset's name (zamma, dhamet, zamma5, sahara).
    preset      TEXT NOT NULL,
    -- The puzzle as `ai::Puzzle::to_line` writes it.
    line        TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL DEFAULT 350,
    volatility  DOUBLE PRECISION NOT NULL DEFAULT 0.06,
    plays       INTEGER NOT NULL DEFAULT 0,
    solves      INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX puzzles_by_rating ON puzzles (preset, rating);

-- Puzzle ratings are separate from game ratings.
ALTER TABLE players
    ADD COLUMN puzzle_rating      DOUBLE PRECISION NOT NULL DEFAULT 1500,
    ADD COLUMN puzzle_deviation   DOUBLE PRECISION NOT NULL DEFAULT 350,
    ADD COLUMN puzzle_volatility  DOUBLE PRECISION NOT NULL DEFAULT 0.06,
    ADD COLUMN puzzles_solved     INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN puzzles_failed     INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN puzzle_streak      INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN puzzle_best_streak INTEGER NOT NULL DEFAULT 0;

CREATE TABLE puzzle_attempts (
    id            BIGSERIAL PRIMARY KEY,
    player        BIGINT NOT NULL REFERENCES players (id),
    puzzle_id     TEXT NOT NULL REFERENCES puzzles (id),
    -- Solver turns played right so far.
    step          INTEGER NOT NULL DEFAULT 0,
    status        TEXT NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'solved', 'failed')),
    -- The first attempt at a puzzle moves the ratings; later ones do not.
    rated         BOOLEAN NOT NULL,
    -- The day of the daily puzzle this attempt is, if it is one.
    daily         DATE,
    rating_before DOUBLE PRECISION,
    rating_after  DOUBLE PRECISION,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at   TIMESTAMPTZ
);
-- One puzzle at a time per player.
CREATE UNIQUE INDEX puzzle_attempts_one_playing ON puzzle_attempts (player) WHERE status = 'playing';
CREATE INDEX puzzle_attempts_by_player ON puzzle_attempts (player, puzzle_id);
