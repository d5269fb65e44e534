import { organisationMessages } from '@aula/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCreatePosition } from '../api/create-position';
import { PositionForm } from './position-form';

const t = organisationMessages.screen.positions;
const c = t.createDialog;

/** 'Nuevo puesto': the button and its dialog; the focus comes back to the button. */
export function CreatePositionDialog() {
  const create = useCreatePosition();
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      size="md"
      triggerLabel={t.newPosition}
      triggerVariant="primary"
      title={c.title}
      description={c.description}
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) setOpen(next);
      }}
    >
      <PositionForm
        id="create-position-name"
        name=""
        submitLabel={c.submit}
        pendingLabel={c.submitting}
        save={create.mutateAsync}
        onSaved={(name) => {
          toast.success(c.created(name));
          setOpen(false);
        }}
      />
    </FormDialog>
  );
}
