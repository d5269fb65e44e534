import { describe, expect, it } from 'vitest';
import { refundWindow } from './refund-window';

const NOW = new Date('2026-04-10T12:00:00.000Z');
const approved = (refundDeadline: string) => ({ status: 'approved' as const, refundDeadline });

describe('refundWindow', () => {
  it('is open until the very moment of the deadline', () => {
    expect(refundWindow(approved('2026-04-20T12:00:00.000Z'), NOW)).toEqual({
      day: '20/04/2026',
      open: true,
    });
    expect(refundWindow(approved('2026-04-10T12:00:00.001Z'), NOW)?.open).toBe(true);
    expect(refundWindow(approved('2026-04-10T12:00:00.000Z'), NOW)?.open).toBe(false);
    expect(refundWindow(approved('2026-04-01T12:00:00.000Z'), NOW)).toEqual({
      day: '01/04/2026',
      open: false,
    });
  });

  it('is not there for an order that is not approved', () => {
    expect(refundWindow({ status: 'pending', refundDeadline: null }, NOW)).toBeNull();
    expect(refundWindow({ status: 'refunded', refundDeadline: null }, NOW)).toBeNull();
  });
});
