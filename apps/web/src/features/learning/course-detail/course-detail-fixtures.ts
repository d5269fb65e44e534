import type { CourseDetail } from '@aula/shared';

/** Test data for a course's page, as the API answers it. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const COURSE_ID = id(1);
export const INSTRUCTOR_ID = id(2);

/** A free, published course with one module of two lessons, which the viewer has neither enrolled in nor bought. */
export function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: COURSE_ID,
    title: 'Seguridad del paciente',
    shortDescription: 'Prácticas seguras en hospitalización',
    description: 'Primera línea del curso.\nSegunda línea <b>sin marcado</b>.',
    price: 0,
    coin: { id: id(4), code: 'PEN', name: 'Sol peruano' },
    isPublished: true,
    thumbnailUrl: '/api/files/thumb.png?sig=1',
    previewVideoUrl: '/api/files/preview.mp4?sig=1',
    estimatedDurationHours: 12,
    enrollmentCount: 3,
    completionCount: 0,
    ratingAverage: 0,
    ratingCount: 0,
    instructor: { id: INSTRUCTOR_ID, names: 'Ana María', lastNames: 'Ruiz Soto' },
    industry: { id: id(5), name: 'Salud' },
    specialty: { id: id(6), name: 'Enfermería' },
    difficultyLevel: { id: id(7), name: 'Intermedio' },
    language: { id: id(8), name: 'Español' },
    totalModules: 1,
    totalLessons: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    modules: [
      {
        id: id(9),
        title: 'Higiene de manos',
        description: 'Los cinco momentos',
        orderIndex: 0,
        estimatedDurationMinutes: 25,
        lessons: [
          {
            id: id(10),
            title: 'Cuándo lavarse las manos',
            description: null,
            contentType: { code: '01', name: 'Video' },
            estimatedDurationMinutes: 10,
            orderIndex: 0,
          },
          {
            id: id(11),
            title: 'Guía de la OMS',
            description: 'Lectura obligatoria',
            contentType: { code: '03', name: 'PDF' },
            estimatedDurationMinutes: 15,
            orderIndex: 1,
          },
        ],
      },
    ],
    viewerEnrollment: null,
    viewerPurchase: { inCart: false, pendingOrder: null },
    ...overrides,
  };
}
