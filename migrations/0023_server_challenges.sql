-- One server against another (docs/team-games.md): a server's channel
-- challenges with a code, which another server's channel answers; the game
-- is seen in both channels, each side played by one server's members.
CREATE TABLE team_challenges (
    code         TEXT PRIMARY KEY,
    guild_id     BIGINT NOT NULL,
    channel_id   BIGINT NOT NULL,
    creator      BIGINT NOT NULL REFERENCES players (id),
    team_name    TEXT NOT NULL,
    role_id      BIGINT,
    rules        TEXT NOT NULL,
    move_seconds INTEGER NOT NULL,
    -- The game it started, once answered (a code starts one game).
    game_id      BIGINT REFERENCES games (id) ON DELETE SET NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The server whose members alone play a side (none: anyone where the game
-- is seen).
ALTER TABLE team_sides ADD COLUMN guild_id BIGINT;
