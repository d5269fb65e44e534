import { describe, expect, it } from 'vitest';
import { isInternalPath } from './action-url';

describe('isInternalPath', () => {
  it.each(['/', '/dashboard', '/dashboard/courses/details/abc?tab=1#x'])('accepts %s', (url) => {
    expect(isInternalPath(url)).toBe(true);
  });

  it.each([
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/dash board',
  ])('refuses %s', (url) => {
    expect(isInternalPath(url)).toBe(false);
  });
});
