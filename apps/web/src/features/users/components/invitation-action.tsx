import { formatDay, invitationMessages, type UserSummary } from '@aula/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { userMessageOf } from '@/lib/api/api-error';
import { useResendInvitation } from '../api/resend-invitation';

const t = invitationMessages.admin;

/** Whether the person's invitation still works, and until when, as a sentence for the admin. */
function invitationState(expiresAt: string | null, now: Date): string {
  if (!expiresAt) return t.neverSent;
  const expires = new Date(expiresAt);
  return expires > now ? t.expiresOn(formatDay(expires)) : t.expiredOn(formatDay(expires));
}

/**
 * 'Invitación' in the 'Editar Perfil' drawer, for someone who has not chosen their password yet
 * (docs/product/people.md#invitations): until when their link works, and 'Reenviar invitación',
 * which sends a new 7-day link and shows its date.
 */
export function InvitationAction({ user, expiresAt: sent }: { user: UserSummary; expiresAt: string | null }) {
  const titleId = useId();
  // The row the drawer opened with, until a new invitation replaces its date.
  const [expiresAt, setExpiresAt] = useState(sent);
  const resend = useResendInvitation();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-border pt-5">
      <h3 id={titleId} className="font-semibold">
        {t.title}
      </h3>
      <p className="text-sm text-muted-foreground">{invitationState(expiresAt, new Date())}</p>
      <Button
        variant="outline"
        className="self-start"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(user.id, {
            onSuccess: (row) => {
              toast.success(t.resent(row.email));
              setExpiresAt(row.invitation?.expiresAt ?? null);
            },
            onError: (error) => toast.error(userMessageOf(error)),
          })
        }
      >
        <Send aria-hidden className="size-4" />
        {resend.isPending ? t.resending : t.resend}
      </Button>
    </section>
  );
}
