-- 'Importar personal' (docs/product/staff-import.md): a file of staff is kept as its rows, checked
-- in a dry run that touches nobody, then applied by a background job that records, row by row,
-- what it did. Kept afterwards as the import's history and its error file.
CREATE TABLE "Staff_Imports" (
  id_import uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  status text NOT NULL CHECK (status IN ('uploaded', 'previewed', 'queued', 'running', 'done', 'failed')),
  headers jsonb NOT NULL,
  row_count integer NOT NULL,
  -- The plan of the last dry run: which column holds each field, and the two options.
  mapping jsonb,
  create_units boolean NOT NULL DEFAULT false,
  full_roster boolean NOT NULL DEFAULT false,
  units_to_create jsonb NOT NULL DEFAULT '[]',
  -- Where the admin ran it from, for the security log of the people it creates.
  origin jsonb,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX staff_imports_newest ON "Staff_Imports" (created_at DESC);

-- Each data row of the file, by its line in the file (the headers are line 1). `planned` is what the
-- dry run found; `outcome` what the import did, null until it has run the row.
CREATE TABLE "Staff_Import_Rows" (
  id_import uuid NOT NULL REFERENCES "Staff_Imports" (id_import),
  line integer NOT NULL,
  cells jsonb NOT NULL,
  planned text CHECK (planned IN ('create', 'update', 'unchanged', 'fail')),
  outcome text CHECK (outcome IN ('create', 'update', 'unchanged', 'fail')),
  reason text,
  id_profile uuid REFERENCES "Profiles" (id_profile),
  PRIMARY KEY (id_import, line)
);
CREATE INDEX staff_import_rows_pending ON "Staff_Import_Rows" (id_import, line) WHERE outcome IS NULL;

-- Who a full-roster import deactivates: exactly the people its dry run showed.
CREATE TABLE "Staff_Import_Absentees" (
  id_import uuid NOT NULL REFERENCES "Staff_Imports" (id_import),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  deactivated_at timestamptz,
  done boolean NOT NULL DEFAULT false,
  PRIMARY KEY (id_import, id_profile)
);
