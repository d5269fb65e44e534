import {
  placementInputSchema,
  placementMessages as t,
  messages,
  type Placement,
  type PlacementData,
  type Position,
  type PositionList,
  type Unit,
  type UnitTree,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ReferenceSelect } from '@/components/reference-select';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { usePositions, useUnitTree } from '@/lib/organisation/organisation-lists';
import { placeableUnits, unitOption } from '@/lib/organisation/unit-options';
import { useReferenceList, useSpecialties } from '@/lib/reference/use-reference';
import { useSavePlacement } from '../api/save-placement';
import { PLACEMENT_FIELDS, placementFormValues, type PlacementFormValues } from '../lib/placement-values';
import { UnitListField } from './unit-list-field';

const positionOption = (position: Position) => ({
  value: position.id,
  label: position.archived ? `${position.name} ${t.archivedPositionSuffix}` : position.name,
});

const ADDITIONAL_LABELS = {
  legend: t.additionalUnits,
  hint: t.additionalUnitsHint,
  none: t.additionalUnitsNone,
  add: t.addUnit,
};
const SUPERVISED_LABELS = {
  legend: t.supervisedUnits,
  hint: t.supervisedUnitsHint,
  none: t.supervisedUnitsNone,
  add: t.addSupervisedUnit,
};

/** The form's fields hold '' for none; the shared schema reads them as null. */
const resolver = zodResolver(placementInputSchema) as unknown as Resolver<
  PlacementFormValues,
  unknown,
  PlacementData
>;

interface PlacementFormProps {
  profileId: string;
  place: Placement;
  /** after a save the server accepted */
  onSaved?: () => void;
}

/**
 * A person's place, as an admin edits it (docs/product/organisation.md#a-persons-place): primary
 * and additional units, position, profession and specialty, staff number and hire date, saved
 * together. Archived units and positions are offered only to whoever already holds them.
 */
export function PlacementForm({ profileId, place, onSaved }: PlacementFormProps) {
  const id = useId();
  const save = useSavePlacement();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PlacementFormValues, unknown, PlacementData>({
    resolver,
    mode: 'onTouched',
    defaultValues: placementFormValues(place),
  });
  const refusal = useServerRefusal(PLACEMENT_FIELDS, { setError, setFocus, isSubmitting });

  const keepUnits = useMemo(
    () =>
      new Set([place.unit?.id, ...place.additionalUnits.map((unit) => unit.id)].filter(Boolean) as string[]),
    [place],
  );
  const selectUnits = useCallback(
    (tree: UnitTree): Unit[] => placeableUnits(tree.items, keepUnits),
    [keepUnits],
  );
  const units = useUnitTree(selectUnits);
  const keptPosition = place.position?.id;
  const selectPositions = useCallback(
    (list: PositionList) =>
      list.items.filter((position) => !position.archived || position.id === keptPosition),
    [keptPosition],
  );
  const positions = usePositions(selectPositions);
  const industryId = useWatch({ control, name: 'industryId' });
  const primaryId = useWatch({ control, name: 'unitId' });
  const additional = useWatch({ control, name: 'additionalUnitIds' });
  const supervised = useWatch({ control, name: 'supervisedUnitIds' });
  // A unit is supervised by people placed anywhere: any active one may be chosen, and those
  // already supervised stay listed even once archived.
  const keptSupervised = useMemo(() => new Set(place.supervisedUnits.map((unit) => unit.id)), [place]);
  const tree = useUnitTree();
  const activeUnits = useMemo(
    () => placeableUnits(tree.data?.items ?? [], keptSupervised),
    [tree.data, keptSupervised],
  );
  const specialties = useSpecialties(industryId);

  const onSubmit = handleSubmit(async (data) => {
    refusal.clear();
    try {
      const saved = await save.mutateAsync({ profileId, place: data });
      reset(placementFormValues(saved));
    } catch (error) {
      refusal.show(error);
      toast.error(t.failed);
      return;
    }
    toast.success(t.saved);
    onSaved?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-5">
        <ReferenceSelect
          id={`${id}-unit`}
          label={t.unit}
          placeholder={t.unitNone}
          control={control}
          name="unitId"
          query={units}
          toOption={unitOption}
          onPicked={(unitId) => {
            // The primary unit is not also an additional one.
            setValue(
              'additionalUnitIds',
              additional.filter((other) => other !== unitId),
              { shouldDirty: true },
            );
          }}
        />
        <UnitListField
          labels={ADDITIONAL_LABELS}
          units={units.data ?? []}
          chosen={additional}
          excluded={primaryId}
          error={errors.additionalUnitIds?.message ?? errors.additionalUnitIds?.root?.message}
          disabled={isSubmitting || !units.data}
          onChange={(ids) => {
            setValue('additionalUnitIds', ids, { shouldDirty: true });
            clearErrors(['additionalUnitIds', 'unitId']);
          }}
        />
        <UnitListField
          labels={SUPERVISED_LABELS}
          units={activeUnits}
          chosen={supervised}
          error={errors.supervisedUnitIds?.message ?? errors.supervisedUnitIds?.root?.message}
          disabled={isSubmitting || !units.data}
          onChange={(ids) => {
            setValue('supervisedUnitIds', ids, { shouldDirty: true });
            clearErrors('supervisedUnitIds');
          }}
        />
        <ReferenceSelect
          id={`${id}-position`}
          label={t.position}
          placeholder={t.positionNone}
          control={control}
          name="positionId"
          query={positions}
          toOption={positionOption}
        />
        <ReferenceSelect
          id={`${id}-profession`}
          label={t.profession}
          placeholder={t.professionNone}
          control={control}
          name="industryId"
          query={useReferenceList('industries')}
          // A specialty belongs to one profession: another profession starts it afresh.
          onPicked={() => {
            setValue('specialtyId', '', { shouldDirty: true });
            clearErrors(['specialtyId', 'industryId']);
          }}
        />
        {industryId !== '' && (
          <ReferenceSelect
            id={`${id}-specialty`}
            label={t.specialty}
            placeholder={t.specialtyNone}
            control={control}
            name="specialtyId"
            query={specialties}
          />
        )}
        <FormField
          id={`${id}-staff-number`}
          label={t.staffNumber}
          hint={t.staffNumberHint}
          errors={[errors.staffNumber?.message]}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('staffNumber')} />}
        </FormField>
        <FormField id={`${id}-hire-date`} label={t.hireDate} errors={[errors.hireDate?.message]}>
          {(field) => <Input {...field} type="date" {...register('hireDate')} />}
        </FormField>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <Button type="submit" className="self-end" disabled={isSubmitting}>
        {isSubmitting ? messages.common.saving : t.save}
      </Button>
    </form>
  );
}
