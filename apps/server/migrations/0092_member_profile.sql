-- The member's profile (spec §3 user profile fields) and the registration extras: one row per
-- member who told anything, written at registration or by the member later. The nickname
-- stays on members (the header shows it). Each text is bounded like every field rule.

CREATE TABLE member_profiles (
  member_id      bigint PRIMARY KEY REFERENCES members (id),
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  full_name      text CHECK (char_length(full_name) BETWEEN 1 AND 255),
  birthday       date,
  address        text CHECK (char_length(address) BETWEEN 1 AND 255),
  nationality    text CHECK (char_length(nationality) BETWEEN 1 AND 255),
  occupation     text CHECK (char_length(occupation) BETWEEN 1 AND 255),
  income_source  text CHECK (char_length(income_source) BETWEEN 1 AND 255),
  birth_place    text CHECK (char_length(birth_place) BETWEEN 1 AND 255),
  telegram       text CHECK (char_length(telegram) BETWEEN 1 AND 255),
  whatsapp       text CHECK (char_length(whatsapp) BETWEEN 1 AND 255),
  line           text CHECK (char_length(line) BETWEEN 1 AND 255),
  zalo           text CHECK (char_length(zalo) BETWEEN 1 AND 255),
  facebook       text CHECK (char_length(facebook) BETWEEN 1 AND 255),
  qq             text CHECK (char_length(qq) BETWEEN 1 AND 255),
  wechat         text CHECK (char_length(wechat) BETWEEN 1 AND 255),
  -- Told at registration only; support reads them, the member does not edit them.
  id_number      text CHECK (char_length(id_number) BETWEEN 1 AND 255),
  recommender_id text CHECK (char_length(recommender_id) BETWEEN 1 AND 255),
  updated_at     timestamptz NOT NULL
);
CREATE INDEX member_profiles_merchant ON member_profiles (merchant_id);

-- Nicknames are bounded too (they were only ever set by the seed).
ALTER TABLE members ADD CONSTRAINT members_nickname_length
  CHECK (char_length(nickname) BETWEEN 1 AND 255) NOT VALID;
