import { describe, expect, it } from 'vitest';
import { testId, testPlayer } from '@/test/fixtures/player-fixtures';
import { withResumePoint } from './course-player';

/** The cached course follows the points the player saves (issue 18, item 1). */
describe('withResumePoint', () => {
  it('keeps the second a video is at, and the lesson as the one opened last', () => {
    const player = withResumePoint(testPlayer(), { lessonId: testId(102), positionSeconds: 6 });
    expect(player.lastLessonId).toBe(testId(102));
    const lessons = player.modules.flatMap((module) => module.lessons);
    expect(lessons.map((lesson) => lesson.positionSeconds)).toEqual([0, 6, 0]);
  });

  it('moves only the lesson opened last when the point carries no position', () => {
    const before = testPlayer();
    const player = withResumePoint(before, { lessonId: testId(103) });
    expect(player.lastLessonId).toBe(testId(103));
    expect(player.modules).toBe(before.modules);
  });
});
