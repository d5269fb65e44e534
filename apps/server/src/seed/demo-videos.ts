import { videoMinutesRange } from '@aula/shared';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { DemoCourse, DemoLesson, DemoVideoLesson } from './demo-catalogue/types';

/**
 * The demo videos travel with the code, like the migrations: src/seed/media in development,
 * dist/media when built (build.mjs copies the folder next to the bundle, whose import.meta.url
 * then points there). They are generated from the catalogue's slides by
 * scripts/demo-media/make-demo-videos.ts and committed (docs/product/demo-media.md), so that
 * nothing at run time needs the tools that made them.
 */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

/** What the generator wrote for each file: the fingerprint of the slides it was made from. */
export const DEMO_MEDIA_MANIFEST = 'manifest.json';
export type DemoMediaManifest = Record<string, { source: string }>;

export interface DemoVideo {
  course: DemoCourse;
  lesson: DemoVideoLesson;
  /** The file's name in DEMO_MEDIA_DIR. */
  file: string;
}

export const isVideoLesson = (lesson: DemoLesson): lesson is DemoVideoLesson => lesson.type === 'video';

/** Every video lesson of the catalogue, in reading order, with its course (its slides name it). */
export function demoVideos(courses: readonly DemoCourse[]): DemoVideo[] {
  return courses.flatMap((course) =>
    course.modules
      .flatMap((module) => module.lessons)
      .filter(isVideoLesson)
      .map((lesson) => ({ course, lesson, file: demoVideoFile(lesson) })),
  );
}

/**
 * A lesson's file is named after its title ('los-cinco-momentos-para-la-higiene-de-manos.mp4'),
 * so that the folder reads like the catalogue; the seed test fails if two titles collide.
 */
export function demoVideoFile(lesson: DemoVideoLesson): string {
  return `${slugOf(lesson.title)}.mp4`;
}

/**
 * A course's cover, named after its title like the videos, in the covers/ folder: generated from
 * the catalogue's `thumbnail` style by scripts/demo-media/make-demo-covers.ts and committed.
 */
export function demoCoverFile(course: DemoCourse): string {
  return `covers/${slugOf(course.title)}.png`;
}

const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A fingerprint of everything a video shows and says. The generator records it in the manifest
 * and the seed test compares it with the catalogue's, so that slides edited without running the
 * generator again are caught instead of shipping a video that says something else.
 */
export function demoVideoSource({ course, lesson }: Pick<DemoVideo, 'course' | 'lesson'>): string {
  const shown = { course: course.title, lesson: lesson.title, slides: lesson.slides };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

/**
 * The minutes a demo video is labelled with: its real length rounded up, the upper end of what
 * any video lesson may say (docs/product/lesson-durations.md), so that the label never promises
 * less time than the video takes.
 */
export function demoVideoMinutes(seconds: number): number {
  return videoMinutesRange(seconds).max;
}
