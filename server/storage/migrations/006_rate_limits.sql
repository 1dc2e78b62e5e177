-- The auth rate limits' counts (server/storage/rateLimitStore.ts), shared by every instance on this
-- database so N instances allow the limit once, not N times. One row per route and client address,
-- for the current window only: rows whose window has ended are deleted.
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,               -- 'METHOD route|client address'
  count        integer NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL            -- window_start + the route's window
);
CREATE INDEX rate_limits_ended ON rate_limits (expires_at);
