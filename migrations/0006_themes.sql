-- The board theme a person chose for the images shown to them, and the one a
-- server chose for its public game messages (NULL: the default, sand).
ALTER TABLE players ADD COLUMN theme TEXT
    CHECK (theme IN ('sand', 'dark', 'contrast'));
ALTER TABLE guild_settings ADD COLUMN theme TEXT
    CHECK (theme IN ('sand', 'dark', 'contrast'));
