-- Games and challenges outside a server: in a DM with the bot, a group DM, or
-- a DM between two people (no guild). `reach` is how the bot speaks there:
-- 'posts' where it may post on its own (a server that added it, a DM with
-- the bot), 'replies' where it can only answer the interactions people send
-- it (a group DM, or a server where only a person installed the app).
ALTER TABLE games ALTER COLUMN guild_id DROP NOT NULL;
ALTER TABLE challenges ALTER COLUMN guild_id DROP NOT NULL;
ALTER TABLE games ADD COLUMN reach TEXT NOT NULL DEFAULT 'posts' CHECK (reach IN ('posts', 'replies'));
ALTER TABLE challenges ADD COLUMN reach TEXT NOT NULL DEFAULT 'posts' CHECK (reach IN ('posts', 'replies'));

-- Open challenges: no one named, anyone in the place may accept (the first
-- accept wins), optionally only a player rated within a range.
ALTER TABLE challenges ALTER COLUMN challenged DROP NOT NULL;
-- Made to anyone (`challenged` is then whoever accepted first).
ALTER TABLE challenges ADD COLUMN to_anyone BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE challenges ADD COLUMN min_rating INTEGER;
ALTER TABLE challenges ADD COLUMN max_rating INTEGER;
-- LEAST and GREATEST skip NULLs: the pair rule is for challenges to one
-- person only.
DROP INDEX challenges_one_open_per_pair;
CREATE UNIQUE INDEX challenges_one_open_per_pair
    ON challenges (LEAST(challenger, challenged), GREATEST(challenger, challenged))
    WHERE status = 'open' AND challenged IS NOT NULL;
-- One open challenge to anyone per challenger and channel.
CREATE UNIQUE INDEX challenges_one_open_to_all
    ON challenges (challenger, channel_id)
    WHERE status = 'open' AND challenged IS NULL;

-- What the bot could not tell a player where it happened (a time-out, a
-- reminder, an expired challenge in a place the bot cannot post in): shown
-- at the player's next interaction with the bot, or sent by DM.
CREATE TABLE notices (
    id           BIGSERIAL PRIMARY KEY,
    player       BIGINT NOT NULL REFERENCES players (id),
    kind         TEXT NOT NULL CHECK (kind IN ('game-ended', 'your-move', 'challenge-expired')),
    game_id      BIGINT REFERENCES games (id) ON DELETE CASCADE,
    challenge_id BIGINT REFERENCES challenges (id) ON DELETE CASCADE,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((game_id IS NULL) <> (challenge_id IS NULL))
);
-- Two sweepers, or a retry, never leave the same notice twice.
CREATE UNIQUE INDEX notices_once ON notices (player, kind, COALESCE(game_id, 0), COALESCE(challenge_id, 0));

-- Whether a person wants what they missed sent to them by DM.
ALTER TABLE players ADD COLUMN notifications BOOLEAN NOT NULL DEFAULT FALSE;
