import type { ColumnType, Generated } from 'kysely';
import type {
  AssignmentStatus,
  MailPreferenceKind,
  RequirementState,
  StaffImportFormat,
  StaffImportMapping,
  StaffImportOutcome,
  StaffImportStatus,
} from '@aula/shared';

/** Kysely's view of the tables in migrations/. Keep in step with the SQL. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = Generated<string>;
/** numeric columns come back as numbers (see TYPE_OIDS) and accept numbers. */
type Numeric = ColumnType<number, number | undefined, number>;
/**
 * A text the database derives from the row's others (GENERATED … STORED): read, never written.
 * Nullable as the SQL declares it: a generated column is NOT NULL only when it says so.
 */
type Derived = ColumnType<string | null, never, never>;
/** A calendar day ('YYYY-MM-DD'), read as text on both engines (see TYPE_OIDS). */
type CalendarDayColumn = ColumnType<string | null, string | null | undefined, string | null>;
type RequiredDay = ColumnType<string, string, string>;

interface Timestamps {
  created_at: Generated<Date> & Timestamp;
  updated_at: Generated<Date> & Timestamp;
  deleted_at: NullableTimestamp;
}

interface ReferenceRow extends Timestamps {
  name: string;
  code: string;
}

export interface RolesTable extends ReferenceRow {
  id_rol: Id;
  description: string | null;
}
export interface GendersTable extends ReferenceRow {
  id_gender: Id;
}
export interface IdentityDocumentTypesTable extends ReferenceRow {
  id_type_identity_document: Id;
}
export interface IndustriesTable extends ReferenceRow {
  id_industry: Id;
}
export interface SpecialtiesTable extends ReferenceRow {
  id_specialty: Id;
  id_industry: string;
}
export interface LanguagesTable extends ReferenceRow {
  id_language: Id;
}
export interface DifficultyLevelsTable extends ReferenceRow {
  id_difficulty_level: Id;
}
export interface ContentTypesLessonTable extends ReferenceRow {
  id_content_type_lesson: Id;
}
export interface CoinsTable extends ReferenceRow {
  id_coin: Id;
}

export interface UsersTable extends Timestamps {
  id_user: Id;
  email: string;
  /** The email folded for search (migration 0018, db/text-search.ts). */
  search_email: Derived;
  /** Null while an invited account has not chosen its password (migration 0026). */
  password_hash: string | null;
  must_change_password: Generated<boolean>;
  /** Why it must: set with must_change_password, cleared with it (migration 0014). */
  password_change_reason: ColumnType<
    PasswordChangeReason | null,
    PasswordChangeReason | null | undefined,
    PasswordChangeReason | null
  >;
  last_sign_in_at: NullableTimestamp;
}

export interface SessionsTable {
  id_session: Id;
  id_user: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Generated<Date>;
  last_used_at: Generated<Date> & Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  signed_in_with: Generated<SignedInWith>;
}

/** How a session was opened (migration 0033): after a password, or through single sign-on. */
export type SignedInWith = 'password' | 'sso';

export interface RefreshTokensTable {
  id_refresh_token: Id;
  id_session: string;
  token_hash: string;
  created_at: Generated<Date>;
  used_at: NullableTimestamp;
}

