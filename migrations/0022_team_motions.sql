-- Team games (docs/team-games.md): a side resigns, or offers or accepts a
-- draw, by a motion its members back: carried by a majority of the side,
-- or by its captain. Each member's backing of a motion at a position
-- (`ply`); backing made on a position since moved on from no longer counts.
CREATE TABLE team_motions (
    game_id   BIGINT NOT NULL,
    ply       INTEGER NOT NULL,
    member    BIGINT NOT NULL,
    motion    TEXT NOT NULL CHECK (motion IN ('resign', 'draw')),
    backed_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, ply, motion, member),
    FOREIGN KEY (game_id, member) REFERENCES team_members (game_id, member) ON DELETE CASCADE
);
