import type { AuthContext } from './auth-context';

/**
 * Rights over a resource follow from who the caller is now and the resource together, never from
 * the resource alone: an instructor demoted to student still owns their courses' rows, and owning
 * them gives nothing once the role is gone (no edit, no review mode, no moderation). The role in
 * AuthContext is read from the account on every request, so a role change takes effect at once.
 */
interface OwnedCourse {
  id_instructor: string;
}

/** Who is asking, as far as a right over a course depends on it. */
type Who = Pick<AuthContext, 'profileId' | 'role'>;

/** The course's own instructor, still an instructor. */
export const teachesCourse = (auth: Who, course: OwnedCourse) =>
  auth.role === 'INSTRUCTOR' && course.id_instructor === auth.profileId;

/** Who may change a course, see its drafts, review it without enrolling and moderate its comments. */
export const managesCourse = (auth: Who, course: OwnedCourse) =>
  auth.role === 'ADMIN' || teachesCourse(auth, course);
