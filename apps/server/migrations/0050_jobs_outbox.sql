-- Jobs (design.md 3 'Jobs'): one table for every kind of background work, claimed with
-- FOR UPDATE SKIP LOCKED so that with several server processes on one PostgreSQL a job runs once.
-- dedupe_key makes an enqueue idempotent (a due run of a scheduled report enqueued by two processes
-- is one job). job_lease holds the next tick of each periodic task, so one process runs each tick.
CREATE TABLE job (
  id text PRIMARY KEY,
  company_id text REFERENCES company(id),
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX job_due_idx ON job (run_at) WHERE state IN ('queued', 'running');
CREATE INDEX job_company_idx ON job (company_id, kind);

CREATE TABLE job_lease (
  name text PRIMARY KEY,
  next_at timestamptz NOT NULL,
  held_by text,
  last_run_at timestamptz
);

-- E-mail attachments (form PDFs, scheduled report exports) kept with their outbox row; a message
-- may carry a dedupe key so that a job re-run after a crash never sends it twice.
CREATE TABLE outbox_attachment (
  id text PRIMARY KEY,
  outbox_id text NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  company_id text REFERENCES company(id),
  "fileName" text NOT NULL,
  "contentType" text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL
);
CREATE INDEX outbox_attachment_outbox_idx ON outbox_attachment (outbox_id);
ALTER TABLE outbox ADD COLUMN dedupe_key text UNIQUE;
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
CREATE INDEX outbox_company_created_idx ON outbox (company_id, created_at DESC);
