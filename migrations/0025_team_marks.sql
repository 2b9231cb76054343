-- What a member of a side drew on the web board to argue for a line, for
-- their side's eyes alone (docs/team-games.md): arrows (`e4-e5`) and rings
-- (`d4`), a space between, on the turn at `ply` (gone once it is played).
CREATE TABLE team_marks (
    game_id BIGINT NOT NULL,
    member  BIGINT NOT NULL,
    ply     INTEGER NOT NULL,
    shapes  TEXT NOT NULL,
    PRIMARY KEY (game_id, member),
    FOREIGN KEY (game_id, member) REFERENCES team_members (game_id, member) ON DELETE CASCADE
);
