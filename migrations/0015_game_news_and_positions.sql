-- Every change to a game is announced on the channel `zamma_games`, so that
-- every process (web pages, Discord) hears a change another made: a move, a
-- draw offer, a timeout, a takeback. The notification is sent when the
-- transaction commits. `origin` is the front end that made the change, as
-- the service sets it for its transaction (`zamma.origin`), else empty.
CREATE FUNCTION zamma_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('zamma_games', json_build_object(
        'game', NEW.id,
        'ply', NEW.ply,
        'moved', TG_OP = 'INSERT' OR NEW.ply <> OLD.ply,
        'ended', NEW.status <> 'active' AND (TG_OP = 'INSERT' OR OLD.status = 'active'),
        'origin', coalesce(current_setting('zamma.origin', true), '')
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_changed AFTER INSERT OR UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION zamma_game_changed();

-- A challenge (and so its game) may start from a set-up position instead
-- of the usual start (casual games only): lessons, studies, tests.
ALTER TABLE challenges ADD COLUMN start_position TEXT;
