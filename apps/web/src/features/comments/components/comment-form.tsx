import { cleanCommentBody, COMMENT_BODY_MAX_LENGTH, messages, postCommentSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, isExplainedRefusal } from '@/lib/api/api-error';
import { usePostLessonComment } from '../api/post-lesson-comment';

const m = messages.comments;

/**
 * Writes a comment on the lesson. The text stays as typed until the server has it: a refusal
 * shows its message (under the field when it is about the text, in a toast otherwise).
 */
export function CommentForm({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const id = useId();
  const post = usePostLessonComment(courseId, lessonId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(postCommentSchema), defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await post.mutateAsync(input);
    } catch (error) {
      showPostError(error);
      return;
    }
    reset({ body: '' });
  });

  function showPostError(error: unknown) {
    if (!(error instanceof ApiError)) {
      toast.error(m.postFailed, { position: 'top-center' });
      return;
    }
    const aboutText = error.fields?.body ?? (error.code === 'validation_failed' ? error.message : undefined);
    if (aboutText) {
      setError('body', { type: 'server', message: aboutText }, { shouldFocus: true });
      return;
    }
    // Not allowed, not found or too many come with the reason in Spanish; no answer or a server
    // failure only says to retry.
    const explained = isExplainedRefusal(error);
    toast.error(explained ? error.message : m.postFailed, { position: 'top-center' });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField
        id={id}
        label={m.bodyLabel}
        // maxLength counts what the user types, as the counter does; the schema checks the rest.
        hint={m.charactersLeft(COMMENT_BODY_MAX_LENGTH - body.length)}
        errors={[errors.body?.message]}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('body')}
            placeholder={m.bodyPlaceholder}
            maxLength={COMMENT_BODY_MAX_LENGTH}
            // Read-only, not disabled: the focus stays in the field while the comment is sent.
            readOnly={isSubmitting}
            rows={3}
            className="min-h-24"
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={isSubmitting || cleanCommentBody(body) === ''}
        className="w-full sm:w-auto sm:self-end"
      >
        {isSubmitting ? m.submitting : m.submit}
      </Button>
    </form>
  );
}
