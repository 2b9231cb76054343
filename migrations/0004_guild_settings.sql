-- Per-server settings, changed by members with the Manage Server permission.
CREATE TABLE guild_settings (
    guild_id     BIGINT PRIMARY KEY,
    -- Start each accepted game in its own thread under the challenge.
    game_threads BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
