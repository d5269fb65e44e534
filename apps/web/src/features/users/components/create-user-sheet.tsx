import {
  createUserSchema,
  messages,
  type CreateUserData,
  type CreateUserInput,
  userMessages,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ReferenceSelect } from '@/components/reference-select';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Sheet, SheetClose, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useReferenceList } from '@/lib/reference/use-reference';
import { useCreateUser } from '../api/create-user';
import { RoleOptions } from './role-options';
import { UserDrawer } from './user-drawer';

const t = userMessages.screen.create;
const FIELDS = ['email', 'names', 'lastNames', 'role', 'idDocumentType', 'doi'] as const;

const EMPTY: CreateUserInput = {
  email: '',
  names: '',
  lastNames: '',
  role: 'STUDENT',
  idDocumentType: '',
  doi: '',
};

function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateUser();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserInput, unknown, CreateUserData>({
    resolver: zodResolver(createUserSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (data) => {
    refusal.clear();
    try {
      await create.mutateAsync(data);
    } catch (error) {
      refusal.show(error);
      toast.error(t.failed);
      return;
    }
    toast.success(t.created(data.email));
    onCreated();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-5">
        <FormField id="create-user-email" label={t.email} errors={[errors.email?.message]}>
          {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
        </FormField>
        <FormField id="create-user-names" label={t.names} errors={[errors.names?.message]}>
          {(field) => <Input {...field} autoComplete="off" {...register('names')} />}
        </FormField>
        <FormField id="create-user-last-names" label={t.lastNames} errors={[errors.lastNames?.message]}>
          {(field) => <Input {...field} autoComplete="off" {...register('lastNames')} />}
        </FormField>
        <FormField id="create-user-role" label={t.role} errors={[errors.role?.message]}>
          {(field) => (
            // React selects the starting option on mount; register() alone left the first one shown under happy-dom.
            <NativeSelect {...field} defaultValue={EMPTY.role} {...register('role')}>
              <RoleOptions />
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <ReferenceSelect
            id="create-user-document-type"
            label={t.documentType}
            placeholder={t.documentTypePlaceholder}
            control={control}
            name="idDocumentType"
            query={useReferenceList('identity-document-types')}
            optional
          />
          <FormField id="create-user-doi" label={t.doi} errors={[errors.doi?.message]}>
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...register('doi')} />}
          </FormField>
        </div>
        <p className="-mt-3 text-xs text-muted-foreground">{t.documentHint}</p>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <div className="flex justify-end gap-3">
        <SheetClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {messages.common.cancel}
          </Button>
        </SheetClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}

/** 'Nuevo Usuario', admins only (docs/product/people.md#creating-an-account): the button and its drawer. */
export function CreateUserSheet() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          {userMessages.screen.newUser}
        </Button>
      </SheetTrigger>
      <UserDrawer closeLabel={messages.common.close}>
        <SheetTitle>{t.title}</SheetTitle>
        <SheetDescription>{t.description}</SheetDescription>
        <CreateUserForm onCreated={() => setOpen(false)} />
      </UserDrawer>
    </Sheet>
  );
}
