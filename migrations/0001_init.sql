-- Players are platform users (Discord snowflakes stored bit-for-bit as BIGINT).
CREATE TABLE players (
    id          BIGINT PRIMARY KEY,
    name        TEXT NOT NULL,
    is_bot      BOOLEAN NOT NULL DEFAULT false,
    rating      DOUBLE PRECISION NOT NULL DEFAULT 1500,
    deviation   DOUBLE PRECISION NOT NULL DEFAULT 350,
    volatility  DOUBLE PRECISION NOT NULL DEFAULT 0.06,
    rated_games INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    -- Positive: consecutive wins; negative: consecutive losses.
    streak      INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE challenges (
    id            BIGSERIAL PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    challenger    BIGINT NOT NULL REFERENCES players (id),
    challenged    BIGINT NOT NULL REFERENCES players (id),
    rules         TEXT NOT NULL,
    rated         BOOLEAN NOT NULL,
    colour        TEXT NOT NULL CHECK (colour IN ('black', 'white', 'random')),
    move_seconds  INTEGER NOT NULL CHECK (move_seconds > 0),
    status        TEXT NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id       BIGINT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at    TIMESTAMPTZ NOT NULL,
    CHECK (challenger <> challenged)
);
CREATE INDEX challenges_open ON challenges (expires_at) WHERE status = 'open';
-- At most one open challenge between two players, whoever challenged whom.
CREATE UNIQUE INDEX challenges_one_open_per_pair
    ON challenges (LEAST(challenger, challenged), GREATEST(challenger, challenged))
    WHERE status = 'open';

CREATE TABLE games (
    id              BIGSERIAL PRIMARY KEY,
    guild_id        BIGINT NOT NULL,
    channel_id      BIGINT NOT NULL,
    black           BIGINT NOT NULL REFERENCES players (id),
    white           BIGINT NOT NULL REFERENCES players (id),
    rules           TEXT NOT NULL,
    start_position  TEXT NOT NULL,
    rated           BOOLEAN NOT NULL,
    move_seconds    INTEGER NOT NULL CHECK (move_seconds > 0),
    -- Number of turns played; the next turn is stored with this ply.
    ply             INTEGER NOT NULL DEFAULT 0,
    -- Position text after the last turn (always equal to replaying `moves`).
    position        TEXT NOT NULL,
    to_move         BIGINT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'aborted')),
    result          TEXT CHECK (result IN ('black', 'white', 'draw')),
    reason          TEXT,
    draw_offer      BIGINT,
    turn_started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    reminded        BOOLEAN NOT NULL DEFAULT false,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at     TIMESTAMPTZ,
    CHECK (black <> white),
    CHECK (status <> 'finished' OR result IS NOT NULL)
);
CREATE INDEX games_active_deadline ON games (turn_started_at) WHERE status = 'active';
CREATE INDEX games_black ON games (black, created_at DESC);
CREATE INDEX games_white ON games (white, created_at DESC);
CREATE INDEX games_guild ON games (guild_id) WHERE rated AND status = 'finished';

CREATE TABLE moves (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    player     BIGINT NOT NULL,
    notation   TEXT NOT NULL,
    played_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, ply)
);

-- One row per rated game and player: ratings change exactly once per game.
CREATE TABLE rating_changes (
    game_id           BIGINT NOT NULL REFERENCES games (id),
    player            BIGINT NOT NULL REFERENCES players (id),
    rating_before     DOUBLE PRECISION NOT NULL,
    rating_after      DOUBLE PRECISION NOT NULL,
    deviation_before  DOUBLE PRECISION NOT NULL,
    deviation_after   DOUBLE PRECISION NOT NULL,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, player)
);
