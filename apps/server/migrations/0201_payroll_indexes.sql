-- Reports reach completed shifts through their batch (completed_shift_batch); the IN-time index only
-- slowed down processing (every processed shift maintained it).
DROP INDEX IF EXISTS completed_shift_in;
