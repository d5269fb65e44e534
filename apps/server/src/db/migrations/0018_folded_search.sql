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

-- The trigram indexes of migrations 0004 and 0017, rebuilt on the folded texts: a search must
-- write the same expression (db/text-search.ts) for the planner to use them.
DROP INDEX courses_search;
CREATE INDEX courses_search ON "Courses"
  USING gin (aula_fold(title || ' ' || short_description || ' ' || description) gin_trgm_ops)
  WHERE deleted_at IS NULL;

DROP INDEX profiles_full_name_search;
CREATE INDEX profiles_full_name_search ON "Profiles"
  USING gin (aula_fold(names || ' ' || last_names) gin_trgm_ops)
  WHERE deleted_at IS NULL;

DROP INDEX users_email_search;
CREATE INDEX users_email_search ON "Users" USING gin (aula_fold(email) gin_trgm_ops);
