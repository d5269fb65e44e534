import type { CurrentUser, OwnProfileFieldsData } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';

export interface SaveOwnProfileRequest {
  info: OwnProfileFieldsData;
  /** a new photo, already checked in the browser; null to keep (or remove) the current one */
  photo: File | null;
  /** drop the current photo; a new photo wins over it */
  removePhoto: boolean;
}

/** The multipart body: the text fields, then the photo only when there is one with content. */
function toFormData(fields: Record<string, string>, photo: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo && photo.size > 0) body.append('image', photo, photo.name);
  return body;
}

/** Saves 'Información Personal' (PATCH /api/account/profile, multipart) and answers the user as saved. */
export function saveOwnProfile({ info, photo, removePhoto }: SaveOwnProfileRequest): Promise<CurrentUser> {
  const fields: Record<string, string> = {
    names: info.names,
    lastNames: info.lastNames,
    // The server reads an empty phone as 'none'.
    phone: info.phone ?? '',
    ...(removePhoto && !photo ? { removeImage: 'true' } : {}),
  };
  return unwrap(
    api.PATCH('/api/account/profile', {
      body: fields as { names: string; lastNames: string; phone: string },
      bodySerializer: () => toFormData(fields, photo),
    }),
  );
}

/** The header and the shell show the signed-in user: they change as soon as the server confirms. */
export function useSaveOwnProfile() {
  return useMutation({
    mutationFn: saveOwnProfile,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
