-- Email (docs/product/email.md): every message Aula sends is a row here, queued in the transaction
-- of the change it tells about and sent by a job ('mail.send', key 'mail:<id>'), whose state says
-- whether it is waiting, retrying or failed. Once sent, the row keeps the message as it went out,
-- with its private links masked, for the admins' 'Correo enviado'.
CREATE TABLE "Mail_Messages" (
  id_mail uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template text NOT NULL,
  to_email text NOT NULL,
  id_user uuid REFERENCES "Users" (id_user),
  -- What the template needs (ids, names, amounts), never a secret: private links are derived from
  -- ids when the message is sent.
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  -- When the message took one of the minute's sending slots (MAIL_PER_MINUTE), and when the
  -- relay (or the outbox) accepted it.
  slot_at timestamptz,
  sent_at timestamptz,
  -- 'smtp', or 'outbox' (written to DATA_DIR/mail/ when no SMTP server is set).
  transport text,
  file_name text,
  message_id text,
  subject text,
  html text,
  text_body text
);
CREATE INDEX mail_messages_recent ON "Mail_Messages" (created_at DESC, id_mail DESC);
-- The sending limit counts the slots taken in the last minute.
CREATE INDEX mail_messages_slots ON "Mail_Messages" (slot_at) WHERE slot_at IS NOT NULL;

-- '¿Olvidaste tu contraseña?': one row per link sent. The link carries the row's id and a keyed
-- hash of it (nothing secret is stored); it works once, for 60 minutes.
CREATE TABLE "Password_Resets" (
  id_password_reset uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON "Password_Resets" (id_user) WHERE used_at IS NULL;
