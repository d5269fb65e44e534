-- Evidence of learning (issue 17): a completion is accepted only when the player has shown the
-- lesson's content was consumed (docs/decisions/0015-lesson-completion-evidence.md).

-- A video's duration as its file says (the MP4's movie header), read when the file is stored;
-- null when the file does not say, and then the estimated minutes stand in.
ALTER TABLE "Lessons" ADD COLUMN duration_seconds numeric(10, 2) CHECK (duration_seconds > 0);
-- A stored file's key is the lesson's alone: the save finds the lesson it wrote by it.
CREATE INDEX lessons_content_url ON "Lessons" (content_url) WHERE content_url IS NOT NULL;

-- What the player reported of one person's consumption of one lesson, on its progress row:
-- the merged ranges of video played ([[from, to], ...] in seconds) and when the last range
-- report came (the wall-clock limit of the next one); when a text, PDF or link was first
-- opened; when a text was scrolled to its end or a PDF's last page shown.
ALTER TABLE "Lesson_Progress"
  ADD COLUMN watched_ranges jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN watch_reported_at timestamptz,
  ADD COLUMN opened_at timestamptz,
  ADD COLUMN reached_end_at timestamptz;
