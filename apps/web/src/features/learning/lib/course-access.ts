import type { AppRole, CourseDetail } from '@aula/shared';

/** Who is looking at a course's page: the signed-in user's profile and role. */
export interface CourseViewer {
  profileId: string;
  role: AppRole;
}

/**
 * What the course page offers its viewer (DECISIONS.md §5):
 * - review: the course's instructor and admins open the player without enrolling;
 * - enrolled: 'Continuar' with the viewer's progress;
 * - free: 'Inscribirse';
 * - paid: bought through the cart (DECISIONS.md §6): 'Agregar al Carrito', then 'En el carrito',
 *   then 'Pago pendiente' until the academy confirms the payment, which enrolls the viewer.
 */
export type CourseAccess = 'review' | 'enrolled' | 'free' | 'paid';

export function courseAccess(
  course: Pick<CourseDetail, 'instructor' | 'price' | 'viewerEnrollment'>,
  viewer: CourseViewer,
): CourseAccess {
  if (viewer.role === 'ADMIN' || course.instructor.id === viewer.profileId) return 'review';
  if (course.viewerEnrollment) return 'enrolled';
  return course.price === 0 ? 'free' : 'paid';
}
