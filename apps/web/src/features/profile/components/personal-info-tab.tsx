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
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { PhotoInput } from '@/components/ui/photo-input';
import { ApiError } from '@/lib/api/api-error';
import { useServerRefusal } from '@/lib/forms/use-server-refusal';
import { useProfilePhoto } from '@/lib/profile-photo/use-profile-photo';
import { useSaveOwnProfile } from '../api/save-own-profile';
import { profileInitials } from '../lib/initials';
import { PERSONAL_INFO_FIELDS, personalInfoValues } from '../lib/personal-info-values';

const t = messages.profile.personalInfo;
/** Read-only fields look like text on the page's background, editable ones like inputs. */
const READ_ONLY = 'read-only:bg-background';

/**
 * 'Información Personal' (docs/product/accounts.md#personal-information): names, last names, email
 * and phone, and the photo. Read-only until 'Editar Perfil'; 'Guardar' saves on the server with the
 * registration's rules, 'Cancelar' goes back to what is saved. The email is never edited here.
 */
export function PersonalInfoTab({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [removeCurrentPhoto, setRemoveCurrentPhoto] = useState(false);
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

  const refusal = useServerRefusal(PERSONAL_INFO_FIELDS, { setError, setFocus, isSubmitting });

  function leaveEditing(saved: CurrentUser) {
    reset(personalInfoValues(saved));
    clearPhoto();
    setRemoveCurrentPhoto(false);
    refusal.clear();
    setEditing(false);
  }

  function showServerErrors(error: ApiError) {
    if (refusePhoto(error)) return;
    // With no field to blame (the server is down, the session ended), it is said above the buttons.
    refusal.show(error);
  }

  const onSubmit = handleSubmit(async (info) => {
    refusal.clear();
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
            <PhotoInput
              id="profile-photo"
              labels={messages.registration}
              preview={
                <Avatar className="size-20">
                  {shownPhoto && <AvatarImage src={shownPhoto} alt={t.photoAlt} />}
                  <AvatarFallback className="text-2xl">
                    {profileInitials(user.names, user.lastNames)}
                  </AvatarFallback>
                </Avatar>
              }
              hasPhoto={Boolean(shownPhoto)}
              removable={Boolean(shownPhoto || photo?.error)}
              error={photo?.error ?? null}
              editable={editing}
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
          <FormAlert message={refusal.formError} />
          {editing && (
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" disabled={isSubmitting} onClick={() => leaveEditing(user)}>
                {messages.common.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting || photoInvalid}>
                {isSubmitting ? messages.common.saving : messages.common.save}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
