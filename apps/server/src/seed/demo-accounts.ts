import { ROLE_CODES } from '@aula/shared';

/** The demo accounts of embedded mode (README): one per role, one shared password. */
export const DEMO_PASSWORD = 'Aula2026!';

export const DEMO_ACCOUNTS = [
  { role: 'Admin', roleCode: ROLE_CODES.admin, email: 'admin@aula.test', names: 'Ana', lastNames: 'Rodríguez Salas' },
  { role: 'Instructor', roleCode: ROLE_CODES.instructor, email: 'instructor@aula.test', names: 'Carlos', lastNames: 'Mendoza Ríos' },
  { role: 'Estudiante', roleCode: ROLE_CODES.student, email: 'estudiante@aula.test', names: 'Lucía', lastNames: 'Fernández Quispe' },
] as const;
