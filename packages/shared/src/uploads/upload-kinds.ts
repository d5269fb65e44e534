import {
  LESSON_IMAGE_MAX_BYTES,
  LESSON_PDF_MAX_BYTES,
  LESSON_VIDEO_MAX_BYTES,
  PREVIEW_VIDEO_MAX_BYTES,
  THUMBNAIL_MAX_BYTES,
} from '../constants';
import { detectKind, FILE_KINDS, SNIFF_BYTES, type FileKind } from '../files/file-kinds';
import { uploads as m } from '../messages/uploads';

/**
 * What each course file may be. The form checks a chosen file with these rules before uploading it,
 * and the server checks the uploaded bytes with the same rules before attaching it, so the hint,
 * the form and the server never disagree (docs/product/courses.md#file-rules).
 */
export interface UploadRule {
  maxBytes: number;
  kinds: readonly FileKind[];
  /** The `accept` attribute of the file input. */
  accept: string;
  hint: string;
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

export const UPLOAD_RULES = {
  thumbnail: {
    maxBytes: THUMBNAIL_MAX_BYTES,
    kinds: [FILE_KINDS.jpeg, FILE_KINDS.png],
    accept: 'image/jpeg,image/png',
    hint: m.thumbnailHint,
    tooLargeMessage: m.thumbnailTooLarge,
    wrongTypeMessage: m.thumbnailWrongType,
  },
  previewVideo: {
    maxBytes: PREVIEW_VIDEO_MAX_BYTES,
    kinds: [FILE_KINDS.mp4],
    accept: 'video/mp4',
    hint: m.previewVideoHint,
    tooLargeMessage: m.previewVideoTooLarge,
    wrongTypeMessage: m.previewVideoWrongType,
  },
  lessonVideo: {
    maxBytes: LESSON_VIDEO_MAX_BYTES,
    kinds: [FILE_KINDS.mp4],
    accept: 'video/mp4',
    hint: m.lessonVideoHint,
    tooLargeMessage: m.lessonVideoTooLarge,
    wrongTypeMessage: m.lessonVideoWrongType,
  },
  lessonPdf: {
    maxBytes: LESSON_PDF_MAX_BYTES,
    kinds: [FILE_KINDS.pdf],
    accept: 'application/pdf,.pdf',
    hint: m.lessonPdfHint,
    tooLargeMessage: m.lessonPdfTooLarge,
    wrongTypeMessage: m.lessonPdfWrongType,
  },
  /** An image shown inside a text lesson (docs/product/formatted-text.md). */
  lessonImage: {
    maxBytes: LESSON_IMAGE_MAX_BYTES,
    kinds: [FILE_KINDS.jpeg, FILE_KINDS.png],
    accept: 'image/jpeg,image/png',
    hint: m.lessonImageHint,
    tooLargeMessage: m.lessonImageTooLarge,
    wrongTypeMessage: m.lessonImageWrongType,
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;
export const UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as UploadKind[];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_RULES, value);
}

/** The size rule alone: the server applies it as soon as an upload declares its length. */
export function checkUploadSize(kind: UploadKind, size: number): string | null {
  const rule = UPLOAD_RULES[kind];
  return size > rule.maxBytes ? rule.tooLargeMessage : null;
}

/**
 * The whole rule for a file's size and first bytes (at least SNIFF_BYTES of them, or all
 * of a shorter file). Answers the Spanish message to show, or null when the file is fine.
 */
export function checkUploadFile(kind: UploadKind, size: number, head: Uint8Array): string | null {
  const rule = UPLOAD_RULES[kind];
  if (size === 0 || !detectKind(head.subarray(0, SNIFF_BYTES), rule.kinds)) return rule.wrongTypeMessage;
  return checkUploadSize(kind, size);
}

/** Upload metadata keys of the tus protocol (Upload-Metadata header). */
export const UPLOAD_METADATA = { kind: 'kind', filename: 'filename' } as const;
export const UPLOADS_PATH = '/api/uploads';
