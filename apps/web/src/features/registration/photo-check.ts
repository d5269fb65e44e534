import { messages, PROFILE_IMAGE_MAX_BYTES } from '@aula/shared';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]) {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The SPEC.md §5 message for a profile photo that breaks a rule, or null when it is fine.
 * The type is read from the file's first bytes, as the server does: a name or a browser-given
 * MIME type says nothing about what the file really is.
 */
export async function checkProfilePhoto(file: Blob): Promise<string | null> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return messages.signUp.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (!startsWith(head, PNG_SIGNATURE) && !startsWith(head, JPEG_SIGNATURE)) {
    return messages.signUp.imageWrongType;
  }
  return null;
}
