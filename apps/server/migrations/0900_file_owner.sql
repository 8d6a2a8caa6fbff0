-- Issue 15 section 2: who uploaded a file (the user, also for administrators without an employee)
-- and the kind it was uploaded as (size limit and accepted content per kind).
ALTER TABLE file ADD COLUMN "uploadedByUser_id" text;
ALTER TABLE file ADD COLUMN kind text NOT NULL DEFAULT 'other';
CREATE INDEX file_uploader ON file (company_id, "uploadedByUser_id");
