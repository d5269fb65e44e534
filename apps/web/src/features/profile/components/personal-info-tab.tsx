import {
  messages,
  ownProfileFieldsSchema,
  type CurrentUser,
  type OwnProfileFieldsData,
  type OwnProfileFieldsInput,
} from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api/api-error';
import { useProfilePhoto } from '../../../lib/profile-photo/use-profile-photo';
import { useSaveOwnProfile } from '../api/save-own-profile';
import { profileInitials } from '../lib/initials';
import { isPersonalInfoField, personalInfoValues, type PersonalInfoField } from '../lib/personal-info-values';
import { ProfilePhotoPicker } from './profile-photo-picker';

const t = messages.profile.personalInfo;
/** Read-only fields look like text on the page's background, editable ones like inputs. */
const READ_ONLY = 'read-only:bg-background';

/**
 * 'Información Personal' (SPEC.md §2; DECISIONS.md §3): names, last names, email and phone,
 * and the photo. Read-only until 'Editar Perfil'; 'Guardar' saves on the server with the
 * registration's rules, 'Cancelar' goes back to what is saved. The email is never edited here.
 */
export function PersonalInfoTab({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [removeCurrentPhoto, setRemoveCurrentPhoto] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The field to focus once the form is enabled again: a disabled input cannot take the focus.
  const [refusedField, setRefusedField] = useState<{ name: PersonalInfoField } | null>(null);
  const { photo, choose: choosePhoto, clear: clearPhoto, refuse: refusePhoto } = useProfilePhoto();
  const save = useSaveOwnProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<OwnProfileFieldsInput, unknown, OwnProfileFieldsData>({
    resolver: zodResolver(ownProfileFieldsSchema),
    mode: 'onTouched',
    defaultValues: personalInfoValues(user),
  });

  // Entering edit mode puts the cursor in the first field; leaving it (the buttons that had the
  // focus are gone) gives the focus back to 'Editar Perfil'.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) setFocus('names');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  useEffect(() => {
    if (!isSubmitting && refusedField) setFocus(refusedField.name);
  }, [isSubmitting, refusedField, setFocus]);

  function leaveEditing(saved: CurrentUser) {
    reset(personalInfoValues(saved));
    clearPhoto();
    setRemoveCurrentPhoto(false);
    setFormError(null);
    setRefusedField(null);
    setEditing(false);
  }

  function showServerErrors(error: ApiError) {
    if (error.code === 'payload_too_large' || error.code === 'unsupported_media_type') {
      refusePhoto(error.message);
      return;
    }
    const fields = Object.entries(error.fields ?? {}).flatMap(([name, message]) =>
      isPersonalInfoField(name) ? [{ name, message }] : [],
    );
    const [first] = fields;
    if (!first) {
      // No field to blame (the server is down, the session ended): say it above the buttons.
      setFormError(error.message);
      return;
    }
    for (const { name, message } of fields) setError(name, { type: 'server', message });
    setRefusedField({ name: first.name });
  }

  const onSubmit = handleSubmit(async (info) => {
    setFormError(null);
    setRefusedField(null);
    let saved: CurrentUser;
    try {
      saved = await save.mutateAsync({
        info,
        photo: photo && !photo.error ? photo.file : null,
        removePhoto: removeCurrentPhoto,
      });
    } catch (error) {
      toast.error(t.saveFailed);
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(error);
      return;
    }
    toast.success(t.saved);
    leaveEditing(saved);
  });

  const shownPhoto = photo?.previewUrl ?? (photo || removeCurrentPhoto ? null : user.urlImage);
  const photoInvalid = Boolean(photo?.error);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-lg">{t.tab}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </div>
        {!editing && (
          <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t.edit}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {/* Enter in a read-only field must not save: only edit mode submits. */}
        <form
          onSubmit={editing ? onSubmit : (event) => event.preventDefault()}
          noValidate
          className="flex flex-col gap-6"
        >
          <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-5">
            <ProfilePhotoPicker
              id="profile-photo"
              imageUrl={shownPhoto}
              initials={profileInitials(user.names, user.lastNames)}
              editing={editing}
              error={photo?.error ?? null}
              onChoose={(file) => void choosePhoto(file)}
              onRemove={() => {
                clearPhoto();
                setRemoveCurrentPhoto(true);
              }}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="profile-names" label={t.names} errors={[errors.names?.message]}>
                {(field) => (
                  <Input
                    {...field}
                    className={READ_ONLY}
                    autoComplete="given-name"
                    readOnly={!editing}
                    {...register('names')}
                  />
                )}
              </FormField>
              <FormField id="profile-last-names" label={t.lastNames} errors={[errors.lastNames?.message]}>
                {(field) => (
                  <Input
                    {...field}
                    className={READ_ONLY}
                    autoComplete="family-name"
                    readOnly={!editing}
                    {...register('lastNames')}
                  />
                )}
              </FormField>
              <FormField id="profile-email" label={t.email}>
                {(field) => (
                  <Input {...field} className={READ_ONLY} type="email" value={user.email} readOnly />
                )}
              </FormField>
              <FormField id="profile-phone" label={t.phone} errors={[errors.phone?.message]}>
                {(field) => (
                  <Input
                    {...field}
                    className={READ_ONLY}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    readOnly={!editing}
                    {...register('phone')}
                  />
                )}
              </FormField>
            </div>
          </fieldset>
          {formError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {formError}
            </p>
          )}
          {editing && (
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" disabled={isSubmitting} onClick={() => leaveEditing(user)}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting || photoInvalid}>
                {isSubmitting ? t.saving : t.save}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
