import { messages, type ActiveSession, accountMessages } from '@aula/shared';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useActiveSessions, useRevokeCurrentSession, useRevokeSession } from '../api/active-sessions';

const t = accountMessages.settings.sessions;

const DEVICE_ICONS = { computer: Monitor, phone: Smartphone, tablet: Tablet } as const;

/** "Chrome 131 en Android", or what is known of it. */
function sessionName(session: ActiveSession): string {
  return t.browserOn(session.browser ?? t.unknownBrowser, session.system ?? t.unknownSystem);
}

function SessionRow({ session, onRevoke }: { session: ActiveSession; onRevoke: () => void }) {
  const Icon = DEVICE_ICONS[session.device];
  const device = t.devices[session.device];
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium">
            {device} · {sessionName(session)}
            {session.current && (
              <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                {t.current}
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ip ? t.address(session.ip) : t.unknownAddress}
          </p>
          <p className="text-sm text-muted-foreground">
            {t.lastUsedAt(formatDateTime(session.lastUsedAt))} ·{' '}
            {t.startedAt(formatDateTime(session.createdAt))}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        className="self-start sm:self-center"
        aria-label={t.revokeLabel(`${device} · ${sessionName(session)}`)}
        onClick={onRevoke}
      >
        {t.revoke}
      </Button>
    </li>
  );
}

/**
 * 'Sesiones activas': every open session of the account, the current one marked, each with a
 * way to end it after a confirmation. Ending the current one signs out here.
 */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const [revoking, setRevoking] = useState<ActiveSession | null>(null);
  const revokeOther = useRevokeSession();
  const current = sessions.data?.sessions.find((session) => session.current);
  const revokeCurrent = useRevokeCurrentSession(current?.id);

  async function confirm() {
    if (!revoking) return;
    try {
      if (revoking.current) await revokeCurrent.mutateAsync();
      else await revokeOther.mutateAsync(revoking.id);
      toast.success(t.revoked);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.common.unexpectedError);
    } finally {
      setRevoking(null);
    }
  }

  if (sessions.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="flex flex-col gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void sessions.refetch()} />;
  }
  return (
    <>
      <ul aria-label={t.title} className="flex flex-col divide-y divide-border">
        {sessions.data.sessions.map((session) => (
          <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeConfirmTitle}
        description={revoking?.current ? t.revokeCurrentConfirmText : t.revokeConfirmText}
        confirmLabel={t.revokeConfirm}
        cancelLabel={messages.common.cancel}
        destructive
        pending={revokeOther.isPending || revokeCurrent.isPending}
        onConfirm={() => void confirm()}
        onOpenChange={(open) => !open && setRevoking(null)}
      />
    </>
  );
}
