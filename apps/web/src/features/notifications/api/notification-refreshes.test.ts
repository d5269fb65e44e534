import {
  CERTIFICATES_TAB_PATH,
  MY_PURCHASES_PATH,
  orderAdminPath,
  type CourseListQuery,
  type MyCoursesQuery,
  type Notification,
  type OrderListQuery,
  type StudentListQuery,
} from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { cartKeys } from '@/lib/query-keys/cart-keys';
import { certificateKeys } from '@/lib/query-keys/certificate-keys';
import { commentKeys } from '@/lib/query-keys/comment-keys';
import { courseKeys } from '@/lib/query-keys/course-keys';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { learningKeys } from '@/lib/query-keys/learning-keys';
import { orderKeys } from '@/lib/query-keys/order-keys';
import { playerKeys } from '@/lib/query-keys/player-keys';
import { studentKeys } from '@/lib/query-keys/student-keys';
import { createTestQueryClient } from '@/test/render-with-providers';
import { notificationKeys } from './notification-keys';
import { refreshQueriesChangedBy } from './notification-refreshes';

const COURSE = '0b8f6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const LESSON = '1c9a7d2f-3b4e-4f6a-9b0c-1d2e3f4a5b6c';
const ORDER = '2d0b8e3a-4c5f-4a7b-8c1d-2e3f4a5b6c7d';

/** One cached query per screen a notification could leave out of date, by name. */
const SCREENS = {
  purchases: orderKeys.minePage(1),
  adminOrders: orderKeys.list({ page: 1 } as OrderListQuery),
  orderDetail: orderKeys.detail(ORDER),
  cart: cartKeys.cart,
  catalogue: courseKeys.list({ page: 1 } as CourseListQuery),
  courseEdit: courseKeys.edit(COURSE),
  courseDetail: learningKeys.courseDetail(COURSE),
  myCourses: learningKeys.myCoursesPage({ page: 1 } as MyCoursesQuery),
  myProgress: learningKeys.myProgress,
  player: playerKeys.course(COURSE),
  comments: commentKeys.lesson(COURSE, LESSON),
  otherLessonComments: commentKeys.lesson(COURSE, ORDER),
  certificates: certificateKeys.mine,
  studentHome: dashboardKeys.student,
  instructorHome: dashboardKeys.instructor,
  achievements: dashboardKeys.achievements,
  students: studentKeys.list({ page: 1 } as StudentListQuery),
  notifications: notificationKeys.list('user'),
};
type Screen = keyof typeof SCREENS;

function notification(actionUrl: string | null): Notification {
  return {
    id: '3e1c9f4b-5d6a-4b8c-9d2e-3f4a5b6c7d8e',
    type: 'info',
    title: 'Aviso',
    message: 'Mensaje',
    timestamp: '2026-03-10T12:00:00.000Z',
    read: false,
    actionUrl,
    actionLabel: null,
  };
}

/** The screens whose data a live notification with this link marks stale. */
function refreshedBy(actionUrl: string | null): Screen[] {
  const queryClient = createTestQueryClient();
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, {});
  refreshQueriesChangedBy(queryClient, notification(actionUrl));
  return (Object.keys(SCREENS) as Screen[])
    .filter((screen) => queryClient.getQueryState(SCREENS[screen])?.isInvalidated)
    .sort();
}

const BUYER_ORDER_DECIDED: Screen[] = [
  'purchases',
  'adminOrders',
  'orderDetail',
  'cart',
  'courseDetail',
  'myCourses',
  'myProgress',
  'player',
  'studentHome',
];

// Each link as the server writes it for that kind of notification.
describe('refreshQueriesChangedBy', () => {
  it.each<[string, string | null, Screen[]]>([
    ['an approved order (to Mis Cursos)', '/dashboard/my-courses', BUYER_ORDER_DECIDED],
    ['a rejected or refunded order (to Mis Compras)', MY_PURCHASES_PATH, BUYER_ORDER_DECIDED],
    ['an order placed or cancelled, to admins', orderAdminPath(ORDER), ['adminOrders', 'orderDetail']],
    ['a certificate issued', CERTIFICATES_TAB_PATH, ['certificates', 'studentHome', 'achievements']],
    [
      'a new lesson or a course completed',
      `/dashboard/courses/watch/${COURSE}`,
      ['player', 'courseDetail', 'myCourses', 'myProgress', 'studentHome', 'achievements'],
    ],
    ['an answer under a lesson', `/dashboard/courses/watch/${COURSE}?lesson=${LESSON}`, ['comments']],
    [
      'a new enrollment, to the instructor',
      `/dashboard/courses/details/${COURSE}`,
      ['courseDetail', 'students', 'instructorHome'],
    ],
    ['the welcome (never live)', '/dashboard/courses', []],
    ['an admin’s notice without a link', null, []],
    ['an admin’s notice linking elsewhere', '/dashboard/settings', []],
  ])('%s refreshes what it changed, and nothing else', (_kind, actionUrl, screens) => {
    expect(refreshedBy(actionUrl)).toEqual([...screens].sort());
  });
});
