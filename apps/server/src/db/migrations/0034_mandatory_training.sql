-- Mandatory training (docs/product/mandatory-training.md, decision 0036): requirements, the
-- assignments they give people, one row per cycle, the status stored and every change of it kept.
-- Dates that a status turns on are calendar days in the academy's time zone, inclusive: a due
-- date is the last day to complete; 'valid until' the last day a completion counts.

CREATE TABLE "Requirements" (
  id_requirement uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'active', 'inactive')),
  in_order boolean NOT NULL DEFAULT false,
  due_kind text NOT NULL CHECK (due_kind IN ('after_assignment', 'after_hire', 'fixed')),
  due_days integer CHECK (due_days BETWEEN 1 AND 730),
  due_on date,
  recurrence text NOT NULL DEFAULT 'none' CHECK (recurrence IN ('none', 'every_months', 'yearly_on')),
  recurrence_months integer CHECK (recurrence_months BETWEEN 1 AND 120),
  -- 'MM-DD'
  recurrence_day text,
  validity_months integer CHECK (validity_months BETWEEN 1 AND 120),
  recertify_days integer NOT NULL DEFAULT 60 CHECK (recertify_days BETWEEN 0 AND 365),
  due_soon_days integer NOT NULL DEFAULT 14 CHECK (due_soon_days BETWEEN 0 AND 90),
  remind_before_days integer[] NOT NULL DEFAULT '{14,7,1}',
  remind_when_overdue boolean NOT NULL DEFAULT true,
  -- 0: only on the day it becomes overdue
  overdue_every_days integer NOT NULL DEFAULT 7 CHECK (overdue_every_days BETWEEN 0 AND 90),
  remind_expiry_days integer[] NOT NULL DEFAULT '{60,30,7}',
  created_by uuid REFERENCES "Profiles" (id_profile),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  deactivated_at timestamptz,
  CHECK ((due_kind = 'fixed') = (due_on IS NOT NULL) AND (due_kind = 'fixed') = (due_days IS NULL)),
  CHECK ((recurrence = 'every_months') = (recurrence_months IS NOT NULL)),
  CHECK ((recurrence = 'yearly_on') = (recurrence_day IS NOT NULL))
);
CREATE INDEX requirements_state ON "Requirements" (state, title);

-- What must be done: one course, or a path of them in this order.
CREATE TABLE "Requirement_Courses" (
  id_requirement uuid NOT NULL REFERENCES "Requirements" (id_requirement) ON DELETE CASCADE,
  position smallint NOT NULL,
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  PRIMARY KEY (id_requirement, position),
  UNIQUE (id_requirement, id_course)
);
CREATE INDEX requirement_courses_course ON "Requirement_Courses" (id_course);

-- Who must do it: AND within a rule over what it names, OR across rules, minus any exclusion.
CREATE TABLE "Requirement_Rules" (
  id_rule uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_requirement uuid NOT NULL REFERENCES "Requirements" (id_requirement) ON DELETE CASCADE,
  position smallint NOT NULL,
  excludes boolean NOT NULL DEFAULT false,
  id_unit uuid REFERENCES "Units" (id_unit),
  with_subunits boolean NOT NULL DEFAULT true,
  id_position uuid REFERENCES "Positions" (id_position),
  id_industry uuid REFERENCES "Industries" (id_industry),
  CHECK (NOT excludes OR id_unit IS NOT NULL OR id_position IS NOT NULL OR id_industry IS NOT NULL)
);
CREATE INDEX requirement_rules_requirement ON "Requirement_Rules" (id_requirement, position);

