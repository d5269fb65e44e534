-- The second factor (docs/decisions/0022): an authenticator app's key, single-use recovery codes,
-- the wait between a right password and its code, and the academy's rule for instructors.

-- One key per account. A key being set up has no enabled_at yet: it does nothing until the first
-- code from the app confirms it. The key is stored encrypted (AES-256-GCM); last_time_step is the
-- 30-second step of the last code accepted, so that no code is accepted twice. trust_generation
-- voids every 'no volver a pedirlo en este navegador' given so far when it goes up.
CREATE TABLE "User_Mfa" (
  id_user uuid PRIMARY KEY REFERENCES "Users" (id_user),
  secret_ciphertext text NOT NULL,
  enabled_at timestamptz,
  last_time_step integer,
  trust_generation integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, kept only as keyed hashes; a used one keeps its row, with when.
CREATE TABLE "Mfa_Recovery_Codes" (
  id_recovery_code uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mfa_recovery_codes_user ON "Mfa_Recovery_Codes" (id_user) WHERE used_at IS NULL;

-- A right password waiting for its second factor: a few minutes and a few attempts, then void.
CREATE TABLE "Mfa_Challenges" (
  id_challenge uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  token_hash text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mfa_challenges_user ON "Mfa_Challenges" (id_user);

-- The academy's security rule, one row once an admin first saves it (none: the defaults).
CREATE TABLE "Academy_Security_Settings" (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  mfa_required_for_instructors boolean NOT NULL DEFAULT false,
  updated_by uuid NOT NULL REFERENCES "Profiles" (id_profile),
  updated_at timestamptz NOT NULL DEFAULT now()
);
