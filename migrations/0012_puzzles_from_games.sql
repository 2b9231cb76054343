-- Puzzles found in the server's own finished games join the shipped ones:
-- each game is looked at once, and a position is one puzzle per preset.
ALTER TABLE games ADD COLUMN puzzles_mined BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX games_to_mine ON games (id) WHERE status = 'finished' AND NOT puzzles_mined;

ALTER TABLE puzzles ADD COLUMN position TEXT;
ALTER TABLE puzzles ADD COLUMN game_id BIGINT REFERENCES games (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX puzzles_one_per_position ON puzzles (preset, position);
