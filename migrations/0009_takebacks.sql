-- Takebacks (casual games and games against the computer): who asks, while
-- the opponent answers; and every turn taken back, kept for the record.
ALTER TABLE games ADD COLUMN takeback_by BIGINT;

CREATE TABLE takebacks (
    id         BIGSERIAL PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    asked_by   BIGINT NOT NULL REFERENCES players (id),
    -- The game's ply before, and the turns taken back, in order.
    from_ply   INTEGER NOT NULL,
    turns      TEXT[] NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX takebacks_game ON takebacks (game_id);
