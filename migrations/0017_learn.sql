-- The course (Learn). The levels themselves are in the binary
-- (assets/learn/course.txt); here, each person's best result per level and
-- the level they are playing.
CREATE TABLE learn_results (
    player      BIGINT NOT NULL REFERENCES players (id),
    level_id    TEXT NOT NULL,
    -- The fewest turns that reached the goal, and the stars they earned.
    best_turns  INTEGER NOT NULL CHECK (best_turns > 0),
    stars       SMALLINT NOT NULL CHECK (stars BETWEEN 1 AND 3),
    first_done  TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_done   TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (player, level_id)
);

-- The level a person is playing: its plies so far (the learner's turns and
-- the enemy's answers, `-` where the enemy stood still). One at a time.
CREATE TABLE learn_attempts (
    player      BIGINT PRIMARY KEY REFERENCES players (id),
    level_id    TEXT NOT NULL,
    plies       TEXT[] NOT NULL DEFAULT '{}',
    started_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Whether a new player's first challenge or game against the computer has
-- suggested the course (once).
ALTER TABLE players ADD COLUMN learn_suggested BOOLEAN NOT NULL DEFAULT false;
-- People who have played already are no new players.
UPDATE players SET learn_suggested = true
 WHERE id IN (SELECT black FROM games UNION SELECT white FROM games);
