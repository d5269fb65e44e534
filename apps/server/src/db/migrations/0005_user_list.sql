-- The user screen at 100,000 people (issue 6): its 'names' order reads an index instead of sorting
-- every live profile. The newest-first order already has profiles_created (0001), the search its
-- trigram index (0004).
CREATE INDEX profiles_names ON "Profiles" (names, last_names, id_profile) WHERE deleted_at IS NULL;
