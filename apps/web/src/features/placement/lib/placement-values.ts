import type { Placement } from '@aula/shared';

/** The placement form's fields: '' for none, as its selects and inputs hold them. */
export interface PlacementFormValues {
  unitId: string;
  additionalUnitIds: string[];
  supervisedUnitIds: string[];
  positionId: string;
  industryId: string;
  specialtyId: string;
  staffNumber: string;
  hireDate: string;
}

export const PLACEMENT_FIELDS = [
  'unitId',
  'additionalUnitIds',
  'supervisedUnitIds',
  'positionId',
  'industryId',
  'specialtyId',
  'staffNumber',
  'hireDate',
] as const satisfies readonly (keyof PlacementFormValues)[];

export function placementFormValues(place: Placement): PlacementFormValues {
  return {
    unitId: place.unit?.id ?? '',
    additionalUnitIds: place.additionalUnits.map((unit) => unit.id),
    supervisedUnitIds: place.supervisedUnits.map((unit) => unit.id),
    positionId: place.position?.id ?? '',
    industryId: place.profession?.id ?? '',
    specialtyId: place.specialty?.id ?? '',
    staffNumber: place.staffNumber ?? '',
    hireDate: place.hireDate ?? '',
  };
}
