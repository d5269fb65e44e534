-- People lists read one page at a time along their order's index and page on by keyset from the
-- previous page's last row (docs/product/interface.md#counting-once-per-visit). The newest-first
-- order ends on the id, so that people created in the same instant (a staff import) keep one
-- order: its index must end on the id too for a row comparison to be answered by it.
DROP INDEX profiles_created;
CREATE INDEX profiles_created ON "Profiles" (created_at DESC, id_profile DESC) WHERE deleted_at IS NULL;
