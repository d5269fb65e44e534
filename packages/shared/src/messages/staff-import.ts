import { common } from './common';

/** A paged table's bar, named for what it lists (docs/product/interface.md#paging). */
const paging = (list: string, perPage: string) => ({
  pagination: `Paginación de ${list}`,
  pageSizeLabel: perPage,
  pageSize: (size: number) => `${size} por página`,
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previousPage: common.previousPage,
  nextPage: common.nextPage,
});

/**
 * 'Importar personal' (docs/product/staff-import.md): an admin loads the employer's staff list
 * from a CSV or Excel file, checks what it would do, and runs it.
 */
export const staffImport = {
  title: 'Importar personal',
  description:
    'Crea y actualiza a las personas de tu institución desde un archivo CSV o Excel. Antes de escribir nada, verás lo que el archivo haría.',
  open: 'Importar personal',
  back: 'Volver a Usuarios',
  noAccessTitle: common.noAccessTitle,
  noAccessText: 'Importar personal es solo para administradores.',
  /** The file an import read, under the page's title. */
  fileLine: (name: string, rows: number) => `${name} · ${rows === 1 ? '1 fila' : `${rows} filas`}`,
  noValue: '—',
  /** The columns Aula reads, as the template names them. */
  fields: {
    email: 'Correo electrónico',
    names: 'Nombres',
    lastNames: 'Apellidos',
    staffNumber: 'Código de trabajador',
    unit: 'Unidad',
    position: 'Puesto',
    profession: 'Profesión',
    specialty: 'Especialidad',
    hireDate: 'Fecha de ingreso',
  },
  fieldHints: {
    email: 'Obligatorio. Si la persona no tiene código de trabajador, el correo la identifica.',
    names: 'Obligatorio.',
    lastNames: 'Obligatorio.',
    staffNumber: 'Identifica a la persona entre una importación y otra.',
    unit: 'El código de la unidad o su ruta: «Hospital Central / Emergencias».',
    position: 'El nombre de un puesto de la lista de puestos.',
    profession: 'El nombre de una profesión.',
    specialty: 'Una especialidad de esa profesión.',
    hireDate: 'AAAA-MM-DD o DD/MM/AAAA.',
  },
  /** The template's example row. */
  example: {
    email: 'ana.torres@hospital.pe',
    names: 'Ana María',
    lastNames: 'Torres Vega',
    staffNumber: 'HC-0001',
    unit: 'Hospital Central / Emergencias',
    position: 'Enfermera asistencial',
    profession: 'Salud',
    specialty: 'Enfermería',
    hireDate: '2024-03-01',
  },
  templateFileName: 'plantilla-personal',
  errorFileName: (name: string) => `errores-${name}`,
  errorColumn: 'Error',

  upload: {
    heading: 'Subir el archivo',
    hint: 'Un archivo CSV (separado por comas o por punto y coma) o Excel (.xlsx), con una fila de encabezados.',
    choose: 'Elegir archivo',
    drop: 'o arrástralo aquí',
    uploading: 'Leyendo el archivo…',
    template: 'Descargar la plantilla',
    templateCsv: 'Plantilla CSV',
    templateXlsx: 'Plantilla Excel',
    templateError: 'No se pudo descargar la plantilla.',
  },
  mapping: {
    heading: 'Columnas',
    hint: 'Indica qué columna de tu archivo corresponde a cada dato. Las columnas sin elegir no se leen.',
    column: 'Columna del archivo',
    field: 'Dato',
    requiredMark: 'Los datos marcados con * son obligatorios.',
    /** A column of the file as the list offers it: its header, or its place when it has none. */
    columnOption: (position: number, header: string) =>
      header.trim() === '' ? `Columna ${position} (sin encabezado)` : header,
    options: 'Opciones',
    none: 'No importar',
    createUnits: 'Crear las unidades que no existan',
    createUnitsHint:
      'Una ruta como «Hospital Nuevo / Emergencias» crea las unidades que falten. Un código que no existe sigue siendo un error.',
    fullRoster: 'Es la lista completa del personal',
    fullRosterHint:
      'Las personas activas con rol de estudiante que no figuren en el archivo serán desactivadas (nunca eliminadas). Antes de importar verás quiénes son.',
    preview: 'Revisar',
    previewing: 'Revisando…',
  },
  preview: {
    heading: 'Vista previa',
    hint: 'Nada se ha guardado todavía.',
    create: 'Nuevas',
    update: 'Actualizadas',
    unchanged: 'Sin cambios',
    fail: 'Con errores',
    deactivate: 'Se desactivarán',
    unitsToCreate: (count: number) => (count === 1 ? 'Se creará 1 unidad:' : `Se crearán ${count} unidades:`),
    failures: 'Filas con errores',
    failuresHint: 'Estas filas no se importarán. Corrígelas en el archivo de errores y súbelo de nuevo.',
    noFailures: 'Ninguna fila tiene errores.',
    failuresDoneHint: 'Estas filas no se importaron. Corrígelas en el archivo de errores y súbelo de nuevo.',
    failuresLoading: 'Cargando las filas con errores…',
    failuresError: 'No se pudieron cargar las filas con errores.',
    failuresPaging: paging('las filas con errores', 'Filas por página'),
    absent: 'Personas que se desactivarán',
    absentHint: 'Están activas en Aula y no figuran en el archivo.',
    absentLoading: 'Cargando a las personas que se desactivarán…',
    absentError: 'No se pudo cargar a las personas que se desactivarán.',
    absentPaging: paging('las personas que se desactivarán', 'Personas por página'),
    line: 'Fila',
    person: 'Persona',
    reason: 'Motivo',
    run: 'Importar',
    running: 'Importando…',
    nothingToDo: 'El archivo no cambia nada.',
    stale: 'Cambiaste las columnas o las opciones: vuelve a revisar antes de importar.',
    counts: 'Lo que haría la importación',
    changeMapping: 'Cambiar columnas',
    start: 'Importar otro archivo',
    confirmFullRoster: (count: number) =>
      count === 1
        ? 'Se desactivará 1 persona que no figura en el archivo. ¿Continuar?'
        : `Se desactivarán ${count} personas que no figuran en el archivo. ¿Continuar?`,
    cancel: common.cancel,
  },
  progress: {
    heading: 'Importación',
    queued: 'En espera…',
    running: 'Importando…',
    label: 'Avance de la importación',
    rows: (done: number, total: number) => `${done} de ${total}`,
    percent: (percent: number) => `${percent} %`,
    done: 'Importación terminada.',
    failed: 'La importación se detuvo por un error. Puedes reintentarla desde «Tareas programadas».',
    result: 'Resultado',
    deactivated: 'Desactivadas',
  },
  errorFile: 'Descargar las filas con errores',
  errorFileError: 'No se pudo descargar el archivo de errores.',
  history: {
    heading: 'Importaciones anteriores',
    empty: 'Todavía no se ha importado ningún archivo.',
    loading: 'Cargando las importaciones anteriores…',
    file: 'Archivo',
    by: 'Por',
    when: 'Fecha',
    status: 'Estado',
    counts: 'Resultado',
    countsSummary: (created: number, updated: number, failed: number) =>
      `${created} nuevas · ${updated} actualizadas · ${failed} con errores`,
    open: (name: string) => `Ver la importación de ${name}`,
    ...paging('las importaciones anteriores', 'Importaciones por página'),
  },
  statuses: {
    uploaded: 'Sin revisar',
    previewed: 'Revisada',
    queued: 'En espera',
    running: 'Importando',
    done: 'Terminada',
    failed: 'Detenida',
  },
  loading: 'Cargando la importación…',
  loadError: 'No se pudo cargar la importación.',
  historyError: 'No se pudieron cargar las importaciones anteriores.',
  retry: 'Reintentar',
  notFound: 'La importación no existe.',

  /** Why a file is refused whole. */
  fileRequired: 'Elige un archivo CSV o Excel.',
  fileTooLarge: (megabytes: number) => `El archivo pesa más de ${megabytes} MB.`,
  fileUnreadable: 'No se pudo leer el archivo: debe ser CSV o Excel (.xlsx).',
  fileEmpty: 'El archivo no tiene filas de datos debajo de los encabezados.',
  tooManyRows: (max: number) =>
    `El archivo tiene más de ${max.toLocaleString('es-PE')} filas: divídelo en partes.`,
  fileNameInvalid: 'El nombre del archivo no es válido.',
  /** Why a plan is refused. */
  mappingRequired: (field: string) => `Elige la columna de «${field}».`,
  mappingColumnUnknown: 'Una de las columnas elegidas no está en el archivo.',
  mappingColumnTwice: 'Cada columna del archivo puede corresponder a un solo dato.',
  notPreviewed: 'Revisa el archivo antes de importarlo.',
  alreadyRun: 'Esta importación ya se ejecutó.',
  invalidFormat: 'El formato debe ser CSV o Excel.',
  invalidOutcome: 'El resultado pedido no es válido.',

  /** Why one row fails, as the preview and the error file say it. */
  rows: {
    missing: (field: string) => `Falta «${field}».`,
    badEmail: (value: string) => `El correo «${value}» no es válido.`,
    tooLong: (field: string, max: number) => `«${field}» tiene más de ${max} caracteres.`,
    badStaffNumber: (value: string) =>
      `El código de trabajador «${value}» solo puede tener letras, números, puntos, guiones y barras.`,
    badDate: (value: string) => `La fecha «${value}» no es válida: usa AAAA-MM-DD o DD/MM/AAAA.`,
    unknownUnit: (value: string) => `La unidad «${value}» no existe.`,
    archivedUnit: (value: string) => `La unidad «${value}» está archivada.`,
    unitTooDeep: (value: string) => `La ruta «${value}» pasa de los niveles que admite la organización.`,
    unknownPosition: (value: string) => `El puesto «${value}» no existe.`,
    archivedPosition: (value: string) => `El puesto «${value}» está archivado.`,
    unknownProfession: (value: string) => `La profesión «${value}» no existe.`,
    unknownSpecialty: (value: string) => `La especialidad «${value}» no es de esa profesión.`,
    specialtyWithoutProfession: 'Indica la profesión de la especialidad.',
    duplicateStaffNumber: (value: string, line: number) =>
      `El código de trabajador «${value}» se repite en la fila ${line}.`,
    duplicateEmail: (value: string, line: number) => `El correo «${value}» se repite en la fila ${line}.`,
    emailTaken: (value: string) => `El correo «${value}» ya es de otra persona.`,
    emailOfOtherStaffNumber: (value: string) =>
      `El correo «${value}» es de una persona con otro código de trabajador.`,
  },
} as const;
