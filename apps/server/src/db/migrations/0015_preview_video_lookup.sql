-- The file route checks a viewer's right to a course's preview video on every request of its link
-- (storage/media-access.ts): found by its key, as lesson files are (migration 0011).
CREATE INDEX courses_preview_video ON "Courses" (preview_video_url) WHERE deleted_at IS NULL;
