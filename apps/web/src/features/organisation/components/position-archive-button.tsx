import { organisationMessages, type Position } from '@aula/shared';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { userMessageOf } from '@/lib/api/api-error';
import { useSetPositionArchived } from '../api/archive-position';

const t = organisationMessages.screen.positions;

/**
 * 'Archivar' or 'Restaurar', at once: either is undone by the other, so nothing to confirm. One
 * button whose words change, so the focus stays on it; while the change is sent it is only marked
 * unavailable, since a disabled button would drop the focus.
 */
export function PositionArchiveButton({ position }: { position: Position }) {
  const change = useSetPositionArchived();
  const archive = !position.archived;
  return (
    <Button
      variant="outline"
      aria-disabled={change.isPending || undefined}
      onClick={() => {
        if (change.isPending) return;
        change.mutate(
          { id: position.id, archived: archive },
          {
            onSuccess: () => toast.success(archive ? t.archived(position.name) : t.restored(position.name)),
            onError: (error) =>
              toast.error(archive ? t.archiveFailed : t.restoreFailed, { description: userMessageOf(error) }),
          },
        );
      }}
    >
      {archive ? t.archive : t.restore}
    </Button>
  );
}
