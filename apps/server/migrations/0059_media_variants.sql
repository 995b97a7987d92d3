-- Narrower WebP versions of an uploaded picture (packages/contracts picture-sources.ts), made
-- the first time a page asks for one and kept: a phone loads the banner its screen needs
-- rather than the desktop's.
CREATE TABLE media_variants (
  media_id   bigint NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  width      integer NOT NULL CHECK (width IN (480, 800, 1080, 1440)),
  height     integer NOT NULL CHECK (height BETWEEN 1 AND 10000),
  bytes      bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 2097152),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (media_id, width)
);
