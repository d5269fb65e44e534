import { STAFF_IMPORT_FIELDS, staffImportMessages as m, type StaffImportMapping } from '@aula/shared';

/** 'Código de Trabajador ' and 'codigo_trabajador' alike: no accents, case, spaces or punctuation. */
export const foldHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Other names an HR export gives each column, folded. The template's own names come first. */
const ALIASES: Record<keyof StaffImportMapping, string[]> = {
  email: ['correo', 'email', 'mail', 'correoinstitucional', 'correoelectronicoinstitucional'],
  names: ['nombre', 'nombres', 'primernombre', 'firstname'],
  lastNames: ['apellido', 'apellidos', 'apellidopaterno', 'lastname'],
  staffNumber: ['codigo', 'codigotrabajador', 'codigodeempleado', 'codigoempleado', 'legajo', 'nroempleado'],
  unit: ['unidad', 'servicio', 'area', 'establecimiento', 'unidadorganica', 'rutadelaunidad'],
  position: ['puesto', 'cargo', 'puestodetrabajo'],
  profession: ['profesion', 'industria', 'grupoocupacional'],
  specialty: ['especialidad'],
  hireDate: ['fechadeingreso', 'fechaingreso', 'ingreso', 'fechadealta'],
};

/**
 * The mapping the screen proposes for a file's headers: each field takes the first column whose
 * folded header is the template's name or one of its aliases; a column serves one field at most.
 */
export function suggestMapping(headers: readonly string[]): StaffImportMapping {
  const folded = headers.map(foldHeader);
  const taken = new Set<number>();
  const mapping = {} as StaffImportMapping;
  for (const field of STAFF_IMPORT_FIELDS) {
    const names = [foldHeader(m.fields[field]), ...ALIASES[field]];
    const column = folded.findIndex((header, index) => !taken.has(index) && names.includes(header));
    mapping[field] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
}
