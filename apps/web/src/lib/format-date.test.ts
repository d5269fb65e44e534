import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows dates as dd/MM/yyyy', () => {
    // Midday UTC: the same calendar day in every time zone the product serves.
    expect(formatDate('2025-03-07T12:00:00.000Z')).toBe('07/03/2025');
  });
});

describe('formatDateTime', () => {
  it('shows moments as dd/MM/yyyy HH:mm in the reader’s time zone', () => {
    const moment = new Date(2025, 2, 7, 9, 5);
    expect(formatDateTime(moment.toISOString())).toBe('07/03/2025 09:05');
  });
});
