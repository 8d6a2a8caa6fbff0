-- OAuth authorisation requests of the accounting connectors (issue 15 item 5): the sha256 of the
-- random `state` sent to the provider, bound to the company and user that started it; single use
-- (used_at) and short-lived (expires_at).
CREATE TABLE oauth_state (
  state_hash text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  user_id text NOT NULL,
  "connectorId" text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_state_expires ON oauth_state (expires_at);

-- Who connected the connector and when its access token expires (the token itself stays encrypted).
ALTER TABLE integration_token ADD COLUMN connected_by text;
ALTER TABLE integration_token ADD COLUMN expires_at timestamptz;
