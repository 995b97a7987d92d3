-- Trigger: a closed round whose stake or payout changes after it was folded (a stake refunded
-- after the round closed) moves its day's figures by the difference, in the change's own
-- transaction; one not folded yet is read as it is. It waits for a fold of its merchant under
-- way (which then reads the round as changed), so neither misses the other.
CREATE OR REPLACE FUNCTION round_days_amend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('round_days_fold:' || NEW.merchant_id, 0));
  IF NOT EXISTS (SELECT 1 FROM round_day_marks k
                   WHERE k.merchant_id = NEW.merchant_id AND k.folded_until > OLD.closed_at) THEN
    RETURN NULL;
  END IF;
  UPDATE round_days d SET
      plays = d.plays - (OLD.stake_minor > 0)::int + (NEW.stake_minor > 0)::int,
      bet_minor = d.bet_minor
        - CASE WHEN OLD.stake_minor > 0 AND OLD.payout_minor <> OLD.stake_minor
            THEN OLD.stake_minor ELSE 0 END
        + CASE WHEN NEW.stake_minor > 0 AND NEW.payout_minor <> NEW.stake_minor
            THEN NEW.stake_minor ELSE 0 END
    FROM merchants m
    WHERE m.id = OLD.merchant_id AND d.member_id = OLD.member_id
      AND d.day = (OLD.closed_at AT TIME ZONE m.timezone)::date
      AND d.vassalage = OLD.vassalage AND d.game_code = OLD.game_code;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER round_days_amend AFTER UPDATE OF stake_minor, payout_minor
  ON game_rounds
  FOR EACH ROW
  WHEN (OLD.is_closed AND NOT OLD.is_play_money
    AND (OLD.stake_minor, OLD.payout_minor) IS DISTINCT FROM (NEW.stake_minor, NEW.payout_minor))
  EXECUTE FUNCTION round_days_amend();
