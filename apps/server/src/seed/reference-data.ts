/**
 * Reference data every installation has (issue: foundation, point 5). Codes are stable keys:
 * seeding upserts by code, so it is safe on every start.
 */
export const ROLES = [
  { code: '01', name: 'instructor', description: 'Instructor' },
  { code: '02', name: 'admin', description: 'Administrador' },
  { code: '03', name: 'student', description: 'Estudiante' },
];

export const CONTENT_TYPES_LESSON = [
  { code: '01', name: 'Video' },
  { code: '02', name: 'Texto' },
  { code: '03', name: 'PDF' },
  { code: '04', name: 'Enlace externo' },
];

export const LANGUAGES = [
  { code: '01', name: 'Español' },
  { code: '02', name: 'Inglés' },
  { code: '03', name: 'Portugués' },
];

export const DIFFICULTY_LEVELS = [
  { code: '01', name: 'Básico' },
  { code: '02', name: 'Intermedio' },
  { code: '03', name: 'Avanzado' },
];

export const COINS = [
  { code: 'PEN', name: 'Sol peruano' },
  { code: 'USD', name: 'Dólar estadounidense' },
  { code: 'EUR', name: 'Euro' },
  { code: 'MXN', name: 'Peso mexicano' },
  { code: 'COP', name: 'Peso colombiano' },
  { code: 'CLP', name: 'Peso chileno' },
  { code: 'ARS', name: 'Peso argentino' },
  { code: 'BOB', name: 'Boliviano' },
  { code: 'UYU', name: 'Peso uruguayo' },
];

export const GENDERS = [
  { code: '01', name: 'Femenino' },
  { code: '02', name: 'Masculino' },
  { code: '03', name: 'No binario' },
  { code: '04', name: 'Prefiero no decirlo' },
];

export const IDENTITY_DOCUMENT_TYPES = [
  { code: '01', name: 'DNI' },
  { code: '02', name: 'Carné de extranjería' },
  { code: '03', name: 'Pasaporte' },
  { code: '04', name: 'Cédula de identidad' },
  { code: '05', name: 'Cédula de ciudadanía' },
  { code: '06', name: 'RUT' },
  { code: '07', name: 'CURP' },
  { code: '08', name: 'Permiso temporal de permanencia' },
];

/** Health-care professional areas (rubros) and their specialties. */
export const INDUSTRIES: { code: string; name: string; specialties: { code: string; name: string }[] }[] = [
  {
    code: 'MED',
    name: 'Medicina',
    specialties: [
      { code: 'MED-01', name: 'Medicina general' },
      { code: 'MED-02', name: 'Medicina interna' },
      { code: 'MED-03', name: 'Pediatría' },
      { code: 'MED-04', name: 'Ginecología y obstetricia' },
      { code: 'MED-05', name: 'Cirugía general' },
      { code: 'MED-06', name: 'Medicina de emergencias' },
      { code: 'MED-07', name: 'Medicina intensiva' },
      { code: 'MED-08', name: 'Cardiología' },
      { code: 'MED-09', name: 'Anestesiología' },
      { code: 'MED-10', name: 'Medicina familiar y comunitaria' },
    ],
  },
  {
    code: 'ENF',
    name: 'Enfermería',
    specialties: [
      { code: 'ENF-01', name: 'Enfermería general' },
      { code: 'ENF-02', name: 'Enfermería en cuidados intensivos' },
      { code: 'ENF-03', name: 'Enfermería en emergencias' },
      { code: 'ENF-04', name: 'Enfermería pediátrica y neonatal' },
      { code: 'ENF-05', name: 'Enfermería en centro quirúrgico' },
      { code: 'ENF-06', name: 'Enfermería en salud pública' },
    ],
  },
  {
    code: 'CAL',
    name: 'Gestión de la calidad',
    specialties: [
      { code: 'CAL-01', name: 'Seguridad del paciente' },
      { code: 'CAL-02', name: 'Auditoría médica' },
      { code: 'CAL-03', name: 'Acreditación de establecimientos de salud' },
      { code: 'CAL-04', name: 'Control de infecciones intrahospitalarias' },
      { code: 'CAL-05', name: 'Mejora continua de procesos' },
      { code: 'CAL-06', name: 'Gestión de riesgos clínicos' },
    ],
  },
  {
    code: 'FAR',
    name: 'Farmacia',
    specialties: [
      { code: 'FAR-01', name: 'Farmacia hospitalaria' },
      { code: 'FAR-02', name: 'Farmacia clínica' },
      { code: 'FAR-03', name: 'Farmacovigilancia' },
      { code: 'FAR-04', name: 'Gestión de medicamentos e insumos' },
    ],
  },
  {
    code: 'ODO',
    name: 'Odontología',
    specialties: [
      { code: 'ODO-01', name: 'Odontología general' },
      { code: 'ODO-02', name: 'Odontopediatría' },
      { code: 'ODO-03', name: 'Periodoncia' },
      { code: 'ODO-04', name: 'Cirugía bucal y maxilofacial' },
    ],
  },
  {
    code: 'LAB',
    name: 'Laboratorio clínico',
    specialties: [
      { code: 'LAB-01', name: 'Bioquímica clínica' },
      { code: 'LAB-02', name: 'Microbiología' },
      { code: 'LAB-03', name: 'Hematología y banco de sangre' },
      { code: 'LAB-04', name: 'Control de calidad analítico' },
    ],
  },
  {
    code: 'ADM',
    name: 'Administración en salud',
    specialties: [
      { code: 'ADM-01', name: 'Gestión hospitalaria' },
      { code: 'ADM-02', name: 'Gestión de servicios de salud' },
      { code: 'ADM-03', name: 'Salud pública y epidemiología' },
      { code: 'ADM-04', name: 'Economía de la salud' },
      { code: 'ADM-05', name: 'Sistemas de información en salud' },
    ],
  },
  {
    code: 'OBS',
    name: 'Obstetricia',
    specialties: [
      { code: 'OBS-01', name: 'Atención del parto' },
      { code: 'OBS-02', name: 'Salud materna y perinatal' },
      { code: 'OBS-03', name: 'Salud sexual y reproductiva' },
    ],
  },
  {
    code: 'TEC',
    name: 'Tecnología médica',
    specialties: [
      { code: 'TEC-01', name: 'Radiología e imagenología' },
      { code: 'TEC-02', name: 'Terapia física y rehabilitación' },
      { code: 'TEC-03', name: 'Optometría' },
    ],
  },
  {
    code: 'PSI',
    name: 'Psicología',
    specialties: [
      { code: 'PSI-01', name: 'Psicología clínica' },
      { code: 'PSI-02', name: 'Psicología de la salud' },
      { code: 'PSI-03', name: 'Salud mental comunitaria' },
    ],
  },
  {
    code: 'NUT',
    name: 'Nutrición',
    specialties: [
      { code: 'NUT-01', name: 'Nutrición clínica' },
      { code: 'NUT-02', name: 'Nutrición en salud pública' },
    ],
  },
];
