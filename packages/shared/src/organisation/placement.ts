import { z } from 'zod';
import { placementMessages as m } from '../messages';

export const STAFF_NUMBER_MAX = 40;
/** Additional units beyond the primary one: a person works in a few places, not dozens. */
export const ADDITIONAL_UNITS_MAX = 10;
/** Units one person supervises: a head of service, a coordinator of a few. */
export const SUPERVISED_UNITS_MAX = 20;

/** An empty form field is no value. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalId = (message: string) => z.preprocess(blankAsNull, z.uuid({ error: message }).nullable());

/** A real calendar day written 'YYYY-MM-DD' (what a date input sends): '2026-02-30' is refused. */
export const calendarDaySchema = z
  .string({ error: m.hireDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.hireDateInvalid)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, m.hireDateInvalid);

/**
 * What an admin sets of a person's place (docs/product/organisation.md#a-persons-place). Every
 * field is sent, null for none: the form shows them all, so a save states the whole place.
 */
export const placementInputSchema = z
  .object({
    unitId: optionalId(m.unitNotFound),
    additionalUnitIds: z
      .array(z.uuid({ error: m.unitNotFound }), { error: m.unitNotFound })
      .max(ADDITIONAL_UNITS_MAX, m.tooManyUnits(ADDITIONAL_UNITS_MAX))
      .default([])
      .transform((ids) => [...new Set(ids)]),
    supervisedUnitIds: z
      .array(z.uuid({ error: m.unitNotFound }), { error: m.unitNotFound })
      .max(SUPERVISED_UNITS_MAX, m.tooManySupervised(SUPERVISED_UNITS_MAX))
      .default([])
      .transform((ids) => [...new Set(ids)]),
    positionId: optionalId(m.positionNotFound),
    industryId: optionalId(m.professionNotFound),
    specialtyId: optionalId(m.specialtyNotInProfession),
    staffNumber: z.preprocess(
      blankAsNull,
      z
        .string()
        .trim()
        .max(STAFF_NUMBER_MAX, m.staffNumberTooLong(STAFF_NUMBER_MAX))
        .regex(/^[\p{L}\p{N}._/-]+$/u, m.staffNumberInvalid)
        .nullable(),
    ),
    hireDate: z.preprocess(blankAsNull, calendarDaySchema.nullable()),
  })
  .superRefine((place, ctx) => {
    if (place.additionalUnitIds.length > 0 && !place.unitId) {
      ctx.addIssue({ code: 'custom', path: ['unitId'], message: m.additionalWithoutPrimary });
    }
    if (place.unitId && place.additionalUnitIds.includes(place.unitId)) {
      ctx.addIssue({ code: 'custom', path: ['additionalUnitIds'], message: m.additionalIsPrimary });
    }
    if (place.specialtyId && !place.industryId) {
      ctx.addIssue({ code: 'custom', path: ['industryId'], message: m.specialtyWithoutProfession });
    }
  });
export type PlacementInput = z.input<typeof placementInputSchema>;
export type PlacementData = z.output<typeof placementInputSchema>;

/** A unit as a person's place names it: its path from the first level below the academy. */
export const placedUnitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 'Hospital Central / Emergencias': the unit's ancestors below the academy, then the unit */
  path: z.string(),
  archived: z.boolean(),
});
export type PlacedUnit = z.infer<typeof placedUnitSchema>;

const named = z.object({ id: z.uuid(), name: z.string() });

/** A person's place as saved. */
export const placementSchema = z.object({
  unit: placedUnitSchema.nullable(),
  additionalUnits: z.array(placedUnitSchema),
  /** the units they supervise now ('Mi equipo' holds their people and those of the units below) */
  supervisedUnits: z.array(placedUnitSchema),
  position: named.extend({ archived: z.boolean() }).nullable(),
  profession: named.nullable(),
  specialty: named.nullable(),
  staffNumber: z.string().nullable(),
  /** 'YYYY-MM-DD', a calendar day */
  hireDate: z.string().nullable(),
});
export type Placement = z.infer<typeof placementSchema>;
