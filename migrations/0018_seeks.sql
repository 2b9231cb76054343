-- Quick pairing: people seek a game in pools (preset, time per move, rated
-- or casual); waves pair everyone waiting in a pool. A person seeking in
-- several pools has one row per pool, all of one `request`.
CREATE TABLE seeks (
    id           BIGSERIAL PRIMARY KEY,
    request      BIGINT NOT NULL,
    player       BIGINT NOT NULL REFERENCES players (id),
    rules        TEXT NOT NULL,
    move_seconds INTEGER NOT NULL,
    rated        BOOLEAN NOT NULL,
    min_rating   INTEGER,
    max_rating   INTEGER,
    -- Where the person asked: the game is shown there.
    guild_id     BIGINT,
    channel_id   BIGINT NOT NULL,
    reach        TEXT NOT NULL CHECK (reach IN ('posts', 'replies')),
    -- The interaction that asked (Discord lets the bot answer it for 15
    -- minutes, from any process): how the person is told of the pairing,
    -- and how the game is shown where the bot can only answer.
    token        TEXT,
    -- The seeker's language, for what only they read.
    lang         TEXT,
    created_at   TIMESTAMPTZ NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paired', 'cancelled', 'expired')),
    game_id      BIGINT REFERENCES games (id) ON DELETE SET NULL
);
CREATE INDEX seeks_open ON seeks (rules, move_seconds, rated) WHERE status = 'open';
CREATE UNIQUE INDEX seeks_one_per_pool ON seeks (player, rules, move_seconds, rated) WHERE status = 'open';
CREATE INDEX seeks_request ON seeks (request);
-- Tokens are forgotten once they are of no use (every wave asks for them).
CREATE INDEX seeks_tokens ON seeks (created_at) WHERE token IS NOT NULL;

-- Who will never be paired with whom (either way).
CREATE TABLE blocks (
    player     BIGINT NOT NULL REFERENCES players (id),
    blocked    BIGINT NOT NULL REFERENCES players (id),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (player, blocked),
    CHECK (player <> blocked)
);

-- A game from quick pairing is seen in two places: `guild_id`/`channel_id`
-- (the place of the player who is not `also_player`) and the `also_` place,
-- where `also_player` asked. `quick` marks games from quick pairing (a
-- person plays at most one of them at a time).
ALTER TABLE games ADD COLUMN also_guild_id BIGINT;
ALTER TABLE games ADD COLUMN also_channel_id BIGINT;
ALTER TABLE games ADD COLUMN also_reach TEXT CHECK (also_reach IN ('posts', 'replies'));
ALTER TABLE games ADD COLUMN also_player BIGINT REFERENCES players (id);
ALTER TABLE games ADD COLUMN quick BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX games_also_channel ON games (also_channel_id) WHERE status = 'active' AND also_channel_id IS NOT NULL;
CREATE UNIQUE INDEX games_one_quick_black ON games (black) WHERE status = 'active' AND quick;
CREATE UNIQUE INDEX games_one_quick_white ON games (white) WHERE status = 'active' AND quick;

-- A server that wants games: the role pinged in a channel when someone
-- there starts seeking, at most once per ten minutes.
ALTER TABLE guild_settings ADD COLUMN seek_role BIGINT;
ALTER TABLE guild_settings ADD COLUMN seek_channel BIGINT;
ALTER TABLE guild_settings ADD COLUMN seek_pinged_at TIMESTAMPTZ;

-- News of games now says in which channel the change was made (the
-- service sets `zamma.channel` for an action taken from a place), whether
-- the game is seen in two places (the other place is told), and a request
-- made or declined without a move (a draw offer, a takeback) with who asked.
CREATE OR REPLACE FUNCTION zamma_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('zamma_games', json_build_object(
        'game', NEW.id,
        'ply', NEW.ply,
        'moved', TG_OP = 'INSERT' OR NEW.ply <> OLD.ply,
        'ended', NEW.status <> 'active' AND (TG_OP = 'INSERT' OR OLD.status = 'active'),
        'origin', coalesce(current_setting('zamma.origin', true), ''),
        'channel', coalesce(current_setting('zamma.channel', true), ''),
        'shared', NEW.also_channel_id IS NOT NULL,
        'request', CASE
            WHEN TG_OP <> 'UPDATE' OR NEW.ply <> OLD.ply OR NEW.status <> 'active' THEN ''
            WHEN NEW.draw_offer IS NOT NULL AND OLD.draw_offer IS NULL THEN 'draw-offered'
            WHEN NEW.draw_offer IS NULL AND OLD.draw_offer IS NOT NULL THEN 'draw-declined'
            WHEN NEW.takeback_by IS NOT NULL AND OLD.takeback_by IS NULL THEN 'takeback-asked'
            WHEN NEW.takeback_by IS NULL AND OLD.takeback_by IS NOT NULL THEN 'takeback-declined'
            ELSE '' END,
        'asker', CASE WHEN TG_OP = 'UPDATE'
            THEN coalesce(NEW.draw_offer, OLD.draw_offer, NEW.takeback_by, OLD.takeback_by)::text END
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
