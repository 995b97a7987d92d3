-- What visitors and members tell a merchant (PUT /wps/feedback, spec §7), read by its operators.
-- The member is kept when they were signed in; the address is kept so abuse can be traced.
CREATE TABLE feedback (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint REFERENCES members (id),
  language    text NOT NULL,
  content     text NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
  ip          text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_merchant ON feedback (merchant_id, id DESC);
