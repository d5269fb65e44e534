import { messages, type UserSummary, userMessages } from '@aula/shared';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userMessageOf } from '@/lib/api/api-error';
import { useDeleteUser } from '../api/delete-user';

const t = userMessages.screen.delete;

interface DeleteUserDialogProps {
  /** the row to delete; null when the dialog is closed */
  user: UserSummary | null;
  onClose: () => void;
}

/**
 * '¿Estás seguro?': Eliminar deactivates the person's account (never erases it), and the dialog
 * says so, naming them (docs/product/copy.md).
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t.title}
      description={user ? t.description(`${user.names} ${user.lastNames}`) : ''}
      confirmLabel={t.confirm}
      cancelLabel={messages.common.cancel}
      destructive
      pending={remove.isPending}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t.deleted);
            onClose();
          },
          onError: (error) => {
            toast.error(t.failed, {
              description: userMessageOf(error),
            });
            onClose();
          },
        });
      }}
    />
  );
}
