-- A round's settlement updates every one of its bets once (status, return, win); with room
-- left on each page the new versions stay there (heap-only), so none of the bets' indexes
-- is written again.
ALTER TABLE table_bets SET (fillfactor = 70);
