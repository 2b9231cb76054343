-- Team games: each side of a game played by many (docs/team-games.md).
-- The game itself is an ordinary row of `games`, casual, whose two players
-- are the teams: a `players` row each, with an id from this sequence, above
-- every Discord snowflake (2^62).
CREATE SEQUENCE team_player_ids START 4611686018427387904 MINVALUE 4611686018427387904;

-- A side of a team game: its player in `games`, and its captain if any.
CREATE TABLE team_sides (
    game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    side     TEXT NOT NULL CHECK (side IN ('black', 'white')),
    player   BIGINT NOT NULL REFERENCES players (id),
    captain  BIGINT REFERENCES players (id),
    PRIMARY KEY (game_id, side)
);

-- Who plays on which side: one side per person and game.
CREATE TABLE team_members (
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    member    BIGINT NOT NULL REFERENCES players (id),
    side      TEXT NOT NULL CHECK (side IN ('black', 'white')),
    joined_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, member),
    FOREIGN KEY (game_id, side) REFERENCES team_sides (game_id, side) ON DELETE CASCADE
);

-- Each member's vote on the turn their side plays at `ply`, as last
-- changed; stored as it comes, before it is acknowledged.
CREATE TABLE team_votes (
    game_id  BIGINT NOT NULL,
    ply      INTEGER NOT NULL,
    member   BIGINT NOT NULL,
    turn     TEXT NOT NULL,
    voted_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, ply, member),
    FOREIGN KEY (game_id, member) REFERENCES team_members (game_id, member) ON DELETE CASCADE
);

-- The tally of a side's turn at `ply`, made once (the row is the claim,
-- taken under the game's row lock): the turn chosen, none when nobody
-- voted, and the votes as counted. The move follows it; a move not yet
-- played after a crash is played from here on the next sweep.
CREATE TABLE team_tallies (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    turn       TEXT,
    -- A line per turn voted for, `<turn> <votes>`, the chosen first (a
    -- turn's own text may hold spaces and commas: `huff d4, c3-c4`).
    counts     TEXT NOT NULL,
    tallied_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, ply)
);
