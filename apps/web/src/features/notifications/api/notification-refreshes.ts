import { CERTIFICATES_TAB_PATH, MY_PURCHASES_PATH, type Notification } from '@aula/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys/cart-keys';
import { certificateKeys } from '@/lib/query-keys/certificate-keys';
import { commentKeys } from '@/lib/query-keys/comment-keys';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { learningKeys } from '@/lib/query-keys/learning-keys';
import { orderKeys } from '@/lib/query-keys/order-keys';
import { playerKeys } from '@/lib/query-keys/player-keys';
import { studentKeys } from '@/lib/query-keys/student-keys';

/**
 * What a live notification changed on the recipient's screens, so that they read it again
 * (docs/decisions/0005): a 'Compra aprobada' toast above 'Mis Compras' still saying 'Pendiente de
 * pago' tells the person two different things.
 *
 * A notification carries no kind, but each kind the server creates links to the screen of what
 * changed, with the ids it needs: the link tells the kinds apart. An admin's notice may link
 * anywhere; one that links to these screens refreshes them too, which costs one read.
 */

/** An order of the buyer's was approved, rejected or refunded: every screen showing its courses' standing. */
const BUYER_ORDER_DECIDED: readonly QueryKey[] = [
  orderKeys.all,
  cartKeys.cart,
  learningKeys.courseDetails,
  learningKeys.myCourses,
  playerKeys.all,
  dashboardKeys.student,
];

const ORDER_PATH = /^\/dashboard\/orders\/([^/]+)$/;
const PLAYER_PATH = /^\/dashboard\/courses\/watch\/([^/]+)$/;
const COURSE_PATH = /^\/dashboard\/courses\/details\/([^/]+)$/;

/** The query keys a notification's arrival makes stale; none for a link to nothing that changed. */
export function queriesChangedBy({ actionUrl }: Pick<Notification, 'actionUrl'>): readonly QueryKey[] {
  if (!actionUrl) return [];
  const link = new URL(actionUrl, 'http://aula.invalid');
  const path = link.pathname;

  // orderMessages.notify.approved (approve-order.ts links to 'Mis Cursos'), .rejected and .refunded.
  if (path === '/dashboard/my-courses' || path === MY_PURCHASES_PATH) return BUYER_ORDER_DECIDED;

  // orderMessages.notify.placed and .cancelled, to admins: that order and the lists showing it.
  const order = ORDER_PATH.exec(path)?.[1];
  if (order) return [orderKeys.lists, orderKeys.detail(order)];

  // messages.certificates.issuedNotification.
  if (`${path}${link.search}` === CERTIFICATES_TAB_PATH) {
    return [certificateKeys.mine, dashboardKeys.student, dashboardKeys.achievements];
  }

  const course = PLAYER_PATH.exec(path)?.[1];
  // messages.comments.replyNotification names the lesson: its comments.
  const lesson = link.searchParams.get('lesson');
  if (course && lesson) return [commentKeys.lesson(course, lesson)];
  // messages.courses.newLessonNotification and messages.learning.courseCompletedNotification.
  if (course) {
    return [
      playerKeys.course(course),
      learningKeys.courseDetail(course),
      learningKeys.myCourses,
      dashboardKeys.student,
      dashboardKeys.achievements,
    ];
  }

  // messages.learning.newEnrollmentNotification, to the course's instructor.
  const enrolledIn = COURSE_PATH.exec(path)?.[1];
  if (enrolledIn) return [learningKeys.courseDetail(enrolledIn), studentKeys.all, dashboardKeys.instructor];

  // messages.notifications.welcome is stored at sign-up, before any stream: it never comes live.
  return [];
}

/** Marks what the notification changed as stale: the screens on view read it again now, the rest when opened. */
export function refreshQueriesChangedBy(queryClient: QueryClient, notification: Notification): void {
  for (const queryKey of queriesChangedBy(notification)) void queryClient.invalidateQueries({ queryKey });
}
