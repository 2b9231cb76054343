-- The Discord Activity launched for a game: a Board button answered with
-- LAUNCH_ACTIVITY ties the instance Discord reports to the game it named,
-- so the page opened in that instance shows that game. A later launch in the
-- same instance (another game's button) moves the tie.
CREATE TABLE activity_instances (
    instance_id TEXT PRIMARY KEY,
    game_id     BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    launched_by BIGINT NOT NULL,
    launched_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
