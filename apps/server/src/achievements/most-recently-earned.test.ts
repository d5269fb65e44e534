import { ACHIEVEMENTS } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { mostRecentlyEarned, type AchievementStatus } from './list-achievements';

const at = (iso: string | null) => (iso ? new Date(iso) : null);

function statuses(earned: Record<string, string | null>): AchievementStatus[] {
  return ACHIEVEMENTS.map((achievement) => ({ achievement, earnedAt: at(earned[achievement.code] ?? null) }));
}

const codes = (list: AchievementStatus[]) => list.map((status) => status.achievement.code);

describe('mostRecentlyEarned', () => {
  it('keeps the earned ones, newest first, up to the limit', () => {
    const list = statuses({
      first_lesson: '2026-11-01T10:00:00Z',
      first_comment: '2026-11-03T10:00:00Z',
      first_course: '2026-11-02T10:00:00Z',
      week_streak: '2026-11-04T10:00:00Z',
    });
    expect(codes(mostRecentlyEarned(list, 3))).toEqual(['week_streak', 'first_comment', 'first_course']);
    expect(codes(mostRecentlyEarned(statuses({}), 3))).toEqual([]);
  });

  it('shows the rarer first of those earned by the same event', () => {
    const list = statuses({
      first_course: '2026-11-02T10:00:00Z',
      first_certificate: '2026-11-05T10:00:00Z',
      three_courses: '2026-11-05T10:00:00Z',
    });
    expect(codes(mostRecentlyEarned(list, 3))).toEqual([
      'three_courses',
      'first_certificate',
      'first_course',
    ]);
  });
});
