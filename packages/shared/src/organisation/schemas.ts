import { z } from 'zod';
import { organisationMessages as m } from '../messages';

/** The organisation's tree is at most this deep, the academy's root counting as level 1. */
export const UNIT_MAX_DEPTH = 5;
export const UNIT_NAME_MAX = 120;
export const UNIT_CODE_MAX = 40;

/** The root's kind, which no other unit has; the kinds an admin gives the others. */
export const UNIT_KINDS = ['establishment', 'service', 'unit'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number] | 'academy';

/** 'Organización' in the admin's settings. */
export const ORGANISATION_PATH = '/dashboard/settings/organisation';

const nameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(UNIT_NAME_MAX, m.nameTooLong(UNIT_NAME_MAX));

/** An empty code is no code. */
const codeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(UNIT_CODE_MAX, m.codeTooLong(UNIT_CODE_MAX))
    .regex(/^[\p{L}\p{N}._-]+$/u, m.codeInvalid)
    .nullable()
    .default(null),
);

const kindSchema = z.enum(UNIT_KINDS, { error: m.invalidKind });

export const createUnitSchema = z.object({
  parentId: z.uuid({ error: m.parentNotFound }),
  kind: kindSchema,
  name: nameSchema,
  code: codeSchema,
});
export type CreateUnitInput = z.input<typeof createUnitSchema>;
export type CreateUnitData = z.output<typeof createUnitSchema>;

/** Rename, recode or change the kind of a unit (not the root's kind). */
export const updateUnitSchema = z.object({ kind: kindSchema, name: nameSchema, code: codeSchema });
export type UpdateUnitInput = z.input<typeof updateUnitSchema>;
export type UpdateUnitData = z.output<typeof updateUnitSchema>;

/** A form's empty choice asks for one; any other id that is not a unit's is refused as unknown. */
export const moveUnitSchema = z.object({
  parentId: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === '' ? m.parentRequired : m.parentNotFound),
  }),
});
export type MoveUnitInput = z.input<typeof moveUnitSchema>;

export const unitIdParamsSchema = z.object({ id: z.uuid({ error: m.notFound }) });

/** A unit as the tree shows it, with the active people placed in it (not counting sub-units). */
export const unitSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  kind: z.enum(['academy', ...UNIT_KINDS]),
  name: z.string(),
  code: z.string().nullable(),
  depth: z.number().int(),
  archived: z.boolean(),
  people: z.number().int(),
});
export type Unit = z.infer<typeof unitSchema>;

/** The whole tree, parents before their children, siblings by name: small enough to send at once. */
export const unitTreeSchema = z.object({ items: z.array(unitSchema) });
export type UnitTree = z.infer<typeof unitTreeSchema>;

export const POSITION_NAME_MAX = 120;

/** A position ('puesto') as an admin names it: 'Enfermera asistencial', 'Técnico de laboratorio'… */
export const positionInputSchema = z.object({
  name: z
    .string({ error: m.positions.nameRequired })
    .trim()
    .min(1, m.positions.nameRequired)
    .max(POSITION_NAME_MAX, m.positions.nameTooLong(POSITION_NAME_MAX)),
});
export type PositionInput = z.input<typeof positionInputSchema>;

export const positionIdParamsSchema = z.object({ id: z.uuid({ error: m.positions.notFound }) });

/** A position with how many active people hold it; archived ones are no longer offered. */
export const positionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  archived: z.boolean(),
  people: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

/** Every position, by name: a list an academy keeps short enough to send at once. */
export const positionListSchema = z.object({ items: z.array(positionSchema) });
export type PositionList = z.infer<typeof positionListSchema>;
