-- The catalogue's filters at 100,000 courses (issue 18, item 4): a filtered page's count and the
-- filters' counts read every published course's filter values. From the table, that is a scan of
-- rows made wide by the descriptions and their folded copy (migration 0018): 118 ms for a filtered
-- page and 185 ms for the counts, in process on PGlite. This covering index holds just those
-- values, so both are index-only scans: 15 ms and 62 ms.
CREATE INDEX courses_filters ON "Courses"
  (is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, price, estimated_duration_hours)
  WHERE deleted_at IS NULL;
