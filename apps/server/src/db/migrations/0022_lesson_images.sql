-- Images inside text lessons (issue 18, item 6; docs/product/formatted-text.md). A text names an
-- image as `imagen:{id_lesson_image}`; the row says which course's it is and where its file is.
-- Written only by the course save (apps/server/src/courses/sync-lesson-images.ts): it adds the
-- images a text gained and removes, with their files, those no text of the course names any more.
CREATE TABLE "Lesson_Images" (
  id_lesson_image uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  file_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lesson_images_file_key UNIQUE (file_key)
);
-- The player and the form sign a course's images; a save checks and prunes them.
CREATE INDEX lesson_images_course ON "Lesson_Images" (id_course);
