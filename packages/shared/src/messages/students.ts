import { common } from './common';

/**
 * An instructor's students and their export (docs/product/people.md#students-and-enrollments,
 * docs/product/people.md#students-export).
 */
export const students = {
  invalidCourse: 'El curso elegido no es válido.',
  invalidStatus: 'El estado elegido no es válido.',
  /** Worded once for every list (common); named here too, where this list's refusals are checked. */
  invalidPageSize: common.invalidPageSize,
  /** The exported file: its name and its columns. */
  exportFileName: (day: string) => `estudiantes-${day}.csv`,
  exportColumns: [
    'Estudiante',
    'Correo',
    'Curso',
    'Progreso (%)',
    'Fecha de inscripción',
    'Completado el',
    'Última actividad',
  ],
  /** The screen at /dashboard/students (docs/product/people.md#the-enrollments-list). */
  screen: {
    title: 'Estudiantes',
    instructorSubtitle: 'Quiénes están inscritos en tus cursos y cuánto han avanzado.',
    adminSubtitle: 'Las inscripciones de todos los cursos y el avance de cada estudiante.',
    noAccessTitle: common.noAccessTitle,
    noAccessText: 'La lista de estudiantes es solo para instructores y administradores.',
    backToDashboard: common.backToDashboard,
    listTitle: 'Inscripciones',
    searchLabel: 'Buscar estudiantes',
    searchPlaceholder: 'Buscar por nombre, email o curso...',
    courseLabel: 'Curso',
    courseAll: 'Todos los cursos',
    courseOption: (title: string, students: number) => `${title} (${students})`,
    statusLabel: 'Estado',
    status: { all: 'Todos', in_progress: 'En curso', completed: 'Completados' },
    export: common.export,
    exportError: 'No se pudo exportar la lista de estudiantes.',
    columns: {
      student: 'Estudiante',
      course: 'Curso',
      progress: 'Progreso',
      enrolledAt: 'Inscripción',
      lastActivity: 'Última actividad',
    },
    progressLabel: (student: string, course: string) => `Avance de ${student} en ${course}`,
    progress: (percent: number) => `${percent}%`,
    empty: 'No hay estudiantes que coincidan con los filtros.',
    emptyNone: 'Todavía no hay estudiantes inscritos.',
    loading: 'Cargando estudiantes...',
    loadError: 'No se pudo cargar la lista de estudiantes.',
    retry: common.retry,
    pageSizeLabel: 'Estudiantes por página',
    pageSize: (size: number) => `${size} por página`,
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    pagination: 'Paginación de la lista de estudiantes',
    previousPage: common.previousPage,
    nextPage: common.nextPage,
  },
} as const;
