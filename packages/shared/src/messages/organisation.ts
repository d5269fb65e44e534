/** 'Organización': the employer's tree of units, for admins (docs/product/organisation.md). */
export const organisation = {
  kinds: {
    academy: 'Academia',
    establishment: 'Establecimiento',
    service: 'Servicio',
    unit: 'Unidad',
  },
  nameRequired: 'Ingresa el nombre de la unidad.',
  nameTooLong: (max: number) => `El nombre de la unidad admite hasta ${max} caracteres.`,
  codeTooLong: (max: number) => `El código admite hasta ${max} caracteres.`,
  codeInvalid: 'El código solo admite letras, números, guiones, puntos y guiones bajos.',
  codeTaken: 'Ya hay una unidad con este código.',
  invalidKind: 'El tipo de unidad no es válido.',
  notFound: 'Esa unidad no existe.',
  parentNotFound: 'La unidad superior elegida no existe o está archivada.',
  tooDeep: (max: number) => `La organización admite hasta ${max} niveles, contando la academia.`,
  intoItself: 'Una unidad no puede moverse dentro de sí misma ni de una de sus subunidades.',
  rootFixed: 'La academia es la raíz de la organización: no se mueve ni se archiva.',
  archived: 'Esa unidad está archivada: restáurala antes de cambiarla.',
  hasPeople: (count: number) =>
    count === 1
      ? 'No se puede archivar: 1 persona activa pertenece a esta unidad o a sus subunidades. Muévela antes.'
      : `No se puede archivar: ${count} personas activas pertenecen a esta unidad o a sus subunidades. Muévelas antes.`,
  parentArchived: 'Restaura primero la unidad superior.',
  positions: {
    nameRequired: 'Ingresa el nombre del puesto.',
    nameTooLong: (max: number) => `El nombre del puesto admite hasta ${max} caracteres.`,
    nameTaken: 'Ya existe un puesto con este nombre.',
    notFound: 'Ese puesto no existe.',
  },
} as const;
