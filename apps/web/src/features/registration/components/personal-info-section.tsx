import { messages } from '@aula/shared';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PhotoInput } from '@/components/ui/photo-input';
import { ReferenceSelect } from '@/components/reference-select';
import type { ProfilePhoto } from '@/lib/profile-photo/use-profile-photo';
import { useCountries, useReferenceList } from '@/lib/reference/use-reference';
import { countryLabel, type Country } from '../lib/country-search';
import type { RegistrationValues } from '../lib/registration-values';
import { FormSection } from './form-section';

const r = messages.registration;

const countryOption = (country: Country) => ({ value: country.cca2, label: countryLabel(country) });

interface PersonalInfoSectionProps {
  photo: ProfilePhoto | null;
  onChoosePhoto: (file: File) => void;
  onRemovePhoto: () => void;
}

export function PersonalInfoSection({ photo, onChoosePhoto, onRemovePhoto }: PersonalInfoSectionProps) {
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // The mismatch shows as soon as the two differ, not only once the rest of the form is valid
  // (docs/product/accounts.md#registration-behaviour).
  const mismatch = confirmPassword !== '' && confirmPassword !== password;

  return (
    <FormSection title={r.sections.personal}>
      <div className="sm:col-span-2">
        <PhotoInput
          id={`${id}-photo`}
          labels={r}
          preview={
            <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border border-border bg-background">
              {photo?.previewUrl ? (
                <img src={photo.previewUrl} alt={r.photoPreviewAlt} className="size-full object-cover" />
              ) : (
                <UserRound aria-hidden className="size-10 text-muted-foreground" />
              )}
            </div>
          }
          hasPhoto={photo !== null}
          removable={photo !== null}
          error={photo?.error ?? null}
          onChoose={onChoosePhoto}
          onRemove={onRemovePhoto}
        />
      </div>
      <FormField id={`${id}-names`} label={r.namesLabel} errors={[errors.names?.message]}>
        {(field) => (
          <Input
            {...field}
            autoComplete="given-name"
            placeholder={r.namesPlaceholder}
            {...register('names')}
          />
        )}
      </FormField>
      <FormField id={`${id}-last-names`} label={r.lastNamesLabel} errors={[errors.lastNames?.message]}>
        {(field) => (
          <Input
            {...field}
            autoComplete="family-name"
            placeholder={r.lastNamesPlaceholder}
            {...register('lastNames')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-email`}
        label={r.emailLabel}
        errors={[errors.email?.message]}
        className="sm:col-span-2"
      >
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            placeholder={r.emailPlaceholder}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        label={r.passwordLabel}
        hint={r.passwordHint}
        errors={[errors.password?.message]}
      >
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            showLabel={r.showPassword}
            hideLabel={r.hidePassword}
            {...register('password')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-confirm-password`}
        label={r.confirmPasswordLabel}
        hint={r.passwordHint}
        errors={[errors.confirmPassword?.message, mismatch ? messages.signUp.passwordsDoNotMatch : undefined]}
      >
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            showLabel={r.showConfirmPassword}
            hideLabel={r.hideConfirmPassword}
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      {/* The country of residence, by ISO code. A native select: typing the first letters jumps to a
          country, and phones open their own picker, which suits a list of some 250 names. */}
      <ReferenceSelect
        id={`${id}-country`}
        label={r.countryLabel}
        placeholder={r.countryPlaceholder}
        control={control}
        name="country"
        query={useCountries()}
        toOption={countryOption}
      />
      <ReferenceSelect
        id={`${id}-gender`}
        label={r.genderLabel}
        placeholder={r.genderPlaceholder}
        control={control}
        name="idGender"
        query={useReferenceList('genders')}
      />
    </FormSection>
  );
}
