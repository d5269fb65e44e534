-- Course ratings and reviews (issue 18, item 8; docs/product/ratings.md). A student who completed
-- at least half of a course's lessons rates it once, 1 to 5 stars with an optional review, and may
-- change it later: one row per student and course. Written only by apps/server/src/reviews/.
CREATE TABLE "Course_Ratings" (
  id_course_rating uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  -- Plain text, cleaned by the shared schema (1000 UTF-16 units at most, so never more code points).
  review text CHECK (review IS NULL OR char_length(review) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_ratings_course_profile UNIQUE (id_course, id_profile)
);
-- A course's page reads its most recent reviews, by page.
CREATE INDEX course_ratings_course_recent ON "Course_Ratings" (id_course, updated_at DESC, id_course_rating DESC);
-- An admin's 'Reseñas' reads every course's, most recent first.
CREATE INDEX course_ratings_recent ON "Course_Ratings" (updated_at DESC, id_course_rating DESC);

-- Each course's aggregates, kept by the write that changes a rating, in its transaction: the
-- catalogue sorts and shows them without reading a rating. rating_average (migration 0001, until
-- now always 0) becomes the plain mean shown on the page. rating_score is the Bayesian average the
-- catalogue's 'Calificación' order uses, (C·m + sum) / (C + count) with m the catalogue's mean at
-- the last refresh (Rating_Totals.prior_mean), or 0 for a course nobody rated, which sorts last.
ALTER TABLE "Courses"
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  ADD COLUMN rating_score double precision NOT NULL DEFAULT 0;

-- The catalogue's 'Calificación' order at 100,000 courses: a walk of this index, as
-- courses_most_enrolled serves 'Inscripciones', instead of sorting every course.
CREATE INDEX courses_rating ON "Courses" (rating_score DESC, id_course) WHERE deleted_at IS NULL;

-- The managers' summary cards now average every rating (sum of sums over sum of counts), not the
-- courses' averages: the covering index carries what that reads.
DROP INDEX courses_totals;
CREATE INDEX courses_totals ON "Courses" (id_instructor, is_publish)
  INCLUDE (id_coin, enrollment_count, rating_count, rating_sum)
  WHERE deleted_at IS NULL;

-- Every rating of the academy, counted and summed, and the mean the stored scores were computed
-- with. One row: a rating write locks it first, so rating writes run one at a time (they are a
-- person's deliberate act, never a flood) and a refresh of every score never meets another.
CREATE TABLE "Rating_Totals" (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  prior_mean double precision
);
INSERT INTO "Rating_Totals" (id) VALUES (true);
