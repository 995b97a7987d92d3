-- Contract templates (issue 32): terms the operator names and keeps per kind, to set an agent's
-- contract at the top from, and — when offered to agents — for an upline to start an offer from.
CREATE TABLE agent_contract_templates (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  kind                 text NOT NULL
    CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  name                 text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  terms                jsonb NOT NULL,
  is_offered_to_agents boolean NOT NULL DEFAULT true,
  updated_at           timestamptz NOT NULL,
  updated_by           bigint REFERENCES operators (id)
);

CREATE UNIQUE INDEX agent_contract_templates_name
  ON agent_contract_templates (merchant_id, kind, lower(name));
