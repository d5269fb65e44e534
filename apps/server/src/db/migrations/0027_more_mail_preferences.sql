-- Comment replies and new lessons can be emailed too (docs/product/email.md#preferences); both are
-- off until the person turns them on, which the application's defaults say, not a row.
ALTER TABLE "Mail_Preferences" DROP CONSTRAINT "Mail_Preferences_kind_check";
ALTER TABLE "Mail_Preferences"
  ADD CONSTRAINT "Mail_Preferences_kind_check" CHECK (kind IN ('orders', 'certificates', 'comments', 'lessons'));
