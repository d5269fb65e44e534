import type { SignUpData } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

export interface SignUpRequest {
  account: SignUpData;
  /** the profile photo, already checked in the browser; null when the user chose none */
  photo: File | null;
}

/** The multipart body: every text field as a string, and the photo only when it has content (docs/product/accounts.md#photo-rule). */
function toFormData(fields: Record<string, string>, photo: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo && photo.size > 0) body.append('image', photo, photo.name);
  return body;
}

/** Creates the account (POST /api/auth/sign-up, multipart). Nothing is signed in: the user signs in next. */
export function signUp({ account, photo }: SignUpRequest): Promise<{ message: string }> {
  const fields = {
    ...account,
    acceptTerms: String(account.acceptTerms),
    acceptMarketing: String(account.acceptMarketing),
  };
  return unwrap(
    api.POST('/api/auth/sign-up', { body: fields, bodySerializer: () => toFormData(fields, photo) }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
