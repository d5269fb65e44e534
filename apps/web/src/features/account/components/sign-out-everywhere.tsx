import { messages, accountMessages } from '@aula/shared';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const t = accountMessages.settings.signOutEverywhere;

/**
 * 'Cerrar sesión en todos los dispositivos', after a confirmation. On success the session is
 * gone and the session guard takes the user to /login, where the toast says what happened.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();

  async function confirm() {
    try {
      // Awaited rather than given callbacks: this component is gone as soon as the session closes.
      await signOutEverywhere.mutateAsync();
      toast.success(t.done);
    } catch (error) {
      setConfirming(false);
      toast.error(error instanceof Error ? error.message : messages.common.unexpectedError);
    }
  }

  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden className="size-4" />
        {t.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        description={t.confirmDescription}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        destructive
        pending={signOutEverywhere.isPending}
        onConfirm={() => void confirm()}
        onOpenChange={setConfirming}
      />
    </>
  );
}
