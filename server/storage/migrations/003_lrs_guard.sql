-- Issue 21 §2: the default LRS takes statements only from who may write them, within limits (docs/service.md, "Default LRS").

-- Who sent each statement. Only a learner's own token proves who the actor is: the feedback check of a
-- signed-in learner counts those alone. Statements stored before this migration have neither.
ALTER TABLE statements ADD COLUMN learner_id uuid;    -- the learner whose token sent it
ALTER TABLE statements ADD COLUMN credential text;    -- the issued credentials (username) that sent it
CREATE INDEX statements_feedback_of_learner ON statements (course_id, learner_id, verb_id) WHERE learner_id IS NOT NULL;

-- Rate windows and quotas, shared by every instance. scope: 'learner:<id>', 'course:<id>',
-- 'client:<username> <address>' (one client of a course's shared credentials).
CREATE TABLE lrs_usage (
  scope        text PRIMARY KEY,
  stored_bytes bigint NOT NULL DEFAULT 0,        -- JSON bytes of the statements stored for the scope
  window_start timestamptz NOT NULL,
  window_count integer NOT NULL DEFAULT 0        -- statements sent in the window that started then
);

-- What the courses already hold counts against their quota.
INSERT INTO lrs_usage (scope, stored_bytes, window_start, window_count)
  SELECT 'course:' || course_id, sum(octet_length(statement::text)), now(), 0 FROM statements WHERE course_id IS NOT NULL GROUP BY course_id;
