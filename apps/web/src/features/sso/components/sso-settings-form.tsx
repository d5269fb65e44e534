import { ssoMessages, type SsoSettings, type SsoSettingsInput } from '@aula/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useSaveSsoSettings } from '../api/save-sso-settings';
import {
  messagesOf,
  SSO_SETTINGS_FIELDS,
  type SsoSettingsFormContext,
  type SsoSettingsFormValues,
  ssoSettingsFormValues,
  ssoSettingsResolver,
} from '../lib/sso-settings-form';
import { ChoiceField } from './choice-field';

const t = ssoMessages;
const CARD =
  'flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm';
/** Addresses, identifiers and claim names: typed as they are, never corrected. */
const VERBATIM = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * The connection to the identity provider, the email domains it answers for, and how the people it
 * brings get their unit, position and role (docs/product/single-sign-on.md#settings). The lists are
 * typed one per line; the secret is write-only.
 */
export function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const id = useId();
  const save = useSaveSsoSettings();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SsoSettingsFormValues, SsoSettingsFormContext, SsoSettingsInput>({
    resolver: ssoSettingsResolver,
    context: { secretStored: settings.hasClientSecret },
    // Every invalid line of a list is named, not only the first.
    criteriaMode: 'all',
    defaultValues: ssoSettingsFormValues(settings),
  });
  const refusal = useServerRefusal(SSO_SETTINGS_FIELDS, { setError, setFocus, isSubmitting });

  const onSubmit = handleSubmit(async (input) => {
    refusal.clear();
    let saved: SsoSettings;
    try {
      saved = await save.mutateAsync(input);
    } catch (error) {
      refusal.show(error);
      return;
    }
    // The saved settings, as the server cleaned them, are the form's new starting point; the secret empties.
    reset(ssoSettingsFormValues(saved));
    toast.success(t.saved);
  });

  const field = (name: keyof SsoSettingsFormValues) => `${id}-${name}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-6">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-6">
        <div className={CARD}>
          <ChoiceField id={field('enabled')} label={t.enabledLabel} errors={messagesOf(errors.enabled)}>
            {(props) => (
              <Controller
                control={control}
                name="enabled"
                render={({ field: enabled }) => (
                  <Switch
                    {...props}
                    ref={enabled.ref}
                    name={enabled.name}
                    checked={enabled.value}
                    onCheckedChange={enabled.onChange}
                    onBlur={enabled.onBlur}
                  />
                )}
              />
            )}
          </ChoiceField>

          <FormField
            id={field('name')}
            label={t.nameLabel}
            hint={t.nameHint}
            errors={messagesOf(errors.name)}
          >
            {(props) => <Input {...props} autoComplete="organization" {...register('name')} />}
          </FormField>

          <FormField
            id={field('issuerUrl')}
            label={t.issuerLabel}
            hint={t.issuerHint}
            errors={messagesOf(errors.issuerUrl)}
          >
            {(props) => (
              <Input {...props} type="url" inputMode="url" {...VERBATIM} {...register('issuerUrl')} />
            )}
          </FormField>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={field('clientId')} label={t.clientIdLabel} errors={messagesOf(errors.clientId)}>
              {(props) => <Input {...props} {...VERBATIM} {...register('clientId')} />}
            </FormField>
            <FormField
              id={field('clientSecret')}
              label={t.clientSecretLabel}
              hint={settings.hasClientSecret ? t.clientSecretKept : undefined}
              errors={messagesOf(errors.clientSecret)}
            >
              {(props) => (
                <Input {...props} type="password" autoComplete="new-password" {...register('clientSecret')} />
              )}
            </FormField>
          </div>

          <FormField id={`${id}-redirect-uri`} label={t.redirectUriLabel}>
            {(props) => (
              <Input
                {...props}
                readOnly
                value={settings.redirectUri}
                className="font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
            )}
          </FormField>

          <FormField
            id={field('emailDomains')}
            label={t.domainsLabel}
            hint={t.domainsHint}
            errors={messagesOf(errors.emailDomains)}
          >
            {(props) => <Textarea {...props} rows={4} {...VERBATIM} {...register('emailDomains')} />}
          </FormField>

          <ChoiceField
            id={field('passwordsOff')}
            label={t.passwordsOffLabel}
            hint={t.passwordsOffHint}
            errors={messagesOf(errors.passwordsOff)}
          >
            {(props) => <Checkbox {...props} className="mt-0.5" {...register('passwordsOff')} />}
          </ChoiceField>
        </div>

        <SectionCard title={t.mappingTitle} description={t.mappingHint}>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField id={field('unitClaim')} label={t.unitClaimLabel} errors={messagesOf(errors.unitClaim)}>
              {(props) => <Input {...props} {...VERBATIM} {...register('unitClaim')} />}
            </FormField>
            <FormField
              id={field('positionClaim')}
              label={t.positionClaimLabel}
              errors={messagesOf(errors.positionClaim)}
            >
              {(props) => <Input {...props} {...VERBATIM} {...register('positionClaim')} />}
            </FormField>
            <FormField id={field('roleClaim')} label={t.roleClaimLabel} errors={messagesOf(errors.roleClaim)}>
              {(props) => <Input {...props} {...VERBATIM} {...register('roleClaim')} />}
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={field('adminValues')}
              label={t.adminValuesLabel}
              hint={t.valuesHint}
              errors={messagesOf(errors.adminValues)}
            >
              {(props) => <Textarea {...props} rows={4} {...VERBATIM} {...register('adminValues')} />}
            </FormField>
            <FormField
              id={field('instructorValues')}
              label={t.instructorValuesLabel}
              hint={t.valuesHint}
              errors={messagesOf(errors.instructorValues)}
            >
              {(props) => <Textarea {...props} rows={4} {...VERBATIM} {...register('instructorValues')} />}
            </FormField>
          </div>
        </SectionCard>
      </fieldset>

      <FormAlert message={refusal.formError} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t.saving : t.save}
      </Button>
    </form>
  );
}
