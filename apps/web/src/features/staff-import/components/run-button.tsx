import { type StaffImport, staffImportMessages as m } from '@aula/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { userMessageOf } from '@/lib/api/api-error';
import { useRunStaffImport } from '../api/run-staff-import';

const p = m.preview;

interface RunButtonProps {
  staffImport: StaffImport;
  /** why it cannot run yet (nothing to do, a preview gone stale), told beside the button */
  blockedBy: { id: string } | null;
}

/**
 * 'Importar' (docs/product/staff-import.md#running-it). A full roster that deactivates someone asks
 * first, with their number: deactivation ends sessions, and the admin should know how many.
 */
export function RunButton({ staffImport, blockedBy }: RunButtonProps) {
  const run = useRunStaffImport(staffImport.id);
  const [confirming, setConfirming] = useState(false);
  const deactivates = staffImport.fullRoster ? staffImport.counts.deactivate : 0;

  return (
    <>
      <Button
        disabled={blockedBy !== null || run.isPending}
        aria-describedby={blockedBy?.id}
        onClick={() => (deactivates > 0 ? setConfirming(true) : run.mutate())}
      >
        {run.isPending ? p.running : p.run}
      </Button>
      {deactivates > 0 && (
        <ConfirmDialog
          open={confirming}
          title={p.run}
          description={p.confirmFullRoster(deactivates)}
          confirmLabel={p.run}
          cancelLabel={p.cancel}
          destructive
          pending={run.isPending}
          onConfirm={() => run.mutate(undefined, { onError: () => setConfirming(false) })}
          onOpenChange={setConfirming}
        />
      )}
      {run.isError && (
        <div className="basis-full">
          <FormAlert message={userMessageOf(run.error)} />
        </div>
      )}
    </>
  );
}
