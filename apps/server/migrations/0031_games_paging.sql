-- A list's page is found by walking the type's games in sort order past the offset, leaving
-- out games of switched-off vendors: with the vendor in the index that walk never reads the
-- table, so a page far down a long list costs index entries only.
DROP INDEX games_by_type;
CREATE INDEX games_by_type ON games (merchant_id, game_type, sort_order, id) INCLUDE (vassalage)
  WHERE status <> 'disabled';