export interface ProfilesTable extends Timestamps {
  id_profile: Id;
  /** Names and last names folded for search (migration 0018, db/text-search.ts). */
  search_name: Derived;
  id_user: string;
  id_rol: string;
  id_gender: string | null;
  id_industry: string | null;
  id_specialty: string | null;
  id_type_identity_document: string | null;
  url_image: string | null;
  names: string;
  last_names: string;
  country: string | null;
  prefix_country: string | null;
  nro_doi: string | null;
  phone: string | null;
  accept_marketing: Generated<boolean>;
  terms_accepted_at: NullableTimestamp;
  /** The person's primary unit (migration 0028); null until they are placed. */
  id_unit: string | null;
  /** Their position, staff number and hire date (migration 0029). */
  id_position: string | null;
  staff_number: string | null;
  hire_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CoursesTable extends Timestamps {
  id_course: Id;
  /** Title and descriptions folded for search (migration 0018, db/text-search.ts). */
  search_text: Derived;
  title: string;
  description: string;
  short_description: string;
  id_instructor: string;
  id_lenguage: string;
  id_coin: string;
  price: Numeric;
  completion_count: Generated<number>;
  enrollment_count: Generated<number>;
  /** The plain mean of the course's ratings, to two decimals; 0 while nobody rated it. */
  rating_average: Numeric;
  /** How many ratings and their stars' sum (migration 0020), kept by reviews/save-rating.ts. */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** The Bayesian average the catalogue sorts by (reviews/rating-score.ts); 0 while nobody rated it. */
  rating_score: Generated<number>;
  estimated_duration_hours: Numeric;
  thumbnail_url: string | null;
  preview_video_url: string | null;
  is_publish: Generated<boolean>;
  id_difficulty_level: string;
  id_specialty: string;
  id_industry: string;
}

/**
 * How many live courses have one combination of the catalogue filters' values (migration 0021).
 * The database's triggers on Courses keep it; the app only reads it (courses/filter-combinations.ts).
 */
export interface CourseFilterCountsTable {
  is_publish: boolean;
  id_industry: string;
  id_specialty: string;
  id_difficulty_level: string;
  id_lenguage: string;
  /** price = 0 */
  free: boolean;
  /** the duration range's name, as COURSE_DURATION_RANGES calls it */
  duration: string;
  courses: number;
}

export interface ModulesTable extends Timestamps {
  id_module: Id;
  id_course: string;
  title: string;
  description: string | null;
  order_index: number;
  estimated_duration_minutes: Generated<number>;
  is_published: Generated<boolean>;
}

export interface LessonsTable extends Timestamps {
  id_lesson: Id;
  id_module: string;
  title: string;
  description: string | null;
  content_url: string | null;
  content_text: string | null;
  id_content_type_lesson: string;
  order_index: number;
  estimated_duration_minutes: Generated<number>;
  is_published: Generated<boolean>;
  /** Videos: the duration read from the file when stored; null when it says none. */
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EnrollmentsTable extends Timestamps {
  id_enrollment: Id;
  id_course: string;
  id_profile: string;
  progress: Generated<number>;
  completion_at: NullableTimestamp;
  last_lesson_id: string | null;
  /** The order that bought it; null for a free course. */
  id_order: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LessonProgressTable {
  id_lesson_progress: Id;
  id_profile: string;
  id_lesson: string;
  completed_at: NullableTimestamp;
  position_seconds: Numeric;
  /** jsonb: the merged ranges of video played, written as JSON text, read back as the array. */
  watched_ranges: ColumnType<Array<[number, number]>, string | undefined, string>;
  watch_reported_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  reached_end_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date> & Timestamp;
}

export interface LessonCommentsTable {
  id_comment: Id;
  id_lesson: string;
  id_profile: string;
  body: string;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

/** One student's rating of one course (migration 0020): at most one, edited in place. */
export interface CourseRatingsTable {
  id_course_rating: Id;
  id_course: string;
  id_profile: string;
  stars: number;
  /** plain text, or null for stars alone */
  review: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An image a text lesson shows, one of its course's files (migration 0022). */
export interface LessonImagesTable {
  id_lesson_image: Id;
  id_course: string;
  file_key: string;
  created_at: Timestamp;
}

/** The single row of the academy's rating totals (migration 0020). */
export interface RatingTotalsTable {
  id: Generated<true>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** the mean the stored scores were computed with; null before the first rating */
  prior_mean: number | null;
}

export interface CertificatesTable {
  id_certificate: Id;
  code: string;
  id_profile: string;
  id_course: string;
  student_names: string;
  student_document: string | null;
  course_title: string;
  course_hours: Numeric;
  instructor_names: string;
  completed_at: Timestamp;
  issued_at: Generated<Date>;
  /** The enrollment it completed (migration 0034): one certificate per cycle. */
  id_enrollment: string | null;
  /** 'Válido hasta', when a requirement gave the completion a validity. */
  valid_until: CalendarDayColumn;
}

/** Why an account must choose a new password before anything else. */
export type PasswordChangeReason = 'temporary' | 'policy';

export type OrderStatus = 'pending' | 'approved' | 'rejected' | 'refunded' | 'cancelled';

export interface OrdersTable {
  id_order: Id;
  id_profile: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  approved_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** The code the student quotes in the transfer. */
  code: string;
  payment_method: Generated<'manual_transfer'>;
  /** The academy's instructions as they were when the order was placed. */
  payment_instructions: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date> & Timestamp;
}

/** One state an order entered: the audit trail. */
export interface OrderEventsTable {
  id_order_event: Id;
  id_order: string;
  status: OrderStatus;
  id_actor: string;
  reason: string | null;
  created_at: Generated<Date>;
}

/** A resumable upload waiting for its chunks or for the save that claims it. */
export interface StagedUploadsTable {
  id_staged_upload: string;
  size: number | null;
  metadata: ColumnType<Record<string, string | null>, string | undefined, string>;
  created_at: Timestamp;
}

/** Received bytes of a staged upload, stored as one object of the file store. */
export interface StagedUploadPartsTable {
  id_staged_upload: string;
  start_offset: number;
  size: number;
  storage_key: string;
}

export interface CartItemsTable {
  id_profile: string;
  id_course: string;
  created_at: Generated<Date>;
}

/** The single row of academy settings. */
export interface AcademySettingsTable {
  id: Generated<true>;
  payment_instructions: string;
  updated_by: string;
  updated_at: Generated<Date> & Timestamp;
}

export interface OrderItemsTable {
  id_order_item: Id;
  id_order: string;
  id_course: string;
  id_coin: string;
  price: Numeric;
}

export interface NotificationsTable {
  id_notification: Id;
  id_profile: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  action_url: string | null;
  action_label: string | null;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

/** One line of the security log (migration 0012): append-only, written by security-log/. */
export interface SecurityEventsTable {
  id_security_event: Id;
  occurred_at: Timestamp;
  type: string;
  outcome: 'success' | 'failure';
  id_actor_user: string | null;
  id_actor_profile: string | null;
  id_target_user: string | null;
  id_target_profile: string | null;
  id_session: string | null;
  ip: string | null;
  user_agent: string | null;
  /** jsonb: written as JSON text, read back as the object. */
  details: ColumnType<Record<string, string | number | boolean | null>, string | undefined, never>;
}

/** An account's authenticator key (migration 0016); enabled once a first code confirmed it. */
export interface UserMfaTable {
  id_user: string;
  secret_ciphertext: string;
  enabled_at: NullableTimestamp;
  last_time_step: number | null;
  trust_generation: Generated<number>;
  created_at: Generated<Date> & Timestamp;
  updated_at: Generated<Date> & Timestamp;
}

export interface MfaRecoveryCodesTable {
  id_recovery_code: Id;
  id_user: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Generated<Date> & Timestamp;
}

export interface MfaChallengesTable {
  id_challenge: Id;
  id_user: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date> & Timestamp;
  signed_in_with: Generated<SignedInWith>;
}

export interface AcademySecuritySettingsTable {
  id: Generated<true>;
  mfa_required_for_instructors: Generated<boolean>;
  updated_by: string;
  updated_at: Generated<Date> & Timestamp;
}

/** Single sign-on's one connection (migration 0033, docs/product/single-sign-on.md). */
export interface SsoSettingsTable {
  id: Generated<number>;
  enabled: boolean;
  name: string;
  issuer_url: string;
  client_id: string;
  client_secret_sealed: string;
  email_domains: string[];
  passwords_off: boolean;
  unit_claim: string | null;
  position_claim: string | null;
  role_claim: string | null;
  admin_values: Generated<string[]>;
  instructor_values: Generated<string[]>;
  updated_at: Generated<Date> & Timestamp;
  updated_by: string | null;
}

/** Background work (migration 0023, docs/decisions/0028-job-queue.md). */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';
export interface JobsTable {
  id_job: Id;
  kind: string;
  /** jsonb: written as JSON text, read back as the object. */
  payload: ColumnType<Record<string, unknown>, string, never>;
  idempotency_key: string | null;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** A recurring schedule's last tick, moved forward by the one process that enqueues it. */
export interface JobSchedulesTable {
  name: string;
  last_tick_at: Timestamp;
}

/** A message Aula sends (migration 0024); filled in with what went out once it is sent. */
export interface MailMessagesTable {
  id_mail: Id;
  template: string;
  to_email: string;
  id_user: string | null;
  /** jsonb: written as JSON text, read back as the object. */
  data: ColumnType<Record<string, unknown>, string, never>;
  created_at: Timestamp;
  slot_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  transport: string | null;
  file_name: string | null;
  message_id: string | null;
  subject: string | null;
  html: string | null;
  text_body: string | null;
}

/** A password-recovery link sent (migration 0024): single use, 60 minutes. */
export interface PasswordResetsTable {
  id_password_reset: Id;
  id_user: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type UnitKind = 'academy' | 'establishment' | 'service' | 'unit';

/** A node of the organisation's tree (migration 0028). */
export interface UnitsTable {
  id_unit: Id;
  id_parent: string | null;
  kind: UnitKind;
  name: string;
  code: string | null;
  /** '/<root id>/…/<own id>/': a subtree is a prefix match. */
  path: string;
  /** 1 for the academy's root, at most 5. */
  depth: number;
  archived_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Who supervises which unit (migration 0030): live while `removed_at` is null, never deleted. */
export interface UnitSupervisorsTable {
  id_unit_supervisor: Id;
  id_profile: string;
  id_unit: string;
  granted_at: Timestamp;
  granted_by: string | null;
  removed_at: NullableTimestamp;
  removed_by: string | null;
}

/** A position ('puesto') people may hold (migration 0029). */
export interface PositionsTable {
  id_position: Id;
  name: string;
  archived_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A person's additional units (migration 0028); the primary one is Profiles.id_unit. */
export interface ProfileUnitsTable {
  id_profile: string;
  id_unit: string;
}

/** An invitation to choose one's password (migration 0026): single use, 7 days. */
export interface InvitationsTable {
  id_invitation: Id;
  id_user: string;
  id_invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A person's choice for one kind of email (migration 0025); no row: the default. */
export interface MailPreferencesTable {
  id_user: string;
  /** MailPreferenceKind; the CHECK lists the same kinds (migrations 0025, 0027, 0035). */
  kind: MailPreferenceKind;
  by_email: boolean;
  updated_at: Timestamp;
}

/** A staff file an admin loaded (migration 0031, docs/product/staff-import.md). */
export interface StaffImportsTable {
  id_import: Id;
  id_profile: string;
  file_name: string;
  format: StaffImportFormat;
  status: StaffImportStatus;
  /** the file's header row; JSON text when written */
  headers: ColumnType<string[], string, string>;
  row_count: number;
  mapping: ColumnType<StaffImportMapping | null, string | null | undefined, string | null>;
  create_units: Generated<boolean>;
  full_roster: Generated<boolean>;
  /** paths, 'Hospital Nuevo / Emergencias' */
  units_to_create: ColumnType<string[], string | undefined, string>;
  /** the admin's address and browser when they ran it (security-log/record-security-event.ts) */
  origin: ColumnType<
    { ip: string | null; userAgent: string | null } | null,
    string | null | undefined,
    string | null
  >;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** One data row of an import's file, by its line (migration 0031). */
export interface StaffImportRowsTable {
  id_import: string;
  line: number;
  cells: ColumnType<string[], string, string>;
  planned: StaffImportOutcome | null;
  outcome: StaffImportOutcome | null;
  reason: string | null;
  id_profile: string | null;
}

/** Whom a full-roster import deactivates (migration 0031). */
export interface StaffImportAbsenteesTable {
  id_import: string;
  id_profile: string;
  deactivated_at: NullableTimestamp;
  done: Generated<boolean>;
}

/** Mandatory training (migration 0034, docs/product/mandatory-training.md). */
export interface RequirementsTable {
  id_requirement: Id;
  title: string;
  description: Generated<string>;
  state: Generated<RequirementState>;
  in_order: Generated<boolean>;
  due_kind: 'after_assignment' | 'after_hire' | 'fixed';
  due_days: number | null;
  due_on: CalendarDayColumn;
  recurrence: Generated<'none' | 'every_months' | 'yearly_on'>;
  recurrence_months: number | null;
  recurrence_day: string | null;
  validity_months: number | null;
  recertify_days: Generated<number>;
  due_soon_days: Generated<number>;
  remind_before_days: ColumnType<number[], number[] | undefined, number[]>;
  remind_when_overdue: Generated<boolean>;
  overdue_every_days: Generated<number>;
  remind_expiry_days: ColumnType<number[], number[] | undefined, number[]>;
  created_by: string | null;
  created_at: Generated<Date> & Timestamp;
  updated_at: Generated<Date> & Timestamp;
  activated_at: NullableTimestamp;
  deactivated_at: NullableTimestamp;
}

export interface RequirementCoursesTable {
  id_requirement: string;
  position: number;
  id_course: string;
}

export interface RequirementRulesTable {
  id_rule: Id;
  id_requirement: string;
  position: number;
  excludes: Generated<boolean>;
  id_unit: string | null;
  with_subunits: Generated<boolean>;
  id_position: string | null;
  id_industry: string | null;
}

export interface AssignmentsTable {
  id_assignment: Id;
  id_requirement: string;
  id_profile: string;
  cycle: Generated<number>;
  assigned_on: RequiredDay;
  due_on: RequiredDay;
  started_on: CalendarDayColumn;
  completed_on: CalendarDayColumn;
  valid_until: CalendarDayColumn;
  previous_valid_until: CalendarDayColumn;
  exempt_until: CalendarDayColumn;
  status: AssignmentStatus;
  status_since: RequiredDay;
  next_check_on: CalendarDayColumn;
  closed_on: CalendarDayColumn;
  withdrawn_on: CalendarDayColumn;
  created_at: Generated<Date> & Timestamp;
  updated_at: Generated<Date> & Timestamp;
}

export interface AssignmentStatusChangesTable {
  id_status_change: Id;
  id_assignment: string;
  changed_on: RequiredDay;
  changed_at: Timestamp;
  from_status: AssignmentStatus | null;
  to_status: AssignmentStatus | null;
  cause: string;
  id_actor: string | null;
}

export interface ExemptionsTable {
  id_exemption: Id;
  id_assignment: string;
  reason: string;
  starts_on: RequiredDay;
  ends_on: RequiredDay;
  created_by: string;
  created_at: Timestamp;
  ended_on: CalendarDayColumn;
  ended_by: string | null;
}

export interface LessonProgressHistoryTable {
  id_lesson_progress: string;
  id_enrollment: string;
  id_profile: string;
  id_lesson: string;
  completed_at: NullableTimestamp;
  position_seconds: Numeric;
  watched_ranges: ColumnType<Array<[number, number]>, string, string>;
  watch_reported_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  reached_end_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: Timestamp;
}

export interface AssignmentRemindersTable {
  id_assignment: string;
  /** What the reminder is about and for which day, e.g. 'due:7:2027-02-03' (compliance/reminders.ts). */
  reminder: string;
  sent_on: RequiredDay;
}

export interface ReminderDigestsTable {
  id_profile: string;
  sent_on: RequiredDay;
  id_mail: string | null;
}

export interface DB {
  Roles: RolesTable;
  Genders: GendersTable;
  Types_Identities_Documents: IdentityDocumentTypesTable;
  Industries: IndustriesTable;
  Specialties: SpecialtiesTable;
  Languages: LanguagesTable;
  Difficulty_levels: DifficultyLevelsTable;
  Content_Types_Lesson: ContentTypesLessonTable;
  Coins: CoinsTable;
  Users: UsersTable;
  Sessions: SessionsTable;
  Refresh_Tokens: RefreshTokensTable;
  Profiles: ProfilesTable;
  Courses: CoursesTable;
  Course_Filter_Counts: CourseFilterCountsTable;
  Modules: ModulesTable;
  Lessons: LessonsTable;
  Enrollments: EnrollmentsTable;
  Lesson_Progress: LessonProgressTable;
  Notifications: NotificationsTable;
  Lesson_Comments: LessonCommentsTable;
  Certificates: CertificatesTable;
  Course_Ratings: CourseRatingsTable;
  Lesson_Images: LessonImagesTable;
  Rating_Totals: RatingTotalsTable;
  Orders: OrdersTable;
  Order_Items: OrderItemsTable;
  Order_Events: OrderEventsTable;
  Cart_Items: CartItemsTable;
  Academy_Settings: AcademySettingsTable;
  Staged_Uploads: StagedUploadsTable;
  Staged_Upload_Parts: StagedUploadPartsTable;
  Security_Events: SecurityEventsTable;
  User_Mfa: UserMfaTable;
  Mfa_Recovery_Codes: MfaRecoveryCodesTable;
  Mfa_Challenges: MfaChallengesTable;
  Academy_Security_Settings: AcademySecuritySettingsTable;
  Sso_Settings: SsoSettingsTable;
  Jobs: JobsTable;
  Job_Schedules: JobSchedulesTable;
  Mail_Messages: MailMessagesTable;
  Password_Resets: PasswordResetsTable;
  Mail_Preferences: MailPreferencesTable;
  Invitations: InvitationsTable;
  Units: UnitsTable;
  Profile_Units: ProfileUnitsTable;
  Positions: PositionsTable;
  Unit_Supervisors: UnitSupervisorsTable;
  Staff_Imports: StaffImportsTable;
  Staff_Import_Rows: StaffImportRowsTable;
  Staff_Import_Absentees: StaffImportAbsenteesTable;
  Requirements: RequirementsTable;
  Requirement_Courses: RequirementCoursesTable;
  Requirement_Rules: RequirementRulesTable;
  Assignments: AssignmentsTable;
  Assignment_Status_Changes: AssignmentStatusChangesTable;
  Exemptions: ExemptionsTable;
  Lesson_Progress_History: LessonProgressHistoryTable;
  Assignment_Reminders: AssignmentRemindersTable;
  Reminder_Digests: ReminderDigestsTable;
}
