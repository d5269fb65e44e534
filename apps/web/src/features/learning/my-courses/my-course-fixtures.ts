import type { MyCourse } from '@aula/shared';

/** Test data for the 'Mis Cursos' screens: an enrollment as GET /api/enrollments answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function enrolled(n: number, progress: number, overrides: Partial<MyCourse['course']> = {}): MyCourse {
  return {
    course: {
      id: id(n),
      title: `Curso ${n}`,
      shortDescription: `Descripción del curso ${n}`,
      thumbnailUrl: `/api/files/thumb-${n}.png?sig=1`,
      price: 0,
      coin: { id: id(100), code: 'PEN', name: 'Sol peruano' },
      estimatedDurationHours: 8,
      ratingAverage: 4.5,
      instructor: { id: id(101), names: 'Ana María', lastNames: 'Ruiz Soto' },
      specialty: { id: id(102), name: 'Enfermería' },
      totalModules: 3,
      totalLessons: 9,
      ...overrides,
    },
    progress,
    completedAt: progress === 100 ? '2026-02-01T00:00:00.000Z' : null,
    lastLessonId: null,
    enrolledAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
