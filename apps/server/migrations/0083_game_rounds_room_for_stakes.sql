-- A player's round is written again by each bet after the first (its stake grows: several
-- slips on one table round) and by its win; with room left on each page the new version
-- stays there (heap-only) when no indexed column moved, so the round's indexes are not
-- written again. New pages keep the room; old ones are full of closed rounds anyway.
ALTER TABLE game_rounds SET (fillfactor = 85);
