-- Identity is proven, never claimed (issue 21 §1). Released: never edit, add 003_... instead.

-- When the learner proved they receive mail at `email` (the e-mailed link, a password reset, or an
-- OpenID provider that vouches for it). NULL: the address is only claimed, so it grants nothing an
-- address grants (SPEC 6.2 allow-lists, account linking). Accounts made before this migration start
-- unverified: nothing proved their address either.
ALTER TABLE learners ADD COLUMN email_verified_at timestamptz;

-- The links of "confirm your e-mail": single use, expiring, stored only as a SHA-256 hash, bound to
-- the address they were sent to (a later change of address does not inherit the proof).
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  learner_id uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX email_verifications_by_learner ON email_verifications (learner_id, created_at DESC);

-- Social-login identities (an OpenID provider's `sub`) linked to an account: a provider login finds
-- its account by this, not by an e-mail address that anyone may have registered.
CREATE TABLE learner_identities (
  provider   text NOT NULL,
  subject    text NOT NULL,
  learner_id uuid NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
  email      text NOT NULL,                    -- what the provider said when it was linked
  linked_at  timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX learner_identities_by_learner ON learner_identities (learner_id);
