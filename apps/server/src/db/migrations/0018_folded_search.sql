-- Searching as people type Spanish (issue 18, item 2; docs/product/search.md): 'auditoria' finds
-- 'Auditoría', 'LUCIA' finds 'Lucía'. Both sides of a comparison are folded by one function, so
-- there is one definition of "the same letter", on PostgreSQL and on PGlite alike.
--
-- translate and lower are immutable, so the function can be indexed (unaccent cannot: it reads a
-- dictionary). Upper-case letters are listed too, so the result does not depend on the locale's
-- lower(). The letters are those of the Spanish, Portuguese, Catalan and French names an academy
-- in Latin America meets.
CREATE FUNCTION aula_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate($1,
    'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÑÇÝ',
    'aaaaaaaeeeeeiiiiiooooooouuuuuncyyaaaaaaaeeeeeiiiiiooooooouuuuuncy'));

-- The searched texts, folded once when a row is written rather than on every search: a scan of a
-- small table (which the planner rightly prefers to an index there) then compares stored text,
-- instead of folding every course's descriptions again. The trigram indexes of migrations 0004 and
-- 0017 move onto them; db/text-search.ts is the only code that reads them.
ALTER TABLE "Courses" ADD COLUMN search_text text
  GENERATED ALWAYS AS (aula_fold(title || ' ' || short_description || ' ' || description)) STORED;
DROP INDEX courses_search;
CREATE INDEX courses_search ON "Courses" USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL;

ALTER TABLE "Profiles" ADD COLUMN search_name text
  GENERATED ALWAYS AS (aula_fold(names || ' ' || last_names)) STORED;
DROP INDEX profiles_full_name_search;
CREATE INDEX profiles_full_name_search ON "Profiles" USING gin (search_name gin_trgm_ops) WHERE deleted_at IS NULL;

ALTER TABLE "Users" ADD COLUMN search_email text GENERATED ALWAYS AS (aula_fold(email)) STORED;
DROP INDEX users_email_search;
CREATE INDEX users_email_search ON "Users" USING gin (search_email gin_trgm_ops);
