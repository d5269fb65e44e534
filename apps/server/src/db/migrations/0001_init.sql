-- Aula's data model: the original product's names (including "id_lenguage"), UUID keys, soft delete
-- (docs/product/interface.md#how-gaps-are-closed), plus the tables the server-owned auth and
-- notifications need.

-- Reference data. Each carries a stable "code" so that seeds are idempotent.
CREATE TABLE "Roles" (
  id_rol uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX roles_code_live ON "Roles" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Genders" (
  id_gender uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX genders_code_live ON "Genders" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Types_Identities_Documents" (
  id_type_identity_document uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX identity_documents_code_live ON "Types_Identities_Documents" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Industries" (
  id_industry uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX industries_code_live ON "Industries" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Specialties" (
  id_specialty uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  id_industry uuid NOT NULL REFERENCES "Industries" (id_industry),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX specialties_code_live ON "Specialties" (code) WHERE deleted_at IS NULL;
CREATE INDEX specialties_industry ON "Specialties" (id_industry, name) WHERE deleted_at IS NULL;

CREATE TABLE "Languages" (
  id_language uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX languages_code_live ON "Languages" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Difficulty_levels" (
  id_difficulty_level uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX difficulty_levels_code_live ON "Difficulty_levels" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Content_Types_Lesson" (
  id_content_type_lesson uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX content_types_code_live ON "Content_Types_Lesson" (code) WHERE deleted_at IS NULL;

CREATE TABLE "Coins" (
  id_coin uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX coins_code_live ON "Coins" (code) WHERE deleted_at IS NULL;

-- Auth: the server owns credentials. Passwords only as Argon2id hashes.
CREATE TABLE "Users" (
  id_user uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT false,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_live ON "Users" (email) WHERE deleted_at IS NULL;

-- A session is one sign-in on one device: the family of refresh tokens that rotate from it.
CREATE TABLE "Sessions" (
  id_session uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_live ON "Sessions" (id_user) WHERE revoked_at IS NULL;

CREATE TABLE "Refresh_Tokens" (
  id_refresh_token uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_session uuid NOT NULL REFERENCES "Sessions" (id_session),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON "Refresh_Tokens" (id_session);

CREATE TABLE "Profiles" (
  id_profile uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_user uuid NOT NULL REFERENCES "Users" (id_user),
  id_rol uuid NOT NULL REFERENCES "Roles" (id_rol),
  id_gender uuid REFERENCES "Genders" (id_gender),
  id_industry uuid REFERENCES "Industries" (id_industry),
  id_specialty uuid REFERENCES "Specialties" (id_specialty),
  id_type_identity_document uuid REFERENCES "Types_Identities_Documents" (id_type_identity_document),
  url_image text,
  names text NOT NULL,
  last_names text NOT NULL,
  country text,
  prefix_country text,
  nro_doi text,
  phone text,
  accept_marketing boolean NOT NULL DEFAULT false,
  terms_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX profiles_user_live ON "Profiles" (id_user) WHERE deleted_at IS NULL;
CREATE INDEX profiles_role ON "Profiles" (id_rol, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX profiles_created ON "Profiles" (created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE "Courses" (
  id_course uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL,
  short_description text NOT NULL,
  id_instructor uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_lenguage uuid NOT NULL REFERENCES "Languages" (id_language),
  id_coin uuid NOT NULL REFERENCES "Coins" (id_coin),
  price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  completion_count integer NOT NULL DEFAULT 0,
  enrollment_count integer NOT NULL DEFAULT 0,
  rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  estimated_duration_hours numeric(7, 2) NOT NULL CHECK (estimated_duration_hours >= 0),
  thumbnail_url text,
  preview_video_url text,
  is_publish boolean NOT NULL DEFAULT false,
  id_difficulty_level uuid NOT NULL REFERENCES "Difficulty_levels" (id_difficulty_level),
  id_specialty uuid NOT NULL REFERENCES "Specialties" (id_specialty),
  id_industry uuid NOT NULL REFERENCES "Industries" (id_industry),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX courses_catalogue ON "Courses" (is_publish, updated_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX courses_instructor ON "Courses" (id_instructor, updated_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX courses_specialty ON "Courses" (id_specialty) WHERE deleted_at IS NULL;

CREATE TABLE "Modules" (
  id_module uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  title text NOT NULL,
  description text,
  order_index integer NOT NULL,
  estimated_duration_minutes integer NOT NULL DEFAULT 0 CHECK (estimated_duration_minutes >= 0),
  is_published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX modules_course ON "Modules" (id_course, order_index) WHERE deleted_at IS NULL;

CREATE TABLE "Lessons" (
  id_lesson uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_module uuid NOT NULL REFERENCES "Modules" (id_module),
  title text NOT NULL,
  description text,
  content_url text,
  content_text text,
  id_content_type_lesson uuid NOT NULL REFERENCES "Content_Types_Lesson" (id_content_type_lesson),
  order_index integer NOT NULL,
  estimated_duration_minutes integer NOT NULL DEFAULT 0 CHECK (estimated_duration_minutes >= 0),
  is_published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX lessons_module ON "Lessons" (id_module, order_index) WHERE deleted_at IS NULL;

CREATE TABLE "Enrollments" (
  id_enrollment uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  completion_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- One live enrollment per student and course, enforced by the database, not by a read-then-write.
CREATE UNIQUE INDEX enrollments_course_profile_live ON "Enrollments" (id_course, id_profile) WHERE deleted_at IS NULL;
CREATE INDEX enrollments_profile ON "Enrollments" (id_profile, updated_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE "Lesson_Progress" (
  id_lesson_progress uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_lesson uuid NOT NULL REFERENCES "Lessons" (id_lesson),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lesson_progress_profile_lesson UNIQUE (id_profile, id_lesson)
);
CREATE INDEX lesson_progress_lesson ON "Lesson_Progress" (id_lesson);

CREATE TABLE "Notifications" (
  id_notification uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  type text NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
  title text NOT NULL,
  message text NOT NULL,
  action_url text,
  action_label text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX notifications_profile ON "Notifications" (id_profile, created_at DESC) WHERE deleted_at IS NULL;
