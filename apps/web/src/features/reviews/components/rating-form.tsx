import {
  messages,
  REVIEW_TEXT_MAX_LENGTH,
  reviewMessages,
  saveRatingSchema,
  type OwnRating,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useSaveRating } from '../api/my-rating';
import { StarInput } from './star-input';

const m = reviewMessages.form;
const FIELDS = ['stars', 'review'] as const;

interface RatingFormProps {
  courseId: string;
  /** the caller's rating when they edit it */
  current: OwnRating | null;
  onSaved: () => void;
  onCancel?: () => void;
}

/**
 * 1 to 5 stars and an optional review, checked by the shared schema before it is sent and by the
 * server again. What is typed stays until the server has it: a refusal shows its message under
 * the field it is about, or above the buttons (under half, no longer enrolled, no connection).
 */
export function RatingForm({ courseId, current, onSaved, onCancel }: RatingFormProps) {
  const id = useId();
  const save = useSaveRating(courseId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(saveRatingSchema),
    defaultValues: { stars: current?.stars ?? 0, review: current?.review ?? '' },
  });
  const refusal = useServerRefusal(FIELDS, { setError, setFocus, isSubmitting });
  const review = useWatch({ control, name: 'review' }) ?? '';

  const onSubmit = handleSubmit(async (input) => {
    refusal.clear();
    try {
      await save.mutateAsync(input);
    } catch (error) {
      refusal.show(error);
      return;
    }
    onSaved();
  });

  const starsError = errors.stars?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <StarInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(starsError)}
              describedBy={starsError ? `${id}-stars-error` : undefined}
              disabled={isSubmitting}
            />
          )}
        />
        {starsError && (
          <p id={`${id}-stars-error`} role="alert" className="text-sm text-destructive">
            {starsError}
          </p>
        )}
      </div>
      <FormField
        id={`${id}-review`}
        label={m.reviewLabel}
        // maxLength counts what the user types, as the counter does; the schema checks the rest.
        hint={m.charactersLeft(REVIEW_TEXT_MAX_LENGTH - review.length)}
        errors={[errors.review?.message]}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('review')}
            placeholder={m.reviewPlaceholder}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            // Read-only, not disabled: the focus stays in the field while the rating is sent.
            readOnly={isSubmitting}
            rows={3}
            className="min-h-24"
          />
        )}
      </FormField>
      <FormAlert message={refusal.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
            {messages.common.cancel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? messages.common.saving : current ? m.update : m.submit}
        </Button>
      </div>
    </form>
  );
}
