-- Why an account must choose a new password before anything else (docs/decisions/0019): it was
-- given a temporary one, or its password no longer meets the rules (too short, common, breached).
ALTER TABLE "Users" ADD COLUMN password_change_reason text
  CHECK (password_change_reason IN ('temporary', 'policy'));
UPDATE "Users" SET password_change_reason = 'temporary' WHERE must_change_password;
