import {
  appRoleFromCode,
  messages,
  updateUserSchema,
  type UpdateUserData,
  type UpdateUserInput,
  type UserSummary,
  userMessages,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Sheet, SheetClose, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useUpdateUser } from '../api/update-user';
import { InvitationAction } from './invitation-action';
import { ResetMfaAction } from './reset-mfa-action';
import { RoleOptions } from './role-options';
import { UserDrawer } from './user-drawer';

const t = userMessages.screen.edit;
const FIELDS = ['names', 'lastNames', 'phone', 'role'] as const;

interface EditUserFormProps {
  user: UserSummary;
  /** the admin's own row: their role stays as it is (the academy must keep its admin) */
  isSelf: boolean;
  onSaved: () => void;
}

function EditUserForm({ user, isSelf, onSaved }: EditUserFormProps) {
  const update = useUpdateUser();
  const role = appRoleFromCode(user.role.code);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserInput, unknown, UpdateUserData>({
    resolver: zodResolver(updateUserSchema),
    mode: 'onTouched',
    defaultValues: {
      names: user.names,
      lastNames: user.lastNames,
      phone: user.phone ?? '',
      role,
    },
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (data) => {
    refusal.clear();
    try {
      await update.mutateAsync({ id: user.id, data });
    } catch (error) {
      refusal.show(error);
      toast.error(t.failed);
      return;
    }
    toast.success(t.saved);
    onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-5">
        <FormField id="edit-user-names" label={t.names} errors={[errors.names?.message]}>
          {(field) => <Input {...field} autoComplete="off" {...register('names')} />}
        </FormField>
        <FormField id="edit-user-last-names" label={t.lastNames} errors={[errors.lastNames?.message]}>
          {(field) => <Input {...field} autoComplete="off" {...register('lastNames')} />}
        </FormField>
        <FormField id="edit-user-phone" label={t.phone} errors={[errors.phone?.message]}>
          {(field) => (
            <Input {...field} type="tel" inputMode="numeric" autoComplete="off" {...register('phone')} />
          )}
        </FormField>
        <FormField
          id="edit-user-role"
          label={t.role}
          hint={isSelf ? userMessages.ownRole : undefined}
          errors={[errors.role?.message]}
        >
          {(field) =>
            // A disabled control sends nothing: the role is kept in the form's values instead.
            isSelf ? (
              <NativeSelect {...field} disabled value={role}>
                <RoleOptions />
              </NativeSelect>
            ) : (
              <NativeSelect {...field} defaultValue={role} {...register('role')}>
                <RoleOptions />
              </NativeSelect>
            )
          }
        </FormField>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <div className="flex justify-end gap-3">
        <SheetClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {messages.common.cancel}
          </Button>
        </SheetClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? messages.common.saving : messages.common.save}
        </Button>
      </div>
    </form>
  );
}

interface EditUserSheetProps {
  /** the row being edited; null when the drawer is closed */
  user: UserSummary | null;
  viewerId: string;
  onClose: () => void;
  /** the person's place in the organisation, saved on its own */
  placement?: (user: UserSummary) => ReactNode;
}

/**
 * 'Editar Perfil': an admin edits names, last names, phone and role, may reset someone else's
 * second factor (docs/decisions/0022), and may send a new invitation to someone who has not
 * chosen their password yet. Below, the person's place in the organisation, saved apart.
 */
export function EditUserSheet({ user, viewerId, onClose, placement }: EditUserSheetProps) {
  return (
    <Sheet open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <UserDrawer closeLabel={messages.common.close}>
          <SheetTitle>{t.title}</SheetTitle>
          <SheetDescription>{t.description}</SheetDescription>
          <EditUserForm key={user.id} user={user} isSelf={user.id === viewerId} onSaved={onClose} />
          {/* One's own second factor is turned off in 'Configuración', with one's own codes. */}
          {user.mfaEnabled && user.id !== viewerId && <ResetMfaAction key={`mfa-${user.id}`} user={user} />}
          {user.invitation && (
            <InvitationAction
              key={`invitation-${user.id}`}
              user={user}
              expiresAt={user.invitation.expiresAt}
            />
          )}
          {placement?.(user)}
        </UserDrawer>
      )}
    </Sheet>
  );
}
