import { describe, expect, it } from 'vitest';
import { formatVideoLength, videoMinutes, videoMinutesFit, videoMinutesRange } from './video-minutes';

describe('video minutes', () => {
  it('lets a length be rounded down or up, never below one minute', () => {
    expect(videoMinutesRange(252)).toEqual({ min: 4, max: 5 });
    expect(videoMinutesRange(240)).toEqual({ min: 4, max: 4 });
    expect(videoMinutesRange(10)).toEqual({ min: 1, max: 1 });
    expect(videoMinutesFit(252, 4)).toBe(true);
    expect(videoMinutesFit(252, 5)).toBe(true);
    expect(videoMinutesFit(10, 10)).toBe(false);
    expect(videoMinutesFit(252, 3)).toBe(false);
  });

  it('starts a new video at its nearest minute, and says its length as people do', () => {
    expect(videoMinutes(252)).toBe(4);
    expect(videoMinutes(280)).toBe(5);
    expect(videoMinutes(10)).toBe(1);
    expect(formatVideoLength(252)).toBe('4 min 12 s');
    expect(formatVideoLength(45.4)).toBe('45 s');
    expect(formatVideoLength(720)).toBe('12 min');
  });
});
