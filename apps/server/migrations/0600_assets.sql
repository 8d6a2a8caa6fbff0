-- Assets (time spec 3 "Assets"): assignments, usage and vendors (division and
-- department are the simple lists of 0300).
-- The asset table itself is the platform's (0001); its extra fields live in data.
-- Every tenant table carries company_id (design.md 3). PostgreSQL 15 syntax.

CREATE TABLE asset_assignment (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  asset_id text NOT NULL,
  assignee_id text,
  location_id text,
  "assignedTimeStamp" timestamptz,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asset_assignment_asset ON asset_assignment (company_id, asset_id, "assignedTimeStamp" DESC);
CREATE INDEX asset_assignment_assignee ON asset_assignment (company_id, assignee_id);

CREATE TABLE asset_usage (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  asset_id text NOT NULL,
  employee_id text,
  location_id text,
  task_id text,
  "startTimeStamp" timestamptz,
  "endTimeStamp" timestamptz,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asset_usage_location ON asset_usage (company_id, location_id, "startTimeStamp" DESC);
CREATE INDEX asset_usage_asset ON asset_usage (company_id, asset_id);

CREATE TABLE vendor (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  code text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vendor_company ON vendor (company_id, status);
