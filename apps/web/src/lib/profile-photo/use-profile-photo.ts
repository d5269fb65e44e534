import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { checkProfilePhoto } from './check-profile-photo';

export interface ProfilePhoto {
  file: File;
  /** an object URL for the preview; null while the file breaks a rule */
  previewUrl: string | null;
  /** the rule it breaks (checked in the browser, or the server's answer) */
  error: string | null;
}

/**
 * The optional profile photo. It lives beside the form's fields rather than in them: a File
 * is not something the shared schema checks, and its preview URL must be released by hand.
 */
export function useProfilePhoto() {
  const [photo, setPhoto] = useState<ProfilePhoto | null>(null);
  // The latest photo for the unmount clean-up, and a ticket so that a slow check of a file
  // the user has since replaced cannot overwrite the newer choice.
  const latest = useRef<ProfilePhoto | null>(null);
  const ticket = useRef(0);

  const replace = useCallback((next: ProfilePhoto | null) => {
    const previous = latest.current?.previewUrl;
    if (previous && previous !== next?.previewUrl) URL.revokeObjectURL(previous);
    latest.current = next;
    setPhoto(next);
  }, []);

  useEffect(
    () => () => {
      if (latest.current?.previewUrl) URL.revokeObjectURL(latest.current.previewUrl);
    },
    [],
  );

  const choose = useCallback(
    async (file: File) => {
      const current = ++ticket.current;
      const error = await checkProfilePhoto(file);
      if (current !== ticket.current) return;
      replace({ file, error, previewUrl: error ? null : URL.createObjectURL(file) });
    },
    [replace],
  );

  const clear = useCallback(() => {
    ticket.current++;
    replace(null);
  }, [replace]);

  /**
   * When the server refused the file (413/415), keeps it with the reason, so the user sees which
   * one; true then. Any other refusal is not the photo's: false.
   */
  const refuse = useCallback(
    (error: ApiError) => {
      if (error.code !== 'payload_too_large' && error.code !== 'unsupported_media_type') return false;
      const current = latest.current;
      if (current) replace({ ...current, error: error.message });
      return true;
    },
    [replace],
  );

  return { photo, choose, clear, refuse };
}
