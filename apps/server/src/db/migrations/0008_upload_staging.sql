-- Resumable uploads between their chunks and until a course save claims them (issue 8): the
-- declared length and metadata here, the received bytes as parts in the file store. Any process
-- of an installation can take the next chunk or claim the finished file, because nothing about
-- an upload is kept on one process's disk or in its memory.
CREATE TABLE "Staged_Uploads" (
  -- The tus upload id, made by the server (a UUID); text, so that a made-up id in a URL is
  -- simply not found.
  id_staged_upload text PRIMARY KEY,
  size bigint CHECK (size >= 0),
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Expiry drops uploads older than a day.
CREATE INDEX staged_uploads_created ON "Staged_Uploads" (created_at);

-- The bytes received, one row per stored part. A part is recorded only where the previous one
-- ended (checked under the upload's row lock), so two processes writing the same upload at once
-- cannot leave a gap or an overlap: the key refuses a second part at the same offset.
CREATE TABLE "Staged_Upload_Parts" (
  id_staged_upload text NOT NULL REFERENCES "Staged_Uploads" (id_staged_upload) ON DELETE CASCADE,
  start_offset bigint NOT NULL CHECK (start_offset >= 0),
  size bigint NOT NULL CHECK (size > 0),
  storage_key text NOT NULL,
  PRIMARY KEY (id_staged_upload, start_offset)
);
