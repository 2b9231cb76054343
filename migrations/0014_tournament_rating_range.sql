-- A tournament may be open only to players rated in a range (either end
-- open), checked when they join.
ALTER TABLE tournaments ADD COLUMN min_rating INTEGER, ADD COLUMN max_rating INTEGER;
