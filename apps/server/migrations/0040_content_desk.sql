-- The content desk: banners keep their picture's size so the site reserves the space before
-- it loads (no layout shift); every row says when it last changed; help articles may be drafts.
-- Existing banners are the demo's own 1200×400 art.
ALTER TABLE banners
  ADD COLUMN width integer NOT NULL DEFAULT 1200 CHECK (width BETWEEN 1 AND 10000),
  ADD COLUMN height integer NOT NULL DEFAULT 400 CHECK (height BETWEEN 1 AND 10000),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);

ALTER TABLE announcements
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);

ALTER TABLE help_articles
  ADD COLUMN is_published boolean NOT NULL DEFAULT true;

-- The desk lists a merchant's items newest first per language.
CREATE INDEX banners_desk ON banners (merchant_id, id DESC);
CREATE INDEX announcements_desk ON announcements (merchant_id, id DESC);