-- One person × one requirement × one cycle. A new cycle is a new row; the previous one is closed
-- as it stood. `next_check_on` is the next day the status could change with no event: the nightly
-- pass reads exactly those rows.
CREATE TABLE "Assignments" (
  id_assignment uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_requirement uuid NOT NULL REFERENCES "Requirements" (id_requirement),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  cycle integer NOT NULL DEFAULT 1,
  assigned_on date NOT NULL,
  due_on date NOT NULL,
  started_on date,
  completed_on date,
  valid_until date,
  -- The last day the previous cycle's completion counts: this cycle is 'Por vencer', then
  -- 'Expirado', around it until completed.
  previous_valid_until date,
  exempt_until date,
  status text NOT NULL CHECK (status IN
    ('pending', 'in_progress', 'due_soon', 'overdue', 'compliant', 'expired', 'exempt')),
  status_since date NOT NULL,
  next_check_on date,
  closed_on date,
  withdrawn_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX assignments_live ON "Assignments" (id_requirement, id_profile)
  WHERE closed_on IS NULL AND withdrawn_on IS NULL;
CREATE INDEX assignments_profile ON "Assignments" (id_profile, id_requirement, cycle DESC);
CREATE INDEX assignments_next_check ON "Assignments" (next_check_on)
  WHERE closed_on IS NULL AND withdrawn_on IS NULL AND next_check_on IS NOT NULL;
CREATE INDEX assignments_requirement_status ON "Assignments" (id_requirement, status)
  WHERE closed_on IS NULL AND withdrawn_on IS NULL;

-- Every change of an assignment's stored status, with its cause: what a past date's report reads.
CREATE TABLE "Assignment_Status_Changes" (
  id_status_change uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_assignment uuid NOT NULL REFERENCES "Assignments" (id_assignment),
  changed_on date NOT NULL,
  changed_at timestamptz NOT NULL,
  -- null from: the assignment began; null to: it ended (withdrawn).
  from_status text,
  to_status text,
  cause text NOT NULL,
  id_actor uuid REFERENCES "Profiles" (id_profile)
);
CREATE INDEX assignment_status_changes_assignment ON "Assignment_Status_Changes" (id_assignment, changed_at);

CREATE TABLE "Exemptions" (
  id_exemption uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_assignment uuid NOT NULL REFERENCES "Assignments" (id_assignment),
  reason text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_by uuid NOT NULL REFERENCES "Profiles" (id_profile),
  created_at timestamptz NOT NULL,
  ended_on date,
  ended_by uuid REFERENCES "Profiles" (id_profile)
);
CREATE INDEX exemptions_assignment ON "Exemptions" (id_assignment, created_at);

-- A past cycle's lesson progress, moved here when a new cycle enrolls the person afresh.
CREATE TABLE "Lesson_Progress_History" (
  id_lesson_progress uuid PRIMARY KEY,
  id_enrollment uuid NOT NULL REFERENCES "Enrollments" (id_enrollment),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_lesson uuid NOT NULL REFERENCES "Lessons" (id_lesson),
  completed_at timestamptz,
  position_seconds numeric(10, 2) NOT NULL,
  watched_ranges jsonb NOT NULL,
  watch_reported_at timestamptz,
  opened_at timestamptz,
  reached_end_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  archived_at timestamptz NOT NULL
);
CREATE INDEX lesson_progress_history_enrollment ON "Lesson_Progress_History" (id_enrollment);

-- A certificate per completed enrollment, so that each cycle has its own; 'Válido hasta' when a
-- requirement gave the completion a validity.
ALTER TABLE "Certificates" ADD COLUMN id_enrollment uuid REFERENCES "Enrollments" (id_enrollment);
ALTER TABLE "Certificates" ADD COLUMN valid_until date;
UPDATE "Certificates" c SET id_enrollment = (
  SELECT e.id_enrollment FROM "Enrollments" e
  WHERE e.id_profile = c.id_profile AND e.id_course = c.id_course
  ORDER BY (e.deleted_at IS NULL) DESC, e.completion_at DESC NULLS LAST
  LIMIT 1);
DROP INDEX certificates_profile_course;
CREATE UNIQUE INDEX certificates_enrollment ON "Certificates" (id_enrollment);
CREATE INDEX certificates_profile_course ON "Certificates" (id_profile, id_course, completed_at DESC);

-- Rules by profession read people through it (units and positions have theirs).
CREATE INDEX profiles_industry ON "Profiles" (id_industry) WHERE deleted_at IS NULL;
