import {
  type MoveUnitInput,
  moveUnitSchema,
  organisationMessages,
  type Unit,
  UNIT_MAX_DEPTH,
  type UnitTree,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialog, FormDialogButtons, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useMoveUnit } from '../api/move-unit';
import { moveTargets, type UnitIndex } from '../lib/unit-tree';
import type { UnitDialogProps } from './unit-dialog-props';

const m = organisationMessages;
const t = m.screen;
const d = t.units.moveDialog;
const FIELDS = ['parentId'] as const;

/** A choice indented by its level, as the tree shows it, with its kind. */
const choiceLabel = (unit: Unit) =>
  `${'\u00a0\u00a0'.repeat(unit.depth - 1)}${unit.name} (${m.kinds[unit.kind]})`;

interface MoveUnitFormProps {
  unit: Unit;
  targets: readonly Unit[];
  move: ReturnType<typeof useMoveUnit>;
  onDone: UnitDialogProps['onDone'];
}

function MoveUnitForm({ unit, targets, move, onDone }: MoveUnitFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<MoveUnitInput>({ resolver: zodResolver(moveUnitSchema), defaultValues: { parentId: '' } });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async ({ parentId }) => {
    refusal.clear();
    let tree: UnitTree;
    try {
      tree = await move.mutateAsync({ id: unit.id, parentId });
    } catch (error) {
      refusal.show(error);
      return;
    }
    const parent = tree.items.find((item) => item.id === parentId);
    toast.success(t.units.moved(unit.name, parent?.name ?? ''));
    onDone(unit.id, tree);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <FormField id="move-unit-parent" label={d.parent} errors={[errors.parentId?.message]}>
          {(field) => (
            <NativeSelect {...field} defaultValue="" {...register('parentId')}>
              <option value="">{d.parentPlaceholder}</option>
              {targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {choiceLabel(target)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={d.submit}
        pendingLabel={d.submitting}
        pending={isSubmitting}
      />
    </form>
  );
}

/** Nowhere to go: every other active unit is its own, or too deep for its levels. */
function NoTargets() {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">{d.noTargets(UNIT_MAX_DEPTH)}</p>
      <FormDialogClose asChild>
        <Button variant="outline" className="self-end">
          {t.close}
        </Button>
      </FormDialogClose>
    </div>
  );
}

/**
 * 'Mover', from a unit's menu or M on its line: the keyboard's way to do what dragging does. It
 * offers the active units the unit may go under, with its sub-units, within the tree's levels.
 */
export function MoveUnitDialog({
  unit,
  index,
  onClose,
  onDone,
  onCloseAutoFocus,
}: { unit: Unit | null; index: UnitIndex } & UnitDialogProps) {
  const move = useMoveUnit();
  const targets = unit ? moveTargets(index, unit.id) : [];
  return (
    <FormDialog
      size="md"
      title={unit ? d.title(unit.name) : ''}
      description={d.description}
      open={unit !== null}
      onOpenChange={(open) => {
        if (!open && !move.isPending) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {unit &&
        (targets.length > 0 ? (
          <MoveUnitForm key={unit.id} unit={unit} targets={targets} move={move} onDone={onDone} />
        ) : (
          <NoTargets />
        ))}
    </FormDialog>
  );
}
