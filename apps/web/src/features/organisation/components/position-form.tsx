import { organisationMessages, type PositionInput, positionInputSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialogButtons } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';

const t = organisationMessages.screen;
const FIELDS = ['name'] as const;

interface PositionFormProps {
  id: string;
  name: string;
  submitLabel: string;
  pendingLabel: string;
  /** sends the name; throws the server's refusal, shown under the field ('Ya existe un puesto…') */
  save: (input: PositionInput) => Promise<unknown>;
  onSaved: (name: string) => void;
}

/** A position's one field, its name, in 'Nuevo puesto' and 'Renombrar'. */
export function PositionForm({ id, name, submitLabel, pendingLabel, save, onSaved }: PositionFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PositionInput>({
    resolver: zodResolver(positionInputSchema),
    mode: 'onTouched',
    defaultValues: { name },
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (input) => {
    refusal.clear();
    try {
      await save(input);
    } catch (error) {
      refusal.show(error);
      return;
    }
    onSaved(input.name);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <FormField id={id} label={t.positions.name} errors={[errors.name?.message]}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </FormField>
      </fieldset>
      <FormAlert message={refusal.formError} />
      <FormDialogButtons
        cancelLabel={t.cancel}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={isSubmitting}
      />
    </form>
  );
}
