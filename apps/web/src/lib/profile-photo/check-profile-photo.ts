import { detectKind, FILE_KINDS, messages, PROFILE_IMAGE_MAX_BYTES, SNIFF_BYTES } from '@aula/shared';

const PHOTO_KINDS = [FILE_KINDS.jpeg, FILE_KINDS.png];

/**
 * The message for a profile photo that breaks the photo rule (docs/product/accounts.md#photo-rule),
 * or null when it is fine.
 * The type is read from the file's first bytes, as the server does: a name or a browser-given
 * MIME type says nothing about what the file really is. Registration and 'Mi Perfil' both use it.
 */
export async function checkProfilePhoto(file: Blob): Promise<string | null> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return messages.signUp.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return detectKind(head, PHOTO_KINDS) ? null : messages.signUp.imageWrongType;
}
