import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCourseCover } from '../../../../scripts/demo-media/course-cover';
import { DEMO_COURSES } from './demo-courses';
import { DEMO_MEDIA_DIR, demoCoverFile } from './demo-videos';

/**
 * The demo covers are generated once and committed (docs/product/demo-media.md), so the first
 * start stores files instead of drawing them; these checks keep them in step with the catalogue.
 */
describe('the committed demo covers', () => {
  it('are one per course, each with a name of its own, and nothing else', async () => {
    const files = (await readdir(join(DEMO_MEDIA_DIR, 'covers'))).map((file) => `covers/${file}`);
    const expected = DEMO_COURSES.map(demoCoverFile);
    expect(new Set(expected).size).toBe(DEMO_COURSES.length);
    expect(files.sort()).toEqual(expected.sort());
  });

  it("are exactly what each course's style draws: a style changed without `npm run demo-media` fails here", async () => {
    for (const course of DEMO_COURSES) {
      const committed = await readFile(join(DEMO_MEDIA_DIR, demoCoverFile(course)));
      expect(committed.equals(renderCourseCover(course.thumbnail)), course.title).toBe(true);
    }
  });
});
