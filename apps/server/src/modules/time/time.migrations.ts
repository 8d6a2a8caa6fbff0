import type { Migration } from '../../platform/db/migrate.js';

/**
 * Migrations of the time module (applied after the platform's, namespaced 'time:'). Inline SQL so
 * the bundled server needs no files.
 */
export const TIME_MIGRATIONS: Migration[] = [
  {
    // Sign-offs (time spec 3 "Time": employeeSignOff_id, fieldManagerSignOff_id, officeSignOffOne_id,
    // officeSignOffTwo_id; a sign-off carries signOffTimeStamp and signature). One row per act of
    // signing; the time records it covers point at it. Sign-offs and notes are audited on time records.
    id: '0001_signoff',
    sql: `
CREATE TABLE time_signoff (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  type text NOT NULL CHECK (type IN ('employee', 'fieldManager', 'officeOne', 'officeTwo')),
  signature_id text NOT NULL,
  "signedBy_id" text,
  user_id text,
  "signOffTimeStamp" timestamptz NOT NULL DEFAULT now(),
  "timeIds" jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX time_signoff_company ON time_signoff (company_id, "signOffTimeStamp");
ALTER TABLE time_audit DROP CONSTRAINT time_audit_action_check;
ALTER TABLE time_audit ADD CONSTRAINT time_audit_action_check
  CHECK (action IN ('clock-in', 'clock-out', 'create', 'update', 'delete', 'batch', 'process', 'approve',
                    'reopen', 'signoff', 'note'));
`,
  },
  {
    // A sign-off of whole batches (the batch tabs) names them, so reports can tell batch sign-offs apart.
    id: '0002_signoff_batches',
    sql: `ALTER TABLE time_signoff ADD COLUMN "batchIds" jsonb NOT NULL DEFAULT '[]';`,
  },
  {
    // The offline clock queue (issue 16): one row per queued clock tap recorded, keyed by the
    // device's event id, so a replayed event finds its record instead of making a second one.
    id: '1600_clock_event',
    sql: `
CREATE TABLE time_clock_event (
  company_id text NOT NULL REFERENCES company(id),
  client_event_id text NOT NULL,
  user_id text,
  employee_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('in', 'out')),
  entered_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  gps_accuracy double precision,
  time_id text,
  PRIMARY KEY (company_id, client_event_id)
);
CREATE INDEX time_clock_event_time ON time_clock_event (company_id, time_id);
`,
  },
];
