import { FILE_KINDS, messages, PROFILE_IMAGE_MAX_BYTES } from '@aula/shared';
import { STORAGE_LOCATIONS } from '../storage/storage';
import type { UploadRule } from '../storage/store-upload';

/**
 * The profile photo's upload rule (docs/product/accounts.md#photo-rule: JPG or PNG, 200KB at most), the same
 * at sign-up and when the person changes it on their profile.
 */
export const PROFILE_IMAGE_RULE: UploadRule = {
  location: STORAGE_LOCATIONS.profileImages,
  kinds: [FILE_KINDS.jpeg, FILE_KINDS.png],
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  tooLargeMessage: messages.signUp.imageTooLarge,
  wrongTypeMessage: messages.signUp.imageWrongType,
};
