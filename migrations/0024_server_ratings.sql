-- The leaderboard of servers (docs/team-games.md): each server's Glicko-2
-- rating over its team games against other servers, updated once when such
-- a game ends, in its transaction. A server is shown by the name its team
-- last played under.
CREATE TABLE server_ratings (
    guild_id   BIGINT PRIMARY KEY,
    name       TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL DEFAULT 1500,
    deviation  DOUBLE PRECISION NOT NULL DEFAULT 350,
    volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX server_ratings_by_rating ON server_ratings (rating DESC);
