import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_KINDS, type FileKind } from '@aula/shared';
import { storedMp4Duration } from '../storage/mp4-duration';
import { newObjectKey, STORAGE_LOCATIONS, type Storage, type StorageLocation } from '../storage/storage';
import type { DemoCourse, DemoLesson } from './demo-catalogue/types';
import { DEMO_MEDIA_DIR, demoCoverFile, demoVideoFile, isVideoLesson } from './demo-videos';
import { renderReadingPdf } from './reading-pdf';

/** Where each course's files went: storage keys, which the rows then reference. */
export interface DemoMedia {
  thumbnails: Map<DemoCourse, string>;
  previewVideos: Map<DemoCourse, string>;
  /** The MP4 of each video lesson and the PDF of each pdf lesson. */
  lessonFiles: Map<DemoLesson, string>;
  /** Each video lesson's duration, read from its stored file as a course save reads it (all have one). */
  videoSeconds: Map<DemoLesson, number>;
  /** Every key stored, so that they can all be removed if the rows referencing them are not written. */
  keys: string[];
}

/**
 * Stores every demo file: each course's committed cover (demo-videos.ts), each video lesson's own committed MP4
 * (demo-videos.ts), the course's first video again as its preview (each row owns its file, so
 * replacing one lesson's video never breaks another), and a generated PDF per pdf lesson. Files
 * are stored one after the other so that, if one fails, exactly the ones already written are
 * removed.
 */
export async function storeDemoMedia(
  storage: Storage,
  courses: readonly DemoCourse[],
  author: string,
): Promise<DemoMedia> {
  const media: DemoMedia = {
    thumbnails: new Map(),
    previewVideos: new Map(),
    lessonFiles: new Map(),
    videoSeconds: new Map(),
    keys: [],
  };
  const store = async (location: StorageLocation, kind: FileKind, body: () => Readable) => {
    const key = newObjectKey(location, kind.extension);
    media.keys.push(key);
    await storage.put(key, body(), kind.contentType);
    return key;
  };
  const storeVideo = (file: string) =>
    store(STORAGE_LOCATIONS.videos, FILE_KINDS.mp4, () => createReadStream(join(DEMO_MEDIA_DIR, file)));
  try {
    for (const course of courses) {
      const cover = join(DEMO_MEDIA_DIR, demoCoverFile(course));
      media.thumbnails.set(
        course,
        await store(STORAGE_LOCATIONS.courseImages, FILE_KINDS.png, () => createReadStream(cover)),
      );
      const lessons = course.modules.flatMap((module) => module.lessons);
      const firstVideo = lessons.find(isVideoLesson);
      if (firstVideo) media.previewVideos.set(course, await storeVideo(demoVideoFile(firstVideo)));
      for (const lesson of lessons) {
        if (lesson.type === 'video') {
          const file = demoVideoFile(lesson);
          const key = await storeVideo(file);
          media.lessonFiles.set(lesson, key);
          // The lesson's minutes and completion threshold come from this length: a file that
          // does not state it is a broken generator run, not something to paper over.
          const seconds = await storedMp4Duration(storage, key);
          if (seconds === null) throw new Error(`demo video ${file} states no duration`);
          media.videoSeconds.set(lesson, seconds);
        } else if (lesson.type === 'pdf') {
          const pdf = await renderReadingPdf(lesson.document, course.title, author);
          media.lessonFiles.set(
            lesson,
            await store(STORAGE_LOCATIONS.documents, FILE_KINDS.pdf, () => Readable.from(pdf)),
          );
        }
      }
    }
    return media;
  } catch (error) {
    await removeDemoMedia(storage, media);
    throw error;
  }
}

export async function removeDemoMedia(storage: Storage, media: Pick<DemoMedia, 'keys'>): Promise<void> {
  // Best effort: the error that made us clean up is the one worth reporting.
  await Promise.all(media.keys.map((key) => storage.delete(key).catch(() => undefined)));
}
