-- Single sign-on with the employer's identity provider over OpenID Connect
-- (docs/product/single-sign-on.md, decision 0035): one connection per academy, kept like the
-- other academy settings in a single row. The client secret is stored sealed with a key derived
-- from the app's secret (crypto/secret-box.ts), so a copy of the database alone does not hold it.
CREATE TABLE "Sso_Settings" (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL,
  name text NOT NULL,
  issuer_url text NOT NULL,
  client_id text NOT NULL,
  client_secret_sealed text NOT NULL,
  -- Lower-case domains; only emails of these may sign in, be matched or be created through it.
  email_domains text[] NOT NULL,
  passwords_off boolean NOT NULL,
  unit_claim text,
  position_claim text,
  role_claim text,
  admin_values text[] NOT NULL DEFAULT '{}',
  instructor_values text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES "Profiles" (id_profile)
);

-- How a session was opened: 'password' (after any second factor) or 'sso'; signing out of an
-- 'sso' session also ends the one at the provider.
ALTER TABLE "Sessions" ADD COLUMN signed_in_with text NOT NULL DEFAULT 'password'
  CHECK (signed_in_with IN ('password', 'sso'));

-- A second factor asked after the provider's sign-in remembers it, so the session it opens is an
-- 'sso' one too.
ALTER TABLE "Mfa_Challenges" ADD COLUMN signed_in_with text NOT NULL DEFAULT 'password'
  CHECK (signed_in_with IN ('password', 'sso'));
