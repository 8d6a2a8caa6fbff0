-- Forms (platform spec 3, 4.2): form definitions, submissions (drafts and completed) and the
-- auto-e-mail subscriptions. Definitions and answers are kept in data (jsonb).
CREATE TABLE form (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  name text NOT NULL,
  "defaultSubmissionStatus" text,
  orientation text NOT NULL DEFAULT 'portrait',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_company_idx ON form (company_id, status);

CREATE TABLE form_submission (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  name text,
  description text,
  "submissionStatus" text NOT NULL CHECK ("submissionStatus" IN ('draft', 'completed')),
  form_id text NOT NULL REFERENCES form(id),
  parent_id text,
  employee_id text,
  location_id text,
  task_id text,
  asset_id text,
  device_id text,
  time_id text,
  file_id text,
  "createdBy_id" text,
  "updatedBy_id" text,
  "editedTimeStamp" timestamptz,
  "draftedTimeStamp" timestamptz,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submission_company_idx ON form_submission (company_id, status, "submissionStatus", "editedTimeStamp");
CREATE INDEX form_submission_parent_idx ON form_submission (company_id, parent_id);

CREATE TABLE form_event_setting (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  form_id text NOT NULL REFERENCES form(id),
  name text NOT NULL,
  "sendType" text,
  schedule_id text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_event_setting_form_idx ON form_event_setting (company_id, form_id);

-- Completed submissions waiting for a batched subscription's next run.
CREATE TABLE form_email_pending (
  company_id text NOT NULL REFERENCES company(id),
  setting_id text NOT NULL REFERENCES form_event_setting(id),
  submission_id text NOT NULL REFERENCES form_submission(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (setting_id, submission_id)
);
