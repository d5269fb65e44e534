import { messages, PROFILE_IMAGE_MAX_BYTES } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { checkProfilePhoto } from './check-profile-photo';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function blob(head: number[], size = 1024) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
}

describe('profile photo check', () => {
  it('accepts PNG and JPEG files up to 200KB', async () => {
    expect(await checkProfilePhoto(blob(PNG_HEAD))).toBeNull();
    expect(await checkProfilePhoto(blob(JPEG_HEAD, PROFILE_IMAGE_MAX_BYTES))).toBeNull();
  });

  it('refuses a file over 200KB', async () => {
    expect(await checkProfilePhoto(blob(PNG_HEAD, PROFILE_IMAGE_MAX_BYTES + 1))).toBe(
      messages.signUp.imageTooLarge,
    );
  });

  it('refuses what is not a PNG or a JPEG by its content, whatever its type says', async () => {
    const gif = new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], { type: 'image/png' });
    expect(await checkProfilePhoto(gif)).toBe(messages.signUp.imageWrongType);
    expect(await checkProfilePhoto(new Blob([]))).toBe(messages.signUp.imageWrongType);
  });
});
