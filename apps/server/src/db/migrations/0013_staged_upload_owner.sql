-- Each account may hold only so many staged uploads, and so many bytes of them, at once
-- (docs/decisions/0017): starting an upload counts the account's own, found by the owner the
-- server writes into the metadata.
CREATE INDEX staged_uploads_owner ON "Staged_Uploads" ((metadata ->> 'owner'), created_at);
