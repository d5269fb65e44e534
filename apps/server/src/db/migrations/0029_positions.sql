-- Positions ('puestos', docs/product/organisation.md#positions): a list the admins keep, and what
-- places a person in the employer's records: their position, staff number and hire date.
CREATE TABLE "Positions" (
  id_position uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX positions_name ON "Positions" (lower(name));

ALTER TABLE "Profiles" ADD COLUMN id_position uuid REFERENCES "Positions" (id_position);
-- The employer's id for the person ('código de trabajador'): unique among live accounts when given.
ALTER TABLE "Profiles" ADD COLUMN staff_number text;
ALTER TABLE "Profiles" ADD COLUMN hire_date date;
CREATE UNIQUE INDEX profiles_staff_number ON "Profiles" (lower(staff_number))
  WHERE staff_number IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX profiles_position ON "Profiles" (id_position) WHERE deleted_at IS NULL;
