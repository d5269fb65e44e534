import { describe, expect, it } from 'vitest';
import { backToListPath, orderListLinkState } from './back-to-list';

describe('backToListPath', () => {
  it('returns to the list as it was left', () => {
    expect(backToListPath(orderListLinkState('?status=pending&page=2'))).toBe(
      '/dashboard/orders?status=pending&page=2',
    );
  });

  it('goes to the plain list when the detail was opened some other way', () => {
    expect(backToListPath(null)).toBe('/dashboard/orders');
    expect(backToListPath(orderListLinkState(''))).toBe('/dashboard/orders');
    expect(backToListPath({ listSearch: '//evil.test' })).toBe('/dashboard/orders');
    expect(backToListPath('?status=pending')).toBe('/dashboard/orders');
  });
});
