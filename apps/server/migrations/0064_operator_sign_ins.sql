-- Every back-office sign-in attempt, known account or not: the throttle counts an account's and
-- an address's recent failures here, and the desk can see who tried what from where.
CREATE TABLE operator_sign_ins (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username    text NOT NULL,
  operator_id bigint REFERENCES operators (id),
  address     text NOT NULL,
  user_agent  text NOT NULL,
  outcome     text NOT NULL CHECK (outcome IN ('success', 'wrong', 'throttled')),
  created_at  timestamptz NOT NULL
);
CREATE INDEX operator_sign_ins_username ON operator_sign_ins (username, created_at DESC);
CREATE INDEX operator_sign_ins_address ON operator_sign_ins (address, created_at DESC);
