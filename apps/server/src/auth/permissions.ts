import { can, reaches, type Action, type Owned } from '@aula/shared';
import { AppError } from '../core/app-error';
import type { Viewer } from './viewer';

/** Who is asking, as far as a right depends on it: the profile and the role it holds now. */
type Who = Pick<Viewer, 'profileId' | 'role'>;

/**
 * Every handler's first step: refuses with 403 (and `message`, when the refusal has its own
 * words) a caller the policy does not let do the action, on the resource when there is one
 * (packages/shared/src/policy/policy.ts). The role in Viewer is read from the account on
 * every request, so a role change takes effect at once.
 */
export function authorize(auth: Who, action: Action, resource?: Owned, message?: string): void {
  if (!can(auth, action, resource)) throw AppError.forbidden(message);
}

/**
 * Rights over a resource follow from who the caller is now and the resource together, never from
 * the resource alone: an instructor demoted to student still owns their courses' rows, and owning
 * them gives nothing once the role is gone (no edit, no review mode, no moderation).
 */
interface OwnedCourse {
  id_instructor: string;
}

/** Who may change a course, see its drafts, review it without enrolling and moderate its comments. */
export const managesCourse = (auth: Who, course: OwnedCourse) =>
  can(auth, 'courses.manage', { ownerId: course.id_instructor });

/** The course's own instructor, managing it as theirs (not as an admin manages every course). */
export const teachesCourse = (auth: Who, course: OwnedCourse) =>
  reaches(auth, 'courses.manage') === 'own' && managesCourse(auth, course);
