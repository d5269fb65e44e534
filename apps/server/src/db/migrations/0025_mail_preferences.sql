-- Which kinds of email a person wants (docs/product/email.md#preferences). A kind without a row
-- follows the default written in packages/shared (MAIL_PREFERENCE_DEFAULTS); a row is written when
-- the person chooses in Configuración ('Notificaciones') or follows an email's unsubscribe link. Security messages
-- have no kind: they cannot be turned off.
CREATE TABLE "Mail_Preferences" (
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  kind text NOT NULL CHECK (kind IN ('orders', 'certificates')),
  by_email boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (id_user, kind)
);
