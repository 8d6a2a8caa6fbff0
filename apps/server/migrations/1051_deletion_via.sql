-- Issue 19: records deleted by an action rather than a delete (a reversed time batch) say which
-- ('reverse'), so the recycle bin can fill 'Deleted with'.
ALTER TABLE deletion_log ADD COLUMN IF NOT EXISTS via text;
