import { organisationMessages, type Unit } from '@aula/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { userMessageOf } from '@/lib/api/api-error';
import { useArchiveUnit } from '../api/archive-unit';
import type { UnitDialogProps } from './unit-dialog-props';

const t = organisationMessages.screen;
const a = t.units.archiveDialog;

/**
 * '¿Archivar …?': the unit and all its sub-units. The server refuses while active people are
 * placed there, saying how many: the refusal stays in the dialog, announced, until it is closed.
 */
export function ArchiveUnitDialog({
  unit,
  onClose,
  onDone,
  onCloseAutoFocus,
}: { unit: Unit | null } & UnitDialogProps) {
  const archive = useArchiveUnit();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={unit !== null}
      title={unit ? a.title(unit.name) : ''}
      description={a.description}
      confirmLabel={archive.isPending ? a.archiving : a.confirm}
      cancelLabel={t.cancel}
      destructive
      pending={archive.isPending}
      onOpenChange={(open) => {
        if (open || archive.isPending) return;
        setRefusal(null);
        onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => {
        if (!unit) return;
        setRefusal(null);
        archive.mutate(unit.id, {
          onSuccess: (tree) => {
            toast.success(t.units.archived(unit.name));
            onDone(unit.id, tree);
          },
          onError: (error) => setRefusal(userMessageOf(error)),
        });
      }}
    >
      {refusal && <FormAlert message={refusal} />}
    </ConfirmDialog>
  );
}
