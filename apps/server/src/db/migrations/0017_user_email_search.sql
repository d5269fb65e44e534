-- The user list finds people by email too (issue 18, item 3): a trigram index serves "contains"
-- (db/text-search.ts, emailContains). Emails are stored lower-case (0001's check).
CREATE INDEX users_email_search ON "Users" USING gin (email gin_trgm_ops);
