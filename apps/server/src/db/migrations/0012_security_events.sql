-- The security log (decision 0016): sign-ins, lockouts, refusals, account, role and password
-- changes, exports of personal data; who, whom, when and from where. Append-only.
--
-- The type is text without a check: new kinds of event (the second factor's) are added in code.
-- The people are not foreign keys: an event must be written whatever happened to what it names,
-- and accounts are only ever soft-deleted, so the list still finds them.
CREATE TABLE "Security_Events" (
  id_security_event uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL,
  type text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure')),
  id_actor_user uuid,
  id_actor_profile uuid,
  id_target_user uuid,
  id_target_profile uuid,
  id_session uuid,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- The list reads newest first, by page; each filter has an index that keeps that order.
CREATE INDEX security_events_occurred ON "Security_Events" (occurred_at DESC, id_security_event DESC);
CREATE INDEX security_events_type ON "Security_Events" (type, occurred_at DESC);
CREATE INDEX security_events_actor ON "Security_Events" (id_actor_profile, occurred_at DESC)
  WHERE id_actor_profile IS NOT NULL;
CREATE INDEX security_events_target ON "Security_Events" (id_target_profile, occurred_at DESC)
  WHERE id_target_profile IS NOT NULL;
-- A failed sign-in of an address nobody holds is found by the email that was tried.
CREATE INDEX security_events_attempted_email ON "Security_Events"
  USING gin ((details ->> 'email') gin_trgm_ops)
  WHERE details ? 'email';

-- Append-only: what happened is never rewritten or erased by the application.
CREATE FUNCTION security_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Security_Events is append-only';
END;
$$;
CREATE TRIGGER security_events_append_only
  BEFORE UPDATE OR DELETE ON "Security_Events"
  FOR EACH ROW EXECUTE FUNCTION security_events_append_only();
