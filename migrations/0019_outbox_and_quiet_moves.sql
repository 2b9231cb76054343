-- Moves that cost less, and effects that leave the process exactly once.

-- A move updates its game's row in place (a HOT update, no index touched):
-- no index may be on a column a move changes (the sweep scans the active
-- games instead of the time their turn started), and each page keeps room
-- for the row's next version.
DROP INDEX games_active_deadline;
CREATE INDEX games_active ON games (id) WHERE status = 'active';
ALTER TABLE games SET (fillfactor = 80);

-- What a change to a game says to those who hear of it (store/changes.rs
-- reads it), from the row before (`o`, none for an INSERT) and after (`n`).
CREATE FUNCTION zamma_game_news(op TEXT, n games, o games) RETURNS json AS $$
    SELECT json_build_object(
        'game', n.id,
        'ply', n.ply,
        'moved', op = 'INSERT' OR n.ply <> o.ply,
        'ended', n.status <> 'active' AND (op = 'INSERT' OR o.status = 'active'),
        'origin', coalesce(current_setting('zamma.origin', true), ''),
        'channel', coalesce(current_setting('zamma.channel', true), ''),
        'shared', n.also_channel_id IS NOT NULL,
        'request', CASE
            WHEN op <> 'UPDATE' OR n.ply <> o.ply OR n.status <> 'active' THEN ''
            WHEN n.draw_offer IS NOT NULL AND o.draw_offer IS NULL THEN 'draw-offered'
            WHEN n.draw_offer IS NULL AND o.draw_offer IS NOT NULL THEN 'draw-declined'
            WHEN n.takeback_by IS NOT NULL AND o.takeback_by IS NULL THEN 'takeback-asked'
            WHEN n.takeback_by IS NULL AND o.takeback_by IS NOT NULL THEN 'takeback-declined'
            ELSE '' END,
        'asker', CASE WHEN op = 'UPDATE'
            THEN coalesce(n.draw_offer, o.draw_offer, n.takeback_by, o.takeback_by)::text END)
$$ LANGUAGE sql STABLE;

-- The news is announced on `zamma_games` when the transaction commits,
-- unless the transaction announces it itself (`zamma.quiet`: a move, whose
-- news the service sends after committing, many moves in one notification
-- transaction, so that moves do not queue on the notification lock).
CREATE OR REPLACE FUNCTION zamma_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('zamma_games', zamma_game_news(TG_OP, NEW, OLD)::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER games_changed ON games;
CREATE TRIGGER games_changed AFTER INSERT OR UPDATE ON games FOR EACH ROW
    WHEN (coalesce(current_setting('zamma.quiet', true), '') <> 'on')
    EXECUTE FUNCTION zamma_game_changed();

-- Effects that leave the process (a post, an edit on Discord), claimed by
-- one process before they are made: a process takes the oldest row of a
-- lane that is due (`FOR UPDATE SKIP LOCKED`), pushes its due time past
-- the time making it may take, makes it, and deletes the row. A process
-- that dies meanwhile leaves the row due again later: it is made then, not
-- lost. The rows of one lane (a game, a seek) are made in order, one at a
-- time.
CREATE TABLE outbox (
    id         BIGSERIAL PRIMARY KEY,
    lane       TEXT NOT NULL,
    kind       TEXT NOT NULL,
    body       JSONB NOT NULL,
    due_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts   INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX outbox_lanes ON outbox (lane, id);

-- A change a place did not see happen is news for the other places of the
-- game on Discord: one made on the web board, or in one place of a game
-- seen in two (quick pairing). Written with the change, in its transaction.
CREATE FUNCTION zamma_game_outbox() RETURNS trigger AS $$
DECLARE
    news json := zamma_game_news(TG_OP, NEW, OLD);
BEGIN
    IF (news->>'moved')::boolean OR (news->>'ended')::boolean OR news->>'request' <> '' THEN
        INSERT INTO outbox (lane, kind, body) VALUES ('g' || NEW.id, 'news', news::jsonb);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_outbox AFTER UPDATE ON games FOR EACH ROW
    WHEN (NEW.channel_id <> 0 AND (
        coalesce(current_setting('zamma.origin', true), '') = 'web'
        OR (NEW.also_channel_id IS NOT NULL AND coalesce(current_setting('zamma.channel', true), '') <> '')))
    EXECUTE FUNCTION zamma_game_outbox();

-- What a waiting seeker's message shows: how many others wait in the
-- seek's pool. A wave tells them again only when it changed.
ALTER TABLE seeks ADD COLUMN shown INTEGER;
