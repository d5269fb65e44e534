import {
  organisationMessages,
  type Unit,
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
import { useUpdateUnit } from '../api/update-unit';
import { isRoot } from '../lib/unit-tree';
import type { UnitDialogProps } from './unit-dialog-props';
import { UNIT_FIELDS, UnitFields } from './unit-fields';

const t = organisationMessages.screen;
const e = t.units.editDialog;

interface EditUnitFormProps {
  unit: Unit;
  update: ReturnType<typeof useUpdateUnit>;
  onDone: UnitDialogProps['onDone'];
}

function EditUnitForm({ unit, update, onDone }: EditUnitFormProps) {
  // The academy keeps its kind whatever is sent (the server sees to it), but the schema still
  // asks for one of the others: the form sends one it never shows.
  const kind = unit.kind === 'academy' ? null : unit.kind;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUnitInput, unknown, UpdateUnitData>({
    resolver: zodResolver(updateUnitSchema),
    mode: 'onTouched',
    defaultValues: { name: unit.name, kind: kind ?? 'unit', code: unit.code ?? '' },
  });
  const refusal = useServerRefusal(UNIT_FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (data) => {
    refusal.clear();
    let tree: UnitTree;
    try {
      tree = await update.mutateAsync({ id: unit.id, data });
    } catch (error) {
      refusal.show(error);
      return;
    }
    toast.success(e.saved(data.name));
    onDone(unit.id, tree);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <UnitFields idPrefix="edit-unit" register={register} errors={errors} kind={kind} />
      </fieldset>
      <FormAlert message={refusal.formError} />
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={t.save}
        pendingLabel={t.saving}
        pending={isSubmitting}
      />
    </form>
  );
}

/** 'Editar': a unit's name, kind and code; the academy's kind is not offered, since it keeps it. */
export function EditUnitDialog({
  unit,
  onClose,
  onDone,
  onCloseAutoFocus,
}: { unit: Unit | null } & UnitDialogProps) {
  const update = useUpdateUnit();
  return (
    <FormDialog
      size="md"
      title={e.title}
      description={unit ? (isRoot(unit) ? e.rootDescription(unit.name) : e.description(unit.name)) : ''}
      open={unit !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {unit && <EditUnitForm key={unit.id} unit={unit} update={update} onDone={onDone} />}
    </FormDialog>
  );
}
