import { messages, REGISTRATION_REDIRECT_DELAY_MS, signUpSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api/api-error';
import { useSignUp } from '../api/sign-up';
import { useProfilePhoto } from '../../../lib/profile-photo/use-profile-photo';
import {
  EMPTY_REGISTRATION,
  isRegistrationField,
  type RegistrationData,
  type RegistrationValues,
} from '../registration-values';
import { ConsentFields } from './consent-fields';
import { ContactSection } from './contact-section';
import { IdentificationSection } from './identification-section';
import { PersonalInfoSection } from './personal-info-section';
import { ProfessionalSection } from './professional-section';

/** SPEC.md §8: both registration toasts stay 4 s; the failure one sits top-center. */
const TOAST_DURATION_MS = 4000;

export function RegistrationForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { photo, choose: choosePhoto, clear: clearPhoto, refuse: refusePhoto } = useProfilePhoto();
  const [formError, setFormError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  // The field to focus once the form is enabled again: a disabled input cannot take the focus.
  const [refusedField, setRefusedField] = useState<{ name: keyof RegistrationValues } | null>(null);

  // SPEC.md §4: after the success toast, the user is taken to /login (unless they leave first).
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate('/login'), REGISTRATION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const form = useForm<RegistrationValues, unknown, RegistrationData>({
    resolver: zodResolver(signUpSchema),
    // A field is checked when the user leaves it, then again on every change.
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTRATION,
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting, isValid },
  } = form;

  useEffect(() => {
    if (!isSubmitting && refusedField) setFocus(refusedField.name);
  }, [isSubmitting, refusedField, setFocus]);

  function showServerErrors(error: ApiError) {
    if (error.code === 'payload_too_large' || error.code === 'unsupported_media_type') {
      refusePhoto(error.message);
      return;
    }
    const fieldErrors = Object.entries(error.fields ?? {}).flatMap(([name, message]) =>
      isRegistrationField(name) ? [{ name, message }] : [],
    );
    const [first] = fieldErrors;
    if (!first) {
      // No field to blame (too many attempts, the server is down): say it above the button.
      setFormError(error.message);
      return;
    }
    for (const { name, message } of fieldErrors) setError(name, { type: 'server', message });
    setRefusedField({ name: first.name });
  }

  const onSubmit = handleSubmit(async (account) => {
    setFormError(null);
    setRefusedField(null);
    try {
      await signUp.mutateAsync({ account, photo: photo && !photo.error ? photo.file : null });
    } catch (error) {
      toast.error(messages.signUp.failure, { position: 'top-center', duration: TOAST_DURATION_MS });
      if (!(error instanceof ApiError)) throw error;
      // Everything the user entered stays as it was: only the messages are added.
      showServerErrors(error);
      return;
    }
    toast.success(messages.signUp.success, { duration: TOAST_DURATION_MS });
    reset(EMPTY_REGISTRATION);
    clearPhoto();
    setRegistered(true);
  });

  const photoInvalid = Boolean(photo?.error);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        {/* One switch disables every control while the account is being created (SPEC.md §2). */}
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-8">
          <PersonalInfoSection photo={photo} onChoosePhoto={choosePhoto} onRemovePhoto={clearPhoto} />
          <IdentificationSection />
          <ContactSection />
          <ProfessionalSection />
          <ConsentFields />
        </fieldset>
        <div className="flex flex-col gap-3">
          {formError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {formError}
            </p>
          )}
          <Button type="submit" disabled={!isValid || photoInvalid || isSubmitting} className="w-full">
            {isSubmitting ? messages.registration.submitting : messages.registration.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
