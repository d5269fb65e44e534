/**
 * How a text lesson's Markdown names its images (docs/product/formatted-text.md). An image is
 * never an address: it is `subida:{upload id}` while it is a finished upload the next save will
 * store, and `imagen:{image id}` once it is one of the course's stored images. The save rewrites
 * the first into the second (same length, so a text within the limit stays within it); the
 * player and the form turn `imagen:` into a link signed for their viewer. Anything else an
 * image points at is never loaded.
 */
export const LESSON_IMAGE_SCHEMES = { upload: 'subida', stored: 'imagen' } as const;
export type LessonImageScheme = (typeof LESSON_IMAGE_SCHEMES)[keyof typeof LESSON_IMAGE_SCHEMES];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REFERENCE = new RegExp(`^(${LESSON_IMAGE_SCHEMES.upload}|${LESSON_IMAGE_SCHEMES.stored}):(${UUID})$`);

export interface LessonImageReference {
  scheme: LessonImageScheme;
  id: string;
}

/** The address an image mark carries for an upload or a stored image. */
export const lessonImageAddress = ({ scheme, id }: LessonImageReference) => `${scheme}:${id}`;

/** What an image mark's address names, or null when it is not one of ours. */
export function parseLessonImageAddress(address: string): LessonImageReference | null {
  const match = REFERENCE.exec(address.trim());
  return match ? { scheme: match[1] as LessonImageScheme, id: match[2]! } : null;
}

/** Every id the text names with `scheme`, once each, in order of appearance. */
export function lessonImageIds(text: string | null | undefined, scheme: LessonImageScheme): string[] {
  if (!text) return [];
  const found = text.matchAll(new RegExp(`${scheme}:(${UUID})`, 'g'));
  return [...new Set([...found].map((match) => match[1]!))];
}

/** The text with each `subida:{upload id}` that `storedIds` maps replaced by `imagen:{image id}`. */
export function storeLessonImageUploads(text: string, storedIds: ReadonlyMap<string, string>): string {
  return text.replace(new RegExp(`${LESSON_IMAGE_SCHEMES.upload}:(${UUID})`, 'g'), (whole, id: string) => {
    const stored = storedIds.get(id);
    return stored ? lessonImageAddress({ scheme: LESSON_IMAGE_SCHEMES.stored, id: stored }) : whole;
  });
}
