-- Tournaments run in a server: round robin (single or double), Swiss and
-- the knockout cup. All of an event's state lives here, so a restart
-- anywhere resumes it; the tournament row is the lock every step that
-- changes the event takes (see service::tournaments).
CREATE TABLE tournaments (
    id               BIGSERIAL PRIMARY KEY,
    guild_id         BIGINT NOT NULL,
    channel_id       BIGINT NOT NULL,
    reach            TEXT NOT NULL DEFAULT 'posts',
    organiser        BIGINT NOT NULL REFERENCES players (id),
    name             TEXT NOT NULL,
    format           TEXT NOT NULL CHECK (format IN ('robin', 'double-robin', 'swiss', 'cup')),
    rules            TEXT NOT NULL,
    -- Swiss: the rounds asked for (the number played is set at the start).
    rounds           INTEGER,
    move_seconds     INTEGER NOT NULL,
    -- A round's games not over this long after the round started are
    -- decided as if the player to move ran out of time.
    round_seconds    INTEGER NOT NULL,
    rated            BOOLEAN NOT NULL,
    max_players      INTEGER NOT NULL,
    -- A cup tie drawn twice goes to the player with more pieces left
    -- ('pieces', then the higher seed), or to the higher seed ('seed').
    decider          TEXT NOT NULL DEFAULT 'pieces' CHECK (decider IN ('pieces', 'seed')),
    starts_at        TIMESTAMPTZ,
    status           TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start).
    round            INTEGER NOT NULL DEFAULT 0,
    round_started_at TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at      TIMESTAMPTZ
);
CREATE INDEX tournaments_by_place ON tournaments (guild_id, status);
CREATE INDEX tournaments_to_sweep ON tournaments (status) WHERE status IN ('open', 'running');

CREATE TABLE tournament_entrants (
    tournament_id   BIGINT NOT NULL REFERENCES tournaments (id),
    player          BIGINT NOT NULL REFERENCES players (id),
    -- The rating when joining, refreshed at the start (the seeding).
    rating          DOUBLE PRECISION NOT NULL,
    -- 1 for the best rated, set at the start.
    seed            INTEGER,
    joined_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The round during which the player withdrew (NULL: still playing).
    withdrawn_round INTEGER,
    PRIMARY KEY (tournament_id, player)
);
CREATE INDEX tournament_entrants_by_player ON tournament_entrants (player);

-- Every pairing of every round: a game, a bye, or a game lost by forfeit.
-- A cup tie drawn is replayed as leg 2 with the colours swapped.
CREATE TABLE tournament_pairings (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    leg           SMALLINT NOT NULL DEFAULT 1,
    black         BIGINT NOT NULL REFERENCES players (id),
    -- NULL: Black has a bye.
    white         BIGINT REFERENCES players (id),
    game_id       BIGINT UNIQUE REFERENCES games (id),
    -- '1-0', '0-1', '1/2'; 'bye'; forfeits '+-' (White forfeited), '-+'
    -- (Black forfeited), '--' (both). NULL while the game is played.
    result        TEXT CHECK (result IN ('1-0', '0-1', '1/2', 'bye', '+-', '-+', '--')),
    -- A cup: who went through, once the tie is decided.
    advances      BIGINT REFERENCES players (id),
    PRIMARY KEY (tournament_id, round, board, leg)
);

ALTER TABLE games
    ADD COLUMN tournament_id  BIGINT REFERENCES tournaments (id),
    -- A tournament game not over by then is decided as a time-out.
    ADD COLUMN round_deadline TIMESTAMPTZ;
CREATE INDEX games_by_tournament ON games (tournament_id) WHERE tournament_id IS NOT NULL;
