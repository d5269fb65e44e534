import { mfaMessages, type UserSummary } from '@aula/shared';
import { ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userMessageOf } from '@/lib/api/api-error';
import { useResetUserMfa } from '../api/reset-user-mfa';

const t = mfaMessages.reset;

/**
 * 'Restablecer verificación en dos pasos' in the 'Editar Perfil' drawer, for someone whose second
 * factor is on: after a confirmation their key and recovery codes are removed and their sessions
 * end. Once done the section goes, as the drawer's row is the one it was opened with.
 */
export function ResetMfaAction({ user }: { user: UserSummary }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const reset = useResetUserMfa();

  if (done) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-border pt-5">
      <h3 id={titleId} className="font-semibold">
        {mfaMessages.settings.title}
      </h3>
      <p className="text-sm text-muted-foreground">{t.description}</p>
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        <ShieldOff aria-hidden className="size-4" />
        {t.action}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        destructive
        pending={reset.isPending}
        onOpenChange={(open) => {
          if (!open && !reset.isPending) setConfirming(false);
        }}
        onConfirm={() =>
          reset.mutate(user.id, {
            onSuccess: () => {
              toast.success(t.done);
              setConfirming(false);
              setDone(true);
            },
            onError: (error) => {
              toast.error(userMessageOf(error));
              setConfirming(false);
            },
          })
        }
      />
    </section>
  );
}
