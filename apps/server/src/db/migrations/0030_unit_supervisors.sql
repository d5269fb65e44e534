-- Supervisors (docs/product/organisation.md#supervisors, decision 0032): a person answers for the
-- training of the people of a unit and everything below it. A scope any account may hold, not a
-- role. Rows are never deleted: a removal is dated, so who could see whom, and when, stays known.
CREATE TABLE "Unit_Supervisors" (
  id_unit_supervisor uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_unit uuid NOT NULL REFERENCES "Units" (id_unit),
  granted_at timestamptz NOT NULL,
  granted_by uuid REFERENCES "Profiles" (id_profile),
  removed_at timestamptz,
  removed_by uuid REFERENCES "Profiles" (id_profile)
);
CREATE UNIQUE INDEX unit_supervisors_live ON "Unit_Supervisors" (id_profile, id_unit) WHERE removed_at IS NULL;
CREATE INDEX unit_supervisors_unit ON "Unit_Supervisors" (id_unit) WHERE removed_at IS NULL;
