-- Team games on Discord (docs/team-games.md): each side's private thread,
-- where its members deliberate and their votes are told, and the role a
-- side is limited to (none: anyone may join it).
ALTER TABLE team_sides ADD COLUMN thread_id BIGINT, ADD COLUMN role_id BIGINT;
