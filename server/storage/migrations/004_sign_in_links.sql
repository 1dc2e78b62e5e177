-- Secret sign-in links (SPEC 7.3 send-secret-link, issue 21 §3): a single-use code, bound to the
-- course it was sent for, exchanged once for an ordinary session (POST /api/auth/link).
CREATE TABLE sign_in_links (
  code_hash  text PRIMARY KEY,                 -- sha256 of the link's code
  learner_id uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  course_id  text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX sign_in_links_by_learner ON sign_in_links (learner_id);

-- A reset and "sign out everywhere" cancel every outstanding link of the learner.
CREATE INDEX password_resets_by_learner ON password_resets (learner_id);
