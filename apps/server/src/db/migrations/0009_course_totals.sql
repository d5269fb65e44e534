-- The summary cards of the instructor's and the admin's course list add up every listed course
-- (apps/server/src/courses/course-queries.ts, managerTotals). With these columns in an index,
-- PostgreSQL reads them without the course rows, whose descriptions make them wide: at 100,000
-- courses, 21 ms instead of 85 ms (bench/REPORT.md).
CREATE INDEX courses_totals ON "Courses" (id_instructor, is_publish)
  INCLUDE (id_coin, enrollment_count, rating_average)
  WHERE deleted_at IS NULL;
