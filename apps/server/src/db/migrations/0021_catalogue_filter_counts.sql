-- The catalogue's filter counts without a search (issue 18, item 4; docs/product/catalogue-filters.md).
-- A student's or an admin's counts cover every live course of a publication state, or of both:
-- grouping them on every request read all 100,000 courses of the benchmark (370 ms on PGlite,
-- 133 ms on PostgreSQL). This table holds those groups, a few hundred rows however large the
-- catalogue, and the database keeps it on every write of "Courses", so the counts read it instead
-- (apps/server/src/courses/filter-combinations.ts). An instructor's own courses and a search's
-- matches are still grouped from the courses.

-- Writes of courses wait for the migration: none may fall between the fill and the triggers.
LOCK TABLE "Courses" IN SHARE ROW EXCLUSIVE MODE;

-- A course's duration range by name. The ranges are COURSE_DURATION_RANGES (packages/shared),
-- restated because SQL cannot import them; course-filter-counts.test.ts holds this function to
-- courses/course-filters.ts's durationRange at every boundary, so the two cannot drift apart.
CREATE FUNCTION course_duration_range(hours numeric) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN hours < 2 THEN 'upTo2'
    WHEN hours < 5 THEN 'from2To5'
    WHEN hours < 10 THEN 'from5To10'
    ELSE 'over10'
  END;

-- One row per combination of values live courses have, with how many have it; a combination no
-- course has any more leaves the table. Every grouped column of "Courses" is NOT NULL, so a plain
-- primary key identifies a combination.
CREATE TABLE "Course_Filter_Counts" (
  is_publish boolean NOT NULL,
  id_industry uuid NOT NULL,
  id_specialty uuid NOT NULL,
  id_difficulty_level uuid NOT NULL,
  id_lenguage uuid NOT NULL,
  -- price = 0, as the price filter reads it
  free boolean NOT NULL,
  -- course_duration_range(estimated_duration_hours)
  duration text NOT NULL,
  -- Without a CHECK: an upsert checks the row it proposes, and a course leaving proposes -1.
  courses integer NOT NULL,
  PRIMARY KEY (is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, free, duration)
);

INSERT INTO "Course_Filter_Counts"
SELECT is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price = 0,
  course_duration_range(estimated_duration_hours), count(*)
FROM "Courses"
WHERE deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Once per statement, from its transition tables: each live course it wrote (new_courses) enters
-- its combination, each live course it replaced or removed (old_courses) leaves one. Grouped
-- first, a bulk insert of 100,000 courses makes a few hundred changes, and an update that moves no
-- course between combinations (an enrollment count, a rating) nets to none.
CREATE FUNCTION course_filter_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entered "Course_Filter_Counts"[] := '{}';
  departed "Course_Filter_Counts"[] := '{}';
  changed integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "Course_Filter_Counts";
    RETURN NULL;
  END IF;
  -- A trigger sees only its own event's transition tables.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    entered := ARRAY(
      SELECT ROW(is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price = 0,
        course_duration_range(estimated_duration_hours), count(*)::int)::"Course_Filter_Counts"
      FROM new_courses
      WHERE deleted_at IS NULL
      GROUP BY is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price = 0,
        course_duration_range(estimated_duration_hours));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    departed := ARRAY(
      SELECT ROW(is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price = 0,
        course_duration_range(estimated_duration_hours), -count(*)::int)::"Course_Filter_Counts"
      FROM old_courses
      WHERE deleted_at IS NULL
      GROUP BY is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price = 0,
        course_duration_range(estimated_duration_hours));
  END IF;

  INSERT INTO "Course_Filter_Counts" AS counted
  SELECT is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, free, duration, sum(courses)
  FROM unnest(entered || departed)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(courses) <> 0
  -- In the key's order, so that concurrent writes lock the rows they share in the same order.
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, free, duration)
    DO UPDATE SET courses = counted.courses + excluded.courses;
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    DELETE FROM "Course_Filter_Counts" WHERE courses = 0;
  END IF;
  RETURN NULL;
END;
$$;

-- PostgreSQL allows transition tables only on a trigger of one event, without a column list.
CREATE TRIGGER course_filter_counts_insert
  AFTER INSERT ON "Courses" REFERENCING NEW TABLE AS new_courses
  FOR EACH STATEMENT EXECUTE FUNCTION course_filter_counts_follow();
CREATE TRIGGER course_filter_counts_update
  AFTER UPDATE ON "Courses" REFERENCING OLD TABLE AS old_courses NEW TABLE AS new_courses
  FOR EACH STATEMENT EXECUTE FUNCTION course_filter_counts_follow();
CREATE TRIGGER course_filter_counts_delete
  AFTER DELETE ON "Courses" REFERENCING OLD TABLE AS old_courses
  FOR EACH STATEMENT EXECUTE FUNCTION course_filter_counts_follow();
CREATE TRIGGER course_filter_counts_truncate
  AFTER TRUNCATE ON "Courses"
  FOR EACH STATEMENT EXECUTE FUNCTION course_filter_counts_follow();
