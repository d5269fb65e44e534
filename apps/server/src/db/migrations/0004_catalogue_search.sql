-- The catalogue at 100,000 courses (bench/REPORT.md): search and the managers' pages from indexes.

-- Search is a substring match (ILIKE '%…%') on the course's texts and the instructor's name, which
-- a B-tree cannot serve; trigram GIN indexes can, on PostgreSQL and on PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX courses_search ON "Courses"
  USING gin ((title || ' ' || short_description || ' ' || description) gin_trgm_ops)
  WHERE deleted_at IS NULL;

-- Also the people search of the user screens (names and last names).
CREATE INDEX profiles_full_name_search ON "Profiles"
  USING gin ((names || ' ' || last_names) gin_trgm_ops)
  WHERE deleted_at IS NULL;

-- An admin's list: every status, newest first (a student's and an instructor's have their own).
CREATE INDEX courses_updated ON "Courses" (updated_at DESC, id_course) WHERE deleted_at IS NULL;
