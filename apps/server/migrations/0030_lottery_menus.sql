-- The lottery list's menus (spec §2 lottery list: a menu carousel): each merchant names its
-- menus per language and orders them; a game belongs to its menu_tag's menu. A menu without
-- a row here is shown under its tag.
CREATE TABLE lottery_menus (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  tag         text NOT NULL CHECK (tag ~ '^[a-z0-9_]{1,32}$'),
  names       jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object'),
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, tag)
);

-- The member's tickets by game, newest first (my tickets, recent games).
CREATE INDEX lottery_tickets_member_period ON lottery_tickets (member_id, period_id);
-- A game's latest results.
CREATE INDEX lottery_periods_results ON lottery_periods (lottery_game_id, draws_at DESC)
  WHERE status IN ('drawn', 'settled', 'cancelled');
