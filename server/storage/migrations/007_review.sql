-- Issue 25 §1 and §3: review mode (docs/service.md, "Review"). Released: never edit, add 008_... instead.

-- A reviewer is a proven e-mail address (SPEC 6.1: "authenticated through an e-mailed login link"),
-- never a learner account: nothing here is joined to `learners`, and a reviewer's token has its own
-- audience. A row exists only once its owner followed a link: identity is proven, never claimed.
CREATE TABLE reviewers (
  id          uuid PRIMARY KEY,
  email       text NOT NULL UNIQUE,            -- lower-cased (SPEC 7.7 GET_LOGIN_LINK)
  name        text NOT NULL,
  verified_at timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);

-- A review session is bound to one course (SPEC 7.7 X-Course-Id). A pending one (reviewer_id NULL)
-- holds only what was claimed: the address and name typed into REGISTER_NEW_REVIEWER, which may still
-- change (SPEC 2.4 'Change email or name'); it opens no comment.
CREATE TABLE review_sessions (
  id           uuid PRIMARY KEY,
  course_id    text NOT NULL,
  reviewer_id  uuid REFERENCES reviewers (id) ON DELETE CASCADE,
  email        text NOT NULL,
  name         text NOT NULL,
  return_url   text NOT NULL,                  -- the course link the e-mailed link leads to (a player origin)
  last_link_at timestamptz,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX review_sessions_by_reviewer ON review_sessions (reviewer_id);

-- Login links: single use, stored hashed, bound to the pending session's course, address and name.
CREATE TABLE review_login_links (
  code_hash  text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES review_sessions (id) ON DELETE CASCADE,
  course_id  text NOT NULL,
  email      text NOT NULL,
  name       text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX review_login_links_by_session ON review_login_links (session_id);

-- The people who own a course (REVIEW_OWNERS): replaced from the configuration at every start.
CREATE TABLE review_owners (
  course_id text NOT NULL,
  email     text NOT NULL,
  PRIMARY KEY (course_id, email)
);
CREATE INDEX review_owners_by_email ON review_owners (email);

-- An owner's sign-in on the review page: the link's code, then a cookie (both stored hashed).
CREATE TABLE review_owner_links (
  code_hash  text PRIMARY KEY,
  email      text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE TABLE review_owner_sessions (
  cookie_hash text PRIMARY KEY,
  email       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);

-- SPEC 3.8 comment. The anchor is where it was made (issue 25 §3): the course title, a section, a page
-- (question or content page) or a block, with the text quoted and the checksum of the anchored
-- content when it was written, so a republished course can tell in place / outdated / elsewhere.
CREATE TABLE review_comments (
  id                  uuid PRIMARY KEY,
  course_id           text NOT NULL,
  parent_id           uuid REFERENCES review_comments (id) ON DELETE CASCADE, -- a reply's comment
  anchor_type         text,                    -- course | section | page | block (comments only)
  section_id          text,
  page_id             text,
  block_id            text,
  quote               text,
  checksum            text,
  body                text NOT NULL,
  author_kind         text NOT NULL,           -- reviewer | owner
  author_reviewer_id  uuid REFERENCES reviewers (id) ON DELETE SET NULL,
  author_email        text NOT NULL,
  author_name         text NOT NULL,
  page_url            text,                    -- where it was written (a player origin), for e-mailed links
  created_at          timestamptz NOT NULL,
  is_resolved         boolean NOT NULL DEFAULT false,
  resolved_by         text,                    -- the name of who resolved it
  resolved_by_email   text,
  resolved_seen       text[] NOT NULL DEFAULT '{}',
  is_deleted          boolean NOT NULL DEFAULT false,
  deleted_by          text,
  deleted_by_email    text,
  deleted_seen        text[] NOT NULL DEFAULT '{}',
  owners_notified_at  timestamptz              -- the owners' e-mail (batched) went out
);
CREATE INDEX review_comments_by_course ON review_comments (course_id, created_at);
CREATE INDEX review_comments_by_parent ON review_comments (parent_id);
CREATE INDEX review_comments_to_notify ON review_comments (created_at) WHERE owners_notified_at IS NULL;

-- The change log the live channel reads (SPEC 4.8 received comment events). Ids of one course commit
-- in order (writers take the course's advisory lock before the id), so a reader's cursor skips none.
CREATE TABLE review_changes (
  id         bigserial PRIMARY KEY,
  course_id  text NOT NULL,
  comment_id uuid NOT NULL,
  reply_id   uuid,
  kind       text NOT NULL,
  actor      text NOT NULL,
  at         timestamptz NOT NULL
);
CREATE INDEX review_changes_by_course ON review_changes (course_id, id);
