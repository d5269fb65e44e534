import { can, type CourseDetail, type Viewer } from '@aula/shared';

/** Who is looking at a course's page: the signed-in user's profile and role. */
export type CourseViewer = Viewer;

/**
 * What the course page offers its viewer (docs/product/learning.md#course-page-actions):
 * - review: whoever manages the course (its instructor, admins) opens the player without enrolling;
 * - enrolled: 'Continuar' with the viewer's progress;
 * - free: 'Inscribirse';
 * - paid: bought through the cart (docs/product/orders.md#the-course-page): 'Agregar al Carrito',
 *   then 'En el carrito', then 'Pago pendiente' until the academy confirms the payment, which
 *   enrolls the viewer.
 */
export type CourseAccess = 'review' | 'enrolled' | 'free' | 'paid';

export function courseAccess(
  course: Pick<CourseDetail, 'instructor' | 'price' | 'viewerEnrollment'>,
  viewer: CourseViewer,
): CourseAccess {
  if (can(viewer, 'courses.manage', { ownerId: course.instructor.id })) return 'review';
  if (course.viewerEnrollment) return 'enrolled';
  return course.price === 0 ? 'free' : 'paid';
}
