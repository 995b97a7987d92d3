-- The games the /seamless and /fbsports pages open in their frame, chosen per merchant by its
-- operators in the game desk; a page without one says it is not set up. No game code opens
-- the vendor's own lobby (a sportsbook's, typically).
CREATE TABLE page_games (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  page        text NOT NULL CHECK (page IN ('seamless', 'fbsports')),
  vassalage   text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  game_code   text CHECK (game_code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, page)
);

CREATE TRIGGER page_games_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_config_change();
