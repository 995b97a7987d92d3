-- In its remote mode the in-house vendor stores a round, then sends its win over the network;
-- a win lost on the way was sent again only if the player repeated the spin (found in review).
-- A remote round is stored with its win pending until the wallet has answered it, and a job
-- sends what is still pending (the win is idempotent by its transaction uuid). Rounds played
-- in process pay their win in the statement that stores them: never pending.
ALTER TABLE house_rounds ADD COLUMN is_win_pending boolean NOT NULL DEFAULT false;
CREATE INDEX house_rounds_win_pending ON house_rounds (created_at) WHERE is_win_pending;
