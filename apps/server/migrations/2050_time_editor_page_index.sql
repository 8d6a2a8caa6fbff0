-- The time editor's first page at 1,500,000 time records (issue 18, `pnpm bench load --large`): a
-- week of the whole company, newest first, top 100 read 14,400 rows through time_record_company_in
-- and sorted them (79 ms of a 2-core machine's CPU per request); in this order the page is the first
-- 100 entries of the index.
CREATE INDEX IF NOT EXISTS time_record_company_in_desc
  ON time_record (company_id, "inTimeStamp" DESC NULLS LAST, id) WHERE status = 1;
