import type { AdminDashboard, CurrencyAmount, InstructorDashboard, StudentDashboard } from '@aula/shared';
import { presentAchievement } from '../achievements/achievement-presenter';
import type { FileLinks } from '../storage/file-links';
import type { AdminDashboardData } from './get-admin-dashboard';
import type { InstructorDashboardData } from './get-instructor-dashboard';
import type { StudentDashboardData } from './get-student-dashboard';
import type { RevenueRow } from './revenue-by-currency';

const presentRevenue = (rows: RevenueRow[]): CurrencyAmount[] =>
  rows.map((row) => ({ currency: { code: row.code, name: row.name }, amount: row.amount }));

const fullName = (names: string, lastNames: string) => `${names} ${lastNames}`;

/**
 * Photos and thumbnails leave as signed links (docs/decisions/0003-storage-and-media.md); nothing else of the
 * rows.
 */
export function presentAdminDashboard(data: AdminDashboardData, links: FileLinks): AdminDashboard {
  return {
    totalUsers: data.totals.total_users,
    activeCourses: data.totals.active_courses,
    enrollments: data.totals.enrollments,
    revenue: presentRevenue(data.revenue),
    recentUsers: data.recentUsers.map((row) => ({
      id: row.id_profile,
      names: row.names,
      lastNames: row.last_names,
      urlImage: links.signed(row.url_image),
      createdAt: row.created_at.toISOString(),
      role: { code: row.role_code, name: row.role_name },
    })),
    popularCourses: data.popular.map((row) => ({
      id: row.id_course,
      title: row.title,
      instructor: { names: row.instructor_names, lastNames: row.instructor_last_names },
      enrollments: row.enrollments,
      completions: row.completions,
    })),
    weeklyEnrollments: data.weekly.map((row) => ({ weekStart: row.week_start, count: row.count })),
  };
}

export function presentInstructorDashboard(data: InstructorDashboardData): InstructorDashboard {
  const { totals } = data;
  return {
    activeCourses: totals.active_courses,
    totalStudents: totals.students,
    completionRate: totals.enrollments === 0 ? 0 : Math.round((100 * totals.completed) / totals.enrollments),
    monthlyRevenue: presentRevenue(data.monthlyRevenue),
    recentCourses: data.courses.map((row) => ({
      id: row.id_course,
      title: row.title,
      isPublished: row.is_publish,
      enrollments: row.enrollments,
      updatedAt: row.updated_at.toISOString(),
    })),
    recentActivity: data.activity.map((row) => ({
      kind: row.kind,
      studentNames: fullName(row.names, row.last_names),
      courseId: row.id_course,
      courseTitle: row.title,
      at: row.at.toISOString(),
    })),
  };
}

/** Study time is shown in hours with one decimal. */
const hours = (minutes: number) => Math.round(minutes / 6) / 10;

export function presentStudentDashboard(data: StudentDashboardData, links: FileLinks): StudentDashboard {
  const { totals, next } = data;
  return {
    continueLearning: next && {
      courseId: next.id_course,
      courseTitle: next.title,
      thumbnailUrl: links.signed(next.thumbnail_url),
      lessonId: next.id_lesson,
      lessonTitle: next.lesson_title,
      progress: next.progress,
    },
    recentAchievements: data.achievements.map(presentAchievement),
    recommendedCourses: data.recommended.map((row) => ({
      id: row.id_course,
      title: row.title,
      shortDescription: row.short_description,
      thumbnailUrl: links.signed(row.thumbnail_url),
      instructor: { names: row.instructor_names, lastNames: row.instructor_last_names },
      price: row.price,
      coin: { code: row.coin_code, name: row.coin_name },
      estimatedDurationHours: row.estimated_duration_hours,
      enrollmentCount: row.enrollment_count,
    })),
    enrolledCourses: totals.enrolled,
    studyHours: hours(totals.study_minutes),
    completedCourses: totals.completed,
    averageProgress: totals.average_progress,
    certificates: totals.certificates,
  };
}
