import {
  ACHIEVEMENTS,
  messages,
  type Achievement,
  type AchievementCode,
  type AdminDashboard,
  type InstructorDashboard,
  type StudentDashboard,
} from '@aula/shared';

/** Test data for the homes and the achievements, as the /api/dashboard routes answer them. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Twelve Mondays, the first 2026-09-07, oldest first; week n had n * 2 enrollments. */
export const TWELVE_WEEKS = Array.from({ length: 12 }, (_, index) => {
  const monday = new Date(Date.UTC(2026, 8, 7 + index * 7));
  return { weekStart: monday.toISOString().slice(0, 10), count: (index + 1) * 2 };
});

export function adminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    totalUsers: 1234,
    activeCourses: 18,
    enrollments: 560,
    revenue: [
      { currency: { code: 'PEN', name: 'Sol peruano' }, amount: 1234.5 },
      { currency: { code: 'USD', name: 'Dólar estadounidense' }, amount: 99 },
    ],
    recentUsers: [
      {
        id: id(1),
        names: 'Lucía',
        lastNames: 'Fernández Quispe',
        urlImage: null,
        createdAt: '2026-11-20T12:00:00.000Z',
        role: { code: '03', name: 'student' },
      },
      {
        id: id(2),
        names: 'Jorge',
        lastNames: 'Ramos',
        urlImage: null,
        createdAt: '2026-11-02T12:00:00.000Z',
        role: { code: '01', name: 'instructor' },
      },
    ],
    popularCourses: [
      {
        id: id(10),
        title: 'Seguridad del paciente',
        instructor: { names: 'Ana María', lastNames: 'Ruiz Soto' },
        enrollments: 42,
        completions: 1,
      },
    ],
    weeklyEnrollments: TWELVE_WEEKS,
    ...overrides,
  };
}

export function instructorDashboard(overrides: Partial<InstructorDashboard> = {}): InstructorDashboard {
  return {
    activeCourses: 3,
    totalStudents: 57,
    completionRate: 38,
    monthlyRevenue: [{ currency: { code: 'PEN', name: 'Sol peruano' }, amount: 450 }],
    recentCourses: [
      {
        id: id(20),
        title: 'Higiene de manos',
        isPublished: true,
        enrollments: 1,
        updatedAt: '2026-11-24T12:00:00.000Z',
      },
      {
        id: id(21),
        title: 'Triaje en emergencias',
        isPublished: false,
        enrollments: 0,
        updatedAt: '2026-11-10T12:00:00.000Z',
      },
    ],
    recentActivity: [
      {
        kind: 'enrollment',
        studentNames: 'Lucía Fernández',
        courseId: id(20),
        courseTitle: 'Higiene de manos',
        at: '2026-11-24T12:00:00.000Z',
      },
      {
        kind: 'completion',
        studentNames: 'Pedro Díaz',
        courseId: id(20),
        courseTitle: 'Higiene de manos',
        at: '2026-11-23T12:00:00.000Z',
      },
      {
        kind: 'comment',
        studentNames: 'Rosa Vega',
        courseId: id(20),
        courseTitle: 'Higiene de manos',
        at: '2026-11-22T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** One achievement of the catalogue, with its real title and rarity; earned on `earnedAt` when given. */
export function achievement(code: AchievementCode, earnedAt: string | null = null): Achievement {
  const rule = ACHIEVEMENTS.find((candidate) => candidate.code === code)!;
  return { code, ...messages.achievements.catalogue[code], rarity: rule.rarity, earnedAt };
}

export function studentDashboard(overrides: Partial<StudentDashboard> = {}): StudentDashboard {
  return {
    continueLearning: {
      courseId: id(30),
      courseTitle: 'Comunicación efectiva',
      thumbnailUrl: null,
      lessonId: id(31),
      lessonTitle: 'Escucha activa',
      progress: 40,
    },
    recentAchievements: [
      achievement('first_course', '2026-11-20T12:00:00.000Z'),
      achievement('first_lesson', '2026-11-01T12:00:00.000Z'),
    ],
    recommendedCourses: [
      {
        id: id(40),
        title: 'Gestión de riesgos',
        shortDescription: 'Identifica y reduce riesgos clínicos.',
        thumbnailUrl: null,
        instructor: { names: 'Ana María', lastNames: 'Ruiz Soto' },
        price: 0,
        coin: { code: 'PEN', name: 'Sol peruano' },
        estimatedDurationHours: 6,
        enrollmentCount: 12,
      },
    ],
    enrolledCourses: 4,
    studyHours: 12.5,
    completedCourses: 1,
    averageProgress: 55,
    certificates: 1,
    ...overrides,
  };
}
