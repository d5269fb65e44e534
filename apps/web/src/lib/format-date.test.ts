import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows dates as dd/MM/yyyy', () => {
    // Midday UTC: the same calendar day in every time zone the product serves.
    expect(formatDate('2025-03-07T12:00:00.000Z')).toBe('07/03/2025');
  });
});
