import {
  organisationMessages,
  type Unit,
  type UnitKind,
  type UnitTree,
  type UpdateUnitData,
  type UpdateUnitInput,
  updateUnitSchema,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialog, FormDialogButtons } from '@/components/ui/form-dialog';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useCreateUnit } from '../api/create-unit';
import type { UnitDialogProps } from './unit-dialog-props';
import { UNIT_FIELDS, UnitFields } from './unit-fields';

const t = organisationMessages.screen;
const c = t.units.create;

/** The kind a new unit most likely has under its parent: establishments under the academy, and so on down. */
const KIND_UNDER: Record<UnitKind, UpdateUnitInput['kind']> = {
  academy: 'establishment',
  establishment: 'service',
  service: 'unit',
  unit: 'unit',
};

interface CreateUnitFormProps {
  parent: Unit;
  /** the tree as shown: the new unit is the one the answer adds to it */
  units: readonly Unit[];
  create: ReturnType<typeof useCreateUnit>;
  onDone: UnitDialogProps['onDone'];
}

function CreateUnitForm({ parent, units, create, onDone }: CreateUnitFormProps) {
  const kind = KIND_UNDER[parent.kind];
  // The parent is the unit the dialog was opened from, not a field: the form holds the unit's own.
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUnitInput, unknown, UpdateUnitData>({
    resolver: zodResolver(updateUnitSchema),
    mode: 'onTouched',
    defaultValues: { name: '', kind, code: '' },
  });
  const refusal = useServerRefusal(UNIT_FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (data) => {
    refusal.clear();
    let tree: UnitTree;
    try {
      tree = await create.mutateAsync({ ...data, parentId: parent.id });
    } catch (error) {
      refusal.show(error);
      return;
    }
    const known = new Set(units.map((unit) => unit.id));
    const added = tree.items.find((unit) => !known.has(unit.id));
    toast.success(c.created(data.name));
    onDone(added?.id ?? parent.id, tree);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <UnitFields idPrefix="create-unit" register={register} errors={errors} kind={kind} />
      </fieldset>
      <FormAlert message={refusal.formError} />
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={c.submit}
        pendingLabel={c.submitting}
        pending={isSubmitting}
      />
    </form>
  );
}

/** 'Agregar subunidad': a unit under the one whose menu opened it. */
export function CreateUnitDialog({
  parent,
  units,
  onClose,
  onDone,
  onCloseAutoFocus,
}: { parent: Unit | null; units: readonly Unit[] } & UnitDialogProps) {
  const create = useCreateUnit();
  return (
    <FormDialog
      size="md"
      title={c.title}
      description={parent ? c.description(parent.name) : ''}
      open={parent !== null}
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {parent && (
        <CreateUnitForm key={parent.id} parent={parent} units={units} create={create} onDone={onDone} />
      )}
    </FormDialog>
  );
}
