import { LESSON_IMAGE_SCHEMES, lessonImageAddress } from '@aula/shared';
import { createContext, useContext } from 'react';

/**
 * Where each image a formatted text may show comes from, by the address its mark carries
 * (`imagen:{id}` for the course's stored images, `subida:{id}` for one the author just uploaded):
 * a link signed for the viewer, or the browser's own copy of a file being written into a lesson.
 * An address not here is never loaded (docs/product/formatted-text.md).
 */
export type ImageSources = Readonly<Record<string, string>>;

export const LessonImagesContext = createContext<ImageSources>({});

export const useImageSources = () => useContext(LessonImagesContext);

/** The course's stored images, as the player and the form receive them (by id), by address. */
export function storedImageSources(images: Readonly<Record<string, string>>): ImageSources {
  return Object.fromEntries(
    Object.entries(images).map(([id, url]) => [
      lessonImageAddress({ scheme: LESSON_IMAGE_SCHEMES.stored, id }),
      url,
    ]),
  );
}
