-- The insight budget sums (idash-budget, idash-location-summary; issue 11 section 4) are cached per
-- company while the company's time records are unchanged: each call first reads the latest change,
-- max(updated_at), which this index answers from its last entry instead of a scan of the records.
CREATE INDEX IF NOT EXISTS time_record_company_updated ON time_record (company_id, updated_at);
