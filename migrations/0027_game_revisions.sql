-- A game's revision: every change to its row bumps it, so that two States of
-- one game can be ordered (the web board keeps the newest of what a request
-- answered and what its socket said; the ply alone goes back on a takeback).
-- No index on it: a move stays a HOT update (0019).
ALTER TABLE games ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION zamma_game_revision() RETURNS trigger AS $$
BEGIN
    NEW.rev := OLD.rev + 1;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_revision BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION zamma_game_revision();
