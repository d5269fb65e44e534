import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (count, expected) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });
});
