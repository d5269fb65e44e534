/**
 * The three dashboard homes (docs/product/people.md#dashboards): the cards and lists each role
 * sees, with live figures. The headings and the welcome are in messages.shell.home.
 */
export const dashboard = {
  loadError: 'No se pudieron cargar las cifras del panel.',
  loading: 'Cargando las cifras del panel...',
  percent: (value: number) => `${value}%`,
  /** Links from the homes to the pages that go deeper (docs/product/interface.md#dashboard-routes). */
  links: {
    enrollments: 'Ver inscripciones',
    students: 'Ver mis estudiantes',
    progress: 'Ver mi progreso',
  },
  admin: {
    totalUsers: 'Total Usuarios',
    activeCourses: 'Cursos Activos',
    enrollments: 'Inscripciones',
    revenue: 'Ingresos Totales',
    recentUsers: 'Usuarios Recientes',
    recentUsersEmpty: 'Aún no hay usuarios registrados.',
    popularCourses: 'Cursos Populares',
    popularCoursesEmpty: 'Aún no hay inscripciones en ningún curso.',
    joinedOn: (date: string) => `Registrado el ${date}`,
    weeklyEnrollments: 'Inscripciones por semana',
    weeklyEnrollmentsDescription: 'Las últimas 12 semanas, de lunes a domingo; la actual al final.',
    weekOf: (day: string) => `Semana del ${day}`,
    weekColumn: 'Semana',
    enrollmentsColumn: 'Inscripciones',
  },
  instructor: {
    activeCourses: 'Cursos Activos',
    totalStudents: 'Total Estudiantes',
    completionRate: 'Tasa de Finalización',
    monthlyRevenue: 'Ingresos del Mes',
    recentCourses: 'Cursos Recientes',
    recentCoursesEmpty: 'Aún no has creado cursos.',
    recentActivity: 'Actividad Reciente',
    recentActivityEmpty: 'Aún no hay actividad en tus cursos.',
    published: 'Publicado',
    draft: 'Borrador',
    updatedOn: (date: string) => `Actualizado el ${date}`,
    activity: {
      enrollment: (student: string, course: string) => `${student} se inscribió en «${course}».`,
      completion: (student: string, course: string) => `${student} completó «${course}».`,
      comment: (student: string, course: string) => `${student} comentó una lección de «${course}».`,
    },
  },
  student: {
    continueLearning: 'Continuar aprendiendo',
    continueLearningEmpty: 'No tienes cursos en curso. Explora el catálogo para empezar uno.',
    nextLesson: (title: string) => `Lección: ${title}`,
    seeAllAchievements: 'Ver todos mis logros',
    recentAchievements: 'Logros Recientes',
    recommendedCourses: 'Cursos Recomendados',
    recommendedCoursesEmpty: 'No hay más cursos para recomendarte por ahora.',
    enrolledCourses: 'Cursos Inscritos',
    studyHours: 'Horas de Estudio',
    completedCourses: 'Cursos Completados',
    averageProgress: 'Progreso Promedio',
  },
  students: (count: number) => `${count} ${count === 1 ? 'estudiante' : 'estudiantes'}`,
  completions: (count: number) => `${count} ${count === 1 ? 'completado' : 'completados'}`,
} as const;
