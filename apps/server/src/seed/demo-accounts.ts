import { ROLE_CODES } from '@aula/shared';

/**
 * The demo accounts of embedded mode (README): one per role, and a nurse who supervises two
 * services of the demo organisation (demo-organisation.ts), one shared password.
 */
export const DEMO_PASSWORD = 'Aula2026!';

export const DEMO_ACCOUNTS = [
  {
    role: 'Admin',
    roleCode: ROLE_CODES.admin,
    email: 'admin@aula.test',
    names: 'Ana',
    lastNames: 'Rodríguez Salas',
    gender: '01',
    specialty: 'ADM-01',
    doi: '40218736',
    phone: '987112233',
  },
  {
    role: 'Instructor',
    roleCode: ROLE_CODES.instructor,
    email: 'instructor@aula.test',
    names: 'Carlos',
    lastNames: 'Mendoza Ríos',
    gender: '02',
    specialty: 'CAL-01',
    doi: '41873205',
    phone: '987445566',
  },
  {
    role: 'Estudiante',
    roleCode: ROLE_CODES.student,
    email: 'estudiante@aula.test',
    names: 'Lucía',
    lastNames: 'Fernández Quispe',
    gender: '01',
    specialty: 'ENF-02',
    doi: '72649318',
    phone: '987778899',
  },
  {
    role: 'Supervisora',
    roleCode: ROLE_CODES.student,
    email: 'supervisor@aula.test',
    names: 'Rosa',
    lastNames: 'Huamán Torres',
    gender: '01',
    specialty: 'ENF-02',
    doi: '43918275',
    phone: '987334455',
  },
] as const;

/** A person of the demo academy: the sign-in accounts above and the staff of the demo organisation. */
export interface DemoPerson {
  email: string;
  roleCode: string;
  names: string;
  lastNames: string;
  gender: string;
  specialty: string;
  doi: string;
  phone: string;
}
