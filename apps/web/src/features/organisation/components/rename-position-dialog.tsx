import { organisationMessages, type Position } from '@aula/shared';
import { toast } from 'sonner';
import { FormDialog } from '@/components/ui/form-dialog';
import { useRenamePosition } from '../api/rename-position';
import { PositionForm } from './position-form';

const m = organisationMessages.screen;
const r = m.positions.renameDialog;

/** 'Renombrar': the people who hold the position keep it; the focus goes back to the row's button. */
export function RenamePositionDialog({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  const rename = useRenamePosition();
  return (
    <FormDialog
      size="md"
      title={r.title}
      description={position ? r.description(position.name) : ''}
      open={position !== null}
      onOpenChange={(open) => {
        if (!open && !rename.isPending) onClose();
      }}
    >
      {position && (
        <PositionForm
          key={position.id}
          id="rename-position-name"
          name={position.name}
          submitLabel={m.save}
          pendingLabel={m.saving}
          save={(data) => rename.mutateAsync({ id: position.id, data })}
          onSaved={(name) => {
            toast.success(r.saved(name));
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}
