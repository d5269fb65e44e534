-- Invitations (docs/product/people.md#invitations): an account an admin opens has no password
-- until its owner chooses one through the emailed link, so no one else ever knows it.
ALTER TABLE "Users" ALTER COLUMN password_hash DROP NOT NULL;

-- One row per invitation sent. The link carries the row's id and a keyed hash of it (nothing
-- secret is stored); it works once, for 7 days, and a newer invitation replaces the older ones.
CREATE TABLE "Invitations" (
  id_invitation uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  -- The admin who sent it (they may be deleted later; the invitation stays).
  id_invited_by uuid REFERENCES "Users" (id_user),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX invitations_user ON "Invitations" (id_user) WHERE used_at IS NULL;
