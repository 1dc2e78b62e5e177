-- The learner service's schema (docs/service.md). Released: never edit, add 002_... instead.

CREATE TABLE learners (
  id            uuid PRIMARY KEY,
  email         text NOT NULL UNIQUE,          -- lower-cased (SPEC 3.6)
  name          text NOT NULL,
  password_hash text NOT NULL,                 -- argon2id, PHC string
  created_at    timestamptz NOT NULL
);

-- A signed-in browser. The access token names its session (claim sid), so logout and a password
-- reset end it at once on every instance; the cookie (long-term access only) is stored hashed.
CREATE TABLE sessions (
  id          uuid PRIMARY KEY,
  learner_id  uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  cookie_hash text UNIQUE,
  short_term  boolean NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sessions_by_learner ON sessions (learner_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,                 -- sha256 of the link's secret
  learner_id uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- SPEC 3.8 server attempt record. attemptId is chosen by the player (a UUID) and unique across learners.
CREATE TABLE attempts (
  attempt_id    text PRIMARY KEY,
  learner_id    uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  course_id     text NOT NULL,
  course_url    text NOT NULL,
  json_progress text NOT NULL,                 -- kept as sent: the player parses it (SPEC 7.4)
  score         double precision NOT NULL,
  status        text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX attempts_last ON attempts (learner_id, course_id, updated_at DESC);

-- SPEC 6.2 access limitation, imported from the course packages' publishSettings.js.
CREATE TABLE courses (
  course_id      text PRIMARY KEY,
  access_limited boolean NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE TABLE course_allowed_learners (
  course_id text NOT NULL REFERENCES courses (course_id) ON DELETE CASCADE,
  email     text NOT NULL,
  PRIMARY KEY (course_id, email)
);

-- The default LRS ({host}/xApi, SPEC 7.8). The columns beside the statement serve the feedback check (SPEC 7.5).
CREATE TABLE statements (
  id          uuid PRIMARY KEY,
  statement   jsonb NOT NULL,
  verb_id     text NOT NULL,
  actor_key   text,
  course_id   text,
  object_type text,
  stored      timestamptz NOT NULL
);
CREATE INDEX statements_feedback ON statements (course_id, actor_key, verb_id);

-- Values every instance must share, such as the token signing key when JWT_SECRET is not given.
CREATE TABLE service_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
