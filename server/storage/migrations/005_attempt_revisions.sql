-- Issue 21 §5, no lost update: every write of an attempt moves its revision on. The service answers it
-- as the attempt's ETag and writes a PUT with If-Match only while the revision is still the one named
-- (a conditional UPDATE, so it holds with several instances on one PostgreSQL). Existing rows start at 1.
ALTER TABLE attempts ADD COLUMN revision bigint NOT NULL DEFAULT 1;
