import { z } from 'zod';
import { achievementSchema } from '../achievements/schemas';
import { userSummarySchema } from '../users/schemas';

/** How many rows each list of the homes shows (docs/product/people.md#dashboards). */
export const DASHBOARD_LIST_SIZE = 5;
export const RECENT_ACTIVITY_SIZE = 10;
export const RECENT_ACHIEVEMENTS_SIZE = 3;
export const RECOMMENDED_COURSES_SIZE = 4;
/** The admin's enrollment chart: this many ISO weeks (Monday first), the current one last. */
export const WEEKLY_ENROLLMENT_WEEKS = 12;

/**
 * Money is never summed across currencies (docs/product/orders.md#totals-per-currency): one amount
 * per currency.
 */
export const currencyAmountSchema = z.object({
  currency: z.object({ code: z.string(), name: z.string() }),
  amount: z.number(),
});
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

const personNamesSchema = z.object({ names: z.string(), lastNames: z.string() });

/**
 * 'Panel de Administración'. Counts are of live rows: accounts, published courses, and
 * enrollments whose course and student are live. `revenue` sums approved orders of live courses,
 * with 0 in each currency of the live courses that has none.
 */
export const adminDashboardSchema = z.object({
  totalUsers: z.number().int(),
  activeCourses: z.number().int(),
  enrollments: z.number().int(),
  revenue: z.array(currencyAmountSchema),
  recentUsers: z.array(
    userSummarySchema.pick({
      id: true,
      names: true,
      lastNames: true,
      urlImage: true,
      createdAt: true,
      role: true,
    }),
  ),
  /** The live courses with the most live enrollments (none without enrollments). */
  popularCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      instructor: personNamesSchema,
      enrollments: z.number().int(),
      completions: z.number().int(),
    }),
  ),
  /** Exactly WEEKLY_ENROLLMENT_WEEKS weeks, oldest first; weekStart is the Monday, YYYY-MM-DD (UTC). */
  weeklyEnrollments: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const ACTIVITY_KINDS = ['enrollment', 'completion', 'comment'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The instructor's home, over the caller's own live courses (an admin's too). `completionRate` is
 * the rounded percentage of those enrollments that are complete; `monthlyRevenue` counts orders
 * approved this calendar month (UTC).
 */
export const instructorDashboardSchema = z.object({
  activeCourses: z.number().int(),
  totalStudents: z.number().int(),
  completionRate: z.number().int(),
  monthlyRevenue: z.array(currencyAmountSchema),
  recentCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      isPublished: z.boolean(),
      enrollments: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
  /** Newest first: enrollments, course completions and lesson comments by others. */
  recentActivity: z.array(
    z.object({
      kind: z.enum(ACTIVITY_KINDS),
      studentNames: z.string(),
      courseId: z.uuid(),
      courseTitle: z.string(),
      at: z.string(),
    }),
  ),
});
export type InstructorDashboard = z.infer<typeof instructorDashboardSchema>;

/**
 * The student's home, about the caller. `continueLearning` is the unfinished enrollment touched
 * last, with the lesson to open (the last one opened, else the first not completed); null when
 * every course is done or there is none. `studyHours` adds the estimated minutes of the lessons
 * completed, in hours with one decimal.
 */
export const studentDashboardSchema = z.object({
  continueLearning: z
    .object({
      courseId: z.uuid(),
      courseTitle: z.string(),
      thumbnailUrl: z.string().nullable(),
      lessonId: z.uuid().nullable(),
      lessonTitle: z.string().nullable(),
      progress: z.number().int(),
    })
    .nullable(),
  recentAchievements: z.array(achievementSchema),
  /** Published courses of the student's specialty (any, without one) not taken, most enrolled first. */
  recommendedCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      shortDescription: z.string(),
      thumbnailUrl: z.string().nullable(),
      instructor: personNamesSchema,
      price: z.number(),
      coin: z.object({ code: z.string(), name: z.string() }),
      estimatedDurationHours: z.number(),
      enrollmentCount: z.number().int(),
    }),
  ),
  enrolledCourses: z.number().int(),
  studyHours: z.number(),
  completedCourses: z.number().int(),
  averageProgress: z.number().int(),
  certificates: z.number().int(),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
