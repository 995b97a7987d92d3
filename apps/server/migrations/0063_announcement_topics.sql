-- An announcement is stored once per language; its translations now share a topic (a short
-- key such as 'welcome'), so a player who has seen a popup in one language is not shown it
-- again after switching to another. A topic has at most one announcement per language.
ALTER TABLE announcements
  ADD COLUMN topic text CHECK (topic ~ '^[a-z0-9][a-z0-9-]{0,39}$');
CREATE UNIQUE INDEX announcements_topic ON announcements (merchant_id, topic, language)
  WHERE topic IS NOT NULL;
