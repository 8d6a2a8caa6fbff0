-- Platform schema: partners, companies, licences, users, sessions, tokens, outbox, and the
-- administration entities. Every tenant table carries company_id (the distribution key, design.md 3).
-- Column names that are API field names are quoted so records map 1:1 (firstName, parent_id, ...).
-- Keep to PostgreSQL 15 syntax: PGlite runs 18, production may run 15.

CREATE TABLE partner (
  id text PRIMARY KEY,
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  token text UNIQUE,
  "contactEmail" text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company (
  id text PRIMARY KEY,
  partner_id text REFERENCES partner(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  "timeZone" text NOT NULL DEFAULT 'America/Denver',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Licence seats per module (Platform needs none).
CREATE TABLE company_licence (
  company_id text NOT NULL REFERENCES company(id),
  module text NOT NULL,
  seats integer NOT NULL CHECK (seats >= 0),
  PRIMARY KEY (company_id, module)
);

CREATE TABLE app_user (
  id text PRIMARY KEY,
  company_id text REFERENCES company(id),
  partner_id text REFERENCES partner(id),
  "userName" text NOT NULL,
  password_hash text,
  email text,
  is_global boolean NOT NULL DEFAULT false,
  is_partner boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 1,
  eula_accepted_on timestamptz,
  preferences jsonb NOT NULL DEFAULT '{}',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_username ON app_user (lower("userName"));
CREATE INDEX app_user_company ON app_user (company_id);
CREATE INDEX app_user_email ON app_user (lower(email));

CREATE TABLE role (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  "moduleId" text NOT NULL,
  privileges jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX role_company ON role (company_id);

CREATE TABLE user_role (
  company_id text NOT NULL REFERENCES company(id),
  user_id text NOT NULL REFERENCES app_user(id),
  role_id text NOT NULL REFERENCES role(id),
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_role_company ON user_role (company_id);

CREATE TABLE session (
  id text PRIMARY KEY,            -- sha256 of the cookie value
  user_id text NOT NULL REFERENCES app_user(id),
  acting_company_id text REFERENCES company(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX session_by_user ON session (user_id);

CREATE TABLE logon_failure (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX logon_failure_key ON logon_failure (key, at);

CREATE TABLE account_token (
  hash text PRIMARY KEY,          -- sha256 of the token
  kind text NOT NULL CHECK (kind IN ('reset', 'temporary-access')),
  user_id text NOT NULL REFERENCES app_user(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id text PRIMARY KEY,
  company_id text REFERENCES company(id),
  "to" text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'stored' CHECK (state IN ('stored', 'sent', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE employee (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  user_id text REFERENCES app_user(id),
  code text,
  "firstName" text,
  "middleName" text,
  "lastName" text,
  "fullName" text,
  email text,
  pin text,
  status smallint NOT NULL DEFAULT 1,
  "isAdministrator" boolean NOT NULL DEFAULT false,
  "payGroup_id" text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_company ON employee (company_id, status);
CREATE UNIQUE INDEX employee_pin ON employee (company_id, pin) WHERE pin IS NOT NULL AND status <> 3;
CREATE UNIQUE INDEX employee_user ON employee (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE location (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  parent_id text,
  code text,
  name text NOT NULL,
  lat double precision,
  lon double precision,
  "payGroup_id" text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX location_company ON location (company_id, status);

CREATE TABLE task (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  parent_id text,
  code text,
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_company ON task (company_id, status);

CREATE TABLE device (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  phone text,
  administrator_id text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_company ON device (company_id, status);

CREATE TABLE asset (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  parent_id text,
  code text,
  name text NOT NULL,
  condition smallint,
  vendor_id text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asset_company ON asset (company_id, status);

CREATE TABLE custom_list (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  priority integer,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_list_company ON custom_list (company_id, status);

CREATE TABLE employee_grouping (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  parent_id text,
  code text,
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_grouping_company ON employee_grouping (company_id, status);

CREATE TABLE resource (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  key text NOT NULL,
  value text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX resource_key ON resource (company_id, key);

CREATE TABLE pay_period (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  type smallint NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pay_period_company ON pay_period (company_id, status);

CREATE TABLE pay_group (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  "payPeriod_id" text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pay_group_company ON pay_group (company_id, status);
