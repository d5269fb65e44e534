import { ROLE_CODES } from '@aula/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ROOT_UNIT_ID } from '../organisation/unit-queries';
import type { DemoPerson } from './demo-accounts';
import type { DemoReferenceIds } from './demo-reference-ids';
import { insertDemoAccounts } from './insert-demo-accounts';

/**
 * The demo organisation (docs/product/organisation.md): the academy as a small health network with
 * two establishments and their services, the positions people hold, where the demo accounts and a
 * few staff work, and a supervising nurse, so that 'Organización', 'Mi equipo' and the users
 * list's filters are alive on first start.
 */
const NETWORK_NAME = 'Red de Salud Aula';

interface DemoUnit {
  code: string;
  name: string;
  kind: 'establishment' | 'service';
  parent?: string;
}

const UNITS: DemoUnit[] = [
  { code: 'HC', name: 'Hospital Central', kind: 'establishment' },
  { code: 'HC-EME', name: 'Emergencias', kind: 'service', parent: 'HC' },
  { code: 'HC-UCI', name: 'UCI', kind: 'service', parent: 'HC' },
  { code: 'HC-CQX', name: 'Centro Quirúrgico', kind: 'service', parent: 'HC' },
  { code: 'CSJ', name: 'Clínica San José', kind: 'establishment' },
  { code: 'CSJ-LAB', name: 'Laboratorio clínico', kind: 'service', parent: 'CSJ' },
  { code: 'CSJ-HOS', name: 'Hospitalización', kind: 'service', parent: 'CSJ' },
];

const POSITIONS = [
  'Coordinadora de calidad',
  'Enfermera asistencial',
  'Enfermera jefe de servicio',
  'Médico asistencial',
  'Técnico de enfermería',
  'Técnico de laboratorio',
] as const;
type DemoPosition = (typeof POSITIONS)[number];

/** Staff records an admin has still to invite: no password yet. */
const STAFF: DemoPerson[] = [
  {
    email: 'jorge.paredes@aula.test',
    roleCode: ROLE_CODES.student,
    names: 'Jorge',
    lastNames: 'Paredes Lima',
    gender: '02',
    specialty: 'ENF-03',
    doi: '44820913',
    phone: '987201304',
  },
  {
    email: 'maria.quispe@aula.test',
    roleCode: ROLE_CODES.student,
    names: 'María',
    lastNames: 'Quispe Huanca',
    gender: '01',
    specialty: 'ENF-02',
    doi: '45179302',
    phone: '987560128',
  },
  {
    email: 'luis.ramirez@aula.test',
    roleCode: ROLE_CODES.student,
    names: 'Luis',
    lastNames: 'Ramírez Soto',
    gender: '02',
    specialty: 'LAB-01',
    doi: '46301875',
    phone: '987903417',
  },
];

interface DemoPlace {
  unit: string;
  position: DemoPosition;
  staffNumber: string;
  hireDate: string;
  supervises?: string[];
}

const PLACES: Record<string, DemoPlace> = {
  'admin@aula.test': {
    unit: 'HC',
    position: 'Coordinadora de calidad',
    staffNumber: 'HC-0007',
    hireDate: '2019-04-01',
  },
  'estudiante@aula.test': {
    unit: 'HC-UCI',
    position: 'Enfermera asistencial',
    staffNumber: 'HC-0231',
    hireDate: '2023-03-01',
  },
  'supervisor@aula.test': {
    unit: 'HC-UCI',
    position: 'Enfermera jefe de servicio',
    staffNumber: 'HC-0102',
    hireDate: '2016-08-15',
    supervises: ['HC-UCI', 'HC-EME'],
  },
  'jorge.paredes@aula.test': {
    unit: 'HC-EME',
    position: 'Técnico de enfermería',
    staffNumber: 'HC-0318',
    hireDate: '2024-01-08',
  },
  'maria.quispe@aula.test': {
    unit: 'HC-UCI',
    position: 'Enfermera asistencial',
    staffNumber: 'HC-0342',
    hireDate: '2024-06-03',
  },
  'luis.ramirez@aula.test': {
    unit: 'CSJ-LAB',
    position: 'Técnico de laboratorio',
    staffNumber: 'CSJ-0045',
    hireDate: '2021-11-02',
  },
};

/** Emails of the staff records the demo organisation adds beside the sign-in accounts. */
export const DEMO_STAFF_EMAILS = STAFF.map((person) => person.email);

export async function insertDemoOrganisation(
  trx: Transaction<DB>,
  ids: DemoReferenceIds,
  accounts: ReadonlyMap<string, string>,
  now: Date,
) {
  await trx.updateTable('Units').set({ name: NETWORK_NAME }).where('id_unit', '=', ROOT_UNIT_ID).execute();
  const units = new Map<string, { id: string; path: string; depth: number }>();
  for (const unit of UNITS) {
    const parent = unit.parent
      ? units.get(unit.parent)!
      : { id: ROOT_UNIT_ID, path: `/${ROOT_UNIT_ID}/`, depth: 1 };
    const id = crypto.randomUUID();
    const placed = { id, path: `${parent.path}${id}/`, depth: parent.depth + 1 };
    await trx
      .insertInto('Units')
      .values({
        id_unit: id,
        id_parent: parent.id,
        kind: unit.kind,
        name: unit.name,
        code: unit.code,
        path: placed.path,
        depth: placed.depth,
      })
      .execute();
    units.set(unit.code, placed);
  }
  const positions = new Map<string, string>();
  for (const name of POSITIONS) {
    const row = await trx
      .insertInto('Positions')
      .values({ name })
      .returning('id_position')
      .executeTakeFirstOrThrow();
    positions.set(name, row.id_position);
  }
  const staff = await insertDemoAccounts(trx, ids, STAFF, null, now);
  const people = new Map([...accounts, ...staff]);
  const admin = accounts.get('admin@aula.test')!;
  for (const [email, place] of Object.entries(PLACES)) {
    const profileId = people.get(email)!;
    await trx
      .updateTable('Profiles')
      .set({
        id_unit: units.get(place.unit)!.id,
        id_position: positions.get(place.position)!,
        staff_number: place.staffNumber,
        hire_date: place.hireDate,
      })
      .where('id_profile', '=', profileId)
      .execute();
    for (const code of place.supervises ?? []) {
      await trx
        .insertInto('Unit_Supervisors')
        .values({ id_profile: profileId, id_unit: units.get(code)!.id, granted_at: now, granted_by: admin })
        .execute();
    }
  }
}
