import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './demo-courses';
import {
  DEMO_MEDIA_DIR,
  DEMO_MEDIA_MANIFEST,
  demoVideos,
  demoVideoSource,
  type DemoMediaManifest,
} from './demo-videos';

/**
 * The demo videos are generated once and committed (docs/product/demo-media.md); these checks
 * keep them in step with the catalogue without the tools that made them.
 */

const KB = 1024;
/** Budgets for what every clone and every built server carries. */
const MAX_FILE_BYTES = 300 * KB;
const MAX_TOTAL_BYTES = 4 * KB * KB;

const videos = demoVideos(DEMO_COURSES);

describe('the committed demo videos', () => {
  it('are one per video lesson, each with a name of its own, and nothing else', async () => {
    const files = (await readdir(DEMO_MEDIA_DIR)).filter((file) => file.endsWith('.mp4'));
    expect(new Set(videos.map((video) => video.file)).size).toBe(videos.length);
    expect(files.sort()).toEqual(videos.map((video) => video.file).sort());
  });

  it("were made from their lessons' current slides (else: npm run demo-media)", async () => {
    const manifest = JSON.parse(
      await readFile(join(DEMO_MEDIA_DIR, DEMO_MEDIA_MANIFEST), 'utf8'),
    ) as DemoMediaManifest;
    for (const video of videos) expect(manifest[video.file]?.source, video.file).toBe(demoVideoSource(video));
  });

  it('stay small: under 300 KB each and 4 MB in all', async () => {
    const sizes = await Promise.all(
      videos.map(async (video) => (await stat(join(DEMO_MEDIA_DIR, video.file))).size),
    );
    sizes.forEach((size, index) => expect(size, videos[index]!.file).toBeLessThan(MAX_FILE_BYTES));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(MAX_TOTAL_BYTES);
  });

  it('are written as 2 to 4 slides, each with a heading, points and a narration', () => {
    for (const { lesson } of videos) {
      expect(lesson.slides.length, lesson.title).toBeGreaterThanOrEqual(2);
      expect(lesson.slides.length, lesson.title).toBeLessThanOrEqual(4);
      for (const slide of lesson.slides) {
        expect(slide.heading.trim(), lesson.title).not.toBe('');
        expect(slide.points.length, slide.heading).toBeGreaterThan(0);
        expect(slide.narration.trim().split(/\s+/).length, slide.heading).toBeGreaterThan(10);
      }
    }
  });
});
