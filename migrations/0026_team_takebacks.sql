-- Team games (docs/team-games.md): a side asks to take back its last turn,
-- or agrees to the other side's asking, by a motion too.
ALTER TABLE team_motions DROP CONSTRAINT team_motions_motion_check;
ALTER TABLE team_motions ADD CONSTRAINT team_motions_motion_check CHECK (motion IN ('resign', 'draw', 'takeback'));
