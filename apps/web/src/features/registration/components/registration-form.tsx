import { messages, REGISTRATION_REDIRECT_DELAY_MS, signUpSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api/api-error';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useProfilePhoto } from '@/lib/profile-photo/use-profile-photo';
import { useSignUp } from '../api/sign-up';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  type RegistrationData,
  type RegistrationValues,
} from '../lib/registration-values';
import { ConsentFields } from './consent-fields';
import { ContactSection } from './contact-section';
import { IdentificationSection } from './identification-section';
import { PersonalInfoSection } from './personal-info-section';
import { ProfessionalSection } from './professional-section';

/** Both registration toasts stay 4 s; the failure one sits top-center (docs/product/interface.md#area-toasts). */
const TOAST_DURATION_MS = 4000;

export function RegistrationForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { photo, choose: choosePhoto, clear: clearPhoto, refuse: refusePhoto } = useProfilePhoto();
  const [registered, setRegistered] = useState(false);

  // After the success toast, the user is taken to /login unless they leave first
  // (docs/product/accounts.md#registration-behaviour).
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

  const refusal = useServerRefusal(REGISTRATION_FIELDS, { setError, setFocus, isSubmitting });

  function showServerErrors(error: ApiError) {
    if (refusePhoto(error)) return;
    // With no field to blame (too many attempts, the server is down), it is said above the button.
    refusal.show(error);
  }

  const onSubmit = handleSubmit(async (account) => {
    refusal.clear();
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
        {/* One switch disables every control while the account is being created (docs/product/accounts.md#registration-behaviour). */}
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-8">
          <PersonalInfoSection photo={photo} onChoosePhoto={choosePhoto} onRemovePhoto={clearPhoto} />
          <IdentificationSection />
          <ContactSection />
          <ProfessionalSection />
          <ConsentFields />
        </fieldset>
        <div className="flex flex-col gap-3">
          <FormAlert message={refusal.formError} />
          <Button type="submit" disabled={!isValid || photoInvalid || isSubmitting} className="w-full">
            {isSubmitting ? messages.registration.submitting : messages.registration.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
