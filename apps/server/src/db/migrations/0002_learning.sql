-- Learning (issue 5): where a student left off, lesson comments and certificates.

-- The last lesson opened, so that the player continues there on any device.
ALTER TABLE "Enrollments" ADD COLUMN last_lesson_id uuid REFERENCES "Lessons" (id_lesson);

-- The last video position; a row may exist before the lesson is completed (completed_at null).
ALTER TABLE "Lesson_Progress" ADD COLUMN position_seconds numeric(10, 2) NOT NULL DEFAULT 0
  CHECK (position_seconds >= 0);

CREATE TABLE "Lesson_Comments" (
  id_comment uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_lesson uuid NOT NULL REFERENCES "Lessons" (id_lesson),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX lesson_comments_lesson ON "Lesson_Comments" (id_lesson, created_at DESC) WHERE deleted_at IS NULL;

-- What the certificate says is copied when it is issued: a later rename of the student or the course
-- does not change a certificate already given (docs/product/learning.md#certificate-issue).
CREATE TABLE "Certificates" (
  id_certificate uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  student_names text NOT NULL,
  student_document text,
  course_title text NOT NULL,
  course_hours numeric(7, 2) NOT NULL,
  instructor_names text NOT NULL,
  completed_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);
-- Issued once per student and course, whatever happens to the enrollment afterwards.
CREATE UNIQUE INDEX certificates_profile_course ON "Certificates" (id_profile, id_course);
