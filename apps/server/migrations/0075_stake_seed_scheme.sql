-- Provable fairness (issue 33). A seed pair keeps its scheme: 1 for the pairs made so far (HMAC
-- key and commitment of the 32 bytes the hex decodes to), 2 — Stake's, every pair made from now
-- — of the 64-character hex text itself, so any public Stake verifier checks our rounds. The
-- active pair also holds the next server seed, its hash shown while the pair is in use: the
-- seed that follows a client-seed change was fixed before the player chose it (no grinding).
ALTER TABLE house_seed_pairs
  ADD COLUMN scheme smallint NOT NULL DEFAULT 1 CHECK (scheme IN (1, 2)),
  ADD COLUMN next_server_seed text CHECK (next_server_seed ~ '^[0-9a-f]{64}$'),
  ADD COLUMN next_server_seed_hash text,
  ADD CONSTRAINT house_seed_pairs_next_hashed
    CHECK ((next_server_seed IS NULL) = (next_server_seed_hash IS NULL));

-- Every new pair says its scheme.
ALTER TABLE house_seed_pairs ALTER COLUMN scheme DROP DEFAULT;
