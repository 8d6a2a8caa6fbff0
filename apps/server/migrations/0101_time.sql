-- Time records (time spec 3 "Time", contract.md "Time record"). Fields the rules and queries use are
-- real columns named as the API fields; the rest of the record stays in data.
CREATE TABLE time_record (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  employee_id text NOT NULL,
  location_id text,
  task_id text,
  device_id text,
  "assetIds" jsonb NOT NULL DEFAULT '[]',
  "inTimeStamp" timestamptz,
  "outTimeStamp" timestamptz,
  "inTimeZone" text,
  "outTimeZone" text,
  "inTimeStampServer" timestamptz,
  "outTimeStampServer" timestamptz,
  "inTimeStampRaw" timestamptz,
  "outTimeStampRaw" timestamptz,
  "inLat" double precision,
  "inLon" double precision,
  "outLat" double precision,
  "outLon" double precision,
  source text,
  "compileState" text,
  state text,
  "payType" smallint,
  units double precision,
  "totalSeconds" integer,
  "bypassAutoLunch" boolean NOT NULL DEFAULT false,
  "wasManuallyEdited" boolean NOT NULL DEFAULT false,
  "timeBatch_id" text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX time_record_company_in ON time_record (company_id, "inTimeStamp");
CREATE INDEX time_record_company_employee_in ON time_record (company_id, employee_id, "inTimeStamp");
-- Clock OUT looks up the employee's open record.
CREATE INDEX time_record_open ON time_record (company_id, employee_id)
  WHERE "outTimeStamp" IS NULL AND status = 1;

CREATE TABLE time_note (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  time_id text,
  author_id text,
  note text,
  "noteTimeStamp" timestamptz,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX time_note_company_time ON time_note (company_id, time_id);

-- Every change to a time record: who (user and employee), when, what, and the record before/after.
CREATE TABLE time_audit (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  time_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('clock-in', 'clock-out', 'create', 'update', 'delete')),
  user_id text,
  employee_id text,
  at timestamptz NOT NULL DEFAULT now(),
  before jsonb,
  after jsonb
);
CREATE INDEX time_audit_company_time ON time_audit (company_id, time_id, at);
CREATE INDEX time_audit_company_at ON time_audit (company_id, at);
