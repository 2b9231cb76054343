-- The language a person chose for the bot's answers to them, and the one a
-- server chose for its public messages (NULL: follow Discord's locale).
ALTER TABLE players ADD COLUMN language TEXT
    CHECK (language IN ('en', 'fr', 'es', 'ar'));
ALTER TABLE guild_settings ADD COLUMN language TEXT
    CHECK (language IN ('en', 'fr', 'es', 'ar'));
