-- Pictures operators upload (banners, promotions, content): stored in the database so every
-- server instance serves them, at an address that names their content (id and hash), so they
-- are cached for good and a new picture is a new address. png, jpeg or webp, 2 MB at most.
CREATE TABLE media (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  purpose      text NOT NULL CHECK (purpose IN ('banner', 'promotion', 'content')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  width        integer NOT NULL CHECK (width BETWEEN 1 AND 10000),
  height       integer NOT NULL CHECK (height BETWEEN 1 AND 10000),
  bytes        bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 2097152),
  sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by  bigint REFERENCES operators (id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_merchant ON media (merchant_id, purpose, id DESC);
