/**
 * Makes the demo catalogue's course covers: for each course of apps/server/src/seed/demo-catalogue,
 * a 1280x720 PNG drawn from its `thumbnail` style (course-cover.ts), written to
 * apps/server/src/seed/media/covers/<course-title-slug>.png and committed, as the videos are
 * (docs/product/demo-media.md). Run by `npm run demo-media`; needs nothing but Node. The output
 * depends only on the style, so remaking an unchanged cover changes no byte, and
 * apps/server/src/seed/demo-covers.test.ts fails when a style changed without running this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_COURSES } from '../../apps/server/src/seed/demo-courses';
import { DEMO_MEDIA_DIR, demoCoverFile } from '../../apps/server/src/seed/demo-videos';
import { renderCourseCover } from './course-cover';

for (const course of DEMO_COURSES) {
  const file = join(DEMO_MEDIA_DIR, demoCoverFile(course));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderCourseCover(course.thumbnail));
  console.log(`${demoCoverFile(course)}: ${course.title}`);
}
