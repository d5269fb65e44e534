-- The dashboard homes and the achievements (issue 6) read these from indexes.

-- The admin's chart of enrollments per week: only the last twelve weeks' rows.
CREATE INDEX enrollments_created ON "Enrollments" (created_at) WHERE deleted_at IS NULL;

-- A student's first comment (achievement 'Voz activa'): comments were only indexed by lesson.
CREATE INDEX lesson_comments_profile ON "Lesson_Comments" (id_profile, created_at) WHERE deleted_at IS NULL;

-- Recommendations for a student without a specialty: the most enrolled published courses.
CREATE INDEX courses_most_enrolled ON "Courses" (enrollment_count DESC, id_course)
  WHERE deleted_at IS NULL AND is_publish;
