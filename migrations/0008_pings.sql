-- Whether a person is notified (pinged) when a message mentions them: their
-- turn, a challenge, a reminder, a result. Off, they are still named.
ALTER TABLE players ADD COLUMN pings BOOLEAN NOT NULL DEFAULT TRUE;
