-- Games against the computer: the level it plays at (NULL for games between people).
ALTER TABLE games ADD COLUMN ai_level SMALLINT CHECK (ai_level BETWEEN 1 AND 5);
CREATE INDEX games_computer_to_move ON games (id) WHERE status = 'active' AND ai_level IS NOT NULL;
