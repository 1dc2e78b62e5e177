-- Issue 26: certificates anyone can verify (docs/service.md, "Certificates"). Released: never edit, add 009_... instead.

-- What the service issued, from the data it holds: the learner's passed attempt, their account's name,
-- the course title. The code is the certificate's public name (its verify page and credential URLs):
-- 18 random bytes (144 bits), base64url, so it cannot be guessed or derived from another one.
CREATE TABLE certificates (
  id             uuid PRIMARY KEY,            -- the credential's id (urn:uuid:…)
  code           text NOT NULL UNIQUE,
  course_id      text NOT NULL,
  learner_id     uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  attempt_id     text NOT NULL,
  learner_name   text NOT NULL,               -- as it was at issue: a later rename changes no certificate
  course_title   text NOT NULL,
  score          double precision,            -- null: the course has no scored questions
  status         text NOT NULL CHECK (status IN ('passed', 'completed')),
  completed_at   timestamptz NOT NULL,        -- the attempt's last save when issued
  issued_at      timestamptz NOT NULL,
  -- The recipient in the Open Badges credential, without publishing the address: sha256 of the
  -- verified e-mail (or of the account id when the address is not proven) with this salt.
  identity_type  text NOT NULL,
  identity_hash  text NOT NULL,
  identity_salt  text NOT NULL,
  revoked_at     timestamptz,
  revoked_by     text,                        -- the owner's e-mail (REVIEW_OWNERS)
  revoke_reason  text,
  -- Issuing twice gives the same certificate: the second insert finds this row.
  UNIQUE (learner_id, course_id, attempt_id)
);
CREATE INDEX certificates_by_course ON certificates (course_id, issued_at DESC);
