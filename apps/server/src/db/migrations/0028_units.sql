-- The organisation's tree (docs/product/organisation.md, decision 0031): the academy at the root,
-- then establishments, services and sub-units, five levels at most. Each unit keeps the path of
-- ids from the root ('/<root>/<establishment>/…/<itself>/'), so that a subtree is one indexed
-- prefix match, and a move rewrites the paths of the moved subtree only.
CREATE TABLE "Units" (
  id_unit uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_parent uuid REFERENCES "Units" (id_unit),
  kind text NOT NULL CHECK (kind IN ('academy', 'establishment', 'service', 'unit')),
  name text NOT NULL,
  -- The employer's own code (imports name units by it); unique among units when given.
  code text,
  path text NOT NULL,
  depth integer NOT NULL CHECK (depth BETWEEN 1 AND 5),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((id_parent IS NULL) = (kind = 'academy'))
);
CREATE UNIQUE INDEX units_one_root ON "Units" ((true)) WHERE id_parent IS NULL;
CREATE UNIQUE INDEX units_code ON "Units" (lower(code)) WHERE code IS NOT NULL;
CREATE UNIQUE INDEX units_path ON "Units" (path text_pattern_ops);
CREATE INDEX units_parent ON "Units" (id_parent);

INSERT INTO "Units" (id_unit, kind, name, path, depth)
VALUES ('00000000-0000-4000-8000-0000000000a1', 'academy', 'Aula', '/00000000-0000-4000-8000-0000000000a1/', 1);

-- Where people work: one primary unit (null until an admin, an import or single sign-on places
-- them), and any additional ones.
ALTER TABLE "Profiles" ADD COLUMN id_unit uuid REFERENCES "Units" (id_unit);
CREATE INDEX profiles_unit ON "Profiles" (id_unit) WHERE deleted_at IS NULL;
CREATE TABLE "Profile_Units" (
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_unit uuid NOT NULL REFERENCES "Units" (id_unit),
  PRIMARY KEY (id_profile, id_unit)
);
CREATE INDEX profile_units_unit ON "Profile_Units" (id_unit);
