/**
 * Mandatory training ('Capacitación obligatoria', docs/product/mandatory-training.md): the
 * statuses as people read them, and what the requirement's form and the server answer.
 */
export const compliance = {
  nav: 'Capacitación obligatoria',
  statuses: {
    pending: 'Pendiente',
    in_progress: 'En curso',
    due_soon: 'Por vencer',
    overdue: 'Vencido',
    compliant: 'Cumplido',
    expired: 'Expirado',
    exempt: 'Exento',
  },
  states: { draft: 'Borrador', active: 'Activo', inactive: 'Inactivo' },
  errors: {
    titleRequired: 'El título es obligatorio.',
    titleTooLong: (max: number) => `El título no puede superar los ${max} caracteres.`,
    descriptionTooLong: (max: number) => `La descripción no puede superar los ${max} caracteres.`,
    coursesRequired: 'Elige al menos un curso.',
    tooManyCourses: (max: number) => `Un itinerario admite hasta ${max} cursos.`,
    courseRepeated: 'Un curso no puede repetirse en el itinerario.',
    courseNotFound: 'Uno de los cursos elegidos no existe o no está publicado.',
    daysInvalid: (max: number) => `Indica un número de días entre 1 y ${max}.`,
    dateInvalid: 'Indica una fecha válida.',
    datePast: 'La fecha límite no puede ser anterior a hoy.',
    monthsInvalid: (max: number) => `Indica un número de meses entre 1 y ${max}.`,
    monthDayInvalid: 'Indica un día y un mes válidos.',
    windowInvalid: (max: number) => `Indica un número de días entre 0 y ${max}.`,
    remindersInvalid: 'Los recordatorios deben ser días distintos entre 1 y 365, hasta 5.',
    rulesRequired: 'Agrega al menos una regla de asignación.',
    tooManyRules: (max: number) => `Se admiten hasta ${max} reglas.`,
    exclusionEmpty: 'Una exclusión debe nombrar una unidad, un puesto o una profesión.',
    unitNotFound: 'La unidad elegida no existe o está archivada.',
    positionNotFound: 'El puesto elegido no existe o está archivado.',
    professionNotFound: 'La profesión elegida no existe.',
    notFound: 'El requisito no existe.',
    lockedWhileActive:
      'Mientras el requisito está activo no pueden cambiarse sus cursos ni sus plazos. Desactívalo y crea uno nuevo.',
    alreadyActive: 'El requisito ya está activo.',
    notActive: 'El requisito no está activo.',
    assignmentNotFound: 'La obligación no existe.',
    reasonRequired: 'Indica el motivo de la exención.',
    reasonTooLong: (max: number) => `El motivo no puede superar los ${max} caracteres.`,
    exemptUntilInvalid: 'La exención debe terminar después de hoy.',
    notExempt: 'La obligación no tiene una exención vigente.',
  },
} as const;
