import type { AppRole } from '../roles';

/**
 * Who may do what: the one table of the academy's rights (docs/decisions/0024-one-policy.md). The
 * server authorizes every handler against it before any work, the web hides what a person may
 * not do with it, and the security suite derives its expectations from it, so a new action
 * cannot ship without a decision written here.
 *
 * Each action names, per role, how far the right reaches:
 * - 'all': over every resource of the kind (an admin's orders: everyone's);
 * - 'own': over the viewer's own resources only (a student's orders: theirs; an instructor's
 *   courses: the ones they teach).
 * - 'team': over the people of the units the viewer supervises and the units below them
 *   (docs/decisions/0032-supervisors.md). Supervising is a scope any account may hold, not a role:
 *   it is written under `supervisor`, and applies to whoever supervises a unit when their role
 *   gives them nothing wider.
 * A role missing from an action may not do it at all.
 */
export type Reach = 'all' | 'own' | 'team';

/** Who an action's rights are written for: the roles, and whoever supervises a unit. */
type Holder = AppRole | 'supervisor';

export const POLICY = {
  /** The academy's dashboard: people, sales and courses of the whole academy. */
  'dashboard.academy': { ADMIN: 'all' },
  /** The teaching dashboard: a course manager's courses, students and revenue. */
  'dashboard.teaching': { ADMIN: 'all', INSTRUCTOR: 'own' },

  /** Create a course (an admin may give it to any instructor). */
  'courses.create': { ADMIN: 'all', INSTRUCTOR: 'all' },
  /**
   * Manage a course: edit, publish, delete, see its drafts and revenue, review it without
   * enrolling and moderate its comments. An instructor manages the courses they teach.
   */
  'courses.manage': { ADMIN: 'all', INSTRUCTOR: 'own' },
  /** Choose or change the instructor a course belongs to. */
  'courses.assignInstructor': { ADMIN: 'all' },
  /** Upload course files (covers, videos, documents, lesson images). */
  'courses.upload': { ADMIN: 'all', INSTRUCTOR: 'all' },

  /** Buy: the cart, placing an order and 'Mis Compras'. Admins sell; they never buy. */
  'cart.use': { INSTRUCTOR: 'own', STUDENT: 'own' },
  /** See an order: the buyer their own, an admin any. */
  'orders.view': { ADMIN: 'all', INSTRUCTOR: 'own', STUDENT: 'own' },
  /** Cancel an order still pending: its buyer only. */
  'orders.cancel': { INSTRUCTOR: 'own', STUDENT: 'own' },
  /** Approve, reject or refund orders, list and export them all. */
  'orders.decide': { ADMIN: 'all' },
  /** The academy's settings: the payment instructions buyers see, the second-factor rule. */
  'academySettings.manage': { ADMIN: 'all' },

  /** See people: an admin everyone, an instructor the students of their courses. */
  'users.view': { ADMIN: 'all', INSTRUCTOR: 'own' },
  /** Create, edit, change the role of and delete accounts. */
  'users.manage': { ADMIN: 'all' },
  /** See enrolments and progress: an admin every course's, an instructor their courses'. */
  'students.view': { ADMIN: 'all', INSTRUCTOR: 'own' },
  /** Read the reviews of courses: an admin every course's, an instructor their courses'. */
  'reviews.view': { ADMIN: 'all', INSTRUCTOR: 'own' },
  /** Send a notice to a person. */
  'notifications.send': { ADMIN: 'all' },
  /** The organisation's tree ('Organización'): create, rename, move, archive and restore units. */
  'organisation.manage': { ADMIN: 'all' },
  /** Read the security log. */
  'securityLog.view': { ADMIN: 'all' },
  /** See the background jobs ('Tareas programadas') and put a failed one back in the queue. */
  'jobs.manage': { ADMIN: 'all' },
  /** See the emails Aula sent or will send ('Correo enviado') and preview every template. */
  'mail.view': { ADMIN: 'all' },

  /**
   * 'Mi equipo': see the people of the units one supervises (and below), with each person's place,
   * enrollments, progress, completions and certificates. Admins see anyone's.
   */
  'team.view': { ADMIN: 'all', supervisor: 'team' },

  /**
   * 'Capacitación obligatoria': create, edit, preview, activate and deactivate requirements
   * (docs/product/mandatory-training.md#requirements).
   */
  'requirements.manage': { ADMIN: 'all' },
  /**
   * Exempt a person from one assignment, with a reason and an end date, or end the exemption: an
   * admin anyone's, a supervisor their team's.
   */
  'compliance.exempt': { ADMIN: 'all', supervisor: 'team' },

  /** Download a certificate's PDF: its holder their own, an admin any. */
  'certificates.download': { ADMIN: 'all', INSTRUCTOR: 'own', STUDENT: 'own' },
} as const satisfies Record<string, Partial<Record<Holder, Reach>>>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

/** Who is asking: their profile, the role they hold now, and whether they supervise a unit now. */
export interface Viewer {
  profileId: string;
  role: AppRole;
  supervisor?: boolean;
}

/**
 * The resource an action is asked about: by whose it is (a course's instructor, an order's buyer,
 * a person's own record), and for a person, whether they are in the viewer's team (the server
 * works that out from the tree before asking).
 */
export interface Owned {
  ownerId: string;
  inTeam?: boolean;
}

/** How far the viewer's right to the action reaches, or null when they may not do it at all. */
export function reaches(viewer: Pick<Viewer, 'role' | 'supervisor'>, action: Action): Reach | null {
  const rights: Partial<Record<Holder, Reach>> = POLICY[action];
  return rights[viewer.role] ?? (viewer.supervisor ? (rights.supervisor ?? null) : null);
}

/**
 * Whether the viewer may do the action: at all (no resource), or on this resource (one of
 * their own, for an 'own' reach; a person of their team, for a 'team' reach).
 */
export function can(viewer: Viewer, action: Action, resource?: Owned): boolean {
  const reach = reaches(viewer, action);
  if (reach === null) return false;
  if (reach === 'all' || resource === undefined) return true;
  if (reach === 'team') return resource.inTeam === true;
  return resource.ownerId === viewer.profileId;
}

/**
 * Whose account must sign in with a second factor (docs/decisions/0022): 'always', or 'academy'
 * when the academy's setting asks it of the role. A role not named may choose to use one.
 */
export const SECOND_FACTOR: Partial<Record<AppRole, 'always' | 'academy'>> = {
  ADMIN: 'always',
  INSTRUCTOR: 'academy',
};

/** Whether the right reaches every resource of its kind: lists then need no owner filter. */
export const reachesAll = (viewer: Pick<Viewer, 'role' | 'supervisor'>, action: Action) =>
  reaches(viewer, action) === 'all';
